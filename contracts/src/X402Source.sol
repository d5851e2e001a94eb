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
/// @dev A receipt is one word: the receipt's tag (the low 64 bits of its id) in bits 192..255, a
///      144-bit commitment to (nonce, agent id, amount) in bits 48..191, the settlement time in
///      bits 8..47 and the state (settled, rated) in the low byte. The rating's fields travel in
///      calldata and are checked against the word. Slots are recycled: a payer's receipts live in
///      LANES lanes chosen by their tag, and a settlement reuses its lane once the receipt there is
///      rated or past its window (an update, not a new slot: ~17,000 gas less); when the lane's
///      receipt still waits for its outcome, the new one takes a slot of its own (overflow).
///      A receipt id is (payer << 64) | tag, so every read by id finds its lane.
contract X402Source is IRatingSource, EIP712 {
    /// @notice The outcome a payer signs: its payment (payer, nonce), the agent it paid, and the
    ///         outcome word of Rubric (tagged; no buyer rating: the rubric rates x402 steps).
    bytes32 public constant OUTCOME_TYPEHASH =
        keccak256("Outcome(address payer,bytes32 nonce,uint256 agentId,uint256 outcome)");
    /// @notice The shortest and longest outcome windows a source may state.
    uint256 public constant MIN_OUTCOME_WINDOW = 5 minutes;
    uint256 public constant MAX_OUTCOME_WINDOW = 30 days;

    /// @notice How many recycled receipt slots each payer has.
    uint256 public constant LANES = 16;

    uint256 private constant SETTLED = 1;
    uint256 private constant RATED = 2;
    uint256 private constant TIME_SHIFT = 8;
    uint256 private constant TIME_MASK = (1 << 40) - 1;
    uint256 private constant TAG_SHIFT = 192;
    uint256 private constant TAG_MASK = (1 << 64) - 1;
    uint256 private constant COMMIT_MASK = ((1 << 144) - 1) << 48;

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

    mapping(address payer => mapping(uint256 lane => uint256)) private _lanes;
    mapping(uint256 receiptId => uint256) private _overflow; // receipts whose lane was taken

    /// @notice A payment was settled and its receipt recorded. `agentId` is the ERC-8004 id the
    ///         payment was made to, else the payee address as an integer. The rest of the receipt
    ///         is in the same transaction, just before this event: the payer is `receiptId >> 64`,
    ///         the asset's AuthorizationUsed(payer, nonce) and Transfer(payer, payee, amount) name
    ///         the nonce, payee and amount, and settledAt is the block's timestamp. (Kept to two
    ///         topics to keep a settlement within issue 19's 80,000 gas.)
    event PaymentSettled(uint256 indexed receiptId, uint256 indexed agentId);
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
        uint256 lane = receiptId % LANES;
        uint256 word = _word(receiptId, nonce, agent, value, block.timestamp);
        IERC3009Transfer(asset).transferWithAuthorization(from, to, value, validAfter, validBefore, nonce, signature);
        // The token refuses a used nonce, so no receipt of (from, nonce) exists yet.
        if (_isFree(_lanes[from][lane])) {
            _lanes[from][lane] = word;
        } else {
            if (_overflow[receiptId] != 0) revert ReceiptExists(receiptId);
            _overflow[receiptId] = word;
        }
        emit PaymentSettled(receiptId, agent);
    }

    /// @dev A lane is free when empty, rated, or past its outcome window: nothing there can be
    ///      rated any more.
    function _isFree(uint256 w) private view returns (bool) {
        return w == 0 || w & RATED != 0 || block.timestamp > ((w >> TIME_SHIFT) & TIME_MASK) + outcomeWindow;
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
        uint256 want = _word(id, o.nonce, o.agentId, o.amount, o.settledAt);
        uint256 lane = id % LANES;
        uint256 w = _lanes[o.payer][lane];
        bool inLane = w & ~uint256(0xff) == want & ~uint256(0xff);
        if (!inLane) w = _overflow[id];
        // The word holds settledAt's low 40 bits: the full value must be what it holds.
        if (w & ~uint256(0xff) != want & ~uint256(0xff) || o.settledAt > TIME_MASK) return (id, Reason.UnknownReceipt);
        if (w & RATED != 0) return (id, Reason.AlreadyRated);
        if (block.timestamp > o.settledAt + outcomeWindow) return (id, Reason.TooLate);
        if (!Rubric.isValid(o.outcome) || Rubric.hasBuyerRating(o.outcome)) return (id, Reason.InvalidOutcome);
        if (!SignatureChecker.isValidSignatureNow(o.payer, outcomeDigest(o.payer, o.nonce, o.agentId, o.outcome), o.signature)) {
            return (id, Reason.BadSignature);
        }
        if (inLane) {
            _lanes[o.payer][lane] = w | RATED;
        } else {
            _overflow[id] = w | RATED;
        }
        ledger.rateFromSource(id, o.agentId, o.payer, o.amount, Rubric.rate(o.outcome), o.settledAt);
    }

    // ---------------------------------------------------------------- reads

    /// @notice The receipt id of the payment `payer` authorized with `nonce`: (payer << 64) | tag,
    ///         the tag being the low 64 bits of keccak256(payer, nonce). It is the rating's job id
    ///         at the ledger (224 bits, so it fits a batch key).
    function receiptIdOf(address payer, bytes32 nonce) public pure returns (uint256) {
        return (uint256(uint160(payer)) << 64) | (uint256(keccak256(abi.encode(payer, nonce))) & TAG_MASK);
    }

    /// @notice The EIP-712 digest a payer signs for its outcome.
    function outcomeDigest(address payer, bytes32 nonce, uint256 agentId, uint256 outcome)
        public
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(OUTCOME_TYPEHASH, payer, nonce, agentId, outcome)));
    }

    /// @notice Whether the receipt is held, and whether it has been rated. A receipt is held until
    ///         its slot is recycled (after its rating, or its window): then both are false again,
    ///         and the token's authorizationState(payer, nonce) tells it was used.
    function receiptState(uint256 receiptId) public view returns (bool settled, bool rated) {
        uint256 w = _held(receiptId);
        return (w & SETTLED != 0, w & RATED != 0);
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
            (settled[i], rated[i]) = receiptState(receiptIds[i]);
        }
    }

    /// @dev The word held for `receiptId`: in its payer's lane when the tag there is its own, else
    ///      in the overflow (zero: none).
    function _held(uint256 receiptId) private view returns (uint256) {
        uint256 w = _lanes[address(uint160(receiptId >> 64))][receiptId % LANES];
        if (w >> TAG_SHIFT == receiptId & TAG_MASK) return w;
        return _overflow[receiptId];
    }

    /// @notice IRatingSource: only `completed` (settled) and `rated` are filled; the receipt's
    ///         other terms are a commitment, given in full by its PaymentSettled event.
    function ratingTerms(uint256 jobId) external view returns (RatingTerms memory t) {
        uint256 r = _held(jobId);
        t.completed = r & SETTLED != 0;
        t.rateable = t.completed;
        t.rated = r & RATED != 0;
    }

    /// @notice IRatingSource: not offered, the source pushes its ratings (`rate`, `rateBatch`).
    function consumeRating(uint256) external pure returns (RatingTerms memory) {
        revert PushOnly();
    }

    /// @dev A settled receipt's word (layout in the contract's notes).
    function _word(uint256 receiptId, bytes32 nonce, uint256 agentId, uint256 amount, uint256 settledAt)
        private
        pure
        returns (uint256)
    {
        return ((receiptId & TAG_MASK) << TAG_SHIFT) | (uint256(keccak256(abi.encode(nonce, agentId, amount))) & COMMIT_MASK)
            | ((settledAt & TIME_MASK) << TIME_SHIFT) | SETTLED;
    }
}
