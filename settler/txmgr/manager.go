package txmgr

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Candidate is a transaction to send: everything but the nonce, the fees and the signature.
// Contract creation is not supported (To is always set).
type Candidate struct {
	To       common.Address
	Data     []byte
	GasLimit uint64   // 0: EstimateGas plus Config.GasLimitBuffer percent
	Value    *big.Int // wei sent along; nil: none
}

// Manager sends transactions from one account. It is safe for concurrent use: nonces are handed
// out in order under a lock, and several transactions may be in flight at once. It should be the
// only sender from its account; when another sender uses a nonce anyway, the manager notices
// ("nonce too low") and moves on to a fresh one.
type Manager struct {
	client Client
	cfg    Config
	from   common.Address
	signer types.Signer
	nonces *nonces
}

// New checks cfg (see Config.Check), reads the node's chain id (checking it against
// cfg.ChainID when that is set) and returns a Manager. The first nonce is read from the node by
// the first Send.
func New(ctx context.Context, client Client, cfg Config) (*Manager, error) {
	if client == nil {
		return nil, errors.New("txmgr: nil client")
	}
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	id, err := client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("txmgr: chain id: %w", err)
	}
	if cfg.ChainID != nil && cfg.ChainID.Cmp(id) != 0 {
		return nil, fmt.Errorf("%w: configured %v, node %v", ErrChainIDMismatch, cfg.ChainID, id)
	}
	// Own copies, so that the caller changing its big.Ints later changes nothing here.
	cfg.ChainID = new(big.Int).Set(id)
	cfg.MaxFeePerGas = new(big.Int).Set(cfg.MaxFeePerGas)
	return &Manager{
		client: client,
		cfg:    cfg,
		from:   crypto.PubkeyToAddress(cfg.Key.PublicKey),
		signer: types.LatestSignerForChainID(cfg.ChainID),
		nonces: newNonces(),
	}, nil
}

// From is the address the manager sends from.
func (m *Manager) From() common.Address { return m.from }

// Pending is the number of transactions sent and not yet mined: Sends that have handed a
// transaction to the node and are waiting for its receipt.
func (m *Manager) Pending() int { return m.nonces.waiting() }

var (
	// errNonceTaken tells Send that another sender's transaction was mined under the nonce of
	// the current attempt, so the candidate must go out again under a fresh nonce.
	errNonceTaken = errors.New("nonce used by another transaction")
	// errNonceGap tells Send that the attempt's transaction cannot be mined: the chain's nonce
	// is below it and no Send waits on the nonces in between (a reorg dropped transactions of
	// ours). The candidate goes out again under the chain's nonce.
	errNonceGap = errors.New("nonce gap below the transaction")
)

// resync says how start reads the chain's nonce before handing one out.
type resync int

const (
	resyncNone  resync = iota // trust the local counter (but read the chain when no Send waits)
	resyncUp                  // a nonce turned out used: move up to the chain's
	resyncToGap               // a gap was found: move down to the chain's
)

