package router

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/rs/zerolog"
	"golang.org/x/sync/singleflight"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

// Client is all the router needs from a node: an eth_call. *ethclient.Client, the simulated
// backend's client and test fakes satisfy it.
type Client interface {
	CallContract(ctx context.Context, msg ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// Clock tells the time; tests pass a fake to expire the cache without sleeping.
type Clock interface{ Now() time.Time }

type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }

// Defaults (docs/design.md §4, §9).
const (
	DefaultTimeout   = 500 * time.Millisecond
	DefaultCacheTTL  = 5 * time.Second
	DefaultChunkSize = 500 // agents per repStates call
	defaultDecimals  = 6   // assumed until the asset's decimals have been read
)

// ErrBadAgent is returned for an agent id that is nil or negative.
var ErrBadAgent = errors.New("agent id must be a non-negative integer")

// Params are the ledger's live parameters, read from the contract, never assumed.
type Params struct {
	EpochLength   uint64
	RetentionBps  uint64
	HorizonEpochs uint64
	WeightCap     *big.Int
	Asset         common.Address
	AssetDecimals uint8
}

// Router gates hires on a ledger's evidence. Safe for concurrent use.
type Router struct {
	client    Client
	ledger    common.Address
	ledgerABI *bindings.ReputationLedger
	tokenABI  *bindings.TestToken

	timeout    time.Duration
	ttl        time.Duration
	chunk      int
	serveStale bool
	clock      Clock
	log        zerolog.Logger
	metrics    *Metrics

	priorBps    uint64
	priorUnits  uint64
	z           uint64 // z·10^4 (reputation.ParseZ)
	zErr        error
	floorBps    uint64
	policies    Policies
	signalLogs  LogReader
	signalFrom  uint64
	signalLimit int
	signals     *signalIndex  // nil without WithSignals
	lens        *lensFollower // nil without WithLens
	policyMu    sync.RWMutex
	policy      reputation.Policy // prior weight and unit follow the asset's decimals once read
	params      *Params
	paramsGroup singleflight.Group

	cacheSize int
	cache     *decisionCache
	reads     singleflight.Group
}

// Option configures a Router.
type Option func(*Router)

// WithTimeout bounds each Gate or Rank's reading of the chain, parameters included; past it the
// decisions fall back to the prior.
func WithTimeout(d time.Duration) Option { return func(r *Router) { r.timeout = d } }

// WithCacheTTL sets how long a read serves repeated decisions.
func WithCacheTTL(d time.Duration) Option { return func(r *Router) { r.ttl = d } }

// WithCacheSize bounds the decisions kept, one per agent (DefaultCacheSize); the least recently
// used go first.
func WithCacheSize(n int) Option { return func(r *Router) { r.cacheSize = n } }

// WithServeStale opts in to serving the last cached value, marked stale, when the chain cannot
// be read, instead of the prior.
func WithServeStale() Option { return func(r *Router) { r.serveStale = true } }

// WithPrior sets the prior's score in bps and its weight in whole asset units (7000, 12).
func WithPrior(bps, weightUnits uint64) Option {
	return func(r *Router) { r.priorBps, r.priorUnits = bps, weightUnits }
}

// WithFloor sets the lowest Wilson lower bound that may be hired (5500 bps).
func WithFloor(bps uint64) Option { return func(r *Router) { r.floorBps = bps } }

// WithZ sets the Wilson z from its decimal text, at most 4 decimals ("1", "1.96"): the decision
// is integer arithmetic with z in ten-thousandths, and a string cannot be mistaken for that
// scaled integer. New reports text that reputation.ParseZ refuses.
func WithZ(z string) Option { return func(r *Router) { r.z, r.zErr = reputation.ParseZ(z) } }

// WithChunkSize bounds the agents per batch read.
func WithChunkSize(n int) Option { return func(r *Router) { r.chunk = n } }

// WithClock replaces the wall clock (tests).
func WithClock(c Clock) Option { return func(r *Router) { r.clock = c } }

// WithLogger logs fallbacks (nothing by default).
func WithLogger(l zerolog.Logger) Option { return func(r *Router) { r.log = l } }

// WithMetrics counts reads, cache hits and fallbacks on the given metrics.
func WithMetrics(m *Metrics) Option { return func(r *Router) { r.metrics = m } }

// New makes a router over `ledger`. It does not touch the chain: parameters are read on first
// use, so a router made while the node is down still answers, from the prior.
func New(client Client, ledger common.Address, opts ...Option) (*Router, error) {
	r := &Router{client: client, ledger: ledger, ledgerABI: bindings.NewReputationLedger(), tokenABI: bindings.NewTestToken(),
		timeout: DefaultTimeout, ttl: DefaultCacheTTL, chunk: DefaultChunkSize, clock: systemClock{}, log: zerolog.Nop(),
		priorBps: reputation.PriorBps, priorUnits: reputation.PriorWeightUnit, z: reputation.DefaultZ,
		floorBps: reputation.FloorBps, cacheSize: DefaultCacheSize}
	for _, o := range opts {
		o(r)
	}
	switch {
	case client == nil:
		return nil, errors.New("router: nil client")
	case r.priorBps > reputation.MaxBps || r.floorBps > reputation.MaxBps:
		return nil, fmt.Errorf("router: prior %d bps or floor %d bps above 10000", r.priorBps, r.floorBps)
	case r.zErr != nil:
		return nil, fmt.Errorf("router: WithZ: %w", r.zErr)
	case r.priorUnits > reputation.MaxPriorWeightUnits:
		return nil, fmt.Errorf("router: prior weight %d units: at most %d", r.priorUnits, uint64(reputation.MaxPriorWeightUnits))
	case r.timeout <= 0 || r.ttl < 0 || r.chunk < 1 || r.cacheSize < 1:
		return nil, errors.New("router: timeout, chunk size and cache size must be positive, the TTL not negative")
	}
	if r.policies.needSignals() && r.signalLogs == nil {
		return nil, errPoliciesNeedSignals
	}
	if r.signalLogs != nil {
		r.signals = newSignalIndex(r.signalLogs, ledger, r.signalFrom, r.signalLimit)
	}
	r.cache = newDecisionCache(r.cacheSize, r.ttl)
	if r.metrics == nil {
		r.metrics = NewMetrics(nil)
	}
	r.setPolicy(defaultDecimals)
	return r, nil
}

func (r *Router) setPolicy(decimals uint8) {
	p := reputation.DefaultPolicy(decimals)
	p.PriorBps, p.Z, p.FloorBps = r.priorBps, r.z, r.floorBps
	p.PriorWeight.Mul(uint256.NewInt(r.priorUnits), uint256.NewInt(p.Unit))
	r.policyMu.Lock()
	r.policy = p
	r.policyMu.Unlock()
}

func (r *Router) currentPolicy() *reputation.Policy {
	r.policyMu.RLock()
	defer r.policyMu.RUnlock()
	p := r.policy
	return &p
}

// Params returns the ledger's live parameters, reading them on first use.
func (r *Router) Params(ctx context.Context) (*Params, error) {
	r.policyMu.RLock()
	p := r.params
	r.policyMu.RUnlock()
	if p != nil {
		return p, nil
	}
	v, err, _ := r.paramsGroup.Do("params", func() (any, error) { return r.readParams(ctx) })
	if err != nil {
		return nil, err
	}
	return v.(*Params), nil
}

// readParams reads the live parameters under the caller's deadline (Gate and Rank set one for
// the whole read).
func (r *Router) readParams(ctx context.Context) (*Params, error) {
	call := func(data []byte) ([]byte, error) {
		return r.client.CallContract(ctx, ethereum.CallMsg{To: &r.ledger, Data: data}, nil)
	}
	p := &Params{}
	var err error
	readBig := func(data []byte, unpack func([]byte) (*big.Int, error)) *big.Int {
		if err != nil {
			return nil
		}
		var out []byte
		if out, err = call(data); err != nil {
			return nil
		}
		v, uerr := unpack(out)
		err = uerr
		return v
	}
	l := r.ledgerABI
	epoch := readBig(l.PackEpochLength(), l.UnpackEpochLength)
	retention := readBig(l.PackRetentionBps(), l.UnpackRetentionBps)
	horizon := readBig(l.PackHorizonEpochs(), l.UnpackHorizonEpochs)
	p.WeightCap = readBig(l.PackWeightCap(), l.UnpackWeightCap)
	if err != nil {
		return nil, fmt.Errorf("read ledger parameters: %w", err)
	}
	p.EpochLength, p.RetentionBps, p.HorizonEpochs = epoch.Uint64(), retention.Uint64(), horizon.Uint64()
	if p.RetentionBps != reputation.RetentionBps || p.HorizonEpochs != reputation.HorizonEpochs {
		return nil, fmt.Errorf("ledger %s decays by %d bps over %d epochs; this router implements %d over %d",
			r.ledger.Hex(), p.RetentionBps, p.HorizonEpochs, reputation.RetentionBps, reputation.HorizonEpochs)
	}
	out, err := call(l.PackAsset())
	if err == nil {
		p.Asset, err = l.UnpackAsset(out)
	}
	if err == nil {
		asset := p.Asset
		if out, err = r.client.CallContract(ctx, ethereum.CallMsg{To: &asset, Data: r.tokenABI.PackDecimals()}, nil); err == nil {
			p.AssetDecimals, err = r.tokenABI.UnpackDecimals(out)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("read the ledger's asset decimals: %w", err)
	}
	if p.AssetDecimals > reputation.MaxDecimals {
		return nil, fmt.Errorf("ledger %s: asset has %d decimals; the decision handles at most %d", r.ledger.Hex(), p.AssetDecimals, reputation.MaxDecimals)
	}
	r.setPolicy(p.AssetDecimals)
	r.policyMu.Lock()
	r.params = p
	r.policyMu.Unlock()
	return p, nil
}

func key(agent *big.Int) (k [32]byte) {
	agent.FillBytes(k[:])
	return k
}

func checkAgent(agent *big.Int) error {
	if agent == nil || agent.Sign() < 0 || agent.BitLen() > 256 {
		return ErrBadAgent
	}
	return nil
}

// Gate decides whether one agent may be hired. It errs only for a malformed agent id: when the
// chain cannot be read the decision comes from the prior (or, in stale mode, the last read).
func (r *Router) Gate(ctx context.Context, agent *big.Int) (Decision, error) {
	if err := checkAgent(agent); err != nil {
		return Decision{}, err
	}
	if r.lens != nil {
		return r.decideLens(ctx, agent), nil
	}
	k := key(agent)
	if d, ok := r.cache.fresh(k, r.clock.Now()); ok {
		r.metrics.CacheHits.Inc()
		d.Source, d.Agent = SourceCache, agent
		return d, nil
	}
	v, _, shared := r.reads.Do(string(k[:]), func() (any, error) {
		ctx, cancel := context.WithTimeout(ctx, r.timeout)
		defer cancel()
		ds, err := r.read(ctx, []*big.Int{agent})
		if err != nil {
			return r.fallback(agent, err), nil
		}
		return ds[0], nil
	})
	d := v.(Decision)
	if shared && d.Source == SourceChain {
		d.Source = SourceCache // another caller's read: this one did not cause it
	}
	d.Agent = agent
	return d, nil
}

// Rank decides for a whole candidate set with one batch read per chunk of agents not in the
// cache, and orders the decisions by lower bound, highest first (ties keep the given order).
func (r *Router) Rank(ctx context.Context, agents []*big.Int) ([]Decision, error) {
	out := make([]Decision, len(agents))
	if r.lens != nil {
		return r.rankLens(ctx, agents, out)
	}
	var missing []*big.Int
	var where []int
	now := r.clock.Now()
	for i, a := range agents {
		if err := checkAgent(a); err != nil {
			return nil, fmt.Errorf("agent %d: %w", i, err)
		}
		if d, ok := r.cache.fresh(key(a), now); ok {
			out[i] = d
			out[i].Source, out[i].Agent = SourceCache, a
			continue
		}
		missing, where = append(missing, a), append(where, i)
	}
	r.metrics.CacheHits.Add(float64(len(agents) - len(missing)))
	// One deadline for the whole set: once it passes, the chunks not read yet fall back at once.
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	for lo := 0; lo < len(missing); lo += r.chunk {
		hi := min(lo+r.chunk, len(missing))
		ds, err := r.read(ctx, missing[lo:hi])
		for j := lo; j < hi; j++ {
			if err != nil {
				out[where[j]] = r.fallback(missing[j], err)
			} else {
				out[where[j]] = ds[j-lo]
			}
		}
	}
	byLowerBound(out)
	return out, nil
}

// rankLens decides every agent through the trust lens.
func (r *Router) rankLens(ctx context.Context, agents []*big.Int, out []Decision) ([]Decision, error) {
	for i, a := range agents {
		if err := checkAgent(a); err != nil {
			return nil, fmt.Errorf("agent %d: %w", i, err)
		}
	}
	s := r.lensSnapshot(ctx)
	for i, a := range agents {
		if s == nil {
			out[i] = r.fallback(a, errLensNotReady)
		} else {
			out[i] = s.decision(a, r.stale(s))
		}
	}
	byLowerBound(out)
	return out, nil
}

// byLowerBound orders decisions by lower bound, highest first; ties keep the given order.
func byLowerBound(ds []Decision) {
	sort.SliceStable(ds, func(a, b int) bool { return ds[a].LowerBps > ds[b].LowerBps })
}

// read fetches agents' states in one repStates call, decides, and caches the decisions. The
// caller's context carries the deadline.
func (r *Router) read(ctx context.Context, agents []*big.Int) ([]Decision, error) {
	start := r.clock.Now()
	if _, err := r.Params(ctx); err != nil {
		return nil, err
	}
	r.metrics.Reads.Inc()
	out, err := r.client.CallContract(ctx, ethereum.CallMsg{To: &r.ledger, Data: r.ledgerABI.PackRepStates(agents)}, nil)
	if err != nil {
		return nil, fmt.Errorf("read repStates of %d agents: %w", len(agents), err)
	}
	states, err := r.ledgerABI.UnpackRepStates(out)
	if err != nil || len(states) != len(agents) {
		return nil, fmt.Errorf("decode repStates of %d agents: %v (%d states)", len(agents), err, len(states))
	}
	policy := r.currentPolicy()
	ds := make([]Decision, len(agents))
	for i, st := range states {
		var s reputation.State
		s.SumW.SetFromBig(st.SumW)
		s.Weight.SetFromBig(st.Weight)
		s.Disputed.SetFromBig(st.Disputed)
		s.Count = st.Count.Uint64()
		d, err := decide(agents[i], &s, policy, SourceChain)
		if err != nil {
			return nil, fmt.Errorf("agent %s: %w", agents[i], err)
		}
		ds[i] = d
	}
	if err := r.withSignals(ctx, agents, ds, policy); err != nil {
		return nil, err
	}
	for i := range ds {
		r.cache.put(key(agents[i]), ds[i], start)
	}
	return ds, nil
}

// fallback decides from the prior alone (or the last cached read, in stale mode) after a
// failed read. The failure is counted and logged; routing goes on.
func (r *Router) fallback(agent *big.Int, cause error) Decision {
	r.metrics.Fallbacks.Inc()
	if r.serveStale {
		if d, ok := r.cache.last(key(agent)); ok {
			r.log.Warn().Err(cause).Str("agent_id", agent.String()).Msg("ledger unreadable: serving the last read, marked stale")
			d.Source, d.Stale, d.Agent = SourceCache, true, agent
			return d
		}
	}
	r.log.Warn().Err(cause).Str("agent_id", agent.String()).Msg("ledger unreadable: deciding from the prior alone")
	var none reputation.State
	d, err := decide(agent, &none, r.currentPolicy(), SourcePrior)
	if err != nil { // the prior is validated in New: cannot happen
		panic(err)
	}
	return d
}

// Metrics are the router's Prometheus series.
type Metrics struct {
	Reads     prometheus.Counter
	CacheHits prometheus.Counter
	Fallbacks prometheus.Counter
}

// NewMetrics makes the router's counters and registers them on reg when it is not nil.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		Reads: prometheus.NewCounter(prometheus.CounterOpts{Namespace: "repledger", Subsystem: "router",
			Name: "chain_reads_total", Help: "repStates calls made to the node."}),
		CacheHits: prometheus.NewCounter(prometheus.CounterOpts{Namespace: "repledger", Subsystem: "router",
			Name: "cache_hits_total", Help: "Decisions served from the read cache."}),
		Fallbacks: prometheus.NewCounter(prometheus.CounterOpts{Namespace: "repledger", Subsystem: "router",
			Name: "fallbacks_total", Help: "Decisions made without the chain (prior or stale)."}),
	}
	if reg != nil {
		reg.MustRegister(m.Reads, m.CacheHits, m.Fallbacks)
	}
	return m
}
