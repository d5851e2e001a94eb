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

// ERC8004ReputationRegistryMetaData contains all meta data concerning the ERC8004ReputationRegistry contract.
var ERC8004ReputationRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"identityRegistry_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"MAX_DECIMALS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getIdentityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"}],\"name\":\"getLastIndex\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"clientAddresses\",\"type\":\"address[]\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"}],\"name\":\"getSummary\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"internalType\":\"int128\",\"name\":\"summaryValue\",\"type\":\"int128\"},{\"internalType\":\"uint8\",\"name\":\"summaryValueDecimals\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"endpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"feedbackURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"feedbackHash\",\"type\":\"bytes32\"}],\"name\":\"giveFeedback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"readFeedback\",\"outputs\":[{\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isRevoked\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"revokeFeedback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"FeedbackRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"string\",\"name\":\"indexedTag1\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"endpoint\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"feedbackURI\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"feedbackHash\",\"type\":\"bytes32\"}],\"name\":\"NewFeedback\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"AlreadyRevoked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"}],\"name\":\"DecimalsTooLarge\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoClients\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"SelfFeedback\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"UnknownAgent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"UnknownFeedback\",\"type\":\"error\"}]",
	ID:  "016c06973b85e33d59af072f0df92c9e8e",
	Bin: "0x60a034606c57601f610f8b38819003918201601f19168301916001600160401b03831184841017607057808492602094604052833981010312606c57516001600160a01b0381168103606c57608052604051610f069081610085823960805181818160da01526103740152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c9081630417cf8e1461098657508063232b0810146108e35780633c036a7e146102a75780634ab3ca99146101d057806381bbba58146100fe578063bc4d861b146100bb5763f2d8175914610069575f80fd5b346100b75760403660031901126100b75761008261099f565b6004355f525f6020526001600160a01b0360405f2091165f52602052602067ffffffffffffffff60405f205416604051908152f35b5f80fd5b346100b7575f3660031901126100b75760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346100b75760803660031901126100b75760243567ffffffffffffffff81116100b757366023820112156100b75780600401359067ffffffffffffffff82116100b7573660248360051b830101116100b75760443567ffffffffffffffff81116100b7576101709036906004016109d9565b9290916064359067ffffffffffffffff82116100b75760609460ff946101ac946101a060249536906004016109d9565b95909401600435610bf5565b9067ffffffffffffffff60409493945194168452600f0b6020840152166040820152f35b346100b75760403660031901126100b7576004356024359067ffffffffffffffff8216918281036100b757610206903383610e67565b805460ff8160881c16610273577fffffffffffffffffffffffffffff00ffffffffffffffffffffffffffffffffff167101000000000000000000000000000000000017905533907f25156fd3288212246d8b008d5921fde376c71ed14ac2e072a506eb06fde6d09d5f80a4005b50507fb212f65c000000000000000000000000000000000000000000000000000000005f526004523360245260445260645ffd5b346100b7576101003660031901126100b7576004356024359081600f0b8092036100b7576044359060ff82168092036100b75760643567ffffffffffffffff81116100b7576102fa9036906004016109d9565b9060843567ffffffffffffffff81116100b75761031b9036906004016109d9565b9060a43567ffffffffffffffff81116100b75761033c9036906004016109d9565b91909260c43567ffffffffffffffff81116100b75761035f9036906004016109d9565b95909660128a116108b7576001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016806107ab575b50885f525f60205260405f206001600160a01b0333165f5260205260405f2060405160a0810181811067ffffffffffffffff8211176106cd576040528c815260208101908c8252604081015f81526103f3368688610b01565b906060830191825261040636898b610b01565b93608084019485528554680100000000000000008110156106cd578060016104319201885587610b47565b94909461079857518454915192517fffffffffffffffffffffffffffff0000000000000000000000000000000000009092166fffffffffffffffffffffffffffffffff9091161760809290921b70ff00000000000000000000000000000000169190911790151560881b71ff000000000000000000000000000000000016178255518051600183019167ffffffffffffffff82116106cd576104d38354610a07565b601f8111610753575b50602090601f83116001146106ec576002949392915f91836106e1575b50508160011b915f199060031b1c19161790555b01905180519067ffffffffffffffff82116106cd57819061052e8454610a07565b601f811161067d575b50602090601f831160011461061a575f9261060f575b50508160011b915f199060031b1c19161790555b5467ffffffffffffffff169960405182848237808381015f81520390209b6040519b8c5260208c015260408b015260608a0161010090526101008a01906105a792610b74565b9088820360808a01526105b992610b74565b9086820360a08801526105cb92610b74565b9084820360c08601526105dd92610b74565b9160e43560e0820152803393037f6a4a61743519c9d648a14e6493f47dbe3ff1aa29e7785c96c8326a205e58febc91a4005b015190508f8061054d565b5f8581528281209350601f198516905b818110610665575090846001959493921061064d575b505050811b019055610561565b01515f1960f88460031b161c191690558f8080610640565b9293602060018192878601518155019501930161062a565b909150835f5260205f20601f840160051c810191602085106106c3575b90601f859493920160051c01905b8181106106b55750610537565b5f81558493506001016106a8565b909150819061069a565b634e487b7160e01b5f52604160045260245ffd5b015190505f806104f9565b90601f19831691845f52815f20925f5b81811061073b575091600193918560029897969410610723575b505050811b01905561050d565b01515f1960f88460031b161c191690555f8080610716565b929360206001819287860151815501950193016106fc565b835f5260205f20601f840160051c8101916020851061078e575b601f0160051c01905b81811061078357506104dc565b5f8155600101610776565b909150819061076d565b634e487b7160e01b5f525f60045260245ffd5b5f60208b6024604051809581937f6352211e00000000000000000000000000000000000000000000000000000000835260048301525afa80925f9161086c575b506001600160a01b0392610864575b501680156108385733810361039a57897f9a0f9b38000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b897f7b65190b000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b90508d6107fa565b90506020813d6020116108af575b8161088760209383610a3f565b810103126100b75751916001600160a01b03831683036100b757916001600160a01b036107eb565b3d915061087a565b897fc414eb7a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b346100b75760603660031901126100b7576108fc61099f565b6044359067ffffffffffffffff821682036100b7576109689161092191600435610e67565b805460ff610976610940600261093960018701610a61565b9501610a61565b60405195869585600f0b8752848660801c16602088015260a0604088015260a08701906109b5565b9085820360608701526109b5565b9160881c16151560808301520390f35b346100b7575f3660031901126100b75780601260209252f35b602435906001600160a01b03821682036100b757565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b9181601f840112156100b75782359167ffffffffffffffff83116100b757602083818601950101116100b757565b90600182811c92168015610a35575b6020831014610a2157565b634e487b7160e01b5f52602260045260245ffd5b91607f1691610a16565b90601f8019910116810190811067ffffffffffffffff8211176106cd57604052565b9060405191825f825492610a7484610a07565b8084529360018116908115610adf5750600114610a9b575b50610a9992500383610a3f565b565b90505f9291925260205f20905f915b818310610ac3575050906020610a99928201015f610a8c565b6020919350806001915483858901015201910190918492610aaa565b905060209250610a9994915060ff191682840152151560051b8201015f610a8c565b92919267ffffffffffffffff82116106cd5760405191610b2b601f8201601f191660200184610a3f565b8294818452818301116100b7578281602093845f960137010152565b8054821015610b60575f52600360205f20910201905f90565b634e487b7160e01b5f52603260045260245ffd5b908060209392818452848401375f828201840152601f01601f1916010190565b60ff166012039060ff8211610ba557565b634e487b7160e01b5f52601160045260245ffd5b604d8111610ba557600a0a90565b8115610be157600160ff1b81145f19831416610ba5570590565b634e487b7160e01b5f52601260045260245ffd5b929691909493945f978215610e3f57610c16610c2691889994993691610b01565b6020815191012095833691610b01565b60208151910120905f945f945f5f951515955b8b811015610dd157835f525f60205260405f208160051b8601356001600160a01b03811681036100b7576001600160a01b03165f5260205260405f205f9080545b808310610c8c57505050600101610c39565b90919e9a998f610c9c9084610b47565b509081549160ff8360881c16610da7578f8f81151591610db4575b50610da7578a8c9182610d89575b5050610d7d5767ffffffffffffffff8d16610d62575060ff8160801c169a5b610d0160ff610cfb8185600f0b9560801c16610b94565b16610bb9565b9182810292600160ff1b81145f831216610ba5578184051490151715610ba5575f8282019283129112908015821691151617610ba5579a67ffffffffffffffff80821614610ba557600167ffffffffffffffff819216019f5b019190610c7a565b9a60ff8c1660ff8360801c160315610ce45760019550610ce4565b9a9b9f60019150610d5a565b610d97919250600201610a61565b6020815191012014158a5f610cc5565b509a9b9f60019150610d5a565b9050610dc260018301610a61565b6020815191012014158f610cb7565b50969850985050505050915067ffffffffffffffff851615610e325715610e295750610e2360125b610e1d60ff610cfb610e17849667ffffffffffffffff8a1690610bc7565b93610b94565b90610bc7565b600f0b91565b610e2390610df9565b50505090505f905f905f90565b7f5bb5b5ee000000000000000000000000000000000000000000000000000000005f5260045ffd5b90815f525f60205260405f206001600160a01b0382165f5260205267ffffffffffffffff60405f2093169182158015610efc575b610ec05750505f190167ffffffffffffffff8111610ba557610ebc91610b47565b5090565b906001600160a01b03917fb8270118000000000000000000000000000000000000000000000000000000005f526004521660245260445260645ffd5b5083548311610e9b56",
}

