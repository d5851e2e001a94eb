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

// ITrustOracleUserReputation is an auto generated low-level Go binding around an user-defined struct.
type ITrustOracleUserReputation struct {
	ReputationScore *big.Int
	Initialized     bool
}

// ReputationOracleDecision is an auto generated low-level Go binding around an user-defined struct.
type ReputationOracleDecision struct {
	SmoothedBps *big.Int
	LowerBps    *big.Int
	Routable    bool
}

// ReputationGateMetaData contains all meta data concerning the ReputationGate contract.
var ReputationGateMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"contractReputationOracle\",\"name\":\"oracle_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"floorBps_\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"guarded_\",\"type\":\"uint8\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"GUARD_FUND\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GUARD_SET_PROVIDER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GUARD_SUBMIT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"afterAction\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"beforeAction\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"floorBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"guarded\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"contractReputationOracle\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"passes\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"floorBps_\",\"type\":\"uint256\"}],\"name\":\"setFloor\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"actions\",\"type\":\"uint8\"}],\"name\":\"setGuarded\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"floorBps\",\"type\":\"uint256\"}],\"name\":\"FloorSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"actions\",\"type\":\"uint8\"}],\"name\":\"GuardedSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lowerBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"floorBps\",\"type\":\"uint256\"}],\"name\":\"BelowFloor\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"floorBps\",\"type\":\"uint256\"}],\"name\":\"FloorOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"actions\",\"type\":\"uint8\"}],\"name\":\"UnknownActions\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroOracle\",\"type\":\"error\"}]",
	ID:  "0de4edd0cbf0f1c03168d37dc3f2e964d4",
	Bin: "0x60a0346101dd57601f610e8638819003918201601f19168301916001600160401b038311848410176101e1578084926080946040528339810103126101dd5780516001600160a01b03811691908290036101dd576020810151916001600160a01b038316908184036101dd57606060408401519301519060ff8216948583036101dd5781156101ca576001545f80546001600160a01b031981168517825560405192969294916001600160a01b03909116907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a3156101bb5760805261271084116101a857602081857f4cb0935e3033f928b78ec716d116b5127bef740b999582e9680ec8a007d99b369352a160f88116610195576001600160b81b031990911660a09290921b61ffff60a01b169190911760b09190911b60ff60b01b16176001556040519081527fffcd3f5ee18a81092b068b9b7ce0abc68ca15025e68e37a36d6c473d4a95f88490602090a1604051610c9090816101f68239608051818181610355015281816105860152610bd40152f35b8363122e2c7960e01b5f5260045260245ffd5b83630274a42f60e11b5f5260045260245ffd5b636ab74eb360e11b5f5260045ffd5b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c9081630164089f1461077c5750806301ffc9a7146106db578063154b6ea41461060a5780636e321ce41461052a578063715018a61461048657806372f7a0301461046357806379ba5097146103795780637dc0d1d0146103295780638da5cb5b146102f75780638efbc0d814610234578063a3fe478314610226578063a80144611461020b578063af29d622146101f0578063dc08fb1d146101d4578063dc10ac15146101b0578063e30c39781461017d5763f2fde38b146100d7575f80fd5b346101795760206003193601126101795760043573ffffffffffffffffffffffffffffffffffffffff811680910361017957610111610b6a565b807fffffffffffffffffffffffff0000000000000000000000000000000000000000600154161760015573ffffffffffffffffffffffffffffffffffffffff5f54167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227005f80a3005b5f80fd5b34610179575f60031936011261017957602073ffffffffffffffffffffffffffffffffffffffff60015416604051908152f35b34610179575f60031936011261017957602061ffff60015460a01c16604051908152f35b34610179576101ee6101e536610795565b929190916108c1565b005b34610179575f60031936011261017957602060405160048152f35b34610179575f60031936011261017957602060405160028152f35b34610179576101ee36610795565b3461017957602060031936011261017957600435610250610b6a565b61271081116102cc5760207f4cb0935e3033f928b78ec716d116b5127bef740b999582e9680ec8a007d99b36916001547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff00000000000000000000000000000000000000008360a01b16911617600155604051908152a1005b7f04e9485e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610179575f60031936011261017957602073ffffffffffffffffffffffffffffffffffffffff5f5416604051908152f35b34610179575f60031936011261017957602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610179575f600319360112610179573373ffffffffffffffffffffffffffffffffffffffff6001541603610437577fffffffffffffffffffffffff0000000000000000000000000000000000000000600154166001555f54337fffffffffffffffffffffffff00000000000000000000000000000000000000008216175f5573ffffffffffffffffffffffffffffffffffffffff3391167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610179575f60031936011261017957602060ff60015460b01c16604051908152f35b34610179575f6003193601126101795761049e610b6a565b7fffffffffffffffffffffffff0000000000000000000000000000000000000000600154166001555f73ffffffffffffffffffffffffffffffffffffffff81547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b34610179576020600319360112610179576040517fe9915428000000000000000000000000000000000000000000000000000000008152600435600482015260208160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156105ff575f906105cc575b60209061ffff60015460a01c161115604051908152f35b506020813d6020116105f7575b816105e660209383610817565b8101031261017957602090516105b5565b3d91506105d9565b6040513d5f823e3d90fd5b346101795760206003193601126101795760043560ff81169081810361017957610632610b6a565b60f881166106af577fffcd3f5ee18a81092b068b9b7ce0abc68ca15025e68e37a36d6c473d4a95f884916020917fffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffff76ff000000000000000000000000000000000000000000006001549260b01b16911617600155604051908152a1005b507f122e2c79000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610179576020600319360112610179576004357fffffffff00000000000000000000000000000000000000000000000000000000811680910361017957807f7ff6bc9e0000000000000000000000000000000000000000000000000000000060209214908115610752575b506040519015158152f35b7f01ffc9a70000000000000000000000000000000000000000000000000000000091501482610747565b34610179575f6003193601126101795780600160209252f35b90606060031983011261017957600435916024357fffffffff0000000000000000000000000000000000000000000000000000000081168103610179579160443567ffffffffffffffff811161017957826023820112156101795780600401359267ffffffffffffffff84116101795760248483010111610179576024019190565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761085857604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5190811515820361017957565b519060ff8216820361017957565b359073ffffffffffffffffffffffffffffffffffffffff8216820361017957565b9192907fffffffff0000000000000000000000000000000000000000000000000000000060015460b01c91167ffac3246c0000000000000000000000000000000000000000000000000000000081145f1461097d5750600116156109785782606091810103126101795781610938610958936108a0565b506040610947602083016108a0565b91013590811561095a575090610b8a565b565b73ffffffffffffffffffffffffffffffffffffffff91501690610b8a565b505050565b809394507fd2e13f5000000000000000000000000000000000000000000000000000000000919250149182610b5d575b8215610b1e575b50506109bd5750565b604051907f4375469f00000000000000000000000000000000000000000000000000000000825280600483015261012082602481335afa9182156105ff575f92610a12575b5061010061095892015190610b8a565b9150610120823d8211610b16575b81610a2e6101209383610817565b810103126101795760405191610120830183811067ffffffffffffffff82111761085857604052610a5e81610885565b8352610a6c60208201610885565b6020840152610a7d60408201610885565b6040840152610a8e60608201610892565b6060840152610a9f60808201610892565b608084015260a081015164ffffffffff811681036101795760a084015260c081015173ffffffffffffffffffffffffffffffffffffffff811681036101795760c084015260e0810151926bffffffffffffffffffffffff841684036101795760e08101939093526101009081015183820152610a02565b3d9150610a20565b7f9e63798d0000000000000000000000000000000000000000000000000000000014915081610b50575b505f806109b4565b600491501615155f610b48565b60028216151592506109ad565b73ffffffffffffffffffffffffffffffffffffffff5f5416330361043757565b906040517fe991542800000000000000000000000000000000000000000000000000000000815281600482015260208160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa9081156105ff575f91610c5e575b5061ffff60015460a01c1691828210610c1d5750505050565b60849450604051937fa43204810000000000000000000000000000000000000000000000000000000085526004850152602484015260448301526064820152fd5b90506020813d602011610c88575b81610c7960209383610817565b8101031261017957515f610c04565b3d9150610c6c56",
}

