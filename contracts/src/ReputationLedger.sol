// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {DecayTable} from "./DecayTable.sol";
import {IJobSettlements, KIND_AUTO, KIND_DISPUTE} from "./IJobSettlements.sol";

/// @title ReputationLedger
/// @notice One synthetic 0..100 rating per settled (agent, job), weighted by the settled value
///         (capped), decayed 7.5 % per epoch and forgotten after 96 epochs (docs/design.md §2, §3, §7).
/// @dev Formula id `ledger/v1`. Reads decay to the current epoch without writing.
///
///      Storage layout, chosen for gas (see README "Gas"):
///      - an agent's sumW, weight, count and lastEpoch share one slot, so a rating for an agent
///        with evidence rewrites one warm-able slot instead of several;
///      - `disputed` has its own slot, touched only for agents that ever had a dispute;
///      - the replay guard is a flag in the escrow's own job record (`consumeRating`), a slot the
///        escrow check reads anyway. Each escrow job pays exactly one agent and `submit` checks that
///        agent against the escrow, so "job rated" is "(agent, job) rated", and no rating pays for
///        a fresh slot to remember itself. The price: an escrow serves one ledger, fixed when both
///        are deployed (the ledger first, at the escrow's future address).
contract ReputationLedger {
    using SafeCast for uint256;

    // ---------------------------------------------------------------- constants

    /// @notice Share of evidence kept per elapsed epoch, in basis points.
    uint256 public constant RETENTION_BPS = 9250;
    /// @notice Evidence this many epochs old is forgotten entirely.
    uint256 public constant HORIZON_EPOCHS = 96;
    /// @notice Ratings are integers 0..100; bps = 100 * rating.
    uint8 public constant MAX_RATING = 100;
    uint256 private constant MAX_BPS = 10_000;

    // ---------------------------------------------------------------- types

    /// @notice One rating to submit.
    struct Rating {
        uint256 agentId;
        uint256 jobId;
        uint256 weight; // base units of the asset, 1 ..= min(weightCap, settled amount)
        address payer; // the job's client
        uint8 rating; // 0..100
        uint8 kind; // KIND_AUTO, KIND_BUYER or KIND_DISPUTE
    }

    /// @notice An agent's evidence, decayed to the epoch it was read at.
    struct State {
        uint256 sumW; // Σ w·bps
        uint256 weight; // Σ w
        uint256 count; // lifetime number of ratings, never decays
        uint256 disputed; // Σ w over dispute-kind ratings
    }

    /// @dev Packed per-agent state: 104 + 88 + 32 + 32 = 256 bits. weight < 2^88 holds in practice
    ///      (at most 2^64 per rating, and decay only shrinks); SafeCast reverts rather than wrap.
    ///      `countAndFlag` holds the lifetime count in its low 31 bits and, in its top bit, whether
    ///      the agent ever had a dispute-kind rating: agents without one never touch `_disputed`.
    struct Packed {
        uint104 sumW;
        uint88 weight;
        uint32 countAndFlag;
        uint32 lastEpoch;
    }

    uint256 private constant COUNT_MASK = (1 << 31) - 1;
    uint256 private constant HAS_DISPUTED = 1 << 31;

    // ---------------------------------------------------------------- immutable parameters

    /// @notice The escrow whose completed jobs may be rated.
    IJobSettlements public immutable escrow;
    /// @notice The one ERC-20 this ledger's weights are denominated in.
    address public immutable asset;
    /// @notice Epoch length in seconds; epoch = floor(block.timestamp / epochLength).
    uint256 public immutable epochLength;
    /// @notice Largest weight one rating may carry, in base units of `asset` (12 units by default).
    uint256 public immutable weightCap;

    // ---------------------------------------------------------------- roles

    address public admin;
    address public pendingAdmin;
    address public scorer;

    // ---------------------------------------------------------------- state

    mapping(uint256 agentId => Packed) private _agents;
    mapping(uint256 agentId => uint256) private _disputed;

    // ---------------------------------------------------------------- events

    /// @notice A rating was applied. With `epoch`, the ledger's parameters and the event order,
    ///         every agent's state can be rebuilt from logs alone.
    event Rated(
        uint256 indexed agentId,
        uint256 indexed jobId,
        address indexed payer,
        uint8 rating,
        uint8 kind,
        uint256 weight,
        uint256 epoch
    );
    /// @notice A batch item was skipped because its job was already rated.
    event RatingSkipped(uint256 indexed agentId, uint256 indexed jobId);
    event ScorerChanged(address indexed previousScorer, address indexed newScorer);
    event AdminTransferStarted(address indexed admin, address indexed pendingAdmin);
    event AdminTransferred(address indexed previousAdmin, address indexed newAdmin);

    // ---------------------------------------------------------------- errors

    error ZeroAddress(string field);
    error InvalidEpochLength();
    error InvalidWeightCap(uint256 weightCap);
    error NotScorer(address caller);
    error NotAdmin(address caller);
    error NotPendingAdmin(address caller);
    error AlreadyRated(uint256 agentId, uint256 jobId);
    error RatingOutOfRange(uint8 rating);
    error UnknownKind(uint8 kind);
    error ZeroWeight();
    error WeightAboveCap(uint256 weight, uint256 weightCap);
    error WeightAboveSettled(uint256 weight, uint256 settled);
    error JobNotCompleted(uint256 jobId);
    error WrongAgent(uint256 jobId, uint256 agentId, uint256 paidAgentId);
    error WrongPayer(uint256 jobId, address payer, address client);
    error WrongAsset(uint256 jobId, address token);
    error WrongKind(uint256 jobId, uint8 kind, uint8 settledKind);
    error RatingMismatch(uint256 jobId, uint8 rating, uint8 explicitRating);
    error PriorOutOfRange(uint256 priorBps);
    error CountOverflow(uint256 agentId);
    error LengthMismatch(uint256 agentIds, uint256 jobIds);

    // ---------------------------------------------------------------- construction

    constructor(
        address admin_,
        address scorer_,
        IJobSettlements escrow_,
        address asset_,
        uint256 epochLength_,
        uint256 weightCap_
    ) {
        if (admin_ == address(0)) revert ZeroAddress("admin");
        if (scorer_ == address(0)) revert ZeroAddress("scorer");
        if (address(escrow_) == address(0)) revert ZeroAddress("escrow");
        if (asset_ == address(0)) revert ZeroAddress("asset");
        if (epochLength_ == 0) revert InvalidEpochLength();
        if (weightCap_ == 0 || weightCap_ > type(uint64).max) revert InvalidWeightCap(weightCap_);
        admin = admin_;
        scorer = scorer_;
        escrow = escrow_;
        asset = asset_;
        epochLength = epochLength_;
        weightCap = weightCap_;
        emit AdminTransferred(address(0), admin_);
        emit ScorerChanged(address(0), scorer_);
    }

    // ---------------------------------------------------------------- writes

    /// @notice Submit one rating for a completed escrow job. Scorer only.
    function submit(uint256 agentId, uint256 jobId, uint8 rating, uint256 weight, address payer, uint8 kind)
        external
    {
        if (msg.sender != scorer) revert NotScorer(msg.sender);
        _apply(Rating(agentId, jobId, weight, payer, rating, kind), currentEpoch(), false);
    }

    /// @notice Submit many ratings in one transaction. Scorer only. An item whose job is already
    ///         rated (before or earlier in this batch) is skipped, so a replayed batch is harmless;
    ///         any invalid item reverts the whole batch.
    /// @return applied how many items were applied (the rest were skipped)
    function submitBatch(Rating[] calldata items) external returns (uint256 applied) {
        if (msg.sender != scorer) revert NotScorer(msg.sender);
        uint256 epoch = currentEpoch();
        for (uint256 i; i < items.length; ++i) {
            if (_apply(items[i], epoch, true)) ++applied;
        }
    }

    /// @notice Change the scorer. Admin only.
    function setScorer(address newScorer) external {
        if (msg.sender != admin) revert NotAdmin(msg.sender);
        if (newScorer == address(0)) revert ZeroAddress("scorer");
        emit ScorerChanged(scorer, newScorer);
        scorer = newScorer;
    }

    /// @notice Start handing the admin role to `newAdmin`, who must call `acceptAdmin`.
    ///         Calling it again replaces the pending admin.
    function transferAdmin(address newAdmin) external {
        if (msg.sender != admin) revert NotAdmin(msg.sender);
        if (newAdmin == address(0)) revert ZeroAddress("admin");
        pendingAdmin = newAdmin;
        emit AdminTransferStarted(msg.sender, newAdmin);
    }

    /// @notice Complete an admin transfer. Pending admin only.
    function acceptAdmin() external {
        if (msg.sender != pendingAdmin) revert NotPendingAdmin(msg.sender);
        emit AdminTransferred(admin, msg.sender);
        admin = msg.sender;
        pendingAdmin = address(0);
    }

    // ---------------------------------------------------------------- reads

    /// @notice floor(block.timestamp / epochLength).
    function currentEpoch() public view returns (uint256) {
        return block.timestamp / epochLength;
    }

    /// @notice Retention per epoch in basis points (9250) — a live parameter for readers.
    function retentionBps() external pure returns (uint256) {
        return RETENTION_BPS;
    }

    /// @notice The forgetting horizon in epochs (96) — a live parameter for readers.
    function horizonEpochs() external pure returns (uint256) {
        return HORIZON_EPOCHS;
    }

    /// @notice (sumW, weight, count, disputed) decayed to the current epoch.
    function repState(uint256 agentId)
        external
        view
        returns (uint256 sumW, uint256 weight, uint256 count, uint256 disputed)
    {
        State memory s = _read(agentId, currentEpoch());
        return (s.sumW, s.weight, s.count, s.disputed);
    }

    /// @notice repState for many agents in one call, in the order given.
    function repStates(uint256[] calldata agentIds) external view returns (State[] memory states) {
        uint256 epoch = currentEpoch();
        states = new State[](agentIds.length);
        for (uint256 i; i < agentIds.length; ++i) {
            states[i] = _read(agentIds[i], epoch);
        }
    }

    /// @notice The epoch of an agent's latest rating (0 when it has none).
    function lastEpochOf(uint256 agentId) external view returns (uint256) {
        return _agents[agentId].lastEpoch;
    }

    /// @notice sumW / weight, 0 when weight is 0.
    function avgBps(uint256 agentId) external view returns (uint256) {
        State memory s = _read(agentId, currentEpoch());
        return s.weight == 0 ? 0 : s.sumW / s.weight;
    }

    /// @notice (priorBps·priorWeight + sumW) / (priorWeight + weight); priorBps when both weights are 0.
    function repBps(uint256 agentId, uint256 priorBps, uint256 priorWeight) external view returns (uint256) {
        if (priorBps > MAX_BPS) revert PriorOutOfRange(priorBps);
        State memory s = _read(agentId, currentEpoch());
        uint256 total = priorWeight + s.weight;
        if (total == 0) return priorBps;
        return (priorBps * priorWeight + s.sumW) / total;
    }

    /// @notice disputed · 10000 / weight, 0 when weight is 0.
    function disputeRateBps(uint256 agentId) external view returns (uint256) {
        State memory s = _read(agentId, currentEpoch());
        return s.weight == 0 ? 0 : (s.disputed * MAX_BPS) / s.weight;
    }

    /// @notice Whether (agentId, jobId) has been rated.
    function isRated(uint256 agentId, uint256 jobId) external view returns (bool) {
        return _isRated(agentId, jobId);
    }

    /// @notice isRated for many (agent, job) pairs in one call, in the order given, so a settler
    ///         filters a whole batch with one read.
    function areRated(uint256[] calldata agentIds, uint256[] calldata jobIds)
        external
        view
        returns (bool[] memory rated)
    {
        if (agentIds.length != jobIds.length) revert LengthMismatch(agentIds.length, jobIds.length);
        rated = new bool[](jobIds.length);
        for (uint256 i; i < jobIds.length; ++i) {
            rated[i] = _isRated(agentIds[i], jobIds[i]);
        }
    }

    // ---------------------------------------------------------------- internals

    /// @return applied false only when `skipRated` and the job was already rated
    function _apply(Rating memory r, uint256 epoch, bool skipRated) private returns (bool applied) {
        if (r.rating > MAX_RATING) revert RatingOutOfRange(r.rating);
        if (r.kind > KIND_DISPUTE) revert UnknownKind(r.kind);
        if (r.weight == 0) revert ZeroWeight();
        if (r.weight > weightCap) revert WeightAboveCap(r.weight, weightCap);

        // Marks the job rated in the escrow; any revert below undoes the mark.
        IJobSettlements.RatingTerms memory t = escrow.consumeRating(r.jobId);
        if (t.rated) {
            // The job was rated, for the one agent it paid. Naming another agent is an invalid
            // item (it reverts even a batch); naming that agent is a replay.
            if (t.agentId != r.agentId) revert WrongAgent(r.jobId, r.agentId, t.agentId);
            if (!skipRated) revert AlreadyRated(r.agentId, r.jobId);
            emit RatingSkipped(r.agentId, r.jobId);
            return false;
        }
        _checkSettlement(r, t);

        Packed memory p = _agents[r.agentId];
        uint256 sumW = p.sumW;
        uint256 weight = p.weight;
        uint256 count = p.countAndFlag & COUNT_MASK;
        uint256 flag = p.countAndFlag & HAS_DISPUTED;
        uint256 k = epoch - p.lastEpoch;
        // `disputed` decays in step with the other sums, but its slot is touched only for agents
        // that ever had a dispute, and only when the value can change.
        if (flag != 0) {
            if (k != 0 || r.kind == KIND_DISPUTE) {
                uint256 disputed = _disputed[r.agentId];
                uint256 next = DecayTable.decay(disputed, k);
                if (r.kind == KIND_DISPUTE) next += r.weight;
                if (next != disputed) _disputed[r.agentId] = next;
            }
        } else if (r.kind == KIND_DISPUTE) {
            _disputed[r.agentId] = r.weight; // the slot is still zero: no dispute ever before
            flag = HAS_DISPUTED;
        }
        if (k != 0) {
            sumW = DecayTable.decay(sumW, k);
            weight = DecayTable.decay(weight, k);
        }
        if (count == COUNT_MASK) revert CountOverflow(r.agentId);
        _agents[r.agentId] = Packed({
            sumW: (sumW + r.weight * r.rating * 100).toUint104(),
            weight: (weight + r.weight).toUint88(),
            countAndFlag: uint32(flag | (count + 1)),
            lastEpoch: epoch.toUint32()
        });
        emit Rated(r.agentId, r.jobId, r.payer, r.rating, r.kind, r.weight, epoch);
        return true;
    }

    /// @dev The escrow check of docs/design.md §7: a stolen scorer key cannot rate work that never settled,
    ///      rate it for someone else, nor inflate a weight or override an explicit rating.
    function _checkSettlement(Rating memory r, IJobSettlements.RatingTerms memory t) private view {
        if (!t.completed) revert JobNotCompleted(r.jobId);
        if (t.agentId != r.agentId) revert WrongAgent(r.jobId, r.agentId, t.agentId);
        if (t.client != r.payer) revert WrongPayer(r.jobId, r.payer, t.client);
        if (t.token != asset) revert WrongAsset(r.jobId, t.token);
        if (r.weight > t.amount) revert WeightAboveSettled(r.weight, t.amount);
        if (r.kind != t.kind) revert WrongKind(r.jobId, r.kind, t.kind);
        if (r.kind != KIND_AUTO && r.rating != t.explicitRating) {
            revert RatingMismatch(r.jobId, r.rating, t.explicitRating);
        }
    }

    function _isRated(uint256 agentId, uint256 jobId) private view returns (bool) {
        // A rated job was rated for the one agent the escrow paid for it.
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(jobId);
        return t.rated && t.agentId == agentId;
    }

    function _read(uint256 agentId, uint256 epoch) private view returns (State memory s) {
        Packed memory p = _agents[agentId];
        if (p.countAndFlag == 0) return s;
        uint256 k = epoch - p.lastEpoch;
        s.sumW = DecayTable.decay(p.sumW, k);
        s.weight = DecayTable.decay(p.weight, k);
        s.count = p.countAndFlag & COUNT_MASK;
        if (p.countAndFlag & HAS_DISPUTED != 0) s.disputed = DecayTable.decay(_disputed[agentId], k);
    }
}
