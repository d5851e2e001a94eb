package x402_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// The test chain's asset takes an authorization signed in Go: the digest matches the token's
// own domain, a relayer moves exactly the value to the payee, and the nonce is then used; the
// same signature a second time, or a tampered value, is refused on chain.
func TestAuthorizationOnTheTestChain(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sim, err := testnet.StartSim(ctx, testnet.SimConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer sim.Close()
	dev := testnet.DevAccounts()
	payer, payee, relayer := dev[3], dev[4], dev[5]
	mint, err := sim.Send(sim.Admin, sim.Token, sim.TokenABI.PackMint(payer.Address, big.NewInt(10_000_000)))
	if err != nil {
		t.Fatal(err)
	}
	if err := sim.Mine(ctx); err != nil {
		t.Fatal(err)
	}
	if err := sim.Succeeded(ctx, []*types.Transaction{mint}); err != nil {
		t.Fatal(err)
	}
	domain := x402.TestTokenDomain(big.NewInt(testnet.SimulatedChainID), sim.Deployment.Token)
	onChain, err := bind.Call(sim.Token, &bind.CallOpts{Context: ctx}, sim.TokenABI.PackDOMAINSEPARATOR(), sim.TokenABI.UnpackDOMAINSEPARATOR)
	if err != nil {
		t.Fatal(err)
	}
	if common.Hash(onChain) != domain.Separator() {
		t.Fatalf("domain separator: Go %s, token %x", domain.Separator(), onChain)
	}
	nonce, err := x402.NewNonce()
	if err != nil {
		t.Fatal(err)
	}
	a := x402.Authorization{From: payer.Address, To: payee.Address, Value: big.NewInt(2_500_000), ValidAfter: big.NewInt(0),
		ValidBefore: big.NewInt(time.Now().Add(time.Hour).Unix()), Nonce: nonce}
	sig, err := a.SignTransfer(domain, payer.Key)
	if err != nil {
		t.Fatal(err)
	}
	if who, err := a.RecoverTransfer(domain, sig); err != nil || who != payer.Address {
		t.Fatalf("recovered %s, %v", who.Hex(), err)
	}
	send := func(a x402.Authorization, sig []byte) *types.Receipt {
		v, r, s := x402.SplitSignature(sig)
		tx, err := sim.Send(relayer, sim.Token, sim.TokenABI.PackTransferWithAuthorization0(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, v, r, s))
		if err != nil {
			t.Fatal(err)
		}
		if err := sim.Mine(ctx); err != nil {
			t.Fatal(err)
		}
		rc, err := testnet.WaitReceipt(ctx, sim.Client, tx.Hash())
		if err != nil {
			t.Fatal(err)
		}
		return rc
	}
	tampered := a
	tampered.Value = big.NewInt(9_000_000)
	if rc := send(tampered, sig); rc.Status != types.ReceiptStatusFailed {
		t.Fatal("a tampered value was accepted")
	}
	if rc := send(a, sig); rc.Status != types.ReceiptStatusSuccessful {
		t.Fatal("the signed authorization was refused")
	}
	if rc := send(a, sig); rc.Status != types.ReceiptStatusFailed {
		t.Fatal("the same authorization paid twice")
	}
	bal, err := bind.Call(sim.Token, &bind.CallOpts{Context: ctx}, sim.TokenABI.PackBalanceOf(payee.Address), sim.TokenABI.UnpackBalanceOf)
	if err != nil || bal.Int64() != 2_500_000 {
		t.Fatalf("payee holds %v (%v), want 2500000", bal, err)
	}
	used, err := bind.Call(sim.Token, &bind.CallOpts{Context: ctx}, sim.TokenABI.PackAuthorizationState(payer.Address, nonce), sim.TokenABI.UnpackAuthorizationState)
	if err != nil || !used {
		t.Fatalf("authorizationState %v %v, want used", used, err)
	}
}

// Signing checks its input; recovery refuses what the token refuses.
func TestAuthorizationRefusals(t *testing.T) {
	dev := testnet.DevAccounts()
	d := x402.TestTokenDomain(big.NewInt(1337), common.HexToAddress("0x70"))
	a := x402.Authorization{From: dev[3].Address, To: dev[4].Address, Value: big.NewInt(1), ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(10)}
	if _, err := a.SignTransfer(d, dev[4].Key); !errors.Is(err, x402.ErrBadAuthorization) {
		t.Fatalf("signing with the payee's key: %v", err)
	}
	bad := a
	bad.Value = big.NewInt(-1)
	if _, err := bad.SignTransfer(d, dev[3].Key); !errors.Is(err, x402.ErrBadAuthorization) {
		t.Fatalf("negative value: %v", err)
	}
	sig, err := a.SignTransfer(d, dev[3].Key)
	if err != nil {
		t.Fatal(err)
	}
	// The malleable twin: s' = n - s, v flipped. Same key, refused.
	n, _ := new(big.Int).SetString("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", 16)
	twin := append([]byte(nil), sig...)
	copy(twin[32:64], common.LeftPadBytes(new(big.Int).Sub(n, new(big.Int).SetBytes(sig[32:64])).Bytes(), 32))
	twin[64] = 27 + 28 - sig[64]
	if _, err := a.RecoverTransfer(d, twin); !errors.Is(err, x402.ErrBadAuthorization) {
		t.Fatalf("high s: %v", err)
	}
	if _, err := a.RecoverTransfer(d, sig[:64]); !errors.Is(err, x402.ErrBadAuthorization) {
		t.Fatalf("short signature: %v", err)
	}
	other := d
	other.ChainID = big.NewInt(8453)
	if who, err := a.RecoverTransfer(other, sig); err == nil && who == dev[3].Address {
		t.Fatal("a signature for chain 1337 recovers the payer on chain 8453")
	}
}
