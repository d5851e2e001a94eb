package attack

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
)

// Result is one row of the attack table.
type Result struct {
	Scenario   string   `json:"scenario"`
	Attack     string   `json:"attack"`
	Spend      *big.Int `json:"spend_base_units"` // left the attacker's addresses for good: fees, budgets paid to others
	SpendUnits float64  `json:"spend"`            // the same in whole tUSD
	Gas        uint64   `json:"gas"`              // of the attacker's own transactions, receipts' gasUsed
	Identities int      `json:"identities"`       // addresses the attacker controls
	Epochs     int      `json:"epochs"`           // epochs the attack spans (1: within one)
	Jobs       int      `json:"jobs"`             // jobs the attack ran
	Outcome    string   `json:"outcome"`
	Refused    string   `json:"refused,omitempty"` // the contract's revert reasons, when it refused
	Bounded    bool     `json:"bounded"`
	Bound      string   `json:"bound"` // what the scenario's test holds
	// The target's Wilson lower bound before and after the attack (bps), and its verdict after.
	LowerBefore   uint64 `json:"lower_bps_before"`
	LowerAfter    uint64 `json:"lower_bps_after"`
	RoutableAfter bool   `json:"routable_after"`
	// Under each router policy switched on alone (point 3 of issue 15).
	Policies []PolicyResult `json:"policies,omitempty"`
	// The attack's trace scored by the peer formulas (point 4).
	Formulas []FormulaResult `json:"formulas,omitempty"`
	// The target read through trust lenses (issue 20) before and after the attack.
	Lenses []LensResult `json:"lenses,omitempty"`
}

// PolicyResult is what the attack achieves against the router with one policy on.
type PolicyResult struct {
	Policy  string `json:"policy"`
	Outcome string `json:"outcome"`
	Jobs    int    `json:"jobs,omitempty"` // attack jobs until the outcome, when it was reached
	Reached bool   `json:"reached"`        // did the attack reach its goal under this policy
}

// FormulaResult is the attack's trace scored by another formula.
type FormulaResult struct {
	Formula string `json:"formula"`
	Outcome string `json:"outcome"`
}

// Units prints base units as whole tUSD.
func Units(v *big.Int) float64 {
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(v), big.NewFloat(Unit)).Float64()
	return f
}

func (r *Result) setSpend(v *big.Int) {
	r.Spend, r.SpendUnits = v, Units(v)
}

