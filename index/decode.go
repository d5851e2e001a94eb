package index

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/follow"
)

// decode turns a range's logs, in chain order, into rows: the ledger's Rated, EscrowCreated and
// SourceRegistered events (a new escrow is followed from its creation on, so its jobs in the same range are
// kept), the followed escrows' ProviderSet events and the ledger's rating hook's
// FactoryJobRecorded events (an escrow's settled job: the escrows keep no ratings since issue 18).
// Logs of other contracts with the same signatures are dropped; an undecodable log is counted and
// logged, never fatal.
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
		if l.Address == ix.cfg.IdentityRegistry && ix.cfg.IdentityRegistry != (common.Address{}) {
			if agent, ok := registration(l); ok {
				b.Jobs = append(b.Jobs, JobEvent{Block: l.BlockNumber, LogIndex: l.Index, Escrow: l.Address, Name: "Registered",
					Agent: agent.String()})
			}
			continue
		}
		if l.Address == ix.ratingHook && ix.ratingHook != (common.Address{}) &&
			l.Topics[0] == ix.hookABI.GetABI().Events["FactoryJobRecorded"].ID {
			ev, err := ix.hookABI.UnpackFactoryJobRecordedEvent(l)
			if err != nil {
				ix.undecodable(l, err)
				continue
			}
			b.Jobs = append(b.Jobs, JobEvent{Block: l.BlockNumber, LogIndex: l.Index, Escrow: ix.escrowAt(ev.EscrowIndex),
				Job: ev.JobId.String(), Name: "JobRecorded", Agent: ev.AgentId.String(), Rating: ev.Rating, Kind: ev.Kind,
				Rateable: ev.Rateable})
			continue
		}
		if _, ok := ix.escrows[l.Address]; !ok {
			continue
		}
		switch l.Topics[0] {
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
		r, err := decodeRated(l)
		if err != nil {
			ix.undecodable(l, err)
			return
		}
		b.Rated = append(b.Rated, r)
	case ix.ledgerABI.GetABI().Events["EscrowCreated"].ID:
		ev, err := ix.ledgerABI.UnpackEscrowCreatedEvent(l)
		if err != nil {
			ix.undecodable(l, err)
			return
		}
		idx := uint32(ev.Index.Uint64())
		ix.escrows[ev.Escrow] = idx
		b.Escrows = append(b.Escrows, EscrowRow{Index: idx, Address: ev.Escrow, Block: l.BlockNumber})
	case ix.ledgerABI.GetABI().Events["SourceRegistered"].ID:
		ev, err := ix.ledgerABI.UnpackSourceRegisteredEvent(l)
		if err == nil && (!ev.Index.IsUint64() || ev.Index.Uint64() > math.MaxUint32) {
			err = fmt.Errorf("SourceRegistered index %s is wider than 32 bits", ev.Index)
		}
		if err != nil {
			ix.undecodable(l, err)
			return
		}
		b.Sources = append(b.Sources, SourceRow{Index: uint32(ev.Index.Uint64()), Address: ev.Source, Block: l.BlockNumber})
	}
}

func (ix *Indexer) undecodable(l *types.Log, err error) {
	ix.Metrics.Undecodable.Inc()
	ix.log.Warn().Err(err).Str("tx_hash", l.TxHash.Hex()).Uint("log_index", l.Index).Msg("undecodable log skipped")
}

// decodeRated reads a Rated log by hand: its data is six static words (payer, rating, kind,
// weight, completionEpoch, appliedEpoch) and its topics the agent, the escrow and the job. It
// refuses what the ABI decoder would (a wrong length, a value too wide for its type), and is
// several times faster, which is most of the indexer's ingest rate. TestDecodeRatedMatchesABI
// checks it against the generated binding.
func decodeRated(l *types.Log) (Rated, error) {
	d := l.Data
	if len(l.Topics) != 4 || len(d) != 6*32 {
		return Rated{}, fmt.Errorf("Rated log with %d topics and %d bytes of data: want 4 and 192", len(l.Topics), len(d))
	}
	word := func(i int) []byte { return d[i*32 : (i+1)*32] }
	fits := func(w []byte, bytes int) bool {
		for _, x := range w[:32-bytes] {
			if x != 0 {
				return false
			}
		}
		return true
	}
	for i, n := range []int{20, 1, 1, 32, 8, 8} {
		if !fits(word(i), n) {
			return Rated{}, fmt.Errorf("Rated log: word %d does not fit %d bytes", i, n)
		}
	}
	if !fits(l.Topics[2][:], 20) {
		return Rated{}, fmt.Errorf("Rated log: escrow topic is not an address")
	}
	return Rated{Block: l.BlockNumber, LogIndex: l.Index, TxHash: l.TxHash,
		Agent: new(big.Int).SetBytes(l.Topics[1][:]).String(), Escrow: common.BytesToAddress(l.Topics[2][12:]),
		Job: new(big.Int).SetBytes(l.Topics[3][:]).String(), Payer: common.BytesToAddress(word(0)[12:]),
		Rating: word(1)[31], Kind: word(2)[31], Weight: new(big.Int).SetBytes(word(3)).String(),
		Completion: binary.BigEndian.Uint64(word(4)[24:]), Applied: binary.BigEndian.Uint64(word(5)[24:])}, nil
}

// Event ids of an ERC-8004 identity registry: ERC-721's Transfer (a mint comes from the zero
// address) and ERC-8004's Registered(uint256 indexed agentId, string agentURI, address indexed owner).
var (
	TransferEventID   = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))
	RegisteredEventID = crypto.Keccak256Hash([]byte("Registered(uint256,string,address)"))
)

// registration reads the agent id an identity registry's log registers, if it registers one.
func registration(l *types.Log) (*big.Int, bool) {
	switch {
	case len(l.Topics) == 4 && l.Topics[0] == TransferEventID && l.Topics[1] == (common.Hash{}):
		return new(big.Int).SetBytes(l.Topics[3][:]), true
	case len(l.Topics) >= 2 && l.Topics[0] == RegisteredEventID:
		return new(big.Int).SetBytes(l.Topics[1][:]), true
	}
	return nil, false
}

// withRegistrations adds the identity registry's logs of blocks from..end (when one is
// configured) to a range's logs, in chain order.
func (ix *Indexer) withRegistrations(ctx context.Context, logs []types.Log, from, end uint64) ([]types.Log, error) {
	if ix.regSpan == nil {
		return logs, nil
	}
	for f := from; f <= end; {
		more, last, err := follow.Fetch(ctx, ix.node, ix.regQuery, ix.regSpan, f, end)
		if err != nil {
			return nil, fmt.Errorf("read the identity registry's registrations: %w", err)
		}
		logs = append(logs, more...)
		f = last + 1
	}
	sort.SliceStable(logs, func(i, j int) bool {
		if logs[i].BlockNumber != logs[j].BlockNumber {
			return logs[i].BlockNumber < logs[j].BlockNumber
		}
		return logs[i].Index < logs[j].Index
	})
	return logs, nil
}
