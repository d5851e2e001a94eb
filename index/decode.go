package index

import (
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
)

// decode turns a range's logs, in chain order, into rows: the ledger's Rated and EscrowCreated
// events (a new escrow is followed from its creation on, so its jobs in the same range are
// kept), and the followed escrows' JobSettled and ProviderSet events. Logs of other contracts
// with the same signatures are dropped; an undecodable log is counted and logged, never fatal.
func (ix *Indexer) decode(logs []types.Log) *Batch {
	b := &Batch{}
	for i := range logs {
		l := &logs[i]
		if l.Removed {
			continue
		}
		if l.Address == ix.cfg.Ledger {
			ix.decodeLedger(l, b)
			continue
		}
		if _, ok := ix.escrows[l.Address]; !ok {
			continue
		}
		switch l.Topics[0] {
		case ix.escrowABI.GetABI().Events["JobSettled"].ID:
			ev, err := ix.escrowABI.UnpackJobSettledEvent(l)
			if err != nil {
				ix.undecodable(l, err)
				continue
			}
			b.Jobs = append(b.Jobs, JobEvent{Block: l.BlockNumber, LogIndex: l.Index, Escrow: l.Address, Job: ev.JobId.String(),
				Name: "JobSettled", Agent: ev.AgentId.String(), Rating: ev.Rating, Kind: ev.Kind, Rateable: ev.Rateable})
		case ix.escrowABI.GetABI().Events["ProviderSet"].ID:
			ev, err := ix.escrowABI.UnpackProviderSetEvent(l)
			if err != nil {
				ix.undecodable(l, err)
				continue
			}
			agent := ev.AgentId
			if agent.Sign() == 0 { // no ERC-8004 id: the escrow names the agent by its address
				agent = new(big.Int).SetBytes(ev.Provider.Bytes())
			}
			b.Jobs = append(b.Jobs, JobEvent{Block: l.BlockNumber, LogIndex: l.Index, Escrow: l.Address, Job: ev.JobId.String(),
				Name: "ProviderSet", Agent: agent.String()})
		}
	}
	return b
}

func (ix *Indexer) decodeLedger(l *types.Log, b *Batch) {
	switch l.Topics[0] {
	case ix.ledgerABI.GetABI().Events["Rated"].ID:
		ev, err := ix.ledgerABI.UnpackRatedEvent(l)
		if err != nil {
			ix.undecodable(l, err)
			return
		}
		b.Rated = append(b.Rated, Rated{Block: l.BlockNumber, LogIndex: l.Index, TxHash: l.TxHash, Agent: ev.AgentId.String(),
			Escrow: ev.Escrow, Job: ev.JobId.String(), Payer: ev.Payer, Rating: ev.Rating, Kind: ev.Kind,
			Weight: ev.Weight.String(), Completion: ev.CompletionEpoch.Uint64(), Applied: ev.AppliedEpoch.Uint64()})
	case ix.ledgerABI.GetABI().Events["EscrowCreated"].ID:
		ev, err := ix.ledgerABI.UnpackEscrowCreatedEvent(l)
		if err != nil {
			ix.undecodable(l, err)
			return
		}
		idx := uint32(ev.Index.Uint64())
		ix.escrows[ev.Escrow] = idx
		b.Escrows = append(b.Escrows, EscrowRow{Index: idx, Address: ev.Escrow, Block: l.BlockNumber})
	}
}

func (ix *Indexer) undecodable(l *types.Log, err error) {
	ix.Metrics.Undecodable.Inc()
	ix.log.Warn().Err(err).Str("tx_hash", l.TxHash.Hex()).Uint("log_index", l.Index).Msg("undecodable log skipped")
}
