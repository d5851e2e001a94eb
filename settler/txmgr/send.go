package txmgr

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
)

// maxUnderpricedBumps bounds the bump-and-re-send rounds that one "underpriced" answer may
// start; the next resubmission tick carries on from where it stopped.
const maxUnderpricedBumps = 16

// maxNonceRetries bounds how often the first hand-off may meet "nonce too low" in a row.
const maxNonceRetries = 16

// attempt is one candidate under one nonce: every transaction signed for it, any of which may be
// the one mined.
type attempt struct {
	cand  Candidate
	gas   uint64
	nonce uint64
	sent  []*types.Transaction // every transaction handed to the node for this nonce, oldest first
	last  *types.Transaction   // the most recently signed; the next bump starts from its fees
	live  *types.Transaction   // the most recent one the node accepted; nil if none
}

// record notes tx as handed to the node.
func (a *attempt) record(tx *types.Transaction) {
	a.last = tx
	for _, s := range a.sent {
		if s.Hash() == tx.Hash() {
			return
		}
	}
	a.sent = append(a.sent, tx)
}

func feesOf(tx *types.Transaction) fees { return fees{tip: tx.GasTipCap(), feeCap: tx.GasFeeCap()} }

// sign signs the attempt's candidate with fees f.
func (m *Manager) sign(a *attempt, f fees) (*types.Transaction, error) {
	to := a.cand.To
	inner := &types.DynamicFeeTx{
		ChainID:   m.cfg.ChainID,
		Nonce:     a.nonce,
		GasTipCap: f.tip,
		GasFeeCap: f.feeCap,
		Gas:       a.gas,
		To:        &to,
		Value:     a.cand.Value,
		Data:      a.cand.Data,
	}
	tx, err := types.SignNewTx(m.cfg.Key, m.signer, inner)
	if err != nil {
		return nil, fmt.Errorf("sign tx nonce %d: %w", a.nonce, err)
	}
	return tx, nil
}

// start takes the next nonce and hands the candidate's first transaction to the node, holding
// the nonce lock throughout. It consumes the nonce unless the hand-off failed outright, so a
// failed Send leaves no gap. When no other Send waits, the next nonce is read from the chain
// first (it may move down: see syncNonce). On "nonce too low" it re-syncs and tries the next
// nonce; should one of the attempt's own transactions turn out to be mined, its receipt is
// returned. An attempt returned without a receipt has its nonce marked as waited on.
func (m *Manager) start(ctx context.Context, c Candidate, gas uint64, f fees, mode resync) (*attempt, *types.Receipt, error) {
	if err := m.nonces.acquire(ctx); err != nil {
		return nil, nil, err
	}
	defer m.nonces.release()
	if !m.nonces.known || mode != resyncNone || m.nonces.waiting() == 0 {
		if err := m.syncNonce(ctx, mode); err != nil {
			return nil, nil, err
		}
	}
	for try := 0; ; try++ {
		a := &attempt{cand: c, gas: gas, nonce: m.nonces.next}
		tx, err := m.sign(a, f)
		if err != nil {
			return nil, nil, err
		}
		res, err := m.publish(ctx, a, tx)
		switch res {
		case sendAccepted, sendUnderpriced:
			// Underpriced even at the ceiling: another transaction holds this nonce in the pool.
			// Wait it out like a stuck transaction of our own; resubmission keeps trying.
			m.nonces.next = a.nonce + 1
			m.nonces.track(a.nonce, true)
			m.nonces.skipInflight()
			return a, nil, nil
		case sendNonceTooLow:
			if rcpt, _ := m.findReceipt(ctx, a); rcpt != nil {
				m.nonces.next = a.nonce + 1
				return a, rcpt, nil
			}
			if try >= maxNonceRetries {
				return nil, nil, fmt.Errorf("send tx nonce %d: %w", a.nonce, err)
			}
			if err := m.syncNonce(ctx, resyncUp); err != nil {
				return nil, nil, err
			}
			// The node says this nonce is used even if its latest state lags behind.
			m.nonces.next = max(m.nonces.next, a.nonce+1)
			m.nonces.skipInflight()
		default:
			return nil, nil, err
		}
	}
}

