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

// IEscrowDeployerEscrowParameters is an auto generated low-level Go binding around an user-defined struct.
type IEscrowDeployerEscrowParameters struct {
	Ledger           common.Address
	Asset            common.Address
	IdentityRegistry common.Address
	Index            uint32
	Owner            common.Address
	Arbiter          common.Address
	Treasury         common.Address
	PlatformFeeBps   uint16
	RatingHook       common.Address
}

// IEscrowJob is an auto generated low-level Go binding around an user-defined struct.
type IEscrowJob struct {
	Client          common.Address
	Status          uint8
	Provider        common.Address
	ExpiredAt       *big.Int
	Evaluator       common.Address
	SubmittedAt     *big.Int
	Budget          *big.Int
	Hook            common.Address
	PaymentToken    common.Address
	ProviderAgentId *big.Int
	Description     string
	SettledAmount   *big.Int
	PayoutReceiver  common.Address
}

// IRatingSourceRatingTerms is an auto generated low-level Go binding around an user-defined struct.
type IRatingSourceRatingTerms struct {
	Completed   bool
	Rateable    bool
	Rated       bool
	Kind        uint8
	Rating      uint8
	CompletedAt *big.Int
	Client      common.Address
	Budget      *big.Int
	AgentId     *big.Int
}

// EscrowMetaData contains all meta data concerning the Escrow contract.
var EscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"EVALUATION_GRACE_PERIOD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"HOOK_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_EXPIRY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_DELIVERY_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_EXPIRY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"QUOTE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"allowedPaymentTokens\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"approveClaim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"arbiter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"consumeRating\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"providerAgentId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"evaluatorFeeBP\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"expectedToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"enumIEscrow.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"submittedAt\",\"type\":\"uint48\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"paymentToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"providerAgentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"settledAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payoutReceiver\",\"type\":\"address\"}],\"internalType\":\"structIEscrow.Job\",\"name\":\"j\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"contractIERC721\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"index\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isDisputed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCounter\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"jobWords\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"head\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deal\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes[]\",\"name\":\"calls\",\"type\":\"bytes[]\"}],\"name\":\"multicall\",\"outputs\":[{\"internalType\":\"bytes[]\",\"name\":\"results\",\"type\":\"bytes[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"pendingClaimHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"platformFeeBP\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"platformTreasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ratingHook\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ratingTerms\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"rating\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"kind\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"}],\"name\":\"recordRating\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"rejectClaim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"payProvider\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newArbiter\",\"type\":\"address\"}],\"name\":\"setArbiter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"setBudgetWithQuote\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"status\",\"type\":\"bool\"}],\"name\":\"setHookWhitelist\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"status\",\"type\":\"bool\"}],\"name\":\"setPaymentTokenAllowed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payoutReceiver\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setPayoutReceiver\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"feeBP\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"setPlatformFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"settleClaim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"settledAmount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"submitClaim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"claimHash\",\"type\":\"bytes32\"}],\"name\":\"submittedClaimHash\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"whitelistedHooks\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousArbiter\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newArbiter\",\"type\":\"address\"}],\"name\":\"ArbiterChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"actor\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delta\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"ClaimApproved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"ClaimRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delta\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"ClaimSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delta\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"ClaimSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Disbursed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"payProvider\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"HookFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"status\",\"type\":\"bool\"}],\"name\":\"HookWhitelistUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobDisputed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pendingOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"owed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"name\":\"PaymentShortfall\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"status\",\"type\":\"bool\"}],\"name\":\"PaymentTokenAllowlistUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"actor\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutReceiver\",\"type\":\"address\"}],\"name\":\"PayoutReceiverSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"platformTreasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PlatformFeePaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"feeBP\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"PlatformFeeUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"actor\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"RatingHookFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delta\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"AgentIdsDisabled\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AgentNotOwned\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BudgetTooLarge\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ClaimAlreadySubmitted\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ClientCannotBeProvider\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyDeliverable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExceedsBudget\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpiryTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpiryTooShort\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FeesTooHigh\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FundingTooLate\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"GracePeriodActive\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"HookNotWhitelisted\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGasForHook\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidHook\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidQuoteSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"JobAlreadyPriced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ListFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoNewSettlement\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingClaim\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotAContract\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NotRateable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NotRecorded\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PaymentTokenMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PaymentTokenNotAllowed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PendingClaimExists\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProviderCannotBeEvaluator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"QuoteExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"rating\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"kind\",\"type\":\"uint256\"}],\"name\":\"RecordOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UnexpectedFundedAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "2f94a71a81b891298d0576b3849a4b1892",
	Bin: "0x610120806040523461045857630890357360e41b815261012081600481335afa908115610463575f9161035b575b5080516001600160a01b0316158015610346575b8015610331575b61030d5760a0810180519091906001600160a01b031615801561031c575b61030d5760e08101906103e861ffff835116116102fe5780516001600160a01b0390811660809081526020830151821660a052604080840151831660c090815260608086015163ffffffff1660e05261010080870151861690529285018051600180546001600160a01b031916918716919091179055875160035488519390970180519451909994989097949695880195909492939116906001600160401b038611888710176102ea5760409586525f80895261ffff82811660208b8101919091526001600160a01b03808d169b8a019b909b5282546001600160f01b03191693891b69ffff0000000000000000169390931760509b909b1b600160501b600160f01b03169a909a1781556001600160a81b031990931691909117600160a01b17600355818052600681527f54cdd369e4e8a8515e52ca72ec816c2101831ad1f18bf44102ed171459c9b4f8805460ff19166001179055915193517ff0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca4849792969095929416907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08180a3516001600160a01b03165f7f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a748180a3519451941681526001600160a01b0390931692a260405161593c90816104838239608051818181611bd30152612510015260a051818181612232015281816126b00152818161384f0152818161442f0152615730015260c0518181816135bd015281816144a20152614537015260e05181612cf40152610100518181816114140152818161169c01528181612be701528181614dcf01528181614e6201528181614ef50152614f880152f35b634e487b7160e01b5f52604160045260245ffd5b63192069c360e31b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b5060c08101516001600160a01b031615610066565b5060808101516001600160a01b031615610048565b5060208101516001600160a01b031615610041565b90506101203d811161045c575b601f8101601f191682016001600160401b038111838210176102ea5761012091839160405281010312610458576040519061012082016001600160401b038111838210176102ea576040526103bc8161046e565b82526103ca6020820161046e565b60208301526103db6040820161046e565b6040830152606081015163ffffffff811681036104585760608301526104036080820161046e565b608083015261041460a0820161046e565b60a083015261042560c0820161046e565b60c083015260e081015161ffff811681036104585760e083015261044c906101000161046e565b6101008201525f61002d565b5f80fd5b503d610368565b6040513d5f823e3d90fd5b51906001600160a01b03821682036104585756fe6080806040526004361015610012575f80fd5b5f3560e01c908163070423c9146135e157508063134e18f41461359e578063165fbf71146133a6578063176a9da71461318a5780631c9c088a146131185780631f989ec814612d445780632833609814612d185780632986c0e514612cd85780632c5848ae14612bb75780632c8b9c5b146129f65780632f0e31f4146129dc5780632f13dfe7146126f65780633644e515146126d457806338d52e0f146126915780634006522b1461267457806341d71a501461263457806341dd26f5146126085780634375469f1461255a57806350355d76146125345780635088d8be146102bb57806356397c35146124f15780635d0e9ca014612282578063697d312a146122065780636d3b96c3146121c957806379ba50971461215d5780637ccc586e1461212c5780638cd24c9a14611d515780638da5cb5b14611d2b57806396c6584314611bac5780639e63798d14611992578063ac52954314611968578063ac9650d8146117d5578063b4d884f6146116c0578063b78e29d81461167d578063b96716901461165f578063bede5eca14611643578063bf22c4571461151c578063ce79eb60146113d0578063cec789bb14611345578063d127c86714611194578063d2fd101b14610f6f578063d55be8c614610f53578063d75bbdf314610d71578063de847ff814610c74578063e138818c14610c4c578063e30c397814610c26578063e8bcf10414610a51578063ef98d86414610472578063f2fde38b146103e1578063f3302b89146102fa578063f7581615146102c0578063faf548f6146102bb578063fe25e00a146102955763ff96092a1461026e575f80fd5b34610291575f36600319011261029157602061ffff5f5460401c16604051908152f35b5f80fd5b34610291575f3660031901126102915760206001600160a01b0360035416604051908152f35b613746565b34610291575f3660031901126102915760206040517fad844b01828fa5171fc60f82649593cfe7afb621b338b7d29de49c8c283c42258152f35b3461029157610308366136bc565b9260ff5f9392935c166103b957600160ff195f5c16175f5d6103298561422e565b60078160a01c16158015906103a6575b61037e576001600160a01b03811633036103705785610366965f526008602052339160405f205491615154565b60ff195f5c165f5d005b6282b42960e81b5f5260045ffd5b7f8e78f0cb000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8160ae1c16421015610339565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610291576020366003190112610291576001600160a01b036104026136a6565b61040a614451565b16801561044a57806001600160a01b03196002541617600255337f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227005f80a3005b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b346102915760e03660031901126102915761048b6136a6565b610493613690565b65ffffffffffff60443516604435036102915760643567ffffffffffffffff8111610291576104c6903690600401613626565b929091608435916001600160a01b03831683036102915760a4359460c43567ffffffffffffffff811161029157610501903690600401613626565b92909360ff5f5c166103b957600160ff195f5c16175f5d879461012c42018042116109305765ffffffffffff604435161115610a29576301e1338042018042116109305765ffffffffffff6044351611610a0157336001600160a01b038416146109d9576001600160a01b0382161561044a576001600160a01b0383166001600160a01b038316146109b1576001600160a01b0387161515958680610991575b610969575f996001600160a01b0385166109445750505f935b6105c2613f57565b90600167ffffffffffffffff835116019967ffffffffffffffff8b116109305760209b8b6107099467ffffffffffffffff821681525f548f69ffff00000000000000009083015160401b167dffffffffffffffffffffffffffffffffffffffff00000000000000000000604084015160501b16917fffff00000000000000000000000000000000000000000000000000000000000067ffffffffffffffff861691161717175f558b336001600160a01b038a16036108f6575b6108b9575b8e015161ffff8116610885575b505060048116610869575b67ffffffffffffffff8c165f5260078d527b3fffffffffffc000000000000000000000000000000000000000000060443560ae1b169060a31b6001600160a01b038816171760405f205567ffffffffffffffff8b165f5260088c523360405f205567ffffffffffffffff8b16615329565b6040516001600160a01b038316815265ffffffffffff604435168a8201526001600160a01b03881660408201526001600160a01b0384169033907f834a72f190664642fdcd90aae4371388adece09d5bbc96f411c84fc61b3e31aa606067ffffffffffffffff8d1692a46001600160a01b0387166107f757505050505060405161079385826137d5565b5f8152905b6107b9575b505060ff195f5c165f5d67ffffffffffffffff60405191168152f35b7fef98d864000000000000000000000000000000000000000000000000000000006107ef9267ffffffffffffffff8516906154cb565b50828061079d565b6001600160a01b0394610863948661085594604051988997338f8a015216604088015216606086015265ffffffffffff6044351660808601526001600160a01b03891660a086015260c085015260e080850152610100840191613786565b03601f1981018352826137d5565b90610798565b67ffffffffffffffff8c165f52600d8d528760405f2055610698565b67ffffffffffffffff60106cffff000000000000000000000093941793165f5260098f5260581b1660405f20558b8e61068d565b9160028f91179267ffffffffffffffff83165f52600b82528d6001600160a01b0360405f2091166001600160a01b03198254161790559050610680565b50916001179167ffffffffffffffff82165f52600a8f528b60405f206001600160a01b038a166001600160a01b031982541617905561067b565b634e487b7160e01b5f52601160045260245ffd5b80959195610953575b506105ba565b610960919a50849061452c565b6004988a61094d565b7fa04b28ec000000000000000000000000000000000000000000000000000000005f5260045ffd5b506001600160a01b0388165f52600660205260ff60405f205416156105a1565b7f0cc64429000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f2232259f000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fb40b2a0e000000000000000000000000000000000000000000000000000000005f5260045ffd5b7ff7a0748c000000000000000000000000000000000000000000000000000000005f5260045ffd5b3461029157610a5f36613654565b9260ff5f9392935c166103b957600160ff195f5c16175f5d610a808561422e565b92855f52600860205260405f2054906001600160a01b038216330361037057600160078660a01c1614801590610c13575b61037e57869382610ac5858795898761434b565b9060405198899485338383888c6020860194610ae0956137a6565b03601f1981018752610af290876137d5565b83610afd8b896143d9565b9a8b946001600160a01b03861615159b7fdeb90a7ac927c87e86c5eb712663e5b02025529d9a390898bdf8db9d3b394d0799610b87978e610bf8575b5050610b53836cffff0000000000000000000000926147c4565b168b17918a5f5260096020528260405f20558a5f526007602052600160a71b811760405f2055633a2f3c4160e21b8b614bcd565b837f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e60408051888152846020820152a26040805195865260208601919091528401523392606090a3610bdd5760ff195f5c165f5d005b610bef92633a2f3c4160e21b916154cb565b50808080610366565b610c0a92633a2f3c4160e21b91615463565b50898e8e610b39565b5063ffffffff8560ae1c16421015610ab1565b34610291575f3660031901126102915760206001600160a01b0360025416604051908152f35b34610291575f3660031901126102915760206001600160a01b035f5460501c16604051908152f35b3461029157610c8236613610565b9060ff5f5c166103b957600160ff195f5c16175f5d610ca08161422e565b600260078260a01c1614801590610d62575b8015610d4f575b61037e57815f5260086020526001600160a01b0360405f20541633141580610d3c575b61037057750200000000000000000000000000000000000000000090825f5260076020521760405f20556040519182527f77054bb8480d9f04c6a50ecbd5d85b6028a947b530b85865293a5817e7e3776f60203393a360ff195f5c165f5d005b506001600160a01b038116331415610cdc565b5063ffffffff8160ae1c16421015610cb9565b5060408160a31c161515610cb2565b3461029157610d7f36613713565b9160ff5f9492945c166103b957600160ff195f5c16175f5d610da08261422e565b90825f52600860205260405f205490600260078460a01c1614801590610f34575b61037e576001600160a01b03610dd8838587614274565b1633036103705760405194610e0586610df7838a863360208601613abe565b03601f1981018852876137d5565b610e0f84866143d9565b916001600160a01b03831615159182610f1b575b63ffffffff8660ae1c1690610e108201809211610930576103669988978a97610eb194428111610f065750600360a01b5f5b60e71b6001687ffffffffffffffff960a01b03841617178a5f52600760205260405f2055610e83828b6147c4565b90610eaa6affffffffffffffffffffff831669ffffffffffffffffffff8360a01c16613a19565b928b614a27565b604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460203393a3610eeb575b505050614ef2565b610efd9263d75bbdf360e01b916154cb565b50808285610ee3565b610f16600360a01b914290613a19565b610e55565b610f2e8863d75bbdf360e01b8987615463565b50610e23565b5063ffffffff8360ae1c16610e10810180911161093057421015610dc1565b34610291575f3660031901126102915760206040516103e88152f35b346102915760403660031901126102915760043560243567ffffffffffffffff811161029157610fa3903690600401613626565b9060ff5f5c166103b957600160ff195f5c16175f5d610fc18361422e565b9060078260a01c16906002821161037e576002820361115f5763ffffffff8360ae1c16610e1081018091116109305742106111375761101c905b61100e604051958692336020850161380b565b03601f1981018552846137d5565b61102682856143d9565b9061103284868461462c565b63ffffffff8360ae1c16610e108101809111610930576110b792859287924281116111225750600560a01b5f5b60e71b6001687ffffffffffffffff960a01b0388161717835f52600760205260405f2055151594856110d5575b50817f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a2614693565b6110c55760ff195f5c165f5d005b6110ce91614e5f565b8080610366565b61111c90835f5260086020526111156affffffffffffffffffffff6110ff60405f205493876147c4565b1669ffffffffffffffffffff8360a01c16613a19565b90846147df565b8761108c565b611132600560a01b914290613a19565b61105f565b7f478f84e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b60a383901c6020161561117b57633ebe133d60e11b5f5260045ffd5b63ffffffff8360ae1c16421061037e5761101c90610ffb565b346102915760a03660031901126102915760043560443560643560243560843567ffffffffffffffff8111610291576111d1903690600401613626565b9160ff5f5c166103b957600160ff195f5c16175f5d6111ef8661422e565b92865f52600860205260405f20546001600160a01b0381163314159081611331575b81611312575b5061037057600160078560a01c160361037e57828161124061100e9361126c968a878a8e6142a8565b6040519788943360208701526040860152606085015286608085015260a08085015260c0840191613786565b61127681856143d9565b91600160a81b196001600160a01b038416151592836112f9575b865f52600f6020525f6040812055865f5260076020521660405f2055604051908152847f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a36112e75760ff195f5c165f5d005b610bef9263d127c86760e01b916154cb565b61130c8663d127c86760e01b8988615463565b50611290565b6001600160a01b03915061132790868a614274565b1633141588611217565b336001600160a01b03871614159150611211565b346102915760203660031901126102915760806004355f90805f52600760205260405f205491815f52600860205260405f205491611384838583614274565b9060048560a31c166113b4575b506001600160a01b03919260405194855260208501521660408301526060820152f35b6001600160a01b0392505f52600d60205260405f205491611391565b34610291576040366003190112610291576113e96136a6565b6113f1613704565b6113f9614451565b6001600160a01b03821691821561044a576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168314611490578190816114b8575b506114905760207f7ee54953080e392a475a25b6acacb85417ca4e1953293c90934233ca1361251091835f526006825260405f209015159060ff1981541660ff8316179055604051908152a2005b7f9c9d8823000000000000000000000000000000000000000000000000000000005f5260045ffd5b90506114c3816157a0565b908161150a575b816114d8575b501583611442565b61150491507f7ff6bc9e0000000000000000000000000000000000000000000000000000000090615847565b836114d0565b9050611515816157fd565b15906114ca565b3461029157602036600319011261029157611538600435613fa4565b60405190602082526001600160a01b038151166020830152602081015190600682101561162f57829160408301526001600160a01b03604082015116606083015265ffffffffffff60608201511660808301526001600160a01b0360808201511660a083015265ffffffffffff60a08201511660c083015260c081015160e08301526001600160a01b0360e0820151166101008301526001600160a01b03610100820151166101208301526101208101516101408301526001600160a01b036101806116176101408401516101a06101608701526101c0860190613762565b92610160810151828601520151166101a08301520390f35b634e487b7160e01b5f52602160045260245ffd5b34610291575f36600319011261029157602060405161012c8152f35b34610291575f3660031901126102915760206040516301e133808152f35b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291576040366003190112610291576004356116dc613690565b906116e5614451565b6001600160a01b03821691821561044a576103e882116117ad577ff0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca4849160209167ffffffffffffffff611735613f57565b61ffff84168582015286604082015251167fffff0000000000000000000000000000000000000000000000000000000000007dffffffffffffffffffffffffffffffffffffffff000000000000000000005f549360501b1692161769ffff00000000000000008360401b1617175f55604051908152a2005b7fc9034e18000000000000000000000000000000000000000000000000000000005f5260045ffd5b346102915760203660031901126102915760043567ffffffffffffffff811161029157366023820112156102915780600401359067ffffffffffffffff8211610291573660248360051b830101116102915761183082613ee8565b9161183e60405193846137d5565b808352601f1961184d82613ee8565b015f5b818110611957575050905f9060421981360301915b838110156118f05760248160051b830101358381121561029157820160248101359067ffffffffffffffff821161029157604401813603811361029157815f92918392604051928392833781018381520390305af46118c2613f00565b90156118e857906001916118d68288613f2f565b526118e18187613f2f565b5001611865565b602081519101fd5b846040518091602082016020835281518091526040830190602060408260051b8601019301915f905b82821061192857505050500390f35b919360019193955060206119478192603f198a82030186528851613762565b9601920192018594939192611919565b806060602080938801015201611850565b34610291576020366003190112610291576004355f52600f602052602060405f2054604051908152f35b34610291576119a036613713565b919060ff5f5c166103b957600160ff195f5c16175f5d6119bf8461422e565b9160078360a01c1660018114159081611b78575b5061037e5763ffffffff8360ae1c1642101561037e576001600160a01b03831633036103705760208360a31c16611b0e575b611a0f83866143d9565b926060946001600160a01b03851615159384611ac3575b5050600160a11b907fffffff8000003ffffffffff8ffffffffffffffffffffffffffffffffffffffff611a624263ffffffff8460ae1c16613a19565b60ce1b91161717855f52600760205260405f2055604051908152847f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a3611ab15760ff195f5c165f5d005b610bef92639e63798d60e01b916154cb565b84965090611ae5600160a11b9392610855604051938492883360208601613abe565b8096611af4575b819250611a26565b611b0790639e63798d60e01b8988615463565b5087611aec565b91600160a81b1990855f52600f6020525f604081205516916040517f737570657273656465642d62792d7375626d69740000000000000000000000008152857f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a3611a05565b1580159150611b88575b866119d3565b50845f52600860205269ffffffffffffffffffff60405f205460a01c161515611b82565b3461029157602036600319011261029157600435611bc8613d17565b506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016330361037057611c0281613d6c565b805115611cff57602081015115611cd357611cb291604082015115611cb6575b50604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b5f9081526007602052604090208054600160ab1b17905582611c22565b507ff2b038f2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507f818dd4e3000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610291575f3660031901126102915760206001600160a01b0360015416604051908152f35b346102915760c036600319011261029157611d6a613690565b60643567ffffffffffffffff811161029157611d8a903690600401613626565b9060843560a43567ffffffffffffffff811161029157611dae903690600401613626565b60ff5f9692965c166103b957600160ff195f5c16175f5d611dd060043561422e565b9560078760a01c1615801590612119575b61037e576001600160a01b038716156120f1578342116120c9576004355f52600860205260405f2054938460f81c6120a157848787611e23838c600435614274565b6004355f52600e6020528b60405f20604051905f90805490611e4482613eb0565b808552916001811690811561207d5750600114612031575b50507fad844b01828fa5171fc60f82649593cfe7afb621b338b7d29de49c8c283c422596936020969363ffffffff84611ea6611fde9e9d9c99966001600160a01b039603826137d5565b8981519101209184611eba826004356143d9565b9460a383901c60041615612026576004355f52600d8c5281611ef760405f2054995b61ffff611eeb876004356147c4565b60581c169b3691613e7a565b8d81519101209a6040519d8e019e8f528d60406004359101521660608d015281831660808d01521660a08b015260ae1c1660c089015260e0880152166101008601526101208501526101408401526001600160a01b0388166101608401526044356101808401526101a08301526101c08201526101c08152611f7b6101e0826137d5565b519020611f86613a26565b906040519060208201927f190100000000000000000000000000000000000000000000000000000000000084526022830152604282015260428152611fcc6062826137d5565b5190206001600160a01b038916615018565b15611ffe5761036694604435926001600160a01b03821691600435615154565b7f9c584f54000000000000000000000000000000000000000000000000000000005f5260045ffd5b81611ef75f99611edc565b5f908152602081209092505b81831061205557505081016020908101908490611e5c565b91949750945060019195506020925080548385880101520191018b938d918c948c979461203d565b60ff191660208681019190915292151560051b85018301935086929150611e5c9050565b7fd42b315e000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f8727a7f9000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fa9456d43000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8760ae1c16421015611de1565b34610291576020366003190112610291576004355f52600760205260206040805f205460a31c161515604051908152f35b34610291575f366003190112610291576002546001600160a01b0381163303610370576001600160a01b031990600154336001600160a01b0382167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a38216331760015516600255005b34610291576020366003190112610291576001600160a01b036121ea6136a6565b165f526006602052602060ff60405f2054166040519015158152f35b34610291576020366003190112610291576001600160a01b036122276136a6565b166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681148015612268575b6020906040519015158152f35b505f526004602052602061010060405f205416151561225b565b346102915761229036613654565b60ff5f949392945c166103b957600160ff195f5c16175f5d6122b18561422e565b916001600160a01b038316330361037057600160078460a01c16148015906124de575b61037e5780156124b65760208360a31c166124a757855f5260086020526123018460405f2054858961434b565b94604051956123298761231b8685878b33602087016137a6565b03601f1981018952886137d5565b61233385896143d9565b956001600160a01b0387161515958661248e575b612352368786613e7a565b602081519101206040516123818161085560208201948a88876040919493926060820195825260208201520152565b519020938a5f52601060205260405f20855f5260205260ff60405f205416612466578a957501000000000000000000000000000000000000000000612443937f2fa4d424ce768f034f78800a9af17c04fc6d1ea6f875f23847cc5d93ad89664c97895f52601060205260405f20815f5260205260405f20600160ff19825416179055895f52600f60205260405f2055885f5260076020521760405f20556040519485948552602085015260408401526080606084015233966080840191613786565b0390a36124545760ff195f5c165f5d005b610bef926302e874e560e51b916154cb565b7faebf5f2b000000000000000000000000000000000000000000000000000000005f5260045ffd5b6124a1896302e874e560e51b8c8b615463565b50612347565b633ebe133d60e11b5f5260045ffd5b7fe21765e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8360ae1c164210156122d4565b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291575f36600319011261029157602067ffffffffffffffff5f5416604051908152f35b3461029157602036600319011261029157611cb2612579600435613d6c565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b346102915761261636613713565b9160ff5f5c166103b95761036693600160ff195f5c16175f5d613ae3565b346102915760203660031901126102915760206affffffffffffffffffffff61266b600435805f526007845260405f2054906147c4565b16604051908152f35b34610291575f36600319011261029157602060405162030d408152f35b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291575f3660031901126102915760206126ee613a26565b604051908152f35b3461029157608036600319011261029157600435612712613704565b906044359060643567ffffffffffffffff811161029157612737903690600401613626565b939060ff5f5c166103b957600160ff195f5c16175f5d6127568361422e565b6001600160a01b0360035416330361037057600260078260a01c16148015906129ce575b80156129af575b61037e57835f52600860205260405f20549560405195336020880152841515948560408901528160608901526080808901526127d3886127c560a082018689613786565b03601f1981018a52896137d5565b6127dd84886143d9565b926127e9898986614594565b81156129a7576003955b63ffffffff8660ae1c1695610e108701809711610930576103669b61290e998c998c9942811161297957507c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff5f5b60e71b9160a01b166001687ffffffffffffffff960a01b0385161717895f52600760205260405f2055604051908152866020820152887f24d4e6be3d5daa51cc3575eaa9e017c6d8234078e8e68db6e6309b7647a3d9b960403393a36128a482896147c4565b941561291357936128dc946128d56affffffffffffffffffffff831669ffffffffffffffffffff8360a01c16613a19565b9289614835565b604051908152827f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460203393a3614600565b614dcc565b925050506129406affffffffffffffffffffff612947931669ffffffffffffffffffff8360a01c16613a19565b90856147df565b604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3614600565b6129a27c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff914290613a19565b61283e565b6004956127f3565b5063ffffffff8160ae1c16610e10810180911161093057421015612781565b5060408160a31c161561277a565b34610291575f3660031901126102915760206040515f8152f35b3461029157612a04366136bc565b60ff5f9493945c166103b957600160ff195f5c16175f5d612a248561422e565b92855f52600860205260405f20549160078560a01c1615801590612ba4575b61037e576001600160a01b0383163303610370576001600160a01b03851661037e576001600160a01b03821692831561044a573384146109d957612a906001600160a01b0391878a614274565b1683146109b1578591612aba612ac8928415159687612b95575b604051998a9433602087016139eb565b03601f1981018752866137d5565b816001600160a01b0319612adc86896143d9565b956001600160a01b03871615159586612b7c575b612b51575b885f526007602052161760405f2055604051908152857f21f4f63d2d6282b1becc3aed20af00f5ed0e2c21cde93b6805915ac97afba51d60203393a4612b3f5760ff195f5c165f5d005b610bef92632c8b9c5b60e01b916154cb565b7420000000000000000000000000000000000000000090895f52600d6020528460405f205517612af5565b612b8f89632c8b9c5b60e01b8c8b615463565b50612af0565b612b9f848761452c565b612aaa565b5063ffffffff8560ae1c16421015612a43565b34610291576080366003190112610291576064356004356024356044358315158403610291576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163314801590612cc1575b61037057606482118015612cb7575b612c8857825f52600760205260405f2054600160aa1b811661037e57600160aa1b91845f52600760205260ac1b171760405f2055815f52600860205260405f2054925f14612c81576080915b5f5260086020521760f01b1760405f20555f80f35b5f91612c6c565b907f0d4e7a59000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b5060028111612c20565b5060015c6001840190818511610930571415612c11565b34610291575f36600319011261029157602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461029157604036600319011261029157612d42612d346136a6565b612d3c613704565b9061382b565b005b3461029157612d52366136bc565b929160ff5f5c166103b957600160ff195f5c16175f5d612d718561422e565b92855f52600860205260405f205460078560a01c1661037e576001600160a01b0381163303610370576001600160a01b0385169081156120f15763ffffffff8660ae1c1642101561037e57610e1042018042116109305763ffffffff8760ae1c16106130f0576001600160a01b0380612dec8360f81c614402565b16931683036130c85760a01c69ffffffffffffffffffff169283036130a05760048560a31c1615159081613082575b5061305a57612e2a84876143d9565b936060956001600160a01b0386161515948561300b575b5050600760a01b19600160a01b91885f526007602052161760405f205581612eb2575b50604051908152847fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a3612ea05760ff195f5c165f5d005b610bef926303f313d960e31b916154cb565b604051906370a0823160e01b8252306004830152602082602481845afa918215612fcb575f92612fd6575b506020602491612f346040517f23b872dd0000000000000000000000000000000000000000000000000000000084820152338582015230604482015286606482015260648152612f2e6084826137d5565b82615893565b604051928380926370a0823160e01b82523060048301525afa908115612fcb575f91612f99575b508282018092116109305703612f715785612e64565b7f5d8b7d2c000000000000000000000000000000000000000000000000000000005f5260045ffd5b90506020813d602011612fc3575b81612fb4602093836137d5565b81010312610291575187612f5b565b3d9150612fa7565b6040513d5f823e3d90fd5b9091506020813d602011613003575b81612ff2602093836137d5565b810103126102915751906020612edd565b3d9150612fe5565b85975091600760a01b1991613032600160a01b94610855604051938492336020850161380b565b8098613040575b5091612e41565b613053906303f313d960e31b8b8a615463565b5089613039565b7f9bf4bf7b000000000000000000000000000000000000000000000000000000005f5260045ffd5b6130999150875f52600d60205260405f2054614465565b1587612e1b565b7f99b0fc87000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fae4f082b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f1cb82473000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610291576020366003190112610291576001600160a01b036131396136a6565b613141614451565b16801561044a576001600160a01b0319600354826001600160a01b0382167f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a745f80a31617600355005b34610291576060366003190112610291576004356131a6613690565b60443567ffffffffffffffff8111610291576131c6903690600401613626565b909160ff5f5c166103b957600160ff195f5c16175f5d6131e58461422e565b9060078260a01c1615801590613393575b61037e576001600160a01b0382163303610370576001600160a01b0316913083148015613360575b6133385761324b9061100e6040519586923360208501528660408501526060808501526080840191613786565b61325581856143d9565b916001600160a01b0383161515918261331f575b855f52600c60205260405f20826001600160a01b031982541617905581155f14613303577fffffffffffffffffffffffbfffffffffffffffffffffffffffffffffffffffff165b855f52600760205260405f205533857f90e1fcf3b0502e4b533632023cd923a851b2c5e583e887e2cd2b342ca46a6d805f80a46132f15760ff195f5c165f5d005b610bef9263176a9da760e01b916154cb565b74400000000000000000000000000000000000000000176132b0565b6133328563176a9da760e01b8887615463565b50613269565b7f1e4ec46b000000000000000000000000000000000000000000000000000000005f5260045ffd5b50821515801561321e5750845f5260086020526001600160a01b0361338b60405f205460f81c614402565b16831461321e565b5063ffffffff8260ae1c164210156131f6565b34610291576133b436613654565b9260ff5f9392935c166103b957600160ff195f5c16175f5d6133d58561422e565b91855f52600860205260405f2054936001600160a01b03851633141580613581575b61037057600160078560a01c160361037e578691829161341b888284888a886142a8565b6134278588888661434b565b9060405198899182338383888c6020860194613442956137a6565b03601f198101845261345490846137d5565b8361345f8a886143d9565b9a8b6001600160a01b03811615159b7f4ff0d1f3daa68b825fd51377440826794c2c1db9891ec768baebca503992c2b7996134fe97600160a81b19938f613566575b50505f52600f6020525f604081205516906cffff00000000000000000000006134ca838c6147c4565b168b17918a5f5260096020528260405f20558a5f526007602052600160a71b811760405f205563165fbf7160e01b8b614bcd565b837f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e60408051888152846020820152a26040805195865260208601919091528401523392606090a36135545760ff195f5c165f5d005b610bef9263165fbf7160e01b916154cb565b6135789263165fbf7160e01b91615463565b508a8f8f6134a1565b506001600160a01b0361359586868a614274565b163314156133f7565b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291576020906135f236613610565b905f526010835260405f20905f52825260ff60405f20541615158152f35b6040906003190112610291576004359060243590565b9181601f840112156102915782359167ffffffffffffffff8311610291576020838186019501011161029157565b906080600319830112610291576004359160243591604435916064359067ffffffffffffffff82116102915761368c91600401613626565b9091565b602435906001600160a01b038216820361029157565b600435906001600160a01b038216820361029157565b90608060031983011261029157600435916024356001600160a01b03811681036102915791604435916064359067ffffffffffffffff82116102915761368c91600401613626565b60243590811515820361029157565b60606003198201126102915760043591602435916044359067ffffffffffffffff82116102915761368c91600401613626565b34610291575f366003190112610291576020604051610e108152f35b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b908060209392818452848401375f828201840152601f01601f1916010190565b90926080926001600160a01b036137d29795168352602083015260408201528160608201520191613786565b90565b90601f8019910116810190811067ffffffffffffffff8211176137f757604052565b634e487b7160e01b5f52604160045260245ffd5b6040906001600160a01b036137d295931681528160208201520191613786565b90613834614451565b6001600160a01b03821691821561044a576001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001683146139b8573b1561399057815f52600460205260ff60405f20541680156138de575b7fc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f39160209181156138d957610100175b845f526004835260405f20556040519015158152a2565b6138c2565b5060035460ff8160a01c1660ff8114613968576001019160ff8311610930577fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff90911660a083901b74ff0000000000000000000000000000000000000000161760035560ff9091165f81815260056020526040902080546001600160a01b03191684179055613892565b7f9171c7a8000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f09ee12d5000000000000000000000000000000000000000000000000000000005f5260045ffd5b5015610370577fc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f3602060405160018152a2565b90926001600160a01b03608093816137d2989616845216602083015260408201528160608201520191613786565b9190820391821161093057565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527ffc227d9797b1aad898b0e8814fe8f22df4e12c78d5a19a5decc613f77b27b77560408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a08152613ab860c0826137d5565b51902090565b6137d294926001600160a01b0360609316825260208201528160408201520191613786565b929190613aef8461422e565b845f52600860205260405f20549060078160a01c1693841594855f14613cd157506001600160a01b03831633141580613cbe575b610370575b60208260a31c16613c6f575b613b4c90612aba604051978892873360208601613abe565b613b5681876143d9565b93613bde579483613bd793613ba587946129406affffffffffffffffffffff6110ff613bdc9c613b888a8a809e6146bf565b613b924282614752565b895f52600760205260405f2055886147c4565b604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3614726565b614f85565b565b919050613bfe6001600160a01b03841615159283613c56575b4290614752565b855f52600760205260405f2055604051908152847fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3613c4157505050565b613c53926341dd26f560e01b916154cb565b50565b613c69866341dd26f560e01b8988615463565b50613bf7565b90600160a81b19613b4c91885f52600f6020525f60408120551691604051858152887f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a39050613b34565b506001600160a01b038216331415613b23565b60018114908115613d0c575b501561037e576001600160a01b03613cf684848a614274565b16330315613b28576282b42960e81b5f5260045ffd5b60029150145f613cdd565b60405190610120820182811067ffffffffffffffff8211176137f7576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b90613d75613d17565b91805f52600760205260405f2054600160aa1b811615613e5a57815f52600860205260405f205460018552607f8160f01c6080811615156020880152600160ab1b84161515604088015260038460ac1c16606088015216608086015263ffffffff8260ae1c1690610e1082018092116109305764ffffffffff613e0769ffffffffffffffffffff938560e71c90613a19565b1660a08701526001600160a01b03811660c087015260a01c1660e085015260048160a31c1615155f14613e4a57505f52600d60205260405f20545b610100830152565b6001600160a01b03915016613e42565b5050565b67ffffffffffffffff81116137f757601f01601f191660200190565b929192613e8682613e5e565b91613e9460405193846137d5565b829481845281830111610291578281602093845f960137010152565b90600182811c92168015613ede575b6020831014613eca57565b634e487b7160e01b5f52602260045260245ffd5b91607f1691613ebf565b67ffffffffffffffff81116137f75760051b60200190565b3d15613f2a573d90613f1182613e5e565b91613f1f60405193846137d5565b82523d5f602084013e565b606090565b8051821015613f435760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b604051906060820182811067ffffffffffffffff8211176137f7576040528160406001600160a01b035f5467ffffffffffffffff8116845261ffff81841c16602085015260501c16910152565b90604051916101a0830183811067ffffffffffffffff8211176137f7576040525f83525f60208401525f60408401525f60608401525f60808401525f60a08401525f60c08401525f60e08401525f6101008401525f61012084015260606101408401525f6101608401525f61018084015282815f52600760205260405f20549081156142285750815f52600860205260405f20546001600160a01b038116855260078260a01c16600681101561162f576001600160a01b03916140e2916020880152828416604088015263ffffffff8460ae1c168060608901528361408a838789614274565b1660808901526301ffffff8560ce1c169081155f1461421257505065ffffffffffff5f5b1660a088015269ffffffffffffffffffff8160a01c1660c0880152826140d485876143d9565b1660e088015260f81c614402565b1661010085015260a381901c90600482161561420c57825f52600d60205260405f20545b610120860152825f52600e60205260405f20604051905f9080549061412a82613eb0565b80855291600181169081156141e757506001146141ac575b505060089392826141646affffffffffffffffffffff946141709403826137d5565b610140890152856147c4565b16610160860152161561419d575f52600c6020526001600160a01b038060405f2054165b16610180830152565b506001600160a01b035f614194565b5f908152602081209092505b8183106141cd57505081016020018282614142565b6001816020929493945483858801015201910191906141b8565b60ff191660208087019190915292151560051b85019092019250849150839050614142565b5f614106565b65ffffffffffff9161422391613a19565b6140ae565b93505050565b5f52600760205260405f20549063ffffffff8260ae1c161561424c57565b7f71c8f460000000000000000000000000000000000000000000000000000000005f5260045ffd5b919060a31c6001161561429a57505f52600a6020526001600160a01b0360405f20541690565b6001600160a01b0391501690565b94939060209093929360a31c16159485156142f1575b50505050506142c957565b7f9b604d0b000000000000000000000000000000000000000000000000000000005f5260045ffd5b61433c929394955090614312915f52600f60205260405f2054953691613e7a565b80516020918201206040805192830195865282019390935260608101929092528160808101610855565b51902014155f808080806142be565b6affffffffffffffffffffff91614361916147c4565b1690818311156143b15760a01c69ffffffffffffffffffff168211614389576137d291613a19565b7f4ed6f97b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f57ee5a0f000000000000000000000000000000000000000000000000000000005f5260045ffd5b9060a31c600216156143fd575f52600b6020526001600160a01b0360405f20541690565b505f90565b6001811461442c578061441457505f90565b5f5260056020526001600160a01b0360405f20541690565b507f000000000000000000000000000000000000000000000000000000000000000090565b6001600160a01b0360015416330361037057565b90604051917f6352211e00000000000000000000000000000000000000000000000000000000835260048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa5f92816144e8575b506144d75750505f90565b6001600160a01b0380911691161490565b9092506020813d602011614524575b81614504602093836137d5565b8101031261029157516001600160a01b038116810361029157915f6144cc565b3d91506144f7565b906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161561456c5761456591614465565b1561305a57565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b90916001600160a01b038216156145fb57632f13dfe760e01b836145c09363dc08fb1d60e01b9061552b565b156145c85750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b526020604051632f13dfe760e01b8152a2565b505050565b90916001600160a01b038216156145fb57632f13dfe760e01b836145c09363a3fe478360e01b9061552b565b90916001600160a01b038216156145fb5763d2fd101b60e01b836146589363dc08fb1d60e01b9061552b565b156146605750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b52602060405163d2fd101b60e01b8152a2565b90916001600160a01b038216156145fb5763d2fd101b60e01b836146589363a3fe478360e01b9061552b565b90916001600160a01b038216156145fb576341dd26f560e01b836146eb9363dc08fb1d60e01b9061552b565b156146f35750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b5260206040516341dd26f560e01b8152a2565b90916001600160a01b038216156145fb576341dd26f560e01b836146eb9363a3fe478360e01b9061552b565b63ffffffff8160ae1c1691610e1083018093116109305774040000000000000000000000000000000000000000928082106147a55750506001687ffffffffffffffff960a01b035f5b60e71b9116171790565b6001687ffffffffffffffff960a01b03916147bf91613a19565b61479b565b9060a31c601016156143fd575f52600960205260405f205490565b9082156145fb57602061482c61482694836001600160a01b037f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4951696879160f81c614402565b8661560b565b604051908152a3565b94929161484b61ffff919795929760f81c614402565b9260581c169081810291818304148115171561093057612710614874920490816149dd57613a19565b9485156148f55760a381901c600816156149ca5750835f52600c6020526148ac6001600160a01b0360405f205416955b86838761560b565b916001600160a01b0386169586867f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051888152a3803b151590816149ba575b506148fd575b505050505050565b853b15610291575f916149546001600160a01b039260405196879485946374dbc6a960e01b86528a6004870152632f13dfe760e01b602487015216604485015286606485015260a0608485015260a4840191613786565b038183885af1908115612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf59893926040926149aa575b50815190632f13dfe760e01b82526020820152a35f80808080806148f5565b5f6149b4916137d5565b5f61498b565b6149c491506152eb565b5f6148ef565b6001600160a01b036148ac9116956148a4565b6001600160a01b035f5460501c16877f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f49476626020614a1b86858a8661560b565b604051908152a3613a19565b949291614a3d61ffff919795929760f81c614402565b9260581c169081810291818304148115171561093057612710614a66920490816149dd57613a19565b9485156148f55760a381901c60081615614bba5750835f52600c602052614a9d6001600160a01b0360405f2054169586838761560b565b916001600160a01b0386169586867f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051888152a3803b15159081614baa575b50614aed57505050505050565b853b15610291575f91614b446001600160a01b039260405196879485946374dbc6a960e01b86528a600487015263d75bbdf360e01b602487015216604485015286606485015260a0608485015260a4840191613786565b038183885af1908115612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989392604092614b9a575b5081519063d75bbdf360e01b82526020820152a35f80808080806148f5565b5f614ba4916137d5565b5f614b7b565b614bb491506152eb565b5f614ae0565b6001600160a01b03614a9d9116956148a4565b959392614be561ffff9198939896929660f81c614402565b9360581c169081810291818304148115171561093057612710614c0e92049081614d8e57613a19565b958615614c8f5760a381901c60081615614d7b5750845f52600c602052614c466001600160a01b0360405f205416965b87848861560b565b926001600160a01b0387169687877f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051898152a3803b15159081614d6b575b50614c98575b50505050505050565b863b15610291576001600160a01b0394614d0c7fffffffff00000000000000000000000000000000000000000000000000000000925f9460405198899586956374dbc6a960e01b87528c6004880152169788602487015216604485015287606485015260a0608485015260a4840191613786565b038183895af1918215612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989393604093614d5b575b5082519182526020820152a35f808080808080614c8f565b5f614d65916137d5565b5f614d43565b614d7591506152eb565b5f614c89565b6001600160a01b03614c46911696614c3e565b6001600160a01b035f5460501c16887f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f49476626020614a1b86858b8661560b565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb5760018301918284116109305783632f13dfe760e01b91614e209460015d6155ab565b5f60015d15614e2c5750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f56020604051632f13dfe760e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb576001830191828411610930578363d2fd101b60e01b91614eb39460015d6155ab565b5f60015d15614ebf5750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f5602060405163d2fd101b60e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb576001830191828411610930578363d75bbdf360e01b91614f469460015d6155ab565b5f60015d15614f525750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f5602060405163d75bbdf360e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb57600183019182841161093057836341dd26f560e01b91614fd99460015d6155ab565b5f60015d15614fe55750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f560206040516341dd26f560e01b8152a2565b90929192604183146150af575b813b156150a7575f9361506185946108556040519384926020840196630b135d3f60e11b88526024850152604060448501526064840191613786565b51915afa61506d613f00565b8161509b575b8161507c575090565b90506020818051810103126102915760200151630b135d3f60e11b1490565b80516020149150615073565b505050505f90565b82602011610291578335836040116102915760208501357f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08111159182615101575b5050156150255750505050600190565b9091508460401015613f435760805f916020936040519186835260408a013560f81c868401526040830152606082015282805260015afa15612fcb575f516001600160a01b038084169116145f806150f1565b9695939491926001600160a01b03861693841561044a576151748761571d565b60088460a31c161515806152cd575b6133385769ffffffffffffffffffff85116152a5576151a38a94856143d9565b976060996001600160a01b038a1615159889615228575b5050507fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb44539926020926001600160a01b039260f81b90838860a01b91161717855f526008845260405f20556040519586521693a461521657505050565b613c539263f3302b8960e01b916154cb565b899b509286886152737fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb445399895610855602099966001600160a01b03996040519586948b8e87016139eb565b8c819e61528a575b505050928295508194506151ba565b61529c9263f3302b8960e01b91615463565b50865f8c61527b565b7ffeaa6cdb000000000000000000000000000000000000000000000000000000005f5260045ffd5b50895f52600c602052856001600160a01b0360405f20541614615183565b6152f4816157a0565b9081615317575b81615304575090565b6137d291506374dbc6a960e01b90615847565b9050615322816157fd565b15906152fb565b82156145fb57601f83118061535857505f52600e6020528160011b915f199060031b1c199035161760405f2055565b919392905f52600e60205260405f209167ffffffffffffffff82116137f7576153818354613eb0565b601f811161541e575b505f906001146153bf57819293945f926153b4575b50508160011b915f199060031b1c1916179055565b013590505f8061539f565b601f19821694835f5260205f20915f5b8781106154065750836001959697106153ed575b505050811b019055565b01355f19600384901b60f8161c191690555f80806153e3565b909260206001819286860135815501940191016153cf565b835f5260205f20601f840160051c81019160208510615459575b601f0160051c01905b81811061544e575061538a565b5f8155600101615441565b9091508190615438565b925f9294939183809360205a9480519182916040519b8c9763dc08fb1d60e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f19182156001166154c35750565b3d5f823e3d90fd5b925f9294939183809360205a9480519182916040519b8c9763a3fe478360e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f19182156001166154c35750565b9391620340b65a10615583575f9485948592602062030d40968051938493604051988952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f190565b7f4206fa3c000000000000000000000000000000000000000000000000000000005f5260045ffd5b9190620340b65a10615583575f809493819462030d4094602082519283926040519763a3fe478360e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f190565b91929060205f604460405163a9059cbb60e01b815287600482015285602482015282855af1813b15153d151660015f5114601f3d11161716615716576001600160a01b0316604051936370a0823160e01b8552306004860152602085602481855afa948515612fcb575f956156e2575b50828510156156d45791604091857fce5a0fb5d815d0b648de230dc45763a5e0dc27ba601f4e581e39e1697ee4c55d94816156c3575b5050508151908152846020820152a290565b6156cc92615900565b5f85816156b1565b908294506137d29350615900565b9094506020813d60201161570e575b816156fe602093836137d5565b810103126102915751935f61567b565b3d91506156f1565b5091505090565b6001600160a01b03166001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016811461579a575f52600460205260405f20546101008116156157725760ff1690565b7fc5dd95ec000000000000000000000000000000000000000000000000000000005f5260045ffd5b50600190565b5f602091604051838101906301ffc9a760e01b82526301ffc9a760e01b6024820152602481526157d16044826137d5565b5191617530fa5f513d826157f1575b50816157ea575090565b9050151590565b6020111591505f6157e0565b5f602091604051838101906301ffc9a760e01b82527fffffffff000000000000000000000000000000000000000000000000000000006024820152602481526157d16044826137d5565b5f906020926040517fffffffff00000000000000000000000000000000000000000000000000000000858201926301ffc9a760e01b8452166024820152602481526157d16044826137d5565b905f602091828151910182855af115612fcb575f513d6158f757506001600160a01b0381163b155b6158c25750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b600114156158bb565b613bdc926001600160a01b036040519363a9059cbb60e01b60208601521660248401526044830152604482526159376064836137d5565b61589356",
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

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (escrow *Escrow) PackDOMAINSEPARATOR() []byte {
	enc, err := escrow.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (escrow *Escrow) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return escrow.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (escrow *Escrow) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := escrow.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEVALUATIONGRACEPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5088d8be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EVALUATION_GRACE_PERIOD() view returns(uint256)
func (escrow *Escrow) PackEVALUATIONGRACEPERIOD() []byte {
	enc, err := escrow.abi.Pack("EVALUATION_GRACE_PERIOD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEVALUATIONGRACEPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5088d8be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EVALUATION_GRACE_PERIOD() view returns(uint256)
func (escrow *Escrow) TryPackEVALUATIONGRACEPERIOD() ([]byte, error) {
	return escrow.abi.Pack("EVALUATION_GRACE_PERIOD")
}

// UnpackEVALUATIONGRACEPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5088d8be.
//
// Solidity: function EVALUATION_GRACE_PERIOD() view returns(uint256)
func (escrow *Escrow) UnpackEVALUATIONGRACEPERIOD(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("EVALUATION_GRACE_PERIOD", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHOOKGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4006522b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function HOOK_GAS() view returns(uint256)
func (escrow *Escrow) PackHOOKGAS() []byte {
	enc, err := escrow.abi.Pack("HOOK_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHOOKGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4006522b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function HOOK_GAS() view returns(uint256)
func (escrow *Escrow) TryPackHOOKGAS() ([]byte, error) {
	return escrow.abi.Pack("HOOK_GAS")
}

// UnpackHOOKGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4006522b.
//
// Solidity: function HOOK_GAS() view returns(uint256)
func (escrow *Escrow) UnpackHOOKGAS(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("HOOK_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXEXPIRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9671690.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_EXPIRY() view returns(uint256)
func (escrow *Escrow) PackMAXEXPIRY() []byte {
	enc, err := escrow.abi.Pack("MAX_EXPIRY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXEXPIRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9671690.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_EXPIRY() view returns(uint256)
func (escrow *Escrow) TryPackMAXEXPIRY() ([]byte, error) {
	return escrow.abi.Pack("MAX_EXPIRY")
}

// UnpackMAXEXPIRY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb9671690.
//
// Solidity: function MAX_EXPIRY() view returns(uint256)
func (escrow *Escrow) UnpackMAXEXPIRY(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("MAX_EXPIRY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_FEE_BPS() view returns(uint256)
func (escrow *Escrow) PackMAXFEEBPS() []byte {
	enc, err := escrow.abi.Pack("MAX_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_FEE_BPS() view returns(uint256)
func (escrow *Escrow) TryPackMAXFEEBPS() ([]byte, error) {
	return escrow.abi.Pack("MAX_FEE_BPS")
}

// UnpackMAXFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd55be8c6.
//
// Solidity: function MAX_FEE_BPS() view returns(uint256)
func (escrow *Escrow) UnpackMAXFEEBPS(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("MAX_FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINDELIVERYWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfaf548f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_DELIVERY_WINDOW() view returns(uint256)
func (escrow *Escrow) PackMINDELIVERYWINDOW() []byte {
	enc, err := escrow.abi.Pack("MIN_DELIVERY_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINDELIVERYWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfaf548f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_DELIVERY_WINDOW() view returns(uint256)
func (escrow *Escrow) TryPackMINDELIVERYWINDOW() ([]byte, error) {
	return escrow.abi.Pack("MIN_DELIVERY_WINDOW")
}

// UnpackMINDELIVERYWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfaf548f6.
//
// Solidity: function MIN_DELIVERY_WINDOW() view returns(uint256)
func (escrow *Escrow) UnpackMINDELIVERYWINDOW(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("MIN_DELIVERY_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINEXPIRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbede5eca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_EXPIRY() view returns(uint256)
func (escrow *Escrow) PackMINEXPIRY() []byte {
	enc, err := escrow.abi.Pack("MIN_EXPIRY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINEXPIRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbede5eca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_EXPIRY() view returns(uint256)
func (escrow *Escrow) TryPackMINEXPIRY() ([]byte, error) {
	return escrow.abi.Pack("MIN_EXPIRY")
}

// UnpackMINEXPIRY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbede5eca.
//
// Solidity: function MIN_EXPIRY() view returns(uint256)
func (escrow *Escrow) UnpackMINEXPIRY(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("MIN_EXPIRY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQUOTETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7581615.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function QUOTE_TYPEHASH() view returns(bytes32)
func (escrow *Escrow) PackQUOTETYPEHASH() []byte {
	enc, err := escrow.abi.Pack("QUOTE_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQUOTETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7581615.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function QUOTE_TYPEHASH() view returns(bytes32)
func (escrow *Escrow) TryPackQUOTETYPEHASH() ([]byte, error) {
	return escrow.abi.Pack("QUOTE_TYPEHASH")
}

// UnpackQUOTETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf7581615.
//
// Solidity: function QUOTE_TYPEHASH() view returns(bytes32)
func (escrow *Escrow) UnpackQUOTETYPEHASH(data []byte) ([32]byte, error) {
	out, err := escrow.abi.Unpack("QUOTE_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptOwnership() returns()
func (escrow *Escrow) PackAcceptOwnership() []byte {
	enc, err := escrow.abi.Pack("acceptOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptOwnership() returns()
func (escrow *Escrow) TryPackAcceptOwnership() ([]byte, error) {
	return escrow.abi.Pack("acceptOwnership")
}

// PackAllowedPaymentTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x697d312a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowedPaymentTokens(address token) view returns(bool)
func (escrow *Escrow) PackAllowedPaymentTokens(token common.Address) []byte {
	enc, err := escrow.abi.Pack("allowedPaymentTokens", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowedPaymentTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x697d312a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowedPaymentTokens(address token) view returns(bool)
func (escrow *Escrow) TryPackAllowedPaymentTokens(token common.Address) ([]byte, error) {
	return escrow.abi.Pack("allowedPaymentTokens", token)
}

// UnpackAllowedPaymentTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x697d312a.
//
// Solidity: function allowedPaymentTokens(address token) view returns(bool)
func (escrow *Escrow) UnpackAllowedPaymentTokens(data []byte) (bool, error) {
	out, err := escrow.abi.Unpack("allowedPaymentTokens", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackApproveClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x165fbf71.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approveClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes optParams) returns()
func (escrow *Escrow) PackApproveClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("approveClaim", jobId, cumulativeAmount, deliverable, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApproveClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x165fbf71.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approveClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes optParams) returns()
func (escrow *Escrow) TryPackApproveClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("approveClaim", jobId, cumulativeAmount, deliverable, optParams)
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

// PackAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38d52e0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function asset() view returns(address)
func (escrow *Escrow) PackAsset() []byte {
	enc, err := escrow.abi.Pack("asset")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38d52e0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function asset() view returns(address)
func (escrow *Escrow) TryPackAsset() ([]byte, error) {
	return escrow.abi.Pack("asset")
}

// UnpackAsset is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38d52e0f.
//
// Solidity: function asset() view returns(address)
func (escrow *Escrow) UnpackAsset(data []byte) (common.Address, error) {
	out, err := escrow.abi.Unpack("asset", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2fd101b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimRefund(uint256 jobId, bytes optParams) returns()
func (escrow *Escrow) PackClaimRefund(jobId *big.Int, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("claimRefund", jobId, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2fd101b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimRefund(uint256 jobId, bytes optParams) returns()
func (escrow *Escrow) TryPackClaimRefund(jobId *big.Int, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("claimRefund", jobId, optParams)
}

// PackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75bbdf3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (escrow *Escrow) PackComplete(jobId *big.Int, reason [32]byte, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("complete", jobId, reason, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75bbdf3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (escrow *Escrow) TryPackComplete(jobId *big.Int, reason [32]byte, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("complete", jobId, reason, optParams)
}

// PackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
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
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (escrow *Escrow) TryPackConsumeRating(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("consumeRating", jobId)
}

// UnpackConsumeRating is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96c65843.
//
// Solidity: function consumeRating(uint256 jobId) returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (escrow *Escrow) UnpackConsumeRating(data []byte) (IRatingSourceRatingTerms, error) {
	out, err := escrow.abi.Unpack("consumeRating", data)
	if err != nil {
		return *new(IRatingSourceRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IRatingSourceRatingTerms)).(*IRatingSourceRatingTerms)
	return out0, nil
}

// PackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef98d864.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createJob(address provider, address evaluator, uint48 expiredAt, string description, address hook, uint256 providerAgentId, bytes optParams) returns(uint256 jobId)
func (escrow *Escrow) PackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address, providerAgentId *big.Int, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook, providerAgentId, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef98d864.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createJob(address provider, address evaluator, uint48 expiredAt, string description, address hook, uint256 providerAgentId, bytes optParams) returns(uint256 jobId)
func (escrow *Escrow) TryPackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address, providerAgentId *big.Int, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook, providerAgentId, optParams)
}

// UnpackCreateJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xef98d864.
//
// Solidity: function createJob(address provider, address evaluator, uint48 expiredAt, string description, address hook, uint256 providerAgentId, bytes optParams) returns(uint256 jobId)
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

// PackEvaluatorFeeBP is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f0e31f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function evaluatorFeeBP() pure returns(uint256)
func (escrow *Escrow) PackEvaluatorFeeBP() []byte {
	enc, err := escrow.abi.Pack("evaluatorFeeBP")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEvaluatorFeeBP is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f0e31f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function evaluatorFeeBP() pure returns(uint256)
func (escrow *Escrow) TryPackEvaluatorFeeBP() ([]byte, error) {
	return escrow.abi.Pack("evaluatorFeeBP")
}

// UnpackEvaluatorFeeBP is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2f0e31f4.
//
// Solidity: function evaluatorFeeBP() pure returns(uint256)
func (escrow *Escrow) UnpackEvaluatorFeeBP(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("evaluatorFeeBP", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f989ec8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fund(uint256 jobId, address expectedToken, uint256 expectedBudget, bytes optParams) returns()
func (escrow *Escrow) PackFund(jobId *big.Int, expectedToken common.Address, expectedBudget *big.Int, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("fund", jobId, expectedToken, expectedBudget, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f989ec8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fund(uint256 jobId, address expectedToken, uint256 expectedBudget, bytes optParams) returns()
func (escrow *Escrow) TryPackFund(jobId *big.Int, expectedToken common.Address, expectedBudget *big.Int, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("fund", jobId, expectedToken, expectedBudget, optParams)
}

// PackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getJob(uint256 jobId) view returns((address,uint8,address,uint48,address,uint48,uint256,address,address,uint256,string,uint256,address) j)
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
// Solidity: function getJob(uint256 jobId) view returns((address,uint8,address,uint48,address,uint48,uint256,address,address,uint256,string,uint256,address) j)
func (escrow *Escrow) TryPackGetJob(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("getJob", jobId)
}

// UnpackGetJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf22c457.
//
// Solidity: function getJob(uint256 jobId) view returns((address,uint8,address,uint48,address,uint48,uint256,address,address,uint256,string,uint256,address) j)
func (escrow *Escrow) UnpackGetJob(data []byte) (IEscrowJob, error) {
	out, err := escrow.abi.Unpack("getJob", data)
	if err != nil {
		return *new(IEscrowJob), err
	}
	out0 := *abi.ConvertType(out[0], new(IEscrowJob)).(*IEscrowJob)
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

// PackIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2986c0e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function index() view returns(uint32)
func (escrow *Escrow) PackIndex() []byte {
	enc, err := escrow.abi.Pack("index")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2986c0e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function index() view returns(uint32)
func (escrow *Escrow) TryPackIndex() ([]byte, error) {
	return escrow.abi.Pack("index")
}

// UnpackIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2986c0e5.
//
// Solidity: function index() view returns(uint32)
func (escrow *Escrow) UnpackIndex(data []byte) (uint32, error) {
	out, err := escrow.abi.Unpack("index", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackIsDisputed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ccc586e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isDisputed(uint256 jobId) view returns(bool)
func (escrow *Escrow) PackIsDisputed(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("isDisputed", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsDisputed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ccc586e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isDisputed(uint256 jobId) view returns(bool)
func (escrow *Escrow) TryPackIsDisputed(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("isDisputed", jobId)
}

// UnpackIsDisputed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ccc586e.
//
// Solidity: function isDisputed(uint256 jobId) view returns(bool)
func (escrow *Escrow) UnpackIsDisputed(data []byte) (bool, error) {
	out, err := escrow.abi.Unpack("isDisputed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackJobCounter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50355d76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobCounter() view returns(uint256)
func (escrow *Escrow) PackJobCounter() []byte {
	enc, err := escrow.abi.Pack("jobCounter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobCounter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50355d76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobCounter() view returns(uint256)
func (escrow *Escrow) TryPackJobCounter() ([]byte, error) {
	return escrow.abi.Pack("jobCounter")
}

// UnpackJobCounter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x50355d76.
//
// Solidity: function jobCounter() view returns(uint256)
func (escrow *Escrow) UnpackJobCounter(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("jobCounter", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackJobWords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcec789bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobWords(uint256 jobId) view returns(uint256 head, uint256 deal, address evaluator, uint256 agentId)
func (escrow *Escrow) PackJobWords(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("jobWords", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobWords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcec789bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobWords(uint256 jobId) view returns(uint256 head, uint256 deal, address evaluator, uint256 agentId)
func (escrow *Escrow) TryPackJobWords(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("jobWords", jobId)
}

// JobWordsOutput serves as a container for the return parameters of contract
// method JobWords.
type JobWordsOutput struct {
	Head      *big.Int
	Deal      *big.Int
	Evaluator common.Address
	AgentId   *big.Int
}

// UnpackJobWords is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcec789bb.
//
// Solidity: function jobWords(uint256 jobId) view returns(uint256 head, uint256 deal, address evaluator, uint256 agentId)
func (escrow *Escrow) UnpackJobWords(data []byte) (JobWordsOutput, error) {
	out, err := escrow.abi.Unpack("jobWords", data)
	outstruct := new(JobWordsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Head = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Deal = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Evaluator = *abi.ConvertType(out[2], new(common.Address)).(*common.Address)
	outstruct.AgentId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackMulticall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac9650d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multicall(bytes[] calls) returns(bytes[] results)
func (escrow *Escrow) PackMulticall(calls [][]byte) []byte {
	enc, err := escrow.abi.Pack("multicall", calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMulticall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac9650d8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multicall(bytes[] calls) returns(bytes[] results)
func (escrow *Escrow) TryPackMulticall(calls [][]byte) ([]byte, error) {
	return escrow.abi.Pack("multicall", calls)
}

// UnpackMulticall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xac9650d8.
//
// Solidity: function multicall(bytes[] calls) returns(bytes[] results)
func (escrow *Escrow) UnpackMulticall(data []byte) ([][]byte, error) {
	out, err := escrow.abi.Unpack("multicall", data)
	if err != nil {
		return *new([][]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][]byte)).(*[][]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (escrow *Escrow) PackOwner() []byte {
	enc, err := escrow.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (escrow *Escrow) TryPackOwner() ([]byte, error) {
	return escrow.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (escrow *Escrow) UnpackOwner(data []byte) (common.Address, error) {
	out, err := escrow.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPendingClaimHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac529543.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingClaimHash(uint256 jobId) view returns(bytes32)
func (escrow *Escrow) PackPendingClaimHash(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("pendingClaimHash", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingClaimHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac529543.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingClaimHash(uint256 jobId) view returns(bytes32)
func (escrow *Escrow) TryPackPendingClaimHash(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("pendingClaimHash", jobId)
}

// UnpackPendingClaimHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xac529543.
//
// Solidity: function pendingClaimHash(uint256 jobId) view returns(bytes32)
func (escrow *Escrow) UnpackPendingClaimHash(data []byte) ([32]byte, error) {
	out, err := escrow.abi.Unpack("pendingClaimHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingOwner() view returns(address)
func (escrow *Escrow) PackPendingOwner() []byte {
	enc, err := escrow.abi.Pack("pendingOwner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingOwner() view returns(address)
func (escrow *Escrow) TryPackPendingOwner() ([]byte, error) {
	return escrow.abi.Pack("pendingOwner")
}

// UnpackPendingOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (escrow *Escrow) UnpackPendingOwner(data []byte) (common.Address, error) {
	out, err := escrow.abi.Unpack("pendingOwner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPlatformFeeBP is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff96092a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function platformFeeBP() view returns(uint256)
func (escrow *Escrow) PackPlatformFeeBP() []byte {
	enc, err := escrow.abi.Pack("platformFeeBP")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlatformFeeBP is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff96092a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function platformFeeBP() view returns(uint256)
func (escrow *Escrow) TryPackPlatformFeeBP() ([]byte, error) {
	return escrow.abi.Pack("platformFeeBP")
}

// UnpackPlatformFeeBP is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff96092a.
//
// Solidity: function platformFeeBP() view returns(uint256)
func (escrow *Escrow) UnpackPlatformFeeBP(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("platformFeeBP", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPlatformTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe138818c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function platformTreasury() view returns(address)
func (escrow *Escrow) PackPlatformTreasury() []byte {
	enc, err := escrow.abi.Pack("platformTreasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlatformTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe138818c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function platformTreasury() view returns(address)
func (escrow *Escrow) TryPackPlatformTreasury() ([]byte, error) {
	return escrow.abi.Pack("platformTreasury")
}

// UnpackPlatformTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe138818c.
//
// Solidity: function platformTreasury() view returns(address)
func (escrow *Escrow) UnpackPlatformTreasury(data []byte) (common.Address, error) {
	out, err := escrow.abi.Unpack("platformTreasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRatingHook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb78e29d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ratingHook() view returns(address)
func (escrow *Escrow) PackRatingHook() []byte {
	enc, err := escrow.abi.Pack("ratingHook")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRatingHook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb78e29d8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ratingHook() view returns(address)
func (escrow *Escrow) TryPackRatingHook() ([]byte, error) {
	return escrow.abi.Pack("ratingHook")
}

// UnpackRatingHook is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb78e29d8.
//
// Solidity: function ratingHook() view returns(address)
func (escrow *Escrow) UnpackRatingHook(data []byte) (common.Address, error) {
	out, err := escrow.abi.Unpack("ratingHook", data)
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
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
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
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (escrow *Escrow) TryPackRatingTerms(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("ratingTerms", jobId)
}

// UnpackRatingTerms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4375469f.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (escrow *Escrow) UnpackRatingTerms(data []byte) (IRatingSourceRatingTerms, error) {
	out, err := escrow.abi.Unpack("ratingTerms", data)
	if err != nil {
		return *new(IRatingSourceRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IRatingSourceRatingTerms)).(*IRatingSourceRatingTerms)
	return out0, nil
}

// PackRecordRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c5848ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recordRating(uint256 jobId, uint256 rating, uint256 kind, bool rateable) returns()
func (escrow *Escrow) PackRecordRating(jobId *big.Int, rating *big.Int, kind *big.Int, rateable bool) []byte {
	enc, err := escrow.abi.Pack("recordRating", jobId, rating, kind, rateable)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecordRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c5848ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recordRating(uint256 jobId, uint256 rating, uint256 kind, bool rateable) returns()
func (escrow *Escrow) TryPackRecordRating(jobId *big.Int, rating *big.Int, kind *big.Int, rateable bool) ([]byte, error) {
	return escrow.abi.Pack("recordRating", jobId, rating, kind, rateable)
}

// PackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41dd26f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reject(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (escrow *Escrow) PackReject(jobId *big.Int, reason [32]byte, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("reject", jobId, reason, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41dd26f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reject(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (escrow *Escrow) TryPackReject(jobId *big.Int, reason [32]byte, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("reject", jobId, reason, optParams)
}

// PackRejectClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd127c867.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rejectClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes32 reason, bytes optParams) returns()
func (escrow *Escrow) PackRejectClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, reason [32]byte, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("rejectClaim", jobId, cumulativeAmount, deliverable, reason, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRejectClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd127c867.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rejectClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes32 reason, bytes optParams) returns()
func (escrow *Escrow) TryPackRejectClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, reason [32]byte, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("rejectClaim", jobId, cumulativeAmount, deliverable, reason, optParams)
}

// PackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f13dfe7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveDispute(uint256 jobId, bool payProvider, bytes32 reason, bytes optParams) returns()
func (escrow *Escrow) PackResolveDispute(jobId *big.Int, payProvider bool, reason [32]byte, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("resolveDispute", jobId, payProvider, reason, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f13dfe7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveDispute(uint256 jobId, bool payProvider, bytes32 reason, bytes optParams) returns()
func (escrow *Escrow) TryPackResolveDispute(jobId *big.Int, payProvider bool, reason [32]byte, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("resolveDispute", jobId, payProvider, reason, optParams)
}

// PackSetArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c9c088a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setArbiter(address newArbiter) returns()
func (escrow *Escrow) PackSetArbiter(newArbiter common.Address) []byte {
	enc, err := escrow.abi.Pack("setArbiter", newArbiter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c9c088a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setArbiter(address newArbiter) returns()
func (escrow *Escrow) TryPackSetArbiter(newArbiter common.Address) ([]byte, error) {
	return escrow.abi.Pack("setArbiter", newArbiter)
}

// PackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3302b89.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBudget(uint256 jobId, address token, uint256 amount, bytes optParams) returns()
func (escrow *Escrow) PackSetBudget(jobId *big.Int, token common.Address, amount *big.Int, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("setBudget", jobId, token, amount, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3302b89.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBudget(uint256 jobId, address token, uint256 amount, bytes optParams) returns()
func (escrow *Escrow) TryPackSetBudget(jobId *big.Int, token common.Address, amount *big.Int, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("setBudget", jobId, token, amount, optParams)
}

// PackSetBudgetWithQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cd24c9a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBudgetWithQuote(uint256 jobId, address token, uint256 amount, bytes optParams, uint256 deadline, bytes signature) returns()
func (escrow *Escrow) PackSetBudgetWithQuote(jobId *big.Int, token common.Address, amount *big.Int, optParams []byte, deadline *big.Int, signature []byte) []byte {
	enc, err := escrow.abi.Pack("setBudgetWithQuote", jobId, token, amount, optParams, deadline, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBudgetWithQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cd24c9a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBudgetWithQuote(uint256 jobId, address token, uint256 amount, bytes optParams, uint256 deadline, bytes signature) returns()
func (escrow *Escrow) TryPackSetBudgetWithQuote(jobId *big.Int, token common.Address, amount *big.Int, optParams []byte, deadline *big.Int, signature []byte) ([]byte, error) {
	return escrow.abi.Pack("setBudgetWithQuote", jobId, token, amount, optParams, deadline, signature)
}

// PackSetHookWhitelist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xce79eb60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setHookWhitelist(address hook, bool status) returns()
func (escrow *Escrow) PackSetHookWhitelist(hook common.Address, status bool) []byte {
	enc, err := escrow.abi.Pack("setHookWhitelist", hook, status)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetHookWhitelist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xce79eb60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setHookWhitelist(address hook, bool status) returns()
func (escrow *Escrow) TryPackSetHookWhitelist(hook common.Address, status bool) ([]byte, error) {
	return escrow.abi.Pack("setHookWhitelist", hook, status)
}

// PackSetPaymentTokenAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28336098.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPaymentTokenAllowed(address token, bool status) returns()
func (escrow *Escrow) PackSetPaymentTokenAllowed(token common.Address, status bool) []byte {
	enc, err := escrow.abi.Pack("setPaymentTokenAllowed", token, status)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPaymentTokenAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28336098.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPaymentTokenAllowed(address token, bool status) returns()
func (escrow *Escrow) TryPackSetPaymentTokenAllowed(token common.Address, status bool) ([]byte, error) {
	return escrow.abi.Pack("setPaymentTokenAllowed", token, status)
}

// PackSetPayoutReceiver is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x176a9da7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPayoutReceiver(uint256 jobId, address payoutReceiver, bytes optParams) returns()
func (escrow *Escrow) PackSetPayoutReceiver(jobId *big.Int, payoutReceiver common.Address, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("setPayoutReceiver", jobId, payoutReceiver, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPayoutReceiver is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x176a9da7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPayoutReceiver(uint256 jobId, address payoutReceiver, bytes optParams) returns()
func (escrow *Escrow) TryPackSetPayoutReceiver(jobId *big.Int, payoutReceiver common.Address, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("setPayoutReceiver", jobId, payoutReceiver, optParams)
}

// PackSetPlatformFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4d884f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPlatformFee(uint256 feeBP, address treasury) returns()
func (escrow *Escrow) PackSetPlatformFee(feeBP *big.Int, treasury common.Address) []byte {
	enc, err := escrow.abi.Pack("setPlatformFee", feeBP, treasury)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPlatformFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4d884f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPlatformFee(uint256 feeBP, address treasury) returns()
func (escrow *Escrow) TryPackSetPlatformFee(feeBP *big.Int, treasury common.Address) ([]byte, error) {
	return escrow.abi.Pack("setPlatformFee", feeBP, treasury)
}

// PackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c8b9c5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setProvider(uint256 jobId, address provider, uint256 agentId, bytes optParams) returns()
func (escrow *Escrow) PackSetProvider(jobId *big.Int, provider common.Address, agentId *big.Int, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("setProvider", jobId, provider, agentId, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c8b9c5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setProvider(uint256 jobId, address provider, uint256 agentId, bytes optParams) returns()
func (escrow *Escrow) TryPackSetProvider(jobId *big.Int, provider common.Address, agentId *big.Int, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("setProvider", jobId, provider, agentId, optParams)
}

// PackSettleClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8bcf104.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes optParams) returns()
func (escrow *Escrow) PackSettleClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("settleClaim", jobId, cumulativeAmount, deliverable, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettleClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8bcf104.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settleClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes optParams) returns()
func (escrow *Escrow) TryPackSettleClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("settleClaim", jobId, cumulativeAmount, deliverable, optParams)
}

// PackSettledAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41d71a50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settledAmount(uint256 jobId) view returns(uint256)
func (escrow *Escrow) PackSettledAmount(jobId *big.Int) []byte {
	enc, err := escrow.abi.Pack("settledAmount", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettledAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41d71a50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settledAmount(uint256 jobId) view returns(uint256)
func (escrow *Escrow) TryPackSettledAmount(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("settledAmount", jobId)
}

// UnpackSettledAmount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x41d71a50.
//
// Solidity: function settledAmount(uint256 jobId) view returns(uint256)
func (escrow *Escrow) UnpackSettledAmount(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("settledAmount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e63798d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable, bytes optParams) returns()
func (escrow *Escrow) PackSubmit(jobId *big.Int, deliverable [32]byte, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("submit", jobId, deliverable, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e63798d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable, bytes optParams) returns()
func (escrow *Escrow) TryPackSubmit(jobId *big.Int, deliverable [32]byte, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("submit", jobId, deliverable, optParams)
}

// PackSubmitClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d0e9ca0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes optParams) returns()
func (escrow *Escrow) PackSubmitClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("submitClaim", jobId, cumulativeAmount, deliverable, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d0e9ca0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes optParams) returns()
func (escrow *Escrow) TryPackSubmitClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("submitClaim", jobId, cumulativeAmount, deliverable, optParams)
}

// PackSubmittedClaimHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x070423c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submittedClaimHash(uint256 jobId, bytes32 claimHash) view returns(bool)
func (escrow *Escrow) PackSubmittedClaimHash(jobId *big.Int, claimHash [32]byte) []byte {
	enc, err := escrow.abi.Pack("submittedClaimHash", jobId, claimHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmittedClaimHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x070423c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submittedClaimHash(uint256 jobId, bytes32 claimHash) view returns(bool)
func (escrow *Escrow) TryPackSubmittedClaimHash(jobId *big.Int, claimHash [32]byte) ([]byte, error) {
	return escrow.abi.Pack("submittedClaimHash", jobId, claimHash)
}

// UnpackSubmittedClaimHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x070423c9.
//
// Solidity: function submittedClaimHash(uint256 jobId, bytes32 claimHash) view returns(bool)
func (escrow *Escrow) UnpackSubmittedClaimHash(data []byte) (bool, error) {
	out, err := escrow.abi.Unpack("submittedClaimHash", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (escrow *Escrow) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := escrow.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (escrow *Escrow) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return escrow.abi.Pack("transferOwnership", newOwner)
}

// PackWhitelistedHooks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d3b96c3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function whitelistedHooks(address hook) view returns(bool)
func (escrow *Escrow) PackWhitelistedHooks(hook common.Address) []byte {
	enc, err := escrow.abi.Pack("whitelistedHooks", hook)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWhitelistedHooks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d3b96c3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function whitelistedHooks(address hook) view returns(bool)
func (escrow *Escrow) TryPackWhitelistedHooks(hook common.Address) ([]byte, error) {
	return escrow.abi.Pack("whitelistedHooks", hook)
}

// UnpackWhitelistedHooks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6d3b96c3.
//
// Solidity: function whitelistedHooks(address hook) view returns(bool)
func (escrow *Escrow) UnpackWhitelistedHooks(data []byte) (bool, error) {
	out, err := escrow.abi.Unpack("whitelistedHooks", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// EscrowArbiterChanged represents a ArbiterChanged event raised by the Escrow contract.
type EscrowArbiterChanged struct {
	PreviousArbiter common.Address
	NewArbiter      common.Address
	Raw             *types.Log // Blockchain specific contextual infos
}

const EscrowArbiterChangedEventName = "ArbiterChanged"

// ContractEventName returns the user-defined event name.
func (EscrowArbiterChanged) ContractEventName() string {
	return EscrowArbiterChangedEventName
}

// UnpackArbiterChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ArbiterChanged(address indexed previousArbiter, address indexed newArbiter)
func (escrow *Escrow) UnpackArbiterChangedEvent(log *types.Log) (*EscrowArbiterChanged, error) {
	event := "ArbiterChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowArbiterChanged)
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
	Actor  common.Address
	Token  common.Address
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
// Solidity: event BudgetSet(uint256 indexed jobId, address indexed actor, address indexed token, uint256 amount)
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

// EscrowClaimApproved represents a ClaimApproved event raised by the Escrow contract.
type EscrowClaimApproved struct {
	JobId            *big.Int
	Approver         common.Address
	CumulativeAmount *big.Int
	Delta            *big.Int
	Deliverable      [32]byte
	Raw              *types.Log // Blockchain specific contextual infos
}

const EscrowClaimApprovedEventName = "ClaimApproved"

// ContractEventName returns the user-defined event name.
func (EscrowClaimApproved) ContractEventName() string {
	return EscrowClaimApprovedEventName
}

// UnpackClaimApprovedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClaimApproved(uint256 indexed jobId, address indexed approver, uint256 cumulativeAmount, uint256 delta, bytes32 deliverable)
func (escrow *Escrow) UnpackClaimApprovedEvent(log *types.Log) (*EscrowClaimApproved, error) {
	event := "ClaimApproved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowClaimApproved)
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

// EscrowClaimRejected represents a ClaimRejected event raised by the Escrow contract.
type EscrowClaimRejected struct {
	JobId    *big.Int
	Rejector common.Address
	Reason   [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowClaimRejectedEventName = "ClaimRejected"

// ContractEventName returns the user-defined event name.
func (EscrowClaimRejected) ContractEventName() string {
	return EscrowClaimRejectedEventName
}

// UnpackClaimRejectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClaimRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason)
func (escrow *Escrow) UnpackClaimRejectedEvent(log *types.Log) (*EscrowClaimRejected, error) {
	event := "ClaimRejected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowClaimRejected)
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

// EscrowClaimSettled represents a ClaimSettled event raised by the Escrow contract.
type EscrowClaimSettled struct {
	JobId            *big.Int
	Settler          common.Address
	CumulativeAmount *big.Int
	Delta            *big.Int
	Deliverable      [32]byte
	Raw              *types.Log // Blockchain specific contextual infos
}

const EscrowClaimSettledEventName = "ClaimSettled"

// ContractEventName returns the user-defined event name.
func (EscrowClaimSettled) ContractEventName() string {
	return EscrowClaimSettledEventName
}

// UnpackClaimSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClaimSettled(uint256 indexed jobId, address indexed settler, uint256 cumulativeAmount, uint256 delta, bytes32 deliverable)
func (escrow *Escrow) UnpackClaimSettledEvent(log *types.Log) (*EscrowClaimSettled, error) {
	event := "ClaimSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowClaimSettled)
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

// EscrowClaimSubmitted represents a ClaimSubmitted event raised by the Escrow contract.
type EscrowClaimSubmitted struct {
	JobId            *big.Int
	Provider         common.Address
	CumulativeAmount *big.Int
	Delta            *big.Int
	Deliverable      [32]byte
	OptParams        []byte
	Raw              *types.Log // Blockchain specific contextual infos
}

const EscrowClaimSubmittedEventName = "ClaimSubmitted"

// ContractEventName returns the user-defined event name.
func (EscrowClaimSubmitted) ContractEventName() string {
	return EscrowClaimSubmittedEventName
}

// UnpackClaimSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClaimSubmitted(uint256 indexed jobId, address indexed provider, uint256 cumulativeAmount, uint256 delta, bytes32 deliverable, bytes optParams)
func (escrow *Escrow) UnpackClaimSubmittedEvent(log *types.Log) (*EscrowClaimSubmitted, error) {
	event := "ClaimSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowClaimSubmitted)
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

// EscrowDisbursed represents a Disbursed event raised by the Escrow contract.
type EscrowDisbursed struct {
	JobId    *big.Int
	Receiver common.Address
	Selector [4]byte
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowDisbursedEventName = "Disbursed"

// ContractEventName returns the user-defined event name.
func (EscrowDisbursed) ContractEventName() string {
	return EscrowDisbursedEventName
}

// UnpackDisbursedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Disbursed(uint256 indexed jobId, address indexed receiver, bytes4 selector, uint256 amount)
func (escrow *Escrow) UnpackDisbursedEvent(log *types.Log) (*EscrowDisbursed, error) {
	event := "Disbursed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowDisbursed)
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
	JobId       *big.Int
	Arbiter     common.Address
	PayProvider bool
	Reason      [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EscrowDisputeResolvedEventName = "DisputeResolved"

// ContractEventName returns the user-defined event name.
func (EscrowDisputeResolved) ContractEventName() string {
	return EscrowDisputeResolvedEventName
}

// UnpackDisputeResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisputeResolved(uint256 indexed jobId, address indexed arbiter, bool payProvider, bytes32 reason)
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

// EscrowHookFailed represents a HookFailed event raised by the Escrow contract.
type EscrowHookFailed struct {
	JobId    *big.Int
	Selector [4]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowHookFailedEventName = "HookFailed"

// ContractEventName returns the user-defined event name.
func (EscrowHookFailed) ContractEventName() string {
	return EscrowHookFailedEventName
}

// UnpackHookFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HookFailed(uint256 indexed jobId, bytes4 selector)
func (escrow *Escrow) UnpackHookFailedEvent(log *types.Log) (*EscrowHookFailed, error) {
	event := "HookFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowHookFailed)
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

// EscrowHookWhitelistUpdated represents a HookWhitelistUpdated event raised by the Escrow contract.
type EscrowHookWhitelistUpdated struct {
	Hook   common.Address
	Status bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const EscrowHookWhitelistUpdatedEventName = "HookWhitelistUpdated"

// ContractEventName returns the user-defined event name.
func (EscrowHookWhitelistUpdated) ContractEventName() string {
	return EscrowHookWhitelistUpdatedEventName
}

// UnpackHookWhitelistUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HookWhitelistUpdated(address indexed hook, bool status)
func (escrow *Escrow) UnpackHookWhitelistUpdatedEvent(log *types.Log) (*EscrowHookWhitelistUpdated, error) {
	event := "HookWhitelistUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowHookWhitelistUpdated)
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
	JobId     *big.Int
	Evaluator common.Address
	Reason    [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const EscrowJobCompletedEventName = "JobCompleted"

// ContractEventName returns the user-defined event name.
func (EscrowJobCompleted) ContractEventName() string {
	return EscrowJobCompletedEventName
}

// UnpackJobCompletedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason)
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
	JobId     *big.Int
	Client    common.Address
	Provider  common.Address
	Evaluator common.Address
	ExpiredAt *big.Int
	Hook      common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const EscrowJobCreatedEventName = "JobCreated"

// ContractEventName returns the user-defined event name.
func (EscrowJobCreated) ContractEventName() string {
	return EscrowJobCreatedEventName
}

// UnpackJobCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCreated(uint256 indexed jobId, address indexed client, address indexed provider, address evaluator, uint48 expiredAt, address hook)
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
	By     common.Address
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
// Solidity: event JobDisputed(uint256 indexed jobId, address indexed by, bytes32 reason)
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
	JobId *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const EscrowJobExpiredEventName = "JobExpired"

// ContractEventName returns the user-defined event name.
func (EscrowJobExpired) ContractEventName() string {
	return EscrowJobExpiredEventName
}

// UnpackJobExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobExpired(uint256 indexed jobId)
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
// Solidity: event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason)
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

// EscrowOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the Escrow contract.
type EscrowOwnershipTransferStarted struct {
	Owner        common.Address
	PendingOwner common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const EscrowOwnershipTransferStartedEventName = "OwnershipTransferStarted"

// ContractEventName returns the user-defined event name.
func (EscrowOwnershipTransferStarted) ContractEventName() string {
	return EscrowOwnershipTransferStartedEventName
}

// UnpackOwnershipTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferStarted(address indexed owner, address indexed pendingOwner)
func (escrow *Escrow) UnpackOwnershipTransferStartedEvent(log *types.Log) (*EscrowOwnershipTransferStarted, error) {
	event := "OwnershipTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowOwnershipTransferStarted)
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

// EscrowOwnershipTransferred represents a OwnershipTransferred event raised by the Escrow contract.
type EscrowOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const EscrowOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (EscrowOwnershipTransferred) ContractEventName() string {
	return EscrowOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (escrow *Escrow) UnpackOwnershipTransferredEvent(log *types.Log) (*EscrowOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowOwnershipTransferred)
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

// EscrowPaymentReleased represents a PaymentReleased event raised by the Escrow contract.
type EscrowPaymentReleased struct {
	JobId     *big.Int
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const EscrowPaymentReleasedEventName = "PaymentReleased"

// ContractEventName returns the user-defined event name.
func (EscrowPaymentReleased) ContractEventName() string {
	return EscrowPaymentReleasedEventName
}

// UnpackPaymentReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentReleased(uint256 indexed jobId, address indexed recipient, uint256 amount)
func (escrow *Escrow) UnpackPaymentReleasedEvent(log *types.Log) (*EscrowPaymentReleased, error) {
	event := "PaymentReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowPaymentReleased)
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

// EscrowPaymentShortfall represents a PaymentShortfall event raised by the Escrow contract.
type EscrowPaymentShortfall struct {
	JobId *big.Int
	Owed  *big.Int
	Paid  *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const EscrowPaymentShortfallEventName = "PaymentShortfall"

// ContractEventName returns the user-defined event name.
func (EscrowPaymentShortfall) ContractEventName() string {
	return EscrowPaymentShortfallEventName
}

// UnpackPaymentShortfallEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentShortfall(uint256 indexed jobId, uint256 owed, uint256 paid)
func (escrow *Escrow) UnpackPaymentShortfallEvent(log *types.Log) (*EscrowPaymentShortfall, error) {
	event := "PaymentShortfall"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowPaymentShortfall)
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

// EscrowPaymentTokenAllowlistUpdated represents a PaymentTokenAllowlistUpdated event raised by the Escrow contract.
type EscrowPaymentTokenAllowlistUpdated struct {
	Token  common.Address
	Status bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const EscrowPaymentTokenAllowlistUpdatedEventName = "PaymentTokenAllowlistUpdated"

// ContractEventName returns the user-defined event name.
func (EscrowPaymentTokenAllowlistUpdated) ContractEventName() string {
	return EscrowPaymentTokenAllowlistUpdatedEventName
}

// UnpackPaymentTokenAllowlistUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentTokenAllowlistUpdated(address indexed token, bool status)
func (escrow *Escrow) UnpackPaymentTokenAllowlistUpdatedEvent(log *types.Log) (*EscrowPaymentTokenAllowlistUpdated, error) {
	event := "PaymentTokenAllowlistUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowPaymentTokenAllowlistUpdated)
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

// EscrowPayoutReceiverSet represents a PayoutReceiverSet event raised by the Escrow contract.
type EscrowPayoutReceiverSet struct {
	JobId          *big.Int
	Actor          common.Address
	PayoutReceiver common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const EscrowPayoutReceiverSetEventName = "PayoutReceiverSet"

// ContractEventName returns the user-defined event name.
func (EscrowPayoutReceiverSet) ContractEventName() string {
	return EscrowPayoutReceiverSetEventName
}

// UnpackPayoutReceiverSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PayoutReceiverSet(uint256 indexed jobId, address indexed actor, address indexed payoutReceiver)
func (escrow *Escrow) UnpackPayoutReceiverSetEvent(log *types.Log) (*EscrowPayoutReceiverSet, error) {
	event := "PayoutReceiverSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowPayoutReceiverSet)
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

// EscrowPlatformFeePaid represents a PlatformFeePaid event raised by the Escrow contract.
type EscrowPlatformFeePaid struct {
	JobId            *big.Int
	PlatformTreasury common.Address
	Amount           *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const EscrowPlatformFeePaidEventName = "PlatformFeePaid"

// ContractEventName returns the user-defined event name.
func (EscrowPlatformFeePaid) ContractEventName() string {
	return EscrowPlatformFeePaidEventName
}

// UnpackPlatformFeePaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlatformFeePaid(uint256 indexed jobId, address indexed platformTreasury, uint256 amount)
func (escrow *Escrow) UnpackPlatformFeePaidEvent(log *types.Log) (*EscrowPlatformFeePaid, error) {
	event := "PlatformFeePaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowPlatformFeePaid)
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

// EscrowPlatformFeeUpdated represents a PlatformFeeUpdated event raised by the Escrow contract.
type EscrowPlatformFeeUpdated struct {
	FeeBP    *big.Int
	Treasury common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowPlatformFeeUpdatedEventName = "PlatformFeeUpdated"

// ContractEventName returns the user-defined event name.
func (EscrowPlatformFeeUpdated) ContractEventName() string {
	return EscrowPlatformFeeUpdatedEventName
}

// UnpackPlatformFeeUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlatformFeeUpdated(uint256 feeBP, address indexed treasury)
func (escrow *Escrow) UnpackPlatformFeeUpdatedEvent(log *types.Log) (*EscrowPlatformFeeUpdated, error) {
	event := "PlatformFeeUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowPlatformFeeUpdated)
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
	Actor    common.Address
	Provider common.Address
	AgentId  *big.Int
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
// Solidity: event ProviderSet(uint256 indexed jobId, address indexed actor, address indexed provider, uint256 agentId)
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

// EscrowRatingHookFailed represents a RatingHookFailed event raised by the Escrow contract.
type EscrowRatingHookFailed struct {
	JobId    *big.Int
	Selector [4]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowRatingHookFailedEventName = "RatingHookFailed"

// ContractEventName returns the user-defined event name.
func (EscrowRatingHookFailed) ContractEventName() string {
	return EscrowRatingHookFailedEventName
}

// UnpackRatingHookFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RatingHookFailed(uint256 indexed jobId, bytes4 selector)
func (escrow *Escrow) UnpackRatingHookFailedEvent(log *types.Log) (*EscrowRatingHookFailed, error) {
	event := "RatingHookFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowRatingHookFailed)
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

// EscrowRefunded represents a Refunded event raised by the Escrow contract.
type EscrowRefunded struct {
	JobId  *big.Int
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const EscrowRefundedEventName = "Refunded"

// ContractEventName returns the user-defined event name.
func (EscrowRefunded) ContractEventName() string {
	return EscrowRefundedEventName
}

// UnpackRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Refunded(uint256 indexed jobId, address indexed client, uint256 amount)
func (escrow *Escrow) UnpackRefundedEvent(log *types.Log) (*EscrowRefunded, error) {
	event := "Refunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowRefunded)
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

// EscrowSettled represents a Settled event raised by the Escrow contract.
type EscrowSettled struct {
	JobId            *big.Int
	CumulativeAmount *big.Int
	Delta            *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const EscrowSettledEventName = "Settled"

// ContractEventName returns the user-defined event name.
func (EscrowSettled) ContractEventName() string {
	return EscrowSettledEventName
}

// UnpackSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Settled(uint256 indexed jobId, uint256 cumulativeAmount, uint256 delta)
func (escrow *Escrow) UnpackSettledEvent(log *types.Log) (*EscrowSettled, error) {
	event := "Settled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowSettled)
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
	if bytes.Equal(raw[:4], escrow.abi.Errors["AgentNotOwned"].ID.Bytes()[:4]) {
		return escrow.UnpackAgentNotOwnedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["BudgetMismatch"].ID.Bytes()[:4]) {
		return escrow.UnpackBudgetMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["BudgetTooLarge"].ID.Bytes()[:4]) {
		return escrow.UnpackBudgetTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ClaimAlreadySubmitted"].ID.Bytes()[:4]) {
		return escrow.UnpackClaimAlreadySubmittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ClientCannotBeProvider"].ID.Bytes()[:4]) {
		return escrow.UnpackClientCannotBeProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["EmptyDeliverable"].ID.Bytes()[:4]) {
		return escrow.UnpackEmptyDeliverableError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ExceedsBudget"].ID.Bytes()[:4]) {
		return escrow.UnpackExceedsBudgetError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ExpiryTooLong"].ID.Bytes()[:4]) {
		return escrow.UnpackExpiryTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ExpiryTooShort"].ID.Bytes()[:4]) {
		return escrow.UnpackExpiryTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["FeesTooHigh"].ID.Bytes()[:4]) {
		return escrow.UnpackFeesTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["FundingTooLate"].ID.Bytes()[:4]) {
		return escrow.UnpackFundingTooLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["GracePeriodActive"].ID.Bytes()[:4]) {
		return escrow.UnpackGracePeriodActiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["HookNotWhitelisted"].ID.Bytes()[:4]) {
		return escrow.UnpackHookNotWhitelistedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["InsufficientGasForHook"].ID.Bytes()[:4]) {
		return escrow.UnpackInsufficientGasForHookError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["InvalidHook"].ID.Bytes()[:4]) {
		return escrow.UnpackInvalidHookError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["InvalidJob"].ID.Bytes()[:4]) {
		return escrow.UnpackInvalidJobError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["InvalidQuoteSignature"].ID.Bytes()[:4]) {
		return escrow.UnpackInvalidQuoteSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["InvalidReceiver"].ID.Bytes()[:4]) {
		return escrow.UnpackInvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["JobAlreadyPriced"].ID.Bytes()[:4]) {
		return escrow.UnpackJobAlreadyPricedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ListFull"].ID.Bytes()[:4]) {
		return escrow.UnpackListFullError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NoNewSettlement"].ID.Bytes()[:4]) {
		return escrow.UnpackNoNewSettlementError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NoPendingClaim"].ID.Bytes()[:4]) {
		return escrow.UnpackNoPendingClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotAContract"].ID.Bytes()[:4]) {
		return escrow.UnpackNotAContractError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotRateable"].ID.Bytes()[:4]) {
		return escrow.UnpackNotRateableError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotRecorded"].ID.Bytes()[:4]) {
		return escrow.UnpackNotRecordedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["PaymentTokenMismatch"].ID.Bytes()[:4]) {
		return escrow.UnpackPaymentTokenMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["PaymentTokenNotAllowed"].ID.Bytes()[:4]) {
		return escrow.UnpackPaymentTokenNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["PendingClaimExists"].ID.Bytes()[:4]) {
		return escrow.UnpackPendingClaimExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ProviderCannotBeEvaluator"].ID.Bytes()[:4]) {
		return escrow.UnpackProviderCannotBeEvaluatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ProviderNotSet"].ID.Bytes()[:4]) {
		return escrow.UnpackProviderNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["QuoteExpired"].ID.Bytes()[:4]) {
		return escrow.UnpackQuoteExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["RecordOutOfRange"].ID.Bytes()[:4]) {
		return escrow.UnpackRecordOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return escrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return escrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return escrow.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["UnexpectedFundedAmount"].ID.Bytes()[:4]) {
		return escrow.UnpackUnexpectedFundedAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["WrongStatus"].ID.Bytes()[:4]) {
		return escrow.UnpackWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return escrow.UnpackZeroAddressError(raw[4:])
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

// EscrowAgentNotOwned represents a AgentNotOwned error raised by the Escrow contract.
type EscrowAgentNotOwned struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentNotOwned()
func EscrowAgentNotOwnedErrorID() common.Hash {
	return common.HexToHash("0x9bf4bf7b6c638496ad98071f8bfefcb254e714f533a8b366d1b786f251bcd251")
}

// UnpackAgentNotOwnedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentNotOwned()
func (escrow *Escrow) UnpackAgentNotOwnedError(raw []byte) (*EscrowAgentNotOwned, error) {
	out := new(EscrowAgentNotOwned)
	if err := escrow.abi.UnpackIntoInterface(out, "AgentNotOwned", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowBudgetMismatch represents a BudgetMismatch error raised by the Escrow contract.
type EscrowBudgetMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetMismatch()
func EscrowBudgetMismatchErrorID() common.Hash {
	return common.HexToHash("0x99b0fc8786c9cc3a89a11776cd3115b9a31a5d23cfb53e99bc04c1d6eda51e44")
}

// UnpackBudgetMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetMismatch()
func (escrow *Escrow) UnpackBudgetMismatchError(raw []byte) (*EscrowBudgetMismatch, error) {
	out := new(EscrowBudgetMismatch)
	if err := escrow.abi.UnpackIntoInterface(out, "BudgetMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowBudgetTooLarge represents a BudgetTooLarge error raised by the Escrow contract.
type EscrowBudgetTooLarge struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetTooLarge()
func EscrowBudgetTooLargeErrorID() common.Hash {
	return common.HexToHash("0xfeaa6cdb50522048b28b2f82fc1266d29b5202517d3773dafb11dee7f2c45a8a")
}

// UnpackBudgetTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetTooLarge()
func (escrow *Escrow) UnpackBudgetTooLargeError(raw []byte) (*EscrowBudgetTooLarge, error) {
	out := new(EscrowBudgetTooLarge)
	if err := escrow.abi.UnpackIntoInterface(out, "BudgetTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowClaimAlreadySubmitted represents a ClaimAlreadySubmitted error raised by the Escrow contract.
type EscrowClaimAlreadySubmitted struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClaimAlreadySubmitted()
func EscrowClaimAlreadySubmittedErrorID() common.Hash {
	return common.HexToHash("0xaebf5f2b2240fd316c6fcdeab5221d76ff889af358ee9979157fce5b2aae5260")
}

// UnpackClaimAlreadySubmittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClaimAlreadySubmitted()
func (escrow *Escrow) UnpackClaimAlreadySubmittedError(raw []byte) (*EscrowClaimAlreadySubmitted, error) {
	out := new(EscrowClaimAlreadySubmitted)
	if err := escrow.abi.UnpackIntoInterface(out, "ClaimAlreadySubmitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowClientCannotBeProvider represents a ClientCannotBeProvider error raised by the Escrow contract.
type EscrowClientCannotBeProvider struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClientCannotBeProvider()
func EscrowClientCannotBeProviderErrorID() common.Hash {
	return common.HexToHash("0x2232259faf4f7dcd8b200f5db9792aa5e07d35247a43ef36e1c751ff4e6b155a")
}

// UnpackClientCannotBeProviderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClientCannotBeProvider()
func (escrow *Escrow) UnpackClientCannotBeProviderError(raw []byte) (*EscrowClientCannotBeProvider, error) {
	out := new(EscrowClientCannotBeProvider)
	if err := escrow.abi.UnpackIntoInterface(out, "ClientCannotBeProvider", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowEmptyDeliverable represents a EmptyDeliverable error raised by the Escrow contract.
type EscrowEmptyDeliverable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyDeliverable()
func EscrowEmptyDeliverableErrorID() common.Hash {
	return common.HexToHash("0xe21765e7baf2f3666fdffa15e489b8a3db81f73b562c636d35b6d28aa73e09e2")
}

// UnpackEmptyDeliverableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyDeliverable()
func (escrow *Escrow) UnpackEmptyDeliverableError(raw []byte) (*EscrowEmptyDeliverable, error) {
	out := new(EscrowEmptyDeliverable)
	if err := escrow.abi.UnpackIntoInterface(out, "EmptyDeliverable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowExceedsBudget represents a ExceedsBudget error raised by the Escrow contract.
type EscrowExceedsBudget struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExceedsBudget()
func EscrowExceedsBudgetErrorID() common.Hash {
	return common.HexToHash("0x4ed6f97ba3944b3db8a1eea7f53083786365598d2ff4e0f9632f85dbed5eaf11")
}

// UnpackExceedsBudgetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExceedsBudget()
func (escrow *Escrow) UnpackExceedsBudgetError(raw []byte) (*EscrowExceedsBudget, error) {
	out := new(EscrowExceedsBudget)
	if err := escrow.abi.UnpackIntoInterface(out, "ExceedsBudget", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowExpiryTooLong represents a ExpiryTooLong error raised by the Escrow contract.
type EscrowExpiryTooLong struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryTooLong()
func EscrowExpiryTooLongErrorID() common.Hash {
	return common.HexToHash("0xb40b2a0e801ea91182306bd6e9a485ccef061acea91e5165fb9d3604d98acc4a")
}

// UnpackExpiryTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryTooLong()
func (escrow *Escrow) UnpackExpiryTooLongError(raw []byte) (*EscrowExpiryTooLong, error) {
	out := new(EscrowExpiryTooLong)
	if err := escrow.abi.UnpackIntoInterface(out, "ExpiryTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowExpiryTooShort represents a ExpiryTooShort error raised by the Escrow contract.
type EscrowExpiryTooShort struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryTooShort()
func EscrowExpiryTooShortErrorID() common.Hash {
	return common.HexToHash("0xf7a0748c59b7db4f45b840ca02869bbaa5bbe1c0b27a686862fbe47bbeef2f1b")
}

// UnpackExpiryTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryTooShort()
func (escrow *Escrow) UnpackExpiryTooShortError(raw []byte) (*EscrowExpiryTooShort, error) {
	out := new(EscrowExpiryTooShort)
	if err := escrow.abi.UnpackIntoInterface(out, "ExpiryTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowFeesTooHigh represents a FeesTooHigh error raised by the Escrow contract.
type EscrowFeesTooHigh struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeesTooHigh()
func EscrowFeesTooHighErrorID() common.Hash {
	return common.HexToHash("0xc9034e1883f8ec44c481a74ab94796e1674ae2b465c41b9e46b4187f7d201bb9")
}

// UnpackFeesTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeesTooHigh()
func (escrow *Escrow) UnpackFeesTooHighError(raw []byte) (*EscrowFeesTooHigh, error) {
	out := new(EscrowFeesTooHigh)
	if err := escrow.abi.UnpackIntoInterface(out, "FeesTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowFundingTooLate represents a FundingTooLate error raised by the Escrow contract.
type EscrowFundingTooLate struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FundingTooLate()
func EscrowFundingTooLateErrorID() common.Hash {
	return common.HexToHash("0x1cb824734354914801e83b8c4ec4e872c4f598bd485992e6a5a9356600b6b8f8")
}

// UnpackFundingTooLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FundingTooLate()
func (escrow *Escrow) UnpackFundingTooLateError(raw []byte) (*EscrowFundingTooLate, error) {
	out := new(EscrowFundingTooLate)
	if err := escrow.abi.UnpackIntoInterface(out, "FundingTooLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowGracePeriodActive represents a GracePeriodActive error raised by the Escrow contract.
type EscrowGracePeriodActive struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GracePeriodActive()
func EscrowGracePeriodActiveErrorID() common.Hash {
	return common.HexToHash("0x478f84e7d13c66e9c942b46ead348e4ce4c3a3fd84f0b74575b5fb257efcc4d4")
}

// UnpackGracePeriodActiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GracePeriodActive()
func (escrow *Escrow) UnpackGracePeriodActiveError(raw []byte) (*EscrowGracePeriodActive, error) {
	out := new(EscrowGracePeriodActive)
	if err := escrow.abi.UnpackIntoInterface(out, "GracePeriodActive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowHookNotWhitelisted represents a HookNotWhitelisted error raised by the Escrow contract.
type EscrowHookNotWhitelisted struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HookNotWhitelisted()
func EscrowHookNotWhitelistedErrorID() common.Hash {
	return common.HexToHash("0xa04b28ec417fde3fee72cab88385c2f658ab594cc91638cdc531c11cb86b688e")
}

// UnpackHookNotWhitelistedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HookNotWhitelisted()
func (escrow *Escrow) UnpackHookNotWhitelistedError(raw []byte) (*EscrowHookNotWhitelisted, error) {
	out := new(EscrowHookNotWhitelisted)
	if err := escrow.abi.UnpackIntoInterface(out, "HookNotWhitelisted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowInsufficientGasForHook represents a InsufficientGasForHook error raised by the Escrow contract.
type EscrowInsufficientGasForHook struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientGasForHook()
func EscrowInsufficientGasForHookErrorID() common.Hash {
	return common.HexToHash("0x4206fa3cf6579deab78daa2c602743f6fcbd643f011d742b66421a380e1242b8")
}

// UnpackInsufficientGasForHookError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientGasForHook()
func (escrow *Escrow) UnpackInsufficientGasForHookError(raw []byte) (*EscrowInsufficientGasForHook, error) {
	out := new(EscrowInsufficientGasForHook)
	if err := escrow.abi.UnpackIntoInterface(out, "InsufficientGasForHook", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowInvalidHook represents a InvalidHook error raised by the Escrow contract.
type EscrowInvalidHook struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidHook()
func EscrowInvalidHookErrorID() common.Hash {
	return common.HexToHash("0x9c9d8823ddc6e8b1a6dfe173753711f3d9cec3cfd8bb80cc0ea39c0bc084cfb8")
}

// UnpackInvalidHookError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidHook()
func (escrow *Escrow) UnpackInvalidHookError(raw []byte) (*EscrowInvalidHook, error) {
	out := new(EscrowInvalidHook)
	if err := escrow.abi.UnpackIntoInterface(out, "InvalidHook", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowInvalidJob represents a InvalidJob error raised by the Escrow contract.
type EscrowInvalidJob struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidJob()
func EscrowInvalidJobErrorID() common.Hash {
	return common.HexToHash("0x71c8f46039ff05930a5f0e863cc3cc6347ec9ab9cd3d10476e855c3de62bcafe")
}

// UnpackInvalidJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidJob()
func (escrow *Escrow) UnpackInvalidJobError(raw []byte) (*EscrowInvalidJob, error) {
	out := new(EscrowInvalidJob)
	if err := escrow.abi.UnpackIntoInterface(out, "InvalidJob", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowInvalidQuoteSignature represents a InvalidQuoteSignature error raised by the Escrow contract.
type EscrowInvalidQuoteSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidQuoteSignature()
func EscrowInvalidQuoteSignatureErrorID() common.Hash {
	return common.HexToHash("0x9c584f5411d82d2674b1ea2039f67a360a7032eab63ce5148731df6185a8f939")
}

// UnpackInvalidQuoteSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidQuoteSignature()
func (escrow *Escrow) UnpackInvalidQuoteSignatureError(raw []byte) (*EscrowInvalidQuoteSignature, error) {
	out := new(EscrowInvalidQuoteSignature)
	if err := escrow.abi.UnpackIntoInterface(out, "InvalidQuoteSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowInvalidReceiver represents a InvalidReceiver error raised by the Escrow contract.
type EscrowInvalidReceiver struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidReceiver()
func EscrowInvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x1e4ec46ba639431522ed9b9ce6d5e4d79b6e4cb2c689f14af956db4edf067a7d")
}

// UnpackInvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidReceiver()
func (escrow *Escrow) UnpackInvalidReceiverError(raw []byte) (*EscrowInvalidReceiver, error) {
	out := new(EscrowInvalidReceiver)
	if err := escrow.abi.UnpackIntoInterface(out, "InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowJobAlreadyPriced represents a JobAlreadyPriced error raised by the Escrow contract.
type EscrowJobAlreadyPriced struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobAlreadyPriced()
func EscrowJobAlreadyPricedErrorID() common.Hash {
	return common.HexToHash("0xd42b315e312b86bb8bb94461b33993557c1f661496369331ccc67252675d7f14")
}

// UnpackJobAlreadyPricedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobAlreadyPriced()
func (escrow *Escrow) UnpackJobAlreadyPricedError(raw []byte) (*EscrowJobAlreadyPriced, error) {
	out := new(EscrowJobAlreadyPriced)
	if err := escrow.abi.UnpackIntoInterface(out, "JobAlreadyPriced", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowListFull represents a ListFull error raised by the Escrow contract.
type EscrowListFull struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ListFull()
func EscrowListFullErrorID() common.Hash {
	return common.HexToHash("0x9171c7a834d34d78710d24a27317317adecd1cc70c5e5538fdba1dd88ac0c6b7")
}

// UnpackListFullError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ListFull()
func (escrow *Escrow) UnpackListFullError(raw []byte) (*EscrowListFull, error) {
	out := new(EscrowListFull)
	if err := escrow.abi.UnpackIntoInterface(out, "ListFull", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNoNewSettlement represents a NoNewSettlement error raised by the Escrow contract.
type EscrowNoNewSettlement struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoNewSettlement()
func EscrowNoNewSettlementErrorID() common.Hash {
	return common.HexToHash("0x57ee5a0f5bca3bfc4c6c426b1a58734d28ae369aacd4554eb13bd971b2d980ad")
}

// UnpackNoNewSettlementError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoNewSettlement()
func (escrow *Escrow) UnpackNoNewSettlementError(raw []byte) (*EscrowNoNewSettlement, error) {
	out := new(EscrowNoNewSettlement)
	if err := escrow.abi.UnpackIntoInterface(out, "NoNewSettlement", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNoPendingClaim represents a NoPendingClaim error raised by the Escrow contract.
type EscrowNoPendingClaim struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPendingClaim()
func EscrowNoPendingClaimErrorID() common.Hash {
	return common.HexToHash("0x9b604d0b75d26f2a7404e111da18e1cc2ed6de22800227b1cac2dcfba5e764e0")
}

// UnpackNoPendingClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPendingClaim()
func (escrow *Escrow) UnpackNoPendingClaimError(raw []byte) (*EscrowNoPendingClaim, error) {
	out := new(EscrowNoPendingClaim)
	if err := escrow.abi.UnpackIntoInterface(out, "NoPendingClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotAContract represents a NotAContract error raised by the Escrow contract.
type EscrowNotAContract struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAContract()
func EscrowNotAContractErrorID() common.Hash {
	return common.HexToHash("0x09ee12d5e890f67fbc6b54352f3db54c0ae59044f71a515db1d8d03c55e89c18")
}

// UnpackNotAContractError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAContract()
func (escrow *Escrow) UnpackNotAContractError(raw []byte) (*EscrowNotAContract, error) {
	out := new(EscrowNotAContract)
	if err := escrow.abi.UnpackIntoInterface(out, "NotAContract", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotRateable represents a NotRateable error raised by the Escrow contract.
type EscrowNotRateable struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRateable(uint256 jobId)
func EscrowNotRateableErrorID() common.Hash {
	return common.HexToHash("0xf2b038f2dc95be09816203e450d058636e0a54ea6eb0f7167473202a5fc6dd8b")
}

// UnpackNotRateableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRateable(uint256 jobId)
func (escrow *Escrow) UnpackNotRateableError(raw []byte) (*EscrowNotRateable, error) {
	out := new(EscrowNotRateable)
	if err := escrow.abi.UnpackIntoInterface(out, "NotRateable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotRecorded represents a NotRecorded error raised by the Escrow contract.
type EscrowNotRecorded struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRecorded(uint256 jobId)
func EscrowNotRecordedErrorID() common.Hash {
	return common.HexToHash("0x818dd4e3460faf3ddcf42ac19a7469ad2723a8275254e9cc8fdb06fa0805bf47")
}

// UnpackNotRecordedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRecorded(uint256 jobId)
func (escrow *Escrow) UnpackNotRecordedError(raw []byte) (*EscrowNotRecorded, error) {
	out := new(EscrowNotRecorded)
	if err := escrow.abi.UnpackIntoInterface(out, "NotRecorded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowPaymentTokenMismatch represents a PaymentTokenMismatch error raised by the Escrow contract.
type EscrowPaymentTokenMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PaymentTokenMismatch()
func EscrowPaymentTokenMismatchErrorID() common.Hash {
	return common.HexToHash("0xae4f082bdc266227e9e175a7221b0ce67abac57a4da1bb7d2dee0d763c2a6717")
}

// UnpackPaymentTokenMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PaymentTokenMismatch()
func (escrow *Escrow) UnpackPaymentTokenMismatchError(raw []byte) (*EscrowPaymentTokenMismatch, error) {
	out := new(EscrowPaymentTokenMismatch)
	if err := escrow.abi.UnpackIntoInterface(out, "PaymentTokenMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowPaymentTokenNotAllowed represents a PaymentTokenNotAllowed error raised by the Escrow contract.
type EscrowPaymentTokenNotAllowed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PaymentTokenNotAllowed()
func EscrowPaymentTokenNotAllowedErrorID() common.Hash {
	return common.HexToHash("0xc5dd95ec1ab517140a292c98a01f12d82813a3c1872b8786f6358c1b2c322698")
}

// UnpackPaymentTokenNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PaymentTokenNotAllowed()
func (escrow *Escrow) UnpackPaymentTokenNotAllowedError(raw []byte) (*EscrowPaymentTokenNotAllowed, error) {
	out := new(EscrowPaymentTokenNotAllowed)
	if err := escrow.abi.UnpackIntoInterface(out, "PaymentTokenNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowPendingClaimExists represents a PendingClaimExists error raised by the Escrow contract.
type EscrowPendingClaimExists struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PendingClaimExists()
func EscrowPendingClaimExistsErrorID() common.Hash {
	return common.HexToHash("0x7d7c267a5e859679e89e661208dacec44dcca27d21690d41e0b3af4ba7c213d7")
}

// UnpackPendingClaimExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PendingClaimExists()
func (escrow *Escrow) UnpackPendingClaimExistsError(raw []byte) (*EscrowPendingClaimExists, error) {
	out := new(EscrowPendingClaimExists)
	if err := escrow.abi.UnpackIntoInterface(out, "PendingClaimExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowProviderCannotBeEvaluator represents a ProviderCannotBeEvaluator error raised by the Escrow contract.
type EscrowProviderCannotBeEvaluator struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderCannotBeEvaluator()
func EscrowProviderCannotBeEvaluatorErrorID() common.Hash {
	return common.HexToHash("0x0cc64429292f8a604e083b6d944bb5045f1c713639c46b745d33ecb9db74e022")
}

// UnpackProviderCannotBeEvaluatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderCannotBeEvaluator()
func (escrow *Escrow) UnpackProviderCannotBeEvaluatorError(raw []byte) (*EscrowProviderCannotBeEvaluator, error) {
	out := new(EscrowProviderCannotBeEvaluator)
	if err := escrow.abi.UnpackIntoInterface(out, "ProviderCannotBeEvaluator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowProviderNotSet represents a ProviderNotSet error raised by the Escrow contract.
type EscrowProviderNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderNotSet()
func EscrowProviderNotSetErrorID() common.Hash {
	return common.HexToHash("0xa9456d434f12c18432f5641fcc0292868ba2bc32c6d6df4e186fd6fa23b36819")
}

// UnpackProviderNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderNotSet()
func (escrow *Escrow) UnpackProviderNotSetError(raw []byte) (*EscrowProviderNotSet, error) {
	out := new(EscrowProviderNotSet)
	if err := escrow.abi.UnpackIntoInterface(out, "ProviderNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowQuoteExpired represents a QuoteExpired error raised by the Escrow contract.
type EscrowQuoteExpired struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error QuoteExpired()
func EscrowQuoteExpiredErrorID() common.Hash {
	return common.HexToHash("0x8727a7f94ef698d5dc71f3bb925889658829f9e4c4ad348c55f86ad4824ab216")
}

// UnpackQuoteExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error QuoteExpired()
func (escrow *Escrow) UnpackQuoteExpiredError(raw []byte) (*EscrowQuoteExpired, error) {
	out := new(EscrowQuoteExpired)
	if err := escrow.abi.UnpackIntoInterface(out, "QuoteExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowRecordOutOfRange represents a RecordOutOfRange error raised by the Escrow contract.
type EscrowRecordOutOfRange struct {
	Rating *big.Int
	Kind   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RecordOutOfRange(uint256 rating, uint256 kind)
func EscrowRecordOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x0d4e7a590ecf86d11ebd8178e5efe0420be538200efa7b48674e36456c17c9b9")
}

// UnpackRecordOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RecordOutOfRange(uint256 rating, uint256 kind)
func (escrow *Escrow) UnpackRecordOutOfRangeError(raw []byte) (*EscrowRecordOutOfRange, error) {
	out := new(EscrowRecordOutOfRange)
	if err := escrow.abi.UnpackIntoInterface(out, "RecordOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the Escrow contract.
type EscrowReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func EscrowReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (escrow *Escrow) UnpackReentrancyGuardReentrantCallError(raw []byte) (*EscrowReentrancyGuardReentrantCall, error) {
	out := new(EscrowReentrancyGuardReentrantCall)
	if err := escrow.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
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

// EscrowUnauthorized represents a Unauthorized error raised by the Escrow contract.
type EscrowUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func EscrowUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (escrow *Escrow) UnpackUnauthorizedError(raw []byte) (*EscrowUnauthorized, error) {
	out := new(EscrowUnauthorized)
	if err := escrow.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowUnexpectedFundedAmount represents a UnexpectedFundedAmount error raised by the Escrow contract.
type EscrowUnexpectedFundedAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnexpectedFundedAmount()
func EscrowUnexpectedFundedAmountErrorID() common.Hash {
	return common.HexToHash("0x5d8b7d2cebc4bdd3471430fd73305ac380925164ce1f5b0d672b7676e9b34e35")
}

// UnpackUnexpectedFundedAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnexpectedFundedAmount()
func (escrow *Escrow) UnpackUnexpectedFundedAmountError(raw []byte) (*EscrowUnexpectedFundedAmount, error) {
	out := new(EscrowUnexpectedFundedAmount)
	if err := escrow.abi.UnpackIntoInterface(out, "UnexpectedFundedAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowWrongStatus represents a WrongStatus error raised by the Escrow contract.
type EscrowWrongStatus struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStatus()
func EscrowWrongStatusErrorID() common.Hash {
	return common.HexToHash("0x8e78f0cb5ded6b50bc52e4e8d5b947ec7dd25c0b7a99b4898829302a03196dd8")
}

// UnpackWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStatus()
func (escrow *Escrow) UnpackWrongStatusError(raw []byte) (*EscrowWrongStatus, error) {
	out := new(EscrowWrongStatus)
	if err := escrow.abi.UnpackIntoInterface(out, "WrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowZeroAddress represents a ZeroAddress error raised by the Escrow contract.
type EscrowZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func EscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (escrow *Escrow) UnpackZeroAddressError(raw []byte) (*EscrowZeroAddress, error) {
	out := new(EscrowZeroAddress)
	if err := escrow.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowFactoryMetaData contains all meta data concerning the EscrowFactory contract.
var EscrowFactoryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"ledger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"platformFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"address\",\"name\":\"ratingHook\",\"type\":\"address\"}],\"internalType\":\"structIEscrowDeployer.EscrowParameters\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"deploy\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowInitCode\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowInitCodeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowInitCodeTail\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"parameters\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"ledger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"platformFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"address\",\"name\":\"ratingHook\",\"type\":\"address\"}],\"internalType\":\"structIEscrowDeployer.EscrowParameters\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DataContractFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotDeploying\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotLedger\",\"type\":\"error\"}]",
	ID:  "1a1c3963407824e318f8770b509eef6291",
	Bin: "0x61010080604052346100f95733608052615dbf61001f60208201836100fd565b808252602082019061081b82398151902060e0528051600181901c8082039182116100e5576100949261008c9161006e61005885610134565b9461006660405196876100fd565b808652610134565b6020850190601f1901368237845190602083850101905e815261014f565b60a05261014f565b60c05260405161063990816101e28239608051818181607a015281816104350152610602015260a05181818161026b015261035d015260c05181818161028c01526105c1015260e051816103980152f35b634e487b7160e01b5f52601160045260245ffd5b5f80fd5b601f909101601f19168101906001600160401b0382119082101761012057604052565b634e487b7160e01b5f52604160045260245ffd5b6001600160401b03811161012057601f01601f191660200190565b805190600182018092116100e5576101bc602b60209260405193849181830196606160f81b885261ffff60f01b9060f01b1660218401526680600a5f395ff360c81b60238401525f602a8401528051918291018484015e81015f838201520301601f1981018352826100fd565b51905ff0906001600160a01b038216156101d257565b637f20ac7760e11b5f5260045ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816356397c35146105e5575080637fa09c85146105a257806389035730146103bb57806391908d681461038157806397b245ed1461033e5763e6e334981461005e575f80fd5b3461030e5761012036600319011261030e576001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016330361031257600160ff195f5c16175f5d6024356001600160a01b038116810361030e577fffffffffffffffffffffff0000000000000000000000000000000000000000ff74ffffffffffffffffffffffffffffffffffffffff005f5c9260081b169116175f5d6044356001600160a01b0381169081810361030e57506001600160a01b031960015c161760015d610130610626565b7fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff77ffffffff000000000000000000000000000000000000000060015c9260a01b1691161760015d6084356001600160a01b0381169081810361030e57506001600160a01b031960025c161760025d60a4356001600160a01b0381169081810361030e57506001600160a01b031960035c161760035d60c4356001600160a01b0381169081810361030e57506001600160a01b031960045c161760045d60e43561ffff8116810361030e577fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff000000000000000000000000000000000000000060045c9260a01b1691161760045d610104356001600160a01b0381169081810361030e57506001600160a01b031960055c161760055d7f00000000000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000063ffffffff6102b8610626565b1690823b6001823b8201926040519582875f198601923c5f19838503810193870101903c60011901825ff580156103055760209060ff195f5c165f5d6001600160a01b0360405191168152f35b503d5f823e3d90fd5b5f80fd5b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461030e575f36600319011261030e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461030e575f36600319011261030e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461030e575f36600319011261030e57604051610120810181811067ffffffffffffffff821117610575576040525f8152602081015f8152604082015f8152606083015f8152608084015f815260a08501905f825260c08601925f845260e08701945f86526101008801965f885260ff5f5c161561054d577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168099525f5c60081c6001600160a01b0316815260015c6001600160a01b0316825260015c60a01c63ffffffff16835260025c6001600160a01b0316845260035c6001600160a01b0316855260045c6001600160a01b0316865260045c60a01c61ffff16875260055c6001600160a01b03168852604051988952516001600160a01b03166020890152516001600160a01b031660408801525163ffffffff166060870152516001600160a01b03166080860152516001600160a01b031660a0850152516001600160a01b031660c08401525161ffff1660e0830152516001600160a01b031661010082015261012090f35b7fbd393ab6000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b3461030e575f36600319011261030e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461030e575f36600319011261030e576020906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b60643563ffffffff8116810361030e579056610120806040523461045857630890357360e41b815261012081600481335afa908115610463575f9161035b575b5080516001600160a01b0316158015610346575b8015610331575b61030d5760a0810180519091906001600160a01b031615801561031c575b61030d5760e08101906103e861ffff835116116102fe5780516001600160a01b0390811660809081526020830151821660a052604080840151831660c090815260608086015163ffffffff1660e05261010080870151861690529285018051600180546001600160a01b031916918716919091179055875160035488519390970180519451909994989097949695880195909492939116906001600160401b038611888710176102ea5760409586525f80895261ffff82811660208b8101919091526001600160a01b03808d169b8a019b909b5282546001600160f01b03191693891b69ffff0000000000000000169390931760509b909b1b600160501b600160f01b03169a909a1781556001600160a81b031990931691909117600160a01b17600355818052600681527f54cdd369e4e8a8515e52ca72ec816c2101831ad1f18bf44102ed171459c9b4f8805460ff19166001179055915193517ff0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca4849792969095929416907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08180a3516001600160a01b03165f7f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a748180a3519451941681526001600160a01b0390931692a260405161593c90816104838239608051818181611bd30152612510015260a051818181612232015281816126b00152818161384f0152818161442f0152615730015260c0518181816135bd015281816144a20152614537015260e05181612cf40152610100518181816114140152818161169c01528181612be701528181614dcf01528181614e6201528181614ef50152614f880152f35b634e487b7160e01b5f52604160045260245ffd5b63192069c360e31b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b5060c08101516001600160a01b031615610066565b5060808101516001600160a01b031615610048565b5060208101516001600160a01b031615610041565b90506101203d811161045c575b601f8101601f191682016001600160401b038111838210176102ea5761012091839160405281010312610458576040519061012082016001600160401b038111838210176102ea576040526103bc8161046e565b82526103ca6020820161046e565b60208301526103db6040820161046e565b6040830152606081015163ffffffff811681036104585760608301526104036080820161046e565b608083015261041460a0820161046e565b60a083015261042560c0820161046e565b60c083015260e081015161ffff811681036104585760e083015261044c906101000161046e565b6101008201525f61002d565b5f80fd5b503d610368565b6040513d5f823e3d90fd5b51906001600160a01b03821682036104585756fe6080806040526004361015610012575f80fd5b5f3560e01c908163070423c9146135e157508063134e18f41461359e578063165fbf71146133a6578063176a9da71461318a5780631c9c088a146131185780631f989ec814612d445780632833609814612d185780632986c0e514612cd85780632c5848ae14612bb75780632c8b9c5b146129f65780632f0e31f4146129dc5780632f13dfe7146126f65780633644e515146126d457806338d52e0f146126915780634006522b1461267457806341d71a501461263457806341dd26f5146126085780634375469f1461255a57806350355d76146125345780635088d8be146102bb57806356397c35146124f15780635d0e9ca014612282578063697d312a146122065780636d3b96c3146121c957806379ba50971461215d5780637ccc586e1461212c5780638cd24c9a14611d515780638da5cb5b14611d2b57806396c6584314611bac5780639e63798d14611992578063ac52954314611968578063ac9650d8146117d5578063b4d884f6146116c0578063b78e29d81461167d578063b96716901461165f578063bede5eca14611643578063bf22c4571461151c578063ce79eb60146113d0578063cec789bb14611345578063d127c86714611194578063d2fd101b14610f6f578063d55be8c614610f53578063d75bbdf314610d71578063de847ff814610c74578063e138818c14610c4c578063e30c397814610c26578063e8bcf10414610a51578063ef98d86414610472578063f2fde38b146103e1578063f3302b89146102fa578063f7581615146102c0578063faf548f6146102bb578063fe25e00a146102955763ff96092a1461026e575f80fd5b34610291575f36600319011261029157602061ffff5f5460401c16604051908152f35b5f80fd5b34610291575f3660031901126102915760206001600160a01b0360035416604051908152f35b613746565b34610291575f3660031901126102915760206040517fad844b01828fa5171fc60f82649593cfe7afb621b338b7d29de49c8c283c42258152f35b3461029157610308366136bc565b9260ff5f9392935c166103b957600160ff195f5c16175f5d6103298561422e565b60078160a01c16158015906103a6575b61037e576001600160a01b03811633036103705785610366965f526008602052339160405f205491615154565b60ff195f5c165f5d005b6282b42960e81b5f5260045ffd5b7f8e78f0cb000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8160ae1c16421015610339565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610291576020366003190112610291576001600160a01b036104026136a6565b61040a614451565b16801561044a57806001600160a01b03196002541617600255337f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227005f80a3005b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b346102915760e03660031901126102915761048b6136a6565b610493613690565b65ffffffffffff60443516604435036102915760643567ffffffffffffffff8111610291576104c6903690600401613626565b929091608435916001600160a01b03831683036102915760a4359460c43567ffffffffffffffff811161029157610501903690600401613626565b92909360ff5f5c166103b957600160ff195f5c16175f5d879461012c42018042116109305765ffffffffffff604435161115610a29576301e1338042018042116109305765ffffffffffff6044351611610a0157336001600160a01b038416146109d9576001600160a01b0382161561044a576001600160a01b0383166001600160a01b038316146109b1576001600160a01b0387161515958680610991575b610969575f996001600160a01b0385166109445750505f935b6105c2613f57565b90600167ffffffffffffffff835116019967ffffffffffffffff8b116109305760209b8b6107099467ffffffffffffffff821681525f548f69ffff00000000000000009083015160401b167dffffffffffffffffffffffffffffffffffffffff00000000000000000000604084015160501b16917fffff00000000000000000000000000000000000000000000000000000000000067ffffffffffffffff861691161717175f558b336001600160a01b038a16036108f6575b6108b9575b8e015161ffff8116610885575b505060048116610869575b67ffffffffffffffff8c165f5260078d527b3fffffffffffc000000000000000000000000000000000000000000060443560ae1b169060a31b6001600160a01b038816171760405f205567ffffffffffffffff8b165f5260088c523360405f205567ffffffffffffffff8b16615329565b6040516001600160a01b038316815265ffffffffffff604435168a8201526001600160a01b03881660408201526001600160a01b0384169033907f834a72f190664642fdcd90aae4371388adece09d5bbc96f411c84fc61b3e31aa606067ffffffffffffffff8d1692a46001600160a01b0387166107f757505050505060405161079385826137d5565b5f8152905b6107b9575b505060ff195f5c165f5d67ffffffffffffffff60405191168152f35b7fef98d864000000000000000000000000000000000000000000000000000000006107ef9267ffffffffffffffff8516906154cb565b50828061079d565b6001600160a01b0394610863948661085594604051988997338f8a015216604088015216606086015265ffffffffffff6044351660808601526001600160a01b03891660a086015260c085015260e080850152610100840191613786565b03601f1981018352826137d5565b90610798565b67ffffffffffffffff8c165f52600d8d528760405f2055610698565b67ffffffffffffffff60106cffff000000000000000000000093941793165f5260098f5260581b1660405f20558b8e61068d565b9160028f91179267ffffffffffffffff83165f52600b82528d6001600160a01b0360405f2091166001600160a01b03198254161790559050610680565b50916001179167ffffffffffffffff82165f52600a8f528b60405f206001600160a01b038a166001600160a01b031982541617905561067b565b634e487b7160e01b5f52601160045260245ffd5b80959195610953575b506105ba565b610960919a50849061452c565b6004988a61094d565b7fa04b28ec000000000000000000000000000000000000000000000000000000005f5260045ffd5b506001600160a01b0388165f52600660205260ff60405f205416156105a1565b7f0cc64429000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f2232259f000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fb40b2a0e000000000000000000000000000000000000000000000000000000005f5260045ffd5b7ff7a0748c000000000000000000000000000000000000000000000000000000005f5260045ffd5b3461029157610a5f36613654565b9260ff5f9392935c166103b957600160ff195f5c16175f5d610a808561422e565b92855f52600860205260405f2054906001600160a01b038216330361037057600160078660a01c1614801590610c13575b61037e57869382610ac5858795898761434b565b9060405198899485338383888c6020860194610ae0956137a6565b03601f1981018752610af290876137d5565b83610afd8b896143d9565b9a8b946001600160a01b03861615159b7fdeb90a7ac927c87e86c5eb712663e5b02025529d9a390898bdf8db9d3b394d0799610b87978e610bf8575b5050610b53836cffff0000000000000000000000926147c4565b168b17918a5f5260096020528260405f20558a5f526007602052600160a71b811760405f2055633a2f3c4160e21b8b614bcd565b837f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e60408051888152846020820152a26040805195865260208601919091528401523392606090a3610bdd5760ff195f5c165f5d005b610bef92633a2f3c4160e21b916154cb565b50808080610366565b610c0a92633a2f3c4160e21b91615463565b50898e8e610b39565b5063ffffffff8560ae1c16421015610ab1565b34610291575f3660031901126102915760206001600160a01b0360025416604051908152f35b34610291575f3660031901126102915760206001600160a01b035f5460501c16604051908152f35b3461029157610c8236613610565b9060ff5f5c166103b957600160ff195f5c16175f5d610ca08161422e565b600260078260a01c1614801590610d62575b8015610d4f575b61037e57815f5260086020526001600160a01b0360405f20541633141580610d3c575b61037057750200000000000000000000000000000000000000000090825f5260076020521760405f20556040519182527f77054bb8480d9f04c6a50ecbd5d85b6028a947b530b85865293a5817e7e3776f60203393a360ff195f5c165f5d005b506001600160a01b038116331415610cdc565b5063ffffffff8160ae1c16421015610cb9565b5060408160a31c161515610cb2565b3461029157610d7f36613713565b9160ff5f9492945c166103b957600160ff195f5c16175f5d610da08261422e565b90825f52600860205260405f205490600260078460a01c1614801590610f34575b61037e576001600160a01b03610dd8838587614274565b1633036103705760405194610e0586610df7838a863360208601613abe565b03601f1981018852876137d5565b610e0f84866143d9565b916001600160a01b03831615159182610f1b575b63ffffffff8660ae1c1690610e108201809211610930576103669988978a97610eb194428111610f065750600360a01b5f5b60e71b6001687ffffffffffffffff960a01b03841617178a5f52600760205260405f2055610e83828b6147c4565b90610eaa6affffffffffffffffffffff831669ffffffffffffffffffff8360a01c16613a19565b928b614a27565b604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460203393a3610eeb575b505050614ef2565b610efd9263d75bbdf360e01b916154cb565b50808285610ee3565b610f16600360a01b914290613a19565b610e55565b610f2e8863d75bbdf360e01b8987615463565b50610e23565b5063ffffffff8360ae1c16610e10810180911161093057421015610dc1565b34610291575f3660031901126102915760206040516103e88152f35b346102915760403660031901126102915760043560243567ffffffffffffffff811161029157610fa3903690600401613626565b9060ff5f5c166103b957600160ff195f5c16175f5d610fc18361422e565b9060078260a01c16906002821161037e576002820361115f5763ffffffff8360ae1c16610e1081018091116109305742106111375761101c905b61100e604051958692336020850161380b565b03601f1981018552846137d5565b61102682856143d9565b9061103284868461462c565b63ffffffff8360ae1c16610e108101809111610930576110b792859287924281116111225750600560a01b5f5b60e71b6001687ffffffffffffffff960a01b0388161717835f52600760205260405f2055151594856110d5575b50817f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a2614693565b6110c55760ff195f5c165f5d005b6110ce91614e5f565b8080610366565b61111c90835f5260086020526111156affffffffffffffffffffff6110ff60405f205493876147c4565b1669ffffffffffffffffffff8360a01c16613a19565b90846147df565b8761108c565b611132600560a01b914290613a19565b61105f565b7f478f84e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b60a383901c6020161561117b57633ebe133d60e11b5f5260045ffd5b63ffffffff8360ae1c16421061037e5761101c90610ffb565b346102915760a03660031901126102915760043560443560643560243560843567ffffffffffffffff8111610291576111d1903690600401613626565b9160ff5f5c166103b957600160ff195f5c16175f5d6111ef8661422e565b92865f52600860205260405f20546001600160a01b0381163314159081611331575b81611312575b5061037057600160078560a01c160361037e57828161124061100e9361126c968a878a8e6142a8565b6040519788943360208701526040860152606085015286608085015260a08085015260c0840191613786565b61127681856143d9565b91600160a81b196001600160a01b038416151592836112f9575b865f52600f6020525f6040812055865f5260076020521660405f2055604051908152847f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a36112e75760ff195f5c165f5d005b610bef9263d127c86760e01b916154cb565b61130c8663d127c86760e01b8988615463565b50611290565b6001600160a01b03915061132790868a614274565b1633141588611217565b336001600160a01b03871614159150611211565b346102915760203660031901126102915760806004355f90805f52600760205260405f205491815f52600860205260405f205491611384838583614274565b9060048560a31c166113b4575b506001600160a01b03919260405194855260208501521660408301526060820152f35b6001600160a01b0392505f52600d60205260405f205491611391565b34610291576040366003190112610291576113e96136a6565b6113f1613704565b6113f9614451565b6001600160a01b03821691821561044a576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168314611490578190816114b8575b506114905760207f7ee54953080e392a475a25b6acacb85417ca4e1953293c90934233ca1361251091835f526006825260405f209015159060ff1981541660ff8316179055604051908152a2005b7f9c9d8823000000000000000000000000000000000000000000000000000000005f5260045ffd5b90506114c3816157a0565b908161150a575b816114d8575b501583611442565b61150491507f7ff6bc9e0000000000000000000000000000000000000000000000000000000090615847565b836114d0565b9050611515816157fd565b15906114ca565b3461029157602036600319011261029157611538600435613fa4565b60405190602082526001600160a01b038151166020830152602081015190600682101561162f57829160408301526001600160a01b03604082015116606083015265ffffffffffff60608201511660808301526001600160a01b0360808201511660a083015265ffffffffffff60a08201511660c083015260c081015160e08301526001600160a01b0360e0820151166101008301526001600160a01b03610100820151166101208301526101208101516101408301526001600160a01b036101806116176101408401516101a06101608701526101c0860190613762565b92610160810151828601520151166101a08301520390f35b634e487b7160e01b5f52602160045260245ffd5b34610291575f36600319011261029157602060405161012c8152f35b34610291575f3660031901126102915760206040516301e133808152f35b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291576040366003190112610291576004356116dc613690565b906116e5614451565b6001600160a01b03821691821561044a576103e882116117ad577ff0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca4849160209167ffffffffffffffff611735613f57565b61ffff84168582015286604082015251167fffff0000000000000000000000000000000000000000000000000000000000007dffffffffffffffffffffffffffffffffffffffff000000000000000000005f549360501b1692161769ffff00000000000000008360401b1617175f55604051908152a2005b7fc9034e18000000000000000000000000000000000000000000000000000000005f5260045ffd5b346102915760203660031901126102915760043567ffffffffffffffff811161029157366023820112156102915780600401359067ffffffffffffffff8211610291573660248360051b830101116102915761183082613ee8565b9161183e60405193846137d5565b808352601f1961184d82613ee8565b015f5b818110611957575050905f9060421981360301915b838110156118f05760248160051b830101358381121561029157820160248101359067ffffffffffffffff821161029157604401813603811361029157815f92918392604051928392833781018381520390305af46118c2613f00565b90156118e857906001916118d68288613f2f565b526118e18187613f2f565b5001611865565b602081519101fd5b846040518091602082016020835281518091526040830190602060408260051b8601019301915f905b82821061192857505050500390f35b919360019193955060206119478192603f198a82030186528851613762565b9601920192018594939192611919565b806060602080938801015201611850565b34610291576020366003190112610291576004355f52600f602052602060405f2054604051908152f35b34610291576119a036613713565b919060ff5f5c166103b957600160ff195f5c16175f5d6119bf8461422e565b9160078360a01c1660018114159081611b78575b5061037e5763ffffffff8360ae1c1642101561037e576001600160a01b03831633036103705760208360a31c16611b0e575b611a0f83866143d9565b926060946001600160a01b03851615159384611ac3575b5050600160a11b907fffffff8000003ffffffffff8ffffffffffffffffffffffffffffffffffffffff611a624263ffffffff8460ae1c16613a19565b60ce1b91161717855f52600760205260405f2055604051908152847f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a3611ab15760ff195f5c165f5d005b610bef92639e63798d60e01b916154cb565b84965090611ae5600160a11b9392610855604051938492883360208601613abe565b8096611af4575b819250611a26565b611b0790639e63798d60e01b8988615463565b5087611aec565b91600160a81b1990855f52600f6020525f604081205516916040517f737570657273656465642d62792d7375626d69740000000000000000000000008152857f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a3611a05565b1580159150611b88575b866119d3565b50845f52600860205269ffffffffffffffffffff60405f205460a01c161515611b82565b3461029157602036600319011261029157600435611bc8613d17565b506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016330361037057611c0281613d6c565b805115611cff57602081015115611cd357611cb291604082015115611cb6575b50604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b5f9081526007602052604090208054600160ab1b17905582611c22565b507ff2b038f2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507f818dd4e3000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610291575f3660031901126102915760206001600160a01b0360015416604051908152f35b346102915760c036600319011261029157611d6a613690565b60643567ffffffffffffffff811161029157611d8a903690600401613626565b9060843560a43567ffffffffffffffff811161029157611dae903690600401613626565b60ff5f9692965c166103b957600160ff195f5c16175f5d611dd060043561422e565b9560078760a01c1615801590612119575b61037e576001600160a01b038716156120f1578342116120c9576004355f52600860205260405f2054938460f81c6120a157848787611e23838c600435614274565b6004355f52600e6020528b60405f20604051905f90805490611e4482613eb0565b808552916001811690811561207d5750600114612031575b50507fad844b01828fa5171fc60f82649593cfe7afb621b338b7d29de49c8c283c422596936020969363ffffffff84611ea6611fde9e9d9c99966001600160a01b039603826137d5565b8981519101209184611eba826004356143d9565b9460a383901c60041615612026576004355f52600d8c5281611ef760405f2054995b61ffff611eeb876004356147c4565b60581c169b3691613e7a565b8d81519101209a6040519d8e019e8f528d60406004359101521660608d015281831660808d01521660a08b015260ae1c1660c089015260e0880152166101008601526101208501526101408401526001600160a01b0388166101608401526044356101808401526101a08301526101c08201526101c08152611f7b6101e0826137d5565b519020611f86613a26565b906040519060208201927f190100000000000000000000000000000000000000000000000000000000000084526022830152604282015260428152611fcc6062826137d5565b5190206001600160a01b038916615018565b15611ffe5761036694604435926001600160a01b03821691600435615154565b7f9c584f54000000000000000000000000000000000000000000000000000000005f5260045ffd5b81611ef75f99611edc565b5f908152602081209092505b81831061205557505081016020908101908490611e5c565b91949750945060019195506020925080548385880101520191018b938d918c948c979461203d565b60ff191660208681019190915292151560051b85018301935086929150611e5c9050565b7fd42b315e000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f8727a7f9000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fa9456d43000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8760ae1c16421015611de1565b34610291576020366003190112610291576004355f52600760205260206040805f205460a31c161515604051908152f35b34610291575f366003190112610291576002546001600160a01b0381163303610370576001600160a01b031990600154336001600160a01b0382167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a38216331760015516600255005b34610291576020366003190112610291576001600160a01b036121ea6136a6565b165f526006602052602060ff60405f2054166040519015158152f35b34610291576020366003190112610291576001600160a01b036122276136a6565b166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681148015612268575b6020906040519015158152f35b505f526004602052602061010060405f205416151561225b565b346102915761229036613654565b60ff5f949392945c166103b957600160ff195f5c16175f5d6122b18561422e565b916001600160a01b038316330361037057600160078460a01c16148015906124de575b61037e5780156124b65760208360a31c166124a757855f5260086020526123018460405f2054858961434b565b94604051956123298761231b8685878b33602087016137a6565b03601f1981018952886137d5565b61233385896143d9565b956001600160a01b0387161515958661248e575b612352368786613e7a565b602081519101206040516123818161085560208201948a88876040919493926060820195825260208201520152565b519020938a5f52601060205260405f20855f5260205260ff60405f205416612466578a957501000000000000000000000000000000000000000000612443937f2fa4d424ce768f034f78800a9af17c04fc6d1ea6f875f23847cc5d93ad89664c97895f52601060205260405f20815f5260205260405f20600160ff19825416179055895f52600f60205260405f2055885f5260076020521760405f20556040519485948552602085015260408401526080606084015233966080840191613786565b0390a36124545760ff195f5c165f5d005b610bef926302e874e560e51b916154cb565b7faebf5f2b000000000000000000000000000000000000000000000000000000005f5260045ffd5b6124a1896302e874e560e51b8c8b615463565b50612347565b633ebe133d60e11b5f5260045ffd5b7fe21765e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8360ae1c164210156122d4565b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291575f36600319011261029157602067ffffffffffffffff5f5416604051908152f35b3461029157602036600319011261029157611cb2612579600435613d6c565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b346102915761261636613713565b9160ff5f5c166103b95761036693600160ff195f5c16175f5d613ae3565b346102915760203660031901126102915760206affffffffffffffffffffff61266b600435805f526007845260405f2054906147c4565b16604051908152f35b34610291575f36600319011261029157602060405162030d408152f35b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291575f3660031901126102915760206126ee613a26565b604051908152f35b3461029157608036600319011261029157600435612712613704565b906044359060643567ffffffffffffffff811161029157612737903690600401613626565b939060ff5f5c166103b957600160ff195f5c16175f5d6127568361422e565b6001600160a01b0360035416330361037057600260078260a01c16148015906129ce575b80156129af575b61037e57835f52600860205260405f20549560405195336020880152841515948560408901528160608901526080808901526127d3886127c560a082018689613786565b03601f1981018a52896137d5565b6127dd84886143d9565b926127e9898986614594565b81156129a7576003955b63ffffffff8660ae1c1695610e108701809711610930576103669b61290e998c998c9942811161297957507c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff5f5b60e71b9160a01b166001687ffffffffffffffff960a01b0385161717895f52600760205260405f2055604051908152866020820152887f24d4e6be3d5daa51cc3575eaa9e017c6d8234078e8e68db6e6309b7647a3d9b960403393a36128a482896147c4565b941561291357936128dc946128d56affffffffffffffffffffff831669ffffffffffffffffffff8360a01c16613a19565b9289614835565b604051908152827f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460203393a3614600565b614dcc565b925050506129406affffffffffffffffffffff612947931669ffffffffffffffffffff8360a01c16613a19565b90856147df565b604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3614600565b6129a27c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff914290613a19565b61283e565b6004956127f3565b5063ffffffff8160ae1c16610e10810180911161093057421015612781565b5060408160a31c161561277a565b34610291575f3660031901126102915760206040515f8152f35b3461029157612a04366136bc565b60ff5f9493945c166103b957600160ff195f5c16175f5d612a248561422e565b92855f52600860205260405f20549160078560a01c1615801590612ba4575b61037e576001600160a01b0383163303610370576001600160a01b03851661037e576001600160a01b03821692831561044a573384146109d957612a906001600160a01b0391878a614274565b1683146109b1578591612aba612ac8928415159687612b95575b604051998a9433602087016139eb565b03601f1981018752866137d5565b816001600160a01b0319612adc86896143d9565b956001600160a01b03871615159586612b7c575b612b51575b885f526007602052161760405f2055604051908152857f21f4f63d2d6282b1becc3aed20af00f5ed0e2c21cde93b6805915ac97afba51d60203393a4612b3f5760ff195f5c165f5d005b610bef92632c8b9c5b60e01b916154cb565b7420000000000000000000000000000000000000000090895f52600d6020528460405f205517612af5565b612b8f89632c8b9c5b60e01b8c8b615463565b50612af0565b612b9f848761452c565b612aaa565b5063ffffffff8560ae1c16421015612a43565b34610291576080366003190112610291576064356004356024356044358315158403610291576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163314801590612cc1575b61037057606482118015612cb7575b612c8857825f52600760205260405f2054600160aa1b811661037e57600160aa1b91845f52600760205260ac1b171760405f2055815f52600860205260405f2054925f14612c81576080915b5f5260086020521760f01b1760405f20555f80f35b5f91612c6c565b907f0d4e7a59000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b5060028111612c20565b5060015c6001840190818511610930571415612c11565b34610291575f36600319011261029157602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461029157604036600319011261029157612d42612d346136a6565b612d3c613704565b9061382b565b005b3461029157612d52366136bc565b929160ff5f5c166103b957600160ff195f5c16175f5d612d718561422e565b92855f52600860205260405f205460078560a01c1661037e576001600160a01b0381163303610370576001600160a01b0385169081156120f15763ffffffff8660ae1c1642101561037e57610e1042018042116109305763ffffffff8760ae1c16106130f0576001600160a01b0380612dec8360f81c614402565b16931683036130c85760a01c69ffffffffffffffffffff169283036130a05760048560a31c1615159081613082575b5061305a57612e2a84876143d9565b936060956001600160a01b0386161515948561300b575b5050600760a01b19600160a01b91885f526007602052161760405f205581612eb2575b50604051908152847fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a3612ea05760ff195f5c165f5d005b610bef926303f313d960e31b916154cb565b604051906370a0823160e01b8252306004830152602082602481845afa918215612fcb575f92612fd6575b506020602491612f346040517f23b872dd0000000000000000000000000000000000000000000000000000000084820152338582015230604482015286606482015260648152612f2e6084826137d5565b82615893565b604051928380926370a0823160e01b82523060048301525afa908115612fcb575f91612f99575b508282018092116109305703612f715785612e64565b7f5d8b7d2c000000000000000000000000000000000000000000000000000000005f5260045ffd5b90506020813d602011612fc3575b81612fb4602093836137d5565b81010312610291575187612f5b565b3d9150612fa7565b6040513d5f823e3d90fd5b9091506020813d602011613003575b81612ff2602093836137d5565b810103126102915751906020612edd565b3d9150612fe5565b85975091600760a01b1991613032600160a01b94610855604051938492336020850161380b565b8098613040575b5091612e41565b613053906303f313d960e31b8b8a615463565b5089613039565b7f9bf4bf7b000000000000000000000000000000000000000000000000000000005f5260045ffd5b6130999150875f52600d60205260405f2054614465565b1587612e1b565b7f99b0fc87000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fae4f082b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f1cb82473000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610291576020366003190112610291576001600160a01b036131396136a6565b613141614451565b16801561044a576001600160a01b0319600354826001600160a01b0382167f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a745f80a31617600355005b34610291576060366003190112610291576004356131a6613690565b60443567ffffffffffffffff8111610291576131c6903690600401613626565b909160ff5f5c166103b957600160ff195f5c16175f5d6131e58461422e565b9060078260a01c1615801590613393575b61037e576001600160a01b0382163303610370576001600160a01b0316913083148015613360575b6133385761324b9061100e6040519586923360208501528660408501526060808501526080840191613786565b61325581856143d9565b916001600160a01b0383161515918261331f575b855f52600c60205260405f20826001600160a01b031982541617905581155f14613303577fffffffffffffffffffffffbfffffffffffffffffffffffffffffffffffffffff165b855f52600760205260405f205533857f90e1fcf3b0502e4b533632023cd923a851b2c5e583e887e2cd2b342ca46a6d805f80a46132f15760ff195f5c165f5d005b610bef9263176a9da760e01b916154cb565b74400000000000000000000000000000000000000000176132b0565b6133328563176a9da760e01b8887615463565b50613269565b7f1e4ec46b000000000000000000000000000000000000000000000000000000005f5260045ffd5b50821515801561321e5750845f5260086020526001600160a01b0361338b60405f205460f81c614402565b16831461321e565b5063ffffffff8260ae1c164210156131f6565b34610291576133b436613654565b9260ff5f9392935c166103b957600160ff195f5c16175f5d6133d58561422e565b91855f52600860205260405f2054936001600160a01b03851633141580613581575b61037057600160078560a01c160361037e578691829161341b888284888a886142a8565b6134278588888661434b565b9060405198899182338383888c6020860194613442956137a6565b03601f198101845261345490846137d5565b8361345f8a886143d9565b9a8b6001600160a01b03811615159b7f4ff0d1f3daa68b825fd51377440826794c2c1db9891ec768baebca503992c2b7996134fe97600160a81b19938f613566575b50505f52600f6020525f604081205516906cffff00000000000000000000006134ca838c6147c4565b168b17918a5f5260096020528260405f20558a5f526007602052600160a71b811760405f205563165fbf7160e01b8b614bcd565b837f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e60408051888152846020820152a26040805195865260208601919091528401523392606090a36135545760ff195f5c165f5d005b610bef9263165fbf7160e01b916154cb565b6135789263165fbf7160e01b91615463565b508a8f8f6134a1565b506001600160a01b0361359586868a614274565b163314156133f7565b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291576020906135f236613610565b905f526010835260405f20905f52825260ff60405f20541615158152f35b6040906003190112610291576004359060243590565b9181601f840112156102915782359167ffffffffffffffff8311610291576020838186019501011161029157565b906080600319830112610291576004359160243591604435916064359067ffffffffffffffff82116102915761368c91600401613626565b9091565b602435906001600160a01b038216820361029157565b600435906001600160a01b038216820361029157565b90608060031983011261029157600435916024356001600160a01b03811681036102915791604435916064359067ffffffffffffffff82116102915761368c91600401613626565b60243590811515820361029157565b60606003198201126102915760043591602435916044359067ffffffffffffffff82116102915761368c91600401613626565b34610291575f366003190112610291576020604051610e108152f35b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b908060209392818452848401375f828201840152601f01601f1916010190565b90926080926001600160a01b036137d29795168352602083015260408201528160608201520191613786565b90565b90601f8019910116810190811067ffffffffffffffff8211176137f757604052565b634e487b7160e01b5f52604160045260245ffd5b6040906001600160a01b036137d295931681528160208201520191613786565b90613834614451565b6001600160a01b03821691821561044a576001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001683146139b8573b1561399057815f52600460205260ff60405f20541680156138de575b7fc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f39160209181156138d957610100175b845f526004835260405f20556040519015158152a2565b6138c2565b5060035460ff8160a01c1660ff8114613968576001019160ff8311610930577fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff90911660a083901b74ff0000000000000000000000000000000000000000161760035560ff9091165f81815260056020526040902080546001600160a01b03191684179055613892565b7f9171c7a8000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f09ee12d5000000000000000000000000000000000000000000000000000000005f5260045ffd5b5015610370577fc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f3602060405160018152a2565b90926001600160a01b03608093816137d2989616845216602083015260408201528160608201520191613786565b9190820391821161093057565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527ffc227d9797b1aad898b0e8814fe8f22df4e12c78d5a19a5decc613f77b27b77560408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a08152613ab860c0826137d5565b51902090565b6137d294926001600160a01b0360609316825260208201528160408201520191613786565b929190613aef8461422e565b845f52600860205260405f20549060078160a01c1693841594855f14613cd157506001600160a01b03831633141580613cbe575b610370575b60208260a31c16613c6f575b613b4c90612aba604051978892873360208601613abe565b613b5681876143d9565b93613bde579483613bd793613ba587946129406affffffffffffffffffffff6110ff613bdc9c613b888a8a809e6146bf565b613b924282614752565b895f52600760205260405f2055886147c4565b604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3614726565b614f85565b565b919050613bfe6001600160a01b03841615159283613c56575b4290614752565b855f52600760205260405f2055604051908152847fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3613c4157505050565b613c53926341dd26f560e01b916154cb565b50565b613c69866341dd26f560e01b8988615463565b50613bf7565b90600160a81b19613b4c91885f52600f6020525f60408120551691604051858152887f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a39050613b34565b506001600160a01b038216331415613b23565b60018114908115613d0c575b501561037e576001600160a01b03613cf684848a614274565b16330315613b28576282b42960e81b5f5260045ffd5b60029150145f613cdd565b60405190610120820182811067ffffffffffffffff8211176137f7576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b90613d75613d17565b91805f52600760205260405f2054600160aa1b811615613e5a57815f52600860205260405f205460018552607f8160f01c6080811615156020880152600160ab1b84161515604088015260038460ac1c16606088015216608086015263ffffffff8260ae1c1690610e1082018092116109305764ffffffffff613e0769ffffffffffffffffffff938560e71c90613a19565b1660a08701526001600160a01b03811660c087015260a01c1660e085015260048160a31c1615155f14613e4a57505f52600d60205260405f20545b610100830152565b6001600160a01b03915016613e42565b5050565b67ffffffffffffffff81116137f757601f01601f191660200190565b929192613e8682613e5e565b91613e9460405193846137d5565b829481845281830111610291578281602093845f960137010152565b90600182811c92168015613ede575b6020831014613eca57565b634e487b7160e01b5f52602260045260245ffd5b91607f1691613ebf565b67ffffffffffffffff81116137f75760051b60200190565b3d15613f2a573d90613f1182613e5e565b91613f1f60405193846137d5565b82523d5f602084013e565b606090565b8051821015613f435760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b604051906060820182811067ffffffffffffffff8211176137f7576040528160406001600160a01b035f5467ffffffffffffffff8116845261ffff81841c16602085015260501c16910152565b90604051916101a0830183811067ffffffffffffffff8211176137f7576040525f83525f60208401525f60408401525f60608401525f60808401525f60a08401525f60c08401525f60e08401525f6101008401525f61012084015260606101408401525f6101608401525f61018084015282815f52600760205260405f20549081156142285750815f52600860205260405f20546001600160a01b038116855260078260a01c16600681101561162f576001600160a01b03916140e2916020880152828416604088015263ffffffff8460ae1c168060608901528361408a838789614274565b1660808901526301ffffff8560ce1c169081155f1461421257505065ffffffffffff5f5b1660a088015269ffffffffffffffffffff8160a01c1660c0880152826140d485876143d9565b1660e088015260f81c614402565b1661010085015260a381901c90600482161561420c57825f52600d60205260405f20545b610120860152825f52600e60205260405f20604051905f9080549061412a82613eb0565b80855291600181169081156141e757506001146141ac575b505060089392826141646affffffffffffffffffffff946141709403826137d5565b610140890152856147c4565b16610160860152161561419d575f52600c6020526001600160a01b038060405f2054165b16610180830152565b506001600160a01b035f614194565b5f908152602081209092505b8183106141cd57505081016020018282614142565b6001816020929493945483858801015201910191906141b8565b60ff191660208087019190915292151560051b85019092019250849150839050614142565b5f614106565b65ffffffffffff9161422391613a19565b6140ae565b93505050565b5f52600760205260405f20549063ffffffff8260ae1c161561424c57565b7f71c8f460000000000000000000000000000000000000000000000000000000005f5260045ffd5b919060a31c6001161561429a57505f52600a6020526001600160a01b0360405f20541690565b6001600160a01b0391501690565b94939060209093929360a31c16159485156142f1575b50505050506142c957565b7f9b604d0b000000000000000000000000000000000000000000000000000000005f5260045ffd5b61433c929394955090614312915f52600f60205260405f2054953691613e7a565b80516020918201206040805192830195865282019390935260608101929092528160808101610855565b51902014155f808080806142be565b6affffffffffffffffffffff91614361916147c4565b1690818311156143b15760a01c69ffffffffffffffffffff168211614389576137d291613a19565b7f4ed6f97b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f57ee5a0f000000000000000000000000000000000000000000000000000000005f5260045ffd5b9060a31c600216156143fd575f52600b6020526001600160a01b0360405f20541690565b505f90565b6001811461442c578061441457505f90565b5f5260056020526001600160a01b0360405f20541690565b507f000000000000000000000000000000000000000000000000000000000000000090565b6001600160a01b0360015416330361037057565b90604051917f6352211e00000000000000000000000000000000000000000000000000000000835260048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa5f92816144e8575b506144d75750505f90565b6001600160a01b0380911691161490565b9092506020813d602011614524575b81614504602093836137d5565b8101031261029157516001600160a01b038116810361029157915f6144cc565b3d91506144f7565b906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161561456c5761456591614465565b1561305a57565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b90916001600160a01b038216156145fb57632f13dfe760e01b836145c09363dc08fb1d60e01b9061552b565b156145c85750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b526020604051632f13dfe760e01b8152a2565b505050565b90916001600160a01b038216156145fb57632f13dfe760e01b836145c09363a3fe478360e01b9061552b565b90916001600160a01b038216156145fb5763d2fd101b60e01b836146589363dc08fb1d60e01b9061552b565b156146605750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b52602060405163d2fd101b60e01b8152a2565b90916001600160a01b038216156145fb5763d2fd101b60e01b836146589363a3fe478360e01b9061552b565b90916001600160a01b038216156145fb576341dd26f560e01b836146eb9363dc08fb1d60e01b9061552b565b156146f35750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b5260206040516341dd26f560e01b8152a2565b90916001600160a01b038216156145fb576341dd26f560e01b836146eb9363a3fe478360e01b9061552b565b63ffffffff8160ae1c1691610e1083018093116109305774040000000000000000000000000000000000000000928082106147a55750506001687ffffffffffffffff960a01b035f5b60e71b9116171790565b6001687ffffffffffffffff960a01b03916147bf91613a19565b61479b565b9060a31c601016156143fd575f52600960205260405f205490565b9082156145fb57602061482c61482694836001600160a01b037f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4951696879160f81c614402565b8661560b565b604051908152a3565b94929161484b61ffff919795929760f81c614402565b9260581c169081810291818304148115171561093057612710614874920490816149dd57613a19565b9485156148f55760a381901c600816156149ca5750835f52600c6020526148ac6001600160a01b0360405f205416955b86838761560b565b916001600160a01b0386169586867f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051888152a3803b151590816149ba575b506148fd575b505050505050565b853b15610291575f916149546001600160a01b039260405196879485946374dbc6a960e01b86528a6004870152632f13dfe760e01b602487015216604485015286606485015260a0608485015260a4840191613786565b038183885af1908115612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf59893926040926149aa575b50815190632f13dfe760e01b82526020820152a35f80808080806148f5565b5f6149b4916137d5565b5f61498b565b6149c491506152eb565b5f6148ef565b6001600160a01b036148ac9116956148a4565b6001600160a01b035f5460501c16877f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f49476626020614a1b86858a8661560b565b604051908152a3613a19565b949291614a3d61ffff919795929760f81c614402565b9260581c169081810291818304148115171561093057612710614a66920490816149dd57613a19565b9485156148f55760a381901c60081615614bba5750835f52600c602052614a9d6001600160a01b0360405f2054169586838761560b565b916001600160a01b0386169586867f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051888152a3803b15159081614baa575b50614aed57505050505050565b853b15610291575f91614b446001600160a01b039260405196879485946374dbc6a960e01b86528a600487015263d75bbdf360e01b602487015216604485015286606485015260a0608485015260a4840191613786565b038183885af1908115612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989392604092614b9a575b5081519063d75bbdf360e01b82526020820152a35f80808080806148f5565b5f614ba4916137d5565b5f614b7b565b614bb491506152eb565b5f614ae0565b6001600160a01b03614a9d9116956148a4565b959392614be561ffff9198939896929660f81c614402565b9360581c169081810291818304148115171561093057612710614c0e92049081614d8e57613a19565b958615614c8f5760a381901c60081615614d7b5750845f52600c602052614c466001600160a01b0360405f205416965b87848861560b565b926001600160a01b0387169687877f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051898152a3803b15159081614d6b575b50614c98575b50505050505050565b863b15610291576001600160a01b0394614d0c7fffffffff00000000000000000000000000000000000000000000000000000000925f9460405198899586956374dbc6a960e01b87528c6004880152169788602487015216604485015287606485015260a0608485015260a4840191613786565b038183895af1918215612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989393604093614d5b575b5082519182526020820152a35f808080808080614c8f565b5f614d65916137d5565b5f614d43565b614d7591506152eb565b5f614c89565b6001600160a01b03614c46911696614c3e565b6001600160a01b035f5460501c16887f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f49476626020614a1b86858b8661560b565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb5760018301918284116109305783632f13dfe760e01b91614e209460015d6155ab565b5f60015d15614e2c5750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f56020604051632f13dfe760e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb576001830191828411610930578363d2fd101b60e01b91614eb39460015d6155ab565b5f60015d15614ebf5750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f5602060405163d2fd101b60e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb576001830191828411610930578363d75bbdf360e01b91614f469460015d6155ab565b5f60015d15614f525750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f5602060405163d75bbdf360e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb57600183019182841161093057836341dd26f560e01b91614fd99460015d6155ab565b5f60015d15614fe55750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f560206040516341dd26f560e01b8152a2565b90929192604183146150af575b813b156150a7575f9361506185946108556040519384926020840196630b135d3f60e11b88526024850152604060448501526064840191613786565b51915afa61506d613f00565b8161509b575b8161507c575090565b90506020818051810103126102915760200151630b135d3f60e11b1490565b80516020149150615073565b505050505f90565b82602011610291578335836040116102915760208501357f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08111159182615101575b5050156150255750505050600190565b9091508460401015613f435760805f916020936040519186835260408a013560f81c868401526040830152606082015282805260015afa15612fcb575f516001600160a01b038084169116145f806150f1565b9695939491926001600160a01b03861693841561044a576151748761571d565b60088460a31c161515806152cd575b6133385769ffffffffffffffffffff85116152a5576151a38a94856143d9565b976060996001600160a01b038a1615159889615228575b5050507fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb44539926020926001600160a01b039260f81b90838860a01b91161717855f526008845260405f20556040519586521693a461521657505050565b613c539263f3302b8960e01b916154cb565b899b509286886152737fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb445399895610855602099966001600160a01b03996040519586948b8e87016139eb565b8c819e61528a575b505050928295508194506151ba565b61529c9263f3302b8960e01b91615463565b50865f8c61527b565b7ffeaa6cdb000000000000000000000000000000000000000000000000000000005f5260045ffd5b50895f52600c602052856001600160a01b0360405f20541614615183565b6152f4816157a0565b9081615317575b81615304575090565b6137d291506374dbc6a960e01b90615847565b9050615322816157fd565b15906152fb565b82156145fb57601f83118061535857505f52600e6020528160011b915f199060031b1c199035161760405f2055565b919392905f52600e60205260405f209167ffffffffffffffff82116137f7576153818354613eb0565b601f811161541e575b505f906001146153bf57819293945f926153b4575b50508160011b915f199060031b1c1916179055565b013590505f8061539f565b601f19821694835f5260205f20915f5b8781106154065750836001959697106153ed575b505050811b019055565b01355f19600384901b60f8161c191690555f80806153e3565b909260206001819286860135815501940191016153cf565b835f5260205f20601f840160051c81019160208510615459575b601f0160051c01905b81811061544e575061538a565b5f8155600101615441565b9091508190615438565b925f9294939183809360205a9480519182916040519b8c9763dc08fb1d60e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f19182156001166154c35750565b3d5f823e3d90fd5b925f9294939183809360205a9480519182916040519b8c9763a3fe478360e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f19182156001166154c35750565b9391620340b65a10615583575f9485948592602062030d40968051938493604051988952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f190565b7f4206fa3c000000000000000000000000000000000000000000000000000000005f5260045ffd5b9190620340b65a10615583575f809493819462030d4094602082519283926040519763a3fe478360e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f190565b91929060205f604460405163a9059cbb60e01b815287600482015285602482015282855af1813b15153d151660015f5114601f3d11161716615716576001600160a01b0316604051936370a0823160e01b8552306004860152602085602481855afa948515612fcb575f956156e2575b50828510156156d45791604091857fce5a0fb5d815d0b648de230dc45763a5e0dc27ba601f4e581e39e1697ee4c55d94816156c3575b5050508151908152846020820152a290565b6156cc92615900565b5f85816156b1565b908294506137d29350615900565b9094506020813d60201161570e575b816156fe602093836137d5565b810103126102915751935f61567b565b3d91506156f1565b5091505090565b6001600160a01b03166001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016811461579a575f52600460205260405f20546101008116156157725760ff1690565b7fc5dd95ec000000000000000000000000000000000000000000000000000000005f5260045ffd5b50600190565b5f602091604051838101906301ffc9a760e01b82526301ffc9a760e01b6024820152602481526157d16044826137d5565b5191617530fa5f513d826157f1575b50816157ea575090565b9050151590565b6020111591505f6157e0565b5f602091604051838101906301ffc9a760e01b82527fffffffff000000000000000000000000000000000000000000000000000000006024820152602481526157d16044826137d5565b5f906020926040517fffffffff00000000000000000000000000000000000000000000000000000000858201926301ffc9a760e01b8452166024820152602481526157d16044826137d5565b905f602091828151910182855af115612fcb575f513d6158f757506001600160a01b0381163b155b6158c25750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b600114156158bb565b613bdc926001600160a01b036040519363a9059cbb60e01b60208601521660248401526044830152604482526159376064836137d5565b61589356",
}

// EscrowFactory is an auto generated Go binding around an Ethereum contract.
type EscrowFactory struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EscrowFactory) GetABI() abi.ABI {
	return c.abi
}

// NewEscrowFactory creates a new instance of EscrowFactory.
func NewEscrowFactory() *EscrowFactory {
	parsed, err := EscrowFactoryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EscrowFactory{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EscrowFactory) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDeploy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe6e33498.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deploy((address,address,address,uint32,address,address,address,uint16,address) p) returns(address escrow)
func (escrowFactory *EscrowFactory) PackDeploy(p IEscrowDeployerEscrowParameters) []byte {
	enc, err := escrowFactory.abi.Pack("deploy", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeploy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe6e33498.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deploy((address,address,address,uint32,address,address,address,uint16,address) p) returns(address escrow)
func (escrowFactory *EscrowFactory) TryPackDeploy(p IEscrowDeployerEscrowParameters) ([]byte, error) {
	return escrowFactory.abi.Pack("deploy", p)
}

// UnpackDeploy is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe6e33498.
//
// Solidity: function deploy((address,address,address,uint32,address,address,address,uint16,address) p) returns(address escrow)
func (escrowFactory *EscrowFactory) UnpackDeploy(data []byte) (common.Address, error) {
	out, err := escrowFactory.abi.Unpack("deploy", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEscrowInitCode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x97b245ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrowInitCode() view returns(address)
func (escrowFactory *EscrowFactory) PackEscrowInitCode() []byte {
	enc, err := escrowFactory.abi.Pack("escrowInitCode")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrowInitCode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x97b245ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrowInitCode() view returns(address)
func (escrowFactory *EscrowFactory) TryPackEscrowInitCode() ([]byte, error) {
	return escrowFactory.abi.Pack("escrowInitCode")
}

// UnpackEscrowInitCode is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x97b245ed.
//
// Solidity: function escrowInitCode() view returns(address)
func (escrowFactory *EscrowFactory) UnpackEscrowInitCode(data []byte) (common.Address, error) {
	out, err := escrowFactory.abi.Unpack("escrowInitCode", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEscrowInitCodeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91908d68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrowInitCodeHash() view returns(bytes32)
func (escrowFactory *EscrowFactory) PackEscrowInitCodeHash() []byte {
	enc, err := escrowFactory.abi.Pack("escrowInitCodeHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrowInitCodeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91908d68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrowInitCodeHash() view returns(bytes32)
func (escrowFactory *EscrowFactory) TryPackEscrowInitCodeHash() ([]byte, error) {
	return escrowFactory.abi.Pack("escrowInitCodeHash")
}

// UnpackEscrowInitCodeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91908d68.
//
// Solidity: function escrowInitCodeHash() view returns(bytes32)
func (escrowFactory *EscrowFactory) UnpackEscrowInitCodeHash(data []byte) ([32]byte, error) {
	out, err := escrowFactory.abi.Unpack("escrowInitCodeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEscrowInitCodeTail is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7fa09c85.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrowInitCodeTail() view returns(address)
func (escrowFactory *EscrowFactory) PackEscrowInitCodeTail() []byte {
	enc, err := escrowFactory.abi.Pack("escrowInitCodeTail")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrowInitCodeTail is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7fa09c85.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrowInitCodeTail() view returns(address)
func (escrowFactory *EscrowFactory) TryPackEscrowInitCodeTail() ([]byte, error) {
	return escrowFactory.abi.Pack("escrowInitCodeTail")
}

// UnpackEscrowInitCodeTail is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7fa09c85.
//
// Solidity: function escrowInitCodeTail() view returns(address)
func (escrowFactory *EscrowFactory) UnpackEscrowInitCodeTail(data []byte) (common.Address, error) {
	out, err := escrowFactory.abi.Unpack("escrowInitCodeTail", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackLedger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56397c35.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ledger() view returns(address)
func (escrowFactory *EscrowFactory) PackLedger() []byte {
	enc, err := escrowFactory.abi.Pack("ledger")
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
func (escrowFactory *EscrowFactory) TryPackLedger() ([]byte, error) {
	return escrowFactory.abi.Pack("ledger")
}

// UnpackLedger is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56397c35.
//
// Solidity: function ledger() view returns(address)
func (escrowFactory *EscrowFactory) UnpackLedger(data []byte) (common.Address, error) {
	out, err := escrowFactory.abi.Unpack("ledger", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackParameters is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89035730.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function parameters() view returns((address,address,address,uint32,address,address,address,uint16,address) p)
func (escrowFactory *EscrowFactory) PackParameters() []byte {
	enc, err := escrowFactory.abi.Pack("parameters")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackParameters is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89035730.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function parameters() view returns((address,address,address,uint32,address,address,address,uint16,address) p)
func (escrowFactory *EscrowFactory) TryPackParameters() ([]byte, error) {
	return escrowFactory.abi.Pack("parameters")
}

// UnpackParameters is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x89035730.
//
// Solidity: function parameters() view returns((address,address,address,uint32,address,address,address,uint16,address) p)
func (escrowFactory *EscrowFactory) UnpackParameters(data []byte) (IEscrowDeployerEscrowParameters, error) {
	out, err := escrowFactory.abi.Unpack("parameters", data)
	if err != nil {
		return *new(IEscrowDeployerEscrowParameters), err
	}
	out0 := *abi.ConvertType(out[0], new(IEscrowDeployerEscrowParameters)).(*IEscrowDeployerEscrowParameters)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (escrowFactory *EscrowFactory) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], escrowFactory.abi.Errors["DataContractFailed"].ID.Bytes()[:4]) {
		return escrowFactory.UnpackDataContractFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrowFactory.abi.Errors["NotDeploying"].ID.Bytes()[:4]) {
		return escrowFactory.UnpackNotDeployingError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrowFactory.abi.Errors["NotLedger"].ID.Bytes()[:4]) {
		return escrowFactory.UnpackNotLedgerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EscrowFactoryDataContractFailed represents a DataContractFailed error raised by the EscrowFactory contract.
type EscrowFactoryDataContractFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DataContractFailed()
func EscrowFactoryDataContractFailedErrorID() common.Hash {
	return common.HexToHash("0xfe4158eec7b7a98cb7d21202292ca816ab3746051f5e5e962bafa3003998e7bb")
}

// UnpackDataContractFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DataContractFailed()
func (escrowFactory *EscrowFactory) UnpackDataContractFailedError(raw []byte) (*EscrowFactoryDataContractFailed, error) {
	out := new(EscrowFactoryDataContractFailed)
	if err := escrowFactory.abi.UnpackIntoInterface(out, "DataContractFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowFactoryNotDeploying represents a NotDeploying error raised by the EscrowFactory contract.
type EscrowFactoryNotDeploying struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDeploying()
func EscrowFactoryNotDeployingErrorID() common.Hash {
	return common.HexToHash("0xbd393ab69ac1da560d7f38b5afe7820183f00ebd5e6ae251b97e4ddb3ce85550")
}

// UnpackNotDeployingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDeploying()
func (escrowFactory *EscrowFactory) UnpackNotDeployingError(raw []byte) (*EscrowFactoryNotDeploying, error) {
	out := new(EscrowFactoryNotDeploying)
	if err := escrowFactory.abi.UnpackIntoInterface(out, "NotDeploying", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowFactoryNotLedger represents a NotLedger error raised by the EscrowFactory contract.
type EscrowFactoryNotLedger struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLedger(address caller)
func EscrowFactoryNotLedgerErrorID() common.Hash {
	return common.HexToHash("0x2e837ee88d330a7637303a1e28c317655020e5f5463d4aaf56f387eb6e73b99a")
}

// UnpackNotLedgerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLedger(address caller)
func (escrowFactory *EscrowFactory) UnpackNotLedgerError(raw []byte) (*EscrowFactoryNotLedger, error) {
	out := new(EscrowFactoryNotLedger)
	if err := escrowFactory.abi.UnpackIntoInterface(out, "NotLedger", raw); err != nil {
		return nil, err
	}
	return out, nil
}
