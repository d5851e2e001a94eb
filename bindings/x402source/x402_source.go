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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"ledger_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"outcomeWindow_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"LANES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_OUTCOME_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_OUTCOME_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"OUTCOME_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"consumeRating\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ledger\",\"outputs\":[{\"internalType\":\"contractISourceLedger\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"}],\"name\":\"outcomeDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"outcomeWindow\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"settledAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structX402Source.SignedOutcome\",\"name\":\"o\",\"type\":\"tuple\"}],\"name\":\"rate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"settledAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"outcome\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structX402Source.SignedOutcome[]\",\"name\":\"outcomes\",\"type\":\"tuple[]\"}],\"name\":\"rateBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"applied\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ratingTerms\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rateable\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rating\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"completedAt\",\"type\":\"uint40\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"budget\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"internalType\":\"structIRatingSource.RatingTerms\",\"name\":\"t\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"receiptIdOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"}],\"name\":\"receiptState\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"settled\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"rated\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"receiptIds\",\"type\":\"uint256[]\"}],\"name\":\"receiptStates\",\"outputs\":[{\"internalType\":\"bool[]\",\"name\":\"settled\",\"type\":\"bool[]\"},{\"internalType\":\"bool[]\",\"name\":\"rated\",\"type\":\"bool[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"settle\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumX402Source.Reason\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"OutcomeRefused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"PaymentSettled\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"AgentIdsDisabled\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"window\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"min\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"OutcomeWindowOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payee\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"PayeeNotAgentWallet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PushOnly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"}],\"name\":\"ReceiptExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"receiptId\",\"type\":\"uint256\"},{\"internalType\":\"enumX402Source.Reason\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"Refused\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"}],\"name\":\"SelfPayment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"field\",\"type\":\"string\"}],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"}]",
	ID:  "e80a920bb8344ec729a701af496a5b210a",
	Bin: "0x6101e08060405234610268576040816122c28038038091610020828561031b565b83398101031261026857602061003582610352565b9101519060405161004760408261031b565b6015815260208101907f7265706c6564676572207834303220736f75726365000000000000000000000082526040519161008260408461031b565b600183526020830191603160f81b835261009b81610366565b610120526100a8846104fc565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261011160c08261031b565b5190206080523060c0526001600160a01b031680156102ec5761012c821080156102e0575b6102c0576101608190526040516338d52e0f60e01b8152602081600481855afa908115610274575f9161027f575b50610180526040516304d3863d60e21b815290602090829060049082905afa908115610274575f91610236575b506101a0526101c052604051611c8d9081610635823960805181611ae1015260a05181611b9e015260c05181611ab2015260e05181611b3001526101005181611b5601526101205181610296015261014051816102c001526101605181818161088001526111ce01526101805181818161047f0152610a7f01526101a051818181610acf01526113c301526101c05181818161062601528181610b0801526110520152f35b90506020813d60201161026c575b816102516020938361031b565b810103126102685761026290610352565b5f610191565b5f80fd5b3d9150610244565b6040513d5f823e3d90fd5b90506020813d6020116102b8575b8161029a6020938361031b565b81010312610268576004916102b0602092610352565b915091610164565b3d915061028d565b506302996a1960e11b5f5260045261012c60245262278d0060445260645ffd5b5062278d008211610136565b60405163eac0d38960e01b81526020600482015260066024820152653632b233b2b960d11b6044820152606490fd5b601f909101601f19168101906001600160401b0382119082101761033e57604052565b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b038216820361026857565b908151602081105f146103e0575090601f8151116103a0576020815191015160208210610391571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fd5b6001600160401b03811161033e575f54600181811c911680156104f2575b60208210146104de57601f81116104ac575b50602092601f821160011461044d57928192935f92610442575b50508160011b915f199060031b1c1916175f5560ff90565b015190505f8061042a565b601f198216935f8052805f20915f5b868110610494575083600195961061047c575b505050811b015f5560ff90565b01515f1960f88460031b161c191690555f808061046f565b9192602060018192868501518155019401920161045c565b5f8052601f60205f20910160051c810190601f830160051c015b8181106104d35750610410565b5f81556001016104c6565b634e487b7160e01b5f52602260045260245ffd5b90607f16906103fe565b908151602081105f14610527575090601f8151116103a0576020815191015160208210610391571790565b6001600160401b03811161033e57600154600181811c9116801561062a575b60208210146104de57601f81116105f7575b50602092601f821160011461059657928192935f9261058b575b50508160011b915f199060031b1c19161760015560ff90565b015190505f80610572565b601f1982169360015f52805f20915f5b8681106105df57508360019596106105c7575b505050811b0160015560ff90565b01515f1960f88460031b161c191690555f80806105b9565b919260206001819286850151815501940192016105a6565b60015f52601f60205f20910160051c810190601f830160051c015b81811061061f5750610558565b5f8155600101610612565b90607f169061054656fe6080806040526004361015610012575f80fd5b5f905f3560e01c908163079eb94a14610af357508063134e18f414610aa357806338d52e0f14610a535780634375469f146109885780634a1dd93d1461090c5780634d50b5a4146108d25780635001762e146108a457806356397c3514610854578063570fd320146106f85780635aa5c9c1146106dc578063655442181461039457806384b0196e1461027c57806396c65843146102395780639ebe725a14610209578063ab4bd6c314610150578063c9c4ec0114610134578063eccf92da146101165763fddd1c21146100e4575f80fd5b3461011357604060031936011261011357602061010b610102610b5c565b60243590610e26565b604051908152f35b80fd5b5034610113578060031936011261011357602060405162278d008152f35b5034610113578060031936011261011357602060405160108152f35b50346101135760206003193601126101135760043567ffffffffffffffff811161020557610182903690600401610b2b565b9061018c82610d96565b9061019683610d96565b93805b848110156101d7576001906101b38160051b850135610cba565b6101bd838a610de5565b90151590526101cc8287610de5565b901515905201610199565b6101f38461020188604051938493604085526040850190610bc2565b908382036020850152610bc2565b0390f35b5080fd5b503461011357608060031936011261011357602061010b610228610b5c565b606435906044359060243590610ceb565b503461011357602060031936011261011357600490610256610c65565b507f9efb982a000000000000000000000000000000000000000000000000000000008152fd5b5034610113578060031936011261011357610338906102ba7f0000000000000000000000000000000000000000000000000000000000000000611855565b906102e47f00000000000000000000000000000000000000000000000000000000000000006119cb565b906020610346604051936102f88386610bf7565b8385525f3681376040519687967f0f00000000000000000000000000000000000000000000000000000000000000885260e08589015260e0880190610b7f565b908682036040880152610b7f565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b82811061037d57505050500390f35b83518552869550938101939281019260010161036e565b503461068457610100600319360112610684576103af610b5c565b906024359173ffffffffffffffffffffffffffffffffffffffff831690818403610684576044359160e43560a43567ffffffffffffffff8211610684573660238301121561068457816004013567ffffffffffffffff81116106845736602482850101116106845785156106b45773ffffffffffffffffffffffffffffffffffffffff851697848914610688578261044e6104549260c43590896113a5565b96610e26565b95600f871693610467428389878c6115d9565b9573ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001691823b15610684576101048c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f885f9960248b976040519d8e9c8d9b8c997fcf092995000000000000000000000000000000000000000000000000000000008b5260048b0152848a015260448901526064356064890152608435608489015260a488015260e060c48801528260e4880152018686013785858286010152011681010301925af1801561067957610664575b5085855260026020526040852081865260205260408520548015908115610657575b8115610619575b50156105c55760209585526002865260408520908552855260408420555b817faa55bcf83f996a91d52225c49644ddb3504c5c61ecf863193f995c2ddf916a556040519480a38152f35b509350818352600360205260408320546105ed57602093828452600385526040842055610599565b602483837fcd612e87000000000000000000000000000000000000000000000000000000008252600452fd5b61064f915064ffffffffff7f00000000000000000000000000000000000000000000000000000000000000009160081c16610f0d565b42115f61057b565b6002811615159150610574565b6106719195505f90610bf7565b5f935f610552565b6040513d5f823e3d90fd5b5f80fd5b887f0e07800a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f1f2a2005000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610684575f60031936011261068457602060405161012c8152f35b346106845760206003193601126106845760043567ffffffffffffffff811161068457610729903690600401610b2b565b5f91368190037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff2101835b83851015610849578460051b8301358281121561068457610775908401610f54565b600681101561081c57806107e75750507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81146107ba576001809101945b0193610753565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b907fa5af6ea9e77c1380b611b526c7c9cbec398734a7e5ebf8c6ce95729218ecd66e60206001949893604051908152a26107b3565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b602090604051908152f35b34610684575f60031936011261068457602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346106845760206003193601126106845760406108c2600435610cba565b8251911515825215156020820152f35b34610684575f6003193601126106845760206040517fa365183c6b6b2604c875ed1fb018e7ecfb0adf298642de96f6708ce67ece47528152f35b346106845760206003193601126106845760043567ffffffffffffffff81116106845760e060031982360301126106845761094990600401610f54565b90600682101561081c578161095a57005b7f021b86a2000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b34610684576020600319360112610684576101206109a4610c65565b6101006109b2600435610e90565b9160018316151592838252602082018481526002604084019216151582526040519485525115156020850152511515604084015260ff606082015116606084015260ff608082015116608084015264ffffffffff60a08201511660a084015273ffffffffffffffffffffffffffffffffffffffff60c08201511660c08401526bffffffffffffffffffffffff60e08201511660e08401520151610100820152f35b34610684575f60031936011261068457602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610684575f60031936011261068457602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610684575f600319360112610684576020907f00000000000000000000000000000000000000000000000000000000000000008152f35b9181601f840112156106845782359167ffffffffffffffff8311610684576020808501948460051b01011161068457565b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361068457565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b90602080835192838152019201905f5b818110610bdf5750505090565b82511515845260209384019390920191600101610bd2565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff821117610c3857604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b60405190610120820182811067ffffffffffffffff821117610c38576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b610cc390610e90565b9060026001831615159216151590565b67ffffffffffffffff8111610c385760051b60200190565b91926042936040519273ffffffffffffffffffffffffffffffffffffffff60208501957fa365183c6b6b2604c875ed1fb018e7ecfb0adf298642de96f6708ce67ece475287521660408501526060840152608083015260a082015260a08152610d5560c082610bf7565b519020610d60611a9b565b90604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522090565b90610da082610cd3565b610dad6040519182610bf7565b8281527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0610ddb8294610cd3565b0190602036910137565b8051821015610df95760209160051b010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b9067ffffffffffffffff7bffffffffffffffffffffffffffffffffffffffff000000000000000091604051602081019173ffffffffffffffffffffffffffffffffffffffff86168352604082015260408152610e83606082610bf7565b519020169160401b161790565b73ffffffffffffffffffffffffffffffffffffffff8160401c165f52600260205260405f20600f82165f5260205260405f205467ffffffffffffffff82168160c01c14610ee757505f52600360205260405f205490565b905090565b3573ffffffffffffffffffffffffffffffffffffffff811681036106845790565b919082018092116107ba57565b67ffffffffffffffff8111610c3857601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01660200190565b905f90610f6083610eec565b610f6f60208501358092610e26565b93604081013560808201356060830135610f8c828285888c6115d9565b600f891673ffffffffffffffffffffffffffffffffffffffff610fae87610eec565b165f52600260205260405f20815f526020527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0060405f20549216807fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00841614908115611364575b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00841614801590611356575b611348576002831661133a576110777f000000000000000000000000000000000000000000000000000000000000000086610f0d565b421161132c5760a08701359760018960f81c14801590611302575b620100008a1615908082156112eb575080156112dc575b80156112c1575b15908115916112b8575b506112a9576110dc89886110cd8b610eec565b936110d78c610eec565b610ceb565b60c08901357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18a3603018112156106845789019081359267ffffffffffffffff841161068457602083019380360385136106845761113981610f1a565b936111476040519586610bf7565b8185526020823692010111610684576020815f9261116c978388013785010152611659565b1561129b576002929190156112875773ffffffffffffffffffffffffffffffffffffffff61119988610eec565b165f528260205260405f20905f526020521760405f20555b6111fa6111f473ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001695610eec565b956117a4565b843b15610684575f9460c49360ff87938c9573ffffffffffffffffffffffffffffffffffffffff6040519b8c9a8b997f0ffe97aa000000000000000000000000000000000000000000000000000000008b5260048b015260248a0152166044880152606487015216608485015260a48401525af180156106795761127b5750565b5f61128591610bf7565b565b50895f5260036020521760405f20556111b1565b506005985050505050505050565b50600499505050505050505050565b9050155f6110ba565b5060ff8a60081c16151580156110b0575060088a16156110b0565b5060ff8a60181c1615156110a9565b9050806110a95750606460ff8b60181c16116110a9565b507effffffffffffffffffffffffffffffffffffffffffffffffffffff00fe00f089161515611092565b506003985050505050505050565b506002985050505050505050565b506001985050505050505050565b5064ffffffffff8511611041565b92508a5f52600360205260405f205492611015565b90816020910312610684575173ffffffffffffffffffffffffffffffffffffffff811681036106845790565b9082156115bd5773ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690811561159557604051907e339509000000000000000000000000000000000000000000000000000000008252846004830152602082602481865afa918215610679575f9261155c575b5073ffffffffffffffffffffffffffffffffffffffff9182169116818114801590611554575b611522575050906020602492604051938480927f6352211e0000000000000000000000000000000000000000000000000000000082528760048301525afa9081156106795773ffffffffffffffffffffffffffffffffffffffff925f926114ef575b508216911681146114c4575090565b7f0e07800a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b839192506115149060203d60201161151b575b61150c8183610bf7565b810190611379565b91906114b5565b503d611502565b847f687f2eee000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b508015611453565b73ffffffffffffffffffffffffffffffffffffffff91925061158d829160203d60201161151b5761150c8183610bf7565b92915061142d565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b73ffffffffffffffffffffffffffffffffffffffff1692915050565b9077ffffffffffffffffffffffffffffffffffff0000000000007fffffffffffffffff0000000000000000000000000000000000000000000000009165ffffffffff00946001979660405191602083019384526040830152606082015260608152611645608082610bf7565b519020169160c01b16179160081b16171790565b9190823b6116a1579061166b91611bc4565b50600481101561081c5715918261168157505090565b73ffffffffffffffffffffffffffffffffffffffff919250811691161490565b915f926116f061171c859460405192839160208301957f1626ba7e0000000000000000000000000000000000000000000000000000000087526024840152604060448401526064830190610b7f565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282610bf7565b51915afa3d1561179d573d61173081610f1a565b9061173e6040519283610bf7565b81523d5f602083013e5b8161178f575b81611757575090565b905060208180518101031261068457602001517f1626ba7e000000000000000000000000000000000000000000000000000000001490565b90506020815110159061174e565b6060611748565b6001811661184f57600281166118495760ff8160081c1660469160048116611840575b600816151580611838575b611826575b600a81101561181e575b806003029060038204036107ba57808211156118165781039081116107ba575b60648110156118105760ff1690565b50606490565b50505f611801565b50600a6117e1565b90600a81018091116107ba57906117d7565b5080156117d2565b605592506117c7565b50605f90565b50601490565b60ff81146118b45760ff811690601f821161188c5760405191611879604084610bf7565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b506040515f5f548060011c91600182169182156119c1575b60208410831461199457838552849290811561195757506001146118fa575b6118f792500382610bf7565b90565b505f80805290917f290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e5635b81831061193b5750509060206118f7928201016118eb565b6020919350806001915483858801015201910190918392611923565b602092506118f79491507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001682840152151560051b8201016118eb565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b92607f16926118cc565b60ff81146119ef5760ff811690601f821161188c5760405191611879604084610bf7565b506040515f6001548060011c9160018216918215611a91575b6020841083146119945783855284929081156119575750600114611a32576118f792500382610bf7565b5060015f90815290917fb10e2d527612073b26eecdfd717e6a320cf44b4afac2b0732d9fcbe2b7fa0cf65b818310611a755750509060206118f7928201016118eb565b6020919350806001915483858801015201910190918392611a5d565b92607f1692611a08565b73ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016301480611b9b575b15611b03577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152611b9560c082610bf7565b51902090565b507f00000000000000000000000000000000000000000000000000000000000000004614611ada565b8151919060418303611bf457611bed9250602082015190606060408401519301515f1a90611bfe565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411611c82579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15610679575f5173ffffffffffffffffffffffffffffffffffffffff811615611c7857905f905f90565b505f906001905f90565b5050505f916003919056",
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

// PackLANES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9c4ec01.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LANES() view returns(uint256)
func (x402Source *X402Source) PackLANES() []byte {
	enc, err := x402Source.abi.Pack("LANES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLANES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9c4ec01.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LANES() view returns(uint256)
func (x402Source *X402Source) TryPackLANES() ([]byte, error) {
	return x402Source.abi.Pack("LANES")
}

// UnpackLANES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9c4ec01.
//
// Solidity: function LANES() view returns(uint256)
func (x402Source *X402Source) UnpackLANES(data []byte) (*big.Int, error) {
	out, err := x402Source.abi.Unpack("LANES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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
	AgentId   *big.Int
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
// Solidity: event PaymentSettled(uint256 indexed receiptId, uint256 indexed agentId)
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
