// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "../lib/Base.sol";
import {Escrow} from "../../src/Escrow.sol";
import {ReputationLedger} from "../../src/ReputationLedger.sol";
import {TestToken} from "../../src/TestToken.sol";
import {IJobSettlements, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../../src/IJobSettlements.sol";

/// @notice Drives the escrow and the ledger for LedgerInvariant.t.sol: creates jobs with random
///         budgets, kinds and outcomes for a few agents, moves time by 0..120 epochs (the horizon
///         edge 95..97 often), and submits single and batch ratings as the scorer — replays,
///         unpaid jobs, wrong agents and inflated weights included. Every applied rating goes into a ghost log
///         the invariants replay.
/// @dev Each submit predicts its own outcome from the rules of docs/design.md §7 (revert reason, applied
///      count) and counts a surprise when the ledger disagrees; an invariant requires none.
contract LedgerHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    uint256 public constant EPOCH = 1 weeks;
    uint256 public constant U = 1e6;
    uint256 public constant AGENT_ID = 8004; // providers[2] works under this ERC-8004 id
    uint256 internal constant MAX_BUDGET = 30 * U; // above the 12-unit cap, so capping is exercised
    uint256 internal constant MAX_BATCH = 6;

    /// One applied rating, in the order the ledger applied it.
    struct Entry {
        uint256 agentId;
        uint256 jobId;
        uint8 rating;
        uint256 weight;
        uint8 kind;
        uint256 epoch;
    }

    ReputationLedger public immutable ledger;
    Escrow public immutable escrow;
    TestToken public immutable token;
    address public immutable scorer;
    address public immutable arbiter;
    address public immutable evaluator;
    uint256 public immutable cap;

    address[3] internal providers = [address(0xA1), address(0xA2), address(0xA3)];
    address[2] internal clients = [address(0xC11), address(0xC12)];

    Entry[] internal _log;
    uint256[] internal _jobs; // every job created, whatever its outcome
    uint256[] internal _completed; // the completed ones
    mapping(uint256 jobId => uint256) public ghostRatedCount;

    // Call statistics and surprises.
    uint256 public surprises;
    string public lastSurprise;
    uint256 public appliedCount;
    uint256 public skippedCount;
    uint256 public rejectedCount;
    uint256 public horizonWarps;

    constructor(ReputationLedger ledger_, Escrow escrow_, TestToken token_, address scorer_, address arbiter_, address evaluator_) {
        ledger = ledger_;
        escrow = escrow_;
        token = token_;
        scorer = scorer_;
        arbiter = arbiter_;
        evaluator = evaluator_;
        cap = ledger_.weightCap();
    }

    // ================================================================ actions

    /// Create a job and drive it to one of eight outcomes; five of them are paid (rateable).
    function createJob(uint256 seed) external {
        address provider = providers[(seed >> 8) % 3];
        address client = clients[(seed >> 16) % 2];
        uint256 budget = 1 + ((seed >> 24) % MAX_BUDGET);
        uint8 rating = uint8((seed >> 64) % 101);
        uint256 outcome = seed % 8;
        bool buyer = outcome == 3;

        vm.prank(client);
        uint256 jobId = escrow.createJob(
            provider, buyer ? client : evaluator, uint64(block.timestamp + 30 days), address(token), "step"
        );
        if (provider == providers[2]) {
            vm.prank(provider);
            escrow.setAgentId(jobId, AGENT_ID);
        }
        _jobs.push(jobId);
        if (outcome == 7) return; // left Open, with no budget agreed

        vm.startPrank(client);
        escrow.setBudget(jobId, budget);
        token.mint(client, budget);
        token.approve(address(escrow), budget);
        escrow.fund(jobId, budget);
        vm.stopPrank();
        vm.prank(provider);
        escrow.submit(jobId, bytes32(seed));

        if (outcome <= 2) {
            // Evaluator completes: an auto rating, random rubric signals.
            Escrow.Outcome memory o;
            o.shipped = (seed >> 72) & 1 == 1;
            o.criticRan = (seed >> 73) & 1 == 1;
            o.noOutput = (seed >> 74) & 1 == 1;
            vm.prank(evaluator);
            escrow.complete(jobId, bytes32("ok"), o);
            _completed.push(jobId);
        } else if (buyer) {
            Escrow.Outcome memory o;
            o.hasBuyerRating = true;
            o.buyerRating = rating;
            vm.prank(client);
            escrow.complete(jobId, bytes32("ok"), o);
            _completed.push(jobId);
        } else if (outcome == 4 || outcome == 5) {
            vm.prank(client);
            escrow.dispute(jobId, bytes32("dispute"));
            vm.prank(arbiter);
            escrow.resolveDispute(jobId, outcome == 4, rating, bytes32("resolved")); // 5: refunded
            if (outcome == 4) _completed.push(jobId);
        } else {
            // 6: the evaluator rejects, the client is refunded.
            vm.prank(evaluator);
            escrow.reject(jobId, bytes32("no"));
        }
    }

    /// Move time forward by 0..120 epochs: a quarter of the time exactly 95, 96 or 97 (the horizon
    /// edge), mostly a few epochs so that evidence accumulates, sometimes anything up to 120.
    function warp(uint256 seed) external {
        uint256 mode = seed % 8;
        uint256 epochs;
        if (mode < 2) {
            epochs = 95 + ((seed >> 8) % 3);
            ++horizonWarps;
        } else if (mode < 5) {
            epochs = (seed >> 8) % 4;
        } else if (mode < 7) {
            epochs = 4 + ((seed >> 8) % 27);
        } else {
            epochs = (seed >> 8) % 121;
        }
        uint256 epochStart = (block.timestamp / EPOCH + epochs) * EPOCH;
        uint256 t = epochStart + ((seed >> 32) % EPOCH);
        if (t > block.timestamp) vm.warp(t); // within the same epoch, never go back in time
    }

    /// Submit one rating for any job (rateable, unpaid or already rated) and check the outcome.
    function submitOne(uint256 jobSeed, uint256 weightSeed, uint256 ratingSeed) external {
        if (_jobs.length == 0) return;
        uint256 jobId = _jobs[jobSeed % _jobs.length];
        ReputationLedger.Rating memory item = _itemFor(jobId, weightSeed, ratingSeed);
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(jobId);
        // Sometimes try to inflate the weight one unit past the settled amount (still within the cap).
        bool inflated = (weightSeed >> 128) % 8 == 0 && t.amount != 0 && t.amount < cap;
        if (inflated) item.weight = t.amount + 1;

        bytes memory expected;
        if (!t.completed) {
            expected = abi.encodeWithSelector(ReputationLedger.JobNotCompleted.selector, jobId);
        } else if (ghostRatedCount[jobId] != 0) {
            expected = abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, item.agentId, jobId);
        } else if (inflated) {
            expected = abi.encodeWithSelector(ReputationLedger.WeightAboveSettled.selector, item.weight, t.amount);
        }

        vm.prank(scorer);
        try ledger.submit(item.agentId, jobId, item.rating, item.weight, item.payer, item.kind) {
            if (expected.length != 0) return _surprise("submit applied an item it should have rejected");
            _record(item);
        } catch (bytes memory reason) {
            if (expected.length == 0) return _surprise("submit rejected a valid item");
            if (keccak256(reason) != keccak256(expected)) return _surprise("submit: wrong revert reason");
            ++rejectedCount;
        }
    }

    /// Submit a batch of 1..6 items for paid jobs (replays and in-batch duplicates happen often);
    /// sometimes one item is poisoned — an unpaid job, or a paid job (rated or not) under the wrong
    /// agent — and the whole batch must revert with that item's error.
    function submitBatch(uint256 seed) external {
        if (_completed.length == 0) return;
        uint256 n = 1 + (seed % MAX_BATCH);
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](n);
        bool[] memory applies = new bool[](n);
        uint256 expectedApplied;
        bytes memory expectedRevert; // set by the first (and only) poisoned item

        for (uint256 i; i < n; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            uint256 jobId = _completed[r % _completed.length];
            uint256 poison = expectedRevert.length == 0 ? (r >> 200) % 32 : 99;
            if (poison == 0) {
                uint256 unpaid = _firstUnpaidFrom(r >> 100);
                if (unpaid != 0) {
                    items[i] = _itemFor(unpaid, r >> 8, r >> 64);
                    expectedRevert = abi.encodeWithSelector(ReputationLedger.JobNotCompleted.selector, unpaid);
                    continue;
                }
            } else if (poison == 1) {
                items[i] = _itemFor(jobId, r >> 8, r >> 64);
                uint256 paid = items[i].agentId;
                items[i].agentId = paid ^ 1; // an agent the job was never paid to
                expectedRevert =
                    abi.encodeWithSelector(ReputationLedger.WrongAgent.selector, jobId, paid ^ 1, paid);
                continue;
            }
            items[i] = _itemFor(jobId, r >> 8, r >> 64);
            if (expectedRevert.length != 0) continue; // after the poison: never reached
            // Applied unless rated before, or earlier in this batch.
            bool fresh = ghostRatedCount[jobId] == 0;
            for (uint256 j; j < i && fresh; ++j) {
                if (applies[j] && items[j].jobId == jobId) fresh = false;
            }
            applies[i] = fresh;
            if (fresh) ++expectedApplied;
        }

        vm.prank(scorer);
        try ledger.submitBatch(items) returns (uint256 applied) {
            if (expectedRevert.length != 0) return _surprise("batch with a poisoned item did not revert");
            if (applied != expectedApplied) return _surprise("batch applied count differs");
            for (uint256 i; i < n; ++i) {
                if (applies[i]) _record(items[i]);
                else ++skippedCount;
            }
        } catch (bytes memory reason) {
            if (expectedRevert.length == 0) return _surprise("valid batch reverted");
            if (keccak256(reason) != keccak256(expectedRevert)) return _surprise("batch: wrong revert reason");
            ++rejectedCount;
        }
    }

    // ================================================================ views for the invariants

    function log() external view returns (Entry[] memory) {
        return _log;
    }

    function jobs() external view returns (uint256[] memory) {
        return _jobs;
    }

    /// Every agent id a rating could go to, plus providers[2]'s address, which never may.
    function agentIds() external view returns (uint256[] memory ids) {
        ids = new uint256[](4);
        ids[0] = uint256(uint160(providers[0]));
        ids[1] = uint256(uint160(providers[1]));
        ids[2] = AGENT_ID;
        ids[3] = uint256(uint160(providers[2]));
    }

    function agentIdProvider() external view returns (address) {
        return providers[2];
    }

    // ================================================================ internals

    /// The item the settler would derive: agent, payer and kind from the escrow, the explicit
    /// rating for buyer and dispute kinds, a random rating for auto, a random allowed weight.
    function _itemFor(uint256 jobId, uint256 weightSeed, uint256 ratingSeed)
        internal
        view
        returns (ReputationLedger.Rating memory item)
    {
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(jobId);
        uint256 maxWeight = t.amount < cap ? t.amount : cap;
        if (maxWeight == 0) maxWeight = 1; // an Open job with no budget: still a well-formed item
        item.agentId = t.agentId;
        item.jobId = jobId;
        item.payer = t.client;
        item.kind = t.kind;
        item.rating = t.kind == KIND_AUTO ? uint8(ratingSeed % 101) : t.explicitRating;
        // Often the full allowed weight, else anything from 1 up to it.
        item.weight = weightSeed % 4 == 0 ? maxWeight : 1 + ((weightSeed >> 2) % maxWeight);
    }

    function _record(ReputationLedger.Rating memory item) internal {
        _log.push(Entry(item.agentId, item.jobId, item.rating, item.weight, item.kind, ledger.currentEpoch()));
        ++ghostRatedCount[item.jobId];
        ++appliedCount;
    }

    /// Some job that was never paid (scanning from a random start), or 0 when there is none.
    function _firstUnpaidFrom(uint256 start) internal view returns (uint256) {
        uint256 len = _jobs.length;
        for (uint256 i; i < len; ++i) {
            uint256 jobId = _jobs[(start + i) % len];
            if (!escrow.ratingTerms(jobId).completed) return jobId;
        }
        return 0;
    }

    function _surprise(string memory what) internal {
        ++surprises;
        lastSurprise = what;
    }
}
