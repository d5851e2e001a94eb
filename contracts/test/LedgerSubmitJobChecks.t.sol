// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {LedgerTestBase} from "./lib/LedgerTestBase.sol";
import {Escrow} from "../src/Escrow.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {IJobSettlements, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IJobSettlements.sol";

/// @notice The two storage cheatcodes Base.sol does not declare (same cheatcode address).
interface VmStorage {
    function load(address target, bytes32 slot) external view returns (bytes32);
    function store(address target, bytes32 slot, bytes32 value) external;
}

/// @notice Unit tests of ReputationLedger.submit's rejections against the escrow's settlement
///         (docs/design.md §7): jobs that are not completed, job facts that do not match the item, and the
///         lifetime count overflow, each with its exact custom error and arguments.
contract LedgerSubmitJobChecksTest is LedgerTestBase {
    VmStorage internal constant vmStorage = VmStorage(address(uint160(uint256(keccak256("hevm cheat code")))));

    // ================================================================ submit: rejections against the job

    // ---------------------------------------------------------------- job not completed

    function test_submit_revertsOnOpenJob() public {
        vm.prank(client);
        uint256 jobId = escrow.createJob(provider, evaluator, uint64(block.timestamp + 30 days), address(token), "x");
        vm.prank(client);
        escrow.setBudget(jobId, 5 * U);
        _expectNotCompleted(jobId, agentOf(provider), KIND_AUTO, 90);
    }

    function test_submit_revertsOnFundedJob() public {
        uint256 jobId = _fundedJob(provider, 5 * U);
        _expectNotCompleted(jobId, agentOf(provider), KIND_AUTO, 90);
    }

    function test_submit_revertsOnSubmittedJob() public {
        uint256 jobId = submittedJob(client, provider, 5 * U);
        _expectNotCompleted(jobId, agentOf(provider), KIND_AUTO, 90);
    }

    function test_submit_revertsOnRejectedJob() public {
        uint256 jobId = submittedJob(client, provider, 5 * U);
        vm.prank(evaluator);
        escrow.reject(jobId, bytes32("bad"));
        _expectNotCompleted(jobId, agentOf(provider), KIND_AUTO, 90);
    }

    function test_submit_revertsOnExpiredJob() public {
        vm.prank(client);
        uint256 jobId = escrow.createJob(provider, evaluator, uint64(block.timestamp + 1 hours), address(token), "x");
        _fund(jobId, 5 * U);
        vm.warp(block.timestamp + 1 hours);
        escrow.claimRefund(jobId);
        assertTrue(escrow.getJob(jobId).status == Escrow.Status.Expired, "job expired");
        _expectNotCompleted(jobId, agentOf(provider), KIND_AUTO, 90);
    }

    function test_submit_revertsOnPendingDispute() public {
        uint256 jobId = submittedJob(client, provider, 5 * U);
        vm.prank(client);
        escrow.dispute(jobId, bytes32("late"));
        _expectNotCompleted(jobId, agentOf(provider), KIND_AUTO, 90);
    }

    /// A dispute resolved with a refund carries kind dispute and a rating, but was never paid.
    function test_submit_revertsOnRefundedDispute() public {
        uint256 jobId = submittedJob(client, provider, 5 * U);
        vm.prank(client);
        escrow.dispute(jobId, bytes32("late"));
        vm.prank(arbiter);
        escrow.resolveDispute(jobId, false, 10, bytes32("refund"));
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(jobId);
        assertEq(t.kind, KIND_DISPUTE, "escrow records the dispute kind");
        assertFalse(t.completed, "not completed");
        _expectNotCompleted(jobId, agentOf(provider), KIND_DISPUTE, 10);
    }

    function test_submit_revertsOnUnknownJobIds() public {
        _expectNotCompleted(0, agentOf(provider), KIND_AUTO, 90);
        _expectNotCompleted(999, agentOf(provider), KIND_AUTO, 90);
        _expectNotCompleted(type(uint256).max, agentOf(provider), KIND_AUTO, 90);
    }

    // ---------------------------------------------------------------- job facts that do not match

    function test_submit_revertsOnWrongAgent() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 wrong = agentOf(provider2);
        vm.expectRevert(
            abi.encodeWithSelector(ReputationLedger.WrongAgent.selector, jobId, wrong, agentOf(provider))
        );
        vm.prank(scorer);
        ledger.submit(wrong, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    /// A rated job names its one agent: another agent's claim on it is WrongAgent, not a replay.
    function test_submit_revertsOnWrongAgentForRatedJob() public {
        uint256 jobId = completedJob(provider, 5 * U);
        rate(jobId, 90, 5 * U, KIND_AUTO);
        uint256 wrong = agentOf(provider2);
        vm.expectRevert(
            abi.encodeWithSelector(ReputationLedger.WrongAgent.selector, jobId, wrong, agentOf(provider))
        );
        vm.prank(scorer);
        ledger.submit(wrong, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    function test_submit_revertsOnWrongPayer() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WrongPayer.selector, jobId, stranger, client));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 5 * U, stranger, KIND_AUTO);
    }

    function test_submit_revertsOnJobPaidInAnotherToken() public {
        uint256 jobId = _otherTokenJob(5 * U);
        assertTrue(escrow.ratingTerms(jobId).completed, "job completed in the other token");
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WrongAsset.selector, jobId, address(otherToken)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    function test_submit_revertsOnAutoForBuyerRatedJob() public {
        uint256 jobId = buyerRatedJob(provider, 5 * U, 80);
        _expectWrongKind(jobId, 80, KIND_AUTO, KIND_BUYER);
    }

    function test_submit_revertsOnBuyerForAutoJob() public {
        uint256 jobId = completedJob(provider, 5 * U);
        _expectWrongKind(jobId, 0, KIND_BUYER, KIND_AUTO);
    }

    function test_submit_revertsOnDisputeForNonDisputedJob() public {
        uint256 jobId = completedJob(provider, 5 * U);
        _expectWrongKind(jobId, 0, KIND_DISPUTE, KIND_AUTO);
        uint256 buyerJob = buyerRatedJob(provider, 5 * U, 80);
        _expectWrongKind(buyerJob, 80, KIND_DISPUTE, KIND_BUYER);
    }

    function test_submit_revertsOnAutoForDisputedJob() public {
        uint256 jobId = disputedJob(provider, 5 * U, 30);
        _expectWrongKind(jobId, 30, KIND_AUTO, KIND_DISPUTE);
    }

    function test_submit_revertsOnBuyerRatingMismatch() public {
        uint256 jobId = buyerRatedJob(provider, 5 * U, 80);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingMismatch.selector, jobId, uint8(81), uint8(80)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 81, 5 * U, client, KIND_BUYER);
    }

    function test_submit_revertsOnDisputeRatingMismatch() public {
        uint256 jobId = disputedJob(provider, 5 * U, 30);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingMismatch.selector, jobId, uint8(0), uint8(30)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 0, 5 * U, client, KIND_DISPUTE);
    }

    /// A rejected submit leaves the job unrated: the correct item still goes through afterwards.
    function test_submit_rejectedAttemptDoesNotConsumeTheJob() public {
        uint256 jobId = buyerRatedJob(provider, 5 * U, 80);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingMismatch.selector, jobId, uint8(95), uint8(80)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 95, 5 * U, client, KIND_BUYER);
        assertFalse(ledger.isRated(agent, jobId), "not rated after a rejected submit");
        assertFalse(escrow.ratingTerms(jobId).rated, "the escrow's mark was undone with the revert");
        rate(jobId, 80, 5 * U, KIND_BUYER);
        assertTrue(ledger.isRated(agent, jobId), "rated by the correct submit");
    }

    /// A second ledger naming the same escrow cannot rate its jobs: the escrow serves the one
    /// ledger it was deployed for, which keeps one replay guard per job.
    function test_submit_revertsOnLedgerTheEscrowIsNotBoundTo() public {
        ReputationLedger rogue = new ReputationLedger(admin, scorer, escrow, address(token), EPOCH, CAP);
        uint256 jobId = completedJob(provider, 5 * U);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotLedger.selector, address(rogue)));
        vm.prank(scorer);
        rogue.submit(agentOf(provider), jobId, 95, 5 * U, client, KIND_AUTO);
        rate(jobId, 95, 5 * U, KIND_AUTO); // the bound ledger still can
    }

    /// The lifetime count has 31 bits (the 32nd flags "ever disputed"). 2^31 ratings cannot be made
    /// in a test, so the packed slot is written directly — after checking its layout against a
    /// real rating, so a layout change fails here loudly instead of testing nothing.
    function test_submit_revertsOnCountOverflow() public {
        uint256 agent = agentOf(provider);
        rate(disputedJob(provider, 2 * U, 50), 50, 2 * U, KIND_DISPUTE);
        bytes32 slot = keccak256(abi.encode(agent, uint256(3))); // _agents is storage slot 3
        uint256 packed = uint256(vmStorage.load(address(ledger), slot));
        // sumW (104 bits) | weight (88) | count (31) + dispute flag (1) | lastEpoch (32)
        uint256 flag = 1 << 31;
        assertEq(packed, (2 * U * 5000) | (2 * U << 104) | ((flag | 1) << 192) | (E0 << 224), "packed layout");

        // Pretend 2^31 − 2 ratings were made: one more fits, and the flag is not read as count.
        uint256 maxCount = (1 << 31) - 1;
        packed = (packed & ~(uint256(type(uint32).max) << 192)) | ((flag | (maxCount - 1)) << 192);
        vmStorage.store(address(ledger), slot, bytes32(packed));
        rate(disputedJob(provider, 1 * U, 50), 50, 1 * U, KIND_DISPUTE);
        (,, uint256 count, uint256 d) = ledger.repState(agent);
        assertEq(count, maxCount, "count at its maximum");
        assertEq(d, 3 * U, "disputed still tracked");

        uint256 jobId = completedJob(provider, 1 * U);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.CountOverflow.selector, agent));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 50, 1 * U, client, KIND_AUTO);
    }

    // ================================================================ helpers

    function _expectNotCompleted(uint256 jobId, uint256 agent, uint8 kind, uint8 rating) internal {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.JobNotCompleted.selector, jobId));
        vm.prank(scorer);
        ledger.submit(agent, jobId, rating, 1 * U, client, kind);
    }

    function _expectWrongKind(uint256 jobId, uint8 rating, uint8 kind, uint8 settledKind) internal {
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WrongKind.selector, jobId, kind, settledKind));
        vm.prank(scorer);
        ledger.submit(agent, jobId, rating, 5 * U, client, kind);
    }

    function _fundedJob(address provider_, uint256 budget) internal returns (uint256 jobId) {
        vm.prank(client);
        jobId = escrow.createJob(provider_, evaluator, uint64(block.timestamp + 30 days), address(token), "x");
        _fund(jobId, budget);
    }

    /// A completed job paid in a second ERC-20, not the ledger's asset.
    function _otherTokenJob(uint256 budget) internal returns (uint256 jobId) {
        vm.startPrank(client);
        jobId = escrow.createJob(provider, evaluator, uint64(block.timestamp + 30 days), address(otherToken), "x");
        escrow.setBudget(jobId, budget);
        otherToken.mint(client, budget);
        otherToken.approve(address(escrow), budget);
        escrow.fund(jobId, budget);
        vm.stopPrank();
        vm.prank(provider);
        escrow.submit(jobId, keccak256("deliverable"));
        vm.prank(evaluator);
        escrow.complete(jobId, bytes32("ok"), shippedClean());
    }
}
