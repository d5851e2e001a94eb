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
	m.Registry.MustRegister(m.SettlementsSeen, m.Submitted, m.Confirmed, m.Reorged, m.Skips, m.Reverts, m.LagBlocks,
		m.Checkpoint, m.Unconfirmed, m.Pending, m.GasUsed, m.RPCErrors, m.Resubmissions, m.NonceResyncs, m.Feedback)
	return m
}
