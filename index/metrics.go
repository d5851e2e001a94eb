package index

import "github.com/prometheus/client_golang/prometheus"

// Metrics are the indexer's Prometheus series.
type Metrics struct {
	Registry    *prometheus.Registry
	Head        prometheus.Gauge
	Synced      prometheus.Gauge
	Agents      prometheus.Gauge
	Ingested    prometheus.Counter
	Reorgs      prometheus.Counter
	Errors      prometheus.Counter
	Undecodable prometheus.Counter
	Mismatches  prometheus.Gauge
	Audits      prometheus.Counter
}

// NewMetrics makes the series on a registry of their own.
func NewMetrics() *Metrics {
	reg := prometheus.NewRegistry()
	m := &Metrics{Registry: reg,
		Head:        prometheus.NewGauge(prometheus.GaugeOpts{Name: "repledger_index_head_block", Help: "The node's head block."}),
		Synced:      prometheus.NewGauge(prometheus.GaugeOpts{Name: "repledger_index_synced_block", Help: "The last block stored (confirmed)."}),
		Agents:      prometheus.NewGauge(prometheus.GaugeOpts{Name: "repledger_index_agents", Help: "Agents on the board."}),
		Ingested:    prometheus.NewCounter(prometheus.CounterOpts{Name: "repledger_index_rated_events_total", Help: "Rated events stored."}),
		Reorgs:      prometheus.NewCounter(prometheus.CounterOpts{Name: "repledger_index_reorgs_total", Help: "Rollbacks after a reorg replaced stored blocks."}),
		Errors:      prometheus.NewCounter(prometheus.CounterOpts{Name: "repledger_index_step_errors_total", Help: "Failed index steps (retried)."}),
		Undecodable: prometheus.NewCounter(prometheus.CounterOpts{Name: "repledger_index_undecodable_logs_total", Help: "Logs skipped as undecodable."}),
		Mismatches: prometheus.NewGauge(prometheus.GaugeOpts{Name: "repledger_index_audit_mismatches",
			Help: "Agents whose rebuilt state differed from the ledger's repStates at the last audit (0: all agree)."}),
		Audits: prometheus.NewCounter(prometheus.CounterOpts{Name: "repledger_index_audits_total", Help: "Audits run."}),
	}
	reg.MustRegister(m.Head, m.Synced, m.Agents, m.Ingested, m.Reorgs, m.Errors, m.Undecodable, m.Mismatches, m.Audits)
	return m
}
