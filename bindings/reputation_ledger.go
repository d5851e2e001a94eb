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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"scorer_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"identityRegistry_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"epochLength_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weightCap_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"HORIZON_EPOCHS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KEY_SHIFT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_EPOCH_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RETENTION_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SOURCE_BASE\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"admin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"keys\",\"type\":\"uint256[]\"}],\"name\":\"areRated\",\"outputs\":[{\"internalType\":\"bool[]\",\"name\":\"rated\",\"type\":\"bool[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"avgBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"platformFeeBps\",\"type\":\"uint16\"}],\"name\":\"createEscrow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"currentEpoch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"disputeRateBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"epochLength\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"escrowAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowInitCodeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"factory\",\"outputs\":[{\"internalType\":\"contractEscrowFactory\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"horizonEpochs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"isEscrowStopped\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isRated\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"keyOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"lastEpochOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"contractReputationOracle\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingAdmin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"}],\"name\":\"rateFromSource\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"registerSource\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorWeight\",\"type\":\"uint256\"}],\"name\":\"repBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"repState\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"agentIds\",\"type\":\"uint256[]\"}],\"name\":\"repStates\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"internalType\":\"structReputationLedger.State[]\",\"name\":\"states\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"retentionBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scorer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"setEscrowStopped\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"setScorer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"sourceAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sourceCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"sourceIndexOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"registered\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"keys\",\"type\":\"uint256[]\"}],\"name\":\"submitBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"applied\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"transferAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"weightCap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pendingAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousAdmin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"platformFeeBps\",\"type\":\"uint256\"}],\"name\":\"EscrowCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"EscrowStopped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"completionEpoch\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"appliedEpoch\",\"type\":\"uint256\"}],\"name\":\"Rated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"RatingSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScorer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"ScorerChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"SourceRegistered\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyRated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"}],\"name\":\"CompletedInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"CountOverflow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"epochLength\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"EpochLengthTooShort\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"EscrowIsStopped\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weightCap\",\"type\":\"uint256\"}],\"name\":\"InvalidWeightCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobIdTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotPendingAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotScorer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSource\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"}],\"name\":\"PriorOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"rating\",\"type\":\"uint256\"}],\"name\":\"RatingOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"SourceAlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"SourceHasNoCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyEscrows\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"UnknownEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "97c08783adea217c63fd0a4179251a357e",
	Bin: "0x610160806040523461035a5760c08161a2a18038038091610020828561045d565b83398101031261035a5761003381610480565b9061004060208201610480565b9061004d60408201610480565b9161005a60608301610480565b9060a060808401519301519460018060a01b031690811561042f576001600160a01b0316918215610400576001600160a01b0385169485156103d257600180546001600160a01b031990811685179091555f80549091168517905560805260a05260405161561f8082016001600160401b038111838210176102fd578291614c82833903905ff080156102f25760c081905260405163123211ad60e31b815290602090829060049082906001600160a01b03165afa9081156102f2575f916103a0575b5060e0525f7ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec68180a35f7f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e8180a3603c81106103895782158015610379575b610366579060049260209261010052610120526040519283809263313ce56760e01b82525afa80156102f2575f90610325575b60ff915016604d81116103115780600a0a80600c0290600c820403610311576040519161157090818401906001600160401b038211858310176102fd5760c09385936137128539308352611b58602084015260408301526060820152612710608082015261157c60a08201520301905ff080156102f2576101405260405161327d9081610495823960805181818161050a015261138f015260a0518181816105480152611475015260c0518181816106bd015281816108f60152612946015260e051818181610d10015261291a01526101005181818161098b015281816109fc01528181610bca01528181611106015281816112cc015281816113ff0152818161158301528181611f9801528181612b010152612d52015261012051818181610ea00152818161155701528181612aca0152612d1c015261014051816110cb0152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b506020813d60201161035e575b8161033f6020938361045d565b8101031261035a575160ff8116810361035a5760ff906101af565b5f80fd5b3d9150610332565b82637700b03b60e01b5f5260045260245ffd5b506001600160401b03831161017c565b6379a9830560e01b5f52600452603c60245260445ffd5b90506020813d6020116103ca575b816103bb6020938361045d565b8101031261035a57515f61011d565b3d91506103ae565b60405163eac0d38960e01b8152602060048201526005602482015264185cdcd95d60da1b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600660248201526539b1b7b932b960d11b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600560248201526430b236b4b760d91b6044820152606490fd5b601f909101601f19168101906001600160401b038211908210176102fd57604052565b51906001600160a01b038216820361035a5756fe60806040526004361015610011575f80fd5b5f3560e01c806303191ffc14611cd157806308a9376d14611cb657806309f75b3714611bcb5780630e18b68114611b015780630ffe97aa14611499578063134e18f41461144957806321e9f131146113e657806326782247146113b357806338d52e0f146113635780634976e3551461133657806351f2ee8b14610206578063558c27c0146112ef57806356dcc2ea1461129957806357d775f8146112b55780635bb785d214611299578063675ac67a1461127457806373049aa51461123b57806375829def1461114f5780637598e3ee1461112b57806376671808146110ef5780637dc0d1d01461109f5780637dd4aa2914610ec357806381f13a7514610e8957806385c758f714610e575780638742b59c14610e395780638bc6d72a14610d3357806391908d6814610cf95780639554321014610bb65780639f682a1d14610a6a578063b19addb0146109e3578063b1de5ac814610970578063bb13da271461091a578063c45a0155146108ca578063c6076280146108ad578063dd15a30714610880578063e4fa2d8314610843578063ec4d55ed1461040c578063f18858cf146102f1578063f3a6ff4914610254578063f851a44014610221578063ffa75499146102065763ffe8ad4f146101e7575f80fd5b34610202575f60031936011261020257602060405160e08152f35b5f80fd5b34610202575f60031936011261020257602060405160608152f35b34610202575f60031936011261020257602073ffffffffffffffffffffffffffffffffffffffff60015416604051908152f35b346102025760406003193601126102025761026d611e17565b602435907bffffffffffffffffffffffffffffffffffffffffffffffffffffffff82116102c5576020917fffffffff000000000000000000000000000000000000000000000000000000006040519260e01b16178152f35b507ffcfa38f1000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610202576102ff36611e2a565b905f9161030a612105565b9073ffffffffffffffffffffffffffffffffffffffff82511633036103e0575f5b81811061033d57602085604051908152f35b61037561034b8284876120bd565b357bffffffffffffffffffffffffffffffffffffffffffffffffffffffff81169060e01c85612c4b565b610382575b60010161032b565b937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81146103b3576001019361037a565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7f906cedda000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461020257608060031936011261020257610425611dd1565b6024359073ffffffffffffffffffffffffffffffffffffffff82168092036102025761044f611df4565b906064359061ffff821680920361020257610468612179565b6020610472612105565b01637fffffff63ffffffff8251161461081b5763ffffffff905116926001840163ffffffff81116103b3577fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff77ffffffff00000000000000000000000000000000000000005f549260a01b169116175f55604051610100810181811067ffffffffffffffff8211176107ee57604052308152602081017f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16815260408201927f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16845260608301878152608084019573ffffffffffffffffffffffffffffffffffffffff169586815260a08501918a835260c086019373ffffffffffffffffffffffffffffffffffffffff169687855260e08701958a8752604051977f1ab031c20000000000000000000000000000000000000000000000000000000089525173ffffffffffffffffffffffffffffffffffffffff1660048901525173ffffffffffffffffffffffffffffffffffffffff1660248801525173ffffffffffffffffffffffffffffffffffffffff1660448701525163ffffffff1660648601525173ffffffffffffffffffffffffffffffffffffffff1660848501525173ffffffffffffffffffffffffffffffffffffffff1660a48401525173ffffffffffffffffffffffffffffffffffffffff1660c48301525161ffff1660e482015280807f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff165a925f61010492602095f19081156107e3575f91610768575b507f25d66f1e42a6e2622d4cf88af1ef010192e7ed3507683668d27b33ff2bbdfcfc606060409773ffffffffffffffffffffffffffffffffffffffff8894169687958a51928352602083015289820152a482519182526020820152f35b90506020813d6020116107db575b8161078360209383612064565b81010312610202577f25d66f1e42a6e2622d4cf88af1ef010192e7ed3507683668d27b33ff2bbdfcfc606060409773ffffffffffffffffffffffffffffffffffffffff6107d08995612158565b94505097505061070b565b3d9150610776565b6040513d5f823e3d90fd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b7f0adff7cd000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610202576020600319360112610202576020610876610861611e17565b63ffffffff61086e612105565b911690612dc5565b6040519015158152f35b34610202576020600319360112610202576004355f526006602052602060405f205460e01c604051908152f35b34610202575f600319360112610202576020600454604051908152f35b34610202575f60031936011261020257602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461020257604060031936011261020257610933611e17565b61093b612105565b9073ffffffffffffffffffffffffffffffffffffffff82511633036103e05761096e9163ffffffff6024359216906129f7565b005b346102025760206003193601126102025760806109b86109b07f000000000000000000000000000000000000000000000000000000000000000042611ed0565b6004356125d0565b8051906020810151906060604082015191015191604051938452602084015260408301526060820152f35b3461020257602060031936011261020257610a216109b07f000000000000000000000000000000000000000000000000000000000000000042611ed0565b60208101908151155f14610a3d57505060205f5b604051908152f35b606001519061271082029180830461271014901517156103b357602091610a65915190611ed0565b610a35565b3461020257604060031936011261020257610a83611e17565b6024358015159182820361020257602073ffffffffffffffffffffffffffffffffffffffff7fea46b17686b8dbb2d5c86ef5dd2310b205c405e655f289b1b5c871b7ad44eb2d92610ad2612179565b610ada612105565b94610aec63ffffffff83168097612972565b916040871015610b76575077ffffffffffffffffffffffffffffffffffffffffffffffff7fffffffffffffffff00000000000000000000000000000000000000000000000067ffffffffffffffff6001891b165f54938460c01c905f14610b6457175b60c01b169116175f555b6040519586521693a3005b67ffffffffffffffff91191616610b4f565b62ffffff600160ff83161b9160081c1691825f526003865260405f2054905f14610bad5717905b5f526003845260405f2055610b59565b90191690610b9d565b3461020257610bc436611e2a565b90610bef7f000000000000000000000000000000000000000000000000000000000000000042611ed0565b610bf8836120a5565b92610c066040519485612064565b8084527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0610c33826120a5565b015f5b818110610ce25750505f5b818110610cae57846040518091602082016020835281518091526020604084019201905f5b818110610c74575050500390f35b9193509160206080600192606087518051835284810151858401526040810151604084015201516060820152019401910191849392610c66565b80610cc684610cc060019486896120bd565b356125d0565b610cd082886120cd565b52610cdb81876120cd565b5001610c41565b602090610ced6120e1565b82828901015201610c36565b34610202575f6003193601126102025760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461020257610d4136611e2a565b90610d4b826120a5565b91610d596040519384612064565b808352610d65816120a5565b917fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06020850193013684375f5b828110610ddf578385604051918291602083019060208452518091526040830191905f5b818110610dc4575050500390f35b82511515845285945060209384019390920191600101610db6565b80610e24610df060019386866120bd565b3560e01c610dff8387876120bd565b357bffffffffffffffffffffffffffffffffffffffffffffffffffffffff16906127f9565b610e2e82886120cd565b901515905201610d92565b34610202575f60031936011261020257602060405163800000008152f35b34610202575f60031936011261020257602073ffffffffffffffffffffffffffffffffffffffff5f5416604051908152f35b34610202575f6003193601126102025760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461020257602060031936011261020257610edc611dd1565b610ee4612179565b73ffffffffffffffffffffffffffffffffffffffff8116908115611041573b1561101657805f52600560205260405f205480610fc7575060045490637fffffff821461081b5781638000000001806380000000116103b35763ffffffff16680100000000000000008310156107ee57610f6583600160209501600455611e8b565b81549060031b9073ffffffffffffffffffffffffffffffffffffffff85831b921b1916179055600454825f526005845260405f205560405191817f49b26c1dfea65da747faf950ac7b2d06f38f542d48fc7b26ac198b81951602425f80a38152f35b908163800000000191826380000000116103b357637fffffff019182116103b3577f8df99d10000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b7f73b722cf000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600660248201527f736f7572636500000000000000000000000000000000000000000000000000006044820152fd5b34610202575f60031936011261020257602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610202575f600319360112610202576020610a357f000000000000000000000000000000000000000000000000000000000000000042611ed0565b34610202576060600319360112610202576020610a35604435602435600435611f83565b346102025760206003193601126102025773ffffffffffffffffffffffffffffffffffffffff61117d611dd1565b611185612179565b1680156111dd57807fffffffffffffffffffffffff00000000000000000000000000000000000000006002541617600255337fe5cd1c804f1c9cc6d7009e4c0fb532f0e2d8863524c3323a6b3790c3f80bf25c5f80a3005b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f61646d696e0000000000000000000000000000000000000000000000000000006044820152fd5b3461020257602060031936011261020257604063ffffffff61126361125e611dd1565b611f14565b835191151582529091166020820152f35b34610202575f60031936011261020257602063ffffffff5f5460a01c16604051908152f35b34610202575f6003193601126102025760206040516124228152f35b34610202575f6003193601126102025760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461020257602060031936011261020257602061131863ffffffff611312611e17565b166128fa565b73ffffffffffffffffffffffffffffffffffffffff60405191168152f35b34610202576040600319360112610202576020610876611354611e17565b63ffffffff60243591166127f9565b34610202575f60031936011261020257602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610202575f60031936011261020257602073ffffffffffffffffffffffffffffffffffffffff60025416604051908152f35b34610202576020600319360112610202576114246109b07f000000000000000000000000000000000000000000000000000000000000000042611ed0565b6020810151908161143c57505060205f604051908152f35b602091610a659151611ed0565b34610202575f60031936011261020257602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346102025760c0600319360112610202576004356024356114b8611df4565b9060643560843560ff81168091036102025760a435335f52600560205260405f20548015611ad5578063800000000190816380000000116103b357637fffffff019081116103b3578060081c5f526003602052600160405f205460ff83161c16611aaa57507bffffffffffffffffffffffffffffffffffffffffffffffffffffffff92838711611a7e5760648311611a5257428211611a22576115a8907f000000000000000000000000000000000000000000000000000000000000000080821015611a1a5750915b7f000000000000000000000000000000000000000000000000000000000000000090611ed0565b91845f52600660205260405f20936060604051956115c58761202b565b54916cffffffffffffffffffffffffff8316928388526affffffffffffffffffffff8160681c16978860208201528160c01c9163ffffffff8316604083015260e01c93849101528388946380000000637fffffff8416931691859a61162a898b611f70565b906064820291808304606414901517156103b3578b8b8f958a859293109a8b5f14611990575050505050896116ab939261167961167f8f948f611670906116a597611e7e565b92838092612e03565b94612e03565b945b8715611989578a15918261197f575b828315611978575b611921575b505050611f07565b96611f07565b936118f5575b637fffffff82146118c9576cffffffffffffffffffffffffff8511611898576affffffffffffffffffffff841161186757600182018092116103b35763ffffffff8911611836576cffffffffffffffffffffffffff604051956117138761202b565b1685526affffffffffffffffffffff602086019416845263ffffffff604086019216178152606084019163ffffffff89168352895f5260066020526cffffffffffffffffffffffffff60405f209551167fffffffff00000000000000000000000000000000000000000000000000000000807bffffffff00000000000000000000000000000000000000000000000077ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b1695161716171717905573ffffffffffffffffffffffffffffffffffffffff6040519616865260208601525f60408601526060850152608084015260a08301527f659bc21a98fb7a1040d284d8cfc98b145546d080aa57421ab72774248841576460c03393a4005b887f6dfcc650000000000000000000000000000000000000000000000000000000005f52602060045260245260445ffd5b837f6dfcc650000000000000000000000000000000000000000000000000000000005f52605860045260245260445ffd5b847f6dfcc650000000000000000000000000000000000000000000000000000000005f52606860045260245260445ffd5b897f0915a0b2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b93612710840284810461271014851517156103b3578082101561191a57505b936116b1565b9050611914565b815f52600760205260405f2054925f146119715761193f9083612e03565b8c81101561196a575b915b8203611957575b8161169d565b5f52600760205260405f20555f8f611951565b508b611948565b508161194a565b505f611698565b8015159250611690565b5050611f07565b90939f506119a4919594508e969296611e7e565b918d9e836119bf575b5050916116ab9493916116a593611681565b6119d7919b508396959450839250926119dd93612e03565b99612e03565b906127108902898104612710148a1517156103b3576116ab948f91936116a5948082105f14611a1357505b9381939596506119ad565b9050611a08565b905091611581565b507fc4eccc67000000000000000000000000000000000000000000000000000000005f526004524260245260445ffd5b827f16dec0ae000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b867ffcfa38f1000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f61563f1a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7fae1b844c000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610202575f6003193601126102025760025473ffffffffffffffffffffffffffffffffffffffff81163303611b9f577fffffffffffffffffffffffff0000000000000000000000000000000000000000906001543373ffffffffffffffffffffffffffffffffffffffff82167ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec65f80a38216331760015516600255005b7f1d0022d1000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346102025760206003193601126102025763ffffffff611be9611e17565b16638000000081108015611c81575b611c56577fffffffffffffffffffffffffffffffffffffffffffffffffffffffff8000000081019081116103b35773ffffffffffffffffffffffffffffffffffffffff611c46602092611e8b565b90549060031b1c16604051908152f35b7f19841155000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffff8000000081018181116103b3576004541115611bf8565b34610202575f600319360112610202576020604051603c8152f35b346102025760206003193601126102025773ffffffffffffffffffffffffffffffffffffffff611cff611dd1565b611d07612179565b168015611d73577fffffffffffffffffffffffff00000000000000000000000000000000000000005f548273ffffffffffffffffffffffffffffffffffffffff82167f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e5f80a316175f55005b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600660248201527f73636f72657200000000000000000000000000000000000000000000000000006044820152fd5b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361020257565b6044359073ffffffffffffffffffffffffffffffffffffffff8216820361020257565b6004359063ffffffff8216820361020257565b9060206003198301126102025760043567ffffffffffffffff811161020257826023820112156102025780600401359267ffffffffffffffff84116102025760248460051b83010111610202576024019190565b919082039182116103b357565b600454811015611ea35760045f5260205f2001905f90565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b8115611eda570490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b919082018092116103b357565b73ffffffffffffffffffffffffffffffffffffffff165f52600560205260405f2054908115611f69578163800000000191826380000000116103b357637fffffff019182116103b35763ffffffff6001921690565b5f91508190565b818102929181159184041417156103b357565b9190916127108311611fff57611fc390611fbd7f000000000000000000000000000000000000000000000000000000000000000042611ed0565b906125d0565b611fd1602082015183611f07565b918215611ff95790611fe9611ff192611ff695611f70565b905190611f07565b611ed0565b90565b50505090565b827fec5afdd5000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b6080810190811067ffffffffffffffff8211176107ee57604052565b610120810190811067ffffffffffffffff8211176107ee57604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff8211176107ee57604052565b67ffffffffffffffff81116107ee5760051b60200190565b9190811015611ea35760051b0190565b8051821015611ea35760209160051b010190565b604051906120ee8261202b565b5f6060838281528260208201528260408201520152565b604051906060820182811067ffffffffffffffff8211176107ee576040528160405f5473ffffffffffffffffffffffffffffffffffffffff8116835263ffffffff8160a01c16602084015260c01c910152565b519073ffffffffffffffffffffffffffffffffffffffff8216820361020257565b73ffffffffffffffffffffffffffffffffffffffff60015416330361219a57565b7f17a84242000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b90606092959493825f52600660205260405f2091604051926121e78461202b565b54916cffffffffffffffffffffffffff8316908185526affffffffffffffffffffff8460681c16948560208201528460c01c9463ffffffff8616604083015260e01c97889101528185986380000000637fffffff871696169661224b8a9d87611f70565b926064840293808504606414901517156103b3578387918c85109c8d5f146125665750505050506116799493929161228661228f928e611e7e565b95868092612e03565b935b861561253657918493916116a5936122c2968b15918261252c575b828315612525575b612497575b50505050611f07565b9361246b575b637fffffff811461243f576cffffffffffffffffffffffffff8511611898576affffffffffffffffffffff841161186757600181018091116103b35763ffffffff871161240e5763ffffffff906cffffffffffffffffffffffffff604051966123308861202b565b1686526affffffffffffffffffffff6020870195168552604086019217168152606084019163ffffffff871683525f5260066020527bffffffffffffffffffffffffffffffffffffffffffffffffffffffff6cffffffffffffffffffffffffff60405f209551167fffffffff00000000000000000000000000000000000000000000000000000000807bffffffff00000000000000000000000000000000000000000000000077ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b16951617161717179055565b867f6dfcc650000000000000000000000000000000000000000000000000000000005f52602060045260245260445ffd5b827f0915a0b2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b93612710840284810461271014851517156103b3578082101561249057505b936122c8565b905061248a565b8b5f52600760205260405f2054925f1461251e576124b59083612e03565b8d811015612517575b80936124e9575b505081036124d6575b8085816122b9565b885f52600760205260405f20555f6124ce565b6124f4929350611f07565b6124fe868d611f07565b8082101561251057505b90855f6124c5565b9050612508565b508c6124be565b50816124be565b50836122b4565b80151592506122ac565b5061254a575b6122c292916116a591611f07565b5f8681526007602052604090208390556380000000945061253c565b9197969550929e5061257a91975083611e7e565b919c82612589575b5050612291565b828095506125a393929c5061259d91612e03565b9a612e03565b6127108a028a8104612710148b1517156103b357808210156125c957505b915f80612582565b90506125c1565b91906125da6120e1565b92805f52600660205260405f2091604051926125f58461202b565b54906cffffffffffffffffffffffffff8216845260208401906affffffffffffffffffffff8360681c16825263ffffffff8360c01c1690604086019382855260e01c9182606088015215612716576380000000926cffffffffffffffffffffffffff6126806126756affffffffffffffffffffff98979561268f95611e7e565b809881945116612e03565b9760208b019889525116612e03565b8752637fffffff815116604088015251166126f6575b506126ad5750565b8251815161271081029080820461271014901517156103b357808210156126ef57505b83526060830190815190518082105f146126e957509052565b90509052565b90506126d0565b5f52600760205261270b8160405f2054612e03565b60608501525f6126a5565b505050505050565b5190811515820361020257565b519060ff8216820361020257565b9081610120910312610202576040519061275282612047565b61275b8161271e565b82526127696020820161271e565b602083015261277a6040820161271e565b604083015261278b6060820161272b565b606083015261279c6080820161272b565b608083015260a081015164ffffffffff811681036102025760a08301526127c560c08201612158565b60c083015260e0810151906bffffffffffffffffffffffff82168203610202576101009160e0840152015161010082015290565b612801612105565b9063800000008110156128c65763ffffffff6020830151168110155b6128bf5761284373ffffffffffffffffffffffffffffffffffffffff9161012093612972565b16916024604051809481937f4375469f00000000000000000000000000000000000000000000000000000000835260048301525afa80156107e3576040915f91612890575b500151151590565b6128b291506101203d81116128b8575b6128aa8183612064565b810190612739565b5f612888565b503d6128a0565b5050505f90565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff8000000081018181116103b357600454111561281d565b6055600b73ffffffffffffffffffffffffffffffffffffffff92604051907f000000000000000000000000000000000000000000000000000000000000000060408301526020820152837f00000000000000000000000000000000000000000000000000000000000000001681520160ff8153201690565b638000000082106129dd57507fffffffffffffffffffffffffffffffffffffffffffffffffffffffff800000008101908082116103b357600454821015611c5657506129d273ffffffffffffffffffffffffffffffffffffffff91611e8b565b90549060031b1c1690565b6020015163ffffffff16811015611c5657611ff6906128fa565b905f610100604051612a0881612047565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152612a4b81612a458185612972565b93612dc5565b611aaa575073ffffffffffffffffffffffffffffffffffffffff166040517f96c65843000000000000000000000000000000000000000000000000000000008152826004820152610120816024815f865af19081156107e3575f91612c2c575b506040810151612bfd5760e08101516bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000080821015612bf657505b60a082015164ffffffffff167f0000000000000000000000000000000000000000000000000000000000000000612b2991611ed0565b6101008301908151916080850191825160ff169381866060890196875160ff1660021491612b56946121c6565b91519560c0015173ffffffffffffffffffffffffffffffffffffffff16925160ff16935160ff1694604051958695612bcd95879260ff908160a096939998979473ffffffffffffffffffffffffffffffffffffffff60c088019b168752166020860152166040840152606083015260808201520152565b037f659bc21a98fb7a1040d284d8cfc98b145546d080aa57421ab72774248841576491a4600190565b9050612af3565b507feb0396f2000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b612c4591506101203d81116128b8576128aa8183612064565b5f612aab565b5f915f610100604051612c5d81612047565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152612c9a81612a458185612972565b611aaa575073ffffffffffffffffffffffffffffffffffffffff1690604051907f96c65843000000000000000000000000000000000000000000000000000000008252836004830152610120826024815f875af19182156107e3575f92612da4575b506040820151612d7a575060e08101516bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000080821015612bf6575060a082015164ffffffffff167f0000000000000000000000000000000000000000000000000000000000000000612b2991611ed0565b50507f990473a6cb4f4db882748f4fdf8ccc19e5bb4b5c4b212c6065f9675224bbe6f55f80a35f90565b612dbe9192506101203d81116128b8576128aa8183612064565b905f612cfc565b9060019160408210612ded57508060081c5f52600360205260ff60405f205491161c16151590565b6040015167ffffffffffffffff16901c16151590565b908015612e2a57670de0b6b3a764000091612e20612e2692612e2e565b90611f70565b0490565b5090565b6060811015612e59578060c0612e4f67ffffffffffffffff9360021c612e5e565b9160061b161c1690565b505f90565b600c811015613076576006811015612f75576003811015612ef7576001811015612ea757507f0afbce6c83ff72000bdfca6779f190000cd64299613c80000de0b6b3a764000090565b60021115612ed3577f080a81c760ba954708b169b4f2f339990965da0fba8a67c80a28ebbdfa19164090565b7f05e3055817d25c0f065d3635b8e36a7106e14f5cac34200b07701e720646307b90565b6004811015612f2557507f044f47f99fc590b904a8bc837c4b34ad050971da412eb57c0571fe8b1608fb8e90565b60051115612f51577f0327b4a69dc25e7e036932003bd90c3603affeb42506526403fc88fa1a30591290565b7f024f510bced7a937027f42dc553c2c8e02b317d970e71b6902eb20b3b853ca9b90565b6009811015612ffb576007811015612fac57507f01b0e63f9d3f98f901d3ffd611c836ac01f9f1fc2ee648f10222f7c485baafb990565b60081115612fd8577f013cec519b17143f01569e9d69650ef8017266494f587ee301906e9471746d8090565b7ee8047ec4b225fb00fad46d5f05c832010f2ad71a9e77900125276515dbbf8790565b600a81101561302857507ea9dbd37b61d1f700b7a18aaee64ac600c685204e60bf8a00d69dc20f8b2fef90565b600b1115613053577e7c5a4119db72c200866f68f95bf1af009155d944edc703009d1e8a0554156b90565b7e5b09abc9973fec00626b51eeb159dc006a662f0fe2534f007306af6b1e308d90565b601281101561317e57600f81101561310357600d8110156130b557507e42a5f1f99fe2ff00480d589f29641b004de4ea2f86b16a005435bee745818790565b600e11156130e0577e30caf33b0bdf4a0034bfbad80cd5b8003906a07add716d003da64ca080b1f990565b7e23b88d281fb1bc00269e0062ba7af50029bf91b6d7702c002d2220fd0494f190565b601081101561313057507e1a26ac288e0e21001c457bd8d0ecae001e904e8987eb1e00210ab5c51d513590565b6011111561315b577e13252168d97fd70014b284fbbab3b8001660211023c936001830927250337890565b7e0e0416c3da496d000f2703daa6cbeb00106187a0459e2f0011b58bb42f964090565b60158110156132025760138110156131b457507e0a42d1a209a041000b17cddf9bb42b000bfe0eff939258000cf6fb7529ea5190565b601411156131df577e0783142650330800081f0106d33e160008c792683e50f500097dceb5e2810990565b7e057fdfe96860c90005f206d2d1b4bd00066d6f291a0f800006f2d909d6fc0190565b601681101561322f57507e0406b2608ed47200045a444cb6161a0004b49cdd4f3a7d00051648b7e6f32090565b6017111561325a577e02f2912c00d7e300032fbf89845f03000371e3d2eff8030003b964ffb7515090565b7e02286a04d5e04d00025534584129d7000285a05f690aa30002b9f97be72e189056610140346102c257601f61157038819003918201601f19168301916001600160401b038311848410176102c65780849260c0946040528339810103126102c25780516001600160a01b03811691908290036102c2576020810151604082015160608301519160ff83168093036102c25760a0608085015194015194801561028e576127108211610257576bff0000000000000000000000831161021d57601284116101e657841580156101da575b6101aa5761271086116101735760805260a05260c052604d811161015f57600a0a60e052610100526101205260405161129590816102db823960805181818161013a0152818161049e015281816108db01528181610bfe0152610d01015260a0518181816107530152610f19015260c05181818161097c0152610ef7015260e0518181816107eb0152610ed50152610100518181816107190152610eb30152610120518181816103a20152610e910152f35b634e487b7160e01b5f52601160045260245ffd5b60848660405190633ce7db2360e01b8252604060048301526008604483015267666c6f6f7242707360c01b60648301526024820152fd5b60848560405190633ce7db2360e01b82526040600483015260016044830152603d60f91b60648301526024820152fd5b50620186a085116100ad565b60848460405190633ce7db2360e01b8252604060048301526008604483015267646563696d616c7360c01b60648301526024820152fd5b60848360405190633ce7db2360e01b825260406004830152600b60448301526a1c1c9a5bdc95d95a59da1d60aa1b60648301526024820152fd5b60848260405190633ce7db2360e01b82526040600483015260086044830152677072696f7242707360c01b60648301526024820152fd5b6084604051633ce7db2360e01b81526040600482015260066044820152653632b233b2b960d11b60648201525f6024820152fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816308af54311461099f5750806336cdba8c146109655780634d8e6506146108ff57806356397c35146108af57806368939633146108895780637da4955a1461080e578063907af6c0146107d4578063a2a05dc6146107a9578063a83a475c14610776578063c41e3afc1461073c578063c5d7802e14610702578063d3b80bbe146103c5578063dc10ac151461038b578063e991542814610362578063e9c9ec73146103255763ffc9896b146100cc575f80fd5b3461029e57602060031936011261029e5760043573ffffffffffffffffffffffffffffffffffffffff811680910361029e5760405161010a816109b8565b5f8152602081015f8152604082015f815260608301915f835273ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000166040517fb1de5ac8000000000000000000000000000000000000000000000000000000008152866004820152608081602481855afa80156102aa575f5f925f926102ea575b50826101aa91610e8b565b5088525083526101d7575b5060809450604051935184525160208401525115156040830152516060820152f35b60018352604051957fdd15a3070000000000000000000000000000000000000000000000000000000087526004870152602086602481845afa9586156102aa575f966102b5575b506020600491604051928380927f57d775f80000000000000000000000000000000000000000000000000000000082525afa9081156102aa575f91610273575b5061026b90608096610a8a565b83525f6101b5565b90506020813d6020116102a2575b8161028e602093836109d4565b8101031261029e5751608061025e565b5f80fd5b3d9150610281565b6040513d5f823e3d90fd5b9095506020813d6020116102e2575b816102d1602093836109d4565b8101031261029e575194602061021e565b3d91506102c4565b90506101aa9250610313915060803d60801161031e575b61030b81836109d4565b810190610b93565b50909250908261019f565b503d610301565b3461029e57602060031936011261029e5760043573ffffffffffffffffffffffffffffffffffffffff811680910361029e57602090604051908152f35b3461029e57602060031936011261029e576020610380600435610bb5565b509050604051908152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57602060031936011261029e5760043567ffffffffffffffff811161029e573660238201121561029e5780600401359067ffffffffffffffff821161029e578160051b90366024838301011161029e577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff604051937f95543210000000000000000000000000000000000000000000000000000000008552602060048601528060248601521161029e57604483835f94602483950184840137810103018173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa9081156102aa575f91610639575b508051907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06105156104ff84610c64565b9361050d60405195866109d4565b808552610c64565b015f5b8181106105d05750505f5b8151811015610572578061053960019285610c7c565b5161055e6105478386610c7c565b515160206105558588610c7c565b51015190610e8b565b151560408401526020830152905201610523565b826040518091602082016020835281518091526020604084019201905f5b81811061059e575050500390f35b919350916020606060019260408751805183528481015185840152015115156040820152019401910191849392610590565b60405190606082019180831067ffffffffffffffff84111761060c576020926040525f81525f838201525f604082015282828701015201610518565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b90503d805f833e61064a81836109d4565b81019060208183031261029e5780519067ffffffffffffffff821161029e570181601f8201121561029e5780519061068182610c64565b9261068f60405194856109d4565b82845260208085019360071b8301019181831161029e57602001925b8284106106bc5750505050816104ce565b60808483031261029e5760206080916040516106d7816109b8565b86518152828701518382015260408701516040820152606087015160608201528152019301926106ab565b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57602060031936011261029e576060610794600435610bb5565b90604051928352602083015215156040820152f35b3461029e57602060031936011261029e5760206107c7600435610bb5565b9150506040519015158152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57608060031936011261029e5760443567ffffffffffffffff811161029e573660238201121561029e5780600401359067ffffffffffffffff821161029e57366024838301011161029e5760643560ff8116810361029e57602092602461087f9301602435600435610aca565b6040519015158152f35b3461029e575f60031936011261029e5760206040516bff00000000000000000000008152f35b3461029e575f60031936011261029e57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461029e575f60031936011261029e576020604061091b610a4f565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f835194859381855280519182918282880152018686015e5f85828601015201168101030190f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e575f60031936011261029e5780606460209252f35b6080810190811067ffffffffffffffff82111761060c57604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761060c57604052565b67ffffffffffffffff811161060c57601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01660200190565b60405190610a5e6040836109d4565b600782527f65726338303034000000000000000000000000000000000000000000000000006020830152565b81810292918115918404141715610a9d57565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b92904614801590610b88575b8015610b7b575b610b7357610aea81610a15565b90610af860405192836109d4565b8082526020820192368282011161029e57815f92602092863783010152519020610b20610a4f565b6020815191012014801590610b63575b610b5d57610b3f60ff91610bb5565b509290501690606482029180830460641490151715610a9d57101590565b50505f90565b50610b6d81610cbd565b15610b30565b505050505f90565b50606460ff851611610add565b5060ff841615610ad6565b919082608091031261029e578151916020810151916060604083015192015190565b604051907fb1de5ac8000000000000000000000000000000000000000000000000000000008252600482015260808160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156102aa57610c39915f905f92610c40575b50610e8b565b9192909190565b9050610c5b915060803d60801161031e5761030b81836109d4565b5050905f610c33565b67ffffffffffffffff811161060c5760051b60200190565b8051821015610c905760209160051b010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b604051907f134e18f400000000000000000000000000000000000000000000000000000000825260208260048173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa9182156102aa575f92610e3a575b5073ffffffffffffffffffffffffffffffffffffffff821615610b5d575f91829160405160208101917f6352211e000000000000000000000000000000000000000000000000000000008352602482015260248152610d916044826109d4565b51915afa3d15610e32573d90610da682610a15565b91610db460405193846109d4565b82523d5f602084013e5b158015610e27575b610e2257602081519101519060208110610df2575b508015159081610de9575090565b905060a01c1590565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9060200360031b1b165f610ddb565b505f90565b506020815110610dc6565b606090610dbe565b9091506020813d602011610e83575b81610e56602093836109d4565b8101031261029e575173ffffffffffffffffffffffffffffffffffffffff8116810361029e57905f610d31565b3d9150610e49565b610c39917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f000000000000000000000000000000000000000000000000000000000000000091610f82565b91908201809211610a9d57565b8115610f55570490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b919694939290610f929082610f3e565b968715610fc857610fb5610fc1959493610fb0610fba948b94610a8a565b610f3e565b610f4b565b9586610fd5565b9182101590565b96505f9515949350505050565b92918115610b7357610fe78184610a8a565b90610ff28483610a8a565b917f3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff86168603610a9d578561271003916127108311610a9d5761104b6110529161104687611046611058978c60021b610a8a565b610a8a565b9180610a8a565b90610f3e565b61106181611159565b9061106c8280610a8a565b1061112a575b84614e200290614e2082048603610a9d5761109483610fb08661109a95610a8a565b94610a8a565b80841115611121578303928311610a9d57826127100292612710840403610a9d57816305f5e10002916305f5e100830403610a9d576110d891610f3e565b907f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82168203610a9d5761110f9160011b90610f4b565b908082101561111c575090565b905090565b50505050505f90565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8114610a9d57600101611072565b60018111156112925780600170010000000000000000000000000000000083101561127c575b6004826801000000000000000061122e94101561126f575b640100000000811015611262575b62010000811015611255575b610100811015611249575b601081101561123d575b1015611235575b60030260011c6111dd8184610f4b565b0160011c6111eb8184610f4b565b0160011c6111f98184610f4b565b0160011c6112078184610f4b565b0160011c6112158184610f4b565b0160011c6112238184610f4b565b0160011c8092610f4b565b8111900390565b60011b6111cd565b811c9160021b916111c6565b60081c91811b916111bc565b60101c9160081b916111b1565b60201c9160101b916111a5565b60401c9160201b91611197565b5050608081901c6801000000000000000061117f565b905660a08060405234603057336080526155ea908161003582396080518181816101960152818161039101526103fc0152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c9081631ab031c2146103b55750806356397c35146103475780638903573014610107576391908d6814610048575f80fd5b34610103575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261010357614e9d604051907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0603f82011682019180831067ffffffffffffffff8411176100d6576020926040528181528281019161074d8339519020604051908152f35b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f80fd5b34610103575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261010357604051610100810181811067ffffffffffffffff8211176100d6576040525f8152602081015f8152604082015f8152606083015f8152608084015f815260a08501915f835260c08601935f855260e08701955f875260ff5f5c161561031f577f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff168098525f5c60081c73ffffffffffffffffffffffffffffffffffffffff16815260015c73ffffffffffffffffffffffffffffffffffffffff16825260015c60a01c63ffffffff16835260025c73ffffffffffffffffffffffffffffffffffffffff16845260035c73ffffffffffffffffffffffffffffffffffffffff16855260045c73ffffffffffffffffffffffffffffffffffffffff16865260045c60a01c61ffff1687526040519788525173ffffffffffffffffffffffffffffffffffffffff1660208801525173ffffffffffffffffffffffffffffffffffffffff1660408701525163ffffffff1660608601525173ffffffffffffffffffffffffffffffffffffffff1660808501525173ffffffffffffffffffffffffffffffffffffffff1660a08401525173ffffffffffffffffffffffffffffffffffffffff1660c08301525161ffff1660e082015261010090f35b7fbd393ab6000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610103575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261010357602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610103576101007ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101035773ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016330361070d5760017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c16175f5d60243573ffffffffffffffffffffffffffffffffffffffff81168103610103577fffffffffffffffffffffff0000000000000000000000000000000000000000ff74ffffffffffffffffffffffffffffffffffffffff005f5c9260081b169116175f5d60443573ffffffffffffffffffffffffffffffffffffffff81169081810361010357507fffffffffffffffffffffffff000000000000000000000000000000000000000060015c161760015d610502610739565b7fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff77ffffffff000000000000000000000000000000000000000060015c9260a01b1691161760015d60843573ffffffffffffffffffffffffffffffffffffffff81169081810361010357507fffffffffffffffffffffffff000000000000000000000000000000000000000060025c161760025d60a43573ffffffffffffffffffffffffffffffffffffffff81169081810361010357507fffffffffffffffffffffffff000000000000000000000000000000000000000060035c161760035d60c43573ffffffffffffffffffffffffffffffffffffffff81169081810361010357507fffffffffffffffffffffffff000000000000000000000000000000000000000060045c161760045d60e43561ffff81168103610103577fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff000000000000000000000000000000000000000060045c9260a01b1691161760045d63ffffffff61068f610739565b1690614e9d80820182811067ffffffffffffffff8211176100d657829161074d833903905ff58015610702576020907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c165f5d73ffffffffffffffffffffffffffffffffffffffff60405191168152f35b6040513d5f823e3d90fd5b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b60643563ffffffff81168103610103579056fe610100806040523461047657630890357360e41b815261010081600481335afa908115610481575f9161038b575b5080516001600160a01b03161561035c576020810180516001600160a01b03161561032e576080820180516001600160a01b0316156103005760a0830180516001600160a01b0316156102d05760c0840180519094906001600160a01b03161561029f5760e081019361ffff8551166103e88111610287575081516001600160a01b039081166080529051811660a052604080830151821660c05260609283015163ffffffff1660e0528451600180549184166001600160a01b0319928316179055845160038054919094169116179091558451865191519195919492850192908584106001600160401b03851117610273577f8d160858c6b98492b7b5bd477a27d407f2ed06cc7e0f0bdb67ea99d3314ea93a9660209661ffff956040525f815285831688820152604060018060a01b03831691015269ffff00000000000000005f54916a0100000000000000000000600160f01b039060501b169260401b16908560f01b1617175f5560018060a01b0390511692604051935f7f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08180a3516001600160a01b03165f7f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a748180a3519451941681526001600160a01b0390931692a26040516149fc90816104a18239608051818181612bb201526130c3015260a051818181610dd80152818161357c01528181613cc00152818161461b0152614829015260c051818181613e5a015281816142850152614928015260e051816135dc0152f35b634e487b7160e01b5f52604160045260245ffd5b6373ab893560e11b5f526004526103e860245260445ffd5b60405163eac0d38960e01b8152602060048201526008602482015267747265617375727960c01b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600760248201526630b93134ba32b960c91b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600560248201526437bbb732b960d91b6044820152606490fd5b60405163eac0d38960e01b8152602060048201526005602482015264185cdcd95d60da1b6044820152606490fd5b60405163eac0d38960e01b81526020600482015260066024820152653632b233b2b960d11b6044820152606490fd5b90506101003d811161047a575b601f8101601f191682016001600160401b038111838210176102735761010091839160405281010312610476576040519061010082016001600160401b03811183821017610273576040526103ec8161048c565b82526103fa6020820161048c565b602083015261040b6040820161048c565b604083015260608101519063ffffffff821682036104765760e09160608401526104376080820161048c565b608084015261044860a0820161048c565b60a084015261045960c0820161048c565b60c0840152015161ffff811681036104765760e08201525f61002d565b5f80fd5b503d610398565b6040513d5f823e3d90fd5b51906001600160a01b03821682036104765756fe610100806040526004361015610013575f80fd5b5f60e0525f3560e01c908163134e18f414613e3d5750806315f6901214613c825780631c226749146136f05780631c9c088a146136005780632986c0e5146135be5780632f0e31f4146135a057806338d52e0f1461355b57806341dd26f5146131f95780634375469f14613130578063486265c61461311157806350355d76146130e757806356397c35146130a25780635b7baf6414612ee75780636d3b96c314612e9257806379ba509714612dd45780638da5cb5b14612dac57806396c6584314612b8b5780639e63798d146128b2578063b4d884f614612729578063b967169014612709578063bede5eca146126eb578063bf22c457146124c0578063ce79eb60146120fa578063d2e13f5014611b92578063d55be8c614611b74578063d75bbdf31461152a578063de847ff81461139d578063e138818c14611371578063e30c397814611349578063f2fde38b14611262578063f3302b8914610e2c578063f9eaee0d14610dac578063fac3246c1461091c578063fd4188cf14610202578063fe25e00a146101da5763ff96092a146101ad575f80fd5b346101d45760e0516003193601126101d457602061ffff60e0515460401c16604051908152f35b60e05180fd5b346101d45760e0516003193601126101d45760206001600160a01b0360035416604051908152f35b346101d45760806003193601126101d45761021b613eaa565b60443560ff811681036101d4576064356102366004356143ef565b60ff8160a01c166102468161443c565b60078110156108eb576006036108a857506001600160a01b0360035416330361087857831561086d57606460ff8416115b61083a5760e0805160043590526009602052516040902054928415610813577fd75bbdf300000000000000000000000000000000000000000000000000000000935b6102c28361447f565b6001600160a01b03169560609490876106f1575b604051811515815260ff8516602082015282604082015233907fbb547fe95d0f37dace039609f5ac887749989af41706d99f6a9b0c9779406905606060043592a3156106615760405190815233907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444602060043592a360a01c916001600160a01b0381169260ff8260b81c1680159283610657575b8360018260a81c16610619575b5083156106115760025b60043560e051526008602052740300000000000000000000000000000000000000007dffffffffff000000000000000000000000000000000000000000000000004260c81b169160ff602076ff000000000000000000000000000000000000000000008a60b01b1692171660ff8560a81c161760a81b7fffff0000000000ffff000000ffffffffffffffffffffffffffffffffffffffff851617171717604060e0512055829183610570575b506001600160a01b0391925060405192835216907f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0602060043592a360ff604051926002845216602083015260e0516040830152151560608201527ffc61d7f10b62512492f0d4883ed186ea9ff5ba2f35c4d8aee35c3500b761fbdb608060043592a35b826104be575b60e05180f35b823b156101d4576105049260405180809581947fa3fe478300000000000000000000000000000000000000000000000000000000835260e0519660043560048501614095565b039160e051905af180156105635761054a575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d8080806104b8565b60e05161055691613f9c565b60e0516101d45780610517565b6040513d60e051823e3d90fd5b6001600160a01b03925061058390614608565b61059e6127106105968460f01c87614753565b048095614658565b93806105c8575b5083806105b4575b925061042e565b6105c19184841690614899565b89836105ad565b8360e0515460501c16906105dd818385614899565b6040519081527f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f4947662602060043592a38a6105a5565b60e051610382565b9550925060043560e05152600b602052604060e0512054948061063e575b9289610378565b506106526001600160a01b038416866148eb565b610637565b821515935061036b565b926106bc9250740400000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff82161760043560e051526008602052604060e05120556004356144b0565b60405190815233907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275602060043592a36104b2565b60405195506020860167ffffffffffffffff8111878210176107e25761073f9661076b9160405260e05181526040519788913360208401528560408401526060808401526080830190613f1e565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101885287613f9c565b85883b156101d457604051907fdc08fb1d00000000000000000000000000000000000000000000000000000000825281806107b060e051938c60043560048501614095565b038160e0518d5af18015610563576107c9575b506102d6565b60e0516107d591613f9c565b60e0516101d457886107c3565b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526041600452602460e051fd5b7f41dd26f500000000000000000000000000000000000000000000000000000000936102b9565b60ff837f3e44328e0000000000000000000000000000000000000000000000000000000060e0515216600452602460e051fd5b60ff83161515610277565b7f720c75c20000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108b46108e49161443c565b7fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600435600452613f61565b604460e051fd5b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526021600452602460e051fd5b346101d45760606003193601126101d457600435610938613e94565b60443591610945816143ef565b918160e051526009602052604060e051205460ff8460a01c166109678161443c565b60078110156108eb57610d7157506001600160a01b0381163303610d41576001600160a01b038416610d11576001600160a01b038216908115610cb3576109b26109b991868661444b565b33846141df565b6109c28461447f565b6060956001600160a01b03909116948515159384610b96575b82847fffffffffffffffffffffffff00000000000000000000000000000000000000007f49d0adc1d0f8a0d589f5eba9d9764b09b597ab6227e8ba63b0884599f1acd0e7946020948a97610b2c575b508660e05152600885521617604060e0512055604051908152a3610a4e5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007ffac3246c000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b91818060e05194039160e051905af180156105635761054a57507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d8080806104b8565b610b36908561427b565b8660e05152600b855283604060e05120557fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff000000000000000000000000000000000000000000600160ff8460a81c161760a81b169116178c610a2a565b604080513360208201526001600160a01b0383169181019190915260608101849052919750909190610bf383608081015b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101855284613f9c565b8297873b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018890527ffac3246c0000000000000000000000000000000000000000000000000000000060248201526060604482015293610c65906064860190613f1e565b848060e05192038160e0518c5af19182156105635787948693610c8e575b5091509192506109db565b909250610ca19193945060e05190613f9c565b60e0516101d45785929184918a610c83565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600860248201527f70726f76696465720000000000000000000000000000000000000000000000006044820152fd5b827f8996fa2f0000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b7f8ccfb2890000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b83610d7e6108e49261443c565b907fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b346101d45760206003193601126101d4576001600160a01b03610dcd613e7e565b166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681148015610e0e575b6020906040519015158152f35b5060e0515260046020526020610100604060e0512054161515610e01565b346101d45760806003193601126101d457600435610e48613e94565b6044359160643567ffffffffffffffff81116101d457610e6c903690600401613eb9565b9092610e77836143ef565b948360e051526009602052604060e051205460ff8760a01c16610e998161443c565b60078110156108eb5761125557506001600160a01b03168033141580611242575b611212576001600160a01b0383169283156111b457610ed890614816565b966bffffffffffffffffffffffff831161117457610ef58161447f565b6060986001600160a01b03909116978815159687611084575b5050927f74f37e24047ef5ad02b6aac54caaf20e06c51585a911183b2c6f2db0d8d896cc926020928560ff8a971660ff8360b81c160361102b575b505060e051507fffffffffffffffffffffffff0000000000000000000000000000000000000000808360a01b1616178460e0515260098352604060e0512055604051908152a3610f995760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007ff3302b89000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b77ff00000000000000000000000000000000000000000000007fffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffff918860e051526008875260b81b16911617604060e05120558a80610f49565b6110b991949593929a50610bc760405195869233602085015289604085015286606085015260808085015260a0840191614057565b8298883b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018990527ff3302b89000000000000000000000000000000000000000000000000000000006024820152606060448201529361112b906064860190613f1e565b848060e05192038160e0518d5af1938415610563578894611152575b819293959450610f0e565b611163919392945060e05190613f9c565b60e0516101d457909186928a611147565b827f7231baf00000000000000000000000000000000000000000000000000000000060e051526004526bffffffffffffffffffffffff602452604460e051fd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f746f6b656e0000000000000000000000000000000000000000000000000000006044820152fd5b7f089606080000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b506001600160a01b038716331415610eba565b85610d7e6108e49261443c565b346101d45760206003193601126101d4576001600160a01b03611283613e7e565b61128b614150565b1680156112eb57807fffffffffffffffffffffffff00000000000000000000000000000000000000006002541617600255337f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060e05160e051a360e05180f35b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f6f776e65720000000000000000000000000000000000000000000000000000006044820152fd5b346101d45760e0516003193601126101d45760206001600160a01b0360025416604051908152f35b346101d45760e0516003193601126101d45760206001600160a01b0360e0515460501c16604051908152f35b346101d45760406003193601126101d4576004356113ba816143ef565b9060ff8260a01c166113cb8161443c565b60078110156108eb5760020361151d57508060e0515260096020526001600160a01b03604060e0512054163314158061150a575b6112125764ffffffffff8260c81c16804210156114d75750740600000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff611457846145ec565b9360e0515016178160e051526008602052604060e05120556040519060243582527f77054bb8480d9f04c6a50ecbd5d85b6028a947b530b85865293a5817e7e3776f60203393a36114a85760e05180f35b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d6104b8565b907f190176610000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b506001600160a01b0382163314156113ff565b90610d7e6108e49261443c565b346101d45761153836613ee7565b90919260a052909161154b60a0516143ef565b9060a05160e051526009602052604060e05120549361156f60ff8460a01c1661443c565b60078110156108eb57600281141580611b69575b611b3557506001600160a01b0361159d868560a05161444b565b163303611b05576115ae8482614665565b60e05190929062010000841615611af557506001600160a01b0386163303611ac55760019460ff8460181c16925b6115e58661447f565b60c081905260606080526001600160a01b03166119be575b505060405190815233907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444602060a05192a36001600160a01b0383169460ff8460b81c161593846119b0575b8460018260a81c1661196c575b5060ff92919085156119645760025b60a05160e051526008602052740300000000000000000000000000000000000000007dffffffffff000000000000000000000000000000000000000000000000004260c81b16918676ff000000000000000000000000000000000000000000008760b01b16911660f08b60041b1617878560a81c161760a81b7fffff0000000000ffff000000ffffffffffffffffffffffffffffffffffffffff851617171717604060e05120558160a01c918060a01c6118b6575b506001600160a01b039060405192835216907f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0602060a05192a381604051951685521660208401526040830152151560608201527ffc61d7f10b62512492f0d4883ed186ea9ff5ba2f35c4d8aee35c3500b761fbdb608060a05192a36001600160a01b0360c051166117ac5760e05180f35b6001600160a01b0360c051163b156101d4576040517fa3fe478300000000000000000000000000000000000000000000000000000000815261184960606004830160a05181527fffffffff000000000000000000000000000000000000000000000000000000007fd75bbdf30000000000000000000000000000000000000000000000000000000016602082015281604082015201608051613f1e565b818060e05192038160e0516001600160a01b0360c051165af180156105635761189d575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d6104b8565b60e0516118a991613f9c565b60e0516101d4578061186d565b9150806118cf856001600160a01b039360b81c16614608565b6118f06127106118e58460f01c8760a01c614753565b04809560a01c614658565b938061191b575b508380611907575b50509061171a565b6119149184841690614899565b89836118ff565b8360e0515460501c1690611930818385614899565b6040519081527f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f4947662602060a05192a38a6118f7565b60e051611665565b965093509060ff9160a05160e05152600b602052604060e05120549680611997575b94909192611656565b506119ab6001600160a01b038616886148eb565b61198e565b93508060a01c151593611649565b611a02906119d66040519384928633602086016140d6565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282613f9c565b806080526001600160a01b0360c051163b156101d4576040517fdc08fb1d00000000000000000000000000000000000000000000000000000000815260a05160048201527fd75bbdf30000000000000000000000000000000000000000000000000000000060248201526060604482015290611a82906064830190613f1e565b818060e05192038160e0516001600160a01b0360c051165af1801561056357611aac575b806115fd565b60e051611ab891613f9c565b60e0516101d45786611aa6565b7f65af47890000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b94611aff84614766565b926115dc565b7f41d955c60000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108e4907fa5d15e1f0000000000000000000000000000000000000000000000000000000060e0515260a051600452613f61565b506006811415611583565b346101d45760e0516003193601126101d45760206040516103e88152f35b346101d45760606003193601126101d45760243560043560443567ffffffffffffffff81116101d457611bc9903690600401613eb9565b611bd48392936143ef565b938260e051526009602052604060e051205460ff8660a01c16611bf68161443c565b60078110156108eb576120ed57506001600160a01b0381163303610d41576001600160a01b038616156120bd5760a01c9080820361208a575064ffffffffff8560c81c16804210156120575750611c4c8561447f565b6060956001600160a01b03909116948515159384611f89575b505060e05150740100000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8216178460e051526008602052604060e051205581611d86575b50604051908152827fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a3611cf45760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007fd2e13f50000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b60ff611d959160b81c16614608565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b03821691602082602481865afa9182156105635760e05192611f53575b506040517f23b872dd00000000000000000000000000000000000000000000000000000000602082015233602482015230604482015260648082018690528152611e3991611e34608483613f9c565b61498f565b604051907f70a08231000000000000000000000000000000000000000000000000000000008252306004830152602082602481865afa9182156105635760e05192611f1b575b50808401808211611eea578203611e97575050611cbc565b80821115611edf57611ea891614658565b905b7f825ab4130000000000000000000000000000000000000000000000000000000060e05152600452602452604452606460e051fd5b505060e05190611eaa565b7f4e487b710000000000000000000000000000000000000000000000000000000060e051526011600452602460e051fd5b9091506020813d602011611f4b575b81611f3760209383613f9c565b81010312611f4757519088611e7f565b5f80fd5b3d9150611f2a565b9091506020813d602011611f81575b81611f6f60209383613f9c565b81010312611f47575190611e39611de5565b3d9150611f62565b611fae91975061073f6040519889923360208501526040808501526060840191614057565b85853b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018690527fd2e13f50000000000000000000000000000000000000000000000000000000006024820152606060448201529061201f906064830190613f1e565b818060e05192038160e0518a5af180156105635761203e575b80611c65565b60e05161204a91613f9c565b60e0516101d45786612038565b837f190176610000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b907f733580bd0000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b837fe9dab5e90000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b84610d7e6108e49261443c565b346101d45760406003193601126101d457612113613e7e565b61211b613eaa565b612123614150565b6001600160a01b03821691821561246257819081612271575b506122415760207f7ee54953080e392a475a25b6acacb85417ca4e1953293c90934233ca13612510918360e0515260068252604060e051205460035461218960ff8260a81c168093614190565b9182116121c1575b5081156121bc57610100175b8460e0515260068352604060e05120556040519015158152a260e05180f35b61219d565b7fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff0000000000000000000000000000000000000000008360a81b169116176003558060e0515260078352604060e05120857fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905585612191565b507f30543e230000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b905060e0515060206040518181017f01ffc9a70000000000000000000000000000000000000000000000000000000081527f01ffc9a7000000000000000000000000000000000000000000000000000000006024830152602482526122d7604483613f9c565b60e05191519084617530fa903d60e051519083612456575b508261244c575b50816123ab575b8161230b575b50158361213c565b6020915060e05150604051908282017f01ffc9a70000000000000000000000000000000000000000000000000000000081527f7ff6bc9e00000000000000000000000000000000000000000000000000000000602484015260248352612372604484613f9c565b60e051925191617530fa60e051513d8261239f575b5081612395575b5083612303565b905015158361238e565b60201115915084612387565b905060e0515060206040518181017f01ffc9a70000000000000000000000000000000000000000000000000000000081527fffffffff00000000000000000000000000000000000000000000000000000000602483015260248252612411604483613f9c565b60e05191519084617530fa60e051513d82612440575b5081612436575b5015906122fd565b905015158461242e565b60201115915085612427565b15159150846122f6565b602011159250856122ef565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600460248201527f686f6f6b000000000000000000000000000000000000000000000000000000006044820152fd5b346101d45760206003193601126101d457604051600435610160820167ffffffffffffffff8111838210176107e25760405260e0518252602082019060e0518252604083019060e0518252606084019160e051835260808501926060845260a086019360e051855260c087019060e051825260e088019260e051845261010089019460e05186526101208a019860e0518a526101408b019760e0518952612566816143ef565b8160e0515260096020528c82604060e051205491526001600160a01b03811684526001600160a01b03821685526001600160a01b036125a682848661444b565b16865260a01c8b526125bd60ff8260a01c1661443c565b9060078210156108eb578189526001916003036126da5764ffffffffff60e0515b16885260ff8160c01c1660e0515260076020526001600160a01b03604060e0512054168a526001600160a01b0361261a60ff8360b81c16614608565b168d5260a81c16156126d15760e05152600b602052604060e05120545b88526040519a60208c525160208c0152516001600160a01b031660408b0152516001600160a01b031660608a0152516001600160a01b031660808901525160a088016101609052610180880161268c91613f1e565b945160c08801525160e0870152519360078510156108eb576001600160a01b038092879661010088015251166101208601525116610140840152516101608301520390f35b5060e051612637565b64ffffffffff808260c81c166125de565b346101d45760e0516003193601126101d457602060405161012c8152f35b346101d45760e0516003193601126101d45760206040516301e133808152f35b346101d45760406003193601126101d457600435612745613e94565b9061274e614150565b6001600160a01b038216918215612854576103e8821161281e577f8d160858c6b98492b7b5bd477a27d407f2ed06cc7e0f0bdb67ea99d3314ea93a9160209167ffffffffffffffff61279e61400a565b61ffff84168582015286604082015251167fffff0000000000000000000000000000000000000000000000000000000000007dffffffffffffffffffffffffffffffffffffffff0000000000000000000060e051549360501b1692161769ffff00000000000000008360401b16171760e05155604051908152a260e05180f35b507fe757126a0000000000000000000000000000000000000000000000000000000060e051526004526103e8602452604460e051fd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600860248201527f74726561737572790000000000000000000000000000000000000000000000006044820152fd5b346101d4576128c036613ee7565b9192906128cc826143ef565b936001600160a01b0385163303612b5b576128ec60ff8660a01c1661443c565b60078110156108eb57600181141580612b36575b612b04575061290e8561447f565b6060956001600160a01b03909116948515159384612a41575b50507fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff740200000000000000000000000000000000000000009160e0515016178360e051526008602052604060e0512055604051908152827f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a36129af5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007f9e63798d000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b612a5b91975061073f6040519889928633602086016140d6565b85853b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018690527f9e63798d0000000000000000000000000000000000000000000000000000000060248201526060604482015290612acc906064830190613f1e565b818060e05192038160e0518a5af1801561056357612aeb575b80612927565b60e051612af791613f9c565b60e0516101d45786612ae5565b6108e490847fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b508015158061290057508360e051526009602052604060e051205460a01c1515612900565b7f1bd2224f0000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760206003193601126101d457600435612ba76140fb565b506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163303612d7c578060e051526008602052604060e0512054612bf38183614514565b90815115612d3b57602082015115612d0b5791612ca692604083015115612caa575b5050604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b7fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff75ff000000000000000000000000000000000000000000600460ff8460a81c161760a81b169116179060e051526008602052604060e05120558280612c15565b827feaf1c6ba0000000000000000000000000000000000000000000000000000000060e05152600452602460e051fd5b82612d4e60ff6108e49360a01c1661443c565b907f2bfb09f10000000000000000000000000000000000000000000000000000000060e05152600452613f61565b7f2e837ee80000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760e0516003193601126101d45760206001600160a01b0360015416604051908152f35b346101d45760e0516003193601126101d4576002546001600160a01b0381163303612e62577fffffffffffffffffffffffff000000000000000000000000000000000000000090600154336001600160a01b0382167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e060e05160e051a3821633176001551660025560e05180f35b7fa09b9a430000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b346101d45760206003193601126101d4576001600160a01b03612eb3613e7e565b1680158015612ec9576020906040519015158152f35b5060e0515260066020526020610100604060e0512054161515610e01565b346101d45760206003193601126101d457600435612f04816143ef565b90612f1460ff8360a01c1661443c565b9164ffffffffff8160c81c1692600781101593846108eb57600682036130345762278d008101809111611eea575b8042106130015750612f53826145ec565b9360e05150740500000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8416178460e051526008602052604060e05120556108eb57612fdf575b507f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba923260e05160e051a26114a85760e05180f35b612ffb908260e051526009602052604060e051205490836144b0565b82612fac565b837fd05c31dc0000000000000000000000000000000000000000000000000000000060e05152600452602452604460e051fd5b60e051945081151580613092575b8581613081575b5015612f42576108e482857fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b90506108eb57600282141585613049565b5060e05194506001821415613042565b346101d45760e0516003193601126101d45760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760e0516003193601126101d457602067ffffffffffffffff60e0515416604051908152f35b346101d45760e0516003193601126101d457602060405162278d008152f35b346101d45760206003193601126101d457612ca661316a6004356131526140fb565b508060e051526008602052604060e051205490614514565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b346101d45761320736613ee7565b919290613213826143ef565b938260e051526009602052604060e05120549461323560ff8260a01c1661443c565b95600787101596876108eb5780159081156134a057506001600160a01b0382163303610d41575b6132658361447f565b6060986001600160a01b039091169788151596876133b1575b5050740400000000000000000000000000000000000000007fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff8516178760e051526008602052604060e05120556108eb57156133a0575b5050604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a361330e5760e05180f35b813b156101d457610ae06060936040519485937fa3fe4783000000000000000000000000000000000000000000000000000000008552600485019081527fffffffff000000000000000000000000000000000000000000000000000000007f41dd26f5000000000000000000000000000000000000000000000000000000001660208201528160408201520190613f1e565b6133aa91856144b0565b85806132d5565b6133f7919a506133cb6040519b8c928933602086016140d6565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe081018b528a613f9c565b88883b156101d4576040517fdc08fb1d000000000000000000000000000000000000000000000000000000008152600481018990527f41dd26f50000000000000000000000000000000000000000000000000000000060248201526060604482015290613468906064830190613f1e565b818060e05192038160e0518d5af1801561056357613487575b8061327e565b60e05161349391613f9c565b60e0516101d45789613481565b60e051985060018114801561354c575b89811561353c575b501561350a57506001600160a01b036134d283858961444b565b1633031561325c577f41d955c60000000000000000000000000000000000000000000000000000000060e0515233600452602460e051fd5b6108e490877fa5d15e1f0000000000000000000000000000000000000000000000000000000060e05152600452613f61565b90506108eb5760068114896134b8565b5060e0519850600281146134b0565b346101d45760e0516003193601126101d45760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760e0516003193601126101d457602060405160e0518152f35b346101d45760e0516003193601126101d457602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101d45760206003193601126101d4576001600160a01b03613621613e7e565b613629614150565b168015613692577fffffffffffffffffffffffff0000000000000000000000000000000000000000600354826001600160a01b0382167f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a7460e05160e051a3161760035560e05180f35b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600760248201527f61726269746572000000000000000000000000000000000000000000000000006044820152fd5b34611f475760c0600319360112611f4757613709613e7e565b613711613e94565b9060443560643567ffffffffffffffff8111611f4757613735903690600401613eb9565b9091608435926001600160a01b038416809403611f475760a435946001600160a01b038716938415613c245761012c4201804211613aee5780851115613be957506301e133804201804211613aee57808511613bba575085613b6e575f925b338603613b685760085b6001600160a01b03841699909384918b15613b33576137be9033836141df565b89613b1b575b50505b6137cf61400a565b92600167ffffffffffffffff855116019567ffffffffffffffff8711613aee577fffff0000000000000000000000000000000000000000000000000000000000009960018c9367ffffffffffffffff60ff9a169c888e809a525f548a837dffffffffffffffffffffffffffffffffffffffff000000000000000000006040602086015195015160501b1692161769ffff00000000000000008360401b1617175f55895f52600860205260f01b167dffffffffff000000000000000000000000000000000000000000000000008560c81b1678ff0000000000000000000000000000000000000000000000008b60c01b1675ff0000000000000000000000000000000000000000008460a81b16881717171760405f2055875f5260096020523360405f20556008811615613ab5575b16613aa2575b50604051908882526020820152886040820152847fb0f0239bfdd96453e24733e18bfc24b70d8fadf123dd977473518dd577ee79b960603393a481613a5e575b50505016613957575b602083604051908152f35b61395f614393565b604051933360208601526040850152606084015260608352613982608084613f9c565b803b15611f47576139fa5f939184926040519586809481937fa3fe47830000000000000000000000000000000000000000000000000000000083528860048401527f1c226749000000000000000000000000000000000000000000000000000000006024840152606060448401526064830190613f1e565b03925af1918215613a5357602092613a3f575b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060e0515c1660e0515d828061394c565b5f613a4991613f9c565b5f60e05282613a0d565b6040513d5f823e3d90fd5b7f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a691613a97604051928392602084526020840191614057565b0390a2848780613943565b855f52600b60205260405f20558b613903565b875f52600a60205260405f208b7fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790556138fd565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b6001929450613b2a908a61427b565b179189806137c4565b50505087156137c757877fc4692ffb000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5f61379e565b855f52600660205260405f2054610100811615613b8e5760ff1692613794565b867faf73e17a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b847f67e76b9b000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b8461012d4201809211613aee577f32d8161a000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600960248201527f6576616c7561746f7200000000000000000000000000000000000000000000006044820152fd5b34611f47576040600319360112611f4757613c9b613e7e565b613ca3613eaa565b613cab614150565b6001600160a01b038216916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168314613e11573b15613de55760407f6723979f79b20e1774e10ef8a5cd1428b8f2f28146c7775651602e57e6ffe0e191835f526004602052815f205490600354613d3160ff8260a01c168094614190565b928311613d6a575b508015613d645761010082175b855f526004602052835f205560ff83519216825215156020820152a2005b81613d46565b7fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff74ff00000000000000000000000000000000000000008460a01b16911617600355815f526005602052825f20857fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905585613d39565b507f8a8b41ec000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b827f52768d5c000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34611f47575f600319360112611f47576020906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b600435906001600160a01b0382168203611f4757565b602435906001600160a01b0382168203611f4757565b602435908115158203611f4757565b9181601f84011215611f475782359167ffffffffffffffff8311611f475760208381860195010111611f4757565b6060600319820112611f475760043591602435916044359067ffffffffffffffff8211611f4757613f1a91600401613eb9565b9091565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b6007811015613f6f57602452565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff821117613fdd57604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b604051906060820182811067ffffffffffffffff821117613fdd576040528160406001600160a01b035f5467ffffffffffffffff8116845261ffff81841c16602085015260501c16910152565b601f82602094937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe093818652868601375f8582860101520116010190565b7fffffffff000000000000000000000000000000000000000000000000000000006140d3949360609383521660208201528160408201520190613f1e565b90565b6140d394926001600160a01b0360609316825260208201528160408201520191614057565b60405190610120820182811067ffffffffffffffff821117613fdd576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b6001600160a01b0360015416330361416457565b7f245aecd3000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b60ff169190821561419e5750565b90915060ff81146141b75760018101809111613aee5790565b7f9171c7a8000000000000000000000000000000000000000000000000000000005f5260045ffd5b6001600160a01b039081169291168214614230576001600160a01b031681146142055750565b7f0665fa04000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507f13627707000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b90816020910312611f4757516001600160a01b0381168103611f475790565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691821561436b576020602493604051948580927f6352211e0000000000000000000000000000000000000000000000000000000082528660048301525afa908115613a53576001600160a01b03935f92614338575b508316928391160361430a575050565b7ff4aece1d000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b8491925061435d9060203d602011614364575b6143558183613f9c565b81019061425c565b91906142fa565b503d61434b565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b60ff5f5c166143c75760017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff005f5c16175f5d565b7fab143c06000000000000000000000000000000000000000000000000000000005f5260045ffd5b90815f52600860205260405f20549164ffffffffff8360c81c16156144115750565b7f510aa5f0000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60ff166007811015613f6f5790565b919060a81c60081615614466576001600160a01b0391501690565b505f52600a6020526001600160a01b0360405f20541690565b60c01c60ff1680156144ab57614493614393565b5f5260076020526001600160a01b0360405f20541690565b505f90565b908260a01c92831561450e578361450560ff957f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4946145006001600160a01b036020961698899260b81c16614608565b614899565b604051908152a3565b50505050565b91909161451f6140fb565b92815f52600960205260405f20548160a81c61454060ff8460a01c1661443c565b916007831015613f6f576003600193148088526002831615156020890152600483161515604089015260038560ac1c16606089015260ff8560b01c1660808901525f146145e05764ffffffffff808560c81c165b1660a08801526001600160a01b03811660c088015260a01c60e08701521615155f146145d057505f52600b60205260405f20545b610100830152565b6001600160a01b039150166145c8565b64ffffffffff5f614594565b60c01c60ff1615614604576145ff614393565b600190565b5f90565b60ff168061463e57506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690565b5f5260056020526001600160a01b038060405f2054161690565b91908203918211613aee57565b906020811061474d57602011611f4757359060018260f81c036147485760018260f81c1480159061471e575b80620100008416614707575080156146f8575b80156146dd575b6146b157565b507f2dcab92e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5060ff8260081c16151580156146ab575060088216156146ab565b5060ff8260181c1615156146a4565b9050806146a45750606460ff8360181c16116146a4565b507effffffffffffffffffffffffffffffffffffffffffffffffffffff00fe00f082161515614691565b5f9150565b50505f90565b81810292918115918404141715613aee57565b60018116614810576002811661480a5760ff8160081c1660469160048116614801575b6008161515806147f9575b6147e7575b600a8110156147df575b80600302906003820403613aee57808211156147d7576147c291614658565b60648110156147d15760ff1690565b50606490565b50505f6147c2565b50600a6147a3565b90600a8101809111613aee5790614799565b508015614794565b60559250614789565b50605f90565b50601490565b6001600160a01b03166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681146144ab57805f52600460205260405f20549061010082161561486e575060ff1690565b7f94403b70000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b6148e9926001600160a01b03604051937fa9059cbb000000000000000000000000000000000000000000000000000000006020860152166024840152604483015260448252611e34606483613f9c565b565b90604051917f6352211e00000000000000000000000000000000000000000000000000000000835260048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa5f928161496e575b5061495d5750505f90565b6001600160a01b0380911691161490565b61498891935060203d602011614364576143558183613f9c565b915f614952565b905f602091828151910182855af115613a53575f513d6149f357506001600160a01b0381163b155b6149be5750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b600114156149b756",
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
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["PriorOutOfRange"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackPriorOutOfRangeError(raw[4:])
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
