// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package x402source

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

// X402SourceSignedOutcome is an auto generated low-level Go binding around an user-defined struct.
type X402SourceSignedOutcome struct {
	Payer     common.Address
	Nonce     [32]byte
	AgentId   *big.Int
	Amount    *big.Int
	SettledAt *big.Int
	Outcome   *big.Int
	Signature []byte
}

// X402SourceMetaData contains all meta data concerning the X402Source contract.
var X402SourceMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"ledger_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"outcomeWindow_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"MAX_OUTCOME_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_OUTCOME_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"OUTCOME_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"consumeRating\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"contractISourceLedger\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"}],\"name\":\"outcomeDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"outcomeWindow\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"settledAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structX402Source.SignedOutcome\",\"name\":\"o\",\"type\":\"tuple\"}],\"name\":\"rate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"settledAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structX402Source.SignedOutcome[]\",\"name\":\"outcomes\",\"type\":\"tuple[]\"}],\"name\":\"rateBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"applied\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ratingTerms\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"receiptIdOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"}],\"name\":\"receiptState\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"settled\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"receiptIds\",\"type\":\"uint256[]\"}],\"name\":\"receiptStates\",\"outputs\":[{\"internalType\":\"bool[]\",\"name\":\"settled\",\"type\":\"bool[]\"},{\"internalType\":\"bool[]\",\"name\":\"rated\",\"type\":\"bool[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"settle\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumX402Source.Reason\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"OutcomeRefused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payee\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"settledAt\",\"type\":\"uint256\"}],\"name\":\"PaymentSettled\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"AgentIdsDisabled\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"window\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"min\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"OutcomeWindowOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payee\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"PayeeNotAgentWallet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PushOnly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"}],\"name\":\"ReceiptExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"},{\"internalType\":\"enumX402Source.Reason\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"Refused\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"}],\"name\":\"SelfPayment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"}]",
	ID:  "e80a920bb8344ec729a701af496a5b210a",
	Bin: "0x6101e080604052346102615760408161206a80380380916100208285610314565b8339810103126102615760206100358261034b565b91015190604051610047604082610314565b6015815260208101907f7265706c6564676572207834303220736f757263650000000000000000000000825260405191610082604084610314565b600183526020830191603160f81b835261009b8161035f565b610120526100a8846104f5565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261011160c082610314565b5190206080523060c0526001600160a01b031680156102e55761012c821080156102d9575b6102b9576101608190526040516338d52e0f60e01b8152602081600481855afa90811561026d575f91610278575b50610180526040516304d3863d60e21b815290602090829060049082905afa90811561026d575f9161022f575b506101a0526101c052604051611a3c908161062e823960805181611890015260a0518161194d015260c05181611861015260e051816118df0152610100518161190501526101205181610276015261014051816102a00152610160518181816107e40152610fae01526101805181818161045e01526109f101526101a051818181610a4101526111a401526101c051818181610a7a0152610e5f0152f35b90506020813d602011610265575b8161024a60209383610314565b810103126102615761025b9061034b565b5f610191565b5f80fd5b3d915061023d565b6040513d5f823e3d90fd5b90506020813d6020116102b1575b8161029360209383610314565b81010312610261576004916102a960209261034b565b915091610164565b3d9150610286565b506302996a1960e11b5f5260045261012c60245262278d0060445260645ffd5b5062278d008211610136565b60405163eac0d38960e01b81526020600482015260066024820152653632b233b2b960d11b6044820152606490fd5b601f909101601f19168101906001600160401b0382119082101761033757604052565b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b038216820361026157565b908151602081105f146103d9575090601f81511161039957602081519101516020821061038a571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fd5b6001600160401b038111610337575f54600181811c911680156104eb575b60208210146104d757601f81116104a5575b50602092601f821160011461044657928192935f9261043b575b50508160011b915f199060031b1c1916175f5560ff90565b015190505f80610423565b601f198216935f8052805f20915f5b86811061048d5750836001959610610475575b505050811b015f5560ff90565b01515f1960f88460031b161c191690555f8080610468565b91926020600181928685015181550194019201610455565b5f8052601f60205f20910160051c810190601f830160051c015b8181106104cc5750610409565b5f81556001016104bf565b634e487b7160e01b5f52602260045260245ffd5b90607f16906103f7565b908151602081105f14610520575090601f81511161039957602081519101516020821061038a571790565b6001600160401b03811161033757600154600181811c91168015610623575b60208210146104d757601f81116105f0575b50602092601f821160011461058f57928192935f92610584575b50508160011b915f199060031b1c19161760015560ff90565b015190505f8061056b565b601f1982169360015f52805f20915f5b8681106105d857508360019596106105c0575b505050811b0160015560ff90565b01515f1960f88460031b161c191690555f80806105b2565b9192602060018192868501518155019401920161059f565b60015f52601f60205f20910160051c810190601f830160051c015b8181106106185750610551565b5f815560010161060b565b90607f169061053f56fe6080806040526004361015610012575f80fd5b5f905f3560e01c908163079eb94a14610a6557508063134e18f414610a1557806338d52e0f146109c55780634375469f146108f65780634a1dd93d1461087a5780634d50b5a4146108405780635001762e1461080857806356397c35146107b8578063570fd3201461065c5780635aa5c9c114610640578063655442181461037457806384b0196e1461025c57806396c65843146102195780639ebe725a146101e9578063ab4bd6c314610129578063eccf92da1461010b5763fddd1c21146100d9575f80fd5b346101085760406003193601126101085760206101006100f7610ace565b60243590610d7f565b604051908152f35b80fd5b5034610108578060031936011261010857602060405162278d008152f35b50346101085760206003193601126101085760043567ffffffffffffffff81116101e55761015b903690600401610a9d565b909161016682610cef565b9061017083610cef565b93815b848110156101b7576001908060051b830135845260026020528160408520546002811615156101a2848b610d3e565b521615156101b08287610d3e565b5201610173565b6101d3846101e188604051938493604085526040850190610b34565b908382036020850152610b34565b0390f35b5080fd5b5034610108576080600319360112610108576020610100610208610ace565b606435906044359060243590610c44565b503461010857602060031936011261010857600490610236610bd7565b507f9efb982a000000000000000000000000000000000000000000000000000000008152fd5b50346101085780600319360112610108576103189061029a7f0000000000000000000000000000000000000000000000000000000000000000611604565b906102c47f000000000000000000000000000000000000000000000000000000000000000061177a565b906020610326604051936102d88386610b69565b8385525f3681376040519687967f0f00000000000000000000000000000000000000000000000000000000000000885260e08589015260e0880190610af1565b908682036040880152610af1565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b82811061035d57505050500390f35b83518552869550938101939281019260010161034e565b50346105bc576101006003193601126105bc5761038f610ace565b6024359073ffffffffffffffffffffffffffffffffffffffff8216918281036105bc576044359360e4359360a43567ffffffffffffffff86116105bc57366023870112156105bc5785600401359167ffffffffffffffff83116105bc5736602484890101116105bc5787156106185773ffffffffffffffffffffffffffffffffffffffff8616948186146105ec578261042f6104359260c435908a611186565b97610d7f565b96875f52600260205260405f20546105c05773ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690813b156105bc57849060405195869283927fcf0929950000000000000000000000000000000000000000000000000000000084528a60048501528660248501528d6044850152606435606485015260843560848501528760a485015260c4840160e090528160e4850152602401610104840137808201610104015f9052601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01681010361010401815a5f948591f19182156105b15760209888957f48fe0579a726d4f57332c42954a7a517bb41e62d42090ebe2c3a4417583f0fe59560809561059e575b506040600161057542858d6113ba565b179188815260028d522055604051928352898301526040820152426060820152a4604051908152f35b6105aa91505f90610b69565b5f5f610565565b6040513d5f823e3d90fd5b5f80fd5b877fcd612e87000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b857f0e07800a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f1f2a2005000000000000000000000000000000000000000000000000000000005f5260045ffd5b346105bc575f6003193601126105bc57602060405161012c8152f35b346105bc5760206003193601126105bc5760043567ffffffffffffffff81116105bc5761068d903690600401610a9d565b5f91368190037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff2101835b838510156107ad578460051b830135828112156105bc576106d9908401610e19565b6006811015610780578061074b5750507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff811461071e576001809101945b01936106b7565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b907fa5af6ea9e77c1380b611b526c7c9cbec398734a7e5ebf8c6ce95729218ecd66e60206001949893604051908152a2610717565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b602090604051908152f35b346105bc575f6003193601126105bc57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346105bc5760206003193601126105bc576004355f5260026020526040805f2054600282519160018116151583521615156020820152f35b346105bc575f6003193601126105bc5760206040517fa365183c6b6b2604c875ed1fb018e7ecfb0adf298642de96f6708ce67ece47528152f35b346105bc5760206003193601126105bc5760043567ffffffffffffffff81116105bc5760e060031982360301126105bc576108b790600401610e19565b90600682101561078057816108c857005b7f021b86a2000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b346105bc5760206003193601126105bc57610120610912610bd7565b6004355f52600260205261010060405f20549160018316151592838252602082018481526002604084019216151582526040519485525115156020850152511515604084015260ff606082015116606084015260ff608082015116608084015264ffffffffff60a08201511660a084015273ffffffffffffffffffffffffffffffffffffffff60c08201511660c08401526bffffffffffffffffffffffff60e08201511660e08401520151610100820152f35b346105bc575f6003193601126105bc57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346105bc575f6003193601126105bc57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346105bc575f6003193601126105bc576020907f00000000000000000000000000000000000000000000000000000000000000008152f35b9181601f840112156105bc5782359167ffffffffffffffff83116105bc576020808501948460051b0101116105bc57565b6004359073ffffffffffffffffffffffffffffffffffffffff821682036105bc57565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b90602080835192838152019201905f5b818110610b515750505090565b82511515845260209384019390920191600101610b44565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff821117610baa57604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b60405190610120820182811067ffffffffffffffff821117610baa576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b67ffffffffffffffff8111610baa5760051b60200190565b91926042936040519273ffffffffffffffffffffffffffffffffffffffff60208501957fa365183c6b6b2604c875ed1fb018e7ecfb0adf298642de96f6708ce67ece475287521660408501526060840152608083015260a082015260a08152610cae60c082610b69565b519020610cb961184a565b90604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522090565b90610cf982610c2c565b610d066040519182610b69565b8281527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0610d348294610c2c565b0190602036910137565b8051821015610d525760209160051b010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b906040519073ffffffffffffffffffffffffffffffffffffffff6020830193168352604082015260408152610db5606082610b69565b51902060201c90565b3573ffffffffffffffffffffffffffffffffffffffff811681036105bc5790565b67ffffffffffffffff8111610baa57601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01660200190565b905f90610e2583610dbe565b610e3460208501358092610d7f565b93845f52600260205260405f20549182158015611118575b61110f57600283166111065760808201357f0000000000000000000000000000000000000000000000000000000000000000810180821161071e5742116110fc5760a08301359360018560f81c148015906110d2575b62010000861615908082156110bb575080156110ac575b8015611091575b1590811591611088575b5061107d57610ed884610dbe565b610ef286610ee587610dbe565b6040880135968791610c44565b60c08601357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1873603018112156105bc5786019081359267ffffffffffffffff84116105bc57602083019380360385136105bc57610f4f81610ddf565b93610f5d6040519586610b69565b81855260208236920101116105bc576020815f92610f82978388013785010152611408565b1561107257600290885f52816020521760405f205573ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001692610fe1610fdb82610dbe565b95611553565b843b156105bc575f9460c49360ff879360608d9673ffffffffffffffffffffffffffffffffffffffff6040519c8d9b8c9a7f0ffe97aa000000000000000000000000000000000000000000000000000000008c5260048c015260248b01521660448901520135606487015216608485015260a48401525af180156105b1576110665750565b5f61107091610b69565b565b506005955050505050565b506004955050505050565b9050155f610eca565b5060ff8660081c1615158015610ec057506008861615610ec0565b5060ff8660181c161515610eb9565b905080610eb95750606460ff8760181c1611610eb9565b507effffffffffffffffffffffffffffffffffffffffffffffffffffff00fe00f085161515610ea2565b5060039450505050565b50600293505050565b50600193505050565b506111306080830135606084013560408501356113ba565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0084161415610e4c565b908160209103126105bc575173ffffffffffffffffffffffffffffffffffffffff811681036105bc5790565b90821561139e5773ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690811561137657604051907e339509000000000000000000000000000000000000000000000000000000008252846004830152602082602481865afa9182156105b1575f9261133d575b5073ffffffffffffffffffffffffffffffffffffffff9182169116818114801590611335575b611303575050906020602492604051938480927f6352211e0000000000000000000000000000000000000000000000000000000082528760048301525afa9081156105b15773ffffffffffffffffffffffffffffffffffffffff925f926112d0575b508216911681146112a5575090565b7f0e07800a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b839192506112f59060203d6020116112fc575b6112ed8183610b69565b81019061115a565b9190611296565b503d6112e3565b847f687f2eee000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b508015611234565b73ffffffffffffffffffffffffffffffffffffffff91925061136e829160203d6020116112fc576112ed8183610b69565b92915061120e565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b73ffffffffffffffffffffffffffffffffffffffff1692915050565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff009260405191602083019384526040830152606082015260608152611401608082610b69565b5190201690565b9190823b611450579061141a91611973565b5060048110156107805715918261143057505090565b73ffffffffffffffffffffffffffffffffffffffff919250811691161490565b915f9261149f6114cb859460405192839160208301957f1626ba7e0000000000000000000000000000000000000000000000000000000087526024840152604060448401526064830190610af1565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282610b69565b51915afa3d1561154c573d6114df81610ddf565b906114ed6040519283610b69565b81523d5f602083013e5b8161153e575b81611506575090565b90506020818051810103126105bc57602001517f1626ba7e000000000000000000000000000000000000000000000000000000001490565b9050602081511015906114fd565b60606114f7565b600181166115fe57600281166115f85760ff8160081c16604691600481166115ef575b6008161515806115e7575b6115d5575b600a8110156115cd575b8060030290600382040361071e57808211156115c557810390811161071e575b60648110156115bf5760ff1690565b50606490565b50505f6115b0565b50600a611590565b90600a810180911161071e5790611586565b508015611581565b60559250611576565b50605f90565b50601490565b60ff81146116635760ff811690601f821161163b5760405191611628604084610b69565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b506040515f5f548060011c9160018216918215611770575b60208410831461174357838552849290811561170657506001146116a9575b6116a692500382610b69565b90565b505f80805290917f290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e5635b8183106116ea5750509060206116a69282010161169a565b60209193508060019154838588010152019101909183926116d2565b602092506116a69491507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001682840152151560051b82010161169a565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b92607f169261167b565b60ff811461179e5760ff811690601f821161163b5760405191611628604084610b69565b506040515f6001548060011c9160018216918215611840575b60208410831461174357838552849290811561170657506001146117e1576116a692500382610b69565b5060015f90815290917fb10e2d527612073b26eecdfd717e6a320cf44b4afac2b0732d9fcbe2b7fa0cf65b8183106118245750509060206116a69282010161169a565b602091935080600191548385880101520191019091839261180c565b92607f16926117b7565b73ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001630148061194a575b156118b2577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261194460c082610b69565b51902090565b507f00000000000000000000000000000000000000000000000000000000000000004614611889565b81519190604183036119a35761199c9250602082015190606060408401519301515f1a906119ad565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411611a31579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156105b1575f5173ffffffffffffffffffffffffffffffffffffffff811615611a2757905f905f90565b505f906001905f90565b5050505f916003919056",
}

