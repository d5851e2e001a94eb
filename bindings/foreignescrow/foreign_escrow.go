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
	ABI: "[{\"inputs\":[],\"name\":\"EVALUATION_GRACE_PERIOD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"providerAgentId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"expectedToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"enumForeignEscrow.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"submittedAt\",\"type\":\"uint48\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"paymentToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"providerAgentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"settledAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payoutReceiver\",\"type\":\"address\"}],\"internalType\":\"structForeignEscrow.Job\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCounter\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reader\",\"outputs\":[{\"internalType\":\"enumForeignEscrow.Reader\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"enumForeignEscrow.Reader\",\"name\":\"r\",\"type\":\"uint8\"}],\"name\":\"setReader\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"settleClaim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"actor\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delta\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"ClaimSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"expiredAt\",\"type\":\"uint48\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"actor\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cumulativeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delta\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExceedsBudget\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpiryTooShort\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"GracePeriodActive\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoNewSettlement\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PaymentTokenMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "0092bc86329581a71bbb11365d3c6faf66",
	Bin: "0x60808060405234601557612ee8908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c80631403cf31146100f45780631f989ec8146100ef5780632c8b9c5b146100ea57806341dd26f5146100e557806350355d76146100e05780635088d8be146100db5780639e63798d146100d6578063bf22c457146100d1578063d2fd101b146100cc578063d4fc42c6146100c7578063d75bbdf3146100c2578063e8bcf104146100bd578063ef98d864146100b85763f3302b89146100b3575f80fd5b6119cc565b61190a565b6115f6565b61138b565b611344565b611015565b610ec4565b610b6c565b610b32565b610af8565b6107d1565b6105b7565b610272565b346101605760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101605760043560038110156101605760ff7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00600154169116176001555f80f35b5f80fd5b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361016057565b6024359073ffffffffffffffffffffffffffffffffffffffff8216820361016057565b6084359073ffffffffffffffffffffffffffffffffffffffff8216820361016057565b9181601f840112156101605782359167ffffffffffffffff8311610160576020838186019501011161016057565b9060807ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc830112610160576004359160243573ffffffffffffffffffffffffffffffffffffffff811681036101605791604435916064359067ffffffffffffffff82116101605761026e916004016101cd565b9091565b3461016057610280366101fb565b92939161028c836125e0565b91825461029d8160ff9060a01c1690565b6102a681610d36565b61053f576102de9073ffffffffffffffffffffffffffffffffffffffff165b73ffffffffffffffffffffffffffffffffffffffff1690565b330361058f57600183015473ffffffffffffffffffffffffffffffffffffffff811615610567576103209060a01c65ffffffffffff165b65ffffffffffff1690565b42101561053f57600583019573ffffffffffffffffffffffffffffffffffffffff80610360895473ffffffffffffffffffffffffffffffffffffffff1690565b92169116036105175760038301918254036104ef5761039a9061038c6040519687923360208501611b58565b03601f198101865285611bd4565b6103a584848461262d565b81547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000017825580549485610432575b50610430945054827fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b3604051806104283395829190602083019252565b0390a3612a98565b005b6104a75f9661045d6102c56102c56020955473ffffffffffffffffffffffffffffffffffffffff1690565b6040517f23b872dd00000000000000000000000000000000000000000000000000000000815233600482015230602482015260448101929092529097889283919082906064820190565b03925af19485156104ea5761043095156103eb576104dc9060203d6020116104e3575b6104d48183611bd4565b810190611bf7565b505f6103eb565b503d6104ca565b611c0f565b7f99b0fc87000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fae4f082b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f8e78f0cb000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fa9456d43000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f82b42900000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610160576105c5366101fb565b926105d2859392956125e0565b9182546105e38160ff9060a01c1690565b6105ec81610d36565b1580159061075e575b61053f576106189073ffffffffffffffffffffffffffffffffffffffff166102c5565b330361058f57600183019573ffffffffffffffffffffffffffffffffffffffff610656885473ffffffffffffffffffffffffffffffffffffffff1690565b1661053f5773ffffffffffffffffffffffffffffffffffffffff831692831561073657610430976106a76106f2936106996040519a8b9288873360208701611c1a565b03601f1981018a5289611bd4565b6106b28888886126d2565b9073ffffffffffffffffffffffffffffffffffffffff167fffffffffffffffffffffffff0000000000000000000000000000000000000000825416179055565b806006840155837f21f4f63d2d6282b1becc3aed20af00f5ed0e2c21cde93b6805915ac97afba51d6040518061072e3395829190602083019252565b0390a4612b22565b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b5060018401546107789060a01c65ffffffffffff16610315565b4210156105f5565b60607ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc8201126101605760043591602435916044359067ffffffffffffffff82116101605761026e916004016101cd565b34610160576107df36610780565b916107eb8492946125e0565b9081546107fc8160ff9060a01c1690565b9561080687610d36565b8615918215610a8e5761082e9073ffffffffffffffffffffffffffffffffffffffff166102c5565b33141580610a61575b61058f57610862905b610854604051978892863360208601611c55565b03601f198101875286611bd4565b61086d85858561275c565b82547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16740400000000000000000000000000000000000000001783556108c66108c06003850154600886015490611cb4565b96610d36565b1580610a58575b610915575b6104309450827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab2756040518061090d3395829190602083019252565b0390a3612bac565b8460206109b4966109436102c56102c5600588015473ffffffffffffffffffffffffffffffffffffffff1690565b855473ffffffffffffffffffffffffffffffffffffffff165f604051809b819582947fa9059cbb000000000000000000000000000000000000000000000000000000008452600484016020909392919373ffffffffffffffffffffffffffffffffffffffff60408201951681520152565b03925af19586156104ea5761043096610a3b575b50837f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4610a3373ffffffffffffffffffffffffffffffffffffffff610a21875473ffffffffffffffffffffffffffffffffffffffff1690565b60405195865216939081906020820190565b0390a36108d2565b610a539060203d6020116104e3576104d48183611bd4565b6109c8565b508415156108cd565b50610a866102c5600186015473ffffffffffffffffffffffffffffffffffffffff1690565b331415610837565b50610a9887610d36565b600187148015610adb575b1561053f57610acc6102c5600286015473ffffffffffffffffffffffffffffffffffffffff1690565b330361058f5761086290610840565b50610ae587610d36565b60028714610aa3565b5f91031261016057565b34610160575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101605760205f54604051908152f35b34610160575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610160576020604051610e108152f35b3461016057610b7a36610780565b91610b868492946125e0565b90610b96825460ff9060a01c1690565b610b9f81610d36565b60018114159081610ce2575b5061053f576001820154610bca60a082901c65ffffffffffff16610315565b42101561053f57610bf09073ffffffffffffffffffffffffffffffffffffffff166102c5565b330361058f57610c116104309561038c604051968792853360208601611c55565b610c1c8484846127e6565b81547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16740200000000000000000000000000000000000000001782556002820180547fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff164260a01b79ffffffffffff000000000000000000000000000000000000000016179055827f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60405180610cda3395829190602083019252565b0390a3612c36565b9050610ced81610d36565b15801590610cfc575b5f610bab565b5060038201541515610cf6565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b60061115610d4057565b610d09565b906006821015610d405752565b90601f19601f602080948051918291828752018686015e5f8582860101520116010190565b610ec19060208152610da260208201845173ffffffffffffffffffffffffffffffffffffffff169052565b610db460208401516040830190610d45565b604083015173ffffffffffffffffffffffffffffffffffffffff166060820152606083015165ffffffffffff166080820152608083015173ffffffffffffffffffffffffffffffffffffffff1660a082015260a083015165ffffffffffff1660c082015260c083015160e0820152610e4a60e084015161010083019073ffffffffffffffffffffffffffffffffffffffff169052565b61010083015173ffffffffffffffffffffffffffffffffffffffff166101208201526101208301516101408201526101a0610180610e99610140860151836101608601526101c0850190610d52565b6101608601518483015294015173ffffffffffffffffffffffffffffffffffffffff16910152565b90565b346101605760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610160576004355f610180604051610f0681611bb2565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e082015282610100820152826101208201526060610140820152826101608201520152610f5e60015460ff1690565b610f678161133a565b60018114610fb65780610f7b60029261133a565b14610fad57610f9d610f98610fa9925f52600260205260405f2090565b611df1565b60405191829182610d77565b0390f35b60205f5260405ff35b6040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152600f60248201527f6765744a6f622064697361626c656400000000000000000000000000000000006044820152606490fd5b346101605760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101605760043560243567ffffffffffffffff8111610160576110679036906004016101cd565b9091611072816125e0565b805460a01c60ff169361108485610d36565b841515908180611326575b80611312575b61053f576110a286610d36565b600286036112ea576110cc6110c7610315600186015465ffffffffffff9060a01c1690565b612001565b42106112c2576110ea905b61038c6040519687923360208501611b58565b6110f5848484612870565b81547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff167405000000000000000000000000000000000000000017825561114e6111486003840154600885015490611cb4565b95610d36565b806112b9575b611188575b6104309350817f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a2612cc0565b836020611227956111b66102c56102c5600587015473ffffffffffffffffffffffffffffffffffffffff1690565b845473ffffffffffffffffffffffffffffffffffffffff165f604051809a819582947fa9059cbb000000000000000000000000000000000000000000000000000000008452600484016020909392919373ffffffffffffffffffffffffffffffffffffffff60408201951681520152565b03925af19485156104ea576104309561129c575b50827f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c461129473ffffffffffffffffffffffffffffffffffffffff610a21865473ffffffffffffffffffffffffffffffffffffffff1690565b0390a3611159565b6112b49060203d6020116104e3576104d48183611bd4565b61123b565b50831515611154565b7f478f84e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b60018301546113039060a01c65ffffffffffff16610315565b421061053f576110ea906110d7565b5061131c86610d36565b6002861415611095565b5061133086610d36565b600186141561108f565b60031115610d4057565b34610160575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101605760ff600154166040516003821015610d40576020918152f35b346101605761139936610780565b9192906113a5826125e0565b9060026113b7835460ff9060a01c1690565b6113c081610d36565b0361053f576113e96102c5600284015473ffffffffffffffffffffffffffffffffffffffff1690565b330361058f5761141590611407604051958692883360208601611c55565b03601f198101855284611bd4565b6114208383836128fa565b80547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16740300000000000000000000000000000000000000001781556114706003820154600883015490611cb4565b93846114ba575b6104309450827f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444604051806114b23395829190602083019252565b0390a3612d4a565b6114e16102c56102c5600585015473ffffffffffffffffffffffffffffffffffffffff1690565b94611564602082600186019861150b8a5473ffffffffffffffffffffffffffffffffffffffff1690565b5f6040518096819582947fa9059cbb000000000000000000000000000000000000000000000000000000008452600484016020909392919373ffffffffffffffffffffffffffffffffffffffff60408201951681520152565b03925af180156104ea576115d173ffffffffffffffffffffffffffffffffffffffff610a216104309a89957f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0956115d9575b505473ffffffffffffffffffffffffffffffffffffffff1690565b0390a3611477565b6115f19060203d6020116104e3576104d48183611bd4565b6115b6565b346101605760807ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101605760243560443560043560643567ffffffffffffffff81116101605761164e9036906004016101cd565b92909361165a836125e0565b91825461167d6102c58273ffffffffffffffffffffffffffffffffffffffff1690565b330361058f5760019060a01c60ff1661169581610d36565b148015906118e8575b61053f57600883019081548311156118c05760038401548311611898576116e56117a5976116d76040519889928588336020870161201f565b03601f198101885287611bd4565b6116f0868686612984565b826116fc835482611cb4565b92556117256102c56102c5600587015473ffffffffffffffffffffffffffffffffffffffff1690565b90602083600187019361174c855473ffffffffffffffffffffffffffffffffffffffff1690565b5f604051809d819582947fa9059cbb000000000000000000000000000000000000000000000000000000008452600484016020909392919373ffffffffffffffffffffffffffffffffffffffff60408201951681520152565b03925af19283156104ea5773ffffffffffffffffffffffffffffffffffffffff61180f7fdeb90a7ac927c87e86c5eb712663e5b02025529d9a390898bdf8db9d3b394d07946104309b8a976115d957505473ffffffffffffffffffffffffffffffffffffffff1690565b16847f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06040518061184586829190602083019252565b0390a3604080518681526020810183905285917f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e91a26040805195865260208601919091528401523392606090a3612dd4565b7f4ed6f97b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f57ee5a0f000000000000000000000000000000000000000000000000000000005f5260045ffd5b5060018301546119029060a01c65ffffffffffff16610315565b42101561169e565b346101605760e07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261016057611941610164565b611949610187565b906044359165ffffffffffff831683036101605760643567ffffffffffffffff81116101605761197d9036906004016101cd565b6119889391936101aa565b60a4359160c4359567ffffffffffffffff871161016057610fa9976119b46119bc9836906004016101cd565b9790966122ae565b6040519081529081906020820190565b34610160576119da366101fb565b929391906119e7836125e0565b916119f7835460ff9060a01c1690565b611a0081610d36565b15801590611b16575b61053f57611a316102c5600185015473ffffffffffffffffffffffffffffffffffffffff1690565b330361058f5773ffffffffffffffffffffffffffffffffffffffff86169182156107365761043096611a83611ad292611a75604051998a9287863360208701611c1a565b03601f198101895288611bd4565b611a8e878787612a0e565b600585019073ffffffffffffffffffffffffffffffffffffffff167fffffffffffffffffffffffff0000000000000000000000000000000000000000825416179055565b806003840155837fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb4453960405180611b0e3395829190602083019252565b0390a4612e5e565b506001830154611b309060a01c65ffffffffffff16610315565b421015611a09565b601f8260209493601f1993818652868601375f8582860101520116010190565b60409073ffffffffffffffffffffffffffffffffffffffff610ec195931681528160208201520191611b38565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6101a0810190811067ffffffffffffffff821117611bcf57604052565b611b85565b90601f601f19910116810190811067ffffffffffffffff821117611bcf57604052565b90816020910312610160575180151581036101605790565b6040513d5f823e3d90fd5b909273ffffffffffffffffffffffffffffffffffffffff60809381610ec1989616845216602083015260408201528160608201520191611b38565b610ec1949273ffffffffffffffffffffffffffffffffffffffff60609316825260208201528160408201520191611b38565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b91908203918211611cc157565b611c87565b60405190611cd66101a083611bd4565b565b6006821015610d405752565b90600182811c92168015611d2b575b6020831014611cfe57565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b91607f1691611cf3565b9060405191825f825492611d4884611ce4565b8084529360018116908115611db15750600114611d6d575b50611cd692500383611bd4565b90505f9291925260205f20905f915b818310611d95575050906020611cd6928201015f611d60565b6020919350806001915483858901015201910190918492611d7c565b60209350611cd69592507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0091501682840152151560051b8201015f611d60565b90611cd6611fe36009611e02611cc6565b94611e57611e4e8254611e45611e2b8273ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff168a52565b60a01c60ff1690565b60208801611cd8565b611ebc611ead6001830154611e9f611e828273ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1660408b0152565b60a01c65ffffffffffff1690565b65ffffffffffff166060880152565b611f13611f046002830154611e9f611ee78273ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1660808b0152565b65ffffffffffff1660a0880152565b600381015460c0870152611f5e611f41600483015473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1660e0880152565b611fa0611f82600583015473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff16610100880152565b6006810154610120870152611fb760078201611d35565b6101408701526008810154610160870152015473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff16610180840152565b90610e108201809211611cc157565b9061012c8201809211611cc157565b909260809273ffffffffffffffffffffffffffffffffffffffff610ec19795168352602083015260408201528160608201520191611b38565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8114611cc15760010190565b601f821161209257505050565b5f5260205f20906020601f840160051c830193106120ca575b601f0160051c01905b8181106120bf575050565b5f81556001016120b4565b90915081906120ab565b90929167ffffffffffffffff8111611bcf576120fa816120f48454611ce4565b84612085565b5f601f82116001146121565781906121479394955f9261214b575b50507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8260011b9260031b1c19161790565b9055565b013590505f80612115565b601f19821694612169845f5260205f2090565b915f5b8781106121c257508360019596971061218a575b505050811b019055565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60f88560031b161c199101351690555f8080612180565b9092602060018192868601358155019401910161216c565b9365ffffffffffff9073ffffffffffffffffffffffffffffffffffffffff610ec19a98958180968160e09b97168a5216602089015216604087015216606085015216608083015260a08201528160c08201520191611b38565b606090610ec1939281527fef98d8640000000000000000000000000000000000000000000000000000000060208201528160408201520190610d52565b7fffffffff00000000000000000000000000000000000000000000000000000000610ec1949360609383521660208201528160408201520190610d52565b9291969897909493986122c042612010565b65ffffffffffff891611156125b85773ffffffffffffffffffffffffffffffffffffffff861615610736576122f55f54612058565b96875f55612485889b6123108a5f52600260205260405f2090565b80547fffffffffffffffffffffffff00000000000000000000000000000000000000001633178155956123d18c600189016123868b829073ffffffffffffffffffffffffffffffffffffffff167fffffffffffffffffffffffff0000000000000000000000000000000000000000825416179055565b907fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff79ffffffffffff000000000000000000000000000000000000000083549260a01b169116179055565b6002870180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8c161790556004870180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8b1617905573ffffffffffffffffffffffffffffffffffffffff88169384156125ae57600790975b60068101988955016120d4565b6040805173ffffffffffffffffffffffffffffffffffffffff898116825265ffffffffffff8c166020830152881691810191909152339089907f834a72f190664642fdcd90aae4371388adece09d5bbc96f411c84fc61b3e31aa90606090a473ffffffffffffffffffffffffffffffffffffffff8516978861250d575b505050505050505050565b612535956125279454916040519889973360208a016121da565b03601f198101835282611bd4565b823b1561016057612578925f92836040518096819582947fa3fe478300000000000000000000000000000000000000000000000000000000845260048401612233565b03925af180156104ea57612594575b8080808080808080612502565b806125a25f6125a893611bd4565b80610aee565b5f612587565b5060075f97612478565b7ff7a0748c000000000000000000000000000000000000000000000000000000005f5260045ffd5b80158015612623575b6125fb575f52600260205260405f2090565b7f71c8f460000000000000000000000000000000000000000000000000000000005f5260045ffd5b505f5481116125e9565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261265257505050565b823b15610160576126b7927f1f989ec8000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501612270565b03925af180156104ea576126c85750565b5f611cd691611bd4565b6004015473ffffffffffffffffffffffffffffffffffffffff1691826126f757505050565b823b15610160576126b7927f2c8b9c5b000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261278157505050565b823b15610160576126b7927f41dd26f5000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261280b57505050565b823b15610160576126b7927f9e63798d000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261289557505050565b823b15610160576126b7927fd2fd101b000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff16918261291f57505050565b823b15610160576126b7927fd75bbdf3000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff1691826129a957505050565b823b15610160576126b7927fe8bcf104000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612a3357505050565b823b15610160576126b7927ff3302b89000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fdc08fb1d00000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612abd57505050565b823b15610160576126b7927f1f989ec8000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612b4757505050565b823b15610160576126b7927f2c8b9c5b000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612bd157505050565b823b15610160576126b7927f41dd26f5000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612c5b57505050565b823b15610160576126b7927f9e63798d000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612ce557505050565b823b15610160576126b7927fd2fd101b000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612d6f57505050565b823b15610160576126b7927fd75bbdf3000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612df957505050565b823b15610160576126b7927fe8bcf104000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe478300000000000000000000000000000000000000000000000000000000855260048501612270565b6004015473ffffffffffffffffffffffffffffffffffffffff169182612e8357505050565b823b15610160576126b7927ff3302b89000000000000000000000000000000000000000000000000000000005f8094604051968795869485937fa3fe47830000000000000000000000000000000000000000000000000000000085526004850161227056",
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

// PackEVALUATIONGRACEPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5088d8be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EVALUATION_GRACE_PERIOD() view returns(uint256)
func (foreignEscrow *ForeignEscrow) PackEVALUATIONGRACEPERIOD() []byte {
	enc, err := foreignEscrow.abi.Pack("EVALUATION_GRACE_PERIOD")
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
func (foreignEscrow *ForeignEscrow) TryPackEVALUATIONGRACEPERIOD() ([]byte, error) {
	return foreignEscrow.abi.Pack("EVALUATION_GRACE_PERIOD")
}

// UnpackEVALUATIONGRACEPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5088d8be.
//
// Solidity: function EVALUATION_GRACE_PERIOD() view returns(uint256)
func (foreignEscrow *ForeignEscrow) UnpackEVALUATIONGRACEPERIOD(data []byte) (*big.Int, error) {
	out, err := foreignEscrow.abi.Unpack("EVALUATION_GRACE_PERIOD", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2fd101b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimRefund(uint256 jobId, bytes optParams) returns()
func (foreignEscrow *ForeignEscrow) PackClaimRefund(jobId *big.Int, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("claimRefund", jobId, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackClaimRefund(jobId *big.Int, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("claimRefund", jobId, optParams)
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

// PackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c8b9c5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setProvider(uint256 jobId, address provider, uint256 agentId, bytes optParams) returns()
func (foreignEscrow *ForeignEscrow) PackSetProvider(jobId *big.Int, provider common.Address, agentId *big.Int, optParams []byte) []byte {
	enc, err := foreignEscrow.abi.Pack("setProvider", jobId, provider, agentId, optParams)
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
func (foreignEscrow *ForeignEscrow) TryPackSetProvider(jobId *big.Int, provider common.Address, agentId *big.Int, optParams []byte) ([]byte, error) {
	return foreignEscrow.abi.Pack("setProvider", jobId, provider, agentId, optParams)
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

// ForeignEscrowJobExpired represents a JobExpired event raised by the ForeignEscrow contract.
type ForeignEscrowJobExpired struct {
	JobId *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowJobExpiredEventName = "JobExpired"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowJobExpired) ContractEventName() string {
	return ForeignEscrowJobExpiredEventName
}

// UnpackJobExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobExpired(uint256 indexed jobId)
func (foreignEscrow *ForeignEscrow) UnpackJobExpiredEvent(log *types.Log) (*ForeignEscrowJobExpired, error) {
	event := "JobExpired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowJobExpired)
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

// ForeignEscrowProviderSet represents a ProviderSet event raised by the ForeignEscrow contract.
type ForeignEscrowProviderSet struct {
	JobId    *big.Int
	Actor    common.Address
	Provider common.Address
	AgentId  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ForeignEscrowProviderSetEventName = "ProviderSet"

// ContractEventName returns the user-defined event name.
func (ForeignEscrowProviderSet) ContractEventName() string {
	return ForeignEscrowProviderSetEventName
}

// UnpackProviderSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProviderSet(uint256 indexed jobId, address indexed actor, address indexed provider, uint256 agentId)
func (foreignEscrow *ForeignEscrow) UnpackProviderSetEvent(log *types.Log) (*ForeignEscrowProviderSet, error) {
	event := "ProviderSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != foreignEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ForeignEscrowProviderSet)
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
	if bytes.Equal(raw[:4], foreignEscrow.abi.Errors["GracePeriodActive"].ID.Bytes()[:4]) {
		return foreignEscrow.UnpackGracePeriodActiveError(raw[4:])
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

// ForeignEscrowGracePeriodActive represents a GracePeriodActive error raised by the ForeignEscrow contract.
type ForeignEscrowGracePeriodActive struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GracePeriodActive()
func ForeignEscrowGracePeriodActiveErrorID() common.Hash {
	return common.HexToHash("0x478f84e7d13c66e9c942b46ead348e4ce4c3a3fd84f0b74575b5fb257efcc4d4")
}

// UnpackGracePeriodActiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GracePeriodActive()
func (foreignEscrow *ForeignEscrow) UnpackGracePeriodActiveError(raw []byte) (*ForeignEscrowGracePeriodActive, error) {
	out := new(ForeignEscrowGracePeriodActive)
	if err := foreignEscrow.abi.UnpackIntoInterface(out, "GracePeriodActive", raw); err != nil {
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
