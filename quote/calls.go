package quote

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
)

// CreateAndFund is the calldata of the client's one transaction to the escrow, sent by
// q.Client: multicall(createJob with the quoted terms naming `provider`, setBudgetWithQuote with
// `sig`, fund with the quoted token and amount), all for job q.JobID, the id createJob must
// give. If another job took that id first, the transaction reverts whole (InvalidQuoteSignature:
// the quote names another client's job) and nothing is spent but its gas. The client must have
// approved the escrow for the amount.
func CreateAndFund(provider common.Address, q Quote, sig []byte) ([]byte, error) {
	if err := q.Check(); err != nil {
		return nil, err
	}
	if provider == (common.Address{}) {
		return nil, fmt.Errorf("quote: provider is the zero address: the quote's signer must be the job's provider")
	}
	e := bindings.NewEscrow()
	calls := [][]byte{
		e.PackCreateJob(provider, q.Evaluator, new(big.Int).SetUint64(q.ExpiredAt), q.Description, q.Hook, orZero(q.ProviderAgentID), nil),
		e.PackSetBudgetWithQuote(q.JobID, q.Token, q.Amount, q.OptParams, q.Deadline, sig),
		e.PackFund(q.JobID, q.Token, q.Amount, nil),
	}
	return e.PackMulticall(calls), nil
}
