package router

import (
	"math/big"
	"testing"
	"time"
)

func TestDecisionCacheIsBoundedLRU(t *testing.T) {
	c := newDecisionCache(3, time.Minute)
	now := time.Unix(1_800_000_000, 0)
	k := func(i int64) [32]byte { return key(big.NewInt(i)) }
	for i := int64(1); i <= 3; i++ {
		c.put(k(i), Decision{LowerBps: uint64(i)}, now)
	}
	if _, ok := c.fresh(k(1), now); !ok { // 1 is now the most recently used
		t.Fatal("agent 1 missing")
	}
	c.put(k(4), Decision{LowerBps: 4}, now) // evicts 2, the least recently used
	if c.len() != 3 {
		t.Fatalf("%d entries, want at most 3", c.len())
	}
	if _, ok := c.last(k(2)); ok {
		t.Fatal("the least recently used agent (2) survived")
	}
	for _, i := range []int64{1, 3, 4} {
		if d, ok := c.fresh(k(i), now); !ok || d.LowerBps != uint64(i) {
			t.Fatalf("agent %d: %+v %v", i, d, ok)
		}
	}
	for i := int64(5); i < 1000; i++ {
		c.put(k(i), Decision{}, now)
	}
	if c.len() != 3 {
		t.Fatalf("%d entries after 1000 puts, want 3", c.len())
	}
}

func TestDecisionCacheTTLBoundary(t *testing.T) {
	c := newDecisionCache(10, 5*time.Second)
	at := time.Unix(1_800_000_000, 0)
	c.put(key(big.NewInt(1)), Decision{LowerBps: 1}, at)
	if _, ok := c.fresh(key(big.NewInt(1)), at.Add(5*time.Second-1)); !ok {
		t.Fatal("1 ns before the TTL the entry must be fresh")
	}
	if _, ok := c.fresh(key(big.NewInt(1)), at.Add(5*time.Second)); ok {
		t.Fatal("at the TTL the entry must no longer be fresh")
	}
	if _, ok := c.last(key(big.NewInt(1))); !ok {
		t.Fatal("an expired entry must stay for the stale mode")
	}
}

func BenchmarkDecisionCacheHit(b *testing.B) {
	c := newDecisionCache(DefaultCacheSize, time.Minute)
	now := time.Unix(1_800_000_000, 0)
	k := key(big.NewInt(42))
	c.put(k, Decision{}, now)
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := c.fresh(k, now); !ok {
			b.Fatal("miss")
		}
	}
}
