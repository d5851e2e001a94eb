// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package foreignescrow

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

// ForeignEscrowJob is an auto generated low-level Go binding around an user-defined struct.
type ForeignEscrowJob struct {
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

// ForeignEscrowMetaData contains all meta data concerning the ForeignEscrow contract.
var ForeignEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"providerAgentId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"expectedToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"enumForeignEscrow.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"submittedAt\",\"type\":\"uint48\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"paymentToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"providerAgentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"settledAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payoutReceiver\",\"type\":\"address\"}],\"internalType\":\"structForeignEscrow.Job\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCounter\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reader\",\"outputs\":[{\"internalType\":\"enumForeignEscrow.Reader\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"enumForeignEscrow.Reader\",\"name\":\"r\",\"type\":\"uint8\"}],\"name\":\"setReader\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"settleClaim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"actor\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delta\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"ClaimSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delta\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExceedsBudget\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpiryTooShort\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoNewSettlement\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PaymentTokenMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "0092bc86329581a71bbb11365d3c6faf66",
	Bin: "0x608080604052346015576128ad908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c80631403cf31146100c45780631f989ec8146100bf57806341dd26f5146100ba57806350355d76146100b55780639e63798d146100b0578063bf22c457146100ab578063d4fc42c6146100a6578063d75bbdf3146100a1578063e8bcf1041461009c578063ef98d864146100975763f3302b8914610092575f80fd5b61150a565b611448565b611116565b610e8d565b610e46565b610ceb565b610975565b61093b565b6105f6565b610242565b346101305760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101305760043560038110156101305760ff7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00600154169116176001555f80f35b5f80fd5b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361013057565b6024359073ffffffffffffffffffffffffffffffffffffffff8216820361013057565b6084359073ffffffffffffffffffffffffffffffffffffffff8216820361013057565b9181601f840112156101305782359167ffffffffffffffff8311610130576020838186019501011161013057565b9060807ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc830112610130576004359160243573ffffffffffffffffffffffffffffffffffffffff811681036101305791604435916064359067ffffffffffffffff82116101305761023e9160040161019d565b9091565b3461013057610250366101cb565b92939161025c836121cd565b91825461026d8160ff9060a01c1690565b61027681610b3f565b61052d576102ae9073ffffffffffffffffffffffffffffffffffffffff165b73ffffffffffffffffffffffffffffffffffffffff1690565b330361057d57600183015473ffffffffffffffffffffffffffffffffffffffff811615610555576102f09060a01c65ffffffffffff165b65ffffffffffff1690565b42101561052d57600583019573ffffffffffffffffffffffffffffffffffffffff80610330895473ffffffffffffffffffffffffffffffffffffffff1690565b92169116036105055760038301918254036104dd576103889061035c60405196879233602085016116fa565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101865285611776565b61039384848461221a565b81547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000017825580549485610420575b5061041e945054827fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b3604051806104163395829190602083019252565b0390a3612571565b005b6104955f9661044b6102956102956020955473ffffffffffffffffffffffffffffffffffffffff1690565b6040517f23b872dd00000000000000000000000000000000000000000000000000000000815233600482015230602482015260448101929092529097889283919082906064820190565b03925af19485156104d85761041e95156103d9576104ca9060203d6020116104d1575b6104c28183611776565b8101906117b7565b505f6103d9565b503d6104b8565b6117cf565b7f99b0fc87000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fae4f082b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f8e78f0cb000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fa9456d43000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f82b42900000000000000000000000000000000000000000000000000000000005f5260045ffd5b60607ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc8201126101305760043591602435916044359067ffffffffffffffff82116101305761023e9160040161019d565b3461013057610604366105a5565b916106108492946121cd565b9081546106218160ff9060a01c1690565b9561062b87610b3f565b86159182156108d1576106539073ffffffffffffffffffffffffffffffffffffffff16610295565b331415806108a4575b61057d576106a5905b6106796040519788928633602086016117da565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101875286611776565b6106b08585856122bf565b82547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16740400000000000000000000000000000000000000001783556107096107036003850154600886015490611839565b96610b3f565b158061089b575b610758575b61041e9450827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275604051806107503395829190602083019252565b0390a36125fb565b8460206107f796610786610295610295600588015473ffffffffffffffffffffffffffffffffffffffff1690565b855473ffffffffffffffffffffffffffffffffffffffff165f604051809b819582947fa9059cbb000000000000000000000000000000000000000000000000000000008452600484016020909392919373ffffffffffffffffffffffffffffffffffffffff60408201951681520152565b03925af19586156104d85761041e9661087e575b50837f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c461087673ffffffffffffffffffffffffffffffffffffffff610864875473ffffffffffffffffffffffffffffffffffffffff1690565b60405195865216939081906020820190565b0390a3610715565b6108969060203d6020116104d1576104c28183611776565b61080b565b50841515610710565b506108c9610295600186015473ffffffffffffffffffffffffffffffffffffffff1690565b33141561065c565b506108db87610b3f565b60018714801561091e575b1561052d5761090f610295600286015473ffffffffffffffffffffffffffffffffffffffff1690565b330361057d576106a590610665565b5061092887610b3f565b600287146108e6565b5f91031261013057565b34610130575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101305760205f54604051908152f35b3461013057610983366105a5565b9161098f8492946121cd565b9061099f825460ff9060a01c1690565b6109a881610b3f565b60018114159081610aeb575b5061052d5760018201546109d360a082901c65ffffffffffff166102e5565b42101561052d576109f99073ffffffffffffffffffffffffffffffffffffffff16610295565b330361057d57610a1a61041e9561035c6040519687928533602086016117da565b610a25848484612349565b81547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16740200000000000000000000000000000000000000001782556002820180547fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff164260a01b79ffffffffffff000000000000000000000000000000000000000016179055827f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60405180610ae33395829190602083019252565b0390a3612685565b9050610af681610b3f565b15801590610b05575b5f6109b4565b5060038201541515610aff565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b60061115610b4957565b610b12565b906006821015610b495752565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b610ce89060208152610bc960208201845173ffffffffffffffffffffffffffffffffffffffff169052565b610bdb60208401516040830190610b4e565b604083015173ffffffffffffffffffffffffffffffffffffffff166060820152606083015165ffffffffffff166080820152608083015173ffffffffffffffffffffffffffffffffffffffff1660a082015260a083015165ffffffffffff1660c082015260c083015160e0820152610c7160e084015161010083019073ffffffffffffffffffffffffffffffffffffffff169052565b61010083015173ffffffffffffffffffffffffffffffffffffffff166101208201526101208301516101408201526101a0610180610cc0610140860151836101608601526101c0850190610b5b565b6101608601518483015294015173ffffffffffffffffffffffffffffffffffffffff16910152565b90565b346101305760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610130576004355f610180604051610d2d81611754565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e082015282610100820152826101208201526060610140820152826101608201520152610d8560015460ff1690565b610d8e81610e3c565b60018114610ddd5780610da2600292610e3c565b14610dd457610dc4610dbf610dd0925f52600260205260405f2090565b611976565b60405191829182610b9e565b0390f35b60205f5260405ff35b6040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152600f60248201527f6765744a6f622064697361626c656400000000000000000000000000000000006044820152606490fd5b60031115610b4957565b34610130575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101305760ff600154166040516003821015610b49576020918152f35b3461013057610e9b366105a5565b919290610ea7826121cd565b906002610eb9835460ff9060a01c1690565b610ec281610b3f565b0361052d57610eeb610295600284015473ffffffffffffffffffffffffffffffffffffffff1690565b330361057d57610f3590610f096040519586928833602086016117da565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101855284611776565b610f408383836123d3565b80547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff1674030000000000000000000000000000000000000000178155610f906003820154600883015490611839565b9384610fda575b61041e9450827f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144460405180610fd23395829190602083019252565b0390a361270f565b611001610295610295600585015473ffffffffffffffffffffffffffffffffffffffff1690565b94611084602082600186019861102b8a5473ffffffffffffffffffffffffffffffffffffffff1690565b5f6040518096819582947fa9059cbb000000000000000000000000000000000000000000000000000000008452600484016020909392919373ffffffffffffffffffffffffffffffffffffffff60408201951681520152565b03925af180156104d8576110f173ffffffffffffffffffffffffffffffffffffffff61086461041e9a89957f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0956110f9575b505473ffffffffffffffffffffffffffffffffffffffff1690565b0390a3610f97565b6111119060203d6020116104d1576104c28183611776565b6110d6565b346101305760807ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101305760243560443560043560643567ffffffffffffffff81116101305761116e90369060040161019d565b92909361117a836121cd565b91825461119d6102958273ffffffffffffffffffffffffffffffffffffffff1690565b330361057d5760019060a01c60ff166111b581610b3f565b14801590611426575b61052d57600883019081548311156113fe57600384015483116113d6576112236112e3976111f760405198899285883360208701611b86565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101885287611776565b61122e86868661245d565b8261123a835482611839565b9255611263610295610295600587015473ffffffffffffffffffffffffffffffffffffffff1690565b90602083600187019361128a855473ffffffffffffffffffffffffffffffffffffffff1690565b5f604051809d819582947fa9059cbb000000000000000000000000000000000000000000000000000000008452600484016020909392919373ffffffffffffffffffffffffffffffffffffffff60408201951681520152565b03925af19283156104d85773ffffffffffffffffffffffffffffffffffffffff61134d7fdeb90a7ac927c87e86c5eb712663e5b02025529d9a390898bdf8db9d3b394d079461041e9b8a976110f957505473ffffffffffffffffffffffffffffffffffffffff1690565b16847f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06040518061138386829190602083019252565b0390a3604080518681526020810183905285917f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e91a26040805195865260208601919091528401523392606090a3612799565b7f4ed6f97b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f57ee5a0f000000000000000000000000000000000000000000000000000000005f5260045ffd5b5060018301546114409060a01c65ffffffffffff166102e5565b4210156111be565b346101305760e07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101305761147f610134565b611487610157565b906044359165ffffffffffff831683036101305760643567ffffffffffffffff8111610130576114bb90369060040161019d565b6114c693919361017a565b60a4359160c4359567ffffffffffffffff871161013057610dd0976114f26114fa98369060040161019d565b979096611e42565b6040519081529081906020820190565b3461013057611518366101cb565b92939190611525836121cd565b91611535835460ff9060a01c1690565b61153e81610b3f565b1580159061169a575b61052d5761156f610295600185015473ffffffffffffffffffffffffffffffffffffffff1690565b330361057d5773ffffffffffffffffffffffffffffffffffffffff86169182156116725761041e966115df61162e926115b3604051998a9287863360208701612192565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101895288611776565b6115ea8787876124e7565b600585019073ffffffffffffffffffffffffffffffffffffffff167fffffffffffffffffffffffff0000000000000000000000000000000000000000825416179055565b806003840155837fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb445396040518061166a3395829190602083019252565b0390a4612823565b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b5060018301546116b49060a01c65ffffffffffff166102e5565b421015611547565b601f82602094937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe093818652868601375f8582860101520116010190565b60409073ffffffffffffffffffffffffffffffffffffffff610ce8959316815281602082015201916116bc565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6101a0810190811067ffffffffffffffff82111761177157604052565b611727565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761177157604052565b90816020910312610130575180151581036101305790565b6040513d5f823e3d90fd5b610ce8949273ffffffffffffffffffffffffffffffffffffffff606093168252602082015281604082015201916116bc565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b9190820391821161184657565b61180c565b6040519061185b6101a083611776565b565b6006821015610b495752565b90600182811c921680156118b0575b602083101461188357565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b91607f1691611878565b9060405191825f8254926118cd84611869565b808452936001811690811561193657506001146118f2575b5061185b92500383611776565b90505f9291925260205f20905f915b81831061191a57505090602061185b928201015f6118e5565b6020919350806001915483858901015201910190918492611901565b6020935061185b9592507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0091501682840152151560051b8201015f6118e5565b9061185b611b68600961198761184b565b946119dc6119d382546119ca6119b08273ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff168a52565b60a01c60ff1690565b6020880161185d565b611a41611a326001830154611a24611a078273ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1660408b0152565b60a01c65ffffffffffff1690565b65ffffffffffff166060880152565b611a98611a896002830154611a24611a6c8273ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1660808b0152565b65ffffffffffff1660a0880152565b600381015460c0870152611ae3611ac6600483015473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1660e0880152565b611b25611b07600583015473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff16610100880152565b6006810154610120870152611b3c600782016118ba565b6101408701526008810154610160870152015473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff16610180840152565b909260809273ffffffffffffffffffffffffffffffffffffffff610ce897951683526020830152604082015281606082015201916116bc565b9061012c820180921161184657565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81146118465760010190565b601f8211611c0857505050565b5f5260205f20906020601f840160051c83019310611c40575b601f0160051c01905b818110611c35575050565b5f8155600101611c2a565b9091508190611c21565b90929167ffffffffffffffff811161177157611c7081611c6a8454611869565b84611bfb565b5f601f8211600114611ccc578190611cbd9394955f92611cc1575b50507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8260011b9260031b1c19161790565b9055565b013590505f80611c8b565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0821694611cfd845f5260205f2090565b915f5b878110611d56575083600195969710611d1e575b505050811b019055565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60f88560031b161c199101351690555f8080611d14565b90926020600181928686013581550194019101611d00565b9365ffffffffffff9073ffffffffffffffffffffffffffffffffffffffff610ce89a98958180968160e09b97168a5216602089015216604087015216606085015216608083015260a08201528160c082015201916116bc565b606090610ce8939281527fef98d8640000000000000000000000000000000000000000000000000000000060208201528160408201520190610b5b565b7fffffffff00000000000000000000000000000000000000000000000000000000610ce8949360609383521660208201528160408201520190610b5b565b929196989790949398611e5442611bbf565b65ffffffffffff8916111561216a5773ffffffffffffffffffffffffffffffffffffffff86161561167257611e895f54611bce565b96875f55612019889b611ea48a5f52600260205260405f2090565b80547fffffffffffffffffffffffff0000000000000000000000000000000000000000163317815595611f658c60018901611f1a8b829073ffffffffffffffffffffffffffffffffffffffff167fffffffffffffffffffffffff0000000000000000000000000000000000000000825416179055565b907fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff79ffffffffffff000000000000000000000000000000000000000083549260a01b169116179055565b6002870180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8c161790556004870180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8b1617905573ffffffffffffffffffffffffffffffffffffffff881693841561216057600790975b6006810198895501611c4a565b6040805173ffffffffffffffffffffffffffffffffffffffff898116825265ffffffffffff8c166020830152881691810191909152339089907f834a72f190664642fdcd90aae4371388adece09d5bbc96f411c84fc61b3e31aa90606090a473ffffffffffffffffffffffffffffffffffffffff851697886120a1575b505050505050505050565b6120e7956120bb9454916040519889973360208a01611d6e565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282611776565b823b156101305761212a925f92836040518096819582947fa3fe478300000000000000000000000000000000000000000000000000000000845260048401611dc7565b03925af180156104d857612146575b8080808080808080612096565b806121545f61215a93611776565b80610931565b5f612139565b5060075f9761200c565b7ff7a0748c000000000000000000000000000000000000000000000000000000005f5260045ffd5b909273ffffffffffffffffffffffffffffffffffffffff60809381610ce89896168452166020830152604082015281606082015201916116bc565b80158015612210575b6121e8575f52600260205260405f2090565b7f71c8f460000000000000000000000000000000000000000000000000000000005f5260045ffd5b505f5481116121d6565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261223f57505050565b823b15610130576122a4927f1f989ec8000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501611e04565b03925af180156104d8576122b55750565b5f61185b91611776565b6004015473ffffffffffffffffffffffffffffffffffffffff1691826122e457505050565b823b15610130576122a4927f41dd26f5000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261236e57505050565b823b15610130576122a4927f9e63798d000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff1691826123f857505050565b823b15610130576122a4927fd75bbdf3000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261248257505050565b823b15610130576122a4927fe8bcf104000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261250c57505050565b823b15610130576122a4927ff3302b89000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261259657505050565b823b15610130576122a4927f1f989ec8000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261262057505050565b823b15610130576122a4927f41dd26f5000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff1691826126aa57505050565b823b15610130576122a4927f9e63798d000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261273457505050565b823b15610130576122a4927fd75bbdf3000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff1691826127be57505050565b823b15610130576122a4927fe8bcf104000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501611e04565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261284857505050565b823b15610130576122a4927ff3302b89000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501611e0456",
}

