// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {DecayTable} from "./DecayTable.sol";
import {IRatingSource, KIND_AUTO, KIND_DISPUTE} from "./IRatingSource.sol";
import {LedgerRegistry} from "./LedgerRegistry.sol";
import {
    DEFAULT_FLOOR_BPS, DEFAULT_PRIOR_BPS, DEFAULT_PRIOR_WEIGHT_UNITS, DEFAULT_Z, ReputationOracle
} from "./ReputationOracle.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";

/// @title ReputationLedger
/// @notice One 0..100 rating per completed escrow job, weighted by the job's budget (capped),
///         decayed 7.5 % per epoch, forgotten after 96 epochs (docs/design.md §2, §3). Formula `ledger/v2`.
///
///         The ledger verifies, it does not trust: the scorer names only (escrow index, job id).
///         Everything else comes from the escrow's record of the job — the rating (the rubric of
///         the recorded outcome, or the buyer's or the arbiter's rating), its kind, the weight
///         (min(budget, weightCap), the full budget before fees), the payer and the completion
///         epoch, at which the rating takes effect (a late submission is decayed by the epochs it
///         is late). A stolen scorer key can only delay ratings.
///
///         One ledger rates many marketplaces: each escrow is deployed by the ledger's own
///         factory (`createEscrow`, admin only, one transaction) at a CREATE2 address that follows
///         from its index, so the ledger checks an escrow's authenticity by computing its address,
///         without a storage read. The admin can stop taking ratings from an escrow; what it rated
///         stays. Followers discover escrows from `EscrowCreated`. Other rating sources (the x402
///         source; ERC-8183 rating hooks) are registered by the admin (LedgerRegistry, §15).
/// @dev Storage, chosen for gas: an agent's sumW, weight, count and lastEpoch share one slot; its
///      `disputed` sum has a slot of its own, touched only for agents that ever had a dispute; the
///      replay guard is a bit in the escrow's job record. The scorer, the escrow count and the stop
///      bits of the first 64 escrows share one slot, which every submit reads anyway.
contract ReputationLedger is LedgerRegistry {
    using SafeCast for uint256;

    // ---------------------------------------------------------------- constants

    /// @notice Share of evidence kept per elapsed epoch, in basis points.
    uint256 public constant RETENTION_BPS = 9250;
    /// @notice Evidence this many epochs old is forgotten entirely.
    uint256 public constant HORIZON_EPOCHS = 96;
    /// @notice The shortest epoch accepted: with it, epochs fit 32 bits until after the year 10,000.
    uint256 public constant MIN_EPOCH_LENGTH = 60;
    uint256 private constant MAX_BPS = 10_000;
    uint8 private constant MAX_RATING = 100;

    // ---------------------------------------------------------------- types

    /// @notice An agent's evidence, decayed (and clamped) to the epoch it was read at.
    struct State {
        uint256 sumW; // Σ w·bps
        uint256 weight; // Σ w
        uint256 count; // lifetime number of ratings, never decays
        uint256 disputed; // Σ w over dispute-kind ratings
    }

    /// @dev 104 + 88 + 32 + 32 bits. weight < 2^88 holds in practice (at most 2^64 per rating, and
    ///      decay only shrinks); SafeCast reverts rather than wrap. `countAndFlag`: the lifetime
    ///      count in its low 31 bits, and in its top bit whether the agent ever had a dispute.
    struct Packed {
        uint104 sumW;
        uint88 weight;
        uint32 countAndFlag;
        uint32 lastEpoch;
    }

    uint256 private constant COUNT_MASK = (1 << 31) - 1;
    uint256 private constant HAS_DISPUTED = 1 << 31;

    // ---------------------------------------------------------------- immutable parameters

    /// @notice Epoch length in seconds; epoch = floor(timestamp / epochLength).
    uint256 public immutable epochLength;
    /// @notice Largest weight one rating carries, in base units of `asset` (12 units by default).
    uint256 public immutable weightCap;
    /// @notice The ledger's routing decision (docs/design.md §13) with the seed's policy: prior 7000
    ///         bps weighing 12 units of the asset, z = 1, floor 5500 bps. Deployed by the constructor.
    ReputationOracle public immutable oracle;

    // ---------------------------------------------------------------- state

    mapping(uint256 agentId => Packed) private _agents;
    mapping(uint256 agentId => uint256) private _disputed;

    // ---------------------------------------------------------------- events

    /// @notice A rating was applied. It took effect at `completionEpoch`; `appliedEpoch` is the
    ///         agent's lastEpoch afterwards (larger than `completionEpoch` for a late rating). With
    ///         the ledger's parameters and the log order, every agent's state can be rebuilt from
    ///         these events alone.
    event Rated(
        uint256 indexed agentId,
        address indexed escrow,
        uint256 indexed jobId,
        address payer,
        uint8 rating,
        uint8 kind,
        uint256 weight,
        uint256 completionEpoch,
        uint256 appliedEpoch
    );
    /// @notice A batch item was skipped because its job was already rated.
    event RatingSkipped(address indexed escrow, uint256 indexed jobId);
    // ---------------------------------------------------------------- errors

    error EpochLengthTooShort(uint256 epochLength, uint256 minimum);
    error InvalidWeightCap(uint256 weightCap);
    error AlreadyRated(address escrow, uint256 jobId);
    error PriorOutOfRange(uint256 priorBps);
    error CountOverflow(uint256 agentId);
    error RatingOutOfRange(uint256 rating);
    error CompletedInFuture(uint256 completedAt, uint256 now_);

    // ---------------------------------------------------------------- construction

    /// @param identityRegistry_ the ERC-8004 identity registry for every escrow's agent ids; zero
    ///        makes every escrow refuse agent ids (ratings then go to provider addresses)
    constructor(
        address admin_,
        address scorer_,
        address asset_,
        address identityRegistry_,
        uint256 epochLength_,
        uint256 weightCap_
    ) LedgerRegistry(admin_, scorer_, asset_, identityRegistry_) {
        if (epochLength_ < MIN_EPOCH_LENGTH) revert EpochLengthTooShort(epochLength_, MIN_EPOCH_LENGTH);
        if (weightCap_ == 0 || weightCap_ > type(uint64).max) revert InvalidWeightCap(weightCap_);
        epochLength = epochLength_;
        weightCap = weightCap_;
        uint8 decimals = IERC20Metadata(asset_).decimals(); // above 18: the oracle refuses it
        oracle = new ReputationOracle(
            address(this), DEFAULT_PRIOR_BPS, DEFAULT_PRIOR_WEIGHT_UNITS * 10 ** decimals, decimals, DEFAULT_Z, DEFAULT_FLOOR_BPS
        );
    }

    // ---------------------------------------------------------------- ratings

    /// @notice Rate one completed job of escrow `escrowIndex`. Scorer only. Reverts if the job is
    ///         already rated, not completed, not rateable, or its escrow is unknown or stopped.
    function submit(uint32 escrowIndex, uint256 jobId) external {
        Config memory c = _config;
        if (msg.sender != c.scorer) revert NotScorer(msg.sender);
        _rate(c, escrowIndex, jobId, false);
    }

    /// @notice Rate many jobs, each named by its key (escrowIndex << 224 | jobId; see `keyOf`), in
    ///         the order given. Scorer only. An already-rated job (before or earlier in this batch)
    ///         is skipped with RatingSkipped, so a replayed batch is harmless; any other invalid
    ///         item reverts the whole batch.
    /// @dev Why an item is one word and not the rating's values: the ledger must read the job's
    ///      record from the escrow anyway (for the replay guard), and that record already holds
    ///      everything a rating is. Values sent by the scorer would only be compared for equality:
    ///      four to six more calldata words per item (payer, agent, weight, rating, kind, epoch:
    ///      about 1,000 gas each rating in a batch) and comparisons, to learn nothing the record
    ///      does not say. One word per item also leaves the scorer nothing to choose.
    /// @return applied how many items were applied (the rest were skipped)
    function submitBatch(uint256[] calldata keys) external returns (uint256 applied) {
        Config memory c = _config;
        if (msg.sender != c.scorer) revert NotScorer(msg.sender);
        for (uint256 i; i < keys.length; ++i) {
            uint256 key = keys[i];
            if (_rate(c, key >> KEY_SHIFT, key & JOB_MASK, true)) ++applied;
        }
    }

    /// @return whether the rating was applied (false: skipped as already rated)
    function _rate(Config memory c, uint256 escrowIndex, uint256 jobId, bool skipRated) private returns (bool) {
        (address escrow, IRatingSource.RatingTerms memory t) = _consume(c, escrowIndex, jobId);
        if (t.rated) {
            if (!skipRated) revert AlreadyRated(escrow, jobId);
            emit RatingSkipped(escrow, jobId);
            return false;
        }
        uint256 weight = t.budget < weightCap ? t.budget : weightCap;
        uint256 completionEpoch = t.completedAt / epochLength;
        uint256 appliedEpoch = _apply(t.agentId, weight, t.rating, t.kind == KIND_DISPUTE, completionEpoch);
        emit Rated(t.agentId, escrow, jobId, t.client, t.rating, t.kind, weight, completionEpoch, appliedEpoch);
        return true;
    }

    /// @notice A registered source's own rating (the push path; LedgerRegistry): the x402 source
    ///         calls it once it has checked the payer's signed outcome and marked its receipt
    ///         rated. Reverts unless the caller is a registered, unstopped source. The rating is
    ///         auto-kind, weighs min(amount, weightCap) and takes effect at completedAt's epoch.
    ///         The source keeps the replay guard, as an escrow does.
    function rateFromSource(uint256 jobId, uint256 agentId, address payer, uint256 amount, uint8 rating, uint256 completedAt)
        external
    {
        _activeSourceIndex(msg.sender);
        if (jobId > JOB_MASK) revert JobIdTooLarge(jobId);
        if (rating > MAX_RATING) revert RatingOutOfRange(rating);
        if (completedAt > block.timestamp) revert CompletedInFuture(completedAt, block.timestamp);
        uint256 weight = amount < weightCap ? amount : weightCap;
        uint256 completionEpoch = completedAt / epochLength;
        uint256 appliedEpoch = _apply(agentId, weight, rating, false, completionEpoch);
        emit Rated(agentId, msg.sender, jobId, payer, rating, KIND_AUTO, weight, completionEpoch, appliedEpoch);
    }

    /// @dev The ledger/v2 state machine (docs/design.md §12): a rating of weight w and `rating` takes
    ///      effect at epoch e. If e ≥ lastEpoch L: decay the state by e − L with the clamp, add, and
    ///      lastEpoch = e. If e < L (late): add the rating decayed by L − e, keep L, clamp.
    /// @return lastEpoch the agent's lastEpoch after the rating
    function _apply(uint256 agentId, uint256 w, uint256 rating, bool dispute, uint256 e)
        private
        returns (uint256 lastEpoch)
    {
        Packed memory p = _agents[agentId];
        uint256 sumW = p.sumW;
        uint256 weight = p.weight;
        uint256 count = p.countAndFlag & COUNT_MASK;
        uint256 flag = p.countAndFlag & HAS_DISPUTED;
        lastEpoch = p.lastEpoch;
        uint256 addSumW = w * rating * 100; // bps = 100 · rating
        uint256 addWeight = w;
        uint256 k; // epochs the stored state decays by (on time), or the rating decays by (late)
        bool late = e < lastEpoch;
        if (late) {
            k = lastEpoch - e;
            addSumW = DecayTable.decay(addSumW, k);
            addWeight = DecayTable.decay(addWeight, k);
        } else {
            k = e - lastEpoch;
            lastEpoch = e;
            if (k != 0) {
                weight = DecayTable.decay(weight, k);
                sumW = _min(DecayTable.decay(sumW, k), weight * MAX_BPS);
            }
        }
        // `disputed` follows the same rules, but its slot is touched only for agents that ever had a
        // dispute, and only when its value can change.
        if (flag != 0) {
            bool decays = !late && k != 0;
            if (decays || dispute) {
                uint256 disputed = _disputed[agentId];
                uint256 next = decays ? _min(DecayTable.decay(disputed, k), weight) : disputed;
                if (dispute) next = _min(next + addWeight, weight + addWeight);
                if (next != disputed) _disputed[agentId] = next;
            }
        } else if (dispute) {
            _disputed[agentId] = addWeight; // the slot is still zero: no dispute ever before
            flag = HAS_DISPUTED;
        }
        sumW += addSumW;
        weight += addWeight;
        if (late) sumW = _min(sumW, weight * MAX_BPS);
        if (count == COUNT_MASK) revert CountOverflow(agentId);
        _agents[agentId] = Packed({
            sumW: sumW.toUint104(),
            weight: weight.toUint88(),
            countAndFlag: uint32(flag | (count + 1)),
            lastEpoch: lastEpoch.toUint32()
        });
    }

    // ---------------------------------------------------------------- reads: parameters

    /// @notice floor(block.timestamp / epochLength).
    function currentEpoch() public view returns (uint256) {
        return block.timestamp / epochLength;
    }

    /// @notice Retention per epoch in basis points (9250), a live parameter for readers.
    function retentionBps() external pure returns (uint256) {
        return RETENTION_BPS;
    }

    /// @notice The forgetting horizon in epochs (96), a live parameter for readers.
    function horizonEpochs() external pure returns (uint256) {
        return HORIZON_EPOCHS;
    }

    // ---------------------------------------------------------------- reads: evidence

    /// @notice (sumW, weight, count, disputed) decayed and clamped to the current epoch.
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

    /// @notice The agent's lastEpoch: the latest completion epoch among its ratings (0: none).
    function lastEpochOf(uint256 agentId) external view returns (uint256) {
        return _agents[agentId].lastEpoch;
    }

    /// @notice sumW / weight, 0 when weight is 0; never above 10000.
    function avgBps(uint256 agentId) external view returns (uint256) {
        State memory s = _read(agentId, currentEpoch());
        return s.weight == 0 ? 0 : s.sumW / s.weight;
    }

    /// @notice (priorBps·priorWeight + sumW) / (priorWeight + weight); priorBps when both are 0.
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

    /// @notice Whether job `jobId` of escrow `escrowIndex` has been rated (false for an unknown escrow).
    function isRated(uint32 escrowIndex, uint256 jobId) external view returns (bool) {
        return _isRated(escrowIndex, jobId);
    }

    /// @notice isRated for many keys (escrowIndex << 224 | jobId) in one call, in the order given.
    function areRated(uint256[] calldata keys) external view returns (bool[] memory rated) {
        rated = new bool[](keys.length);
        for (uint256 i; i < keys.length; ++i) {
            rated[i] = _isRated(keys[i] >> KEY_SHIFT, keys[i] & JOB_MASK);
        }
    }

    /// @dev The stored state decayed by k = epoch − lastEpoch, with the clamp when k ≥ 1.
    function _read(uint256 agentId, uint256 epoch) private view returns (State memory s) {
        Packed memory p = _agents[agentId];
        if (p.countAndFlag == 0) return s;
        uint256 k = epoch - p.lastEpoch;
        s.weight = DecayTable.decay(p.weight, k);
        s.sumW = DecayTable.decay(p.sumW, k);
        s.count = p.countAndFlag & COUNT_MASK;
        if (p.countAndFlag & HAS_DISPUTED != 0) s.disputed = DecayTable.decay(_disputed[agentId], k);
        if (k != 0) {
            s.sumW = _min(s.sumW, s.weight * MAX_BPS);
            s.disputed = _min(s.disputed, s.weight);
        }
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }
}