// Send signs and sends c with the next nonce and EIP-1559 fees (tip = the node's suggestion,
// feeCap = min(MaxFeePerGas, 2·baseFee + tip)), waits until it is mined and returns the receipt.
// A reverted transaction's receipt is returned together with an error wrapping ErrReverted.
//
// While MaxFeePerGas does not cover the base fee plus 1 wei, Send sends nothing and keeps
// checking, since the base fee may fall; when ctx ends first the error wraps ErrFeeAboveMax
// and ctx's error. A transaction not mined within ResubmitAfter is re-sent under the same nonce
// with bumped fees (see the package documentation for how node errors are handled). When ctx
// ends while waiting for the receipt, the transaction stays with the node and may still be mined
// (its nonce stays used). When a Send fails before the node accepted anything, its nonce goes
// to the next Send, so no gap is left; should the node have taken the transaction after all, the
// next Send replaces it (bumping the fees) or, if it was mined, moves on to a fresh nonce.
func (m *Manager) Send(ctx context.Context, c Candidate) (rcpt *types.Receipt, err error) {
	defer func() {
		// An RPC call cut short by ctx may report only its own symptom ("i/o timeout"):
		// make sure the caller can tell that its context ended.
		if cerr := ctxErr(ctx); rcpt == nil && err != nil && cerr != nil && !errors.Is(err, cerr) {
			err = fmt.Errorf("%w: %w", err, cerr)
		}
	}()
	gas, err := m.gasLimit(ctx, c)
	if err != nil {
		return nil, err
	}
	mode := resyncNone
	for {
		var (
			f fees
			a *attempt
		)
		if f, err = m.waitForFees(ctx); err != nil {
			return nil, err
		}
		a, rcpt, err = m.start(ctx, c, gas, f, mode)
		if err != nil {
			return nil, err
		}
		if rcpt == nil {
			// start marked the nonce as waited on before it let go of the lock.
			rcpt, err = m.wait(ctx, a)
			m.nonces.track(a.nonce, false)
		}
		switch {
		case errors.Is(err, errNonceTaken):
			mode = resyncUp
			continue
		case errors.Is(err, errNonceGap):
			mode = resyncToGap
			continue
		case err != nil:
			return nil, err
		case rcpt.Status != types.ReceiptStatusSuccessful:
			return rcpt, fmt.Errorf("tx %s nonce %d: %w", rcpt.TxHash, a.nonce, ErrReverted)
		}
		return rcpt, nil
	}
}

// gasLimit is c.GasLimit, or the node's estimate plus GasLimitBuffer percent.
func (m *Manager) gasLimit(ctx context.Context, c Candidate) (uint64, error) {
	if c.GasLimit != 0 {
		return c.GasLimit, nil
	}
	to := c.To
	est, err := m.client.EstimateGas(ctx, ethereum.CallMsg{From: m.from, To: &to, Data: c.Data, Value: c.Value})
	if err != nil {
		return 0, fmt.Errorf("estimate gas: %w", err)
	}
	return est + est*m.cfg.GasLimitBuffer/100, nil
}

// waitForFees returns the fees of a new transaction as soon as MaxFeePerGas covers the base fee
// plus 1 wei, checking again every PollInterval until ctx ends.
func (m *Manager) waitForFees(ctx context.Context) (fees, error) {
	var (
		high  *market // the last market seen above the ceiling
		timer *time.Timer
	)
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	for {
		mk, err := m.marketFees(ctx)
		switch {
		case err == nil:
			if f, ok := initialFees(mk, m.cfg.MaxFeePerGas); ok {
				return f, nil
			}
			high = &mk
		case high == nil || errors.Is(err, ErrNoBaseFee):
			return fees{}, err
		default:
			// Already waiting for the base fee to fall: a failed look (or one cut short by the
			// deadline) is retried like a high fee.
			if cerr := ctxErr(ctx); cerr != nil {
				return fees{}, m.feeAboveMax(high, cerr)
			}
		}
		if timer == nil {
			timer = time.NewTimer(m.cfg.PollInterval)
		} else {
			timer.Reset(m.cfg.PollInterval)
		}
		select {
		case <-ctx.Done():
			return fees{}, m.feeAboveMax(high, ctx.Err())
		case <-timer.C:
		}
	}
}

// ctxErr is ctx's error, or DeadlineExceeded once ctx's deadline has passed even if ctx has not
// noticed yet: an RPC call cut short by the deadline may return before the context's timer fires.
func ctxErr(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return context.DeadlineExceeded
	}
	return nil
}

func (m *Manager) feeAboveMax(mk *market, ctxErr error) error {
	return fmt.Errorf("%w: base fee %v wei, max fee per gas %v wei: %w", ErrFeeAboveMax, mk.baseFee, m.cfg.MaxFeePerGas, ctxErr)
}
