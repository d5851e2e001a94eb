package txmgr

import (
	"context"
	"fmt"
	"math/big"
)

// fees are the two EIP-1559 prices of a transaction, in wei.
type fees struct {
	tip    *big.Int // maxPriorityFeePerGas
	feeCap *big.Int // maxFeePerGas
}

// market is what the node says fees are now.
type market struct {
	baseFee *big.Int // of the latest block
	tip     *big.Int // the node's suggested priority fee
}

// marketFees asks the node for the latest base fee and its suggested tip.
func (m *Manager) marketFees(ctx context.Context) (market, error) {
	head, err := m.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return market{}, fmt.Errorf("latest header: %w", err)
	}
	if head == nil || head.BaseFee == nil {
		return market{}, ErrNoBaseFee
	}
	tip, err := m.client.SuggestGasTipCap(ctx)
	if err != nil {
		return market{}, fmt.Errorf("suggest gas tip: %w", err)
	}
	if tip == nil || tip.Sign() < 0 {
		tip = new(big.Int)
	}
	return market{baseFee: head.BaseFee, tip: tip}, nil
}

// initialFees prices a new transaction: tip = the node's suggestion, feeCap = 2·baseFee + tip,
// feeCap capped at maxFee and the tip at the feeCap. ok is false when maxFee does not cover
// baseFee + 1 wei: such a transaction could not be mined now.
func initialFees(mk market, maxFee *big.Int) (f fees, ok bool) {
	floor := new(big.Int).Add(mk.baseFee, big.NewInt(1))
	if maxFee.Cmp(floor) < 0 {
		return fees{}, false
	}
	feeCap := new(big.Int).Lsh(mk.baseFee, 1)
	feeCap.Add(feeCap, mk.tip)
	feeCap = minBig(feeCap, maxFee)
	return fees{tip: minBig(mk.tip, feeCap), feeCap: feeCap}, true
}

// bumpFees prices the replacement of a transaction paying old: the tip and the fee cap each
// raised by at least pct percent (rounded up, and by at least 1 wei), or to the market's prices
// when those are higher (mk may be nil when the node could not be asked), then capped at maxFee.
// ok is false when the cap leaves either fee short of the required raise: a node would refuse
// the replacement, so the old transaction is all there is.
func bumpFees(old fees, mk *market, pct uint64, maxFee *big.Int) (f fees, ok bool) {
	minTip, minCap := bump(old.tip, pct), bump(old.feeCap, pct)
	tip, feeCap := minTip, minCap
	if mk != nil {
		tip = maxBig(tip, mk.tip)
		fresh := new(big.Int).Lsh(mk.baseFee, 1)
		feeCap = maxBig(feeCap, fresh.Add(fresh, tip))
	}
	feeCap = minBig(feeCap, maxFee)
	tip = minBig(tip, feeCap)
	return fees{tip: tip, feeCap: feeCap}, tip.Cmp(minTip) >= 0 && feeCap.Cmp(minCap) >= 0
}

// bump returns ceil(x · (100+pct) / 100), and at least x + 1.
func bump(x *big.Int, pct uint64) *big.Int {
	y := new(big.Int).Mul(x, new(big.Int).SetUint64(100+pct))
	y.Add(y, big.NewInt(99))
	y.Quo(y, big.NewInt(100))
	if least := new(big.Int).Add(x, big.NewInt(1)); y.Cmp(least) < 0 {
		return least
	}
	return y
}

func minBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

func maxBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}
