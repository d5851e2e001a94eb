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
	TotalReviews    *big.Int
	Initialized     bool
	LastUpdated     *big.Int
}

// ReputationOracleDecision is an auto generated low-level Go binding around an user-defined struct.
type ReputationOracleDecision struct {
	SmoothedBps *big.Int
	LowerBps    *big.Int
	Routable    bool
}

// ReputationGateMetaData contains all meta data concerning the ReputationGate contract.
var ReputationGateMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"contractReputationOracle\",\"name\":\"oracle_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"floorBps_\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"guarded_\",\"type\":\"uint8\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"GUARD_FUND\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GUARD_SET_PROVIDER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GUARD_SUBMIT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"afterAction\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"beforeAction\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"floorBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"fundFloorOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"submitGuarded\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"floor\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"guarded\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"contractReputationOracle\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"passes\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"floorBps_\",\"type\":\"uint256\"}],\"name\":\"setFloor\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"actions\",\"type\":\"uint8\"}],\"name\":\"setGuarded\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"floorBps\",\"type\":\"uint256\"}],\"name\":\"FloorSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"actions\",\"type\":\"uint8\"}],\"name\":\"GuardedSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lowerBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"floorBps\",\"type\":\"uint256\"}],\"name\":\"BelowFloor\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"floorBps\",\"type\":\"uint256\"}],\"name\":\"FloorOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"actions\",\"type\":\"uint8\"}],\"name\":\"UnknownActions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnreadableJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroOracle\",\"type\":\"error\"}]",
	ID:  "0de4edd0cbf0f1c03168d37dc3f2e964d4",
	Bin: "0x60a0346101dd57601f610ff938819003918201601f19168301916001600160401b038311848410176101e1578084926080946040528339810103126101dd5780516001600160a01b03811691908290036101dd576020810151916001600160a01b038316908184036101dd57606060408401519301519060ff8216948583036101dd5781156101ca576001545f80546001600160a01b031981168517825560405192969294916001600160a01b03909116907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a3156101bb5760805261271084116101a857602081857f4cb0935e3033f928b78ec716d116b5127bef740b999582e9680ec8a007d99b369352a160f88116610195576001600160b81b031990911660a09290921b61ffff60a01b169190911760b09190911b60ff60b01b16176001556040519081527fffcd3f5ee18a81092b068b9b7ce0abc68ca15025e68e37a36d6c473d4a95f88490602090a1604051610e0390816101f68239608051818181610310015281816104940152610b260152f35b8363122e2c7960e01b5f5260045260245ffd5b83630274a42f60e11b5f5260045260245ffd5b636ab74eb360e11b5f5260045ffd5b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c9081630164089f146107065750806301ffc9a71461067d578063154b6ea4146105ac5780631cb861ac146105185780636e321ce41461045e578063715018a6146103f757806372f7a030146103d457806379ba5097146103345780637dc0d1d0146102f15780638da5cb5b146102cc5780638efbc0d814610209578063a3fe4783146101ef578063a8014461146101d4578063af29d622146101b9578063dc08fb1d1461019d578063dc10ac1514610179578063e30c3978146101535763f2fde38b146100e2575f80fd5b3461014f57602036600319011261014f576001600160a01b0361010361071f565b61010b610a22565b16806001600160a01b031960015416176001556001600160a01b035f54167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227005f80a3005b5f80fd5b3461014f575f36600319011261014f5760206001600160a01b0360015416604051908152f35b3461014f575f36600319011261014f57602061ffff60015460a01c16604051908152f35b3461014f576101b76101ae36610735565b92919091610890565b005b3461014f575f36600319011261014f57602060405160048152f35b3461014f575f36600319011261014f57602060405160028152f35b3461014f576101b761020036610735565b929190916107e9565b3461014f57602036600319011261014f57600435610225610a22565b61271081116102a15760207f4cb0935e3033f928b78ec716d116b5127bef740b999582e9680ec8a007d99b36916001547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff00000000000000000000000000000000000000008360a01b16911617600155604051908152a1005b7f04e9485e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b3461014f575f36600319011261014f5760206001600160a01b035f5416604051908152f35b3461014f575f36600319011261014f5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461014f575f36600319011261014f57336001600160a01b0360015416036103a8576001600160a01b0319600154166001555f54336001600160a01b03198216175f556001600160a01b033391167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461014f575f36600319011261014f57602060ff60015460b01c16604051908152f35b3461014f575f36600319011261014f5761040f610a22565b6001600160a01b0319600154166001555f6001600160a01b0381546001600160a01b031981168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b3461014f57602036600319011261014f57604051631d322a8560e31b815260043560048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa801561050d575f906104da575b60209061ffff60015460a01c161115604051908152f35b506020813d602011610505575b816104f46020938361079f565b8101031261014f57602090516104c3565b3d91506104e7565b6040513d5f823e3d90fd5b3461014f57604036600319011261014f5761056961053461071f565b6024356001600160a01b0361ffff92165f52600260205260405f208160041c5f5260205260f060405f20549160041b161c1690565b80610582575060405f5f5b825191151582526020820152f35b5f19810190811161059857604090600190610574565b634e487b7160e01b5f52601160045260245ffd5b3461014f57602036600319011261014f5760043560ff81169081810361014f576105d4610a22565b60f88116610651577fffcd3f5ee18a81092b068b9b7ce0abc68ca15025e68e37a36d6c473d4a95f884916020917fffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffff76ff000000000000000000000000000000000000000000006001549260b01b16911617600155604051908152a1005b507f122e2c79000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b3461014f57602036600319011261014f576004356001600160e01b0319811680910361014f57807f7ff6bc9e00000000000000000000000000000000000000000000000000000000602092149081156106dc575b506040519015158152f35b7f01ffc9a700000000000000000000000000000000000000000000000000000000915014826106d1565b3461014f575f36600319011261014f5780600160209252f35b600435906001600160a01b038216820361014f57565b90606060031983011261014f57600435916024356001600160e01b03198116810361014f579160443567ffffffffffffffff811161014f578260238201121561014f5780600401359267ffffffffffffffff841161014f576024848301011161014f576024019190565b90601f8019910116810190811067ffffffffffffffff8211176107c157604052565b634e487b7160e01b5f52604160045260245ffd5b35906001600160a01b038216820361014f57565b92906001600160e01b0319167fef98d8640000000000000000000000000000000000000000000000000000000014801590610881575b61087c57816040918101031261014f5761084d6020826108466001600160a01b03946107d5565b50016107d5565b166108555750565b8061086a61086561087a93610a91565b610ade565b61ffff60015460a01c1691610b00565b565b505050565b506001805460b01c161561081f565b909192600154926001600160e01b031961ffff8560a01c169460b01c91167f2c8b9c5b0000000000000000000000000000000000000000000000000000000081145f1461093057506001161561092a57836060918101031261014f57826108f961087a946107d5565b506040610908602083016107d5565b910135908115610919575090610b00565b6001600160a01b0391501690610b00565b50505050565b939450919290507f1f989ec80000000000000000000000000000000000000000000000000000000081036109d75750806002600492166109bc575b16610974575050565b60f08160041b1691335f52600260205260405f209160041c90815f528260205260405f205492600182018092116105985761ffff925f52602052831b921b19161760405f2055565b6109d2846109cc61086586610a91565b85610b00565b61096b565b9192917f9e63798d00000000000000000000000000000000000000000000000000000000149081610a15575b50610a0c575050565b61087a91610bd9565b600491501615155f610a03565b6001600160a01b035f541633036103a857565b60405190610140820182811067ffffffffffffffff8211176107c1576040525f610120838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e0820152826101008201520152565b90610a9a610a35565b50610aa58233610c80565b929015610aaf5750565b7fe8e1e6fc000000000000000000000000000000000000000000000000000000005f523360045260245260445ffd5b60e0810151908115610aee575090565b6001600160a01b039150602001511690565b919060405190631d322a8560e31b82528060048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa91821561050d575f92610ba5575b50828210610b645750505050565b60849450604051937fa43204810000000000000000000000000000000000000000000000000000000085526004850152602484015260448301526064820152fd5b9091506020813d602011610bd1575b81610bc16020938361079f565b8101031261014f5751905f610b56565b3d9150610bb4565b90610c128233906001600160a01b0361ffff92165f52600260205260405f208160041c5f5260205260f060405f20549160041b161c1690565b91610c1c81610a91565b8315610c53575f19840193841161059857838361087a9510610c49575b50610c4390610ade565b90610b00565b9250610c43610c39565b925060c083015115801590610c73575b61087c57610c4361087a93610ade565b5060a08301511515610c63565b919091610c8b610a35565b925f806040519360208501937fbf22c457000000000000000000000000000000000000000000000000000000008552602486015260248552610cce60448661079f565b6101c09360405195610ce0868861079f565b8536883751915afa813d109182158216610dfa575b5015908115610df2575b508015610de6575b610de057602081019081519160608201928351179260a083019384511790610100840191825117916001600160a01b0361012086019384511711610dd55760808501958887519165ffffffffffff60c089019384511711610dc757610140986001600160a01b03809896819794828096511690528d60a060408d0151910152511660208d0152516101008c0152511660408a01525161012089015260e085015160c08901525116606087015251166080850152015160e083015260019190565b5050505050505050505f9190565b5050505050505f9190565b505f9190565b50602081511415610d07565b90505f610cff565b5f843e5f610cf556",
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
// Solidity: function afterAction(uint256 jobId, bytes4 selector, bytes data) view returns()
func (reputationGate *ReputationGate) PackAfterAction(jobId *big.Int, selector [4]byte, data []byte) []byte {
	enc, err := reputationGate.abi.Pack("afterAction", jobId, selector, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAfterAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3fe4783.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function afterAction(uint256 jobId, bytes4 selector, bytes data) view returns()
func (reputationGate *ReputationGate) TryPackAfterAction(jobId *big.Int, selector [4]byte, data []byte) ([]byte, error) {
	return reputationGate.abi.Pack("afterAction", jobId, selector, data)
}

// PackBeforeAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc08fb1d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function beforeAction(uint256 jobId, bytes4 selector, bytes data) returns()
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
// Solidity: function beforeAction(uint256 jobId, bytes4 selector, bytes data) returns()
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

// PackFundFloorOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cb861ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fundFloorOf(address escrow, uint256 jobId) view returns(bool submitGuarded, uint256 floor)
func (reputationGate *ReputationGate) PackFundFloorOf(escrow common.Address, jobId *big.Int) []byte {
	enc, err := reputationGate.abi.Pack("fundFloorOf", escrow, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFundFloorOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cb861ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fundFloorOf(address escrow, uint256 jobId) view returns(bool submitGuarded, uint256 floor)
func (reputationGate *ReputationGate) TryPackFundFloorOf(escrow common.Address, jobId *big.Int) ([]byte, error) {
	return reputationGate.abi.Pack("fundFloorOf", escrow, jobId)
}

// FundFloorOfOutput serves as a container for the return parameters of contract
// method FundFloorOf.
type FundFloorOfOutput struct {
	SubmitGuarded bool
	Floor         *big.Int
}

// UnpackFundFloorOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1cb861ac.
//
// Solidity: function fundFloorOf(address escrow, uint256 jobId) view returns(bool submitGuarded, uint256 floor)
func (reputationGate *ReputationGate) UnpackFundFloorOf(data []byte) (FundFloorOfOutput, error) {
	out, err := reputationGate.abi.Unpack("fundFloorOf", data)
	outstruct := new(FundFloorOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.SubmitGuarded = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Floor = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
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
	if bytes.Equal(raw[:4], reputationGate.abi.Errors["UnreadableJob"].ID.Bytes()[:4]) {
		return reputationGate.UnpackUnreadableJobError(raw[4:])
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

// ReputationGateUnreadableJob represents a UnreadableJob error raised by the ReputationGate contract.
type ReputationGateUnreadableJob struct {
	Escrow common.Address
	JobId  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnreadableJob(address escrow, uint256 jobId)
func ReputationGateUnreadableJobErrorID() common.Hash {
	return common.HexToHash("0xe8e1e6fc1a3bea551cd288ecc73ef9e1d5d6021ff2cdcc2c38df40dc64275e19")
}

// UnpackUnreadableJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnreadableJob(address escrow, uint256 jobId)
func (reputationGate *ReputationGate) UnpackUnreadableJobError(raw []byte) (*ReputationGateUnreadableJob, error) {
	out := new(ReputationGateUnreadableJob)
	if err := reputationGate.abi.UnpackIntoInterface(out, "UnreadableJob", raw); err != nil {
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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"ledger_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"priorBps_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"priorWeight_\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"decimals\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"z_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"floorBps_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"ERC8004_REGISTRY\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PRIOR_WEIGHT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_THRESHOLD\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"agentIdOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"decision\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"smoothedBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lowerBps\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"routable\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"agentIds\",\"type\":\"uint256[]\"}],\"name\":\"decisions\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"smoothedBps\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lowerBps\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"routable\",\"type\":\"bool\"}],\"internalType\":\"structReputationOracle.Decision[]\",\"name\":\"out\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"floorBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"}],\"name\":\"getUserData\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"reputationScore\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"totalReviews\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"initialized\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"lastUpdated\",\"type\":\"uint256\"}],\"internalType\":\"structITrustOracle.UserReputation\",\"name\":\"rep\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"isRoutable\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"routable\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"contractIRepStateReader\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"lowerBoundBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"lowerBps\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"registry\",\"type\":\"string\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"meetsThreshold\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"priorBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"priorWeight\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"z\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"ParameterOutOfRange\",\"type\":\"error\"}]",
	ID:  "ce78e970721c7589a75f4b2b0fd8f948de",
	Bin: "0x610140346102c257601f6113af38819003918201601f19168301916001600160401b038311848410176102c65780849260c0946040528339810103126102c25780516001600160a01b03811691908290036102c2576020810151604082015160608301519160ff83168093036102c25760a0608085015194015194801561028e576127108211610257576bff0000000000000000000000831161021d57601284116101e657841580156101da575b6101aa5761271086116101735760805260a05260c052604d811161015f57600a0a60e05261010052610120526040516110d490816102db8239608051818181610120015281816104510152818161084b01528181610ad40152610bb1015260a0518181816106d00152610d90015260c0518181816108ce0152610d6e015260e0518181816107680152610d4c0152610100518181816106960152610d2a0152610120518181816103620152610d080152f35b634e487b7160e01b5f52601160045260245ffd5b60848660405190633ce7db2360e01b8252604060048301526008604483015267666c6f6f7242707360c01b60648301526024820152fd5b60848560405190633ce7db2360e01b82526040600483015260016044830152603d60f91b60648301526024820152fd5b50620186a085116100ad565b60848460405190633ce7db2360e01b8252604060048301526008604483015267646563696d616c7360c01b60648301526024820152fd5b60848360405190633ce7db2360e01b825260406004830152600b60448301526a1c1c9a5bdc95d95a59da1d60aa1b60648301526024820152fd5b60848260405190633ce7db2360e01b82526040600483015260086044830152677072696f7242707360c01b60648301526024820152fd5b6084604051633ce7db2360e01b81526040600482015260066044820152653632b233b2b960d11b60648201525f6024820152fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816308af5431146108f15750806336cdba8c146108b75780634d8e65061461086f57806356397c351461082c57806368939633146108065780637da4955a1461078b578063907af6c014610751578063a2a05dc614610726578063a83a475c146106f3578063c41e3afc146106b9578063c5d7802e1461067f578063d3b80bbe14610385578063dc10ac151461034b578063e991542814610322578063e9c9ec73146102f25763ffc9896b146100cc575f80fd5b3461026b57602036600319011261026b576004356001600160a01b03811680910361026b576040516100fd8161090a565b5f8152602081015f8152604082015f815260608301915f83526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001660405163163bcb5960e31b8152866004820152608081602481855afa8015610277575f5f925f926102b7575b508261017791610d02565b5088525083526101a4575b5060809450604051935184525160208401525115156040830152516060820152f35b60018352604051957fdd15a3070000000000000000000000000000000000000000000000000000000087526004870152602086602481845afa958615610277575f96610282575b506020600491604051928380927f57d775f80000000000000000000000000000000000000000000000000000000082525afa908115610277575f91610240575b506102389060809661099f565b83525f610182565b90506020813d60201161026f575b8161025b60209383610926565b8101031261026b5751608061022b565b5f80fd5b3d915061024e565b6040513d5f823e3d90fd5b9095506020813d6020116102af575b8161029e60209383610926565b8101031261026b57519460206101eb565b3d9150610291565b905061017792506102e0915060803d6080116102eb575b6102d88183610926565b810190610a8f565b50909250908261016c565b503d6102ce565b3461026b57602036600319011261026b576004356001600160a01b03811680910361026b57602090604051908152f35b3461026b57602036600319011261026b576020610340600435610ab1565b509050604051908152f35b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b57602036600319011261026b5760043567ffffffffffffffff811161026b573660238201121561026b5780600401359067ffffffffffffffff821161026b578160051b90366024838301011161026b577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff604051937f95543210000000000000000000000000000000000000000000000000000000008552602060048601528060248601521161026b57604483835f9460248395018484013781010301816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115610277575f916105b6575b5080519061048e82610b3a565b9161049c6040519384610926565b8083526104ab601f1991610b3a565b015f5b8181106105665750505f5b815181101561050857806104cf60019285610b52565b516104f46104dd8386610b52565b515160206104eb8588610b52565b51015190610d02565b1515604084015260208301529052016104b9565b826040518091602082016020835281518091526020604084019201905f5b818110610534575050500390f35b919350916020606060019260408751805183528481015185840152015115156040820152019401910191849392610526565b60405190606082019180831067ffffffffffffffff8411176105a2576020926040525f81525f838201525f6040820152828287010152016104ae565b634e487b7160e01b5f52604160045260245ffd5b90503d805f833e6105c78183610926565b81019060208183031261026b5780519067ffffffffffffffff821161026b570181601f8201121561026b578051906105fe82610b3a565b9261060c6040519485610926565b82845260208085019360071b8301019181831161026b57602001925b828410610639575050505081610481565b60808483031261026b5760206080916040516106548161090a565b8651815282870151838201526040870151604082015260608701516060820152815201930192610628565b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b57602036600319011261026b576060610711600435610ab1565b90604051928352602083015215156040820152f35b3461026b57602036600319011261026b576020610744600435610ab1565b9150506040519015158152f35b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b57608036600319011261026b5760443567ffffffffffffffff811161026b573660238201121561026b5780600401359067ffffffffffffffff821161026b57366024838301011161026b5760643560ff8116810361026b5760209260246107fc93016024356004356109c6565b6040519015158152f35b3461026b575f36600319011261026b5760206040516bff00000000000000000000008152f35b3461026b575f36600319011261026b5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461026b575f36600319011261026b576020604061088b610964565b815192839181835280519182918282860152018484015e5f828201840152601f01601f19168101030190f35b3461026b575f36600319011261026b5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461026b575f36600319011261026b5780606460209252f35b6080810190811067ffffffffffffffff8211176105a257604052565b90601f8019910116810190811067ffffffffffffffff8211176105a257604052565b67ffffffffffffffff81116105a257601f01601f191660200190565b60405190610973604083610926565b600782527f65726338303034000000000000000000000000000000000000000000000000006020830152565b818102929181159184041417156109b257565b634e487b7160e01b5f52601160045260245ffd5b92904614801590610a84575b8015610a77575b610a6f576109e681610948565b906109f46040519283610926565b8082526020820192368282011161026b57815f92602092863783010152519020610a1c610964565b6020815191012014801590610a5f575b610a5957610a3b60ff91610ab1565b5092905016906064820291808304606414901517156109b257101590565b50505f90565b50610a6981610b7a565b15610a2c565b505050505f90565b50606460ff8516116109d9565b5060ff8416156109d2565b919082608091031261026b578151916020810151916060604083015192015190565b6040519063163bcb5960e31b825260048201526080816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa801561027757610b0f915f905f92610b16575b50610d02565b9192909190565b9050610b31915060803d6080116102eb576102d88183610926565b5050905f610b09565b67ffffffffffffffff81116105a25760051b60200190565b8051821015610b665760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b604051907f134e18f40000000000000000000000000000000000000000000000000000000082526020826004816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa918215610277575f92610cbe575b506001600160a01b03821615610a59575f91829160405160208101917f6352211e000000000000000000000000000000000000000000000000000000008352602482015260248152610c34604482610926565b51915afa3d15610cb6573d90610c4982610948565b91610c576040519384610926565b82523d5f602084013e5b158015610cab575b610ca657602081519101519060208110610c95575b508015159081610c8c575090565b905060a01c1590565b5f199060200360031b1b165f610c7e565b505f90565b506020815110610c69565b606090610c61565b9091506020813d602011610cfa575b81610cda60209383610926565b8101031261026b57516001600160a01b038116810361026b57905f610be1565b3d9150610ccd565b610b0f917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f000000000000000000000000000000000000000000000000000000000000000091610de0565b919082018092116109b257565b8115610dcc570490565b634e487b7160e01b5f52601260045260245ffd5b919694939290610df09082610db5565b968715610e2657610e13610e1f959493610e0e610e18948b9461099f565b610db5565b610dc2565b9586610e33565b9182101590565b96505f9515949350505050565b92918115610a6f57610e45818461099f565b90610e50848361099f565b917f3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff861686036109b25785612710039161271083116109b257610ea9610eb091610ea487610ea4610eb6978c60021b61099f565b61099f565b918061099f565b90610db5565b610ebf81610f98565b90610eca828061099f565b10610f88575b84614e200290614e20820486036109b257610ef283610e0e86610ef89561099f565b9461099f565b80841115610f7f5783039283116109b2578261271002926127108404036109b257816305f5e10002916305f5e1008304036109b257610f3691610db5565b907f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff821682036109b257610f6d9160011b90610dc2565b9080821015610f7a575090565b905090565b50505050505f90565b5f1981146109b257600101610ed0565b60018111156110d1578060017001000000000000000000000000000000008310156110bb575b6004826801000000000000000061106d9410156110ae575b6401000000008110156110a1575b62010000811015611094575b610100811015611088575b601081101561107c575b1015611074575b60030260011c61101c8184610dc2565b0160011c61102a8184610dc2565b0160011c6110388184610dc2565b0160011c6110468184610dc2565b0160011c6110548184610dc2565b0160011c6110628184610dc2565b0160011c8092610dc2565b8111900390565b60011b61100c565b811c9160021b91611005565b60081c91811b91610ffb565b60101c9160081b91610ff0565b60201c9160101b91610fe4565b60401c9160201b91610fd6565b5050608081901c68010000000000000000610fbe565b9056",
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

// PackERC8004REGISTRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d8e6506.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ERC8004_REGISTRY() view returns(string)
func (reputationOracle *ReputationOracle) PackERC8004REGISTRY() []byte {
	enc, err := reputationOracle.abi.Pack("ERC8004_REGISTRY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackERC8004REGISTRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d8e6506.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ERC8004_REGISTRY() view returns(string)
func (reputationOracle *ReputationOracle) TryPackERC8004REGISTRY() ([]byte, error) {
	return reputationOracle.abi.Pack("ERC8004_REGISTRY")
}

// UnpackERC8004REGISTRY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d8e6506.
//
// Solidity: function ERC8004_REGISTRY() view returns(string)
func (reputationOracle *ReputationOracle) UnpackERC8004REGISTRY(data []byte) (string, error) {
	out, err := reputationOracle.abi.Unpack("ERC8004_REGISTRY", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
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

// PackMAXTHRESHOLD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08af5431.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_THRESHOLD() view returns(uint8)
func (reputationOracle *ReputationOracle) PackMAXTHRESHOLD() []byte {
	enc, err := reputationOracle.abi.Pack("MAX_THRESHOLD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTHRESHOLD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08af5431.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_THRESHOLD() view returns(uint8)
func (reputationOracle *ReputationOracle) TryPackMAXTHRESHOLD() ([]byte, error) {
	return reputationOracle.abi.Pack("MAX_THRESHOLD")
}

// UnpackMAXTHRESHOLD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x08af5431.
//
// Solidity: function MAX_THRESHOLD() view returns(uint8)
func (reputationOracle *ReputationOracle) UnpackMAXTHRESHOLD(data []byte) (uint8, error) {
	out, err := reputationOracle.abi.Unpack("MAX_THRESHOLD", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
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
// Solidity: function getUserData(address user) view returns((uint256,uint256,bool,uint256) rep)
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
// Solidity: function getUserData(address user) view returns((uint256,uint256,bool,uint256) rep)
func (reputationOracle *ReputationOracle) TryPackGetUserData(user common.Address) ([]byte, error) {
	return reputationOracle.abi.Pack("getUserData", user)
}

// UnpackGetUserData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffc9896b.
//
// Solidity: function getUserData(address user) view returns((uint256,uint256,bool,uint256) rep)
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

// PackMeetsThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7da4955a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function meetsThreshold(uint256 agentId, uint256 chainId, string registry, uint8 threshold) view returns(bool)
func (reputationOracle *ReputationOracle) PackMeetsThreshold(agentId *big.Int, chainId *big.Int, registry string, threshold uint8) []byte {
	enc, err := reputationOracle.abi.Pack("meetsThreshold", agentId, chainId, registry, threshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMeetsThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7da4955a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function meetsThreshold(uint256 agentId, uint256 chainId, string registry, uint8 threshold) view returns(bool)
func (reputationOracle *ReputationOracle) TryPackMeetsThreshold(agentId *big.Int, chainId *big.Int, registry string, threshold uint8) ([]byte, error) {
	return reputationOracle.abi.Pack("meetsThreshold", agentId, chainId, registry, threshold)
}

// UnpackMeetsThreshold is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7da4955a.
//
// Solidity: function meetsThreshold(uint256 agentId, uint256 chainId, string registry, uint8 threshold) view returns(bool)
func (reputationOracle *ReputationOracle) UnpackMeetsThreshold(data []byte) (bool, error) {
	out, err := reputationOracle.abi.Unpack("meetsThreshold", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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
