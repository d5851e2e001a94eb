// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";
import {IRatingSource, KIND_AUTO, KIND_BUYER} from "./IRatingSource.sol";
import {Rubric} from "./Rubric.sol";

/// @notice What the hook reads of its ledger: the admin (live, on every registration), the asset
///         and the identity registry (immutable there, copied here), and where its factory
///         escrows live (to refuse registering one of them).
interface IHookLedger {
    function admin() external view returns (address);
    function asset() external view returns (address);
    function identityRegistry() external view returns (address);
    function escrowAt(uint32 index) external view returns (address);
}

/// @title RatingHook
/// @notice An ERC-8183 hook that lets escrows other than the ledger's own feed it (docs/design.md
///         §17). The ledger's admin registers the hook on the ledger as a pulled rating source
///         (`registerSource`) and registers each foreign escrow on the hook (`registerEscrow`).
///         A job of a registered escrow that names this hook is recorded when its evaluator
///         completes it; the settler then names the record to the ledger, which pulls it with
///         `consumeRating` exactly once, as it pulls a factory escrow's job.
///
///         Recording, in `afterAction(jobId, complete, data)` from a registered, running escrow:
///         the job is read from the calling escrow's `getJob` (the ERC-8183 reference's Job
///         layout), never from the hook's arguments; it is recorded when it is Completed, names
///         this hook, was paid in the ledger's asset, has a budget of at least `minBudget`, a
///         provider that is neither its client nor its evaluator, and an agent id that is 0 (the
///         provider's address is the agent) or, with the ledger's identity registry, one the
///         provider owns and below 2^160. Only the outcome signals come from the arguments: the
///         first word of `complete`'s optParams, Rubric's encoding (untagged: the free-form base,
///         70; the client's own buyer rating only when the client is the evaluator and completed
///         it). A tagged word that is not valid is recorded as not rateable: the hook never
///         reverts, because a reverting hook would block the escrow's `complete`.
///
///         The rating weighs the job's whole budget (claims settled before completion included:
///         one rating per step). `reject`, `claimRefund` and every other selector record nothing;
///         calls from unregistered addresses change nothing; `beforeAction` blocks nothing.
/// @dev A job's key is (ordinal << 192) | jobId, so a ledger batch key is (source index << 224)
///      | key. A record is two slots: the deal (client, budget) and the terms (agent id,
///      completion time, rating, kind, flags); the replay guard is a bit of the terms, set by
///      `consumeRating`. A record is never overwritten.
contract RatingHook is IERC8183Hook, IRatingSource {
    /// @notice ERC-8183 `complete(uint256,bytes32,bytes)`, the one selector the hook records.
    bytes4 public constant COMPLETE_SELECTOR = 0xd75bbdf3;
    /// @notice ERC-8183 `getJob(uint256)`.
    bytes4 public constant GET_JOB_SELECTOR = 0xbf22c457;
    /// @notice A job's key is (ordinal << ORDINAL_SHIFT) | jobId.
    uint256 public constant ORDINAL_SHIFT = 192;
    /// @notice The dust minimum is one unit of the asset divided by this: a cent of a dollar token.
    uint256 public constant DUST_DIVISOR = 100;

    uint256 private constant JOB_MASK = (1 << ORDINAL_SHIFT) - 1;
    uint256 private constant STATUS_COMPLETED = 3; // the reference's JobStatus.Completed
    uint256 private constant STOPPED = 1 << 32; // in an escrow entry, above the ordinal
    uint256 private constant ORDINAL_MASK = (1 << 32) - 1;
    uint256 private constant ADDRESS_MASK = (1 << 160) - 1;
    // The terms word: agent id (0..159), completedAt (160..199), rating (200..207), kind
    // (208..215), flags (216..223). The deal word: client (0..159), budget (160..255).
    uint256 private constant TIME_SHIFT = 160;
    uint256 private constant RATING_SHIFT = 200;
    uint256 private constant KIND_SHIFT = 208;
    uint256 private constant FLAGS_SHIFT = 216;
    uint256 private constant BUDGET_SHIFT = 160;
    uint256 private constant MAX_BUDGET = (1 << 96) - 1;
    uint256 private constant RECORDED = 1 << FLAGS_SHIFT;
    uint256 private constant RATEABLE = 2 << FLAGS_SHIFT;
    uint256 private constant RATED = 4 << FLAGS_SHIFT;
    // getJob's answer, read as words: the tuple's offset, then the Job's 13 head words.
    uint256 private constant JOB_WORDS = 14;
    uint256 private constant W_CLIENT = 1;
    uint256 private constant W_STATUS = 2;
    uint256 private constant W_PROVIDER = 3;
    uint256 private constant W_EVALUATOR = 5;
    uint256 private constant W_BUDGET = 7;
    uint256 private constant W_HOOK = 8;
    uint256 private constant W_TOKEN = 9;
    uint256 private constant W_AGENT_ID = 10;

    /// @notice Why a completion from a registered escrow was not recorded (JobNotRecorded).
    enum Reason {
        None,
        EscrowStopped, // the admin stopped the escrow on this hook
        JobIdTooLarge, // the job id does not fit 192 bits
        AlreadyRecorded, // the job has a record: records are never overwritten
        NoJob, // getJob reverted or did not answer in the reference's Job layout
        NotCompleted, // the escrow does not report the job Completed
        OtherHook, // the job names another hook
        OtherToken, // the job was not paid in the ledger's asset
        Dust, // the budget is under minBudget (zero included)
        SelfDealing, // no provider, or the provider is the client or the evaluator
        AgentIdsDisabled, // an agent id, and the ledger has no identity registry
        AgentNotProvider, // the provider does not own the agent id (or ownerOf failed)
        AgentIdTooLarge // an agent id of 2^160 or more: it does not fit the record
    }

    /// @dev One job's record: two slots.
    struct Record {
        uint256 deal; // client, budget (saturated at 2^96 − 1, far above any weight cap)
        uint256 terms; // agent id, completedAt, rating, kind, flags
    }

    /// @dev The Job fields the hook reads from getJob.
    struct Job {
        address client;
        address provider;
        address evaluator;
        address hook;
        address token;
        uint256 status;
        uint256 budget;
        uint256 agentId;
    }

    /// @notice The ledger this hook feeds; its admin registers and stops escrows here.
    IHookLedger public immutable ledger;
    /// @notice The ledger's asset: the only payment token whose jobs are recorded.
    address public immutable asset;
    /// @notice The ledger's ERC-8004 identity registry (zero: jobs under agent ids are refused).
    address public immutable identityRegistry;
    /// @notice The least budget recorded, in base units: one unit of the asset / DUST_DIVISOR,
    ///         at least 1 (10,000 base units of a 6-decimals asset).
    uint256 public immutable minBudget;

    address[] private _escrows; // the escrow of ordinal i + 1
    mapping(address escrow => uint256) private _entries; // ordinal | STOPPED
    mapping(uint256 key => Record) private _records;

    /// @notice The ledger's admin registered `escrow` under `ordinal` (1, 2, …).
    event EscrowRegistered(uint32 indexed ordinal, address indexed escrow);
    /// @notice The ledger's admin stopped (or resumed) recording `escrow`'s jobs.
    event EscrowStopped(uint32 indexed ordinal, address indexed escrow, bool stopped);
    /// @notice A completed job was recorded under `key`. With `rateable` it waits for the ledger
    ///         (the settler submits (source index << 224) | key); without, it is never rated (an
    ///         invalid outcome word, `outcome`). `budget` is the whole budget, the weight's basis;
    ///         `outcome` is the tagged word of optParams (0: none, the free-form base).
    event JobRecorded(
        uint256 indexed key,
        address indexed escrow,
        uint256 indexed agentId,
        uint256 jobId,
        address client,
        address provider,
        uint256 budget,
        uint8 kind,
        uint8 rating,
        uint256 outcome,
        uint256 completedAt,
        bool rateable
    );
    /// @notice A registered escrow's completion was not recorded, and why. Nothing was stored.
    event JobNotRecorded(address indexed escrow, uint256 indexed jobId, Reason reason);

    error ZeroAddress(string field);
    error NotAdmin(address caller);
    error NotLedger(address caller);
    error NotAContract(address escrow);
    /// @notice `escrow` is one of the ledger's factory escrows: the ledger rates its jobs itself.
    error LedgerEscrow(address escrow, uint32 index);
    error EscrowAlreadyRegistered(address escrow, uint32 ordinal);
    error UnknownEscrow(address escrow);
    error UnknownOrdinal(uint256 ordinal);
    error TooManyEscrows();
    error JobIdTooLarge(uint256 jobId);
    error NotRecorded(uint256 key);
    error NotRateable(uint256 key);

    constructor(address ledger_) {
        if (ledger_ == address(0)) revert ZeroAddress("ledger");
        ledger = IHookLedger(ledger_);
        address asset_ = IHookLedger(ledger_).asset();
        asset = asset_;
        identityRegistry = IHookLedger(ledger_).identityRegistry();
        uint256 min = 10 ** IERC20Metadata(asset_).decimals() / DUST_DIVISOR;
        minBudget = min == 0 ? 1 : min;
    }

    // ---------------------------------------------------------------- admin (the ledger's)

    /// @notice Record jobs of the ERC-8183 escrow `escrow` from now on, under the next ordinal.
    ///         The ledger's admin only (read live): the ledger will take what this escrow reports
    ///         of its jobs, so registering is a decision about its code and its upgrader.
    function registerEscrow(address escrow) external returns (uint32 ordinal) {
        _onlyAdmin();
        if (escrow == address(0)) revert ZeroAddress("escrow");
        if (escrow.code.length == 0 || escrow == address(this)) revert NotAContract(escrow);
        uint256 entry = _entries[escrow];
        if (entry != 0) revert EscrowAlreadyRegistered(escrow, uint32(entry));
        _refuseLedgerEscrow(escrow);
        if (_escrows.length == ORDINAL_MASK) revert TooManyEscrows();
        _escrows.push(escrow);
        ordinal = uint32(_escrows.length);
        _entries[escrow] = ordinal;
        emit EscrowRegistered(ordinal, escrow);
    }

    /// @notice Stop (or resume) recording `escrow`'s jobs. What it recorded stays rateable; jobs
    ///         it completes while stopped are never recorded. The ledger's admin only.
    function setEscrowStopped(address escrow, bool stopped) external {
        _onlyAdmin();
        uint256 entry = _entries[escrow];
        if (entry == 0) revert UnknownEscrow(escrow);
        _entries[escrow] = stopped ? entry | STOPPED : entry & ORDINAL_MASK;
        emit EscrowStopped(uint32(entry), escrow, stopped);
    }

    function _onlyAdmin() private view {
        if (msg.sender != ledger.admin()) revert NotAdmin(msg.sender);
    }

    /// @dev A factory escrow answers ledger() with this ledger and index() with its index, and
    ///      the ledger computes its address from the index: such a job would be rated twice.
    function _refuseLedgerEscrow(address escrow) private view {
        (bool ok, uint256 claimed) = _word(escrow, abi.encodeWithSignature("ledger()"));
        if (!ok || claimed != uint160(address(ledger))) return;
        uint256 index;
        (ok, index) = _word(escrow, abi.encodeWithSignature("index()"));
        if (ok && index <= type(uint32).max && ledger.escrowAt(uint32(index)) == escrow) {
            revert LedgerEscrow(escrow, uint32(index));
        }
    }

    // ---------------------------------------------------------------- ERC-8183 hook

    /// @inheritdoc IERC8183Hook
    /// @dev Blocks nothing.
    function beforeAction(uint256, bytes4, bytes calldata) external pure {}

    /// @inheritdoc IERC8183Hook
    /// @dev Records `complete` of a registered, running escrow (see the contract's notice); any
    ///      other call changes nothing. Never reverts: every external read is a staticcall whose
    ///      failure or malformed answer is a refusal.
    function afterAction(uint256 jobId, bytes4 selector, bytes calldata data) external {
        if (selector != COMPLETE_SELECTOR) return;
        uint256 entry = _entries[msg.sender];
        if (entry == 0) return;
        Reason why = _record(entry, jobId, data);
        if (why != Reason.None) emit JobNotRecorded(msg.sender, jobId, why);
    }

    /// @inheritdoc IERC165
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC8183Hook).interfaceId || interfaceId == type(IERC165).interfaceId;
    }

    function _record(uint256 entry, uint256 jobId, bytes calldata data) private returns (Reason) {
        if (entry & STOPPED != 0) return Reason.EscrowStopped;
        if (jobId > JOB_MASK) return Reason.JobIdTooLarge;
        uint256 key = ((entry & ORDINAL_MASK) << ORDINAL_SHIFT) | jobId;
        Record storage r = _records[key];
        if (r.terms != 0) return Reason.AlreadyRecorded;
        (bool ok, Job memory j) = _readJob(msg.sender, jobId);
        if (!ok) return Reason.NoJob;
        if (j.status != STATUS_COMPLETED) return Reason.NotCompleted;
        if (j.hook != address(this)) return Reason.OtherHook;
        if (j.token != asset) return Reason.OtherToken;
        if (j.budget < minBudget) return Reason.Dust;
        if (j.provider == address(0) || j.provider == j.client || j.provider == j.evaluator) return Reason.SelfDealing;
        uint256 agentId = j.agentId;
        if (agentId == 0) {
            agentId = uint160(j.provider);
        } else {
            Reason agentWhy = _checkAgent(agentId, j.provider);
            if (agentWhy != Reason.None) return agentWhy;
        }
        (uint256 outcome, uint8 kind, uint8 rating, bool rateable) = _outcome(data, j);
        uint256 budget = j.budget < MAX_BUDGET ? j.budget : MAX_BUDGET;
        r.deal = uint256(uint160(j.client)) | (budget << BUDGET_SHIFT);
        r.terms = agentId | (block.timestamp << TIME_SHIFT) | (uint256(rating) << RATING_SHIFT)
            | (uint256(kind) << KIND_SHIFT) | RECORDED | (rateable ? RATEABLE : 0);
        emit JobRecorded(
            key, msg.sender, agentId, jobId, j.client, j.provider, j.budget, kind, rating, outcome, block.timestamp, rateable
        );
        return Reason.None;
    }

    function _checkAgent(uint256 agentId, address provider) private view returns (Reason) {
        if (identityRegistry == address(0)) return Reason.AgentIdsDisabled;
        if (agentId > ADDRESS_MASK) return Reason.AgentIdTooLarge;
        // ownerOf(uint256); a burnt id reverts: not owned.
        (bool ok, uint256 owner) = _word(identityRegistry, abi.encodeWithSelector(0x6352211e, agentId));
        return ok && owner == uint160(provider) ? Reason.None : Reason.AgentNotProvider;
    }

    /// @dev The rating the outcome signals give, from `complete`'s data (actor, reason,
    ///      optParams): untagged optParams rate as the free-form base, kind auto; a tagged word
    ///      rates by the rubric, or as the client's buyer rating when the client is the job's
    ///      evaluator and completed it. Malformed data, an invalid word, or a buyer rating from
    ///      anyone else: not rateable.
    function _outcome(bytes calldata data, Job memory j)
        private
        pure
        returns (uint256 outcome, uint8 kind, uint8 rating, bool rateable)
    {
        (bool ok, address actor, uint256 word) = _decodeData(data);
        if (!ok) return (word, KIND_AUTO, 0, false);
        if (word >> 248 != Rubric.OUTCOME_TAG) return (0, KIND_AUTO, Rubric.rate(0), true);
        if (!Rubric.isValid(word)) return (word, KIND_AUTO, 0, false);
        if (!Rubric.hasBuyerRating(word)) return (word, KIND_AUTO, Rubric.rate(word), true);
        if (actor != j.client || j.evaluator != j.client) return (word, KIND_BUYER, 0, false);
        return (word, KIND_BUYER, Rubric.buyerRating(word), true);
    }

    /// @dev abi.encode(address actor, bytes32 reason, bytes optParams), read defensively:
    ///      ok is false when it is not that encoding. `word` is optParams' first 32 bytes (0
    ///      when shorter).
    function _decodeData(bytes calldata data) private pure returns (bool ok, address actor, uint256 word) {
        if (data.length < 96) return (false, address(0), 0);
        uint256 a = uint256(bytes32(data[0:32]));
        uint256 off = uint256(bytes32(data[64:96]));
        if (a > ADDRESS_MASK || off > data.length - 32) return (false, address(0), 0);
        uint256 len = uint256(bytes32(data[off:off + 32]));
        if (len > data.length - off - 32) return (false, address(0), 0);
        if (len >= 32) word = uint256(bytes32(data[off + 32:off + 64]));
        return (true, address(uint160(a)), word);
    }

    /// @dev getJob(jobId) of `escrow` in the reference's layout: a tuple offset of 32, then
    ///      client, status, provider, expiredAt, evaluator, submittedAt, budget, hook,
    ///      paymentToken, providerAgentId, … Only the head is copied, whatever the description's
    ///      length. ok is false when the call fails or the answer is not in that shape.
    function _readJob(address escrow, uint256 jobId) private view returns (bool ok, Job memory j) {
        bytes memory input = abi.encodeWithSelector(GET_JOB_SELECTOR, jobId);
        uint256[JOB_WORDS] memory w;
        bool success;
        uint256 size;
        assembly ("memory-safe") {
            success := staticcall(gas(), escrow, add(input, 32), mload(input), 0, 0)
            size := returndatasize()
            if and(success, iszero(lt(size, mul(JOB_WORDS, 32)))) { returndatacopy(w, 0, mul(JOB_WORDS, 32)) }
        }
        if (!success || size < JOB_WORDS * 32 || w[0] != 32) return (false, j);
        if ((w[W_CLIENT] | w[W_PROVIDER] | w[W_EVALUATOR] | w[W_HOOK] | w[W_TOKEN]) > ADDRESS_MASK) return (false, j);
        j.client = address(uint160(w[W_CLIENT]));
        j.status = w[W_STATUS];
        j.provider = address(uint160(w[W_PROVIDER]));
        j.evaluator = address(uint160(w[W_EVALUATOR]));
        j.budget = w[W_BUDGET];
        j.hook = address(uint160(w[W_HOOK]));
        j.token = address(uint160(w[W_TOKEN]));
        j.agentId = w[W_AGENT_ID];
        return (true, j);
    }

    /// @dev One word from a staticcall; ok is false when the call fails or answers under 32 bytes.
    function _word(address target, bytes memory input) private view returns (bool ok, uint256 value) {
        assembly ("memory-safe") {
            ok := staticcall(gas(), target, add(input, 32), mload(input), 0, 32)
            ok := and(ok, iszero(lt(returndatasize(), 32)))
            value := mul(mload(0), ok)
        }
    }

    // ---------------------------------------------------------------- IRatingSource

    /// @inheritdoc IRatingSource
    /// @dev `completed` says the hook recorded the job (the escrow reported it Completed then).
    function ratingTerms(uint256 key) external view returns (RatingTerms memory) {
        Record storage r = _records[key];
        return _terms(r.deal, r.terms);
    }

    /// @inheritdoc IRatingSource
    /// @dev The ledger only. Reverts NotRecorded or NotRateable; a job already rated comes back
    ///      with `rated` set and unchanged, so the ledger skips it in a batch (and `submit`
    ///      reverts AlreadyRated), as it does for its own escrows' jobs.
    function consumeRating(uint256 key) external returns (RatingTerms memory t) {
        if (msg.sender != address(ledger)) revert NotLedger(msg.sender);
        Record storage r = _records[key];
        uint256 terms = r.terms;
        if (terms & RECORDED == 0) revert NotRecorded(key);
        if (terms & RATEABLE == 0) revert NotRateable(key);
        t = _terms(r.deal, terms);
        if (!t.rated) r.terms = terms | RATED;
    }

    function _terms(uint256 deal, uint256 terms) private pure returns (RatingTerms memory t) {
        t.completed = terms & RECORDED != 0;
        t.rateable = terms & RATEABLE != 0;
        t.rated = terms & RATED != 0;
        t.kind = uint8(terms >> KIND_SHIFT);
        t.rating = uint8(terms >> RATING_SHIFT);
        t.completedAt = uint40(terms >> TIME_SHIFT);
        t.client = address(uint160(deal));
        t.budget = uint96(deal >> BUDGET_SHIFT);
        t.agentId = terms & ADDRESS_MASK;
    }

    // ---------------------------------------------------------------- reads

    /// @notice How many escrows were ever registered; their ordinals run from 1 to escrowCount.
    function escrowCount() external view returns (uint256) {
        return _escrows.length;
    }

    /// @notice The escrow registered under `ordinal`.
    function escrowAt(uint256 ordinal) external view returns (address) {
        if (ordinal == 0 || ordinal > _escrows.length) revert UnknownOrdinal(ordinal);
        return _escrows[ordinal - 1];
    }

    /// @notice `escrow`'s ordinal (0: not registered) and whether it is stopped.
    function escrowState(address escrow) external view returns (uint32 ordinal, bool stopped) {
        uint256 entry = _entries[escrow];
        return (uint32(entry), entry & STOPPED != 0);
    }

    /// @notice The key of job `jobId` of the registered `escrow`: (ordinal << 192) | jobId.
    function keyOf(address escrow, uint256 jobId) external view returns (uint256) {
        uint256 entry = _entries[escrow];
        if (entry == 0) revert UnknownEscrow(escrow);
        if (jobId > JOB_MASK) revert JobIdTooLarge(jobId);
        return ((entry & ORDINAL_MASK) << ORDINAL_SHIFT) | jobId;
    }
}
