package settler

import (
	"bytes"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/x402"
)

// fakeOutcome is an outcome that only the chain could refuse: the outbox checks nothing.
func fakeOutcome(i int) x402.SignedOutcome {
	sig := make([]byte, 65)
	sig[0], sig[64] = byte(i), 27
	return x402.SignedOutcome{Payer: common.BigToAddress(big.NewInt(int64(1000 + i))), Nonce: common.BigToHash(big.NewInt(int64(i))),
		AgentID: big.NewInt(int64(i + 1)), Amount: big.NewInt(1_000_000), SettledAt: 1_700_000_000,
		Outcome: reputation.Outcome{Shipped: true}.Word(), Signature: sig}
}

func lines(t *testing.T, path string) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Count(data, []byte("\n"))
}

func keys(es []OutboxEntry) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.Key
	}
	return out
}

// Accepted outcomes survive a reopen until marked done; duplicates are stored once; the file is
// rewritten with the pending outcomes alone at open.
func TestOutboxKeepsPendingOutcomesAcrossReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "outbox.jsonl")
	b, dropped, err := OpenOutbox(path, 0)
	if err != nil || dropped != 0 {
		t.Fatalf("open a new outbox: %v (dropped %d)", err, dropped)
	}
	var all []x402.SignedOutcome
	for i := range 10 {
		all = append(all, fakeOutcome(i))
	}
	if n, err := b.Add(all[:6]); err != nil || n != 6 {
		t.Fatalf("add 6: %d, %v", n, err)
	}
	if n, err := b.Add(append(all[4:10], all[9])); err != nil || n != 4 {
		t.Fatalf("add 6 with 2 held and one repeated: %d new (%v), want 4", n, err)
	}
	pending := b.Pending(0, 100)
	if len(pending) != 10 || pending[0].Key != OutcomeKey(all[0]) || pending[9].Key != OutcomeKey(all[9]) {
		t.Fatalf("pending %d outcomes, not in arrival order", len(pending))
	}
	if pending[3].Receipt.Cmp(all[3].ReceiptID()) != 0 {
		t.Fatal("an entry's receipt id is not its outcome's")
	}
	if err := b.Done(pending[0].Key, pending[5].Key, "0xnot-pending"); err != nil {
		t.Fatal(err)
	}
	if b.Has(pending[0].Key) || !b.Has(pending[1].Key) || b.Len() != 8 {
		t.Fatalf("after two done: %d pending", b.Len())
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Add(all[:1]); err == nil {
		t.Fatal("a closed outbox took an outcome")
	}

	again, dropped, err := OpenOutbox(path, 0)
	if err != nil || dropped != 0 {
		t.Fatalf("reopen: %v (dropped %d)", err, dropped)
	}
	defer again.Close()
	got := keys(again.Pending(0, 100))
	want := keys(pending)
	want = append(append([]string{}, want[1:5]...), want[6:]...)
	if len(got) != len(want) {
		t.Fatalf("reopened with %d pending, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("reopened entry %d is %s, want %s (order kept)", i, got[i], want[i])
		}
	}
	if n := lines(t, path); n != 8 {
		t.Fatalf("the file holds %d lines after the reopen, want the 8 pending outcomes alone", n)
	}
	if e := again.Pending(0, 1)[0]; e.Outcome.Amount.Cmp(all[1].Amount) != 0 || !bytes.Equal(e.Outcome.Signature, all[1].Signature) {
		t.Fatal("an outcome read back differs from the one stored")
	}
}