// WriteTable prints results as one Markdown table (docs/attacks.md keeps it).
func WriteTable(w io.Writer, rs []Result) error {
	var b strings.Builder
	b.WriteString("| attack | spend (tUSD, gone for good) | gas | identities | epochs | jobs | outcome |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---|\n")
	for _, r := range rs {
		out := r.Outcome
		if r.Refused != "" {
			out += "; refused by the contract: " + r.Refused
		}
		if !r.Bounded {
			out = "**unbounded**: " + out
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %d | %d | %d | %s |\n", r.Attack, trimUnits(r.SpendUnits), thousands(r.Gas), r.Identities, r.Epochs, r.Jobs, out)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WritePolicyTable prints, for the attacks played under the router's policies, the attack jobs
// until the goal under the default router and under each policy alone ("never" within the jobs
// played).
func WritePolicyTable(w io.Writer, rs []Result) error {
	var b strings.Builder
	var names []string
	for _, r := range rs {
		if len(r.Policies) > 1 {
			for _, p := range r.Policies {
				names = append(names, p.Policy)
			}
			break
		}
	}
	if names == nil {
		return nil
	}
	b.WriteString("| attack (jobs until the goal) | default |")
	for _, n := range names {
		b.WriteString(" " + n + " |")
	}
	b.WriteString("\n|---|---:|" + strings.Repeat("---:|", len(names)) + "\n")
	for _, r := range rs {
		if len(r.Policies) != len(names) {
			continue
		}
		def := fmt.Sprint(r.Jobs)
		// A buying attack starts under the floor and wants the target routable; one against a good
		// agent wants it under the floor.
		if reached := (r.LowerBefore < reputation.FloorBps) == r.RoutableAfter; !reached {
			def = "never"
		}
		fmt.Fprintf(&b, "| %s | %s |", r.Scenario, def)
		for _, p := range r.Policies {
			if p.Reached {
				fmt.Fprintf(&b, " %d |", p.Jobs)
			} else {
				b.WriteString(" never |")
			}
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteFormulaTable prints each attack's target scored by the peer formulas before the attack and
// at its outcome, beside the ledger's lower bound.
func WriteFormulaTable(w io.Writer, rs []Result) error {
	var b strings.Builder
	b.WriteString("| attack | ledger/v2 lower bound | qed/v0 (payer as target) | distinct partners (×100) |\n|---|---|---|---|\n")
	for _, r := range rs {
		if len(r.Formulas) != 2 {
			continue
		}
		fmt.Fprintf(&b, "| %s | %d → %d bps | %s | %s |\n", r.Scenario, r.LowerBefore, r.LowerAfter, r.Formulas[0].Outcome, r.Formulas[1].Outcome)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func trimUnits(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	return strings.TrimSuffix(strings.TrimSuffix(s, "0"), ".0")
}

func thousands(n uint64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// contractErrors are the custom errors of the escrow, the ledger, the x402 source, the token and
// the test identity registry, by selector.
var contractErrors = func() map[[4]byte]abi.Error {
	m := map[[4]byte]abi.Error{}
	for _, a := range []abi.ABI{bindings.NewEscrow().GetABI(), bindings.NewReputationLedger().GetABI(),
		x402source.NewX402Source().GetABI(), bindings.NewTestToken().GetABI(), bindings.NewERC8004TestIdentity().GetABI()} {
		for _, e := range a.Errors {
			m[[4]byte(e.ID[:4])] = e
		}
	}
	return m
}()

// revertReason names a contract's custom error from an eth_call's error, with its arguments.
func revertReason(err error) string {
	var de interface{ ErrorData() interface{} }
	if !errors.As(err, &de) {
		return err.Error()
	}
	s, _ := de.ErrorData().(string)
	data, derr := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if derr != nil || len(data) < 4 {
		return err.Error()
	}
	e, ok := contractErrors[[4]byte(data[:4])]
	if !ok {
		return fmt.Sprintf("unknown error 0x%x", data[:4])
	}
	args, uerr := e.Inputs.Unpack(data[4:])
	if uerr != nil {
		return e.Name
	}
	parts := make([]string, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case common.Address:
			h := v.Hex()
			parts[i] = h[:6] + "…" + h[len(h)-4:]
		default:
			parts[i] = fmt.Sprint(v)
		}
	}
	return e.Name + "(" + strings.Join(parts, ", ") + ")"
}

// try asks the chain whether `from` may send data to `to`: it calls first, for the revert
// reason, then sends the transaction anyway (as an attacker would) and returns the gas the
// reverted transaction burnt. It errs when the call would succeed.
func (l *Lab) try(ctx context.Context, from testnet.DevAccount, to common.Address, data []byte) (string, uint64, error) {
	_, callErr := l.tn.Client.CallContract(ctx, ethereum.CallMsg{From: from.Address, To: &to, Data: data}, nil)
	if callErr == nil {
		return "", 0, fmt.Errorf("the contract at %s took a call from %s that the attack expected refused", to.Hex(), from.Address.Hex())
	}
	tx, err := l.tn.SendTo(from, to, data)
	if err != nil {
		return "", 0, fmt.Errorf("send the refused call: %w", err)
	}
	if err := l.tn.Mine(ctx); err != nil {
		return "", 0, err
	}
	r, err := testnet.WaitReceipt(ctx, l.tn.Client, tx.Hash())
	if err != nil {
		return "", 0, err
	}
	if r.Status != types.ReceiptStatusFailed {
		return "", 0, fmt.Errorf("transaction %s succeeded on chain though its call reverted", tx.Hash())
	}
	return revertReason(callErr), r.GasUsed, nil
}