// ForeignEscrow is an auto generated Go binding around an Ethereum contract.
type ForeignEscrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ForeignEscrow) GetABI() abi.ABI {
	return c.abi
}

// NewForeignEscrow creates a new instance of ForeignEscrow.
func NewForeignEscrow() *ForeignEscrow {
	parsed, err := ForeignEscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ForeignEscrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ForeignEscrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75bbdf3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (foreignEscrow *ForeignEscrow) PackComplete(jobId *big.Int, reason [32]byte, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("complete", jobId, reason, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackComplete(jobId *big.Int, reason [32]byte, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("complete", jobId, reason, optParams)
}

// PackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef98d864.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createJob(address provider, address evaluator, uint48 expiredAt, string description, address hook, uint256 providerAgentId, bytes optParams) returns(uint256 jobId)
func (foreignEscrow *ForeignEscrow) PackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address, providerAgentId *big.Int, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook, providerAgentId, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address, providerAgentId *big.Int, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook, providerAgentId, optParams)
}

// UnpackCreateJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xef98d864.
//
// Solidity: function createJob(address provider, address evaluator, uint48 expiredAt, string description, address hook, uint256 providerAgentId, bytes optParams) returns(uint256 jobId)
func (foreignEscrow *ForeignEscrow) UnpackCreateJob(data []byte) (*big.Int, error) {
	out, err := foreignEscrow.abi.Unpack("createJob", data)
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
func (foreignEscrow *ForeignEscrow) PackFund(jobId *big.Int, expectedToken common.Address, expectedBudget *big.Int, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("fund", jobId, expectedToken, expectedBudget, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackFund(jobId *big.Int, expectedToken common.Address, expectedBudget *big.Int, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("fund", jobId, expectedToken, expectedBudget, optParams)
}

// PackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getJob(uint256 jobId) view returns((address,uint8,address,uint48,address,uint48,uint256,address,address,uint256,string,uint256,address))
func (foreignEscrow *ForeignEscrow) PackGetJob(jobId *big.Int) []byte {
	enc, err := foreignEscrow.abi.Pack("getJob", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getJob(uint256 jobId) view returns((address,uint8,address,uint48,address,uint48,uint256,address,address,uint256,string,uint256,address))
func (foreignEscrow *ForeignEscrow) TryPackGetJob(jobId *big.Int) ([]byte, error) {
	return foreignEscrow.abi.Pack("getJob", jobId)
}

// UnpackGetJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf22c457.
//
// Solidity: function getJob(uint256 jobId) view returns((address,uint8,address,uint48,address,uint48,uint256,address,address,uint256,string,uint256,address))
func (foreignEscrow *ForeignEscrow) UnpackGetJob(data []byte) (ForeignEscrowJob, error) {
	out, err := foreignEscrow.abi.Unpack("getJob", data)
	if err != nil {
		return *new(ForeignEscrowJob), err
	}
	out0 := *abi.ConvertType(out[0], new(ForeignEscrowJob)).(*ForeignEscrowJob)
	return out0, nil
}

// PackJobCounter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50355d76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobCounter() view returns(uint256)
func (foreignEscrow *ForeignEscrow) PackJobCounter() []byte {
	enc, err := foreignEscrow.abi.Pack("jobCounter")
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
func (foreignEscrow *ForeignEscrow) TryPackJobCounter() ([]byte, error) {
	return foreignEscrow.abi.Pack("jobCounter")
}

// UnpackJobCounter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x50355d76.
//
// Solidity: function jobCounter() view returns(uint256)
func (foreignEscrow *ForeignEscrow) UnpackJobCounter(data []byte) (*big.Int, error) {
	out, err := foreignEscrow.abi.Unpack("jobCounter", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReader is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4fc42c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reader() view returns(uint8)
func (foreignEscrow *ForeignEscrow) PackReader() []byte {
	enc, err := foreignEscrow.abi.Pack("reader")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReader is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4fc42c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reader() view returns(uint8)
func (foreignEscrow *ForeignEscrow) TryPackReader() ([]byte, error) {
	return foreignEscrow.abi.Pack("reader")
}

// UnpackReader is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd4fc42c6.
//
// Solidity: function reader() view returns(uint8)
func (foreignEscrow *ForeignEscrow) UnpackReader(data []byte) (uint8, error) {
	out, err := foreignEscrow.abi.Unpack("reader", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41dd26f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reject(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (foreignEscrow *ForeignEscrow) PackReject(jobId *big.Int, reason [32]byte, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("reject", jobId, reason, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackReject(jobId *big.Int, reason [32]byte, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("reject", jobId, reason, optParams)
}

// PackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3302b89.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBudget(uint256 jobId, address token, uint256 amount, bytes optParams) returns()
func (foreignEscrow *ForeignEscrow) PackSetBudget(jobId *big.Int, token common.Address, amount *big.Int, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("setBudget", jobId, token, amount, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackSetBudget(jobId *big.Int, token common.Address, amount *big.Int, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("setBudget", jobId, token, amount, optParams)
}

// PackSetReader is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1403cf31.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setReader(uint8 r) returns()
func (foreignEscrow *ForeignEscrow) PackSetReader(r uint8) []byte {
	enc, err := foreignEscrow.abi.Pack("setReader", r)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetReader is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1403cf31.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setReader(uint8 r) returns()
func (foreignEscrow *ForeignEscrow) TryPackSetReader(r uint8) ([]byte, error) {
	return foreignEscrow.abi.Pack("setReader", r)
}

// PackSettleClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8bcf104.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes optParams) returns()
func (foreignEscrow *ForeignEscrow) PackSettleClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("settleClaim", jobId, cumulativeAmount, deliverable, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackSettleClaim(jobId *big.Int, cumulativeAmount *big.Int, deliverable [32]byte, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("settleClaim", jobId, cumulativeAmount, deliverable, optParams)
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e63798d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable, bytes optParams) returns()
func (foreignEscrow *ForeignEscrow) PackSubmit(jobId *big.Int, deliverable [32]byte, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("submit", jobId, deliverable, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackSubmit(jobId *big.Int, deliverable [32]byte, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("submit", jobId, deliverable, optParams)
}

// ForeignEscrowBudgetSet represents a BudgetSet event raised by the ForeignEscrow contract.
type ForeignEscrowBudgetSet struct {
	JobId  *big.Int
	Actor  common.Address
	Token  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowBudgetSetEventName = "BudgetSet"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowBudgetSet) ContractEventName() string {
	return ForeignEscrowBudgetSetEventName
}

// UnpackBudgetSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BudgetSet(uint256 indexed jobId, address indexed actor, address indexed token, uint256 amount)
func (foreignEscrow *ForeignEscrow) UnpackBudgetSetEvent(log *types.Log) (*ForeignEscrowBudgetSet, error) {
	event := "BudgetSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowBudgetSet)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowClaimSettled represents a ClaimSettled event raised by the ForeignEscrow contract.
type ForeignEscrowClaimSettled struct {
	JobId            *big.Int
	Settler          common.Address
	CumulativeAmount *big.Int
	Delta            *big.Int
	Deliverable      [32]byte
	Raw              *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowClaimSettledEventName = "ClaimSettled"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowClaimSettled) ContractEventName() string {
	return ForeignEscrowClaimSettledEventName
}

// UnpackClaimSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClaimSettled(uint256 indexed jobId, address indexed settler, uint256 cumulativeAmount, uint256 delta, bytes32 deliverable)
func (foreignEscrow *ForeignEscrow) UnpackClaimSettledEvent(log *types.Log) (*ForeignEscrowClaimSettled, error) {
	event := "ClaimSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowClaimSettled)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowJobCompleted represents a JobCompleted event raised by the ForeignEscrow contract.
type ForeignEscrowJobCompleted struct {
	JobId     *big.Int
	Evaluator common.Address
	Reason    [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowJobCompletedEventName = "JobCompleted"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowJobCompleted) ContractEventName() string {
	return ForeignEscrowJobCompletedEventName
}

// UnpackJobCompletedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason)
func (foreignEscrow *ForeignEscrow) UnpackJobCompletedEvent(log *types.Log) (*ForeignEscrowJobCompleted, error) {
	event := "JobCompleted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowJobCompleted)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowJobCreated represents a JobCreated event raised by the ForeignEscrow contract.
type ForeignEscrowJobCreated struct {
	JobId     *big.Int
	Client    common.Address
	Provider  common.Address
	Evaluator common.Address
	ExpiredAt *big.Int
	Hook      common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowJobCreatedEventName = "JobCreated"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowJobCreated) ContractEventName() string {
	return ForeignEscrowJobCreatedEventName
}

// UnpackJobCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCreated(uint256 indexed jobId, address indexed client, address indexed provider, address evaluator, uint48 expiredAt, address hook)
func (foreignEscrow *ForeignEscrow) UnpackJobCreatedEvent(log *types.Log) (*ForeignEscrowJobCreated, error) {
	event := "JobCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowJobCreated)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowJobFunded represents a JobFunded event raised by the ForeignEscrow contract.
type ForeignEscrowJobFunded struct {
	JobId  *big.Int
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowJobFundedEventName = "JobFunded"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowJobFunded) ContractEventName() string {
	return ForeignEscrowJobFundedEventName
}

// UnpackJobFundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount)
func (foreignEscrow *ForeignEscrow) UnpackJobFundedEvent(log *types.Log) (*ForeignEscrowJobFunded, error) {
	event := "JobFunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowJobFunded)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowJobRejected represents a JobRejected event raised by the ForeignEscrow contract.
type ForeignEscrowJobRejected struct {
	JobId    *big.Int
	Rejector common.Address
	Reason   [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowJobRejectedEventName = "JobRejected"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowJobRejected) ContractEventName() string {
	return ForeignEscrowJobRejectedEventName
}

// UnpackJobRejectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason)
func (foreignEscrow *ForeignEscrow) UnpackJobRejectedEvent(log *types.Log) (*ForeignEscrowJobRejected, error) {
	event := "JobRejected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowJobRejected)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowJobSubmitted represents a JobSubmitted event raised by the ForeignEscrow contract.
type ForeignEscrowJobSubmitted struct {
	JobId       *big.Int
	Provider    common.Address
	Deliverable [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowJobSubmittedEventName = "JobSubmitted"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowJobSubmitted) ContractEventName() string {
	return ForeignEscrowJobSubmittedEventName
}

// UnpackJobSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable)
func (foreignEscrow *ForeignEscrow) UnpackJobSubmittedEvent(log *types.Log) (*ForeignEscrowJobSubmitted, error) {
	event := "JobSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowJobSubmitted)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowPaymentReleased represents a PaymentReleased event raised by the ForeignEscrow contract.
type ForeignEscrowPaymentReleased struct {
	JobId     *big.Int
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowPaymentReleasedEventName = "PaymentReleased"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowPaymentReleased) ContractEventName() string {
	return ForeignEscrowPaymentReleasedEventName
}

// UnpackPaymentReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentReleased(uint256 indexed jobId, address indexed recipient, uint256 amount)
func (foreignEscrow *ForeignEscrow) UnpackPaymentReleasedEvent(log *types.Log) (*ForeignEscrowPaymentReleased, error) {
	event := "PaymentReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowPaymentReleased)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowRefunded represents a Refunded event raised by the ForeignEscrow contract.
type ForeignEscrowRefunded struct {
	JobId  *big.Int
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowRefundedEventName = "Refunded"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowRefunded) ContractEventName() string {
	return ForeignEscrowRefundedEventName
}

// UnpackRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Refunded(uint256 indexed jobId, address indexed client, uint256 amount)
func (foreignEscrow *ForeignEscrow) UnpackRefundedEvent(log *types.Log) (*ForeignEscrowRefunded, error) {
	event := "Refunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowRefunded)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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

// ForeignEscrowSettled represents a Settled event raised by the ForeignEscrow contract.
type ForeignEscrowSettled struct {
	JobId            *big.Int
	CumulativeAmount *big.Int
	Delta            *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowSettledEventName = "Settled"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowSettled) ContractEventName() string {
	return ForeignEscrowSettledEventName
}

// UnpackSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Settled(uint256 indexed jobId, uint256 cumulativeAmount, uint256 delta)
func (foreignEscrow *ForeignEscrow) UnpackSettledEvent(log *types.Log) (*ForeignEscrowSettled, error) {
	event := "Settled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowSettled)
	if len(log.Data) > 0 {
		if err := foreignEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range foreignEscrow.abi.Events[event].Inputs {
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
func (foreignEscrow *ForeignEscrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["BudgetMismatch"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackBudgetMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["ExceedsBudget"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackExceedsBudgetError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["ExpiryTooShort"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackExpiryTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["InvalidJob"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackInvalidJobError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["NoNewSettlement"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackNoNewSettlementError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["PaymentTokenMismatch"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackPaymentTokenMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["ProviderNotSet"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackProviderNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["WrongStatus"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ForeignEscrowBudgetMismatch represents a BudgetMismatch error raised by the ForeignEscrow contract.
type ForeignEscrowBudgetMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetMismatch()
func ForeignEscrowBudgetMismatchErrorID() common.Hash {
	return common.HexToHash("0x99b0fc8786c9cc3a89a11776cd3115b9a31a5d23cfb53e99bc04c1d6eda51e44")
}

// UnpackBudgetMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetMismatch()
func (foreignEscrow *ForeignEscrow) UnpackBudgetMismatchError(raw []byte) (*ForeignEscrowBudgetMismatch, error) {
	out := new(ForeignEscrowBudgetMismatch)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "BudgetMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowExceedsBudget represents a ExceedsBudget error raised by the ForeignEscrow contract.
type ForeignEscrowExceedsBudget struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExceedsBudget()
func ForeignEscrowExceedsBudgetErrorID() common.Hash {
	return common.HexToHash("0x4ed6f97ba3944b3db8a1eea7f53083786365598d2ff4e0f9632f85dbed5eaf11")
}

// UnpackExceedsBudgetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExceedsBudget()
func (foreignEscrow *ForeignEscrow) UnpackExceedsBudgetError(raw []byte) (*ForeignEscrowExceedsBudget, error) {
	out := new(ForeignEscrowExceedsBudget)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "ExceedsBudget", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowExpiryTooShort represents a ExpiryTooShort error raised by the ForeignEscrow contract.
type ForeignEscrowExpiryTooShort struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryTooShort()
func ForeignEscrowExpiryTooShortErrorID() common.Hash {
	return common.HexToHash("0xf7a0748c59b7db4f45b840ca02869bbaa5bbe1c0b27a686862fbe47bbeef2f1b")
}

// UnpackExpiryTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryTooShort()
func (foreignEscrow *ForeignEscrow) UnpackExpiryTooShortError(raw []byte) (*ForeignEscrowExpiryTooShort, error) {
	out := new(ForeignEscrowExpiryTooShort)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "ExpiryTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowInvalidJob represents a InvalidJob error raised by the ForeignEscrow contract.
type ForeignEscrowInvalidJob struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidJob()
func ForeignEscrowInvalidJobErrorID() common.Hash {
	return common.HexToHash("0x71c8f46039ff05930a5f0e863cc3cc6347ec9ab9cd3d10476e855c3de62bcafe")
}

// UnpackInvalidJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidJob()
func (foreignEscrow *ForeignEscrow) UnpackInvalidJobError(raw []byte) (*ForeignEscrowInvalidJob, error) {
	out := new(ForeignEscrowInvalidJob)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "InvalidJob", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowNoNewSettlement represents a NoNewSettlement error raised by the ForeignEscrow contract.
type ForeignEscrowNoNewSettlement struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoNewSettlement()
func ForeignEscrowNoNewSettlementErrorID() common.Hash {
	return common.HexToHash("0x57ee5a0f5bca3bfc4c6c426b1a58734d28ae369aacd4554eb13bd971b2d980ad")
}

// UnpackNoNewSettlementError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoNewSettlement()
func (foreignEscrow *ForeignEscrow) UnpackNoNewSettlementError(raw []byte) (*ForeignEscrowNoNewSettlement, error) {
	out := new(ForeignEscrowNoNewSettlement)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "NoNewSettlement", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowPaymentTokenMismatch represents a PaymentTokenMismatch error raised by the ForeignEscrow contract.
type ForeignEscrowPaymentTokenMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PaymentTokenMismatch()
func ForeignEscrowPaymentTokenMismatchErrorID() common.Hash {
	return common.HexToHash("0xae4f082bdc266227e9e175a7221b0ce67abac57a4da1bb7d2dee0d763c2a6717")
}

// UnpackPaymentTokenMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PaymentTokenMismatch()
func (foreignEscrow *ForeignEscrow) UnpackPaymentTokenMismatchError(raw []byte) (*ForeignEscrowPaymentTokenMismatch, error) {
	out := new(ForeignEscrowPaymentTokenMismatch)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "PaymentTokenMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowProviderNotSet represents a ProviderNotSet error raised by the ForeignEscrow contract.
type ForeignEscrowProviderNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderNotSet()
func ForeignEscrowProviderNotSetErrorID() common.Hash {
	return common.HexToHash("0xa9456d434f12c18432f5641fcc0292868ba2bc32c6d6df4e186fd6fa23b36819")
}

// UnpackProviderNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderNotSet()
func (foreignEscrow *ForeignEscrow) UnpackProviderNotSetError(raw []byte) (*ForeignEscrowProviderNotSet, error) {
	out := new(ForeignEscrowProviderNotSet)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "ProviderNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowUnauthorized represents a Unauthorized error raised by the ForeignEscrow contract.
type ForeignEscrowUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func ForeignEscrowUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (foreignEscrow *ForeignEscrow) UnpackUnauthorizedError(raw []byte) (*ForeignEscrowUnauthorized, error) {
	out := new(ForeignEscrowUnauthorized)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowWrongStatus represents a WrongStatus error raised by the ForeignEscrow contract.
type ForeignEscrowWrongStatus struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStatus()
func ForeignEscrowWrongStatusErrorID() common.Hash {
	return common.HexToHash("0x8e78f0cb5ded6b50bc52e4e8d5b947ec7dd25c0b7a99b4898829302a03196dd8")
}

// UnpackWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStatus()
func (foreignEscrow *ForeignEscrow) UnpackWrongStatusError(raw []byte) (*ForeignEscrowWrongStatus, error) {
	out := new(ForeignEscrowWrongStatus)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "WrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ForeignEscrowZeroAddress represents a ZeroAddress error raised by the ForeignEscrow contract.
type ForeignEscrowZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func ForeignEscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (foreignEscrow *ForeignEscrow) UnpackZeroAddressError(raw []byte) (*ForeignEscrowZeroAddress, error) {
	out := new(ForeignEscrowZeroAddress)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
