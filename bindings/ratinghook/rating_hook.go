// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package ratinghook

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

// RatingHookMetaData contains all meta data concerning the RatingHook contract.
var RatingHookMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"ledger_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AGENT_ID_LIMIT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLAIM_REFUND_SELECTOR\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"COMPLETE_SELECTOR\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DUST_DIVISOR\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"FUND_SELECTOR\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GET_JOB_SELECTOR\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_SUBMIT_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ORDINAL_SHIFT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RESOLVE_DISPUTE_SELECTOR\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"afterAction\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"beforeAction\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"bindingOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"bound\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint40\",\"name\":\"fundedAt\",\"type\":\"uint40\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"consumeRating\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"ordinal\",\"type\":\"uint256\"}],\"name\":\"escrowAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowInitCodeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"escrowState\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"factory\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"}],\"name\":\"factoryEscrowAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"keyOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"contractIHookLedger\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBudget\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"ratingTerms\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"registerEscrow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"setEscrowStopped\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"EscrowRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"EscrowStopped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumRatingHookFactory.FactoryRefusal\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"FactoryJobNotRecorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"verdict\",\"type\":\"bytes4\"}],\"name\":\"FactoryJobRecorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumRatingHook.Reason\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"JobNotRecorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"verdict\",\"type\":\"bytes4\"}],\"name\":\"JobRecorded\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"}],\"name\":\"EscrowAlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobIdTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"LedgerEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"NotAContract\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotLedger\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"NotRateable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"NotRecorded\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyEscrows\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"UnknownEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"ordinal\",\"type\":\"uint256\"}],\"name\":\"UnknownOrdinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "9515682330dc0f817b001796b483b4bcf0",
	Bin: "0x61014080604052346101cc5761002b9061262780380380916100218285610264565b833981019061029b565b610034816102ba565b6001600160a01b031680156102355760c08190526040516338d52e0f60e01b815290602082600481845afa9182156101d8575f92610210575b5060206004918360e052604051928380926304d3863d60e21b82525afa9182156101d8576004926020925f916101e3575b506101005260405163313ce56760e01b815292839182906001600160a01b03165afa80156101d8575f90610197575b60ff915016604d811161018357606490600a0a0480155f1461017e575060015b610120526040516122b5908161037282396080518181816103320152610f9b015260a0518181816105ad0152610f6f015260c0518181816104030152818161071901528181611010015281816111d3015261126e015260e051818181610a880152611d56015261010051818181610b410152611f5a015261012051818181610ac301528181610ec60152611d820152f35b6100ed565b634e487b7160e01b5f52601160045260245ffd5b506020813d6020116101d0575b816101b160209383610264565b810103126101cc575160ff811681036101cc5760ff906100cd565b5f80fd5b3d91506101a4565b6040513d5f823e3d90fd5b6102039150833d8511610209575b6101fb8183610264565b81019061029b565b5f61009e565b503d6101f1565b600491925061022d602091823d8411610209576101fb8183610264565b92915061006d565b60405163eac0d38960e01b81526020600482015260066024820152653632b233b2b960d11b6044820152606490fd5b601f909101601f19168101906001600160401b0382119082101761028757604052565b634e487b7160e01b5f52604160045260245ffd5b908160209103126101cc57516001600160a01b03811681036101cc5790565b6001600160a01b0316801561036e5760405163c45a015560e01b8152602081600481855afa9182156101d8576004926020925f91610351575b5060805260405163123211ad60e31b815292839182905afa9081156101d8575f9161031f575b5060a052565b90506020813d602011610349575b8161033a60209383610264565b810103126101cc57515f610319565b3d915061032d565b6103689150833d8511610209576101fb8183610264565b5f6102f3565b5056fe6080806040526004361015610012575f80fd5b5f3560e01c90816301ffc9a714610b6557508063134e18f414610b2257806318382f6e14610b075780631e05c8e214610ae65780632890149214610aac57806338d52e0f14610a6957806339d3ad771461087d5780634375469f146107b3578063499ce7cc146107955780634d69ebc2146107585780634fa8f1161461073d57806356397c35146106fa5780635d98c1fb146106d9578063675ac67a146106bd5780638603d60d1461060d5780638900d71e146105f15780638bb1a985146105d057806391908d681461059657806396c65843146103dc578063a0d178ce146103bb578063a3fe4783146103a1578063beff407714610356578063c45a015514610313578063cf62b4d8146102f2578063d3077ef514610239578063dc08fb1d14610229578063e9a8ab12146101915763f810f51314610150575f80fd5b3461018d57602036600319011261018d5760043563ffffffff8116810361018d5761017c602091610f57565b6001600160a01b0360405191168152f35b5f80fd5b3461018d57602036600319011261018d576004358015801561021f575b6101f4575f1981019081116101e0576001600160a01b036101d0602092610c6b565b90549060031b1c16604051908152f35b634e487b7160e01b5f52601160045260245ffd5b7ff078eed7000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b505f5481116101ae565b3461018d5761023736610c01565b005b3461018d57604036600319011261018d57610252610beb565b602435908115159081830361018d576001600160a01b0390610272610fda565b1691825f52600160205260405f205480156102df5763ffffffff6020917fcd83b284b4bcc91fd9b4dc6cdd8993f7f8389b91690ebc7efff587f110f64533935f146102d75764010000000081175b865f526001845260405f20556040519485521692a3005b8181166102c0565b8363353bb43760e01b5f5260045260245ffd5b3461018d575f36600319011261018d576020604051632f13dfe760e01b8152f35b3461018d575f36600319011261018d5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461018d57602036600319011261018d576001600160a01b03610377610beb565b165f5260016020526040805f205464010000000082519163ffffffff811683521615156020820152f35b3461018d576102376103b236610c01565b92919091610d68565b3461018d575f36600319011261018d5760206040516303f313d960e31b8152f35b3461018d57602036600319011261018d576004356103f8610cb7565b506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016330361056a57805f52600260205260405f209060018201805491600160d81b83161561053f57600160d91b8316156105145750610464826105019454611296565b91604083015115610505575b5050604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b600160da1b1790558280610470565b7ff2b038f2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f818dd4e3000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461018d575f36600319011261018d5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461018d575f36600319011261018d57602060405163d75bbdf360e01b8152f35b3461018d575f36600319011261018d576020604051610e108152f35b3461018d57604036600319011261018d57610626610beb565b6001600160a01b036024359116805f52600160205260405f20549081156106ab575077ffffffffffffffffffffffffffffffffffffffffffffffff821161067f5760209163ffffffff60c01b6040519260c01b16178152f35b507ffcfa38f1000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b63353bb43760e01b5f5260045260245ffd5b3461018d575f36600319011261018d5760205f54604051908152f35b3461018d575f36600319011261018d57602060405163bf22c45760e01b8152f35b3461018d575f36600319011261018d5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461018d575f36600319011261018d57602060405160648152f35b3461018d57602036600319011261018d57606064ffffffffff61077c600435610d0c565b9060409392935193151584526020840152166040820152f35b3461018d575f36600319011261018d576020604051600160601b8152f35b3461018d57602036600319011261018d576107cc610cb7565b506004355f5260026020526105016107ee60405f206001815491015490611296565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b3461018d57602036600319011261018d57610896610beb565b61089e610fda565b6001600160a01b038116908115610a0b57803b158015610a02575b6109d657815f52600160205260405f2054806109a057506108d9906110c9565b5f549063ffffffff8214610978576801000000000000000082101561096457610909826001602094015f55610c6b565b81549060031b906001600160a01b0384831b921b191617905563ffffffff5f5416815f52600183528060405f205560405191817f39833e071fd2161ce11ef46a303c84a9fbaffc6546d7a44eda82bb3690af4f645f80a38152f35b634e487b7160e01b5f52604160045260245ffd5b7f0adff7cd000000000000000000000000000000000000000000000000000000005f5260045ffd5b63ffffffff90837fa4e8a94d000000000000000000000000000000000000000000000000000000005f526004521660245260445ffd5b507f8a8b41ec000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b503082146108b9565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600660248201527f657363726f7700000000000000000000000000000000000000000000000000006044820152fd5b3461018d575f36600319011261018d5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461018d575f36600319011261018d5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461018d575f36600319011261018d57602060405163d2fd101b60e01b8152f35b3461018d575f36600319011261018d57602060405160c08152f35b3461018d575f36600319011261018d5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461018d57602036600319011261018d57600435906001600160e01b0319821680920361018d57817f7ff6bc9e0000000000000000000000000000000000000000000000000000000060209314908115610bc1575b5015158152f35b7f01ffc9a70000000000000000000000000000000000000000000000000000000091501483610bba565b600435906001600160a01b038216820361018d57565b90606060031983011261018d57600435916024356001600160e01b03198116810361018d579160443567ffffffffffffffff811161018d578260238201121561018d5780600401359267ffffffffffffffff841161018d576024848301011161018d576024019190565b5f54811015610c81575f805260205f2001905f90565b634e487b7160e01b5f52603260045260245ffd5b90601f8019910116810190811067ffffffffffffffff82111761096457604052565b60405190610120820182811067ffffffffffffffff821117610964576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b5f526002602052600160405f200154908115610d5257600160d81b821615610d41575f905b6001600160a01b03600193169190565b64ffffffffff8260a01c1690610d31565b5f915081908190565b919082039182116101e057565b926001600160e01b03198216926303f313d960e31b8414928315610e8c575b335f52600160205260405f2054948515610e8357632f13dfe760e01b14610e7b578593640100000000861615610e145750505050505060015b6013811015610e005780610dd2575050565b6040519081527f487a4eca9f2ed4d85684cb02e350f06290096c2e6b620357920d6af375f13b5460203392a3565b634e487b7160e01b5f52602160045260245ffd5b77ffffffffffffffffffffffffffffffffffffffffffffffff851115610e425750505050505060025b610dc0565b15610e61575050508063ffffffff60c01b610e3d9360c01b1617611699565b9091928063ffffffff60c01b610e3d9660c01b1617611394565b505050505050565b50505050505050565b63d75bbdf360e01b85141580610f46575b80610f35575b610e7b57610eb03361131c565b90610ebb5750610d87565b94509190610eed93507f00000000000000000000000000000000000000000000000000000000000000009286866117a2565b90600a821015610e005781610f0157505050565b602063ffffffff7f27e7e455c55632c69fdaab2b12ca46a8a4b2edec6271ed46b79c75d60c8576ab926040519485521692a3565b50632f13dfe760e01b851415610ea3565b5063d2fd101b60e01b851415610e9d565b6055600b6001600160a01b039263ffffffff604051917f000000000000000000000000000000000000000000000000000000000000000060408401521660208201527f000000000000000000000000000000000000000000000000000000000000000081520160ff8153201690565b51906001600160a01b038216820361018d57565b6040517ff851a4400000000000000000000000000000000000000000000000000000000081526020816004816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa80156110be575f9061107e575b6001600160a01b03915016330361105257565b7f17a84242000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b506020813d6020116110b6575b8161109860209383610c95565b8101031261018d576110b16001600160a01b0391610fc6565b61103f565b3d915061108b565b6040513d5f823e3d90fd5b61110a6040517f56397c3500000000000000000000000000000000000000000000000000000000602082015260048152611104602482610c95565b82611787565b9015908115611262575b5061125f5761113b604051632986c0e560e01b602082015260048152611104602482610c95565b919080611251575b80611190575b611151575050565b906001600160a01b0363ffffffff927fac367a52000000000000000000000000000000000000000000000000000000005f52166004521660245260445ffd5b506040517f558c27c000000000000000000000000000000000000000000000000000000000815263ffffffff831660048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa9081156110be575f91611217575b506001600160a01b03808316911614611149565b90506020813d602011611249575b8161123260209383610c95565b8101031261018d5761124390610fc6565b5f611203565b3d9150611225565b5063ffffffff821115611143565b50565b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614155f611114565b91906112a0610cb7565b92600160d81b82161561131857906001600160a01b039160018552600160d91b821615156020860152600160da1b82161515604086015260ff8260d01c16606086015260ff8260c81c16608086015264ffffffffff8260a01c1660a086015282811660c086015260a01c60e085015216610100830152565b5050565b60205f60405182810190632986c0e560e01b82526004815261133f602482610c95565b519084612710fa60203d101516805f510290158015611386575b61137e5763ffffffff16906001600160a01b038061137684610f57565b921691161491565b50505f905f90565b506380000000811015611359565b91939092825f52600260205260405f20906001820192835491600160d81b831661168c576113c28733611b6b565b98901561167e576001600160e01b0319169463d2fd101b60e01b861480159590868061166f575b61165f578080611650575b611640578080611632575b6116225761140c8b611d2a565b6013811015610e0057806116135750600160db1b86161561160357806115de575b6115cf577f0100000000000000000000000000000000000000000000000000000000000001945f938b601496600199611589575b5050509160ff9493916001600160a01b036020818896169d8e94600160d81b60c0830151966bffffffffffffffffffffffff88105f146115765787965b868551169760a01b881790558d5f1461156f57600160d91b905b7aff00000000000000000000000000000000000000000000000000008a60d01b169079ff000000000000000000000000000000000000000000000000008d60c81b16904260a01b17171717179055015116906040519b8c5260208c015260408b015260608a01521660808801521660a086015260c08501524260e085015215156101008401526101208301527f8fc962e7b263e9b8326d41fb6b674fde32b7c0532d49659331de68668e05b5986101403393a45f90565b5f906114b8565b6bffffffffffffffffffffffff9661149e565b6001600160a01b03995060ff97508795939850899650918160209593886040816115b99651169301511692611e11565b9a50919891975095509193509182908c90611461565b50505050505050505050601290565b506101008a015164ffffffffff8660a01c1690610e1082018092116101e0571061142d565b5050505050505050505050600d90565b9a505050505050505050505090565b5050505050505050505050601190565b506101208b015115156113ff565b5050505050505050505050601090565b50600560a08c015114156113f4565b5050505050505050505050600590565b50600360a08c015114156113e9565b505050505050505050600490565b5050505050505050600390565b5f526002602052600160405f2001908154611780576116b89033611b6b565b901561177957600160a082015103611772576116d381611d2a565b6013811015610e00578061176c575060e08101518061173a5750602001516001600160a01b0316600160601b811061173357600160db1b905b78ffffffffff00000000000000000000000000000000000000004260a01b16171790555f90565b5050600e90565b906001600160a01b0360206117529201511682611f58565b6013811015610e00578061176c5750600160db1b9061170c565b91505090565b5050600f90565b5050600490565b5050600390565b6020915f918382519201905afa60203d10151690815f510290565b90927bffffffffffffffffffffffffffffffffffffffffffffffffffffffff8411611b6057604051907fcec789bb0000000000000000000000000000000000000000000000000000000082525f96856004840152608083602481335afa80156110be575f925f905f955f93611b0c575b50829960078660a01c1660038110611afa576001600160a01b038416996001600160e01b03191697632f13dfe760e01b8903611a285750600303611a17576118599161204b565b9a9091936002935b60018160f81c03611a045760a01c69ffffffffffffffffffff169586106119f257806119d35750506001600160a01b03851699600160601b8b106119c2575b15948515956119ba575b333b1561018d5760ff80604051937f2c5848ae0000000000000000000000000000000000000000000000000000000085528c6004860152169384602485015216918260448201528660648201525f8160848183335af180156110be576119a5575b5063ffffffff8160ae1c1690610e10820180921161199157927fee18f053690486a9b10a81f362522318e844aeb3b8f8a18ada1993541ff8935c98959261196161010099969363ffffffff999660e71c90610d5b565b936040519b8c5260208c015260408b015260608a0152608089015260a088015260c087015260e08601521692a490565b60248d634e487b7160e01b81526011600452fd5b6119b2919c505f90610c95565b5f9a5f61190b565b5f91506118aa565b505050505050505050505050600790565b600160601b909b919b106118a057505050505050505050505050600890565b50505050505050505050505050600690565b5050505050505050505050505050600590565b505050505050505050505050600990565b90919263d2fd101b60e01b89969596145f14611ac75750506005915003611ab8576301ffffff8460ce1c1680155f14611aa057505f5b611a91576001986014905f927f010000000000000000000000000000000000000000000000000000000000000194611861565b50505050505050505050600490565b611ab39063ffffffff8660ae1c16610d5b565b611a5e565b50505050505050505050600390565b9091600303611ae857611adb928a91611e11565b9b91929390929394611861565b50505050505050505050505050600390565b50505050505050505050505050600290565b9450945050506080823d608011611b58575b81611b2b60809383610c95565b8101031261018d578151926020830151926060611b4a60408301610fc6565b91015194939094915f611812565b3d9150611b1e565b505050505050600290565b919091604051610140810181811067ffffffffffffffff821117610964576040525f81525f60208201525f60408201525f60608201525f60808201525f60a08201525f60c08201525f60e08201525f6101008201525f61012082015280935f8060405194602086019363bf22c45760e01b8552602487015260248652611bf2604487610c95565b6101c09360405196611c048689610c95565b8536893751915afa813d109182158216611d21575b5015908115611d19575b508015611d0d575b611d055750602081019081519160608201928351179260a083019384511790610100840191825117916001600160a01b0361012086019384511711611cfa5760808501958887519165ffffffffffff60c089019384511711611cec57610140986001600160a01b03809896819794828096511690528d60a060408d0151910152511660208d0152516101008c0152511660408a01525161012089015260e085015160c08901525116606087015251166080850152015160e083015260019190565b5050505050505050505f9190565b5050505050505f9190565b9250505f9190565b50602082511415611c2b565b90505f611c23565b5f853e5f611c19565b6001600160a01b036060820151163003611e0b576001600160a01b036080820151166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001603611e055760c08101517f000000000000000000000000000000000000000000000000000000000000000011611dff576001600160a01b036020820151168015918215611deb575b8215611dd4575b5050611dcf575f90565b600990565b604001516001600160a01b03161490505f80611dc5565b80516001600160a01b031682149250611dbe565b50600890565b50600790565b50600690565b90611e1b91612115565b939115611f4c575f9260018560f81c148015611f39578490611f0f575b6201000086161590808215611ef857508015611ee9575b8015611ece575b611ec157611eab576001600160a01b039081169116811480159290611e97575b5050611e8d5750809160ff60019260181c16908290565b9190916001918190565b6001600160a01b0316141590505f80611e76565b50505091611eb882612205565b91929190600190565b5050505091909180918190565b5060ff8660081c1615158015611e5657506008861615611e56565b5060ff8660181c161515611e4f565b905080611e4f5750606460ff8760181c1611611e4f565b507effffffffffffffffffffffffffffffffffffffffffffffffffffff00fe00f085161515611e38565b505f958695506046945060019350915050565b505050905f905f905f90565b7f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b0382161561200f57600160601b81101561200757611fdc91604051917f6352211e000000000000000000000000000000000000000000000000000000006020840152602483015260248252611fd7604483610c95565b611787565b909182611ff4575b505015611fef575f90565b600b90565b6001600160a01b03161490505f80611fe4565b505050600c90565b505050600a90565b9093929384831161018d57841161018d578101920390565b35906020811061203d575090565b5f199060200360031b1b1690565b6080821061210b578160801161018d576060810135601f1983018381116101e057811161210057602081018082116101e05761209261208c82848787612017565b9061202f565b602081109081156120e0575b506120d457604082018092116101e0576120bb9361208c93612017565b90606482116120ce5760ff821690600190565b5f905f90565b505050505f905f905f90565b90506120ec8386610d5b565b601f198101919082116101e057115f61209e565b5050505f905f905f90565b50505f905f905f90565b915f91606081106121fa578060201161018d578335938160601161018d5760408101356001600160a01b03861180156121e6575b6121d857602081018082116101e05761216761208c82848787612017565b6121718386610d5b565b601f1981019081116101e05781116121c857602011156121a0575b505050506001600160a01b03600193169190565b909192939450604082018092116101e0576121be9361208c93612017565b905f80808061218c565b50505050509150505f905f905f90565b5050509150505f905f905f90565b50601f1983018381116101e0578111612149565b505f92508291508190565b600181166122af57600281166122a95760ff8160081c16604691600481166122a0575b600816151580612298575b612286575b600a81101561227e575b806003029060038204036101e057808211156122765761226191610d5b565b60648110156122705760ff1690565b50606490565b50505f612261565b50600a612242565b90600a81018091116101e05790612238565b508015612233565b60559250612228565b50605f90565b5060149056",
}