// A crash mid-append leaves a torn last line, never acknowledged: it is dropped at open and the
// rest kept; a garbage line is dropped likewise.
func TestOutboxDropsATornLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "outbox.jsonl")
	b, _, err := OpenOutbox(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Add([]x402.SignedOutcome{fakeOutcome(1), fakeOutcome(2)}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(`{"add":{"payer":"0x00000000000000000000000000000000000003e8","nonce":"0x00`); err != nil {
		t.Fatal(err)
	}
	f.Close()
	again, dropped, err := OpenOutbox(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if dropped != 1 || again.Len() != 2 {
		t.Fatalf("dropped %d lines and kept %d outcomes, want 1 and 2", dropped, again.Len())
	}
	if _, err := again.Add([]x402.SignedOutcome{fakeOutcome(3)}); err != nil {
		t.Fatal(err)
	}
	again.Close()
	third, dropped, err := OpenOutbox(path, 0)
	if err != nil || dropped != 0 || third.Len() != 3 {
		t.Fatalf("after an append past the torn line: %d outcomes, %d dropped, %v", third.Len(), dropped, err)
	}
	third.Close()
}

// A full outbox stores nothing of a request that would take it past its limit.
func TestOutboxLimit(t *testing.T) {
	b, _, err := OpenOutbox(filepath.Join(t.TempDir(), "outbox.jsonl"), 3)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if _, err := b.Add([]x402.SignedOutcome{fakeOutcome(1), fakeOutcome(2)}); err != nil {
		t.Fatal(err)
	}
	if n, err := b.Add([]x402.SignedOutcome{fakeOutcome(3), fakeOutcome(4)}); !errors.Is(err, ErrOutboxFull) || n != 0 || b.Len() != 2 {
		t.Fatalf("over the limit: %d added, %v, %d pending; want ErrOutboxFull and nothing stored", n, err, b.Len())
	}
	if n, err := b.Add([]x402.SignedOutcome{fakeOutcome(1), fakeOutcome(3)}); err != nil || n != 1 {
		t.Fatalf("one new and one held, at the limit: %d, %v", n, err)
	}
}

// Pending pages through the outbox in arrival order from a cursor, skipping what is done.
func TestOutboxPendingPages(t *testing.T) {
	b, _, err := OpenOutbox(filepath.Join(t.TempDir(), "outbox.jsonl"), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	for i := range 10 {
		if _, err := b.Add([]x402.SignedOutcome{fakeOutcome(i)}); err != nil {
			t.Fatal(err)
		}
	}
	first := b.Pending(0, 4)
	if err := b.Done(first[1].Key, b.Pending(first[3].Seq, 1)[0].Key); err != nil {
		t.Fatal(err)
	}
	next := b.Pending(first[3].Seq, 4)
	if len(next) != 4 || next[0].Key != OutcomeKey(fakeOutcome(5)) || next[3].Key != OutcomeKey(fakeOutcome(8)) {
		t.Fatalf("the second page starts at %v with %d entries", next[0].Key, len(next))
	}
	if rest := b.Pending(next[3].Seq, 4); len(rest) != 1 {
		t.Fatalf("the last page has %d entries, want 1", len(rest))
	}
}

// Marking most outcomes done rewrites the file while the settler runs, so it does not grow
// without end; what is pending stays.
func TestOutboxCompactsWhileRunning(t *testing.T) {
	path := filepath.Join(t.TempDir(), "outbox.jsonl")
	b, _, err := OpenOutbox(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	for round := range 3 {
		var batch []x402.SignedOutcome
		for i := range 500 {
			batch = append(batch, fakeOutcome(round*1000+i))
		}
		if _, err := b.Add(batch); err != nil {
			t.Fatal(err)
		}
		var done []string
		for _, o := range batch[:len(batch)-1] {
			done = append(done, OutcomeKey(o))
		}
		if err := b.Done(done...); err != nil {
			t.Fatal(err)
		}
	}
	if n := lines(t, path); n > 1000 {
		t.Fatalf("the file holds %d lines for %d pending outcomes", n, b.Len())
	}
	b.Close()
	again, _, err := OpenOutbox(path, 0)
	if err != nil || again.Len() != 3 {
		t.Fatalf("reopened with %d pending (%v), want 3", again.Len(), err)
	}
	again.Close()
}

// The intake adds while the relay marks done: no race, nothing lost.
func TestOutboxIsSafeForIntakeAndRelayAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "outbox.jsonl")
	b, _, err := OpenOutbox(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 100 {
				if _, err := b.Add([]x402.SignedOutcome{fakeOutcome(w*1000 + i)}); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for range 50 {
			for _, e := range b.Pending(0, 3) {
				if err := b.Done(e.Key); err != nil {
					t.Error(err)
					return
				}
			}
		}
	}()
	wg.Wait()
	left := b.Len()
	b.Close()
	again, _, err := OpenOutbox(path, 0)
	if err != nil || again.Len() != left {
		t.Fatalf("reopened with %d pending (%v), want %d", again.Len(), err, left)
	}
	again.Close()
}

// A second opener of an outbox that is open is refused before it reads or rewrites the file
// (it would replace the file under the first, whose later appends would be lost); once the
// first closes, or its process ends, the outbox opens with everything the first acknowledged.
func TestOutboxRefusesASecondOpener(t *testing.T) {
	path := filepath.Join(t.TempDir(), "outbox.jsonl")
	b, _, err := OpenOutbox(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Add([]x402.SignedOutcome{fakeOutcome(1), fakeOutcome(3)}); err != nil {
		t.Fatal(err)
	}
	if err := b.Done(OutcomeKey(fakeOutcome(3))); err != nil { // a done line, which a rewrite would drop
		t.Fatal(err)
	}
	held, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if second, _, err := OpenOutbox(path, 0); !errors.Is(err, ErrOutboxInUse) {
		if second != nil {
			second.Close()
		}
		t.Fatalf("a second opener got %v, want ErrOutboxInUse", err)
	} else if !strings.Contains(err.Error(), path+".lock") || !strings.Contains(err.Error(), "--x402-outbox") {
		t.Fatalf("the refusal names neither the lock file nor the fix: %v", err)
	}
	if after, err := os.ReadFile(path); err != nil || !bytes.Equal(after, held) {
		t.Fatalf("the refused opener changed the file (%v)", err)
	}
	if _, err := b.Add([]x402.SignedOutcome{fakeOutcome(2)}); err != nil { // the first writes on
		t.Fatal(err)
	}
	b.Close()
	again, _, err := OpenOutbox(path, 0)
	if err != nil {
		t.Fatalf("after the first closed: %v", err)
	}
	defer again.Close()
	if again.Len() != 2 {
		t.Fatalf("reopened with %d outcomes, want the 2 the first acknowledged", again.Len())
	}
}
