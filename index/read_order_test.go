package index

import (
	"context"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/follow"
)

// The store reads ratings in chain order, block first and then the log's index within the block,
// whatever order they were written in (the state machine needs them in that order), and
// escrows by their index.
func TestStoreReadsInChainOrder(t *testing.T) {
	ctx := context.Background()
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	// Written out of order: later blocks first, and within a block the higher log index first.
	at := [][2]uint64{{12, 1}, {12, 0}, {3, 9}, {10, 4}, {3, 2}, {10, 30}, {3, 10}}
	b := &Batch{}
	for i, bl := range at {
		agent := "5"
		if i%2 == 1 {
			agent = "6"
		}
		b.Rated = append(b.Rated, Rated{Block: bl[0], LogIndex: uint(bl[1]), Agent: agent, Job: fmt.Sprint(i), Weight: "1", Rating: 50})
	}
	for _, i := range []uint32{2, 0, 1} {
		b.Escrows = append(b.Escrows, EscrowRow{Index: i, Address: common.BigToAddress(common.Big1), Block: uint64(i)})
	}
	if err := st.Append(ctx, b, &follow.Cursor{Block: 12}); err != nil {
		t.Fatal(err)
	}
	want := "[3/2 3/9 3/10 10/4 10/30 12/0 12/1]"
	var got []string
	if err := st.EachRated(ctx, func(r *Rated) error {
		got = append(got, fmt.Sprintf("%d/%d", r.Block, r.LogIndex))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != want {
		t.Errorf("EachRated order (block/log) %v, want %s", got, want)
	}
	for agent, want := range map[string]string{"5": "[3/2 3/9 3/10 12/1]", "6": "[10/4 10/30 12/0]"} {
		rs, err := st.RatedOf(ctx, agent)
		if err != nil {
			t.Fatal(err)
		}
		got = got[:0]
		for _, r := range rs {
			got = append(got, fmt.Sprintf("%d/%d", r.Block, r.LogIndex))
		}
		if fmt.Sprint(got) != want {
			t.Errorf("RatedOf(%s) order (block/log) %v, want %s", agent, got, want)
		}
	}
	es, err := st.Escrows(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 3 || es[0].Index != 0 || es[1].Index != 1 || es[2].Index != 2 {
		t.Errorf("escrows %+v, want indexes 0, 1, 2", es)
	}
}
