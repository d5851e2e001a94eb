// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// EscrowJobView is an auto generated low-level Go binding around an user-defined struct.
type EscrowJobView struct {
	Client      common.Address
	Provider    common.Address
	Evaluator   common.Address
	Token       common.Address
	Budget      *big.Int
	ExpiredAt   uint64
	Status      uint8
	HasAgentId  bool
	AgentId     *big.Int
	Deliverable [32]byte
	Description string
}

// EscrowOutcome is an auto generated low-level Go binding around an user-defined struct.
type EscrowOutcome struct {
	NoOutput       bool
	Baked          bool
	Shipped        bool
	CriticRan      bool
	Violations     uint8
	HasBuyerRating bool
	BuyerRating    uint8
}

// IJobSettlementsRatingTerms is an auto generated low-level Go binding around an user-defined struct.
type IJobSettlementsRatingTerms struct {
	Completed      bool
	Rated          bool
	Kind           uint8
	ExplicitRating uint8
	Client         common.Address
	Token          common.Address
	AgentId        *big.Int
	Amount         *big.Int
}

// EscrowMetaData contains all meta data concerning the Escrow contract.
var EscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"arbiter_\",\"type\":\"address\"},{\"internalType\":\"contractIERC721\",\"name\":\"identityRegistry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"ledger_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"DISPUTE_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"arbiter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"noOutput\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"baked\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"shipped\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"criticRan\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"violations\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"hasBuyerRating\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"buyerRating\",\"type\":\"uint8\"}],\"internalType\":\"structEscrow.Outcome\",\"name\":\"outcome\",\"type\":\"tuple\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"consumeRating\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIJobSettlements.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expiredAt\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiredAt\",\"type\":\"uint64\"},{\"internalType\":\"enumEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"hasAgentId\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structEscrow.JobView\",\"name\":\"v\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"contractIERC721\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"outcomeOf\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"noOutput\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"baked\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"shipped\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"criticRan\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"violations\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"hasBuyerRating\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"buyerRating\",\"type\":\"uint8\"}],\"internalType\":\"structEscrow.Outcome\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ratingTerms\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIJobSettlements.RatingTerms\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"payProvider\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"setAgentId\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"AgentIdSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"paidProvider\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"noOutput\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"baked\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"shipped\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"criticRan\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"violations\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"hasBuyerRating\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"buyerRating\",\"type\":\"uint8\"}],\"indexed\":false,\"internalType\":\"structEscrow.Outcome\",\"name\":\"outcome\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiredAt\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobDisputed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"refunded\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"refunded\",\"type\":\"uint256\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"AgentIdsDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"AgentNotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiredAt\",\"type\":\"uint64\"}],\"name\":\"ExpiryNotInFuture\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InconsistentOutcome\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpiredAlready\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"ledger\",\"type\":\"address\"}],\"name\":\"LedgerNotBound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotArbiter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotClient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotClientOrProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiredAt\",\"type\":\"uint64\"}],\"name\":\"NotExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotLedger\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"}],\"name\":\"RatingOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"}],\"name\":\"TransferShortfall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ZeroBudget\",\"type\":\"error\"}]",
	ID:  "2f94a71a81b891298d0576b3849a4b1892",
	Bin: "0x60e0806040523461016257606081612bbd803803809161001f82856101bf565b83398101031261016257610032816101e2565b602082015190916001600160a01b038216820361016257604061005591016101e2565b916001600160a01b0381161561018f576001600160a01b038316806100be575b5060805260a05260c0526040516129c690816101f7823960805181818161013f01526101f7015260a051818181612112015261218b015260c05181818161146a0152611ac40152f35b5f80604051602081019063e2fdcc1760e01b8252600481526100e16024826101bf565b5190875afa3d15610187573d906001600160401b0382116101735760405191610114601f8201601f1916602001846101bf565b82523d5f602084013e5b15908115610166575b8115610146575b5015610075576379a0237360e11b5f5260045260245ffd5b905060208180518101031261016257602001513014155f61012e565b5f80fd5b8051602014159150610127565b634e487b7160e01b5f52604160045260245ffd5b60609061011e565b60405163eac0d38960e01b815260206004820152600760248201526630b93134ba32b960c91b6044820152606490fd5b601f909101601f19168101906001600160401b0382119082101761017357604052565b51906001600160a01b03821682036101625756fe60806040526004361015610011575f80fd5b5f3560e01c806304bc8ab514612136578063134e18f4146120c85780632ecea78814611fc35780633e01d92414611c475780634375469f14611b5d578063486265c614611b225780634c5d8a0f14611ae857806356397c3514611a7a5780635b7baf64146118f85780636be1320b146117235780639675dc17146115e557806396c658431461141b578063a65e2cfd146110d3578063bb79ea6a14611007578063bc94535714610a53578063bf22c457146106f3578063d0fae5911461057c578063de847ff814610466578063fd4188cf146101675763fe25e00a146100f5575f80fd5b34610163575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016357602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b5f80fd5b346101635760807ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101635760043560243580151591828203610163576044359160ff83169384840361016357606435946101c4846125d8565b94855460ff8160a01c1660088110156104395760048103610404575073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633036103d857606483116103ac5786547fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff1660a891821c60ff1660041790911b75ff0000000000000000000000000000000000000000001617865584927f7a805bb48d5ec0a2087945ad289f0d4741a6e5fe7c8ec3929f5d7613938227e9926060926102e59089547fffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffff1660b09190911b76ff0000000000000000000000000000000000000000000016178955565b6040519182526020820152876040820152a2156103095790610307929161262a565b005b90740600000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff825416178155610379600182015460a01c8273ffffffffffffffffffffffffffffffffffffffff80600284960154169154169061281a565b60405192835260208301527f61a4eec88e8b5796b0dcc669ceb46afa5d601261ecd4a5bb6359c0d3680fae2960403393a3005b827f3e44328e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f720c75c2000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b61043490877fa5d15e1f000000000000000000000000000000000000000000000000000000005f5260045261241a565b60445ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b3461016357610474366123c3565b9061047e816125d8565b805460ff8160a01c166008811015610439576003810361054c575073ffffffffffffffffffffffffffffffffffffffff16330361052057740400000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8254161790556040519182527f77054bb8480d9f04c6a50ecbd5d85b6028a947b530b85865293a5817e7e3776f60203393a3005b7f8ccfb289000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b61043490847fa5d15e1f000000000000000000000000000000000000000000000000000000005f5260045261241a565b346101635760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610163576004356105b66123f7565b906105c08161257f565b73ffffffffffffffffffffffffffffffffffffffff8154163303610520576001019173ffffffffffffffffffffffffffffffffffffffff8354166106c75773ffffffffffffffffffffffffffffffffffffffff1691821561066957827fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790557f9a87df076ea1725aba8ba29d32517ce37c9597d88cbf16ec6707892cc330ab695f80a3005b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600860248201527f70726f76696465720000000000000000000000000000000000000000000000006044820152fd5b507f8996fa2f000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b346101635760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016357604051600435610160820167ffffffffffffffff811183821017610a26576040525f8252602082015f8152604083015f8152606084015f8152608085015f815260a086015f815260c08701915f835260e08801935f85526101008901955f87526101208a01975f89526101408b019960608b5261079e816125d8565b8054908d73ffffffffffffffffffffffffffffffffffffffff83169052600181015473ffffffffffffffffffffffffffffffffffffffff8116855273ffffffffffffffffffffffffffffffffffffffff600383015416865273ffffffffffffffffffffffffffffffffffffffff600283015416875260a01c875267ffffffffffffffff8260b81c16885260ff8260a01c169160088310156104395760ff610856916005948c5260a81c6001811615158d521682612912565b8b5201548a525f52600260205260405f2060405180915f9080549061087a8261252e565b80855291600181169081156109e957506001146109ac575b50500361089f9082612428565b8a526040519a60208c525173ffffffffffffffffffffffffffffffffffffffff1660208c01525173ffffffffffffffffffffffffffffffffffffffff1660408b01525173ffffffffffffffffffffffffffffffffffffffff1660608a01525173ffffffffffffffffffffffffffffffffffffffff1660808901525160a08801525167ffffffffffffffff1660c0870152516008811015610439576101a09486947fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe094601f9460209460e089015251151561010088015251610120870152516101408601525161016080860152805191829182610180880152018686015e5f85828601015201168101030190f35b5f908152602081209092505b8183106109cd57505081016020018e80610892565b60209193508060019154838588010152019101909183926109b8565b9050602093507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0091501682840152151560051b8201018e80610892565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b346101635760a07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101635760043573ffffffffffffffffffffffffffffffffffffffff811680910361016357610aab6123f7565b906044359067ffffffffffffffff8216928383036101635760643573ffffffffffffffffffffffffffffffffffffffff81168091036101635760843567ffffffffffffffff811161016357366023820112156101635780600401359267ffffffffffffffff84116101635736602485840101116101635773ffffffffffffffffffffffffffffffffffffffff16958615610fa9578215610f4b5742811115610f20575f547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8114610ef35760016003910196875f55875f52600160205260405f209073ffffffffffffffffffffffffffffffffffffffff33167fffffffffffffffffffffffff0000000000000000000000000000000000000000835416178255740100000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8354161782557fff0000000000000000ffffffffffffffffffffffffffffffffffffffffffffff7effffffffffffffff000000000000000000000000000000000000000000000083549260b81b16911617815560018101877fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905560028101857fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905501877fffffffffffffffffffffffff0000000000000000000000000000000000000000825416179055855f52600260205260405f2092610ced845461252e565b601f8111610eae575b5086926020989286925f96601f8511600114610dde57906024939291857f1cb244eed6ebb7d488bb3e31d1fa47ec6fc6eef803f5e9a944c26b4ad5236c9298995f91610dd1575b508660011b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8860031b1c19161790555b6040519586528b8601526040850152608060608501528260808501520160a08301375f60a0858301015260a0817fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f339701168101030190a4604051908152f35b869150850101358e610d3d565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0851697815f528c5f20985f5b818110610e8e57509860249594939291877f1cb244eed6ebb7d488bb3e31d1fa47ec6fc6eef803f5e9a944c26b4ad5236c929a9b10610e54575b5050600186811b019055610d6f565b867fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60f88a60031b161c1991870101351690558d80610e45565b828701602401358b556001909a01998d99508b9750918e01918e01610e0b565b845f5260205f20601f870160051c81019160208810610ee9575b601f0160051c01905b818110610ede5750610cf6565b5f8155600101610ed1565b9091508190610ec8565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7f8d499f7d000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f746f6b656e0000000000000000000000000000000000000000000000000000006044820152fd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600960248201527f6576616c7561746f7200000000000000000000000000000000000000000000006044820152fd5b346101635760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101635761103e6124e7565b5061012061104d6004356125d8565b60ff6110588261287e565b915481611069818360a81c166128f4565b6110c1604051809660ff60c0809280511515855260208101511515602086015260408101511515604086015260608101511515606086015282608082015116608086015260a0810151151560a0860152015116910152565b1660e084015260b01c16610100820152f35b34610163576110e1366123c3565b906110eb8161257f565b805473ffffffffffffffffffffffffffffffffffffffff8116330361052057600182015473ffffffffffffffffffffffffffffffffffffffff8116156113ef5760a01c9384156113c357808503611394575060b81c67ffffffffffffffff164210156113685780547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff1674020000000000000000000000000000000000000000178155600201546040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529073ffffffffffffffffffffffffffffffffffffffff16602082602481845afa918215611328575f92611333575b509060206024926112446040517f23b872dd000000000000000000000000000000000000000000000000000000008482015233868201523060448201528760648201526064815261123e608482612428565b8261293f565b604051938480927f70a082310000000000000000000000000000000000000000000000000000000082523060048301525afa918215611328575f926112f4575b508103908111610ef3578281036112c457506040519182527fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a3005b90507faea7b7c0000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b9091506020813d602011611320575b8161131060209383612428565b8101031261016357519084611284565b3d9150611303565b6040513d5f823e3d90fd5b91506020823d602011611360575b8161134e60209383612428565b810103126101635790519060206111ec565b3d9150611341565b507fb668321b000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b847f733580bd000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b837f5306ea0a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b837fe9dab5e9000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b346101635760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016357611452612499565b5073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633036115b9576004355f52600160205261155560405f2060ff815460a81c166114b38183612775565b9182511515806115ad575b611559575b50506040519182918291909160e08061010083019480511515845260208101511515602085015260ff604082015116604085015260ff606082015116606085015273ffffffffffffffffffffffffffffffffffffffff608082015116608085015273ffffffffffffffffffffffffffffffffffffffff60a08201511660a085015260c081015160c08501520151910152565b0390f35b60086115a692177fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff00000000000000000000000000000000000000000083549260a81b169116179055565b82806114c3565b506020830151156114be565b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610163576115f3366123c3565b6115fc8261257f565b73ffffffffffffffffffffffffffffffffffffffff815416331415806116ff575b6116d3576bffffffffffffffffffffffff82116116a7577f869e2577b006bf47ee981cf6fec2e25583548081c14b98deab587f77b506803891600160209201805473ffffffffffffffffffffffffffffffffffffffff7fffffffffffffffffffffffff00000000000000000000000000000000000000008460a01b169116179055604051908152a2005b507fb2438e62000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f08960608000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b5073ffffffffffffffffffffffffffffffffffffffff60018201541633141561161d565b3461016357611731366123c3565b9061173b816125d8565b805460ff8160a01c1690600882101590816104395760018314928315611856575073ffffffffffffffffffffffffffffffffffffffff163303610520575b740600000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff845416178355610439571561183c576bffffffffffffffffffffffff5f5b1690818061180c575b505060405192835260208301527f61a4eec88e8b5796b0dcc669ceb46afa5d601261ecd4a5bb6359c0d3680fae2960403393a3005b8173ffffffffffffffffffffffffffffffffffffffff806002611835950154169154169061281a565b83816117d7565b6bffffffffffffffffffffffff600182015460a01c6117ce565b9150505f906002811480156118eb575b156118bb575073ffffffffffffffffffffffffffffffffffffffff600384015416330315611779575b7f41d955c6000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b61043490857fa5d15e1f000000000000000000000000000000000000000000000000000000005f5260045261241a565b505f915060038114611866565b346101635760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016357600435611933816125d8565b805467ffffffffffffffff60ff8260a01c169160b81c169060088110156104395760048103611a50575062278d000167ffffffffffffffff8111610ef35767ffffffffffffffff905b16804210611a21575060207f021b0da21b6351fccda44563abe519da6dcc4199c7aa05f82ac99d6b505546c691740700000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff825416178155611a18600182015460a01c8273ffffffffffffffffffffffffffffffffffffffff80600284960154169154169061281a565b604051908152a2005b827f7c683ddf000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b600281141580611a6f575b61054c575067ffffffffffffffff9061197c565b506003811415611a5b565b34610163575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016357602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610163575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101635760205f54604051908152f35b34610163575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016357602060405162278d008152f35b346101635760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016357611b94612499565b506004355f526001602052611555611bb760405f2060ff815460a81c1690612775565b6040519182918291909160e08061010083019480511515845260208101511515602085015260ff604082015116604085015260ff606082015116606085015273ffffffffffffffffffffffffffffffffffffffff608082015116608085015273ffffffffffffffffffffffffffffffffffffffff60a08201511660a085015260c081015160c08501520151910152565b34610163576101207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101635760043560e07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffbc36011261016357611cad816125d8565b90815460ff8160a01c1660088110156104395760038103611f93575073ffffffffffffffffffffffffffffffffffffffff600384015416330361188f5760e43580151581036101635715611f5a5773ffffffffffffffffffffffffffffffffffffffff8116330361052057606460ff611d24612478565b1611611f245782547fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff1660a891821c60ff1660021790911b75ff00000000000000000000000000000000000000000016178255611dca611d82612478565b83547fffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffff1660b09190911b76ff0000000000000000000000000000000000000000000016178355565b60ff611dd4612489565b16151580611f15575b611eed575f91604435801515810361016357611ee4575b606435801515810361016357611eda575b60843580151581036101635761030793611ec191611ed2575b611e26612469565b611eca575b60028301907fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff74ff000000000000000000000000000000000000000083549260a01b169116178155611e7b612489565b7fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff00000000000000000000000000000000000000000083549260a81b169116179055565b6024359161262a565b600817611e2b565b600417611e1e565b9160021791611e05565b60019250611df4565b7fc0bb9062000000000000000000000000000000000000000000000000000000005f5260045ffd5b50611f1e612469565b15611ddd565b60ff611f2e612478565b7f3e44328e000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b5060ff611f65612478565b1615611dca577fc0bb9062000000000000000000000000000000000000000000000000000000005f5260045ffd5b61043490837fa5d15e1f000000000000000000000000000000000000000000000000000000005f5260045261241a565b3461016357611fd1366123c3565b90611fdb816125d8565b805460ff8160a01c166008811015610439576002810361054c575073ffffffffffffffffffffffffffffffffffffffff600183015416330361209c5760b81c67ffffffffffffffff164210156113685760058391740300000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff82541617815501556040519182527f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a3005b7f1bd2224f000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610163575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016357602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461016357612144366123c3565b9061214e8161257f565b805473ffffffffffffffffffffffffffffffffffffffff81163314158061239f575b6116d35773ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001680156123775773ffffffffffffffffffffffffffffffffffffffff60018401541690811561234b576020602491604051928380927f6352211e0000000000000000000000000000000000000000000000000000000082528a60048301525afa80156113285782915f916122e5575b5073ffffffffffffffffffffffffffffffffffffffff16036122b6575090600160ff6122909386600485015560a81c16177fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff00000000000000000000000000000000000000000083549260a81b169116179055565b7fcffeee88672ae98acbc6be2d81e16e2d9ed20d4da7a452e7fc54a7099b5d5ef75f80a3005b847ff4aece1d000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b9150506020813d602011612343575b8161230160209383612428565b81010312610163575173ffffffffffffffffffffffffffffffffffffffff8116810361016357819073ffffffffffffffffffffffffffffffffffffffff612219565b3d91506122f4565b847fe9dab5e9000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b5073ffffffffffffffffffffffffffffffffffffffff600183015416331415612170565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc6040910112610163576004359060243590565b6024359073ffffffffffffffffffffffffffffffffffffffff8216820361016357565b600881101561043957602452565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff821117610a2657604052565b60a43580151581036101635790565b6101043560ff811681036101635790565b60c43560ff811681036101635790565b60405190610100820182811067ffffffffffffffff821117610a26576040525f60e0838281528260208201528260408201528260608201528260808201528260a08201528260c08201520152565b6040519060e0820182811067ffffffffffffffff821117610a26576040525f60c0838281528260208201528260408201528260608201528260808201528260a08201520152565b90600182811c92168015612575575b602083101461254857565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b91607f169161253d565b90612589826125d8565b9160ff835460a01c1690600882101561043957600182036125a8575050565b61043492507fa5d15e1f000000000000000000000000000000000000000000000000000000005f5260045261241a565b90815f52600160205260405f209160ff835460a01c16600881101561043957156125ff5750565b7f510aa5f0000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b919091740500000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8454161783557f356d644e93f9005d9b54e32553f8984d208b1dff01da07fb7fa8a8f0e38efaa46101a073ffffffffffffffffffffffffffffffffffffffff60018601549560ff8288169761275c846002850154169160a01c9883855460a81c16906126d18b8d8661281a565b6126db8287612912565b9a6126f06126ea88549861287e565b936128f4565b9460206040519e8f908152015260408d015260608c015260808b019060ff60c0809280511515855260208101511515602086015260408101511515604086015260608101511515606086015282608082015116608086015260a0810151151560a0860152015116910152565b1661016088015260ff8160b01c166101808801521694a4565b919091612780612499565b9281549160ff8360a01c1660088110156104395761281393600573ffffffffffffffffffffffffffffffffffffffff92148752600884161515602088015260ff6127c9856128f4565b16604088015260ff8160b01c16606088015216608086015273ffffffffffffffffffffffffffffffffffffffff60028201541660a0860152600181015460a01c60e0860152612912565b60c0830152565b61287c9273ffffffffffffffffffffffffffffffffffffffff604051937fa9059cbb000000000000000000000000000000000000000000000000000000006020860152166024840152604483015260448252612877606483612428565b61293f565b565b906128876124e7565b9160ff600282015460088160a01c600181161515875260028116151560208801526004811615156040880152161515606086015260a81c1660808401525460028160a81c1615158060a08501525f146128eb5760ff809160b01c165b1660c0830152565b5060ff5f6128e3565b6004811661290c57600216612907575f90565b600190565b50600290565b9060011615612922576004015490565b6001015473ffffffffffffffffffffffffffffffffffffffff1690565b905f602091828151910182855af115611328575f513d6129bd575073ffffffffffffffffffffffffffffffffffffffff81163b155b61297b5750565b73ffffffffffffffffffffffffffffffffffffffff907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b6001141561297456",
}

