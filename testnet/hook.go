package testnet

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
)

// JobStubRuntime is the runtime code of a contract that answers every call with an empty Job in
// the ERC-8183 reference's getJob layout (a tuple offset, thirteen head words, an empty
// description): enough to stand for a foreign escrow where only its registration on the rating
// hook is tested (`escrow register` checks getJob answers in that layout). It holds no jobs, so
// the hook never records one of it.
//
//	PUSH1 0x20 PUSH1 0 MSTORE            the tuple's offset
//	PUSH2 0x01a0 PUSH2 0x0160 MSTORE     head word 11: the description's offset, 13 words in
//	PUSH2 0x01e0 PUSH1 0 RETURN          15 words: offset, 13 head words, the description's length (0)
const JobStubRuntime = "60206000526101a0610160526101e06000f3"

// jobStubInit deploys JobStubRuntime: CODECOPY it (18 bytes from offset 12) to memory and return it.
const jobStubInit = "6012600c60003960126000f3" + JobStubRuntime

// DeployJobStub deploys a JobStubRuntime contract from `from` and returns its address.
func (s *Sim) DeployJobStub(ctx context.Context, from DevAccount) (common.Address, error) {
	s.mu.Lock()
	o := s.opts(from, 0)
	o.Nonce = new(big.Int).SetUint64(s.nonces[from.Address])
	s.mu.Unlock()
	addr, _, err := deployment.DeployContract(ctx, s.Client, o, "an ERC-8183 job stub", jobStubInit, nil, s.Commit)
	if err != nil {
		return common.Address{}, err
	}
	s.mu.Lock()
	s.nonces[from.Address]++
	s.mu.Unlock()
	return addr, nil
}

// RegisterForeignEscrow registers `escrow` on the deployment's rating hook (the admin sends it).
func (s *Sim) RegisterForeignEscrow(ctx context.Context, escrow common.Address) (deployment.ForeignEscrow, error) {
	hook, err := s.RatingHook()
	if err != nil {
		return deployment.ForeignEscrow{}, fmt.Errorf("register %s: %w", escrow.Hex(), err)
	}
	return s.RegisterForeignEscrowOn(ctx, hook.Address, escrow)
}

// RegisterForeignEscrowOn registers `escrow` on the rating hook at `hook` (the admin sends it).
func (s *Sim) RegisterForeignEscrowOn(ctx context.Context, hook, escrow common.Address) (deployment.ForeignEscrow, error) {
	s.mu.Lock()
	o := s.opts(s.Admin, 0)
	o.Nonce = new(big.Int).SetUint64(s.nonces[s.Admin.Address])
	s.mu.Unlock()
	e, err := deployment.RegisterForeignEscrow(ctx, s.Client, o, hook, escrow, s.Commit)
	if err != nil {
		return deployment.ForeignEscrow{}, err
	}
	s.mu.Lock()
	s.nonces[s.Admin.Address]++
	s.mu.Unlock()
	return e, nil
}

// RegisterForeignEscrow registers `escrow` on the rating hook and lists it in the testnet's
// manifest, as `repledger escrow register` does.
func (t *Testnet) RegisterForeignEscrow(ctx context.Context, escrow common.Address) (deployment.ForeignEscrow, error) {
	e, err := t.Sim.RegisterForeignEscrow(ctx, escrow)
	if err != nil {
		return deployment.ForeignEscrow{}, err
	}
	if err := t.Manifest.AddForeignEscrow(e); err != nil {
		return deployment.ForeignEscrow{}, err
	}
	return e, nil
}

// FactoryTerms reads the rating hook's record of job `jobID` of the ledger's escrow at
// `escrowIndex`: the hook decides a factory job's rating at its verdict and keeps the record in
// the job's own words at the escrow (ratingTerms), where the ledger pulls it. A job with no
// verdict recorded reads all zero (Completed false).
func FactoryTerms(ctx context.Context, c bind.ContractCaller, ledger common.Address, escrowIndex uint32, jobID *big.Int) (bindings.IRatingSourceRatingTerms, error) {
	ledgerABI := bindings.NewReputationLedger()
	opts := &bind.CallOpts{Context: ctx}
	escrow, err := bind.Call(bind.NewBoundContract(ledger, ledgerABI.GetABI(), c, nil, nil), opts, ledgerABI.PackEscrowAt(escrowIndex), ledgerABI.UnpackEscrowAt)
	if err != nil {
		return bindings.IRatingSourceRatingTerms{}, fmt.Errorf("read the ledger's escrow %d: %w", escrowIndex, err)
	}
	e := bindings.NewEscrow()
	return bind.Call(bind.NewBoundContract(escrow, e.GetABI(), c, nil, nil), opts, e.PackRatingTerms(jobID), e.UnpackRatingTerms)
}
