package settler

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"sort"
	"sync"

	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/internal/atomicfile"
	"github.com/repledger/repledger/x402"
)

// DefaultOutboxLimit is how many pending x402 outcomes the outbox holds at most (about 500 bytes
// each in memory): the intake answers 503 while it is full, so memory stays bounded and nothing
// acknowledged is dropped.
const DefaultOutboxLimit = 20_000

// maxOutboxLine bounds one record of the outbox file; an outcome's record is about 600 bytes.
const maxOutboxLine = 64 << 10

// ErrOutboxFull is Outbox.Add's refusal while the outbox holds its limit.
var ErrOutboxFull = errors.New("the x402 outbox is full")

// ErrOutboxInUse is OpenOutbox's refusal while another process (or another Outbox of this one)
// has the outbox open: a second opener would rewrite the file under the first, whose later
// appends would then go to a replaced file and be lost at its next start.
var ErrOutboxInUse = errors.New("the x402 outbox is in use by another settler")

// errOutboxUnlocked is lockOutbox's answer where no lock can be taken: the outbox opens without
// one (Outbox.Unlocked says why, and the settler warns).
var errOutboxUnlocked = errors.New("the x402 outbox is not locked")

// Outbox is the durable store of the x402 outcomes the intake accepted and the relay has not
// finished with. The file is JSON lines, appended to: {"add": <outcome>} when an outcome is
// accepted (written and fsynced before Add returns, so an acknowledged outcome survives a crash)
// and {"done": "<key>"} when the relay is finished with it (rated and buried, refused for good,
// or expired). Opening the file replays it and rewrites it with the pending outcomes alone
// (atomicfile: write, fsync, rename); a long run rewrites it again once done records dominate.
// A torn last line (a crash mid-append, never acknowledged) is dropped at open. Safe for the
// intake and the relay at once.
type Outbox struct {
	path  string
	limit int
	lock  *os.File // the flock on path + ".lock", held until Close; nil where there is none
	// unlocked says why no lock is held (no flock on this system or file system); nil: locked.
	unlocked error

	mu      sync.Mutex
	f       *os.File // opened for appending; nil once closed
	size    int64    // bytes of the file: a failed append is cut back to it
	broken  error    // an append could not be cut back: refuse writes until a restart
	entries map[string]*OutboxEntry
	order   []*OutboxEntry // by Seq; entries removed from `entries` are pruned lazily
	seq     uint64
	records int // lines in the file
}

// OutboxEntry is one pending outcome. Key names it in the file; Seq orders entries by arrival.
type OutboxEntry struct {
	Key     string
	Seq     uint64
	Receipt *big.Int // the receipt id it rates
	Outcome x402.SignedOutcome
	done    bool
}

// outboxRecord is one line of the file.
type outboxRecord struct {
	Add  *x402.SignedOutcome `json:"add,omitempty"`
	Done string              `json:"done,omitempty"`
}

// OutcomeKey names an outcome by everything it carries (receipt fields, word and signature):
// the same outcome sent twice is one entry, while a variant with other fields (which the source
// would refuse) never hides the genuine one.
func OutcomeKey(o x402.SignedOutcome) string {
	word := func(v *big.Int) []byte {
		if v == nil || v.Sign() < 0 || v.BitLen() > 256 {
			return make([]byte, 32)
		}
		return math.U256Bytes(new(big.Int).Set(v))
	}
	h := crypto.Keccak256Hash(o.Payer[:], o.Nonce[:], word(o.AgentID), word(o.Amount),
		word(new(big.Int).SetUint64(o.SettledAt)), word(o.Outcome), o.Signature)
	return h.Hex()
}

