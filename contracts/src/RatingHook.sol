// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";
import {IRatingSource, KIND_AUTO} from "./IRatingSource.sol";
import {Rubric} from "./Rubric.sol";
import {RatingHookFactory} from "./RatingHookFactory.sol";
import {RatingHookJobs} from "./RatingHookJobs.sol";

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
///         A job of a registered escrow that names this hook is bound to its agent when it is
///         funded and recorded at its verdict; the settler then names the record to the ledger,
///         which pulls it with `consumeRating` exactly once, as it pulls a factory escrow's job.
///
///         Every job fact is read from the calling escrow's `getJob` (the ERC-8183 reference's
///         Job layout), never from the hook's arguments. In `afterAction` from a registered,
///         running escrow:
///         - `fund`: the job, reported Funded, naming this hook, paid in the ledger's asset with
///           at least `minBudget`, its provider neither client nor evaluator, is BOUND to its
///           agent: its ERC-8004 id in [1, 2^96) the provider owns (with the ledger's identity
///           registry), or, with id 0, the provider's address, which must be 2^96 or more so the
///           two namespaces never meet. One slot: the agent, the funding time, a flag.
///         - `complete` (reported Completed): recorded under the bound agent, ownership not
///           checked again (moving the id after funding changes nothing). The outcome signals,
///           the one thing read from the arguments: the first word of optParams, Rubric's
///           encoding (untagged: the free-form base, 70; the client's own buyer rating only when
///           the client is the evaluator and completed it; a tagged word that is not valid is
///           recorded as not rateable).
///         - `claimRefund` (reported Expired) of a job funded and never submitted, with at least
///           MIN_SUBMIT_WINDOW between funding and expiry: the provider failed to deliver in
///           time, recorded as the rubric's "no output", 20, kind auto. A refund after a
///           submission is the evaluator's silence, not the provider's failure: not recorded.
///         A job with no binding (funded before registration, or refused at fund) is not
///         recorded at its verdict. The rating weighs the job's whole budget. `reject` records
///         nothing: a refund is no settlement, and a rating the client's evaluator could give
///         for free, money back, would be a weapon against any provider. Every other selector
///         and every unregistered caller changes nothing; `beforeAction` blocks nothing; nothing
///         reverts, because a reverting hook would block the escrow's action.
/// @dev A job's key is (ordinal << 192) | jobId, so a ledger batch key is (source index << 224)
///      | key. A record is two slots: the deal (client, budget) and the terms (agent id, verdict
///      time, rating, kind, flags); the binding is the terms slot before the verdict (agent,
///      funding time, the bound flag), rewritten in place by the record. The replay guard is a
///      bit of the terms, set by `consumeRating`. A record is never overwritten.
contract RatingHook is IERC8183Hook, IRatingSource, RatingHookFactory {
    /// @notice ERC-8183 `complete(uint256,bytes32,bytes)`: a verdict, rated by its outcome word.
    bytes4 public constant COMPLETE_SELECTOR = 0xd75bbdf3;
    /// @notice ERC-8183 `claimRefund(uint256,bytes)`: a verdict, rated "no output" when unsubmitted.
    bytes4 public constant CLAIM_REFUND_SELECTOR = 0xd2fd101b;
    /// @notice ERC-8183 `fund(uint256,address,uint256,bytes)`: binds the job to its agent.
    bytes4 public constant FUND_SELECTOR = 0x1f989ec8;
    /// @notice ERC-8183 `getJob(uint256)`.
    bytes4 public constant GET_JOB_SELECTOR = RatingHookJobs.GET_JOB_SELECTOR;
    /// @notice A job's key is (ordinal << ORDINAL_SHIFT) | jobId.
    uint256 public constant ORDINAL_SHIFT = 192;
    /// @notice The dust minimum is one unit of the asset divided by this: a cent of a dollar token.
    uint256 public constant DUST_DIVISOR = 100;
    /// @notice ERC-8004 ids are below this; a provider's address used as its agent is at least this.
    uint256 public constant AGENT_ID_LIMIT = 1 << 96;
    /// @notice A refund rates the provider only when it had at least this long from funding to
    ///         expiry to submit: a client funding a moment before expiry cannot make it fail.
    uint256 public constant MIN_SUBMIT_WINDOW = 1 hours;

    uint256 private constant JOB_MASK = (1 << ORDINAL_SHIFT) - 1;
    uint256 private constant STATUS_FUNDED = 1; // the reference's JobStatus.Funded
    uint256 private constant STATUS_COMPLETED = 3; // JobStatus.Completed
    uint256 private constant STATUS_EXPIRED = 5; // JobStatus.Expired
    uint256 private constant STOPPED = 1 << 32; // in an escrow entry, above the ordinal
    uint256 private constant ORDINAL_MASK = (1 << 32) - 1;
    uint256 private constant ADDRESS_MASK = (1 << 160) - 1;
    uint256 private constant TIME_MASK = (1 << 40) - 1;
    // The terms word: agent id (0..159), verdict time (160..199; the funding time while only
    // bound), rating (200..207), kind (208..215), flags (216..223). The deal word: client
    // (0..159), budget (160..255).
    uint256 private constant TIME_SHIFT = 160;
    uint256 private constant RATING_SHIFT = 200;
    uint256 private constant KIND_SHIFT = 208;
    uint256 private constant FLAGS_SHIFT = 216;
    uint256 private constant BUDGET_SHIFT = 160;
    uint256 private constant MAX_BUDGET = (1 << 96) - 1;
    uint256 private constant RECORDED = 1 << FLAGS_SHIFT;
    uint256 private constant RATEABLE = 2 << FLAGS_SHIFT;
    uint256 private constant RATED = 4 << FLAGS_SHIFT;
    uint256 private constant BOUND = 8 << FLAGS_SHIFT;
    /// @dev The outcome word a rated refund carries in JobRecorded: Rubric's "no output".
    uint256 private constant NO_OUTPUT_WORD = (Rubric.OUTCOME_TAG << 248) | Rubric.NO_OUTPUT;

    /// @notice Why a registered escrow's fund or verdict was not bound or recorded (JobNotRecorded).
    enum Reason {
        None,
        EscrowStopped, // the admin stopped the escrow on this hook
        JobIdTooLarge, // the job id does not fit 192 bits
        AlreadyRecorded, // the job has a record (at a verdict), or a binding or record (at fund)
        NoJob, // getJob reverted or did not answer in the reference's Job layout
        NotCompleted, // complete: the escrow does not report the job Completed
        OtherHook, // the job names another hook
        OtherToken, // the job was not paid in the ledger's asset
        Dust, // the budget is under minBudget (zero included)
        SelfDealing, // no provider, or the provider is the client or the evaluator
        AgentIdsDisabled, // fund: an agent id, and the ledger has no identity registry
        AgentNotProvider, // fund: the provider does not own the agent id (or ownerOf failed)
        AgentIdTooLarge, // fund: an agent id of 2^96 or more, where addresses live
        NotBoundAtFund, // a verdict for a job not bound at fund (funded before registration, or refused then)
        AddressInIdRange, // fund: no agent id, and the provider's address is under 2^96, where ids live
        NotFunded, // fund: the escrow does not report the job Funded
        NotExpired, // claimRefund: the escrow does not report the job Expired
        Delivered, // claimRefund of a submitted job: the evaluator's silence, not the provider's failure
        FundedLate // claimRefund: funded under MIN_SUBMIT_WINDOW before expiry
    }

    /// @dev One job's record: two slots.
    struct Record {
        uint256 deal; // client, budget (saturated at 2^96 − 1, far above any weight cap)
        uint256 terms; // agent id, verdict time, rating, kind, flags; before the verdict: the binding
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
    /// @notice A verdict was recorded under `key`. With `rateable` it waits for the ledger (the
    ///         settler submits (source index << 224) | key); without, it is never rated (an invalid
    ///         outcome word, `outcome`). `agentId` is the agent bound at fund; `budget` is the
    ///         whole budget, the weight's basis; `outcome` is the tagged word of complete's
    ///         optParams (0: none, the free-form base), or Rubric's "no output" word for a refund;
    ///         `completedAt` is the verdict's time; `verdict` is its selector, complete or claimRefund.
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
        bool rateable,
        bytes4 verdict
    );
    /// @notice A registered escrow's fund was not bound, or its verdict not recorded, and why.
    ///         Nothing was stored.
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

    constructor(address ledger_) RatingHookFactory(ledger_) {
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
    /// @dev Binds at `fund`, records at `complete` and `claimRefund`, of a registered, running
    ///      escrow (see the contract's notice); any other call changes nothing. For a registered
    ///      escrow it never reverts: every external read is a staticcall whose failure or
    ///      malformed answer is a refusal, and the data is never given to abi.decode. For a
    ///      factory escrow (recognised by its CREATE2 address) it reads `jobWords` and writes the
    ///      record with `recordRating`, which the escrow refuses outside the verdict it is telling
    ///      (a revert the escrow passes over as RatingHookFailed: it calls this hook only from
    ///      `_rate`, under a stipend, and refuses it as a job's hook).
    function afterAction(uint256 jobId, bytes4 selector, bytes calldata data) external {
        bool fund = selector == FUND_SELECTOR;
        if (!fund) {
            if (selector != COMPLETE_SELECTOR && selector != CLAIM_REFUND_SELECTOR && selector != RESOLVE_DISPUTE_SELECTOR) {
                return;
            }
            // The ledger's own escrows (RatingHookFactory): recognised by address, not
            // registered; checked first, since they hear every verdict of every factory job.
            (bool isFactory, uint32 escrowIndex) = _factoryIndexOf(msg.sender);
            if (isFactory) {
                _recordFactory(escrowIndex, jobId, selector, data, minBudget);
                return;
            }
        }
        uint256 entry = _entries[msg.sender];
        if (entry == 0) return;
        if (selector == RESOLVE_DISPUTE_SELECTOR) return;
        Reason why;
        if (entry & STOPPED != 0) why = Reason.EscrowStopped;
        else if (jobId > JOB_MASK) why = Reason.JobIdTooLarge;
        else if (fund) why = _bind(((entry & ORDINAL_MASK) << ORDINAL_SHIFT) | jobId, jobId);
        else why = _record(((entry & ORDINAL_MASK) << ORDINAL_SHIFT) | jobId, jobId, selector, data);
        if (why != Reason.None) emit JobNotRecorded(msg.sender, jobId, why);
    }

    /// @inheritdoc IERC165
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC8183Hook).interfaceId || interfaceId == type(IERC165).interfaceId;
    }

    /// @dev fund: the job's checks and its agent, once, into the terms slot.
    function _bind(uint256 key, uint256 jobId) private returns (Reason) {
        Record storage r = _records[key];
        if (r.terms != 0) return Reason.AlreadyRecorded;
        (bool ok, RatingHookJobs.Job memory j) = RatingHookJobs.readJob(msg.sender, jobId);
        if (!ok) return Reason.NoJob;
        if (j.status != STATUS_FUNDED) return Reason.NotFunded;
        Reason why = _checkJob(j);
        if (why != Reason.None) return why;
        uint256 agent = j.agentId;
        if (agent == 0) {
            agent = uint160(j.provider);
            if (agent < AGENT_ID_LIMIT) return Reason.AddressInIdRange;
        } else {
            why = _checkAgent(agent, j.provider);
            if (why != Reason.None) return why;
        }
        r.terms = agent | ((block.timestamp & TIME_MASK) << TIME_SHIFT) | BOUND;
        return Reason.None;
    }

    /// @dev complete or claimRefund: the verdict, under the agent bound at fund.
    function _record(uint256 key, uint256 jobId, bytes4 selector, bytes calldata data) private returns (Reason) {
        Record storage r = _records[key];
        uint256 binding = r.terms;
        if (binding & RECORDED != 0) return Reason.AlreadyRecorded;
        (bool ok, RatingHookJobs.Job memory j) = RatingHookJobs.readJob(msg.sender, jobId);
        if (!ok) return Reason.NoJob;
        bool refund = selector == CLAIM_REFUND_SELECTOR;
        if (!refund && j.status != STATUS_COMPLETED) return Reason.NotCompleted;
        if (refund && j.status != STATUS_EXPIRED) return Reason.NotExpired;
        if (refund && j.submittedAt != 0) return Reason.Delivered;
        Reason why = _checkJob(j);
        if (why != Reason.None) return why;
        if (binding & BOUND == 0) return Reason.NotBoundAtFund;
        if (refund && j.expiredAt < ((binding >> TIME_SHIFT) & TIME_MASK) + MIN_SUBMIT_WINDOW) return Reason.FundedLate;
        uint256 outcome = NO_OUTPUT_WORD;
        (uint8 kind, uint8 rating, bool rateable) = (KIND_AUTO, Rubric.RATING_NO_OUTPUT, true);
        if (!refund) (outcome, kind, rating, rateable) = RatingHookJobs.outcome(data, j.client, j.evaluator);
        uint256 agentId = binding & ADDRESS_MASK;
        uint256 budget = j.budget < MAX_BUDGET ? j.budget : MAX_BUDGET;
        r.deal = uint256(uint160(j.client)) | (budget << BUDGET_SHIFT);
        r.terms = agentId | (block.timestamp << TIME_SHIFT) | (uint256(rating) << RATING_SHIFT)
            | (uint256(kind) << KIND_SHIFT) | RECORDED | (rateable ? RATEABLE : 0);
        emit JobRecorded(
            key, msg.sender, agentId, jobId, j.client, j.provider, j.budget, kind, rating, outcome, block.timestamp,
            rateable, selector
        );
        return Reason.None;
    }

    /// @dev What fund and the verdict both check of the job as the escrow reports it.
    function _checkJob(RatingHookJobs.Job memory j) private view returns (Reason) {
        if (j.hook != address(this)) return Reason.OtherHook;
        if (j.token != asset) return Reason.OtherToken;
        if (j.budget < minBudget) return Reason.Dust;
        if (j.provider == address(0) || j.provider == j.client || j.provider == j.evaluator) return Reason.SelfDealing;
        return Reason.None;
    }

    /// @dev An ERC-8004 id in [1, 2^96) the provider owns per the ledger's identity registry.
    function _checkAgent(uint256 agentId, address provider) private view returns (Reason) {
        if (identityRegistry == address(0)) return Reason.AgentIdsDisabled;
        if (agentId >= AGENT_ID_LIMIT) return Reason.AgentIdTooLarge;
        // ownerOf(uint256); a burnt id reverts: not owned.
        (bool ok, uint256 owner) = _word(identityRegistry, abi.encodeWithSelector(0x6352211e, agentId));
        return ok && owner == uint160(provider) ? Reason.None : Reason.AgentNotProvider;
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
    /// @dev `completed` says the hook recorded a verdict (complete, or a rated refund); a job
    ///      only bound at fund reads as all zero (see bindingOf).
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
        if (terms & RECORDED == 0) return t;
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

    /// @notice The agent job `key` was bound to at fund, and when it was funded; bound is false
    ///         for a job never bound. Once a verdict is recorded the slot holds the record: the
    ///         agent stays, fundedAt reads 0 (ratingTerms has the verdict's time).
    function bindingOf(uint256 key) external view returns (bool bound, uint256 agentId, uint40 fundedAt) {
        uint256 terms = _records[key].terms;
        if (terms == 0) return (false, 0, 0);
        return (true, terms & ADDRESS_MASK, terms & RECORDED != 0 ? 0 : uint40(terms >> TIME_SHIFT));
    }

    /// @notice The key of job `jobId` of the registered `escrow`: (ordinal << 192) | jobId.
    function keyOf(address escrow, uint256 jobId) external view returns (uint256) {
        uint256 entry = _entries[escrow];
        if (entry == 0) revert UnknownEscrow(escrow);
        if (jobId > JOB_MASK) revert JobIdTooLarge(jobId);
        return ((entry & ORDINAL_MASK) << ORDINAL_SHIFT) | jobId;
    }
}
