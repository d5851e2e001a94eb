package settler

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

func TestDerive(t *testing.T) {
	asset, other := common.HexToAddress("0xA55E7"), common.HexToAddress("0x07E4")
	cap := big.NewInt(12_000_000)
	ev := func(token common.Address, amount int64, kind, explicit uint8, o bindings.EscrowOutcome) *bindings.EscrowJobCompleted {
		return &bindings.EscrowJobCompleted{JobId: big.NewInt(7), AgentId: big.NewInt(99), Client: common.HexToAddress("0xC1"),
			Token: token, Amount: big.NewInt(amount), Outcome: o, Kind: kind, ExplicitRating: explicit}
	}
	for _, tc := range []struct {
		name   string
		ev     *bindings.EscrowJobCompleted
		rating uint8
		weight int64
		kind   reputation.Kind
		skip   SkipReason
	}{
		{"rubric, capped weight", ev(asset, 50_000_000, 0, 0, bindings.EscrowOutcome{Shipped: true, CriticRan: true}), 95, 12_000_000, reputation.KindAuto, ""},
		{"rubric, crash", ev(asset, 3_000_000, 0, 0, bindings.EscrowOutcome{NoOutput: true, Baked: true}), 20, 3_000_000, reputation.KindAuto, ""},
		{"buyer rating replaces the rubric", ev(asset, 1, 1, 33, bindings.EscrowOutcome{Baked: true}), 33, 1, reputation.KindBuyer, ""},
		{"dispute", ev(asset, 12_000_000, 2, 5, bindings.EscrowOutcome{}), 5, 12_000_000, reputation.KindDispute, ""},
		{"another asset", ev(other, 5_000_000, 0, 0, bindings.EscrowOutcome{}), 0, 0, 0, SkipOtherAsset},
		{"zero value", ev(asset, 0, 0, 0, bindings.EscrowOutcome{}), 0, 0, 0, SkipZeroValue},
		{"unknown kind", ev(asset, 5, 9, 0, bindings.EscrowOutcome{}), 0, 0, 0, SkipUnknownKind},
	} {
		r, skip := Derive(tc.ev, asset, cap)
		if skip != tc.skip {
			t.Errorf("%s: skip %q, want %q", tc.name, skip, tc.skip)
			continue
		}
		if skip != "" {
			if r != nil {
				t.Errorf("%s: a skipped settlement produced a rating", tc.name)
			}
			continue
		}
		if r.Rating != tc.rating || r.Weight.Int64() != tc.weight || r.Kind != tc.kind || r.AgentID.Int64() != 99 || r.JobID.Int64() != 7 {
			t.Errorf("%s: got %+v", tc.name, r)
		}
	}
}

// Logs name the agent as the job did: the provider's address when the agent id is that address,
// the ERC-8004 id in decimal otherwise.
func TestRatingAgentAsNamed(t *testing.T) {
	asset, provider := common.HexToAddress("0xA55E7"), common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906")
	for _, tc := range []struct {
		agent *big.Int
		want  string
	}{
		{new(big.Int).SetBytes(provider.Bytes()), provider.Hex()},
		{big.NewInt(4021), "4021"},
	} {
		r, skip := Derive(&bindings.EscrowJobCompleted{JobId: big.NewInt(1), AgentId: tc.agent, Client: common.HexToAddress("0xC1"),
			Provider: provider, Token: asset, Amount: big.NewInt(5)}, asset, big.NewInt(12))
		if skip != "" || r.agent() != tc.want {
			t.Errorf("agent %s paid to %s logged as %q (skip %q), want %s", tc.agent, provider.Hex(), r.agent(), skip, tc.want)
		}
	}
}