// ReputationGate is an auto generated Go binding around an Ethereum contract.
type ReputationGate struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReputationGate) GetABI() abi.ABI {
	return c.abi
}

// NewReputationGate creates a new instance of ReputationGate.
func NewReputationGate() *ReputationGate {
	parsed, err := ReputationGateMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReputationGate{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReputationGate) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, address oracle_, uint256 floorBps_, uint8 guarded_) returns()
func (reputationGate *ReputationGate) PackConstructor(owner_ common.Address, oracle_ common.Address, floorBps_ *big.Int, guarded_ uint8) []byte {
	enc, err := reputationGate.abi.Pack("", owner_, oracle_, floorBps_, guarded_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackGUARDFUND is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8014461.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GUARD_FUND() view returns(uint8)
func (reputationGate *ReputationGate) PackGUARDFUND() []byte {
	enc, err := reputationGate.abi.Pack("GUARD_FUND")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGUARDFUND is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8014461.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GUARD_FUND() view returns(uint8)
func (reputationGate *ReputationGate) TryPackGUARDFUND() ([]byte, error) {
	return reputationGate.abi.Pack("GUARD_FUND")
}

// UnpackGUARDFUND is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8014461.
//
// Solidity: function GUARD_FUND() view returns(uint8)
func (reputationGate *ReputationGate) UnpackGUARDFUND(data []byte) (uint8, error) {
	out, err := reputationGate.abi.Unpack("GUARD_FUND", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackGUARDSETPROVIDER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0164089f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GUARD_SET_PROVIDER() view returns(uint8)
func (reputationGate *ReputationGate) PackGUARDSETPROVIDER() []byte {
	enc, err := reputationGate.abi.Pack("GUARD_SET_PROVIDER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGUARDSETPROVIDER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0164089f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GUARD_SET_PROVIDER() view returns(uint8)
func (reputationGate *ReputationGate) TryPackGUARDSETPROVIDER() ([]byte, error) {
	return reputationGate.abi.Pack("GUARD_SET_PROVIDER")
}

// UnpackGUARDSETPROVIDER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0164089f.
//
// Solidity: function GUARD_SET_PROVIDER() view returns(uint8)
func (reputationGate *ReputationGate) UnpackGUARDSETPROVIDER(data []byte) (uint8, error) {
	out, err := reputationGate.abi.Unpack("GUARD_SET_PROVIDER", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackGUARDSUBMIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf29d622.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GUARD_SUBMIT() view returns(uint8)
func (reputationGate *ReputationGate) PackGUARDSUBMIT() []byte {
	enc, err := reputationGate.abi.Pack("GUARD_SUBMIT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGUARDSUBMIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf29d622.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GUARD_SUBMIT() view returns(uint8)
func (reputationGate *ReputationGate) TryPackGUARDSUBMIT() ([]byte, error) {
	return reputationGate.abi.Pack("GUARD_SUBMIT")
}

// UnpackGUARDSUBMIT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaf29d622.
//
// Solidity: function GUARD_SUBMIT() view returns(uint8)
func (reputationGate *ReputationGate) UnpackGUARDSUBMIT(data []byte) (uint8, error) {
	out, err := reputationGate.abi.Unpack("GUARD_SUBMIT", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptOwnership() returns()
func (reputationGate *ReputationGate) PackAcceptOwnership() []byte {
	enc, err := reputationGate.abi.Pack("acceptOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptOwnership() returns()
func (reputationGate *ReputationGate) TryPackAcceptOwnership() ([]byte, error) {
	return reputationGate.abi.Pack("acceptOwnership")
}

// PackAfterAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3fe4783.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function afterAction(uint256 , bytes4 , bytes ) pure returns()
func (reputationGate *ReputationGate) PackAfterAction(arg0 *big.Int, arg1 [4]byte, arg2 []byte) []byte {
	enc, err := reputationGate.abi.Pack("afterAction", arg0, arg1, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAfterAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3fe4783.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function afterAction(uint256 , bytes4 , bytes ) pure returns()
func (reputationGate *ReputationGate) TryPackAfterAction(arg0 *big.Int, arg1 [4]byte, arg2 []byte) ([]byte, error) {
	return reputationGate.abi.Pack("afterAction", arg0, arg1, arg2)
}

// PackBeforeAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc08fb1d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function beforeAction(uint256 jobId, bytes4 selector, bytes data) view returns()
func (reputationGate *ReputationGate) PackBeforeAction(jobId *big.Int, selector [4]byte, data []byte) []byte {
	enc, err := reputationGate.abi.Pack("beforeAction", jobId, selector, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBeforeAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc08fb1d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function beforeAction(uint256 jobId, bytes4 selector, bytes data) view returns()
func (reputationGate *ReputationGate) TryPackBeforeAction(jobId *big.Int, selector [4]byte, data []byte) ([]byte, error) {
	return reputationGate.abi.Pack("beforeAction", jobId, selector, data)
}

// PackFloorBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc10ac15.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function floorBps() view returns(uint16)
func (reputationGate *ReputationGate) PackFloorBps() []byte {
	enc, err := reputationGate.abi.Pack("floorBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFloorBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc10ac15.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function floorBps() view returns(uint16)
func (reputationGate *ReputationGate) TryPackFloorBps() ([]byte, error) {
	return reputationGate.abi.Pack("floorBps")
}

// UnpackFloorBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdc10ac15.
//
// Solidity: function floorBps() view returns(uint16)
func (reputationGate *ReputationGate) UnpackFloorBps(data []byte) (uint16, error) {
	out, err := reputationGate.abi.Unpack("floorBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackGuarded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72f7a030.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function guarded() view returns(uint8)
func (reputationGate *ReputationGate) PackGuarded() []byte {
	enc, err := reputationGate.abi.Pack("guarded")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGuarded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72f7a030.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function guarded() view returns(uint8)
func (reputationGate *ReputationGate) TryPackGuarded() ([]byte, error) {
	return reputationGate.abi.Pack("guarded")
}

// UnpackGuarded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x72f7a030.
//
// Solidity: function guarded() view returns(uint8)
func (reputationGate *ReputationGate) UnpackGuarded(data []byte) (uint8, error) {
	out, err := reputationGate.abi.Unpack("guarded", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oracle() view returns(address)
func (reputationGate *ReputationGate) PackOracle() []byte {
	enc, err := reputationGate.abi.Pack("oracle")
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
func (reputationGate *ReputationGate) TryPackOracle() ([]byte, error) {
	return reputationGate.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (reputationGate *ReputationGate) UnpackOracle(data []byte) (common.Address, error) {
	out, err := reputationGate.abi.Unpack("oracle", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (reputationGate *ReputationGate) PackOwner() []byte {
	enc, err := reputationGate.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (reputationGate *ReputationGate) TryPackOwner() ([]byte, error) {
	return reputationGate.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (reputationGate *ReputationGate) UnpackOwner(data []byte) (common.Address, error) {
	out, err := reputationGate.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPasses is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e321ce4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function passes(uint256 agentId) view returns(bool)
func (reputationGate *ReputationGate) PackPasses(agentId *big.Int) []byte {
	enc, err := reputationGate.abi.Pack("passes", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPasses is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e321ce4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function passes(uint256 agentId) view returns(bool)
func (reputationGate *ReputationGate) TryPackPasses(agentId *big.Int) ([]byte, error) {
	return reputationGate.abi.Pack("passes", agentId)
}

// UnpackPasses is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6e321ce4.
//
// Solidity: function passes(uint256 agentId) view returns(bool)
func (reputationGate *ReputationGate) UnpackPasses(data []byte) (bool, error) {
	out, err := reputationGate.abi.Unpack("passes", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingOwner() view returns(address)
func (reputationGate *ReputationGate) PackPendingOwner() []byte {
	enc, err := reputationGate.abi.Pack("pendingOwner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingOwner() view returns(address)
func (reputationGate *ReputationGate) TryPackPendingOwner() ([]byte, error) {
	return reputationGate.abi.Pack("pendingOwner")
}

// UnpackPendingOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (reputationGate *ReputationGate) UnpackPendingOwner(data []byte) (common.Address, error) {
	out, err := reputationGate.abi.Unpack("pendingOwner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (reputationGate *ReputationGate) PackRenounceOwnership() []byte {
	enc, err := reputationGate.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (reputationGate *ReputationGate) TryPackRenounceOwnership() ([]byte, error) {
	return reputationGate.abi.Pack("renounceOwnership")
}

// PackSetFloor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8efbc0d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setFloor(uint256 floorBps_) returns()
func (reputationGate *ReputationGate) PackSetFloor(floorBps *big.Int) []byte {
	enc, err := reputationGate.abi.Pack("setFloor", floorBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetFloor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8efbc0d8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setFloor(uint256 floorBps_) returns()
func (reputationGate *ReputationGate) TryPackSetFloor(floorBps *big.Int) ([]byte, error) {
	return reputationGate.abi.Pack("setFloor", floorBps)
}

// PackSetGuarded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x154b6ea4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setGuarded(uint8 actions) returns()
func (reputationGate *ReputationGate) PackSetGuarded(actions uint8) []byte {
	enc, err := reputationGate.abi.Pack("setGuarded", actions)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetGuarded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x154b6ea4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setGuarded(uint8 actions) returns()
func (reputationGate *ReputationGate) TryPackSetGuarded(actions uint8) ([]byte, error) {
	return reputationGate.abi.Pack("setGuarded", actions)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) pure returns(bool)
func (reputationGate *ReputationGate) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := reputationGate.abi.Pack("supportsInterface", interfaceId)
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
func (reputationGate *ReputationGate) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return reputationGate.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) pure returns(bool)
func (reputationGate *ReputationGate) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := reputationGate.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (reputationGate *ReputationGate) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := reputationGate.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (reputationGate *ReputationGate) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return reputationGate.abi.Pack("transferOwnership", newOwner)
}

// ReputationGateFloorSet represents a FloorSet event raised by the ReputationGate contract.
type ReputationGateFloorSet struct {
	FloorBps *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ReputationGateFloorSetEventName = "FloorSet"

// ContractEventName returns the user-defined event name.
func (ReputationGateFloorSet) ContractEventName() string {
	return ReputationGateFloorSetEventName
}

// UnpackFloorSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FloorSet(uint256 floorBps)
func (reputationGate *ReputationGate) UnpackFloorSetEvent(log *types.Log) (*ReputationGateFloorSet, error) {
	event := "FloorSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationGate.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationGateFloorSet)
	if len(log.Data) > 0 {
		if err := reputationGate.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationGate.abi.Events[event].Inputs {
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

// ReputationGateGuardedSet represents a GuardedSet event raised by the ReputationGate contract.
type ReputationGateGuardedSet struct {
	Actions uint8
	Raw     *types.Log // Blockchain specific contextual infos
}

const ReputationGateGuardedSetEventName = "GuardedSet"

// ContractEventName returns the user-defined event name.
func (ReputationGateGuardedSet) ContractEventName() string {
	return ReputationGateGuardedSetEventName
}

// UnpackGuardedSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GuardedSet(uint8 actions)
func (reputationGate *ReputationGate) UnpackGuardedSetEvent(log *types.Log) (*ReputationGateGuardedSet, error) {
	event := "GuardedSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationGate.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationGateGuardedSet)
	if len(log.Data) > 0 {
		if err := reputationGate.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationGate.abi.Events[event].Inputs {
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

// ReputationGateOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the ReputationGate contract.
type ReputationGateOwnershipTransferStarted struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationGateOwnershipTransferStartedEventName = "OwnershipTransferStarted"

// ContractEventName returns the user-defined event name.
func (ReputationGateOwnershipTransferStarted) ContractEventName() string {
	return ReputationGateOwnershipTransferStartedEventName
}

// UnpackOwnershipTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (reputationGate *ReputationGate) UnpackOwnershipTransferStartedEvent(log *types.Log) (*ReputationGateOwnershipTransferStarted, error) {
	event := "OwnershipTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationGate.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationGateOwnershipTransferStarted)
	if len(log.Data) > 0 {
		if err := reputationGate.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationGate.abi.Events[event].Inputs {
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

// ReputationGateOwnershipTransferred represents a OwnershipTransferred event raised by the ReputationGate contract.
type ReputationGateOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationGateOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (ReputationGateOwnershipTransferred) ContractEventName() string {
	return ReputationGateOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (reputationGate *ReputationGate) UnpackOwnershipTransferredEvent(log *types.Log) (*ReputationGateOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationGate.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationGateOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := reputationGate.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationGate.abi.Events[event].Inputs {
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
func (reputationGate *ReputationGate) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reputationGate.abi.Errors["BelowFloor"].ID.Bytes()[:4]) {
		return reputationGate.UnpackBelowFloorError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationGate.abi.Errors["FloorOutOfRange"].ID.Bytes()[:4]) {
		return reputationGate.UnpackFloorOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationGate.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return reputationGate.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationGate.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return reputationGate.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationGate.abi.Errors["UnknownActions"].ID.Bytes()[:4]) {
		return reputationGate.UnpackUnknownActionsError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationGate.abi.Errors["ZeroOracle"].ID.Bytes()[:4]) {
		return reputationGate.UnpackZeroOracleError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReputationGateBelowFloor represents a BelowFloor error raised by the ReputationGate contract.
type ReputationGateBelowFloor struct {
	JobId    *big.Int
	AgentId  *big.Int
	LowerBps *big.Int
	FloorBps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BelowFloor(uint256 jobId, uint256 agentId, uint256 lowerBps, uint256 floorBps)
func ReputationGateBelowFloorErrorID() common.Hash {
	return common.HexToHash("0xa4320481543118f591c60930660cf0696af5e42f4f125978c8998401f5574fc5")
}

// UnpackBelowFloorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BelowFloor(uint256 jobId, uint256 agentId, uint256 lowerBps, uint256 floorBps)
func (reputationGate *ReputationGate) UnpackBelowFloorError(raw []byte) (*ReputationGateBelowFloor, error) {
	out := new(ReputationGateBelowFloor)
	if err := reputationGate.abi.UnpackIntoInterface(out, "BelowFloor", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationGateFloorOutOfRange represents a FloorOutOfRange error raised by the ReputationGate contract.
type ReputationGateFloorOutOfRange struct {
	FloorBps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FloorOutOfRange(uint256 floorBps)
func ReputationGateFloorOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x04e9485e434958c848702832e1a83983223d6641dde98b00c1ceb6c8cf2a212e")
}

// UnpackFloorOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FloorOutOfRange(uint256 floorBps)
func (reputationGate *ReputationGate) UnpackFloorOutOfRangeError(raw []byte) (*ReputationGateFloorOutOfRange, error) {
	out := new(ReputationGateFloorOutOfRange)
	if err := reputationGate.abi.UnpackIntoInterface(out, "FloorOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationGateOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the ReputationGate contract.
type ReputationGateOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func ReputationGateOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (reputationGate *ReputationGate) UnpackOwnableInvalidOwnerError(raw []byte) (*ReputationGateOwnableInvalidOwner, error) {
	out := new(ReputationGateOwnableInvalidOwner)
	if err := reputationGate.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationGateOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the ReputationGate contract.
type ReputationGateOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func ReputationGateOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (reputationGate *ReputationGate) UnpackOwnableUnauthorizedAccountError(raw []byte) (*ReputationGateOwnableUnauthorizedAccount, error) {
	out := new(ReputationGateOwnableUnauthorizedAccount)
	if err := reputationGate.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationGateUnknownActions represents a UnknownActions error raised by the ReputationGate contract.
type ReputationGateUnknownActions struct {
	Actions uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownActions(uint8 actions)
func ReputationGateUnknownActionsErrorID() common.Hash {
	return common.HexToHash("0x122e2c792c4261f1d7db46977e3897f5e034aa293ed5982982b8dde8ee8e1739")
}

// UnpackUnknownActionsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownActions(uint8 actions)
func (reputationGate *ReputationGate) UnpackUnknownActionsError(raw []byte) (*ReputationGateUnknownActions, error) {
	out := new(ReputationGateUnknownActions)
	if err := reputationGate.abi.UnpackIntoInterface(out, "UnknownActions", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationGateZeroOracle represents a ZeroOracle error raised by the ReputationGate contract.
type ReputationGateZeroOracle struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroOracle()
func ReputationGateZeroOracleErrorID() common.Hash {
	return common.HexToHash("0xd56e9d66302192c9b9a4f68c31a0dbf0461b87b4a66e20b8cc626b6ee97ca7ae")
}

// UnpackZeroOracleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroOracle()
func (reputationGate *ReputationGate) UnpackZeroOracleError(raw []byte) (*ReputationGateZeroOracle, error) {
	out := new(ReputationGateZeroOracle)
	if err := reputationGate.abi.UnpackIntoInterface(out, "ZeroOracle", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationOracleMetaData contains all meta data concerning the ReputationOracle contract.
var ReputationOracleMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"ledger_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"priorBps_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorWeight_\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"decimals\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"z_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"floorBps_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"MAX_PRIOR_WEIGHT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"agentIdOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"decision\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"smoothedBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lowerBps\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"routable\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"agentIds\",\"type\":\"uint256[]\"}],\"name\":\"decisions\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"smoothedBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lowerBps\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"routable\",\"type\":\"bool\"}],\"internalType\":\"structReputationOracle.Decision[]\",\"name\":\"out\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"floorBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"}],\"name\":\"getUserData\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"reputationScore\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"initialized\",\"type\":\"bool\"}],\"internalType\":\"structITrustOracle.UserReputation\",\"name\":\"rep\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"isRoutable\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"routable\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"contractIRepStateReader\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"lowerBoundBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"lowerBps\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"priorBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"priorWeight\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"z\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"ParameterOutOfRange\",\"type\":\"error\"}]",
	ID:  "ce78e970721c7589a75f4b2b0fd8f948de",
	Bin: "0x610140346102bb57601f61102638819003918201601f19168301916001600160401b038311848410176102bf5780849260c0946040528339810103126102bb5780516001600160a01b03811691908290036102bb576020810151604082015160608301519160ff83168093036102bb5760a06080850151940151948015610287576127108211610250576bff0000000000000000000000831161021657601284116101df57841580156101d3575b6101a357612710861161016c5760805260a05260c052604d811161015857600a0a60e0526101005261012052604051610d5290816102d4823960805181818161014d01528181610390015281816107390152610841015260a05181818161062c015261098e015260c051818181610772015261096c015260e0518181816106c4015261094a0152610100518181816105f2015261092801526101205181818161029401526109060152f35b634e487b7160e01b5f52601160045260245ffd5b60848660405190633ce7db2360e01b8252604060048301526008604483015267666c6f6f7242707360c01b60648301526024820152fd5b60848560405190633ce7db2360e01b82526040600483015260016044830152603d60f91b60648301526024820152fd5b50620186a085116100ad565b60848460405190633ce7db2360e01b8252604060048301526008604483015267646563696d616c7360c01b60648301526024820152fd5b60848360405190633ce7db2360e01b825260406004830152600b60448301526a1c1c9a5bdc95d95a59da1d60aa1b60648301526024820152fd5b60848260405190633ce7db2360e01b82526040600483015260086044830152677072696f7242707360c01b60648301526024820152fd5b6084604051633ce7db2360e01b81526040600482015260066044820152653632b233b2b960d11b60648201525f6024820152fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816336cdba8c1461075d5750806356397c351461070d57806368939633146106e7578063907af6c0146106ad578063a2a05dc614610682578063a83a475c1461064f578063c41e3afc14610615578063c5d7802e146105db578063d3b80bbe146102b7578063dc10ac151461027d578063e991542814610254578063e9c9ec73146102175763ffc9896b146100ab575f80fd5b346102135760206003193601126102135760043573ffffffffffffffffffffffffffffffffffffffff8116809103610213576040516040810181811067ffffffffffffffff8211176101e6576040525f8152602081015f8152604051927fb1de5ac8000000000000000000000000000000000000000000000000000000008452600484015260808360248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156101db576040935f905f926101a5575b508161018c91610900565b5093849150521515815282519182525115156020820152f35b61018c92506101cc915060803d6080116101d4575b6101c48183610795565b8101906107d6565b505091610181565b503d6101ba565b6040513d5f823e3d90fd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f80fd5b346102135760206003193601126102135760043573ffffffffffffffffffffffffffffffffffffffff811680910361021357602090604051908152f35b346102135760206003193601126102135760206102726004356107f8565b509050604051908152f35b34610213575f6003193601126102135760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b346102135760206003193601126102135760043567ffffffffffffffff811161021357366023820112156102135780600401359067ffffffffffffffff8211610213578160051b903660248383010111610213577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff604051937f95543210000000000000000000000000000000000000000000000000000000008552602060048601528060248601521161021357604483835f94602483950184840137810103018173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa9081156101db575f916104fe575b508051907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06104076103f1846108a7565b936103ff6040519586610795565b8085526108a7565b015f5b8181106104c25750505f5b8151811015610464578061042b600192856108bf565b5161045061043983866108bf565b5151602061044785886108bf565b51015190610900565b151560408401526020830152905201610415565b826040518091602082016020835281518091526020604084019201905f5b818110610490575050500390f35b919350916020606060019260408751805183528481015185840152015115156040820152019401910191849392610482565b60405190606082019180831067ffffffffffffffff8411176101e6576020926040525f81525f838201525f60408201528282870101520161040a565b90503d805f833e61050f8183610795565b8101906020818303126102135780519067ffffffffffffffff8211610213570181601f8201121561021357805190610546826108a7565b926105546040519485610795565b82845260208085019360071b8301019181831161021357602001925b8284106105815750505050816103c0565b6080848303126102135760405190608082019082821067ffffffffffffffff8311176101e6576080926020926040528651815282870151838201526040870151604082015260608701516060820152815201930192610570565b34610213575f6003193601126102135760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610213575f6003193601126102135760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461021357602060031936011261021357606061066d6004356107f8565b90604051928352602083015215156040820152f35b346102135760206003193601126102135760206106a06004356107f8565b9150506040519015158152f35b34610213575f6003193601126102135760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610213575f6003193601126102135760206040516bff00000000000000000000008152f35b34610213575f60031936011261021357602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610213575f600319360112610213576020907f00000000000000000000000000000000000000000000000000000000000000008152f35b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff8211176101e657604052565b9190826080910312610213578151916020810151916060604083015192015190565b604051907fb1de5ac8000000000000000000000000000000000000000000000000000000008252600482015260808160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156101db5761087c915f905f92610883575b50610900565b9192909190565b905061089e915060803d6080116101d4576101c48183610795565b5050905f610876565b67ffffffffffffffff81116101e65760051b60200190565b80518210156108d35760209160051b010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b61087c917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f000000000000000000000000000000000000000000000000000000000000000091610a37565b919082018092116109c057565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b818102929181159184041417156109c057565b8115610a0a570490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b919694939290610a4790826109b3565b968715610a7d57610a6a610a76959493610a65610a6f948b946109ed565b6109b3565b610a00565b9586610a8a565b9182101590565b96505f9515949350505050565b92918115610c0e57610a9c81846109ed565b90610aa784836109ed565b917f3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff861686036109c05785612710039161271083116109c057610b00610b0791610afb87610afb610b0d978c60021b6109ed565b6109ed565b91806109ed565b906109b3565b610b1681610c16565b90610b2182806109ed565b10610bdf575b84614e200290614e20820486036109c057610b4983610a6586610b4f956109ed565b946109ed565b80841115610bd65783039283116109c0578261271002926127108404036109c057816305f5e10002916305f5e1008304036109c057610b8d916109b3565b907f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff821682036109c057610bc49160011b90610a00565b9080821015610bd1575090565b905090565b50505050505f90565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81146109c057600101610b27565b505050505f90565b6001811115610d4f57806001700100000000000000000000000000000000831015610d39575b60048268010000000000000000610ceb941015610d2c575b640100000000811015610d1f575b62010000811015610d12575b610100811015610d06575b6010811015610cfa575b1015610cf2575b60030260011c610c9a8184610a00565b0160011c610ca88184610a00565b0160011c610cb68184610a00565b0160011c610cc48184610a00565b0160011c610cd28184610a00565b0160011c610ce08184610a00565b0160011c8092610a00565b8111900390565b60011b610c8a565b811c9160021b91610c83565b60081c91811b91610c79565b60101c9160081b91610c6e565b60201c9160101b91610c62565b60401c9160201b91610c54565b5050608081901c68010000000000000000610c3c565b9056",
}

// ReputationOracle is an auto generated Go binding around an Ethereum contract.
type ReputationOracle struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReputationOracle) GetABI() abi.ABI {
	return c.abi
}

// NewReputationOracle creates a new instance of ReputationOracle.
func NewReputationOracle() *ReputationOracle {
	parsed, err := ReputationOracleMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReputationOracle{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReputationOracle) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address ledger_, uint256 priorBps_, uint256 priorWeight_, uint8 decimals, uint256 z_, uint256 floorBps_) returns()
func (reputationOracle *ReputationOracle) PackConstructor(ledger_ common.Address, priorBps_ *big.Int, priorWeight_ *big.Int, decimals uint8, z_ *big.Int, floorBps_ *big.Int) []byte {
	enc, err := reputationOracle.abi.Pack("", ledger_, priorBps_, priorWeight_, decimals, z_, floorBps_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXPRIORWEIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68939633.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_PRIOR_WEIGHT() view returns(uint256)
func (reputationOracle *ReputationOracle) PackMAXPRIORWEIGHT() []byte {
	enc, err := reputationOracle.abi.Pack("MAX_PRIOR_WEIGHT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXPRIORWEIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68939633.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_PRIOR_WEIGHT() view returns(uint256)
func (reputationOracle *ReputationOracle) TryPackMAXPRIORWEIGHT() ([]byte, error) {
	return reputationOracle.abi.Pack("MAX_PRIOR_WEIGHT")
}

// UnpackMAXPRIORWEIGHT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x68939633.
//
// Solidity: function MAX_PRIOR_WEIGHT() view returns(uint256)
func (reputationOracle *ReputationOracle) UnpackMAXPRIORWEIGHT(data []byte) (*big.Int, error) {
	out, err := reputationOracle.abi.Unpack("MAX_PRIOR_WEIGHT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAgentIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9c9ec73.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agentIdOf(address provider) pure returns(uint256)
func (reputationOracle *ReputationOracle) PackAgentIdOf(provider common.Address) []byte {
	enc, err := reputationOracle.abi.Pack("agentIdOf", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9c9ec73.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agentIdOf(address provider) pure returns(uint256)
func (reputationOracle *ReputationOracle) TryPackAgentIdOf(provider common.Address) ([]byte, error) {
	return reputationOracle.abi.Pack("agentIdOf", provider)
}

// UnpackAgentIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9c9ec73.
//
// Solidity: function agentIdOf(address provider) pure returns(uint256)
func (reputationOracle *ReputationOracle) UnpackAgentIdOf(data []byte) (*big.Int, error) {
	out, err := reputationOracle.abi.Unpack("agentIdOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecision is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa83a475c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decision(uint256 agentId) view returns(uint256 smoothedBps, uint256 lowerBps, bool routable)
func (reputationOracle *ReputationOracle) PackDecision(agentId *big.Int) []byte {
	enc, err := reputationOracle.abi.Pack("decision", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecision is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa83a475c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decision(uint256 agentId) view returns(uint256 smoothedBps, uint256 lowerBps, bool routable)
func (reputationOracle *ReputationOracle) TryPackDecision(agentId *big.Int) ([]byte, error) {
	return reputationOracle.abi.Pack("decision", agentId)
}

// DecisionOutput serves as a container for the return parameters of contract
// method Decision.
type DecisionOutput struct {
	SmoothedBps *big.Int
	LowerBps    *big.Int
	Routable    bool
}

// UnpackDecision is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa83a475c.
//
// Solidity: function decision(uint256 agentId) view returns(uint256 smoothedBps, uint256 lowerBps, bool routable)
func (reputationOracle *ReputationOracle) UnpackDecision(data []byte) (DecisionOutput, error) {
	out, err := reputationOracle.abi.Unpack("decision", data)
	outstruct := new(DecisionOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.SmoothedBps = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.LowerBps = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Routable = *abi.ConvertType(out[2], new(bool)).(*bool)
	return *outstruct, nil
}

// PackDecisions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3b80bbe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decisions(uint256[] agentIds) view returns((uint256,uint256,bool)[] out)
func (reputationOracle *ReputationOracle) PackDecisions(agentIds []*big.Int) []byte {
	enc, err := reputationOracle.abi.Pack("decisions", agentIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecisions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3b80bbe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decisions(uint256[] agentIds) view returns((uint256,uint256,bool)[] out)
func (reputationOracle *ReputationOracle) TryPackDecisions(agentIds []*big.Int) ([]byte, error) {
	return reputationOracle.abi.Pack("decisions", agentIds)
}

// UnpackDecisions is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3b80bbe.
//
// Solidity: function decisions(uint256[] agentIds) view returns((uint256,uint256,bool)[] out)
func (reputationOracle *ReputationOracle) UnpackDecisions(data []byte) ([]ReputationOracleDecision, error) {
	out, err := reputationOracle.abi.Unpack("decisions", data)
	if err != nil {
		return *new([]ReputationOracleDecision), err
	}
	out0 := *abi.ConvertType(out[0], new([]ReputationOracleDecision)).(*[]ReputationOracleDecision)
	return out0, nil
}

// PackFloorBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc10ac15.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function floorBps() view returns(uint256)
func (reputationOracle *ReputationOracle) PackFloorBps() []byte {
	enc, err := reputationOracle.abi.Pack("floorBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFloorBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc10ac15.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function floorBps() view returns(uint256)
func (reputationOracle *ReputationOracle) TryPackFloorBps() ([]byte, error) {
	return reputationOracle.abi.Pack("floorBps")
}

// UnpackFloorBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdc10ac15.
//
// Solidity: function floorBps() view returns(uint256)
func (reputationOracle *ReputationOracle) UnpackFloorBps(data []byte) (*big.Int, error) {
	out, err := reputationOracle.abi.Unpack("floorBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetUserData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffc9896b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getUserData(address user) view returns((uint256,bool) rep)
func (reputationOracle *ReputationOracle) PackGetUserData(user common.Address) []byte {
	enc, err := reputationOracle.abi.Pack("getUserData", user)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetUserData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffc9896b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getUserData(address user) view returns((uint256,bool) rep)
func (reputationOracle *ReputationOracle) TryPackGetUserData(user common.Address) ([]byte, error) {
	return reputationOracle.abi.Pack("getUserData", user)
}

// UnpackGetUserData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffc9896b.
//
// Solidity: function getUserData(address user) view returns((uint256,bool) rep)
func (reputationOracle *ReputationOracle) UnpackGetUserData(data []byte) (ITrustOracleUserReputation, error) {
	out, err := reputationOracle.abi.Unpack("getUserData", data)
	if err != nil {
		return *new(ITrustOracleUserReputation), err
	}
	out0 := *abi.ConvertType(out[0], new(ITrustOracleUserReputation)).(*ITrustOracleUserReputation)
	return out0, nil
}

// PackIsRoutable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2a05dc6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRoutable(uint256 agentId) view returns(bool routable)
func (reputationOracle *ReputationOracle) PackIsRoutable(agentId *big.Int) []byte {
	enc, err := reputationOracle.abi.Pack("isRoutable", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsRoutable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2a05dc6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isRoutable(uint256 agentId) view returns(bool routable)
func (reputationOracle *ReputationOracle) TryPackIsRoutable(agentId *big.Int) ([]byte, error) {
	return reputationOracle.abi.Pack("isRoutable", agentId)
}

// UnpackIsRoutable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa2a05dc6.
//
// Solidity: function isRoutable(uint256 agentId) view returns(bool routable)
func (reputationOracle *ReputationOracle) UnpackIsRoutable(data []byte) (bool, error) {
	out, err := reputationOracle.abi.Unpack("isRoutable", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLedger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56397c35.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ledger() view returns(address)
func (reputationOracle *ReputationOracle) PackLedger() []byte {
	enc, err := reputationOracle.abi.Pack("ledger")
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
func (reputationOracle *ReputationOracle) TryPackLedger() ([]byte, error) {
	return reputationOracle.abi.Pack("ledger")
}

// UnpackLedger is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56397c35.
//
// Solidity: function ledger() view returns(address)
func (reputationOracle *ReputationOracle) UnpackLedger(data []byte) (common.Address, error) {
	out, err := reputationOracle.abi.Unpack("ledger", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackLowerBoundBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9915428.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lowerBoundBps(uint256 agentId) view returns(uint256 lowerBps)
func (reputationOracle *ReputationOracle) PackLowerBoundBps(agentId *big.Int) []byte {
	enc, err := reputationOracle.abi.Pack("lowerBoundBps", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLowerBoundBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9915428.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lowerBoundBps(uint256 agentId) view returns(uint256 lowerBps)
func (reputationOracle *ReputationOracle) TryPackLowerBoundBps(agentId *big.Int) ([]byte, error) {
	return reputationOracle.abi.Pack("lowerBoundBps", agentId)
}

// UnpackLowerBoundBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9915428.
//
// Solidity: function lowerBoundBps(uint256 agentId) view returns(uint256 lowerBps)
func (reputationOracle *ReputationOracle) UnpackLowerBoundBps(data []byte) (*big.Int, error) {
	out, err := reputationOracle.abi.Unpack("lowerBoundBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPriorBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc41e3afc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function priorBps() view returns(uint256)
func (reputationOracle *ReputationOracle) PackPriorBps() []byte {
	enc, err := reputationOracle.abi.Pack("priorBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPriorBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc41e3afc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function priorBps() view returns(uint256)
func (reputationOracle *ReputationOracle) TryPackPriorBps() ([]byte, error) {
	return reputationOracle.abi.Pack("priorBps")
}

// UnpackPriorBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc41e3afc.
//
// Solidity: function priorBps() view returns(uint256)
func (reputationOracle *ReputationOracle) UnpackPriorBps(data []byte) (*big.Int, error) {
	out, err := reputationOracle.abi.Unpack("priorBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPriorWeight is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36cdba8c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function priorWeight() view returns(uint256)
func (reputationOracle *ReputationOracle) PackPriorWeight() []byte {
	enc, err := reputationOracle.abi.Pack("priorWeight")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPriorWeight is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36cdba8c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function priorWeight() view returns(uint256)
func (reputationOracle *ReputationOracle) TryPackPriorWeight() ([]byte, error) {
	return reputationOracle.abi.Pack("priorWeight")
}

// UnpackPriorWeight is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x36cdba8c.
//
// Solidity: function priorWeight() view returns(uint256)
func (reputationOracle *ReputationOracle) UnpackPriorWeight(data []byte) (*big.Int, error) {
	out, err := reputationOracle.abi.Unpack("priorWeight", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x907af6c0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unit() view returns(uint256)
func (reputationOracle *ReputationOracle) PackUnit() []byte {
	enc, err := reputationOracle.abi.Pack("unit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x907af6c0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unit() view returns(uint256)
func (reputationOracle *ReputationOracle) TryPackUnit() ([]byte, error) {
	return reputationOracle.abi.Pack("unit")
}

// UnpackUnit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x907af6c0.
//
// Solidity: function unit() view returns(uint256)
func (reputationOracle *ReputationOracle) UnpackUnit(data []byte) (*big.Int, error) {
	out, err := reputationOracle.abi.Unpack("unit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackZ is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5d7802e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function z() view returns(uint256)
func (reputationOracle *ReputationOracle) PackZ() []byte {
	enc, err := reputationOracle.abi.Pack("z")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackZ is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5d7802e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function z() view returns(uint256)
func (reputationOracle *ReputationOracle) TryPackZ() ([]byte, error) {
	return reputationOracle.abi.Pack("z")
}

// UnpackZ is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc5d7802e.
//
// Solidity: function z() view returns(uint256)
func (reputationOracle *ReputationOracle) UnpackZ(data []byte) (*big.Int, error) {
	out, err := reputationOracle.abi.Unpack("z", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (reputationOracle *ReputationOracle) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reputationOracle.abi.Errors["ParameterOutOfRange"].ID.Bytes()[:4]) {
		return reputationOracle.UnpackParameterOutOfRangeError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReputationOracleParameterOutOfRange represents a ParameterOutOfRange error raised by the ReputationOracle contract.
type ReputationOracleParameterOutOfRange struct {
	Name  string
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ParameterOutOfRange(string name, uint256 value)
func ReputationOracleParameterOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x3ce7db23bb66e6657a036d6b5f1476fae176dcfd2e229d3d554506a44a799758")
}

// UnpackParameterOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ParameterOutOfRange(string name, uint256 value)
func (reputationOracle *ReputationOracle) UnpackParameterOutOfRangeError(raw []byte) (*ReputationOracleParameterOutOfRange, error) {
	out := new(ReputationOracleParameterOutOfRange)
	if err := reputationOracle.abi.UnpackIntoInterface(out, "ParameterOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}
