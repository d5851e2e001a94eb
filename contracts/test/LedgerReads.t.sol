// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {LedgerTestBase} from "./lib/LedgerTestBase.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {KIND_AUTO, KIND_DISPUTE} from "../src/IJobSettlements.sol";

/// @notice Unit tests of ReputationLedger's reads (docs/design.md §2, §3): repState, repStates, avgBps,
///         repBps, disputeRateBps, isRated and the getters, hand-computed decay and the horizon.
contract LedgerReadsTest is LedgerTestBase {
    // ================================================================ reads

    function test_repState_unknownAgentIsZero() public view {
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(12345);
        assertEq(sumW, 0, "sumW");
        assertEq(w, 0, "weight");
        assertEq(count, 0, "count");
        assertEq(d, 0, "disputed");
    }

    function test_repStates_preservesOrderAndZeroesUnknownAgents() public {
        rate(completedJob(provider, 5 * U), 95, 5 * U, KIND_AUTO);
        rate(disputedJob(provider2, 4 * U, 30), 30, 4 * U, KIND_DISPUTE);
        rate(completedJob(provider2, 2 * U), 50, 2 * U, KIND_AUTO);

        uint256[] memory ids = new uint256[](4);
        ids[0] = agentOf(provider2);
        ids[1] = 777; // unknown
        ids[2] = agentOf(provider);
        ids[3] = agentOf(provider2); // repeats are answered again
        ReputationLedger.State[] memory s = ledger.repStates(ids);

        assertEq(s.length, 4, "length");
        assertEq(s[0].sumW, 4 * U * 3000 + 2 * U * 5000, "[0] sumW");
        assertEq(s[0].weight, 6 * U, "[0] weight");
        assertEq(s[0].count, 2, "[0] count");
        assertEq(s[0].disputed, 4 * U, "[0] disputed");
        assertEq(s[1].sumW + s[1].weight + s[1].count + s[1].disputed, 0, "[1] unknown is zero");
        assertEq(s[2].sumW, 5 * U * 9500, "[2] sumW");
        assertEq(s[2].weight, 5 * U, "[2] weight");
        assertEq(s[2].count, 1, "[2] count");
        assertEq(s[2].disputed, 0, "[2] disputed");
        assertEq(s[3].sumW, s[0].sumW, "[3] sumW");
        assertEq(s[3].count, 2, "[3] count");
    }

    /// repStates decays exactly as repState does (one agent, two epochs later).
    function test_repStates_decaysLikeRepState() public {
        rate(disputedJob(provider, 4 * U, 30), 30, 4 * U, KIND_DISPUTE);
        vm.warp(START + 2 * EPOCH);
        uint256[] memory ids = new uint256[](1);
        ids[0] = agentOf(provider);
        ReputationLedger.State[] memory s = ledger.repStates(ids);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        // 4e6 · 3000 · 0.855625 = 10,267,500,000 and 4e6 · 0.855625 = 3,422,500
        assertEq(s[0].sumW, 10_267_500_000, "sumW");
        assertEq(s[0].weight, 3_422_500, "weight");
        assertEq(s[0].disputed, 3_422_500, "disputed");
        assertEq(s[0].count, 1, "count");
        assertEq(sumW, s[0].sumW, "repState sumW");
        assertEq(w, s[0].weight, "repState weight");
        assertEq(count, s[0].count, "repState count");
        assertEq(d, s[0].disputed, "repState disputed");
    }

    function test_repStates_emptyInput() public view {
        assertEq(ledger.repStates(new uint256[](0)).length, 0, "empty");
    }

    function test_avgBps() public {
        assertEq(ledger.avgBps(agentOf(provider)), 0, "no weight: 0");
        rate(completedJob(provider, 3 * U), 90, 3 * U, KIND_AUTO);
        rate(completedJob(provider, 1 * U), 50, 1 * U, KIND_AUTO);
        // (3e6·9000 + 1e6·5000) / 4e6 = 32e9 / 4e6 = 8000
        assertEq(ledger.avgBps(agentOf(provider)), 8000, "weighted average");
    }

    function test_repBps_priorAloneWhenBothWeightsZero() public view {
        assertEq(ledger.repBps(agentOf(provider), 6123, 0), 6123, "prior bps");
        assertEq(ledger.repBps(agentOf(provider), 0, 0), 0, "prior 0");
        assertEq(ledger.repBps(agentOf(provider), 10000, 0), 10000, "prior 10000");
    }

    function test_repBps_priorOnlyFormulaWithoutEvidence() public view {
        // (7000·12e6 + 0) / (12e6 + 0) = 7000
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 7000, "prior weight, no evidence");
        // (6001·3 + 0) / 3 = 6001: the formula, not a shortcut
        assertEq(ledger.repBps(agentOf(provider), 6001, 3), 6001, "tiny prior weight");
    }

    function test_repBps_blendsPriorAndEvidence() public {
        rate(completedJob(provider, 4 * U), 40, 4 * U, KIND_AUTO);
        // (7000·12e6 + 4e6·4000) / (12e6 + 4e6) = (84e9 + 16e9) / 16e6 = 6250
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 6250, "blend");
        // Prior weight 0: the evidence average alone.
        assertEq(ledger.repBps(agentOf(provider), 7000, 0), 4000, "evidence only");
        // (10000·1 + 16e9) / (1 + 4e6) = 4000 (floor of 4000.0015)
        assertEq(ledger.repBps(agentOf(provider), 10000, 1), 4000, "floors");
    }

    function test_repBps_revertsOnPriorAbove10000() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.PriorOutOfRange.selector, 10001));
        ledger.repBps(agentOf(provider), 10001, CAP);
    }

    function testFuzz_repBps_revertsOnAnyPriorAbove10000(uint256 priorBps, uint256 priorWeight) public {
        priorBps = bound(priorBps, 10001, type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.PriorOutOfRange.selector, priorBps));
        ledger.repBps(agentOf(provider), priorBps, priorWeight);
    }

    function test_disputeRateBps() public {
        assertEq(ledger.disputeRateBps(agentOf(provider)), 0, "no weight: 0");
        rate(disputedJob(provider, 4 * U, 30), 30, 4 * U, KIND_DISPUTE);
        assertEq(ledger.disputeRateBps(agentOf(provider)), 10000, "all disputed");
        rate(completedJob(provider, 12 * U), 90, 12 * U, KIND_AUTO);
        // 4e6 · 10000 / 16e6 = 2500
        assertEq(ledger.disputeRateBps(agentOf(provider)), 2500, "a quarter disputed");
        // The rate survives decay (both sides decay alike): 3,422,500 · 10000 / 13,690,000 = 2500
        vm.warp(START + 2 * EPOCH);
        assertEq(ledger.disputeRateBps(agentOf(provider)), 2500, "after 2 epochs");
        assertEq(ledger.avgBps(agentOf(provider)), 7500, "avg (3000*4 + 9000*12) / 16");
    }

    /// Disputed evidence decays with the rest and a later auto rating does not reset it.
    function test_disputed_decaysAcrossLaterRatings() public {
        rate(disputedJob(provider, 4 * U, 30), 30, 4 * U, KIND_DISPUTE);
        vm.warp(START + 2 * EPOCH);
        rate(completedJob(provider, 1 * U), 80, 1 * U, KIND_AUTO);
        (,, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(d, 3_422_500, "4e6 decayed by F(2)");
        assertEq(count, 2, "count");
        vm.warp(START + 3 * EPOCH);
        rate(disputedJob(provider, 2 * U, 50), 50, 2 * U, KIND_DISPUTE);
        (,,, d) = ledger.repState(agentOf(provider));
        // floor(3,422,500 · 0.925) + 2e6 = 3,165,812 + 2,000,000
        assertEq(d, 5_165_812, "decayed by F(1), plus the new dispute");
    }

    function test_isRated() public {
        uint256 jobId = completedJob(provider, 5 * U);
        assertFalse(ledger.isRated(agentOf(provider), jobId), "before");
        rate(jobId, 90, 5 * U, KIND_AUTO);
        assertTrue(ledger.isRated(agentOf(provider), jobId), "after");
        assertFalse(ledger.isRated(agentOf(provider2), jobId), "wrong agent");
        assertFalse(ledger.isRated(agentOf(provider), jobId + 1), "another job");
        assertFalse(ledger.isRated(agentOf(provider), 0), "job id 0");
    }

    /// areRated answers many pairs at once, in order, exactly as isRated does one by one.
    function test_areRated() public {
        uint256 a = completedJob(provider, 5 * U);
        uint256 b = completedJob(provider2, 5 * U);
        rate(a, 90, 5 * U, KIND_AUTO);
        uint256[] memory agents = new uint256[](4);
        uint256[] memory jobs = new uint256[](4);
        (agents[0], jobs[0]) = (agentOf(provider), a); // rated
        (agents[1], jobs[1]) = (agentOf(provider2), b); // settled, not rated
        (agents[2], jobs[2]) = (agentOf(provider2), a); // rated, but for another agent
        (agents[3], jobs[3]) = (agentOf(provider), 999); // no such job
        bool[] memory rated = ledger.areRated(agents, jobs);
        assertEq(rated.length, 4, "one answer per pair");
        for (uint256 i; i < 4; ++i) {
            assertEq(rated[i], ledger.isRated(agents[i], jobs[i]), "areRated agrees with isRated");
        }
        assertTrue(rated[0] && !rated[1] && !rated[2] && !rated[3], "answers");
        assertEq(ledger.areRated(new uint256[](0), new uint256[](0)).length, 0, "empty");
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.LengthMismatch.selector, 4, 3));
        ledger.areRated(agents, new uint256[](3));
    }

    /// Neighbouring job ids do not leak into each other's replay guard.
    function test_isRated_neighbouringJobsIndependent() public {
        uint256 first = completedJob(provider, 1 * U);
        uint256 second = completedJob(provider, 1 * U);
        uint256 third = completedJob(provider, 1 * U);
        rate(second, 50, 1 * U, KIND_AUTO);
        assertFalse(ledger.isRated(agentOf(provider), first), "first");
        assertTrue(ledger.isRated(agentOf(provider), second), "second");
        assertFalse(ledger.isRated(agentOf(provider), third), "third");
        rate(first, 50, 1 * U, KIND_AUTO); // still rateable
        rate(third, 50, 1 * U, KIND_AUTO);
        assertTrue(ledger.isRated(agentOf(provider), third), "third after");
    }

    function test_lastEpochOf() public {
        assertEq(ledger.lastEpochOf(agentOf(provider)), 0, "no rating: 0");
        rate(completedJob(provider, 1 * U), 50, 1 * U, KIND_AUTO);
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0, "first rating");
        vm.warp(START + 4 * EPOCH + 123);
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0, "reads do not move it");
        rate(completedJob(provider, 1 * U), 50, 1 * U, KIND_AUTO);
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0 + 4, "latest rating");
    }

    function test_currentEpoch() public {
        assertEq(ledger.currentEpoch(), E0, "start");
        vm.warp(START + EPOCH - 1);
        assertEq(ledger.currentEpoch(), E0, "last second of the epoch");
        vm.warp(START + EPOCH);
        assertEq(ledger.currentEpoch(), E0 + 1, "next epoch");
        vm.warp(0);
        assertEq(ledger.currentEpoch(), 0, "time zero");
    }

    function test_currentEpoch_followsEpochLength() public {
        ReputationLedger short = new ReputationLedger(admin, scorer, escrow, address(token), 60, CAP);
        vm.warp(START + 59);
        assertEq(short.currentEpoch(), (START + 59) / 60, "60 s epochs");
        assertEq(short.epochLength(), 60, "epochLength");
    }

    function test_liveParameters() public view {
        assertEq(ledger.retentionBps(), 9250, "retentionBps");
        assertEq(ledger.horizonEpochs(), 96, "horizonEpochs");
        assertEq(ledger.RETENTION_BPS(), 9250, "RETENTION_BPS");
        assertEq(ledger.HORIZON_EPOCHS(), 96, "HORIZON_EPOCHS");
        assertEq(ledger.MAX_RATING(), 100, "MAX_RATING");
        assertEq(ledger.epochLength(), 1 weeks, "epochLength");
        assertEq(ledger.weightCap(), 12e6, "weightCap");
        assertEq(ledger.asset(), address(token), "asset");
        assertEq(address(ledger.escrow()), address(escrow), "escrow");
    }

    // ================================================================ hand-computed decay

    /// Rating 95 with weight 5e6 at epoch e, then rating 40 with weight 12e6 at e + 2.
    function test_handComputed_twoRatingsTwoEpochsApart() public {
        rate(completedJob(provider, 5 * U), 95, 5 * U, KIND_AUTO);
        // sumW = 5e6 · 9500 = 47,500,000,000; weight = 5,000,000
        vm.warp(START + 2 * EPOCH);
        (uint256 sumW, uint256 w,,) = ledger.repState(agentOf(provider));
        // F(2) = 855625000000000000:
        //   sumW = floor(47,500,000,000 · 0.855625) = 40,642,187,500
        //   weight = floor(5,000,000 · 0.855625)    = 4,278,125
        assertEq(sumW, 40_642_187_500, "sumW read after 2 epochs");
        assertEq(w, 4_278_125, "weight read after 2 epochs");

        rate(completedJob(provider, 12 * U), 40, 12 * U, KIND_AUTO);
        //   sumW = 40,642,187,500 + 12e6 · 4000 = 88,642,187,500
        //   weight = 4,278,125 + 12,000,000     = 16,278,125
        uint256 count;
        uint256 d;
        (sumW, w, count, d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 88_642_187_500, "sumW");
        assertEq(w, 16_278_125, "weight");
        assertEq(count, 2, "count");
        assertEq(d, 0, "disputed");
        // avg = floor(88,642,187,500 / 16,278,125) = 5445
        assertEq(ledger.avgBps(agentOf(provider)), 5445, "avgBps");
        // rep = floor((7000 · 12e6 + 88,642,187,500) / (12e6 + 16,278,125))
        //     = floor(172,642,187,500 / 28,278,125) = 6105
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 6105, "repBps");
        assertEq(ledger.disputeRateBps(agentOf(provider)), 0, "disputeRateBps");
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0 + 2, "lastEpoch");

        // One more epoch, read only (F(1) = 0.925):
        //   sumW = floor(88,642,187,500 · 0.925) = 81,994,023,437
        //   weight = floor(16,278,125 · 0.925)   = 15,057,265
        vm.warp(START + 3 * EPOCH);
        (sumW, w,,) = ledger.repState(agentOf(provider));
        assertEq(sumW, 81_994_023_437, "sumW one epoch later");
        assertEq(w, 15_057_265, "weight one epoch later");
    }

    /// Evidence 95 epochs old is still there: F(95) = 607385766191181.
    function test_horizon_95EpochsOldIsKept() public {
        rate(completedJob(provider, 5 * U), 95, 5 * U, KIND_AUTO);
        vm.warp(START + 95 * EPOCH);
        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        // floor(47,500,000,000 · F(95) / 1e18) = 28,850,823; floor(5e6 · F(95) / 1e18) = 3,036
        assertEq(sumW, 28_850_823, "sumW");
        assertEq(w, 3_036, "weight");
        assertEq(count, 1, "count");
        assertEq(ledger.avgBps(agentOf(provider)), 9502, "avg of floors: 28,850,823 / 3,036");
    }

    /// Evidence 96 epochs old is forgotten entirely; the lifetime count is kept.
    function test_horizon_96EpochsOldIsForgotten() public {
        rate(disputedJob(provider, 5 * U, 95), 95, 5 * U, KIND_DISPUTE);
        vm.warp(START + 96 * EPOCH);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 0, "sumW");
        assertEq(w, 0, "weight");
        assertEq(d, 0, "disputed");
        assertEq(count, 1, "count is lifetime");
        assertEq(ledger.avgBps(agentOf(provider)), 0, "avgBps");
        assertEq(ledger.disputeRateBps(agentOf(provider)), 0, "disputeRateBps");
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 7000, "repBps falls back to the prior");
        assertEq(ledger.repBps(agentOf(provider), 6500, 0), 6500, "both weights 0: the prior");

        // A new rating starts from nothing but keeps counting.
        rate(completedJob(provider, 2 * U), 60, 2 * U, KIND_AUTO);
        (sumW, w, count, d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 2 * U * 6000, "sumW after a fresh rating");
        assertEq(w, 2 * U, "weight after a fresh rating");
        assertEq(d, 0, "old dispute forgotten");
        assertEq(count, 2, "count");
    }

    /// Decay floors each field on its own: a 1-unit weight can decay to 0 while its sumW does not.
    /// repBps then follows the formula of docs/design.md §3 with the leftover sumW, not a "no evidence" shortcut.
    function test_horizon_weightFloorsToZeroBeforeSumW() public {
        rate(completedJob(provider, 1), 95, 1, KIND_AUTO);
        vm.warp(START + 95 * EPOCH);
        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        // weight = floor(1 · F(95) / 1e18) = 0; sumW = floor(9500 · 607385766191181 / 1e18) = 5
        assertEq(w, 0, "weight");
        assertEq(sumW, 5, "sumW");
        assertEq(count, 1, "count");
        assertEq(ledger.avgBps(agentOf(provider)), 0, "avgBps: weight 0");
        // (7000 · 1 + 5) / (1 + 0) = 7005
        assertEq(ledger.repBps(agentOf(provider), 7000, 1), 7005, "repBps with the leftover sumW");
        // Both weights 0: the prior itself.
        assertEq(ledger.repBps(agentOf(provider), 7000, 0), 7000, "repBps, both weights 0");
    }
}