// RatingHook is an auto generated Go binding around an Ethereum contract.
type RatingHook struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *RatingHook) GetABI() abi.ABI {
	return c.abi
}

// NewRatingHook creates a new instance of RatingHook.
func NewRatingHook() *RatingHook {
	parsed, err := RatingHookMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &RatingHook{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *RatingHook) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address ledger_) returns()
func (ratingHook *RatingHook) PackConstructor(ledger_ common.Address) []byte {
	enc, err := ratingHook.abi.Pack("", ledger_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAGENTIDLIMIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x499ce7cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function AGENT_ID_LIMIT() view returns(uint256)
func (ratingHook *RatingHook) PackAGENTIDLIMIT() []byte {
	enc, err := ratingHook.abi.Pack("AGENT_ID_LIMIT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAGENTIDLIMIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x499ce7cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function AGENT_ID_LIMIT() view returns(uint256)
func (ratingHook *RatingHook) TryPackAGENTIDLIMIT() ([]byte, error) {
	return ratingHook.abi.Pack("AGENT_ID_LIMIT")
}

// UnpackAGENTIDLIMIT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x499ce7cc.
//
// Solidity: function AGENT_ID_LIMIT() view returns(uint256)
func (ratingHook *RatingHook) UnpackAGENTIDLIMIT(data []byte) (*big.Int, error) {
	out, err := ratingHook.abi.Unpack("AGENT_ID_LIMIT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCLAIMREFUNDSELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e05c8e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLAIM_REFUND_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) PackCLAIMREFUNDSELECTOR() []byte {
	enc, err := ratingHook.abi.Pack("CLAIM_REFUND_SELECTOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLAIMREFUNDSELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e05c8e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLAIM_REFUND_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) TryPackCLAIMREFUNDSELECTOR() ([]byte, error) {
	return ratingHook.abi.Pack("CLAIM_REFUND_SELECTOR")
}

// UnpackCLAIMREFUNDSELECTOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e05c8e2.
//
// Solidity: function CLAIM_REFUND_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) UnpackCLAIMREFUNDSELECTOR(data []byte) ([4]byte, error) {
	out, err := ratingHook.abi.Unpack("CLAIM_REFUND_SELECTOR", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackCOMPLETESELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8bb1a985.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COMPLETE_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) PackCOMPLETESELECTOR() []byte {
	enc, err := ratingHook.abi.Pack("COMPLETE_SELECTOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOMPLETESELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8bb1a985.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COMPLETE_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) TryPackCOMPLETESELECTOR() ([]byte, error) {
	return ratingHook.abi.Pack("COMPLETE_SELECTOR")
}

// UnpackCOMPLETESELECTOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8bb1a985.
//
// Solidity: function COMPLETE_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) UnpackCOMPLETESELECTOR(data []byte) ([4]byte, error) {
	out, err := ratingHook.abi.Unpack("COMPLETE_SELECTOR", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackDUSTDIVISOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fa8f116.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DUST_DIVISOR() view returns(uint256)
func (ratingHook *RatingHook) PackDUSTDIVISOR() []byte {
	enc, err := ratingHook.abi.Pack("DUST_DIVISOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDUSTDIVISOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fa8f116.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DUST_DIVISOR() view returns(uint256)
func (ratingHook *RatingHook) TryPackDUSTDIVISOR() ([]byte, error) {
	return ratingHook.abi.Pack("DUST_DIVISOR")
}

// UnpackDUSTDIVISOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4fa8f116.
//
// Solidity: function DUST_DIVISOR() view returns(uint256)
func (ratingHook *RatingHook) UnpackDUSTDIVISOR(data []byte) (*big.Int, error) {
	out, err := ratingHook.abi.Unpack("DUST_DIVISOR", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFUNDSELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0d178ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FUND_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) PackFUNDSELECTOR() []byte {
	enc, err := ratingHook.abi.Pack("FUND_SELECTOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFUNDSELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0d178ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FUND_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) TryPackFUNDSELECTOR() ([]byte, error) {
	return ratingHook.abi.Pack("FUND_SELECTOR")
}

// UnpackFUNDSELECTOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa0d178ce.
//
// Solidity: function FUND_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) UnpackFUNDSELECTOR(data []byte) ([4]byte, error) {
	out, err := ratingHook.abi.Unpack("FUND_SELECTOR", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackGETJOBSELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d98c1fb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GET_JOB_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) PackGETJOBSELECTOR() []byte {
	enc, err := ratingHook.abi.Pack("GET_JOB_SELECTOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGETJOBSELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d98c1fb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GET_JOB_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) TryPackGETJOBSELECTOR() ([]byte, error) {
	return ratingHook.abi.Pack("GET_JOB_SELECTOR")
}

// UnpackGETJOBSELECTOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5d98c1fb.
//
// Solidity: function GET_JOB_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) UnpackGETJOBSELECTOR(data []byte) ([4]byte, error) {
	out, err := ratingHook.abi.Unpack("GET_JOB_SELECTOR", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackMINSUBMITWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8900d71e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_SUBMIT_WINDOW() view returns(uint256)
func (ratingHook *RatingHook) PackMINSUBMITWINDOW() []byte {
	enc, err := ratingHook.abi.Pack("MIN_SUBMIT_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINSUBMITWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8900d71e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_SUBMIT_WINDOW() view returns(uint256)
func (ratingHook *RatingHook) TryPackMINSUBMITWINDOW() ([]byte, error) {
	return ratingHook.abi.Pack("MIN_SUBMIT_WINDOW")
}

// UnpackMINSUBMITWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8900d71e.
//
// Solidity: function MIN_SUBMIT_WINDOW() view returns(uint256)
func (ratingHook *RatingHook) UnpackMINSUBMITWINDOW(data []byte) (*big.Int, error) {
	out, err := ratingHook.abi.Unpack("MIN_SUBMIT_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackORDINALSHIFT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18382f6e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ORDINAL_SHIFT() view returns(uint256)
func (ratingHook *RatingHook) PackORDINALSHIFT() []byte {
	enc, err := ratingHook.abi.Pack("ORDINAL_SHIFT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackORDINALSHIFT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18382f6e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ORDINAL_SHIFT() view returns(uint256)
func (ratingHook *RatingHook) TryPackORDINALSHIFT() ([]byte, error) {
	return ratingHook.abi.Pack("ORDINAL_SHIFT")
}

// UnpackORDINALSHIFT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18382f6e.
//
// Solidity: function ORDINAL_SHIFT() view returns(uint256)
func (ratingHook *RatingHook) UnpackORDINALSHIFT(data []byte) (*big.Int, error) {
	out, err := ratingHook.abi.Unpack("ORDINAL_SHIFT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRESOLVEDISPUTESELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf62b4d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RESOLVE_DISPUTE_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) PackRESOLVEDISPUTESELECTOR() []byte {
	enc, err := ratingHook.abi.Pack("RESOLVE_DISPUTE_SELECTOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRESOLVEDISPUTESELECTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf62b4d8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RESOLVE_DISPUTE_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) TryPackRESOLVEDISPUTESELECTOR() ([]byte, error) {
	return ratingHook.abi.Pack("RESOLVE_DISPUTE_SELECTOR")
}

// UnpackRESOLVEDISPUTESELECTOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf62b4d8.
//
// Solidity: function RESOLVE_DISPUTE_SELECTOR() view returns(bytes4)
func (ratingHook *RatingHook) UnpackRESOLVEDISPUTESELECTOR(data []byte) ([4]byte, error) {
	out, err := ratingHook.abi.Unpack("RESOLVE_DISPUTE_SELECTOR", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackAfterAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3fe4783.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function afterAction(uint256 jobId, bytes4 selector, bytes data) returns()
func (ratingHook *RatingHook) PackAfterAction(jobId *big.Int, selector [4]byte, data []byte) []byte {
	enc, err := ratingHook.abi.Pack("afterAction", jobId, selector, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAfterAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3fe4783.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function afterAction(uint256 jobId, bytes4 selector, bytes data) returns()
func (ratingHook *RatingHook) TryPackAfterAction(jobId *big.Int, selector [4]byte, data []byte) ([]byte, error) {
	return ratingHook.abi.Pack("afterAction", jobId, selector, data)
}

// PackAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38d52e0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function asset() view returns(address)
func (ratingHook *RatingHook) PackAsset() []byte {
	enc, err := ratingHook.abi.Pack("asset")
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
func (ratingHook *RatingHook) TryPackAsset() ([]byte, error) {
	return ratingHook.abi.Pack("asset")
}

// UnpackAsset is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38d52e0f.
//
// Solidity: function asset() view returns(address)
func (ratingHook *RatingHook) UnpackAsset(data []byte) (common.Address, error) {
	out, err := ratingHook.abi.Unpack("asset", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackBeforeAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc08fb1d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function beforeAction(uint256 , bytes4 , bytes ) pure returns()
func (ratingHook *RatingHook) PackBeforeAction(arg0 *big.Int, arg1 [4]byte, arg2 []byte) []byte {
	enc, err := ratingHook.abi.Pack("beforeAction", arg0, arg1, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBeforeAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc08fb1d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function beforeAction(uint256 , bytes4 , bytes ) pure returns()
func (ratingHook *RatingHook) TryPackBeforeAction(arg0 *big.Int, arg1 [4]byte, arg2 []byte) ([]byte, error) {
	return ratingHook.abi.Pack("beforeAction", arg0, arg1, arg2)
}

// PackBindingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d69ebc2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bindingOf(uint256 key) view returns(bool bound, uint256 agentId, uint40 fundedAt)
func (ratingHook *RatingHook) PackBindingOf(key *big.Int) []byte {
	enc, err := ratingHook.abi.Pack("bindingOf", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBindingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d69ebc2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bindingOf(uint256 key) view returns(bool bound, uint256 agentId, uint40 fundedAt)
func (ratingHook *RatingHook) TryPackBindingOf(key *big.Int) ([]byte, error) {
	return ratingHook.abi.Pack("bindingOf", key)
}

// BindingOfOutput serves as a container for the return parameters of contract
// method BindingOf.
type BindingOfOutput struct {
	Bound    bool
	AgentId  *big.Int
	FundedAt *big.Int
}

// UnpackBindingOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d69ebc2.
//
// Solidity: function bindingOf(uint256 key) view returns(bool bound, uint256 agentId, uint40 fundedAt)
func (ratingHook *RatingHook) UnpackBindingOf(data []byte) (BindingOfOutput, error) {
	out, err := ratingHook.abi.Unpack("bindingOf", data)
	outstruct := new(BindingOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Bound = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.AgentId = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.FundedAt = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function consumeRating(uint256 key) returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (ratingHook *RatingHook) PackConsumeRating(key *big.Int) []byte {
	enc, err := ratingHook.abi.Pack("consumeRating", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function consumeRating(uint256 key) returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (ratingHook *RatingHook) TryPackConsumeRating(key *big.Int) ([]byte, error) {
	return ratingHook.abi.Pack("consumeRating", key)
}

// UnpackConsumeRating is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96c65843.
//
// Solidity: function consumeRating(uint256 key) returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (ratingHook *RatingHook) UnpackConsumeRating(data []byte) (IRatingSourceRatingTerms, error) {
	out, err := ratingHook.abi.Unpack("consumeRating", data)
	if err != nil {
		return *new(IRatingSourceRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IRatingSourceRatingTerms)).(*IRatingSourceRatingTerms)
	return out0, nil
}

// PackEscrowAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9a8ab12.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrowAt(uint256 ordinal) view returns(address)
func (ratingHook *RatingHook) PackEscrowAt(ordinal *big.Int) []byte {
	enc, err := ratingHook.abi.Pack("escrowAt", ordinal)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrowAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9a8ab12.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrowAt(uint256 ordinal) view returns(address)
func (ratingHook *RatingHook) TryPackEscrowAt(ordinal *big.Int) ([]byte, error) {
	return ratingHook.abi.Pack("escrowAt", ordinal)
}

// UnpackEscrowAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9a8ab12.
//
// Solidity: function escrowAt(uint256 ordinal) view returns(address)
func (ratingHook *RatingHook) UnpackEscrowAt(data []byte) (common.Address, error) {
	out, err := ratingHook.abi.Unpack("escrowAt", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEscrowCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x675ac67a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrowCount() view returns(uint256)
func (ratingHook *RatingHook) PackEscrowCount() []byte {
	enc, err := ratingHook.abi.Pack("escrowCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrowCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x675ac67a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrowCount() view returns(uint256)
func (ratingHook *RatingHook) TryPackEscrowCount() ([]byte, error) {
	return ratingHook.abi.Pack("escrowCount")
}

// UnpackEscrowCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x675ac67a.
//
// Solidity: function escrowCount() view returns(uint256)
func (ratingHook *RatingHook) UnpackEscrowCount(data []byte) (*big.Int, error) {
	out, err := ratingHook.abi.Unpack("escrowCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEscrowInitCodeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91908d68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrowInitCodeHash() view returns(bytes32)
func (ratingHook *RatingHook) PackEscrowInitCodeHash() []byte {
	enc, err := ratingHook.abi.Pack("escrowInitCodeHash")
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
func (ratingHook *RatingHook) TryPackEscrowInitCodeHash() ([]byte, error) {
	return ratingHook.abi.Pack("escrowInitCodeHash")
}

// UnpackEscrowInitCodeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91908d68.
//
// Solidity: function escrowInitCodeHash() view returns(bytes32)
func (ratingHook *RatingHook) UnpackEscrowInitCodeHash(data []byte) ([32]byte, error) {
	out, err := ratingHook.abi.Unpack("escrowInitCodeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEscrowState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbeff4077.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrowState(address escrow) view returns(uint32 ordinal, bool stopped)
func (ratingHook *RatingHook) PackEscrowState(escrow common.Address) []byte {
	enc, err := ratingHook.abi.Pack("escrowState", escrow)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrowState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbeff4077.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrowState(address escrow) view returns(uint32 ordinal, bool stopped)
func (ratingHook *RatingHook) TryPackEscrowState(escrow common.Address) ([]byte, error) {
	return ratingHook.abi.Pack("escrowState", escrow)
}

// EscrowStateOutput serves as a container for the return parameters of contract
// method EscrowState.
type EscrowStateOutput struct {
	Ordinal uint32
	Stopped bool
}

// UnpackEscrowState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbeff4077.
//
// Solidity: function escrowState(address escrow) view returns(uint32 ordinal, bool stopped)
func (ratingHook *RatingHook) UnpackEscrowState(data []byte) (EscrowStateOutput, error) {
	out, err := ratingHook.abi.Unpack("escrowState", data)
	outstruct := new(EscrowStateOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ordinal = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.Stopped = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function factory() view returns(address)
func (ratingHook *RatingHook) PackFactory() []byte {
	enc, err := ratingHook.abi.Pack("factory")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function factory() view returns(address)
func (ratingHook *RatingHook) TryPackFactory() ([]byte, error) {
	return ratingHook.abi.Pack("factory")
}

// UnpackFactory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc45a0155.
//
// Solidity: function factory() view returns(address)
func (ratingHook *RatingHook) UnpackFactory(data []byte) (common.Address, error) {
	out, err := ratingHook.abi.Unpack("factory", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFactoryEscrowAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf810f513.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function factoryEscrowAt(uint32 escrowIndex) view returns(address)
func (ratingHook *RatingHook) PackFactoryEscrowAt(escrowIndex uint32) []byte {
	enc, err := ratingHook.abi.Pack("factoryEscrowAt", escrowIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFactoryEscrowAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf810f513.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function factoryEscrowAt(uint32 escrowIndex) view returns(address)
func (ratingHook *RatingHook) TryPackFactoryEscrowAt(escrowIndex uint32) ([]byte, error) {
	return ratingHook.abi.Pack("factoryEscrowAt", escrowIndex)
}

// UnpackFactoryEscrowAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf810f513.
//
// Solidity: function factoryEscrowAt(uint32 escrowIndex) view returns(address)
func (ratingHook *RatingHook) UnpackFactoryEscrowAt(data []byte) (common.Address, error) {
	out, err := ratingHook.abi.Unpack("factoryEscrowAt", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134e18f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function identityRegistry() view returns(address)
func (ratingHook *RatingHook) PackIdentityRegistry() []byte {
	enc, err := ratingHook.abi.Pack("identityRegistry")
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
func (ratingHook *RatingHook) TryPackIdentityRegistry() ([]byte, error) {
	return ratingHook.abi.Pack("identityRegistry")
}

// UnpackIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x134e18f4.
//
// Solidity: function identityRegistry() view returns(address)
func (ratingHook *RatingHook) UnpackIdentityRegistry(data []byte) (common.Address, error) {
	out, err := ratingHook.abi.Unpack("identityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackKeyOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8603d60d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function keyOf(address escrow, uint256 jobId) view returns(uint256)
func (ratingHook *RatingHook) PackKeyOf(escrow common.Address, jobId *big.Int) []byte {
	enc, err := ratingHook.abi.Pack("keyOf", escrow, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKeyOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8603d60d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function keyOf(address escrow, uint256 jobId) view returns(uint256)
func (ratingHook *RatingHook) TryPackKeyOf(escrow common.Address, jobId *big.Int) ([]byte, error) {
	return ratingHook.abi.Pack("keyOf", escrow, jobId)
}

// UnpackKeyOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8603d60d.
//
// Solidity: function keyOf(address escrow, uint256 jobId) view returns(uint256)
func (ratingHook *RatingHook) UnpackKeyOf(data []byte) (*big.Int, error) {
	out, err := ratingHook.abi.Unpack("keyOf", data)
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
func (ratingHook *RatingHook) PackLedger() []byte {
	enc, err := ratingHook.abi.Pack("ledger")
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
func (ratingHook *RatingHook) TryPackLedger() ([]byte, error) {
	return ratingHook.abi.Pack("ledger")
}

// UnpackLedger is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56397c35.
//
// Solidity: function ledger() view returns(address)
func (ratingHook *RatingHook) UnpackLedger(data []byte) (common.Address, error) {
	out, err := ratingHook.abi.Unpack("ledger", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMinBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28901492.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minBudget() view returns(uint256)
func (ratingHook *RatingHook) PackMinBudget() []byte {
	enc, err := ratingHook.abi.Pack("minBudget")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28901492.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minBudget() view returns(uint256)
func (ratingHook *RatingHook) TryPackMinBudget() ([]byte, error) {
	return ratingHook.abi.Pack("minBudget")
}

// UnpackMinBudget is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28901492.
//
// Solidity: function minBudget() view returns(uint256)
func (ratingHook *RatingHook) UnpackMinBudget(data []byte) (*big.Int, error) {
	out, err := ratingHook.abi.Unpack("minBudget", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRatingTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4375469f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ratingTerms(uint256 key) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
func (ratingHook *RatingHook) PackRatingTerms(key *big.Int) []byte {
	enc, err := ratingHook.abi.Pack("ratingTerms", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRatingTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4375469f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ratingTerms(uint256 key) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
func (ratingHook *RatingHook) TryPackRatingTerms(key *big.Int) ([]byte, error) {
	return ratingHook.abi.Pack("ratingTerms", key)
}

// UnpackRatingTerms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4375469f.
//
// Solidity: function ratingTerms(uint256 key) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
func (ratingHook *RatingHook) UnpackRatingTerms(data []byte) (IRatingSourceRatingTerms, error) {
	out, err := ratingHook.abi.Unpack("ratingTerms", data)
	if err != nil {
		return *new(IRatingSourceRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IRatingSourceRatingTerms)).(*IRatingSourceRatingTerms)
	return out0, nil
}

// PackRegisterEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39d3ad77.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerEscrow(address escrow) returns(uint32 ordinal)
func (ratingHook *RatingHook) PackRegisterEscrow(escrow common.Address) []byte {
	enc, err := ratingHook.abi.Pack("registerEscrow", escrow)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39d3ad77.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerEscrow(address escrow) returns(uint32 ordinal)
func (ratingHook *RatingHook) TryPackRegisterEscrow(escrow common.Address) ([]byte, error) {
	return ratingHook.abi.Pack("registerEscrow", escrow)
}

// UnpackRegisterEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39d3ad77.
//
// Solidity: function registerEscrow(address escrow) returns(uint32 ordinal)
func (ratingHook *RatingHook) UnpackRegisterEscrow(data []byte) (uint32, error) {
	out, err := ratingHook.abi.Unpack("registerEscrow", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackSetEscrowStopped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3077ef5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setEscrowStopped(address escrow, bool stopped) returns()
func (ratingHook *RatingHook) PackSetEscrowStopped(escrow common.Address, stopped bool) []byte {
	enc, err := ratingHook.abi.Pack("setEscrowStopped", escrow, stopped)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetEscrowStopped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3077ef5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setEscrowStopped(address escrow, bool stopped) returns()
func (ratingHook *RatingHook) TryPackSetEscrowStopped(escrow common.Address, stopped bool) ([]byte, error) {
	return ratingHook.abi.Pack("setEscrowStopped", escrow, stopped)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) pure returns(bool)
func (ratingHook *RatingHook) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := ratingHook.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) pure returns(bool)
func (ratingHook *RatingHook) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return ratingHook.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) pure returns(bool)
func (ratingHook *RatingHook) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := ratingHook.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// RatingHookEscrowRegistered represents a EscrowRegistered event raised by the RatingHook contract.
type RatingHookEscrowRegistered struct {
	Ordinal uint32
	Escrow  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const RatingHookEscrowRegisteredEventName = "EscrowRegistered"

// ContractEventName returns the user-defined event name.
func (RatingHookEscrowRegistered) ContractEventName() string {
	return RatingHookEscrowRegisteredEventName
}

// UnpackEscrowRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EscrowRegistered(uint32 indexed ordinal, address indexed escrow)
func (ratingHook *RatingHook) UnpackEscrowRegisteredEvent(log *types.Log) (*RatingHookEscrowRegistered, error) {
	event := "EscrowRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != ratingHook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RatingHookEscrowRegistered)
	if len(log.Data) > 0 {
		if err := ratingHook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range ratingHook.abi.Events[event].Inputs {
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

// RatingHookEscrowStopped represents a EscrowStopped event raised by the RatingHook contract.
type RatingHookEscrowStopped struct {
	Ordinal uint32
	Escrow  common.Address
	Stopped bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const RatingHookEscrowStoppedEventName = "EscrowStopped"

// ContractEventName returns the user-defined event name.
func (RatingHookEscrowStopped) ContractEventName() string {
	return RatingHookEscrowStoppedEventName
}

// UnpackEscrowStoppedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EscrowStopped(uint32 indexed ordinal, address indexed escrow, bool stopped)
func (ratingHook *RatingHook) UnpackEscrowStoppedEvent(log *types.Log) (*RatingHookEscrowStopped, error) {
	event := "EscrowStopped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != ratingHook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RatingHookEscrowStopped)
	if len(log.Data) > 0 {
		if err := ratingHook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range ratingHook.abi.Events[event].Inputs {
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

// RatingHookFactoryJobNotRecorded represents a FactoryJobNotRecorded event raised by the RatingHook contract.
type RatingHookFactoryJobNotRecorded struct {
	EscrowIndex uint32
	JobId       *big.Int
	Reason      uint8
	Raw         *types.Log // Blockchain specific contextual infos
}

const RatingHookFactoryJobNotRecordedEventName = "FactoryJobNotRecorded"

// ContractEventName returns the user-defined event name.
func (RatingHookFactoryJobNotRecorded) ContractEventName() string {
	return RatingHookFactoryJobNotRecordedEventName
}

// UnpackFactoryJobNotRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FactoryJobNotRecorded(uint32 indexed escrowIndex, uint256 indexed jobId, uint8 reason)
func (ratingHook *RatingHook) UnpackFactoryJobNotRecordedEvent(log *types.Log) (*RatingHookFactoryJobNotRecorded, error) {
	event := "FactoryJobNotRecorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != ratingHook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RatingHookFactoryJobNotRecorded)
	if len(log.Data) > 0 {
		if err := ratingHook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range ratingHook.abi.Events[event].Inputs {
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

// RatingHookFactoryJobRecorded represents a FactoryJobRecorded event raised by the RatingHook contract.
type RatingHookFactoryJobRecorded struct {
	EscrowIndex uint32
	JobId       *big.Int
	AgentId     *big.Int
	Client      common.Address
	Budget      *big.Int
	Kind        uint8
	Rating      uint8
	Outcome     *big.Int
	CompletedAt *big.Int
	Rateable    bool
	Verdict     [4]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const RatingHookFactoryJobRecordedEventName = "FactoryJobRecorded"

// ContractEventName returns the user-defined event name.
func (RatingHookFactoryJobRecorded) ContractEventName() string {
	return RatingHookFactoryJobRecordedEventName
}

// UnpackFactoryJobRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FactoryJobRecorded(uint32 indexed escrowIndex, uint256 indexed jobId, uint256 indexed agentId, address client, uint256 budget, uint8 kind, uint8 rating, uint256 outcome, uint256 completedAt, bool rateable, bytes4 verdict)
func (ratingHook *RatingHook) UnpackFactoryJobRecordedEvent(log *types.Log) (*RatingHookFactoryJobRecorded, error) {
	event := "FactoryJobRecorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != ratingHook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RatingHookFactoryJobRecorded)
	if len(log.Data) > 0 {
		if err := ratingHook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range ratingHook.abi.Events[event].Inputs {
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

// RatingHookJobNotRecorded represents a JobNotRecorded event raised by the RatingHook contract.
type RatingHookJobNotRecorded struct {
	Escrow common.Address
	JobId  *big.Int
	Reason uint8
	Raw    *types.Log // Blockchain specific contextual infos
}

const RatingHookJobNotRecordedEventName = "JobNotRecorded"

// ContractEventName returns the user-defined event name.
func (RatingHookJobNotRecorded) ContractEventName() string {
	return RatingHookJobNotRecordedEventName
}

// UnpackJobNotRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobNotRecorded(address indexed escrow, uint256 indexed jobId, uint8 reason)
func (ratingHook *RatingHook) UnpackJobNotRecordedEvent(log *types.Log) (*RatingHookJobNotRecorded, error) {
	event := "JobNotRecorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != ratingHook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RatingHookJobNotRecorded)
	if len(log.Data) > 0 {
		if err := ratingHook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range ratingHook.abi.Events[event].Inputs {
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

// RatingHookJobRecorded represents a JobRecorded event raised by the RatingHook contract.
type RatingHookJobRecorded struct {
	Key         *big.Int
	Escrow      common.Address
	AgentId     *big.Int
	JobId       *big.Int
	Client      common.Address
	Provider    common.Address
	Budget      *big.Int
	Kind        uint8
	Rating      uint8
	Outcome     *big.Int
	CompletedAt *big.Int
	Rateable    bool
	Verdict     [4]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const RatingHookJobRecordedEventName = "JobRecorded"

// ContractEventName returns the user-defined event name.
func (RatingHookJobRecorded) ContractEventName() string {
	return RatingHookJobRecordedEventName
}

// UnpackJobRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobRecorded(uint256 indexed key, address indexed escrow, uint256 indexed agentId, uint256 jobId, address client, address provider, uint256 budget, uint8 kind, uint8 rating, uint256 outcome, uint256 completedAt, bool rateable, bytes4 verdict)
func (ratingHook *RatingHook) UnpackJobRecordedEvent(log *types.Log) (*RatingHookJobRecorded, error) {
	event := "JobRecorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != ratingHook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RatingHookJobRecorded)
	if len(log.Data) > 0 {
		if err := ratingHook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range ratingHook.abi.Events[event].Inputs {
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
func (ratingHook *RatingHook) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["EscrowAlreadyRegistered"].ID.Bytes()[:4]) {
		return ratingHook.UnpackEscrowAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["JobIdTooLarge"].ID.Bytes()[:4]) {
		return ratingHook.UnpackJobIdTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["LedgerEscrow"].ID.Bytes()[:4]) {
		return ratingHook.UnpackLedgerEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["NotAContract"].ID.Bytes()[:4]) {
		return ratingHook.UnpackNotAContractError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["NotAdmin"].ID.Bytes()[:4]) {
		return ratingHook.UnpackNotAdminError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["NotLedger"].ID.Bytes()[:4]) {
		return ratingHook.UnpackNotLedgerError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["NotRateable"].ID.Bytes()[:4]) {
		return ratingHook.UnpackNotRateableError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["NotRecorded"].ID.Bytes()[:4]) {
		return ratingHook.UnpackNotRecordedError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["TooManyEscrows"].ID.Bytes()[:4]) {
		return ratingHook.UnpackTooManyEscrowsError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["UnknownEscrow"].ID.Bytes()[:4]) {
		return ratingHook.UnpackUnknownEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["UnknownOrdinal"].ID.Bytes()[:4]) {
		return ratingHook.UnpackUnknownOrdinalError(raw[4:])
	}
	if bytes.Equal(raw[:4], ratingHook.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return ratingHook.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// RatingHookEscrowAlreadyRegistered represents a EscrowAlreadyRegistered error raised by the RatingHook contract.
type RatingHookEscrowAlreadyRegistered struct {
	Escrow  common.Address
	Ordinal uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowAlreadyRegistered(address escrow, uint32 ordinal)
func RatingHookEscrowAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0xa4e8a94d5e69b348357b664cde83b5313e46fe4f8c26500ea157015a65ddce2d")
}

// UnpackEscrowAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowAlreadyRegistered(address escrow, uint32 ordinal)
func (ratingHook *RatingHook) UnpackEscrowAlreadyRegisteredError(raw []byte) (*RatingHookEscrowAlreadyRegistered, error) {
	out := new(RatingHookEscrowAlreadyRegistered)
	if err := ratingHook.abi.UnpackIntoInterface(out, "EscrowAlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookJobIdTooLarge represents a JobIdTooLarge error raised by the RatingHook contract.
type RatingHookJobIdTooLarge struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobIdTooLarge(uint256 jobId)
func RatingHookJobIdTooLargeErrorID() common.Hash {
	return common.HexToHash("0xfcfa38f154f046c97b6f2fd81d69949da60cea8102d231d6860d9e53e165fa0b")
}

// UnpackJobIdTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobIdTooLarge(uint256 jobId)
func (ratingHook *RatingHook) UnpackJobIdTooLargeError(raw []byte) (*RatingHookJobIdTooLarge, error) {
	out := new(RatingHookJobIdTooLarge)
	if err := ratingHook.abi.UnpackIntoInterface(out, "JobIdTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookLedgerEscrow represents a LedgerEscrow error raised by the RatingHook contract.
type RatingHookLedgerEscrow struct {
	Escrow common.Address
	Index  uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LedgerEscrow(address escrow, uint32 index)
func RatingHookLedgerEscrowErrorID() common.Hash {
	return common.HexToHash("0xac367a523f6a3a59135018fd28f302e0b77f5592099ecdb689ebdc93896375c8")
}

// UnpackLedgerEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LedgerEscrow(address escrow, uint32 index)
func (ratingHook *RatingHook) UnpackLedgerEscrowError(raw []byte) (*RatingHookLedgerEscrow, error) {
	out := new(RatingHookLedgerEscrow)
	if err := ratingHook.abi.UnpackIntoInterface(out, "LedgerEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookNotAContract represents a NotAContract error raised by the RatingHook contract.
type RatingHookNotAContract struct {
	Escrow common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAContract(address escrow)
func RatingHookNotAContractErrorID() common.Hash {
	return common.HexToHash("0x8a8b41ec6b8382733436ac0321a506b0d1e41dc29c8650d1fd1ff17e726ab809")
}

// UnpackNotAContractError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAContract(address escrow)
func (ratingHook *RatingHook) UnpackNotAContractError(raw []byte) (*RatingHookNotAContract, error) {
	out := new(RatingHookNotAContract)
	if err := ratingHook.abi.UnpackIntoInterface(out, "NotAContract", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookNotAdmin represents a NotAdmin error raised by the RatingHook contract.
type RatingHookNotAdmin struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAdmin(address caller)
func RatingHookNotAdminErrorID() common.Hash {
	return common.HexToHash("0x17a8424239494df835a470bd5e48f10a94b5febfef662a1917fe31decebbedeb")
}

// UnpackNotAdminError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAdmin(address caller)
func (ratingHook *RatingHook) UnpackNotAdminError(raw []byte) (*RatingHookNotAdmin, error) {
	out := new(RatingHookNotAdmin)
	if err := ratingHook.abi.UnpackIntoInterface(out, "NotAdmin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookNotLedger represents a NotLedger error raised by the RatingHook contract.
type RatingHookNotLedger struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLedger(address caller)
func RatingHookNotLedgerErrorID() common.Hash {
	return common.HexToHash("0x2e837ee88d330a7637303a1e28c317655020e5f5463d4aaf56f387eb6e73b99a")
}

// UnpackNotLedgerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLedger(address caller)
func (ratingHook *RatingHook) UnpackNotLedgerError(raw []byte) (*RatingHookNotLedger, error) {
	out := new(RatingHookNotLedger)
	if err := ratingHook.abi.UnpackIntoInterface(out, "NotLedger", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookNotRateable represents a NotRateable error raised by the RatingHook contract.
type RatingHookNotRateable struct {
	Key *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRateable(uint256 key)
func RatingHookNotRateableErrorID() common.Hash {
	return common.HexToHash("0xf2b038f2dc95be09816203e450d058636e0a54ea6eb0f7167473202a5fc6dd8b")
}

// UnpackNotRateableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRateable(uint256 key)
func (ratingHook *RatingHook) UnpackNotRateableError(raw []byte) (*RatingHookNotRateable, error) {
	out := new(RatingHookNotRateable)
	if err := ratingHook.abi.UnpackIntoInterface(out, "NotRateable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookNotRecorded represents a NotRecorded error raised by the RatingHook contract.
type RatingHookNotRecorded struct {
	Key *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRecorded(uint256 key)
func RatingHookNotRecordedErrorID() common.Hash {
	return common.HexToHash("0x818dd4e3460faf3ddcf42ac19a7469ad2723a8275254e9cc8fdb06fa0805bf47")
}

// UnpackNotRecordedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRecorded(uint256 key)
func (ratingHook *RatingHook) UnpackNotRecordedError(raw []byte) (*RatingHookNotRecorded, error) {
	out := new(RatingHookNotRecorded)
	if err := ratingHook.abi.UnpackIntoInterface(out, "NotRecorded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookTooManyEscrows represents a TooManyEscrows error raised by the RatingHook contract.
type RatingHookTooManyEscrows struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyEscrows()
func RatingHookTooManyEscrowsErrorID() common.Hash {
	return common.HexToHash("0x0adff7cd6164dd052f5efce2a2eb518659c1c93a0e27c74c8943223a133336cf")
}

// UnpackTooManyEscrowsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyEscrows()
func (ratingHook *RatingHook) UnpackTooManyEscrowsError(raw []byte) (*RatingHookTooManyEscrows, error) {
	out := new(RatingHookTooManyEscrows)
	if err := ratingHook.abi.UnpackIntoInterface(out, "TooManyEscrows", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookUnknownEscrow represents a UnknownEscrow error raised by the RatingHook contract.
type RatingHookUnknownEscrow struct {
	Escrow common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownEscrow(address escrow)
func RatingHookUnknownEscrowErrorID() common.Hash {
	return common.HexToHash("0x353bb437868a6f9bab2c925dbcab3ac51fcd453ed19d74e069535e09f83dd20b")
}

// UnpackUnknownEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownEscrow(address escrow)
func (ratingHook *RatingHook) UnpackUnknownEscrowError(raw []byte) (*RatingHookUnknownEscrow, error) {
	out := new(RatingHookUnknownEscrow)
	if err := ratingHook.abi.UnpackIntoInterface(out, "UnknownEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookUnknownOrdinal represents a UnknownOrdinal error raised by the RatingHook contract.
type RatingHookUnknownOrdinal struct {
	Ordinal *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownOrdinal(uint256 ordinal)
func RatingHookUnknownOrdinalErrorID() common.Hash {
	return common.HexToHash("0xf078eed77511bf5ba1bd2cd2223b5e0a8e33d4fc671c95ef1472ce91f2631aae")
}

// UnpackUnknownOrdinalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownOrdinal(uint256 ordinal)
func (ratingHook *RatingHook) UnpackUnknownOrdinalError(raw []byte) (*RatingHookUnknownOrdinal, error) {
	out := new(RatingHookUnknownOrdinal)
	if err := ratingHook.abi.UnpackIntoInterface(out, "UnknownOrdinal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RatingHookZeroAddress represents a ZeroAddress error raised by the RatingHook contract.
type RatingHookZeroAddress struct {
	Field string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress(string field)
func RatingHookZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xeac0d389c49716e00950225b2d061b180e28fb59b99c072d274787c9e3b70914")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress(string field)
func (ratingHook *RatingHook) UnpackZeroAddressError(raw []byte) (*RatingHookZeroAddress, error) {
	out := new(RatingHookZeroAddress)
	if err := ratingHook.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
