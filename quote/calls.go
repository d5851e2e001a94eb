package quote

import (
	"math/big"

	"github.com/repledger/repledger/bindings"
)

// CreateAndFund is the calldata of the client's one transaction to the escrow, sent by
// q.Client: multicall(createJob with the quoted terms, setBudgetWithQuote with
// `sig`, fund with the quoted token and amount), all for job q.JobID, the id createJob must
// give. If another job took that id first, the transaction reverts whole (InvalidQuoteSignature:
// the quote names another client's job) and nothing is spent but its gas. The client must have
// approved the escrow for the amount.
func CreateAndFund(q Quote, sig []byte) ([]byte, error) {
	if err := q.Check(); err != nil {
		return nil, err
	}
	e := bindings.NewEscrow()
	calls := [][]byte{
		e.PackCreateJob(q.Provider, q.Evaluator, new(big.Int).SetUint64(q.ExpiredAt), q.Description, q.Hook, orZero(q.ProviderAgentID), nil),
		e.PackSetBudgetWithQuote(q.JobID, q.Token, q.Amount, q.OptParams, q.Deadline, sig),
		e.PackFund(q.JobID, q.Token, q.Amount, nil),
	}
	return e.PackMulticall(calls), nil
}
