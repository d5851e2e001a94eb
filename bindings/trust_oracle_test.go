package bindings_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
)

// TestTrustOracleAnswersTheReferenceHooks reads the ledger's oracle through the generated binding
// as the ERC-8183 reference's hooks call it (issue 18, docs/contracts.md): getUserData's 4-field
// record for an agent with evidence and for a newcomer, meetsThreshold's refusals on a ledger
// without an identity registry, and the two selectors the reference's hooks call.
func TestTrustOracleAnswersTheReferenceHooks(t *testing.T) {
	oracleABI := bindings.NewReputationOracle()
	parsed, err := bindings.ReputationOracleMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"getUserData": "ffc9896b", "meetsThreshold": "7da4955a"} {
		if got := common.Bytes2Hex(parsed.Methods[name].ID); got != want {
			t.Errorf("%s selector = 0x%s, want the reference's 0x%s", name, got, want)
		}
	}

	c, providers := newChain(t, 2)
	rated, newcomer := providers[0], providers[1]
	first := c.escrows[0]
	three := []*account{rated, rated, rated}
	ids := c.completeJobs(first, three, []int64{5 * unit, 5 * unit, 5 * unit}, outcome{Shipped: true, CriticRan: true})
	epoch := c.epoch()
	c.mustSucceed(c.sendEstimated(c.scorer, c.ledger, c.ledgerABI.PackSubmitBatch(keys(first, ids))))

	addr, err := bind.Call(c.ledger, nil, c.ledgerABI.PackOracle(), c.ledgerABI.UnpackOracle)
	if err != nil {
		t.Fatal(err)
	}
	oracle := oracleABI.Instance(c.client, addr)
	lower, err := bind.Call(oracle, nil, oracleABI.PackLowerBoundBps(agentID(rated)), oracleABI.UnpackLowerBoundBps)
	if err != nil {
		t.Fatal(err)
	}
	got, err := bind.Call(oracle, nil, oracleABI.PackGetUserData(rated.addr), oracleABI.UnpackGetUserData)
	if err != nil {
		t.Fatal(err)
	}
	if got.ReputationScore.Cmp(lower) != 0 || got.TotalReviews.Int64() != 3 || !got.Initialized ||
		got.LastUpdated.Uint64() != epoch*epochSeconds {
		t.Fatalf("getUserData(rated) = %+v; want score %s (the lower bound), 3 reviews, initialized, lastUpdated %d",
			got, lower, epoch*epochSeconds)
	}
	got, err = bind.Call(oracle, nil, oracleABI.PackGetUserData(newcomer.addr), oracleABI.UnpackGetUserData)
	if err != nil {
		t.Fatal(err)
	}
	if got.ReputationScore.Int64() != 5565 || got.TotalReviews.Sign() != 0 || got.Initialized || got.LastUpdated.Sign() != 0 {
		t.Fatalf("getUserData(newcomer) = %+v; want (5565, 0, false, 0)", got)
	}

	// This chain's ledger has no identity registry: no ERC-8004 id is known, so no threshold is
	// met, and nothing reverts.
	chainID, err := c.client.ChainID(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		registry  string
		threshold uint8
	}{{"erc8004", 1}, {"erc8004", 0}, {"address", 1}} {
		ok, err := bind.Call(oracle, nil, oracleABI.PackMeetsThreshold(big.NewInt(1), chainID, tc.registry, tc.threshold),
			oracleABI.UnpackMeetsThreshold)
		if err != nil || ok {
			t.Errorf("meetsThreshold(1, %s, %q, %d) = %v, %v; want false", chainID, tc.registry, tc.threshold, ok, err)
		}
	}
}