// ERC8004ReputationRegistry is an auto generated Go binding around an Ethereum contract.
type ERC8004ReputationRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC8004ReputationRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewERC8004ReputationRegistry creates a new instance of ERC8004ReputationRegistry.
func NewERC8004ReputationRegistry() *ERC8004ReputationRegistry {
	parsed, err := ERC8004ReputationRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC8004ReputationRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC8004ReputationRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address identityRegistry_) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackConstructor(identityRegistry_ common.Address) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("", identityRegistry_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXDECIMALS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0417cf8e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_DECIMALS() view returns(uint8)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackMAXDECIMALS() []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("MAX_DECIMALS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXDECIMALS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0417cf8e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_DECIMALS() view returns(uint8)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackMAXDECIMALS() ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("MAX_DECIMALS")
}

// UnpackMAXDECIMALS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0417cf8e.
//
// Solidity: function MAX_DECIMALS() view returns(uint8)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackMAXDECIMALS(data []byte) (uint8, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("MAX_DECIMALS", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGetIdentityRegistry() []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("getIdentityRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGetIdentityRegistry() ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("getIdentityRegistry")
}

// UnpackGetIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc4d861b.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackGetIdentityRegistry(data []byte) (common.Address, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("getIdentityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGetLastIndex(agentId *big.Int, clientAddress common.Address) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGetLastIndex(agentId *big.Int, clientAddress common.Address) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
}

// UnpackGetLastIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2d81759.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackGetLastIndex(data []byte) (uint64, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("getLastIndex", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81bbba58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81bbba58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
}

// GetSummaryOutput serves as a container for the return parameters of contract
// method GetSummary.
type GetSummaryOutput struct {
	Count                uint64
	SummaryValue         *big.Int
	SummaryValueDecimals uint8
}

// UnpackGetSummary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81bbba58.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackGetSummary(data []byte) (GetSummaryOutput, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("getSummary", data)
	outstruct := new(GetSummaryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.SummaryValue = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.SummaryValueDecimals = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c036a7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function giveFeedback(uint256 agentId, int128 value, uint8 valueDecimals, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGiveFeedback(agentId *big.Int, value *big.Int, valueDecimals uint8, tag1 string, tag2 string, endpoint string, feedbackURI string, feedbackHash [32]byte) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("giveFeedback", agentId, value, valueDecimals, tag1, tag2, endpoint, feedbackURI, feedbackHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c036a7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function giveFeedback(uint256 agentId, int128 value, uint8 valueDecimals, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGiveFeedback(agentId *big.Int, value *big.Int, valueDecimals uint8, tag1 string, tag2 string, endpoint string, feedbackURI string, feedbackHash [32]byte) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("giveFeedback", agentId, value, valueDecimals, tag1, tag2, endpoint, feedbackURI, feedbackHash)
}

// PackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackReadFeedback(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, feedbackIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackReadFeedback(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, feedbackIndex)
}

// ReadFeedbackOutput serves as a container for the return parameters of contract
// method ReadFeedback.
type ReadFeedbackOutput struct {
	Value         *big.Int
	ValueDecimals uint8
	Tag1          string
	Tag2          string
	IsRevoked     bool
}

// UnpackReadFeedback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x232b0810.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackReadFeedback(data []byte) (ReadFeedbackOutput, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("readFeedback", data)
	outstruct := new(ReadFeedbackOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Value = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ValueDecimals = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.Tag1 = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.Tag2 = *abi.ConvertType(out[3], new(string)).(*string)
	outstruct.IsRevoked = *abi.ConvertType(out[4], new(bool)).(*bool)
	return *outstruct, nil
}

// PackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
}

// ERC8004ReputationRegistryFeedbackRevoked represents a FeedbackRevoked event raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryFeedbackRevoked struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Raw           *types.Log // Blockchain specific contextual infos
}

