package quote_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/repledger/repledger/quote"
	"github.com/repledger/repledger/testnet"
)

const budget = 5_000_000 // 5 TestToken units

// chain is an embedded chain with the client's budget minted and approved.
type chain struct {
	t                *testing.T
	ctx              context.Context
	sim              *testnet.Sim
	client, provider testnet.DevAccount
	chainID          *big.Int
}

func newChain(t *testing.T) *chain {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	sim, err := testnet.StartSim(ctx, testnet.SimConfig{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sim.Close() })
	dev := testnet.DevAccounts()
	c := &chain{t: t, ctx: ctx, sim: sim, client: dev[4], provider: dev[5]}
	if c.chainID, err = sim.Client.ChainID(ctx); err != nil {
		t.Fatal(err)
	}
	c.mustSucceed(c.send(sim.Admin, sim.Deployment.Token, sim.TokenABI.PackMint(c.client.Address, big.NewInt(10*budget))))
	c.mustSucceed(c.send(c.client, sim.Deployment.Token, sim.TokenABI.PackApprove(sim.Deployment.Escrow(), big.NewInt(10*budget))))
	return c
}

func (c *chain) send(from testnet.DevAccount, to common.Address, data []byte) *types.Transaction {
	c.t.Helper()
	tx, err := c.sim.SendTo(from, to, data)
	if err != nil {
		c.t.Fatal(err)
	}
	if err := c.sim.Mine(c.ctx); err != nil {
		c.t.Fatal(err)
	}
	return tx
}

func (c *chain) status(tx *types.Transaction) uint64 {
	c.t.Helper()
	r, err := testnet.WaitReceipt(c.ctx, c.sim.Client, tx.Hash())
	if err != nil {
		c.t.Fatal(err)
	}
	return r.Status
}

func (c *chain) mustSucceed(tx *types.Transaction) {
	c.t.Helper()
	if c.status(tx) != types.ReceiptStatusSuccessful {
		c.t.Fatalf("transaction %s reverted", tx.Hash())
	}
}

func (c *chain) jobCounter() *big.Int {
	c.t.Helper()
	n, err := bind.Call(c.sim.Escrow, &bind.CallOpts{Context: c.ctx}, c.sim.EscrowABI.PackJobCounter(), c.sim.EscrowABI.UnpackJobCounter)
	if err != nil {
		c.t.Fatal(err)
	}
	return n
}

// quote is the provider's price for the client's next job on the chain's first escrow.
func (c *chain) quote() quote.Quote {
	c.t.Helper()
	head, err := c.sim.Client.HeaderByNumber(c.ctx, nil)
	if err != nil {
		c.t.Fatal(err)
	}
	return quote.Quote{
		JobID:       new(big.Int).Add(c.jobCounter(), common.Big1),
		Client:      c.client.Address,
		Provider:    c.provider.Address,
		Evaluator:   c.client.Address,
		ExpiredAt:   head.Time + 7*24*3600,
		Description: "summarise the filing",
		Token:       c.sim.Deployment.Token,
		Amount:      big.NewInt(budget),
		OptParams:   []byte("terms v2"),
		Deadline:    new(big.Int).SetUint64(head.Time + 600),
	}
}

