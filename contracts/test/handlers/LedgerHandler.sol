// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "../lib/Base.sol";
import {Outcomes} from "../lib/Outcomes.sol";
import {Escrow} from "../../src/Escrow.sol";
import {EscrowRatings} from "../../src/EscrowRatings.sol";
import {ReputationLedger} from "../../src/ReputationLedger.sol";
import {LedgerRegistry} from "../../src/LedgerRegistry.sol";
import {TestToken} from "../../src/TestToken.sol";
import {IRatingSource} from "../../src/IRatingSource.sol";

/// @notice Drives two escrows of one ledger for LedgerInvariant.t.sol: jobs with random budgets,
///         kinds and outcomes for a few agents (one of them under an ERC-8004 id), time moved by
///         0..120 epochs (the horizon edge often), and single and batch submissions as the scorer
///         — replays, unpaid jobs, unknown escrows and late ratings included. Every applied rating
///         goes into a ghost log, in the order the ledger applied it, that the invariants replay.
/// @dev Each submit predicts its own outcome from the rules (revert reason, applied count) and
///      counts a surprise when the ledger disagrees; an invariant requires none.
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
        uint256 key; // escrowIndex << 224 | jobId
        uint8 rating;
        uint256 weight;
        uint8 kind;
        uint256 completionEpoch;
    }

    ReputationLedger public immutable ledger;
    Escrow[2] internal escrows;
    TestToken public immutable token;
    address public immutable scorer;
    address public immutable arbiter;
    address public immutable evaluator;
    uint256 public immutable cap;

    address[3] internal providers = [address(uint160(0xA1) << 96), address(uint160(0xA2) << 96), address(uint160(0xA3) << 96)];
    address[2] internal clients = [address(0xC11), address(0xC12)];

    Entry[] internal _log;
    uint256[] internal _keys; // every job created, whatever its outcome
    mapping(uint256 key => uint256) public ghostRatedCount;

    uint256 public surprises;
    string public lastSurprise;
    uint256 public appliedCount;
    uint256 public skippedCount;
    uint256 public rejectedCount;
    uint256 public lateCount;

    constructor(
        ReputationLedger ledger_,
        Escrow first,
        Escrow second,
        TestToken token_,
        address scorer_,
        address arbiter_,
        address evaluator_
    ) {
        ledger = ledger_;
        escrows[0] = first;
        escrows[1] = second;
        token = token_;
        scorer = scorer_;
        arbiter = arbiter_;
        evaluator = evaluator_;
        cap = ledger_.weightCap();
    }

    // ================================================================ actions

    /// Create a job in either escrow and drive it to one of eight outcomes; five are paid.
    function createJob(uint256 seed) external {
        uint256 e = (seed >> 120) & 1;
        Escrow escrow = escrows[e];
        address provider = providers[(seed >> 8) % 3];
        address client = clients[(seed >> 16) % 2];
        uint256 budget = 1 + ((seed >> 24) % MAX_BUDGET);
        uint8 rating = uint8((seed >> 64) % 101);
        uint256 outcome = seed % 8;
        bool buyer = outcome == 3;

        vm.prank(client);
        uint256 jobId = escrow.createJob(
            provider,
            buyer ? client : evaluator,
            uint48(block.timestamp + 30 days),
            "",
            address(0),
            provider == providers[2] ? AGENT_ID : 0,
            ""
        );
        _keys.push((e << 224) | jobId);
        if (outcome == 7) return; // left Open

        vm.prank(provider);
        escrow.setBudget(jobId, address(token), budget, "");
        token.mint(client, budget);
        vm.startPrank(client);
        token.approve(address(escrow), budget);
        escrow.fund(jobId, address(token), budget, "");
        vm.stopPrank();
        vm.prank(provider);
        escrow.submit(jobId, bytes32(seed), "");

        if (outcome <= 2) {
            bytes memory o = Outcomes.signals(
                (seed >> 74) & 1 == 1, (seed >> 75) & 1 == 1, (seed >> 72) & 1 == 1, true, uint8((seed >> 76) % 4)
            );
            vm.prank(evaluator);
            escrow.complete(jobId, bytes32("ok"), o);
        } else if (buyer) {
            vm.prank(client);
            escrow.complete(jobId, bytes32("ok"), Outcomes.buyer(rating));
        } else if (outcome == 4 || outcome == 5) {
            vm.prank(client);
            escrow.dispute(jobId, bytes32("dispute"));
            vm.prank(arbiter);
            escrow.resolveDispute(jobId, outcome == 4, bytes32("resolved"), abi.encode(uint256(outcome == 4 ? rating : 0)));
        } else {
            vm.prank(evaluator);
            escrow.reject(jobId, bytes32("no"), "");
        }
    }

    /// Move time forward by 0..120 epochs: a quarter of the time 95, 96 or 97 (the horizon edge),
    /// mostly a few epochs so that evidence accumulates and ratings come late.
    function warp(uint256 seed) external {
        uint256 mode = seed % 8;
        uint256 epochs;
        if (mode < 2) epochs = 95 + ((seed >> 8) % 3);
        else if (mode < 5) epochs = (seed >> 8) % 4;
        else if (mode < 7) epochs = 4 + ((seed >> 8) % 27);
        else epochs = (seed >> 8) % 121;
        uint256 t = (block.timestamp / EPOCH + epochs) * EPOCH + ((seed >> 32) % EPOCH);
        if (t > block.timestamp) vm.warp(t);
    }

    /// Submit one job (rateable, unpaid, rated, or of an unknown escrow) and check the outcome.
    function submitOne(uint256 seed) external {
        if (_keys.length == 0) return;
        uint256 key = _keys[seed % _keys.length];
        uint32 index = uint32(key >> 224);
        uint256 jobId = key & ((1 << 224) - 1);
        if ((seed >> 200) % 16 == 0) index = 2; // an escrow that does not exist
        bytes memory expected = _expectedError(index, jobId, key);

        vm.prank(scorer);
        try ledger.submit(index, jobId) {
            if (expected.length != 0) return _surprise("submit applied an item it should have refused");
            _record(key);
        } catch (bytes memory reason) {
            if (expected.length == 0) return _surprise("submit refused a valid item");
            if (keccak256(reason) != keccak256(expected)) return _surprise("submit: wrong revert reason");
            ++rejectedCount;
        }
    }

    /// Submit a batch of 1..6 keys, mostly rateable jobs (replays and in-batch duplicates often);
    /// sometimes one is poisoned (not rateable) and the whole batch must revert with its error.
    function submitBatch(uint256 seed) external {
        if (_keys.length == 0) return;
        uint256 n = 1 + (seed % MAX_BATCH);
        uint256[] memory batch = new uint256[](n);
        bool[] memory applies = new bool[](n);
        uint256 expectedApplied;
        bytes memory expectedRevert;

        for (uint256 i; i < n; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            uint256 key = _keys[r % _keys.length];
            batch[i] = key;
            if (expectedRevert.length != 0) continue; // after the poison: never reached
            bytes memory err = _expectedError(uint32(key >> 224), key & ((1 << 224) - 1), key);
            if (err.length != 0) {
                bool alreadyRated = ghostRatedCount[key] != 0;
                if (!alreadyRated) {
                    expectedRevert = err;
                    continue;
                }
            }
            bool fresh = ghostRatedCount[key] == 0;
            for (uint256 j; j < i && fresh; ++j) {
                if (applies[j] && batch[j] == key) fresh = false;
            }
            applies[i] = fresh;
            if (fresh) ++expectedApplied;
        }

        vm.prank(scorer);
        try ledger.submitBatch(batch) returns (uint256 applied) {
            if (expectedRevert.length != 0) return _surprise("batch with a poisoned item did not revert");
            if (applied != expectedApplied) return _surprise("batch applied count differs");
            for (uint256 i; i < n; ++i) {
                if (applies[i]) _record(batch[i]);
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

    function keys() external view returns (uint256[] memory) {
        return _keys;
    }

    function escrowAt(uint256 i) external view returns (Escrow) {
        return escrows[i];
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

    /// The rating hook's record of the job named by `key`, kept in the job's words at its escrow.
    function termsOf(uint256 key) public view returns (IRatingSource.RatingTerms memory) {
        return escrows[key >> 224].ratingTerms(key & ((1 << 224) - 1));
    }

    // ================================================================ internals

    /// What a single submit of (index, jobId) must revert with; empty when it must apply.
    function _expectedError(uint32 index, uint256 jobId, uint256 key) internal view returns (bytes memory) {
        if (index >= 2) return abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, index);
        Escrow escrow = escrows[index];
        IRatingSource.RatingTerms memory t = escrow.ratingTerms(jobId);
        if (!t.completed) return abi.encodeWithSelector(EscrowRatings.NotRecorded.selector, jobId);
        if (!t.rateable) return abi.encodeWithSelector(EscrowRatings.NotRateable.selector, jobId);
        if (ghostRatedCount[key] != 0) {
            return abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, address(escrow), jobId);
        }
        return "";
    }

    function _record(uint256 key) internal {
        IRatingSource.RatingTerms memory t = termsOf(key);
        uint256 e = t.completedAt / EPOCH;
        if (e < ledger.lastEpochOf(t.agentId)) ++lateCount;
        _log.push(Entry(t.agentId, key, t.rating, t.budget < cap ? t.budget : cap, t.kind, e));
        ++ghostRatedCount[key];
        ++appliedCount;
    }

    function _surprise(string memory what) internal {
        ++surprises;
        lastSurprise = what;
    }
}
