package index

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

// Diff is one field of one agent where the state rebuilt from events differs from the ledger's.
type Diff struct {
	Agent   string `json:"agent"`
	Field   string `json:"field"`
	Rebuilt string `json:"rebuilt"`
	Ledger  string `json:"ledger"`
}

// AuditResult is one comparison of every rebuilt agent with the ledger's repStates, both at
// the same block.
type AuditResult struct {
	Block   uint64    `json:"block"`
	Epoch   uint64    `json:"epoch"`
	Ledger  string    `json:"ledger"`
	Agents  []string  `json:"agents"` // checked, as displayed
	Diffs   []Diff    `json:"differences"`
	At      time.Time `json:"at"`
	Matched int       `json:"matched"`
}

// auditChunk is how many agents one repStates call reads.
const auditChunk = 500

// Compare reads repStates of every agent in states from `ledger` at `block` and compares each
// field with the rebuilt state decayed to the ledger's epoch at that block.
func Compare(ctx context.Context, node Node, ledger common.Address, states map[string]reputation.State, block uint64) (*AuditResult, error) {
	abi := bindings.NewReputationLedger()
	at := new(big.Int).SetUint64(block)
	out, err := node.CallContract(ctx, ethereum.CallMsg{To: &ledger, Data: abi.PackCurrentEpoch()}, at)
	if err != nil {
		return nil, fmt.Errorf("read the epoch of ledger %s at block %d: %w", ledger.Hex(), block, err)
	}
	epoch, err := abi.UnpackCurrentEpoch(out)
	if err != nil {
		return nil, err
	}
	res := &AuditResult{Block: block, Epoch: epoch.Uint64(), Ledger: ledger.Hex(), At: time.Now().UTC()}
	keys := make([]string, 0, len(states))
	for k := range states {
		keys = append(keys, k)
	}
	sortDecimal(keys)
	for lo := 0; lo < len(keys); lo += auditChunk {
		part := keys[lo:min(lo+auditChunk, len(keys))]
		ids := make([]*big.Int, len(part))
		for i, k := range part {
			ids[i], _ = new(big.Int).SetString(k, 10)
		}
		raw, err := node.CallContract(ctx, ethereum.CallMsg{To: &ledger, Data: abi.PackRepStates(ids)}, at)
		if err != nil {
			return nil, fmt.Errorf("read repStates of %d agents at block %d: %w", len(ids), block, err)
		}
		got, err := abi.UnpackRepStates(raw)
		if err != nil {
			return nil, fmt.Errorf("decode repStates: %w", err)
		}
		for i, k := range part {
			s := states[k]
			want := s.At(res.Epoch)
			name := Display(ids[i])
			res.Agents = append(res.Agents, name)
			before := len(res.Diffs)
			res.Diffs = appendDiff(res.Diffs, name, "sumW", want.SumW.ToBig(), got[i].SumW)
			res.Diffs = appendDiff(res.Diffs, name, "weight", want.Weight.ToBig(), got[i].Weight)
			res.Diffs = appendDiff(res.Diffs, name, "count", new(big.Int).SetUint64(want.Count), got[i].Count)
			res.Diffs = appendDiff(res.Diffs, name, "disputed", want.Disputed.ToBig(), got[i].Disputed)
			if len(res.Diffs) == before {
				res.Matched++
			}
		}
	}
	return res, nil
}

func appendDiff(d []Diff, agent, field string, rebuilt, ledger *big.Int) []Diff {
	if rebuilt.Cmp(ledger) == 0 {
		return d
	}
	return append(d, Diff{Agent: agent, Field: field, Rebuilt: rebuilt.String(), Ledger: ledger.String()})
}

// sortDecimal sorts decimal strings numerically.
func sortDecimal(keys []string) {
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && lessDecimal(keys[j], keys[j-1]); j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
}

// States is a copy of every agent's rebuilt state (not decayed), and the block it is as of.
func (ix *Indexer) States() (map[string]reputation.State, uint64) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	out := make(map[string]reputation.State, len(ix.board.agents))
	for k, a := range ix.board.agents {
		out[k] = a.state
	}
	return out, ix.cursor.Block
}

// Audit compares the rebuilt states with the ledger's at the last stored block.
func (ix *Indexer) Audit(ctx context.Context) (*AuditResult, error) {
	states, block := ix.States()
	return Compare(ctx, ix.node, ix.cfg.Ledger, states, block)
}

// audit runs Audit in the follow loop: a mismatch is an error log and the mismatch metric.
func (ix *Indexer) audit(ctx context.Context) {
	res, err := ix.Audit(ctx)
	if err != nil {
		ix.log.Warn().Err(err).Msg("audit could not read the ledger; trying again after the next ratings")
		return
	}
	ix.Metrics.Audits.Inc()
	bad := map[string]bool{}
	for _, d := range res.Diffs {
		bad[d.Agent] = true
		ix.log.Error().Str("agent", d.Agent).Str("field", d.Field).Str("rebuilt", d.Rebuilt).Str("ledger", d.Ledger).
			Uint64("block", res.Block).Msg("audit: the state rebuilt from events differs from the ledger's repStates")
	}
	ix.Metrics.Mismatches.Set(float64(len(bad)))
	ix.mu.Lock()
	ix.lastAudit = res
	ix.mu.Unlock()
}

// AuditNow runs the continuous audit once (at start, before any new ratings arrive).
func (ix *Indexer) AuditNow(ctx context.Context) { ix.audit(ctx) }