const ERC8004ReputationRegistryFeedbackRevokedEventName = "FeedbackRevoked"

// ContractEventName returns the user-defined event name.
func (ERC8004ReputationRegistryFeedbackRevoked) ContractEventName() string {
	return ERC8004ReputationRegistryFeedbackRevokedEventName
}

// UnpackFeedbackRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackFeedbackRevokedEvent(log *types.Log) (*ERC8004ReputationRegistryFeedbackRevoked, error) {
	event := "FeedbackRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC8004ReputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC8004ReputationRegistryFeedbackRevoked)
	if len(log.Data) > 0 {
		if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC8004ReputationRegistry.abi.Events[event].Inputs {
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

// ERC8004ReputationRegistryNewFeedback represents a NewFeedback event raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryNewFeedback struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Value         *big.Int
	ValueDecimals uint8
	IndexedTag1   common.Hash
	Tag1          string
	Tag2          string
	Endpoint      string
	FeedbackURI   string
	FeedbackHash  [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const ERC8004ReputationRegistryNewFeedbackEventName = "NewFeedback"

// ContractEventName returns the user-defined event name.
func (ERC8004ReputationRegistryNewFeedback) ContractEventName() string {
	return ERC8004ReputationRegistryNewFeedbackEventName
}

// UnpackNewFeedbackEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NewFeedback(uint256 indexed agentId, address indexed clientAddress, uint64 feedbackIndex, int128 value, uint8 valueDecimals, string indexed indexedTag1, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackNewFeedbackEvent(log *types.Log) (*ERC8004ReputationRegistryNewFeedback, error) {
	event := "NewFeedback"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC8004ReputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC8004ReputationRegistryNewFeedback)
	if len(log.Data) > 0 {
		if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC8004ReputationRegistry.abi.Events[event].Inputs {
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
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["AlreadyRevoked"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackAlreadyRevokedError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["DecimalsTooLarge"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackDecimalsTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["NoClients"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackNoClientsError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["SelfFeedback"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackSelfFeedbackError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["UnknownAgent"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackUnknownAgentError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["UnknownFeedback"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackUnknownFeedbackError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ERC8004ReputationRegistryAlreadyRevoked represents a AlreadyRevoked error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryAlreadyRevoked struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRevoked(uint256 agentId, address clientAddress, uint64 feedbackIndex)
func ERC8004ReputationRegistryAlreadyRevokedErrorID() common.Hash {
	return common.HexToHash("0xb212f65cc4bbae7ea1d1d7e350693c17ec261542397238a920167327ec689537")
}

// UnpackAlreadyRevokedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRevoked(uint256 agentId, address clientAddress, uint64 feedbackIndex)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackAlreadyRevokedError(raw []byte) (*ERC8004ReputationRegistryAlreadyRevoked, error) {
	out := new(ERC8004ReputationRegistryAlreadyRevoked)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "AlreadyRevoked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistryDecimalsTooLarge represents a DecimalsTooLarge error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryDecimalsTooLarge struct {
	ValueDecimals uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DecimalsTooLarge(uint8 valueDecimals)
func ERC8004ReputationRegistryDecimalsTooLargeErrorID() common.Hash {
	return common.HexToHash("0xc414eb7acc41c95f36fd7225329a5d1eaec671b023ba199b0bc6133ef4d34639")
}

// UnpackDecimalsTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DecimalsTooLarge(uint8 valueDecimals)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackDecimalsTooLargeError(raw []byte) (*ERC8004ReputationRegistryDecimalsTooLarge, error) {
	out := new(ERC8004ReputationRegistryDecimalsTooLarge)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "DecimalsTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistryNoClients represents a NoClients error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryNoClients struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoClients()
func ERC8004ReputationRegistryNoClientsErrorID() common.Hash {
	return common.HexToHash("0x5bb5b5ee784b38d277b03b9bf7df597b7b7b42f6b2e355b90d06d02049c3f92f")
}

// UnpackNoClientsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoClients()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackNoClientsError(raw []byte) (*ERC8004ReputationRegistryNoClients, error) {
	out := new(ERC8004ReputationRegistryNoClients)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "NoClients", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistrySelfFeedback represents a SelfFeedback error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistrySelfFeedback struct {
	AgentId *big.Int
	Owner   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SelfFeedback(uint256 agentId, address owner)
func ERC8004ReputationRegistrySelfFeedbackErrorID() common.Hash {
	return common.HexToHash("0x9a0f9b3819feca7caa0bb78500ab6f49e71f1a33922908419e4a14ac542e9299")
}

// UnpackSelfFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SelfFeedback(uint256 agentId, address owner)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackSelfFeedbackError(raw []byte) (*ERC8004ReputationRegistrySelfFeedback, error) {
	out := new(ERC8004ReputationRegistrySelfFeedback)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "SelfFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistryUnknownAgent represents a UnknownAgent error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryUnknownAgent struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownAgent(uint256 agentId)
func ERC8004ReputationRegistryUnknownAgentErrorID() common.Hash {
	return common.HexToHash("0x7b65190b9d4842f4d969fc901c3193c243d390ce31a4351206a2696cae7ab895")
}

// UnpackUnknownAgentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownAgent(uint256 agentId)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackUnknownAgentError(raw []byte) (*ERC8004ReputationRegistryUnknownAgent, error) {
	out := new(ERC8004ReputationRegistryUnknownAgent)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "UnknownAgent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistryUnknownFeedback represents a UnknownFeedback error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryUnknownFeedback struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
func ERC8004ReputationRegistryUnknownFeedbackErrorID() common.Hash {
	return common.HexToHash("0xb82701185a241220cda697613be55523d8b408067cae1560b93f0a5892f52ef0")
}

// UnpackUnknownFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackUnknownFeedbackError(raw []byte) (*ERC8004ReputationRegistryUnknownFeedback, error) {
	out := new(ERC8004ReputationRegistryUnknownFeedback)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "UnknownFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004TestIdentityMetaData contains all meta data concerning the ERC8004TestIdentity contract.
var ERC8004TestIdentityMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"getAgentWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"ownerOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"o\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"setAgentWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"AgentWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"NonexistentToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"NotOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"Taken\",\"type\":\"error\"}]",
	ID:  "a6fad47f2f6da70a2d6ec54d1eb0a5c1b2",
	Bin: "0x608080604052346015576102a7908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c8062339509146102445780636352211e146101de578063636d2f641461011657636d705ebb14610044575f80fd5b34610112576040366003190112610112576004356001600160a01b0381168091036101125760243590815f525f6020526001600160a01b0360405f2054161580159061010a575b6100de57815f525f60205260405f208173ffffffffffffffffffffffffffffffffffffffff198254161790555f7fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8180a4005b507f2232bfb9000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b50801561008b565b5f80fd5b34610112576040366003190112610112576004356024356001600160a01b03811680910361011257815f525f6020526001600160a01b0360405f20541633036101ae5760207fc1b62bacf2a2f4363c2190e00f2370f3b563001a0c56c73eae69619e58e9624c91835f526001825260405f208173ffffffffffffffffffffffffffffffffffffffff19825416179055604051908152a2005b507f6f7f64bf000000000000000000000000000000000000000000000000000000005f523360045260245260445ffd5b3461011257602036600319011261011257600435805f525f6020526001600160a01b0360405f205416801561021857602090604051908152f35b507f2f4163e7000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610112576020366003190112610112576004355f818152600160205260409020546001600160a01b0316801561028b57602091505b6001600160a01b0360405191168152f35b505f525f60205260206001600160a01b0360405f20541661027a56",
}

// ERC8004TestIdentity is an auto generated Go binding around an Ethereum contract.
type ERC8004TestIdentity struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC8004TestIdentity) GetABI() abi.ABI {
	return c.abi
}

// NewERC8004TestIdentity creates a new instance of ERC8004TestIdentity.
func NewERC8004TestIdentity() *ERC8004TestIdentity {
	parsed, err := ERC8004TestIdentityMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC8004TestIdentity{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC8004TestIdentity) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackGetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00339509.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (eRC8004TestIdentity *ERC8004TestIdentity) PackGetAgentWallet(agentId *big.Int) []byte {
	enc, err := eRC8004TestIdentity.abi.Pack("getAgentWallet", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00339509.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (eRC8004TestIdentity *ERC8004TestIdentity) TryPackGetAgentWallet(agentId *big.Int) ([]byte, error) {
	return eRC8004TestIdentity.abi.Pack("getAgentWallet", agentId)
}

// UnpackGetAgentWallet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x00339509.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (eRC8004TestIdentity *ERC8004TestIdentity) UnpackGetAgentWallet(data []byte) (common.Address, error) {
	out, err := eRC8004TestIdentity.abi.Unpack("getAgentWallet", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ownerOf(uint256 agentId) view returns(address o)
func (eRC8004TestIdentity *ERC8004TestIdentity) PackOwnerOf(agentId *big.Int) []byte {
	enc, err := eRC8004TestIdentity.abi.Pack("ownerOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ownerOf(uint256 agentId) view returns(address o)
func (eRC8004TestIdentity *ERC8004TestIdentity) TryPackOwnerOf(agentId *big.Int) ([]byte, error) {
	return eRC8004TestIdentity.abi.Pack("ownerOf", agentId)
}

// UnpackOwnerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6352211e.
//
// Solidity: function ownerOf(uint256 agentId) view returns(address o)
func (eRC8004TestIdentity *ERC8004TestIdentity) UnpackOwnerOf(data []byte) (common.Address, error) {
	out, err := eRC8004TestIdentity.abi.Unpack("ownerOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d705ebb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(address owner, uint256 agentId) returns()
func (eRC8004TestIdentity *ERC8004TestIdentity) PackRegister(owner common.Address, agentId *big.Int) []byte {
	enc, err := eRC8004TestIdentity.abi.Pack("register", owner, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d705ebb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(address owner, uint256 agentId) returns()
func (eRC8004TestIdentity *ERC8004TestIdentity) TryPackRegister(owner common.Address, agentId *big.Int) ([]byte, error) {
	return eRC8004TestIdentity.abi.Pack("register", owner, agentId)
}

// PackSetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x636d2f64.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAgentWallet(uint256 agentId, address wallet) returns()
func (eRC8004TestIdentity *ERC8004TestIdentity) PackSetAgentWallet(agentId *big.Int, wallet common.Address) []byte {
	enc, err := eRC8004TestIdentity.abi.Pack("setAgentWallet", agentId, wallet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x636d2f64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAgentWallet(uint256 agentId, address wallet) returns()
func (eRC8004TestIdentity *ERC8004TestIdentity) TryPackSetAgentWallet(agentId *big.Int, wallet common.Address) ([]byte, error) {
	return eRC8004TestIdentity.abi.Pack("setAgentWallet", agentId, wallet)
}

// ERC8004TestIdentityAgentWalletSet represents a AgentWalletSet event raised by the ERC8004TestIdentity contract.
type ERC8004TestIdentityAgentWalletSet struct {
	AgentId *big.Int
	Wallet  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ERC8004TestIdentityAgentWalletSetEventName = "AgentWalletSet"

// ContractEventName returns the user-defined event name.
func (ERC8004TestIdentityAgentWalletSet) ContractEventName() string {
	return ERC8004TestIdentityAgentWalletSetEventName
}

// UnpackAgentWalletSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AgentWalletSet(uint256 indexed agentId, address wallet)
func (eRC8004TestIdentity *ERC8004TestIdentity) UnpackAgentWalletSetEvent(log *types.Log) (*ERC8004TestIdentityAgentWalletSet, error) {
	event := "AgentWalletSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC8004TestIdentity.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC8004TestIdentityAgentWalletSet)
	if len(log.Data) > 0 {
		if err := eRC8004TestIdentity.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC8004TestIdentity.abi.Events[event].Inputs {
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

// ERC8004TestIdentityTransfer represents a Transfer event raised by the ERC8004TestIdentity contract.
type ERC8004TestIdentityTransfer struct {
	From    common.Address
	To      common.Address
	TokenId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ERC8004TestIdentityTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (ERC8004TestIdentityTransfer) ContractEventName() string {
	return ERC8004TestIdentityTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)
func (eRC8004TestIdentity *ERC8004TestIdentity) UnpackTransferEvent(log *types.Log) (*ERC8004TestIdentityTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC8004TestIdentity.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC8004TestIdentityTransfer)
	if len(log.Data) > 0 {
		if err := eRC8004TestIdentity.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC8004TestIdentity.abi.Events[event].Inputs {
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
func (eRC8004TestIdentity *ERC8004TestIdentity) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], eRC8004TestIdentity.abi.Errors["NonexistentToken"].ID.Bytes()[:4]) {
		return eRC8004TestIdentity.UnpackNonexistentTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004TestIdentity.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return eRC8004TestIdentity.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004TestIdentity.abi.Errors["Taken"].ID.Bytes()[:4]) {
		return eRC8004TestIdentity.UnpackTakenError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ERC8004TestIdentityNonexistentToken represents a NonexistentToken error raised by the ERC8004TestIdentity contract.
type ERC8004TestIdentityNonexistentToken struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NonexistentToken(uint256 agentId)
func ERC8004TestIdentityNonexistentTokenErrorID() common.Hash {
	return common.HexToHash("0x2f4163e7f60ab96e507171d63a4c80001ac344c577a560a1f11f148de9592ccb")
}

// UnpackNonexistentTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NonexistentToken(uint256 agentId)
func (eRC8004TestIdentity *ERC8004TestIdentity) UnpackNonexistentTokenError(raw []byte) (*ERC8004TestIdentityNonexistentToken, error) {
	out := new(ERC8004TestIdentityNonexistentToken)
	if err := eRC8004TestIdentity.abi.UnpackIntoInterface(out, "NonexistentToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004TestIdentityNotOwner represents a NotOwner error raised by the ERC8004TestIdentity contract.
type ERC8004TestIdentityNotOwner struct {
	Caller  common.Address
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner(address caller, uint256 agentId)
func ERC8004TestIdentityNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x6f7f64bf05f6d7c0c42eb8445089fac73fdc59885dcf368f4c56add5dcb7ed45")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner(address caller, uint256 agentId)
func (eRC8004TestIdentity *ERC8004TestIdentity) UnpackNotOwnerError(raw []byte) (*ERC8004TestIdentityNotOwner, error) {
	out := new(ERC8004TestIdentityNotOwner)
	if err := eRC8004TestIdentity.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004TestIdentityTaken represents a Taken error raised by the ERC8004TestIdentity contract.
type ERC8004TestIdentityTaken struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Taken(uint256 agentId)
func ERC8004TestIdentityTakenErrorID() common.Hash {
	return common.HexToHash("0x2232bfb928a91ae09ca32a5378b10764ad8bcae19b82480a1f934d553117aca8")
}

// UnpackTakenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Taken(uint256 agentId)
func (eRC8004TestIdentity *ERC8004TestIdentity) UnpackTakenError(raw []byte) (*ERC8004TestIdentityTaken, error) {
	out := new(ERC8004TestIdentityTaken)
	if err := eRC8004TestIdentity.abi.UnpackIntoInterface(out, "Taken", raw); err != nil {
		return nil, err
	}
	return out, nil
}
