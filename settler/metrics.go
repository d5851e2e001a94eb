package settler

import (
	"github.com/prometheus/client_golang/prometheus"
)

// Metrics are the settler's Prometheus series, on a registry of its own (no global state).
type Metrics struct {
	Registry        *prometheus.Registry
	SettlementsSeen prometheus.Counter
	Submitted       *prometheus.CounterVec // by kind: Rated events in the settler's mined submissions
	Confirmed       prometheus.Counter     // ratings buried under the confirmation depth
	Reorged         prometheus.Counter     // ratings whose block a reorg removed: submitted again
	Skips           *prometheus.CounterVec // by reason
	Reverts         prometheus.Counter
	LagBlocks       prometheus.Gauge
	Checkpoint      prometheus.Gauge
	Unconfirmed     prometheus.Gauge
	Pending         prometheus.Gauge
	GasUsed         prometheus.Counter
	RPCErrors       prometheus.Counter
	Resubmissions   prometheus.Counter
	NonceResyncs    prometheus.Counter
	Feedback        *prometheus.CounterVec // ERC-8004 bridge, by result: written, failed, no_agent_id

	// The x402 relay (x402.go, intake.go).
	X402Received      *prometheus.CounterVec // outcomes the intake accepted, by result: new, duplicate
	X402IntakeRefused *prometheus.CounterVec // requests the intake refused, by reason
	X402Refused       *prometheus.CounterVec // outcomes the source refused (or would), by reason
	X402Expired       prometheus.Counter     // receipts never settled at the safe head within their window
	X402Buried        prometheus.Counter     // outcomes done: their receipt is rated at the safe head
	X402Closed        prometheus.Counter     // outcomes done: authorization used, no receipt held (see x402_relay.go)
	X402Pending       prometheus.Gauge       // outcomes in the outbox
}

// NewMetrics registers the settler's series on a fresh registry.
func NewMetrics() *Metrics {
	const ns, sub = "repledger", "settler"
	counter := func(name, help string) prometheus.Counter {
		return prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: name, Help: help})
	}
	gauge := func(name, help string) prometheus.Gauge {
		return prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: name, Help: help})
	}
	m := &Metrics{
		Registry:        prometheus.NewRegistry(),
		SettlementsSeen: counter("settlements_seen_total", "JobCompleted events read from the escrow (again after a reorg or restart)."),
		Submitted: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "ratings_submitted_total", Help: "Ratings applied by the settler's mined submissions (Rated events in its receipts), by kind; a reorg may still remove them."}, []string{"kind"}),
		Confirmed: counter("ratings_confirmed_total", "Ratings seen buried under the confirmation depth, whoever submitted them."),
		Reorged:   counter("ratings_reorged_total", "Ratings found missing from the chain after a reorg and submitted again."),
		Skips: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "skips_total", Help: "Settlements not rated, by reason."}, []string{"reason"}),
		Reverts:       counter("reverts_total", "Submissions that reverted."),
		LagBlocks:     gauge("lag_blocks", "Blocks between the chain head and the checkpoint."),
		Checkpoint:    gauge("checkpoint_block", "Last block whose settlements all have buried ratings (or were skipped)."),
		Unconfirmed:   gauge("unconfirmed_ratings", "Settlements read past the checkpoint whose ratings are not yet buried."),
		Pending:       gauge("pending_transactions", "Transactions sent and not yet mined."),
		GasUsed:       counter("gas_used_total", "Gas used by mined submissions."),
		RPCErrors:     counter("rpc_errors_total", "Failed steps and health checks (the node did not answer)."),
		Resubmissions: counter("resubmissions_total", "Transactions re-sent with bumped fees."),
		NonceResyncs:  counter("nonce_resyncs_total", "Times the local nonce was moved back to the chain's (own transactions dropped)."),
		Feedback: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "erc8004_feedback_total", Help: "Applied ratings the ERC-8004 bridge handled, by result: written (feedback mined), failed (logged, not retried), no_agent_id (the job carries no ERC-8004 id: skipped)."}, []string{"result"}),
	}
	m.X402Received = prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
		Name: "x402_outcomes_received_total", Help: "Signed x402 outcomes the intake stored (new) or already held (duplicate)."}, []string{"result"})
	m.X402IntakeRefused = prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
		Name: "x402_intake_refused_total", Help: "Requests to the x402 intake refused, by reason: bad_request (400), too_large (413), outbox_full (503), store_failed (500), method (405)."}, []string{"reason"})
	m.X402Refused = prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
		Name: "x402_outcomes_refused_total", Help: "x402 outcomes the source refused, or would refuse, by reason: too_late, unknown_receipt, bad_signature, invalid_outcome, reverted (dropped for good); already_rated (harmless: the receipt is rated)."}, []string{"reason"})
	m.X402Closed = counter("x402_outcomes_closed_total", "x402 outcomes done without a rating of this settler's: the asset used the payment's authorization but the source holds no receipt of it at the safe head (rated, by another relay or by this settler before a restart, and its slot recycled; past its window; or never settled through the source).")
	m.X402Expired = counter("x402_outcomes_expired_total", "x402 outcomes dropped: their receipt was not settled at the safe head when its outcome window ended.")
	m.X402Buried = counter("x402_outcomes_buried_total", "x402 outcomes done because their receipt is rated at the safe head.")
	m.X402Pending = gauge("x402_outbox_pending", "x402 outcomes in the outbox, not yet done.")
	m.Registry.MustRegister(m.SettlementsSeen, m.Submitted, m.Confirmed, m.Reorged, m.Skips, m.Reverts, m.LagBlocks,
		m.Checkpoint, m.Unconfirmed, m.Pending, m.GasUsed, m.RPCErrors, m.Resubmissions, m.NonceResyncs, m.Feedback,
		m.X402Received, m.X402IntakeRefused, m.X402Refused, m.X402Expired, m.X402Buried, m.X402Closed, m.X402Pending)
	return m
}