// publish hands tx to the node. When the node finds it underpriced, the fees are bumped and the
// transaction re-sent while the ceiling allows. The result is sendUnderpriced when the node
// still refuses at the ceiling (or after maxUnderpricedBumps rounds).
func (m *Manager) publish(ctx context.Context, a *attempt, tx *types.Transaction) (sendResult, error) {
	for round := 0; ; round++ {
		a.record(tx)
		err := m.client.SendTransaction(ctx, tx)
		res := classify(err)
		switch res {
		case sendAccepted:
			a.live = tx
			return res, nil
		case sendNonceTooLow:
			return res, err
		case sendUnderpriced:
			if round >= maxUnderpricedBumps {
				return res, err
			}
			f, ok := bumpFees(feesOf(tx), m.marketOrNil(ctx), m.cfg.FeeBumpPercent, m.cfg.MaxFeePerGas)
			if !ok {
				return res, err
			}
			if tx, err = m.sign(a, f); err != nil {
				return sendFailed, err
			}
		default:
			if cerr := ctxErr(ctx); cerr != nil {
				err = cerr
			}
			return sendFailed, fmt.Errorf("send tx nonce %d: %w", a.nonce, err)
		}
	}
}

// marketOrNil is the market, or nil when the node cannot say: a bump then goes by percent only.
func (m *Manager) marketOrNil(ctx context.Context) *market {
	mk, err := m.marketFees(ctx)
	if err != nil {
		return nil
	}
	return &mk
}

// resubmit re-signs the attempt with bumped fees and re-sends it. At the fee ceiling, where no
// node would take a replacement, it re-sends the transaction the node last accepted instead, in
// case the node dropped it.
func (m *Manager) resubmit(ctx context.Context, a *attempt) (sendResult, error) {
	f, ok := bumpFees(feesOf(a.last), m.marketOrNil(ctx), m.cfg.FeeBumpPercent, m.cfg.MaxFeePerGas)
	if !ok {
		tx := a.live
		if tx == nil {
			tx = a.last
		}
		err := m.client.SendTransaction(ctx, tx)
		switch res := classify(err); res {
		case sendAccepted:
			a.live = tx
			return res, nil
		case sendFailed:
			return res, fmt.Errorf("re-send tx nonce %d: %w", a.nonce, err)
		default:
			return res, err
		}
	}
	tx, err := m.sign(a, f)
	if err != nil {
		return sendFailed, err
	}
	res, err := m.publish(ctx, a, tx)
	if res == sendAccepted && m.cfg.OnResubmit != nil {
		m.cfg.OnResubmit(a.nonce)
	}
	return res, err
}

