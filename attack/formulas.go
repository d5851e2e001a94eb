package attack

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation/qed"
)

// The peer formulas on an attack's trace (issue 15, point 4). Each rating the ledger took is
// mapped onto the formula's inputs with the payer as the counterparty:
//
//   - qed/v0: one receipt per rating, action "job", target the payer, time the start of its
//     completion epoch, verdict "verified" when the rating is at least 70 (the prior's 3.50★),
//     "failed" below; scored as of the attack's last epoch. QED's 1/√k discount then falls on
//     repeats by the same payer, and "provisional" on fewer than 30 receipts or 3 payers.
//   - distinct partners (after Duami's Q): each payer counts once, with its mean rating mapped
//     to 1–5 stars (1 + 4·r/100); a Bayesian mean with a prior of 3 stars weighing 3 partners,
//     mapped to 0–1, times min(1, partners/5); shown ×100.

// QEDVerifiedAt is the lowest rating mapped to QED's "verified".
const QEDVerifiedAt = 70

// ratedOf reads the Rated events of one agent up to block `to` (nil: the head).
func (l *Lab) ratedOf(ctx context.Context, agent *big.Int, to *big.Int) ([]*bindings.ReputationLedgerRated, error) {
	abi := l.tn.LedgerABI
	logs, err := l.tn.Client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(l.deployBlock), ToBlock: to,
		Addresses: []common.Address{l.ledgerAddr},
		Topics:    [][]common.Hash{{abi.GetABI().Events[bindings.ReputationLedgerRatedEventName].ID}, {common.BigToHash(agent)}}})
	if err != nil {
		return nil, fmt.Errorf("read the Rated events of %s: %w", agent, err)
	}
	out := make([]*bindings.ReputationLedgerRated, 0, len(logs))
	for i := range logs {
		ev, err := abi.UnpackRatedEvent(&logs[i])
		if err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	return out, nil
}

// qedScore scores the ratings under qed/v0 as of epoch `asOf`.
func qedScore(evs []*bindings.ReputationLedgerRated, epochLength, asOf uint64) (string, error) {
	at := func(epoch uint64) time.Time { return time.Unix(int64(epoch*epochLength), 0).UTC() }
	in := &qed.Input{AsOf: at(asOf)}
	for _, ev := range evs {
		v := qed.Failed
		if ev.Rating >= QEDVerifiedAt {
			v = qed.Verified
		}
		in.Receipts = append(in.Receipts, qed.Receipt{ID: ev.Escrow.Hex() + "/" + ev.JobId.String(), Time: at(ev.CompletionEpoch.Uint64()),
			Action: "job", Target: ev.Payer.Hex(), Verdict: v})
	}
	res, err := qed.Score(in)
	if err != nil {
		return "", err
	}
	if res.Provisional {
		return fmt.Sprintf("%d provisional", res.Score), nil
	}
	return fmt.Sprint(res.Score), nil
}

// partnerScore is the distinct-partner rule, ×100, and the number of partners.
func partnerScore(evs []*bindings.ReputationLedgerRated) (float64, int) {
	sum, n := map[common.Address]float64{}, map[common.Address]float64{}
	for _, ev := range evs {
		sum[ev.Payer] += float64(ev.Rating)
		n[ev.Payer]++
	}
	stars := 0.0
	for p := range sum {
		stars += 1 + 4*(sum[p]/n[p])/100
	}
	partners := float64(len(sum))
	mean := (stars + 3*3) / (partners + 3)
	return 100 * (mean - 1) / 4 * min(1, partners/5), len(sum)
}

// formulaColumns scores the target's ratings before the attack (up to block `before`) and at its
// outcome (up to block `after`) under qed/v0 and the distinct-partner rule.
func (l *Lab) formulaColumns(ctx context.Context, agent *big.Int, before, after uint64) ([]FormulaResult, error) {
	then, err := l.ratedOf(ctx, agent, new(big.Int).SetUint64(before))
	if err != nil {
		return nil, err
	}
	now, err := l.ratedOf(ctx, agent, new(big.Int).SetUint64(after))
	if err != nil {
		return nil, err
	}
	return l.formulaPair(then, now)
}

// formulaPair scores two sets of ratings (before and after) under both formulas.
func (l *Lab) formulaPair(then, now []*bindings.ReputationLedgerRated) ([]FormulaResult, error) {
	asOf := uint64(0)
	for _, ev := range append(append([]*bindings.ReputationLedgerRated{}, then...), now...) {
		asOf = max(asOf, ev.AppliedEpoch.Uint64())
	}
	q0, err := qedScore(then, l.tn.EpochLength, asOf)
	if err != nil {
		return nil, fmt.Errorf("qed/v0 before the attack: %w", err)
	}
	q1, err := qedScore(now, l.tn.EpochLength, asOf)
	if err != nil {
		return nil, fmt.Errorf("qed/v0 after it: %w", err)
	}
	p0, n0 := partnerScore(then)
	p1, n1 := partnerScore(now)
	return []FormulaResult{
		{Formula: qed.FormulaID, Outcome: fmt.Sprintf("%s → %s", q0, q1)},
		{Formula: "distinct partners", Outcome: fmt.Sprintf("%.1f (%d payers) → %.1f (%d payers)", p0, n0, p1, n1)},
	}, nil
}
