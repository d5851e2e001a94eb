// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {IRatingSource} from "./IRatingSource.sol";
import {Rubric} from "./Rubric.sol";

/// @notice EIP-3009's transfer with a signature as bytes (an EOA's 65 bytes or an ERC-1271
///         wallet's), as USDC v2.2 and the test chains' asset offer it.
interface IERC3009Transfer {
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes calldata signature
    ) external;
}

/// @notice What the source reads of an ERC-8004 identity registry.
interface IAgentWallets {
    function ownerOf(uint256 agentId) external view returns (address);
    function getAgentWallet(uint256 agentId) external view returns (address);
}

/// @notice What the source needs of its ledger.
interface ISourceLedger {
    function asset() external view returns (address);
    function identityRegistry() external view returns (address);
    function rateFromSource(
        uint256 jobId,
        uint256 agentId,
        address payer,
        uint256 amount,
        uint8 rating,
        uint256 completedAt
    ) external;
}

/// @title X402Source
/// @notice A rating source for x402 payments (docs/design.md §16). A facilitator settles an x402
///         `exact` payment through `settle`: the source executes the payer's EIP-3009
///         authorization, checks that the payee is the agent's wallet and that the payer is not
///         the agent, and records a receipt keyed by (payer, nonce) for the ledger's asset. The
///         payer then signs the step's outcome (EIP-712 `Outcome`, the rubric's signals) and
///         anyone relays it within `outcomeWindow` of the settlement (`rate`, `rateBatch`): the
///         source checks the signature, marks the receipt rated and pushes one auto-kind rating
///         to the ledger, weighing min(amount, weightCap). A receipt whose payer stays silent is
///         never rated.
///
///         Someone who front-runs the authorization (sends it to the token directly) pays the
///         payee with the payer's money as signed, and leaves no receipt: the payment is not
///         rated. Someone who settles it here with another agent id of the same wallet gets a
///         receipt the payer's outcome does not match (it names the agent id): not rated either.
/// @dev The receipt is one slot: a commitment to (agent id, amount, settledAt) in the high 248
///      bits, the state (settled, rated) in the low byte. The rating's fields travel in calldata
///      and are checked against the commitment, so a settlement writes one new slot and a rating
///      updates it.
contract X402Source is IRatingSource, EIP712 {
    /// @notice The outcome a payer signs: its payment (payer, nonce), the agent it paid, and the
    ///         outcome word of Rubric (tagged; no buyer rating: the rubric rates x402 steps).
    bytes32 public constant OUTCOME_TYPEHASH =
        keccak256("Outcome(address payer,bytes32 nonce,uint256 agentId,uint256 outcome)");
    /// @notice The shortest and longest outcome windows a source may state.
    uint256 public constant MIN_OUTCOME_WINDOW = 5 minutes;
    uint256 public constant MAX_OUTCOME_WINDOW = 30 days;

    uint256 private constant SETTLED = 1;
    uint256 private constant RATED = 2;
    uint256 private constant STATE_MASK = 0xff;

    /// @notice Why an outcome was not rated (event OutcomeRefused, error Refused).
    enum Reason {
        None,
        UnknownReceipt, // no receipt for (payer, nonce), or its agent, amount or time differ
        AlreadyRated, // the receipt's one rating has been taken
        TooLate, // relayed after settledAt + outcomeWindow
        InvalidOutcome, // not a tagged outcome word of Rubric, or it carries a buyer rating
        BadSignature // not signed by the payer
    }

    /// @notice An outcome as relayed: the receipt's fields (from PaymentSettled), the outcome word
    ///         and the payer's signature over Outcome(payer, nonce, agentId, outcome).
    struct SignedOutcome {
        address payer;
        bytes32 nonce;
        uint256 agentId;
        uint256 amount;
        uint256 settledAt;
        uint256 outcome;
        bytes signature;
    }

    ISourceLedger public immutable ledger;
    /// @notice The ledger's asset: the EIP-3009 token every payment is made in.
    address public immutable asset;
    /// @notice The ledger's ERC-8004 identity registry (zero: agents are addresses only).
    address public immutable identityRegistry;
    /// @notice Seconds after a settlement during which its outcome may be relayed.
    uint256 public immutable outcomeWindow;

    mapping(uint256 receiptId => uint256) private _receipts;

    /// @notice A payment was settled and its receipt recorded. `agentId` is the ERC-8004 id the
    ///         payment was made to, else the payee address as an integer.
    event PaymentSettled(
        uint256 indexed receiptId,
        address indexed payer,
        uint256 indexed agentId,
        address payee,
        uint256 amount,
        bytes32 nonce,
        uint256 settledAt
    );
    /// @notice A relayed outcome was not rated (rateBatch goes on with the next).
    event OutcomeRefused(uint256 indexed receiptId, Reason reason);

    error ZeroAddress(string field);
    error OutcomeWindowOutOfRange(uint256 window, uint256 min, uint256 max);
    error ZeroAmount();
    /// @notice The payer is the payee, or controls the agent id.
    error SelfPayment(address payer);
    error AgentIdsDisabled();
    /// @notice The payee is not the wallet the identity registry gives for the agent id.
    error PayeeNotAgentWallet(uint256 agentId, address payee, address wallet);
    error ReceiptExists(uint256 receiptId);
    error Refused(uint256 receiptId, Reason reason);
    /// @notice This source pushes its ratings; the ledger cannot pull them.
    error PushOnly();

    constructor(address ledger_, uint256 outcomeWindow_) EIP712("repledger x402 source", "1") {
        if (ledger_ == address(0)) revert ZeroAddress("ledger");
        if (outcomeWindow_ < MIN_OUTCOME_WINDOW || outcomeWindow_ > MAX_OUTCOME_WINDOW) {
            revert OutcomeWindowOutOfRange(outcomeWindow_, MIN_OUTCOME_WINDOW, MAX_OUTCOME_WINDOW);
        }
        ledger = ISourceLedger(ledger_);
        asset = ISourceLedger(ledger_).asset();
        identityRegistry = ISourceLedger(ledger_).identityRegistry();
        outcomeWindow = outcomeWindow_;
    }

    // ---------------------------------------------------------------- settlement

    /// @notice Settle an x402 `exact` payment: execute `from`'s authorization to pay `value` of
    ///         the asset to `to`, and record its receipt. `agentId` is the payee's ERC-8004 id
    ///         (`to` must be its wallet), or 0 for the payee address itself. Anyone may call it
    ///         (a facilitator does); the payer's signature is the authority.
    /// @return receiptId the receipt's id, the rating's job id at the ledger
    function settle(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint256 agentId,
        bytes calldata signature
    ) external returns (uint256 receiptId) {
        if (value == 0) revert ZeroAmount();
        if (from == to) revert SelfPayment(from);
        uint256 agent = _agentOf(from, to, agentId);
        receiptId = receiptIdOf(from, nonce);
        if (_receipts[receiptId] != 0) revert ReceiptExists(receiptId);
        IERC3009Transfer(asset).transferWithAuthorization(from, to, value, validAfter, validBefore, nonce, signature);
        _receipts[receiptId] = _commitment(agent, value, block.timestamp) | SETTLED;
        emit PaymentSettled(receiptId, from, agent, to, value, nonce, block.timestamp);
    }

    /// @dev The rated identity: the ERC-8004 id whose wallet is `to`, or `to` as an integer.
    function _agentOf(address from, address to, uint256 agentId) private view returns (uint256) {
        if (agentId == 0) return uint256(uint160(to));
        if (identityRegistry == address(0)) revert AgentIdsDisabled();
        address wallet = IAgentWallets(identityRegistry).getAgentWallet(agentId);
        if (wallet != to || to == address(0)) revert PayeeNotAgentWallet(agentId, to, wallet);
        if (IAgentWallets(identityRegistry).ownerOf(agentId) == from) revert SelfPayment(from);
        return agentId;
    }

    // ---------------------------------------------------------------- ratings

    /// @notice Rate one receipt with its payer's signed outcome; reverts Refused(reason) instead.
    function rate(SignedOutcome calldata o) external {
        (uint256 id, Reason reason) = _rate(o);
        if (reason != Reason.None) revert Refused(id, reason);
    }

    /// @notice Rate many receipts in the order given. An outcome that cannot be rated (already
    ///         rated, late, unsigned, unknown) is skipped with OutcomeRefused, so a replayed batch
    ///         is harmless and one bad item cannot hold up the rest.
    /// @return applied how many were rated
    function rateBatch(SignedOutcome[] calldata outcomes) external returns (uint256 applied) {
        for (uint256 i; i < outcomes.length; ++i) {
            (uint256 id, Reason reason) = _rate(outcomes[i]);
            if (reason == Reason.None) {
                ++applied;
            } else {
                emit OutcomeRefused(id, reason);
            }
        }
    }

    function _rate(SignedOutcome calldata o) private returns (uint256 id, Reason reason) {
        id = receiptIdOf(o.payer, o.nonce);
        uint256 r = _receipts[id];
        if (r == 0 || r & ~STATE_MASK != _commitment(o.agentId, o.amount, o.settledAt)) return (id, Reason.UnknownReceipt);
        if (r & RATED != 0) return (id, Reason.AlreadyRated);
        if (block.timestamp > o.settledAt + outcomeWindow) return (id, Reason.TooLate);
        if (!Rubric.isValid(o.outcome) || Rubric.hasBuyerRating(o.outcome)) return (id, Reason.InvalidOutcome);
        if (!SignatureChecker.isValidSignatureNow(o.payer, outcomeDigest(o.payer, o.nonce, o.agentId, o.outcome), o.signature)) {
            return (id, Reason.BadSignature);
        }
        _receipts[id] = r | RATED;
        ledger.rateFromSource(id, o.agentId, o.payer, o.amount, Rubric.rate(o.outcome), o.settledAt);
    }

    // ---------------------------------------------------------------- reads

    /// @notice The receipt id of the payment `payer` authorized with `nonce`: its job id at the
    ///         ledger (224 bits, so it fits a batch key).
    function receiptIdOf(address payer, bytes32 nonce) public pure returns (uint256) {
        return uint256(keccak256(abi.encode(payer, nonce))) >> 32;
    }

    /// @notice The EIP-712 digest a payer signs for its outcome.
    function outcomeDigest(address payer, bytes32 nonce, uint256 agentId, uint256 outcome)
        public
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(OUTCOME_TYPEHASH, payer, nonce, agentId, outcome)));
    }

    /// @notice Whether the receipt exists, and whether it has been rated.
    function receiptState(uint256 receiptId) external view returns (bool settled, bool rated) {
        uint256 r = _receipts[receiptId];
        return (r & SETTLED != 0, r & RATED != 0);
    }

    /// @notice receiptState for many receipts in one call, in the order given.
    function receiptStates(uint256[] calldata receiptIds)
        external
        view
        returns (bool[] memory settled, bool[] memory rated)
    {
        settled = new bool[](receiptIds.length);
        rated = new bool[](receiptIds.length);
        for (uint256 i; i < receiptIds.length; ++i) {
            uint256 r = _receipts[receiptIds[i]];
            (settled[i], rated[i]) = (r & SETTLED != 0, r & RATED != 0);
        }
    }

    /// @notice IRatingSource: only `completed` (settled) and `rated` are filled; the receipt's
    ///         other terms are a commitment, given in full by its PaymentSettled event.
    function ratingTerms(uint256 jobId) external view returns (RatingTerms memory t) {
        uint256 r = _receipts[jobId];
        t.completed = r & SETTLED != 0;
        t.rateable = t.completed;
        t.rated = r & RATED != 0;
    }

    /// @notice IRatingSource: not offered, the source pushes its ratings (`rate`, `rateBatch`).
    function consumeRating(uint256) external pure returns (RatingTerms memory) {
        revert PushOnly();
    }

    function _commitment(uint256 agentId, uint256 amount, uint256 settledAt) private pure returns (uint256) {
        return uint256(keccak256(abi.encode(agentId, amount, settledAt))) & ~STATE_MASK;
    }
}
