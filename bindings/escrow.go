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
}

// IEscrowJobView is an auto generated low-level Go binding around an user-defined struct.
type IEscrowJobView struct {
	Id              *big.Int
	Client          common.Address
	Provider        common.Address
	Evaluator       common.Address
	Description     string
	Budget          *big.Int
	ExpiredAt       *big.Int
	Status          uint8
	Hook            common.Address
	PaymentToken    common.Address
	ProviderAgentId *big.Int
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
	ABI: "[{\"inputs\":[],\"name\":\"DISPUTE_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_EXPIRY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_EXPIRY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"arbiter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"consumeRating\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"providerAgentId\",\"type\":\"uint256\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"evaluatorFeeBP\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"enumIEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"paymentToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"providerAgentId\",\"type\":\"uint256\"}],\"internalType\":\"structIEscrow.JobView\",\"name\":\"v\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"contractIERC721\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"index\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"isTokenAllowed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCounter\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"platformFeeBP\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"platformTreasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ratingTerms\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"payProvider\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newArbiter\",\"type\":\"address\"}],\"name\":\"setArbiter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"status\",\"type\":\"bool\"}],\"name\":\"setHookWhitelist\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"feeBP\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"setPlatformFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setTokenAllowed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"whitelistedHooks\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousArbiter\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newArbiter\",\"type\":\"address\"}],\"name\":\"ArbiterChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"paidProvider\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"status\",\"type\":\"bool\"}],\"name\":\"HookWhitelistUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"JobDescription\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobDisputed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"}],\"name\":\"JobSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pendingOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"platformFeeBps\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"PlatformFeeChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PlatformFeePaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"tokenIndex\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"TokenAllowed\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"AgentIdWithoutProvider\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AgentIdsDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"AgentNotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"}],\"name\":\"AssetAlwaysAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"BudgetTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"BuyerRatingNotByClient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"latest\",\"type\":\"uint256\"}],\"name\":\"ExpiryTooLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"earliest\",\"type\":\"uint256\"}],\"name\":\"ExpiryTooSoon\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"platformFeeBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxBps\",\"type\":\"uint256\"}],\"name\":\"FeeTooHigh\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"HookNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"HookNotERC165\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"}],\"name\":\"InvalidOutcome\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobExpiredAlready\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumIEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"JobNotCompleted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobNotRateable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ListFull\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotAContract\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotArbiter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotClient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotClientOrProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"NotExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotLedger\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotPendingOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderIsClient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderIsEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"}],\"name\":\"RatingOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Reentrancy\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"TokenNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumIEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "2f94a71a81b891298d0576b3849a4b1892",
	Bin: "0x610100806040523461047657630890357360e41b815261010081600481335afa908115610481575f9161038b575b5080516001600160a01b03161561035c576020810180516001600160a01b03161561032e576080820180516001600160a01b0316156103005760a0830180516001600160a01b0316156102d05760c0840180519094906001600160a01b03161561029f5760e081019361ffff8551166103e88111610287575081516001600160a01b039081166080529051811660a052604080830151821660c05260609283015163ffffffff1660e0528451600180549184166001600160a01b0319928316179055845160038054919094169116179091558451865191519195919492850192908584106001600160401b03851117610273577f8d160858c6b98492b7b5bd477a27d407f2ed06cc7e0f0bdb67ea99d3314ea93a9660209661ffff956040525f815285831688820152604060018060a01b03831691015269ffff00000000000000005f54916a0100000000000000000000600160f01b039060501b169260401b16908560f01b1617175f5560018060a01b0390511692604051935f7f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08180a3516001600160a01b03165f7f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a748180a3519451941681526001600160a01b0390931692a26040516149fc90816104a18239608051818181612bb201526130c3015260a051818181610dd80152818161357c01528181613cc00152818161461b0152614829015260c051818181613e5a015281816142850152614928015260e051816135dc0152f35b634e487b7160e01b5f52604160045260245ffd5b6373ab893560e11b5f526004526103e860245260445ffd5b60405163eac0d38960e01b8152602060048201526008602482015267747265617375727960c01b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600760248201526630b93134ba32b960c91b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600560248201526437bbb732b960d91b6044820152606490fd5b60405163eac0d38960e01b8152602060048201526005602482015264185cdcd95d60da1b6044820152606490fd5b60405163eac0d38960e01b81526020600482015260066024820152653632b233b2b960d11b6044820152606490fd5b90506101003d811161047a575b601f8101601f191682016001600160401b038111838210176102735761010091839160405281010312610476576040519061010082016001600160401b03811183821017610273576040526103ec8161048c565b82526103fa6020820161048c565b602083015261040b6040820161048c565b604083015260608101519063ffffffff821682036104765760e09160608401526104376080820161048c565b608084015261044860a0820161048c565b60a084015261045960c0820161048c565b60c0840152015161ffff811681036104765760e08201525f61002d565b5f80fd5b503d610398565b6040513d5f823e3d90fd5b51906001600160a01b03821682036104765756fe610100806040526004361015610013575f80fd5b5f60e0525f3560e01c908163134e18f414613e3d5750806315f6901214613c825780631c226749146136f05780631c9c088a146136005780632986c0e5146135be5780632f0e31f4146135a057806338d52e0f1461355b57806341dd26f5146131f95780634375469f14613130578063486265c61461311157806350355d76146130e757806356397c35146130a25780635b7baf6414612ee75780636d3b96c314612e9257806379ba509714612dd45780638da5cb5b14612dac57806396c6584314612b8b5780639e63798d146128b2578063b4d884f614612729578063b967169014612709578063bede5eca146126eb578063bf22c457146124c0578063ce79eb60146120fa578063d2e13f5014611b92578063d55be8c614611b74578063d75bbdf31461152a578063de847ff81461139d578063e138818c14611371578063e30c397814611349578063f2fde38b14611262578063f3302b8914610e2c578063f9eaee0d14610dac578063fac3246c1461091c578063fd4188cf14610202578063fe25e00a146101da5763ff96092a146101ad575f80fd5b346101d45760e0516003193601126101d457602061ffff60e0515460401c16604051908152f35b60e05180fd5b346101d45760e0516003193601126101d45760206001600160a01b0360035416604051908152f35b346101d45760806003193601126101d45761021b613eaa565b60443560ff811681036101d4576064356102366004356143ef565b60ff8160a01c166102468161443c565b60078110156108eb576006036108a857506001600160a01b0360035416330361087857831561086d57606460ff8416115b61083a5760e0805160043590526009602052516040902054928415610813577fd75bbdf300000000000000000000000000000000000000000000000000000000935b6102c28361447f565b6001600160a01b03169560609490876106f1575b604051811515815260ff8516602082015282604082015233907fbb547fe95d0f37dace039609f5ac887749989af41706d99f6a9b0c9779406905606060043592a3156106615760405190815233907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444602060043592a360a01c916001600160a01b0381169260ff8260b81c1680159283610657575b8360018260a81c16610619575b5083156106115760025b60043560e051526008602052740300000000000000000000000000000000000000007dffffffffff000000000000000000000000000000000000000000000000004260c81b169160ff602076ff000000000000000000000000000000000000000000008a60b01b1692171660ff8560a81c161760a81b7fffff0000000000ffff000000ffffffffffffffffffffffffffffffffffffffff851617171717604060e0512055829183610570575b506001600160a01b0391925060405192835216907f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0602060043592a360ff604051926002845216602083015260e0516040830152151560608201527ffc61d7f10b62512492f0d4883ed186ea9ff5ba2f35c4d8aee35c3500b761fbdb608060043592a35b826104be575b60e05180f35b823b156101d4576105049260405180809581947fa3fe478300000000000000000000000000000000000000000000000000000000835260e0519660043560048501614095565b039160e051905af180156105635761054a575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d8080806104b8565b60e05161055691613f9c565b60e0516101d45780610517565b6040513d60e051823e3d90fd5b6001600160a01b03925061058390614608565b61059e6127106105968460f01c87614753565b048095614658565b93806105c8575b5083806105b4575b925061042e565b6105c19184841690614899565b89836105ad565b8360e0515460501c16906105dd818385614899565b6040519081527f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f4947662602060043592a38a6105a5565b60e051610382565b9550925060043560e05152600b602052604060e0512054948061063e575b9289610378565b506106526001600160a01b038416866148eb565b610637565b821515935061036b565b926106bc9250740400000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff82161760043560e051526008602052604060e05120556004356144b0565b60405190815233907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275602060043592a36104b2565b60405195506020860167ffffffffffffffff8111878210176107e25761073f9661076b9160405260e05181526040519788913360208401528560408401526060808401526080830190613f1e565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101885287613f9c565b85883b156101d457604051907fdc08fb1d00000000000000000000000000000000000000000000000000000000825281806107b060e051938c60043560048501614095565b038160e0518d5af18015610563576107c9575b506102d6565b60e0516107d591613f9c565b60e0516101d457886107c3565b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526041600452602460e051fd5b7f41dd26f500000000000000000000000000000000000000000000000000000000936102b9565b60ff837f3e44328e0000000000000000000000000000000000000000000000000000000060e0515216600452602460e051fd5b60ff83161515610277565b7f720c75c20000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108b46108e49161443c565b7fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600435600452613f61565b604460e051fd5b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526021600452602460e051fd5b346101d45760606003193601126101d457600435610938613e94565b60443591610945816143ef565b918160e051526009602052604060e051205460ff8460a01c166109678161443c565b60078110156108eb57610d7157506001600160a01b0381163303610d41576001600160a01b038416610d11576001600160a01b038216908115610cb3576109b26109b991868661444b565b33846141df565b6109c28461447f565b6060956001600160a01b03909116948515159384610b96575b82847fffffffffffffffffffffffff00000000000000000000000000000000000000007f49d0adc1d0f8a0d589f5eba9d9764b09b597ab6227e8ba63b0884599f1acd0e7946020948a97610b2c575b508660e05152600885521617604060e0512055604051908152a3610a4e5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007ffac3246c000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b91818060e05194039160e051905af180156105635761054a57507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d8080806104b8565b610b36908561427b565b8660e05152600b855283604060e05120557fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff000000000000000000000000000000000000000000600160ff8460a81c161760a81b169116178c610a2a565b604080513360208201526001600160a01b0383169181019190915260608101849052919750909190610bf383608081015b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101855284613f9c565b8297873b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018890527ffac3246c0000000000000000000000000000000000000000000000000000000060248201526060604482015293610c65906064860190613f1e565b848060e05192038160e0518c5af19182156105635787948693610c8e575b5091509192506109db565b909250610ca19193945060e05190613f9c565b60e0516101d45785929184918a610c83565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600860248201527f70726f76696465720000000000000000000000000000000000000000000000006044820152fd5b827f8996fa2f0000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b7f8ccfb2890000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b83610d7e6108e49261443c565b907fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b346101d45760206003193601126101d4576001600160a01b03610dcd613e7e565b166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681148015610e0e575b6020906040519015158152f35b5060e0515260046020526020610100604060e0512054161515610e01565b346101d45760806003193601126101d457600435610e48613e94565b6044359160643567ffffffffffffffff81116101d457610e6c903690600401613eb9565b9092610e77836143ef565b948360e051526009602052604060e051205460ff8760a01c16610e998161443c565b60078110156108eb5761125557506001600160a01b03168033141580611242575b611212576001600160a01b0383169283156111b457610ed890614816565b966bffffffffffffffffffffffff831161117457610ef58161447f565b6060986001600160a01b03909116978815159687611084575b5050927f74f37e24047ef5ad02b6aac54caaf20e06c51585a911183b2c6f2db0d8d896cc926020928560ff8a971660ff8360b81c160361102b575b505060e051507fffffffffffffffffffffffff0000000000000000000000000000000000000000808360a01b1616178460e0515260098352604060e0512055604051908152a3610f995760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007ff3302b89000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b77ff00000000000000000000000000000000000000000000007fffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffff918860e051526008875260b81b16911617604060e05120558a80610f49565b6110b991949593929a50610bc760405195869233602085015289604085015286606085015260808085015260a0840191614057565b8298883b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018990527ff3302b89000000000000000000000000000000000000000000000000000000006024820152606060448201529361112b906064860190613f1e565b848060e05192038160e0518d5af1938415610563578894611152575b819293959450610f0e565b611163919392945060e05190613f9c565b60e0516101d457909186928a611147565b827f7231baf00000000000000000000000000000000000000000000000000000000060e051526004526bffffffffffffffffffffffff602452604460e051fd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f746f6b656e0000000000000000000000000000000000000000000000000000006044820152fd5b7f089606080000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b506001600160a01b038716331415610eba565b85610d7e6108e49261443c565b346101d45760206003193601126101d4576001600160a01b03611283613e7e565b61128b614150565b1680156112eb57807fffffffffffffffffffffffff00000000000000000000000000000000000000006002541617600255337f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060e05160e051a360e05180f35b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f6f776e65720000000000000000000000000000000000000000000000000000006044820152fd5b346101d45760e0516003193601126101d45760206001600160a01b0360025416604051908152f35b346101d45760e0516003193601126101d45760206001600160a01b0360e0515460501c16604051908152f35b346101d45760406003193601126101d4576004356113ba816143ef565b9060ff8260a01c166113cb8161443c565b60078110156108eb5760020361151d57508060e0515260096020526001600160a01b03604060e0512054163314158061150a575b6112125764ffffffffff8260c81c16804210156114d75750740600000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff611457846145ec565b9360e0515016178160e051526008602052604060e05120556040519060243582527f77054bb8480d9f04c6a50ecbd5d85b6028a947b530b85865293a5817e7e3776f60203393a36114a85760e05180f35b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d6104b8565b907f190176610000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b506001600160a01b0382163314156113ff565b90610d7e6108e49261443c565b346101d45761153836613ee7565b90919260a052909161154b60a0516143ef565b9060a05160e051526009602052604060e05120549361156f60ff8460a01c1661443c565b60078110156108eb57600281141580611b69575b611b3557506001600160a01b0361159d868560a05161444b565b163303611b05576115ae8482614665565b60e05190929062010000841615611af557506001600160a01b0386163303611ac55760019460ff8460181c16925b6115e58661447f565b60c081905260606080526001600160a01b03166119be575b505060405190815233907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444602060a05192a36001600160a01b0383169460ff8460b81c161593846119b0575b8460018260a81c1661196c575b5060ff92919085156119645760025b60a05160e051526008602052740300000000000000000000000000000000000000007dffffffffff000000000000000000000000000000000000000000000000004260c81b16918676ff000000000000000000000000000000000000000000008760b01b16911660f08b60041b1617878560a81c161760a81b7fffff0000000000ffff000000ffffffffffffffffffffffffffffffffffffffff851617171717604060e05120558160a01c918060a01c6118b6575b506001600160a01b039060405192835216907f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0602060a05192a381604051951685521660208401526040830152151560608201527ffc61d7f10b62512492f0d4883ed186ea9ff5ba2f35c4d8aee35c3500b761fbdb608060a05192a36001600160a01b0360c051166117ac5760e05180f35b6001600160a01b0360c051163b156101d4576040517fa3fe478300000000000000000000000000000000000000000000000000000000815261184960606004830160a05181527fffffffff000000000000000000000000000000000000000000000000000000007fd75bbdf30000000000000000000000000000000000000000000000000000000016602082015281604082015201608051613f1e565b818060e05192038160e0516001600160a01b0360c051165af180156105635761189d575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d6104b8565b60e0516118a991613f9c565b60e0516101d4578061186d565b9150806118cf856001600160a01b039360b81c16614608565b6118f06127106118e58460f01c8760a01c614753565b04809560a01c614658565b938061191b575b508380611907575b50509061171a565b6119149184841690614899565b89836118ff565b8360e0515460501c1690611930818385614899565b6040519081527f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f4947662602060a05192a38a6118f7565b60e051611665565b965093509060ff9160a05160e05152600b602052604060e05120549680611997575b94909192611656565b506119ab6001600160a01b038616886148eb565b61198e565b93508060a01c151593611649565b611a02906119d66040519384928633602086016140d6565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282613f9c565b806080526001600160a01b0360c051163b156101d4576040517fdc08fb1d00000000000000000000000000000000000000000000000000000000815260a05160048201527fd75bbdf30000000000000000000000000000000000000000000000000000000060248201526060604482015290611a82906064830190613f1e565b818060e05192038160e0516001600160a01b0360c051165af1801561056357611aac575b806115fd565b60e051611ab891613f9c565b60e0516101d45786611aa6565b7f65af47890000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b94611aff84614766565b926115dc565b7f41d955c60000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108e4907fa5d15e1f0000000000000000000000000000000000000000000000000000000060e0515260a051600452613f61565b506006811415611583565b346101d45760e0516003193601126101d45760206040516103e88152f35b346101d45760606003193601126101d45760243560043560443567ffffffffffffffff81116101d457611bc9903690600401613eb9565b611bd48392936143ef565b938260e051526009602052604060e051205460ff8660a01c16611bf68161443c565b60078110156108eb576120ed57506001600160a01b0381163303610d41576001600160a01b038616156120bd5760a01c9080820361208a575064ffffffffff8560c81c16804210156120575750611c4c8561447f565b6060956001600160a01b03909116948515159384611f89575b505060e05150740100000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8216178460e051526008602052604060e051205581611d86575b50604051908152827fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a3611cf45760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007fd2e13f50000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b60ff611d959160b81c16614608565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b03821691602082602481865afa9182156105635760e05192611f53575b506040517f23b872dd00000000000000000000000000000000000000000000000000000000602082015233602482015230604482015260648082018690528152611e3991611e34608483613f9c565b61498f565b604051907f70a08231000000000000000000000000000000000000000000000000000000008252306004830152602082602481865afa9182156105635760e05192611f1b575b50808401808211611eea578203611e97575050611cbc565b80821115611edf57611ea891614658565b905b7f825ab4130000000000000000000000000000000000000000000000000000000060e05152600452602452604452606460e051fd5b505060e05190611eaa565b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526011600452602460e051fd5b9091506020813d602011611f4b575b81611f3760209383613f9c565b81010312611f4757519088611e7f565b5f80fd5b3d9150611f2a565b9091506020813d602011611f81575b81611f6f60209383613f9c565b81010312611f47575190611e39611de5565b3d9150611f62565b611fae91975061073f6040519889923360208501526040808501526060840191614057565b85853b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018690527fd2e13f50000000000000000000000000000000000000000000000000000000006024820152606060448201529061201f906064830190613f1e565b818060e05192038160e0518a5af180156105635761203e575b80611c65565b60e05161204a91613f9c565b60e0516101d45786612038565b837f190176610000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b907f733580bd0000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b837fe9dab5e90000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b84610d7e6108e49261443c565b346101d45760406003193601126101d457612113613e7e565b61211b613eaa565b612123614150565b6001600160a01b03821691821561246257819081612271575b506122415760207f7ee54953080e392a475a25b6acacb85417ca4e1953293c90934233ca13612510918360e0515260068252604060e051205460035461218960ff8260a81c168093614190565b9182116121c1575b5081156121bc57610100175b8460e0515260068352604060e05120556040519015158152a260e05180f35b61219d565b7fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff0000000000000000000000000000000000000000008360a81b169116176003558060e0515260078352604060e05120857fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905585612191565b507f30543e230000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b905060e0515060206040518181017f01ffc9a70000000000000000000000000000000000000000000000000000000081527f01ffc9a7000000000000000000000000000000000000000000000000000000006024830152602482526122d7604483613f9c565b60e05191519084617530fa903d60e051519083612456575b508261244c575b50816123ab575b8161230b575b50158361213c565b6020915060e05150604051908282017f01ffc9a70000000000000000000000000000000000000000000000000000000081527f7ff6bc9e00000000000000000000000000000000000000000000000000000000602484015260248352612372604484613f9c565b60e051925191617530fa60e051513d8261239f575b5081612395575b5083612303565b905015158361238e565b60201115915084612387565b905060e0515060206040518181017f01ffc9a70000000000000000000000000000000000000000000000000000000081527fffffffff00000000000000000000000000000000000000000000000000000000602483015260248252612411604483613f9c565b60e05191519084617530fa60e051513d82612440575b5081612436575b5015906122fd565b905015158461242e565b60201115915085612427565b15159150846122f6565b602011159250856122ef565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600460248201527f686f6f6b000000000000000000000000000000000000000000000000000000006044820152fd5b346101d45760206003193601126101d457604051600435610160820167ffffffffffffffff8111838210176107e25760405260e0518252602082019060e0518252604083019060e0518252606084019160e051835260808501926060845260a086019360e051855260c087019060e051825260e088019260e051845261010089019460e05186526101208a019860e0518a526101408b019760e0518952612566816143ef565b8160e0515260096020528c82604060e051205491526001600160a01b03811684526001600160a01b03821685526001600160a01b036125a682848661444b565b16865260a01c8b526125bd60ff8260a01c1661443c565b9060078210156108eb578189526001916003036126da5764ffffffffff60e0515b16885260ff8160c01c1660e0515260076020526001600160a01b03604060e0512054168a526001600160a01b0361261a60ff8360b81c16614608565b168d5260a81c16156126d15760e05152600b602052604060e05120545b88526040519a60208c525160208c0152516001600160a01b031660408b0152516001600160a01b031660608a0152516001600160a01b031660808901525160a088016101609052610180880161268c91613f1e565b945160c08801525160e0870152519360078510156108eb576001600160a01b038092879661010088015251166101208601525116610140840152516101608301520390f35b5060e051612637565b64ffffffffff808260c81c166125de565b346101d45760e0516003193601126101d457602060405161012c8152f35b346101d45760e0516003193601126101d45760206040516301e133808152f35b346101d45760406003193601126101d457600435612745613e94565b9061274e614150565b6001600160a01b038216918215612854576103e8821161281e577f8d160858c6b98492b7b5bd477a27d407f2ed06cc7e0f0bdb67ea99d3314ea93a9160209167ffffffffffffffff61279e61400a565b61ffff84168582015286604082015251167fffff0000000000000000000000000000000000000000000000000000000000007dffffffffffffffffffffffffffffffffffffffff0000000000000000000060e051549360501b1692161769ffff00000000000000008360401b16171760e05155604051908152a260e05180f35b507fe757126a0000000000000000000000000000000000000000000000000000000060e051526004526103e8602452604460e051fd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600860248201527f74726561737572790000000000000000000000000000000000000000000000006044820152fd5b346101d4576128c036613ee7565b9192906128cc826143ef565b936001600160a01b0385163303612b5b576128ec60ff8660a01c1661443c565b60078110156108eb57600181141580612b36575b612b04575061290e8561447f565b6060956001600160a01b03909116948515159384612a41575b50507fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff740200000000000000000000000000000000000000009160e0515016178360e051526008602052604060e0512055604051908152827f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a36129af5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007f9e63798d000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b612a5b91975061073f6040519889928633602086016140d6565b85853b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018690527f9e63798d0000000000000000000000000000000000000000000000000000000060248201526060604482015290612acc906064830190613f1e565b818060e05192038160e0518a5af1801561056357612aeb575b80612927565b60e051612af791613f9c565b60e0516101d45786612ae5565b6108e490847fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b508015158061290057508360e051526009602052604060e051205460a01c1515612900565b7f1bd2224f0000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760206003193601126101d457600435612ba76140fb565b506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163303612d7c578060e051526008602052604060e0512054612bf38183614514565b90815115612d3b57602082015115612d0b5791612ca692604083015115612caa575b5050604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b7fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff000000000000000000000000000000000000000000600460ff8460a81c161760a81b169116179060e051526008602052604060e05120558280612c15565b827feaf1c6ba0000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b82612d4e60ff6108e49360a01c1661443c565b907f2bfb09f10000000000000000000000000000000000000000000000000000000060e05152600452613f61565b7f2e837ee80000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760e0516003193601126101d45760206001600160a01b0360015416604051908152f35b346101d45760e0516003193601126101d4576002546001600160a01b0381163303612e62577fffffffffffffffffffffffff000000000000000000000000000000000000000090600154336001600160a01b0382167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e060e05160e051a3821633176001551660025560e05180f35b7fa09b9a430000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760206003193601126101d4576001600160a01b03612eb3613e7e565b1680158015612ec9576020906040519015158152f35b5060e0515260066020526020610100604060e0512054161515610e01565b346101d45760206003193601126101d457600435612f04816143ef565b90612f1460ff8360a01c1661443c565b9164ffffffffff8160c81c1692600781101593846108eb57600682036130345762278d008101809111611eea575b8042106130015750612f53826145ec565b9360e05150740500000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8416178460e051526008602052604060e05120556108eb57612fdf575b507f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba923260e05160e051a26114a85760e05180f35b612ffb908260e051526009602052604060e051205490836144b0565b82612fac565b837fd05c31dc0000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b60e051945081151580613092575b8581613081575b5015612f42576108e482857fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b90506108eb57600282141585613049565b5060e05194506001821415613042565b346101d45760e0516003193601126101d45760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760e0516003193601126101d457602067ffffffffffffffff60e0515416604051908152f35b346101d45760e0516003193601126101d457602060405162278d008152f35b346101d45760206003193601126101d457612ca661316a6004356131526140fb565b508060e051526008602052604060e051205490614514565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b346101d45761320736613ee7565b919290613213826143ef565b938260e051526009602052604060e05120549461323560ff8260a01c1661443c565b95600787101596876108eb5780159081156134a057506001600160a01b0382163303610d41575b6132658361447f565b6060986001600160a01b039091169788151596876133b1575b5050740400000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8516178760e051526008602052604060e05120556108eb57156133a0575b5050604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a361330e5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007f41dd26f5000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b6133aa91856144b0565b85806132d5565b6133f7919a506133cb6040519b8c928933602086016140d6565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe081018b528a613f9c565b88883b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018990527f41dd26f50000000000000000000000000000000000000000000000000000000060248201526060604482015290613468906064830190613f1e565b818060e05192038160e0518d5af1801561056357613487575b8061327e565b60e05161349391613f9c565b60e0516101d45789613481565b60e051985060018114801561354c575b89811561353c575b501561350a57506001600160a01b036134d283858961444b565b1633031561325c577f41d955c60000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108e490877fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b90506108eb5760068114896134b8565b5060e0519850600281146134b0565b346101d45760e0516003193601126101d45760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760e0516003193601126101d457602060405160e0518152f35b346101d45760e0516003193601126101d457602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760206003193601126101d4576001600160a01b03613621613e7e565b613629614150565b168015613692577fffffffffffffffffffffffff0000000000000000000000000000000000000000600354826001600160a01b0382167f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a7460e05160e051a3161760035560e05180f35b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600760248201527f61726269746572000000000000000000000000000000000000000000000000006044820152fd5b34611f475760c0600319360112611f4757613709613e7e565b613711613e94565b9060443560643567ffffffffffffffff8111611f4757613735903690600401613eb9565b9091608435926001600160a01b038416809403611f475760a435946001600160a01b038716938415613c245761012c4201804211613aee5780851115613be957506301e133804201804211613aee57808511613bba575085613b6e575f925b338603613b685760085b6001600160a01b03841699909384918b15613b33576137be9033836141df565b89613b1b575b50505b6137cf61400a565b92600167ffffffffffffffff855116019567ffffffffffffffff8711613aee577fffff0000000000000000000000000000000000000000000000000000000000009960018c9367ffffffffffffffff60ff9a169c888e809a525f548a837dffffffffffffffffffffffffffffffffffffffff000000000000000000006040602086015195015160501b1692161769ffff00000000000000008360401b1617175f55895f52600860205260f01b167dffffffffff000000000000000000000000000000000000000000000000008560c81b1678ff0000000000000000000000000000000000000000000000008b60c01b1675ff0000000000000000000000000000000000000000008460a81b16881717171760405f2055875f5260096020523360405f20556008811615613ab5575b16613aa2575b50604051908882526020820152886040820152847fb0f0239bfdd96453e24733e18bfc24b70d8fadf123dd977473518dd577ee79b960603393a481613a5e575b50505016613957575b602083604051908152f35b61395f614393565b604051933360208601526040850152606084015260608352613982608084613f9c565b803b15611f47576139fa5f939184926040519586809481937fa3fe47830000000000000000000000000000000000000000000000000000000083528860048401527f1c226749000000000000000000000000000000000000000000000000000000006024840152606060448401526064830190613f1e565b03925af1918215613a5357602092613a3f575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d828061394c565b5f613a4991613f9c565b5f60e05282613a0d565b6040513d5f823e3d90fd5b7f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a691613a97604051928392602084526020840191614057565b0390a2848780613943565b855f52600b60205260405f20558b613903565b875f52600a60205260405f208b7fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790556138fd565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b6001929450613b2a908a61427b565b179189806137c4565b50505087156137c757877fc4692ffb000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5f61379e565b855f52600660205260405f2054610100811615613b8e5760ff1692613794565b867faf73e17a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b847f67e76b9b000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b8461012d4201809211613aee577f32d8161a000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600960248201527f6576616c7561746f7200000000000000000000000000000000000000000000006044820152fd5b34611f47576040600319360112611f4757613c9b613e7e565b613ca3613eaa565b613cab614150565b6001600160a01b038216916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168314613e11573b15613de55760407f6723979f79b20e1774e10ef8a5cd1428b8f2f28146c7775651602e57e6ffe0e191835f526004602052815f205490600354613d3160ff8260a01c168094614190565b928311613d6a575b508015613d645761010082175b855f526004602052835f205560ff83519216825215156020820152a2005b81613d46565b7fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff74ff00000000000000000000000000000000000000008460a01b16911617600355815f526005602052825f20857fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905585613d39565b507f8a8b41ec000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b827f52768d5c000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34611f47575f600319360112611f47576020906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b600435906001600160a01b0382168203611f4757565b602435906001600160a01b0382168203611f4757565b602435908115158203611f4757565b9181601f84011215611f475782359167ffffffffffffffff8311611f475760208381860195010111611f4757565b6060600319820112611f475760043591602435916044359067ffffffffffffffff8211611f4757613f1a91600401613eb9565b9091565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b6007811015613f6f57602452565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff821117613fdd57604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b604051906060820182811067ffffffffffffffff821117613fdd576040528160406001600160a01b035f5467ffffffffffffffff8116845261ffff81841c16602085015260501c16910152565b601f82602094937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe093818652868601375f8582860101520116010190565b7fffffffff000000000000000000000000000000000000000000000000000000006140d3949360609383521660208201528160408201520190613f1e565b90565b6140d394926001600160a01b0360609316825260208201528160408201520191614057565b60405190610120820182811067ffffffffffffffff821117613fdd576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b6001600160a01b0360015416330361416457565b7f245aecd3000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b60ff169190821561419e5750565b90915060ff81146141b75760018101809111613aee5790565b7f9171c7a8000000000000000000000000000000000000000000000000000000005f5260045ffd5b6001600160a01b039081169291168214614230576001600160a01b031681146142055750565b7f0665fa04000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507f13627707000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b90816020910312611f4757516001600160a01b0381168103611f475790565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691821561436b576020602493604051948580927f6352211e0000000000000000000000000000000000000000000000000000000082528660048301525afa908115613a53576001600160a01b03935f92614338575b508316928391160361430a575050565b7ff4aece1d000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b8491925061435d9060203d602011614364575b6143558183613f9c565b81019061425c565b91906142fa565b503d61434b565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b60ff5f5c166143c75760017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c16175f5d565b7fab143c06000000000000000000000000000000000000000000000000000000005f5260045ffd5b90815f52600860205260405f20549164ffffffffff8360c81c16156144115750565b7f510aa5f0000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60ff166007811015613f6f5790565b919060a81c60081615614466576001600160a01b0391501690565b505f52600a6020526001600160a01b0360405f20541690565b60c01c60ff1680156144ab57614493614393565b5f5260076020526001600160a01b0360405f20541690565b505f90565b908260a01c92831561450e578361450560ff957f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4946145006001600160a01b036020961698899260b81c16614608565b614899565b604051908152a3565b50505050565b91909161451f6140fb565b92815f52600960205260405f20548160a81c61454060ff8460a01c1661443c565b916007831015613f6f576003600193148088526002831615156020890152600483161515604089015260038560ac1c16606089015260ff8560b01c1660808901525f146145e05764ffffffffff808560c81c165b1660a08801526001600160a01b03811660c088015260a01c60e08701521615155f146145d057505f52600b60205260405f20545b610100830152565b6001600160a01b039150166145c8565b64ffffffffff5f614594565b60c01c60ff1615614604576145ff614393565b600190565b5f90565b60ff168061463e57506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690565b5f5260056020526001600160a01b038060405f2054161690565b91908203918211613aee57565b906020811061474d57602011611f4757359060018260f81c036147485760018260f81c1480159061471e575b80620100008416614707575080156146f8575b80156146dd575b6146b157565b507f2dcab92e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5060ff8260081c16151580156146ab575060088216156146ab565b5060ff8260181c1615156146a4565b9050806146a45750606460ff8360181c16116146a4565b507effffffffffffffffffffffffffffffffffffffffffffffffffffff00fe00f082161515614691565b5f9150565b50505f90565b81810292918115918404141715613aee57565b60018116614810576002811661480a5760ff8160081c1660469160048116614801575b6008161515806147f9575b6147e7575b600a8110156147df575b80600302906003820403613aee57808211156147d7576147c291614658565b60648110156147d15760ff1690565b50606490565b50505f6147c2565b50600a6147a3565b90600a8101809111613aee5790614799565b508015614794565b60559250614789565b50605f90565b50601490565b6001600160a01b03166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681146144ab57805f52600460205260405f20549061010082161561486e575060ff1690565b7f94403b70000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b6148e9926001600160a01b03604051937fa9059cbb000000000000000000000000000000000000000000000000000000006020860152166024840152604483015260448252611e34606483613f9c565b565b90604051917f6352211e00000000000000000000000000000000000000000000000000000000835260048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa5f928161496e575b5061495d5750505f90565b6001600160a01b0380911691161490565b61498891935060203d602011614364576143558183613f9c565b915f614952565b905f602091828151910182855af115613a53575f513d6149f357506001600160a01b0381163b155b6149be5750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b600114156149b756",
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

// PackDISPUTETIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x486265c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DISPUTE_TIMEOUT() view returns(uint256)
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
// Solidity: function DISPUTE_TIMEOUT() view returns(uint256)
func (escrow *Escrow) TryPackDISPUTETIMEOUT() ([]byte, error) {
	return escrow.abi.Pack("DISPUTE_TIMEOUT")
}

// UnpackDISPUTETIMEOUT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x486265c6.
//
// Solidity: function DISPUTE_TIMEOUT() view returns(uint256)
func (escrow *Escrow) UnpackDISPUTETIMEOUT(data []byte) (*big.Int, error) {
	out, err := escrow.abi.Unpack("DISPUTE_TIMEOUT", data)
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
// the contract method with ID 0x1c226749.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook, uint256 providerAgentId) returns(uint256 jobId)
func (escrow *Escrow) PackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address, providerAgentId *big.Int) []byte {
	enc, err := escrow.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook, providerAgentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c226749.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook, uint256 providerAgentId) returns(uint256 jobId)
func (escrow *Escrow) TryPackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address, providerAgentId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook, providerAgentId)
}

// UnpackCreateJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c226749.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook, uint256 providerAgentId) returns(uint256 jobId)
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
// the contract method with ID 0xd2e13f50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fund(uint256 jobId, uint256 expectedBudget, bytes optParams) returns()
func (escrow *Escrow) PackFund(jobId *big.Int, expectedBudget *big.Int, optParams []byte) []byte {
	enc, err := escrow.abi.Pack("fund", jobId, expectedBudget, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2e13f50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fund(uint256 jobId, uint256 expectedBudget, bytes optParams) returns()
func (escrow *Escrow) TryPackFund(jobId *big.Int, expectedBudget *big.Int, optParams []byte) ([]byte, error) {
	return escrow.abi.Pack("fund", jobId, expectedBudget, optParams)
}

// PackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getJob(uint256 jobId) view returns((uint256,address,address,address,string,uint256,uint256,uint8,address,address,uint256) v)
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
// Solidity: function getJob(uint256 jobId) view returns((uint256,address,address,address,string,uint256,uint256,uint8,address,address,uint256) v)
func (escrow *Escrow) TryPackGetJob(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("getJob", jobId)
}

// UnpackGetJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf22c457.
//
// Solidity: function getJob(uint256 jobId) view returns((uint256,address,address,address,string,uint256,uint256,uint8,address,address,uint256) v)
func (escrow *Escrow) UnpackGetJob(data []byte) (IEscrowJobView, error) {
	out, err := escrow.abi.Unpack("getJob", data)
	if err != nil {
		return *new(IEscrowJobView), err
	}
	out0 := *abi.ConvertType(out[0], new(IEscrowJobView)).(*IEscrowJobView)
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

// PackIsTokenAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9eaee0d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isTokenAllowed(address token) view returns(bool)
func (escrow *Escrow) PackIsTokenAllowed(token common.Address) []byte {
	enc, err := escrow.abi.Pack("isTokenAllowed", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsTokenAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9eaee0d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isTokenAllowed(address token) view returns(bool)
func (escrow *Escrow) TryPackIsTokenAllowed(token common.Address) ([]byte, error) {
	return escrow.abi.Pack("isTokenAllowed", token)
}

// UnpackIsTokenAllowed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf9eaee0d.
//
// Solidity: function isTokenAllowed(address token) view returns(bool)
func (escrow *Escrow) UnpackIsTokenAllowed(data []byte) (bool, error) {
	out, err := escrow.abi.Unpack("isTokenAllowed", data)
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

// PackRatingTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4375469f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
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
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
func (escrow *Escrow) TryPackRatingTerms(jobId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("ratingTerms", jobId)
}

// UnpackRatingTerms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4375469f.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
func (escrow *Escrow) UnpackRatingTerms(data []byte) (IRatingSourceRatingTerms, error) {
	out, err := escrow.abi.Unpack("ratingTerms", data)
	if err != nil {
		return *new(IRatingSourceRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IRatingSourceRatingTerms)).(*IRatingSourceRatingTerms)
	return out0, nil
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
// the contract method with ID 0xfac3246c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setProvider(uint256 jobId, address provider, uint256 agentId) returns()
func (escrow *Escrow) PackSetProvider(jobId *big.Int, provider common.Address, agentId *big.Int) []byte {
	enc, err := escrow.abi.Pack("setProvider", jobId, provider, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfac3246c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setProvider(uint256 jobId, address provider, uint256 agentId) returns()
func (escrow *Escrow) TryPackSetProvider(jobId *big.Int, provider common.Address, agentId *big.Int) ([]byte, error) {
	return escrow.abi.Pack("setProvider", jobId, provider, agentId)
}

// PackSetTokenAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15f69012.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTokenAllowed(address token, bool allowed) returns()
func (escrow *Escrow) PackSetTokenAllowed(token common.Address, allowed bool) []byte {
	enc, err := escrow.abi.Pack("setTokenAllowed", token, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetTokenAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15f69012.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setTokenAllowed(address token, bool allowed) returns()
func (escrow *Escrow) TryPackSetTokenAllowed(token common.Address, allowed bool) ([]byte, error) {
	return escrow.abi.Pack("setTokenAllowed", token, allowed)
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
// Solidity: event BudgetSet(uint256 indexed jobId, address indexed token, uint256 amount)
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
	Arbiter      common.Address
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
// Solidity: event DisputeResolved(uint256 indexed jobId, address indexed arbiter, bool paidProvider, uint8 rating, bytes32 reason)
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
// Solidity: event JobCreated(uint256 indexed jobId, address indexed client, address indexed provider, address evaluator, uint256 expiredAt, address hook)
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

// EscrowJobDescription represents a JobDescription event raised by the Escrow contract.
type EscrowJobDescription struct {
	JobId       *big.Int
	Description string
	Raw         *types.Log // Blockchain specific contextual infos
}

const EscrowJobDescriptionEventName = "JobDescription"

// ContractEventName returns the user-defined event name.
func (EscrowJobDescription) ContractEventName() string {
	return EscrowJobDescriptionEventName
}

// UnpackJobDescriptionEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobDescription(uint256 indexed jobId, string description)
func (escrow *Escrow) UnpackJobDescriptionEvent(log *types.Log) (*EscrowJobDescription, error) {
	event := "JobDescription"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobDescription)
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

// EscrowJobSettled represents a JobSettled event raised by the Escrow contract.
type EscrowJobSettled struct {
	JobId    *big.Int
	AgentId  *big.Int
	Kind     uint8
	Rating   uint8
	Outcome  *big.Int
	Rateable bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowJobSettledEventName = "JobSettled"

// ContractEventName returns the user-defined event name.
func (EscrowJobSettled) ContractEventName() string {
	return EscrowJobSettledEventName
}

// UnpackJobSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobSettled(uint256 indexed jobId, uint256 indexed agentId, uint8 kind, uint8 rating, uint256 outcome, bool rateable)
func (escrow *Escrow) UnpackJobSettledEvent(log *types.Log) (*EscrowJobSettled, error) {
	event := "JobSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowJobSettled)
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
	JobId    *big.Int
	Provider common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowPaymentReleasedEventName = "PaymentReleased"

// ContractEventName returns the user-defined event name.
func (EscrowPaymentReleased) ContractEventName() string {
	return EscrowPaymentReleasedEventName
}

// UnpackPaymentReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentReleased(uint256 indexed jobId, address indexed provider, uint256 amount)
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

// EscrowPlatformFeeChanged represents a PlatformFeeChanged event raised by the Escrow contract.
type EscrowPlatformFeeChanged struct {
	PlatformFeeBps *big.Int
	Treasury       common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const EscrowPlatformFeeChangedEventName = "PlatformFeeChanged"

// ContractEventName returns the user-defined event name.
func (EscrowPlatformFeeChanged) ContractEventName() string {
	return EscrowPlatformFeeChangedEventName
}

// UnpackPlatformFeeChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlatformFeeChanged(uint256 platformFeeBps, address indexed treasury)
func (escrow *Escrow) UnpackPlatformFeeChangedEvent(log *types.Log) (*EscrowPlatformFeeChanged, error) {
	event := "PlatformFeeChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowPlatformFeeChanged)
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
	JobId    *big.Int
	Treasury common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const EscrowPlatformFeePaidEventName = "PlatformFeePaid"

// ContractEventName returns the user-defined event name.
func (EscrowPlatformFeePaid) ContractEventName() string {
	return EscrowPlatformFeePaidEventName
}

// UnpackPlatformFeePaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlatformFeePaid(uint256 indexed jobId, address indexed treasury, uint256 amount)
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

// EscrowProviderSet represents a ProviderSet event raised by the Escrow contract.
type EscrowProviderSet struct {
	JobId    *big.Int
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
// Solidity: event ProviderSet(uint256 indexed jobId, address indexed provider, uint256 agentId)
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

// EscrowTokenAllowed represents a TokenAllowed event raised by the Escrow contract.
type EscrowTokenAllowed struct {
	Token      common.Address
	TokenIndex uint8
	Allowed    bool
	Raw        *types.Log // Blockchain specific contextual infos
}

const EscrowTokenAllowedEventName = "TokenAllowed"

// ContractEventName returns the user-defined event name.
func (EscrowTokenAllowed) ContractEventName() string {
	return EscrowTokenAllowedEventName
}

// UnpackTokenAllowedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TokenAllowed(address indexed token, uint8 tokenIndex, bool allowed)
func (escrow *Escrow) UnpackTokenAllowedEvent(log *types.Log) (*EscrowTokenAllowed, error) {
	event := "TokenAllowed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != escrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EscrowTokenAllowed)
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
	if bytes.Equal(raw[:4], escrow.abi.Errors["AgentIdWithoutProvider"].ID.Bytes()[:4]) {
		return escrow.UnpackAgentIdWithoutProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["AgentIdsDisabled"].ID.Bytes()[:4]) {
		return escrow.UnpackAgentIdsDisabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["AgentNotProvider"].ID.Bytes()[:4]) {
		return escrow.UnpackAgentNotProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["AssetAlwaysAllowed"].ID.Bytes()[:4]) {
		return escrow.UnpackAssetAlwaysAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["BudgetMismatch"].ID.Bytes()[:4]) {
		return escrow.UnpackBudgetMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["BudgetTooLarge"].ID.Bytes()[:4]) {
		return escrow.UnpackBudgetTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["BuyerRatingNotByClient"].ID.Bytes()[:4]) {
		return escrow.UnpackBuyerRatingNotByClientError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ExpiryTooLate"].ID.Bytes()[:4]) {
		return escrow.UnpackExpiryTooLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ExpiryTooSoon"].ID.Bytes()[:4]) {
		return escrow.UnpackExpiryTooSoonError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["FeeOnTransferToken"].ID.Bytes()[:4]) {
		return escrow.UnpackFeeOnTransferTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["FeeTooHigh"].ID.Bytes()[:4]) {
		return escrow.UnpackFeeTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["HookNotAllowed"].ID.Bytes()[:4]) {
		return escrow.UnpackHookNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["HookNotERC165"].ID.Bytes()[:4]) {
		return escrow.UnpackHookNotERC165Error(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["InvalidOutcome"].ID.Bytes()[:4]) {
		return escrow.UnpackInvalidOutcomeError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["JobExpiredAlready"].ID.Bytes()[:4]) {
		return escrow.UnpackJobExpiredAlreadyError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["JobNotCompleted"].ID.Bytes()[:4]) {
		return escrow.UnpackJobNotCompletedError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["JobNotRateable"].ID.Bytes()[:4]) {
		return escrow.UnpackJobNotRateableError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ListFull"].ID.Bytes()[:4]) {
		return escrow.UnpackListFullError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotAContract"].ID.Bytes()[:4]) {
		return escrow.UnpackNotAContractError(raw[4:])
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
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return escrow.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotPendingOwner"].ID.Bytes()[:4]) {
		return escrow.UnpackNotPendingOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["NotProvider"].ID.Bytes()[:4]) {
		return escrow.UnpackNotProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ProviderAlreadySet"].ID.Bytes()[:4]) {
		return escrow.UnpackProviderAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ProviderIsClient"].ID.Bytes()[:4]) {
		return escrow.UnpackProviderIsClientError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ProviderIsEvaluator"].ID.Bytes()[:4]) {
		return escrow.UnpackProviderIsEvaluatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["ProviderNotSet"].ID.Bytes()[:4]) {
		return escrow.UnpackProviderNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["RatingOutOfRange"].ID.Bytes()[:4]) {
		return escrow.UnpackRatingOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["Reentrancy"].ID.Bytes()[:4]) {
		return escrow.UnpackReentrancyError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return escrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrow.abi.Errors["TokenNotAllowed"].ID.Bytes()[:4]) {
		return escrow.UnpackTokenNotAllowedError(raw[4:])
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
	return nil, errors.New("Unknown error")
}

// EscrowAgentIdWithoutProvider represents a AgentIdWithoutProvider error raised by the Escrow contract.
type EscrowAgentIdWithoutProvider struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentIdWithoutProvider(uint256 agentId)
func EscrowAgentIdWithoutProviderErrorID() common.Hash {
	return common.HexToHash("0xc4692ffb6166dd81ce2bfbf8e53fdfdcb2ee4590ee652bc40253b944155d1bfb")
}

// UnpackAgentIdWithoutProviderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentIdWithoutProvider(uint256 agentId)
func (escrow *Escrow) UnpackAgentIdWithoutProviderError(raw []byte) (*EscrowAgentIdWithoutProvider, error) {
	out := new(EscrowAgentIdWithoutProvider)
	if err := escrow.abi.UnpackIntoInterface(out, "AgentIdWithoutProvider", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// EscrowAssetAlwaysAllowed represents a AssetAlwaysAllowed error raised by the Escrow contract.
type EscrowAssetAlwaysAllowed struct {
	Asset common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AssetAlwaysAllowed(address asset)
func EscrowAssetAlwaysAllowedErrorID() common.Hash {
	return common.HexToHash("0x52768d5c88240725b5f11c7548421de4636861c9014ad81ab983407c06264841")
}

// UnpackAssetAlwaysAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AssetAlwaysAllowed(address asset)
func (escrow *Escrow) UnpackAssetAlwaysAllowedError(raw []byte) (*EscrowAssetAlwaysAllowed, error) {
	out := new(EscrowAssetAlwaysAllowed)
	if err := escrow.abi.UnpackIntoInterface(out, "AssetAlwaysAllowed", raw); err != nil {
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
	Max    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetTooLarge(uint256 amount, uint256 max)
func EscrowBudgetTooLargeErrorID() common.Hash {
	return common.HexToHash("0x7231baf0f30eaa09e763188a537a92117304c3101ec3535df3c626ad7fd02b55")
}

// UnpackBudgetTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetTooLarge(uint256 amount, uint256 max)
func (escrow *Escrow) UnpackBudgetTooLargeError(raw []byte) (*EscrowBudgetTooLarge, error) {
	out := new(EscrowBudgetTooLarge)
	if err := escrow.abi.UnpackIntoInterface(out, "BudgetTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowBuyerRatingNotByClient represents a BuyerRatingNotByClient error raised by the Escrow contract.
type EscrowBuyerRatingNotByClient struct {
	Evaluator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BuyerRatingNotByClient(address evaluator)
func EscrowBuyerRatingNotByClientErrorID() common.Hash {
	return common.HexToHash("0x65af47899073891d249ae4e2c2797badc626690287ba061cd6dc4bd1b174cb34")
}

// UnpackBuyerRatingNotByClientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BuyerRatingNotByClient(address evaluator)
func (escrow *Escrow) UnpackBuyerRatingNotByClientError(raw []byte) (*EscrowBuyerRatingNotByClient, error) {
	out := new(EscrowBuyerRatingNotByClient)
	if err := escrow.abi.UnpackIntoInterface(out, "BuyerRatingNotByClient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowExpiryTooLate represents a ExpiryTooLate error raised by the Escrow contract.
type EscrowExpiryTooLate struct {
	ExpiredAt *big.Int
	Latest    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryTooLate(uint256 expiredAt, uint256 latest)
func EscrowExpiryTooLateErrorID() common.Hash {
	return common.HexToHash("0x67e76b9b998dbe3cc3505398de1931058843e3fca361ac0dfd84d44d18932d55")
}

// UnpackExpiryTooLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryTooLate(uint256 expiredAt, uint256 latest)
func (escrow *Escrow) UnpackExpiryTooLateError(raw []byte) (*EscrowExpiryTooLate, error) {
	out := new(EscrowExpiryTooLate)
	if err := escrow.abi.UnpackIntoInterface(out, "ExpiryTooLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowExpiryTooSoon represents a ExpiryTooSoon error raised by the Escrow contract.
type EscrowExpiryTooSoon struct {
	ExpiredAt *big.Int
	Earliest  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryTooSoon(uint256 expiredAt, uint256 earliest)
func EscrowExpiryTooSoonErrorID() common.Hash {
	return common.HexToHash("0x32d8161ad241ec54d37e4d578f009630f8f6b2f321505b3d028e32d1e72ac7b4")
}

// UnpackExpiryTooSoonError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryTooSoon(uint256 expiredAt, uint256 earliest)
func (escrow *Escrow) UnpackExpiryTooSoonError(raw []byte) (*EscrowExpiryTooSoon, error) {
	out := new(EscrowExpiryTooSoon)
	if err := escrow.abi.UnpackIntoInterface(out, "ExpiryTooSoon", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowFeeOnTransferToken represents a FeeOnTransferToken error raised by the Escrow contract.
type EscrowFeeOnTransferToken struct {
	Token    common.Address
	Received *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeOnTransferToken(address token, uint256 received, uint256 expected)
func EscrowFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0x825ab4130f1c6e5c5c251935219765216eb559461ca5e9a003990b9b84d1187e")
}

// UnpackFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeOnTransferToken(address token, uint256 received, uint256 expected)
func (escrow *Escrow) UnpackFeeOnTransferTokenError(raw []byte) (*EscrowFeeOnTransferToken, error) {
	out := new(EscrowFeeOnTransferToken)
	if err := escrow.abi.UnpackIntoInterface(out, "FeeOnTransferToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowFeeTooHigh represents a FeeTooHigh error raised by the Escrow contract.
type EscrowFeeTooHigh struct {
	PlatformFeeBps *big.Int
	MaxBps         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeTooHigh(uint256 platformFeeBps, uint256 maxBps)
func EscrowFeeTooHighErrorID() common.Hash {
	return common.HexToHash("0xe757126a89ba5140023477c243d17c34ca7467d317e5523eafa819ff2931905a")
}

// UnpackFeeTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeTooHigh(uint256 platformFeeBps, uint256 maxBps)
func (escrow *Escrow) UnpackFeeTooHighError(raw []byte) (*EscrowFeeTooHigh, error) {
	out := new(EscrowFeeTooHigh)
	if err := escrow.abi.UnpackIntoInterface(out, "FeeTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowHookNotAllowed represents a HookNotAllowed error raised by the Escrow contract.
type EscrowHookNotAllowed struct {
	Hook common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HookNotAllowed(address hook)
func EscrowHookNotAllowedErrorID() common.Hash {
	return common.HexToHash("0xaf73e17a046f403b53373f768b12e2aee75f637bce2423c3875f284763da6ba1")
}

// UnpackHookNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HookNotAllowed(address hook)
func (escrow *Escrow) UnpackHookNotAllowedError(raw []byte) (*EscrowHookNotAllowed, error) {
	out := new(EscrowHookNotAllowed)
	if err := escrow.abi.UnpackIntoInterface(out, "HookNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowHookNotERC165 represents a HookNotERC165 error raised by the Escrow contract.
type EscrowHookNotERC165 struct {
	Hook common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HookNotERC165(address hook)
func EscrowHookNotERC165ErrorID() common.Hash {
	return common.HexToHash("0x30543e23a7d5e614fc82e8502af12835d0fcc255705f57f5efecfc3bfa611359")
}

// UnpackHookNotERC165Error is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HookNotERC165(address hook)
func (escrow *Escrow) UnpackHookNotERC165Error(raw []byte) (*EscrowHookNotERC165, error) {
	out := new(EscrowHookNotERC165)
	if err := escrow.abi.UnpackIntoInterface(out, "HookNotERC165", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowInvalidOutcome represents a InvalidOutcome error raised by the Escrow contract.
type EscrowInvalidOutcome struct {
	Outcome *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidOutcome(uint256 outcome)
func EscrowInvalidOutcomeErrorID() common.Hash {
	return common.HexToHash("0x2dcab92ecbbf05a81b7cc3036283ba4c094511df0ddb91e914eb3c2a70c8c276")
}

// UnpackInvalidOutcomeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidOutcome(uint256 outcome)
func (escrow *Escrow) UnpackInvalidOutcomeError(raw []byte) (*EscrowInvalidOutcome, error) {
	out := new(EscrowInvalidOutcome)
	if err := escrow.abi.UnpackIntoInterface(out, "InvalidOutcome", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowJobExpiredAlready represents a JobExpiredAlready error raised by the Escrow contract.
type EscrowJobExpiredAlready struct {
	JobId     *big.Int
	ExpiredAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobExpiredAlready(uint256 jobId, uint256 expiredAt)
func EscrowJobExpiredAlreadyErrorID() common.Hash {
	return common.HexToHash("0x19017661be7bc12e5c615b8cb804b6314523009735ad308567079c0d3a294d4c")
}

// UnpackJobExpiredAlreadyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobExpiredAlready(uint256 jobId, uint256 expiredAt)
func (escrow *Escrow) UnpackJobExpiredAlreadyError(raw []byte) (*EscrowJobExpiredAlready, error) {
	out := new(EscrowJobExpiredAlready)
	if err := escrow.abi.UnpackIntoInterface(out, "JobExpiredAlready", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowJobNotCompleted represents a JobNotCompleted error raised by the Escrow contract.
type EscrowJobNotCompleted struct {
	JobId  *big.Int
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobNotCompleted(uint256 jobId, uint8 status)
func EscrowJobNotCompletedErrorID() common.Hash {
	return common.HexToHash("0x2bfb09f1c977ba21ea25a47546274eece09af5127f0900279cf26b5cd321ea45")
}

// UnpackJobNotCompletedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobNotCompleted(uint256 jobId, uint8 status)
func (escrow *Escrow) UnpackJobNotCompletedError(raw []byte) (*EscrowJobNotCompleted, error) {
	out := new(EscrowJobNotCompleted)
	if err := escrow.abi.UnpackIntoInterface(out, "JobNotCompleted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowJobNotRateable represents a JobNotRateable error raised by the Escrow contract.
type EscrowJobNotRateable struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobNotRateable(uint256 jobId)
func EscrowJobNotRateableErrorID() common.Hash {
	return common.HexToHash("0xeaf1c6ba9afcfd9c40a2e074fbd2d6af2c80465c09490c89a8b87c18799acf98")
}

// UnpackJobNotRateableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobNotRateable(uint256 jobId)
func (escrow *Escrow) UnpackJobNotRateableError(raw []byte) (*EscrowJobNotRateable, error) {
	out := new(EscrowJobNotRateable)
	if err := escrow.abi.UnpackIntoInterface(out, "JobNotRateable", raw); err != nil {
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

// EscrowNotAContract represents a NotAContract error raised by the Escrow contract.
type EscrowNotAContract struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAContract(address account)
func EscrowNotAContractErrorID() common.Hash {
	return common.HexToHash("0x8a8b41ec6b8382733436ac0321a506b0d1e41dc29c8650d1fd1ff17e726ab809")
}

// UnpackNotAContractError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAContract(address account)
func (escrow *Escrow) UnpackNotAContractError(raw []byte) (*EscrowNotAContract, error) {
	out := new(EscrowNotAContract)
	if err := escrow.abi.UnpackIntoInterface(out, "NotAContract", raw); err != nil {
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
	JobId    *big.Int
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotExpired(uint256 jobId, uint256 deadline)
func EscrowNotExpiredErrorID() common.Hash {
	return common.HexToHash("0xd05c31dc7df4bbc3cccceec6446e01bfaa4af4aa86fd0e515f9a5b1abf27dfc4")
}

// UnpackNotExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotExpired(uint256 jobId, uint256 deadline)
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

// EscrowNotOwner represents a NotOwner error raised by the Escrow contract.
type EscrowNotOwner struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner(address caller)
func EscrowNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x245aecd3fabbd17d6c3c92dc7f0ab916ea8cbf6fc1862c8b56893090ac3fff4c")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner(address caller)
func (escrow *Escrow) UnpackNotOwnerError(raw []byte) (*EscrowNotOwner, error) {
	out := new(EscrowNotOwner)
	if err := escrow.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowNotPendingOwner represents a NotPendingOwner error raised by the Escrow contract.
type EscrowNotPendingOwner struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotPendingOwner(address caller)
func EscrowNotPendingOwnerErrorID() common.Hash {
	return common.HexToHash("0xa09b9a43f5079ab76282436418880308d29eac5d371578b36d8ee3ff8e88597d")
}

// UnpackNotPendingOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotPendingOwner(address caller)
func (escrow *Escrow) UnpackNotPendingOwnerError(raw []byte) (*EscrowNotPendingOwner, error) {
	out := new(EscrowNotPendingOwner)
	if err := escrow.abi.UnpackIntoInterface(out, "NotPendingOwner", raw); err != nil {
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

// EscrowProviderIsClient represents a ProviderIsClient error raised by the Escrow contract.
type EscrowProviderIsClient struct {
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderIsClient(address provider)
func EscrowProviderIsClientErrorID() common.Hash {
	return common.HexToHash("0x136277073d3db8fef11638d76d0f75d35f27f7bf2cbb83edda32d94da8d07b85")
}

// UnpackProviderIsClientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderIsClient(address provider)
func (escrow *Escrow) UnpackProviderIsClientError(raw []byte) (*EscrowProviderIsClient, error) {
	out := new(EscrowProviderIsClient)
	if err := escrow.abi.UnpackIntoInterface(out, "ProviderIsClient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EscrowProviderIsEvaluator represents a ProviderIsEvaluator error raised by the Escrow contract.
type EscrowProviderIsEvaluator struct {
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderIsEvaluator(address provider)
func EscrowProviderIsEvaluatorErrorID() common.Hash {
	return common.HexToHash("0x0665fa04f497b18794939e7b979a86f7d99bddd0f46cc193232bec655cff0a79")
}

// UnpackProviderIsEvaluatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderIsEvaluator(address provider)
func (escrow *Escrow) UnpackProviderIsEvaluatorError(raw []byte) (*EscrowProviderIsEvaluator, error) {
	out := new(EscrowProviderIsEvaluator)
	if err := escrow.abi.UnpackIntoInterface(out, "ProviderIsEvaluator", raw); err != nil {
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

// EscrowReentrancy represents a Reentrancy error raised by the Escrow contract.
type EscrowReentrancy struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Reentrancy()
func EscrowReentrancyErrorID() common.Hash {
	return common.HexToHash("0xab143c06c9772d69bbbc9f2fe74acd02f810e93b099f3d1dac8448ac9ae35991")
}

// UnpackReentrancyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Reentrancy()
func (escrow *Escrow) UnpackReentrancyError(raw []byte) (*EscrowReentrancy, error) {
	out := new(EscrowReentrancy)
	if err := escrow.abi.UnpackIntoInterface(out, "Reentrancy", raw); err != nil {
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

// EscrowTokenNotAllowed represents a TokenNotAllowed error raised by the Escrow contract.
type EscrowTokenNotAllowed struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenNotAllowed(address token)
func EscrowTokenNotAllowedErrorID() common.Hash {
	return common.HexToHash("0x94403b7099477045d56a4ad621224a9a16fcb7e4b0d02e508215a9bf747a12d4")
}

// UnpackTokenNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenNotAllowed(address token)
func (escrow *Escrow) UnpackTokenNotAllowedError(raw []byte) (*EscrowTokenNotAllowed, error) {
	out := new(EscrowTokenNotAllowed)
	if err := escrow.abi.UnpackIntoInterface(out, "TokenNotAllowed", raw); err != nil {
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

// EscrowFactoryMetaData contains all meta data concerning the EscrowFactory contract.
var EscrowFactoryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"ledger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"platformFeeBps\",\"type\":\"uint16\"}],\"internalType\":\"structIEscrowDeployer.EscrowParameters\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"deploy\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowInitCodeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"parameters\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"ledger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"platformFeeBps\",\"type\":\"uint16\"}],\"internalType\":\"structIEscrowDeployer.EscrowParameters\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"NotDeploying\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotLedger\",\"type\":\"error\"}]",
	ID:  "1a1c3963407824e318f8770b509eef6291",
	Bin: "0x60a08060405234603057336080526155ea908161003582396080518181816101960152818161039101526103fc0152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c9081631ab031c2146103b55750806356397c35146103475780638903573014610107576391908d6814610048575f80fd5b34610103575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261010357614e9d604051907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0603f82011682019180831067ffffffffffffffff8411176100d6576020926040528181528281019161074d8339519020604051908152f35b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f80fd5b34610103575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261010357604051610100810181811067ffffffffffffffff8211176100d6576040525f8152602081015f8152604082015f8152606083015f8152608084015f815260a08501915f835260c08601935f855260e08701955f875260ff5f5c161561031f577f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff168098525f5c60081c73ffffffffffffffffffffffffffffffffffffffff16815260015c73ffffffffffffffffffffffffffffffffffffffff16825260015c60a01c63ffffffff16835260025c73ffffffffffffffffffffffffffffffffffffffff16845260035c73ffffffffffffffffffffffffffffffffffffffff16855260045c73ffffffffffffffffffffffffffffffffffffffff16865260045c60a01c61ffff1687526040519788525173ffffffffffffffffffffffffffffffffffffffff1660208801525173ffffffffffffffffffffffffffffffffffffffff1660408701525163ffffffff1660608601525173ffffffffffffffffffffffffffffffffffffffff1660808501525173ffffffffffffffffffffffffffffffffffffffff1660a08401525173ffffffffffffffffffffffffffffffffffffffff1660c08301525161ffff1660e082015261010090f35b7fbd393ab6000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610103575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261010357602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610103576101007ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101035773ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016330361070d5760017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c16175f5d60243573ffffffffffffffffffffffffffffffffffffffff81168103610103577fffffffffffffffffffffff0000000000000000000000000000000000000000ff74ffffffffffffffffffffffffffffffffffffffff005f5c9260081b169116175f5d60443573ffffffffffffffffffffffffffffffffffffffff81169081810361010357507fffffffffffffffffffffffff000000000000000000000000000000000000000060015c161760015d610502610739565b7fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff77ffffffff000000000000000000000000000000000000000060015c9260a01b1691161760015d60843573ffffffffffffffffffffffffffffffffffffffff81169081810361010357507fffffffffffffffffffffffff000000000000000000000000000000000000000060025c161760025d60a43573ffffffffffffffffffffffffffffffffffffffff81169081810361010357507fffffffffffffffffffffffff000000000000000000000000000000000000000060035c161760035d60c43573ffffffffffffffffffffffffffffffffffffffff81169081810361010357507fffffffffffffffffffffffff000000000000000000000000000000000000000060045c161760045d60e43561ffff81168103610103577fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff000000000000000000000000000000000000000060045c9260a01b1691161760045d63ffffffff61068f610739565b1690614e9d80820182811067ffffffffffffffff8211176100d657829161074d833903905ff58015610702576020907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c165f5d73ffffffffffffffffffffffffffffffffffffffff60405191168152f35b6040513d5f823e3d90fd5b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b60643563ffffffff81168103610103579056fe610100806040523461047657630890357360e41b815261010081600481335afa908115610481575f9161038b575b5080516001600160a01b03161561035c576020810180516001600160a01b03161561032e576080820180516001600160a01b0316156103005760a0830180516001600160a01b0316156102d05760c0840180519094906001600160a01b03161561029f5760e081019361ffff8551166103e88111610287575081516001600160a01b039081166080529051811660a052604080830151821660c05260609283015163ffffffff1660e0528451600180549184166001600160a01b0319928316179055845160038054919094169116179091558451865191519195919492850192908584106001600160401b03851117610273577f8d160858c6b98492b7b5bd477a27d407f2ed06cc7e0f0bdb67ea99d3314ea93a9660209661ffff956040525f815285831688820152604060018060a01b03831691015269ffff00000000000000005f54916a0100000000000000000000600160f01b039060501b169260401b16908560f01b1617175f5560018060a01b0390511692604051935f7f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08180a3516001600160a01b03165f7f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a748180a3519451941681526001600160a01b0390931692a26040516149fc90816104a18239608051818181612bb201526130c3015260a051818181610dd80152818161357c01528181613cc00152818161461b0152614829015260c051818181613e5a015281816142850152614928015260e051816135dc0152f35b634e487b7160e01b5f52604160045260245ffd5b6373ab893560e11b5f526004526103e860245260445ffd5b60405163eac0d38960e01b8152602060048201526008602482015267747265617375727960c01b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600760248201526630b93134ba32b960c91b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600560248201526437bbb732b960d91b6044820152606490fd5b60405163eac0d38960e01b8152602060048201526005602482015264185cdcd95d60da1b6044820152606490fd5b60405163eac0d38960e01b81526020600482015260066024820152653632b233b2b960d11b6044820152606490fd5b90506101003d811161047a575b601f8101601f191682016001600160401b038111838210176102735761010091839160405281010312610476576040519061010082016001600160401b03811183821017610273576040526103ec8161048c565b82526103fa6020820161048c565b602083015261040b6040820161048c565b604083015260608101519063ffffffff821682036104765760e09160608401526104376080820161048c565b608084015261044860a0820161048c565b60a084015261045960c0820161048c565b60c0840152015161ffff811681036104765760e08201525f61002d565b5f80fd5b503d610398565b6040513d5f823e3d90fd5b51906001600160a01b03821682036104765756fe610100806040526004361015610013575f80fd5b5f60e0525f3560e01c908163134e18f414613e3d5750806315f6901214613c825780631c226749146136f05780631c9c088a146136005780632986c0e5146135be5780632f0e31f4146135a057806338d52e0f1461355b57806341dd26f5146131f95780634375469f14613130578063486265c61461311157806350355d76146130e757806356397c35146130a25780635b7baf6414612ee75780636d3b96c314612e9257806379ba509714612dd45780638da5cb5b14612dac57806396c6584314612b8b5780639e63798d146128b2578063b4d884f614612729578063b967169014612709578063bede5eca146126eb578063bf22c457146124c0578063ce79eb60146120fa578063d2e13f5014611b92578063d55be8c614611b74578063d75bbdf31461152a578063de847ff81461139d578063e138818c14611371578063e30c397814611349578063f2fde38b14611262578063f3302b8914610e2c578063f9eaee0d14610dac578063fac3246c1461091c578063fd4188cf14610202578063fe25e00a146101da5763ff96092a146101ad575f80fd5b346101d45760e0516003193601126101d457602061ffff60e0515460401c16604051908152f35b60e05180fd5b346101d45760e0516003193601126101d45760206001600160a01b0360035416604051908152f35b346101d45760806003193601126101d45761021b613eaa565b60443560ff811681036101d4576064356102366004356143ef565b60ff8160a01c166102468161443c565b60078110156108eb576006036108a857506001600160a01b0360035416330361087857831561086d57606460ff8416115b61083a5760e0805160043590526009602052516040902054928415610813577fd75bbdf300000000000000000000000000000000000000000000000000000000935b6102c28361447f565b6001600160a01b03169560609490876106f1575b604051811515815260ff8516602082015282604082015233907fbb547fe95d0f37dace039609f5ac887749989af41706d99f6a9b0c9779406905606060043592a3156106615760405190815233907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444602060043592a360a01c916001600160a01b0381169260ff8260b81c1680159283610657575b8360018260a81c16610619575b5083156106115760025b60043560e051526008602052740300000000000000000000000000000000000000007dffffffffff000000000000000000000000000000000000000000000000004260c81b169160ff602076ff000000000000000000000000000000000000000000008a60b01b1692171660ff8560a81c161760a81b7fffff0000000000ffff000000ffffffffffffffffffffffffffffffffffffffff851617171717604060e0512055829183610570575b506001600160a01b0391925060405192835216907f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0602060043592a360ff604051926002845216602083015260e0516040830152151560608201527ffc61d7f10b62512492f0d4883ed186ea9ff5ba2f35c4d8aee35c3500b761fbdb608060043592a35b826104be575b60e05180f35b823b156101d4576105049260405180809581947fa3fe478300000000000000000000000000000000000000000000000000000000835260e0519660043560048501614095565b039160e051905af180156105635761054a575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d8080806104b8565b60e05161055691613f9c565b60e0516101d45780610517565b6040513d60e051823e3d90fd5b6001600160a01b03925061058390614608565b61059e6127106105968460f01c87614753565b048095614658565b93806105c8575b5083806105b4575b925061042e565b6105c19184841690614899565b89836105ad565b8360e0515460501c16906105dd818385614899565b6040519081527f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f4947662602060043592a38a6105a5565b60e051610382565b9550925060043560e05152600b602052604060e0512054948061063e575b9289610378565b506106526001600160a01b038416866148eb565b610637565b821515935061036b565b926106bc9250740400000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff82161760043560e051526008602052604060e05120556004356144b0565b60405190815233907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275602060043592a36104b2565b60405195506020860167ffffffffffffffff8111878210176107e25761073f9661076b9160405260e05181526040519788913360208401528560408401526060808401526080830190613f1e565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101885287613f9c565b85883b156101d457604051907fdc08fb1d00000000000000000000000000000000000000000000000000000000825281806107b060e051938c60043560048501614095565b038160e0518d5af18015610563576107c9575b506102d6565b60e0516107d591613f9c565b60e0516101d457886107c3565b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526041600452602460e051fd5b7f41dd26f500000000000000000000000000000000000000000000000000000000936102b9565b60ff837f3e44328e0000000000000000000000000000000000000000000000000000000060e0515216600452602460e051fd5b60ff83161515610277565b7f720c75c20000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108b46108e49161443c565b7fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600435600452613f61565b604460e051fd5b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526021600452602460e051fd5b346101d45760606003193601126101d457600435610938613e94565b60443591610945816143ef565b918160e051526009602052604060e051205460ff8460a01c166109678161443c565b60078110156108eb57610d7157506001600160a01b0381163303610d41576001600160a01b038416610d11576001600160a01b038216908115610cb3576109b26109b991868661444b565b33846141df565b6109c28461447f565b6060956001600160a01b03909116948515159384610b96575b82847fffffffffffffffffffffffff00000000000000000000000000000000000000007f49d0adc1d0f8a0d589f5eba9d9764b09b597ab6227e8ba63b0884599f1acd0e7946020948a97610b2c575b508660e05152600885521617604060e0512055604051908152a3610a4e5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007ffac3246c000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b91818060e05194039160e051905af180156105635761054a57507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d8080806104b8565b610b36908561427b565b8660e05152600b855283604060e05120557fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff000000000000000000000000000000000000000000600160ff8460a81c161760a81b169116178c610a2a565b604080513360208201526001600160a01b0383169181019190915260608101849052919750909190610bf383608081015b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101855284613f9c565b8297873b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018890527ffac3246c0000000000000000000000000000000000000000000000000000000060248201526060604482015293610c65906064860190613f1e565b848060e05192038160e0518c5af19182156105635787948693610c8e575b5091509192506109db565b909250610ca19193945060e05190613f9c565b60e0516101d45785929184918a610c83565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600860248201527f70726f76696465720000000000000000000000000000000000000000000000006044820152fd5b827f8996fa2f0000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b7f8ccfb2890000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b83610d7e6108e49261443c565b907fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b346101d45760206003193601126101d4576001600160a01b03610dcd613e7e565b166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681148015610e0e575b6020906040519015158152f35b5060e0515260046020526020610100604060e0512054161515610e01565b346101d45760806003193601126101d457600435610e48613e94565b6044359160643567ffffffffffffffff81116101d457610e6c903690600401613eb9565b9092610e77836143ef565b948360e051526009602052604060e051205460ff8760a01c16610e998161443c565b60078110156108eb5761125557506001600160a01b03168033141580611242575b611212576001600160a01b0383169283156111b457610ed890614816565b966bffffffffffffffffffffffff831161117457610ef58161447f565b6060986001600160a01b03909116978815159687611084575b5050927f74f37e24047ef5ad02b6aac54caaf20e06c51585a911183b2c6f2db0d8d896cc926020928560ff8a971660ff8360b81c160361102b575b505060e051507fffffffffffffffffffffffff0000000000000000000000000000000000000000808360a01b1616178460e0515260098352604060e0512055604051908152a3610f995760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007ff3302b89000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b77ff00000000000000000000000000000000000000000000007fffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffff918860e051526008875260b81b16911617604060e05120558a80610f49565b6110b991949593929a50610bc760405195869233602085015289604085015286606085015260808085015260a0840191614057565b8298883b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018990527ff3302b89000000000000000000000000000000000000000000000000000000006024820152606060448201529361112b906064860190613f1e565b848060e05192038160e0518d5af1938415610563578894611152575b819293959450610f0e565b611163919392945060e05190613f9c565b60e0516101d457909186928a611147565b827f7231baf00000000000000000000000000000000000000000000000000000000060e051526004526bffffffffffffffffffffffff602452604460e051fd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f746f6b656e0000000000000000000000000000000000000000000000000000006044820152fd5b7f089606080000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b506001600160a01b038716331415610eba565b85610d7e6108e49261443c565b346101d45760206003193601126101d4576001600160a01b03611283613e7e565b61128b614150565b1680156112eb57807fffffffffffffffffffffffff00000000000000000000000000000000000000006002541617600255337f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060e05160e051a360e05180f35b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f6f776e65720000000000000000000000000000000000000000000000000000006044820152fd5b346101d45760e0516003193601126101d45760206001600160a01b0360025416604051908152f35b346101d45760e0516003193601126101d45760206001600160a01b0360e0515460501c16604051908152f35b346101d45760406003193601126101d4576004356113ba816143ef565b9060ff8260a01c166113cb8161443c565b60078110156108eb5760020361151d57508060e0515260096020526001600160a01b03604060e0512054163314158061150a575b6112125764ffffffffff8260c81c16804210156114d75750740600000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff611457846145ec565b9360e0515016178160e051526008602052604060e05120556040519060243582527f77054bb8480d9f04c6a50ecbd5d85b6028a947b530b85865293a5817e7e3776f60203393a36114a85760e05180f35b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d6104b8565b907f190176610000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b506001600160a01b0382163314156113ff565b90610d7e6108e49261443c565b346101d45761153836613ee7565b90919260a052909161154b60a0516143ef565b9060a05160e051526009602052604060e05120549361156f60ff8460a01c1661443c565b60078110156108eb57600281141580611b69575b611b3557506001600160a01b0361159d868560a05161444b565b163303611b05576115ae8482614665565b60e05190929062010000841615611af557506001600160a01b0386163303611ac55760019460ff8460181c16925b6115e58661447f565b60c081905260606080526001600160a01b03166119be575b505060405190815233907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444602060a05192a36001600160a01b0383169460ff8460b81c161593846119b0575b8460018260a81c1661196c575b5060ff92919085156119645760025b60a05160e051526008602052740300000000000000000000000000000000000000007dffffffffff000000000000000000000000000000000000000000000000004260c81b16918676ff000000000000000000000000000000000000000000008760b01b16911660f08b60041b1617878560a81c161760a81b7fffff0000000000ffff000000ffffffffffffffffffffffffffffffffffffffff851617171717604060e05120558160a01c918060a01c6118b6575b506001600160a01b039060405192835216907f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0602060a05192a381604051951685521660208401526040830152151560608201527ffc61d7f10b62512492f0d4883ed186ea9ff5ba2f35c4d8aee35c3500b761fbdb608060a05192a36001600160a01b0360c051166117ac5760e05180f35b6001600160a01b0360c051163b156101d4576040517fa3fe478300000000000000000000000000000000000000000000000000000000815261184960606004830160a05181527fffffffff000000000000000000000000000000000000000000000000000000007fd75bbdf30000000000000000000000000000000000000000000000000000000016602082015281604082015201608051613f1e565b818060e05192038160e0516001600160a01b0360c051165af180156105635761189d575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d6104b8565b60e0516118a991613f9c565b60e0516101d4578061186d565b9150806118cf856001600160a01b039360b81c16614608565b6118f06127106118e58460f01c8760a01c614753565b04809560a01c614658565b938061191b575b508380611907575b50509061171a565b6119149184841690614899565b89836118ff565b8360e0515460501c1690611930818385614899565b6040519081527f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f4947662602060a05192a38a6118f7565b60e051611665565b965093509060ff9160a05160e05152600b602052604060e05120549680611997575b94909192611656565b506119ab6001600160a01b038616886148eb565b61198e565b93508060a01c151593611649565b611a02906119d66040519384928633602086016140d6565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282613f9c565b806080526001600160a01b0360c051163b156101d4576040517fdc08fb1d00000000000000000000000000000000000000000000000000000000815260a05160048201527fd75bbdf30000000000000000000000000000000000000000000000000000000060248201526060604482015290611a82906064830190613f1e565b818060e05192038160e0516001600160a01b0360c051165af1801561056357611aac575b806115fd565b60e051611ab891613f9c565b60e0516101d45786611aa6565b7f65af47890000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b94611aff84614766565b926115dc565b7f41d955c60000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108e4907fa5d15e1f0000000000000000000000000000000000000000000000000000000060e0515260a051600452613f61565b506006811415611583565b346101d45760e0516003193601126101d45760206040516103e88152f35b346101d45760606003193601126101d45760243560043560443567ffffffffffffffff81116101d457611bc9903690600401613eb9565b611bd48392936143ef565b938260e051526009602052604060e051205460ff8660a01c16611bf68161443c565b60078110156108eb576120ed57506001600160a01b0381163303610d41576001600160a01b038616156120bd5760a01c9080820361208a575064ffffffffff8560c81c16804210156120575750611c4c8561447f565b6060956001600160a01b03909116948515159384611f89575b505060e05150740100000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8216178460e051526008602052604060e051205581611d86575b50604051908152827fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a3611cf45760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007fd2e13f50000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b60ff611d959160b81c16614608565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b03821691602082602481865afa9182156105635760e05192611f53575b506040517f23b872dd00000000000000000000000000000000000000000000000000000000602082015233602482015230604482015260648082018690528152611e3991611e34608483613f9c565b61498f565b604051907f70a08231000000000000000000000000000000000000000000000000000000008252306004830152602082602481865afa9182156105635760e05192611f1b575b50808401808211611eea578203611e97575050611cbc565b80821115611edf57611ea891614658565b905b7f825ab4130000000000000000000000000000000000000000000000000000000060e05152600452602452604452606460e051fd5b505060e05190611eaa565b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526011600452602460e051fd5b9091506020813d602011611f4b575b81611f3760209383613f9c565b81010312611f4757519088611e7f565b5f80fd5b3d9150611f2a565b9091506020813d602011611f81575b81611f6f60209383613f9c565b81010312611f47575190611e39611de5565b3d9150611f62565b611fae91975061073f6040519889923360208501526040808501526060840191614057565b85853b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018690527fd2e13f50000000000000000000000000000000000000000000000000000000006024820152606060448201529061201f906064830190613f1e565b818060e05192038160e0518a5af180156105635761203e575b80611c65565b60e05161204a91613f9c565b60e0516101d45786612038565b837f190176610000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b907f733580bd0000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b837fe9dab5e90000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b84610d7e6108e49261443c565b346101d45760406003193601126101d457612113613e7e565b61211b613eaa565b612123614150565b6001600160a01b03821691821561246257819081612271575b506122415760207f7ee54953080e392a475a25b6acacb85417ca4e1953293c90934233ca13612510918360e0515260068252604060e051205460035461218960ff8260a81c168093614190565b9182116121c1575b5081156121bc57610100175b8460e0515260068352604060e05120556040519015158152a260e05180f35b61219d565b7fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff0000000000000000000000000000000000000000008360a81b169116176003558060e0515260078352604060e05120857fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905585612191565b507f30543e230000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b905060e0515060206040518181017f01ffc9a70000000000000000000000000000000000000000000000000000000081527f01ffc9a7000000000000000000000000000000000000000000000000000000006024830152602482526122d7604483613f9c565b60e05191519084617530fa903d60e051519083612456575b508261244c575b50816123ab575b8161230b575b50158361213c565b6020915060e05150604051908282017f01ffc9a70000000000000000000000000000000000000000000000000000000081527f7ff6bc9e00000000000000000000000000000000000000000000000000000000602484015260248352612372604484613f9c565b60e051925191617530fa60e051513d8261239f575b5081612395575b5083612303565b905015158361238e565b60201115915084612387565b905060e0515060206040518181017f01ffc9a70000000000000000000000000000000000000000000000000000000081527fffffffff00000000000000000000000000000000000000000000000000000000602483015260248252612411604483613f9c565b60e05191519084617530fa60e051513d82612440575b5081612436575b5015906122fd565b905015158461242e565b60201115915085612427565b15159150846122f6565b602011159250856122ef565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600460248201527f686f6f6b000000000000000000000000000000000000000000000000000000006044820152fd5b346101d45760206003193601126101d457604051600435610160820167ffffffffffffffff8111838210176107e25760405260e0518252602082019060e0518252604083019060e0518252606084019160e051835260808501926060845260a086019360e051855260c087019060e051825260e088019260e051845261010089019460e05186526101208a019860e0518a526101408b019760e0518952612566816143ef565b8160e0515260096020528c82604060e051205491526001600160a01b03811684526001600160a01b03821685526001600160a01b036125a682848661444b565b16865260a01c8b526125bd60ff8260a01c1661443c565b9060078210156108eb578189526001916003036126da5764ffffffffff60e0515b16885260ff8160c01c1660e0515260076020526001600160a01b03604060e0512054168a526001600160a01b0361261a60ff8360b81c16614608565b168d5260a81c16156126d15760e05152600b602052604060e05120545b88526040519a60208c525160208c0152516001600160a01b031660408b0152516001600160a01b031660608a0152516001600160a01b031660808901525160a088016101609052610180880161268c91613f1e565b945160c08801525160e0870152519360078510156108eb576001600160a01b038092879661010088015251166101208601525116610140840152516101608301520390f35b5060e051612637565b64ffffffffff808260c81c166125de565b346101d45760e0516003193601126101d457602060405161012c8152f35b346101d45760e0516003193601126101d45760206040516301e133808152f35b346101d45760406003193601126101d457600435612745613e94565b9061274e614150565b6001600160a01b038216918215612854576103e8821161281e577f8d160858c6b98492b7b5bd477a27d407f2ed06cc7e0f0bdb67ea99d3314ea93a9160209167ffffffffffffffff61279e61400a565b61ffff84168582015286604082015251167fffff0000000000000000000000000000000000000000000000000000000000007dffffffffffffffffffffffffffffffffffffffff0000000000000000000060e051549360501b1692161769ffff00000000000000008360401b16171760e05155604051908152a260e05180f35b507fe757126a0000000000000000000000000000000000000000000000000000000060e051526004526103e8602452604460e051fd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600860248201527f74726561737572790000000000000000000000000000000000000000000000006044820152fd5b346101d4576128c036613ee7565b9192906128cc826143ef565b936001600160a01b0385163303612b5b576128ec60ff8660a01c1661443c565b60078110156108eb57600181141580612b36575b612b04575061290e8561447f565b6060956001600160a01b03909116948515159384612a41575b50507fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff740200000000000000000000000000000000000000009160e0515016178360e051526008602052604060e0512055604051908152827f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a36129af5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007f9e63798d000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b612a5b91975061073f6040519889928633602086016140d6565b85853b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018690527f9e63798d0000000000000000000000000000000000000000000000000000000060248201526060604482015290612acc906064830190613f1e565b818060e05192038160e0518a5af1801561056357612aeb575b80612927565b60e051612af791613f9c565b60e0516101d45786612ae5565b6108e490847fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b508015158061290057508360e051526009602052604060e051205460a01c1515612900565b7f1bd2224f0000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760206003193601126101d457600435612ba76140fb565b506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163303612d7c578060e051526008602052604060e0512054612bf38183614514565b90815115612d3b57602082015115612d0b5791612ca692604083015115612caa575b5050604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b7fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff000000000000000000000000000000000000000000600460ff8460a81c161760a81b169116179060e051526008602052604060e05120558280612c15565b827feaf1c6ba0000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b82612d4e60ff6108e49360a01c1661443c565b907f2bfb09f10000000000000000000000000000000000000000000000000000000060e05152600452613f61565b7f2e837ee80000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760e0516003193601126101d45760206001600160a01b0360015416604051908152f35b346101d45760e0516003193601126101d4576002546001600160a01b0381163303612e62577fffffffffffffffffffffffff000000000000000000000000000000000000000090600154336001600160a01b0382167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e060e05160e051a3821633176001551660025560e05180f35b7fa09b9a430000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760206003193601126101d4576001600160a01b03612eb3613e7e565b1680158015612ec9576020906040519015158152f35b5060e0515260066020526020610100604060e0512054161515610e01565b346101d45760206003193601126101d457600435612f04816143ef565b90612f1460ff8360a01c1661443c565b9164ffffffffff8160c81c1692600781101593846108eb57600682036130345762278d008101809111611eea575b8042106130015750612f53826145ec565b9360e05150740500000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8416178460e051526008602052604060e05120556108eb57612fdf575b507f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba923260e05160e051a26114a85760e05180f35b612ffb908260e051526009602052604060e051205490836144b0565b82612fac565b837fd05c31dc0000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b60e051945081151580613092575b8581613081575b5015612f42576108e482857fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b90506108eb57600282141585613049565b5060e05194506001821415613042565b346101d45760e0516003193601126101d45760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760e0516003193601126101d457602067ffffffffffffffff60e0515416604051908152f35b346101d45760e0516003193601126101d457602060405162278d008152f35b346101d45760206003193601126101d457612ca661316a6004356131526140fb565b508060e051526008602052604060e051205490614514565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b346101d45761320736613ee7565b919290613213826143ef565b938260e051526009602052604060e05120549461323560ff8260a01c1661443c565b95600787101596876108eb5780159081156134a057506001600160a01b0382163303610d41575b6132658361447f565b6060986001600160a01b039091169788151596876133b1575b5050740400000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8516178760e051526008602052604060e05120556108eb57156133a0575b5050604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a361330e5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007f41dd26f5000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b6133aa91856144b0565b85806132d5565b6133f7919a506133cb6040519b8c928933602086016140d6565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe081018b528a613f9c565b88883b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018990527f41dd26f50000000000000000000000000000000000000000000000000000000060248201526060604482015290613468906064830190613f1e565b818060e05192038160e0518d5af1801561056357613487575b8061327e565b60e05161349391613f9c565b60e0516101d45789613481565b60e051985060018114801561354c575b89811561353c575b501561350a57506001600160a01b036134d283858961444b565b1633031561325c577f41d955c60000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108e490877fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b90506108eb5760068114896134b8565b5060e0519850600281146134b0565b346101d45760e0516003193601126101d45760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760e0516003193601126101d457602060405160e0518152f35b346101d45760e0516003193601126101d457602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760206003193601126101d4576001600160a01b03613621613e7e565b613629614150565b168015613692577fffffffffffffffffffffffff0000000000000000000000000000000000000000600354826001600160a01b0382167f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a7460e05160e051a3161760035560e05180f35b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600760248201527f61726269746572000000000000000000000000000000000000000000000000006044820152fd5b34611f475760c0600319360112611f4757613709613e7e565b613711613e94565b9060443560643567ffffffffffffffff8111611f4757613735903690600401613eb9565b9091608435926001600160a01b038416809403611f475760a435946001600160a01b038716938415613c245761012c4201804211613aee5780851115613be957506301e133804201804211613aee57808511613bba575085613b6e575f925b338603613b685760085b6001600160a01b03841699909384918b15613b33576137be9033836141df565b89613b1b575b50505b6137cf61400a565b92600167ffffffffffffffff855116019567ffffffffffffffff8711613aee577fffff0000000000000000000000000000000000000000000000000000000000009960018c9367ffffffffffffffff60ff9a169c888e809a525f548a837dffffffffffffffffffffffffffffffffffffffff000000000000000000006040602086015195015160501b1692161769ffff00000000000000008360401b1617175f55895f52600860205260f01b167dffffffffff000000000000000000000000000000000000000000000000008560c81b1678ff0000000000000000000000000000000000000000000000008b60c01b1675ff0000000000000000000000000000000000000000008460a81b16881717171760405f2055875f5260096020523360405f20556008811615613ab5575b16613aa2575b50604051908882526020820152886040820152847fb0f0239bfdd96453e24733e18bfc24b70d8fadf123dd977473518dd577ee79b960603393a481613a5e575b50505016613957575b602083604051908152f35b61395f614393565b604051933360208601526040850152606084015260608352613982608084613f9c565b803b15611f47576139fa5f939184926040519586809481937fa3fe47830000000000000000000000000000000000000000000000000000000083528860048401527f1c226749000000000000000000000000000000000000000000000000000000006024840152606060448401526064830190613f1e565b03925af1918215613a5357602092613a3f575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d828061394c565b5f613a4991613f9c565b5f60e05282613a0d565b6040513d5f823e3d90fd5b7f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a691613a97604051928392602084526020840191614057565b0390a2848780613943565b855f52600b60205260405f20558b613903565b875f52600a60205260405f208b7fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790556138fd565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b6001929450613b2a908a61427b565b179189806137c4565b50505087156137c757877fc4692ffb000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5f61379e565b855f52600660205260405f2054610100811615613b8e5760ff1692613794565b867faf73e17a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b847f67e76b9b000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b8461012d4201809211613aee577f32d8161a000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600960248201527f6576616c7561746f7200000000000000000000000000000000000000000000006044820152fd5b34611f47576040600319360112611f4757613c9b613e7e565b613ca3613eaa565b613cab614150565b6001600160a01b038216916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168314613e11573b15613de55760407f6723979f79b20e1774e10ef8a5cd1428b8f2f28146c7775651602e57e6ffe0e191835f526004602052815f205490600354613d3160ff8260a01c168094614190565b928311613d6a575b508015613d645761010082175b855f526004602052835f205560ff83519216825215156020820152a2005b81613d46565b7fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff74ff00000000000000000000000000000000000000008460a01b16911617600355815f526005602052825f20857fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905585613d39565b507f8a8b41ec000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b827f52768d5c000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34611f47575f600319360112611f47576020906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b600435906001600160a01b0382168203611f4757565b602435906001600160a01b0382168203611f4757565b602435908115158203611f4757565b9181601f84011215611f475782359167ffffffffffffffff8311611f475760208381860195010111611f4757565b6060600319820112611f475760043591602435916044359067ffffffffffffffff8211611f4757613f1a91600401613eb9565b9091565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b6007811015613f6f57602452565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff821117613fdd57604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b604051906060820182811067ffffffffffffffff821117613fdd576040528160406001600160a01b035f5467ffffffffffffffff8116845261ffff81841c16602085015260501c16910152565b601f82602094937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe093818652868601375f8582860101520116010190565b7fffffffff000000000000000000000000000000000000000000000000000000006140d3949360609383521660208201528160408201520190613f1e565b90565b6140d394926001600160a01b0360609316825260208201528160408201520191614057565b60405190610120820182811067ffffffffffffffff821117613fdd576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b6001600160a01b0360015416330361416457565b7f245aecd3000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b60ff169190821561419e5750565b90915060ff81146141b75760018101809111613aee5790565b7f9171c7a8000000000000000000000000000000000000000000000000000000005f5260045ffd5b6001600160a01b039081169291168214614230576001600160a01b031681146142055750565b7f0665fa04000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507f13627707000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b90816020910312611f4757516001600160a01b0381168103611f475790565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691821561436b576020602493604051948580927f6352211e0000000000000000000000000000000000000000000000000000000082528660048301525afa908115613a53576001600160a01b03935f92614338575b508316928391160361430a575050565b7ff4aece1d000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b8491925061435d9060203d602011614364575b6143558183613f9c565b81019061425c565b91906142fa565b503d61434b565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b60ff5f5c166143c75760017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c16175f5d565b7fab143c06000000000000000000000000000000000000000000000000000000005f5260045ffd5b90815f52600860205260405f20549164ffffffffff8360c81c16156144115750565b7f510aa5f0000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60ff166007811015613f6f5790565b919060a81c60081615614466576001600160a01b0391501690565b505f52600a6020526001600160a01b0360405f20541690565b60c01c60ff1680156144ab57614493614393565b5f5260076020526001600160a01b0360405f20541690565b505f90565b908260a01c92831561450e578361450560ff957f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4946145006001600160a01b036020961698899260b81c16614608565b614899565b604051908152a3565b50505050565b91909161451f6140fb565b92815f52600960205260405f20548160a81c61454060ff8460a01c1661443c565b916007831015613f6f576003600193148088526002831615156020890152600483161515604089015260038560ac1c16606089015260ff8560b01c1660808901525f146145e05764ffffffffff808560c81c165b1660a08801526001600160a01b03811660c088015260a01c60e08701521615155f146145d057505f52600b60205260405f20545b610100830152565b6001600160a01b039150166145c8565b64ffffffffff5f614594565b60c01c60ff1615614604576145ff614393565b600190565b5f90565b60ff168061463e57506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690565b5f5260056020526001600160a01b038060405f2054161690565b91908203918211613aee57565b906020811061474d57602011611f4757359060018260f81c036147485760018260f81c1480159061471e575b80620100008416614707575080156146f8575b80156146dd575b6146b157565b507f2dcab92e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5060ff8260081c16151580156146ab575060088216156146ab565b5060ff8260181c1615156146a4565b9050806146a45750606460ff8360181c16116146a4565b507effffffffffffffffffffffffffffffffffffffffffffffffffffff00fe00f082161515614691565b5f9150565b50505f90565b81810292918115918404141715613aee57565b60018116614810576002811661480a5760ff8160081c1660469160048116614801575b6008161515806147f9575b6147e7575b600a8110156147df575b80600302906003820403613aee57808211156147d7576147c291614658565b60648110156147d15760ff1690565b50606490565b50505f6147c2565b50600a6147a3565b90600a8101809111613aee5790614799565b508015614794565b60559250614789565b50605f90565b50601490565b6001600160a01b03166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681146144ab57805f52600460205260405f20549061010082161561486e575060ff1690565b7f94403b70000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b6148e9926001600160a01b03604051937fa9059cbb000000000000000000000000000000000000000000000000000000006020860152166024840152604483015260448252611e34606483613f9c565b565b90604051917f6352211e00000000000000000000000000000000000000000000000000000000835260048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa5f928161496e575b5061495d5750505f90565b6001600160a01b0380911691161490565b61498891935060203d602011614364576143558183613f9c565b915f614952565b905f602091828151910182855af115613a53575f513d6149f357506001600160a01b0381163b155b6149be5750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b600114156149b756",
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
// the contract method with ID 0x1ab031c2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deploy((address,address,address,uint32,address,address,address,uint16) p) returns(address escrow)
func (escrowFactory *EscrowFactory) PackDeploy(p IEscrowDeployerEscrowParameters) []byte {
	enc, err := escrowFactory.abi.Pack("deploy", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeploy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1ab031c2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deploy((address,address,address,uint32,address,address,address,uint16) p) returns(address escrow)
func (escrowFactory *EscrowFactory) TryPackDeploy(p IEscrowDeployerEscrowParameters) ([]byte, error) {
	return escrowFactory.abi.Pack("deploy", p)
}

// UnpackDeploy is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1ab031c2.
//
// Solidity: function deploy((address,address,address,uint32,address,address,address,uint16) p) returns(address escrow)
func (escrowFactory *EscrowFactory) UnpackDeploy(data []byte) (common.Address, error) {
	out, err := escrowFactory.abi.Unpack("deploy", data)
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
// Solidity: function escrowInitCodeHash() pure returns(bytes32)
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
// Solidity: function escrowInitCodeHash() pure returns(bytes32)
func (escrowFactory *EscrowFactory) TryPackEscrowInitCodeHash() ([]byte, error) {
	return escrowFactory.abi.Pack("escrowInitCodeHash")
}

// UnpackEscrowInitCodeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91908d68.
//
// Solidity: function escrowInitCodeHash() pure returns(bytes32)
func (escrowFactory *EscrowFactory) UnpackEscrowInitCodeHash(data []byte) ([32]byte, error) {
	out, err := escrowFactory.abi.Unpack("escrowInitCodeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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
// Solidity: function parameters() view returns((address,address,address,uint32,address,address,address,uint16) p)
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
// Solidity: function parameters() view returns((address,address,address,uint32,address,address,address,uint16) p)
func (escrowFactory *EscrowFactory) TryPackParameters() ([]byte, error) {
	return escrowFactory.abi.Pack("parameters")
}

// UnpackParameters is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x89035730.
//
// Solidity: function parameters() view returns((address,address,address,uint32,address,address,address,uint16) p)
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
	if bytes.Equal(raw[:4], escrowFactory.abi.Errors["NotDeploying"].ID.Bytes()[:4]) {
		return escrowFactory.UnpackNotDeployingError(raw[4:])
	}
	if bytes.Equal(raw[:4], escrowFactory.abi.Errors["NotLedger"].ID.Bytes()[:4]) {
		return escrowFactory.UnpackNotLedgerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
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