// The whole path a client and a provider take: the provider signs, the client sends one
// transaction, the escrow holds a funded job priced as quoted, and the provider is BudgetSet's actor.
func TestClientCreatesPricesAndFundsAJobInOneTransaction(t *testing.T) {
	c := newChain(t)
	q := c.quote()
	sig, err := q.Sign(c.provider.Key, c.chainID, c.sim.Deployment.Escrow())
	if err != nil {
		t.Fatal(err)
	}
	if who, err := q.Signer(sig, c.chainID, c.sim.Deployment.Escrow()); err != nil || who != c.provider.Address {
		t.Fatalf("Signer = %s, %v; want the provider %s", who, err, c.provider.Address)
	}
	data, err := quote.CreateAndFund(q, sig)
	if err != nil {
		t.Fatal(err)
	}
	tx := c.send(c.client, c.sim.Deployment.Escrow(), data)
	c.mustSucceed(tx)

	job, err := bind.Call(c.sim.Escrow, &bind.CallOpts{Context: c.ctx}, c.sim.EscrowABI.PackGetJob(q.JobID), c.sim.EscrowABI.UnpackGetJob)
	if err != nil {
		t.Fatal(err)
	}
	if job.Status != 1 || job.Client != c.client.Address || job.Provider != c.provider.Address ||
		job.Budget.Cmp(q.Amount) != 0 || job.PaymentToken != q.Token || job.Description != q.Description {
		t.Fatalf("job after the one transaction: %+v; want Funded, priced and described as quoted", job)
	}
	r, err := testnet.WaitReceipt(c.ctx, c.sim.Client, tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	var actor common.Address
	for _, l := range r.Logs {
		if ev, err := c.sim.EscrowABI.UnpackBudgetSetEvent(l); err == nil {
			actor = ev.Actor
		}
	}
	if actor != c.provider.Address {
		t.Fatalf("BudgetSet's actor = %s; want the provider %s", actor, c.provider.Address)
	}
}

// The escrow checks what the Go side signs: a changed term, another signer or another escrow's
// domain each revert the client's transaction with InvalidQuoteSignature, and no job is created.
func TestEscrowRefusesWhatTheProviderDidNotSign(t *testing.T) {
	c := newChain(t)
	other := testnet.DevAccounts()[6]
	for _, tc := range []struct {
		name string
		sign func(q quote.Quote) ([]byte, quote.Quote)
	}{
		{"a higher amount than signed", func(q quote.Quote) ([]byte, quote.Quote) {
			sig, _ := q.Sign(c.provider.Key, c.chainID, c.sim.Deployment.Escrow())
			q.Amount = big.NewInt(budget + 1)
			return sig, q
		}},
		{"another description", func(q quote.Quote) ([]byte, quote.Quote) {
			sig, _ := q.Sign(c.provider.Key, c.chainID, c.sim.Deployment.Escrow())
			q.Description += "!"
			return sig, q
		}},
		{"another signer", func(q quote.Quote) ([]byte, quote.Quote) {
			sig, _ := q.Sign(other.Key, c.chainID, c.sim.Deployment.Escrow())
			return sig, q
		}},
		{"another escrow's domain", func(q quote.Quote) ([]byte, quote.Quote) {
			sig, _ := q.Sign(c.provider.Key, c.chainID, common.HexToAddress("0x1234"))
			return sig, q
		}},
		{"another chain's domain", func(q quote.Quote) ([]byte, quote.Quote) {
			sig, _ := q.Sign(c.provider.Key, new(big.Int).Add(c.chainID, common.Big1), c.sim.Deployment.Escrow())
			return sig, q
		}},
		{"a platform fee the escrow does not charge", func(q quote.Quote) ([]byte, quote.Quote) {
			q.PlatformFeeBps = 250
			sig, _ := q.Sign(c.provider.Key, c.chainID, c.sim.Deployment.Escrow())
			return sig, q
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := c.jobCounter()
			sig, q := tc.sign(c.quote())
			data, err := quote.CreateAndFund(q, sig)
			if err != nil {
				t.Fatal(err)
			}
			escrow := c.sim.Deployment.Escrow()
			_, err = c.sim.Client.CallContract(c.ctx, ethereum.CallMsg{From: c.client.Address, To: &escrow, Data: data}, nil)
			var revert rpc.DataError
			if !errors.As(err, &revert) || !strings.HasPrefix(fmt.Sprint(revert.ErrorData()), invalidQuoteSignature) {
				t.Fatalf("eth_call: %v; want a revert with InvalidQuoteSignature (%s)", err, invalidQuoteSignature)
			}
			if st := c.status(c.send(c.client, c.sim.Deployment.Escrow(), data)); st != types.ReceiptStatusFailed {
				t.Fatalf("receipt status %d; want a revert", st)
			}
			if after := c.jobCounter(); after.Cmp(before) != 0 {
				t.Fatalf("jobCounter %s → %s: the reverted transaction created a job", before, after)
			}
		})
	}
}

func TestQuoteCheckNamesTheField(t *testing.T) {
	good := quote.Quote{JobID: common.Big1, Client: common.HexToAddress("0xc1"), Provider: common.HexToAddress("0xb0b"),
		Evaluator: common.HexToAddress("0xc1"), Token: common.HexToAddress("0x70"), Amount: common.Big1, Deadline: common.Big1}
	if err := good.Check(); err != nil {
		t.Fatalf("a complete quote: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(*quote.Quote)
		want   error
	}{
		{"no job id", func(q *quote.Quote) { q.JobID = nil }, quote.ErrNoJobID},
		{"job id 0", func(q *quote.Quote) { q.JobID = new(big.Int) }, quote.ErrNoJobID},
		{"no client", func(q *quote.Quote) { q.Client = common.Address{} }, quote.ErrNoClient},
		{"no provider", func(q *quote.Quote) { q.Provider = common.Address{} }, quote.ErrNoProvider},
		{"no evaluator", func(q *quote.Quote) { q.Evaluator = common.Address{} }, quote.ErrNoEvaluator},
		{"fee over 100 %", func(q *quote.Quote) { q.PlatformFeeBps = 10_001 }, quote.ErrFee},
		{"no token", func(q *quote.Quote) { q.Token = common.Address{} }, quote.ErrNoToken},
		{"no amount", func(q *quote.Quote) { q.Amount = nil }, quote.ErrNoAmount},
		{"negative amount", func(q *quote.Quote) { q.Amount = big.NewInt(-1) }, quote.ErrNoAmount},
		{"expiry over uint48", func(q *quote.Quote) { q.ExpiredAt = 1 << 48 }, quote.ErrExpiry},
		{"no deadline", func(q *quote.Quote) { q.Deadline = nil }, quote.ErrNoDeadline},
		{"agent id over 256 bits", func(q *quote.Quote) { q.ProviderAgentID = new(big.Int).Lsh(common.Big1, 256) }, quote.ErrBadNumber},
	} {
		q := good
		tc.change(&q)
		if err := q.Check(); !errors.Is(err, tc.want) {
			t.Errorf("%s: Check() = %v; want %v", tc.name, err, tc.want)
		}
		if _, err := quote.CreateAndFund(q, nil); !errors.Is(err, tc.want) {
			t.Errorf("%s: CreateAndFund = %v; want %v", tc.name, err, tc.want)
		}
	}
}

// Signer refuses what the escrow refuses: the high-s twin of a valid signature.
func TestSignerRefusesTheMalleableTwin(t *testing.T) {
	key := testnet.DevAccounts()[5]
	q := quote.Quote{JobID: common.Big1, Client: common.HexToAddress("0xc1"), Provider: key.Address,
		Evaluator: common.HexToAddress("0xc1"), Token: common.HexToAddress("0x70"), Amount: common.Big1, Deadline: common.Big1}
	chainID, escrow := big.NewInt(1337), common.HexToAddress("0xe5c")
	sig, err := q.Sign(key.Key, chainID, escrow)
	if err != nil {
		t.Fatal(err)
	}
	if who, err := q.Signer(sig, chainID, escrow); err != nil || who != key.Address {
		t.Fatalf("Signer = %s, %v; want %s", who, err, key.Address)
	}
	twin := append([]byte(nil), sig...)
	s := new(big.Int).Sub(crypto.S256().Params().N, new(big.Int).SetBytes(sig[32:64]))
	s.FillBytes(twin[32:64])
	twin[64] ^= 27 ^ 28
	if _, err := q.Signer(twin, chainID, escrow); err == nil {
		t.Fatal("Signer accepted the high-s twin")
	}
}

// invalidQuoteSignature is the escrow's InvalidQuoteSignature() selector, as revert data.
var invalidQuoteSignature = hexutil.Encode(crypto.Keccak256([]byte("InvalidQuoteSignature()"))[:4])
