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

// ReputationLedgerState is an auto generated low-level Go binding around an user-defined struct.
type ReputationLedgerState struct {
	SumW     *big.Int
	Weight   *big.Int
	Count    *big.Int
	Disputed *big.Int
}

// ReputationLedgerMetaData contains all meta data concerning the ReputationLedger contract.
var ReputationLedgerMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"scorer_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"identityRegistry_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"epochLength_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weightCap_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"HORIZON_EPOCHS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KEY_SHIFT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_EPOCH_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RETENTION_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SOURCE_BASE\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"admin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"keys\",\"type\":\"uint256[]\"}],\"name\":\"areRated\",\"outputs\":[{\"internalType\":\"bool[]\",\"name\":\"rated\",\"type\":\"bool[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"avgBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"platformFeeBps\",\"type\":\"uint16\"}],\"name\":\"createEscrow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"currentEpoch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"disputeRateBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"epochLength\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"escrowAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowInitCodeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"factory\",\"outputs\":[{\"internalType\":\"contractEscrowFactory\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"horizonEpochs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"isEscrowStopped\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isRated\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"keyOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"lastEpochOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"contractReputationOracle\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingAdmin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"}],\"name\":\"rateFromSource\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ratingHook\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"registerSource\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorWeight\",\"type\":\"uint256\"}],\"name\":\"repBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"repState\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"agentIds\",\"type\":\"uint256[]\"}],\"name\":\"repStates\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"internalType\":\"structReputationLedger.State[]\",\"name\":\"states\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"retentionBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scorer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"setEscrowStopped\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"setRatingHook\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"setScorer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"sourceAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sourceCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"sourceIndexOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"registered\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"keys\",\"type\":\"uint256[]\"}],\"name\":\"submitBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"applied\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"transferAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"weightCap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pendingAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousAdmin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"platformFeeBps\",\"type\":\"uint256\"}],\"name\":\"EscrowCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"EscrowStopped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"completionEpoch\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"appliedEpoch\",\"type\":\"uint256\"}],\"name\":\"Rated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"RatingHookSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"RatingSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScorer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"ScorerChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"SourceRegistered\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyRated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"}],\"name\":\"CompletedInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"CountOverflow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"epochLength\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"EpochLengthTooShort\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"EscrowIsStopped\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weightCap\",\"type\":\"uint256\"}],\"name\":\"InvalidWeightCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobIdTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotPendingAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotScorer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSource\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"NotThisLedgersHook\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"}],\"name\":\"PriorOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"RatingHookAlreadySet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RatingHookNotSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"rating\",\"type\":\"uint256\"}],\"name\":\"RatingOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"SourceAlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"SourceHasNoCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"SourceIsLedgerEscrow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyEscrows\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"UnknownEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "97c08783adea217c63fd0a4179251a357e",
	Bin: "0x610160806040523461035a5760c08161b8f28038038091610020828561045d565b83398101031261035a5761003381610480565b9061004060208201610480565b9061004d60408201610480565b9161005a60608301610480565b9060a060808401519301519460018060a01b031690811561042f576001600160a01b0316918215610400576001600160a01b0385169485156103d257600180546001600160a01b031990811685179091555f80549091168517905560805260a0526040516169198082016001600160401b038111838210176102fd578291614fd9833903905ff080156102f25760c081905260405163123211ad60e31b815290602090829060049082906001600160a01b03165afa9081156102f2575f916103a0575b5060e0525f7ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec68180a35f7f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e8180a3603c81106103895782158015610379575b610366579060049260209261010052610120526040519283809263313ce56760e01b82525afa80156102f2575f90610325575b60ff915016604d81116103115780600a0a80600c0290600c820403610311576040519161157090818401906001600160401b038211858310176102fd5760c0938593613a698539308352611b58602084015260408301526060820152612710608082015261157c60a08201520301905ff080156102f257610140526040516135d49081610495823960805181818161052f01526116e6015260a05181818161056d01526117cc015260c0518181816107070152818161093b0152612c9d015260e051818181610d880152612c71015261010051818181610a0301528181610a7401528181610c420152818161145d0152818161162301528181611756015281816118da015281816122ef01528181612e5801526130a9015261012051818181610f18015281816118ae01528181612e210152613073015261014051816114220152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b506020813d60201161035e575b8161033f6020938361045d565b8101031261035a575160ff8116810361035a5760ff906101af565b5f80fd5b3d9150610332565b82637700b03b60e01b5f5260045260245ffd5b506001600160401b03831161017c565b6379a9830560e01b5f52600452603c60245260445ffd5b90506020813d6020116103ca575b816103bb6020938361045d565b8101031261035a57515f61011d565b3d91506103ae565b60405163eac0d38960e01b8152602060048201526005602482015264185cdcd95d60da1b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600660248201526539b1b7b932b960d11b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600560248201526430b236b4b760d91b6044820152606490fd5b601f909101601f19168101906001600160401b038211908210176102fd57604052565b51906001600160a01b038216820361035a5756fe60806040526004361015610011575f80fd5b5f3560e01c806303191ffc1461202857806308a9376d1461200d57806309f75b3714611f225780630e18b68114611e585780630ffe97aa146117f0578063134e18f4146117a057806321e9f1311461173d578063267822471461170a57806338d52e0f146116ba5780634976e3551461168d57806351f2ee8b1461021c578063558c27c01461164657806356dcc2ea146115f057806357d775f81461160c5780635bb785d2146115f0578063675ac67a146115cb57806373049aa51461159257806375829def146114a65780637598e3ee1461148257806376671808146114465780637dc0d1d0146113f65780637dc6d38e146111f75780637dd4aa2914610f3b57806381f13a7514610f0157806385c758f714610ecf5780638742b59c14610eb15780638bc6d72a14610dab57806391908d6814610d715780639554321014610c2e5780639f682a1d14610ae2578063b19addb014610a5b578063b1de5ac8146109e8578063b78e29d8146109b5578063bb13da271461095f578063c45a01551461090f578063c6076280146108f2578063dd15a307146108c5578063e4fa2d8314610888578063ec4d55ed14610422578063f18858cf14610307578063f3a6ff491461026a578063f851a44014610237578063ffa754991461021c5763ffe8ad4f146101fd575f80fd5b34610218575f60031936011261021857602060405160e08152f35b5f80fd5b34610218575f60031936011261021857602060405160608152f35b34610218575f60031936011261021857602073ffffffffffffffffffffffffffffffffffffffff60015416604051908152f35b346102185760406003193601126102185761028361216e565b602435907bffffffffffffffffffffffffffffffffffffffffffffffffffffffff82116102db576020917fffffffff000000000000000000000000000000000000000000000000000000006040519260e01b16178152f35b507ffcfa38f1000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b346102185761031536612181565b905f9161032061247d565b9073ffffffffffffffffffffffffffffffffffffffff82511633036103f6575f5b81811061035357602085604051908152f35b61038b610361828487612435565b357bffffffffffffffffffffffffffffffffffffffffffffffffffffffff81169060e01c85612fa2565b610398575b600101610341565b937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81146103c95760010193610390565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7f906cedda000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346102185760806003193601126102185761043b612128565b6024359073ffffffffffffffffffffffffffffffffffffffff82168092036102185761046561214b565b906064359061ffff82168092036102185761047e6124d0565b73ffffffffffffffffffffffffffffffffffffffff600454169283156108605760206104a861247d565b01637fffffff63ffffffff825116146108385763ffffffff905116936001850163ffffffff81116103c9575f549060a01b77ffffffff000000000000000000000000000000000000000016907fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff16175f556040519061052682612382565b308252602082017f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16815260408301937f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16855260608401888152608085019673ffffffffffffffffffffffffffffffffffffffff169687815260a08601918b835260c087019373ffffffffffffffffffffffffffffffffffffffff169788855260e08801958b87526101008901978852604051987fe6e33498000000000000000000000000000000000000000000000000000000008a525173ffffffffffffffffffffffffffffffffffffffff1660048a01525173ffffffffffffffffffffffffffffffffffffffff1660248901525173ffffffffffffffffffffffffffffffffffffffff1660448801525163ffffffff1660648701525173ffffffffffffffffffffffffffffffffffffffff1660848601525173ffffffffffffffffffffffffffffffffffffffff1660a48501525173ffffffffffffffffffffffffffffffffffffffff1660c48401525161ffff1660e48301525173ffffffffffffffffffffffffffffffffffffffff1661010482015280807f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff165a925f61012492602095f190811561082d575f916107b2575b507f25d66f1e42a6e2622d4cf88af1ef010192e7ed3507683668d27b33ff2bbdfcfc606060409773ffffffffffffffffffffffffffffffffffffffff8894169687958a51928352602083015289820152a482519182526020820152f35b90506020813d602011610825575b816107cd602093836123bb565b81010312610218577f25d66f1e42a6e2622d4cf88af1ef010192e7ed3507683668d27b33ff2bbdfcfc606060409773ffffffffffffffffffffffffffffffffffffffff61081a89956123fc565b945050975050610755565b3d91506107c0565b6040513d5f823e3d90fd5b7f0adff7cd000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f5473456d000000000000000000000000000000000000000000000000000000005f5260045ffd5b346102185760206003193601126102185760206108bb6108a661216e565b63ffffffff6108b361247d565b91169061311c565b6040519015158152f35b34610218576020600319360112610218576004355f526007602052602060405f205460e01c604051908152f35b34610218575f600319360112610218576020600554604051908152f35b34610218575f60031936011261021857602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346102185760406003193601126102185761097861216e565b61098061247d565b9073ffffffffffffffffffffffffffffffffffffffff82511633036103f6576109b39163ffffffff602435921690612d4e565b005b34610218575f60031936011261021857602073ffffffffffffffffffffffffffffffffffffffff60045416604051908152f35b34610218576020600319360112610218576080610a30610a287f000000000000000000000000000000000000000000000000000000000000000042612227565b600435612927565b8051906020810151906060604082015191015191604051938452602084015260408301526060820152f35b3461021857602060031936011261021857610a99610a287f000000000000000000000000000000000000000000000000000000000000000042612227565b60208101908151155f14610ab557505060205f5b604051908152f35b606001519061271082029180830461271014901517156103c957602091610add915190612227565b610aad565b3461021857604060031936011261021857610afb61216e565b6024358015159182820361021857602073ffffffffffffffffffffffffffffffffffffffff7fea46b17686b8dbb2d5c86ef5dd2310b205c405e655f289b1b5c871b7ad44eb2d92610b4a6124d0565b610b5261247d565b94610b6463ffffffff83168097612cc9565b916040871015610bee575077ffffffffffffffffffffffffffffffffffffffffffffffff7fffffffffffffffff00000000000000000000000000000000000000000000000067ffffffffffffffff6001891b165f54938460c01c905f14610bdc57175b60c01b169116175f555b6040519586521693a3005b67ffffffffffffffff91191616610bc7565b62ffffff600160ff83161b9160081c1691825f526003865260405f2054905f14610c255717905b5f526003845260405f2055610bd1565b90191690610c15565b3461021857610c3c36612181565b90610c677f000000000000000000000000000000000000000000000000000000000000000042612227565b610c708361241d565b92610c7e60405194856123bb565b8084527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0610cab8261241d565b015f5b818110610d5a5750505f5b818110610d2657846040518091602082016020835281518091526020604084019201905f5b818110610cec575050500390f35b9193509160206080600192606087518051835284810151858401526040810151604084015201516060820152019401910191849392610cde565b80610d3e84610d386001948689612435565b35612927565b610d488288612445565b52610d538187612445565b5001610cb9565b602090610d65612459565b82828901015201610cae565b34610218575f6003193601126102185760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461021857610db936612181565b90610dc38261241d565b91610dd160405193846123bb565b808352610ddd8161241d565b917fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06020850193013684375f5b828110610e57578385604051918291602083019060208452518091526040830191905f5b818110610e3c575050500390f35b82511515845285945060209384019390920191600101610e2e565b80610e9c610e686001938686612435565b3560e01c610e77838787612435565b357bffffffffffffffffffffffffffffffffffffffffffffffffffffffff1690612b50565b610ea68288612445565b901515905201610e0a565b34610218575f60031936011261021857602060405163800000008152f35b34610218575f60031936011261021857602073ffffffffffffffffffffffffffffffffffffffff5f5416604051908152f35b34610218575f6003193601126102185760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461021857602060031936011261021857610f54612128565b610f5c6124d0565b73ffffffffffffffffffffffffffffffffffffffff811690811561119957803b1561116d575f6004816020937f2986c0e5000000000000000000000000000000000000000000000000000000008252612710fa5f519060203d1015168061115a575b80611133575b6111045750805f52600660205260405f2054806110b5575060055490637fffffff82146108385781638000000001806380000000116103c95763ffffffff166801000000000000000083101561108857611026836001602095016005556121e2565b81549060031b9073ffffffffffffffffffffffffffffffffffffffff85831b921b1916179055600554825f526006845260405f205560405191817f49b26c1dfea65da747faf950ac7b2d06f38f542d48fc7b26ac198b81951602425f80a38152f35b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b908163800000000191826380000000116103c957637fffffff019182116103c9577f8df99d10000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b907f6067bb84000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b508173ffffffffffffffffffffffffffffffffffffffff61115383612c51565b1614610fc4565b5063ffffffff5f5460a01c168110610fbe565b507f73b722cf000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600660248201527f736f7572636500000000000000000000000000000000000000000000000000006044820152fd5b3461021857602060031936011261021857611210612128565b6112186124d0565b60045473ffffffffffffffffffffffffffffffffffffffff8116806113cb575073ffffffffffffffffffffffffffffffffffffffff821691821561136d573b1561116d57604051907f56397c35000000000000000000000000000000000000000000000000000000008252602082600481865afa801561082d5783925f91611331575b5073ffffffffffffffffffffffffffffffffffffffff30911603611305577fffffffffffffffffffffffff000000000000000000000000000000000000000016176004557f7d51aebdc0a02c1c6be2456e9c633262ec9358c0a4e51672f6e6752691fbc72a5f80a2005b507f5347b80f000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b9250506020823d602011611365575b8161134d602093836123bb565b810103126102185761135f83926123fc565b8461129b565b3d9150611340565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600460248201527f686f6f6b000000000000000000000000000000000000000000000000000000006044820152fd5b7f77500654000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610218575f60031936011261021857602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610218575f600319360112610218576020610aad7f000000000000000000000000000000000000000000000000000000000000000042612227565b34610218576060600319360112610218576020610aad6044356024356004356122da565b346102185760206003193601126102185773ffffffffffffffffffffffffffffffffffffffff6114d4612128565b6114dc6124d0565b16801561153457807fffffffffffffffffffffffff00000000000000000000000000000000000000006002541617600255337fe5cd1c804f1c9cc6d7009e4c0fb532f0e2d8863524c3323a6b3790c3f80bf25c5f80a3005b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f61646d696e0000000000000000000000000000000000000000000000000000006044820152fd5b3461021857602060031936011261021857604063ffffffff6115ba6115b5612128565b61226b565b835191151582529091166020820152f35b34610218575f60031936011261021857602063ffffffff5f5460a01c16604051908152f35b34610218575f6003193601126102185760206040516124228152f35b34610218575f6003193601126102185760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461021857602060031936011261021857602061166f63ffffffff61166961216e565b16612c51565b73ffffffffffffffffffffffffffffffffffffffff60405191168152f35b346102185760406003193601126102185760206108bb6116ab61216e565b63ffffffff6024359116612b50565b34610218575f60031936011261021857602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610218575f60031936011261021857602073ffffffffffffffffffffffffffffffffffffffff60025416604051908152f35b346102185760206003193601126102185761177b610a287f000000000000000000000000000000000000000000000000000000000000000042612227565b6020810151908161179357505060205f604051908152f35b602091610add9151612227565b34610218575f60031936011261021857602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346102185760c06003193601126102185760043560243561180f61214b565b9060643560843560ff81168091036102185760a435335f52600660205260405f20548015611e2c578063800000000190816380000000116103c957637fffffff019081116103c9578060081c5f526003602052600160405f205460ff83161c16611e0157507bffffffffffffffffffffffffffffffffffffffffffffffffffffffff92838711611dd55760648311611da957428211611d79576118ff907f000000000000000000000000000000000000000000000000000000000000000080821015611d715750915b7f000000000000000000000000000000000000000000000000000000000000000090612227565b91845f52600760205260405f209360606040519561191c8761239f565b54916cffffffffffffffffffffffffff8316928388526affffffffffffffffffffff8160681c16978860208201528160c01c9163ffffffff8316604083015260e01c93849101528388946380000000637fffffff8416931691859a611981898b6122c7565b906064820291808304606414901517156103c9578b8b8f958a859293109a8b5f14611ce757505050505089611a0293926119d06119d68f948f6119c7906119fc976121d5565b9283809261315a565b9461315a565b945b8715611ce0578a159182611cd6575b828315611ccf575b611c78575b50505061225e565b9661225e565b93611c4c575b637fffffff8214611c20576cffffffffffffffffffffffffff8511611bef576affffffffffffffffffffff8411611bbe57600182018092116103c95763ffffffff8911611b8d576cffffffffffffffffffffffffff60405195611a6a8761239f565b1685526affffffffffffffffffffff602086019416845263ffffffff604086019216178152606084019163ffffffff89168352895f5260076020526cffffffffffffffffffffffffff60405f209551167fffffffff00000000000000000000000000000000000000000000000000000000807bffffffff00000000000000000000000000000000000000000000000077ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b1695161716171717905573ffffffffffffffffffffffffffffffffffffffff6040519616865260208601525f60408601526060850152608084015260a08301527f659bc21a98fb7a1040d284d8cfc98b145546d080aa57421ab72774248841576460c03393a4005b887f6dfcc650000000000000000000000000000000000000000000000000000000005f52602060045260245260445ffd5b837f6dfcc650000000000000000000000000000000000000000000000000000000005f52605860045260245260445ffd5b847f6dfcc650000000000000000000000000000000000000000000000000000000005f52606860045260245260445ffd5b897f0915a0b2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b93612710840284810461271014851517156103c95780821015611c7157505b93611a08565b9050611c6b565b815f52600860205260405f2054925f14611cc857611c96908361315a565b8c811015611cc1575b915b8203611cae575b816119f4565b5f52600860205260405f20555f8f611ca8565b508b611c9f565b5081611ca1565b505f6119ef565b80151592506119e7565b505061225e565b90939f50611cfb919594508e9692966121d5565b918d9e83611d16575b505091611a029493916119fc936119d8565b611d2e919b50839695945083925092611d349361315a565b9961315a565b906127108902898104612710148a1517156103c957611a02948f91936119fc948082105f14611d6a57505b938193959650611d04565b9050611d5f565b9050916118d8565b507fc4eccc67000000000000000000000000000000000000000000000000000000005f526004524260245260445ffd5b827f16dec0ae000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b867ffcfa38f1000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f61563f1a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7fae1b844c000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610218575f6003193601126102185760025473ffffffffffffffffffffffffffffffffffffffff81163303611ef6577fffffffffffffffffffffffff0000000000000000000000000000000000000000906001543373ffffffffffffffffffffffffffffffffffffffff82167ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec65f80a38216331760015516600255005b7f1d0022d1000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346102185760206003193601126102185763ffffffff611f4061216e565b16638000000081108015611fd8575b611fad577fffffffffffffffffffffffffffffffffffffffffffffffffffffffff8000000081019081116103c95773ffffffffffffffffffffffffffffffffffffffff611f9d6020926121e2565b90549060031b1c16604051908152f35b7f19841155000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffff8000000081018181116103c9576005541115611f4f565b34610218575f600319360112610218576020604051603c8152f35b346102185760206003193601126102185773ffffffffffffffffffffffffffffffffffffffff612056612128565b61205e6124d0565b1680156120ca577fffffffffffffffffffffffff00000000000000000000000000000000000000005f548273ffffffffffffffffffffffffffffffffffffffff82167f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e5f80a316175f55005b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600660248201527f73636f72657200000000000000000000000000000000000000000000000000006044820152fd5b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361021857565b6044359073ffffffffffffffffffffffffffffffffffffffff8216820361021857565b6004359063ffffffff8216820361021857565b9060206003198301126102185760043567ffffffffffffffff811161021857826023820112156102185780600401359267ffffffffffffffff84116102185760248460051b83010111610218576024019190565b919082039182116103c957565b6005548110156121fa5760055f5260205f2001905f90565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b8115612231570490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b919082018092116103c957565b73ffffffffffffffffffffffffffffffffffffffff165f52600660205260405f20549081156122c0578163800000000191826380000000116103c957637fffffff019182116103c95763ffffffff6001921690565b5f91508190565b818102929181159184041417156103c957565b91909161271083116123565761231a906123147f000000000000000000000000000000000000000000000000000000000000000042612227565b90612927565b61232860208201518361225e565b91821561235057906123406123489261234d956122c7565b90519061225e565b612227565b90565b50505090565b827fec5afdd5000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b610120810190811067ffffffffffffffff82111761108857604052565b6080810190811067ffffffffffffffff82111761108857604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761108857604052565b519073ffffffffffffffffffffffffffffffffffffffff8216820361021857565b67ffffffffffffffff81116110885760051b60200190565b91908110156121fa5760051b0190565b80518210156121fa5760209160051b010190565b604051906124668261239f565b5f6060838281528260208201528260408201520152565b604051906060820182811067ffffffffffffffff821117611088576040528160405f5473ffffffffffffffffffffffffffffffffffffffff8116835263ffffffff8160a01c16602084015260c01c910152565b73ffffffffffffffffffffffffffffffffffffffff6001541633036124f157565b7f17a84242000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b90606092959493825f52600760205260405f20916040519261253e8461239f565b54916cffffffffffffffffffffffffff8316908185526affffffffffffffffffffff8460681c16948560208201528460c01c9463ffffffff8616604083015260e01c97889101528185986380000000637fffffff87169616966125a28a9d876122c7565b926064840293808504606414901517156103c9578387918c85109c8d5f146128bd5750505050506119d0949392916125dd6125e6928e6121d5565b9586809261315a565b935b861561288d57918493916119fc93612619968b159182612883575b82831561287c575b6127ee575b5050505061225e565b936127c2575b637fffffff8114612796576cffffffffffffffffffffffffff8511611bef576affffffffffffffffffffff8411611bbe57600181018091116103c95763ffffffff87116127655763ffffffff906cffffffffffffffffffffffffff604051966126878861239f565b1686526affffffffffffffffffffff6020870195168552604086019217168152606084019163ffffffff871683525f5260076020527bffffffffffffffffffffffffffffffffffffffffffffffffffffffff6cffffffffffffffffffffffffff60405f209551167fffffffff00000000000000000000000000000000000000000000000000000000807bffffffff00000000000000000000000000000000000000000000000077ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b16951617161717179055565b867f6dfcc650000000000000000000000000000000000000000000000000000000005f52602060045260245260445ffd5b827f0915a0b2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b93612710840284810461271014851517156103c957808210156127e757505b9361261f565b90506127e1565b8b5f52600860205260405f2054925f146128755761280c908361315a565b8d81101561286e575b8093612840575b5050810361282d575b808581612610565b885f52600860205260405f20555f612825565b61284b92935061225e565b612855868d61225e565b8082101561286757505b90855f61281c565b905061285f565b508c612815565b5081612815565b508361260b565b8015159250612603565b506128a1575b61261992916119fc9161225e565b5f86815260086020526040902083905563800000009450612893565b9197969550929e506128d1919750836121d5565b919c826128e0575b50506125e8565b828095506128fa93929c506128f49161315a565b9a61315a565b6127108a028a8104612710148b1517156103c9578082101561292057505b915f806128d9565b9050612918565b9190612931612459565b92805f52600760205260405f20916040519261294c8461239f565b54906cffffffffffffffffffffffffff8216845260208401906affffffffffffffffffffff8360681c16825263ffffffff8360c01c1690604086019382855260e01c9182606088015215612a6d576380000000926cffffffffffffffffffffffffff6129d76129cc6affffffffffffffffffffff9897956129e6956121d5565b80988194511661315a565b9760208b01988952511661315a565b8752637fffffff81511660408801525116612a4d575b50612a045750565b8251815161271081029080820461271014901517156103c95780821015612a4657505b83526060830190815190518082105f14612a4057509052565b90509052565b9050612a27565b5f526008602052612a628160405f205461315a565b60608501525f6129fc565b505050505050565b5190811515820361021857565b519060ff8216820361021857565b90816101209103126102185760405190612aa982612382565b612ab281612a75565b8252612ac060208201612a75565b6020830152612ad160408201612a75565b6040830152612ae260608201612a82565b6060830152612af360808201612a82565b608083015260a081015164ffffffffff811681036102185760a0830152612b1c60c082016123fc565b60c083015260e0810151906bffffffffffffffffffffffff82168203610218576101009160e0840152015161010082015290565b612b5861247d565b906380000000811015612c1d5763ffffffff6020830151168110155b612c1657612b9a73ffffffffffffffffffffffffffffffffffffffff9161012093612cc9565b16916024604051809481937f4375469f00000000000000000000000000000000000000000000000000000000835260048301525afa801561082d576040915f91612be7575b500151151590565b612c0991506101203d8111612c0f575b612c0181836123bb565b810190612a90565b5f612bdf565b503d612bf7565b5050505f90565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff8000000081018181116103c9576005541115612b74565b6055600b73ffffffffffffffffffffffffffffffffffffffff92604051907f000000000000000000000000000000000000000000000000000000000000000060408301526020820152837f00000000000000000000000000000000000000000000000000000000000000001681520160ff8153201690565b63800000008210612d3457507fffffffffffffffffffffffffffffffffffffffffffffffffffffffff800000008101908082116103c957600554821015611fad5750612d2973ffffffffffffffffffffffffffffffffffffffff916121e2565b90549060031b1c1690565b6020015163ffffffff16811015611fad5761234d90612c51565b905f610100604051612d5f81612382565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152612da281612d9c8185612cc9565b9361311c565b611e01575073ffffffffffffffffffffffffffffffffffffffff166040517f96c65843000000000000000000000000000000000000000000000000000000008152826004820152610120816024815f865af190811561082d575f91612f83575b506040810151612f545760e08101516bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000080821015612f4d57505b60a082015164ffffffffff167f0000000000000000000000000000000000000000000000000000000000000000612e8091612227565b6101008301908151916080850191825160ff169381866060890196875160ff1660021491612ead9461251d565b91519560c0015173ffffffffffffffffffffffffffffffffffffffff16925160ff16935160ff1694604051958695612f2495879260ff908160a096939998979473ffffffffffffffffffffffffffffffffffffffff60c088019b168752166020860152166040840152606083015260808201520152565b037f659bc21a98fb7a1040d284d8cfc98b145546d080aa57421ab72774248841576491a4600190565b9050612e4a565b507feb0396f2000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b612f9c91506101203d8111612c0f57612c0181836123bb565b5f612e02565b5f915f610100604051612fb481612382565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152612ff181612d9c8185612cc9565b611e01575073ffffffffffffffffffffffffffffffffffffffff1690604051907f96c65843000000000000000000000000000000000000000000000000000000008252836004830152610120826024815f875af191821561082d575f926130fb575b5060408201516130d1575060e08101516bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000080821015612f4d575060a082015164ffffffffff167f0000000000000000000000000000000000000000000000000000000000000000612e8091612227565b50507f990473a6cb4f4db882748f4fdf8ccc19e5bb4b5c4b212c6065f9675224bbe6f55f80a35f90565b6131159192506101203d8111612c0f57612c0181836123bb565b905f613053565b906001916040821061314457508060081c5f52600360205260ff60405f205491161c16151590565b6040015167ffffffffffffffff16901c16151590565b90801561318157670de0b6b3a76400009161317761317d92613185565b906122c7565b0490565b5090565b60608110156131b0578060c06131a667ffffffffffffffff9360021c6131b5565b9160061b161c1690565b505f90565b600c8110156133cd5760068110156132cc57600381101561324e5760018110156131fe57507f0afbce6c83ff72000bdfca6779f190000cd64299613c80000de0b6b3a764000090565b6002111561322a577f080a81c760ba954708b169b4f2f339990965da0fba8a67c80a28ebbdfa19164090565b7f05e3055817d25c0f065d3635b8e36a7106e14f5cac34200b07701e720646307b90565b600481101561327c57507f044f47f99fc590b904a8bc837c4b34ad050971da412eb57c0571fe8b1608fb8e90565b600511156132a8577f0327b4a69dc25e7e036932003bd90c3603affeb42506526403fc88fa1a30591290565b7f024f510bced7a937027f42dc553c2c8e02b317d970e71b6902eb20b3b853ca9b90565b600981101561335257600781101561330357507f01b0e63f9d3f98f901d3ffd611c836ac01f9f1fc2ee648f10222f7c485baafb990565b6008111561332f577f013cec519b17143f01569e9d69650ef8017266494f587ee301906e9471746d8090565b7ee8047ec4b225fb00fad46d5f05c832010f2ad71a9e77900125276515dbbf8790565b600a81101561337f57507ea9dbd37b61d1f700b7a18aaee64ac600c685204e60bf8a00d69dc20f8b2fef90565b600b11156133aa577e7c5a4119db72c200866f68f95bf1af009155d944edc703009d1e8a0554156b90565b7e5b09abc9973fec00626b51eeb159dc006a662f0fe2534f007306af6b1e308d90565b60128110156134d557600f81101561345a57600d81101561340c57507e42a5f1f99fe2ff00480d589f29641b004de4ea2f86b16a005435bee745818790565b600e1115613437577e30caf33b0bdf4a0034bfbad80cd5b8003906a07add716d003da64ca080b1f990565b7e23b88d281fb1bc00269e0062ba7af50029bf91b6d7702c002d2220fd0494f190565b601081101561348757507e1a26ac288e0e21001c457bd8d0ecae001e904e8987eb1e00210ab5c51d513590565b601111156134b2577e13252168d97fd70014b284fbbab3b8001660211023c936001830927250337890565b7e0e0416c3da496d000f2703daa6cbeb00106187a0459e2f0011b58bb42f964090565b601581101561355957601381101561350b57507e0a42d1a209a041000b17cddf9bb42b000bfe0eff939258000cf6fb7529ea5190565b60141115613536577e0783142650330800081f0106d33e160008c792683e50f500097dceb5e2810990565b7e057fdfe96860c90005f206d2d1b4bd00066d6f291a0f800006f2d909d6fc0190565b601681101561358657507e0406b2608ed47200045a444cb6161a0004b49cdd4f3a7d00051648b7e6f32090565b601711156135b1577e02f2912c00d7e300032fbf89845f03000371e3d2eff8030003b964ffb7515090565b7e02286a04d5e04d00025534584129d7000285a05f690aa30002b9f97be72e189056610140346102c257601f61157038819003918201601f19168301916001600160401b038311848410176102c65780849260c0946040528339810103126102c25780516001600160a01b03811691908290036102c2576020810151604082015160608301519160ff83168093036102c25760a0608085015194015194801561028e576127108211610257576bff0000000000000000000000831161021d57601284116101e657841580156101da575b6101aa5761271086116101735760805260a05260c052604d811161015f57600a0a60e052610100526101205260405161129590816102db823960805181818161013a0152818161049e015281816108db01528181610bfe0152610d01015260a0518181816107530152610f19015260c05181818161097c0152610ef7015260e0518181816107eb0152610ed50152610100518181816107190152610eb30152610120518181816103a20152610e910152f35b634e487b7160e01b5f52601160045260245ffd5b60848660405190633ce7db2360e01b8252604060048301526008604483015267666c6f6f7242707360c01b60648301526024820152fd5b60848560405190633ce7db2360e01b82526040600483015260016044830152603d60f91b60648301526024820152fd5b50620186a085116100ad565b60848460405190633ce7db2360e01b8252604060048301526008604483015267646563696d616c7360c01b60648301526024820152fd5b60848360405190633ce7db2360e01b825260406004830152600b60448301526a1c1c9a5bdc95d95a59da1d60aa1b60648301526024820152fd5b60848260405190633ce7db2360e01b82526040600483015260086044830152677072696f7242707360c01b60648301526024820152fd5b6084604051633ce7db2360e01b81526040600482015260066044820152653632b233b2b960d11b60648201525f6024820152fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816308af54311461099f5750806336cdba8c146109655780634d8e6506146108ff57806356397c35146108af57806368939633146108895780637da4955a1461080e578063907af6c0146107d4578063a2a05dc6146107a9578063a83a475c14610776578063c41e3afc1461073c578063c5d7802e14610702578063d3b80bbe146103c5578063dc10ac151461038b578063e991542814610362578063e9c9ec73146103255763ffc9896b146100cc575f80fd5b3461029e57602060031936011261029e5760043573ffffffffffffffffffffffffffffffffffffffff811680910361029e5760405161010a816109b8565b5f8152602081015f8152604082015f815260608301915f835273ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000166040517fb1de5ac8000000000000000000000000000000000000000000000000000000008152866004820152608081602481855afa80156102aa575f5f925f926102ea575b50826101aa91610e8b565b5088525083526101d7575b5060809450604051935184525160208401525115156040830152516060820152f35b60018352604051957fdd15a3070000000000000000000000000000000000000000000000000000000087526004870152602086602481845afa9586156102aa575f966102b5575b506020600491604051928380927f57d775f80000000000000000000000000000000000000000000000000000000082525afa9081156102aa575f91610273575b5061026b90608096610a8a565b83525f6101b5565b90506020813d6020116102a2575b8161028e602093836109d4565b8101031261029e5751608061025e565b5f80fd5b3d9150610281565b6040513d5f823e3d90fd5b9095506020813d6020116102e2575b816102d1602093836109d4565b8101031261029e575194602061021e565b3d91506102c4565b90506101aa9250610313915060803d60801161031e575b61030b81836109d4565b810190610b93565b50909250908261019f565b503d610301565b3461029e57602060031936011261029e5760043573ffffffffffffffffffffffffffffffffffffffff811680910361029e57602090604051908152f35b3461029e57602060031936011261029e576020610380600435610bb5565b509050604051908152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57602060031936011261029e5760043567ffffffffffffffff811161029e573660238201121561029e5780600401359067ffffffffffffffff821161029e578160051b90366024838301011161029e577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff604051937f95543210000000000000000000000000000000000000000000000000000000008552602060048601528060248601521161029e57604483835f94602483950184840137810103018173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa9081156102aa575f91610639575b508051907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06105156104ff84610c64565b9361050d60405195866109d4565b808552610c64565b015f5b8181106105d05750505f5b8151811015610572578061053960019285610c7c565b5161055e6105478386610c7c565b515160206105558588610c7c565b51015190610e8b565b151560408401526020830152905201610523565b826040518091602082016020835281518091526020604084019201905f5b81811061059e575050500390f35b919350916020606060019260408751805183528481015185840152015115156040820152019401910191849392610590565b60405190606082019180831067ffffffffffffffff84111761060c576020926040525f81525f838201525f604082015282828701015201610518565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b90503d805f833e61064a81836109d4565b81019060208183031261029e5780519067ffffffffffffffff821161029e570181601f8201121561029e5780519061068182610c64565b9261068f60405194856109d4565b82845260208085019360071b8301019181831161029e57602001925b8284106106bc5750505050816104ce565b60808483031261029e5760206080916040516106d7816109b8565b86518152828701518382015260408701516040820152606087015160608201528152019301926106ab565b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57602060031936011261029e576060610794600435610bb5565b90604051928352602083015215156040820152f35b3461029e57602060031936011261029e5760206107c7600435610bb5565b9150506040519015158152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57608060031936011261029e5760443567ffffffffffffffff811161029e573660238201121561029e5780600401359067ffffffffffffffff821161029e57366024838301011161029e5760643560ff8116810361029e57602092602461087f9301602435600435610aca565b6040519015158152f35b3461029e575f60031936011261029e5760206040516bff00000000000000000000008152f35b3461029e575f60031936011261029e57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461029e575f60031936011261029e576020604061091b610a4f565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f835194859381855280519182918282880152018686015e5f85828601015201168101030190f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e575f60031936011261029e5780606460209252f35b6080810190811067ffffffffffffffff82111761060c57604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761060c57604052565b67ffffffffffffffff811161060c57601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01660200190565b60405190610a5e6040836109d4565b600782527f65726338303034000000000000000000000000000000000000000000000000006020830152565b81810292918115918404141715610a9d57565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b92904614801590610b88575b8015610b7b575b610b7357610aea81610a15565b90610af860405192836109d4565b8082526020820192368282011161029e57815f92602092863783010152519020610b20610a4f565b6020815191012014801590610b63575b610b5d57610b3f60ff91610bb5565b509290501690606482029180830460641490151715610a9d57101590565b50505f90565b50610b6d81610cbd565b15610b30565b505050505f90565b50606460ff851611610add565b5060ff841615610ad6565b919082608091031261029e578151916020810151916060604083015192015190565b604051907fb1de5ac8000000000000000000000000000000000000000000000000000000008252600482015260808160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156102aa57610c39915f905f92610c40575b50610e8b565b9192909190565b9050610c5b915060803d60801161031e5761030b81836109d4565b5050905f610c33565b67ffffffffffffffff811161060c5760051b60200190565b8051821015610c905760209160051b010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b604051907f134e18f400000000000000000000000000000000000000000000000000000000825260208260048173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa9182156102aa575f92610e3a575b5073ffffffffffffffffffffffffffffffffffffffff821615610b5d575f91829160405160208101917f6352211e000000000000000000000000000000000000000000000000000000008352602482015260248152610d916044826109d4565b51915afa3d15610e32573d90610da682610a15565b91610db460405193846109d4565b82523d5f602084013e5b158015610e27575b610e2257602081519101519060208110610df2575b508015159081610de9575090565b905060a01c1590565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9060200360031b1b165f610ddb565b505f90565b506020815110610dc6565b606090610dbe565b9091506020813d602011610e83575b81610e56602093836109d4565b8101031261029e575173ffffffffffffffffffffffffffffffffffffffff8116810361029e57905f610d31565b3d9150610e49565b610c39917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f000000000000000000000000000000000000000000000000000000000000000091610f82565b91908201809211610a9d57565b8115610f55570490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b919694939290610f929082610f3e565b968715610fc857610fb5610fc1959493610fb0610fba948b94610a8a565b610f3e565b610f4b565b9586610fd5565b9182101590565b96505f9515949350505050565b92918115610b7357610fe78184610a8a565b90610ff28483610a8a565b917f3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff86168603610a9d578561271003916127108311610a9d5761104b6110529161104687611046611058978c60021b610a8a565b610a8a565b9180610a8a565b90610f3e565b61106181611159565b9061106c8280610a8a565b1061112a575b84614e200290614e2082048603610a9d5761109483610fb08661109a95610a8a565b94610a8a565b80841115611121578303928311610a9d57826127100292612710840403610a9d57816305f5e10002916305f5e100830403610a9d576110d891610f3e565b907f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82168203610a9d5761110f9160011b90610f4b565b908082101561111c575090565b905090565b50505050505f90565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8114610a9d57600101611072565b60018111156112925780600170010000000000000000000000000000000083101561127c575b6004826801000000000000000061122e94101561126f575b640100000000811015611262575b62010000811015611255575b610100811015611249575b601081101561123d575b1015611235575b60030260011c6111dd8184610f4b565b0160011c6111eb8184610f4b565b0160011c6111f98184610f4b565b0160011c6112078184610f4b565b0160011c6112158184610f4b565b0160011c6112238184610f4b565b0160011c8092610f4b565b8111900390565b60011b6111cd565b811c9160021b916111c6565b60081c91811b916111bc565b60101c9160081b916111b1565b60201c9160101b916111a5565b60401c9160201b91611197565b5050608081901c6801000000000000000061117f565b905660e080604052346101125733608052615f8661001e6020820183610116565b808252602082019061099382398151812060c052815191600183018093116100fe57602b61009b916040519384916020830196606160f81b885261ffff60f01b9060f01b1660218401526680600a5f395ff360c81b60238401525f602a8401525180918484015e81015f838201520301601f198101835282610116565b51905ff06001600160a01b038116156100ef5760a052604051610845908161014e8239608051818181609a015281816105b0015261080e015260a05181818161036f015261049c015260c051816104f50152f35b637f20ac7760e11b5f5260045ffd5b634e487b7160e01b5f52601160045260245ffd5b5f80fd5b601f909101601f19168101906001600160401b0382119082101761013957604052565b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816356397c35146107c657508063890357301461051857806391908d68146104c057806397b245ed146104525763e6e3349814610053575f80fd5b34610422576101207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126104225773ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633036104265760017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c16175f5d60243573ffffffffffffffffffffffffffffffffffffffff81168103610422577fffffffffffffffffffffff0000000000000000000000000000000000000000ff74ffffffffffffffffffffffffffffffffffffffff005f5c9260081b169116175f5d60443573ffffffffffffffffffffffffffffffffffffffff81169081810361042257507fffffffffffffffffffffffff000000000000000000000000000000000000000060015c161760015d6101a0610832565b7fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff77ffffffff000000000000000000000000000000000000000060015c9260a01b1691161760015d60843573ffffffffffffffffffffffffffffffffffffffff81169081810361042257507fffffffffffffffffffffffff000000000000000000000000000000000000000060025c161760025d60a43573ffffffffffffffffffffffffffffffffffffffff81169081810361042257507fffffffffffffffffffffffff000000000000000000000000000000000000000060035c161760035d60c43573ffffffffffffffffffffffffffffffffffffffff81169081810361042257507fffffffffffffffffffffffff000000000000000000000000000000000000000060045c161760045d60e43561ffff81168103610422577fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff000000000000000000000000000000000000000060045c9260a01b1691161760045d6101043573ffffffffffffffffffffffffffffffffffffffff81169081810361042257507fffffffffffffffffffffffff000000000000000000000000000000000000000060055c161760055d7f000000000000000000000000000000000000000000000000000000000000000063ffffffff61039b610832565b167fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff823b0180600160405180953c825ff58015610419576020907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c165f5d73ffffffffffffffffffffffffffffffffffffffff60405191168152f35b503d5f823e3d90fd5b5f80fd5b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610422575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261042257602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610422575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126104225760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610422575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261042257604051610120810181811067ffffffffffffffff821117610799576040525f8152602081015f8152604082015f8152606083015f8152608084015f815260a08501905f825260c08601925f845260e08701945f86526101008801965f885260ff5f5c1615610771577f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff168099525f5c60081c73ffffffffffffffffffffffffffffffffffffffff16815260015c73ffffffffffffffffffffffffffffffffffffffff16825260015c60a01c63ffffffff16835260025c73ffffffffffffffffffffffffffffffffffffffff16845260035c73ffffffffffffffffffffffffffffffffffffffff16855260045c73ffffffffffffffffffffffffffffffffffffffff16865260045c60a01c61ffff16875260055c73ffffffffffffffffffffffffffffffffffffffff1688526040519889525173ffffffffffffffffffffffffffffffffffffffff1660208901525173ffffffffffffffffffffffffffffffffffffffff1660408801525163ffffffff1660608701525173ffffffffffffffffffffffffffffffffffffffff1660808601525173ffffffffffffffffffffffffffffffffffffffff1660a08501525173ffffffffffffffffffffffffffffffffffffffff1660c08401525161ffff1660e08301525173ffffffffffffffffffffffffffffffffffffffff1661010082015261012090f35b7fbd393ab6000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b34610422575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126104225760209073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b60643563ffffffff81168103610422579056610120806040523461045857630890357360e41b815261012081600481335afa908115610463575f9161035b575b5080516001600160a01b0316158015610346575b8015610331575b61030d5760a0810180519091906001600160a01b031615801561031c575b61030d5760e08101906103e861ffff835116116102fe5780516001600160a01b0390811660809081526020830151821660a052604080840151831660c090815260608086015163ffffffff1660e05261010080870151861690529285018051600180546001600160a01b031916918716919091179055875160035488519390970180519451909994989097949695880195909492939116906001600160401b038611888710176102ea5760409586525f80895261ffff82811660208b8101919091526001600160a01b03808d169b8a019b909b5282546001600160f01b03191693891b69ffff0000000000000000169390931760509b909b1b600160501b600160f01b03169a909a1781556001600160a81b031990931691909117600160a01b17600355818052600681527f54cdd369e4e8a8515e52ca72ec816c2101831ad1f18bf44102ed171459c9b4f8805460ff19166001179055915193517ff0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca4849792969095929416907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08180a3516001600160a01b03165f7f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a748180a3519451941681526001600160a01b0390931692a2604051615b0390816104838239608051818181611dcd01526123a4015260a05181818161207b01528181612544015281816138c8015281816144510152615543015260c051818181613640015281816144c40152614559015260e05181612be201526101005181818161171c015281816119ba01528181612ab101528181615033015281816150f8015281816151bd01526152820152f35b634e487b7160e01b5f52604160045260245ffd5b63192069c360e31b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b5060c08101516001600160a01b031615610066565b5060808101516001600160a01b031615610048565b5060208101516001600160a01b031615610041565b90506101203d811161045c575b601f8101601f191682016001600160401b038111838210176102ea5761012091839160405281010312610458576040519061012082016001600160401b038111838210176102ea576040526103bc8161046e565b82526103ca6020820161046e565b60208301526103db6040820161046e565b6040830152606081015163ffffffff811681036104585760608301526104036080820161046e565b608083015261041460a0820161046e565b60a083015261042560c0820161046e565b60c083015260e081015161ffff811681036104585760e083015261044c906101000161046e565b6101008201525f61002d565b5f80fd5b503d610368565b6040513d5f823e3d90fd5b51906001600160a01b03821682036104585756fe6080806040526004361015610012575f80fd5b5f3560e01c908163070423c91461366457508063134e18f414613621578063165fbf71146133b2578063176a9da7146131745780631c9c088a146130ea5780631f989ec814612c325780632833609814612c065780632986c0e514612bc65780632c5848ae14612a815780632c8b9c5b146128765780632f0e31f41461285c5780632f13dfe71461256857806338d52e0f146125255780634006522b1461250857806341d71a50146124c857806341dd26f51461249c5780634375469f146123ee57806350355d76146123c85780635088d8be1461028f57806356397c35146123855780635d0e9ca0146120cb578063697d312a1461204f5780636d3b96c31461201257806379ba509714611f8e5780637ccc586e14611f5d5780638da5cb5b14611f3757806396c6584314611da65780639e63798d14611b1d578063ac52954314611af3578063b4d884f6146119de578063b78e29d81461199b578063b96716901461197d578063bede5eca14611961578063bf22c45714611824578063ce79eb60146116d8578063cec789bb1461164d578063d127c8671461144f578063d2fd101b146111e1578063d55be8c6146111c5578063d75bbdf314610f81578063de847ff814610e84578063e138818c14610e5c578063e30c397814610e36578063e8bcf10414610c0e578063ef98d864146105f4578063f2fde38b14610573578063f3302b8914610294578063faf548f61461028f578063fe25e00a146102695763ff96092a14610242575f80fd5b34610265575f60031936011261026557602061ffff5f5460401c16604051908152f35b5f80fd5b34610265575f6003193601126102655760206001600160a01b0360035416604051908152f35b6137c9565b34610265576102a23661373f565b929160ff5f5c1661054b57600160ff195f5c16175f5d6102c185614250565b9060078260a01c1615801590610538575b610510576001600160a01b03821633036104e8576001600160a01b0384169182156104c05761030085615530565b60088260a31c161515806104a2575b61047a5769ffffffffffffffffffff831161045257875f52600860205261033b60405f205492896143fb565b956060976001600160a01b038816151596876103e6575b50505060f81b906001600160a01b038360a01b91161717865f52600860205260405f2055604051908152857fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb4453960203393a46103b2575b60ff195f5c165f5d005b6103dd927ff3302b890000000000000000000000000000000000000000000000000000000091615634565b508080806103a8565b879950916104036104119287946040519586943360208701613a7c565b03601f198101835282613834565b809761041f575b8080610352565b61044b907ff3302b89000000000000000000000000000000000000000000000000000000008a896155b3565b5088610418565b7ffeaa6cdb000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f1e4ec46b000000000000000000000000000000000000000000000000000000005f5260045ffd5b50875f52600c602052836001600160a01b0360405f2054161461030f565b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f82b42900000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f8e78f0cb000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8260ae1c164210156102d2565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610265576020600319360112610265576001600160a01b03610594613729565b61059c614473565b1680156104c057807fffffffffffffffffffffffff00000000000000000000000000000000000000006002541617600255337f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227005f80a3005b346102655760e06003193601126102655761060d613729565b610615613713565b65ffffffffffff60443516604435036102655760643567ffffffffffffffff8111610265576106489036906004016136a9565b929091608435916001600160a01b03831683036102655760a4359460c43567ffffffffffffffff8111610265576106839036906004016136a9565b92909360ff5f5c1661054b57600160ff195f5c16175f5d879461012c4201804211610ad45765ffffffffffff604435161115610be6576301e133804201804211610ad45765ffffffffffff6044351611610bbe57336001600160a01b03841614610b96576001600160a01b038216156104c0576001600160a01b0383166001600160a01b03831614610b6e576001600160a01b0387161515958680610b4e575b610b26575f996001600160a01b038516610b015750505f935b610744613f28565b90600167ffffffffffffffff835116019967ffffffffffffffff8b11610ad45760209b8b61088b9467ffffffffffffffff821681525f548f69ffff00000000000000009083015160401b167dffffffffffffffffffffffffffffffffffffffff00000000000000000000604084015160501b16917fffff00000000000000000000000000000000000000000000000000000000000067ffffffffffffffff861691161717175f558b336001600160a01b038a1603610a82575b610a2d575b8e015161ffff81166109f9575b5050600481166109dd575b67ffffffffffffffff8c165f5260078d527b3fffffffffffc000000000000000000000000000000000000000000060443560ae1b169060a31b6001600160a01b038816171760405f205567ffffffffffffffff8b165f5260088c523360405f205567ffffffffffffffff8b1661539b565b6040516001600160a01b038316815265ffffffffffff604435168a8201526001600160a01b03881660408201526001600160a01b0384169033907f834a72f190664642fdcd90aae4371388adece09d5bbc96f411c84fc61b3e31aa606067ffffffffffffffff8d1692a46001600160a01b0387166109795750505050506040516109158582613834565b5f8152905b61093b575b505060ff195f5c165f5d67ffffffffffffffff60405191168152f35b7fef98d864000000000000000000000000000000000000000000000000000000006109719267ffffffffffffffff851690615634565b50828061091f565b6001600160a01b03946109d7948661040394604051988997338f8a015216604088015216606086015265ffffffffffff6044351660808601526001600160a01b03891660a086015260c085015260e0808501526101008401916137e5565b9061091a565b67ffffffffffffffff8c165f52600d8d528760405f205561081a565b67ffffffffffffffff60106cffff000000000000000000000093941793165f5260098f5260581b1660405f20558b8e61080f565b9160028f91179267ffffffffffffffff83165f52600b82528d6001600160a01b0360405f2091167fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790559050610802565b50916001179167ffffffffffffffff82165f52600a8f528b60405f206001600160a01b038a167fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790556107fd565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b80959195610b10575b5061073c565b610b1d919a50849061454e565b6004988a610b0a565b7fa04b28ec000000000000000000000000000000000000000000000000000000005f5260045ffd5b506001600160a01b0388165f52600660205260ff60405f20541615610723565b7f0cc64429000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f2232259f000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fb40b2a0e000000000000000000000000000000000000000000000000000000005f5260045ffd5b7ff7a0748c000000000000000000000000000000000000000000000000000000005f5260045ffd5b3461026557610c1c366136d7565b9260ff5f9392935c1661054b57600160ff195f5c16175f5d610c3d85614250565b92855f52600860205260405f2054906001600160a01b03821633036104e857600160078660a01c1614801590610e23575b61051057869382610c82858795898761436d565b9060405198899485338383888c6020860194610c9d95613805565b03601f1981018752610caf9087613834565b83610cba8b896143fb565b9a8b946001600160a01b03861615159b7fdeb90a7ac927c87e86c5eb712663e5b02025529d9a390898bdf8db9d3b394d0799610d6e978e610def575b5050610d10836cffff000000000000000000000092614979565b168b17918a5f5260096020528260405f20558a5f52600760205274800000000000000000000000000000000000000000811760405f20557fe8bcf104000000000000000000000000000000000000000000000000000000008b614e18565b837f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e60408051888152846020820152a26040805195865260208601919091528401523392606090a3610dc45760ff195f5c165f5d005b6103dd927fe8bcf1040000000000000000000000000000000000000000000000000000000091615634565b610e1a927fe8bcf10400000000000000000000000000000000000000000000000000000000916155b3565b50898e8e610cf6565b5063ffffffff8560ae1c16421015610c6e565b34610265575f6003193601126102655760206001600160a01b0360025416604051908152f35b34610265575f6003193601126102655760206001600160a01b035f5460501c16604051908152f35b3461026557610e9236613693565b9060ff5f5c1661054b57600160ff195f5c16175f5d610eb081614250565b600260078260a01c1614801590610f72575b8015610f5f575b61051057815f5260086020526001600160a01b0360405f20541633141580610f4c575b6104e857750200000000000000000000000000000000000000000090825f5260076020521760405f20556040519182527f77054bb8480d9f04c6a50ecbd5d85b6028a947b530b85865293a5817e7e3776f60203393a360ff195f5c165f5d005b506001600160a01b038116331415610eec565b5063ffffffff8160ae1c16421015610ec9565b5060408160a31c161515610ec2565b3461026557610f8f36613796565b9160ff5f9492945c1661054b57600160ff195f5c16175f5d610fb082614250565b90825f52600860205260405f205490600260078460a01c16148015906111a6575b610510576001600160a01b03610fe8838587614296565b1633036104e8576040519461101586611007838a863360208601613ab7565b03601f198101885287613834565b61101f84866143fb565b916001600160a01b03831615159182611174575b63ffffffff8660ae1c1690610e108201809211610ad4576103a89988978a976110e09442811161114e5750740300000000000000000000000000000000000000005f5b60e71b7c7ffffffffffffffff8ffffffffffffffffffffffffffffffffffffffff841617178a5f52600760205260405f20556110b2828b614979565b906110d96affffffffffffffffffffff831669ffffffffffffffffffff8360a01c16613aaa565b928b614c27565b604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460203393a361111a575b5050506151ba565b611145927fd75bbdf30000000000000000000000000000000000000000000000000000000091615634565b50808285611112565b61116f74030000000000000000000000000000000000000000914290613aaa565b611076565b6111a0887fd75bbdf30000000000000000000000000000000000000000000000000000000089876155b3565b50611033565b5063ffffffff8360ae1c16610e108101809111610ad457421015610fd1565b34610265575f6003193601126102655760206040516103e88152f35b346102655760406003193601126102655760043560243567ffffffffffffffff8111610265576112159036906004016136a9565b9060ff5f5c1661054b57600160ff195f5c16175f5d61123383614250565b9060078260a01c16906002821161051057600282036114015763ffffffff8360ae1c16610e108101809111610ad45742106113d95761128e905b6112806040519586923360208501613884565b03601f198101855284613834565b61129882856143fb565b906112a48486846146cb565b63ffffffff8360ae1c16610e108101809111610ad45761134892859287924281116113b35750740500000000000000000000000000000000000000005f5b60e71b7c7ffffffffffffffff8ffffffffffffffffffffffffffffffffffffffff88161717835f52600760205260405f205515159485611366575b50817f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a261477d565b6113565760ff195f5c165f5d005b61135f916150f5565b80806103a8565b6113ad90835f5260086020526113a66affffffffffffffffffffff61139060405f20549387614979565b1669ffffffffffffffffffff8360a01c16613aaa565b9084614994565b8761131d565b6113d474050000000000000000000000000000000000000000914290613aaa565b6112e2565b7f478f84e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b60a383901c60201615611436577f7d7c267a000000000000000000000000000000000000000000000000000000005f5260045ffd5b63ffffffff8360ae1c1642106105105761128e9061126d565b346102655760a06003193601126102655760043560443560643560243560843567ffffffffffffffff81116102655761148c9036906004016136a9565b9160ff5f5c1661054b57600160ff195f5c16175f5d6114aa86614250565b92865f52600860205260405f20546001600160a01b0381163314159081611639575b8161161a575b506104e857600160078560a01c16036105105782816114fb61128093611527968a878a8e6142ca565b6040519788943360208701526040860152606085015286608085015260a08085015260c08401916137e5565b61153181856143fb565b917ffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffff6001600160a01b038416151592836115e8575b865f52600f6020525f6040812055865f5260076020521660405f2055604051908152847f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a36115bd5760ff195f5c165f5d005b6103dd927fd127c8670000000000000000000000000000000000000000000000000000000091615634565b611614867fd127c8670000000000000000000000000000000000000000000000000000000089886155b3565b50611566565b6001600160a01b03915061162f90868a614296565b16331415886114d2565b336001600160a01b038716141591506114cc565b346102655760206003193601126102655760806004355f90805f52600760205260405f205491815f52600860205260405f20549161168c838583614296565b9060048560a31c166116bc575b506001600160a01b03919260405194855260208501521660408301526060820152f35b6001600160a01b0392505f52600d60205260405f205491611699565b34610265576040600319360112610265576116f1613729565b6116f9613787565b611701614473565b6001600160a01b0382169182156104c0576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168314611798578190816117c0575b506117985760207f7ee54953080e392a475a25b6acacb85417ca4e1953293c90934233ca1361251091835f526006825260405f209015159060ff1981541660ff8316179055604051908152a2005b7f9c9d8823000000000000000000000000000000000000000000000000000000005f5260045ffd5b90506117cb816158ea565b9081611812575b816117e0575b50158361174a565b61180c91507f7ff6bc9e00000000000000000000000000000000000000000000000000000000906159dc565b836117d8565b905061181d81615979565b15906117d2565b3461026557602060031936011261026557611840600435613fc6565b60405190602082526001600160a01b038151166020830152602081015190600682101561193457601f19601f60206001600160a01b0361018087956101e097604088015282604082015116606088015265ffffffffffff60608201511660808801528260808201511660a088015265ffffffffffff60a08201511660c088015260c081015160e08801528260e08201511661010088015282610100820151166101208801526101208101516101408801526101408101516101a06101608901528051948591826101c08b0152018989015e5f888589010152610160810151828801520151166101a085015201168101030190f35b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b34610265575f60031936011261026557602060405161012c8152f35b34610265575f6003193601126102655760206040516301e133808152f35b34610265575f6003193601126102655760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610265576040600319360112610265576004356119fa613713565b90611a03614473565b6001600160a01b0382169182156104c0576103e88211611acb577ff0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca4849160209167ffffffffffffffff611a53613f28565b61ffff84168582015286604082015251167fffff0000000000000000000000000000000000000000000000000000000000007dffffffffffffffffffffffffffffffffffffffff000000000000000000005f549360501b1692161769ffff00000000000000008360401b1617175f55604051908152a2005b7fc9034e18000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610265576020600319360112610265576004355f52600f602052602060405f2054604051908152f35b3461026557611b2b36613796565b919060ff5f5c1661054b57600160ff195f5c16175f5d611b4a84614250565b9160078360a01c1660018114159081611d72575b506105105763ffffffff8360ae1c16421015610510576001600160a01b03831633036104e85760208360a31c16611ced575b611b9a83866143fb565b926060946001600160a01b03851615159384611c78575b505074020000000000000000000000000000000000000000907fffffff8000003ffffffffff8ffffffffffffffffffffffffffffffffffffffff611bfe4263ffffffff8460ae1c16613aaa565b60ce1b91161717855f52600760205260405f2055604051908152847f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a3611c4d5760ff195f5c165f5d005b6103dd927f9e63798d0000000000000000000000000000000000000000000000000000000091615634565b84965090611cab740200000000000000000000000000000000000000009392610403604051938492883360208601613ab7565b8096611cba575b819250611bb1565b611ce6907f9e63798d0000000000000000000000000000000000000000000000000000000089886155b3565b5087611cb2565b917ffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffff90855f52600f6020525f604081205516916040517f737570657273656465642d62792d7375626d69740000000000000000000000008152857f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a3611b90565b1580159150611d82575b86611b5e565b50845f52600860205269ffffffffffffffffffff60405f205460a01c161515611d7c565b3461026557602060031936011261026557600435611dc2613d77565b506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633036104e857611dfc81613dcc565b805115611f0b57602081015115611edf57611eac91604082015115611eb0575b50604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b5f9081526007602052604090208054750800000000000000000000000000000000000000000017905582611e1c565b507ff2b038f2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507f818dd4e3000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610265575f6003193601126102655760206001600160a01b0360015416604051908152f35b34610265576020600319360112610265576004355f52600760205260206040805f205460a31c161515604051908152f35b34610265575f600319360112610265576002546001600160a01b03811633036104e8577fffffffffffffffffffffffff000000000000000000000000000000000000000090600154336001600160a01b0382167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a38216331760015516600255005b34610265576020600319360112610265576001600160a01b03612033613729565b165f526006602052602060ff60405f2054166040519015158152f35b34610265576020600319360112610265576001600160a01b03612070613729565b166001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016811480156120b1575b6020906040519015158152f35b505f526004602052602061010060405f20541615156120a4565b34610265576120d9366136d7565b60ff5f949392945c1661054b57600160ff195f5c16175f5d6120fa85614250565b916001600160a01b03831633036104e857600160078460a01c1614801590612372575b61051057801561234a5760208360a31c1661232257855f52600860205261214a8460405f2054858961436d565b9460405195612172876121648685878b3360208701613805565b03601f198101895288613834565b61217c85896143fb565b956001600160a01b038716151595866122f0575b61219b368786613ee2565b602081519101206040516121ca8161040360208201948a88876040919493926060820195825260208201520152565b519020938a5f52601060205260405f20855f5260205260ff60405f2054166122c8578a95750100000000000000000000000000000000000000000061228c937f2fa4d424ce768f034f78800a9af17c04fc6d1ea6f875f23847cc5d93ad89664c97895f52601060205260405f20815f5260205260405f20600160ff19825416179055895f52600f60205260405f2055885f5260076020521760405f205560405194859485526020850152604084015260806060840152339660808401916137e5565b0390a361229d5760ff195f5c165f5d005b6103dd927f5d0e9ca00000000000000000000000000000000000000000000000000000000091615634565b7faebf5f2b000000000000000000000000000000000000000000000000000000005f5260045ffd5b61231c897f5d0e9ca0000000000000000000000000000000000000000000000000000000008c8b6155b3565b50612190565b7f7d7c267a000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fe21765e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8360ae1c1642101561211d565b34610265575f6003193601126102655760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610265575f60031936011261026557602067ffffffffffffffff5f5416604051908152f35b3461026557602060031936011261026557611eac61240d600435613dcc565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b34610265576124aa36613796565b9160ff5f5c1661054b576103a893600160ff195f5c16175f5d613adc565b346102655760206003193601126102655760206affffffffffffffffffffff6124ff600435805f526007845260405f205490614979565b16604051908152f35b34610265575f60031936011261026557602060405162030d408152f35b34610265575f6003193601126102655760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461026557608060031936011261026557600435612584613787565b906044359060643567ffffffffffffffff8111610265576125a99036906004016136a9565b939060ff5f5c1661054b57600160ff195f5c16175f5d6125c883614250565b6001600160a01b036003541633036104e857600260078260a01c161480159061284e575b801561282f575b61051057835f52600860205260405f20549560405195336020880152841515948560408901528160608901526080808901526126458861263760a0820186896137e5565b03601f1981018a5289613834565b61264f84886143fb565b9261265b8989866145b6565b8115612827576003955b63ffffffff8660ae1c1695610e108701809711610ad4576103a89b61278e998c998c994281116127f957507c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff5f5b60e71b9160a01b167c7ffffffffffffffff8ffffffffffffffffffffffffffffffffffffffff85161717895f52600760205260405f2055604051908152866020820152887f24d4e6be3d5daa51cc3575eaa9e017c6d8234078e8e68db6e6309b7647a3d9b960403393a36127248289614979565b9415612793579361275c946127556affffffffffffffffffffff831669ffffffffffffffffffff8360a01c16613aaa565b92896149ea565b604051908152827f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460203393a361466d565b615030565b925050506127c06affffffffffffffffffffff6127c7931669ffffffffffffffffffff8360a01c16613aaa565b9085614994565b604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a361466d565b6128227c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff914290613aaa565b6126b0565b600495612665565b5063ffffffff8160ae1c16610e108101809111610ad4574210156125f3565b5060408160a31c16156125ec565b34610265575f6003193601126102655760206040515f8152f35b34610265576128843661373f565b60ff5f9493945c1661054b57600160ff195f5c16175f5d6128a485614250565b92855f52600860205260405f20549160078560a01c1615801590612a6e575b610510576001600160a01b03831633036104e8576001600160a01b038516610510576001600160a01b0382169283156104c057338414610b96576129106001600160a01b0391878a614296565b168314610b6e57859161293a612948928415159687612a5f575b604051998a943360208701613a7c565b03601f198101875286613834565b817fffffffffffffffffffffffff000000000000000000000000000000000000000061297486896143fb565b956001600160a01b03871615159586612a2d575b612a02575b885f526007602052161760405f2055604051908152857f21f4f63d2d6282b1becc3aed20af00f5ed0e2c21cde93b6805915ac97afba51d60203393a46129d75760ff195f5c165f5d005b6103dd927f2c8b9c5b0000000000000000000000000000000000000000000000000000000091615634565b7420000000000000000000000000000000000000000090895f52600d6020528460405f20551761298d565b612a59897f2c8b9c5b000000000000000000000000000000000000000000000000000000008c8b6155b3565b50612988565b612a69848761454e565b61292a565b5063ffffffff8560ae1c164210156128c3565b34610265576080600319360112610265576064356004356024356044358315158403610265576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163314801590612baf575b6104e857606482118015612ba5575b612b7657825f52600760205260405f20547504000000000000000000000000000000000000000000811661051057750400000000000000000000000000000000000000000091845f52600760205260ac1b171760405f2055815f52600860205260405f2054925f14612b6f576080915b5f5260086020521760f01b1760405f20555f80f35b5f91612b5a565b907f0d4e7a59000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b5060028111612aea565b5060015c6001840190818511610ad4571415612adb565b34610265575f60031936011261026557602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461026557604060031936011261026557612c30612c22613729565b612c2a613787565b906138a4565b005b3461026557612c403661373f565b929160ff5f5c1661054b57600160ff195f5c16175f5d612c5f85614250565b92855f52600860205260405f205460078560a01c16610510576001600160a01b03811633036104e8576001600160a01b0385169081156130c25763ffffffff8660ae1c1642101561051057610e104201804211610ad45763ffffffff8760ae1c161061309a576001600160a01b0380612cda8360f81c614424565b16931683036130725760a01c69ffffffffffffffffffff1692830361304a5760048560a31c161515908161302c575b5061300457612d1884876143fb565b936060956001600160a01b03861615159485612f70575b50507ffffffffffffffffffffffff8ffffffffffffffffffffffffffffffffffffffff7401000000000000000000000000000000000000000091885f526007602052161760405f205581612de5575b50604051908152847fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a3612dba5760ff195f5c165f5d005b6103dd927f1f989ec80000000000000000000000000000000000000000000000000000000091615634565b604051907f70a08231000000000000000000000000000000000000000000000000000000008252306004830152602082602481845afa918215612f30575f92612f3b575b506020602491612e806040517f23b872dd0000000000000000000000000000000000000000000000000000000084820152338582015230604482015286606482015260648152612e7a608482613834565b82615a41565b604051928380927f70a082310000000000000000000000000000000000000000000000000000000082523060048301525afa908115612f30575f91612efe575b50828201809211610ad45703612ed65785612d7e565b7f5d8b7d2c000000000000000000000000000000000000000000000000000000005f5260045ffd5b90506020813d602011612f28575b81612f1960209383613834565b81010312610265575187612ec0565b3d9150612f0c565b6040513d5f823e3d90fd5b9091506020813d602011612f68575b81612f5760209383613834565b810103126102655751906020612e29565b3d9150612f4a565b859750917ffffffffffffffffffffffff8ffffffffffffffffffffffffffffffffffffffff91612fc374010000000000000000000000000000000000000000946104036040519384923360208501613884565b8098612fd1575b5091612d2f565b612ffd907f1f989ec8000000000000000000000000000000000000000000000000000000008b8a6155b3565b5089612fca565b7f9bf4bf7b000000000000000000000000000000000000000000000000000000005f5260045ffd5b6130439150875f52600d60205260405f2054614487565b1587612d09565b7f99b0fc87000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fae4f082b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f1cb82473000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fa9456d43000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610265576020600319360112610265576001600160a01b0361310b613729565b613113614473565b1680156104c0577fffffffffffffffffffffffff0000000000000000000000000000000000000000600354826001600160a01b0382167f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a745f80a31617600355005b3461026557606060031936011261026557600435613190613713565b60443567ffffffffffffffff8111610265576131b09036906004016136a9565b909160ff5f5c1661054b57600160ff195f5c16175f5d6131cf84614250565b9060078260a01c161580159061339f575b610510576001600160a01b03821633036104e8576001600160a01b031691308314801561336c575b61047a576132359061128060405195869233602085015286604085015260608085015260808401916137e5565b61323f81856143fb565b916001600160a01b0383161515918261333a575b855f52600c60205260405f20827fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905581155f1461331e577fffffffffffffffffffffffbfffffffffffffffffffffffffffffffffffffffff165b855f52600760205260405f205533857f90e1fcf3b0502e4b533632023cd923a851b2c5e583e887e2cd2b342ca46a6d805f80a46132f35760ff195f5c165f5d005b6103dd927f176a9da70000000000000000000000000000000000000000000000000000000091615634565b74400000000000000000000000000000000000000000176132b2565b613366857f176a9da70000000000000000000000000000000000000000000000000000000088876155b3565b50613253565b5082151580156132085750845f5260086020526001600160a01b0361339760405f205460f81c614424565b168314613208565b5063ffffffff8260ae1c164210156131e0565b34610265576133c0366136d7565b9260ff5f9392935c1661054b57600160ff195f5c16175f5d6133e185614250565b91855f52600860205260405f2054936001600160a01b03851633141580613604575b6104e857600160078560a01c16036105105786918291613427888284888a886142ca565b6134338588888661436d565b9060405198899182338383888c602086019461344e95613805565b03601f19810184526134609084613834565b8361346b8a886143fb565b9a8b6001600160a01b03811615159b7f4ff0d1f3daa68b825fd51377440826794c2c1db9891ec768baebca503992c2b79961354f977ffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffff938f6135d0575b50505f52600f6020525f604081205516906cffff00000000000000000000006134f1838c614979565b168b17918a5f5260096020528260405f20558a5f52600760205274800000000000000000000000000000000000000000811760405f20557f165fbf71000000000000000000000000000000000000000000000000000000008b614e18565b837f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e60408051888152846020820152a26040805195865260208601919091528401523392606090a36135a55760ff195f5c165f5d005b6103dd927f165fbf710000000000000000000000000000000000000000000000000000000091615634565b6135fb927f165fbf7100000000000000000000000000000000000000000000000000000000916155b3565b508a8f8f6134c8565b506001600160a01b0361361886868a614296565b16331415613403565b34610265575f6003193601126102655760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346102655760209061367536613693565b905f526010835260405f20905f52825260ff60405f20541615158152f35b6003196040910112610265576004359060243590565b9181601f840112156102655782359167ffffffffffffffff8311610265576020838186019501011161026557565b906080600319830112610265576004359160243591604435916064359067ffffffffffffffff82116102655761370f916004016136a9565b9091565b602435906001600160a01b038216820361026557565b600435906001600160a01b038216820361026557565b90608060031983011261026557600435916024356001600160a01b03811681036102655791604435916064359067ffffffffffffffff82116102655761370f916004016136a9565b60243590811515820361026557565b60606003198201126102655760043591602435916044359067ffffffffffffffff82116102655761370f916004016136a9565b34610265575f600319360112610265576020604051610e108152f35b601f8260209493601f1993818652868601375f8582860101520116010190565b90926080926001600160a01b0361383197951683526020830152604082015281606082015201916137e5565b90565b90601f601f19910116810190811067ffffffffffffffff82111761385757604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6040906001600160a01b03613831959316815281602082015201916137e5565b906138ad614473565b6001600160a01b0382169182156104c0576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168314613a49573b15613a2157815f52600460205260ff60405f2054168015613957575b7fc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f391602091811561395257610100175b845f526004835260405f20556040519015158152a2565b61393b565b5060035460ff8160a01c1660ff81146139f9576001019160ff8311610ad4577fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff90911660a083901b74ff0000000000000000000000000000000000000000161760035560ff9091165f81815260056020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000168417905561390b565b7f9171c7a8000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f09ee12d5000000000000000000000000000000000000000000000000000000005f5260045ffd5b50156104e8577fc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f3602060405160018152a2565b90926001600160a01b03608093816138319896168452166020830152604082015281606082015201916137e5565b91908203918211610ad457565b61383194926001600160a01b03606093168252602082015281604082015201916137e5565b929190613ae884614250565b845f52600860205260405f20549060078160a01c1693841594855f14613d1757506001600160a01b03831633141580613d04575b6104e8575b60208260a31c16613c9a575b613b459061293a604051978892873360208601613ab7565b613b4f81876143fb565b93613bd7579483613bd093613b9e87946127c06affffffffffffffffffffff611390613bd59c613b818a8a809e6147db565b613b8b42826148eb565b895f52600760205260405f205588614979565b604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a361488d565b61527f565b565b919050613bf76001600160a01b03841615159283613c68575b42906148eb565b855f52600760205260405f2055604051908152847fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3613c3a57505050565b613c65927f41dd26f50000000000000000000000000000000000000000000000000000000091615634565b50565b613c94867f41dd26f50000000000000000000000000000000000000000000000000000000089886155b3565b50613bf0565b907ffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffff613b4591885f52600f6020525f60408120551691604051858152887f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a39050613b2d565b506001600160a01b038216331415613b1c565b60018114908115613d6c575b5015610510576001600160a01b03613d3c84848a614296565b16330315613b21577f82b42900000000000000000000000000000000000000000000000000000000005f5260045ffd5b60029150145f613d23565b60405190610120820182811067ffffffffffffffff821117613857576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b90613dd5613d77565b91805f52600760205260405f20547504000000000000000000000000000000000000000000811615613ede57815f52600860205260405f205460018552607f8160f01c6080811615156020880152750800000000000000000000000000000000000000000084161515604088015260038460ac1c16606088015216608086015263ffffffff8260ae1c1690610e108201809211610ad45764ffffffffff613e8b69ffffffffffffffffffff938560e71c90613aaa565b1660a08701526001600160a01b03811660c087015260a01c1660e085015260048160a31c1615155f14613ece57505f52600d60205260405f20545b610100830152565b6001600160a01b03915016613ec6565b5050565b92919267ffffffffffffffff82116138575760405191613f0c601f8201601f191660200184613834565b829481845281830111610265578281602093845f960137010152565b604051906060820182811067ffffffffffffffff821117613857576040528160406001600160a01b035f5467ffffffffffffffff8116845261ffff81841c16602085015260501c16910152565b90600182811c92168015613fbc575b6020831014613f8f57565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b91607f1691613f84565b90604051916101a0830183811067ffffffffffffffff821117613857576040525f83525f60208401525f60408401525f60608401525f60808401525f60a08401525f60c08401525f60e08401525f6101008401525f61012084015260606101408401525f6101608401525f61018084015282815f52600760205260405f205490811561424a5750815f52600860205260405f20546001600160a01b038116855260078260a01c166006811015611934576001600160a01b0391614104916020880152828416604088015263ffffffff8460ae1c16806060890152836140ac838789614296565b1660808901526301ffffff8560ce1c169081155f1461423457505065ffffffffffff5f5b1660a088015269ffffffffffffffffffff8160a01c1660c0880152826140f685876143fb565b1660e088015260f81c614424565b1661010085015260a381901c90600482161561422e57825f52600d60205260405f20545b610120860152825f52600e60205260405f20604051905f9080549061414c82613f75565b808552916001811690811561420957506001146141ce575b505060089392826141866affffffffffffffffffffff94614192940382613834565b61014089015285614979565b1661016086015216156141bf575f52600c6020526001600160a01b038060405f2054165b16610180830152565b506001600160a01b035f6141b6565b5f908152602081209092505b8183106141ef57505081016020018282614164565b6001816020929493945483858801015201910191906141da565b60ff191660208087019190915292151560051b85019092019250849150839050614164565b5f614128565b65ffffffffffff9161424591613aaa565b6140d0565b93505050565b5f52600760205260405f20549063ffffffff8260ae1c161561426e57565b7f71c8f460000000000000000000000000000000000000000000000000000000005f5260045ffd5b919060a31c600116156142bc57505f52600a6020526001600160a01b0360405f20541690565b6001600160a01b0391501690565b94939060209093929360a31c1615948515614313575b50505050506142eb57565b7f9b604d0b000000000000000000000000000000000000000000000000000000005f5260045ffd5b61435e929394955090614334915f52600f60205260405f2054953691613ee2565b80516020918201206040805192830195865282019390935260608101929092528160808101610403565b51902014155f808080806142e0565b6affffffffffffffffffffff9161438391614979565b1690818311156143d35760a01c69ffffffffffffffffffff1682116143ab5761383191613aaa565b7f4ed6f97b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f57ee5a0f000000000000000000000000000000000000000000000000000000005f5260045ffd5b9060a31c6002161561441f575f52600b6020526001600160a01b0360405f20541690565b505f90565b6001811461444e578061443657505f90565b5f5260056020526001600160a01b0360405f20541690565b507f000000000000000000000000000000000000000000000000000000000000000090565b6001600160a01b036001541633036104e857565b90604051917f6352211e00000000000000000000000000000000000000000000000000000000835260048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa5f928161450a575b506144f95750505f90565b6001600160a01b0380911691161490565b9092506020813d602011614546575b8161452660209383613834565b8101031261026557516001600160a01b038116810361026557915f6144ee565b3d9150614519565b906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161561458e5761458791614487565b1561300457565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b90916001600160a01b03821615614668577f2f13dfe70000000000000000000000000000000000000000000000000000000083614614937fdc08fb1d00000000000000000000000000000000000000000000000000000000906156ad565b1561461c5750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b5260206040517f2f13dfe7000000000000000000000000000000000000000000000000000000008152a2565b505050565b90916001600160a01b03821615614668577f2f13dfe70000000000000000000000000000000000000000000000000000000083614614937fa3fe478300000000000000000000000000000000000000000000000000000000906156ad565b90916001600160a01b03821615614668577fd2fd101b0000000000000000000000000000000000000000000000000000000083614729937fdc08fb1d00000000000000000000000000000000000000000000000000000000906156ad565b156147315750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b5260206040517fd2fd101b000000000000000000000000000000000000000000000000000000008152a2565b90916001600160a01b03821615614668577fd2fd101b0000000000000000000000000000000000000000000000000000000083614729937fa3fe478300000000000000000000000000000000000000000000000000000000906156ad565b90916001600160a01b03821615614668577f41dd26f50000000000000000000000000000000000000000000000000000000083614839937fdc08fb1d00000000000000000000000000000000000000000000000000000000906156ad565b156148415750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b5260206040517f41dd26f5000000000000000000000000000000000000000000000000000000008152a2565b90916001600160a01b03821615614668577f41dd26f50000000000000000000000000000000000000000000000000000000083614839937fa3fe478300000000000000000000000000000000000000000000000000000000906156ad565b63ffffffff8160ae1c1691610e108301809311610ad457740400000000000000000000000000000000000000009280821061494c5750507c7ffffffffffffffff8ffffffffffffffffffffffffffffffffffffffff5f5b60e71b9116171790565b7c7ffffffffffffffff8ffffffffffffffffffffffffffffffffffffffff9161497491613aaa565b614942565b9060a31c6010161561441f575f52600960205260405f205490565b9082156146685760206149e16149db94836001600160a01b037f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4951696879160f81c614424565b866157a6565b604051908152a3565b949291614a0061ffff919795929760f81c614424565b9260581c1690818102918183041481151715610ad457612710614a2992049081614bdd57613aaa565b948515614aaa5760a381901c60081615614bca5750835f52600c602052614a616001600160a01b0360405f205416955b8683876157a6565b916001600160a01b0386169586867f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051888152a3803b15159081614bba575b50614ab2575b505050505050565b853b15610265575f91614b3b6001600160a01b039260405196879485947f74dbc6a90000000000000000000000000000000000000000000000000000000086528a60048701527f2f13dfe700000000000000000000000000000000000000000000000000000000602487015216604485015286606485015260a0608485015260a48401916137e5565b038183885af1908115612f30577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989392604092614baa575b508151907f2f13dfe70000000000000000000000000000000000000000000000000000000082526020820152a35f8080808080614aaa565b5f614bb491613834565b5f614b72565b614bc49150615344565b5f614aa4565b6001600160a01b03614a61911695614a59565b6001600160a01b035f5460501c16877f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f49476626020614c1b86858a866157a6565b604051908152a3613aaa565b949291614c3d61ffff919795929760f81c614424565b9260581c1690818102918183041481151715610ad457612710614c6692049081614bdd57613aaa565b948515614aaa5760a381901c60081615614e055750835f52600c602052614c9d6001600160a01b0360405f205416958683876157a6565b916001600160a01b0386169586867f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051888152a3803b15159081614df5575b50614ced57505050505050565b853b15610265575f91614d766001600160a01b039260405196879485947f74dbc6a90000000000000000000000000000000000000000000000000000000086528a60048701527fd75bbdf300000000000000000000000000000000000000000000000000000000602487015216604485015286606485015260a0608485015260a48401916137e5565b038183885af1908115612f30577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989392604092614de5575b508151907fd75bbdf30000000000000000000000000000000000000000000000000000000082526020820152a35f8080808080614aaa565b5f614def91613834565b5f614dad565b614dff9150615344565b5f614ce0565b6001600160a01b03614c9d911695614a59565b959392614e3061ffff9198939896929660f81c614424565b9360581c1690818102918183041481151715610ad457612710614e5992049081614ff257613aaa565b958615614eda5760a381901c60081615614fdf5750845f52600c602052614e916001600160a01b0360405f205416965b8784886157a6565b926001600160a01b0387169687877f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051898152a3803b15159081614fcf575b50614ee3575b50505050505050565b863b15610265576001600160a01b0394614f707fffffffff00000000000000000000000000000000000000000000000000000000925f9460405198899586957f74dbc6a90000000000000000000000000000000000000000000000000000000087528c6004880152169788602487015216604485015287606485015260a0608485015260a48401916137e5565b038183895af1918215612f30577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989393604093614fbf575b5082519182526020820152a35f808080808080614eda565b5f614fc991613834565b5f614fa7565b614fd99150615344565b5f614ed4565b6001600160a01b03614e91911696614e89565b6001600160a01b035f5460501c16887f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f49476626020614c1b86858b866157a6565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b03821615614668576001830191828411610ad457837f2f13dfe7000000000000000000000000000000000000000000000000000000009161509d9460015d61572d565b5f60015d156150a95750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f560206040517f2f13dfe7000000000000000000000000000000000000000000000000000000008152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b03821615614668576001830191828411610ad457837fd2fd101b00000000000000000000000000000000000000000000000000000000916151629460015d61572d565b5f60015d1561516e5750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f560206040517fd2fd101b000000000000000000000000000000000000000000000000000000008152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b03821615614668576001830191828411610ad457837fd75bbdf300000000000000000000000000000000000000000000000000000000916152279460015d61572d565b5f60015d156152335750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f560206040517fd75bbdf3000000000000000000000000000000000000000000000000000000008152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b03821615614668576001830191828411610ad457837f41dd26f500000000000000000000000000000000000000000000000000000000916152ec9460015d61572d565b5f60015d156152f85750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f560206040517f41dd26f5000000000000000000000000000000000000000000000000000000008152a2565b61534d816158ea565b9081615389575b8161535d575090565b61383191507f74dbc6a900000000000000000000000000000000000000000000000000000000906159dc565b905061539481615979565b1590615354565b821561466857601f8311806153e857505f52600e6020527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8260011b9260031b1c199035161760405f2055565b919392905f52600e60205260405f209167ffffffffffffffff8211613857576154118354613f75565b601f81116154eb575b505f9060011461546d57819293945f92615462575b50507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8260011b9260031b1c1916179055565b013590505f8061542f565b601f19821694835f5260205f20915f5b8781106154d357508360019596971061549b575b505050811b019055565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60f88560031b161c199101351690555f8080615491565b9092602060018192868601358155019401910161547d565b835f5260205f20601f840160051c81019160208510615526575b601f0160051c01905b81811061551b575061541a565b5f815560010161550e565b9091508190615505565b6001600160a01b03166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681146155ad575f52600460205260405f20546101008116156155855760ff1690565b7fc5dd95ec000000000000000000000000000000000000000000000000000000005f5260045ffd5b50600190565b925f92949391838093601f19601f60205a9680519182916040519d8e997fdc08fb1d000000000000000000000000000000000000000000000000000000008b5260048b015260248a0152606060448a01528260648a015201608488015e8460848288010152011660840193f191821560011661562c5750565b3d5f823e3d90fd5b925f92949391838093601f19601f60205a9680519182916040519d8e997fa3fe4783000000000000000000000000000000000000000000000000000000008b5260048b015260248a0152606060448a01528260648a015201608488015e8460848288010152011660840193f191821560011661562c5750565b9391620340b65a10615705575f94601f19601f87968794602062030d409880519384936040519a8b5260048b015260248a0152606060448a01528260648a015201608488015e8460848288010152011660840193f190565b7f4206fa3c000000000000000000000000000000000000000000000000000000005f5260045ffd5b9190620340b65a10615705575f809493601f19601f839662030d409660208251928392604051997fa3fe4783000000000000000000000000000000000000000000000000000000008b5260048b015260248a0152606060448a01528260648a015201608488015e8460848288010152011660840193f190565b91929060205f60446040517fa9059cbb00000000000000000000000000000000000000000000000000000000815287600482015285602482015282855af1813b15153d151660015f5114601f3d111617166158e3576001600160a01b0316604051937f70a08231000000000000000000000000000000000000000000000000000000008552306004860152602085602481855afa948515612f30575f956158af575b50828510156158a15791604091857fce5a0fb5d815d0b648de230dc45763a5e0dc27ba601f4e581e39e1697ee4c55d9481615890575b5050508151908152846020820152a290565b61589992615aae565b5f858161587e565b908294506138319350615aae565b9094506020813d6020116158db575b816158cb60209383613834565b810103126102655751935f615848565b3d91506158be565b5091505090565b5f602091604051838101907f01ffc9a70000000000000000000000000000000000000000000000000000000082527f01ffc9a70000000000000000000000000000000000000000000000000000000060248201526024815261594d604482613834565b5191617530fa5f513d8261596d575b5081615966575090565b9050151590565b6020111591505f61595c565b5f602091604051838101907f01ffc9a70000000000000000000000000000000000000000000000000000000082527fffffffff0000000000000000000000000000000000000000000000000000000060248201526024815261594d604482613834565b5f906020926040517fffffffff00000000000000000000000000000000000000000000000000000000858201927f01ffc9a70000000000000000000000000000000000000000000000000000000084521660248201526024815261594d604482613834565b905f602091828151910182855af115612f30575f513d615aa557506001600160a01b0381163b155b615a705750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b60011415615a69565b613bd5926001600160a01b03604051937fa9059cbb000000000000000000000000000000000000000000000000000000006020860152166024840152604483015260448252615afe606483613834565b615a4156",
}

