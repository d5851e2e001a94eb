package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// What the node answered about an address, when it answered.
var (
	// errNoCode: the node says no contract lives at the address.
	errNoCode = errors.New("no contract code at this address")
	// errNotLedger: a contract lives there, but it does not answer as a ReputationLedger.
	errNotLedger = errors.New("the contract there is not a ReputationLedger")
)

// chainReader is what the probes read: code and calls (router.LazyClient, ethclient.Client).
type chainReader interface {
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
	CallContract(ctx context.Context, msg ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

var (
	_ chainReader = (*router.LazyClient)(nil)
	_ chainReader = (*ethclient.Client)(nil)
)

// probeCode returns errNoCode when the node says the address holds no code, another error when
// the node did not answer, nil when there is code.
func probeCode(ctx context.Context, c chainReader, addr common.Address) error {
	code, err := c.CodeAt(ctx, addr, nil)
	if err != nil {
		return err
	}
	if len(code) == 0 {
		return errNoCode
	}
	return nil
}

// probeLedger adds to probeCode: the contract must answer retentionBps() and horizonEpochs() as
// a ReputationLedger of this formula does. A refused or undecodable call is an answer
// (errNotLedger); a call that never came back is not.
func probeLedger(ctx context.Context, c chainReader, ledger common.Address) error {
	if err := probeCode(ctx, c, ledger); err != nil {
		return err
	}
	abi := bindings.NewReputationLedger()
	read := func(data []byte, unpack func([]byte) (*big.Int, error)) (*big.Int, error) {
		out, err := c.CallContract(ctx, ethereum.CallMsg{To: &ledger, Data: data}, nil)
		var answered rpc.Error
		switch {
		case errors.As(err, &answered):
			return nil, errNotLedger
		case err != nil:
			return nil, err
		}
		v, err := unpack(out)
		if err != nil {
			return nil, errNotLedger
		}
		return v, nil
	}
	retention, err := read(abi.PackRetentionBps(), abi.UnpackRetentionBps)
	if err != nil {
		return err
	}
	horizon, err := read(abi.PackHorizonEpochs(), abi.UnpackHorizonEpochs)
	if err != nil {
		return err
	}
	if retention.Uint64() != reputation.RetentionBps || horizon.Uint64() != reputation.HorizonEpochs {
		return fmt.Errorf("%w of formula %s: it decays by %s bps over %s epochs", errNotLedger, deployment.FormulaID, retention, horizon)
	}
	return nil
}

// answered reports whether a probe's result is the node's word about the address (and not a
// node that could not be reached in time).
func answered(err error) bool {
	return errors.Is(err, errNoCode) || errors.Is(err, errNotLedger)
}

// contractProblem words a probe's answer with its cause and fix: which address, from where,
// on which node.
func contractProblem(what string, addr common.Address, from, url string, err error) error {
	if from != what {
		what = fmt.Sprintf("%s %s (%s)", what, addr.Hex(), from)
	} else {
		what = fmt.Sprintf("%s %s", what, addr.Hex())
	}
	switch {
	case errors.Is(err, errNoCode):
		return fmt.Errorf("%s: %w on the node at %s: check the address, and that the node is the chain "+
			"it was deployed on (a restarted testnet forgets its contracts: deploy again)", what, err, url)
	case errors.Is(err, errNotLedger):
		return fmt.Errorf("%s: %w (it does not answer retentionBps() and horizonEpochs() as one): "+
			"check the address; the escrow and the token are not ledgers", what, err)
	}
	return fmt.Errorf("%s: %w", what, err)
}
