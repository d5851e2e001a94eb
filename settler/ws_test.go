package settler_test

import (
	"context"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// Over a ws:// URL the settler is woken by new-head notifications: with a poll interval of an
// hour, only the subscription can make it rate jobs that settle after it has caught up.
func TestFollowsNewHeadsOverWebSocket(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	tn := startTestnet(t)
	ws, err := ethclient.DialContext(ctx, tn.WSURL)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	svc, err := settler.NewService(ctx, settler.Config{
		RPC: tn.WSURL, Ledger: tn.Deployment.Ledger, Confirmations: 2,
		CheckpointPath: filepath.Join(t.TempDir(), "checkpoint.json"), BatchSize: 100,
		PollInterval: time.Hour, ResubmitAfter: 10 * time.Second,
	}, ws, tn.Scorer.Key, zerolog.New(zerolog.NewTestWriter(t)).Level(zerolog.WarnLevel))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	// Caught up with an empty chain, the loop now waits for a head or for an hour.
	testutil.Eventually(t, time.Minute, "the settler to catch up", ready(svc))

	dev := testnet.DevAccounts()
	jobs, _ := randomJobs(rand.New(rand.NewPCG(5, 5)), 30, dev[3], dev[4:])
	var ids []*big.Int
	for _, chunk := range [][]testnet.Job{jobs[:10], jobs[10:]} { // two rounds, so it is woken twice
		got, err := tn.RunJobs(ctx, chunk)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, got...)
		waitRated(t, tn, ids)
	}
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if n := len(ratedEvents(t, tn)); n != len(ids) {
		t.Fatalf("%d jobs rated, want %d", n, len(ids))
	}
}
