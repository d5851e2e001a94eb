// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {LedgerTestBase} from "./lib/LedgerTestBase.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {IJobSettlements, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IJobSettlements.sol";

/// @notice Unit tests of ReputationLedger.submit (docs/design.md §3, §7): the happy paths of each kind,
///         ERC-8004 agent ids, and the rejections of its own arguments (caller, replay, rating,
///         kind, weight), each with its exact custom error and arguments.
contract LedgerSubmitTest is LedgerTestBase {
    uint256 internal constant AGENT_ID = 8004;

    // ================================================================ submit: happy paths

    function test_submit_autoRating_updatesStateAndMarksRated() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        assertFalse(ledger.isRated(agent, jobId), "rated before submit");

        rate(jobId, 95, 5 * U, KIND_AUTO);

        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agent);
        assertEq(sumW, 5 * U * 9500, "sumW = w * bps");
        assertEq(w, 5 * U, "weight");
        assertEq(count, 1, "count");
        assertEq(d, 0, "auto is not disputed");
        assertTrue(ledger.isRated(agent, jobId), "rated after submit");
        assertEq(ledger.lastEpochOf(agent), E0, "lastEpoch");
    }

    function test_submit_emitsRatedWithAllFields() public {
        vm.warp(START + 3 * EPOCH + 17);
        uint256 jobId = completedJob(provider, 20 * U);
        uint256 agent = agentOf(provider);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agent, jobId, client, 77, KIND_AUTO, 9 * U, E0 + 3);
        rate(jobId, 77, 9 * U, KIND_AUTO);
    }

    function test_submit_buyerRating_withTheExplicitRating() public {
        uint256 jobId = buyerRatedJob(provider, 4 * U, 80);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), jobId, client, 80, KIND_BUYER, 4 * U, E0);
        rate(jobId, 80, 4 * U, KIND_BUYER);
        (uint256 sumW, uint256 w,, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 4 * U * 8000, "sumW");
        assertEq(w, 4 * U, "weight");
        assertEq(d, 0, "buyer is not disputed");
    }

    function test_submit_disputeRating_countsIntoDisputed() public {
        uint256 jobId = disputedJob(provider, 6 * U, 30);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), jobId, client, 30, KIND_DISPUTE, 6 * U, E0);
        rate(jobId, 30, 6 * U, KIND_DISPUTE);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 6 * U * 3000, "sumW");
        assertEq(w, 6 * U, "weight");
        assertEq(count, 1, "count");
        assertEq(d, 6 * U, "disputed");
    }

    /// Auto ratings are not checked against an explicit rating: any 0..100 is accepted.
    function test_submit_autoRating_acceptsBothEnds() public {
        uint256 a = completedJob(provider, 1 * U);
        uint256 b = completedJob(provider, 1 * U);
        rate(a, 0, 1 * U, KIND_AUTO);
        rate(b, 100, 1 * U, KIND_AUTO);
        (uint256 sumW, uint256 w,,) = ledger.repState(agentOf(provider));
        assertEq(sumW, 1 * U * 10000, "0 + 10000 bps, each with weight 1 unit");
        assertEq(w, 2 * U, "weight");
    }

    /// Weight at its three bounds: 1 base unit, exactly the cap, exactly the settled amount.
    function test_submit_weightBoundsAccepted() public {
        uint256 one = completedJob(provider, 50 * U);
        uint256 atCap = completedJob(provider, 50 * U);
        uint256 atSettled = completedJob(provider, 3 * U);
        rate(one, 50, 1, KIND_AUTO);
        rate(atCap, 50, CAP, KIND_AUTO);
        rate(atSettled, 50, 3 * U, KIND_AUTO);
        (, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        assertEq(w, 1 + CAP + 3 * U, "weight");
        assertEq(count, 3, "count");
    }

    // ================================================================ submit: ERC-8004 agent ids

    function test_submit_agentIdJob_ratedUnderAgentIdNotProvider() public {
        uint256 jobId = _agentIdJob(5 * U);
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(jobId);
        assertEq(t.agentId, AGENT_ID, "escrow pays the agent id");

        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(AGENT_ID, jobId, client, 90, KIND_AUTO, 5 * U, E0);
        vm.prank(scorer);
        ledger.submit(AGENT_ID, jobId, 90, 5 * U, client, KIND_AUTO);

        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(AGENT_ID);
        assertEq(sumW, 5 * U * 9000, "agent id sumW");
        assertEq(w, 5 * U, "agent id weight");
        assertEq(count, 1, "agent id count");
        (sumW, w, count,) = ledger.repState(agentOf(provider));
        assertEq(sumW + w + count, 0, "provider address got nothing");
        assertTrue(ledger.isRated(AGENT_ID, jobId), "rated under agent id");
        assertFalse(ledger.isRated(agentOf(provider), jobId), "not rated under provider address");
        assertEq(ledger.lastEpochOf(agentOf(provider)), 0, "provider address lastEpoch");
    }

    function test_submit_agentIdJob_revertsUnderProviderAddress() public {
        uint256 jobId = _agentIdJob(5 * U);
        uint256 wrong = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WrongAgent.selector, jobId, wrong, AGENT_ID));
        vm.prank(scorer);
        ledger.submit(wrong, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    // ================================================================ submit: rejections

    function test_submit_revertsForNonScorer() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, stranger));
        vm.prank(stranger);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
        // Not even the admin may rate.
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, admin));
        vm.prank(admin);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    function testFuzz_submit_revertsForAnyNonScorer(address caller) public {
        vm.assume(caller != scorer);
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, caller));
        vm.prank(caller);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    function test_submit_revertsWhenAlreadyRated() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        rate(jobId, 90, 5 * U, KIND_AUTO);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, agent, jobId));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
        // Still rejected epochs later, and with different fields.
        vm.warp(START + 10 * EPOCH);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, agent, jobId));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 10, 1, client, KIND_AUTO);
        (,, uint256 count,) = ledger.repState(agent);
        assertEq(count, 1, "count after rejected replays");
    }

    function test_submit_revertsOnRatingAbove100() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingOutOfRange.selector, uint8(101)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 101, 5 * U, client, KIND_AUTO);
    }

    function testFuzz_submit_revertsOnAnyRatingAbove100(uint8 rating) public {
        rating = uint8(bound(rating, 101, 255));
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingOutOfRange.selector, rating));
        vm.prank(scorer);
        ledger.submit(agent, jobId, rating, 5 * U, client, KIND_AUTO);
    }

    function test_submit_revertsOnUnknownKind() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.UnknownKind.selector, uint8(3)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 5 * U, client, 3);
    }

    function testFuzz_submit_revertsOnAnyUnknownKind(uint8 kind) public {
        kind = uint8(bound(kind, 3, 255));
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.UnknownKind.selector, kind));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 5 * U, client, kind);
    }

    function test_submit_revertsOnZeroWeight() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(ReputationLedger.ZeroWeight.selector);
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 0, client, KIND_AUTO);
    }

    function test_submit_revertsOnWeightAboveCap() public {
        uint256 jobId = completedJob(provider, 20 * U); // settled amount is not the limit here
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WeightAboveCap.selector, CAP + 1, CAP));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, CAP + 1, client, KIND_AUTO);
    }

    function test_submit_revertsOnWeightAboveSettled() public {
        uint256 jobId = completedJob(provider, 3 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WeightAboveSettled.selector, 3 * U + 1, 3 * U));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 3 * U + 1, client, KIND_AUTO);
    }

    function testFuzz_submit_revertsOnWeightAboveSettled(uint256 budget, uint256 weight) public {
        budget = bound(budget, 1, CAP - 1);
        weight = bound(weight, budget + 1, CAP);
        uint256 jobId = completedJob(provider, budget);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WeightAboveSettled.selector, weight, budget));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, weight, client, KIND_AUTO);
    }

    // ================================================================ helpers

    /// A completed job whose provider carries ERC-8004 agent id AGENT_ID.
    function _agentIdJob(uint256 budget) internal returns (uint256 jobId) {
        registry.register(provider, AGENT_ID);
        vm.prank(client);
        jobId = escrow.createJob(provider, evaluator, uint64(block.timestamp + 30 days), address(token), "x");
        vm.prank(provider);
        escrow.setAgentId(jobId, AGENT_ID);
        _fund(jobId, budget);
        vm.prank(provider);
        escrow.submit(jobId, keccak256("deliverable"));
        vm.prank(evaluator);
        escrow.complete(jobId, bytes32("ok"), shippedClean());
    }
}
