package settler

import (
	"github.com/prometheus/client_golang/prometheus"
)

// Metrics are the settler's Prometheus series, on a registry of its own (no global state).
type Metrics struct {
	Registry        *prometheus.Registry
	SettlementsSeen prometheus.Counter
	Submitted       *prometheus.CounterVec // by kind
	Skips           *prometheus.CounterVec // by reason
	Reverts         prometheus.Counter
	LagBlocks       prometheus.Gauge
	Checkpoint      prometheus.Gauge
	Pending         prometheus.Gauge
	GasUsed         prometheus.Counter
	RPCErrors       prometheus.Counter
	Resubmissions   prometheus.Counter
}

// NewMetrics registers the settler's series on a fresh registry.
func NewMetrics() *Metrics {
	const ns, sub = "repledger", "settler"
	m := &Metrics{
		Registry: prometheus.NewRegistry(),
		SettlementsSeen: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "settlements_seen_total", Help: "JobCompleted events read from the escrow."}),
		Submitted: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "ratings_submitted_total", Help: "Ratings mined on the ledger, by kind."}, []string{"kind"}),
		Skips: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "skips_total", Help: "Settlements not rated, by reason."}, []string{"reason"}),
		Reverts: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "reverts_total", Help: "Submissions that reverted."}),
		LagBlocks: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub,
			Name: "lag_blocks", Help: "Blocks between the chain head and the checkpoint."}),
		Checkpoint: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub,
			Name: "checkpoint_block", Help: "Last block whose settlements are all handled."}),
		Pending: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub,
			Name: "pending_transactions", Help: "Transactions sent and not yet mined."}),
		GasUsed: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "gas_used_total", Help: "Gas used by mined submissions."}),
		RPCErrors: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "rpc_errors_total", Help: "Failed calls to the node."}),
		Resubmissions: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "resubmissions_total", Help: "Transactions re-sent with bumped fees."}),
	}
	m.Registry.MustRegister(m.SettlementsSeen, m.Submitted, m.Skips, m.Reverts, m.LagBlocks, m.Checkpoint,
		m.Pending, m.GasUsed, m.RPCErrors, m.Resubmissions)
	return m
}