// OpenOutbox opens (or creates) the outbox at path, holding at most limit pending outcomes
// (DefaultOutboxLimit when 0). It reports how many unreadable lines it dropped (a torn last
// line after a crash: never acknowledged). It refuses, with ErrOutboxInUse and before reading
// the file, an outbox that another open Outbox holds: one settler an outbox.
func OpenOutbox(path string, limit int) (*Outbox, int, error) {
	if limit <= 0 {
		limit = DefaultOutboxLimit
	}
	lock, err := lockOutbox(path)
	var unlocked error
	if errors.Is(err, errOutboxUnlocked) {
		unlocked, err = err, nil
	}
	if err != nil {
		return nil, 0, err
	}
	b := &Outbox{path: path, limit: limit, lock: lock, unlocked: unlocked, entries: map[string]*OutboxEntry{}}
	dropped, err := b.load()
	if err == nil {
		err = b.compact()
	}
	if err != nil {
		b.unlock()
		return nil, 0, err
	}
	return b, dropped, nil
}

// unlock releases the outbox's lock, if it holds one.
func (b *Outbox) unlock() {
	if b.lock != nil {
		_ = b.lock.Close()
		b.lock = nil
	}
}

// load replays the file, if there is one.
func (b *Outbox) load() (int, error) {
	f, err := os.Open(b.path)
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("read x402 outbox %s: %w", b.path, err)
	}
	defer f.Close()
	r := bufio.NewReader(f)
	dropped := 0
	for {
		line, err := r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			// A line longer than any record: skip it whole.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = r.ReadSlice('\n')
			}
			dropped++
			line = nil
		}
		if len(bytes.TrimSpace(line)) > 0 {
			if !b.replay(line) {
				dropped++
			}
		}
		if errors.Is(err, io.EOF) {
			return dropped, nil
		}
		if err != nil {
			return 0, fmt.Errorf("read x402 outbox %s: %w", b.path, err)
		}
	}
}

// replay applies one record; false when it cannot be read.
func (b *Outbox) replay(line []byte) bool {
	var rec outboxRecord
	if err := json.Unmarshal(line, &rec); err != nil {
		return false
	}
	switch {
	case rec.Add != nil:
		b.insert(*rec.Add)
	case rec.Done != "":
		b.remove(rec.Done)
	default:
		return false
	}
	return true
}

// insert adds an outcome in memory unless it is there; it reports whether it was new.
func (b *Outbox) insert(o x402.SignedOutcome) (*OutboxEntry, bool) {
	key := OutcomeKey(o)
	if e, ok := b.entries[key]; ok {
		return e, false
	}
	b.seq++
	e := &OutboxEntry{Key: key, Seq: b.seq, Receipt: o.ReceiptID(), Outcome: o}
	b.entries[key] = e
	b.order = append(b.order, e)
	return e, true
}

// remove forgets an outcome in memory; it reports whether it was pending.
func (b *Outbox) remove(key string) bool {
	e, ok := b.entries[key]
	if !ok {
		return false
	}
	e.done = true
	delete(b.entries, key)
	if removed := len(b.order) - len(b.entries); removed > 64 && removed > len(b.entries) {
		kept := make([]*OutboxEntry, 0, len(b.entries))
		for _, e := range b.order {
			if !e.done {
				kept = append(kept, e)
			}
		}
		b.order = kept
	}
	return true
}

// compact rewrites the file with the pending outcomes alone and opens it for appending.
func (b *Outbox) compact() error {
	var buf bytes.Buffer
	n := 0
	for _, e := range b.order {
		if e.done {
			continue
		}
		line, err := json.Marshal(outboxRecord{Add: &e.Outcome})
		if err != nil {
			return fmt.Errorf("x402 outbox: encode pending outcome %s: %w", e.Key, err)
		}
		buf.Write(line)
		buf.WriteByte('\n')
		n++
	}
	if b.f != nil {
		_ = b.f.Close()
		b.f = nil
	}
	if err := atomicfile.Write(b.path, buf.Bytes(), 0o600); err != nil {
		return fmt.Errorf("x402 outbox: %w", err)
	}
	f, err := os.OpenFile(b.path, os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("open x402 outbox %s: %w", b.path, err)
	}
	b.f, b.size, b.records, b.broken = f, int64(buf.Len()), n, nil
	return nil
}

