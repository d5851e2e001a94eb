// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {RefMath} from "./lib/RefMath.sol";
import {LedgerHandler} from "./handlers/LedgerHandler.sol";
import {Escrow} from "../src/Escrow.sol";
import {IRatingSource} from "../src/IRatingSource.sol";

/// @notice Stateful properties of one ledger over two escrows under random job outcomes, time
///         jumps (the horizon edge included) and single/batch submissions with replays and late
///         ratings (docs/design.md §12).
contract LedgerInvariantTest is Fixture {
    LedgerHandler internal handler;
    /// F(0..95) from the reference, computed once: the replay below decays many times per check.
    uint256[] internal factors;

    function setUp() public override {
        super.setUp();
        Escrow second = newEscrow(250);
        handler = new LedgerHandler(ledger, escrow, second, token, scorer, arbiter, evaluator);
        registry.register(handler.agentIdProvider(), handler.AGENT_ID());
        factors = RefMath.factorTable();
        targetContract(address(handler));
    }

    /// No (escrow, job) is rated twice, and the ledger's isRated agrees with the ghost log.
    function invariant_eachJobRatedAtMostOnce() public view {
        uint256[] memory keys = handler.keys();
        for (uint256 i; i < keys.length; ++i) {
            uint256 n = handler.ghostRatedCount(keys[i]);
            assertLe(n, 1, "a job was rated twice");
            assertEq(ledger.isRated(uint32(keys[i] >> 224), keys[i] & ((1 << 224) - 1)), n == 1, "isRated");
        }
    }

    /// Each agent's state equals the reference model replayed over the ghost log (each rating at
    /// its completion epoch, in the order applied) and read at the current epoch; so do the reads.
    function invariant_stateEqualsModelReplay() public view {
        LedgerHandler.Entry[] memory log = handler.log();
        uint256[] memory ids = handler.agentIds();
        uint256[] memory table = factors;
        uint256 epoch = ledger.currentEpoch();

        for (uint256 a; a < ids.length; ++a) {
            RefMath.State memory m;
            for (uint256 i; i < log.length; ++i) {
                LedgerHandler.Entry memory e = log[i];
                if (e.agentId != ids[a]) continue;
                m = RefMath.applyRating(table, m, e.completionEpoch, e.rating, e.weight, e.kind);
            }
            assertEq(ledger.lastEpochOf(ids[a]), m.lastEpoch, "lastEpoch");
            RefMath.State memory r = RefMath.readAt(table, m, epoch);
            (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(ids[a]);
            assertEq(sumW, r.sumW, "sumW");
            assertEq(w, r.weight, "weight");
            assertEq(count, r.count, "count");
            assertEq(d, r.disputed, "disputed");
            assertEq(ledger.avgBps(ids[a]), RefMath.avgBps(r), "avgBps");
            assertLe(ledger.avgBps(ids[a]), 10_000, "avgBps above 10000");
            assertEq(ledger.disputeRateBps(ids[a]), RefMath.disputeRateBps(r), "disputeRateBps");
            assertEq(ledger.repBps(ids[a], 7000, CAP), RefMath.repBps(r, 7000, CAP), "repBps");
        }
        // The ERC-8004 provider's own address never receives anything: its jobs pay the agent id.
        (uint256 s3, uint256 w3, uint256 c3, uint256 d3) = ledger.repState(ids[3]);
        assertEq(s3 + w3 + c3 + d3, 0, "agent-id provider rated under its address");
    }

    /// Only recorded, rateable jobs were rated, each with the terms the rating hook recorded at the verdict.
    function invariant_onlyRateableJobsRated_withTheRecordedTerms() public view {
        LedgerHandler.Entry[] memory log = handler.log();
        for (uint256 i; i < log.length; ++i) {
            IRatingSource.RatingTerms memory t = handler.termsOf(log[i].key);
            assertTrue(t.completed && t.rateable && t.rated, "a rated job is not a rated, rateable completion");
            assertEq(t.agentId, log[i].agentId, "agent");
            assertEq(log[i].weight, t.budget < CAP ? t.budget : CAP, "weight is min(budget, cap)");
            assertEq(t.kind, log[i].kind, "kind");
            assertEq(t.rating, log[i].rating, "rating");
        }
    }

    /// What the run exercised, printed with -vv.
    function afterInvariant() public view {
        log("ratings applied", handler.appliedCount());
        log("  of which late", handler.lateCount());
        log("batch items skipped as replays", handler.skippedCount());
        log("submits refused as predicted", handler.rejectedCount());
    }

    /// Every single and batch submit ended exactly as predicted (applied count, revert reason).
    function invariant_submitOutcomesAsPredicted() public view {
        assertEq(handler.surprises(), 0, handler.lastSurprise());
        assertEq(handler.log().length, handler.appliedCount(), "log length");
    }
}
