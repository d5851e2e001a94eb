package router

import (
	"sync"
	"time"
)

// DefaultCacheSize is how many agents' decisions a router keeps by default: enough for every
// agent of a large marketplace, about 2 MB.
const DefaultCacheSize = 10_000

// decisionCache is the router's one cache of decisions: Gate, Rank, the read path and the
// fallback all go through it. It holds at most `size` agents, evicting the least recently used,
// and says whether an entry is fresh (read less than ttl ago). Lookups do not allocate.
type decisionCache struct {
	mu      sync.Mutex
	ttl     time.Duration
	size    int
	entries map[[32]byte]*cacheEntry
	newest  *cacheEntry // of a doubly linked list in order of use, newest first
	oldest  *cacheEntry
}

type cacheEntry struct {
	key          [32]byte
	decision     Decision
	readAt       time.Time
	newer, older *cacheEntry
}

func newDecisionCache(size int, ttl time.Duration) *decisionCache {
	return &decisionCache{ttl: ttl, size: size, entries: make(map[[32]byte]*cacheEntry, min(size, 1024))}
}

// fresh returns the decision for k if it was read less than ttl before now.
func (c *decisionCache) fresh(k [32]byte, now time.Time) (Decision, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[k]
	if !ok || now.Sub(e.readAt) >= c.ttl {
		return Decision{}, false
	}
	c.touch(e)
	return e.decision, true
}

// last returns the decision for k however old it is (the stale mode's fallback).
func (c *decisionCache) last(k [32]byte) (Decision, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[k]
	if !ok {
		return Decision{}, false
	}
	return e.decision, true
}

// put records d for k as read at readAt, evicting the least recently used entry when full.
func (c *decisionCache) put(k [32]byte, d Decision, readAt time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.entries[k]; ok {
		e.decision, e.readAt = d, readAt
		c.touch(e)
		return
	}
	var e *cacheEntry
	if len(c.entries) >= c.size {
		e = c.oldest // reuse the evicted entry: a full cache allocates nothing
		c.unlink(e)
		delete(c.entries, e.key)
		*e = cacheEntry{}
	} else {
		e = &cacheEntry{}
	}
	e.key, e.decision, e.readAt = k, d, readAt
	c.entries[k] = e
	c.pushNewest(e)
}

// len is the number of agents held.
func (c *decisionCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}

func (c *decisionCache) touch(e *cacheEntry) {
	if c.newest == e {
		return
	}
	c.unlink(e)
	c.pushNewest(e)
}

func (c *decisionCache) unlink(e *cacheEntry) {
	if e.newer != nil {
		e.newer.older = e.older
	} else {
		c.newest = e.older
	}
	if e.older != nil {
		e.older.newer = e.newer
	} else {
		c.oldest = e.newer
	}
	e.newer, e.older = nil, nil
}

func (c *decisionCache) pushNewest(e *cacheEntry) {
	e.older = c.newest
	if c.newest != nil {
		c.newest.newer = e
	}
	c.newest = e
	if c.oldest == nil {
		c.oldest = e
	}
}
