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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"scorer_\",\"type\":\"address\"},{\"internalType\":\"contractIJobSettlements\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"asset_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"epochLength_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weightCap_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"HORIZON_EPOCHS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_RATING\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RETENTION_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"admin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"agentIds\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"jobIds\",\"type\":\"uint256[]\"}],\"name\":\"areRated\",\"outputs\":[{\"internalType\":\"bool[]\",\"name\":\"rated\",\"type\":\"bool[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"avgBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"currentEpoch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"disputeRateBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"epochLength\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractIJobSettlements\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"horizonEpochs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isRated\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"lastEpochOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingAdmin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorWeight\",\"type\":\"uint256\"}],\"name\":\"repBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"repState\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"agentIds\",\"type\":\"uint256[]\"}],\"name\":\"repStates\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"sumW\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputed\",\"type\":\"uint256\"}],\"internalType\":\"structReputationLedger.State[]\",\"name\":\"states\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"retentionBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scorer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"setScorer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"internalType\":\"structReputationLedger.Rating[]\",\"name\":\"items\",\"type\":\"tuple[]\"}],\"name\":\"submitBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"applied\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"transferAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"weightCap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pendingAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousAdmin\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"AdminTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"epoch\",\"type\":\"uint256\"}],\"name\":\"Rated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"RatingSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScorer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScorer\",\"type\":\"address\"}],\"name\":\"ScorerChanged\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyRated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"CountOverflow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEpochLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weightCap\",\"type\":\"uint256\"}],\"name\":\"InvalidWeightCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobNotCompleted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentIds\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobIds\",\"type\":\"uint256\"}],\"name\":\"LengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotPendingAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotScorer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"priorBps\",\"type\":\"uint256\"}],\"name\":\"PriorOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"explicitRating\",\"type\":\"uint8\"}],\"name\":\"RatingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"}],\"name\":\"RatingOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"UnknownKind\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"weightCap\",\"type\":\"uint256\"}],\"name\":\"WeightAboveCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"settled\",\"type\":\"uint256\"}],\"name\":\"WeightAboveSettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paidAgentId\",\"type\":\"uint256\"}],\"name\":\"WrongAgent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"WrongAsset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"settledKind\",\"type\":\"uint8\"}],\"name\":\"WrongKind\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"WrongPayer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroWeight\",\"type\":\"error\"}]",
	ID:  "97c08783adea217c63fd0a4179251a357e",
	Bin: "0x610100346102cd57601f612e1838819003918201601f19168301916001600160401b038311848410176102d15780849260c0946040528339810103126102cd57610048816102e5565b90610055602082016102e5565b604082015190926001600160a01b0382169290918381036102cd5761007c606083016102e5565b9060a060808401519301519360018060a01b031695861561029f576001600160a01b03169485156102705715610241576001600160a01b0382161561021357821561020457831580156101f4575b6101e1578560018060a01b03195f5416175f558460018060a01b0319600254161760025560805260a05260c05260e052604051915f7ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec68180a35f7f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e8180a3612b1e90816102fa823960805181818161021101528181611582015281816116be0152611fa3015260a051818181610dad015281816117830152612068015260c0518181816102b901528181610348015281816104f10152818161059f015281816107e501528181610a2d01528181610bc201528181610e59015261129c015260e05181818161078d015281816116420152611f270152f35b83637700b03b60e01b5f5260045260245ffd5b506001600160401b0384116100ca565b6388ac089760e01b5f5260045ffd5b60405163eac0d38960e01b8152602060048201526005602482015264185cdcd95d60da1b6044820152606490fd5b60405163eac0d38960e01b8152602060048201526006602482015265657363726f7760d01b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600660248201526539b1b7b932b960d11b6044820152606490fd5b60405163eac0d38960e01b815260206004820152600560248201526430b236b4b760d91b6044820152606490fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b03821682036102cd5756fe6080806040526004361015610012575f80fd5b5f3560e01c90816303191ffc14610f89575080630e18b68114610ea357806321e9f13114610e225780632678224714610dd157806338d52e0f14610d6357806342bdab4614610be557806351f2ee8b1461013a57806356dcc2ea14610b5357806357d775f814610b8d5780635bb785d214610b535780636dc79e711461099857806375829def1461084c5780637598e3ee1461080a57806376671808146107b057806381f13a751461075857806385c758f71461070757806394e113ea146106ce578063955432101461054a578063a64a31d01461042c578063a92a07e5146103e3578063b19addb014610311578063b1de5ac814610280578063dd15a30714610235578063e2fdcc17146101c7578063f851a440146101775763ffa754991461013a575f80fd5b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357602060405160608152f35b5f80fd5b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357602073ffffffffffffffffffffffffffffffffffffffff5f5416604051908152f35b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101735760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610173576004355f526003602052602060405f205460e01c604051908152f35b346101735760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760806102e66102de7f000000000000000000000000000000000000000000000000000000000000000042611121565b600435611360565b8051906020810151906060604082015191015191604051938452602084015260408301526060820152f35b346101735760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735761036d6102de7f000000000000000000000000000000000000000000000000000000000000000042611121565b60208101908151155f1461038957505060205f5b604051908152f35b606001519061271082029180830461271014901517156103b6576020916103b1915190611121565b610381565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b346101735760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610173576020610422602435600435611538565b6040519015158152f35b346101735760c07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760443560ff81168091036101735760843573ffffffffffffffffffffffffffffffffffffffff81168091036101735760a43560ff81168091036101735773ffffffffffffffffffffffffffffffffffffffff60025416330361051e5761051c92604051926104c884611158565b6004358452602435602085015260643560408501526060840152608083015260a08201526105167f000000000000000000000000000000000000000000000000000000000000000042611121565b90611ef2565b005b7f906cedda000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346101735760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760043567ffffffffffffffff8111610173576105999036906004016110e2565b906105c47f000000000000000000000000000000000000000000000000000000000000000042611121565b6105cd836111fe565b926105db60405194856111bd565b8084527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0610608826111fe565b015f5b8181106106b75750505f5b81811061068357846040518091602082016020835281518091526020604084019201905f5b818110610649575050500390f35b919350916020608060019260608751805183528481015185840152604081015160408401520151606082015201940191019184939261063b565b8061069b846106956001948689611216565b35611360565b6106a58288611253565b526106b08187611253565b5001610616565b6020906106c261132f565b8282890101520161060b565b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357602060405160648152f35b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357602073ffffffffffffffffffffffffffffffffffffffff60025416604051908152f35b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760206103817f000000000000000000000000000000000000000000000000000000000000000042611121565b346101735760607ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610173576020610381604435602435600435611287565b346101735760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610173576108836110bf565b73ffffffffffffffffffffffffffffffffffffffff5f5416330361096c5773ffffffffffffffffffffffffffffffffffffffff16801561090e57807fffffffffffffffffffffffff00000000000000000000000000000000000000006001541617600155337fe5cd1c804f1c9cc6d7009e4c0fb532f0e2d8863524c3323a6b3790c3f80bf25c5f80a3005b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600560248201527f61646d696e0000000000000000000000000000000000000000000000000000006044820152fd5b7f17a84242000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346101735760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760043567ffffffffffffffff8111610173573660238201121561017357806004013567ffffffffffffffff81116101735736602460c0830284010111610173575f9173ffffffffffffffffffffffffffffffffffffffff60025416330361051e57610a527f000000000000000000000000000000000000000000000000000000000000000042611121565b905f5b83811015610b485760c08102820160c07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc823603011261017357604051610a9b81611158565b60248201358152604482013560208201526064820135604082015260848201359073ffffffffffffffffffffffffffffffffffffffff8216820361017357610b0060c4610b0a9488946060850152610af560a48201611113565b608085015201611113565b60a082015261160b565b610b17575b600101610a55565b937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81146103b65760010193610b0f565b602085604051908152f35b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760206040516124228152f35b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b346101735760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760043567ffffffffffffffff811161017357610c349036906004016110e2565b60243567ffffffffffffffff811161017357610c549036906004016110e2565b9290838303610d3357610c66846111fe565b93610c7460405195866111bd565b808552610c80816111fe565b937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06020870195013686375f5b828110610cfa578587604051918291602083019060208452518091526040830191905f5b818110610cdf575050500390f35b82511515845285945060209384019390920191600101610cd1565b80610d1e610d0b6001938589611216565b35610d17838789611216565b3590611538565b610d28828a611253565b901515905201610cad565b50507fab8b67c6000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357602073ffffffffffffffffffffffffffffffffffffffff60015416604051908152f35b346101735760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357610e7e6102de7f000000000000000000000000000000000000000000000000000000000000000042611121565b60208101519081610e9657505060205f604051908152f35b6020916103b19151611121565b34610173575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101735760015473ffffffffffffffffffffffffffffffffffffffff81163303610f5d577fffffffffffffffffffffffff0000000000000000000000000000000000000000905f543373ffffffffffffffffffffffffffffffffffffffff82167ff8ccb027dfcd135e000e9d45e6cc2d662578a8825d4c45b5e32e0adf67e79ec65f80a3821633175f5516600155005b7f1d0022d1000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346101735760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261017357610fc06110bf565b73ffffffffffffffffffffffffffffffffffffffff5f5416330361096c5773ffffffffffffffffffffffffffffffffffffffff1690811561106357507fffffffffffffffffffffffff00000000000000000000000000000000000000006002548273ffffffffffffffffffffffffffffffffffffffff82167f162b03d32be6a8877cabc17de1274264cac3d13da6a0356c1da3f8ff9b36c44e5f80a31617600255005b807feac0d389000000000000000000000000000000000000000000000000000000006064925260206004820152600660248201527f73636f72657200000000000000000000000000000000000000000000000000006044820152fd5b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361017357565b9181601f840112156101735782359167ffffffffffffffff8311610173576020808501948460051b01011161017357565b359060ff8216820361017357565b811561112b570490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b60c0810190811067ffffffffffffffff82111761117457604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6080810190811067ffffffffffffffff82111761117457604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761117457604052565b67ffffffffffffffff81116111745760051b60200190565b91908110156112265760051b0190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b80518210156112265760209160051b010190565b919082018092116103b657565b818102929181159184041417156103b657565b9190916127108311611303576112c7906112c17f000000000000000000000000000000000000000000000000000000000000000042611121565b90611360565b6112d5602082015183611267565b9182156112fd57906112ed6112f5926112fa95611274565b905190611267565b611121565b90565b50505090565b827fec5afdd5000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b6040519061133c826111a1565b5f6060838281528260208201528260408201520152565b919082039182116103b657565b91909161136b61132f565b92815f52600360205260405f2060405190611385826111a1565b54916cffffffffffffffffffffffffff8316825260208201906affffffffffffffffffffff8460681c16825263ffffffff8460c01c1690604084019482865260e01c918260608601521561145157926affffffffffffffffffffff6cffffffffffffffffffffffffff959361141061140561141995638000000098611353565b8098819551166126a4565b8a5251166126a4565b6020870152637fffffff81511660408701525116611435575050565b61144a915f52600460205260405f20546126a4565b6060830152565b505050505050565b5190811515820361017357565b519060ff8216820361017357565b519073ffffffffffffffffffffffffffffffffffffffff8216820361017357565b9081610100910312610173576040519061010082019082821067ffffffffffffffff8311176111745760e0916040526114cd81611459565b83526114db60208201611459565b60208401526114ec60408201611466565b60408401526114fd60608201611466565b606084015261150e60808201611474565b608084015261151f60a08201611474565b60a084015260c081015160c0840152015160e082015290565b604051917f4375469f00000000000000000000000000000000000000000000000000000000835260048301526101008260248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa918215611600575f926115cf575b506020820151151591826115c557505090565b60c0015114919050565b6115f29192506101003d81116115f9575b6115ea81836111bd565b810190611495565b905f6115b2565b503d6115e0565b6040513d5f823e3d90fd5b5f90608081019260ff84511660648111611ec7575060a082019060ff82511660028111611e9c575060408301805115611e745780517f000000000000000000000000000000000000000000000000000000000000000090818111611e465750506020840193845195604051967f96c658430000000000000000000000000000000000000000000000000000000088526004880152610100876024815f73ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165af1968715611600575f97611e25575b506020870151611dae57865115611d815760c08701518251808203611d4d57505073ffffffffffffffffffffffffffffffffffffffff60808801511696606083019773ffffffffffffffffffffffffffffffffffffffff895116808203611d1957505073ffffffffffffffffffffffffffffffffffffffff60a08201511673ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168103611ce95750835160e082015190818111611cba57505060ff86511660ff60408301511690818103611c8657505060ff865116151580611c71575b611c2f57508151815260036020526040812090606060405192611801846111a1565b54916cffffffffffffffffffffffffff8316938481526affffffffffffffffffffff8460681c16908160208201528460c01c9463ffffffff8616604083015260e01c9384910152849080956118646380000000637fffffff88169716958b611353565b908515611c07578115801590611bf9575b611b9f575b81611b7d575b505050637fffffff8414611b505761189f8c60ff895191511690611274565b90606482029180830460641490151715611b2357906118bd91611267565b936cffffffffffffffffffffffffff8511611af25786516118dd91611267565b926affffffffffffffffffffff8411611ac15760018101809111611a945763ffffffff8811611a6357947fa225f530db3f840c0018c60993065b5bf22a4c242be963bcbe49589e96493c6698969460ff948986957bffffffffffffffffffffffffffffffffffffffffffffffffffffffff6cffffffffffffffffffffffffff604073ffffffffffffffffffffffffffffffffffffffff9860809f9d63ffffffff908484519a61198b8c6111a1565b168a526affffffffffffffffffffff60208b0199168952838a01961716855263ffffffff6060890196168652885181526003602052209551167fffffffff00000000000000000000000000000000000000000000000000000000807bffffffff00000000000000000000000000000000000000000000000077ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b16951617161717179055519851995116995116935116905190604051938452602084015260408301526060820152a4600190565b604482897f6dfcc6500000000000000000000000000000000000000000000000000000000082526020600452602452fd5b6024827f4e487b710000000000000000000000000000000000000000000000000000000081526011600452fd5b604482857f6dfcc6500000000000000000000000000000000000000000000000000000000082526058600452602452fd5b604482867f6dfcc6500000000000000000000000000000000000000000000000000000000082526068600452602452fd5b6024837f4e487b710000000000000000000000000000000000000000000000000000000081526011600452fd5b60248287517f0915a0b2000000000000000000000000000000000000000000000000000000008252600452fd5b81929750611b96935090611b90916126a4565b956126a4565b935f8080611880565b8851855260046020528b6040862054600260ff611bbc86846126a4565b93511614611be6575b8103611bd2575b5061187a565b89518652600460205260408620555f611bcc565b90611bf3908c5190611267565b90611bc5565b50600260ff8d511614611875565b600260ff8d51160361187a57895189518652600460205260408620556380000000955061187a565b908860649260ff6060818b5194511692015116917ffa79a51b000000000000000000000000000000000000000000000000000000008452600452602452604452fd5b5060ff89511660ff60608301511614156117df565b88517fcd6cbbfc00000000000000000000000000000000000000000000000000000000855260045260245260445250606490fd5b7f2501624e00000000000000000000000000000000000000000000000000000000845260045260245250604490fd5b87517f993b7bf2000000000000000000000000000000000000000000000000000000008452600452602452604482fd5b88517fe1b55d6400000000000000000000000000000000000000000000000000000000855260045260245260445250606490fd5b6064935087517f0b88f7e6000000000000000000000000000000000000000000000000000000008452600452602452604452fd5b60249086517f0e7ad169000000000000000000000000000000000000000000000000000000008252600452fd5b50949250505060c091935001518151808203611df2575050519051907fd820169a99b693d3b6066f11dedeb214b6f51408da46186a89c0ad60210d24b15f80a35f90565b83517f0b88f7e6000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b611e3f9197506101003d81116115f9576115ea81836111bd565b955f6116ee565b7f276bc81e000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b7f19a2a9bd000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fbd3c9089000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f3e44328e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b608081019160ff83511660648111611ec7575060a0820160ff81511660028111611e9c57506040830191825115611e745782517f000000000000000000000000000000000000000000000000000000000000000090818111611e465750506020840192835194604051957f96c658430000000000000000000000000000000000000000000000000000000087526004870152610100866024815f73ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165af1958615611600575f96612683575b50602086015161263f578551156126125760c086015181518082036125df57505073ffffffffffffffffffffffffffffffffffffffff60808701511695606082019673ffffffffffffffffffffffffffffffffffffffff8851168082036125ac57505073ffffffffffffffffffffffffffffffffffffffff60a08201511673ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016810361257c5750825160e08201519081811161254e57505060ff85511660ff6040830151169081810361251b57505060ff855116151580612506575b6124c4575080515f52600360205260405f20604051906120e3826111a1565b5460606cffffffffffffffffffffffffff8216928381526affffffffffffffffffffff8360681c16908160208201528360c01c9363ffffffff8516604083015260e01c9283910152839080946121476380000000637fffffff87169616948a611353565b90841561249b57811580159061248d575b612433575b81612411575b505050637fffffff83146123e457612181865160ff8d511690611274565b6064810290808204606414901517156103b65761219d91611267565b926cffffffffffffffffffffffffff84116123b35785516121bd91611267565b916affffffffffffffffffffff831161238257600181018091116103b65763ffffffff871161235157608096947fa225f530db3f840c0018c60993065b5bf22a4c242be963bcbe49589e96493c6698969460ff94859463ffffffff73ffffffffffffffffffffffffffffffffffffffff956cffffffffffffffffffffffffff60405195612249876111a1565b1685526affffffffffffffffffffff6020860194168452604085019217168152606083019063ffffffff8a16825284515f5260036020527bffffffffffffffffffffffffffffffffffffffffffffffffffffffff6cffffffffffffffffffffffffff60405f209551167fffffffff00000000000000000000000000000000000000000000000000000000807bffffffff00000000000000000000000000000000000000000000000077ffffffffffffffffffffff000000000000000000000000008954985160681b16955160c01b16955160e01b16951617161717179055519851995116995116935116905190604051938452602084015260408301526060820152a4600190565b867f6dfcc650000000000000000000000000000000000000000000000000000000005f52602060045260245260445ffd5b827f6dfcc650000000000000000000000000000000000000000000000000000000005f52605860045260245260445ffd5b837f6dfcc650000000000000000000000000000000000000000000000000000000005f52606860045260245260445ffd5b84517f0915a0b2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b8192965061242a935090612424916126a4565b946126a4565b925f8080612163565b87515f5260046020528a60405f2054600260ff61245086846126a4565b9351161461247a575b8103612466575b5061215d565b88515f52600460205260405f20555f612460565b90612487908b5190611267565b90612459565b50600260ff8c511614612158565b600260ff8c51160361215d579350875187515f52600460205260405f205563800000009361215d565b879060ff606081895194511692015116917ffa79a51b000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b5060ff88511660ff60608301511614156120c4565b87517fcd6cbbfc000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b7f2501624e000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b86517f993b7bf2000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b87517fe1b55d64000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b86517f0b88f7e6000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b84517f0e7ad169000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b849060c08701518151808203611df2575050519051907f87ca8257000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b61269d9196506101003d81116115f9576115ea81836111bd565b945f611fd3565b9080156126cb57670de0b6b3a7640000916126c16126c7926126cf565b90611274565b0490565b5090565b60608110156126fa578060c06126f067ffffffffffffffff9360021c6126ff565b9160061b161c1690565b505f90565b600c81101561291757600681101561281657600381101561279857600181101561274857507f0afbce6c83ff72000bdfca6779f190000cd64299613c80000de0b6b3a764000090565b60021115612774577f080a81c760ba954708b169b4f2f339990965da0fba8a67c80a28ebbdfa19164090565b7f05e3055817d25c0f065d3635b8e36a7106e14f5cac34200b07701e720646307b90565b60048110156127c657507f044f47f99fc590b904a8bc837c4b34ad050971da412eb57c0571fe8b1608fb8e90565b600511156127f2577f0327b4a69dc25e7e036932003bd90c3603affeb42506526403fc88fa1a30591290565b7f024f510bced7a937027f42dc553c2c8e02b317d970e71b6902eb20b3b853ca9b90565b600981101561289c57600781101561284d57507f01b0e63f9d3f98f901d3ffd611c836ac01f9f1fc2ee648f10222f7c485baafb990565b60081115612879577f013cec519b17143f01569e9d69650ef8017266494f587ee301906e9471746d8090565b7ee8047ec4b225fb00fad46d5f05c832010f2ad71a9e77900125276515dbbf8790565b600a8110156128c957507ea9dbd37b61d1f700b7a18aaee64ac600c685204e60bf8a00d69dc20f8b2fef90565b600b11156128f4577e7c5a4119db72c200866f68f95bf1af009155d944edc703009d1e8a0554156b90565b7e5b09abc9973fec00626b51eeb159dc006a662f0fe2534f007306af6b1e308d90565b6012811015612a1f57600f8110156129a457600d81101561295657507e42a5f1f99fe2ff00480d589f29641b004de4ea2f86b16a005435bee745818790565b600e1115612981577e30caf33b0bdf4a0034bfbad80cd5b8003906a07add716d003da64ca080b1f990565b7e23b88d281fb1bc00269e0062ba7af50029bf91b6d7702c002d2220fd0494f190565b60108110156129d157507e1a26ac288e0e21001c457bd8d0ecae001e904e8987eb1e00210ab5c51d513590565b601111156129fc577e13252168d97fd70014b284fbbab3b8001660211023c936001830927250337890565b7e0e0416c3da496d000f2703daa6cbeb00106187a0459e2f0011b58bb42f964090565b6015811015612aa3576013811015612a5557507e0a42d1a209a041000b17cddf9bb42b000bfe0eff939258000cf6fb7529ea5190565b60141115612a80577e0783142650330800081f0106d33e160008c792683e50f500097dceb5e2810990565b7e057fdfe96860c90005f206d2d1b4bd00066d6f291a0f800006f2d909d6fc0190565b6016811015612ad057507e0406b2608ed47200045a444cb6161a0004b49cdd4f3a7d00051648b7e6f32090565b60171115612afb577e02f2912c00d7e300032fbf89845f03000371e3d2eff8030003b964ffb7515090565b7e02286a04d5e04d00025534584129d7000285a05f690aa30002b9f97be72e189056",
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

