package settler_test

import (
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/bindings/scripted"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// A ledger can be one of its own escrows: the load-test double ScriptedSettlements is its own
// escrow 0 and announces settlements from the ledger's address. The settler rates them like any
// other escrow's; only the ledger's EscrowCreated events are taken as escrow announcements.
func TestSettlerRatesALedgerThatIsItsOwnEscrow(t *testing.T) {
	tn := startTestnet(t)
	ctx := t.Context()
	sender := testnet.DevAccounts()[5]
	chainID := big.NewInt(testnet.SimulatedChainID)
	d, err := testnet.DeployScripted(ctx, tn.Client, bind.NewKeyedTransactor(sender.Key, chainID),
		deployment.Params{Admin: tn.Admin.Address, Scorer: tn.Scorer.Address, Asset: tn.Deployment.Token,
			EpochLength: tn.EpochLength, WeightCap: tn.WeightCap}, tn.Admin.Address, nil)
	if err != nil {
		t.Fatal(err)
	}
	abi := scripted.NewScriptedSettlements()
	double := abi.Instance(tn.Client, d.Ledger)
	const settlements = 30
	tx, err := bind.Transact(double, bind.NewKeyedTransactor(sender.Key, chainID),
		abi.PackSettleMany(big.NewInt(1), big.NewInt(settlements), 1, 5, 5_000_000))
	if err != nil {
		t.Fatal(err)
	}
	if r, err := bind.WaitMined(ctx, tn.Client, tx.Hash()); err != nil || r.Status != 1 {
		t.Fatalf("settleMany: receipt %v, %v", r, err)
	}

	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), 2, func(c *settler.Config) {
		c.Ledger, c.StartBlock = d.Ledger, d.Block
	})
	runService(t, svc)
	ledger := tn.LedgerABI.Instance(tn.Client, d.Ledger)
	testutil.Eventually(t, time.Minute, "every scripted settlement rated once", func() (bool, error) {
		evs, err := testutil.Events(ctx, ledger, d.Block, tn.LedgerABI.UnpackRatedEvent)
		if err != nil {
			return false, err
		}
		jobs := map[string]int{}
		for _, ev := range evs {
			jobs[ev.JobId.String()]++
		}
		for id, n := range jobs {
			if n != 1 {
				t.Fatalf("job %s rated %d times", id, n)
			}
		}
		return len(jobs) == settlements, nil
	})
}