// wait polls for a receipt of any of the attempt's transactions every PollInterval and
// resubmits every ResubmitAfter until one is mined or ctx ends. It returns errNonceTaken when
// the nonce turned out to be used by a transaction that is not one of the attempt's, and
// errNonceGap when the chain's nonce stays below the attempt's with no Send waiting on the nonces
// in between: a reorg dropped transactions of ours, and this one would wait behind the gap forever.
func (m *Manager) wait(ctx context.Context, a *attempt) (*types.Receipt, error) {
	poll := time.NewTicker(m.cfg.PollInterval)
	defer poll.Stop()
	resub := time.NewTimer(m.cfg.ResubmitAfter)
	defer resub.Stop()
	// A gap must be seen twice in a row, GapCheckInterval apart, before the Send acts on it.
	gapTick := time.NewTicker(m.cfg.GapCheckInterval)
	defer gapTick.Stop()

	var (
		lastErr error     // the last node error met while waiting, for the final message
		taken   time.Time // when the node said "nonce too low"; zero before
		grace   time.Duration
		gaps    int // consecutive gap checks that found a gap
		lost    int // consecutive checks that found the node no longer knows the transaction
	)
	for {
		rcpt, err := m.findReceipt(ctx, a)
		if rcpt != nil {
			return rcpt, nil
		}
		if err != nil {
			lastErr = err
		}
		if !taken.IsZero() && time.Since(taken) >= grace {
			return nil, errNonceTaken
		}
		select {
		case <-ctx.Done():
			if lastErr != nil {
				return nil, fmt.Errorf("wait for tx nonce %d (%d sent): %w (last node error: %v)", a.nonce, len(a.sent), ctx.Err(), lastErr)
			}
			return nil, fmt.Errorf("wait for tx nonce %d (%d sent): %w", a.nonce, len(a.sent), ctx.Err())
		case <-poll.C:
		case <-gapTick.C:
			if gap, err := m.gapBelow(ctx, a.nonce); err != nil {
				lastErr = err
			} else if gap {
				if gaps++; gaps >= 2 {
					return nil, errNonceGap
				}
			} else {
				gaps = 0
			}
			// A transaction the node has lost (a reorg dropped its block and the node did not
			// take it back, or the pool evicted it) is handed to it again at once, rather than
			// at the next resubmission period.
			if taken.IsZero() && a.live != nil && m.forgotten(ctx, a.live) {
				if lost++; lost >= 2 {
					lost = 0
					switch err := m.client.SendTransaction(ctx, a.live); classify(err) {
					case sendNonceTooLow:
						// Forgotten, and its nonce used on chain: by a transaction that is not
						// one of this attempt's (the receipt check above would have found ours).
						taken, grace = time.Now(), 0
					case sendFailed:
						lastErr = err
					default:
						if m.cfg.OnResubmit != nil {
							m.cfg.OnResubmit(a.nonce)
						}
					}
				}
			} else {
				lost = 0
			}
		case <-resub.C:
			if taken.IsZero() {
				switch res, err := m.resubmit(ctx, a); {
				case res == sendNonceTooLow:
					// The nonce is used on chain. When the node once accepted one of ours, that one
					// is most likely it: give the receipt a resubmission period to show up (nodes
					// index receipts asynchronously) before concluding someone else used the nonce.
					taken = time.Now()
					if a.live != nil {
						grace = m.cfg.ResubmitAfter
					}
				case res == sendFailed && a.live == nil:
					// Nothing of ours is with the node to wait for.
					return nil, err
				case err != nil:
					// Underpriced (the pool keeps what it has), or failed while the transaction
					// the node accepted earlier is still there: keep waiting.
					lastErr = err
				}
			}
			resub.Reset(m.cfg.ResubmitAfter)
		}
	}
}

// forgotten reports whether the node knows nothing of tx: neither in its pool nor in a block.
func (m *Manager) forgotten(ctx context.Context, tx *types.Transaction) bool {
	_, _, err := m.client.TransactionByHash(ctx, tx.Hash())
	return errors.Is(err, ethereum.NotFound)
}

// gapBelow reports whether the chain's latest nonce is below `nonce` with no Send waiting on any
// nonce in between: then nothing will ever fill the gap, and the transaction at `nonce` waits
// in the pool's queue forever.
func (m *Manager) gapBelow(ctx context.Context, nonce uint64) (bool, error) {
	latest, err := m.client.NonceAt(ctx, m.from, nil)
	if err != nil {
		return false, fmt.Errorf("latest nonce: %w", err)
	}
	return latest < nonce && !m.nonces.anyInflight(latest, nonce), nil
}

// findReceipt looks up the receipt of every transaction sent for the attempt, newest first. A
// missing receipt is not an error; the last other error is returned alongside a nil receipt.
func (m *Manager) findReceipt(ctx context.Context, a *attempt) (*types.Receipt, error) {
	var lastErr error
	for i := len(a.sent) - 1; i >= 0; i-- {
		h := a.sent[i].Hash()
		rcpt, err := m.client.TransactionReceipt(ctx, h)
		switch {
		case err == nil && rcpt != nil:
			return rcpt, nil
		case err != nil && !errors.Is(err, ethereum.NotFound):
			lastErr = fmt.Errorf("receipt of %s: %w", h.Hex(), err)
		}
	}
	return nil, lastErr
}
