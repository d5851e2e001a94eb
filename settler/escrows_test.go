package settler_test

import (
	"fmt"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// keysAt are the ledger keys of jobs of escrow `index`.
func keysAt(index uint32, ids []*big.Int) []*big.Int {
	keys := make([]*big.Int, len(ids))
	for i, id := range ids {
		k := new(big.Int).Lsh(big.NewInt(int64(index)), 224)
		keys[i] = k.Or(k, id)
	}
	return keys
}

func ratedAt(t *testing.T, tn *testnet.Testnet, index uint32, ids []*big.Int) int {
	t.Helper()
	rated, err := bind.Call(tn.Ledger, &bind.CallOpts{}, tn.LedgerABI.PackAreRated(keysAt(index, ids)), tn.LedgerABI.UnpackAreRated)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, ok := range rated {
		if ok {
			n++
		}
	}
	return n
}

// One ledger rates many marketplaces: the settler follows an escrow the ledger creates while it
// runs, and rates its jobs under their own keys; once the admin stops that escrow, its new
// settlements are skipped (and counted) while the first escrow's are still rated.
func TestFollowsEscrowsCreatedWhileRunningAndSkipsStoppedOnes(t *testing.T) {
	tn := startTestnet(t)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), 2)
	runService(t, svc)

	second, err := tn.AddEscrow(t.Context(), deployment.EscrowParams{Owner: tn.Admin.Address, Arbiter: tn.Arbiter.Address,
		Treasury: tn.Admin.Address, PlatformFeeBps: 250})
	if err != nil {
		t.Fatal(err)
	}
	if second.Index != 1 {
		t.Fatalf("the second escrow has index %d, want 1", second.Index)
	}
	dev := testnet.DevAccounts()
	jobsOn := func(escrow int, n int) []*big.Int {
		jobs := make([]testnet.Job, n)
		for i := range jobs {
			jobs[i] = testnet.Job{Client: dev[3], Provider: dev[4+i%5], Escrow: escrow, Budget: big.NewInt(2 * unit),
				Outcome: testnet.Outcome{Shipped: true}}
		}
		ids, err := tn.RunJobs(t.Context(), jobs)
		if err != nil {
			t.Fatal(err)
		}
		return ids
	}
	onSecond := jobsOn(1, 5)
	testutil.Eventually(t, time.Minute, "the second escrow's jobs rated", testutil.Holds(func() bool {
		return ratedAt(t, tn, 1, onSecond) == len(onSecond)
	}))

	if _, err := tn.Send(tn.Admin, tn.Ledger, tn.LedgerABI.PackSetEscrowStopped(1, true)); err != nil {
		t.Fatal(err)
	}
	if err := tn.Mine(t.Context()); err != nil {
		t.Fatal(err)
	}
	stoppedJobs := jobsOn(1, 3)
	onFirst := jobsOn(0, 3)
	testutil.Eventually(t, time.Minute, "the first escrow's later jobs rated", testutil.Holds(func() bool {
		return ratedAt(t, tn, 0, onFirst) == len(onFirst)
	}))
	skips := svc.Metrics().Skips.WithLabelValues(string(settler.SkipEscrowStopped))
	testutil.Eventually(t, time.Minute, "the stopped escrow's settlements skipped", testutil.Holds(func() bool {
		return promtest.ToFloat64(skips) == float64(len(stoppedJobs))
	}), func() string { return fmt.Sprintf("%v skipped", promtest.ToFloat64(skips)) })
	if n := ratedAt(t, tn, 1, stoppedJobs); n != 0 {
		t.Fatalf("%d jobs of the stopped escrow were rated", n)
	}
	if n := ratedAt(t, tn, 1, onSecond); n != len(onSecond) {
		t.Fatalf("stopping the escrow erased its ratings: %d of %d still rated", n, len(onSecond))
	}
}
