package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/errgroup"

	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// payPerCallName is the demo's third marketplace: agents paid per call over x402.
const payPerCallName = "C"

// demoFacilitator is the account whose key the demo's x402 facilitator pays settlements' gas with.
func demoFacilitator() testnet.DevAccount { return testnet.ExtraAccount("demo x402 facilitator") }

// payPerCall is marketplace C: a resource server charges for each agent's steps over x402 (the
// middleware, payTo the agent), a facilitator settles each payment through the ledger's x402
// source, and each buyer pays with the x402 client and then signs the step's outcome, which it
// delivers to the settler's intake. Everything runs over loopback HTTP.
type payPerCall struct {
	tn      *testnet.Testnet
	chainID *big.Int
	source  common.Address
	intake  *settler.OutcomesServer
	servers []*http.Server
	resURL  string
}

// x402Call is one step bought over x402: its buyer, the agent, the price and what the buyer saw.
type x402Call struct {
	buyer   testnet.DevAccount
	agent   common.Address
	price   *big.Int
	outcome reputation.Outcome
}

// openPayPerCall starts C's facilitator, resource server and the settler's intake, and funds C's
// buyers.
func openPayPerCall(ctx context.Context, tn *testnet.Testnet, svc *settler.Service) (*payPerCall, error) {
	if len(tn.Deployment.Sources) == 0 {
		return nil, errors.New("the embedded chain has no x402 source")
	}
	p := &payPerCall{tn: tn, chainID: big.NewInt(testnet.SimulatedChainID), source: tn.Deployment.Sources[0].Address}
	var err error
	if p.intake, err = settler.ListenOutcomes("127.0.0.1:0", svc); err != nil {
		return nil, err
	}
	go func() { _ = p.intake.Serve() }()
	domain := x402.TestTokenDomain(p.chainID, tn.Deployment.Token)
	fac, err := x402.NewFacilitator(x402.FacilitatorConfig{ChainID: p.chainID, Asset: domain,
		Settlement: x402.NewSourceSettlement(tn.Client, p.chainID, tn.Deployment.Token, p.source, demoFacilitator().Key),
		Signers:    []common.Address{demoFacilitator().Address}, SettleTimeout: time.Minute, Now: p.chainNow})
	if err != nil {
		p.close()
		return nil, err
	}
	facURL, err := p.serve(fac.Handler())
	if err != nil {
		p.close()
		return nil, err
	}
	// One route per agent and price: GET /agents/<address>/steps/<price in base units>. The price
	// is the step's, as the resource server quotes it.
	resource := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
		if len(parts) != 4 || parts[0] != "agents" || parts[2] != "steps" || !common.IsHexAddress(parts[1]) {
			http.NotFound(w, r)
			return
		}
		req := x402.Requirements{Scheme: x402.SchemeExact, Network: x402.Network(p.chainID), Amount: parts[3],
			Asset: tn.Deployment.Token.Hex(), PayTo: common.HexToAddress(parts[1]).Hex(), MaxTimeoutSeconds: 300,
			Extra: &x402.Extra{Name: domain.Name, Version: domain.Version}}
		x402.Require(req, facURL)(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte("step done"))
		})).ServeHTTP(w, r)
	})
	if p.resURL, err = p.serve(resource); err != nil {
		p.close()
		return nil, err
	}
	var txs []common.Hash
	for _, b := range demoClients(payPerCallName) {
		tx, err := tn.Send(tn.Admin, tn.Token, tn.TokenABI.PackMint(b.Address, big.NewInt(1_000_000*unit)))
		if err != nil {
			p.close()
			return nil, fmt.Errorf("fund marketplace %s's buyers: %w", payPerCallName, err)
		}
		txs = append(txs, tx.Hash())
	}
	for _, h := range txs {
		if _, err := testnet.WaitReceipt(ctx, tn.Client, h); err != nil {
			p.close()
			return nil, err
		}
	}
	return p, nil
}

// chainNow is the embedded chain's clock, its newest block's time: the demo moves it a week an
// epoch, so authorizations are signed and checked against it, not against the wall clock.
func (p *payPerCall) chainNow() time.Time {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	h, err := p.tn.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Now()
	}
	return time.Unix(int64(h.Time), 0)
}

// serve serves h on a loopback port of its own and returns its base URL.
func (p *payPerCall) serve(h http.Handler) (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	p.servers = append(p.servers, srv)
	go func() { _ = srv.Serve(ln) }()
	return "http://" + ln.Addr().String(), nil
}

func (p *payPerCall) close() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, s := range p.servers {
		_ = s.Shutdown(ctx)
	}
	if p.intake != nil {
		_ = p.intake.Shutdown(ctx)
	}
}

// run buys the calls, a few at once as independent buyers would: each is paid through the
// middleware and the facilitator, then rated by its buyer through the settler's intake.
func (p *payPerCall) run(ctx context.Context, calls []x402Call) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(8)
	for _, c := range calls {
		g.Go(func() error { return p.call(gctx, c) })
	}
	return g.Wait()
}

func (p *payPerCall) call(ctx context.Context, c x402Call) error {
	client := &x402.Client{Key: c.buyer.Key, MaxAmount: c.price, ChainID: p.chainID, Now: p.chainNow}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/agents/%s/steps/%s", p.resURL, c.agent.Hex(), c.price), nil)
	if err != nil {
		return err
	}
	resp, settled, err := client.Do(req)
	if err != nil {
		if settled != nil && settled.ErrorReason != "" {
			err = fmt.Errorf("%w (settlement: %s %s)", err, settled.ErrorReason, settled.ErrorMessage)
		}
		return fmt.Errorf("marketplace %s: pay %s for a step: %w", payPerCallName, c.agent.Hex(), err)
	}
	resp.Body.Close()
	rater := &x402.Rater{Key: c.buyer.Key, Node: p.tn.Client, ChainID: p.chainID, Source: p.source, OutcomesURL: p.intake.URL()}
	if _, err := rater.Rate(ctx, settled, c.outcome); err != nil {
		return fmt.Errorf("marketplace %s: rate %s's step: %w", payPerCallName, c.agent.Hex(), err)
	}
	return nil
}

// x402Outcome is what a buyer paying per call saw of a step the profile produced: its signals;
// a step that would have ended in a dispute on an escrow failed, so the buyer signs no output.
func x402Outcome(o testnet.Outcome, dispute *testnet.Dispute) reputation.Outcome {
	if dispute != nil {
		return reputation.Outcome{NoOutput: true}
	}
	return o.Rubric()
}
