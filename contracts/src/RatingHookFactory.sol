// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {KIND_AUTO, KIND_DISPUTE} from "./IRatingSource.sol";
import {JobWords} from "./JobWords.sol";
import {RatingHookJobs} from "./RatingHookJobs.sol";
import {Rubric} from "./Rubric.sol";

/// @notice What the hook reads of its ledger to recognise the ledger's own escrows.
interface ILedgerFactoryView {
    function factory() external view returns (address);
    function escrowInitCodeHash() external view returns (bytes32);
}

/// @notice What the hook asks of a caller that may be a factory escrow: its index, the job at
///         its verdict, and to keep the hook's record of it (EscrowRatings).
interface IFactoryEscrow {
    function index() external view returns (uint32);
    function jobWords(uint256 jobId)
        external
        view
        returns (uint256 head, uint256 deal, address evaluator, uint256 agentId);
    function recordRating(uint256 jobId, uint256 rating, uint256 kind, bool rateable) external;
}

/// @title RatingHookFactory
/// @notice The rating hook's records of the ledger's own factory escrows (issue 18: "our
///         factory's escrows use the same hook"). Every factory escrow calls the ledger's rating
///         hook after each verdict (Escrow.ratingHook, immutable); the hook recognises it by its
///         CREATE2 address (the ledger's factory, the escrow's index as salt, the one escrow init
///         code), so no registration is needed and no other contract can pose as one. The hook
///         reads the job back from the escrow (`jobWords`), decides the rating, and writes its
///         record into the job's own words while the escrow is telling it of the verdict
///         (`recordRating`, EscrowRatings): a record in the hook's own storage would be two fresh
///         slots (44,200 gas) at every verdict. The ledger names such a job as it always has,
///         (escrow index << 224) | job id, and pulls its rating from the escrow
///         (IRatingSource.consumeRating); the escrow's stop is the ledger's.
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
abstract contract RatingHookFactory {
    using JobWords for uint256;

    /// @notice The ledger's escrow factory, whose CREATE2 addresses are the factory escrows.
    address public immutable factory;
    /// @notice keccak256 of the factory escrows' one init code.
    bytes32 public immutable escrowInitCodeHash;

    /// @notice The escrow extension `resolveDispute(uint256,bool,bytes32,bytes)`.
    bytes4 public constant RESOLVE_DISPUTE_SELECTOR = bytes4(keccak256("resolveDispute(uint256,bool,bytes32,bytes)"));

    bytes4 private constant CLAIM_REFUND = 0xd2fd101b; // claimRefund(uint256,bytes)
    uint256 private constant SOURCE_BASE = 1 << 31;
    uint256 private constant JOB_MASK = (1 << 224) - 1;
    uint256 private constant AGENT_LIMIT = 1 << 96;
    uint256 private constant NO_OUTPUT_WORD = (1 << 248) | 1; // Rubric's tag with NO_OUTPUT
    uint256 private constant STATUS_COMPLETED = 3;
    uint256 private constant STATUS_EXPIRED = 5;
    uint256 private constant ASSET_INDEX = 1; // a factory escrow's token index for the ledger's asset

    /// @notice Why a factory escrow's verdict was not recorded (FactoryJobNotRecorded).
    enum FactoryRefusal {
        None,
        AlreadyRecorded, // the job has a record: records are never overwritten
        NoJob, // the escrow has no verdict for the job
        WrongStatus, // complete of a job not Completed, a refund of a job not Expired
        Delivered, // a refund of a job that was submitted: the evaluator's silence is not the provider's
        OtherToken, // not paid in the ledger's asset
        Dust, // a budget under minBudget
        AddressInIdRange, // a provider rated as itself below 2^96, where ids live
        AgentIdTooLarge, // an agent id of 2^96 or more
        RefundResolution // the arbiter refunded the client: no settlement, not rated
    }

    /// @notice A factory escrow's verdict was recorded (in the escrow's job words) under the
    ///         ledger's own key for it, (escrowIndex << 224) | jobId. With `rateable` the settler
    ///         submits that key; without, it is never rated (`outcome` was not a valid word).
    ///         `verdict` is the selector; `completedAt` the verdict's time as the escrow keeps it.
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

    constructor(address ledger_) {
        if (ledger_ == address(0)) return; // the hook refuses it (ZeroAddress)
        factory = ILedgerFactoryView(ledger_).factory();
        escrowInitCodeHash = ILedgerFactoryView(ledger_).escrowInitCodeHash();
    }

    /// @notice The ledger's escrow at `escrowIndex` (computed; it has code once created).
    function factoryEscrowAt(uint32 escrowIndex) public view returns (address) {
        return Create2.computeAddress(bytes32(uint256(escrowIndex)), escrowInitCodeHash, factory);
    }

    /// @dev Whether `escrow` is the ledger's factory escrow it says it is (index(), then its
    ///      CREATE2 address): never reverts. The probe gets 10,000 gas, not all: a registered
    ///      foreign escrow is asked too, and its fallback must not eat its own record's gas.
    function _factoryIndexOf(address escrow) internal view returns (bool ok, uint32 escrowIndex) {
        bytes memory input = abi.encodeWithSelector(IFactoryEscrow.index.selector);
        uint256 claimed;
        assembly ("memory-safe") {
            ok := staticcall(10000, escrow, add(input, 32), mload(input), 0, 32)
            ok := and(ok, iszero(lt(returndatasize(), 32)))
            claimed := mul(mload(0), ok)
        }
        if (!ok || claimed >= SOURCE_BASE) return (false, 0);
        escrowIndex = uint32(claimed);
        ok = factoryEscrowAt(escrowIndex) == escrow;
    }

    /// @dev A factory escrow's verdict, `selector` with its hook `data`, read from the escrow
    ///      (msg.sender) and recorded there. `minBudget` is the hook's; the escrow's token index 1
    ///      is always the ledger's asset.
    function _recordFactory(
        uint32 escrowIndex,
        uint256 jobId,
        bytes4 selector,
        bytes calldata data,
        uint256 minBudget
    ) internal {
        FactoryRefusal why = _recordFactoryJob(escrowIndex, jobId, selector, data, minBudget);
        if (why != FactoryRefusal.None) emit FactoryJobNotRecorded(escrowIndex, jobId, why);
    }

    function _recordFactoryJob(
        uint32 escrowIndex,
        uint256 jobId,
        bytes4 selector,
        bytes calldata data,
        uint256 minBudget
    ) private returns (FactoryRefusal) {
        if (jobId > JOB_MASK) return FactoryRefusal.NoJob; // a factory escrow never numbers so high
        (uint256 h, uint256 d, address evaluator, uint256 agentId) = IFactoryEscrow(msg.sender).jobWords(jobId);
        uint256 status = h.status();
        if (status < STATUS_COMPLETED) return FactoryRefusal.NoJob;
        address client = d.client();
        uint256 outcome;
        uint8 kind;
        uint8 rating;
        bool rateable;
        if (selector == RESOLVE_DISPUTE_SELECTOR) {
            if (status != STATUS_COMPLETED) return FactoryRefusal.RefundResolution;
            (outcome, rating, rateable) = _arbiterRating(data);
            kind = KIND_DISPUTE;
        } else if (selector == CLAIM_REFUND) {
            if (status != STATUS_EXPIRED) return FactoryRefusal.WrongStatus;
            if (h.submittedAt() != 0) return FactoryRefusal.Delivered;
            (outcome, kind, rating, rateable) = (NO_OUTPUT_WORD, KIND_AUTO, Rubric.RATING_NO_OUTPUT, true);
        } else {
            if (status != STATUS_COMPLETED) return FactoryRefusal.WrongStatus;
            (outcome, kind, rating, rateable) = RatingHookJobs.outcome(data, client, evaluator);
        }
        if (d.tokenIndex() != ASSET_INDEX) return FactoryRefusal.OtherToken;
        uint256 budget = d.budget();
        if (budget < minBudget) return FactoryRefusal.Dust;
        if (agentId == 0) {
            agentId = uint160(h.provider());
            if (agentId < AGENT_LIMIT) return FactoryRefusal.AddressInIdRange;
        } else if (agentId >= AGENT_LIMIT) {
            return FactoryRefusal.AgentIdTooLarge;
        }
        if (!rateable) rating = 0;
        IFactoryEscrow(msg.sender).recordRating(jobId, rating, kind, rateable);
        emit FactoryJobRecorded(
            escrowIndex, jobId, agentId, client, budget, kind, rating, outcome, h.verdictAt(), rateable, selector
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
}
