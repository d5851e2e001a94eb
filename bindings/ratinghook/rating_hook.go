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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"ledger_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"COMPLETE_SELECTOR\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DUST_DIVISOR\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GET_JOB_SELECTOR\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ORDINAL_SHIFT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"afterAction\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"beforeAction\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"consumeRating\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"ordinal\",\"type\":\"uint256\"}],\"name\":\"escrowAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrowCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"escrowState\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"keyOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"contractIHookLedger\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBudget\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"ratingTerms\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"registerEscrow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"setEscrowStopped\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"EscrowRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stopped\",\"type\":\"bool\"}],\"name\":\"EscrowStopped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumRatingHook.Reason\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"JobNotRecorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"completedAt\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"}],\"name\":\"JobRecorded\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"ordinal\",\"type\":\"uint32\"}],\"name\":\"EscrowAlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobIdTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"LedgerEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"NotAContract\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotLedger\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"NotRateable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"}],\"name\":\"NotRecorded\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyEscrows\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"UnknownEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"ordinal\",\"type\":\"uint256\"}],\"name\":\"UnknownOrdinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"}]",
	ID:  "9515682330dc0f817b001796b483b4bcf0",
	Bin: "0x610100806040523461019957610034611ef09182380380936100218284610231565b82396001600160a01b0392810190610268565b1680156102025760808190526040516338d52e0f60e01b815290602082600481845afa9182156101a5575f926101dd575b5060206004918360a052604051928380926304d3863d60e21b82525afa9182156101a5576004926020925f916101b0575b5060c05260405163313ce56760e01b815292839182906001600160a01b03165afa80156101a5575f90610164575b60ff915016604d811161015057606490600a0a0480155f1461014b575060015b60e052604051611c6890816102888239608051818181610363015281816106f201528181610e95015281816110870152611121015260a051818181610a5301526112f4015260c051818181610af801526117ce015260e051818181610a8e01526113220152f35b6100e4565b634e487b7160e01b5f52601160045260245ffd5b506020813d60201161019d575b8161017e60209383610231565b81010312610199575160ff811681036101995760ff906100c4565b5f80fd5b3d9150610171565b6040513d5f823e3d90fd5b6101d09150833d85116101d6575b6101c88183610231565b810190610268565b5f610096565b503d6101be565b60049192506101fa602091823d84116101d6576101c88183610231565b929150610065565b60405163eac0d38960e01b81526020600482015260066024820152653632b233b2b960d11b6044820152606490fd5b601f909101601f19168101906001600160401b0382119082101761025457604052565b634e487b7160e01b5f52604160045260245ffd5b9081602091031261019957516001600160a01b0381168103610199579056fe6080806040526004361015610012575f80fd5b5f3560e01c90816301ffc9a714610b1c57508063134e18f414610acc57806318382f6e14610ab15780632890149214610a7757806338d52e0f14610a2757806339d3ad77146108085780634375469f146107315780634fa8f1161461071657806356397c35146106c65780635d98c1fb1461068c578063675ac67a146106705780638603d60d146105855780638bb1a9851461054b57806396c658431461032f578063a3fe478314610315578063beff4077146102bd578063d3077ef5146101de578063dc08fb1d146101ce5763e9a8ab12146100ed575f80fd5b346101ca5760206003193601126101ca57600435801580156101c0575b610195577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81019081116101685773ffffffffffffffffffffffffffffffffffffffff610158602092610c5f565b90549060031b1c16604051908152f35b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7ff078eed7000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b505f54811161010a565b5f80fd5b346101ca576101dc36610bdd565b005b346101ca5760406003193601126101ca576101f7610bba565b60243590811515908183036101ca5773ffffffffffffffffffffffffffffffffffffffff90610224610e52565b1691825f52600160205260405f205480156102915763ffffffff6020917fcd83b284b4bcc91fd9b4dc6cdd8993f7f8389b91690ebc7efff587f110f64533935f146102895764010000000081175b865f526001845260405f20556040519485521692a3005b818116610272565b837f353bb437000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b346101ca5760206003193601126101ca5773ffffffffffffffffffffffffffffffffffffffff6102eb610bba565b165f5260016020526040805f205464010000000082519163ffffffff811683521615156020820152f35b346101ca576101dc61032636610bdd565b92919091610d45565b346101ca5760206003193601126101ca5760043561034b610ce3565b5073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016330361051f57805f52600260205260405f2090600182018054917b010000000000000000000000000000000000000000000000000000008316156104f4577b020000000000000000000000000000000000000000000000000000008316156104c957506103f48261049e9454611149565b916040830151156104a2575b5050604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a085015273ffffffffffffffffffffffffffffffffffffffff60c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b0390f35b7b040000000000000000000000000000000000000000000000000000001790558280610400565b7ff2b038f2000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f818dd4e3000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f2e837ee8000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b346101ca575f6003193601126101ca5760206040517fd75bbdf3000000000000000000000000000000000000000000000000000000008152f35b346101ca5760406003193601126101ca5761059e610bba565b73ffffffffffffffffffffffffffffffffffffffff6024359116805f52600160205260405f2054908115610645575077ffffffffffffffffffffffffffffffffffffffffffffffff8211610619576020917bffffffff0000000000000000000000000000000000000000000000006040519260c01b16178152f35b507ffcfa38f1000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f353bb437000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b346101ca575f6003193601126101ca5760205f54604051908152f35b346101ca575f6003193601126101ca5760206040517fbf22c457000000000000000000000000000000000000000000000000000000008152f35b346101ca575f6003193601126101ca57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101ca575f6003193601126101ca57602060405160648152f35b346101ca5760206003193601126101ca5761074a610ce3565b506004355f52600260205261049e61076c60405f206001815491015490611149565b604051918291829190916101008061012083019480511515845260208101511515602085015260408101511515604085015260ff606082015116606085015260ff608082015116608085015264ffffffffff60a08201511660a085015273ffffffffffffffffffffffffffffffffffffffff60c08201511660c08501526bffffffffffffffffffffffff60e08201511660e08501520151910152565b346101ca5760206003193601126101ca57610821610bba565b610829610e52565b73ffffffffffffffffffffffffffffffffffffffff81169081156109c957803b1580156109c0575b61099457815f52600160205260405f20548061095e575061087190610f4a565b5f549063ffffffff82146109365768010000000000000000821015610909576108a1826001602094015f55610c5f565b81549060031b9073ffffffffffffffffffffffffffffffffffffffff84831b921b191617905563ffffffff5f5416815f52600183528060405f205560405191817f39833e071fd2161ce11ef46a303c84a9fbaffc6546d7a44eda82bb3690af4f645f80a38152f35b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b7f0adff7cd000000000000000000000000000000000000000000000000000000005f5260045ffd5b63ffffffff90837fa4e8a94d000000000000000000000000000000000000000000000000000000005f526004521660245260445ffd5b507f8a8b41ec000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b50308214610851565b60646040517feac0d38900000000000000000000000000000000000000000000000000000000815260206004820152600660248201527f657363726f7700000000000000000000000000000000000000000000000000006044820152fd5b346101ca575f6003193601126101ca57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101ca575f6003193601126101ca5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b346101ca575f6003193601126101ca57602060405160c08152f35b346101ca575f6003193601126101ca57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101ca5760206003193601126101ca57600435907fffffffff0000000000000000000000000000000000000000000000000000000082168092036101ca57817f7ff6bc9e0000000000000000000000000000000000000000000000000000000060209314908115610b90575b5015158152f35b7f01ffc9a70000000000000000000000000000000000000000000000000000000091501483610b89565b6004359073ffffffffffffffffffffffffffffffffffffffff821682036101ca57565b9060606003198301126101ca57600435916024357fffffffff00000000000000000000000000000000000000000000000000000000811681036101ca579160443567ffffffffffffffff81116101ca57826023820112156101ca5780600401359267ffffffffffffffff84116101ca57602484830101116101ca576024019190565b5f54811015610c75575f805260205f2001905f90565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761090957604052565b60405190610120820182811067ffffffffffffffff821117610909576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b9190820391821161016857565b92907fffffffff000000000000000000000000000000000000000000000000000000007fd75bbdf300000000000000000000000000000000000000000000000000000000911603610e2157335f52600160205260405f2054918215610e1b5783610dae9361121a565b600d811015610dee5780610dc0575050565b6040519081527f487a4eca9f2ed4d85684cb02e350f06290096c2e6b620357920d6af375f13b5460203392a3565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b50505050565b505050565b908160209103126101ca575173ffffffffffffffffffffffffffffffffffffffff811681036101ca5790565b6040517ff851a44000000000000000000000000000000000000000000000000000000000815260208160048173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa8015610f3f5773ffffffffffffffffffffffffffffffffffffffff915f91610f10575b50163303610ee457565b7f17a84242000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b610f32915060203d602011610f38575b610f2a8183610ca2565b810190610e26565b5f610eda565b503d610f20565b6040513d5f823e3d90fd5b610f8b6040517f56397c3500000000000000000000000000000000000000000000000000000000602082015260048152610f85602482610ca2565b8261160a565b9015908115611108575b5061110557610fd56040517f2986c0e500000000000000000000000000000000000000000000000000000000602082015260048152610f85602482610ca2565b9190806110f7575b80611037575b610feb575050565b9073ffffffffffffffffffffffffffffffffffffffff63ffffffff927fac367a52000000000000000000000000000000000000000000000000000000005f52166004521660245260445ffd5b506040517f558c27c000000000000000000000000000000000000000000000000000000000815263ffffffff8316600482015260208160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa908115610f3f575f916110d8575b5073ffffffffffffffffffffffffffffffffffffffff808316911614610fe3565b6110f1915060203d602011610f3857610f2a8183610ca2565b5f6110b7565b5063ffffffff821115610fdd565b50565b905073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614155f610f95565b919073ffffffffffffffffffffffffffffffffffffffff90611169610ce3565b937b010000000000000000000000000000000000000000000000000000008216151585527b020000000000000000000000000000000000000000000000000000008216151560208601527b0400000000000000000000000000000000000000000000000000000082161515604086015260ff8260d01c16606086015260ff8260c81c16608086015264ffffffffff8260a01c1660a086015282811660c086015260a01c60e085015216610100830152565b91909164010000000081166116015777ffffffffffffffffffffffffffffffffffffffffffffffff83116115f8577bffffffff000000000000000000000000000000000000000000000000839160c01b161790815f52600260205260405f20600181019182546115ed5761128e8533611625565b9290156115e157600360a0840151036115d55773ffffffffffffffffffffffffffffffffffffffff60608401511630036115c95773ffffffffffffffffffffffffffffffffffffffff60808401511673ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016036115bd5760c083019283517f0000000000000000000000000000000000000000000000000000000000000000116115b0576020810173ffffffffffffffffffffffffffffffffffffffff81511680158015611590575b801561156d575b61155e5760e083015190816114eb575050927b0100000000000000000000000000000000000000000000000000000094928273ffffffffffffffffffffffffffffffffffffffff866113ce60ff9896838a9851169e8f976118b4565b9c929b9197909951966bffffffffffffffffffffffff88105f146114d7578588975b51169660a01b871790558c5f146114d0577b02000000000000000000000000000000000000000000000000000000905b7aff00000000000000000000000000000000000000000000000000008960d01b169079ff000000000000000000000000000000000000000000000000008c60c81b16904260a01b171717171790555116906040519a8b5260208b015260408a015260608901521660808701521660a085015260c08401524260e084015215156101008301527fcc8b2a57ed1aebd0c4fc7e465daa0a3c97efb101757b90ff3e246d3f76ea9aa56101203393a45f90565b5f90611420565b856bffffffffffffffffffffffff976113f0565b6114fb90829b93949596926117cc565b600d811015610dee57806115505750938373ffffffffffffffffffffffffffffffffffffffff60ff96946113ce7b0100000000000000000000000000000000000000000000000000000099978e968a986118b4565b995050505050505050505090565b50505050505050505050600990565b5073ffffffffffffffffffffffffffffffffffffffff6040840151168114611372565b5073ffffffffffffffffffffffffffffffffffffffff835116811461136b565b5050505050505050600890565b50505050505050600790565b50505050505050600690565b50505050505050600590565b50505050505050600490565b505050505050600390565b50505050600290565b50505050600190565b6020915f918382519201905afa60203d10151690815f510290565b919091604051610100810181811067ffffffffffffffff821117610909576040525f81525f60208201525f60408201525f60608201525f60808201525f60a08201525f60c08201525f60e082015280935f806040519460208601937fbf22c4570000000000000000000000000000000000000000000000000000000085526024870152602486526116b7604487610ca2565b6101c093604051966116c98689610ca2565b8536893751915afa813d1091821582166117c3575b50159081156117bb575b5080156117af575b6117a75750602081019081519160608201928351179060a0830191825117906101008401918251179173ffffffffffffffffffffffffffffffffffffffff6101208601938451171161179c5773ffffffffffffffffffffffffffffffffffffffff8094816101409881809651168c52604089015160a08d0152511660208b01525116604089015260e085015160c08901525116606087015251166080850152015160e083015260019190565b5050505050505f9190565b9250505f9190565b506020825114156116f0565b90505f6116e8565b5f853e5f6116de565b7f00000000000000000000000000000000000000000000000000000000000000009073ffffffffffffffffffffffffffffffffffffffff8216156118ac5773ffffffffffffffffffffffffffffffffffffffff81116118a45761186c91604051917f6352211e000000000000000000000000000000000000000000000000000000006020840152602483015260248252611867604483610ca2565b61160a565b909182611884575b50501561187f575f90565b600b90565b73ffffffffffffffffffffffffffffffffffffffff161490505f80611874565b505050600c90565b505050600a90565b906118be91611a6c565b92909115611a0e575f9160018460f81c1480156119fc5783906119d2575b62010000851615908082156119bb575080156119ac575b8015611991575b611985576119705773ffffffffffffffffffffffffffffffffffffffff908183511691829116149182159261194b575b50506119415750809160ff60019260181c16908290565b9190916001918190565b6040015173ffffffffffffffffffffffffffffffffffffffff16141590505f8061192a565b50509161197c82611bb8565b91929190600190565b50505091909180918190565b5060ff8560081c16151580156118fa575060088516156118fa565b5060ff8560181c1615156118f3565b9050806118f35750606460ff8660181c16116118f3565b507effffffffffffffffffffffffffffffffffffffffffffffffffffff00fe00f0841615156118dc565b505f9485945060469350600192509050565b5050905f905f905f90565b909392938483116101ca5784116101ca578101920390565b359060208110611a3f575090565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9060200360031b1b1690565b915f9160608110611bad57806020116101ca57833593816060116101ca57604081013573ffffffffffffffffffffffffffffffffffffffff86118015611b7b575b611b6d576020810180821161016857611ad1611acb82848787611a19565b90611a31565b611adb8386610d38565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101908111610168578111611b5d5760201115611b35575b5050505073ffffffffffffffffffffffffffffffffffffffff600193169190565b9091929394506040820180921161016857611b5393611acb93611a19565b905f808080611b14565b50505050509150505f905f905f90565b5050509150505f905f905f90565b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08301838111610168578111611aad565b505f92508291508190565b60018116611c625760028116611c5c5760ff8160081c1660469160048116611c53575b600816151580611c4b575b611c39575b600a811015611c31575b806003029060038204036101685780821115611c2957611c1491610d38565b6064811015611c235760ff1690565b50606490565b50505f611c14565b50600a611bf5565b90600a81018091116101685790611beb565b508015611be6565b60559250611bdb565b50605f90565b5060149056",
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
// Solidity: event JobRecorded(uint256 indexed key, address indexed escrow, uint256 indexed agentId, uint256 jobId, address client, address provider, uint256 budget, uint8 kind, uint8 rating, uint256 outcome, uint256 completedAt, bool rateable)
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