// X402Source is an auto generated Go binding around an Ethereum contract.
type X402Source struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *X402Source) GetABI() abi.ABI {
	return c.abi
}

// NewX402Source creates a new instance of X402Source.
func NewX402Source() *X402Source {
	parsed, err := X402SourceMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &X402Source{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *X402Source) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address ledger_, uint256 outcomeWindow_) returns()
func (x402Source *X402Source) PackConstructor(ledger_ common.Address, outcomeWindow_ *big.Int) []byte {
	enc, err := x402Source.abi.Pack("", ledger_, outcomeWindow_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXOUTCOMEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeccf92da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_OUTCOME_WINDOW() view returns(uint256)
func (x402Source *X402Source) PackMAXOUTCOMEWINDOW() []byte {
	enc, err := x402Source.abi.Pack("MAX_OUTCOME_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXOUTCOMEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeccf92da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_OUTCOME_WINDOW() view returns(uint256)
func (x402Source *X402Source) TryPackMAXOUTCOMEWINDOW() ([]byte, error) {
	return x402Source.abi.Pack("MAX_OUTCOME_WINDOW")
}

// UnpackMAXOUTCOMEWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeccf92da.
//
// Solidity: function MAX_OUTCOME_WINDOW() view returns(uint256)
func (x402Source *X402Source) UnpackMAXOUTCOMEWINDOW(data []byte) (*big.Int, error) {
	out, err := x402Source.abi.Unpack("MAX_OUTCOME_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINOUTCOMEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5aa5c9c1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_OUTCOME_WINDOW() view returns(uint256)
func (x402Source *X402Source) PackMINOUTCOMEWINDOW() []byte {
	enc, err := x402Source.abi.Pack("MIN_OUTCOME_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINOUTCOMEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5aa5c9c1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_OUTCOME_WINDOW() view returns(uint256)
func (x402Source *X402Source) TryPackMINOUTCOMEWINDOW() ([]byte, error) {
	return x402Source.abi.Pack("MIN_OUTCOME_WINDOW")
}

// UnpackMINOUTCOMEWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5aa5c9c1.
//
// Solidity: function MIN_OUTCOME_WINDOW() view returns(uint256)
func (x402Source *X402Source) UnpackMINOUTCOMEWINDOW(data []byte) (*big.Int, error) {
	out, err := x402Source.abi.Unpack("MIN_OUTCOME_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOUTCOMETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d50b5a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function OUTCOME_TYPEHASH() view returns(bytes32)
func (x402Source *X402Source) PackOUTCOMETYPEHASH() []byte {
	enc, err := x402Source.abi.Pack("OUTCOME_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOUTCOMETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d50b5a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function OUTCOME_TYPEHASH() view returns(bytes32)
func (x402Source *X402Source) TryPackOUTCOMETYPEHASH() ([]byte, error) {
	return x402Source.abi.Pack("OUTCOME_TYPEHASH")
}

// UnpackOUTCOMETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d50b5a4.
//
// Solidity: function OUTCOME_TYPEHASH() view returns(bytes32)
func (x402Source *X402Source) UnpackOUTCOMETYPEHASH(data []byte) ([32]byte, error) {
	out, err := x402Source.abi.Unpack("OUTCOME_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38d52e0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function asset() view returns(address)
func (x402Source *X402Source) PackAsset() []byte {
	enc, err := x402Source.abi.Pack("asset")
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
func (x402Source *X402Source) TryPackAsset() ([]byte, error) {
	return x402Source.abi.Pack("asset")
}

// UnpackAsset is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38d52e0f.
//
// Solidity: function asset() view returns(address)
func (x402Source *X402Source) UnpackAsset(data []byte) (common.Address, error) {
	out, err := x402Source.abi.Unpack("asset", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function consumeRating(uint256 ) pure returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
func (x402Source *X402Source) PackConsumeRating(arg0 *big.Int) []byte {
	enc, err := x402Source.abi.Pack("consumeRating", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConsumeRating is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c65843.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function consumeRating(uint256 ) pure returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
func (x402Source *X402Source) TryPackConsumeRating(arg0 *big.Int) ([]byte, error) {
	return x402Source.abi.Pack("consumeRating", arg0)
}

// UnpackConsumeRating is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96c65843.
//
// Solidity: function consumeRating(uint256 ) pure returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256))
func (x402Source *X402Source) UnpackConsumeRating(data []byte) (IRatingSourceRatingTerms, error) {
	out, err := x402Source.abi.Unpack("consumeRating", data)
	if err != nil {
		return *new(IRatingSourceRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IRatingSourceRatingTerms)).(*IRatingSourceRatingTerms)
	return out0, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (x402Source *X402Source) PackEip712Domain() []byte {
	enc, err := x402Source.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (x402Source *X402Source) TryPackEip712Domain() ([]byte, error) {
	return x402Source.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (x402Source *X402Source) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := x402Source.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134e18f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function identityRegistry() view returns(address)
func (x402Source *X402Source) PackIdentityRegistry() []byte {
	enc, err := x402Source.abi.Pack("identityRegistry")
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
func (x402Source *X402Source) TryPackIdentityRegistry() ([]byte, error) {
	return x402Source.abi.Pack("identityRegistry")
}

// UnpackIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x134e18f4.
//
// Solidity: function identityRegistry() view returns(address)
func (x402Source *X402Source) UnpackIdentityRegistry(data []byte) (common.Address, error) {
	out, err := x402Source.abi.Unpack("identityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackLedger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56397c35.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ledger() view returns(address)
func (x402Source *X402Source) PackLedger() []byte {
	enc, err := x402Source.abi.Pack("ledger")
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
func (x402Source *X402Source) TryPackLedger() ([]byte, error) {
	return x402Source.abi.Pack("ledger")
}

// UnpackLedger is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56397c35.
//
// Solidity: function ledger() view returns(address)
func (x402Source *X402Source) UnpackLedger(data []byte) (common.Address, error) {
	out, err := x402Source.abi.Unpack("ledger", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOutcomeDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ebe725a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function outcomeDigest(address payer, bytes32 nonce, uint256 agentId, uint256 outcome) view returns(bytes32)
func (x402Source *X402Source) PackOutcomeDigest(payer common.Address, nonce [32]byte, agentId *big.Int, outcome *big.Int) []byte {
	enc, err := x402Source.abi.Pack("outcomeDigest", payer, nonce, agentId, outcome)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOutcomeDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ebe725a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function outcomeDigest(address payer, bytes32 nonce, uint256 agentId, uint256 outcome) view returns(bytes32)
func (x402Source *X402Source) TryPackOutcomeDigest(payer common.Address, nonce [32]byte, agentId *big.Int, outcome *big.Int) ([]byte, error) {
	return x402Source.abi.Pack("outcomeDigest", payer, nonce, agentId, outcome)
}

// UnpackOutcomeDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ebe725a.
//
// Solidity: function outcomeDigest(address payer, bytes32 nonce, uint256 agentId, uint256 outcome) view returns(bytes32)
func (x402Source *X402Source) UnpackOutcomeDigest(data []byte) ([32]byte, error) {
	out, err := x402Source.abi.Unpack("outcomeDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOutcomeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x079eb94a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function outcomeWindow() view returns(uint256)
func (x402Source *X402Source) PackOutcomeWindow() []byte {
	enc, err := x402Source.abi.Pack("outcomeWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOutcomeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x079eb94a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function outcomeWindow() view returns(uint256)
func (x402Source *X402Source) TryPackOutcomeWindow() ([]byte, error) {
	return x402Source.abi.Pack("outcomeWindow")
}

// UnpackOutcomeWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x079eb94a.
//
// Solidity: function outcomeWindow() view returns(uint256)
func (x402Source *X402Source) UnpackOutcomeWindow(data []byte) (*big.Int, error) {
	out, err := x402Source.abi.Unpack("outcomeWindow", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a1dd93d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rate((address,bytes32,uint256,uint256,uint256,uint256,bytes) o) returns()
func (x402Source *X402Source) PackRate(o X402SourceSignedOutcome) []byte {
	enc, err := x402Source.abi.Pack("rate", o)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a1dd93d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rate((address,bytes32,uint256,uint256,uint256,uint256,bytes) o) returns()
func (x402Source *X402Source) TryPackRate(o X402SourceSignedOutcome) ([]byte, error) {
	return x402Source.abi.Pack("rate", o)
}

// PackRateBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x570fd320.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rateBatch((address,bytes32,uint256,uint256,uint256,uint256,bytes)[] outcomes) returns(uint256 applied)
func (x402Source *X402Source) PackRateBatch(outcomes []X402SourceSignedOutcome) []byte {
	enc, err := x402Source.abi.Pack("rateBatch", outcomes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRateBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x570fd320.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rateBatch((address,bytes32,uint256,uint256,uint256,uint256,bytes)[] outcomes) returns(uint256 applied)
func (x402Source *X402Source) TryPackRateBatch(outcomes []X402SourceSignedOutcome) ([]byte, error) {
	return x402Source.abi.Pack("rateBatch", outcomes)
}

// UnpackRateBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x570fd320.
//
// Solidity: function rateBatch((address,bytes32,uint256,uint256,uint256,uint256,bytes)[] outcomes) returns(uint256 applied)
func (x402Source *X402Source) UnpackRateBatch(data []byte) (*big.Int, error) {
	out, err := x402Source.abi.Unpack("rateBatch", data)
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
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (x402Source *X402Source) PackRatingTerms(jobId *big.Int) []byte {
	enc, err := x402Source.abi.Pack("ratingTerms", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRatingTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4375469f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (x402Source *X402Source) TryPackRatingTerms(jobId *big.Int) ([]byte, error) {
	return x402Source.abi.Pack("ratingTerms", jobId)
}

// UnpackRatingTerms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4375469f.
//
// Solidity: function ratingTerms(uint256 jobId) view returns((bool,bool,bool,uint8,uint8,uint40,address,uint96,uint256) t)
func (x402Source *X402Source) UnpackRatingTerms(data []byte) (IRatingSourceRatingTerms, error) {
	out, err := x402Source.abi.Unpack("ratingTerms", data)
	if err != nil {
		return *new(IRatingSourceRatingTerms), err
	}
	out0 := *abi.ConvertType(out[0], new(IRatingSourceRatingTerms)).(*IRatingSourceRatingTerms)
	return out0, nil
}

// PackReceiptIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfddd1c21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiptIdOf(address payer, bytes32 nonce) pure returns(uint256)
func (x402Source *X402Source) PackReceiptIdOf(payer common.Address, nonce [32]byte) []byte {
	enc, err := x402Source.abi.Pack("receiptIdOf", payer, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiptIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfddd1c21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiptIdOf(address payer, bytes32 nonce) pure returns(uint256)
func (x402Source *X402Source) TryPackReceiptIdOf(payer common.Address, nonce [32]byte) ([]byte, error) {
	return x402Source.abi.Pack("receiptIdOf", payer, nonce)
}

// UnpackReceiptIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfddd1c21.
//
// Solidity: function receiptIdOf(address payer, bytes32 nonce) pure returns(uint256)
func (x402Source *X402Source) UnpackReceiptIdOf(data []byte) (*big.Int, error) {
	out, err := x402Source.abi.Unpack("receiptIdOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReceiptState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5001762e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiptState(uint256 receiptId) view returns(bool settled, bool rated)
func (x402Source *X402Source) PackReceiptState(receiptId *big.Int) []byte {
	enc, err := x402Source.abi.Pack("receiptState", receiptId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiptState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5001762e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiptState(uint256 receiptId) view returns(bool settled, bool rated)
func (x402Source *X402Source) TryPackReceiptState(receiptId *big.Int) ([]byte, error) {
	return x402Source.abi.Pack("receiptState", receiptId)
}

// ReceiptStateOutput serves as a container for the return parameters of contract
// method ReceiptState.
type ReceiptStateOutput struct {
	Settled bool
	Rated   bool
}

// UnpackReceiptState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5001762e.
//
// Solidity: function receiptState(uint256 receiptId) view returns(bool settled, bool rated)
func (x402Source *X402Source) UnpackReceiptState(data []byte) (ReceiptStateOutput, error) {
	out, err := x402Source.abi.Unpack("receiptState", data)
	outstruct := new(ReceiptStateOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Settled = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Rated = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackReceiptStates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab4bd6c3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiptStates(uint256[] receiptIds) view returns(bool[] settled, bool[] rated)
func (x402Source *X402Source) PackReceiptStates(receiptIds []*big.Int) []byte {
	enc, err := x402Source.abi.Pack("receiptStates", receiptIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiptStates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab4bd6c3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiptStates(uint256[] receiptIds) view returns(bool[] settled, bool[] rated)
func (x402Source *X402Source) TryPackReceiptStates(receiptIds []*big.Int) ([]byte, error) {
	return x402Source.abi.Pack("receiptStates", receiptIds)
}

// ReceiptStatesOutput serves as a container for the return parameters of contract
// method ReceiptStates.
type ReceiptStatesOutput struct {
	Settled []bool
	Rated   []bool
}

// UnpackReceiptStates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab4bd6c3.
//
// Solidity: function receiptStates(uint256[] receiptIds) view returns(bool[] settled, bool[] rated)
func (x402Source *X402Source) UnpackReceiptStates(data []byte) (ReceiptStatesOutput, error) {
	out, err := x402Source.abi.Unpack("receiptStates", data)
	outstruct := new(ReceiptStatesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Settled = *abi.ConvertType(out[0], new([]bool)).(*[]bool)
	outstruct.Rated = *abi.ConvertType(out[1], new([]bool)).(*[]bool)
	return *outstruct, nil
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65544218.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint256 agentId, bytes signature) returns(uint256 receiptId)
func (x402Source *X402Source) PackSettle(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, agentId *big.Int, signature []byte) []byte {
	enc, err := x402Source.abi.Pack("settle", from, to, value, validAfter, validBefore, nonce, agentId, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65544218.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint256 agentId, bytes signature) returns(uint256 receiptId)
func (x402Source *X402Source) TryPackSettle(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, agentId *big.Int, signature []byte) ([]byte, error) {
	return x402Source.abi.Pack("settle", from, to, value, validAfter, validBefore, nonce, agentId, signature)
}

// UnpackSettle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x65544218.
//
// Solidity: function settle(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint256 agentId, bytes signature) returns(uint256 receiptId)
func (x402Source *X402Source) UnpackSettle(data []byte) (*big.Int, error) {
	out, err := x402Source.abi.Unpack("settle", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// X402SourceEIP712DomainChanged represents a EIP712DomainChanged event raised by the X402Source contract.
type X402SourceEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const X402SourceEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (X402SourceEIP712DomainChanged) ContractEventName() string {
	return X402SourceEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (x402Source *X402Source) UnpackEIP712DomainChangedEvent(log *types.Log) (*X402SourceEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402Source.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402SourceEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := x402Source.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402Source.abi.Events[event].Inputs {
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

// X402SourceOutcomeRefused represents a OutcomeRefused event raised by the X402Source contract.
type X402SourceOutcomeRefused struct {
	ReceiptId *big.Int
	Reason    uint8
	Raw       *types.Log // Blockchain specific contextual infos
}

const X402SourceOutcomeRefusedEventName = "OutcomeRefused"

// ContractEventName returns the user-defined event name.
func (X402SourceOutcomeRefused) ContractEventName() string {
	return X402SourceOutcomeRefusedEventName
}

// UnpackOutcomeRefusedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OutcomeRefused(uint256 indexed receiptId, uint8 reason)
func (x402Source *X402Source) UnpackOutcomeRefusedEvent(log *types.Log) (*X402SourceOutcomeRefused, error) {
	event := "OutcomeRefused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402Source.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402SourceOutcomeRefused)
	if len(log.Data) > 0 {
		if err := x402Source.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402Source.abi.Events[event].Inputs {
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

// X402SourcePaymentSettled represents a PaymentSettled event raised by the X402Source contract.
type X402SourcePaymentSettled struct {
	ReceiptId *big.Int
	Payer     common.Address
	AgentId   *big.Int
	Payee     common.Address
	Amount    *big.Int
	Nonce     [32]byte
	SettledAt *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const X402SourcePaymentSettledEventName = "PaymentSettled"

// ContractEventName returns the user-defined event name.
func (X402SourcePaymentSettled) ContractEventName() string {
	return X402SourcePaymentSettledEventName
}

// UnpackPaymentSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentSettled(uint256 indexed receiptId, address indexed payer, uint256 indexed agentId, address payee, uint256 amount, bytes32 nonce, uint256 settledAt)
func (x402Source *X402Source) UnpackPaymentSettledEvent(log *types.Log) (*X402SourcePaymentSettled, error) {
	event := "PaymentSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402Source.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402SourcePaymentSettled)
	if len(log.Data) > 0 {
		if err := x402Source.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402Source.abi.Events[event].Inputs {
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
func (x402Source *X402Source) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], x402Source.abi.Errors["AgentIdsDisabled"].ID.Bytes()[:4]) {
		return x402Source.UnpackAgentIdsDisabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return x402Source.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["OutcomeWindowOutOfRange"].ID.Bytes()[:4]) {
		return x402Source.UnpackOutcomeWindowOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["PayeeNotAgentWallet"].ID.Bytes()[:4]) {
		return x402Source.UnpackPayeeNotAgentWalletError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["PushOnly"].ID.Bytes()[:4]) {
		return x402Source.UnpackPushOnlyError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["ReceiptExists"].ID.Bytes()[:4]) {
		return x402Source.UnpackReceiptExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["Refused"].ID.Bytes()[:4]) {
		return x402Source.UnpackRefusedError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["SelfPayment"].ID.Bytes()[:4]) {
		return x402Source.UnpackSelfPaymentError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return x402Source.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return x402Source.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402Source.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return x402Source.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// X402SourceAgentIdsDisabled represents a AgentIdsDisabled error raised by the X402Source contract.
type X402SourceAgentIdsDisabled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentIdsDisabled()
func X402SourceAgentIdsDisabledErrorID() common.Hash {
	return common.HexToHash("0xd7090a415fe0a3a96b48e065902701c5eb4b698ae784ffe78a2d04e6a069c388")
}

// UnpackAgentIdsDisabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentIdsDisabled()
func (x402Source *X402Source) UnpackAgentIdsDisabledError(raw []byte) (*X402SourceAgentIdsDisabled, error) {
	out := new(X402SourceAgentIdsDisabled)
	if err := x402Source.abi.UnpackIntoInterface(out, "AgentIdsDisabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourceInvalidShortString represents a InvalidShortString error raised by the X402Source contract.
type X402SourceInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func X402SourceInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (x402Source *X402Source) UnpackInvalidShortStringError(raw []byte) (*X402SourceInvalidShortString, error) {
	out := new(X402SourceInvalidShortString)
	if err := x402Source.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourceOutcomeWindowOutOfRange represents a OutcomeWindowOutOfRange error raised by the X402Source contract.
type X402SourceOutcomeWindowOutOfRange struct {
	Window *big.Int
	Min    *big.Int
	Max    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OutcomeWindowOutOfRange(uint256 window, uint256 min, uint256 max)
func X402SourceOutcomeWindowOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x0532d43215b21b72cfae1acda673806bbe2dd535919df7672134678c163503e9")
}

// UnpackOutcomeWindowOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OutcomeWindowOutOfRange(uint256 window, uint256 min, uint256 max)
func (x402Source *X402Source) UnpackOutcomeWindowOutOfRangeError(raw []byte) (*X402SourceOutcomeWindowOutOfRange, error) {
	out := new(X402SourceOutcomeWindowOutOfRange)
	if err := x402Source.abi.UnpackIntoInterface(out, "OutcomeWindowOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourcePayeeNotAgentWallet represents a PayeeNotAgentWallet error raised by the X402Source contract.
type X402SourcePayeeNotAgentWallet struct {
	AgentId *big.Int
	Payee   common.Address
	Wallet  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PayeeNotAgentWallet(uint256 agentId, address payee, address wallet)
func X402SourcePayeeNotAgentWalletErrorID() common.Hash {
	return common.HexToHash("0x687f2eeed2b928162fb967088118f897c315b95cdd7e0fb465e442172221e4b2")
}

// UnpackPayeeNotAgentWalletError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PayeeNotAgentWallet(uint256 agentId, address payee, address wallet)
func (x402Source *X402Source) UnpackPayeeNotAgentWalletError(raw []byte) (*X402SourcePayeeNotAgentWallet, error) {
	out := new(X402SourcePayeeNotAgentWallet)
	if err := x402Source.abi.UnpackIntoInterface(out, "PayeeNotAgentWallet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourcePushOnly represents a PushOnly error raised by the X402Source contract.
type X402SourcePushOnly struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PushOnly()
func X402SourcePushOnlyErrorID() common.Hash {
	return common.HexToHash("0x9efb982a60d86763ec31b9b057313b8cd29bbf3c3f474e473f289b13965229aa")
}

// UnpackPushOnlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PushOnly()
func (x402Source *X402Source) UnpackPushOnlyError(raw []byte) (*X402SourcePushOnly, error) {
	out := new(X402SourcePushOnly)
	if err := x402Source.abi.UnpackIntoInterface(out, "PushOnly", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourceReceiptExists represents a ReceiptExists error raised by the X402Source contract.
type X402SourceReceiptExists struct {
	ReceiptId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReceiptExists(uint256 receiptId)
func X402SourceReceiptExistsErrorID() common.Hash {
	return common.HexToHash("0xcd612e87325a41050e0b89ed9d43c200fc597fda5f696b74528721555e9bf897")
}

// UnpackReceiptExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReceiptExists(uint256 receiptId)
func (x402Source *X402Source) UnpackReceiptExistsError(raw []byte) (*X402SourceReceiptExists, error) {
	out := new(X402SourceReceiptExists)
	if err := x402Source.abi.UnpackIntoInterface(out, "ReceiptExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourceRefused represents a Refused error raised by the X402Source contract.
type X402SourceRefused struct {
	ReceiptId *big.Int
	Reason    uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Refused(uint256 receiptId, uint8 reason)
func X402SourceRefusedErrorID() common.Hash {
	return common.HexToHash("0x021b86a27a16fb99e2da2d83cce8e7447a9a609086b6aebab8535becd18e062a")
}

// UnpackRefusedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Refused(uint256 receiptId, uint8 reason)
func (x402Source *X402Source) UnpackRefusedError(raw []byte) (*X402SourceRefused, error) {
	out := new(X402SourceRefused)
	if err := x402Source.abi.UnpackIntoInterface(out, "Refused", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourceSelfPayment represents a SelfPayment error raised by the X402Source contract.
type X402SourceSelfPayment struct {
	Payer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SelfPayment(address payer)
func X402SourceSelfPaymentErrorID() common.Hash {
	return common.HexToHash("0x0e07800aa77e3ffd7f5338e8fb9ca5b4dc878de11cb717245236dc143318c985")
}

// UnpackSelfPaymentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SelfPayment(address payer)
func (x402Source *X402Source) UnpackSelfPaymentError(raw []byte) (*X402SourceSelfPayment, error) {
	out := new(X402SourceSelfPayment)
	if err := x402Source.abi.UnpackIntoInterface(out, "SelfPayment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourceStringTooLong represents a StringTooLong error raised by the X402Source contract.
type X402SourceStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func X402SourceStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (x402Source *X402Source) UnpackStringTooLongError(raw []byte) (*X402SourceStringTooLong, error) {
	out := new(X402SourceStringTooLong)
	if err := x402Source.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourceZeroAddress represents a ZeroAddress error raised by the X402Source contract.
type X402SourceZeroAddress struct {
	Field string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress(string field)
func X402SourceZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xeac0d389c49716e00950225b2d061b180e28fb59b99c072d274787c9e3b70914")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress(string field)
func (x402Source *X402Source) UnpackZeroAddressError(raw []byte) (*X402SourceZeroAddress, error) {
	out := new(X402SourceZeroAddress)
	if err := x402Source.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402SourceZeroAmount represents a ZeroAmount error raised by the X402Source contract.
type X402SourceZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func X402SourceZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (x402Source *X402Source) UnpackZeroAmountError(raw []byte) (*X402SourceZeroAmount, error) {
	out := new(X402SourceZeroAmount)
	if err := x402Source.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