// Escrow is an auto generated Go binding around an Ethereum contract.
type Escrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Escrow) GetABI() abi.ABI {
	return c.abi
}

// NewEscrow creates a new instance of Escrow.
func NewEscrow() *Escrow {
	parsed, err := EscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Escrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Escrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address arbiter_, address identityRegistry_, address ledger_) returns()
func (escrow *Escrow) PackConstructor(arbiter_ common.Address, identityRegistry_ common.Address, ledger_ common.Address) []byte {
	enc, err := escrow.abi.Pack("", arbiter_, identityRegistry_, ledger_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDISPUTETIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x486265c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DISPUTE_TIMEOUT() view returns(uint64)
func (escrow *Escrow) PackDISPUTETIMEOUT() []byte {
	enc, err := escrow.abi.Pack("DISPUTE_TIMEOUT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDISPUTETIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x486265c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DISPUTE_TIMEOUT() view returns(uint64)
func (escrow *Escrow) TryPackDISPUTETIMEOUT() ([]byte, error) {
	return escrow.abi.Pack("DISPUTE_TIMEOUT")
}

// UnpackDISPUTETIMEOUT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x486265c6.
//
// Solidity: function DISPUTE_TIMEOUT() view returns(uint64)
func (escrow *Escrow) UnpackDISPUTETIMEOUT(data []byte) (uint64, error) {
	out, err := escrow.abi.Unpack("DISPUTE_TIMEOUT", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe25e00a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arbiter() view returns(address)
func (escrow *Escrow) PackArbiter() []byte {
	enc, err := escrow.abi.Pack("arbiter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe25e00a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arbiter() view returns(address)
func (escrow *Escrow) TryPackArbiter() ([]byte, error) {
	return escrow.abi.Pack("arbiter")
}

// UnpackArbiter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfe25e00a.
//
// Solidity: function arbiter() view returns(address)
func (escrow *Escrow) UnpackArbiter(data []byte) (common.Address, error) {
	out, err := escrow.abi.Unpack("arbiter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b7baf64.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimRefund(uint256 jobId) returns()
func (escrow *Escrow) PackClaimRefund(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("claimRefund", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b7baf64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimRefund(uint256 jobId) returns()
func (escrow *Escrow) TryPackClaimRefund(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("claimRefund", jobId)
}

// PackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e01d924.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, (bool,bool,bool,bool,uint8,bool,uint8) outcome) returns()
func (escrow *Escrow) PackComplete(jobId *big.Int, reason [32]byte, outcome EscrowOutcome) []byte {
	enc, err := escrow.abi.Pack("complete", jobId, reason, outcome)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e01d924.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, (bool,bool,bool,bool,uint8,bool,uint8) outcome) returns()
func (escrow *Escrow) TryPackComplete(jobId *big.Int, reason [32]byte, outcome EscrowOutcome) ([]byte, error) {
	return escrow.abi.Pack("complete", jobId, reason, outcome)
}

// PackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (escrow *Escrow) PackConsumeRating(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("consumeRating", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (escrow *Escrow) TryPackConsumeRating(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("consumeRating", jobId)
}

// UnpackConsumeRating is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96c65843.
//
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (escrow *Escrow) UnpackConsumeRating(data []byte) (IJobSettlementsRatingTerms, error) {
	out, err := escrow.abi.Unpack("consumeRating", data)
	if err != nil {
		return *new(IJobSettlementsRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IJobSettlementsRatingTerms)).(*IJobSettlementsRatingTerms)
	return out0, nil
}

// PackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc945357.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createJob(address provider, address evaluator, uint64 expiredAt, address token, string description) returns(uint256 jobId)
func (escrow *Escrow) PackCreateJob(provider common.Address, evaluator common.Address, expiredAt uint64, token common.Address, description string) []byte {
	enc, err := escrow.abi.Pack("createJob", provider, evaluator, expiredAt, token, description)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc945357.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createJob(address provider, address evaluator, uint64 expiredAt, address token, string description) returns(uint256 jobId)
func (escrow *Escrow) TryPackCreateJob(provider common.Address, evaluator common.Address, expiredAt uint64, token common.Address, description string) ([]byte, error) {
	return escrow.abi.Pack("createJob", provider, evaluator, expiredAt, token, description)
}

// UnpackCreateJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc945357.
//
// Solidity: function createJob(address provider, address evaluator, uint64 expiredAt, address token, string description) returns(uint256 jobId)
func (escrow *Escrow) UnpackCreateJob(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("createJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde847ff8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dispute(uint256 jobId, bytes32 reason) returns()
func (escrow *Escrow) PackDispute(jobId *big.Int, reason [32]byte) []byte {
	enc, err := escrow.abi.Pack("dispute", jobId, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde847ff8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dispute(uint256 jobId, bytes32 reason) returns()
func (escrow *Escrow) TryPackDispute(jobId *big.Int, reason [32]byte) ([]byte, error) {
	return escrow.abi.Pack("dispute", jobId, reason)
}

// PackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa65e2cfd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fund(uint256 jobId, uint256 expectedBudget) returns()
func (escrow *Escrow) PackFund(jobId *big.Int, expectedBudget *big.Int) []byte {
	enc, err := escrow.abi.Pack("fund", jobId, expectedBudget)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa65e2cfd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fund(uint256 jobId, uint256 expectedBudget) returns()
func (escrow *Escrow) TryPackFund(jobId *big.Int, expectedBudget *big.Int) ([]byte, error) {
	return escrow.abi.Pack("fund", jobId, expectedBudget)
}

// PackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,address,uint256,uint64,uint8,bool,uint256,bytes32,string) v)
func (escrow *Escrow) PackGetJob(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("getJob", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,address,uint256,uint64,uint8,bool,uint256,bytes32,string) v)
func (escrow *Escrow) TryPackGetJob(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("getJob", jobId)
}

// UnpackGetJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf22c457.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,address,uint256,uint64,uint8,bool,uint256,bytes32,string) v)
func (escrow *Escrow) UnpackGetJob(data []byte) (EscrowJobView, error) {
	out, err := escrow.abi.Unpack("getJob", data)
	if err != nil {
		return *new(EscrowJobView), err
	}
	out0 := *abi.ConvertType(out[0], new(EscrowJobView)).(*EscrowJobView)
	return out0, nil
}

// PackIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134e18f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function identityRegistry() view returns(address)
func (escrow *Escrow) PackIdentityRegistry() []byte {
	enc, err := escrow.abi.Pack("identityRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134e18f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function identityRegistry() view returns(address)
func (escrow *Escrow) TryPackIdentityRegistry() ([]byte, error) {
	return escrow.abi.Pack("identityRegistry")
}

// UnpackIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x134e18f4.
//
// Solidity: function identityRegistry() view returns(address)
func (escrow *Escrow) UnpackIdentityRegistry(data []byte) (common.Address, error) {
	out, err := escrow.abi.Unpack("identityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackJobCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c5d8a0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobCount() view returns(uint256)
func (escrow *Escrow) PackJobCount() []byte {
	enc, err := escrow.abi.Pack("jobCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c5d8a0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobCount() view returns(uint256)
func (escrow *Escrow) TryPackJobCount() ([]byte, error) {
	return escrow.abi.Pack("jobCount")
}

// UnpackJobCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4c5d8a0f.
//
// Solidity: function jobCount() view returns(uint256)
func (escrow *Escrow) UnpackJobCount(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("jobCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLedger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56397c35.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ledger() view returns(address)
func (escrow *Escrow) PackLedger() []byte {
	enc, err := escrow.abi.Pack("ledger")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLedger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56397c35.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ledger() view returns(address)
func (escrow *Escrow) TryPackLedger() ([]byte, error) {
	return escrow.abi.Pack("ledger")
}

// UnpackLedger is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56397c35.
//
// Solidity: function ledger() view returns(address)
func (escrow *Escrow) UnpackLedger(data []byte) (common.Address, error) {
	out, err := escrow.abi.Unpack("ledger", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOutcomeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb79ea6a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function outcomeOf(uint256 jobId) view returns((bool,bool,bool,bool,uint8,bool,uint8) o, uint8 kind, uint8 explicitRating)
func (escrow *Escrow) PackOutcomeOf(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("outcomeOf", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOutcomeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb79ea6a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function outcomeOf(uint256 jobId) view returns((bool,bool,bool,bool,uint8,bool,uint8) o, uint8 kind, uint8 explicitRating)
func (escrow *Escrow) TryPackOutcomeOf(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("outcomeOf", jobId)
}

// OutcomeOfOutput serves as a container for the return parameters of contract
// method OutcomeOf.
type OutcomeOfOutput struct {
	O              EscrowOutcome
	Kind           uint8
	ExplicitRating uint8
}

// UnpackOutcomeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbb79ea6a.
//
// Solidity: function outcomeOf(uint256 jobId) view returns((bool,bool,bool,bool,uint8,bool,uint8) o, uint8 kind, uint8 explicitRating)
func (escrow *Escrow) UnpackOutcomeOf(data []byte) (OutcomeOfOutput, error) {
	out, err := escrow.abi.Unpack("outcomeOf", data)
	outstruct := new(OutcomeOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.O = *abi.ConvertType(out[0], new(EscrowOutcome)).(*EscrowOutcome)
	outstruct.Kind = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.ExplicitRating = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackRatingTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4375469f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,uint8,uint8,address,address,uint256,uint256))
func (escrow *Escrow) PackRatingTerms(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("ratingTerms", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRatingTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4375469f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,uint8,uint8,address,address,uint256,uint256))
func (escrow *Escrow) TryPackRatingTerms(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("ratingTerms", jobId)
}

// UnpackRatingTerms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4375469f.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,uint8,uint8,address,address,uint256,uint256))
func (escrow *Escrow) UnpackRatingTerms(data []byte) (IJobSettlementsRatingTerms, error) {
	out, err := escrow.abi.Unpack("ratingTerms", data)
	if err != nil {
		return *new(IJobSettlementsRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IJobSettlementsRatingTerms)).(*IJobSettlementsRatingTerms)
	return out0, nil
}

// PackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6be1320b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reject(uint256 jobId, bytes32 reason) returns()
func (escrow *Escrow) PackReject(jobId *big.Int, reason [32]byte) []byte {
	enc, err := escrow.abi.Pack("reject", jobId, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6be1320b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reject(uint256 jobId, bytes32 reason) returns()
func (escrow *Escrow) TryPackReject(jobId *big.Int, reason [32]byte) ([]byte, error) {
	return escrow.abi.Pack("reject", jobId, reason)
}

// PackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd4188cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveDispute(uint256 jobId, bool payProvider, uint8 rating, bytes32 reason) returns()
func (escrow *Escrow) PackResolveDispute(jobId *big.Int, payProvider bool, rating uint8, reason [32]byte) []byte {
	enc, err := escrow.abi.Pack("resolveDispute", jobId, payProvider, rating, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd4188cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveDispute(uint256 jobId, bool payProvider, uint8 rating, bytes32 reason) returns()
func (escrow *Escrow) TryPackResolveDispute(jobId *big.Int, payProvider bool, rating uint8, reason [32]byte) ([]byte, error) {
	return escrow.abi.Pack("resolveDispute", jobId, payProvider, rating, reason)
}

// PackSetAgentId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04bc8ab5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAgentId(uint256 jobId, uint256 agentId) returns()
func (escrow *Escrow) PackSetAgentId(jobId *big.Int, agentId *big.Int) []byte {
	enc, err := escrow.abi.Pack("setAgentId", jobId, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAgentId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04bc8ab5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAgentId(uint256 jobId, uint256 agentId) returns()
func (escrow *Escrow) TryPackSetAgentId(jobId *big.Int, agentId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("setAgentId", jobId, agentId)
}

// PackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9675dc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBudget(uint256 jobId, uint256 amount) returns()
func (escrow *Escrow) PackSetBudget(jobId *big.Int, amount *big.Int) []byte {
	enc, err := escrow.abi.Pack("setBudget", jobId, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9675dc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBudget(uint256 jobId, uint256 amount) returns()
func (escrow *Escrow) TryPackSetBudget(jobId *big.Int, amount *big.Int) ([]byte, error) {
	return escrow.abi.Pack("setBudget", jobId, amount)
}

// PackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0fae591.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setProvider(uint256 jobId, address provider) returns()
func (escrow *Escrow) PackSetProvider(jobId *big.Int, provider common.Address) []byte {
	enc, err := escrow.abi.Pack("setProvider", jobId, provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0fae591.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setProvider(uint256 jobId, address provider) returns()
func (escrow *Escrow) TryPackSetProvider(jobId *big.Int, provider common.Address) ([]byte, error) {
	return escrow.abi.Pack("setProvider", jobId, provider)
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecea788.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable) returns()
func (escrow *Escrow) PackSubmit(jobId *big.Int, deliverable [32]byte) []byte {
	enc, err := escrow.abi.Pack("submit", jobId, deliverable)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecea788.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable) returns()
func (escrow *Escrow) TryPackSubmit(jobId *big.Int, deliverable [32]byte) ([]byte, error) {
	return escrow.abi.Pack("submit", jobId, deliverable)
}

// EscrowAgentIdSet represents a AgentIdSet event raised by the Escrow contract.
type EscrowAgentIdSet struct {
	JobId   *big.Int
	AgentId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const EscrowAgentIdSetEventName = "AgentIdSet"

// ContractEventName returns the user-defined event name.
func (EscrowAgentIdSet) ContractEventName() string {
	return EscrowAgentIdSetEventName
}

// UnpackAgentIdSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AgentIdSet(uint256 indexed jobId, uint256 indexed agentId)
func (escrow *Escrow) UnpackAgentIdSetEvent(log *types.Log) (*EscrowAgentIdSet, error) {
	event := "AgentIdSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowAgentIdSet)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowBudgetSet represents a BudgetSet event raised by the Escrow contract.
type EscrowBudgetSet struct {
	JobId  *big.Int
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const EscrowBudgetSetEventName = "BudgetSet"

// ContractEventName returns the user-defined event name.
func (EscrowBudgetSet) ContractEventName() string {
	return EscrowBudgetSetEventName
}

// UnpackBudgetSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BudgetSet(uint256 indexed jobId, uint256 amount)
func (escrow *Escrow) UnpackBudgetSetEvent(log *types.Log) (*EscrowBudgetSet, error) {
	event := "BudgetSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowBudgetSet)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowDisputeResolved represents a DisputeResolved event raised by the Escrow contract.
type EscrowDisputeResolved struct {
	JobId        *big.Int
	PaidProvider bool
	Rating       uint8
	Reason       [32]byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const EscrowDisputeResolvedEventName = "DisputeResolved"

// ContractEventName returns the user-defined event name.
func (EscrowDisputeResolved) ContractEventName() string {
	return EscrowDisputeResolvedEventName
}

// UnpackDisputeResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisputeResolved(uint256 indexed jobId, bool paidProvider, uint8 rating, bytes32 reason)
func (escrow *Escrow) UnpackDisputeResolvedEvent(log *types.Log) (*EscrowDisputeResolved, error) {
	event := "DisputeResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowDisputeResolved)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowJobCompleted represents a JobCompleted event raised by the Escrow contract.
type EscrowJobCompleted struct {
	JobId          *big.Int
	AgentId        *big.Int
	Client         common.Address
	Provider       common.Address
	Token          common.Address
	Amount         *big.Int
	Reason         [32]byte
	Outcome        EscrowOutcome
	Kind           uint8
	ExplicitRating uint8
	Raw            *types.Log // Blockchain specific contextual infos
}

const EscrowJobCompletedEventName = "JobCompleted"

// ContractEventName returns the user-defined event name.
func (EscrowJobCompleted) ContractEventName() string {
	return EscrowJobCompletedEventName
}

// UnpackJobCompletedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCompleted(uint256 indexed jobId, uint256 indexed agentId, address indexed client, address provider, address token, uint256 amount, bytes32 reason, (bool,bool,bool,bool,uint8,bool,uint8) outcome, uint8 kind, uint8 explicitRating)
func (escrow *Escrow) UnpackJobCompletedEvent(log *types.Log) (*EscrowJobCompleted, error) {
	event := "JobCompleted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobCompleted)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowJobCreated represents a JobCreated event raised by the Escrow contract.
type EscrowJobCreated struct {
	JobId       *big.Int
	Client      common.Address
	Provider    common.Address
	Evaluator   common.Address
	Token       common.Address
	ExpiredAt   uint64
	Description string
	Raw         *types.Log // Blockchain specific contextual infos
}

const EscrowJobCreatedEventName = "JobCreated"

// ContractEventName returns the user-defined event name.
func (EscrowJobCreated) ContractEventName() string {
	return EscrowJobCreatedEventName
}

// UnpackJobCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCreated(uint256 indexed jobId, address indexed client, address indexed provider, address evaluator, address token, uint64 expiredAt, string description)
func (escrow *Escrow) UnpackJobCreatedEvent(log *types.Log) (*EscrowJobCreated, error) {
	event := "JobCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobCreated)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowJobDisputed represents a JobDisputed event raised by the Escrow contract.
type EscrowJobDisputed struct {
	JobId  *big.Int
	Client common.Address
	Reason [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const EscrowJobDisputedEventName = "JobDisputed"

// ContractEventName returns the user-defined event name.
func (EscrowJobDisputed) ContractEventName() string {
	return EscrowJobDisputedEventName
}

// UnpackJobDisputedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobDisputed(uint256 indexed jobId, address indexed client, bytes32 reason)
func (escrow *Escrow) UnpackJobDisputedEvent(log *types.Log) (*EscrowJobDisputed, error) {
	event := "JobDisputed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobDisputed)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowJobExpired represents a JobExpired event raised by the Escrow contract.
type EscrowJobExpired struct {
	JobId    *big.Int
	Refunded *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowJobExpiredEventName = "JobExpired"

// ContractEventName returns the user-defined event name.
func (EscrowJobExpired) ContractEventName() string {
	return EscrowJobExpiredEventName
}

// UnpackJobExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobExpired(uint256 indexed jobId, uint256 refunded)
func (escrow *Escrow) UnpackJobExpiredEvent(log *types.Log) (*EscrowJobExpired, error) {
	event := "JobExpired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobExpired)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowJobFunded represents a JobFunded event raised by the Escrow contract.
type EscrowJobFunded struct {
	JobId  *big.Int
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const EscrowJobFundedEventName = "JobFunded"

// ContractEventName returns the user-defined event name.
func (EscrowJobFunded) ContractEventName() string {
	return EscrowJobFundedEventName
}

// UnpackJobFundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount)
func (escrow *Escrow) UnpackJobFundedEvent(log *types.Log) (*EscrowJobFunded, error) {
	event := "JobFunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobFunded)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowJobRejected represents a JobRejected event raised by the Escrow contract.
type EscrowJobRejected struct {
	JobId    *big.Int
	Rejector common.Address
	Reason   [32]byte
	Refunded *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowJobRejectedEventName = "JobRejected"

// ContractEventName returns the user-defined event name.
func (EscrowJobRejected) ContractEventName() string {
	return EscrowJobRejectedEventName
}

// UnpackJobRejectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason, uint256 refunded)
func (escrow *Escrow) UnpackJobRejectedEvent(log *types.Log) (*EscrowJobRejected, error) {
	event := "JobRejected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobRejected)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowJobSubmitted represents a JobSubmitted event raised by the Escrow contract.
type EscrowJobSubmitted struct {
	JobId       *big.Int
	Provider    common.Address
	Deliverable [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EscrowJobSubmittedEventName = "JobSubmitted"

// ContractEventName returns the user-defined event name.
func (EscrowJobSubmitted) ContractEventName() string {
	return EscrowJobSubmittedEventName
}

// UnpackJobSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable)
func (escrow *Escrow) UnpackJobSubmittedEvent(log *types.Log) (*EscrowJobSubmitted, error) {
	event := "JobSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobSubmitted)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EscrowProviderSet represents a ProviderSet event raised by the Escrow contract.
type EscrowProviderSet struct {
	JobId    *big.Int
	Provider common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowProviderSetEventName = "ProviderSet"

// ContractEventName returns the user-defined event name.
func (EscrowProviderSet) ContractEventName() string {
	return EscrowProviderSetEventName
}

// UnpackProviderSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProviderSet(uint256 indexed jobId, address indexed provider)
func (escrow *Escrow) UnpackProviderSetEvent(log *types.Log) (*EscrowProviderSet, error) {
	event := "ProviderSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowProviderSet)
	if len(log.Data) > 0 {
		if err := escrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range escrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (escrow *Escrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], escrow.abi.Errors["AgentIdsDisabled"].ID.Bytes()[:4]) {
		return escrow.UnpackAgentIdsDisabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["AgentNotProvider"].ID.Bytes()[:4]) {
		return escrow.UnpackAgentNotProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["BudgetMismatch"].ID.Bytes()[:4]) {
		return escrow.UnpackBudgetMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["BudgetTooLarge"].ID.Bytes()[:4]) {
		return escrow.UnpackBudgetTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ExpiryNotInFuture"].ID.Bytes()[:4]) {
		return escrow.UnpackExpiryNotInFutureError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["InconsistentOutcome"].ID.Bytes()[:4]) {
		return escrow.UnpackInconsistentOutcomeError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["JobExpiredAlready"].ID.Bytes()[:4]) {
		return escrow.UnpackJobExpiredAlreadyError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["LedgerNotBound"].ID.Bytes()[:4]) {
		return escrow.UnpackLedgerNotBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotArbiter"].ID.Bytes()[:4]) {
		return escrow.UnpackNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotClient"].ID.Bytes()[:4]) {
		return escrow.UnpackNotClientError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotClientOrProvider"].ID.Bytes()[:4]) {
		return escrow.UnpackNotClientOrProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotEvaluator"].ID.Bytes()[:4]) {
		return escrow.UnpackNotEvaluatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotExpired"].ID.Bytes()[:4]) {
		return escrow.UnpackNotExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotLedger"].ID.Bytes()[:4]) {
		return escrow.UnpackNotLedgerError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotProvider"].ID.Bytes()[:4]) {
		return escrow.UnpackNotProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ProviderAlreadySet"].ID.Bytes()[:4]) {
		return escrow.UnpackProviderAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ProviderNotSet"].ID.Bytes()[:4]) {
		return escrow.UnpackProviderNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["RatingOutOfRange"].ID.Bytes()[:4]) {
		return escrow.UnpackRatingOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return escrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["TransferShortfall"].ID.Bytes()[:4]) {
		return escrow.UnpackTransferShortfallError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["UnknownJob"].ID.Bytes()[:4]) {
		return escrow.UnpackUnknownJobError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["WrongStatus"].ID.Bytes()[:4]) {
		return escrow.UnpackWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return escrow.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ZeroBudget"].ID.Bytes()[:4]) {
		return escrow.UnpackZeroBudgetError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EscrowAgentIdsDisabled represents a AgentIdsDisabled error raised by the Escrow contract.
type EscrowAgentIdsDisabled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentIdsDisabled()
func EscrowAgentIdsDisabledErrorID() common.Hash {
	return common.HexToHash("0xd7090a415fe0a3a96b48e065902701c5eb4b698ae784ffe78a2d04e6a069c388")
}

// UnpackAgentIdsDisabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentIdsDisabled()
func (escrow *Escrow) UnpackAgentIdsDisabledError(raw []byte) (*EscrowAgentIdsDisabled, error) {
	out := new(EscrowAgentIdsDisabled)
	if err := escrow.abi.UnpackIntoInterface(out, "AgentIdsDisabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowAgentNotProvider represents a AgentNotProvider error raised by the Escrow contract.
type EscrowAgentNotProvider struct {
	AgentId  *big.Int
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentNotProvider(uint256 agentId, address provider)
func EscrowAgentNotProviderErrorID() common.Hash {
	return common.HexToHash("0xf4aece1dc9fa346ec232bad8090c604390aa6e68e0ca17547dbbd68afe2883fb")
}

// UnpackAgentNotProviderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentNotProvider(uint256 agentId, address provider)
func (escrow *Escrow) UnpackAgentNotProviderError(raw []byte) (*EscrowAgentNotProvider, error) {
	out := new(EscrowAgentNotProvider)
	if err := escrow.abi.UnpackIntoInterface(out, "AgentNotProvider", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowBudgetMismatch represents a BudgetMismatch error raised by the Escrow contract.
type EscrowBudgetMismatch struct {
	Budget         *big.Int
	ExpectedBudget *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetMismatch(uint256 budget, uint256 expectedBudget)
func EscrowBudgetMismatchErrorID() common.Hash {
	return common.HexToHash("0x733580bdd9673e94c0e0116aedc5402eab407ab12d9fc5ea918f64e45a9f4921")
}

// UnpackBudgetMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetMismatch(uint256 budget, uint256 expectedBudget)
func (escrow *Escrow) UnpackBudgetMismatchError(raw []byte) (*EscrowBudgetMismatch, error) {
	out := new(EscrowBudgetMismatch)
	if err := escrow.abi.UnpackIntoInterface(out, "BudgetMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowBudgetTooLarge represents a BudgetTooLarge error raised by the Escrow contract.
type EscrowBudgetTooLarge struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetTooLarge(uint256 amount)
func EscrowBudgetTooLargeErrorID() common.Hash {
	return common.HexToHash("0xb2438e625497242c7ca2eb49c965102e46df34f452b36dd9cb650846a14f41af")
}

// UnpackBudgetTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetTooLarge(uint256 amount)
func (escrow *Escrow) UnpackBudgetTooLargeError(raw []byte) (*EscrowBudgetTooLarge, error) {
	out := new(EscrowBudgetTooLarge)
	if err := escrow.abi.UnpackIntoInterface(out, "BudgetTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowExpiryNotInFuture represents a ExpiryNotInFuture error raised by the Escrow contract.
type EscrowExpiryNotInFuture struct {
	ExpiredAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryNotInFuture(uint64 expiredAt)
func EscrowExpiryNotInFutureErrorID() common.Hash {
	return common.HexToHash("0x8d499f7d88f2578b5cfffdc4bd257be1cf9f4c346e299f4fd4dd2fda0e1ff42e")
}

// UnpackExpiryNotInFutureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryNotInFuture(uint64 expiredAt)
func (escrow *Escrow) UnpackExpiryNotInFutureError(raw []byte) (*EscrowExpiryNotInFuture, error) {
	out := new(EscrowExpiryNotInFuture)
	if err := escrow.abi.UnpackIntoInterface(out, "ExpiryNotInFuture", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowInconsistentOutcome represents a InconsistentOutcome error raised by the Escrow contract.
type EscrowInconsistentOutcome struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InconsistentOutcome()
func EscrowInconsistentOutcomeErrorID() common.Hash {
	return common.HexToHash("0xc0bb906278de9592f479e686c52f9a8651799cdb5204bd9ab5e8adaeb90c7eab")
}

// UnpackInconsistentOutcomeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InconsistentOutcome()
func (escrow *Escrow) UnpackInconsistentOutcomeError(raw []byte) (*EscrowInconsistentOutcome, error) {
	out := new(EscrowInconsistentOutcome)
	if err := escrow.abi.UnpackIntoInterface(out, "InconsistentOutcome", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowJobExpiredAlready represents a JobExpiredAlready error raised by the Escrow contract.
type EscrowJobExpiredAlready struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobExpiredAlready(uint256 jobId)
func EscrowJobExpiredAlreadyErrorID() common.Hash {
	return common.HexToHash("0xb668321b0eac2131f5703f893f52aad24fa5b828e8185847a5e8a674ec645e49")
}

// UnpackJobExpiredAlreadyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobExpiredAlready(uint256 jobId)
func (escrow *Escrow) UnpackJobExpiredAlreadyError(raw []byte) (*EscrowJobExpiredAlready, error) {
	out := new(EscrowJobExpiredAlready)
	if err := escrow.abi.UnpackIntoInterface(out, "JobExpiredAlready", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowLedgerNotBound represents a LedgerNotBound error raised by the Escrow contract.
type EscrowLedgerNotBound struct {
	Ledger common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LedgerNotBound(address ledger)
func EscrowLedgerNotBoundErrorID() common.Hash {
	return common.HexToHash("0xf34046e607281e5824c56faacd34b5f9668a4ec61373a86e0744f43e640c62bf")
}

// UnpackLedgerNotBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LedgerNotBound(address ledger)
func (escrow *Escrow) UnpackLedgerNotBoundError(raw []byte) (*EscrowLedgerNotBound, error) {
	out := new(EscrowLedgerNotBound)
	if err := escrow.abi.UnpackIntoInterface(out, "LedgerNotBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotArbiter represents a NotArbiter error raised by the Escrow contract.
type EscrowNotArbiter struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotArbiter(address caller)
func EscrowNotArbiterErrorID() common.Hash {
	return common.HexToHash("0x720c75c28bf729d07d907a7cb2128014dd379623a8d7da4275d1c2374b21e016")
}

// UnpackNotArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotArbiter(address caller)
func (escrow *Escrow) UnpackNotArbiterError(raw []byte) (*EscrowNotArbiter, error) {
	out := new(EscrowNotArbiter)
	if err := escrow.abi.UnpackIntoInterface(out, "NotArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotClient represents a NotClient error raised by the Escrow contract.
type EscrowNotClient struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotClient(address caller)
func EscrowNotClientErrorID() common.Hash {
	return common.HexToHash("0x8ccfb289fc1d1f7428a8827394f1b1d51db753f181a492c2f6f4e6ed29368ddd")
}

// UnpackNotClientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotClient(address caller)
func (escrow *Escrow) UnpackNotClientError(raw []byte) (*EscrowNotClient, error) {
	out := new(EscrowNotClient)
	if err := escrow.abi.UnpackIntoInterface(out, "NotClient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotClientOrProvider represents a NotClientOrProvider error raised by the Escrow contract.
type EscrowNotClientOrProvider struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotClientOrProvider(address caller)
func EscrowNotClientOrProviderErrorID() common.Hash {
	return common.HexToHash("0x089606084ae4ae44861b6aa5a3aba56a2b68e95788222ddda52bc716835d425d")
}

// UnpackNotClientOrProviderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotClientOrProvider(address caller)
func (escrow *Escrow) UnpackNotClientOrProviderError(raw []byte) (*EscrowNotClientOrProvider, error) {
	out := new(EscrowNotClientOrProvider)
	if err := escrow.abi.UnpackIntoInterface(out, "NotClientOrProvider", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotEvaluator represents a NotEvaluator error raised by the Escrow contract.
type EscrowNotEvaluator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEvaluator(address caller)
func EscrowNotEvaluatorErrorID() common.Hash {
	return common.HexToHash("0x41d955c6c245852fe63a45470053bcaae62167a3e2182f484d5f5047ef3d6dcb")
}

// UnpackNotEvaluatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEvaluator(address caller)
func (escrow *Escrow) UnpackNotEvaluatorError(raw []byte) (*EscrowNotEvaluator, error) {
	out := new(EscrowNotEvaluator)
	if err := escrow.abi.UnpackIntoInterface(out, "NotEvaluator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotExpired represents a NotExpired error raised by the Escrow contract.
type EscrowNotExpired struct {
	JobId     *big.Int
	ExpiredAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotExpired(uint256 jobId, uint64 expiredAt)
func EscrowNotExpiredErrorID() common.Hash {
	return common.HexToHash("0x7c683ddfb770f40e2333f1dd0166e9880f9aafc22cdccb19b9d5eafc5b7274c2")
}

// UnpackNotExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotExpired(uint256 jobId, uint64 expiredAt)
func (escrow *Escrow) UnpackNotExpiredError(raw []byte) (*EscrowNotExpired, error) {
	out := new(EscrowNotExpired)
	if err := escrow.abi.UnpackIntoInterface(out, "NotExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotLedger represents a NotLedger error raised by the Escrow contract.
type EscrowNotLedger struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLedger(address caller)
func EscrowNotLedgerErrorID() common.Hash {
	return common.HexToHash("0x2e837ee88d330a7637303a1e28c317655020e5f5463d4aaf56f387eb6e73b99a")
}

// UnpackNotLedgerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLedger(address caller)
func (escrow *Escrow) UnpackNotLedgerError(raw []byte) (*EscrowNotLedger, error) {
	out := new(EscrowNotLedger)
	if err := escrow.abi.UnpackIntoInterface(out, "NotLedger", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotProvider represents a NotProvider error raised by the Escrow contract.
type EscrowNotProvider struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotProvider(address caller)
func EscrowNotProviderErrorID() common.Hash {
	return common.HexToHash("0x1bd2224f47bf32854983ee16847394426ab18eae693119e80eb952977965d64a")
}

// UnpackNotProviderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotProvider(address caller)
func (escrow *Escrow) UnpackNotProviderError(raw []byte) (*EscrowNotProvider, error) {
	out := new(EscrowNotProvider)
	if err := escrow.abi.UnpackIntoInterface(out, "NotProvider", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowProviderAlreadySet represents a ProviderAlreadySet error raised by the Escrow contract.
type EscrowProviderAlreadySet struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderAlreadySet(uint256 jobId)
func EscrowProviderAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x8996fa2f40045125a2cee1afae01616d191def722c61ccd95e12a74087637811")
}

// UnpackProviderAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderAlreadySet(uint256 jobId)
func (escrow *Escrow) UnpackProviderAlreadySetError(raw []byte) (*EscrowProviderAlreadySet, error) {
	out := new(EscrowProviderAlreadySet)
	if err := escrow.abi.UnpackIntoInterface(out, "ProviderAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowProviderNotSet represents a ProviderNotSet error raised by the Escrow contract.
type EscrowProviderNotSet struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderNotSet(uint256 jobId)
func EscrowProviderNotSetErrorID() common.Hash {
	return common.HexToHash("0xe9dab5e95b38f4257e4e50e70f99a71d79b3b7211505ef4219dbbcfce54e7197")
}

// UnpackProviderNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderNotSet(uint256 jobId)
func (escrow *Escrow) UnpackProviderNotSetError(raw []byte) (*EscrowProviderNotSet, error) {
	out := new(EscrowProviderNotSet)
	if err := escrow.abi.UnpackIntoInterface(out, "ProviderNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowRatingOutOfRange represents a RatingOutOfRange error raised by the Escrow contract.
type EscrowRatingOutOfRange struct {
	Rating uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingOutOfRange(uint8 rating)
func EscrowRatingOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x3e44328e163fde2e4a975eb2815a0d32797925aeb3d81097c60654f4371381b5")
}

// UnpackRatingOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingOutOfRange(uint8 rating)
func (escrow *Escrow) UnpackRatingOutOfRangeError(raw []byte) (*EscrowRatingOutOfRange, error) {
	out := new(EscrowRatingOutOfRange)
	if err := escrow.abi.UnpackIntoInterface(out, "RatingOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Escrow contract.
type EscrowSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func EscrowSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (escrow *Escrow) UnpackSafeERC20FailedOperationError(raw []byte) (*EscrowSafeERC20FailedOperation, error) {
	out := new(EscrowSafeERC20FailedOperation)
	if err := escrow.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowTransferShortfall represents a TransferShortfall error raised by the Escrow contract.
type EscrowTransferShortfall struct {
	Received *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TransferShortfall(uint256 received, uint256 expected)
func EscrowTransferShortfallErrorID() common.Hash {
	return common.HexToHash("0xaea7b7c04c93d58a8227f091c480b259c14bdbdf958a933c1fc9a3a2d7265654")
}

// UnpackTransferShortfallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TransferShortfall(uint256 received, uint256 expected)
func (escrow *Escrow) UnpackTransferShortfallError(raw []byte) (*EscrowTransferShortfall, error) {
	out := new(EscrowTransferShortfall)
	if err := escrow.abi.UnpackIntoInterface(out, "TransferShortfall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowUnknownJob represents a UnknownJob error raised by the Escrow contract.
type EscrowUnknownJob struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownJob(uint256 jobId)
func EscrowUnknownJobErrorID() common.Hash {
	return common.HexToHash("0x510aa5f06826d740de587fc177250838c7f20674aef37603d5ab5f52cef91ae8")
}

// UnpackUnknownJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownJob(uint256 jobId)
func (escrow *Escrow) UnpackUnknownJobError(raw []byte) (*EscrowUnknownJob, error) {
	out := new(EscrowUnknownJob)
	if err := escrow.abi.UnpackIntoInterface(out, "UnknownJob", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowWrongStatus represents a WrongStatus error raised by the Escrow contract.
type EscrowWrongStatus struct {
	JobId  *big.Int
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStatus(uint256 jobId, uint8 status)
func EscrowWrongStatusErrorID() common.Hash {
	return common.HexToHash("0xa5d15e1f94e40302e3f7050760870a95f04eb9d943cd2cb333833178258083d6")
}

// UnpackWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStatus(uint256 jobId, uint8 status)
func (escrow *Escrow) UnpackWrongStatusError(raw []byte) (*EscrowWrongStatus, error) {
	out := new(EscrowWrongStatus)
	if err := escrow.abi.UnpackIntoInterface(out, "WrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowZeroAddress represents a ZeroAddress error raised by the Escrow contract.
type EscrowZeroAddress struct {
	Field string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress(string field)
func EscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xeac0d389c49716e00950225b2d061b180e28fb59b99c072d274787c9e3b70914")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress(string field)
func (escrow *Escrow) UnpackZeroAddressError(raw []byte) (*EscrowZeroAddress, error) {
	out := new(EscrowZeroAddress)
	if err := escrow.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowZeroBudget represents a ZeroBudget error raised by the Escrow contract.
type EscrowZeroBudget struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroBudget(uint256 jobId)
func EscrowZeroBudgetErrorID() common.Hash {
	return common.HexToHash("0x5306ea0a7b6b4a93833d1e0f4b72feac473847710cf06ae53df15f4ee6c622f4")
}

// UnpackZeroBudgetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroBudget(uint256 jobId)
func (escrow *Escrow) UnpackZeroBudgetError(raw []byte) (*EscrowZeroBudget, error) {
	out := new(EscrowZeroBudget)
	if err := escrow.abi.UnpackIntoInterface(out, "ZeroBudget", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsMetaData contains all meta data concerning the ScriptedSettlements contract.
var ScriptedSettlementsMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"ledger_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"consumeRating\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIJobSettlements.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint96\",\"name\":\"amount\",\"type\":\"uint96\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"agentId\",\"type\":\"uint64\"},{\"internalType\":\"uint80\",\"name\":\"nonce\",\"type\":\"uint80\"}],\"name\":\"jobIdOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ratingTerms\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIJobSettlements.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint80\",\"name\":\"firstNonce\",\"type\":\"uint80\"},{\"internalType\":\"uint256\",\"name\":\"n\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"firstAgent\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"agents\",\"type\":\"uint64\"},{\"internalType\":\"uint96\",\"name\":\"amount\",\"type\":\"uint96\"}],\"name\":\"settleMany\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstJobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"noOutput\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"baked\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"shipped\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"criticRan\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"violations\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"hasBuyerRating\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"buyerRating\",\"type\":\"uint8\"}],\"indexed\":false,\"internalType\":\"structEscrow.Outcome\",\"name\":\"outcome\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"ledger\",\"type\":\"address\"}],\"name\":\"LedgerNotBound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotLedger\",\"type\":\"error\"}]",
	ID:  "9b1924e17440a2d91bcf7a7c2aeb7d4a13",
	Bin: "0x60e0806040523461013c57606081610aff803803809161001f8285610153565b83398101031261013c576100328161018a565b9061004b60406100446020840161018a565b920161018a565b916001600160a01b038316801515806100cb575b6100b9575060805260a05260c052604051610960908161019f8239608051818181610184015281816107f001526108fd015260a05181818160b3015281816101bd0152610939015260c05181818161046201526106b70152f35b6379a0237360e11b5f5260045260245ffd5b5060405163e2fdcc1760e01b8152602081600481855afa908115610148575f91610102575b506001600160a01b031630141561005f565b90506020813d602011610140575b8161011d60209383610153565b8101031261013c57516001600160a01b038116810361013c575f6100f0565b5f80fd5b3d9150610110565b6040513d5f823e3d90fd5b601f909101601f19168101906001600160401b0382119082101761017657604052565b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b038216820361013c5756fe6080806040526004361015610012575f80fd5b5f3560e01c908163123119cd146107a8575080634375469f146106db57806356397c351461066d5780636c0111071461057457806396c6584314610410578063c7b517d9146100db5763fc0c546a14610069575f80fd5b346100d7575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126100d757602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b5f80fd5b346100d75760a07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126100d75760043569ffffffffffffffffffff81168091036100d7576024359060443567ffffffffffffffff81168091036100d757610142610814565b6084356bffffffffffffffffffffffff81168091036100d7575f949294505f935f9567ffffffffffffffff73ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016941673ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016978115905b8781106101f457602089604051908152f35b816103e35767ffffffffffffffff8382061684019067ffffffffffffffff82116103b65769ffffffffffffffffffff8116860169ffffffffffffffffffff81116103b6577fffffffffffffffffffff000000000000000000000000000000000000000000009060b01b1675ffffffffffffffff00000000000000000000000000008360701b168817179181156103ad575b6040519260e084019084821067ffffffffffffffff831117610380577f356d644e93f9005d9b54e32553f8984d208b1dff01da07fb7fa8a8f0e38efaa46101a08f60ff878f978f9760019b84916040525f8152602081015f815260408201606083019160808401935f855267ffffffffffffffff60a08201975f895287600360c085019b5f8d52600188526001895206168752169d8e9a6040519b8c5260208c015260408b01525f60608b015251151560808a015251151560a089015251151560c088015251151560e0870152511661010085015251151561012084015251166101408201525f6101608201525f610180820152a4016101e2565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b99508199610285565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b346100d75760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126100d75760043561044a61082b565b5073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000163303610548578061049561054492610879565b90600160ff8260b01c161b9060b81c5f525f60205260405f209081541790556040519182918291909160e08061010083019480511515845260208101511515602085015260ff604082015116604085015260ff606082015116606085015273ffffffffffffffffffffffffffffffffffffffff608082015116608085015273ffffffffffffffffffffffffffffffffffffffff60a08201511660a085015260c081015160c08501520151910152565b0390f35b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346100d75760a07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126100d7576004356bffffffffffffffffffffffff81168091036100d75760243560ff811681036100d75760443560ff811681036100d7576105de610814565b916084359369ffffffffffffffffffff851685036100d7576cff0000000000000000000000006dff0000000000000000000000000075ffffffffffffffff00000000000000000000000000007fffffffffffffffffffff0000000000000000000000000000000000000000000060209860b01b169660701b169460681b169260601b1617171717604051908152f35b346100d7575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126100d757602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346100d75760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126100d757610544610718600435610879565b6040519182918291909160e08061010083019480511515845260208101511515602085015260ff604082015116604085015260ff606082015116606085015273ffffffffffffffffffffffffffffffffffffffff608082015116608085015273ffffffffffffffffffffffffffffffffffffffff60a08201511660a085015260c081015160c08501520151910152565b346100d7575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126100d75760209073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b6064359067ffffffffffffffff821682036100d757565b60405190610100820182811067ffffffffffffffff821117610380576040525f60e0838281528260208201528260408201528260608201528260808201528260a08201528260c08201520152565b9067ffffffffffffffff61088b61082b565b92600184528060b81c5f525f60205260405f2054600160ff8360b01c161b16151560208501526bffffffffffffffffffffffff811660e085015260ff8160601c16604085015260ff8160681c16606085015260701c1660c083015273ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016608083015273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001660a083015256",
}

// ScriptedSettlements is an auto generated Go binding around an Ethereum contract.
type ScriptedSettlements struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ScriptedSettlements) GetABI() abi.ABI {
	return c.abi
}

// NewScriptedSettlements creates a new instance of ScriptedSettlements.
func NewScriptedSettlements() *ScriptedSettlements {
	parsed, err := ScriptedSettlementsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ScriptedSettlements{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ScriptedSettlements) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address payer_, address token_, address ledger_) returns()
func (scriptedSettlements *ScriptedSettlements) PackConstructor(payer_ common.Address, token_ common.Address, ledger_ common.Address) []byte {
	enc, err := scriptedSettlements.abi.Pack("", payer_, token_, ledger_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (scriptedSettlements *ScriptedSettlements) PackConsumeRating(jobId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("consumeRating", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (scriptedSettlements *ScriptedSettlements) TryPackConsumeRating(jobId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("consumeRating", jobId)
}

// UnpackConsumeRating is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96c65843.
//
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (scriptedSettlements *ScriptedSettlements) UnpackConsumeRating(data []byte) (IJobSettlementsRatingTerms, error) {
	out, err := scriptedSettlements.abi.Unpack("consumeRating", data)
	if err != nil {
		return *new(IJobSettlementsRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IJobSettlementsRatingTerms)).(*IJobSettlementsRatingTerms)
	return out0, nil
}

// PackJobIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c011107.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobIdOf(uint96 amount, uint8 kind, uint8 explicitRating, uint64 agentId, uint80 nonce) pure returns(uint256)
func (scriptedSettlements *ScriptedSettlements) PackJobIdOf(amount *big.Int, kind uint8, explicitRating uint8, agentId uint64, nonce *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("jobIdOf", amount, kind, explicitRating, agentId, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c011107.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobIdOf(uint96 amount, uint8 kind, uint8 explicitRating, uint64 agentId, uint80 nonce) pure returns(uint256)
func (scriptedSettlements *ScriptedSettlements) TryPackJobIdOf(amount *big.Int, kind uint8, explicitRating uint8, agentId uint64, nonce *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("jobIdOf", amount, kind, explicitRating, agentId, nonce)
}

// UnpackJobIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6c011107.
//
// Solidity: function jobIdOf(uint96 amount, uint8 kind, uint8 explicitRating, uint64 agentId, uint80 nonce) pure returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackJobIdOf(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("jobIdOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLedger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56397c35.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ledger() view returns(address)
func (scriptedSettlements *ScriptedSettlements) PackLedger() []byte {
	enc, err := scriptedSettlements.abi.Pack("ledger")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLedger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56397c35.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ledger() view returns(address)
func (scriptedSettlements *ScriptedSettlements) TryPackLedger() ([]byte, error) {
	return scriptedSettlements.abi.Pack("ledger")
}

// UnpackLedger is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56397c35.
//
// Solidity: function ledger() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackLedger(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("ledger", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x123119cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payer() view returns(address)
func (scriptedSettlements *ScriptedSettlements) PackPayer() []byte {
	enc, err := scriptedSettlements.abi.Pack("payer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x123119cd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payer() view returns(address)
func (scriptedSettlements *ScriptedSettlements) TryPackPayer() ([]byte, error) {
	return scriptedSettlements.abi.Pack("payer")
}

// UnpackPayer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x123119cd.
//
// Solidity: function payer() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackPayer(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("payer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRatingTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4375469f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (scriptedSettlements *ScriptedSettlements) PackRatingTerms(jobId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("ratingTerms", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRatingTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4375469f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (scriptedSettlements *ScriptedSettlements) TryPackRatingTerms(jobId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("ratingTerms", jobId)
}

// UnpackRatingTerms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4375469f.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,uint8,uint8,address,address,uint256,uint256) t)
func (scriptedSettlements *ScriptedSettlements) UnpackRatingTerms(data []byte) (IJobSettlementsRatingTerms, error) {
	out, err := scriptedSettlements.abi.Unpack("ratingTerms", data)
	if err != nil {
		return *new(IJobSettlementsRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IJobSettlementsRatingTerms)).(*IJobSettlementsRatingTerms)
	return out0, nil
}

// PackSettleMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7b517d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleMany(uint80 firstNonce, uint256 n, uint64 firstAgent, uint64 agents, uint96 amount) returns(uint256 firstJobId)
func (scriptedSettlements *ScriptedSettlements) PackSettleMany(firstNonce *big.Int, n *big.Int, firstAgent uint64, agents uint64, amount *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("settleMany", firstNonce, n, firstAgent, agents, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettleMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7b517d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settleMany(uint80 firstNonce, uint256 n, uint64 firstAgent, uint64 agents, uint96 amount) returns(uint256 firstJobId)
func (scriptedSettlements *ScriptedSettlements) TryPackSettleMany(firstNonce *big.Int, n *big.Int, firstAgent uint64, agents uint64, amount *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("settleMany", firstNonce, n, firstAgent, agents, amount)
}

// UnpackSettleMany is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc7b517d9.
//
// Solidity: function settleMany(uint80 firstNonce, uint256 n, uint64 firstAgent, uint64 agents, uint96 amount) returns(uint256 firstJobId)
func (scriptedSettlements *ScriptedSettlements) UnpackSettleMany(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("settleMany", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (scriptedSettlements *ScriptedSettlements) PackToken() []byte {
	enc, err := scriptedSettlements.abi.Pack("token")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token() view returns(address)
func (scriptedSettlements *ScriptedSettlements) TryPackToken() ([]byte, error) {
	return scriptedSettlements.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackToken(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// ScriptedSettlementsJobCompleted represents a JobCompleted event raised by the ScriptedSettlements contract.
type ScriptedSettlementsJobCompleted struct {
	JobId          *big.Int
	AgentId        *big.Int
	Client         common.Address
	Provider       common.Address
	Token          common.Address
	Amount         *big.Int
	Reason         [32]byte
	Outcome        EscrowOutcome
	Kind           uint8
	ExplicitRating uint8
	Raw            *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsJobCompletedEventName = "JobCompleted"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsJobCompleted) ContractEventName() string {
	return ScriptedSettlementsJobCompletedEventName
}

// UnpackJobCompletedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCompleted(uint256 indexed jobId, uint256 indexed agentId, address indexed client, address provider, address token, uint256 amount, bytes32 reason, (bool,bool,bool,bool,uint8,bool,uint8) outcome, uint8 kind, uint8 explicitRating)
func (scriptedSettlements *ScriptedSettlements) UnpackJobCompletedEvent(log *types.Log) (*ScriptedSettlementsJobCompleted, error) {
	event := "JobCompleted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsJobCompleted)
	if len(log.Data) > 0 {
		if err := scriptedSettlements.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range scriptedSettlements.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (scriptedSettlements *ScriptedSettlements) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["LedgerNotBound"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackLedgerNotBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["NotLedger"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackNotLedgerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ScriptedSettlementsLedgerNotBound represents a LedgerNotBound error raised by the ScriptedSettlements contract.
type ScriptedSettlementsLedgerNotBound struct {
	Ledger common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LedgerNotBound(address ledger)
func ScriptedSettlementsLedgerNotBoundErrorID() common.Hash {
	return common.HexToHash("0xf34046e607281e5824c56faacd34b5f9668a4ec61373a86e0744f43e640c62bf")
}

// UnpackLedgerNotBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LedgerNotBound(address ledger)
func (scriptedSettlements *ScriptedSettlements) UnpackLedgerNotBoundError(raw []byte) (*ScriptedSettlementsLedgerNotBound, error) {
	out := new(ScriptedSettlementsLedgerNotBound)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "LedgerNotBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsNotLedger represents a NotLedger error raised by the ScriptedSettlements contract.
type ScriptedSettlementsNotLedger struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLedger(address caller)
func ScriptedSettlementsNotLedgerErrorID() common.Hash {
	return common.HexToHash("0x2e837ee88d330a7637303a1e28c317655020e5f5463d4aaf56f387eb6e73b99a")
}

// UnpackNotLedgerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLedger(address caller)
func (scriptedSettlements *ScriptedSettlements) UnpackNotLedgerError(raw []byte) (*ScriptedSettlementsNotLedger, error) {
	out := new(ScriptedSettlementsNotLedger)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "NotLedger", raw); err != nil {
		return nil, err
	}
	return out, nil
}
