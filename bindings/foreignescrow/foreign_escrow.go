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
	Bin: "0x60808060405234601557612355908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c80631403cf31146100f45780631f989ec8146100ef5780632c8b9c5b146100ea57806341dd26f5146100e557806350355d76146100e05780635088d8be146100db5780639e63798d146100d6578063bf22c457146100d1578063d2fd101b146100cc578063d4fc42c6146100c7578063d75bbdf3146100c2578063e8bcf104146100bd578063ef98d864146100b85763f3302b89146100b3575f80fd5b6114f0565b61144c565b6111bd565b610fd4565b610fab565b610d0f565b610bdc565b610925565b610909565b6108ed565b610662565b6104bf565b6101e3565b346101235760203660031901126101235760043560038110156101235760ff8019600154169116176001555f80f35b5f80fd5b600435906001600160a01b038216820361012357565b602435906001600160a01b038216820361012357565b608435906001600160a01b038216820361012357565b9181601f840112156101235782359167ffffffffffffffff8311610123576020838186019501011161012357565b90608060031983011261012357600435916024356001600160a01b03811681036101235791604435916064359067ffffffffffffffff8211610123576101df91600401610169565b9091565b34610123576101f136610197565b9293916101fd83611e3d565b91825461020e8160ff9060a01c1690565b61021781610a9d565b61044757610235906001600160a01b03165b6001600160a01b031690565b33036104975760018301546001600160a01b0381161561046f5761026a9060a01c65ffffffffffff165b65ffffffffffff1690565b4210156104475760058301956001600160a01b038061029089546001600160a01b031690565b921691160361041f5760038301918254036103f7576102ca906102bc604051968792336020850161163d565b03601f198101865285611693565b6102d5848484611e8a565b815460ff60a01b19167401000000000000000000000000000000000000000017825580549485610347575b50610345945054827fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b36040518061033d3395829190602083019252565b0390a36120fd565b005b6103af5f96610365610229610229602095546001600160a01b031690565b6040517f23b872dd00000000000000000000000000000000000000000000000000000000815233600482015230602482015260448101929092529097889283919082906064820190565b03925af19485156103f2576103459515610300576103e49060203d6020116103eb575b6103dc8183611693565b8101906116b5565b505f610300565b503d6103d2565b6116cd565b7f99b0fc87000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fae4f082b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f8e78f0cb000000000000000000000000000000000000000000000000000000005f5260045ffd5b7fa9456d43000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f82b42900000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610123576104cd36610197565b926104da85939295611e3d565b9182546104eb8160ff9060a01c1690565b6104f481610a9d565b1580159061060d575b61044757610513906001600160a01b0316610229565b33036104975760018301956001600160a01b0361053788546001600160a01b031690565b16610447576001600160a01b0383169283156105e5576103459761057b6105a19361056d6040519a8b92888733602087016116d8565b03601f1981018a5289611693565b610586888888611ef0565b906001600160a01b03166001600160a01b0319825416179055565b806006840155837f21f4f63d2d6282b1becc3aed20af00f5ed0e2c21cde93b6805915ac97afba51d604051806105dd3395829190602083019252565b0390a4612148565b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b5060018401546106279060a01c65ffffffffffff1661025f565b4210156104fd565b60606003198201126101235760043591602435916044359067ffffffffffffffff8211610123576101df91600401610169565b34610123576106703661062f565b9161067c849294611e3d565b90815461068d8160ff9060a01c1690565b9561069787610a9d565b8615918215610890576106b2906001600160a01b0316610229565b33141580610870575b610497576106e6905b6106d8604051978892863360208601611706565b03601f198101875286611693565b6106f1858585611f3b565b825460ff60a01b19167404000000000000000000000000000000000000000017835561072f610729600385015460088601549061173f565b96610a9d565b1580610867575b61077e575b6103459450827fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275604051806107763395829190602083019252565b0390a3612193565b8460206107dd9661079f61022961022960058801546001600160a01b031690565b85546001600160a01b03165f604051809b8195829463a9059cbb60e01b845260048401602090939291936001600160a01b0360408201951681520152565b03925af19586156103f2576103459661084a575b50837f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c46108426001600160a01b0361083087546001600160a01b031690565b60405195865216939081906020820190565b0390a361073b565b6108629060203d6020116103eb576103dc8183611693565b6107f1565b50841515610736565b5061088861022960018601546001600160a01b031690565b3314156106bb565b5061089a87610a9d565b6001871480156108d0575b15610447576108c161022960028601546001600160a01b031690565b3303610497576106e6906106c4565b506108da87610a9d565b600287146108a5565b5f91031261012357565b34610123575f3660031901126101235760205f54604051908152f35b34610123575f366003190112610123576020604051610e108152f35b34610123576109333661062f565b9161093f849294611e3d565b9061094f825460ff9060a01c1690565b61095881610a9d565b60018114159081610a62575b5061044757600182015461098360a082901c65ffffffffffff1661025f565b4210156104475761099c906001600160a01b0316610229565b3303610497576109bd610345956102bc604051968792853360208601611706565b6109c8848484611f86565b815460ff60a01b1916740200000000000000000000000000000000000000001782556002820180547fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff164260a01b65ffffffffffff60a01b16179055827f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60405180610a5a3395829190602083019252565b0390a36121de565b9050610a6d81610a9d565b15801590610a7c575b5f610964565b5060038201541515610a76565b634e487b7160e01b5f52602160045260245ffd5b60061115610aa757565b610a89565b906006821015610aa75752565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b610bd99060208152610afb6020820184516001600160a01b03169052565b610b0d60208401516040830190610aac565b60408301516001600160a01b03166060820152606083015165ffffffffffff16608082015260808301516001600160a01b031660a082015260a083015165ffffffffffff1660c082015260c083015160e0820152610b7c60e08401516101008301906001600160a01b03169052565b6101008301516001600160a01b03166101208201526101208301516101408201526101a0610180610bbe610140860151836101608601526101c0850190610ab9565b610160860151848301529401516001600160a01b0316910152565b90565b34610123576020366003190112610123576004355f610180604051610c0081611671565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e082015282610100820152826101208201526060610140820152826101608201520152610c5860015460ff1690565b610c6181610fa1565b60018114610cb05780610c75600292610fa1565b14610ca757610c97610c92610ca3925f52600260205260405f2090565b611845565b60405191829182610add565b0390f35b60205f5260405ff35b6040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152600f60248201527f6765744a6f622064697361626c656400000000000000000000000000000000006044820152606490fd5b346101235760403660031901126101235760043560243567ffffffffffffffff811161012357610d43903690600401610169565b9091610d4e81611e3d565b805460a01c60ff1693610d6085610a9d565b841515908180610f8d575b80610f79575b61044757610d7e86610a9d565b60028603610f5157610da8610da361025f600186015465ffffffffffff9060a01c1690565b6119b9565b4210610f2957610dc6905b6102bc604051968792336020850161163d565b610dd1848484611fd1565b815460ff60a01b191674050000000000000000000000000000000000000000178255610e0f610e09600384015460088501549061173f565b95610a9d565b80610f20575b610e49575b6103459350817f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a2612229565b836020610ea895610e6a61022961022960058701546001600160a01b031690565b84546001600160a01b03165f604051809a8195829463a9059cbb60e01b845260048401602090939291936001600160a01b0360408201951681520152565b03925af19485156103f25761034595610f03575b50827f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4610efb6001600160a01b0361083086546001600160a01b031690565b0390a3610e1a565b610f1b9060203d6020116103eb576103dc8183611693565b610ebc565b50831515610e15565b7f478f84e7000000000000000000000000000000000000000000000000000000005f5260045ffd5b6001830154610f6a9060a01c65ffffffffffff1661025f565b421061044757610dc690610db3565b50610f8386610a9d565b6002861415610d71565b50610f9786610a9d565b6001861415610d6b565b60031115610aa757565b34610123575f3660031901126101235760ff600154166040516003821015610aa7576020918152f35b3461012357610fe23661062f565b919290610fee82611e3d565b906002611000835460ff9060a01c1690565b61100981610a9d565b036104475761102561022960028401546001600160a01b031690565b33036104975761105190611043604051958692883360208601611706565b03601f198101855284611693565b61105c83838361201c565b805460ff60a01b191674030000000000000000000000000000000000000000178155611091600382015460088301549061173f565b93846110db575b6103459450827f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444604051806110d33395829190602083019252565b0390a3612274565b6110f561022961022960058501546001600160a01b031690565b9461114560208260018601986111128a546001600160a01b031690565b5f60405180968195829463a9059cbb60e01b845260048401602090939291936001600160a01b0360408201951681520152565b03925af180156103f2576111986001600160a01b036108306103459a89957f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0956111a0575b50546001600160a01b031690565b0390a3611098565b6111b89060203d6020116103eb576103dc8183611693565b61118a565b346101235760803660031901126101235760243560443560043560643567ffffffffffffffff8111610123576111f7903690600401610169565b92909361120383611e3d565b918254611219610229826001600160a01b031690565b33036104975760019060a01c60ff1661123181610a9d565b1480159061142a575b610447576008830190815483111561140257600384015483116113da5761128161130197611273604051988992858833602087016119d7565b03601f198101885287611693565b61128c868686612067565b8261129883548261173f565b92556112b461022961022960058701546001600160a01b031690565b9060208360018701936112ce85546001600160a01b031690565b5f604051809d8195829463a9059cbb60e01b845260048401602090939291936001600160a01b0360408201951681520152565b03925af19283156103f2576001600160a01b036113517fdeb90a7ac927c87e86c5eb712663e5b02025529d9a390898bdf8db9d3b394d07946103459b8a976111a05750546001600160a01b031690565b16847f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06040518061138786829190602083019252565b0390a3604080518681526020810183905285917f321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e91a26040805195865260208601919091528401523392606090a36122bf565b7f4ed6f97b000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f57ee5a0f000000000000000000000000000000000000000000000000000000005f5260045ffd5b5060018301546114449060a01c65ffffffffffff1661025f565b42101561123a565b346101235760e036600319011261012357611465610127565b61146d61013d565b906044359165ffffffffffff831683036101235760643567ffffffffffffffff8111610123576114a1903690600401610169565b6114ac939193610153565b60a4359160c4359567ffffffffffffffff871161012357610ca3976114d86114e0983690600401610169565b979096611bf0565b6040519081529081906020820190565b34610123576114fe36610197565b9293919061150b83611e3d565b9161151b835460ff9060a01c1690565b61152481610a9d565b158015906115fb575b6104475761154861022960018501546001600160a01b031690565b3303610497576001600160a01b0386169182156105e5576103459661158d6115b79261157f604051998a92878633602087016116d8565b03601f198101895288611693565b6115988787876120b2565b60058501906001600160a01b03166001600160a01b0319825416179055565b806003840155837fe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb44539604051806115f33395829190602083019252565b0390a461230a565b5060018301546116159060a01c65ffffffffffff1661025f565b42101561152d565b908060209392818452848401375f828201840152601f01601f1916010190565b6040906001600160a01b03610bd99593168152816020820152019161161d565b634e487b7160e01b5f52604160045260245ffd5b6101a0810190811067ffffffffffffffff82111761168e57604052565b61165d565b90601f8019910116810190811067ffffffffffffffff82111761168e57604052565b90816020910312610123575180151581036101235790565b6040513d5f823e3d90fd5b90926001600160a01b0360809381610bd998961684521660208301526040820152816060820152019161161d565b610bd994926001600160a01b036060931682526020820152816040820152019161161d565b634e487b7160e01b5f52601160045260245ffd5b9190820391821161174c57565b61172b565b604051906117616101a083611693565b565b6006821015610aa75752565b90600182811c9216801561179d575b602083101461178957565b634e487b7160e01b5f52602260045260245ffd5b91607f169161177e565b9060405191825f8254926117ba8461176f565b808452936001811690811561182357506001146117df575b5061176192500383611693565b90505f9291925260205f20905f915b818310611807575050906020611761928201015f6117d2565b60209193508060019154838589010152019101909184926117ee565b90506020925061176194915060ff191682840152151560051b8201015f6117d2565b906117616119a86009611856611751565b94611891611888825461187f611872826001600160a01b031690565b6001600160a01b03168a52565b60a01c60ff1690565b60208801611763565b6118dc6118cd60018301546118bf6118af826001600160a01b031690565b6001600160a01b031660408b0152565b60a01c65ffffffffffff1690565b65ffffffffffff166060880152565b61191961190a60028301546118bf6118fa826001600160a01b031690565b6001600160a01b031660808b0152565b65ffffffffffff1660a0880152565b600381015460c087015261194a61193a60048301546001600160a01b031690565b6001600160a01b031660e0880152565b61197261196160058301546001600160a01b031690565b6001600160a01b0316610100880152565b6006810154610120870152611989600782016117a7565b610140870152600881015461016087015201546001600160a01b031690565b6001600160a01b0316610180840152565b90610e10820180921161174c57565b9061012c820180921161174c57565b90926080926001600160a01b03610bd9979516835260208301526040820152816060820152019161161d565b5f19811461174c5760010190565b601f8211611a1e57505050565b5f5260205f20906020601f840160051c83019310611a56575b601f0160051c01905b818110611a4b575050565b5f8155600101611a40565b9091508190611a37565b90929167ffffffffffffffff811161168e57611a8681611a80845461176f565b84611a11565b5f601f8211600114611ac4578190611ab59394955f92611ab9575b50508160011b915f199060031b1c19161790565b9055565b013590505f80611aa1565b601f19821694611ad7845f5260205f2090565b915f5b878110611b11575083600195969710611af8575b505050811b019055565b01355f19600384901b60f8161c191690555f8080611aee565b90926020600181928686013581550194019101611ada565b9365ffffffffffff906001600160a01b03610bd99a98958180968160e09b97168a5216602089015216604087015216606085015216608083015260a08201528160c0820152019161161d565b606090610bd9939281527fef98d8640000000000000000000000000000000000000000000000000000000060208201528160408201520190610ab9565b7fffffffff00000000000000000000000000000000000000000000000000000000610bd9949360609383521660208201528160408201520190610ab9565b929196989790949398611c02426119c8565b65ffffffffffff89161115611e15576001600160a01b038616156105e557611c2a5f54611a03565b96875f55611d15889b611c458a5f52600260205260405f2090565b80546001600160a01b0319163317815595611cb88c60018901611c7e8b82906001600160a01b03166001600160a01b0319825416179055565b907fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff65ffffffffffff60a01b83549260a01b169116179055565b6002870180546001600160a01b0319166001600160a01b038c161790556004870180546001600160a01b0319166001600160a01b038b161790556001600160a01b038816938415611e0b57600790975b6006810198895501611a60565b604080516001600160a01b03898116825265ffffffffffff8c166020830152881691810191909152339089907f834a72f190664642fdcd90aae4371388adece09d5bbc96f411c84fc61b3e31aa90606090a46001600160a01b0385169788611d83575b505050505050505050565b611dab95611d9d9454916040519889973360208a01611b29565b03601f198101835282611693565b823b1561012357611dd5925f928360405180968195829463a3fe478360e01b845260048401611b75565b03925af180156103f257611df1575b8080808080808080611d78565b80611dff5f611e0593611693565b806108e3565b5f611de4565b5060075f97611d08565b7ff7a0748c000000000000000000000000000000000000000000000000000000005f5260045ffd5b80158015611e80575b611e58575f52600260205260405f2090565b7f71c8f460000000000000000000000000000000000000000000000000000000005f5260045ffd5b505f548111611e46565b600401546001600160a01b03169182611ea257505050565b823b1561012357611ed5926303f313d960e31b5f80946040519687958694859363dc08fb1d60e01b855260048501611bb2565b03925af180156103f257611ee65750565b5f61176191611693565b600401546001600160a01b03169182611f0857505050565b823b1561012357611ed592632c8b9c5b60e01b5f80946040519687958694859363dc08fb1d60e01b855260048501611bb2565b600401546001600160a01b03169182611f5357505050565b823b1561012357611ed5926341dd26f560e01b5f80946040519687958694859363dc08fb1d60e01b855260048501611bb2565b600401546001600160a01b03169182611f9e57505050565b823b1561012357611ed592639e63798d60e01b5f80946040519687958694859363dc08fb1d60e01b855260048501611bb2565b600401546001600160a01b03169182611fe957505050565b823b1561012357611ed59263d2fd101b60e01b5f80946040519687958694859363dc08fb1d60e01b855260048501611bb2565b600401546001600160a01b0316918261203457505050565b823b1561012357611ed59263d75bbdf360e01b5f80946040519687958694859363dc08fb1d60e01b855260048501611bb2565b600401546001600160a01b0316918261207f57505050565b823b1561012357611ed592633a2f3c4160e21b5f80946040519687958694859363dc08fb1d60e01b855260048501611bb2565b600401546001600160a01b031691826120ca57505050565b823b1561012357611ed59263f3302b8960e01b5f80946040519687958694859363dc08fb1d60e01b855260048501611bb2565b600401546001600160a01b0316918261211557505050565b823b1561012357611ed5926303f313d960e31b5f80946040519687958694859363a3fe478360e01b855260048501611bb2565b600401546001600160a01b0316918261216057505050565b823b1561012357611ed592632c8b9c5b60e01b5f80946040519687958694859363a3fe478360e01b855260048501611bb2565b600401546001600160a01b031691826121ab57505050565b823b1561012357611ed5926341dd26f560e01b5f80946040519687958694859363a3fe478360e01b855260048501611bb2565b600401546001600160a01b031691826121f657505050565b823b1561012357611ed592639e63798d60e01b5f80946040519687958694859363a3fe478360e01b855260048501611bb2565b600401546001600160a01b0316918261224157505050565b823b1561012357611ed59263d2fd101b60e01b5f80946040519687958694859363a3fe478360e01b855260048501611bb2565b600401546001600160a01b0316918261228c57505050565b823b1561012357611ed59263d75bbdf360e01b5f80946040519687958694859363a3fe478360e01b855260048501611bb2565b600401546001600160a01b031691826122d757505050565b823b1561012357611ed592633a2f3c4160e21b5f80946040519687958694859363a3fe478360e01b855260048501611bb2565b600401546001600160a01b0316918261232257505050565b823b1561012357611ed59263f3302b8960e01b5f80946040519687958694859363a3fe478360e01b855260048501611bb256",
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