// PackAreRated is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42bdab46.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function areRated(uint256[] agentIds, uint256[] jobIds) view returns(bool[] rated)
func (reputationLedger *ReputationLedger) PackAreRated(agentIds []*big.Int, jobIds []*big.Int) []byte {
	enc, err := reputationLedger.abi.Pack("areRated", agentIds, jobIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAreRated is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42bdab46.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function areRated(uint256[] agentIds, uint256[] jobIds) view returns(bool[] rated)
func (reputationLedger *ReputationLedger) TryPackAreRated(agentIds []*big.Int, jobIds []*big.Int) ([]byte, error) {
	return reputationLedger.abi.Pack("areRated", agentIds, jobIds)
}

// UnpackAreRated is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42bdab46.
//
// Solidity: function areRated(uint256[] agentIds, uint256[] jobIds) view returns(bool[] rated)
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
	if bytes.Equal(raw[:4], reputationLedger.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return reputationLedger.UnpackLengthMismatchError(raw[4:])
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

// ReputationLedgerLengthMismatch represents a LengthMismatch error raised by the ReputationLedger contract.
type ReputationLedgerLengthMismatch struct {
	AgentIds *big.Int
	JobIds   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch(uint256 agentIds, uint256 jobIds)
func ReputationLedgerLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xab8b67c6893c59617ef3ba4b4b942e9791f2572db2fdb32028356532f3b7396a")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch(uint256 agentIds, uint256 jobIds)
func (reputationLedger *ReputationLedger) UnpackLengthMismatchError(raw []byte) (*ReputationLedgerLengthMismatch, error) {
	out := new(ReputationLedgerLengthMismatch)
	if err := reputationLedger.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
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
