package router_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"

	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// WithZ takes z as decimal text and the decision uses it as an integer: a wider z lowers the
// prior-alone bound from 5565 (z = 1) to 4154 (z = 2), under the floor. Text ParseZ refuses
// stops New with an error naming WithZ.
func TestWithZ(t *testing.T) {
	ctx := context.Background()
	down := unreachable{} // every read fails: decisions come from the prior alone
	for _, tc := range []struct {
		z        string
		lower    uint64
		routable bool
	}{{"1", 5565, true}, {"2", 4154, false}, {"1.0000", 5565, true}} {
		r, err := router.New(down, [20]byte{1}, router.WithZ(tc.z))
		if err != nil {
			t.Fatalf("WithZ(%q): %v", tc.z, err)
		}
		d, _ := r.Gate(ctx, big.NewInt(7))
		if d.Source != router.SourcePrior || d.SmoothedBps != 7000 || d.LowerBps != tc.lower || d.Routable != tc.routable {
			t.Errorf("WithZ(%q): %+v; want lower %d, routable %v", tc.z, d, tc.lower, tc.routable)
		}
	}
	for _, bad := range []string{"0", "1.23456", "-1", "1e0", "11"} {
		if _, err := router.New(down, [20]byte{1}, router.WithZ(bad)); err == nil ||
			!(errors.Is(err, reputation.ErrZSyntax) || errors.Is(err, reputation.ErrZRange)) {
			t.Errorf("WithZ(%q): %v, want a z error", bad, err)
		}
	}
}

// A prior weight no 18-decimals asset could hold under the decision's 2^96 mass is refused at
// New, so the prior fallback can always decide.
func TestNewRefusesPriorOutsideTheDecision(t *testing.T) {
	if _, err := router.New(unreachable{}, [20]byte{1}, router.WithPrior(7000, reputation.MaxPriorWeightUnits+1)); err == nil {
		t.Fatal("a prior weight above MaxPriorWeightUnits must be refused")
	}
	r, err := router.New(unreachable{}, [20]byte{1}, router.WithPrior(7000, reputation.MaxPriorWeightUnits))
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := r.Gate(context.Background(), big.NewInt(1)); d.Source != router.SourcePrior || d.SmoothedBps != 7000 {
		t.Fatalf("the largest prior: %+v", d)
	}
}

// unreachable is a node that refuses every call.
type unreachable struct{}

func (unreachable) CallContract(context.Context, ethereum.CallMsg, *big.Int) ([]byte, error) {
	return nil, errors.New("dial tcp 127.0.0.1:1: connection refused")
}
