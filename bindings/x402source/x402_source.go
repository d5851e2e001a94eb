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
	Bin: "0x6101e0806040523461026857604081611f158038038091610020828561031b565b83398101031261026857602061003582610352565b9101519060405161004760408261031b565b6015815260208101907f7265706c6564676572207834303220736f75726365000000000000000000000082526040519161008260408461031b565b600183526020830191603160f81b835261009b81610366565b610120526100a8846104fc565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261011160c08261031b565b5190206080523060c0526001600160a01b031680156102ec5761012c821080156102e0575b6102c0576101608190526040516338d52e0f60e01b8152602081600481855afa908115610274575f9161027f575b50610180526040516304d3863d60e21b815290602090829060049082905afa908115610274575f91610236575b506101a0526101c0526040516118e09081610635823960805181611741015260a051816117fe015260c05181611712015260e05181611790015261010051816117b601526101205181610296015261014051816102c00152610160518181816107a70152610f43015261018051818181610458015261098c01526101a0518181816109cf015261111101526101c0518181816105e201528181610a080152610dff0152f35b90506020813d60201161026c575b816102516020938361031b565b810103126102685761026290610352565b5f610191565b5f80fd5b3d9150610244565b6040513d5f823e3d90fd5b90506020813d6020116102b8575b8161029a6020938361031b565b81010312610268576004916102b0602092610352565b915091610164565b3d915061028d565b506302996a1960e11b5f5260045261012c60245262278d0060445260645ffd5b5062278d008211610136565b60405163eac0d38960e01b81526020600482015260066024820152653632b233b2b960d11b6044820152606490fd5b601f909101601f19168101906001600160401b0382119082101761033e57604052565b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b038216820361026857565b908151602081105f146103e0575090601f8151116103a0576020815191015160208210610391571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fd5b6001600160401b03811161033e575f54600181811c911680156104f2575b60208210146104de57601f81116104ac575b50602092601f821160011461044d57928192935f92610442575b50508160011b915f199060031b1c1916175f5560ff90565b015190505f8061042a565b601f198216935f8052805f20915f5b868110610494575083600195961061047c575b505050811b015f5560ff90565b01515f1960f88460031b161c191690555f808061046f565b9192602060018192868501518155019401920161045c565b5f8052601f60205f20910160051c810190601f830160051c015b8181106104d35750610410565b5f81556001016104c6565b634e487b7160e01b5f52602260045260245ffd5b90607f16906103fe565b908151602081105f14610527575090601f8151116103a0576020815191015160208210610391571790565b6001600160401b03811161033e57600154600181811c9116801561062a575b60208210146104de57601f81116105f7575b50602092601f821160011461059657928192935f9261058b575b50508160011b915f199060031b1c19161760015560ff90565b015190505f80610572565b601f1982169360015f52805f20915f5b8681106105df57508360019596106105c7575b505050811b0160015560ff90565b01515f1960f88460031b161c191690555f80806105b9565b919260206001819286850151815501940192016105a6565b60015f52601f60205f20910160051c810190601f830160051c015b81811061061f5750610558565b5f8155600101610612565b90607f169061054656fe6080806040526004361015610012575f80fd5b5f905f3560e01c908163079eb94a146109f357508063134e18f4146109b057806338d52e0f1461096d5780634375469f146108af5780634a1dd93d146108335780634d50b5a4146107f95780635001762e146107cb57806356397c3514610788578063570fd3201461069b5780635aa5c9c11461067f578063655442181461039457806384b0196e1461027c57806396c65843146102395780639ebe725a14610209578063ab4bd6c314610150578063c9c4ec0114610134578063eccf92da146101165763fddd1c21146100e4575f80fd5b3461011357604036600319011261011357602061010b610102610a5c565b60243590610c7f565b604051908152f35b80fd5b5034610113578060031936011261011357602060405162278d008152f35b5034610113578060031936011261011357602060405160108152f35b50346101135760203660031901126101135760043567ffffffffffffffff811161020557610182903690600401610a2b565b9061018c82610c25565b9061019683610c25565b93805b848110156101d7576001906101b38160051b850135610b56565b6101bd838a610c57565b90151590526101cc8287610c57565b901515905201610199565b6101f38461020188604051938493604085526040850190610a96565b908382036020850152610a96565b0390f35b5080fd5b503461011357608036600319011261011357602061010b610228610a5c565b606435906044359060243590610b87565b503461011357602036600319011261011357600490610256610b01565b507f9efb982a000000000000000000000000000000000000000000000000000000008152fd5b5034610113578060031936011261011357610338906102ba7f00000000000000000000000000000000000000000000000000000000000000006114f9565b906102e47f0000000000000000000000000000000000000000000000000000000000000000611638565b906020610346604051936102f88386610acb565b8385525f3681376040519687967f0f00000000000000000000000000000000000000000000000000000000000000885260e08589015260e0880190610a72565b908682036040880152610a72565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b82811061037d57505050500390f35b83518552869550938101939281019260010161036e565b503461064057610100366003190112610640576103af610a5c565b90602435916001600160a01b03831690818403610640576044359160e43560a43567ffffffffffffffff8211610640573660238301121561064057816004013567ffffffffffffffff8111610640573660248285010111610640578515610657576001600160a01b03851697848914610644578261043461043a9260c4359089611100565b96610c7f565b95600f87169361044d428389878c6112da565b956001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691823b15610640576101048c865f97602489956040519b8c9a8b998a977fcf09299500000000000000000000000000000000000000000000000000000000895260048901528488015260448701526064356064870152608435608487015260a486015260e060c48601528260e486015201848401378181018301849052601f01601f191681010301925af1801561063557610620575b5085855260026020526040852081865260205260408520548015908115610613575b81156105d5575b50156105815760209585526002865260408520908552855260408420555b817faa55bcf83f996a91d52225c49644ddb3504c5c61ecf863193f995c2ddf916a556040519480a38152f35b509350818352600360205260408320546105a957602093828452600385526040842055610555565b602483837fcd612e87000000000000000000000000000000000000000000000000000000008252600452fd5b61060b915064ffffffffff7f00000000000000000000000000000000000000000000000000000000000000009160081c16610d3f565b42115f610537565b6002811615159150610530565b61062d9195505f90610acb565b5f935f61050e565b6040513d5f823e3d90fd5b5f80fd5b88630703c00560e11b5f5260045260245ffd5b7f1f2a2005000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610640575f36600319011261064057602060405161012c8152f35b346106405760203660031901126106405760043567ffffffffffffffff8111610640576106cc903690600401610a2b565b5f913681900360de1901835b8385101561077d578460051b83013582811215610640576106fa908401610d68565b600681101561076957806107345750505f198114610720576001809101945b01936106d8565b634e487b7160e01b5f52601160045260245ffd5b907fa5af6ea9e77c1380b611b526c7c9cbec398734a7e5ebf8c6ce95729218ecd66e60206001949893604051908152a2610719565b634e487b7160e01b5f52602160045260245ffd5b602090604051908152f35b34610640575f3660031901126106405760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346106405760203660031901126106405760406107e9600435610b56565b8251911515825215156020820152f35b34610640575f3660031901126106405760206040517fa365183c6b6b2604c875ed1fb018e7ecfb0adf298642de96f6708ce67ece47528152f35b346106405760203660031901126106405760043567ffffffffffffffff81116106405760e060031982360301126106405761087090600401610d68565b906006821015610769578161088157005b7f021b86a2000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b34610640576020366003190112610640576101206108cb610b01565b6101006108d9600435610cdc565b9160018316151592838252602082018481526002604084019216151582526040519485525115156020850152511515604084015260ff606082015116606084015260ff608082015116608084015264ffffffffff60a08201511660a08401526001600160a01b0360c08201511660c08401526bffffffffffffffffffffffff60e08201511660e08401520151610100820152f35b34610640575f3660031901126106405760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610640575f3660031901126106405760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610640575f366003190112610640576020907f00000000000000000000000000000000000000000000000000000000000000008152f35b9181601f840112156106405782359167ffffffffffffffff8311610640576020808501948460051b01011161064057565b600435906001600160a01b038216820361064057565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b90602080835192838152019201905f5b818110610ab35750505090565b82511515845260209384019390920191600101610aa6565b90601f8019910116810190811067ffffffffffffffff821117610aed57604052565b634e487b7160e01b5f52604160045260245ffd5b60405190610120820182811067ffffffffffffffff821117610aed576040525f610100838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201520152565b610b5f90610cdc565b9060026001831615159216151590565b67ffffffffffffffff8111610aed5760051b60200190565b9192604293604051926001600160a01b0360208501957fa365183c6b6b2604c875ed1fb018e7ecfb0adf298642de96f6708ce67ece475287521660408501526060840152608083015260a082015260a08152610be460c082610acb565b519020610bef611708565b90604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522090565b90610c2f82610b6f565b610c3c6040519182610acb565b8281528092610c4d601f1991610b6f565b0190602036910137565b8051821015610c6b5760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b9067ffffffffffffffff7bffffffffffffffffffffffffffffffffffffffff00000000000000009160405160208101916001600160a01b0386168352604082015260408152610ccf606082610acb565b519020169160401b161790565b6001600160a01b038160401c165f52600260205260405f20600f82165f5260205260405f205467ffffffffffffffff82168160c01c14610d2657505f52600360205260405f205490565b905090565b356001600160a01b03811681036106405790565b9190820180921161072057565b67ffffffffffffffff8111610aed57601f01601f191660200190565b905f90610d7483610d2b565b610d8360208501358092610c7f565b93604081013560808201356060830135610da0828285888c6112da565b600f89166001600160a01b03610db587610d2b565b165f52600260205260405f20815f5260205260405f20549160ff19168060ff198416149081156110cc575b60ff198416148015906110be575b6110b057600283166110a257610e247f000000000000000000000000000000000000000000000000000000000000000086610d3f565b42116110945760a08701359760018960f81c1480159061106a575b620100008a16159080821561105357508015611044575b8015611029575b1590811591611020575b5061101157610e898988610e7a8b610d2b565b93610e848c610d2b565b610b87565b60c0890135601e198a3603018112156106405789019081359267ffffffffffffffff8411610640576020830193803603851361064057610ec881610d4c565b93610ed66040519586610acb565b8185526020823692010111610640576020815f92610efb97838801378501015261135a565b1561100357600292919015610fef576001600160a01b03610f1b88610d2b565b165f528260205260405f20905f526020521760405f20555b610f6f610f696001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001695610d2b565b95611448565b843b15610640575f9460c49360ff87938c956001600160a01b036040519b8c9a8b997f0ffe97aa000000000000000000000000000000000000000000000000000000008b5260048b015260248a0152166044880152606487015216608485015260a48401525af1801561063557610fe35750565b5f610fed91610acb565b565b50895f5260036020521760405f2055610f33565b506005985050505050505050565b50600499505050505050505050565b9050155f610e67565b5060ff8a60081c1615158015610e5d575060088a1615610e5d565b5060ff8a60181c161515610e56565b905080610e565750606460ff8b60181c1611610e56565b507effffffffffffffffffffffffffffffffffffffffffffffffffffff00fe00f089161515610e3f565b506003985050505050505050565b506002985050505050505050565b506001985050505050505050565b5064ffffffffff8511610dee565b92508a5f52600360205260405f205492610de0565b9081602091031261064057516001600160a01b03811681036106405790565b9082156112cb576001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169081156112a357604051907e339509000000000000000000000000000000000000000000000000000000008252846004830152602082602481865afa918215610635575f92611277575b506001600160a01b03918216911681811480159061126f575b61123d575050906020602492604051938480927f6352211e0000000000000000000000000000000000000000000000000000000082528760048301525afa908115610635576001600160a01b03925f9261120a575b508216911681146111f8575090565b630703c00560e11b5f5260045260245ffd5b8391925061122f9060203d602011611236575b6112278183610acb565b8101906110e1565b91906111e9565b503d61121d565b847f687f2eee000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b508015611194565b6001600160a01b0391925061129b829160203d602011611236576112278183610acb565b92915061117b565b7fd7090a41000000000000000000000000000000000000000000000000000000005f5260045ffd5b6001600160a01b031692915050565b9077ffffffffffffffffffffffffffffffffffff0000000000007fffffffffffffffff0000000000000000000000000000000000000000000000009165ffffffffff00946001979660405191602083019384526040830152606082015260608152611346608082610acb565b519020169160c01b16179160081b16171790565b9190823b611395579061136c91611824565b5060048110156107695715918261138257505090565b6001600160a01b03919250811691161490565b915f926113cb6113d985946040519283916020830195630b135d3f60e11b87526024840152604060448401526064830190610a72565b03601f198101835282610acb565b51915afa3d15611441573d6113ed81610d4c565b906113fb6040519283610acb565b81523d5f602083013e5b81611433575b81611414575090565b90506020818051810103126106405760200151630b135d3f60e11b1490565b90506020815110159061140b565b6060611405565b600181166114f357600281166114ed5760ff8160081c16604691600481166114e4575b6008161515806114dc575b6114ca575b600a8110156114c2575b8060030290600382040361072057808211156114ba578103908111610720575b60648110156114b45760ff1690565b50606490565b50505f6114a5565b50600a611485565b90600a8101809111610720579061147b565b508015611476565b6055925061146b565b50605f90565b50601490565b60ff81146115585760ff811690601f8211611530576040519161151d604084610acb565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b506040515f5f548060011c916001821691821561162e575b60208410831461161a5783855284929081156115fb575060011461159e575b61159b92500382610acb565b90565b505f80805290917f290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e5635b8183106115df57505090602061159b9282010161158f565b60209193508060019154838588010152019101909183926115c7565b6020925061159b94915060ff191682840152151560051b82010161158f565b634e487b7160e01b5f52602260045260245ffd5b92607f1692611570565b60ff811461165c5760ff811690601f8211611530576040519161151d604084610acb565b506040515f6001548060011c91600182169182156116fe575b60208410831461161a5783855284929081156115fb575060011461169f5761159b92500382610acb565b5060015f90815290917fb10e2d527612073b26eecdfd717e6a320cf44b4afac2b0732d9fcbe2b7fa0cf65b8183106116e257505090602061159b9282010161158f565b60209193508060019154838588010152019101909183926116ca565b92607f1692611675565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163014806117fb575b15611763577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a081526117f560c082610acb565b51902090565b507f0000000000000000000000000000000000000000000000000000000000000000461461173a565b81519190604183036118545761184d9250602082015190606060408401519301515f1a9061185e565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084116118d5579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15610635575f516001600160a01b038116156118cb57905f905f90565b505f906001905f90565b5050505f916003919056",
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