// ReputationLedger is an auto generated Go binding around an Ethereum contract.
type ReputationLedger struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReputationLedger) GetABI() abi.ABI {
	return c.abi
}

// NewReputationLedger creates a new instance of ReputationLedger.
func NewReputationLedger() *ReputationLedger {
	parsed, err := ReputationLedgerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReputationLedger{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReputationLedger) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address admin_, address scorer_, address asset_, address identityRegistry_, uint256 epochLength_, uint256 weightCap_) returns()
func (reputationLedger *ReputationLedger) PackConstructor(admin_ common.Address, scorer_ common.Address, asset_ common.Address, identityRegistry_ common.Address, epochLength_ *big.Int, weightCap_ *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("", admin_, scorer_, asset_, identityRegistry_, epochLength_, weightCap_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackHORIZONEPOCHS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51f2ee8b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function HORIZON_EPOCHS() view returns(uint256)
func (reputationLedger *ReputationLedger) PackHORIZONEPOCHS() []byte {
	enc, err := reputationLedger.abi.Pack("HORIZON_EPOCHS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHORIZONEPOCHS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51f2ee8b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function HORIZON_EPOCHS() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackHORIZONEPOCHS() ([]byte, error) {
	return reputationLedger.abi.Pack("HORIZON_EPOCHS")
}

// UnpackHORIZONEPOCHS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51f2ee8b.
//
// Solidity: function HORIZON_EPOCHS() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackHORIZONEPOCHS(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("HORIZON_EPOCHS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackKEYSHIFT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffe8ad4f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function KEY_SHIFT() view returns(uint256)
func (reputationLedger *ReputationLedger) PackKEYSHIFT() []byte {
	enc, err := reputationLedger.abi.Pack("KEY_SHIFT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKEYSHIFT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffe8ad4f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function KEY_SHIFT() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackKEYSHIFT() ([]byte, error) {
	return reputationLedger.abi.Pack("KEY_SHIFT")
}

// UnpackKEYSHIFT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffe8ad4f.
//
// Solidity: function KEY_SHIFT() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackKEYSHIFT(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("KEY_SHIFT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINEPOCHLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08a9376d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_EPOCH_LENGTH() view returns(uint256)
func (reputationLedger *ReputationLedger) PackMINEPOCHLENGTH() []byte {
	enc, err := reputationLedger.abi.Pack("MIN_EPOCH_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINEPOCHLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08a9376d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_EPOCH_LENGTH() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackMINEPOCHLENGTH() ([]byte, error) {
	return reputationLedger.abi.Pack("MIN_EPOCH_LENGTH")
}

// UnpackMINEPOCHLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x08a9376d.
//
// Solidity: function MIN_EPOCH_LENGTH() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackMINEPOCHLENGTH(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("MIN_EPOCH_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRETENTIONBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56dcc2ea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RETENTION_BPS() view returns(uint256)
func (reputationLedger *ReputationLedger) PackRETENTIONBPS() []byte {
	enc, err := reputationLedger.abi.Pack("RETENTION_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRETENTIONBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56dcc2ea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RETENTION_BPS() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackRETENTIONBPS() ([]byte, error) {
	return reputationLedger.abi.Pack("RETENTION_BPS")
}

// UnpackRETENTIONBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56dcc2ea.
//
// Solidity: function RETENTION_BPS() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackRETENTIONBPS(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("RETENTION_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSOURCEBASE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8742b59c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SOURCE_BASE() view returns(uint256)
func (reputationLedger *ReputationLedger) PackSOURCEBASE() []byte {
	enc, err := reputationLedger.abi.Pack("SOURCE_BASE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSOURCEBASE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8742b59c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SOURCE_BASE() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackSOURCEBASE() ([]byte, error) {
	return reputationLedger.abi.Pack("SOURCE_BASE")
}

// UnpackSOURCEBASE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8742b59c.
//
// Solidity: function SOURCE_BASE() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackSOURCEBASE(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("SOURCE_BASE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAcceptAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e18b681.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptAdmin() returns()
func (reputationLedger *ReputationLedger) PackAcceptAdmin() []byte {
	enc, err := reputationLedger.abi.Pack("acceptAdmin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e18b681.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptAdmin() returns()
func (reputationLedger *ReputationLedger) TryPackAcceptAdmin() ([]byte, error) {
	return reputationLedger.abi.Pack("acceptAdmin")
}

// PackAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf851a440.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function admin() view returns(address)
func (reputationLedger *ReputationLedger) PackAdmin() []byte {
	enc, err := reputationLedger.abi.Pack("admin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf851a440.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function admin() view returns(address)
func (reputationLedger *ReputationLedger) TryPackAdmin() ([]byte, error) {
	return reputationLedger.abi.Pack("admin")
}

// UnpackAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf851a440.
//
// Solidity: function admin() view returns(address)
func (reputationLedger *ReputationLedger) UnpackAdmin(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("admin", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAreRated is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8bc6d72a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function areRated(uint256[] keys) view returns(bool[] rated)
func (reputationLedger *ReputationLedger) PackAreRated(keys []*big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("areRated", keys)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAreRated is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8bc6d72a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function areRated(uint256[] keys) view returns(bool[] rated)
func (reputationLedger *ReputationLedger) TryPackAreRated(keys []*big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("areRated", keys)
}

// UnpackAreRated is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8bc6d72a.
//
// Solidity: function areRated(uint256[] keys) view returns(bool[] rated)
func (reputationLedger *ReputationLedger) UnpackAreRated(data []byte) ([]bool, error) {
	out, err := reputationLedger.abi.Unpack("areRated", data)
	if err != nil {
		return *new([]bool), err
	}
	out0 := *abi.ConvertType(out[0], new([]bool)).(*[]bool)
	return out0, nil
}

// PackAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38d52e0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function asset() view returns(address)
func (reputationLedger *ReputationLedger) PackAsset() []byte {
	enc, err := reputationLedger.abi.Pack("asset")
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
func (reputationLedger *ReputationLedger) TryPackAsset() ([]byte, error) {
	return reputationLedger.abi.Pack("asset")
}

// UnpackAsset is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38d52e0f.
//
// Solidity: function asset() view returns(address)
func (reputationLedger *ReputationLedger) UnpackAsset(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("asset", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAvgBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21e9f131.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function avgBps(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) PackAvgBps(agentId *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("avgBps", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAvgBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21e9f131.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function avgBps(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackAvgBps(agentId *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("avgBps", agentId)
}

// UnpackAvgBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x21e9f131.
//
// Solidity: function avgBps(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackAvgBps(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("avgBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec4d55ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createEscrow(address owner, address arbiter, address treasury, uint16 platformFeeBps) returns(uint32 index, address escrow)
func (reputationLedger *ReputationLedger) PackCreateEscrow(owner common.Address, arbiter common.Address, treasury common.Address, platformFeeBps uint16) []byte {
	enc, err := reputationLedger.abi.Pack("createEscrow", owner, arbiter, treasury, platformFeeBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec4d55ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createEscrow(address owner, address arbiter, address treasury, uint16 platformFeeBps) returns(uint32 index, address escrow)
func (reputationLedger *ReputationLedger) TryPackCreateEscrow(owner common.Address, arbiter common.Address, treasury common.Address, platformFeeBps uint16) ([]byte, error) {
	return reputationLedger.abi.Pack("createEscrow", owner, arbiter, treasury, platformFeeBps)
}

// CreateEscrowOutput serves as a container for the return parameters of contract
// method CreateEscrow.
type CreateEscrowOutput struct {
	Index  uint32
	Escrow common.Address
}

// UnpackCreateEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xec4d55ed.
//
// Solidity: function createEscrow(address owner, address arbiter, address treasury, uint16 platformFeeBps) returns(uint32 index, address escrow)
func (reputationLedger *ReputationLedger) UnpackCreateEscrow(data []byte) (CreateEscrowOutput, error) {
	out, err := reputationLedger.abi.Unpack("createEscrow", data)
	outstruct := new(CreateEscrowOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Index = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.Escrow = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	return *outstruct, nil
}

// PackCurrentEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76671808.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function currentEpoch() view returns(uint256)
func (reputationLedger *ReputationLedger) PackCurrentEpoch() []byte {
	enc, err := reputationLedger.abi.Pack("currentEpoch")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCurrentEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76671808.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function currentEpoch() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackCurrentEpoch() ([]byte, error) {
	return reputationLedger.abi.Pack("currentEpoch")
}

// UnpackCurrentEpoch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x76671808.
//
// Solidity: function currentEpoch() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackCurrentEpoch(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("currentEpoch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDisputeRateBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb19addb0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeRateBps(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) PackDisputeRateBps(agentId *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("disputeRateBps", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeRateBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb19addb0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeRateBps(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackDisputeRateBps(agentId *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("disputeRateBps", agentId)
}

// UnpackDisputeRateBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb19addb0.
//
// Solidity: function disputeRateBps(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackDisputeRateBps(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("disputeRateBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEpochLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57d775f8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function epochLength() view returns(uint256)
func (reputationLedger *ReputationLedger) PackEpochLength() []byte {
	enc, err := reputationLedger.abi.Pack("epochLength")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEpochLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57d775f8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function epochLength() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackEpochLength() ([]byte, error) {
	return reputationLedger.abi.Pack("epochLength")
}

// UnpackEpochLength is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57d775f8.
//
// Solidity: function epochLength() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackEpochLength(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("epochLength", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEscrowAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x558c27c0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrowAt(uint32 index) view returns(address)
func (reputationLedger *ReputationLedger) PackEscrowAt(index uint32) []byte {
	enc, err := reputationLedger.abi.Pack("escrowAt", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrowAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x558c27c0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrowAt(uint32 index) view returns(address)
func (reputationLedger *ReputationLedger) TryPackEscrowAt(index uint32) ([]byte, error) {
	return reputationLedger.abi.Pack("escrowAt", index)
}

// UnpackEscrowAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x558c27c0.
//
// Solidity: function escrowAt(uint32 index) view returns(address)
func (reputationLedger *ReputationLedger) UnpackEscrowAt(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("escrowAt", data)
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
func (reputationLedger *ReputationLedger) PackEscrowCount() []byte {
	enc, err := reputationLedger.abi.Pack("escrowCount")
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
func (reputationLedger *ReputationLedger) TryPackEscrowCount() ([]byte, error) {
	return reputationLedger.abi.Pack("escrowCount")
}

// UnpackEscrowCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x675ac67a.
//
// Solidity: function escrowCount() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackEscrowCount(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("escrowCount", data)
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
func (reputationLedger *ReputationLedger) PackEscrowInitCodeHash() []byte {
	enc, err := reputationLedger.abi.Pack("escrowInitCodeHash")
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
func (reputationLedger *ReputationLedger) TryPackEscrowInitCodeHash() ([]byte, error) {
	return reputationLedger.abi.Pack("escrowInitCodeHash")
}

// UnpackEscrowInitCodeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91908d68.
//
// Solidity: function escrowInitCodeHash() view returns(bytes32)
func (reputationLedger *ReputationLedger) UnpackEscrowInitCodeHash(data []byte) ([32]byte, error) {
	out, err := reputationLedger.abi.Unpack("escrowInitCodeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function factory() view returns(address)
func (reputationLedger *ReputationLedger) PackFactory() []byte {
	enc, err := reputationLedger.abi.Pack("factory")
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
func (reputationLedger *ReputationLedger) TryPackFactory() ([]byte, error) {
	return reputationLedger.abi.Pack("factory")
}

// UnpackFactory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc45a0155.
//
// Solidity: function factory() view returns(address)
func (reputationLedger *ReputationLedger) UnpackFactory(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("factory", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackHorizonEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffa75499.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function horizonEpochs() pure returns(uint256)
func (reputationLedger *ReputationLedger) PackHorizonEpochs() []byte {
	enc, err := reputationLedger.abi.Pack("horizonEpochs")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHorizonEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffa75499.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function horizonEpochs() pure returns(uint256)
func (reputationLedger *ReputationLedger) TryPackHorizonEpochs() ([]byte, error) {
	return reputationLedger.abi.Pack("horizonEpochs")
}

// UnpackHorizonEpochs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffa75499.
//
// Solidity: function horizonEpochs() pure returns(uint256)
func (reputationLedger *ReputationLedger) UnpackHorizonEpochs(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("horizonEpochs", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134e18f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function identityRegistry() view returns(address)
func (reputationLedger *ReputationLedger) PackIdentityRegistry() []byte {
	enc, err := reputationLedger.abi.Pack("identityRegistry")
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
func (reputationLedger *ReputationLedger) TryPackIdentityRegistry() ([]byte, error) {
	return reputationLedger.abi.Pack("identityRegistry")
}

// UnpackIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x134e18f4.
//
// Solidity: function identityRegistry() view returns(address)
func (reputationLedger *ReputationLedger) UnpackIdentityRegistry(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("identityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackIsEscrowStopped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4fa2d83.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isEscrowStopped(uint32 index) view returns(bool)
func (reputationLedger *ReputationLedger) PackIsEscrowStopped(index uint32) []byte {
	enc, err := reputationLedger.abi.Pack("isEscrowStopped", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsEscrowStopped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4fa2d83.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isEscrowStopped(uint32 index) view returns(bool)
func (reputationLedger *ReputationLedger) TryPackIsEscrowStopped(index uint32) ([]byte, error) {
	return reputationLedger.abi.Pack("isEscrowStopped", index)
}

// UnpackIsEscrowStopped is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe4fa2d83.
//
// Solidity: function isEscrowStopped(uint32 index) view returns(bool)
func (reputationLedger *ReputationLedger) UnpackIsEscrowStopped(data []byte) (bool, error) {
	out, err := reputationLedger.abi.Unpack("isEscrowStopped", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsRated is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4976e355.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRated(uint32 escrowIndex, uint256 jobId) view returns(bool)
func (reputationLedger *ReputationLedger) PackIsRated(escrowIndex uint32, jobId *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("isRated", escrowIndex, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsRated is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4976e355.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isRated(uint32 escrowIndex, uint256 jobId) view returns(bool)
func (reputationLedger *ReputationLedger) TryPackIsRated(escrowIndex uint32, jobId *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("isRated", escrowIndex, jobId)
}

// UnpackIsRated is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4976e355.
//
// Solidity: function isRated(uint32 escrowIndex, uint256 jobId) view returns(bool)
func (reputationLedger *ReputationLedger) UnpackIsRated(data []byte) (bool, error) {
	out, err := reputationLedger.abi.Unpack("isRated", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackKeyOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3a6ff49.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function keyOf(uint32 escrowIndex, uint256 jobId) pure returns(uint256)
func (reputationLedger *ReputationLedger) PackKeyOf(escrowIndex uint32, jobId *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("keyOf", escrowIndex, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKeyOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3a6ff49.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function keyOf(uint32 escrowIndex, uint256 jobId) pure returns(uint256)
func (reputationLedger *ReputationLedger) TryPackKeyOf(escrowIndex uint32, jobId *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("keyOf", escrowIndex, jobId)
}

// UnpackKeyOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf3a6ff49.
//
// Solidity: function keyOf(uint32 escrowIndex, uint256 jobId) pure returns(uint256)
func (reputationLedger *ReputationLedger) UnpackKeyOf(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("keyOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLastEpochOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd15a307.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastEpochOf(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) PackLastEpochOf(agentId *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("lastEpochOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastEpochOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd15a307.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastEpochOf(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackLastEpochOf(agentId *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("lastEpochOf", agentId)
}

// UnpackLastEpochOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd15a307.
//
// Solidity: function lastEpochOf(uint256 agentId) view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackLastEpochOf(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("lastEpochOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oracle() view returns(address)
func (reputationLedger *ReputationLedger) PackOracle() []byte {
	enc, err := reputationLedger.abi.Pack("oracle")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function oracle() view returns(address)
func (reputationLedger *ReputationLedger) TryPackOracle() ([]byte, error) {
	return reputationLedger.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (reputationLedger *ReputationLedger) UnpackOracle(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("oracle", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPendingAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x26782247.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingAdmin() view returns(address)
func (reputationLedger *ReputationLedger) PackPendingAdmin() []byte {
	enc, err := reputationLedger.abi.Pack("pendingAdmin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x26782247.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingAdmin() view returns(address)
func (reputationLedger *ReputationLedger) TryPackPendingAdmin() ([]byte, error) {
	return reputationLedger.abi.Pack("pendingAdmin")
}

// UnpackPendingAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x26782247.
//
// Solidity: function pendingAdmin() view returns(address)
func (reputationLedger *ReputationLedger) UnpackPendingAdmin(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("pendingAdmin", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRateFromSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0ffe97aa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rateFromSource(uint256 jobId, uint256 agentId, address payer, uint256 amount, uint8 rating, uint256 completedAt) returns()
func (reputationLedger *ReputationLedger) PackRateFromSource(jobId *big.Int, agentId *big.Int, payer common.Address, amount *big.Int, rating uint8, completedAt *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("rateFromSource", jobId, agentId, payer, amount, rating, completedAt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRateFromSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0ffe97aa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rateFromSource(uint256 jobId, uint256 agentId, address payer, uint256 amount, uint8 rating, uint256 completedAt) returns()
func (reputationLedger *ReputationLedger) TryPackRateFromSource(jobId *big.Int, agentId *big.Int, payer common.Address, amount *big.Int, rating uint8, completedAt *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("rateFromSource", jobId, agentId, payer, amount, rating, completedAt)
}

// PackRatingHook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb78e29d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ratingHook() view returns(address)
func (reputationLedger *ReputationLedger) PackRatingHook() []byte {
	enc, err := reputationLedger.abi.Pack("ratingHook")
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
func (reputationLedger *ReputationLedger) TryPackRatingHook() ([]byte, error) {
	return reputationLedger.abi.Pack("ratingHook")
}

// UnpackRatingHook is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb78e29d8.
//
// Solidity: function ratingHook() view returns(address)
func (reputationLedger *ReputationLedger) UnpackRatingHook(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("ratingHook", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegisterSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dd4aa29.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerSource(address source) returns(uint32 index)
func (reputationLedger *ReputationLedger) PackRegisterSource(source common.Address) []byte {
	enc, err := reputationLedger.abi.Pack("registerSource", source)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dd4aa29.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerSource(address source) returns(uint32 index)
func (reputationLedger *ReputationLedger) TryPackRegisterSource(source common.Address) ([]byte, error) {
	return reputationLedger.abi.Pack("registerSource", source)
}

// UnpackRegisterSource is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dd4aa29.
//
// Solidity: function registerSource(address source) returns(uint32 index)
func (reputationLedger *ReputationLedger) UnpackRegisterSource(data []byte) (uint32, error) {
	out, err := reputationLedger.abi.Unpack("registerSource", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackRepBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7598e3ee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function repBps(uint256 agentId, uint256 priorBps, uint256 priorWeight) view returns(uint256)
func (reputationLedger *ReputationLedger) PackRepBps(agentId *big.Int, priorBps *big.Int, priorWeight *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("repBps", agentId, priorBps, priorWeight)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRepBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7598e3ee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function repBps(uint256 agentId, uint256 priorBps, uint256 priorWeight) view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackRepBps(agentId *big.Int, priorBps *big.Int, priorWeight *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("repBps", agentId, priorBps, priorWeight)
}

// UnpackRepBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7598e3ee.
//
// Solidity: function repBps(uint256 agentId, uint256 priorBps, uint256 priorWeight) view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackRepBps(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("repBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRepState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1de5ac8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function repState(uint256 agentId) view returns(uint256 sumW, uint256 weight, uint256 count, uint256 disputed)
func (reputationLedger *ReputationLedger) PackRepState(agentId *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("repState", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRepState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1de5ac8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function repState(uint256 agentId) view returns(uint256 sumW, uint256 weight, uint256 count, uint256 disputed)
func (reputationLedger *ReputationLedger) TryPackRepState(agentId *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("repState", agentId)
}

// RepStateOutput serves as a container for the return parameters of contract
// method RepState.
type RepStateOutput struct {
	SumW     *big.Int
	Weight   *big.Int
	Count    *big.Int
	Disputed *big.Int
}

// UnpackRepState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1de5ac8.
//
// Solidity: function repState(uint256 agentId) view returns(uint256 sumW, uint256 weight, uint256 count, uint256 disputed)
func (reputationLedger *ReputationLedger) UnpackRepState(data []byte) (RepStateOutput, error) {
	out, err := reputationLedger.abi.Unpack("repState", data)
	outstruct := new(RepStateOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.SumW = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Weight = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Count = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Disputed = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRepStates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95543210.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function repStates(uint256[] agentIds) view returns((uint256,uint256,uint256,uint256)[] states)
func (reputationLedger *ReputationLedger) PackRepStates(agentIds []*big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("repStates", agentIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRepStates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95543210.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function repStates(uint256[] agentIds) view returns((uint256,uint256,uint256,uint256)[] states)
func (reputationLedger *ReputationLedger) TryPackRepStates(agentIds []*big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("repStates", agentIds)
}

// UnpackRepStates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95543210.
//
// Solidity: function repStates(uint256[] agentIds) view returns((uint256,uint256,uint256,uint256)[] states)
func (reputationLedger *ReputationLedger) UnpackRepStates(data []byte) ([]ReputationLedgerState, error) {
	out, err := reputationLedger.abi.Unpack("repStates", data)
	if err != nil {
		return *new([]ReputationLedgerState), err
	}
	out0 := *abi.ConvertType(out[0], new([]ReputationLedgerState)).(*[]ReputationLedgerState)
	return out0, nil
}

// PackRetentionBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5bb785d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function retentionBps() pure returns(uint256)
func (reputationLedger *ReputationLedger) PackRetentionBps() []byte {
	enc, err := reputationLedger.abi.Pack("retentionBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRetentionBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5bb785d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function retentionBps() pure returns(uint256)
func (reputationLedger *ReputationLedger) TryPackRetentionBps() ([]byte, error) {
	return reputationLedger.abi.Pack("retentionBps")
}

// UnpackRetentionBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5bb785d2.
//
// Solidity: function retentionBps() pure returns(uint256)
func (reputationLedger *ReputationLedger) UnpackRetentionBps(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("retentionBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackScorer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x85c758f7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function scorer() view returns(address)
func (reputationLedger *ReputationLedger) PackScorer() []byte {
	enc, err := reputationLedger.abi.Pack("scorer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackScorer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x85c758f7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function scorer() view returns(address)
func (reputationLedger *ReputationLedger) TryPackScorer() ([]byte, error) {
	return reputationLedger.abi.Pack("scorer")
}

// UnpackScorer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x85c758f7.
//
// Solidity: function scorer() view returns(address)
func (reputationLedger *ReputationLedger) UnpackScorer(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("scorer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetEscrowStopped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f682a1d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setEscrowStopped(uint32 index, bool stopped) returns()
func (reputationLedger *ReputationLedger) PackSetEscrowStopped(index uint32, stopped bool) []byte {
	enc, err := reputationLedger.abi.Pack("setEscrowStopped", index, stopped)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetEscrowStopped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f682a1d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setEscrowStopped(uint32 index, bool stopped) returns()
func (reputationLedger *ReputationLedger) TryPackSetEscrowStopped(index uint32, stopped bool) ([]byte, error) {
	return reputationLedger.abi.Pack("setEscrowStopped", index, stopped)
}

// PackSetRatingHook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc6d38e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRatingHook(address hook) returns()
func (reputationLedger *ReputationLedger) PackSetRatingHook(hook common.Address) []byte {
	enc, err := reputationLedger.abi.Pack("setRatingHook", hook)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRatingHook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc6d38e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRatingHook(address hook) returns()
func (reputationLedger *ReputationLedger) TryPackSetRatingHook(hook common.Address) ([]byte, error) {
	return reputationLedger.abi.Pack("setRatingHook", hook)
}

// PackSetScorer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03191ffc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setScorer(address newScorer) returns()
func (reputationLedger *ReputationLedger) PackSetScorer(newScorer common.Address) []byte {
	enc, err := reputationLedger.abi.Pack("setScorer", newScorer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetScorer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03191ffc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setScorer(address newScorer) returns()
func (reputationLedger *ReputationLedger) TryPackSetScorer(newScorer common.Address) ([]byte, error) {
	return reputationLedger.abi.Pack("setScorer", newScorer)
}

// PackSourceAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09f75b37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sourceAt(uint32 index) view returns(address)
func (reputationLedger *ReputationLedger) PackSourceAt(index uint32) []byte {
	enc, err := reputationLedger.abi.Pack("sourceAt", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSourceAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09f75b37.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sourceAt(uint32 index) view returns(address)
func (reputationLedger *ReputationLedger) TryPackSourceAt(index uint32) ([]byte, error) {
	return reputationLedger.abi.Pack("sourceAt", index)
}

// UnpackSourceAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x09f75b37.
//
// Solidity: function sourceAt(uint32 index) view returns(address)
func (reputationLedger *ReputationLedger) UnpackSourceAt(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("sourceAt", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSourceCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6076280.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sourceCount() view returns(uint256)
func (reputationLedger *ReputationLedger) PackSourceCount() []byte {
	enc, err := reputationLedger.abi.Pack("sourceCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSourceCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6076280.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sourceCount() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackSourceCount() ([]byte, error) {
	return reputationLedger.abi.Pack("sourceCount")
}

// UnpackSourceCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc6076280.
//
// Solidity: function sourceCount() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackSourceCount(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("sourceCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSourceIndexOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x73049aa5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sourceIndexOf(address source) view returns(bool registered, uint32 index)
func (reputationLedger *ReputationLedger) PackSourceIndexOf(source common.Address) []byte {
	enc, err := reputationLedger.abi.Pack("sourceIndexOf", source)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSourceIndexOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x73049aa5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sourceIndexOf(address source) view returns(bool registered, uint32 index)
func (reputationLedger *ReputationLedger) TryPackSourceIndexOf(source common.Address) ([]byte, error) {
	return reputationLedger.abi.Pack("sourceIndexOf", source)
}

// SourceIndexOfOutput serves as a container for the return parameters of contract
// method SourceIndexOf.
type SourceIndexOfOutput struct {
	Registered bool
	Index      uint32
}

// UnpackSourceIndexOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x73049aa5.
//
// Solidity: function sourceIndexOf(address source) view returns(bool registered, uint32 index)
func (reputationLedger *ReputationLedger) UnpackSourceIndexOf(data []byte) (SourceIndexOfOutput, error) {
	out, err := reputationLedger.abi.Unpack("sourceIndexOf", data)
	outstruct := new(SourceIndexOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Registered = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Index = *abi.ConvertType(out[1], new(uint32)).(*uint32)
	return *outstruct, nil
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb13da27.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint32 escrowIndex, uint256 jobId) returns()
func (reputationLedger *ReputationLedger) PackSubmit(escrowIndex uint32, jobId *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("submit", escrowIndex, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb13da27.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint32 escrowIndex, uint256 jobId) returns()
func (reputationLedger *ReputationLedger) TryPackSubmit(escrowIndex uint32, jobId *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("submit", escrowIndex, jobId)
}

// PackSubmitBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf18858cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitBatch(uint256[] keys) returns(uint256 applied)
func (reputationLedger *ReputationLedger) PackSubmitBatch(keys []*big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("submitBatch", keys)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf18858cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitBatch(uint256[] keys) returns(uint256 applied)
func (reputationLedger *ReputationLedger) TryPackSubmitBatch(keys []*big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("submitBatch", keys)
}

// UnpackSubmitBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf18858cf.
//
// Solidity: function submitBatch(uint256[] keys) returns(uint256 applied)
func (reputationLedger *ReputationLedger) UnpackSubmitBatch(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("submitBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75829def.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferAdmin(address newAdmin) returns()
func (reputationLedger *ReputationLedger) PackTransferAdmin(newAdmin common.Address) []byte {
	enc, err := reputationLedger.abi.Pack("transferAdmin", newAdmin)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75829def.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferAdmin(address newAdmin) returns()
func (reputationLedger *ReputationLedger) TryPackTransferAdmin(newAdmin common.Address) ([]byte, error) {
	return reputationLedger.abi.Pack("transferAdmin", newAdmin)
}

// PackWeightCap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81f13a75.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weightCap() view returns(uint256)
func (reputationLedger *ReputationLedger) PackWeightCap() []byte {
	enc, err := reputationLedger.abi.Pack("weightCap")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWeightCap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81f13a75.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function weightCap() view returns(uint256)
func (reputationLedger *ReputationLedger) TryPackWeightCap() ([]byte, error) {
	return reputationLedger.abi.Pack("weightCap")
}

// UnpackWeightCap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81f13a75.
//
// Solidity: function weightCap() view returns(uint256)
func (reputationLedger *ReputationLedger) UnpackWeightCap(data []byte) (*big.Int, error) {
	out, err := reputationLedger.abi.Unpack("weightCap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// ReputationLedgerAdminTransferStarted represents a AdminTransferStarted event raised by the ReputationLedger contract.
type ReputationLedgerAdminTransferStarted struct {
	Admin        common.Address
	PendingAdmin common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerAdminTransferStartedEventName = "AdminTransferStarted"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerAdminTransferStarted) ContractEventName() string {
	return ReputationLedgerAdminTransferStartedEventName
}

// UnpackAdminTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AdminTransferStarted(address indexed admin, address indexed pendingAdmin)
func (reputationLedger *ReputationLedger) UnpackAdminTransferStartedEvent(log *types.Log) (*ReputationLedgerAdminTransferStarted, error) {
	event := "AdminTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerAdminTransferStarted)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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

// ReputationLedgerAdminTransferred represents a AdminTransferred event raised by the ReputationLedger contract.
type ReputationLedgerAdminTransferred struct {
	PreviousAdmin common.Address
	NewAdmin      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerAdminTransferredEventName = "AdminTransferred"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerAdminTransferred) ContractEventName() string {
	return ReputationLedgerAdminTransferredEventName
}

// UnpackAdminTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AdminTransferred(address indexed previousAdmin, address indexed newAdmin)
func (reputationLedger *ReputationLedger) UnpackAdminTransferredEvent(log *types.Log) (*ReputationLedgerAdminTransferred, error) {
	event := "AdminTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerAdminTransferred)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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

// ReputationLedgerEscrowCreated represents a EscrowCreated event raised by the ReputationLedger contract.
type ReputationLedgerEscrowCreated struct {
	Index          *big.Int
	Escrow         common.Address
	Owner          common.Address
	Arbiter        common.Address
	Treasury       common.Address
	PlatformFeeBps *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerEscrowCreatedEventName = "EscrowCreated"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerEscrowCreated) ContractEventName() string {
	return ReputationLedgerEscrowCreatedEventName
}

// UnpackEscrowCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EscrowCreated(uint256 indexed index, address indexed escrow, address indexed owner, address arbiter, address treasury, uint256 platformFeeBps)
func (reputationLedger *ReputationLedger) UnpackEscrowCreatedEvent(log *types.Log) (*ReputationLedgerEscrowCreated, error) {
	event := "EscrowCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerEscrowCreated)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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

// ReputationLedgerEscrowStopped represents a EscrowStopped event raised by the ReputationLedger contract.
type ReputationLedgerEscrowStopped struct {
	Index   *big.Int
	Escrow  common.Address
	Stopped bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerEscrowStoppedEventName = "EscrowStopped"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerEscrowStopped) ContractEventName() string {
	return ReputationLedgerEscrowStoppedEventName
}

// UnpackEscrowStoppedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EscrowStopped(uint256 indexed index, address indexed escrow, bool stopped)
func (reputationLedger *ReputationLedger) UnpackEscrowStoppedEvent(log *types.Log) (*ReputationLedgerEscrowStopped, error) {
	event := "EscrowStopped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerEscrowStopped)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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

// ReputationLedgerRated represents a Rated event raised by the ReputationLedger contract.
type ReputationLedgerRated struct {
	AgentId         *big.Int
	Escrow          common.Address
	JobId           *big.Int
	Payer           common.Address
	Rating          uint8
	Kind            uint8
	Weight          *big.Int
	CompletionEpoch *big.Int
	AppliedEpoch    *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerRatedEventName = "Rated"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerRated) ContractEventName() string {
	return ReputationLedgerRatedEventName
}

// UnpackRatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Rated(uint256 indexed agentId, address indexed escrow, uint256 indexed jobId, address payer, uint8 rating, uint8 kind, uint256 weight, uint256 completionEpoch, uint256 appliedEpoch)
func (reputationLedger *ReputationLedger) UnpackRatedEvent(log *types.Log) (*ReputationLedgerRated, error) {
	event := "Rated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerRated)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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

// ReputationLedgerRatingHookSet represents a RatingHookSet event raised by the ReputationLedger contract.
type ReputationLedgerRatingHookSet struct {
	Hook common.Address
	Raw  *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerRatingHookSetEventName = "RatingHookSet"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerRatingHookSet) ContractEventName() string {
	return ReputationLedgerRatingHookSetEventName
}

// UnpackRatingHookSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RatingHookSet(address indexed hook)
func (reputationLedger *ReputationLedger) UnpackRatingHookSetEvent(log *types.Log) (*ReputationLedgerRatingHookSet, error) {
	event := "RatingHookSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerRatingHookSet)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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

// ReputationLedgerRatingSkipped represents a RatingSkipped event raised by the ReputationLedger contract.
type ReputationLedgerRatingSkipped struct {
	Escrow common.Address
	JobId  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerRatingSkippedEventName = "RatingSkipped"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerRatingSkipped) ContractEventName() string {
	return ReputationLedgerRatingSkippedEventName
}

// UnpackRatingSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RatingSkipped(address indexed escrow, uint256 indexed jobId)
func (reputationLedger *ReputationLedger) UnpackRatingSkippedEvent(log *types.Log) (*ReputationLedgerRatingSkipped, error) {
	event := "RatingSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerRatingSkipped)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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

// ReputationLedgerScorerChanged represents a ScorerChanged event raised by the ReputationLedger contract.
type ReputationLedgerScorerChanged struct {
	PreviousScorer common.Address
	NewScorer      common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerScorerChangedEventName = "ScorerChanged"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerScorerChanged) ContractEventName() string {
	return ReputationLedgerScorerChangedEventName
}

// UnpackScorerChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ScorerChanged(address indexed previousScorer, address indexed newScorer)
func (reputationLedger *ReputationLedger) UnpackScorerChangedEvent(log *types.Log) (*ReputationLedgerScorerChanged, error) {
	event := "ScorerChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerScorerChanged)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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

// ReputationLedgerSourceRegistered represents a SourceRegistered event raised by the ReputationLedger contract.
type ReputationLedgerSourceRegistered struct {
	Index  *big.Int
	Source common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerSourceRegisteredEventName = "SourceRegistered"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerSourceRegistered) ContractEventName() string {
	return ReputationLedgerSourceRegisteredEventName
}

// UnpackSourceRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SourceRegistered(uint256 indexed index, address indexed source)
func (reputationLedger *ReputationLedger) UnpackSourceRegisteredEvent(log *types.Log) (*ReputationLedgerSourceRegistered, error) {
	event := "SourceRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationLedgerSourceRegistered)
	if len(log.Data) > 0 {
		if err := reputationLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationLedger.abi.Events[event].Inputs {
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
func (reputationLedger *ReputationLedger) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["AlreadyRated"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackAlreadyRatedError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["CompletedInFuture"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackCompletedInFutureError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["CountOverflow"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackCountOverflowError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["EpochLengthTooShort"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackEpochLengthTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["EscrowIsStopped"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackEscrowIsStoppedError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["InvalidWeightCap"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackInvalidWeightCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["JobIdTooLarge"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackJobIdTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["NotAdmin"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackNotAdminError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["NotPendingAdmin"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackNotPendingAdminError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["NotScorer"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackNotScorerError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["NotSource"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackNotSourceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["NotThisLedgersHook"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackNotThisLedgersHookError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["PriorOutOfRange"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackPriorOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["RatingHookAlreadySet"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackRatingHookAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["RatingHookNotSet"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackRatingHookNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["RatingOutOfRange"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackRatingOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["SourceAlreadyRegistered"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackSourceAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["SourceHasNoCode"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackSourceHasNoCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["SourceIsLedgerEscrow"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackSourceIsLedgerEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["TooManyEscrows"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackTooManyEscrowsError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["UnknownEscrow"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackUnknownEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReputationLedgerAlreadyRated represents a AlreadyRated error raised by the ReputationLedger contract.
type ReputationLedgerAlreadyRated struct {
	Escrow common.Address
	JobId  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRated(address escrow, uint256 jobId)
func ReputationLedgerAlreadyRatedErrorID() common.Hash {
	return common.HexToHash("0xeb0396f22dd256f290183b4b1138ae7fb5ceeb737bc96f7ed0ef005f77a5f128")
}

// UnpackAlreadyRatedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRated(address escrow, uint256 jobId)
func (reputationLedger *ReputationLedger) UnpackAlreadyRatedError(raw []byte) (*ReputationLedgerAlreadyRated, error) {
	out := new(ReputationLedgerAlreadyRated)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "AlreadyRated", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerCompletedInFuture represents a CompletedInFuture error raised by the ReputationLedger contract.
type ReputationLedgerCompletedInFuture struct {
	CompletedAt *big.Int
	Now         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CompletedInFuture(uint256 completedAt, uint256 now_)
func ReputationLedgerCompletedInFutureErrorID() common.Hash {
	return common.HexToHash("0xc4eccc67714de960740a10757a0d7938266160f4681d1d2ffdd7bc97cffad54b")
}

// UnpackCompletedInFutureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CompletedInFuture(uint256 completedAt, uint256 now_)
func (reputationLedger *ReputationLedger) UnpackCompletedInFutureError(raw []byte) (*ReputationLedgerCompletedInFuture, error) {
	out := new(ReputationLedgerCompletedInFuture)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "CompletedInFuture", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerCountOverflow represents a CountOverflow error raised by the ReputationLedger contract.
type ReputationLedgerCountOverflow struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CountOverflow(uint256 agentId)
func ReputationLedgerCountOverflowErrorID() common.Hash {
	return common.HexToHash("0x0915a0b2b2e93bc5f3709c6d8f3c55826b4bbefbe001eb8e1d1bf89dd140d39a")
}

// UnpackCountOverflowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CountOverflow(uint256 agentId)
func (reputationLedger *ReputationLedger) UnpackCountOverflowError(raw []byte) (*ReputationLedgerCountOverflow, error) {
	out := new(ReputationLedgerCountOverflow)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "CountOverflow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerEpochLengthTooShort represents a EpochLengthTooShort error raised by the ReputationLedger contract.
type ReputationLedgerEpochLengthTooShort struct {
	EpochLength *big.Int
	Minimum     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochLengthTooShort(uint256 epochLength, uint256 minimum)
func ReputationLedgerEpochLengthTooShortErrorID() common.Hash {
	return common.HexToHash("0x79a9830511c1ec2dff3ce69ce2713779ddea94a0d2f33687e643df724f73e73f")
}

// UnpackEpochLengthTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochLengthTooShort(uint256 epochLength, uint256 minimum)
func (reputationLedger *ReputationLedger) UnpackEpochLengthTooShortError(raw []byte) (*ReputationLedgerEpochLengthTooShort, error) {
	out := new(ReputationLedgerEpochLengthTooShort)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "EpochLengthTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerEscrowIsStopped represents a EscrowIsStopped error raised by the ReputationLedger contract.
type ReputationLedgerEscrowIsStopped struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowIsStopped(uint256 index)
func ReputationLedgerEscrowIsStoppedErrorID() common.Hash {
	return common.HexToHash("0x61563f1a0d0f04a336c246f5b02a75021165b687048ea1b63ab32e0b6e16416c")
}

// UnpackEscrowIsStoppedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowIsStopped(uint256 index)
func (reputationLedger *ReputationLedger) UnpackEscrowIsStoppedError(raw []byte) (*ReputationLedgerEscrowIsStopped, error) {
	out := new(ReputationLedgerEscrowIsStopped)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "EscrowIsStopped", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerInvalidWeightCap represents a InvalidWeightCap error raised by the ReputationLedger contract.
type ReputationLedgerInvalidWeightCap struct {
	WeightCap *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidWeightCap(uint256 weightCap)
func ReputationLedgerInvalidWeightCapErrorID() common.Hash {
	return common.HexToHash("0x7700b03be6a9bc2dd7bb848e104300d3bd95274319b95dd6e5bd896968a5e1d3")
}

// UnpackInvalidWeightCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidWeightCap(uint256 weightCap)
func (reputationLedger *ReputationLedger) UnpackInvalidWeightCapError(raw []byte) (*ReputationLedgerInvalidWeightCap, error) {
	out := new(ReputationLedgerInvalidWeightCap)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "InvalidWeightCap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerJobIdTooLarge represents a JobIdTooLarge error raised by the ReputationLedger contract.
type ReputationLedgerJobIdTooLarge struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobIdTooLarge(uint256 jobId)
func ReputationLedgerJobIdTooLargeErrorID() common.Hash {
	return common.HexToHash("0xfcfa38f154f046c97b6f2fd81d69949da60cea8102d231d6860d9e53e165fa0b")
}

// UnpackJobIdTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobIdTooLarge(uint256 jobId)
func (reputationLedger *ReputationLedger) UnpackJobIdTooLargeError(raw []byte) (*ReputationLedgerJobIdTooLarge, error) {
	out := new(ReputationLedgerJobIdTooLarge)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "JobIdTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerNotAdmin represents a NotAdmin error raised by the ReputationLedger contract.
type ReputationLedgerNotAdmin struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAdmin(address caller)
func ReputationLedgerNotAdminErrorID() common.Hash {
	return common.HexToHash("0x17a8424239494df835a470bd5e48f10a94b5febfef662a1917fe31decebbedeb")
}

// UnpackNotAdminError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAdmin(address caller)
func (reputationLedger *ReputationLedger) UnpackNotAdminError(raw []byte) (*ReputationLedgerNotAdmin, error) {
	out := new(ReputationLedgerNotAdmin)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "NotAdmin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerNotPendingAdmin represents a NotPendingAdmin error raised by the ReputationLedger contract.
type ReputationLedgerNotPendingAdmin struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotPendingAdmin(address caller)
func ReputationLedgerNotPendingAdminErrorID() common.Hash {
	return common.HexToHash("0x1d0022d1e4e0a848404922419aaf414bac4ac43f3cccfa7226d53c460353f2e4")
}

// UnpackNotPendingAdminError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotPendingAdmin(address caller)
func (reputationLedger *ReputationLedger) UnpackNotPendingAdminError(raw []byte) (*ReputationLedgerNotPendingAdmin, error) {
	out := new(ReputationLedgerNotPendingAdmin)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "NotPendingAdmin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerNotScorer represents a NotScorer error raised by the ReputationLedger contract.
type ReputationLedgerNotScorer struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotScorer(address caller)
func ReputationLedgerNotScorerErrorID() common.Hash {
	return common.HexToHash("0x906cedda2b715c8dfa33973f7c2278895f1e299cad34b6f4b90d078137b39673")
}

// UnpackNotScorerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotScorer(address caller)
func (reputationLedger *ReputationLedger) UnpackNotScorerError(raw []byte) (*ReputationLedgerNotScorer, error) {
	out := new(ReputationLedgerNotScorer)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "NotScorer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerNotSource represents a NotSource error raised by the ReputationLedger contract.
type ReputationLedgerNotSource struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSource(address caller)
func ReputationLedgerNotSourceErrorID() common.Hash {
	return common.HexToHash("0xae1b844c53e689f1c871faa7ab969358cd803661133d3dfb85ee5664b9099a2c")
}

// UnpackNotSourceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSource(address caller)
func (reputationLedger *ReputationLedger) UnpackNotSourceError(raw []byte) (*ReputationLedgerNotSource, error) {
	out := new(ReputationLedgerNotSource)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "NotSource", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerNotThisLedgersHook represents a NotThisLedgersHook error raised by the ReputationLedger contract.
type ReputationLedgerNotThisLedgersHook struct {
	Hook common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotThisLedgersHook(address hook)
func ReputationLedgerNotThisLedgersHookErrorID() common.Hash {
	return common.HexToHash("0x5347b80f4c663af8aeb14898652d278b3960baffb0aba12840a7ed9f59ace6e3")
}

// UnpackNotThisLedgersHookError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotThisLedgersHook(address hook)
func (reputationLedger *ReputationLedger) UnpackNotThisLedgersHookError(raw []byte) (*ReputationLedgerNotThisLedgersHook, error) {
	out := new(ReputationLedgerNotThisLedgersHook)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "NotThisLedgersHook", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerPriorOutOfRange represents a PriorOutOfRange error raised by the ReputationLedger contract.
type ReputationLedgerPriorOutOfRange struct {
	PriorBps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriorOutOfRange(uint256 priorBps)
func ReputationLedgerPriorOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xec5afdd5c2d00dd715be3ffbd80410a888f8d10c5009b1d0960ac0138d85c1b7")
}

// UnpackPriorOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriorOutOfRange(uint256 priorBps)
func (reputationLedger *ReputationLedger) UnpackPriorOutOfRangeError(raw []byte) (*ReputationLedgerPriorOutOfRange, error) {
	out := new(ReputationLedgerPriorOutOfRange)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "PriorOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerRatingHookAlreadySet represents a RatingHookAlreadySet error raised by the ReputationLedger contract.
type ReputationLedgerRatingHookAlreadySet struct {
	Hook common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingHookAlreadySet(address hook)
func ReputationLedgerRatingHookAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x77500654da2fe856663280731ebb42352b5ef89d7d4681e6da99cd218ccaaaab")
}

// UnpackRatingHookAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingHookAlreadySet(address hook)
func (reputationLedger *ReputationLedger) UnpackRatingHookAlreadySetError(raw []byte) (*ReputationLedgerRatingHookAlreadySet, error) {
	out := new(ReputationLedgerRatingHookAlreadySet)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "RatingHookAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerRatingHookNotSet represents a RatingHookNotSet error raised by the ReputationLedger contract.
type ReputationLedgerRatingHookNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingHookNotSet()
func ReputationLedgerRatingHookNotSetErrorID() common.Hash {
	return common.HexToHash("0x5473456d086e8d1faa16a73fda71d99187f58a36180e4c49997eed1e46dd09b9")
}

// UnpackRatingHookNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingHookNotSet()
func (reputationLedger *ReputationLedger) UnpackRatingHookNotSetError(raw []byte) (*ReputationLedgerRatingHookNotSet, error) {
	out := new(ReputationLedgerRatingHookNotSet)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "RatingHookNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerRatingOutOfRange represents a RatingOutOfRange error raised by the ReputationLedger contract.
type ReputationLedgerRatingOutOfRange struct {
	Rating *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingOutOfRange(uint256 rating)
func ReputationLedgerRatingOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x16dec0ae08d3d0e6ccfaa06b745a593dad39c23de1e6f30bdeb56cbb99eca642")
}

// UnpackRatingOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingOutOfRange(uint256 rating)
func (reputationLedger *ReputationLedger) UnpackRatingOutOfRangeError(raw []byte) (*ReputationLedgerRatingOutOfRange, error) {
	out := new(ReputationLedgerRatingOutOfRange)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "RatingOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the ReputationLedger contract.
type ReputationLedgerSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func ReputationLedgerSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (reputationLedger *ReputationLedger) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*ReputationLedgerSafeCastOverflowedUintDowncast, error) {
	out := new(ReputationLedgerSafeCastOverflowedUintDowncast)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerSourceAlreadyRegistered represents a SourceAlreadyRegistered error raised by the ReputationLedger contract.
type ReputationLedgerSourceAlreadyRegistered struct {
	Source common.Address
	Index  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SourceAlreadyRegistered(address source, uint256 index)
func ReputationLedgerSourceAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0x8df99d10cbeb3c67ed05035ea066a66d669edd4e599a6fefdefa33e624a886ff")
}

// UnpackSourceAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SourceAlreadyRegistered(address source, uint256 index)
func (reputationLedger *ReputationLedger) UnpackSourceAlreadyRegisteredError(raw []byte) (*ReputationLedgerSourceAlreadyRegistered, error) {
	out := new(ReputationLedgerSourceAlreadyRegistered)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "SourceAlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerSourceHasNoCode represents a SourceHasNoCode error raised by the ReputationLedger contract.
type ReputationLedgerSourceHasNoCode struct {
	Source common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SourceHasNoCode(address source)
func ReputationLedgerSourceHasNoCodeErrorID() common.Hash {
	return common.HexToHash("0x73b722cfdb1421a5aa0918c051ff00f325cbbf847e07e54ce51c37029987f76d")
}

// UnpackSourceHasNoCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SourceHasNoCode(address source)
func (reputationLedger *ReputationLedger) UnpackSourceHasNoCodeError(raw []byte) (*ReputationLedgerSourceHasNoCode, error) {
	out := new(ReputationLedgerSourceHasNoCode)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "SourceHasNoCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerSourceIsLedgerEscrow represents a SourceIsLedgerEscrow error raised by the ReputationLedger contract.
type ReputationLedgerSourceIsLedgerEscrow struct {
	Source common.Address
	Index  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SourceIsLedgerEscrow(address source, uint256 index)
func ReputationLedgerSourceIsLedgerEscrowErrorID() common.Hash {
	return common.HexToHash("0x6067bb842cd8e321a961174b420dd2598e7a130ea2e1ee536d6c281206fdfa4e")
}

// UnpackSourceIsLedgerEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SourceIsLedgerEscrow(address source, uint256 index)
func (reputationLedger *ReputationLedger) UnpackSourceIsLedgerEscrowError(raw []byte) (*ReputationLedgerSourceIsLedgerEscrow, error) {
	out := new(ReputationLedgerSourceIsLedgerEscrow)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "SourceIsLedgerEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerTooManyEscrows represents a TooManyEscrows error raised by the ReputationLedger contract.
type ReputationLedgerTooManyEscrows struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyEscrows()
func ReputationLedgerTooManyEscrowsErrorID() common.Hash {
	return common.HexToHash("0x0adff7cd6164dd052f5efce2a2eb518659c1c93a0e27c74c8943223a133336cf")
}

// UnpackTooManyEscrowsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyEscrows()
func (reputationLedger *ReputationLedger) UnpackTooManyEscrowsError(raw []byte) (*ReputationLedgerTooManyEscrows, error) {
	out := new(ReputationLedgerTooManyEscrows)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "TooManyEscrows", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerUnknownEscrow represents a UnknownEscrow error raised by the ReputationLedger contract.
type ReputationLedgerUnknownEscrow struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownEscrow(uint256 index)
func ReputationLedgerUnknownEscrowErrorID() common.Hash {
	return common.HexToHash("0x198411553e40da89a94e88a1dd702a67a249a16f25b6c01bbbc6d3efcff57bc1")
}

// UnpackUnknownEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownEscrow(uint256 index)
func (reputationLedger *ReputationLedger) UnpackUnknownEscrowError(raw []byte) (*ReputationLedgerUnknownEscrow, error) {
	out := new(ReputationLedgerUnknownEscrow)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "UnknownEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerZeroAddress represents a ZeroAddress error raised by the ReputationLedger contract.
type ReputationLedgerZeroAddress struct {
	Field string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress(string field)
func ReputationLedgerZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xeac0d389c49716e00950225b2d061b180e28fb59b99c072d274787c9e3b70914")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress(string field)
func (reputationLedger *ReputationLedger) UnpackZeroAddressError(raw []byte) (*ReputationLedgerZeroAddress, error) {
	out := new(ReputationLedgerZeroAddress)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
