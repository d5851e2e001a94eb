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

// ReputationLedgerRating is an auto generated low-level Go binding around an user-defined struct.
type ReputationLedgerRating struct {
	AgentId *big.Int
	JobId   *big.Int
	Weight  *big.Int
	Payer   common.Address
	Rating  uint8
	Kind    uint8
}

// ReputationLedgerState is an auto generated low-level Go binding around an user-defined struct.
type ReputationLedgerState struct {
	SumW     *big.Int
	Weight   *big.Int
	Count    *big.Int
	Disputed *big.Int
}

// ReputationLedgerMetaData contains all meta data concerning the ReputationLedger contract.
var ReputationLedgerMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"scorer_\",\"type\":\"address\"},{\"internalType\":\"contractIJobSettlements\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"epochLength_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weightCap_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"HORIZON_EPOCHS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_RATING\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RETENTION_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"admin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"avgBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"currentEpoch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"disputeRateBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"epochLength\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractIJobSettlements\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"horizonEpochs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isRated\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"lastEpochOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingAdmin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorWeight\",\"type\":\"uint256\"}],\"name\":\"repBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"repState\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"agentIds\",\"type\":\"uint256[]\"}],\"name\":\"repStates\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"internalType\":\"structReputationLedger.State[]\",\"name\":\"states\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"retentionBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scorer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"setScorer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"internalType\":\"structReputationLedger.Rating[]\",\"name\":\"items\",\"type\":\"tuple[]\"}],\"name\":\"submitBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"applied\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"transferAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"weightCap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pendingAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousAdmin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"epoch\",\"type\":\"uint256\"}],\"name\":\"Rated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"RatingSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScorer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"ScorerChanged\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyRated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"CountOverflow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEpochLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weightCap\",\"type\":\"uint256\"}],\"name\":\"InvalidWeightCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobNotCompleted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotPendingAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotScorer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"}],\"name\":\"PriorOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"}],\"name\":\"RatingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"}],\"name\":\"RatingOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"UnknownKind\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weightCap\",\"type\":\"uint256\"}],\"name\":\"WeightAboveCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"settled\",\"type\":\"uint256\"}],\"name\":\"WeightAboveSettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paidAgentId\",\"type\":\"uint256\"}],\"name\":\"WrongAgent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"WrongAsset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"settledKind\",\"type\":\"uint8\"}],\"name\":\"WrongKind\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"WrongPayer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroWeight\",\"type\":\"error\"}]",
	ID:  "97c08783adea217c63fd0a4179251a357e",
	Bin: "0x610100346102db57601f612dee38819003918201601f19168301916001600160401b038311848410176102df5780849260c0946040528339810103126102db57610048816102f3565b90610055602082016102f3565b604082015190926001600160a01b0382169290918381036102db5761007c606083016102f3565b9060a060808401519301519360018060a01b03169586156102ad576001600160a01b031694851561027e571561024f576001600160a01b038216156102215782156102125783158015610202575b6101ef578560018060a01b03195f5416175f558460018060a01b0319600254161760025560805260a05260c05260e052604051915f7ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec68180a35f7f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e8180a3612ae690816103088239608051818181610206015281816112cf0152818161152101528181611c9201528181611ecd01526125db015260a051818181610c42015281816115dd0152611f89015260c0518181816102ae0152818161033d015281816104e6015281816105b3015281816107f801528181610a4001528181610bd501528181610cee0152611097015260e0518181816107a0015281816114850152611e310152f35b83637700b03b60e01b5f5260045260245ffd5b506001600160401b0384116100ca565b6388ac089760e01b5f5260045ffd5b60405163eac0d38960e01b8152602060048201526005602482015264185cdcd95d60da1b6044820152606490fd5b60405163eac0d38960e01b8152602060048201526006602482015265657363726f7760d01b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600660248201526539b1b7b932b960d11b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600560248201526430b236b4b760d91b6044820152606490fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b03821682036102db5756fe6080806040526004361015610012575f80fd5b5f3560e01c90816303191ffc14610e1e575080630e18b68114610d3857806321e9f13114610cb75780632678224714610c6657806338d52e0f14610bf857806351f2ee8b1461012f57806356dcc2ea14610b6657806357d775f814610ba05780635bb785d214610b665780636dc79e71146109ab57806375829def1461085f5780637598e3ee1461081d57806376671808146107c357806381f13a751461076b57806385c758f71461071a57806394e113ea146106e1578063955432101461053f578063a64a31d014610421578063a92a07e5146103d8578063b19addb014610306578063b1de5ac814610275578063dd15a3071461022a578063e2fdcc17146101bc578063f851a4401461016c5763ffa754991461012f575f80fd5b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857602060405160608152f35b5f80fd5b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857602073ffffffffffffffffffffffffffffffffffffffff5f5416604051908152f35b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101685760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610168576004355f526003602052602060405f205460e01c604051908152f35b346101685760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760806102db6102d37f000000000000000000000000000000000000000000000000000000000000000042610f85565b600435611355565b8051906020810151906060604082015191015191604051938452602084015260408301526060820152f35b346101685760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610168576103626102d37f000000000000000000000000000000000000000000000000000000000000000042610f85565b60208101908151155f1461037e57505060205f5b604051908152f35b606001519061271082029180830461271014901517156103ab576020916103a6915190610f85565b610376565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b346101685760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610168576020610417602435600435611268565b6040519015158152f35b346101685760c07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760443560ff81168091036101685760843573ffffffffffffffffffffffffffffffffffffffff81168091036101685760a43560ff81168091036101685773ffffffffffffffffffffffffffffffffffffffff6002541633036105135761051192604051926104bd84610fbc565b6004358452602435602085015260643560408501526060840152608083015260a082015261050b7f000000000000000000000000000000000000000000000000000000000000000042610f85565b90611dfc565b005b7f906cedda000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346101685760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760043567ffffffffffffffff8111610168573660238201121561016857806004013567ffffffffffffffff8111610168573660248260051b84010111610168576105d87f000000000000000000000000000000000000000000000000000000000000000042610f85565b6105e18261112a565b926105ef6040519485611021565b8284527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe061061c8461112a565b015f5b8181106106ca5750505f5b83811015610664576001906106488460248360051b86010135611355565b6106528288611166565b5261065d8187611166565b500161062a565b846040518091602082016020835281518091526020604084019201905f5b818110610690575050500390f35b9193509160206080600192606087518051835284810151858401526040810151604084015201516060820152019401910191849392610682565b6020906106d5611142565b8282890101520161061f565b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857602060405160648152f35b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857602073ffffffffffffffffffffffffffffffffffffffff60025416604051908152f35b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760206103767f000000000000000000000000000000000000000000000000000000000000000042610f85565b346101685760607ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610168576020610376604435602435600435611082565b346101685760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857610896610f54565b73ffffffffffffffffffffffffffffffffffffffff5f5416330361097f5773ffffffffffffffffffffffffffffffffffffffff16801561092157807fffffffffffffffffffffffff00000000000000000000000000000000000000006001541617600155337fe5cd1c804f1c9cc6d7009e4c0fb532f0e2d8863524c3323a6b3790c3f80bf25c5f80a3005b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f61646d696e0000000000000000000000000000000000000000000000000000006044820152fd5b7f17a84242000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346101685760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760043567ffffffffffffffff8111610168573660238201121561016857806004013567ffffffffffffffff81116101685736602460c0830284010111610168575f9173ffffffffffffffffffffffffffffffffffffffff60025416330361051357610a657f000000000000000000000000000000000000000000000000000000000000000042610f85565b905f5b83811015610b5b5760c08102820160c07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc823603011261016857604051610aae81610fbc565b60248201358152604482013560208201526064820135604082015260848201359073ffffffffffffffffffffffffffffffffffffffff8216820361016857610b1360c4610b1d9488946060850152610b0860a48201610f77565b608085015201610f77565b60a082015261144e565b610b2a575b600101610a68565b937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81146103ab5760010193610b22565b602085604051908152f35b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760206040516124228152f35b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857602073ffffffffffffffffffffffffffffffffffffffff60015416604051908152f35b346101685760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857610d136102d37f000000000000000000000000000000000000000000000000000000000000000042610f85565b60208101519081610d2b57505060205f604051908152f35b6020916103a69151610f85565b34610168575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101685760015473ffffffffffffffffffffffffffffffffffffffff81163303610df2577fffffffffffffffffffffffff0000000000000000000000000000000000000000905f543373ffffffffffffffffffffffffffffffffffffffff82167ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec65f80a3821633175f5516600155005b7f1d0022d1000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346101685760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016857610e55610f54565b73ffffffffffffffffffffffffffffffffffffffff5f5416330361097f5773ffffffffffffffffffffffffffffffffffffffff16908115610ef857507fffffffffffffffffffffffff00000000000000000000000000000000000000006002548273ffffffffffffffffffffffffffffffffffffffff82167f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e5f80a31617600255005b807feac0d389000000000000000000000000000000000000000000000000000000006064925260206004820152600660248201527f73636f72657200000000000000000000000000000000000000000000000000006044820152fd5b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361016857565b359060ff8216820361016857565b8115610f8f570490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b60c0810190811067ffffffffffffffff821117610fd857604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6080810190811067ffffffffffffffff821117610fd857604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff821117610fd857604052565b919082018092116103ab57565b818102929181159184041417156103ab57565b91909161271083116110fe576110c2906110bc7f000000000000000000000000000000000000000000000000000000000000000042610f85565b90611355565b6110d0602082015183611062565b9182156110f857906110e86110f0926110f59561106f565b905190611062565b610f85565b90565b50505090565b827fec5afdd5000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b67ffffffffffffffff8111610fd85760051b60200190565b6040519061114f82611005565b5f6060838281528260208201528260408201520152565b805182101561117a5760209160051b010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b519060ff8216820361016857565b519073ffffffffffffffffffffffffffffffffffffffff8216820361016857565b908160e0910312610168576040519060e0820182811067ffffffffffffffff821117610fd85760405280519081151582036101685760c091835261121c602082016111a7565b602084015261122d604082016111a7565b604084015261123e606082016111b5565b606084015261124f608082016111b5565b608084015260a081015160a0840152015160c082015290565b908060081c5f52600560205260405f2054600160ff83161b161561134257604051907f4375469f000000000000000000000000000000000000000000000000000000008252600482015260e08160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156113375760a0915f91611308575b5001511490565b61132a915060e03d60e011611330575b6113228183611021565b8101906111d6565b5f611301565b503d611318565b6040513d5f823e3d90fd5b50505f90565b919082039182116103ab57565b919091611360611142565b92815f52600360205260405f206040519061137a82611005565b54916cffffffffffffffffffffffffff8316825260208201906affffffffffffffffffffff8460681c16825263ffffffff8460c01c1690604084019482865260e01c918260608601521561144657926affffffffffffffffffffff6cffffffffffffffffffffffffff95936114056113fa61140e95638000000098611348565b80988195511661266c565b8a52511661266c565b6020870152637fffffff8151166040870152511661142a575050565b61143f915f52600460205260405f205461266c565b6060830152565b505050505050565b5f90608081019260ff84511660648111611dd1575060a082019060ff82511660028111611da6575060408301805115611d7e5780517f000000000000000000000000000000000000000000000000000000000000000090818111611d505750506020840193845195600160ff8860081c98161b875f52600560205260405f2054818116611c3d57875198604051997f4375469f000000000000000000000000000000000000000000000000000000008b5260048b015260e08a60248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa998a15611c3257849a611c11575b50895115611be45760a08a01518551808203611bb157505073ffffffffffffffffffffffffffffffffffffffff60608b01511699606086019a73ffffffffffffffffffffffffffffffffffffffff8c5116808203611b7e57505073ffffffffffffffffffffffffffffffffffffffff60808201511673ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168103611b4e5750865160c082015190818111611b2057505060ff89511660ff60208301511690818103611aed57505060ff895116151580611ad8575b611a96575083526005602052176040822055815181526003602052604081209060606040519261166884611005565b54916cffffffffffffffffffffffffff8316938481526affffffffffffffffffffff8460681c16908160208201528460c01c9463ffffffff8616604083015260e01c9384910152849080956116cb6380000000637fffffff88169716958b611348565b908515611a6e578115801590611a60575b611a06575b816119e4575b505050637fffffff84146119b7576117068c60ff89519151169061106f565b9060648202918083046064149015171561198a579061172491611062565b936cffffffffffffffffffffffffff851161195957865161174491611062565b926affffffffffffffffffffff841161192857600181018091116118fb5763ffffffff88116118ca57947fa225f530db3f840c0018c60993065b5bf22a4c242be963bcbe49589e96493c6698969460ff948986957bffffffffffffffffffffffffffffffffffffffffffffffffffffffff6cffffffffffffffffffffffffff604073ffffffffffffffffffffffffffffffffffffffff9860809f9d63ffffffff908484519a6117f28c611005565b168a526affffffffffffffffffffff60208b0199168952838a01961716855263ffffffff6060890196168652885181526003602052209551167fffffffff00000000000000000000000000000000000000000000000000000000807bffffffff00000000000000000000000000000000000000000000000077ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b16951617161717179055519851995116995116935116905190604051938452602084015260408301526060820152a4600190565b604482897f6dfcc6500000000000000000000000000000000000000000000000000000000082526020600452602452fd5b6024827f4e487b710000000000000000000000000000000000000000000000000000000081526011600452fd5b604482857f6dfcc6500000000000000000000000000000000000000000000000000000000082526058600452602452fd5b604482867f6dfcc6500000000000000000000000000000000000000000000000000000000082526068600452602452fd5b6024837f4e487b710000000000000000000000000000000000000000000000000000000081526011600452fd5b60248287517f0915a0b2000000000000000000000000000000000000000000000000000000008252600452fd5b819297506119fd9350906119f79161266c565b9561266c565b935f80806116e7565b8851855260046020528b6040862054600260ff611a23868461266c565b93511614611a4d575b8103611a39575b506116e1565b89518652600460205260408620555f611a33565b90611a5a908c5190611062565b90611a2c565b50600260ff8d5116146116dc565b600260ff8d5116036116e15789518951865260046020526040862055638000000095506116e1565b848c60649260ff6040818f5194511692015116917ffa79a51b000000000000000000000000000000000000000000000000000000008452600452602452604452fd5b5060ff8c511660ff6040830151161415611639565b8b517fcd6cbbfc000000000000000000000000000000000000000000000000000000008852600452602452604452606485fd5b7f2501624e000000000000000000000000000000000000000000000000000000008752600452602452604485fd5b8a517f993b7bf2000000000000000000000000000000000000000000000000000000008752600452602452604485fd5b8b517fe1b55d64000000000000000000000000000000000000000000000000000000008852600452602452604452606485fd5b8a517f0b88f7e6000000000000000000000000000000000000000000000000000000008752600452602452604452606484fd5b6024848a517f0e7ad169000000000000000000000000000000000000000000000000000000008252600452fd5b611c2b919a5060e03d60e011611330576113228183611021565b985f611551565b6040513d86823e3d90fd5b505050945050505080925051604051907f4375469f000000000000000000000000000000000000000000000000000000008252600482015260e08160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156113375760a0915f91611d31575b5001518151808203611cfe575050519051907fd820169a99b693d3b6066f11dedeb214b6f51408da46186a89c0ad60210d24b15f80a35f90565b83517f0b88f7e6000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b611d4a915060e03d60e011611330576113228183611021565b5f611cc4565b7f276bc81e000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b7f19a2a9bd000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fbd3c9089000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f3e44328e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b608081019160ff83511660648111611dd1575060a0820160ff81511660028111611da657506040830191825115611d7e5782517f000000000000000000000000000000000000000000000000000000000000000090818111611d505750506020840192835194600160ff8760081c97161b865f52600560205260405f205481811661258e57865197604051987f4375469f000000000000000000000000000000000000000000000000000000008a5260048a015260e08960248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa988915611337575f9961256d575b508851156125405760a0890151845180820361250d57505073ffffffffffffffffffffffffffffffffffffffff60608a01511698606085019973ffffffffffffffffffffffffffffffffffffffff8b51168082036124da57505073ffffffffffffffffffffffffffffffffffffffff60808201511673ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001681036124aa5750855160c08201519081811161247c57505060ff88511660ff6020830151169081810361244957505060ff885116151580612434575b6123f257505f5260056020521760405f205580515f52600360205260405f206040519061201182611005565b5460606cffffffffffffffffffffffffff8216928381526affffffffffffffffffffff8360681c16908160208201528360c01c9363ffffffff8516604083015260e01c9283910152839080946120756380000000637fffffff87169616948a611348565b9084156123c95781158015906123bb575b612361575b8161233f575b505050637fffffff8314612312576120af865160ff8d51169061106f565b6064810290808204606414901517156103ab576120cb91611062565b926cffffffffffffffffffffffffff84116122e15785516120eb91611062565b916affffffffffffffffffffff83116122b057600181018091116103ab5763ffffffff871161227f57608096947fa225f530db3f840c0018c60993065b5bf22a4c242be963bcbe49589e96493c6698969460ff94859463ffffffff73ffffffffffffffffffffffffffffffffffffffff956cffffffffffffffffffffffffff6040519561217787611005565b1685526affffffffffffffffffffff6020860194168452604085019217168152606083019063ffffffff8a16825284515f5260036020527bffffffffffffffffffffffffffffffffffffffffffffffffffffffff6cffffffffffffffffffffffffff60405f209551167fffffffff00000000000000000000000000000000000000000000000000000000807bffffffff00000000000000000000000000000000000000000000000077ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b16951617161717179055519851995116995116935116905190604051938452602084015260408301526060820152a4600190565b867f6dfcc650000000000000000000000000000000000000000000000000000000005f52602060045260245260445ffd5b827f6dfcc650000000000000000000000000000000000000000000000000000000005f52605860045260245260445ffd5b837f6dfcc650000000000000000000000000000000000000000000000000000000005f52606860045260245260445ffd5b84517f0915a0b2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b819296506123589350906123529161266c565b9461266c565b925f8080612091565b87515f5260046020528a60405f2054600260ff61237e868461266c565b935116146123a8575b8103612394575b5061208b565b88515f52600460205260405f20555f61238e565b906123b5908b5190611062565b90612387565b50600260ff8c511614612086565b600260ff8c51160361208b579350875187515f52600460205260405f205563800000009361208b565b8a9060ff6040818c5194511692015116917ffa79a51b000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b5060ff8b511660ff6040830151161415611fe5565b8a517fcd6cbbfc000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b7f2501624e000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b89517f993b7bf2000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b8a517fe1b55d64000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b89517f0b88f7e6000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b87517f0e7ad169000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b61258791995060e03d60e011611330576113228183611021565b975f611efd565b86838151604051907f4375469f000000000000000000000000000000000000000000000000000000008252600482015260e08160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156113375760a0915f9161264d575b5001518151808203611cfe575050519051907f87ca8257000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b612666915060e03d60e011611330576113228183611021565b8461260d565b90801561269357670de0b6b3a76400009161268961268f92612697565b9061106f565b0490565b5090565b60608110156126c2578060c06126b867ffffffffffffffff9360021c6126c7565b9160061b161c1690565b505f90565b600c8110156128df5760068110156127de57600381101561276057600181101561271057507f0afbce6c83ff72000bdfca6779f190000cd64299613c80000de0b6b3a764000090565b6002111561273c577f080a81c760ba954708b169b4f2f339990965da0fba8a67c80a28ebbdfa19164090565b7f05e3055817d25c0f065d3635b8e36a7106e14f5cac34200b07701e720646307b90565b600481101561278e57507f044f47f99fc590b904a8bc837c4b34ad050971da412eb57c0571fe8b1608fb8e90565b600511156127ba577f0327b4a69dc25e7e036932003bd90c3603affeb42506526403fc88fa1a30591290565b7f024f510bced7a937027f42dc553c2c8e02b317d970e71b6902eb20b3b853ca9b90565b600981101561286457600781101561281557507f01b0e63f9d3f98f901d3ffd611c836ac01f9f1fc2ee648f10222f7c485baafb990565b60081115612841577f013cec519b17143f01569e9d69650ef8017266494f587ee301906e9471746d8090565b7ee8047ec4b225fb00fad46d5f05c832010f2ad71a9e77900125276515dbbf8790565b600a81101561289157507ea9dbd37b61d1f700b7a18aaee64ac600c685204e60bf8a00d69dc20f8b2fef90565b600b11156128bc577e7c5a4119db72c200866f68f95bf1af009155d944edc703009d1e8a0554156b90565b7e5b09abc9973fec00626b51eeb159dc006a662f0fe2534f007306af6b1e308d90565b60128110156129e757600f81101561296c57600d81101561291e57507e42a5f1f99fe2ff00480d589f29641b004de4ea2f86b16a005435bee745818790565b600e1115612949577e30caf33b0bdf4a0034bfbad80cd5b8003906a07add716d003da64ca080b1f990565b7e23b88d281fb1bc00269e0062ba7af50029bf91b6d7702c002d2220fd0494f190565b601081101561299957507e1a26ac288e0e21001c457bd8d0ecae001e904e8987eb1e00210ab5c51d513590565b601111156129c4577e13252168d97fd70014b284fbbab3b8001660211023c936001830927250337890565b7e0e0416c3da496d000f2703daa6cbeb00106187a0459e2f0011b58bb42f964090565b6015811015612a6b576013811015612a1d57507e0a42d1a209a041000b17cddf9bb42b000bfe0eff939258000cf6fb7529ea5190565b60141115612a48577e0783142650330800081f0106d33e160008c792683e50f500097dceb5e2810990565b7e057fdfe96860c90005f206d2d1b4bd00066d6f291a0f800006f2d909d6fc0190565b6016811015612a9857507e0406b2608ed47200045a444cb6161a0004b49cdd4f3a7d00051648b7e6f32090565b60171115612ac3577e02f2912c00d7e300032fbf89845f03000371e3d2eff8030003b964ffb7515090565b7e02286a04d5e04d00025534584129d7000285a05f690aa30002b9f97be72e189056",
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
// Solidity: constructor(address admin_, address scorer_, address escrow_, address asset_, uint256 epochLength_, uint256 weightCap_) returns()
func (reputationLedger *ReputationLedger) PackConstructor(admin_ common.Address, scorer_ common.Address, escrow_ common.Address, asset_ common.Address, epochLength_ *big.Int, weightCap_ *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("", admin_, scorer_, escrow_, asset_, epochLength_, weightCap_)
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

// PackMAXRATING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94e113ea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_RATING() view returns(uint8)
func (reputationLedger *ReputationLedger) PackMAXRATING() []byte {
	enc, err := reputationLedger.abi.Pack("MAX_RATING")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXRATING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94e113ea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_RATING() view returns(uint8)
func (reputationLedger *ReputationLedger) TryPackMAXRATING() ([]byte, error) {
	return reputationLedger.abi.Pack("MAX_RATING")
}

// UnpackMAXRATING is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94e113ea.
//
// Solidity: function MAX_RATING() view returns(uint8)
func (reputationLedger *ReputationLedger) UnpackMAXRATING(data []byte) (uint8, error) {
	out, err := reputationLedger.abi.Unpack("MAX_RATING", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
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

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (reputationLedger *ReputationLedger) PackEscrow() []byte {
	enc, err := reputationLedger.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (reputationLedger *ReputationLedger) TryPackEscrow() ([]byte, error) {
	return reputationLedger.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (reputationLedger *ReputationLedger) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := reputationLedger.abi.Unpack("escrow", data)
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

// PackIsRated is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa92a07e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRated(uint256 agentId, uint256 jobId) view returns(bool)
func (reputationLedger *ReputationLedger) PackIsRated(agentId *big.Int, jobId *big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("isRated", agentId, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsRated is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa92a07e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isRated(uint256 agentId, uint256 jobId) view returns(bool)
func (reputationLedger *ReputationLedger) TryPackIsRated(agentId *big.Int, jobId *big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("isRated", agentId, jobId)
}

// UnpackIsRated is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa92a07e5.
//
// Solidity: function isRated(uint256 agentId, uint256 jobId) view returns(bool)
func (reputationLedger *ReputationLedger) UnpackIsRated(data []byte) (bool, error) {
	out, err := reputationLedger.abi.Unpack("isRated", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa64a31d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 agentId, uint256 jobId, uint8 rating, uint256 weight, address payer, uint8 kind) returns()
func (reputationLedger *ReputationLedger) PackSubmit(agentId *big.Int, jobId *big.Int, rating uint8, weight *big.Int, payer common.Address, kind uint8) []byte {
	enc, err := reputationLedger.abi.Pack("submit", agentId, jobId, rating, weight, payer, kind)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa64a31d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint256 agentId, uint256 jobId, uint8 rating, uint256 weight, address payer, uint8 kind) returns()
func (reputationLedger *ReputationLedger) TryPackSubmit(agentId *big.Int, jobId *big.Int, rating uint8, weight *big.Int, payer common.Address, kind uint8) ([]byte, error) {
	return reputationLedger.abi.Pack("submit", agentId, jobId, rating, weight, payer, kind)
}

// PackSubmitBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dc79e71.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitBatch((uint256,uint256,uint256,address,uint8,uint8)[] items) returns(uint256 applied)
func (reputationLedger *ReputationLedger) PackSubmitBatch(items []ReputationLedgerRating) []byte {
	enc, err := reputationLedger.abi.Pack("submitBatch", items)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dc79e71.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitBatch((uint256,uint256,uint256,address,uint8,uint8)[] items) returns(uint256 applied)
func (reputationLedger *ReputationLedger) TryPackSubmitBatch(items []ReputationLedgerRating) ([]byte, error) {
	return reputationLedger.abi.Pack("submitBatch", items)
}

// UnpackSubmitBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6dc79e71.
//
// Solidity: function submitBatch((uint256,uint256,uint256,address,uint8,uint8)[] items) returns(uint256 applied)
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

// ReputationLedgerRated represents a Rated event raised by the ReputationLedger contract.
type ReputationLedgerRated struct {
	AgentId *big.Int
	JobId   *big.Int
	Payer   common.Address
	Rating  uint8
	Kind    uint8
	Weight  *big.Int
	Epoch   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerRatedEventName = "Rated"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerRated) ContractEventName() string {
	return ReputationLedgerRatedEventName
}

// UnpackRatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Rated(uint256 indexed agentId, uint256 indexed jobId, address indexed payer, uint8 rating, uint8 kind, uint256 weight, uint256 epoch)
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
	AgentId *big.Int
	JobId   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ReputationLedgerRatingSkippedEventName = "RatingSkipped"

// ContractEventName returns the user-defined event name.
func (ReputationLedgerRatingSkipped) ContractEventName() string {
	return ReputationLedgerRatingSkippedEventName
}

// UnpackRatingSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RatingSkipped(uint256 indexed agentId, uint256 indexed jobId)
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

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (reputationLedger *ReputationLedger) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["AlreadyRated"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackAlreadyRatedError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["CountOverflow"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackCountOverflowError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["InvalidEpochLength"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackInvalidEpochLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["InvalidWeightCap"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackInvalidWeightCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["JobNotCompleted"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackJobNotCompletedError(raw[4:])
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
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["PriorOutOfRange"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackPriorOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["RatingMismatch"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackRatingMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["RatingOutOfRange"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackRatingOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["UnknownKind"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackUnknownKindError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["WeightAboveCap"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackWeightAboveCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["WeightAboveSettled"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackWeightAboveSettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["WrongAgent"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackWrongAgentError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["WrongAsset"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackWrongAssetError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["WrongKind"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackWrongKindError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["WrongPayer"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackWrongPayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["ZeroWeight"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackZeroWeightError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReputationLedgerAlreadyRated represents a AlreadyRated error raised by the ReputationLedger contract.
type ReputationLedgerAlreadyRated struct {
	AgentId *big.Int
	JobId   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRated(uint256 agentId, uint256 jobId)
func ReputationLedgerAlreadyRatedErrorID() common.Hash {
	return common.HexToHash("0x87ca8257604247bb7ebb5e028a64d6d6ce36b23012f2c01ce309880e96aba466")
}

// UnpackAlreadyRatedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRated(uint256 agentId, uint256 jobId)
func (reputationLedger *ReputationLedger) UnpackAlreadyRatedError(raw []byte) (*ReputationLedgerAlreadyRated, error) {
	out := new(ReputationLedgerAlreadyRated)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "AlreadyRated", raw); err != nil {
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

// ReputationLedgerInvalidEpochLength represents a InvalidEpochLength error raised by the ReputationLedger contract.
type ReputationLedgerInvalidEpochLength struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidEpochLength()
func ReputationLedgerInvalidEpochLengthErrorID() common.Hash {
	return common.HexToHash("0x88ac0897276e9ba6213ea9c9afc6dc89eeb39f4bfd6f53e590636b8a784dd68d")
}

// UnpackInvalidEpochLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidEpochLength()
func (reputationLedger *ReputationLedger) UnpackInvalidEpochLengthError(raw []byte) (*ReputationLedgerInvalidEpochLength, error) {
	out := new(ReputationLedgerInvalidEpochLength)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "InvalidEpochLength", raw); err != nil {
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

// ReputationLedgerJobNotCompleted represents a JobNotCompleted error raised by the ReputationLedger contract.
type ReputationLedgerJobNotCompleted struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobNotCompleted(uint256 jobId)
func ReputationLedgerJobNotCompletedErrorID() common.Hash {
	return common.HexToHash("0x0e7ad169d11493e86262ef84438664565ee40f98b6297db58f57206f5f31673e")
}

// UnpackJobNotCompletedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobNotCompleted(uint256 jobId)
func (reputationLedger *ReputationLedger) UnpackJobNotCompletedError(raw []byte) (*ReputationLedgerJobNotCompleted, error) {
	out := new(ReputationLedgerJobNotCompleted)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "JobNotCompleted", raw); err != nil {
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

// ReputationLedgerRatingMismatch represents a RatingMismatch error raised by the ReputationLedger contract.
type ReputationLedgerRatingMismatch struct {
	JobId          *big.Int
	Rating         uint8
	ExplicitRating uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingMismatch(uint256 jobId, uint8 rating, uint8 explicitRating)
func ReputationLedgerRatingMismatchErrorID() common.Hash {
	return common.HexToHash("0xfa79a51bf72abca0d704f26cff20fa51a559c494440ea220572e3edadf483f66")
}

// UnpackRatingMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingMismatch(uint256 jobId, uint8 rating, uint8 explicitRating)
func (reputationLedger *ReputationLedger) UnpackRatingMismatchError(raw []byte) (*ReputationLedgerRatingMismatch, error) {
	out := new(ReputationLedgerRatingMismatch)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "RatingMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerRatingOutOfRange represents a RatingOutOfRange error raised by the ReputationLedger contract.
type ReputationLedgerRatingOutOfRange struct {
	Rating uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RatingOutOfRange(uint8 rating)
func ReputationLedgerRatingOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x3e44328e163fde2e4a975eb2815a0d32797925aeb3d81097c60654f4371381b5")
}

// UnpackRatingOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RatingOutOfRange(uint8 rating)
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

// ReputationLedgerUnknownKind represents a UnknownKind error raised by the ReputationLedger contract.
type ReputationLedgerUnknownKind struct {
	Kind uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownKind(uint8 kind)
func ReputationLedgerUnknownKindErrorID() common.Hash {
	return common.HexToHash("0xbd3c90894f7b5a9cce89be28990c5c48eeecbdbc851f01ad4d59a4a38d093e0b")
}

// UnpackUnknownKindError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownKind(uint8 kind)
func (reputationLedger *ReputationLedger) UnpackUnknownKindError(raw []byte) (*ReputationLedgerUnknownKind, error) {
	out := new(ReputationLedgerUnknownKind)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "UnknownKind", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerWeightAboveCap represents a WeightAboveCap error raised by the ReputationLedger contract.
type ReputationLedgerWeightAboveCap struct {
	Weight    *big.Int
	WeightCap *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WeightAboveCap(uint256 weight, uint256 weightCap)
func ReputationLedgerWeightAboveCapErrorID() common.Hash {
	return common.HexToHash("0x276bc81edb569da446a1c1334be55ac5612650f286d39a7889f33dcb68f94d70")
}

// UnpackWeightAboveCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WeightAboveCap(uint256 weight, uint256 weightCap)
func (reputationLedger *ReputationLedger) UnpackWeightAboveCapError(raw []byte) (*ReputationLedgerWeightAboveCap, error) {
	out := new(ReputationLedgerWeightAboveCap)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "WeightAboveCap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerWeightAboveSettled represents a WeightAboveSettled error raised by the ReputationLedger contract.
type ReputationLedgerWeightAboveSettled struct {
	Weight  *big.Int
	Settled *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WeightAboveSettled(uint256 weight, uint256 settled)
func ReputationLedgerWeightAboveSettledErrorID() common.Hash {
	return common.HexToHash("0x2501624ebd26cf06f72bc1a2312b1151f9411197f6f0d49e180bdc15a7ea3c22")
}

// UnpackWeightAboveSettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WeightAboveSettled(uint256 weight, uint256 settled)
func (reputationLedger *ReputationLedger) UnpackWeightAboveSettledError(raw []byte) (*ReputationLedgerWeightAboveSettled, error) {
	out := new(ReputationLedgerWeightAboveSettled)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "WeightAboveSettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerWrongAgent represents a WrongAgent error raised by the ReputationLedger contract.
type ReputationLedgerWrongAgent struct {
	JobId       *big.Int
	AgentId     *big.Int
	PaidAgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongAgent(uint256 jobId, uint256 agentId, uint256 paidAgentId)
func ReputationLedgerWrongAgentErrorID() common.Hash {
	return common.HexToHash("0x0b88f7e6eddc6df30ec40338bb77a785062e5f7fd4a3bacb6c7a98b99cb27602")
}

// UnpackWrongAgentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongAgent(uint256 jobId, uint256 agentId, uint256 paidAgentId)
func (reputationLedger *ReputationLedger) UnpackWrongAgentError(raw []byte) (*ReputationLedgerWrongAgent, error) {
	out := new(ReputationLedgerWrongAgent)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "WrongAgent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerWrongAsset represents a WrongAsset error raised by the ReputationLedger contract.
type ReputationLedgerWrongAsset struct {
	JobId *big.Int
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongAsset(uint256 jobId, address token)
func ReputationLedgerWrongAssetErrorID() common.Hash {
	return common.HexToHash("0x993b7bf2bc46153f450918eb3b74107346300ba9b41e116b83f7c0d3642aac5f")
}

// UnpackWrongAssetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongAsset(uint256 jobId, address token)
func (reputationLedger *ReputationLedger) UnpackWrongAssetError(raw []byte) (*ReputationLedgerWrongAsset, error) {
	out := new(ReputationLedgerWrongAsset)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "WrongAsset", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerWrongKind represents a WrongKind error raised by the ReputationLedger contract.
type ReputationLedgerWrongKind struct {
	JobId       *big.Int
	Kind        uint8
	SettledKind uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongKind(uint256 jobId, uint8 kind, uint8 settledKind)
func ReputationLedgerWrongKindErrorID() common.Hash {
	return common.HexToHash("0xcd6cbbfc16e5d0075bfa70420ea615766dd92bf2a36d70e345e101447f1b05c7")
}

// UnpackWrongKindError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongKind(uint256 jobId, uint8 kind, uint8 settledKind)
func (reputationLedger *ReputationLedger) UnpackWrongKindError(raw []byte) (*ReputationLedgerWrongKind, error) {
	out := new(ReputationLedgerWrongKind)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "WrongKind", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationLedgerWrongPayer represents a WrongPayer error raised by the ReputationLedger contract.
type ReputationLedgerWrongPayer struct {
	JobId  *big.Int
	Payer  common.Address
	Client common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongPayer(uint256 jobId, address payer, address client)
func ReputationLedgerWrongPayerErrorID() common.Hash {
	return common.HexToHash("0xe1b55d6432b10d94030deaac843016c08bf63e81124836ef14ac68b701d393ef")
}

// UnpackWrongPayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongPayer(uint256 jobId, address payer, address client)
func (reputationLedger *ReputationLedger) UnpackWrongPayerError(raw []byte) (*ReputationLedgerWrongPayer, error) {
	out := new(ReputationLedgerWrongPayer)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "WrongPayer", raw); err != nil {
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

// ReputationLedgerZeroWeight represents a ZeroWeight error raised by the ReputationLedger contract.
type ReputationLedgerZeroWeight struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroWeight()
func ReputationLedgerZeroWeightErrorID() common.Hash {
	return common.HexToHash("0x19a2a9bda807bfddc89f8f0789a5f1844cb10f372eb740607c0ecc9ac5adf9f0")
}

// UnpackZeroWeightError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroWeight()
func (reputationLedger *ReputationLedger) UnpackZeroWeightError(raw []byte) (*ReputationLedgerZeroWeight, error) {
	out := new(ReputationLedgerZeroWeight)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "ZeroWeight", raw); err != nil {
		return nil, err
	}
	return out, nil
}
