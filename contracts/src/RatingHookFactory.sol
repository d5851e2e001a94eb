// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {IFactoryRatings, IRatingSource, KIND_AUTO, KIND_DISPUTE} from "./IRatingSource.sol";
import {RatingHookJobs} from "./RatingHookJobs.sol";
import {Rubric} from "./Rubric.sol";

/// @notice What the hook reads of its ledger to recognise the ledger's own escrows.
interface ILedgerFactoryView {
    function factory() external view returns (address);
    function escrowInitCodeHash() external view returns (bytes32);
}

/// @notice What the hook asks a caller that may be a factory escrow: its index.
interface IFactoryEscrowIndex {
    function index() external view returns (uint32);
}

/// @title RatingHookFactory
/// @notice The rating hook's records of the ledger's own factory escrows (issue 18: "our
///         factory's escrows use the same hook"). Every factory escrow calls the ledger's rating
///         hook after each verdict (Escrow.ratingHook, immutable); the hook recognises it by its
///         CREATE2 address (the ledger's factory, the escrow's index as salt, the one escrow init
///         code), so no registration is needed and no other contract can pose as one. A record
///         is two slots, as a foreign escrow's: the deal (client, budget) and the terms (agent,
///         verdict time, rating, kind, flags). One slot, with the client and budget read back
///         from the escrow when the ledger consumes the rating, would save 22,100 gas at every
///         verdict but cost each rating a call into the escrow and two cold reads (about 8,000 in
///         a single submit, 4,000 in a batch): it put `submit` and the batch over their budgets
///         (52,000 and 26,000 a rating), so the ratings' cost won. The ledger names such a job as
///         it always has, (escrow index << 224) | job id, and pulls it through
///         `consumeFactoryRating`; the escrow's stop is the ledger's.
///
///         What is recorded (docs/rating-hook.md):
///         - `complete`: the job's outcome signals (complete's optParams, the hook's part) by the
///           rubric, or the client's own buyer rating when it evaluates its own job.
///         - `claimRefund` of a job funded and never submitted: "no output", 20. The escrow tells
///           the hook only of a funded job's refund, and refuses funding within an hour of the
///           expiry, so the provider always had an hour to deliver.
///         - `resolveDispute` paying the provider: the arbiter's rating (the first word of its
///           optParams, 0..100), kind dispute. A refunding resolution is not rated, nor is
///           `reject`: a refund is no settlement, and a rated one would be a free weapon.
///         The escrow binds the job's agent at `fund` itself; the hook keeps ids in [1, 2^96)
///         and providers rated as themselves at 2^96 or more, so the two never share a record.
abstract contract RatingHookFactory is IFactoryRatings {
    /// @notice The ledger's escrow factory, whose CREATE2 addresses are the factory escrows.
    address public immutable factory;
    /// @notice keccak256 of the factory escrows' one init code.
    bytes32 public immutable escrowInitCodeHash;
    address private immutable _factoryLedger;

    /// @notice The escrow extension `resolveDispute(uint256,bool,bytes32,bytes)`.
    bytes4 public constant RESOLVE_DISPUTE_SELECTOR = bytes4(keccak256("resolveDispute(uint256,bool,bytes32,bytes)"));

    bytes4 private constant CLAIM_REFUND = 0xd2fd101b; // claimRefund(uint256,bytes)
    uint256 private constant KEY_SHIFT = 224;
    uint256 private constant SOURCE_BASE = 1 << 31;
    uint256 private constant JOB_MASK = (1 << KEY_SHIFT) - 1;
    uint256 private constant AGENT_LIMIT = 1 << 96;
    uint256 private constant ADDRESS_MASK = (1 << 160) - 1;
    uint256 private constant NO_OUTPUT_WORD = (1 << 248) | 1; // Rubric's tag with NO_OUTPUT
    // The record: agent (0..159), verdict time (160..199), rating (200..207), kind (208..215),
    // flags (216..223).
    uint256 private constant TIME_SHIFT = 160;
    uint256 private constant RATING_SHIFT = 200;
    uint256 private constant KIND_SHIFT = 208;
    uint256 private constant RECORDED = 1 << 216;
    uint256 private constant RATEABLE = 2 << 216;
    uint256 private constant RATED = 4 << 216;
    uint256 private constant STATUS_COMPLETED = 3;
    uint256 private constant STATUS_EXPIRED = 5;

    /// @dev A factory job's record: the deal word (client 0..159, budget 160..255) and the terms.
    struct FactoryRecord {
        uint256 deal;
        uint256 terms;
    }

    uint256 private constant BUDGET_SHIFT = 160;
    uint256 private constant MAX_BUDGET = (1 << 96) - 1;

    mapping(uint256 key => FactoryRecord) private _factoryRecords;

    /// @notice Why a factory escrow's verdict was not recorded (FactoryJobNotRecorded).
    enum FactoryRefusal {
        None,
        AlreadyRecorded, // the job has a record: records are never overwritten
        NoJob, // getJob failed or did not answer in the reference's layout
        WrongStatus, // complete of a job not Completed, a refund of a job not Expired
        Delivered, // a refund of a job that was submitted: the evaluator's silence is not the provider's
        OtherToken, // not paid in the ledger's asset
        Dust, // a budget under minBudget
        AddressInIdRange, // a provider rated as itself below 2^96, where ids live
        AgentIdTooLarge, // an agent id of 2^96 or more
        RefundResolution // the arbiter refunded the client: no settlement, not rated
    }

    /// @notice A factory escrow's verdict was recorded under the ledger's own key for it,
    ///         (escrowIndex << 224) | jobId. With `rateable` the settler submits that key; without,
    ///         it is never rated (`outcome` was not a valid word). `verdict` is the selector.
    event FactoryJobRecorded(
        uint32 indexed escrowIndex,
        uint256 indexed jobId,
        uint256 indexed agentId,
        address client,
        uint256 budget,
        uint8 kind,
        uint8 rating,
        uint256 outcome,
        uint256 completedAt,
        bool rateable,
        bytes4 verdict
    );
    /// @notice A factory escrow's verdict was not recorded, and why. Nothing was stored.
    event FactoryJobNotRecorded(uint32 indexed escrowIndex, uint256 indexed jobId, FactoryRefusal reason);

    error NotAFactoryRecord(uint32 escrowIndex, uint256 jobId);
    error FactoryRecordNotRateable(uint32 escrowIndex, uint256 jobId);
    error NotTheLedger(address caller);

    constructor(address ledger_) {
        _factoryLedger = ledger_;
        if (ledger_ == address(0)) return; // the hook refuses it (ZeroAddress)
        factory = ILedgerFactoryView(ledger_).factory();
        escrowInitCodeHash = ILedgerFactoryView(ledger_).escrowInitCodeHash();
    }

    /// @notice The ledger's escrow at `escrowIndex` (computed; it has code once created).
    function factoryEscrowAt(uint32 escrowIndex) public view returns (address) {
        return Create2.computeAddress(bytes32(uint256(escrowIndex)), escrowInitCodeHash, factory);
    }

    /// @dev Whether `escrow` is the ledger's factory escrow it says it is (index(), then its
    ///      CREATE2 address): never reverts.
    function _factoryIndexOf(address escrow) internal view returns (bool ok, uint32 escrowIndex) {
        bytes memory input = abi.encodeWithSelector(IFactoryEscrowIndex.index.selector);
        uint256 claimed;
        assembly ("memory-safe") {
            ok := staticcall(gas(), escrow, add(input, 32), mload(input), 0, 32)
            ok := and(ok, iszero(lt(returndatasize(), 32)))
            claimed := mul(mload(0), ok)
        }
        if (!ok || claimed >= SOURCE_BASE) return (false, 0);
        escrowIndex = uint32(claimed);
        ok = factoryEscrowAt(escrowIndex) == escrow;
    }

    /// @dev A factory escrow's verdict, `selector` with its hook `data`, read from the escrow
    ///      (msg.sender); never reverts. `asset` and `minBudget` are the hook's.
    function _recordFactory(
        uint32 escrowIndex,
        uint256 jobId,
        bytes4 selector,
        bytes calldata data,
        address asset,
        uint256 minBudget
    ) internal {
        FactoryRefusal why = _recordFactoryJob(escrowIndex, jobId, selector, data, asset, minBudget);
        if (why != FactoryRefusal.None) emit FactoryJobNotRecorded(escrowIndex, jobId, why);
    }

    function _recordFactoryJob(
        uint32 escrowIndex,
        uint256 jobId,
        bytes4 selector,
        bytes calldata data,
        address asset,
        uint256 minBudget
    ) private returns (FactoryRefusal) {
        if (jobId > JOB_MASK) return FactoryRefusal.NoJob; // a factory escrow never numbers so high
        uint256 key = (uint256(escrowIndex) << KEY_SHIFT) | jobId;
        FactoryRecord storage r = _factoryRecords[key];
        if (r.terms != 0) return FactoryRefusal.AlreadyRecorded;
        (bool ok, RatingHookJobs.Job memory j) = RatingHookJobs.readJob(msg.sender, jobId);
        if (!ok) return FactoryRefusal.NoJob;
        uint256 outcome;
        uint8 kind;
        uint8 rating;
        bool rateable;
        if (selector == RESOLVE_DISPUTE_SELECTOR) {
            if (j.status != STATUS_COMPLETED) return FactoryRefusal.RefundResolution;
            (outcome, rating, rateable) = _arbiterRating(data);
            kind = KIND_DISPUTE;
        } else if (selector == CLAIM_REFUND) {
            if (j.status != STATUS_EXPIRED) return FactoryRefusal.WrongStatus;
            if (j.submittedAt != 0) return FactoryRefusal.Delivered;
            (outcome, kind, rating, rateable) = (NO_OUTPUT_WORD, KIND_AUTO, Rubric.RATING_NO_OUTPUT, true);
        } else {
            if (j.status != STATUS_COMPLETED) return FactoryRefusal.WrongStatus;
            (outcome, kind, rating, rateable) = RatingHookJobs.outcome(data, j.client, j.evaluator);
        }
        if (j.token != asset) return FactoryRefusal.OtherToken;
        if (j.budget < minBudget) return FactoryRefusal.Dust;
        uint256 agentId = j.agentId;
        if (agentId == 0) {
            agentId = uint160(j.provider);
            if (agentId < AGENT_LIMIT) return FactoryRefusal.AddressInIdRange;
        } else if (agentId >= AGENT_LIMIT) {
            return FactoryRefusal.AgentIdTooLarge;
        }
        uint256 budget = j.budget < MAX_BUDGET ? j.budget : MAX_BUDGET;
        r.deal = uint256(uint160(j.client)) | (budget << BUDGET_SHIFT);
        r.terms = agentId | (block.timestamp << TIME_SHIFT) | (uint256(rating) << RATING_SHIFT)
            | (uint256(kind) << KIND_SHIFT) | RECORDED | (rateable ? RATEABLE : 0);
        emit FactoryJobRecorded(
            escrowIndex, jobId, agentId, j.client, j.budget, kind, rating, outcome, block.timestamp, rateable, selector
        );
        return FactoryRefusal.None;
    }

    /// @dev resolveDispute's data, abi.encode(address arbiter, bool payProvider, bytes32 reason,
    ///      bytes optParams), read defensively: the arbiter's rating is optParams' first word,
    ///      0..100; anything else is recorded not rateable.
    function _arbiterRating(bytes calldata data) private pure returns (uint256 word, uint8 rating, bool rateable) {
        if (data.length < 128) return (0, 0, false);
        uint256 off = uint256(bytes32(data[96:128]));
        if (off > data.length - 32) return (0, 0, false);
        uint256 len = uint256(bytes32(data[off:off + 32]));
        if (len < 32 || len > data.length - off - 32) return (0, 0, false);
        word = uint256(bytes32(data[off + 32:off + 64]));
        if (word > Rubric.MAX_RATING) return (word, 0, false);
        return (word, uint8(word), true);
    }

    /// @inheritdoc IFactoryRatings
    function factoryRatingTerms(uint32 escrowIndex, uint256 jobId)
        external
        view
        returns (IRatingSource.RatingTerms memory t)
    {
        if (jobId > JOB_MASK) return t;
        FactoryRecord storage r = _factoryRecords[(uint256(escrowIndex) << KEY_SHIFT) | jobId];
        return _factoryTerms(r.deal, r.terms);
    }

    /// @inheritdoc IFactoryRatings
    /// @dev The ledger only. Reverts NotAFactoryRecord or FactoryRecordNotRateable; a job already
    ///      rated comes back with `rated` set and unchanged (the ledger skips it in a batch).
    function consumeFactoryRating(uint32 escrowIndex, uint256 jobId)
        external
        returns (IRatingSource.RatingTerms memory t)
    {
        if (msg.sender != _factoryLedger) revert NotTheLedger(msg.sender);
        if (jobId > JOB_MASK) revert NotAFactoryRecord(escrowIndex, jobId);
        FactoryRecord storage r = _factoryRecords[(uint256(escrowIndex) << KEY_SHIFT) | jobId];
        uint256 terms = r.terms;
        if (terms & RECORDED == 0) revert NotAFactoryRecord(escrowIndex, jobId);
        if (terms & RATEABLE == 0) revert FactoryRecordNotRateable(escrowIndex, jobId);
        t = _factoryTerms(r.deal, terms);
        if (!t.rated) r.terms = terms | RATED;
    }

    /// @dev A record's terms; all zero when nothing is recorded.
    function _factoryTerms(uint256 deal, uint256 terms) private pure returns (IRatingSource.RatingTerms memory t) {
        if (terms & RECORDED == 0) return t;
        t.completed = true;
        t.rateable = terms & RATEABLE != 0;
        t.rated = terms & RATED != 0;
        t.kind = uint8(terms >> KIND_SHIFT);
        t.rating = uint8(terms >> RATING_SHIFT);
        t.completedAt = uint40(terms >> TIME_SHIFT);
        t.client = address(uint160(deal));
        t.budget = uint96(deal >> BUDGET_SHIFT);
        t.agentId = terms & ADDRESS_MASK;
    }
}