// appendRecords writes records and fsyncs them; on failure the file is cut back to what it was,
// so the next append does not follow a torn line.
func (b *Outbox) appendRecords(data []byte, records int) error {
	if b.f == nil {
		return fmt.Errorf("x402 outbox %s is closed", b.path)
	}
	if b.broken != nil {
		return b.broken
	}
	_, err := b.f.Write(data)
	if err == nil {
		err = b.f.Sync()
	}
	if err != nil {
		if terr := b.f.Truncate(b.size); terr != nil {
			b.broken = fmt.Errorf("x402 outbox %s: a failed write could not be undone (%v): restart the settler", b.path, terr)
		}
		return fmt.Errorf("write x402 outbox %s: %w", b.path, err)
	}
	b.size += int64(len(data))
	b.records += records
	return nil
}

// Add stores the outcomes not already pending, durably, and reports how many were new. Nothing
// is stored when it fails: ErrOutboxFull when they would take the outbox past its limit, or the
// disk's error.
func (b *Outbox) Add(outcomes []x402.SignedOutcome) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var (
		buf   bytes.Buffer
		fresh []x402.SignedOutcome
		seen  = map[string]bool{}
	)
	for _, o := range outcomes {
		key := OutcomeKey(o)
		if _, ok := b.entries[key]; ok || seen[key] {
			continue
		}
		seen[key] = true
		line, err := json.Marshal(outboxRecord{Add: &o})
		if err != nil {
			return 0, fmt.Errorf("x402 outbox: encode outcome: %w", err)
		}
		buf.Write(line)
		buf.WriteByte('\n')
		fresh = append(fresh, o)
	}
	if len(fresh) == 0 {
		return 0, nil
	}
	if len(b.entries)+len(fresh) > b.limit {
		return 0, fmt.Errorf("%w: %d pending, limit %d", ErrOutboxFull, len(b.entries), b.limit)
	}
	if err := b.appendRecords(buf.Bytes(), len(fresh)); err != nil {
		return 0, err
	}
	for _, o := range fresh {
		b.insert(o)
	}
	return len(fresh), nil
}

// Done records that the relay is finished with the outcomes under keys (those not pending are
// ignored). Once done records outnumber the pending outcomes the file is rewritten.
func (b *Outbox) Done(keys ...string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	var buf bytes.Buffer
	n := 0
	for _, k := range keys {
		if _, ok := b.entries[k]; !ok {
			continue
		}
		line, _ := json.Marshal(outboxRecord{Done: k})
		buf.Write(line)
		buf.WriteByte('\n')
		n++
	}
	if n == 0 {
		return nil
	}
	if err := b.appendRecords(buf.Bytes(), n); err != nil {
		return err
	}
	for _, k := range keys {
		b.remove(k)
	}
	if b.records > 1000 && b.records > 4*len(b.entries) {
		return b.compact()
	}
	return nil
}

// Pending returns up to n pending outcomes that arrived after seq `after`, oldest first.
func (b *Outbox) Pending(after uint64, n int) []OutboxEntry {
	b.mu.Lock()
	defer b.mu.Unlock()
	i := sort.Search(len(b.order), func(i int) bool { return b.order[i].Seq > after })
	out := make([]OutboxEntry, 0, min(n, len(b.entries)))
	for ; i < len(b.order) && len(out) < n; i++ {
		if e := b.order[i]; !e.done {
			out = append(out, *e)
		}
	}
	return out
}

// Has reports whether the outcome under key is pending.
func (b *Outbox) Has(key string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	_, ok := b.entries[key]
	return ok
}

// Len is how many outcomes are pending.
func (b *Outbox) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.entries)
}

// Limit is how many outcomes the outbox holds at most.
func (b *Outbox) Limit() int { return b.limit }

// Unlocked says why the outbox holds no lock against a second settler (nil: it holds one).
func (b *Outbox) Unlocked() error { return b.unlocked }

// Path is the outbox's file.
func (b *Outbox) Path() string { return b.path }

// Close closes the file and releases the lock; later writes fail.
func (b *Outbox) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	defer b.unlock()
	if b.f == nil {
		return nil
	}
	err := b.f.Close()
	b.f = nil
	return err
}
