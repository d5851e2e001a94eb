// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {RefMath} from "./lib/RefMath.sol";
import {LedgerHandler} from "./handlers/LedgerHandler.sol";
import {IJobSettlements, KIND_AUTO} from "../src/IJobSettlements.sol";

/// @notice Stateful properties of the ledger under random job outcomes, time jumps (the horizon
///         edge included) and single/batch submissions with replays (docs/design.md §3, §7).
contract LedgerInvariantTest is Fixture {
    LedgerHandler internal handler;
    /// F(0..95) from the reference, computed once: the replay below decays many times per check.
    uint256[] internal factors;

    function setUp() public override {
        super.setUp();
        handler = new LedgerHandler(ledger, escrow, token, scorer, arbiter, evaluator);
        registry.register(handler.agentIdProvider(), handler.AGENT_ID());
        factors = RefMath.factorTable();
        targetContract(address(handler));
    }

    /// No job is rated twice, and the ledger's isRated agrees with the ghost log for every job,
    /// under the paid agent and under any other.
    function invariant_eachJobRatedAtMostOnce() public view {
        uint256[] memory jobs = handler.jobs();
        for (uint256 i; i < jobs.length; ++i) {
            uint256 n = handler.ghostRatedCount(jobs[i]);
            assertLe(n, 1, "a job was rated twice");
            uint256 agent = escrow.ratingTerms(jobs[i]).agentId;
            assertEq(ledger.isRated(agent, jobs[i]), n == 1, "isRated disagrees with the ghost log");
            assertFalse(ledger.isRated(agent ^ 1, jobs[i]), "rated under another agent");
        }
    }

    /// Each agent's state equals the reference model replayed over the ghost log to the current
    /// epoch, integer for integer; so do the derived reads.
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
                m = RefMath.applyRating(table, m, e.epoch, e.rating, e.weight, e.kind);
            }
            assertEq(ledger.lastEpochOf(ids[a]), m.lastEpoch, "lastEpoch");
            RefMath.State memory r = RefMath.readAt(table, m, epoch);
            (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(ids[a]);
            assertEq(sumW, r.sumW, "sumW");
            assertEq(w, r.weight, "weight");
            assertEq(count, r.count, "count");
            assertEq(d, r.disputed, "disputed");
            assertEq(ledger.avgBps(ids[a]), RefMath.avgBps(r), "avgBps");
            assertEq(ledger.disputeRateBps(ids[a]), RefMath.disputeRateBps(r), "disputeRateBps");
            assertEq(ledger.repBps(ids[a], 7000, CAP), RefMath.repBps(r, 7000, CAP), "repBps");
        }
        // The ERC-8004 provider's own address never receives anything: its jobs pay the agent id.
        (uint256 s3, uint256 w3, uint256 c3, uint256 d3) = ledger.repState(ids[3]);
        assertEq(s3 + w3 + c3 + d3, 0, "agent-id provider rated under its address");
    }

    /// Only completed (paid) jobs were ever rated, each under its paid agent, within its settled
    /// amount and the cap, with the settled kind and explicit rating.
    function invariant_onlyCompletedJobsRated() public view {
        LedgerHandler.Entry[] memory log = handler.log();
        for (uint256 i; i < log.length; ++i) {
            IJobSettlements.RatingTerms memory t = escrow.ratingTerms(log[i].jobId);
            assertTrue(t.completed, "a rated job is not completed");
            assertEq(t.agentId, log[i].agentId, "rated agent is not the paid agent");
            assertEq(t.token, address(token), "rated job paid in another token");
            assertLe(log[i].weight, t.amount, "weight above settled amount");
            assertLe(log[i].weight, CAP, "weight above cap");
            assertEq(t.kind, log[i].kind, "kind differs from the settlement");
            if (t.kind != KIND_AUTO) assertEq(log[i].rating, t.explicitRating, "explicit rating differs");
        }
    }

    /// Every single and batch submit ended exactly as docs/design.md §7 predicts (applied or skipped count,
    /// revert reason).
    function invariant_submitOutcomesAsPredicted() public view {
        assertEq(handler.surprises(), 0, handler.lastSurprise());
        assertEq(handler.log().length, handler.appliedCount(), "log length");
    }
}
