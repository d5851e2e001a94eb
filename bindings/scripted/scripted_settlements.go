// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package scripted

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

// ScriptedSettlementsMetaData contains all meta data concerning the ScriptedSettlements contract.
var ScriptedSettlementsMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"scorer_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"epochLength_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weightCap_\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"HORIZON_EPOCHS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KEY_SHIFT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_EPOCH_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RETENTION_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SOURCE_BASE\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"admin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"keys\",\"type\":\"uint256[]\"}],\"name\":\"areRated\",\"outputs\":[{\"internalType\":\"bool[]\",\"name\":\"rated\",\"type\":\"bool[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"avgBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"platformFeeBps\",\"type\":\"uint16\"}],\"name\":\"createEscrow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"currentEpoch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"disputeRateBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"epochLength\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"escrowAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowInitCodeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"factory\",\"outputs\":[{\"internalType\":\"contractEscrowFactory\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"horizonEpochs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"isEscrowStopped\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isRated\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"keyOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"lastEpochOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"contractReputationOracle\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingAdmin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"}],\"name\":\"rateFromSource\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ratingHook\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"registerSource\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorWeight\",\"type\":\"uint256\"}],\"name\":\"repBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"repState\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"agentIds\",\"type\":\"uint256[]\"}],\"name\":\"repStates\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"internalType\":\"structReputationLedger.State[]\",\"name\":\"states\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"retentionBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scorer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"setEscrowStopped\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"setRatingHook\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"setScorer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint48\",\"name\":\"firstNonce\",\"type\":\"uint48\"},{\"internalType\":\"uint256\",\"name\":\"n\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"firstAgent\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"agents\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"amount\",\"type\":\"uint64\"}],\"name\":\"settleMany\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstJobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"sourceAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sourceCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"sourceIndexOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"registered\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"escrowIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"keys\",\"type\":\"uint256[]\"}],\"name\":\"submitBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"applied\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"transferAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"weightCap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pendingAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousAdmin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"arbiter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"platformFeeBps\",\"type\":\"uint256\"}],\"name\":\"EscrowCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"EscrowStopped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"}],\"name\":\"JobSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"completionEpoch\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"appliedEpoch\",\"type\":\"uint256\"}],\"name\":\"Rated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"RatingHookSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"RatingSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScorer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"ScorerChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"SourceRegistered\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyRated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"}],\"name\":\"CompletedInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"CountOverflow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"epochLength\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"EpochLengthTooShort\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"EscrowIsStopped\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weightCap\",\"type\":\"uint256\"}],\"name\":\"InvalidWeightCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobIdTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotPendingAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotScorer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSource\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"NotThisLedgersHook\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"}],\"name\":\"PriorOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"RatingHookAlreadySet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RatingHookNotSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"rating\",\"type\":\"uint256\"}],\"name\":\"RatingOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"completionEpoch\",\"type\":\"uint256\"}],\"name\":\"ScriptedCompletionInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ScriptedTermsInvalid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"SourceAlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"}],\"name\":\"SourceHasNoCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"source\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"SourceIsLedgerEscrow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyEscrows\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"UnknownEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "9b1924e17440a2d91bcf7a7c2aeb7d4a13",
	Bin: "0x610180806040523461040a5760c08161b31a8038038091610020828561050d565b83398101031261040a5761003381610530565b61003f60208301610530565b9161004c60408201610530565b90606081015161006360a060808401519301610530565b6001600160a01b039094169485156104df576001600160a01b031680156104b0576001600160a01b03841693841561048257600180546001600160a01b031990811689179091555f80549091168317815560809190915260a0526040516165da8082016001600160401b038111838210176103ad578291614d40833903905ff080156103a25760c081905260405163123211ad60e31b815290602090829060049082906001600160a01b03165afa9081156103a2575f91610450575b5060e052855f7ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec68180a35f7f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e8180a3603c81106104395781158015610429575b61041657610100526101205260405163313ce56760e01b815290602090829060049082905afa80156103a2575f906103d5575b60ff915016604d81116103c15780600a0a80600c0290600c8204036103c157604051916113af90818401906001600160401b038211858310176103ad5760c09385936139918539308352611b58602084015260408301526060820152612710608082015261157c60a08201520301905ff080156103a257610140526001600160a01b038116156103745761016052600160a01b63ffffffff60a01b195f5416175f556040518181528160208201525f60408201525f7f25d66f1e42a6e2622d4cf88af1ef010192e7ed3507683668d27b33ff2bbdfcfc60603093a460405161344c90816105458239608051818181610496015261160d015260a0518181816104c701526116d9015260c0518181816105df015281816107df01526127e5015260e051818181610deb01526127b901526101005181818161088d015281816108fe01528181610b1d01528181610cc3015281816113cf015281816115640152818161167001528181611815015281816120780152818161297e01528181612ae50152612e02015261012051818181610f3b015281816117e9015281816129470152612aaf0152610140518161139401526101605181818161171c0152612e660152f35b60405163eac0d38960e01b81526020600482015260056024820152643830bcb2b960d91b6044820152606490fd5b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b506020813d60201161040e575b816103ef6020938361050d565b8101031261040a575160ff8116810361040a5760ff906101b2565b5f80fd5b3d91506103e2565b50637700b03b60e01b5f5260045260245ffd5b506001600160401b03821161017f565b6379a9830560e01b5f52600452603c60245260445ffd5b90506020813d60201161047a575b8161046b6020938361050d565b8101031261040a57515f61011f565b3d915061045e565b60405163eac0d38960e01b8152602060048201526005602482015264185cdcd95d60da1b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600660248201526539b1b7b932b960d11b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600560248201526430b236b4b760d91b6044820152606490fd5b601f909101601f19168101906001600160401b038211908210176103ad57604052565b51906001600160a01b038216820361040a5756fe60806040526004361015610011575f80fd5b5f3560e01c806303191ffc14611e5c57806308a9376d14611e4157806309f75b3714611d995780630e18b68114611cf45780630ffe97aa14611740578063123119cd146116fd578063134e18f4146116ba57806321e9f13114611657578063267822471461163157806338d52e0f146115ee5780634976e355146115c157806351f2ee8b14610232578063558c27c01461158757806356dcc2ea1461153157806357d775f81461154d5780635bb785d214611531578063675ac67a1461150c57806373049aa5146114d357806375829def146114185780637598e3ee146113f457806376671808146113b85780637dc0d1d0146113755780637dc6d38e146111c15780637dd4aa2914610f5e57806381f13a7514610f2457806385c758f714610eff5780638742b59c14610ee15780638bc6d72a14610e0e57806391908d6814610dd45780639554321014610caf5780639af3638c14610aab5780639f682a1d1461096c578063b19addb0146108e5578063b1de5ac814610872578063b78e29d81461084c578063bb13da2714610803578063c45a0155146107c0578063c6076280146107a3578063dd15a30714610776578063e4fa2d8314610739578063ec4d55ed146103a3578063f18858cf146102e2578063f3a6ff4914610273578063f851a4401461024d578063ffa75499146102325763ffe8ad4f14610213575f80fd5b3461022e575f36600319011261022e57602060405160e08152f35b5f80fd5b3461022e575f36600319011261022e57602060405160608152f35b3461022e575f36600319011261022e5760206001600160a01b0360015416604051908152f35b3461022e57604036600319011261022e5761028c611f4a565b602435906001600160e01b0382116102cf576020917fffffffff000000000000000000000000000000000000000000000000000000006040519260e01b16178152f35b5063fcfa38f160e01b5f5260045260245ffd5b3461022e576102f036611f5d565b905f916102fb6121da565b906001600160a01b038251163303610377575f5b81811061032157602085604051908152f35b61034461032f828487612192565b356001600160e01b0381169060e01c85612a81565b610351575b60010161030f565b935f1981146103635760010193610349565b634e487b7160e01b5f52601160045260245ffd5b7f906cedda000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461022e57608036600319011261022e576103bc611f1e565b602435906001600160a01b03821680920361022e576103d9611f34565b906064359061ffff821680920361022e576103f2612220565b6001600160a01b036004541692831561071157602061040f6121da565b01637fffffff63ffffffff825116146106e95763ffffffff905116936001850163ffffffff8111610363575f549060a01b77ffffffff000000000000000000000000000000000000000016907fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff16175f556040519061048d8261210b565b308252602082017f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316815260408301937f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031685526060840188815260808501966001600160a01b03169687815260a08601918b835260c08701936001600160a01b03169788855260e08801958b87526101008901978852604051987fe6e33498000000000000000000000000000000000000000000000000000000008a52516001600160a01b031660048a0152516001600160a01b03166024890152516001600160a01b031660448801525163ffffffff166064870152516001600160a01b03166084860152516001600160a01b031660a4850152516001600160a01b031660c48401525161ffff1660e4830152516001600160a01b031661010482015280807f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165a925f61012492602095f19081156106de575f91610670575b507f25d66f1e42a6e2622d4cf88af1ef010192e7ed3507683668d27b33ff2bbdfcfc60606040976001600160a01b038894169687958a51928352602083015289820152a482519182526020820152f35b90506020813d6020116106d6575b8161068b60209383612144565b8101031261022e577f25d66f1e42a6e2622d4cf88af1ef010192e7ed3507683668d27b33ff2bbdfcfc60606040976001600160a01b036106cb8995612166565b945050975050610620565b3d915061067e565b6040513d5f823e3d90fd5b7f0adff7cd000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f5473456d000000000000000000000000000000000000000000000000000000005f5260045ffd5b3461022e57602036600319011261022e57602061076c610757611f4a565b63ffffffff6107646121da565b911690612b40565b6040519015158152f35b3461022e57602036600319011261022e576004355f526007602052602060405f205460e01c604051908152f35b3461022e575f36600319011261022e576020600554604051908152f35b3461022e575f36600319011261022e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461022e57604036600319011261022e5761081c611f4a565b6108246121da565b906001600160a01b0382511633036103775761084a9163ffffffff60243592169061291e565b005b3461022e575f36600319011261022e5760206001600160a01b0360045416604051908152f35b3461022e57602036600319011261022e5760806108ba6108b27f000000000000000000000000000000000000000000000000000000000000000042611fea565b60043561260e565b8051906020810151906060604082015191015191604051938452602084015260408301526060820152f35b3461022e57602036600319011261022e576109236108b27f000000000000000000000000000000000000000000000000000000000000000042611fea565b60208101908151155f1461093f57505060205f5b604051908152f35b6060015190612710820291808304612710149015171561036357602091610967915190611fea565b610937565b3461022e57604036600319011261022e57610985611f4a565b6024358015159182820361022e5760206001600160a01b037fea46b17686b8dbb2d5c86ef5dd2310b205c405e655f289b1b5c871b7ad44eb2d926109c7612220565b6109cf6121da565b946109e163ffffffff831680976128c1565b916040871015610a6b575077ffffffffffffffffffffffffffffffffffffffffffffffff7fffffffffffffffff00000000000000000000000000000000000000000000000067ffffffffffffffff6001891b165f54938460c01c905f14610a5957175b60c01b169116175f555b6040519586521693a3005b67ffffffffffffffff91191616610a44565b62ffffff600160ff83161b9160081c1691825f526003865260405f2054905f14610aa25717905b5f526003845260405f2055610a4e565b90191690610a92565b3461022e5760a036600319011261022e5760043565ffffffffffff811680910361022e57602435906044359067ffffffffffffffff821680920361022e576064359067ffffffffffffffff821680920361022e576084359367ffffffffffffffff851680950361022e57915f93610b427f000000000000000000000000000000000000000000000000000000000000000042611fea565b60901b75ffffffff000000000000000000000000000000000000169180155f5b868110610b7457602088604051908152f35b81610c9b5767ffffffffffffffff83820616840167ffffffffffffffff8111610363576003820660081b7f010000000000000000000000000000000000000000000000000000000000000c17610bc981612811565b9165ffffffffffff8416890165ffffffffffff8111610363577bffffffffffff000000000000000000000000000000000000000000009060b01b16888d71ffffffffffffffff000000000000000000008460501b169069ff0000000000000000008760481b1617171717918415610c91575b608067ffffffffffffffff6001969594937ffc61d7f10b62512492f0d4883ed186ea9ff5ba2f35c4d8aee35c3500b761fbdb9360ff604051975f895216602088015260408701528760608701521693a301610b62565b919a508a91610c3b565b634e487b7160e01b5f52601260045260245ffd5b3461022e57610cbd36611f5d565b90610ce87f000000000000000000000000000000000000000000000000000000000000000042611fea565b610cf18361217a565b92610cff6040519485612144565b808452601f19610d0e8261217a565b015f5b818110610dbd5750505f5b818110610d8957846040518091602082016020835281518091526020604084019201905f5b818110610d4f575050500390f35b9193509160206080600192606087518051835284810151858401526040810151604084015201516060820152019401910191849392610d41565b80610da184610d9b6001948689612192565b3561260e565b610dab82886121a2565b52610db681876121a2565b5001610d1c565b602090610dc86121b6565b82828901015201610d11565b3461022e575f36600319011261022e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461022e57610e1c36611f5d565b90610e268261217a565b91610e346040519384612144565b808352610e408161217a565b602084019290601f19013684375f5b828110610e9c578385604051918291602083019060208452518091526040830191905f5b818110610e81575050500390f35b82511515845285945060209384019390920191600101610e73565b80610ecc610ead6001938686612192565b3560e01c610ebc838787612192565b356001600160e01b03169061275c565b610ed682886121a2565b901515905201610e4f565b3461022e575f36600319011261022e57602060405163800000008152f35b3461022e575f36600319011261022e5760206001600160a01b035f5416604051908152f35b3461022e575f36600319011261022e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461022e57602036600319011261022e57610f77611f1e565b610f7f612220565b6001600160a01b03811690811561117c57803b15611150575f6004816020937f2986c0e5000000000000000000000000000000000000000000000000000000008252612710fa5f519060203d1015168061113d575b80611123575b6110f45750805f52600660205260405f2054806110a5575060055490637fffffff82146106e95781638000000001806380000000116103635763ffffffff16680100000000000000008310156110915761103c83600160209501600555611fbe565b81549060031b906001600160a01b0385831b921b1916179055600554825f526006845260405f205560405191817f49b26c1dfea65da747faf950ac7b2d06f38f542d48fc7b26ac198b81951602425f80a38152f35b634e487b7160e01b5f52604160045260245ffd5b9081638000000001918263800000001161036357637fffffff01918211610363577f8df99d10000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b907f6067bb84000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b50816001600160a01b036111368361279c565b1614610fda565b5063ffffffff5f5460a01c168110610fd4565b507f73b722cf000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b606460405163eac0d38960e01b815260206004820152600660248201527f736f7572636500000000000000000000000000000000000000000000000000006044820152fd5b3461022e57602036600319011261022e576111da611f1e565b6111e2612220565b6004546001600160a01b0381168061134a57506001600160a01b038216918215611305573b1561115057604051907f56397c35000000000000000000000000000000000000000000000000000000008252602082600481865afa80156106de5783925f916112c9575b506001600160a01b033091160361129d5773ffffffffffffffffffffffffffffffffffffffff1916176004557f7d51aebdc0a02c1c6be2456e9c633262ec9358c0a4e51672f6e6752691fbc72a5f80a2005b507f5347b80f000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b9250506020823d6020116112fd575b816112e560209383612144565b8101031261022e576112f78392612166565b8461124b565b3d91506112d8565b606460405163eac0d38960e01b815260206004820152600460248201527f686f6f6b000000000000000000000000000000000000000000000000000000006044820152fd5b7f77500654000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b3461022e575f36600319011261022e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461022e575f36600319011261022e5760206109377f000000000000000000000000000000000000000000000000000000000000000042611fea565b3461022e57606036600319011261022e576020610937604435602435600435612063565b3461022e57602036600319011261022e576001600160a01b03611439611f1e565b611441612220565b16801561148e578073ffffffffffffffffffffffffffffffffffffffff196002541617600255337fe5cd1c804f1c9cc6d7009e4c0fb532f0e2d8863524c3323a6b3790c3f80bf25c5f80a3005b606460405163eac0d38960e01b815260206004820152600560248201527f61646d696e0000000000000000000000000000000000000000000000000000006044820152fd5b3461022e57602036600319011261022e57604063ffffffff6114fb6114f6611f1e565b612001565b835191151582529091166020820152f35b3461022e575f36600319011261022e57602063ffffffff5f5460a01c16604051908152f35b3461022e575f36600319011261022e5760206040516124228152f35b3461022e575f36600319011261022e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461022e57602036600319011261022e5760206115b063ffffffff6115aa611f4a565b1661279c565b6001600160a01b0360405191168152f35b3461022e57604036600319011261022e57602061076c6115df611f4a565b63ffffffff602435911661275c565b3461022e575f36600319011261022e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461022e575f36600319011261022e5760206001600160a01b0360025416604051908152f35b3461022e57602036600319011261022e576116956108b27f000000000000000000000000000000000000000000000000000000000000000042611fea565b602081015190816116ad57505060205f604051908152f35b6020916109679151611fea565b3461022e575f36600319011261022e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461022e575f36600319011261022e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461022e5760c036600319011261022e5760043560243561175f611f34565b9060643560843560ff811680910361022e5760a435335f52600660205260405f20548015611cc85780638000000001908163800000001161036357637fffffff01908111610363578060081c5f526003602052600160405f205460ff83161c16611c9d57506001600160e01b0392838711611c8a5760648311611c5e57428211611c2e5761183a907f000000000000000000000000000000000000000000000000000000000000000080821015611c265750915b7f000000000000000000000000000000000000000000000000000000000000000090611fea565b91845f52600760205260405f209360606040519561185787612128565b54916cffffffffffffffffffffffffff8316928388526affffffffffffffffffffff8160681c16978860208201528160c01c9163ffffffff8316604083015260e01c93849101528388946380000000637fffffff8416931691859a6118bc898b612050565b90606482029180830460641490151715610363578b8b8f958a859293109a8b5f14611b9c5750505050508961193d939261190b6119118f948f6119029061193797611fb1565b92838092612b7e565b94612b7e565b945b8715611b95578a159182611b8b575b828315611b84575b611b2d575b505050611ff4565b96611ff4565b93611b01575b637fffffff8214611aee576cffffffffffffffffffffffffff8511611ad6576affffffffffffffffffffff8411611abe57600182018092116103635763ffffffff8911611aa6576cffffffffffffffffffffffffff604051956119a587612128565b1685526affffffffffffffffffffff602086019416845263ffffffff604086019216178152606084019163ffffffff89168352895f5260076020526cffffffffffffffffffffffffff60405f209551167fffffffff000000000000000000000000000000000000000000000000000000008063ffffffff60c01b77ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b169516171617171790556001600160a01b036040519616865260208601525f60408601526060850152608084015260a08301527f659bc21a98fb7a1040d284d8cfc98b145546d080aa57421ab72774248841576460c03393a4005b886306dfcc6560e41b5f52602060045260245260445ffd5b836306dfcc6560e41b5f52605860045260245260445ffd5b846306dfcc6560e41b5f52606860045260245260445ffd5b8963048ad05960e11b5f5260045260245ffd5b93612710840284810461271014851517156103635780821015611b2657505b93611943565b9050611b20565b815f52600860205260405f2054925f14611b7d57611b4b9083612b7e565b8c811015611b76575b915b8203611b63575b8161192f565b5f52600860205260405f20555f8f611b5d565b508b611b54565b5081611b56565b505f61192a565b8015159250611922565b5050611ff4565b90939f50611bb0919594508e969296611fb1565b918d9e83611bcb575b50509161193d94939161193793611913565b611be3919b50839695945083925092611be993612b7e565b99612b7e565b906127108902898104612710148a1517156103635761193d948f9193611937948082105f14611c1f57505b938193959650611bb9565b9050611c14565b905091611813565b507fc4eccc67000000000000000000000000000000000000000000000000000000005f526004524260245260445ffd5b827f16dec0ae000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b8663fcfa38f160e01b5f5260045260245ffd5b7f61563f1a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7fae1b844c000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461022e575f36600319011261022e576002546001600160a01b0381163303611d6d5773ffffffffffffffffffffffffffffffffffffffff1990600154336001600160a01b0382167ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec65f80a38216331760015516600255005b7f1d0022d1000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461022e57602036600319011261022e5763ffffffff611db7611f4a565b16638000000081108015611e27575b611dfc57637fffffff198101908111610363576001600160a01b03611dec602092611fbe565b90549060031b1c16604051908152f35b7f19841155000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b50637fffffff198101818111610363576005541115611dc6565b3461022e575f36600319011261022e576020604051603c8152f35b3461022e57602036600319011261022e576001600160a01b03611e7d611f1e565b611e85612220565b168015611ed95773ffffffffffffffffffffffffffffffffffffffff195f54826001600160a01b0382167f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e5f80a316175f55005b606460405163eac0d38960e01b815260206004820152600660248201527f73636f72657200000000000000000000000000000000000000000000000000006044820152fd5b600435906001600160a01b038216820361022e57565b604435906001600160a01b038216820361022e57565b6004359063ffffffff8216820361022e57565b90602060031983011261022e5760043567ffffffffffffffff811161022e578260238201121561022e5780600401359267ffffffffffffffff841161022e5760248460051b8301011161022e576024019190565b9190820391821161036357565b600554811015611fd65760055f5260205f2001905f90565b634e487b7160e01b5f52603260045260245ffd5b8115610c9b570490565b9190820180921161036357565b6001600160a01b03165f52600660205260405f20549081156120495781638000000001918263800000001161036357637fffffff019182116103635763ffffffff6001921690565b5f91508190565b8181029291811591840414171561036357565b91909161271083116120df576120a39061209d7f000000000000000000000000000000000000000000000000000000000000000042611fea565b9061260e565b6120b1602082015183611ff4565b9182156120d957906120c96120d1926120d695612050565b905190611ff4565b611fea565b90565b50505090565b827fec5afdd5000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b610120810190811067ffffffffffffffff82111761109157604052565b6080810190811067ffffffffffffffff82111761109157604052565b90601f8019910116810190811067ffffffffffffffff82111761109157604052565b51906001600160a01b038216820361022e57565b67ffffffffffffffff81116110915760051b60200190565b9190811015611fd65760051b0190565b8051821015611fd65760209160051b010190565b604051906121c382612128565b5f6060838281528260208201528260408201520152565b604051906060820182811067ffffffffffffffff821117611091576040528160405f546001600160a01b038116835263ffffffff8160a01c16602084015260c01c910152565b6001600160a01b0360015416330361223457565b7f17a84242000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b90606092959493825f52600760205260405f20916040519261228184612128565b54916cffffffffffffffffffffffffff8316908185526affffffffffffffffffffff8460681c16948560208201528460c01c9463ffffffff8616604083015260e01c97889101528185986380000000637fffffff87169616966122e58a9d87612050565b92606484029380850460641490151715610363578387918c85109c8d5f146125a457505050505061190b94939291612320612329928e611fb1565b95868092612b7e565b935b861561257457918493916119379361235c968b15918261256a575b828315612563575b6124d5575b50505050611ff4565b936124a9575b637fffffff8114612496576cffffffffffffffffffffffffff8511611ad6576affffffffffffffffffffff8411611abe57600181018091116103635763ffffffff871161247e5763ffffffff906cffffffffffffffffffffffffff604051966123ca88612128565b1686526affffffffffffffffffffff6020870195168552604086019217168152606084019163ffffffff871683525f5260076020526001600160e01b036cffffffffffffffffffffffffff60405f209551167fffffffff000000000000000000000000000000000000000000000000000000008063ffffffff60c01b77ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b16951617161717179055565b866306dfcc6560e41b5f52602060045260245260445ffd5b8263048ad05960e11b5f5260045260245ffd5b936127108402848104612710148515171561036357808210156124ce57505b93612362565b90506124c8565b8b5f52600860205260405f2054925f1461255c576124f39083612b7e565b8d811015612555575b8093612527575b50508103612514575b808581612353565b885f52600860205260405f20555f61250c565b612532929350611ff4565b61253c868d611ff4565b8082101561254e57505b90855f612503565b9050612546565b508c6124fc565b50816124fc565b508361234e565b8015159250612346565b50612588575b61235c929161193791611ff4565b5f8681526008602052604090208390556380000000945061257a565b9197969550929e506125b891975083611fb1565b919c826125c7575b505061232b565b828095506125e193929c506125db91612b7e565b9a612b7e565b6127108a028a8104612710148b151715610363578082101561260757505b915f806125c0565b90506125ff565b91906126186121b6565b92805f52600760205260405f20916040519261263384612128565b54906cffffffffffffffffffffffffff8216845260208401906affffffffffffffffffffff8360681c16825263ffffffff8360c01c1690604086019382855260e01c9182606088015215612754576380000000926cffffffffffffffffffffffffff6126be6126b36affffffffffffffffffffff9897956126cd95611fb1565b809881945116612b7e565b9760208b019889525116612b7e565b8752637fffffff81511660408801525116612734575b506126eb5750565b825181516127108102908082046127101490151715610363578082101561272d57505b83526060830190815190518082105f1461272757509052565b90509052565b905061270e565b5f5260086020526127498160405f2054612b7e565b60608501525f6126e3565b505050505050565b908161279357612780915090600160ff64ffffffffff8460b81c169360b01c161b90565b905f52600960205260405f205416151590565b6120d691612c84565b806127a657503090565b6055600b6001600160a01b0392604051907f000000000000000000000000000000000000000000000000000000000000000060408301526020820152837f00000000000000000000000000000000000000000000000000000000000000001681520160ff8153201690565b600181166128bb57600281166128b55760ff8160081c16604691600481166128ac575b6008161515806128a4575b612892575b600a81101561288a575b8060030290600382040361036357808211156128825761286d91611fb1565b606481101561287c5760ff1690565b50606490565b50505f61286d565b50600a61284e565b90600a81018091116103635790612844565b50801561283f565b60559250612834565b50605f90565b50601490565b638000000082106129045750637fffffff1981019080821161036357600554821015611dfc57506128f96001600160a01b0391611fbe565b90549060031b1c1690565b6020015163ffffffff16811015611dfc576120d69061279c565b612929918391612da0565b6040810151612a485760e08101516bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000080821015612a4157505b60a082015164ffffffffff167f00000000000000000000000000000000000000000000000000000000000000006129a691611fea565b926101008301938451946080850191825160ff1696818660608901998a5160ff16600214916129d494612260565b915160c09687015193519751604080516001600160a01b03968716815260ff9a8b16602082015299909116908901526060880195909552608087015260a0860152169290917f659bc21a98fb7a1040d284d8cfc98b145546d080aa57421ab72774248841576491a4600190565b9050612970565b506001600160a01b03907feb0396f2000000000000000000000000000000000000000000000000000000005f521660045260245260445ffd5b9082612a8e915f93612da0565b90916040820151612b0d575060e08101516bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000080821015612a41575060a082015164ffffffffff167f00000000000000000000000000000000000000000000000000000000000000006129a691611fea565b50506001600160a01b03167f990473a6cb4f4db882748f4fdf8ccc19e5bb4b5c4b212c6065f9675224bbe6f55f80a35f90565b9060019160408210612b6857508060081c5f52600360205260ff60405f205491161c16151590565b6040015167ffffffffffffffff16901c16151590565b908015612ba557670de0b6b3a764000091612b9b612ba192612ffd565b90612050565b0490565b5090565b5190811515820361022e57565b519060ff8216820361022e57565b908161012091031261022e5760405190612bdd8261210b565b612be681612ba9565b8252612bf460208201612ba9565b6020830152612c0560408201612ba9565b6040830152612c1660608201612bb6565b6060830152612c2760808201612bb6565b608083015260a081015164ffffffffff8116810361022e5760a0830152612c5060c08201612166565b60c083015260e0810151906bffffffffffffffffffffffff8216820361022e576101009160e0840152015161010082015290565b612c8c6121da565b906380000000811015612d445763ffffffff6020830151168110155b612d3d57612cc16001600160a01b0391610120936128c1565b16916024604051809481937f4375469f00000000000000000000000000000000000000000000000000000000835260048301525afa80156106de576040915f91612d0e575b500151151590565b612d3091506101203d8111612d36575b612d288183612144565b810190612bc4565b5f612d06565b503d612d1e565b5050505f90565b637fffffff198101818111610363576005541115612ca8565b60405190612d6a8261210b565b5f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b90929192612dac612d5d565b5080612f6f575050612dbc612d5d565b9067ffffffffffffffff831660ff8460401c1660ff8560481c1663ffffffff8660901c16908660e01c15801590612f67575b8015612f5d575b8015612f53575b612f27577f000000000000000000000000000000000000000000000000000000000000000092612e2c8442611fea565b8311612ef757600180885260208801526060870152608086015264ffffffffff91612e5691612050565b1660a08401526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001660c084015260e083015267ffffffffffffffff8360501c1661010083015281612ec3309490600160ff64ffffffffff8460b81c169360b01c161b90565b9190805f52600960205260405f205491838316159060408215910152612ee857505050565b5f5260096020521760405f2055565b82887f1203d32e000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b867ff6a0c9b1000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5060648111612dfc565b5060028311612df5565b508315612dee565b612f77612d5d565b50612f8c81612f8681856128c1565b93612b40565b611c9d5750604051927f96c658430000000000000000000000000000000000000000000000000000000084526004840152610120836024815f6001600160a01b0386165af19283156106de575f93612fe357509190565b6120d69193506101203d8111612d3657612d288183612144565b6060811015613028578060c061301e67ffffffffffffffff9360021c61302d565b9160061b161c1690565b505f90565b600c8110156132455760068110156131445760038110156130c657600181101561307657507f0afbce6c83ff72000bdfca6779f190000cd64299613c80000de0b6b3a764000090565b600211156130a2577f080a81c760ba954708b169b4f2f339990965da0fba8a67c80a28ebbdfa19164090565b7f05e3055817d25c0f065d3635b8e36a7106e14f5cac34200b07701e720646307b90565b60048110156130f457507f044f47f99fc590b904a8bc837c4b34ad050971da412eb57c0571fe8b1608fb8e90565b60051115613120577f0327b4a69dc25e7e036932003bd90c3603affeb42506526403fc88fa1a30591290565b7f024f510bced7a937027f42dc553c2c8e02b317d970e71b6902eb20b3b853ca9b90565b60098110156131ca57600781101561317b57507f01b0e63f9d3f98f901d3ffd611c836ac01f9f1fc2ee648f10222f7c485baafb990565b600811156131a7577f013cec519b17143f01569e9d69650ef8017266494f587ee301906e9471746d8090565b7ee8047ec4b225fb00fad46d5f05c832010f2ad71a9e77900125276515dbbf8790565b600a8110156131f757507ea9dbd37b61d1f700b7a18aaee64ac600c685204e60bf8a00d69dc20f8b2fef90565b600b1115613222577e7c5a4119db72c200866f68f95bf1af009155d944edc703009d1e8a0554156b90565b7e5b09abc9973fec00626b51eeb159dc006a662f0fe2534f007306af6b1e308d90565b601281101561334d57600f8110156132d257600d81101561328457507e42a5f1f99fe2ff00480d589f29641b004de4ea2f86b16a005435bee745818790565b600e11156132af577e30caf33b0bdf4a0034bfbad80cd5b8003906a07add716d003da64ca080b1f990565b7e23b88d281fb1bc00269e0062ba7af50029bf91b6d7702c002d2220fd0494f190565b60108110156132ff57507e1a26ac288e0e21001c457bd8d0ecae001e904e8987eb1e00210ab5c51d513590565b6011111561332a577e13252168d97fd70014b284fbbab3b8001660211023c936001830927250337890565b7e0e0416c3da496d000f2703daa6cbeb00106187a0459e2f0011b58bb42f964090565b60158110156133d157601381101561338357507e0a42d1a209a041000b17cddf9bb42b000bfe0eff939258000cf6fb7529ea5190565b601411156133ae577e0783142650330800081f0106d33e160008c792683e50f500097dceb5e2810990565b7e057fdfe96860c90005f206d2d1b4bd00066d6f291a0f800006f2d909d6fc0190565b60168110156133fe57507e0406b2608ed47200045a444cb6161a0004b49cdd4f3a7d00051648b7e6f32090565b60171115613429577e02f2912c00d7e300032fbf89845f03000371e3d2eff8030003b964ffb7515090565b7e02286a04d5e04d00025534584129d7000285a05f690aa30002b9f97be72e189056610140346102c257601f6113af38819003918201601f19168301916001600160401b038311848410176102c65780849260c0946040528339810103126102c25780516001600160a01b03811691908290036102c2576020810151604082015160608301519160ff83168093036102c25760a0608085015194015194801561028e576127108211610257576bff0000000000000000000000831161021d57601284116101e657841580156101da575b6101aa5761271086116101735760805260a05260c052604d811161015f57600a0a60e05261010052610120526040516110d490816102db8239608051818181610120015281816104510152818161084b01528181610ad40152610bb1015260a0518181816106d00152610d90015260c0518181816108ce0152610d6e015260e0518181816107680152610d4c0152610100518181816106960152610d2a0152610120518181816103620152610d080152f35b634e487b7160e01b5f52601160045260245ffd5b60848660405190633ce7db2360e01b8252604060048301526008604483015267666c6f6f7242707360c01b60648301526024820152fd5b60848560405190633ce7db2360e01b82526040600483015260016044830152603d60f91b60648301526024820152fd5b50620186a085116100ad565b60848460405190633ce7db2360e01b8252604060048301526008604483015267646563696d616c7360c01b60648301526024820152fd5b60848360405190633ce7db2360e01b825260406004830152600b60448301526a1c1c9a5bdc95d95a59da1d60aa1b60648301526024820152fd5b60848260405190633ce7db2360e01b82526040600483015260086044830152677072696f7242707360c01b60648301526024820152fd5b6084604051633ce7db2360e01b81526040600482015260066044820152653632b233b2b960d11b60648201525f6024820152fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816308af5431146108f15750806336cdba8c146108b75780634d8e65061461086f57806356397c351461082c57806368939633146108065780637da4955a1461078b578063907af6c014610751578063a2a05dc614610726578063a83a475c146106f3578063c41e3afc146106b9578063c5d7802e1461067f578063d3b80bbe14610385578063dc10ac151461034b578063e991542814610322578063e9c9ec73146102f25763ffc9896b146100cc575f80fd5b3461026b57602036600319011261026b576004356001600160a01b03811680910361026b576040516100fd8161090a565b5f8152602081015f8152604082015f815260608301915f83526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001660405163163bcb5960e31b8152866004820152608081602481855afa8015610277575f5f925f926102b7575b508261017791610d02565b5088525083526101a4575b5060809450604051935184525160208401525115156040830152516060820152f35b60018352604051957fdd15a3070000000000000000000000000000000000000000000000000000000087526004870152602086602481845afa958615610277575f96610282575b506020600491604051928380927f57d775f80000000000000000000000000000000000000000000000000000000082525afa908115610277575f91610240575b506102389060809661099f565b83525f610182565b90506020813d60201161026f575b8161025b60209383610926565b8101031261026b5751608061022b565b5f80fd5b3d915061024e565b6040513d5f823e3d90fd5b9095506020813d6020116102af575b8161029e60209383610926565b8101031261026b57519460206101eb565b3d9150610291565b905061017792506102e0915060803d6080116102eb575b6102d88183610926565b810190610a8f565b50909250908261016c565b503d6102ce565b3461026b57602036600319011261026b576004356001600160a01b03811680910361026b57602090604051908152f35b3461026b57602036600319011261026b576020610340600435610ab1565b509050604051908152f35b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b57602036600319011261026b5760043567ffffffffffffffff811161026b573660238201121561026b5780600401359067ffffffffffffffff821161026b578160051b90366024838301011161026b577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff604051937f95543210000000000000000000000000000000000000000000000000000000008552602060048601528060248601521161026b57604483835f9460248395018484013781010301816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115610277575f916105b6575b5080519061048e82610b3a565b9161049c6040519384610926565b8083526104ab601f1991610b3a565b015f5b8181106105665750505f5b815181101561050857806104cf60019285610b52565b516104f46104dd8386610b52565b515160206104eb8588610b52565b51015190610d02565b1515604084015260208301529052016104b9565b826040518091602082016020835281518091526020604084019201905f5b818110610534575050500390f35b919350916020606060019260408751805183528481015185840152015115156040820152019401910191849392610526565b60405190606082019180831067ffffffffffffffff8411176105a2576020926040525f81525f838201525f6040820152828287010152016104ae565b634e487b7160e01b5f52604160045260245ffd5b90503d805f833e6105c78183610926565b81019060208183031261026b5780519067ffffffffffffffff821161026b570181601f8201121561026b578051906105fe82610b3a565b9261060c6040519485610926565b82845260208085019360071b8301019181831161026b57602001925b828410610639575050505081610481565b60808483031261026b5760206080916040516106548161090a565b8651815282870151838201526040870151604082015260608701516060820152815201930192610628565b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b57602036600319011261026b576060610711600435610ab1565b90604051928352602083015215156040820152f35b3461026b57602036600319011261026b576020610744600435610ab1565b9150506040519015158152f35b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b57608036600319011261026b5760443567ffffffffffffffff811161026b573660238201121561026b5780600401359067ffffffffffffffff821161026b57366024838301011161026b5760643560ff8116810361026b5760209260246107fc93016024356004356109c6565b6040519015158152f35b3461026b575f36600319011261026b5760206040516bff00000000000000000000008152f35b3461026b575f36600319011261026b5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461026b575f36600319011261026b576020604061088b610964565b815192839181835280519182918282860152018484015e5f828201840152601f01601f19168101030190f35b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b575f36600319011261026b5780606460209252f35b6080810190811067ffffffffffffffff8211176105a257604052565b90601f8019910116810190811067ffffffffffffffff8211176105a257604052565b67ffffffffffffffff81116105a257601f01601f191660200190565b60405190610973604083610926565b600782527f65726338303034000000000000000000000000000000000000000000000000006020830152565b818102929181159184041417156109b257565b634e487b7160e01b5f52601160045260245ffd5b92904614801590610a84575b8015610a77575b610a6f576109e681610948565b906109f46040519283610926565b8082526020820192368282011161026b57815f92602092863783010152519020610a1c610964565b6020815191012014801590610a5f575b610a5957610a3b60ff91610ab1565b5092905016906064820291808304606414901517156109b257101590565b50505f90565b50610a6981610b7a565b15610a2c565b505050505f90565b50606460ff8516116109d9565b5060ff8416156109d2565b919082608091031261026b578151916020810151916060604083015192015190565b6040519063163bcb5960e31b825260048201526080816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa801561027757610b0f915f905f92610b16575b50610d02565b9192909190565b9050610b31915060803d6080116102eb576102d88183610926565b5050905f610b09565b67ffffffffffffffff81116105a25760051b60200190565b8051821015610b665760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b604051907f134e18f40000000000000000000000000000000000000000000000000000000082526020826004816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa918215610277575f92610cbe575b506001600160a01b03821615610a59575f91829160405160208101917f6352211e000000000000000000000000000000000000000000000000000000008352602482015260248152610c34604482610926565b51915afa3d15610cb6573d90610c4982610948565b91610c576040519384610926565b82523d5f602084013e5b158015610cab575b610ca657602081519101519060208110610c95575b508015159081610c8c575090565b905060a01c1590565b5f199060200360031b1b165f610c7e565b505f90565b506020815110610c69565b606090610c61565b9091506020813d602011610cfa575b81610cda60209383610926565b8101031261026b57516001600160a01b038116810361026b57905f610be1565b3d9150610ccd565b610b0f917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f000000000000000000000000000000000000000000000000000000000000000091610de0565b919082018092116109b257565b8115610dcc570490565b634e487b7160e01b5f52601260045260245ffd5b919694939290610df09082610db5565b968715610e2657610e13610e1f959493610e0e610e18948b9461099f565b610db5565b610dc2565b9586610e33565b9182101590565b96505f9515949350505050565b92918115610a6f57610e45818461099f565b90610e50848361099f565b917f3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff861686036109b25785612710039161271083116109b257610ea9610eb091610ea487610ea4610eb6978c60021b61099f565b61099f565b918061099f565b90610db5565b610ebf81610f98565b90610eca828061099f565b10610f88575b84614e200290614e20820486036109b257610ef283610e0e86610ef89561099f565b9461099f565b80841115610f7f5783039283116109b2578261271002926127108404036109b257816305f5e10002916305f5e1008304036109b257610f3691610db5565b907f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff821682036109b257610f6d9160011b90610dc2565b9080821015610f7a575090565b905090565b50505050505f90565b5f1981146109b257600101610ed0565b60018111156110d1578060017001000000000000000000000000000000008310156110bb575b6004826801000000000000000061106d9410156110ae575b6401000000008110156110a1575b62010000811015611094575b610100811015611088575b601081101561107c575b1015611074575b60030260011c61101c8184610dc2565b0160011c61102a8184610dc2565b0160011c6110388184610dc2565b0160011c6110468184610dc2565b0160011c6110548184610dc2565b0160011c6110628184610dc2565b0160011c8092610dc2565b8111900390565b60011b61100c565b811c9160021b91611005565b60081c91811b91610ffb565b60101c9160081b91610ff0565b60201c9160101b91610fe4565b60401c9160201b91610fd6565b5050608081901c68010000000000000000610fbe565b905661010080604052346100f95733608052615dbf61001f60208201836100fd565b808252602082019061081b82398151902060e0528051600181901c8082039182116100e5576100949261008c9161006e61005885610134565b9461006660405196876100fd565b808652610134565b6020850190601f1901368237845190602083850101905e815261014f565b60a05261014f565b60c05260405161063990816101e28239608051818181607a015281816104350152610602015260a05181818161026b015261035d015260c05181818161028c01526105c1015260e051816103980152f35b634e487b7160e01b5f52601160045260245ffd5b5f80fd5b601f909101601f19168101906001600160401b0382119082101761012057604052565b634e487b7160e01b5f52604160045260245ffd5b6001600160401b03811161012057601f01601f191660200190565b805190600182018092116100e5576101bc602b60209260405193849181830196606160f81b885261ffff60f01b9060f01b1660218401526680600a5f395ff360c81b60238401525f602a8401528051918291018484015e81015f838201520301601f1981018352826100fd565b51905ff0906001600160a01b038216156101d257565b637f20ac7760e11b5f5260045ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816356397c35146105e5575080637fa09c85146105a257806389035730146103bb57806391908d681461038157806397b245ed1461033e5763e6e334981461005e575f80fd5b3461030e5761012036600319011261030e576001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016330361031257600160ff195f5c16175f5d6024356001600160a01b038116810361030e577fffffffffffffffffffffff0000000000000000000000000000000000000000ff74ffffffffffffffffffffffffffffffffffffffff005f5c9260081b169116175f5d6044356001600160a01b0381169081810361030e57506001600160a01b031960015c161760015d610130610626565b7fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff77ffffffff000000000000000000000000000000000000000060015c9260a01b1691161760015d6084356001600160a01b0381169081810361030e57506001600160a01b031960025c161760025d60a4356001600160a01b0381169081810361030e57506001600160a01b031960035c161760035d60c4356001600160a01b0381169081810361030e57506001600160a01b031960045c161760045d60e43561ffff8116810361030e577fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff000000000000000000000000000000000000000060045c9260a01b1691161760045d610104356001600160a01b0381169081810361030e57506001600160a01b031960055c161760055d7f00000000000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000063ffffffff6102b8610626565b1690823b6001823b8201926040519582875f198601923c5f19838503810193870101903c60011901825ff580156103055760209060ff195f5c165f5d6001600160a01b0360405191168152f35b503d5f823e3d90fd5b5f80fd5b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461030e575f36600319011261030e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461030e575f36600319011261030e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461030e575f36600319011261030e57604051610120810181811067ffffffffffffffff821117610575576040525f8152602081015f8152604082015f8152606083015f8152608084015f815260a08501905f825260c08601925f845260e08701945f86526101008801965f885260ff5f5c161561054d577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168099525f5c60081c6001600160a01b0316815260015c6001600160a01b0316825260015c60a01c63ffffffff16835260025c6001600160a01b0316845260035c6001600160a01b0316855260045c6001600160a01b0316865260045c60a01c61ffff16875260055c6001600160a01b03168852604051988952516001600160a01b03166020890152516001600160a01b031660408801525163ffffffff166060870152516001600160a01b03166080860152516001600160a01b031660a0850152516001600160a01b031660c08401525161ffff1660e0830152516001600160a01b031661010082015261012090f35b7fbd393ab6000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b3461030e575f36600319011261030e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461030e575f36600319011261030e576020906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b60643563ffffffff8116810361030e579056610120806040523461045857630890357360e41b815261012081600481335afa908115610463575f9161035b575b5080516001600160a01b0316158015610346575b8015610331575b61030d5760a0810180519091906001600160a01b031615801561031c575b61030d5760e08101906103e861ffff835116116102fe5780516001600160a01b0390811660809081526020830151821660a052604080840151831660c090815260608086015163ffffffff1660e05261010080870151861690529285018051600180546001600160a01b031916918716919091179055875160035488519390970180519451909994989097949695880195909492939116906001600160401b038611888710176102ea5760409586525f80895261ffff82811660208b8101919091526001600160a01b03808d169b8a019b909b5282546001600160f01b03191693891b69ffff0000000000000000169390931760509b909b1b600160501b600160f01b03169a909a1781556001600160a81b031990931691909117600160a01b17600355818052600681527f54cdd369e4e8a8515e52ca72ec816c2101831ad1f18bf44102ed171459c9b4f8805460ff19166001179055915193517ff0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca4849792969095929416907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08180a3516001600160a01b03165f7f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a748180a3519451941681526001600160a01b0390931692a260405161593c90816104838239608051818181611bd30152612510015260a051818181612232015281816126b00152818161384f0152818161442f0152615730015260c0518181816135bd015281816144a20152614537015260e05181612cf40152610100518181816114140152818161169c01528181612be701528181614dcf01528181614e6201528181614ef50152614f880152f35b634e487b7160e01b5f52604160045260245ffd5b63192069c360e31b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b5060c08101516001600160a01b031615610066565b5060808101516001600160a01b031615610048565b5060208101516001600160a01b031615610041565b90506101203d811161045c575b601f8101601f191682016001600160401b038111838210176102ea5761012091839160405281010312610458576040519061012082016001600160401b038111838210176102ea576040526103bc8161046e565b82526103ca6020820161046e565b60208301526103db6040820161046e565b6040830152606081015163ffffffff811681036104585760608301526104036080820161046e565b608083015261041460a0820161046e565b60a083015261042560c0820161046e565b60c083015260e081015161ffff811681036104585760e083015261044c906101000161046e565b6101008201525f61002d565b5f80fd5b503d610368565b6040513d5f823e3d90fd5b51906001600160a01b03821682036104585756fe6080806040526004361015610012575f80fd5b5f3560e01c908163070423c9146135e157508063134e18f41461359e578063165fbf71146133a6578063176a9da71461318a5780631c9c088a146131185780631f989ec814612d445780632833609814612d185780632986c0e514612cd85780632c5848ae14612bb75780632c8b9c5b146129f65780632f0e31f4146129dc5780632f13dfe7146126f65780633644e515146126d457806338d52e0f146126915780634006522b1461267457806341d71a501461263457806341dd26f5146126085780634375469f1461255a57806350355d76146125345780635088d8be146102bb57806356397c35146124f15780635d0e9ca014612282578063697d312a146122065780636d3b96c3146121c957806379ba50971461215d5780637ccc586e1461212c5780638cd24c9a14611d515780638da5cb5b14611d2b57806396c6584314611bac5780639e63798d14611992578063ac52954314611968578063ac9650d8146117d5578063b4d884f6146116c0578063b78e29d81461167d578063b96716901461165f578063bede5eca14611643578063bf22c4571461151c578063ce79eb60146113d0578063cec789bb14611345578063d127c86714611194578063d2fd101b14610f6f578063d55be8c614610f53578063d75bbdf314610d71578063de847ff814610c74578063e138818c14610c4c578063e30c397814610c26578063e8bcf10414610a51578063ef98d86414610472578063f2fde38b146103e1578063f3302b89146102fa578063f7581615146102c0578063faf548f6146102bb578063fe25e00a146102955763ff96092a1461026e575f80fd5b34610291575f36600319011261029157602061ffff5f5460401c16604051908152f35b5f80fd5b34610291575f3660031901126102915760206001600160a01b0360035416604051908152f35b613746565b34610291575f3660031901126102915760206040517fad844b01828fa5171fc60f82649593cfe7afb621b338b7d29de49c8c283c42258152f35b3461029157610308366136bc565b9260ff5f9392935c166103b957600160ff195f5c16175f5d6103298561422e565b60078160a01c16158015906103a6575b61037e576001600160a01b03811633036103705785610366965f526008602052339160405f205491615154565b60ff195f5c165f5d005b6282b42960e81b5f5260045ffd5b7f8e78f0cb000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8160ae1c16421015610339565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610291576020366003190112610291576001600160a01b036104026136a6565b61040a614451565b16801561044a57806001600160a01b03196002541617600255337f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227005f80a3005b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b346102915760e03660031901126102915761048b6136a6565b610493613690565b65ffffffffffff60443516604435036102915760643567ffffffffffffffff8111610291576104c6903690600401613626565b929091608435916001600160a01b03831683036102915760a4359460c43567ffffffffffffffff811161029157610501903690600401613626565b92909360ff5f5c166103b957600160ff195f5c16175f5d879461012c42018042116109305765ffffffffffff604435161115610a29576301e1338042018042116109305765ffffffffffff6044351611610a0157336001600160a01b038416146109d9576001600160a01b0382161561044a576001600160a01b0383166001600160a01b038316146109b1576001600160a01b0387161515958680610991575b610969575f996001600160a01b0385166109445750505f935b6105c2613f57565b90600167ffffffffffffffff835116019967ffffffffffffffff8b116109305760209b8b6107099467ffffffffffffffff821681525f548f69ffff00000000000000009083015160401b167dffffffffffffffffffffffffffffffffffffffff00000000000000000000604084015160501b16917fffff00000000000000000000000000000000000000000000000000000000000067ffffffffffffffff861691161717175f558b336001600160a01b038a16036108f6575b6108b9575b8e015161ffff8116610885575b505060048116610869575b67ffffffffffffffff8c165f5260078d527b3fffffffffffc000000000000000000000000000000000000000000060443560ae1b169060a31b6001600160a01b038816171760405f205567ffffffffffffffff8b165f5260088c523360405f205567ffffffffffffffff8b16615329565b6040516001600160a01b038316815265ffffffffffff604435168a8201526001600160a01b03881660408201526001600160a01b0384169033907f834a72f190664642fdcd90aae4371388adece09d5bbc96f411c84fc61b3e31aa606067ffffffffffffffff8d1692a46001600160a01b0387166107f757505050505060405161079385826137d5565b5f8152905b6107b9575b505060ff195f5c165f5d67ffffffffffffffff60405191168152f35b7fef98d864000000000000000000000000000000000000000000000000000000006107ef9267ffffffffffffffff8516906154cb565b50828061079d565b6001600160a01b0394610863948661085594604051988997338f8a015216604088015216606086015265ffffffffffff6044351660808601526001600160a01b03891660a086015260c085015260e080850152610100840191613786565b03601f1981018352826137d5565b90610798565b67ffffffffffffffff8c165f52600d8d528760405f2055610698565b67ffffffffffffffff60106cffff000000000000000000000093941793165f5260098f5260581b1660405f20558b8e61068d565b9160028f91179267ffffffffffffffff83165f52600b82528d6001600160a01b0360405f2091166001600160a01b03198254161790559050610680565b50916001179167ffffffffffffffff82165f52600a8f528b60405f206001600160a01b038a166001600160a01b031982541617905561067b565b634e487b7160e01b5f52601160045260245ffd5b80959195610953575b506105ba565b610960919a50849061452c565b6004988a61094d565b7fa04b28ec000000000000000000000000000000000000000000000000000000005f5260045ffd5b506001600160a01b0388165f52600660205260ff60405f205416156105a1565b7f0cc64429000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f2232259f000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fb40b2a0e000000000000000000000000000000000000000000000000000000005f5260045ffd5b7ff7a0748c000000000000000000000000000000000000000000000000000000005f5260045ffd5b3461029157610a5f36613654565b9260ff5f9392935c166103b957600160ff195f5c16175f5d610a808561422e565b92855f52600860205260405f2054906001600160a01b038216330361037057600160078660a01c1614801590610c13575b61037e57869382610ac5858795898761434b565b9060405198899485338383888c6020860194610ae0956137a6565b03601f1981018752610af290876137d5565b83610afd8b896143d9565b9a8b946001600160a01b03861615159b7fdeb90a7ac927c87e86c5eb712663e5b02025529d9a390898bdf8db9d3b394d0799610b87978e610bf8575b5050610b53836cffff0000000000000000000000926147c4565b168b17918a5f5260096020528260405f20558a5f526007602052600160a71b811760405f2055633a2f3c4160e21b8b614bcd565b837f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e60408051888152846020820152a26040805195865260208601919091528401523392606090a3610bdd5760ff195f5c165f5d005b610bef92633a2f3c4160e21b916154cb565b50808080610366565b610c0a92633a2f3c4160e21b91615463565b50898e8e610b39565b5063ffffffff8560ae1c16421015610ab1565b34610291575f3660031901126102915760206001600160a01b0360025416604051908152f35b34610291575f3660031901126102915760206001600160a01b035f5460501c16604051908152f35b3461029157610c8236613610565b9060ff5f5c166103b957600160ff195f5c16175f5d610ca08161422e565b600260078260a01c1614801590610d62575b8015610d4f575b61037e57815f5260086020526001600160a01b0360405f20541633141580610d3c575b61037057750200000000000000000000000000000000000000000090825f5260076020521760405f20556040519182527f77054bb8480d9f04c6a50ecbd5d85b6028a947b530b85865293a5817e7e3776f60203393a360ff195f5c165f5d005b506001600160a01b038116331415610cdc565b5063ffffffff8160ae1c16421015610cb9565b5060408160a31c161515610cb2565b3461029157610d7f36613713565b9160ff5f9492945c166103b957600160ff195f5c16175f5d610da08261422e565b90825f52600860205260405f205490600260078460a01c1614801590610f34575b61037e576001600160a01b03610dd8838587614274565b1633036103705760405194610e0586610df7838a863360208601613abe565b03601f1981018852876137d5565b610e0f84866143d9565b916001600160a01b03831615159182610f1b575b63ffffffff8660ae1c1690610e108201809211610930576103669988978a97610eb194428111610f065750600360a01b5f5b60e71b6001687ffffffffffffffff960a01b03841617178a5f52600760205260405f2055610e83828b6147c4565b90610eaa6affffffffffffffffffffff831669ffffffffffffffffffff8360a01c16613a19565b928b614a27565b604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460203393a3610eeb575b505050614ef2565b610efd9263d75bbdf360e01b916154cb565b50808285610ee3565b610f16600360a01b914290613a19565b610e55565b610f2e8863d75bbdf360e01b8987615463565b50610e23565b5063ffffffff8360ae1c16610e10810180911161093057421015610dc1565b34610291575f3660031901126102915760206040516103e88152f35b346102915760403660031901126102915760043560243567ffffffffffffffff811161029157610fa3903690600401613626565b9060ff5f5c166103b957600160ff195f5c16175f5d610fc18361422e565b9060078260a01c16906002821161037e576002820361115f5763ffffffff8360ae1c16610e1081018091116109305742106111375761101c905b61100e604051958692336020850161380b565b03601f1981018552846137d5565b61102682856143d9565b9061103284868461462c565b63ffffffff8360ae1c16610e108101809111610930576110b792859287924281116111225750600560a01b5f5b60e71b6001687ffffffffffffffff960a01b0388161717835f52600760205260405f2055151594856110d5575b50817f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a2614693565b6110c55760ff195f5c165f5d005b6110ce91614e5f565b8080610366565b61111c90835f5260086020526111156affffffffffffffffffffff6110ff60405f205493876147c4565b1669ffffffffffffffffffff8360a01c16613a19565b90846147df565b8761108c565b611132600560a01b914290613a19565b61105f565b7f478f84e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b60a383901c6020161561117b57633ebe133d60e11b5f5260045ffd5b63ffffffff8360ae1c16421061037e5761101c90610ffb565b346102915760a03660031901126102915760043560443560643560243560843567ffffffffffffffff8111610291576111d1903690600401613626565b9160ff5f5c166103b957600160ff195f5c16175f5d6111ef8661422e565b92865f52600860205260405f20546001600160a01b0381163314159081611331575b81611312575b5061037057600160078560a01c160361037e57828161124061100e9361126c968a878a8e6142a8565b6040519788943360208701526040860152606085015286608085015260a08085015260c0840191613786565b61127681856143d9565b91600160a81b196001600160a01b038416151592836112f9575b865f52600f6020525f6040812055865f5260076020521660405f2055604051908152847f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a36112e75760ff195f5c165f5d005b610bef9263d127c86760e01b916154cb565b61130c8663d127c86760e01b8988615463565b50611290565b6001600160a01b03915061132790868a614274565b1633141588611217565b336001600160a01b03871614159150611211565b346102915760203660031901126102915760806004355f90805f52600760205260405f205491815f52600860205260405f205491611384838583614274565b9060048560a31c166113b4575b506001600160a01b03919260405194855260208501521660408301526060820152f35b6001600160a01b0392505f52600d60205260405f205491611391565b34610291576040366003190112610291576113e96136a6565b6113f1613704565b6113f9614451565b6001600160a01b03821691821561044a576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168314611490578190816114b8575b506114905760207f7ee54953080e392a475a25b6acacb85417ca4e1953293c90934233ca1361251091835f526006825260405f209015159060ff1981541660ff8316179055604051908152a2005b7f9c9d8823000000000000000000000000000000000000000000000000000000005f5260045ffd5b90506114c3816157a0565b908161150a575b816114d8575b501583611442565b61150491507f7ff6bc9e0000000000000000000000000000000000000000000000000000000090615847565b836114d0565b9050611515816157fd565b15906114ca565b3461029157602036600319011261029157611538600435613fa4565b60405190602082526001600160a01b038151166020830152602081015190600682101561162f57829160408301526001600160a01b03604082015116606083015265ffffffffffff60608201511660808301526001600160a01b0360808201511660a083015265ffffffffffff60a08201511660c083015260c081015160e08301526001600160a01b0360e0820151166101008301526001600160a01b03610100820151166101208301526101208101516101408301526001600160a01b036101806116176101408401516101a06101608701526101c0860190613762565b92610160810151828601520151166101a08301520390f35b634e487b7160e01b5f52602160045260245ffd5b34610291575f36600319011261029157602060405161012c8152f35b34610291575f3660031901126102915760206040516301e133808152f35b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291576040366003190112610291576004356116dc613690565b906116e5614451565b6001600160a01b03821691821561044a576103e882116117ad577ff0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca4849160209167ffffffffffffffff611735613f57565b61ffff84168582015286604082015251167fffff0000000000000000000000000000000000000000000000000000000000007dffffffffffffffffffffffffffffffffffffffff000000000000000000005f549360501b1692161769ffff00000000000000008360401b1617175f55604051908152a2005b7fc9034e18000000000000000000000000000000000000000000000000000000005f5260045ffd5b346102915760203660031901126102915760043567ffffffffffffffff811161029157366023820112156102915780600401359067ffffffffffffffff8211610291573660248360051b830101116102915761183082613ee8565b9161183e60405193846137d5565b808352601f1961184d82613ee8565b015f5b818110611957575050905f9060421981360301915b838110156118f05760248160051b830101358381121561029157820160248101359067ffffffffffffffff821161029157604401813603811361029157815f92918392604051928392833781018381520390305af46118c2613f00565b90156118e857906001916118d68288613f2f565b526118e18187613f2f565b5001611865565b602081519101fd5b846040518091602082016020835281518091526040830190602060408260051b8601019301915f905b82821061192857505050500390f35b919360019193955060206119478192603f198a82030186528851613762565b9601920192018594939192611919565b806060602080938801015201611850565b34610291576020366003190112610291576004355f52600f602052602060405f2054604051908152f35b34610291576119a036613713565b919060ff5f5c166103b957600160ff195f5c16175f5d6119bf8461422e565b9160078360a01c1660018114159081611b78575b5061037e5763ffffffff8360ae1c1642101561037e576001600160a01b03831633036103705760208360a31c16611b0e575b611a0f83866143d9565b926060946001600160a01b03851615159384611ac3575b5050600160a11b907fffffff8000003ffffffffff8ffffffffffffffffffffffffffffffffffffffff611a624263ffffffff8460ae1c16613a19565b60ce1b91161717855f52600760205260405f2055604051908152847f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a3611ab15760ff195f5c165f5d005b610bef92639e63798d60e01b916154cb565b84965090611ae5600160a11b9392610855604051938492883360208601613abe565b8096611af4575b819250611a26565b611b0790639e63798d60e01b8988615463565b5087611aec565b91600160a81b1990855f52600f6020525f604081205516916040517f737570657273656465642d62792d7375626d69740000000000000000000000008152857f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a3611a05565b1580159150611b88575b866119d3565b50845f52600860205269ffffffffffffffffffff60405f205460a01c161515611b82565b3461029157602036600319011261029157600435611bc8613d17565b506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016330361037057611c0281613d6c565b805115611cff57602081015115611cd357611cb291604082015115611cb6575b50604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b5f9081526007602052604090208054600160ab1b17905582611c22565b507ff2b038f2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507f818dd4e3000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610291575f3660031901126102915760206001600160a01b0360015416604051908152f35b346102915760c036600319011261029157611d6a613690565b60643567ffffffffffffffff811161029157611d8a903690600401613626565b9060843560a43567ffffffffffffffff811161029157611dae903690600401613626565b60ff5f9692965c166103b957600160ff195f5c16175f5d611dd060043561422e565b9560078760a01c1615801590612119575b61037e576001600160a01b038716156120f1578342116120c9576004355f52600860205260405f2054938460f81c6120a157848787611e23838c600435614274565b6004355f52600e6020528b60405f20604051905f90805490611e4482613eb0565b808552916001811690811561207d5750600114612031575b50507fad844b01828fa5171fc60f82649593cfe7afb621b338b7d29de49c8c283c422596936020969363ffffffff84611ea6611fde9e9d9c99966001600160a01b039603826137d5565b8981519101209184611eba826004356143d9565b9460a383901c60041615612026576004355f52600d8c5281611ef760405f2054995b61ffff611eeb876004356147c4565b60581c169b3691613e7a565b8d81519101209a6040519d8e019e8f528d60406004359101521660608d015281831660808d01521660a08b015260ae1c1660c089015260e0880152166101008601526101208501526101408401526001600160a01b0388166101608401526044356101808401526101a08301526101c08201526101c08152611f7b6101e0826137d5565b519020611f86613a26565b906040519060208201927f190100000000000000000000000000000000000000000000000000000000000084526022830152604282015260428152611fcc6062826137d5565b5190206001600160a01b038916615018565b15611ffe5761036694604435926001600160a01b03821691600435615154565b7f9c584f54000000000000000000000000000000000000000000000000000000005f5260045ffd5b81611ef75f99611edc565b5f908152602081209092505b81831061205557505081016020908101908490611e5c565b91949750945060019195506020925080548385880101520191018b938d918c948c979461203d565b60ff191660208681019190915292151560051b85018301935086929150611e5c9050565b7fd42b315e000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f8727a7f9000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fa9456d43000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8760ae1c16421015611de1565b34610291576020366003190112610291576004355f52600760205260206040805f205460a31c161515604051908152f35b34610291575f366003190112610291576002546001600160a01b0381163303610370576001600160a01b031990600154336001600160a01b0382167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a38216331760015516600255005b34610291576020366003190112610291576001600160a01b036121ea6136a6565b165f526006602052602060ff60405f2054166040519015158152f35b34610291576020366003190112610291576001600160a01b036122276136a6565b166001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001681148015612268575b6020906040519015158152f35b505f526004602052602061010060405f205416151561225b565b346102915761229036613654565b60ff5f949392945c166103b957600160ff195f5c16175f5d6122b18561422e565b916001600160a01b038316330361037057600160078460a01c16148015906124de575b61037e5780156124b65760208360a31c166124a757855f5260086020526123018460405f2054858961434b565b94604051956123298761231b8685878b33602087016137a6565b03601f1981018952886137d5565b61233385896143d9565b956001600160a01b0387161515958661248e575b612352368786613e7a565b602081519101206040516123818161085560208201948a88876040919493926060820195825260208201520152565b519020938a5f52601060205260405f20855f5260205260ff60405f205416612466578a957501000000000000000000000000000000000000000000612443937f2fa4d424ce768f034f78800a9af17c04fc6d1ea6f875f23847cc5d93ad89664c97895f52601060205260405f20815f5260205260405f20600160ff19825416179055895f52600f60205260405f2055885f5260076020521760405f20556040519485948552602085015260408401526080606084015233966080840191613786565b0390a36124545760ff195f5c165f5d005b610bef926302e874e560e51b916154cb565b7faebf5f2b000000000000000000000000000000000000000000000000000000005f5260045ffd5b6124a1896302e874e560e51b8c8b615463565b50612347565b633ebe133d60e11b5f5260045ffd5b7fe21765e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b5063ffffffff8360ae1c164210156122d4565b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291575f36600319011261029157602067ffffffffffffffff5f5416604051908152f35b3461029157602036600319011261029157611cb2612579600435613d6c565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a08501526001600160a01b0360c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b346102915761261636613713565b9160ff5f5c166103b95761036693600160ff195f5c16175f5d613ae3565b346102915760203660031901126102915760206affffffffffffffffffffff61266b600435805f526007845260405f2054906147c4565b16604051908152f35b34610291575f36600319011261029157602060405162030d408152f35b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291575f3660031901126102915760206126ee613a26565b604051908152f35b3461029157608036600319011261029157600435612712613704565b906044359060643567ffffffffffffffff811161029157612737903690600401613626565b939060ff5f5c166103b957600160ff195f5c16175f5d6127568361422e565b6001600160a01b0360035416330361037057600260078260a01c16148015906129ce575b80156129af575b61037e57835f52600860205260405f20549560405195336020880152841515948560408901528160608901526080808901526127d3886127c560a082018689613786565b03601f1981018a52896137d5565b6127dd84886143d9565b926127e9898986614594565b81156129a7576003955b63ffffffff8660ae1c1695610e108701809711610930576103669b61290e998c998c9942811161297957507c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff5f5b60e71b9160a01b166001687ffffffffffffffff960a01b0385161717895f52600760205260405f2055604051908152866020820152887f24d4e6be3d5daa51cc3575eaa9e017c6d8234078e8e68db6e6309b7647a3d9b960403393a36128a482896147c4565b941561291357936128dc946128d56affffffffffffffffffffff831669ffffffffffffffffffff8360a01c16613a19565b9289614835565b604051908152827f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460203393a3614600565b614dcc565b925050506129406affffffffffffffffffffff612947931669ffffffffffffffffffff8360a01c16613a19565b90856147df565b604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3614600565b6129a27c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffff914290613a19565b61283e565b6004956127f3565b5063ffffffff8160ae1c16610e10810180911161093057421015612781565b5060408160a31c161561277a565b34610291575f3660031901126102915760206040515f8152f35b3461029157612a04366136bc565b60ff5f9493945c166103b957600160ff195f5c16175f5d612a248561422e565b92855f52600860205260405f20549160078560a01c1615801590612ba4575b61037e576001600160a01b0383163303610370576001600160a01b03851661037e576001600160a01b03821692831561044a573384146109d957612a906001600160a01b0391878a614274565b1683146109b1578591612aba612ac8928415159687612b95575b604051998a9433602087016139eb565b03601f1981018752866137d5565b816001600160a01b0319612adc86896143d9565b956001600160a01b03871615159586612b7c575b612b51575b885f526007602052161760405f2055604051908152857f21f4f63d2d6282b1becc3aed20af00f5ed0e2c21cde93b6805915ac97afba51d60203393a4612b3f5760ff195f5c165f5d005b610bef92632c8b9c5b60e01b916154cb565b7420000000000000000000000000000000000000000090895f52600d6020528460405f205517612af5565b612b8f89632c8b9c5b60e01b8c8b615463565b50612af0565b612b9f848761452c565b612aaa565b5063ffffffff8560ae1c16421015612a43565b34610291576080366003190112610291576064356004356024356044358315158403610291576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163314801590612cc1575b61037057606482118015612cb7575b612c8857825f52600760205260405f2054600160aa1b811661037e57600160aa1b91845f52600760205260ac1b171760405f2055815f52600860205260405f2054925f14612c81576080915b5f5260086020521760f01b1760405f20555f80f35b5f91612c6c565b907f0d4e7a59000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b5060028111612c20565b5060015c6001840190818511610930571415612c11565b34610291575f36600319011261029157602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461029157604036600319011261029157612d42612d346136a6565b612d3c613704565b9061382b565b005b3461029157612d52366136bc565b929160ff5f5c166103b957600160ff195f5c16175f5d612d718561422e565b92855f52600860205260405f205460078560a01c1661037e576001600160a01b0381163303610370576001600160a01b0385169081156120f15763ffffffff8660ae1c1642101561037e57610e1042018042116109305763ffffffff8760ae1c16106130f0576001600160a01b0380612dec8360f81c614402565b16931683036130c85760a01c69ffffffffffffffffffff169283036130a05760048560a31c1615159081613082575b5061305a57612e2a84876143d9565b936060956001600160a01b0386161515948561300b575b5050600760a01b19600160a01b91885f526007602052161760405f205581612eb2575b50604051908152847fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a3612ea05760ff195f5c165f5d005b610bef926303f313d960e31b916154cb565b604051906370a0823160e01b8252306004830152602082602481845afa918215612fcb575f92612fd6575b506020602491612f346040517f23b872dd0000000000000000000000000000000000000000000000000000000084820152338582015230604482015286606482015260648152612f2e6084826137d5565b82615893565b604051928380926370a0823160e01b82523060048301525afa908115612fcb575f91612f99575b508282018092116109305703612f715785612e64565b7f5d8b7d2c000000000000000000000000000000000000000000000000000000005f5260045ffd5b90506020813d602011612fc3575b81612fb4602093836137d5565b81010312610291575187612f5b565b3d9150612fa7565b6040513d5f823e3d90fd5b9091506020813d602011613003575b81612ff2602093836137d5565b810103126102915751906020612edd565b3d9150612fe5565b85975091600760a01b1991613032600160a01b94610855604051938492336020850161380b565b8098613040575b5091612e41565b613053906303f313d960e31b8b8a615463565b5089613039565b7f9bf4bf7b000000000000000000000000000000000000000000000000000000005f5260045ffd5b6130999150875f52600d60205260405f2054614465565b1587612e1b565b7f99b0fc87000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fae4f082b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f1cb82473000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610291576020366003190112610291576001600160a01b036131396136a6565b613141614451565b16801561044a576001600160a01b0319600354826001600160a01b0382167f8baeb8e9be10c233f000f8215f52a1038a77bc736883d06f9022545ef1ab1a745f80a31617600355005b34610291576060366003190112610291576004356131a6613690565b60443567ffffffffffffffff8111610291576131c6903690600401613626565b909160ff5f5c166103b957600160ff195f5c16175f5d6131e58461422e565b9060078260a01c1615801590613393575b61037e576001600160a01b0382163303610370576001600160a01b0316913083148015613360575b6133385761324b9061100e6040519586923360208501528660408501526060808501526080840191613786565b61325581856143d9565b916001600160a01b0383161515918261331f575b855f52600c60205260405f20826001600160a01b031982541617905581155f14613303577fffffffffffffffffffffffbfffffffffffffffffffffffffffffffffffffffff165b855f52600760205260405f205533857f90e1fcf3b0502e4b533632023cd923a851b2c5e583e887e2cd2b342ca46a6d805f80a46132f15760ff195f5c165f5d005b610bef9263176a9da760e01b916154cb565b74400000000000000000000000000000000000000000176132b0565b6133328563176a9da760e01b8887615463565b50613269565b7f1e4ec46b000000000000000000000000000000000000000000000000000000005f5260045ffd5b50821515801561321e5750845f5260086020526001600160a01b0361338b60405f205460f81c614402565b16831461321e565b5063ffffffff8260ae1c164210156131f6565b34610291576133b436613654565b9260ff5f9392935c166103b957600160ff195f5c16175f5d6133d58561422e565b91855f52600860205260405f2054936001600160a01b03851633141580613581575b61037057600160078560a01c160361037e578691829161341b888284888a886142a8565b6134278588888661434b565b9060405198899182338383888c6020860194613442956137a6565b03601f198101845261345490846137d5565b8361345f8a886143d9565b9a8b6001600160a01b03811615159b7f4ff0d1f3daa68b825fd51377440826794c2c1db9891ec768baebca503992c2b7996134fe97600160a81b19938f613566575b50505f52600f6020525f604081205516906cffff00000000000000000000006134ca838c6147c4565b168b17918a5f5260096020528260405f20558a5f526007602052600160a71b811760405f205563165fbf7160e01b8b614bcd565b837f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e60408051888152846020820152a26040805195865260208601919091528401523392606090a36135545760ff195f5c165f5d005b610bef9263165fbf7160e01b916154cb565b6135789263165fbf7160e01b91615463565b508a8f8f6134a1565b506001600160a01b0361359586868a614274565b163314156133f7565b34610291575f3660031901126102915760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610291576020906135f236613610565b905f526010835260405f20905f52825260ff60405f20541615158152f35b6040906003190112610291576004359060243590565b9181601f840112156102915782359167ffffffffffffffff8311610291576020838186019501011161029157565b906080600319830112610291576004359160243591604435916064359067ffffffffffffffff82116102915761368c91600401613626565b9091565b602435906001600160a01b038216820361029157565b600435906001600160a01b038216820361029157565b90608060031983011261029157600435916024356001600160a01b03811681036102915791604435916064359067ffffffffffffffff82116102915761368c91600401613626565b60243590811515820361029157565b60606003198201126102915760043591602435916044359067ffffffffffffffff82116102915761368c91600401613626565b34610291575f366003190112610291576020604051610e108152f35b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b908060209392818452848401375f828201840152601f01601f1916010190565b90926080926001600160a01b036137d29795168352602083015260408201528160608201520191613786565b90565b90601f8019910116810190811067ffffffffffffffff8211176137f757604052565b634e487b7160e01b5f52604160045260245ffd5b6040906001600160a01b036137d295931681528160208201520191613786565b90613834614451565b6001600160a01b03821691821561044a576001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001683146139b8573b1561399057815f52600460205260ff60405f20541680156138de575b7fc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f39160209181156138d957610100175b845f526004835260405f20556040519015158152a2565b6138c2565b5060035460ff8160a01c1660ff8114613968576001019160ff8311610930577fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff90911660a083901b74ff0000000000000000000000000000000000000000161760035560ff9091165f81815260056020526040902080546001600160a01b03191684179055613892565b7f9171c7a8000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f09ee12d5000000000000000000000000000000000000000000000000000000005f5260045ffd5b5015610370577fc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f3602060405160018152a2565b90926001600160a01b03608093816137d2989616845216602083015260408201528160608201520191613786565b9190820391821161093057565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527ffc227d9797b1aad898b0e8814fe8f22df4e12c78d5a19a5decc613f77b27b77560408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a08152613ab860c0826137d5565b51902090565b6137d294926001600160a01b0360609316825260208201528160408201520191613786565b929190613aef8461422e565b845f52600860205260405f20549060078160a01c1693841594855f14613cd157506001600160a01b03831633141580613cbe575b610370575b60208260a31c16613c6f575b613b4c90612aba604051978892873360208601613abe565b613b5681876143d9565b93613bde579483613bd793613ba587946129406affffffffffffffffffffff6110ff613bdc9c613b888a8a809e6146bf565b613b924282614752565b895f52600760205260405f2055886147c4565b604051908152827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3614726565b614f85565b565b919050613bfe6001600160a01b03841615159283613c56575b4290614752565b855f52600760205260405f2055604051908152847fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3613c4157505050565b613c53926341dd26f560e01b916154cb565b50565b613c69866341dd26f560e01b8988615463565b50613bf7565b90600160a81b19613b4c91885f52600f6020525f60408120551691604051858152887f8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e60203393a39050613b34565b506001600160a01b038216331415613b23565b60018114908115613d0c575b501561037e576001600160a01b03613cf684848a614274565b16330315613b28576282b42960e81b5f5260045ffd5b60029150145f613cdd565b60405190610120820182811067ffffffffffffffff8211176137f7576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b90613d75613d17565b91805f52600760205260405f2054600160aa1b811615613e5a57815f52600860205260405f205460018552607f8160f01c6080811615156020880152600160ab1b84161515604088015260038460ac1c16606088015216608086015263ffffffff8260ae1c1690610e1082018092116109305764ffffffffff613e0769ffffffffffffffffffff938560e71c90613a19565b1660a08701526001600160a01b03811660c087015260a01c1660e085015260048160a31c1615155f14613e4a57505f52600d60205260405f20545b610100830152565b6001600160a01b03915016613e42565b5050565b67ffffffffffffffff81116137f757601f01601f191660200190565b929192613e8682613e5e565b91613e9460405193846137d5565b829481845281830111610291578281602093845f960137010152565b90600182811c92168015613ede575b6020831014613eca57565b634e487b7160e01b5f52602260045260245ffd5b91607f1691613ebf565b67ffffffffffffffff81116137f75760051b60200190565b3d15613f2a573d90613f1182613e5e565b91613f1f60405193846137d5565b82523d5f602084013e565b606090565b8051821015613f435760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b604051906060820182811067ffffffffffffffff8211176137f7576040528160406001600160a01b035f5467ffffffffffffffff8116845261ffff81841c16602085015260501c16910152565b90604051916101a0830183811067ffffffffffffffff8211176137f7576040525f83525f60208401525f60408401525f60608401525f60808401525f60a08401525f60c08401525f60e08401525f6101008401525f61012084015260606101408401525f6101608401525f61018084015282815f52600760205260405f20549081156142285750815f52600860205260405f20546001600160a01b038116855260078260a01c16600681101561162f576001600160a01b03916140e2916020880152828416604088015263ffffffff8460ae1c168060608901528361408a838789614274565b1660808901526301ffffff8560ce1c169081155f1461421257505065ffffffffffff5f5b1660a088015269ffffffffffffffffffff8160a01c1660c0880152826140d485876143d9565b1660e088015260f81c614402565b1661010085015260a381901c90600482161561420c57825f52600d60205260405f20545b610120860152825f52600e60205260405f20604051905f9080549061412a82613eb0565b80855291600181169081156141e757506001146141ac575b505060089392826141646affffffffffffffffffffff946141709403826137d5565b610140890152856147c4565b16610160860152161561419d575f52600c6020526001600160a01b038060405f2054165b16610180830152565b506001600160a01b035f614194565b5f908152602081209092505b8183106141cd57505081016020018282614142565b6001816020929493945483858801015201910191906141b8565b60ff191660208087019190915292151560051b85019092019250849150839050614142565b5f614106565b65ffffffffffff9161422391613a19565b6140ae565b93505050565b5f52600760205260405f20549063ffffffff8260ae1c161561424c57565b7f71c8f460000000000000000000000000000000000000000000000000000000005f5260045ffd5b919060a31c6001161561429a57505f52600a6020526001600160a01b0360405f20541690565b6001600160a01b0391501690565b94939060209093929360a31c16159485156142f1575b50505050506142c957565b7f9b604d0b000000000000000000000000000000000000000000000000000000005f5260045ffd5b61433c929394955090614312915f52600f60205260405f2054953691613e7a565b80516020918201206040805192830195865282019390935260608101929092528160808101610855565b51902014155f808080806142be565b6affffffffffffffffffffff91614361916147c4565b1690818311156143b15760a01c69ffffffffffffffffffff168211614389576137d291613a19565b7f4ed6f97b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f57ee5a0f000000000000000000000000000000000000000000000000000000005f5260045ffd5b9060a31c600216156143fd575f52600b6020526001600160a01b0360405f20541690565b505f90565b6001811461442c578061441457505f90565b5f5260056020526001600160a01b0360405f20541690565b507f000000000000000000000000000000000000000000000000000000000000000090565b6001600160a01b0360015416330361037057565b90604051917f6352211e00000000000000000000000000000000000000000000000000000000835260048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa5f92816144e8575b506144d75750505f90565b6001600160a01b0380911691161490565b9092506020813d602011614524575b81614504602093836137d5565b8101031261029157516001600160a01b038116810361029157915f6144cc565b3d91506144f7565b906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161561456c5761456591614465565b1561305a57565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b90916001600160a01b038216156145fb57632f13dfe760e01b836145c09363dc08fb1d60e01b9061552b565b156145c85750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b526020604051632f13dfe760e01b8152a2565b505050565b90916001600160a01b038216156145fb57632f13dfe760e01b836145c09363a3fe478360e01b9061552b565b90916001600160a01b038216156145fb5763d2fd101b60e01b836146589363dc08fb1d60e01b9061552b565b156146605750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b52602060405163d2fd101b60e01b8152a2565b90916001600160a01b038216156145fb5763d2fd101b60e01b836146589363a3fe478360e01b9061552b565b90916001600160a01b038216156145fb576341dd26f560e01b836146eb9363dc08fb1d60e01b9061552b565b156146f35750565b7f15b3a4774194368a2c62fb708267b2c87e325796a458325bedb2af9106d44b5260206040516341dd26f560e01b8152a2565b90916001600160a01b038216156145fb576341dd26f560e01b836146eb9363a3fe478360e01b9061552b565b63ffffffff8160ae1c1691610e1083018093116109305774040000000000000000000000000000000000000000928082106147a55750506001687ffffffffffffffff960a01b035f5b60e71b9116171790565b6001687ffffffffffffffff960a01b03916147bf91613a19565b61479b565b9060a31c601016156143fd575f52600960205260405f205490565b9082156145fb57602061482c61482694836001600160a01b037f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4951696879160f81c614402565b8661560b565b604051908152a3565b94929161484b61ffff919795929760f81c614402565b9260581c169081810291818304148115171561093057612710614874920490816149dd57613a19565b9485156148f55760a381901c600816156149ca5750835f52600c6020526148ac6001600160a01b0360405f205416955b86838761560b565b916001600160a01b0386169586867f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051888152a3803b151590816149ba575b506148fd575b505050505050565b853b15610291575f916149546001600160a01b039260405196879485946374dbc6a960e01b86528a6004870152632f13dfe760e01b602487015216604485015286606485015260a0608485015260a4840191613786565b038183885af1908115612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf59893926040926149aa575b50815190632f13dfe760e01b82526020820152a35f80808080806148f5565b5f6149b4916137d5565b5f61498b565b6149c491506152eb565b5f6148ef565b6001600160a01b036148ac9116956148a4565b6001600160a01b035f5460501c16877f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f49476626020614a1b86858a8661560b565b604051908152a3613a19565b949291614a3d61ffff919795929760f81c614402565b9260581c169081810291818304148115171561093057612710614a66920490816149dd57613a19565b9485156148f55760a381901c60081615614bba5750835f52600c602052614a9d6001600160a01b0360405f2054169586838761560b565b916001600160a01b0386169586867f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051888152a3803b15159081614baa575b50614aed57505050505050565b853b15610291575f91614b446001600160a01b039260405196879485946374dbc6a960e01b86528a600487015263d75bbdf360e01b602487015216604485015286606485015260a0608485015260a4840191613786565b038183885af1908115612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989392604092614b9a575b5081519063d75bbdf360e01b82526020820152a35f80808080806148f5565b5f614ba4916137d5565b5f614b7b565b614bb491506152eb565b5f614ae0565b6001600160a01b03614a9d9116956148a4565b959392614be561ffff9198939896929660f81c614402565b9360581c169081810291818304148115171561093057612710614c0e92049081614d8e57613a19565b958615614c8f5760a381901c60081615614d7b5750845f52600c602052614c466001600160a01b0360405f205416965b87848861560b565b926001600160a01b0387169687877f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051898152a3803b15159081614d6b575b50614c98575b50505050505050565b863b15610291576001600160a01b0394614d0c7fffffffff00000000000000000000000000000000000000000000000000000000925f9460405198899586956374dbc6a960e01b87528c6004880152169788602487015216604485015287606485015260a0608485015260a4840191613786565b038183895af1918215612fcb577f76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf5989393604093614d5b575b5082519182526020820152a35f808080808080614c8f565b5f614d65916137d5565b5f614d43565b614d7591506152eb565b5f614c89565b6001600160a01b03614c46911696614c3e565b6001600160a01b035f5460501c16887f0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f49476626020614a1b86858b8661560b565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb5760018301918284116109305783632f13dfe760e01b91614e209460015d6155ab565b5f60015d15614e2c5750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f56020604051632f13dfe760e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb576001830191828411610930578363d2fd101b60e01b91614eb39460015d6155ab565b5f60015d15614ebf5750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f5602060405163d2fd101b60e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb576001830191828411610930578363d75bbdf360e01b91614f469460015d6155ab565b5f60015d15614f525750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f5602060405163d75bbdf360e01b8152a2565b907f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216156145fb57600183019182841161093057836341dd26f560e01b91614fd99460015d6155ab565b5f60015d15614fe55750565b7f567cea7dbc98c2e1de868e71dff94db71a9f673e1e556f4d5079728661d900f560206040516341dd26f560e01b8152a2565b90929192604183146150af575b813b156150a7575f9361506185946108556040519384926020840196630b135d3f60e11b88526024850152604060448501526064840191613786565b51915afa61506d613f00565b8161509b575b8161507c575090565b90506020818051810103126102915760200151630b135d3f60e11b1490565b80516020149150615073565b505050505f90565b82602011610291578335836040116102915760208501357f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08111159182615101575b5050156150255750505050600190565b9091508460401015613f435760805f916020936040519186835260408a013560f81c868401526040830152606082015282805260015afa15612fcb575f516001600160a01b038084169116145f806150f1565b9695939491926001600160a01b03861693841561044a576151748761571d565b60088460a31c161515806152cd575b6133385769ffffffffffffffffffff85116152a5576151a38a94856143d9565b976060996001600160a01b038a1615159889615228575b5050507fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb44539926020926001600160a01b039260f81b90838860a01b91161717855f526008845260405f20556040519586521693a461521657505050565b613c539263f3302b8960e01b916154cb565b899b509286886152737fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb445399895610855602099966001600160a01b03996040519586948b8e87016139eb565b8c819e61528a575b505050928295508194506151ba565b61529c9263f3302b8960e01b91615463565b50865f8c61527b565b7ffeaa6cdb000000000000000000000000000000000000000000000000000000005f5260045ffd5b50895f52600c602052856001600160a01b0360405f20541614615183565b6152f4816157a0565b9081615317575b81615304575090565b6137d291506374dbc6a960e01b90615847565b9050615322816157fd565b15906152fb565b82156145fb57601f83118061535857505f52600e6020528160011b915f199060031b1c199035161760405f2055565b919392905f52600e60205260405f209167ffffffffffffffff82116137f7576153818354613eb0565b601f811161541e575b505f906001146153bf57819293945f926153b4575b50508160011b915f199060031b1c1916179055565b013590505f8061539f565b601f19821694835f5260205f20915f5b8781106154065750836001959697106153ed575b505050811b019055565b01355f19600384901b60f8161c191690555f80806153e3565b909260206001819286860135815501940191016153cf565b835f5260205f20601f840160051c81019160208510615459575b601f0160051c01905b81811061544e575061538a565b5f8155600101615441565b9091508190615438565b925f9294939183809360205a9480519182916040519b8c9763dc08fb1d60e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f19182156001166154c35750565b3d5f823e3d90fd5b925f9294939183809360205a9480519182916040519b8c9763a3fe478360e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f19182156001166154c35750565b9391620340b65a10615583575f9485948592602062030d40968051938493604051988952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f190565b7f4206fa3c000000000000000000000000000000000000000000000000000000005f5260045ffd5b9190620340b65a10615583575f809493819462030d4094602082519283926040519763a3fe478360e01b8952600489015260248801526060604488015282606488015201608486015e8260848286010152601f801991011660840193f190565b91929060205f604460405163a9059cbb60e01b815287600482015285602482015282855af1813b15153d151660015f5114601f3d11161716615716576001600160a01b0316604051936370a0823160e01b8552306004860152602085602481855afa948515612fcb575f956156e2575b50828510156156d45791604091857fce5a0fb5d815d0b648de230dc45763a5e0dc27ba601f4e581e39e1697ee4c55d94816156c3575b5050508151908152846020820152a290565b6156cc92615900565b5f85816156b1565b908294506137d29350615900565b9094506020813d60201161570e575b816156fe602093836137d5565b810103126102915751935f61567b565b3d91506156f1565b5091505090565b6001600160a01b03166001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016811461579a575f52600460205260405f20546101008116156157725760ff1690565b7fc5dd95ec000000000000000000000000000000000000000000000000000000005f5260045ffd5b50600190565b5f602091604051838101906301ffc9a760e01b82526301ffc9a760e01b6024820152602481526157d16044826137d5565b5191617530fa5f513d826157f1575b50816157ea575090565b9050151590565b6020111591505f6157e0565b5f602091604051838101906301ffc9a760e01b82527fffffffff000000000000000000000000000000000000000000000000000000006024820152602481526157d16044826137d5565b5f906020926040517fffffffff00000000000000000000000000000000000000000000000000000000858201926301ffc9a760e01b8452166024820152602481526157d16044826137d5565b905f602091828151910182855af115612fcb575f513d6158f757506001600160a01b0381163b155b6158c25750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b600114156158bb565b613bdc926001600160a01b036040519363a9059cbb60e01b60208601521660248401526044830152604482526159376064836137d5565b61589356",
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
// Solidity: constructor(address admin_, address scorer_, address asset_, uint256 epochLength_, uint256 weightCap_, address payer_) returns()
func (scriptedSettlements *ScriptedSettlements) PackConstructor(admin_ common.Address, scorer_ common.Address, asset_ common.Address, epochLength_ *big.Int, weightCap_ *big.Int, payer_ common.Address) []byte {
	enc, err := scriptedSettlements.abi.Pack("", admin_, scorer_, asset_, epochLength_, weightCap_, payer_)
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
func (scriptedSettlements *ScriptedSettlements) PackHORIZONEPOCHS() []byte {
	enc, err := scriptedSettlements.abi.Pack("HORIZON_EPOCHS")
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
func (scriptedSettlements *ScriptedSettlements) TryPackHORIZONEPOCHS() ([]byte, error) {
	return scriptedSettlements.abi.Pack("HORIZON_EPOCHS")
}

// UnpackHORIZONEPOCHS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51f2ee8b.
//
// Solidity: function HORIZON_EPOCHS() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackHORIZONEPOCHS(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("HORIZON_EPOCHS", data)
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
func (scriptedSettlements *ScriptedSettlements) PackKEYSHIFT() []byte {
	enc, err := scriptedSettlements.abi.Pack("KEY_SHIFT")
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
func (scriptedSettlements *ScriptedSettlements) TryPackKEYSHIFT() ([]byte, error) {
	return scriptedSettlements.abi.Pack("KEY_SHIFT")
}

// UnpackKEYSHIFT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffe8ad4f.
//
// Solidity: function KEY_SHIFT() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackKEYSHIFT(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("KEY_SHIFT", data)
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
func (scriptedSettlements *ScriptedSettlements) PackMINEPOCHLENGTH() []byte {
	enc, err := scriptedSettlements.abi.Pack("MIN_EPOCH_LENGTH")
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
func (scriptedSettlements *ScriptedSettlements) TryPackMINEPOCHLENGTH() ([]byte, error) {
	return scriptedSettlements.abi.Pack("MIN_EPOCH_LENGTH")
}

// UnpackMINEPOCHLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x08a9376d.
//
// Solidity: function MIN_EPOCH_LENGTH() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackMINEPOCHLENGTH(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("MIN_EPOCH_LENGTH", data)
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
func (scriptedSettlements *ScriptedSettlements) PackRETENTIONBPS() []byte {
	enc, err := scriptedSettlements.abi.Pack("RETENTION_BPS")
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
func (scriptedSettlements *ScriptedSettlements) TryPackRETENTIONBPS() ([]byte, error) {
	return scriptedSettlements.abi.Pack("RETENTION_BPS")
}

// UnpackRETENTIONBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56dcc2ea.
//
// Solidity: function RETENTION_BPS() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackRETENTIONBPS(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("RETENTION_BPS", data)
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
func (scriptedSettlements *ScriptedSettlements) PackSOURCEBASE() []byte {
	enc, err := scriptedSettlements.abi.Pack("SOURCE_BASE")
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
func (scriptedSettlements *ScriptedSettlements) TryPackSOURCEBASE() ([]byte, error) {
	return scriptedSettlements.abi.Pack("SOURCE_BASE")
}

// UnpackSOURCEBASE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8742b59c.
//
// Solidity: function SOURCE_BASE() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackSOURCEBASE(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("SOURCE_BASE", data)
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
func (scriptedSettlements *ScriptedSettlements) PackAcceptAdmin() []byte {
	enc, err := scriptedSettlements.abi.Pack("acceptAdmin")
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
func (scriptedSettlements *ScriptedSettlements) TryPackAcceptAdmin() ([]byte, error) {
	return scriptedSettlements.abi.Pack("acceptAdmin")
}

// PackAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf851a440.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function admin() view returns(address)
func (scriptedSettlements *ScriptedSettlements) PackAdmin() []byte {
	enc, err := scriptedSettlements.abi.Pack("admin")
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
func (scriptedSettlements *ScriptedSettlements) TryPackAdmin() ([]byte, error) {
	return scriptedSettlements.abi.Pack("admin")
}

// UnpackAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf851a440.
//
// Solidity: function admin() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackAdmin(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("admin", data)
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
func (scriptedSettlements *ScriptedSettlements) PackAreRated(keys []*big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("areRated", keys)
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
func (scriptedSettlements *ScriptedSettlements) TryPackAreRated(keys []*big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("areRated", keys)
}

// UnpackAreRated is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8bc6d72a.
//
// Solidity: function areRated(uint256[] keys) view returns(bool[] rated)
func (scriptedSettlements *ScriptedSettlements) UnpackAreRated(data []byte) ([]bool, error) {
	out, err := scriptedSettlements.abi.Unpack("areRated", data)
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
func (scriptedSettlements *ScriptedSettlements) PackAsset() []byte {
	enc, err := scriptedSettlements.abi.Pack("asset")
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
func (scriptedSettlements *ScriptedSettlements) TryPackAsset() ([]byte, error) {
	return scriptedSettlements.abi.Pack("asset")
}

// UnpackAsset is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38d52e0f.
//
// Solidity: function asset() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackAsset(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("asset", data)
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
func (scriptedSettlements *ScriptedSettlements) PackAvgBps(agentId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("avgBps", agentId)
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
func (scriptedSettlements *ScriptedSettlements) TryPackAvgBps(agentId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("avgBps", agentId)
}

// UnpackAvgBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x21e9f131.
//
// Solidity: function avgBps(uint256 agentId) view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackAvgBps(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("avgBps", data)
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
func (scriptedSettlements *ScriptedSettlements) PackCreateEscrow(owner common.Address, arbiter common.Address, treasury common.Address, platformFeeBps uint16) []byte {
	enc, err := scriptedSettlements.abi.Pack("createEscrow", owner, arbiter, treasury, platformFeeBps)
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
func (scriptedSettlements *ScriptedSettlements) TryPackCreateEscrow(owner common.Address, arbiter common.Address, treasury common.Address, platformFeeBps uint16) ([]byte, error) {
	return scriptedSettlements.abi.Pack("createEscrow", owner, arbiter, treasury, platformFeeBps)
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
func (scriptedSettlements *ScriptedSettlements) UnpackCreateEscrow(data []byte) (CreateEscrowOutput, error) {
	out, err := scriptedSettlements.abi.Unpack("createEscrow", data)
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
func (scriptedSettlements *ScriptedSettlements) PackCurrentEpoch() []byte {
	enc, err := scriptedSettlements.abi.Pack("currentEpoch")
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
func (scriptedSettlements *ScriptedSettlements) TryPackCurrentEpoch() ([]byte, error) {
	return scriptedSettlements.abi.Pack("currentEpoch")
}

// UnpackCurrentEpoch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x76671808.
//
// Solidity: function currentEpoch() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackCurrentEpoch(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("currentEpoch", data)
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
func (scriptedSettlements *ScriptedSettlements) PackDisputeRateBps(agentId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("disputeRateBps", agentId)
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
func (scriptedSettlements *ScriptedSettlements) TryPackDisputeRateBps(agentId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("disputeRateBps", agentId)
}

// UnpackDisputeRateBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb19addb0.
//
// Solidity: function disputeRateBps(uint256 agentId) view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackDisputeRateBps(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("disputeRateBps", data)
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
func (scriptedSettlements *ScriptedSettlements) PackEpochLength() []byte {
	enc, err := scriptedSettlements.abi.Pack("epochLength")
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
func (scriptedSettlements *ScriptedSettlements) TryPackEpochLength() ([]byte, error) {
	return scriptedSettlements.abi.Pack("epochLength")
}

// UnpackEpochLength is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57d775f8.
//
// Solidity: function epochLength() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackEpochLength(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("epochLength", data)
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
func (scriptedSettlements *ScriptedSettlements) PackEscrowAt(index uint32) []byte {
	enc, err := scriptedSettlements.abi.Pack("escrowAt", index)
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
func (scriptedSettlements *ScriptedSettlements) TryPackEscrowAt(index uint32) ([]byte, error) {
	return scriptedSettlements.abi.Pack("escrowAt", index)
}

// UnpackEscrowAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x558c27c0.
//
// Solidity: function escrowAt(uint32 index) view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackEscrowAt(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("escrowAt", data)
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
func (scriptedSettlements *ScriptedSettlements) PackEscrowCount() []byte {
	enc, err := scriptedSettlements.abi.Pack("escrowCount")
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
func (scriptedSettlements *ScriptedSettlements) TryPackEscrowCount() ([]byte, error) {
	return scriptedSettlements.abi.Pack("escrowCount")
}

// UnpackEscrowCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x675ac67a.
//
// Solidity: function escrowCount() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackEscrowCount(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("escrowCount", data)
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
func (scriptedSettlements *ScriptedSettlements) PackEscrowInitCodeHash() []byte {
	enc, err := scriptedSettlements.abi.Pack("escrowInitCodeHash")
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
func (scriptedSettlements *ScriptedSettlements) TryPackEscrowInitCodeHash() ([]byte, error) {
	return scriptedSettlements.abi.Pack("escrowInitCodeHash")
}

// UnpackEscrowInitCodeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91908d68.
//
// Solidity: function escrowInitCodeHash() view returns(bytes32)
func (scriptedSettlements *ScriptedSettlements) UnpackEscrowInitCodeHash(data []byte) ([32]byte, error) {
	out, err := scriptedSettlements.abi.Unpack("escrowInitCodeHash", data)
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
func (scriptedSettlements *ScriptedSettlements) PackFactory() []byte {
	enc, err := scriptedSettlements.abi.Pack("factory")
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
func (scriptedSettlements *ScriptedSettlements) TryPackFactory() ([]byte, error) {
	return scriptedSettlements.abi.Pack("factory")
}

// UnpackFactory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc45a0155.
//
// Solidity: function factory() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackFactory(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("factory", data)
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
func (scriptedSettlements *ScriptedSettlements) PackHorizonEpochs() []byte {
	enc, err := scriptedSettlements.abi.Pack("horizonEpochs")
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
func (scriptedSettlements *ScriptedSettlements) TryPackHorizonEpochs() ([]byte, error) {
	return scriptedSettlements.abi.Pack("horizonEpochs")
}

// UnpackHorizonEpochs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffa75499.
//
// Solidity: function horizonEpochs() pure returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackHorizonEpochs(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("horizonEpochs", data)
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
func (scriptedSettlements *ScriptedSettlements) PackIdentityRegistry() []byte {
	enc, err := scriptedSettlements.abi.Pack("identityRegistry")
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
func (scriptedSettlements *ScriptedSettlements) TryPackIdentityRegistry() ([]byte, error) {
	return scriptedSettlements.abi.Pack("identityRegistry")
}

// UnpackIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x134e18f4.
//
// Solidity: function identityRegistry() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackIdentityRegistry(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("identityRegistry", data)
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
func (scriptedSettlements *ScriptedSettlements) PackIsEscrowStopped(index uint32) []byte {
	enc, err := scriptedSettlements.abi.Pack("isEscrowStopped", index)
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
func (scriptedSettlements *ScriptedSettlements) TryPackIsEscrowStopped(index uint32) ([]byte, error) {
	return scriptedSettlements.abi.Pack("isEscrowStopped", index)
}

// UnpackIsEscrowStopped is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe4fa2d83.
//
// Solidity: function isEscrowStopped(uint32 index) view returns(bool)
func (scriptedSettlements *ScriptedSettlements) UnpackIsEscrowStopped(data []byte) (bool, error) {
	out, err := scriptedSettlements.abi.Unpack("isEscrowStopped", data)
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
func (scriptedSettlements *ScriptedSettlements) PackIsRated(escrowIndex uint32, jobId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("isRated", escrowIndex, jobId)
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
func (scriptedSettlements *ScriptedSettlements) TryPackIsRated(escrowIndex uint32, jobId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("isRated", escrowIndex, jobId)
}

// UnpackIsRated is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4976e355.
//
// Solidity: function isRated(uint32 escrowIndex, uint256 jobId) view returns(bool)
func (scriptedSettlements *ScriptedSettlements) UnpackIsRated(data []byte) (bool, error) {
	out, err := scriptedSettlements.abi.Unpack("isRated", data)
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
func (scriptedSettlements *ScriptedSettlements) PackKeyOf(escrowIndex uint32, jobId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("keyOf", escrowIndex, jobId)
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
func (scriptedSettlements *ScriptedSettlements) TryPackKeyOf(escrowIndex uint32, jobId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("keyOf", escrowIndex, jobId)
}

// UnpackKeyOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf3a6ff49.
//
// Solidity: function keyOf(uint32 escrowIndex, uint256 jobId) pure returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackKeyOf(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("keyOf", data)
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
func (scriptedSettlements *ScriptedSettlements) PackLastEpochOf(agentId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("lastEpochOf", agentId)
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
func (scriptedSettlements *ScriptedSettlements) TryPackLastEpochOf(agentId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("lastEpochOf", agentId)
}

// UnpackLastEpochOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd15a307.
//
// Solidity: function lastEpochOf(uint256 agentId) view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackLastEpochOf(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("lastEpochOf", data)
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
func (scriptedSettlements *ScriptedSettlements) PackOracle() []byte {
	enc, err := scriptedSettlements.abi.Pack("oracle")
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
func (scriptedSettlements *ScriptedSettlements) TryPackOracle() ([]byte, error) {
	return scriptedSettlements.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackOracle(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("oracle", data)
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

// PackPendingAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x26782247.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingAdmin() view returns(address)
func (scriptedSettlements *ScriptedSettlements) PackPendingAdmin() []byte {
	enc, err := scriptedSettlements.abi.Pack("pendingAdmin")
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
func (scriptedSettlements *ScriptedSettlements) TryPackPendingAdmin() ([]byte, error) {
	return scriptedSettlements.abi.Pack("pendingAdmin")
}

// UnpackPendingAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x26782247.
//
// Solidity: function pendingAdmin() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackPendingAdmin(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("pendingAdmin", data)
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
func (scriptedSettlements *ScriptedSettlements) PackRateFromSource(jobId *big.Int, agentId *big.Int, payer common.Address, amount *big.Int, rating uint8, completedAt *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("rateFromSource", jobId, agentId, payer, amount, rating, completedAt)
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
func (scriptedSettlements *ScriptedSettlements) TryPackRateFromSource(jobId *big.Int, agentId *big.Int, payer common.Address, amount *big.Int, rating uint8, completedAt *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("rateFromSource", jobId, agentId, payer, amount, rating, completedAt)
}

// PackRatingHook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb78e29d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ratingHook() view returns(address)
func (scriptedSettlements *ScriptedSettlements) PackRatingHook() []byte {
	enc, err := scriptedSettlements.abi.Pack("ratingHook")
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
func (scriptedSettlements *ScriptedSettlements) TryPackRatingHook() ([]byte, error) {
	return scriptedSettlements.abi.Pack("ratingHook")
}

// UnpackRatingHook is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb78e29d8.
//
// Solidity: function ratingHook() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackRatingHook(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("ratingHook", data)
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
func (scriptedSettlements *ScriptedSettlements) PackRegisterSource(source common.Address) []byte {
	enc, err := scriptedSettlements.abi.Pack("registerSource", source)
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
func (scriptedSettlements *ScriptedSettlements) TryPackRegisterSource(source common.Address) ([]byte, error) {
	return scriptedSettlements.abi.Pack("registerSource", source)
}

// UnpackRegisterSource is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dd4aa29.
//
// Solidity: function registerSource(address source) returns(uint32 index)
func (scriptedSettlements *ScriptedSettlements) UnpackRegisterSource(data []byte) (uint32, error) {
	out, err := scriptedSettlements.abi.Unpack("registerSource", data)
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
func (scriptedSettlements *ScriptedSettlements) PackRepBps(agentId *big.Int, priorBps *big.Int, priorWeight *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("repBps", agentId, priorBps, priorWeight)
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
func (scriptedSettlements *ScriptedSettlements) TryPackRepBps(agentId *big.Int, priorBps *big.Int, priorWeight *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("repBps", agentId, priorBps, priorWeight)
}

// UnpackRepBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7598e3ee.
//
// Solidity: function repBps(uint256 agentId, uint256 priorBps, uint256 priorWeight) view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackRepBps(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("repBps", data)
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
func (scriptedSettlements *ScriptedSettlements) PackRepState(agentId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("repState", agentId)
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
func (scriptedSettlements *ScriptedSettlements) TryPackRepState(agentId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("repState", agentId)
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
func (scriptedSettlements *ScriptedSettlements) UnpackRepState(data []byte) (RepStateOutput, error) {
	out, err := scriptedSettlements.abi.Unpack("repState", data)
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
func (scriptedSettlements *ScriptedSettlements) PackRepStates(agentIds []*big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("repStates", agentIds)
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
func (scriptedSettlements *ScriptedSettlements) TryPackRepStates(agentIds []*big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("repStates", agentIds)
}

// UnpackRepStates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95543210.
//
// Solidity: function repStates(uint256[] agentIds) view returns((uint256,uint256,uint256,uint256)[] states)
func (scriptedSettlements *ScriptedSettlements) UnpackRepStates(data []byte) ([]ReputationLedgerState, error) {
	out, err := scriptedSettlements.abi.Unpack("repStates", data)
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
func (scriptedSettlements *ScriptedSettlements) PackRetentionBps() []byte {
	enc, err := scriptedSettlements.abi.Pack("retentionBps")
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
func (scriptedSettlements *ScriptedSettlements) TryPackRetentionBps() ([]byte, error) {
	return scriptedSettlements.abi.Pack("retentionBps")
}

// UnpackRetentionBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5bb785d2.
//
// Solidity: function retentionBps() pure returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackRetentionBps(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("retentionBps", data)
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
func (scriptedSettlements *ScriptedSettlements) PackScorer() []byte {
	enc, err := scriptedSettlements.abi.Pack("scorer")
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
func (scriptedSettlements *ScriptedSettlements) TryPackScorer() ([]byte, error) {
	return scriptedSettlements.abi.Pack("scorer")
}

// UnpackScorer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x85c758f7.
//
// Solidity: function scorer() view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackScorer(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("scorer", data)
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
func (scriptedSettlements *ScriptedSettlements) PackSetEscrowStopped(index uint32, stopped bool) []byte {
	enc, err := scriptedSettlements.abi.Pack("setEscrowStopped", index, stopped)
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
func (scriptedSettlements *ScriptedSettlements) TryPackSetEscrowStopped(index uint32, stopped bool) ([]byte, error) {
	return scriptedSettlements.abi.Pack("setEscrowStopped", index, stopped)
}

// PackSetRatingHook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc6d38e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRatingHook(address hook) returns()
func (scriptedSettlements *ScriptedSettlements) PackSetRatingHook(hook common.Address) []byte {
	enc, err := scriptedSettlements.abi.Pack("setRatingHook", hook)
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
func (scriptedSettlements *ScriptedSettlements) TryPackSetRatingHook(hook common.Address) ([]byte, error) {
	return scriptedSettlements.abi.Pack("setRatingHook", hook)
}

// PackSetScorer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03191ffc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setScorer(address newScorer) returns()
func (scriptedSettlements *ScriptedSettlements) PackSetScorer(newScorer common.Address) []byte {
	enc, err := scriptedSettlements.abi.Pack("setScorer", newScorer)
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
func (scriptedSettlements *ScriptedSettlements) TryPackSetScorer(newScorer common.Address) ([]byte, error) {
	return scriptedSettlements.abi.Pack("setScorer", newScorer)
}

// PackSettleMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9af3638c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleMany(uint48 firstNonce, uint256 n, uint64 firstAgent, uint64 agents, uint64 amount) returns(uint256 firstJobId)
func (scriptedSettlements *ScriptedSettlements) PackSettleMany(firstNonce *big.Int, n *big.Int, firstAgent uint64, agents uint64, amount uint64) []byte {
	enc, err := scriptedSettlements.abi.Pack("settleMany", firstNonce, n, firstAgent, agents, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettleMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9af3638c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settleMany(uint48 firstNonce, uint256 n, uint64 firstAgent, uint64 agents, uint64 amount) returns(uint256 firstJobId)
func (scriptedSettlements *ScriptedSettlements) TryPackSettleMany(firstNonce *big.Int, n *big.Int, firstAgent uint64, agents uint64, amount uint64) ([]byte, error) {
	return scriptedSettlements.abi.Pack("settleMany", firstNonce, n, firstAgent, agents, amount)
}

// UnpackSettleMany is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9af3638c.
//
// Solidity: function settleMany(uint48 firstNonce, uint256 n, uint64 firstAgent, uint64 agents, uint64 amount) returns(uint256 firstJobId)
func (scriptedSettlements *ScriptedSettlements) UnpackSettleMany(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("settleMany", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSourceAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09f75b37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sourceAt(uint32 index) view returns(address)
func (scriptedSettlements *ScriptedSettlements) PackSourceAt(index uint32) []byte {
	enc, err := scriptedSettlements.abi.Pack("sourceAt", index)
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
func (scriptedSettlements *ScriptedSettlements) TryPackSourceAt(index uint32) ([]byte, error) {
	return scriptedSettlements.abi.Pack("sourceAt", index)
}

// UnpackSourceAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x09f75b37.
//
// Solidity: function sourceAt(uint32 index) view returns(address)
func (scriptedSettlements *ScriptedSettlements) UnpackSourceAt(data []byte) (common.Address, error) {
	out, err := scriptedSettlements.abi.Unpack("sourceAt", data)
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
func (scriptedSettlements *ScriptedSettlements) PackSourceCount() []byte {
	enc, err := scriptedSettlements.abi.Pack("sourceCount")
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
func (scriptedSettlements *ScriptedSettlements) TryPackSourceCount() ([]byte, error) {
	return scriptedSettlements.abi.Pack("sourceCount")
}

// UnpackSourceCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc6076280.
//
// Solidity: function sourceCount() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackSourceCount(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("sourceCount", data)
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
func (scriptedSettlements *ScriptedSettlements) PackSourceIndexOf(source common.Address) []byte {
	enc, err := scriptedSettlements.abi.Pack("sourceIndexOf", source)
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
func (scriptedSettlements *ScriptedSettlements) TryPackSourceIndexOf(source common.Address) ([]byte, error) {
	return scriptedSettlements.abi.Pack("sourceIndexOf", source)
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
func (scriptedSettlements *ScriptedSettlements) UnpackSourceIndexOf(data []byte) (SourceIndexOfOutput, error) {
	out, err := scriptedSettlements.abi.Unpack("sourceIndexOf", data)
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
func (scriptedSettlements *ScriptedSettlements) PackSubmit(escrowIndex uint32, jobId *big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("submit", escrowIndex, jobId)
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
func (scriptedSettlements *ScriptedSettlements) TryPackSubmit(escrowIndex uint32, jobId *big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("submit", escrowIndex, jobId)
}

// PackSubmitBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf18858cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitBatch(uint256[] keys) returns(uint256 applied)
func (scriptedSettlements *ScriptedSettlements) PackSubmitBatch(keys []*big.Int) []byte {
	enc, err := scriptedSettlements.abi.Pack("submitBatch", keys)
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
func (scriptedSettlements *ScriptedSettlements) TryPackSubmitBatch(keys []*big.Int) ([]byte, error) {
	return scriptedSettlements.abi.Pack("submitBatch", keys)
}

// UnpackSubmitBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf18858cf.
//
// Solidity: function submitBatch(uint256[] keys) returns(uint256 applied)
func (scriptedSettlements *ScriptedSettlements) UnpackSubmitBatch(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("submitBatch", data)
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
func (scriptedSettlements *ScriptedSettlements) PackTransferAdmin(newAdmin common.Address) []byte {
	enc, err := scriptedSettlements.abi.Pack("transferAdmin", newAdmin)
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
func (scriptedSettlements *ScriptedSettlements) TryPackTransferAdmin(newAdmin common.Address) ([]byte, error) {
	return scriptedSettlements.abi.Pack("transferAdmin", newAdmin)
}

// PackWeightCap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81f13a75.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weightCap() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) PackWeightCap() []byte {
	enc, err := scriptedSettlements.abi.Pack("weightCap")
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
func (scriptedSettlements *ScriptedSettlements) TryPackWeightCap() ([]byte, error) {
	return scriptedSettlements.abi.Pack("weightCap")
}

// UnpackWeightCap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81f13a75.
//
// Solidity: function weightCap() view returns(uint256)
func (scriptedSettlements *ScriptedSettlements) UnpackWeightCap(data []byte) (*big.Int, error) {
	out, err := scriptedSettlements.abi.Unpack("weightCap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// ScriptedSettlementsAdminTransferStarted represents a AdminTransferStarted event raised by the ScriptedSettlements contract.
type ScriptedSettlementsAdminTransferStarted struct {
	Admin        common.Address
	PendingAdmin common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsAdminTransferStartedEventName = "AdminTransferStarted"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsAdminTransferStarted) ContractEventName() string {
	return ScriptedSettlementsAdminTransferStartedEventName
}

// UnpackAdminTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AdminTransferStarted(address indexed admin, address indexed pendingAdmin)
func (scriptedSettlements *ScriptedSettlements) UnpackAdminTransferStartedEvent(log *types.Log) (*ScriptedSettlementsAdminTransferStarted, error) {
	event := "AdminTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsAdminTransferStarted)
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

// ScriptedSettlementsAdminTransferred represents a AdminTransferred event raised by the ScriptedSettlements contract.
type ScriptedSettlementsAdminTransferred struct {
	PreviousAdmin common.Address
	NewAdmin      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsAdminTransferredEventName = "AdminTransferred"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsAdminTransferred) ContractEventName() string {
	return ScriptedSettlementsAdminTransferredEventName
}

// UnpackAdminTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AdminTransferred(address indexed previousAdmin, address indexed newAdmin)
func (scriptedSettlements *ScriptedSettlements) UnpackAdminTransferredEvent(log *types.Log) (*ScriptedSettlementsAdminTransferred, error) {
	event := "AdminTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsAdminTransferred)
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

// ScriptedSettlementsEscrowCreated represents a EscrowCreated event raised by the ScriptedSettlements contract.
type ScriptedSettlementsEscrowCreated struct {
	Index          *big.Int
	Escrow         common.Address
	Owner          common.Address
	Arbiter        common.Address
	Treasury       common.Address
	PlatformFeeBps *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsEscrowCreatedEventName = "EscrowCreated"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsEscrowCreated) ContractEventName() string {
	return ScriptedSettlementsEscrowCreatedEventName
}

// UnpackEscrowCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EscrowCreated(uint256 indexed index, address indexed escrow, address indexed owner, address arbiter, address treasury, uint256 platformFeeBps)
func (scriptedSettlements *ScriptedSettlements) UnpackEscrowCreatedEvent(log *types.Log) (*ScriptedSettlementsEscrowCreated, error) {
	event := "EscrowCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsEscrowCreated)
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

// ScriptedSettlementsEscrowStopped represents a EscrowStopped event raised by the ScriptedSettlements contract.
type ScriptedSettlementsEscrowStopped struct {
	Index   *big.Int
	Escrow  common.Address
	Stopped bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsEscrowStoppedEventName = "EscrowStopped"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsEscrowStopped) ContractEventName() string {
	return ScriptedSettlementsEscrowStoppedEventName
}

// UnpackEscrowStoppedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EscrowStopped(uint256 indexed index, address indexed escrow, bool stopped)
func (scriptedSettlements *ScriptedSettlements) UnpackEscrowStoppedEvent(log *types.Log) (*ScriptedSettlementsEscrowStopped, error) {
	event := "EscrowStopped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsEscrowStopped)
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

// ScriptedSettlementsJobSettled represents a JobSettled event raised by the ScriptedSettlements contract.
type ScriptedSettlementsJobSettled struct {
	JobId    *big.Int
	AgentId  *big.Int
	Kind     uint8
	Rating   uint8
	Outcome  *big.Int
	Rateable bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsJobSettledEventName = "JobSettled"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsJobSettled) ContractEventName() string {
	return ScriptedSettlementsJobSettledEventName
}

// UnpackJobSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobSettled(uint256 indexed jobId, uint256 indexed agentId, uint8 kind, uint8 rating, uint256 outcome, bool rateable)
func (scriptedSettlements *ScriptedSettlements) UnpackJobSettledEvent(log *types.Log) (*ScriptedSettlementsJobSettled, error) {
	event := "JobSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsJobSettled)
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

// ScriptedSettlementsRated represents a Rated event raised by the ScriptedSettlements contract.
type ScriptedSettlementsRated struct {
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

const ScriptedSettlementsRatedEventName = "Rated"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsRated) ContractEventName() string {
	return ScriptedSettlementsRatedEventName
}

// UnpackRatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Rated(uint256 indexed agentId, address indexed escrow, uint256 indexed jobId, address payer, uint8 rating, uint8 kind, uint256 weight, uint256 completionEpoch, uint256 appliedEpoch)
func (scriptedSettlements *ScriptedSettlements) UnpackRatedEvent(log *types.Log) (*ScriptedSettlementsRated, error) {
	event := "Rated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsRated)
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

// ScriptedSettlementsRatingHookSet represents a RatingHookSet event raised by the ScriptedSettlements contract.
type ScriptedSettlementsRatingHookSet struct {
	Hook common.Address
	Raw  *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsRatingHookSetEventName = "RatingHookSet"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsRatingHookSet) ContractEventName() string {
	return ScriptedSettlementsRatingHookSetEventName
}

// UnpackRatingHookSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RatingHookSet(address indexed hook)
func (scriptedSettlements *ScriptedSettlements) UnpackRatingHookSetEvent(log *types.Log) (*ScriptedSettlementsRatingHookSet, error) {
	event := "RatingHookSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsRatingHookSet)
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

// ScriptedSettlementsRatingSkipped represents a RatingSkipped event raised by the ScriptedSettlements contract.
type ScriptedSettlementsRatingSkipped struct {
	Escrow common.Address
	JobId  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsRatingSkippedEventName = "RatingSkipped"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsRatingSkipped) ContractEventName() string {
	return ScriptedSettlementsRatingSkippedEventName
}

// UnpackRatingSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RatingSkipped(address indexed escrow, uint256 indexed jobId)
func (scriptedSettlements *ScriptedSettlements) UnpackRatingSkippedEvent(log *types.Log) (*ScriptedSettlementsRatingSkipped, error) {
	event := "RatingSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsRatingSkipped)
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

// ScriptedSettlementsScorerChanged represents a ScorerChanged event raised by the ScriptedSettlements contract.
type ScriptedSettlementsScorerChanged struct {
	PreviousScorer common.Address
	NewScorer      common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsScorerChangedEventName = "ScorerChanged"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsScorerChanged) ContractEventName() string {
	return ScriptedSettlementsScorerChangedEventName
}

// UnpackScorerChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ScorerChanged(address indexed previousScorer, address indexed newScorer)
func (scriptedSettlements *ScriptedSettlements) UnpackScorerChangedEvent(log *types.Log) (*ScriptedSettlementsScorerChanged, error) {
	event := "ScorerChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsScorerChanged)
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

// ScriptedSettlementsSourceRegistered represents a SourceRegistered event raised by the ScriptedSettlements contract.
type ScriptedSettlementsSourceRegistered struct {
	Index  *big.Int
	Source common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const ScriptedSettlementsSourceRegisteredEventName = "SourceRegistered"

// ContractEventName returns the user-defined event name.
func (ScriptedSettlementsSourceRegistered) ContractEventName() string {
	return ScriptedSettlementsSourceRegisteredEventName
}

// UnpackSourceRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SourceRegistered(uint256 indexed index, address indexed source)
func (scriptedSettlements *ScriptedSettlements) UnpackSourceRegisteredEvent(log *types.Log) (*ScriptedSettlementsSourceRegistered, error) {
	event := "SourceRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != scriptedSettlements.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ScriptedSettlementsSourceRegistered)
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
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["AlreadyRated"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackAlreadyRatedError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["CompletedInFuture"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackCompletedInFutureError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["CountOverflow"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackCountOverflowError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["EpochLengthTooShort"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackEpochLengthTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["EscrowIsStopped"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackEscrowIsStoppedError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["InvalidWeightCap"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackInvalidWeightCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["JobIdTooLarge"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackJobIdTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["NotAdmin"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackNotAdminError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["NotPendingAdmin"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackNotPendingAdminError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["NotScorer"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackNotScorerError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["NotSource"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackNotSourceError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["NotThisLedgersHook"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackNotThisLedgersHookError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["PriorOutOfRange"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackPriorOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["RatingHookAlreadySet"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackRatingHookAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["RatingHookNotSet"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackRatingHookNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["RatingOutOfRange"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackRatingOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["ScriptedCompletionInFuture"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackScriptedCompletionInFutureError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["ScriptedTermsInvalid"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackScriptedTermsInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["SourceAlreadyRegistered"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackSourceAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["SourceHasNoCode"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackSourceHasNoCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["SourceIsLedgerEscrow"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackSourceIsLedgerEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["TooManyEscrows"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackTooManyEscrowsError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["UnknownEscrow"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackUnknownEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], scriptedSettlements.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return scriptedSettlements.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ScriptedSettlementsAlreadyRated represents a AlreadyRated error raised by the ScriptedSettlements contract.
type ScriptedSettlementsAlreadyRated struct {
	Escrow common.Address
	JobId  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRated(address escrow, uint256 jobId)
func ScriptedSettlementsAlreadyRatedErrorID() common.Hash {
	return common.HexToHash("0xeb0396f22dd256f290183b4b1138ae7fb5ceeb737bc96f7ed0ef005f77a5f128")
}

// UnpackAlreadyRatedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRated(address escrow, uint256 jobId)
func (scriptedSettlements *ScriptedSettlements) UnpackAlreadyRatedError(raw []byte) (*ScriptedSettlementsAlreadyRated, error) {
	out := new(ScriptedSettlementsAlreadyRated)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "AlreadyRated", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsCompletedInFuture represents a CompletedInFuture error raised by the ScriptedSettlements contract.
type ScriptedSettlementsCompletedInFuture struct {
	CompletedAt *big.Int
	Now         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CompletedInFuture(uint256 completedAt, uint256 now_)
func ScriptedSettlementsCompletedInFutureErrorID() common.Hash {
	return common.HexToHash("0xc4eccc67714de960740a10757a0d7938266160f4681d1d2ffdd7bc97cffad54b")
}

// UnpackCompletedInFutureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CompletedInFuture(uint256 completedAt, uint256 now_)
func (scriptedSettlements *ScriptedSettlements) UnpackCompletedInFutureError(raw []byte) (*ScriptedSettlementsCompletedInFuture, error) {
	out := new(ScriptedSettlementsCompletedInFuture)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "CompletedInFuture", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsCountOverflow represents a CountOverflow error raised by the ScriptedSettlements contract.
type ScriptedSettlementsCountOverflow struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CountOverflow(uint256 agentId)
func ScriptedSettlementsCountOverflowErrorID() common.Hash {
	return common.HexToHash("0x0915a0b2b2e93bc5f3709c6d8f3c55826b4bbefbe001eb8e1d1bf89dd140d39a")
}

// UnpackCountOverflowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CountOverflow(uint256 agentId)
func (scriptedSettlements *ScriptedSettlements) UnpackCountOverflowError(raw []byte) (*ScriptedSettlementsCountOverflow, error) {
	out := new(ScriptedSettlementsCountOverflow)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "CountOverflow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsEpochLengthTooShort represents a EpochLengthTooShort error raised by the ScriptedSettlements contract.
type ScriptedSettlementsEpochLengthTooShort struct {
	EpochLength *big.Int
	Minimum     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochLengthTooShort(uint256 epochLength, uint256 minimum)
func ScriptedSettlementsEpochLengthTooShortErrorID() common.Hash {
	return common.HexToHash("0x79a9830511c1ec2dff3ce69ce2713779ddea94a0d2f33687e643df724f73e73f")
}

// UnpackEpochLengthTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochLengthTooShort(uint256 epochLength, uint256 minimum)
func (scriptedSettlements *ScriptedSettlements) UnpackEpochLengthTooShortError(raw []byte) (*ScriptedSettlementsEpochLengthTooShort, error) {
	out := new(ScriptedSettlementsEpochLengthTooShort)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "EpochLengthTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsEscrowIsStopped represents a EscrowIsStopped error raised by the ScriptedSettlements contract.
type ScriptedSettlementsEscrowIsStopped struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowIsStopped(uint256 index)
func ScriptedSettlementsEscrowIsStoppedErrorID() common.Hash {
	return common.HexToHash("0x61563f1a0d0f04a336c246f5b02a75021165b687048ea1b63ab32e0b6e16416c")
}

// UnpackEscrowIsStoppedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowIsStopped(uint256 index)
func (scriptedSettlements *ScriptedSettlements) UnpackEscrowIsStoppedError(raw []byte) (*ScriptedSettlementsEscrowIsStopped, error) {
	out := new(ScriptedSettlementsEscrowIsStopped)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "EscrowIsStopped", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsInvalidWeightCap represents a InvalidWeightCap error raised by the ScriptedSettlements contract.
type ScriptedSettlementsInvalidWeightCap struct {
	WeightCap *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidWeightCap(uint256 weightCap)
func ScriptedSettlementsInvalidWeightCapErrorID() common.Hash {
	return common.HexToHash("0x7700b03be6a9bc2dd7bb848e104300d3bd95274319b95dd6e5bd896968a5e1d3")
}

// UnpackInvalidWeightCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidWeightCap(uint256 weightCap)
func (scriptedSettlements *ScriptedSettlements) UnpackInvalidWeightCapError(raw []byte) (*ScriptedSettlementsInvalidWeightCap, error) {
	out := new(ScriptedSettlementsInvalidWeightCap)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "InvalidWeightCap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsJobIdTooLarge represents a JobIdTooLarge error raised by the ScriptedSettlements contract.
type ScriptedSettlementsJobIdTooLarge struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobIdTooLarge(uint256 jobId)
func ScriptedSettlementsJobIdTooLargeErrorID() common.Hash {
	return common.HexToHash("0xfcfa38f154f046c97b6f2fd81d69949da60cea8102d231d6860d9e53e165fa0b")
}

// UnpackJobIdTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobIdTooLarge(uint256 jobId)
func (scriptedSettlements *ScriptedSettlements) UnpackJobIdTooLargeError(raw []byte) (*ScriptedSettlementsJobIdTooLarge, error) {
	out := new(ScriptedSettlementsJobIdTooLarge)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "JobIdTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsNotAdmin represents a NotAdmin error raised by the ScriptedSettlements contract.
type ScriptedSettlementsNotAdmin struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAdmin(address caller)
func ScriptedSettlementsNotAdminErrorID() common.Hash {
	return common.HexToHash("0x17a8424239494df835a470bd5e48f10a94b5febfef662a1917fe31decebbedeb")
}

// UnpackNotAdminError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAdmin(address caller)
func (scriptedSettlements *ScriptedSettlements) UnpackNotAdminError(raw []byte) (*ScriptedSettlementsNotAdmin, error) {
	out := new(ScriptedSettlementsNotAdmin)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "NotAdmin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsNotPendingAdmin represents a NotPendingAdmin error raised by the ScriptedSettlements contract.
type ScriptedSettlementsNotPendingAdmin struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotPendingAdmin(address caller)
func ScriptedSettlementsNotPendingAdminErrorID() common.Hash {
	return common.HexToHash("0x1d0022d1e4e0a848404922419aaf414bac4ac43f3cccfa7226d53c460353f2e4")
}

// UnpackNotPendingAdminError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotPendingAdmin(address caller)
func (scriptedSettlements *ScriptedSettlements) UnpackNotPendingAdminError(raw []byte) (*ScriptedSettlementsNotPendingAdmin, error) {
	out := new(ScriptedSettlementsNotPendingAdmin)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "NotPendingAdmin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsNotScorer represents a NotScorer error raised by the ScriptedSettlements contract.
type ScriptedSettlementsNotScorer struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotScorer(address caller)
func ScriptedSettlementsNotScorerErrorID() common.Hash {
	return common.HexToHash("0x906cedda2b715c8dfa33973f7c2278895f1e299cad34b6f4b90d078137b39673")
}

// UnpackNotScorerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotScorer(address caller)
func (scriptedSettlements *ScriptedSettlements) UnpackNotScorerError(raw []byte) (*ScriptedSettlementsNotScorer, error) {
	out := new(ScriptedSettlementsNotScorer)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "NotScorer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsNotSource represents a NotSource error raised by the ScriptedSettlements contract.
type ScriptedSettlementsNotSource struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSource(address caller)
func ScriptedSettlementsNotSourceErrorID() common.Hash {
	return common.HexToHash("0xae1b844c53e689f1c871faa7ab969358cd803661133d3dfb85ee5664b9099a2c")
}

// UnpackNotSourceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSource(address caller)
func (scriptedSettlements *ScriptedSettlements) UnpackNotSourceError(raw []byte) (*ScriptedSettlementsNotSource, error) {
	out := new(ScriptedSettlementsNotSource)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "NotSource", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsNotThisLedgersHook represents a NotThisLedgersHook error raised by the ScriptedSettlements contract.
type ScriptedSettlementsNotThisLedgersHook struct {
	Hook common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotThisLedgersHook(address hook)
func ScriptedSettlementsNotThisLedgersHookErrorID() common.Hash {
	return common.HexToHash("0x5347b80f4c663af8aeb14898652d278b3960baffb0aba12840a7ed9f59ace6e3")
}

// UnpackNotThisLedgersHookError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotThisLedgersHook(address hook)
func (scriptedSettlements *ScriptedSettlements) UnpackNotThisLedgersHookError(raw []byte) (*ScriptedSettlementsNotThisLedgersHook, error) {
	out := new(ScriptedSettlementsNotThisLedgersHook)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "NotThisLedgersHook", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsPriorOutOfRange represents a PriorOutOfRange error raised by the ScriptedSettlements contract.
type ScriptedSettlementsPriorOutOfRange struct {
	PriorBps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriorOutOfRange(uint256 priorBps)
func ScriptedSettlementsPriorOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xec5afdd5c2d00dd715be3ffbd80410a888f8d10c5009b1d0960ac0138d85c1b7")
}

// UnpackPriorOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriorOutOfRange(uint256 priorBps)
func (scriptedSettlements *ScriptedSettlements) UnpackPriorOutOfRangeError(raw []byte) (*ScriptedSettlementsPriorOutOfRange, error) {
	out := new(ScriptedSettlementsPriorOutOfRange)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "PriorOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsRatingHookAlreadySet represents a RatingHookAlreadySet error raised by the ScriptedSettlements contract.
type ScriptedSettlementsRatingHookAlreadySet struct {
	Hook common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingHookAlreadySet(address hook)
func ScriptedSettlementsRatingHookAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x77500654da2fe856663280731ebb42352b5ef89d7d4681e6da99cd218ccaaaab")
}

// UnpackRatingHookAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingHookAlreadySet(address hook)
func (scriptedSettlements *ScriptedSettlements) UnpackRatingHookAlreadySetError(raw []byte) (*ScriptedSettlementsRatingHookAlreadySet, error) {
	out := new(ScriptedSettlementsRatingHookAlreadySet)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "RatingHookAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsRatingHookNotSet represents a RatingHookNotSet error raised by the ScriptedSettlements contract.
type ScriptedSettlementsRatingHookNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingHookNotSet()
func ScriptedSettlementsRatingHookNotSetErrorID() common.Hash {
	return common.HexToHash("0x5473456d086e8d1faa16a73fda71d99187f58a36180e4c49997eed1e46dd09b9")
}

// UnpackRatingHookNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingHookNotSet()
func (scriptedSettlements *ScriptedSettlements) UnpackRatingHookNotSetError(raw []byte) (*ScriptedSettlementsRatingHookNotSet, error) {
	out := new(ScriptedSettlementsRatingHookNotSet)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "RatingHookNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsRatingOutOfRange represents a RatingOutOfRange error raised by the ScriptedSettlements contract.
type ScriptedSettlementsRatingOutOfRange struct {
	Rating *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingOutOfRange(uint256 rating)
func ScriptedSettlementsRatingOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x16dec0ae08d3d0e6ccfaa06b745a593dad39c23de1e6f30bdeb56cbb99eca642")
}

// UnpackRatingOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingOutOfRange(uint256 rating)
func (scriptedSettlements *ScriptedSettlements) UnpackRatingOutOfRangeError(raw []byte) (*ScriptedSettlementsRatingOutOfRange, error) {
	out := new(ScriptedSettlementsRatingOutOfRange)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "RatingOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the ScriptedSettlements contract.
type ScriptedSettlementsSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func ScriptedSettlementsSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (scriptedSettlements *ScriptedSettlements) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*ScriptedSettlementsSafeCastOverflowedUintDowncast, error) {
	out := new(ScriptedSettlementsSafeCastOverflowedUintDowncast)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsScriptedCompletionInFuture represents a ScriptedCompletionInFuture error raised by the ScriptedSettlements contract.
type ScriptedSettlementsScriptedCompletionInFuture struct {
	JobId           *big.Int
	CompletionEpoch *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ScriptedCompletionInFuture(uint256 jobId, uint256 completionEpoch)
func ScriptedSettlementsScriptedCompletionInFutureErrorID() common.Hash {
	return common.HexToHash("0x1203d32ec7b7c5f1982b5e920fefcfd25d1cc4fdd4f0ade3f569b923b938b40c")
}

// UnpackScriptedCompletionInFutureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ScriptedCompletionInFuture(uint256 jobId, uint256 completionEpoch)
func (scriptedSettlements *ScriptedSettlements) UnpackScriptedCompletionInFutureError(raw []byte) (*ScriptedSettlementsScriptedCompletionInFuture, error) {
	out := new(ScriptedSettlementsScriptedCompletionInFuture)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "ScriptedCompletionInFuture", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsScriptedTermsInvalid represents a ScriptedTermsInvalid error raised by the ScriptedSettlements contract.
type ScriptedSettlementsScriptedTermsInvalid struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ScriptedTermsInvalid(uint256 jobId)
func ScriptedSettlementsScriptedTermsInvalidErrorID() common.Hash {
	return common.HexToHash("0xf6a0c9b18790c2c8be14dd9913120056a2a802fa277feed9529b3cb4576685ab")
}

// UnpackScriptedTermsInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ScriptedTermsInvalid(uint256 jobId)
func (scriptedSettlements *ScriptedSettlements) UnpackScriptedTermsInvalidError(raw []byte) (*ScriptedSettlementsScriptedTermsInvalid, error) {
	out := new(ScriptedSettlementsScriptedTermsInvalid)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "ScriptedTermsInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsSourceAlreadyRegistered represents a SourceAlreadyRegistered error raised by the ScriptedSettlements contract.
type ScriptedSettlementsSourceAlreadyRegistered struct {
	Source common.Address
	Index  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SourceAlreadyRegistered(address source, uint256 index)
func ScriptedSettlementsSourceAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0x8df99d10cbeb3c67ed05035ea066a66d669edd4e599a6fefdefa33e624a886ff")
}

// UnpackSourceAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SourceAlreadyRegistered(address source, uint256 index)
func (scriptedSettlements *ScriptedSettlements) UnpackSourceAlreadyRegisteredError(raw []byte) (*ScriptedSettlementsSourceAlreadyRegistered, error) {
	out := new(ScriptedSettlementsSourceAlreadyRegistered)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "SourceAlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsSourceHasNoCode represents a SourceHasNoCode error raised by the ScriptedSettlements contract.
type ScriptedSettlementsSourceHasNoCode struct {
	Source common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SourceHasNoCode(address source)
func ScriptedSettlementsSourceHasNoCodeErrorID() common.Hash {
	return common.HexToHash("0x73b722cfdb1421a5aa0918c051ff00f325cbbf847e07e54ce51c37029987f76d")
}

// UnpackSourceHasNoCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SourceHasNoCode(address source)
func (scriptedSettlements *ScriptedSettlements) UnpackSourceHasNoCodeError(raw []byte) (*ScriptedSettlementsSourceHasNoCode, error) {
	out := new(ScriptedSettlementsSourceHasNoCode)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "SourceHasNoCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsSourceIsLedgerEscrow represents a SourceIsLedgerEscrow error raised by the ScriptedSettlements contract.
type ScriptedSettlementsSourceIsLedgerEscrow struct {
	Source common.Address
	Index  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SourceIsLedgerEscrow(address source, uint256 index)
func ScriptedSettlementsSourceIsLedgerEscrowErrorID() common.Hash {
	return common.HexToHash("0x6067bb842cd8e321a961174b420dd2598e7a130ea2e1ee536d6c281206fdfa4e")
}

// UnpackSourceIsLedgerEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SourceIsLedgerEscrow(address source, uint256 index)
func (scriptedSettlements *ScriptedSettlements) UnpackSourceIsLedgerEscrowError(raw []byte) (*ScriptedSettlementsSourceIsLedgerEscrow, error) {
	out := new(ScriptedSettlementsSourceIsLedgerEscrow)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "SourceIsLedgerEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsTooManyEscrows represents a TooManyEscrows error raised by the ScriptedSettlements contract.
type ScriptedSettlementsTooManyEscrows struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyEscrows()
func ScriptedSettlementsTooManyEscrowsErrorID() common.Hash {
	return common.HexToHash("0x0adff7cd6164dd052f5efce2a2eb518659c1c93a0e27c74c8943223a133336cf")
}

// UnpackTooManyEscrowsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyEscrows()
func (scriptedSettlements *ScriptedSettlements) UnpackTooManyEscrowsError(raw []byte) (*ScriptedSettlementsTooManyEscrows, error) {
	out := new(ScriptedSettlementsTooManyEscrows)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "TooManyEscrows", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsUnknownEscrow represents a UnknownEscrow error raised by the ScriptedSettlements contract.
type ScriptedSettlementsUnknownEscrow struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownEscrow(uint256 index)
func ScriptedSettlementsUnknownEscrowErrorID() common.Hash {
	return common.HexToHash("0x198411553e40da89a94e88a1dd702a67a249a16f25b6c01bbbc6d3efcff57bc1")
}

// UnpackUnknownEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownEscrow(uint256 index)
func (scriptedSettlements *ScriptedSettlements) UnpackUnknownEscrowError(raw []byte) (*ScriptedSettlementsUnknownEscrow, error) {
	out := new(ScriptedSettlementsUnknownEscrow)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "UnknownEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScriptedSettlementsZeroAddress represents a ZeroAddress error raised by the ScriptedSettlements contract.
type ScriptedSettlementsZeroAddress struct {
	Field string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress(string field)
func ScriptedSettlementsZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xeac0d389c49716e00950225b2d061b180e28fb59b99c072d274787c9e3b70914")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress(string field)
func (scriptedSettlements *ScriptedSettlements) UnpackZeroAddressError(raw []byte) (*ScriptedSettlementsZeroAddress, error) {
	out := new(ScriptedSettlementsZeroAddress)
	if err := scriptedSettlements.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
