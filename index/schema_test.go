package index

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// downgrade turns an index file into the layout of schema version 1, as a repledger before
// SchemaVersion 2 wrote it: no sources table, no ratings by source in the agents' states, and no
// version kept.
func downgrade(t *testing.T, dir string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, DBFile))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{`DROP TABLE sources`, `ALTER TABLE agent_state DROP COLUMN sources`, `PRAGMA user_version = 0`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// An index file of schema version 1 (no version kept) holds x402 ratings it cannot tell from
// escrow ratings: Open empties it, keeping its binding, and the indexer reads the ledger again
// and counts them by source. A file of a newer version is refused untouched.
func TestSchemaV1FileIsRebuilt(t *testing.T) {
	g := newRig(t)
	p := providers()
	want := wantBySource{}
	want.add(g.escrowRatings(g.settleAndRate(6)), nil)
	g.x402Ratings(2, p[1].Address)
	want.add(nil, map[common.Address]uint64{p[1].Address: 2})
	dir := t.TempDir()
	ix, st := g.open(dir, 0)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	synced := ix.Synced()
	_ = st.Close()
	downgrade(t, dir)

	st, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if v := st.RebuiltFrom(); v != 1 {
		t.Fatalf("a version-1 file: RebuiltFrom %d, want 1", v)
	}
	if n, _, _ := st.Counts(g.ctx); n != 0 {
		t.Fatalf("the rebuilt file still holds %d ratings", n)
	}
	if c, err := st.Cursor(g.ctx); err != nil || c != nil {
		t.Fatalf("the rebuilt file keeps a cursor %+v (%v)", c, err)
	}
	var b Binding
	if ok, err := st.getMeta(g.ctx, "binding", &b); err != nil || !ok || b.Ledger != g.sim.Deployment.Ledger {
		t.Fatalf("the rebuilt file lost its binding: %+v %v", b, err)
	}
	_ = st.Close()
	ix, st = g.open(dir, 0)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if ix.Synced() != synced {
		t.Fatalf("indexed again to block %d, want %d", ix.Synced(), synced)
	}
	checkBySource(t, ix, want)
	checkStoredStates(t, st)
	_ = st.Close()
	st, err = Open(dir) // at the current version: kept as it is
	if err != nil || st.RebuiltFrom() != 0 {
		t.Fatalf("a current file reopened: rebuilt from %d (%v)", st.RebuiltFrom(), err)
	}
	if n, _, _ := st.Counts(g.ctx); n == 0 {
		t.Fatal("a current file reopened lost its ratings")
	}
	_ = st.Close()

	// A newer version: refused, and the file left as it was.
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, DBFile))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`PRAGMA user_version = 99`); err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	before, err := os.ReadFile(filepath.Join(dir, DBFile))
	if err != nil {
		t.Fatal(err)
	}
	if st, err := Open(dir); !errors.Is(err, ErrNewerSchema) {
		if st != nil {
			_ = st.Close()
		}
		t.Fatalf("a file of schema version 99: %v, want ErrNewerSchema", err)
	} else {
		t.Log(err)
	}
	after, _ := os.ReadFile(filepath.Join(dir, DBFile))
	if string(before) != string(after) {
		t.Fatal("opening a newer file changed it")
	}
}
