// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "../lib/Base.sol";
import {JobWords} from "../../src/JobWords.sol";
import {Escrow} from "../../src/Escrow.sol";
import {IEscrow} from "../../src/IEscrow.sol";
import {Setup, Recorder} from "./Setup.sol";

/// @notice The extensions around a job's end, through the concrete Escrow: disputes, the rating
///         hook after every verdict (selector and data), hooks that cannot block an exit, the
///         gas stipend, the evaluation window, and jobWords.
contract ExitsTest is Setup {
    Recorder internal hook;

    function setUp() public override {
        super.setUp();
        hook = new Recorder();
        vm.prank(owner);
        escrow.setHookWhitelist(address(hook), true);
    }

    function _hookedSubmitted(Escrow e) internal returns (uint256 id) {
        vm.prank(client);
        id = e.createJob(provider, evaluator, expiry(), "", address(hook), 0, "");
        vm.prank(provider);
        e.setBudget(id, address(token), BUDGET, "");
        token.mint(client, BUDGET);
        vm.startPrank(client);
        token.approve(address(e), BUDGET);
        e.fund(id, address(token), BUDGET, "");
        vm.stopPrank();
        vm.prank(provider);
        e.submit(id, DELIVERABLE, "");
    }

    function _lastRating(bytes4 sel, bytes memory data, string memory what) internal view {
        Recorder.Call memory c = rating.at(rating.count() - 1);
        assertFalse(c.before, string.concat(what, ": afterAction"));
        assertEq(bytes32(c.selector), bytes32(sel), string.concat(what, ": selector"));
        assertEq(c.dataHash, keccak256(data), string.concat(what, ": data"));
    }

    // ------------------------------------------------------------ disputes

    function test_dispute_staysSubmitted_evaluatorKeepsPower() public {
        uint256 id = submittedJob(evaluator, BUDGET);
        vm.expectRevert(IEscrow.Unauthorized.selector);
        vm.prank(evaluator);
        escrow.dispute(id, "late");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.JobDisputed(id, client, "late");
        vm.prank(client);
        escrow.dispute(id, "late");
        assertTrue(escrow.isDisputed(id), "disputed");
        assertEq(status(id), 2, "a reference decoder reads Submitted");
        vm.expectRevert(IEscrow.WrongStatus.selector);
        vm.prank(provider);
        escrow.dispute(id, "again");
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        assertEq(token.balanceOf(provider), BUDGET, "evaluator completed it");
        vm.expectRevert(IEscrow.WrongStatus.selector);
        vm.prank(arbiter);
        escrow.resolveDispute(id, false, REASON, "");
    }

    function test_dispute_refusedUnlessSubmittedAndUnexpired() public {
        uint256 id = fundedJob(evaluator, BUDGET);
        vm.expectRevert(IEscrow.WrongStatus.selector);
        vm.prank(client);
        escrow.dispute(id, "early");
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        vm.warp(escrow.getJob(id).expiredAt);
        vm.expectRevert(IEscrow.WrongStatus.selector);
        vm.prank(client);
        escrow.dispute(id, "late");
    }

    function test_resolveDispute_pays_withRatingHookData() public {
        uint256 id = submittedJob(evaluator, BUDGET);
        vm.prank(provider);
        escrow.dispute(id, "unpaid");
        vm.expectRevert(IEscrow.Unauthorized.selector);
        vm.prank(client);
        escrow.resolveDispute(id, true, REASON, "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.DisputeResolved(id, arbiter, true, REASON);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.PaymentReleased(id, provider, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.JobCompleted(id, arbiter, REASON);
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, REASON, hex"28");
        assertEq(status(id), 3, "completed");
        _lastRating(escrow.resolveDispute.selector, abi.encode(arbiter, true, REASON, hex"28"), "resolve");
    }

    function test_resolveDispute_refunds() public {
        uint256 id = submittedJob(evaluator, BUDGET);
        vm.prank(client);
        escrow.dispute(id, "bad work");
        vm.prank(arbiter);
        escrow.resolveDispute(id, false, REASON, "");
        assertEq(status(id), 4, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
        _lastRating(escrow.resolveDispute.selector, abi.encode(arbiter, false, REASON, ""), "resolve refund");
    }

    function test_dispute_nobodyActs_claimRefundAfterGrace() public {
        uint256 id = submittedJob(evaluator, BUDGET);
        vm.prank(client);
        escrow.dispute(id, "silence");
        uint256 exp = escrow.getJob(id).expiredAt;
        vm.warp(exp + 3600);
        vm.expectRevert(IEscrow.WrongStatus.selector);
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, REASON, "");
        escrow.claimRefund(id, "");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
    }

    // ------------------------------------------------------------ the evaluation window

    function test_complete_closesAtExpiryPlusGrace_soItNeverRacesClaimRefund() public {
        uint256 id = submittedJob(evaluator, BUDGET);
        uint256 exp = escrow.getJob(id).expiredAt;
        vm.warp(exp + 3599);
        vm.expectRevert(IEscrow.GracePeriodActive.selector);
        escrow.claimRefund(id, "");
        vm.warp(exp + 3600);
        vm.expectRevert(IEscrow.WrongStatus.selector);
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        escrow.claimRefund(id, "");
    }

    function test_complete_allowedAfterExpiryWithinGrace() public {
        uint256 id = submittedJob(evaluator, BUDGET);
        vm.warp(escrow.getJob(id).expiredAt + 3599);
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        assertEq(status(id), 3, "completed in the grace");
    }

    // ------------------------------------------------------------ the rating hook

    function test_ratingHook_afterEveryVerdict_withTheReferenceData() public {
        assertEq(escrow.ratingHook(), address(rating), "ratingHook view");
        uint256 a = submittedJob(evaluator, BUDGET);
        vm.prank(evaluator);
        escrow.complete(a, REASON, hex"01");
        _lastRating(escrow.complete.selector, abi.encode(evaluator, REASON, hex"01"), "complete");

        uint256 b = fundedJob(evaluator, BUDGET);
        vm.prank(evaluator);
        escrow.reject(b, REASON, hex"02");
        _lastRating(escrow.reject.selector, abi.encode(evaluator, REASON, hex"02"), "reject funded");

        uint256 c = fundedJob(evaluator, BUDGET);
        vm.warp(escrow.getJob(c).expiredAt);
        vm.prank(stranger);
        escrow.claimRefund(c, hex"03");
        _lastRating(escrow.claimRefund.selector, abi.encode(stranger, hex"03"), "claimRefund funded");

        uint256 n = rating.count();
        uint256 d = openJob(evaluator);
        vm.prank(client);
        escrow.reject(d, REASON, "");
        uint256 e = openJob(evaluator);
        vm.warp(escrow.getJob(e).expiredAt);
        escrow.claimRefund(e, "");
        assertEq(rating.count(), n, "no verdict on an unfunded job");
    }

    function test_ratingHook_calledAfterTheJobsOwnHook() public {
        Escrow e = deployEscrow(3, 0, address(rating));
        vm.prank(owner);
        e.setHookWhitelist(address(hook), true);
        uint256 id = _hookedSubmitted(e);
        vm.recordLogs();
        vm.prank(evaluator);
        e.complete(id, REASON, "");
        Vm.Log[] memory logs = vm.getRecordedLogs();
        address[3] memory want = [address(hook), address(hook), address(rating)];
        uint256 n;
        for (uint256 i; i < logs.length; ++i) {
            if (logs[i].topics[0] != Recorder.Heard.selector) continue;
            assertLt(n, 3, "more than three hook calls");
            assertEq(logs[i].emitter, want[n], n < 2 ? "the job's hook first, before and after" : "the rating hook last");
            ++n;
        }
        assertEq(n, 3, "before, after, rating");
    }

    function test_ratingHook_neverBlocks() public {
        rating.setMode(Recorder.Mode.Revert, bytes4(0));
        uint256 a = submittedJob(evaluator, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.RatingHookFailed(a, escrow.complete.selector);
        vm.prank(evaluator);
        escrow.complete(a, REASON, "");
        assertEq(status(a), 3, "completed anyway");
        rating.setMode(Recorder.Mode.Burn, bytes4(0));
        uint256 b = fundedJob(evaluator, BUDGET);
        vm.prank(evaluator);
        escrow.reject(b, REASON, "");
        assertEq(token.balanceOf(client), BUDGET, "refunded anyway");
    }

    function test_ratingHook_zeroIsSkipped() public {
        Escrow bare = deployEscrow(4, 0, address(0));
        vm.prank(client);
        uint256 id = bare.createJob(provider, client, expiry(), "", address(0), 0, "");
        vm.prank(provider);
        bare.submit(id, DELIVERABLE, "");
        vm.prank(client);
        bare.complete(id, REASON, "");
        assertEq(uint256(bare.getJob(id).status), 3, "completed without a rating hook");
    }

    function test_ratingHook_cannotBeStarved() public {
        uint256 id = submittedJob(evaluator, BUDGET);
        vm.prank(evaluator);
        (bool ok, bytes memory err) =
            address(escrow).call{gas: 150_000}(abi.encodeCall(escrow.complete, (id, REASON, "")));
        assertFalse(ok, "starved call refused");
        assertEq(keccak256(err), keccak256(abi.encodeWithSelector(IEscrow.InsufficientGasForHook.selector)), "error");
        assertEq(status(id), 2, "still submitted");
    }

    // ------------------------------------------------------------ job hooks cannot block exits

    function test_revertingHook_cannotBlockRejectOfFundedJob() public {
        uint256 id = _hookedSubmitted(escrow);
        hook.setMode(Recorder.Mode.Revert, escrow.reject.selector);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.HookFailed(id, escrow.reject.selector);
        vm.prank(evaluator);
        escrow.reject(id, REASON, "");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
    }

    function test_gasBurningHook_cannotBlockClaimRefund() public {
        uint256 id = _hookedSubmitted(escrow);
        hook.setMode(Recorder.Mode.Burn, escrow.claimRefund.selector);
        vm.warp(escrow.getJob(id).expiredAt + 3600);
        escrow.claimRefund(id, "");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
        assertEq(status(id), 5, "expired");
    }

    function test_revertingHook_cannotBlockResolveDispute() public {
        uint256 id = _hookedSubmitted(escrow);
        vm.prank(client);
        escrow.dispute(id, "x");
        hook.setMode(Recorder.Mode.Revert, bytes4(0));
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, REASON, "");
        assertEq(token.balanceOf(provider), BUDGET, "paid");
    }

    function test_revertingHook_stillGatesCompleteAndOpenReject() public {
        uint256 id = _hookedSubmitted(escrow);
        hook.setMode(Recorder.Mode.Revert, bytes4(0));
        vm.expectRevert(bytes("hook says no"));
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
    }

    function test_exitHook_cannotBeStarved() public {
        uint256 id = _hookedSubmitted(escrow);
        vm.warp(escrow.getJob(id).expiredAt + 3600);
        (bool ok, bytes memory err) = address(escrow).call{gas: 150_000}(abi.encodeCall(escrow.claimRefund, (id, "")));
        assertFalse(ok, "starved call refused");
        assertEq(keccak256(err), keccak256(abi.encodeWithSelector(IEscrow.InsufficientGasForHook.selector)), "error");
    }

    // ------------------------------------------------------------ jobWords

    /// The rating hook's read: the job's two words as JobWords lays them out, read back.
    function test_jobWords() public {
        uint256 id = submittedJob(evaluator, BUDGET); // at START (Setup warps there)
        vm.warp(START + 77);
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        (uint256 h, uint256 d, address e, uint256 agent) = escrow.jobWords(id);
        assertEq(JobWords.client(d), client, "client");
        assertEq(JobWords.provider(h), provider, "provider");
        assertEq(e, evaluator, "evaluator");
        assertEq(JobWords.budget(d), BUDGET, "budget");
        assertEq(JobWords.tokenIndex(d), 1, "the asset's index");
        assertEq(agent, 0, "no agent id");
        assertEq(JobWords.submittedAt(h), START, "submittedAt");
        assertEq(JobWords.verdictAt(h), START + 77, "the verdict's time");
        assertEq(JobWords.status(h), 3, "status");
        assertEq(JobWords.expiredAt(h), escrow.getJob(id).expiredAt, "expiry");
        (h, d, e, agent) = escrow.jobWords(openJob(client));
        assertEq(JobWords.submittedAt(h), 0, "not submitted");
        assertEq(e, client, "the client evaluates");
        (h, d, e, agent) = escrow.jobWords(999);
        assertEq(h | d | agent, 0, "zeros for an unknown id");
    }

    /// The widest offsets the head word holds (25 bits each): a job a year out, submitted and
    /// decided the second it was created, reads its times back exactly.
    function test_jobWords_widestOffsets() public {
        uint48 far = uint48(block.timestamp + 365 days);
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, far, "", address(0), 0, "");
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, ""); // budget 0: Open → Submitted
        vm.prank(evaluator);
        escrow.reject(id, REASON, "");
        (uint256 h,,,) = escrow.jobWords(id);
        assertEq(JobWords.expiredAt(h), far, "expiry");
        assertEq(JobWords.submittedAt(h), START, "submitted 365 days before the expiry");
        assertEq(JobWords.verdictAt(h), START, "decided 365 days + 1 hour before the grace ends");
        assertEq(JobWords.status(h), 4, "Rejected");
        assertEq(JobWords.provider(h), provider, "provider intact");
        assertEq(uint256(escrow.getJob(id).submittedAt), START, "getJob agrees");
    }
}
