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
	Bin: "0x60a0346101dd57601f61129638819003918201601f19168301916001600160401b038311848410176101e1578084926080946040528339810103126101dd5780516001600160a01b03811691908290036101dd576020810151916001600160a01b038316908184036101dd57606060408401519301519060ff8216948583036101dd5781156101ca576001545f80546001600160a01b031981168517825560405192969294916001600160a01b03909116907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a3156101bb5760805261271084116101a857602081857f4cb0935e3033f928b78ec716d116b5127bef740b999582e9680ec8a007d99b369352a160f88116610195576001600160b81b031990911660a09290921b61ffff60a01b169190911760b09190911b60ff60b01b16176001556040519081527fffcd3f5ee18a81092b068b9b7ce0abc68ca15025e68e37a36d6c473d4a95f88490602090a16040516110a090816101f682396080518181816103690152818161059a0152610d7d0152f35b8363122e2c7960e01b5f5260045260245ffd5b83630274a42f60e11b5f5260045260245ffd5b636ab74eb360e11b5f5260045ffd5b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c9081630164089f146108695750806301ffc9a7146107c8578063154b6ea4146106f75780631cb861ac1461061e5780636e321ce41461053e578063715018a61461049a57806372f7a0301461047757806379ba50971461038d5780637dc0d1d01461033d5780638da5cb5b1461030b5780638efbc0d814610248578063a3fe47831461022e578063a801446114610213578063af29d622146101f8578063dc08fb1d146101dc578063dc10ac15146101b8578063e30c3978146101855763f2fde38b146100e2575f80fd5b346101815760206003193601126101815773ffffffffffffffffffffffffffffffffffffffff610110610882565b610118610c39565b16807fffffffffffffffffffffffff0000000000000000000000000000000000000000600154161760015573ffffffffffffffffffffffffffffffffffffffff5f54167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227005f80a3005b5f80fd5b34610181575f60031936011261018157602073ffffffffffffffffffffffffffffffffffffffff60015416604051908152f35b34610181575f60031936011261018157602061ffff60015460a01c16604051908152f35b34610181576101f66101ed366108a5565b92919091610a82565b005b34610181575f60031936011261018157602060405160048152f35b34610181575f60031936011261018157602060405160028152f35b34610181576101f661023f366108a5565b929190916109b6565b3461018157602060031936011261018157600435610264610c39565b61271081116102e05760207f4cb0935e3033f928b78ec716d116b5127bef740b999582e9680ec8a007d99b36916001547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff00000000000000000000000000000000000000008360a01b16911617600155604051908152a1005b7f04e9485e000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610181575f60031936011261018157602073ffffffffffffffffffffffffffffffffffffffff5f5416604051908152f35b34610181575f60031936011261018157602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610181575f600319360112610181573373ffffffffffffffffffffffffffffffffffffffff600154160361044b577fffffffffffffffffffffffff0000000000000000000000000000000000000000600154166001555f54337fffffffffffffffffffffffff00000000000000000000000000000000000000008216175f5573ffffffffffffffffffffffffffffffffffffffff3391167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610181575f60031936011261018157602060ff60015460b01c16604051908152f35b34610181575f600319360112610181576104b2610c39565b7fffffffffffffffffffffffff0000000000000000000000000000000000000000600154166001555f73ffffffffffffffffffffffffffffffffffffffff81547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b34610181576020600319360112610181576040517fe9915428000000000000000000000000000000000000000000000000000000008152600435600482015260208160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa8015610613575f906105e0575b60209061ffff60015460a01c161115604051908152f35b506020813d60201161060b575b816105fa60209383610927565b8101031261018157602090516105c9565b3d91506105ed565b6040513d5f823e3d90fd5b346101815760406003193601126101815761067c61063a610882565b60243573ffffffffffffffffffffffffffffffffffffffff61ffff92165f52600260205260405f208160041c5f5260205260f060405f20549160041b161c1690565b80610695575060405f5f5b825191151582526020820152f35b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81019081116106ca57604090600190610687565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b346101815760206003193601126101815760043560ff8116908181036101815761071f610c39565b60f8811661079c577fffcd3f5ee18a81092b068b9b7ce0abc68ca15025e68e37a36d6c473d4a95f884916020917fffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffff76ff000000000000000000000000000000000000000000006001549260b01b16911617600155604051908152a1005b507f122e2c79000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b34610181576020600319360112610181576004357fffffffff00000000000000000000000000000000000000000000000000000000811680910361018157807f7ff6bc9e000000000000000000000000000000000000000000000000000000006020921490811561083f575b506040519015158152f35b7f01ffc9a70000000000000000000000000000000000000000000000000000000091501482610834565b34610181575f6003193601126101815780600160209252f35b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361018157565b90606060031983011261018157600435916024357fffffffff0000000000000000000000000000000000000000000000000000000081168103610181579160443567ffffffffffffffff811161018157826023820112156101815780600401359267ffffffffffffffff84116101815760248483010111610181576024019190565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761096857604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b359073ffffffffffffffffffffffffffffffffffffffff8216820361018157565b92907fffffffff00000000000000000000000000000000000000000000000000000000167fef98d8640000000000000000000000000000000000000000000000000000000014801590610a73575b610a6e57816040918101031261018157610a3f602082610a3873ffffffffffffffffffffffffffffffffffffffff94610995565b5001610995565b16610a475750565b80610a5c610a57610a6c93610cb5565b610d02565b61ffff60015460a01c1691610d31565b565b505050565b506001805460b01c1615610a04565b909192600154927fffffffff0000000000000000000000000000000000000000000000000000000061ffff8560a01c169460b01c91167f2c8b9c5b0000000000000000000000000000000000000000000000000000000081145f14610b47575060011615610b415783606091810103126101815782610b03610a6c94610995565b506040610b1260208301610995565b910135908115610b23575090610d31565b73ffffffffffffffffffffffffffffffffffffffff91501690610d31565b50505050565b939450919290507f1f989ec8000000000000000000000000000000000000000000000000000000008103610bee575080600260049216610bd3575b16610b8b575050565b60f08160041b1691335f52600260205260405f209160041c90815f528260205260405f205492600182018092116106ca5761ffff925f52602052831b921b19161760405f2055565b610be984610be3610a5786610cb5565b85610d31565b610b82565b9192917f9e63798d00000000000000000000000000000000000000000000000000000000149081610c2c575b50610c23575050565b610a6c91610e30565b600491501615155f610c1a565b73ffffffffffffffffffffffffffffffffffffffff5f5416330361044b57565b60405190610140820182811067ffffffffffffffff821117610968576040525f610120838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e0820152826101008201520152565b90610cbe610c59565b50610cc98233610f03565b929015610cd35750565b7fe8e1e6fc000000000000000000000000000000000000000000000000000000005f523360045260245260445ffd5b60e0810151908115610d12575090565b73ffffffffffffffffffffffffffffffffffffffff9150602001511690565b9190604051907fe991542800000000000000000000000000000000000000000000000000000000825280600483015260208260248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa918215610613575f92610dfc575b50828210610dbb5750505050565b60849450604051937fa43204810000000000000000000000000000000000000000000000000000000085526004850152602484015260448301526064820152fd5b9091506020813d602011610e28575b81610e1860209383610927565b810103126101815751905f610dad565b3d9150610e0b565b90610e7682339073ffffffffffffffffffffffffffffffffffffffff61ffff92165f52600260205260405f208160041c5f5260205260f060405f20549160041b161c1690565b91610e8081610cb5565b8315610ed6577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff84019384116106ca578383610a6c9510610ecc575b50610ec690610d02565b90610d31565b9250610ec6610ebc565b925060c083015115801590610ef6575b610a6e57610ec6610a6c93610d02565b5060a08301511515610ee6565b919091610f0e610c59565b925f806040519360208501937fbf22c457000000000000000000000000000000000000000000000000000000008552602486015260248552610f51604486610927565b6101c09360405195610f638688610927565b8536883751915afa813d109182158216611097575b501590811561108f575b508015611083575b61107d57602081019081519160608201928351179260a0830193845117906101008401918251179173ffffffffffffffffffffffffffffffffffffffff610120860193845117116110725760808501958887519165ffffffffffff60c089019384511711611064576101409873ffffffffffffffffffffffffffffffffffffffff809896819794828096511690528d60a060408d0151910152511660208d0152516101008c0152511660408a01525161012089015260e085015160c08901525116606087015251166080850152015160e083015260019190565b5050505050505050505f9190565b5050505050505f9190565b505f9190565b50602081511415610f8a565b90505f610f82565b5f843e5f610f7856",
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
	Bin: "0x610140346102c257601f61157038819003918201601f19168301916001600160401b038311848410176102c65780849260c0946040528339810103126102c25780516001600160a01b03811691908290036102c2576020810151604082015160608301519160ff83168093036102c25760a0608085015194015194801561028e576127108211610257576bff0000000000000000000000831161021d57601284116101e657841580156101da575b6101aa5761271086116101735760805260a05260c052604d811161015f57600a0a60e052610100526101205260405161129590816102db823960805181818161013a0152818161049e015281816108db01528181610bfe0152610d01015260a0518181816107530152610f19015260c05181818161097c0152610ef7015260e0518181816107eb0152610ed50152610100518181816107190152610eb30152610120518181816103a20152610e910152f35b634e487b7160e01b5f52601160045260245ffd5b60848660405190633ce7db2360e01b8252604060048301526008604483015267666c6f6f7242707360c01b60648301526024820152fd5b60848560405190633ce7db2360e01b82526040600483015260016044830152603d60f91b60648301526024820152fd5b50620186a085116100ad565b60848460405190633ce7db2360e01b8252604060048301526008604483015267646563696d616c7360c01b60648301526024820152fd5b60848360405190633ce7db2360e01b825260406004830152600b60448301526a1c1c9a5bdc95d95a59da1d60aa1b60648301526024820152fd5b60848260405190633ce7db2360e01b82526040600483015260086044830152677072696f7242707360c01b60648301526024820152fd5b6084604051633ce7db2360e01b81526040600482015260066044820152653632b233b2b960d11b60648201525f6024820152fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f3560e01c90816308af54311461099f5750806336cdba8c146109655780634d8e6506146108ff57806356397c35146108af57806368939633146108895780637da4955a1461080e578063907af6c0146107d4578063a2a05dc6146107a9578063a83a475c14610776578063c41e3afc1461073c578063c5d7802e14610702578063d3b80bbe146103c5578063dc10ac151461038b578063e991542814610362578063e9c9ec73146103255763ffc9896b146100cc575f80fd5b3461029e57602060031936011261029e5760043573ffffffffffffffffffffffffffffffffffffffff811680910361029e5760405161010a816109b8565b5f8152602081015f8152604082015f815260608301915f835273ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000166040517fb1de5ac8000000000000000000000000000000000000000000000000000000008152866004820152608081602481855afa80156102aa575f5f925f926102ea575b50826101aa91610e8b565b5088525083526101d7575b5060809450604051935184525160208401525115156040830152516060820152f35b60018352604051957fdd15a3070000000000000000000000000000000000000000000000000000000087526004870152602086602481845afa9586156102aa575f966102b5575b506020600491604051928380927f57d775f80000000000000000000000000000000000000000000000000000000082525afa9081156102aa575f91610273575b5061026b90608096610a8a565b83525f6101b5565b90506020813d6020116102a2575b8161028e602093836109d4565b8101031261029e5751608061025e565b5f80fd5b3d9150610281565b6040513d5f823e3d90fd5b9095506020813d6020116102e2575b816102d1602093836109d4565b8101031261029e575194602061021e565b3d91506102c4565b90506101aa9250610313915060803d60801161031e575b61030b81836109d4565b810190610b93565b50909250908261019f565b503d610301565b3461029e57602060031936011261029e5760043573ffffffffffffffffffffffffffffffffffffffff811680910361029e57602090604051908152f35b3461029e57602060031936011261029e576020610380600435610bb5565b509050604051908152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57602060031936011261029e5760043567ffffffffffffffff811161029e573660238201121561029e5780600401359067ffffffffffffffff821161029e578160051b90366024838301011161029e577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff604051937f95543210000000000000000000000000000000000000000000000000000000008552602060048601528060248601521161029e57604483835f94602483950184840137810103018173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa9081156102aa575f91610639575b508051907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06105156104ff84610c64565b9361050d60405195866109d4565b808552610c64565b015f5b8181106105d05750505f5b8151811015610572578061053960019285610c7c565b5161055e6105478386610c7c565b515160206105558588610c7c565b51015190610e8b565b151560408401526020830152905201610523565b826040518091602082016020835281518091526020604084019201905f5b81811061059e575050500390f35b919350916020606060019260408751805183528481015185840152015115156040820152019401910191849392610590565b60405190606082019180831067ffffffffffffffff84111761060c576020926040525f81525f838201525f604082015282828701015201610518565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b90503d805f833e61064a81836109d4565b81019060208183031261029e5780519067ffffffffffffffff821161029e570181601f8201121561029e5780519061068182610c64565b9261068f60405194856109d4565b82845260208085019360071b8301019181831161029e57602001925b8284106106bc5750505050816104ce565b60808483031261029e5760206080916040516106d7816109b8565b86518152828701518382015260408701516040820152606087015160608201528152019301926106ab565b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57602060031936011261029e576060610794600435610bb5565b90604051928352602083015215156040820152f35b3461029e57602060031936011261029e5760206107c7600435610bb5565b9150506040519015158152f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e57608060031936011261029e5760443567ffffffffffffffff811161029e573660238201121561029e5780600401359067ffffffffffffffff821161029e57366024838301011161029e5760643560ff8116810361029e57602092602461087f9301602435600435610aca565b6040519015158152f35b3461029e575f60031936011261029e5760206040516bff00000000000000000000008152f35b3461029e575f60031936011261029e57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461029e575f60031936011261029e576020604061091b610a4f565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f835194859381855280519182918282880152018686015e5f85828601015201168101030190f35b3461029e575f60031936011261029e5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461029e575f60031936011261029e5780606460209252f35b6080810190811067ffffffffffffffff82111761060c57604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761060c57604052565b67ffffffffffffffff811161060c57601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01660200190565b60405190610a5e6040836109d4565b600782527f65726338303034000000000000000000000000000000000000000000000000006020830152565b81810292918115918404141715610a9d57565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b92904614801590610b88575b8015610b7b575b610b7357610aea81610a15565b90610af860405192836109d4565b8082526020820192368282011161029e57815f92602092863783010152519020610b20610a4f565b6020815191012014801590610b63575b610b5d57610b3f60ff91610bb5565b509290501690606482029180830460641490151715610a9d57101590565b50505f90565b50610b6d81610cbd565b15610b30565b505050505f90565b50606460ff851611610add565b5060ff841615610ad6565b919082608091031261029e578151916020810151916060604083015192015190565b604051907fb1de5ac8000000000000000000000000000000000000000000000000000000008252600482015260808160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa80156102aa57610c39915f905f92610c40575b50610e8b565b9192909190565b9050610c5b915060803d60801161031e5761030b81836109d4565b5050905f610c33565b67ffffffffffffffff811161060c5760051b60200190565b8051821015610c905760209160051b010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b604051907f134e18f400000000000000000000000000000000000000000000000000000000825260208260048173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa9182156102aa575f92610e3a575b5073ffffffffffffffffffffffffffffffffffffffff821615610b5d575f91829160405160208101917f6352211e000000000000000000000000000000000000000000000000000000008352602482015260248152610d916044826109d4565b51915afa3d15610e32573d90610da682610a15565b91610db460405193846109d4565b82523d5f602084013e5b158015610e27575b610e2257602081519101519060208110610df2575b508015159081610de9575090565b905060a01c1590565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9060200360031b1b165f610ddb565b505f90565b506020815110610dc6565b606090610dbe565b9091506020813d602011610e83575b81610e56602093836109d4565b8101031261029e575173ffffffffffffffffffffffffffffffffffffffff8116810361029e57905f610d31565b3d9150610e49565b610c39917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f0000000000000000000000000000000000000000000000000000000000000000917f000000000000000000000000000000000000000000000000000000000000000091610f82565b91908201809211610a9d57565b8115610f55570490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b919694939290610f929082610f3e565b968715610fc857610fb5610fc1959493610fb0610fba948b94610a8a565b610f3e565b610f4b565b9586610fd5565b9182101590565b96505f9515949350505050565b92918115610b7357610fe78184610a8a565b90610ff28483610a8a565b917f3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff86168603610a9d578561271003916127108311610a9d5761104b6110529161104687611046611058978c60021b610a8a565b610a8a565b9180610a8a565b90610f3e565b61106181611159565b9061106c8280610a8a565b1061112a575b84614e200290614e2082048603610a9d5761109483610fb08661109a95610a8a565b94610a8a565b80841115611121578303928311610a9d57826127100292612710840403610a9d57816305f5e10002916305f5e100830403610a9d576110d891610f3e565b907f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82168203610a9d5761110f9160011b90610f4b565b908082101561111c575090565b905090565b50505050505f90565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8114610a9d57600101611072565b60018111156112925780600170010000000000000000000000000000000083101561127c575b6004826801000000000000000061122e94101561126f575b640100000000811015611262575b62010000811015611255575b610100811015611249575b601081101561123d575b1015611235575b60030260011c6111dd8184610f4b565b0160011c6111eb8184610f4b565b0160011c6111f98184610f4b565b0160011c6112078184610f4b565b0160011c6112158184610f4b565b0160011c6112238184610f4b565b0160011c8092610f4b565b8111900390565b60011b6111cd565b811c9160021b916111c6565b60081c91811b916111bc565b60101c9160081b916111b1565b60201c9160101b916111a5565b60401c9160201b91611197565b5050608081901c6801000000000000000061117f565b9056",
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
