// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC8183} from "./IERC8183.sol";
import {Setup, Recorder, Disburser} from "./Setup.sol";

/// @notice Claims, payout receivers with the IDisburser callback, and the job hook's data per
///         selector, through the reference-typed IERC8183 (the owner's allow-listing aside).
contract ClaimsAndHooksTest is Setup {
    Recorder internal hook;

    function setUp() public override {
        super.setUp();
        hook = new Recorder();
        vm.prank(owner);
        escrow.setHookWhitelist(address(hook), true);
    }

    function _claimHash(uint256 cum, bytes32 deliverable, bytes memory opt) internal pure returns (bytes32) {
        return keccak256(abi.encode(cum, deliverable, keccak256(opt)));
    }

    // ------------------------------------------------------------ claims

    function test_settleClaim_clientFastPath() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(provider);
        erc.settleClaim(id, 10, DELIVERABLE, "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.PaymentReleased(id, provider, 10);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.Settled(id, 10, 10);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.ClaimSettled(id, client, 10, 10, DELIVERABLE);
        vm.prank(client);
        erc.settleClaim(id, 10, DELIVERABLE, "");
        assertEq(erc.getJob(id).settledAmount, 10, "settled");
        assertEq(token.balanceOf(address(escrow)), 10, "rest escrowed");
        vm.startPrank(client);
        vm.expectRevert(IERC8183.NoNewSettlement.selector);
        erc.settleClaim(id, 10, DELIVERABLE, "");
        vm.expectRevert(IERC8183.ExceedsBudget.selector);
        erc.settleClaim(id, 21, DELIVERABLE, "");
        vm.stopPrank();
        vm.warp(erc.getJob(id).expiredAt);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.settleClaim(id, 15, DELIVERABLE, "");
    }

    function test_submitClaim_thenApprove_paysDelta() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(client);
        erc.submitClaim(id, 10, DELIVERABLE, "x");
        vm.startPrank(provider);
        vm.expectRevert(IERC8183.EmptyDeliverable.selector);
        erc.submitClaim(id, 10, bytes32(0), "x");
        vm.expectRevert(IERC8183.ExceedsBudget.selector);
        erc.submitClaim(id, 21, DELIVERABLE, "x");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.ClaimSubmitted(id, provider, 10, 10, DELIVERABLE, "x");
        erc.submitClaim(id, 10, DELIVERABLE, "x");
        vm.expectRevert(IERC8183.PendingClaimExists.selector);
        erc.submitClaim(id, 12, DELIVERABLE, "y");
        vm.stopPrank();
        assertEq(erc.pendingClaimHash(id), _claimHash(10, DELIVERABLE, "x"), "pending hash");
        assertEq(token.balanceOf(provider), 0, "no funds moved");

        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(provider);
        erc.approveClaim(id, 10, DELIVERABLE, "x");
        vm.expectRevert(IERC8183.NoPendingClaim.selector); // optParams must match byte for byte
        vm.prank(evaluator);
        erc.approveClaim(id, 10, DELIVERABLE, "z");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.ClaimApproved(id, evaluator, 10, 10, DELIVERABLE);
        vm.prank(evaluator);
        erc.approveClaim(id, 10, DELIVERABLE, "x");
        assertEq(token.balanceOf(provider), 10, "delta paid");
        assertEq(erc.pendingClaimHash(id), bytes32(0), "cleared");
        vm.expectRevert(IERC8183.NoPendingClaim.selector);
        vm.prank(evaluator);
        erc.approveClaim(id, 10, DELIVERABLE, "x");
    }

    function test_rejectClaim_hashStaysUsed_andRefundWaitsForIt() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.prank(provider);
        erc.submitClaim(id, 10, DELIVERABLE, "");
        vm.warp(erc.getJob(id).expiredAt + 30 days);
        vm.expectRevert(IERC8183.PendingClaimExists.selector);
        erc.claimRefund(id, "");
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(stranger);
        erc.rejectClaim(id, 10, DELIVERABLE, REASON, "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.ClaimRejected(id, provider, REASON);
        vm.prank(provider);
        erc.rejectClaim(id, 10, DELIVERABLE, REASON, "");
        assertTrue(erc.submittedClaimHash(id, _claimHash(10, DELIVERABLE, "")), "hash stays used");
        vm.expectRevert(IERC8183.NoPendingClaim.selector);
        vm.prank(client);
        erc.rejectClaim(id, 10, DELIVERABLE, REASON, "");
        erc.claimRefund(id, "");
        assertEq(token.balanceOf(client), 20, "whole budget back");
    }

    function test_submitClaim_sameTupleTwiceRefused() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.startPrank(provider);
        erc.submitClaim(id, 10, DELIVERABLE, "");
        erc.rejectClaim(id, 10, DELIVERABLE, REASON, "");
        vm.expectRevert(IERC8183.ClaimAlreadySubmitted.selector);
        erc.submitClaim(id, 10, DELIVERABLE, "");
        erc.submitClaim(id, 10, keccak256("v2"), "");
        vm.stopPrank();
    }

    function test_submit_supersedesPendingClaim_completePaysRemainder() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.prank(client);
        erc.settleClaim(id, 5, DELIVERABLE, "");
        vm.prank(provider);
        erc.submitClaim(id, 10, DELIVERABLE, "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.ClaimRejected(id, provider, bytes32("superseded-by-submit"));
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        assertEq(erc.pendingClaimHash(id), bytes32(0), "cleared");
        vm.prank(evaluator);
        erc.complete(id, REASON, "");
        assertEq(token.balanceOf(provider), 20, "5 + remainder 15");
        assertEq(erc.getJob(id).settledAmount, 5, "settledAmount unchanged by complete");
    }

    function test_reject_clearsPendingClaim_refundsUnsettled() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.prank(client);
        erc.settleClaim(id, 5, DELIVERABLE, "");
        vm.prank(provider);
        erc.submitClaim(id, 10, DELIVERABLE, "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.ClaimRejected(id, evaluator, REASON);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.Refunded(id, client, 15);
        vm.prank(evaluator);
        erc.reject(id, REASON, "");
        assertEq(erc.pendingClaimHash(id), bytes32(0), "cleared");
    }

    function test_claims_onlyWhileFunded() public {
        uint256 id = submittedJob(evaluator, 20);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.settleClaim(id, 5, DELIVERABLE, "");
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(provider);
        erc.submitClaim(id, 5, DELIVERABLE, "");
    }

    function test_submitClaim_noNewSettlement_andRefusedAtExpiry() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.prank(client);
        erc.settleClaim(id, 10, DELIVERABLE, "");
        vm.expectRevert(IERC8183.NoNewSettlement.selector);
        vm.prank(provider);
        erc.submitClaim(id, 10, DELIVERABLE, "");
        vm.warp(erc.getJob(id).expiredAt);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(provider);
        erc.submitClaim(id, 15, DELIVERABLE, "");
    }

    /// A claim overtaken by the client's own settlement cannot be approved; rejecting it frees
    /// the refund (the reference's test 49).
    function test_deadPendingClaim_rejectedThenRefunded() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.prank(provider);
        erc.submitClaim(id, 10, DELIVERABLE, "");
        vm.prank(client);
        erc.settleClaim(id, 10, DELIVERABLE, "");
        vm.expectRevert(IERC8183.NoNewSettlement.selector);
        vm.prank(evaluator);
        erc.approveClaim(id, 10, DELIVERABLE, "");
        vm.warp(erc.getJob(id).expiredAt);
        vm.expectRevert(IERC8183.PendingClaimExists.selector);
        erc.claimRefund(id, "");
        vm.prank(client);
        erc.rejectClaim(id, 10, DELIVERABLE, REASON, "");
        erc.claimRefund(id, "");
        assertEq(token.balanceOf(client), 10, "the unsettled half back");
    }

    function test_openSetters_refusedOnceFunded_submitOnce() public {
        uint256 id = fundedJob(evaluator, 20);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(provider);
        erc.setBudget(id, address(token), 30, "");
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.setProvider(id, stranger, 0, "");
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.approveClaim(id, 5, DELIVERABLE, "");
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.rejectClaim(id, 5, DELIVERABLE, REASON, "");
    }

    // ------------------------------------------------------------ payout receivers

    function test_setPayoutReceiver_rules() public {
        uint256 id = openJob(evaluator);
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(client);
        erc.setPayoutReceiver(id, stranger, "");
        vm.startPrank(provider);
        vm.expectRevert(IERC8183.InvalidReceiver.selector);
        erc.setPayoutReceiver(id, address(escrow), "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.PayoutReceiverSet(id, provider, address(token));
        erc.setPayoutReceiver(id, address(token), "");
        vm.expectRevert(IERC8183.InvalidReceiver.selector); // the receiver would be the token
        erc.setBudget(id, address(token), BUDGET, "");
        erc.setPayoutReceiver(id, stranger, "");
        erc.setBudget(id, address(token), BUDGET, "");
        vm.expectRevert(IERC8183.InvalidReceiver.selector);
        erc.setPayoutReceiver(id, address(token), "");
        vm.stopPrank();
        assertEq(erc.getJob(id).payoutReceiver, stranger, "receiver");
        fundIt(id, BUDGET);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(provider);
        erc.setPayoutReceiver(id, address(0), "");
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.prank(evaluator);
        erc.complete(id, REASON, "");
        assertEq(token.balanceOf(stranger), BUDGET, "receiver paid");
    }

    function test_setPayoutReceiver_refusedAtExpiry() public {
        uint256 id = openJob(evaluator);
        vm.warp(erc.getJob(id).expiredAt);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(provider);
        erc.setPayoutReceiver(id, stranger, "");
    }

    function test_disburser_getsCallbackOnComplete_andRefundsGoToClient() public {
        Disburser d = new Disburser();
        uint256 id = openJob(evaluator);
        vm.prank(provider);
        erc.setPayoutReceiver(id, address(d), "");
        vm.prank(provider);
        erc.setBudget(id, address(token), 20, "");
        fundIt(id, 20);
        vm.prank(client);
        erc.settleClaim(id, 5, DELIVERABLE, "s");
        assertEq(d.calls(), 1, "settleClaim callback");
        assertEq(bytes32(d.lastSelector()), bytes32(IERC8183.settleClaim.selector), "settleClaim selector");
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.PaymentReleased(id, address(d), 15);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.Disbursed(id, address(d), IERC8183.complete.selector, 15);
        vm.prank(evaluator);
        erc.complete(id, REASON, "opt");
        assertEq(d.lastAmount(), 15, "amount");
        assertEq(d.lastToken(), address(token), "token");
        assertEq(keccak256(d.lastData()), keccak256("opt"), "optParams passed");
        assertEq(token.balanceOf(address(d)), 20, "receiver holds all");
    }

    function test_disburser_revertRevertsThePayout() public {
        Disburser d = new Disburser();
        d.setReverts(true);
        uint256 id = openJob(evaluator);
        vm.prank(provider);
        erc.setPayoutReceiver(id, address(d), "");
        vm.prank(provider);
        erc.setBudget(id, address(token), 20, "");
        fundIt(id, 20);
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.expectRevert();
        vm.prank(evaluator);
        erc.complete(id, REASON, "");
        assertEq(status(id), uint256(IERC8183.JobStatus.Submitted), "still submitted");
    }

    function test_nonDisburserContractReceiverPaidWithoutCallback() public {
        uint256 id = openJob(evaluator);
        vm.prank(provider);
        erc.setPayoutReceiver(id, address(registry), "");
        vm.prank(provider);
        erc.setBudget(id, address(token), 20, "");
        fundIt(id, 20);
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.prank(evaluator);
        erc.complete(id, REASON, "");
        assertEq(token.balanceOf(address(registry)), 20, "paid");
    }

    // ------------------------------------------------------------ hook data, actor first

    function _hookedJob() internal returns (uint256 id) {
        vm.prank(client);
        id = erc.createJob(provider, evaluator, expiry(), "", address(hook), 0, hex"aa");
    }

    function _assertCall(uint256 i, bool before, bytes4 sel, bytes memory data, string memory what) internal view {
        Recorder.Call memory c = hook.at(i);
        assertEq(c.before, before, string.concat(what, ": phase"));
        assertEq(bytes32(c.selector), bytes32(sel), string.concat(what, ": selector"));
        assertEq(c.dataHash, keccak256(data), string.concat(what, ": data"));
    }

    function test_hookData_perSelector() public {
        uint48 exp = expiry();
        uint256 id = _hookedJob();
        _assertCall(
            0, false, IERC8183.createJob.selector, abi.encode(client, provider, evaluator, exp, address(hook), 0, hex"aa"), "createJob"
        );
        assertEq(hook.count(), 1, "createJob: after only");
        vm.startPrank(provider);
        erc.setPayoutReceiver(id, stranger, hex"cafe");
        erc.setBudget(id, address(token), 20, hex"01");
        vm.stopPrank();
        _assertCall(1, true, IERC8183.setPayoutReceiver.selector, abi.encode(provider, stranger, hex"cafe"), "receiver");
        _assertCall(2, false, IERC8183.setPayoutReceiver.selector, abi.encode(provider, stranger, hex"cafe"), "receiver");
        _assertCall(3, true, IERC8183.setBudget.selector, abi.encode(provider, address(token), 20, hex"01"), "budget");
        token.mint(client, 20);
        vm.startPrank(client);
        token.approve(address(escrow), 20);
        erc.fund(id, address(token), 20, hex"02");
        erc.settleClaim(id, 5, DELIVERABLE, hex"03");
        vm.stopPrank();
        _assertCall(5, true, IERC8183.fund.selector, abi.encode(client, hex"02"), "fund");
        _assertCall(7, true, IERC8183.settleClaim.selector, abi.encode(client, 5, DELIVERABLE, hex"03"), "settle");
        vm.startPrank(provider);
        erc.submitClaim(id, 6, DELIVERABLE, hex"04");
        erc.rejectClaim(id, 6, DELIVERABLE, REASON, hex"04");
        erc.submit(id, DELIVERABLE, hex"05");
        vm.stopPrank();
        _assertCall(9, true, IERC8183.submitClaim.selector, abi.encode(provider, 6, DELIVERABLE, hex"04"), "claim");
        _assertCall(11, true, IERC8183.rejectClaim.selector, abi.encode(provider, 6, DELIVERABLE, REASON, hex"04"), "rejectClaim");
        _assertCall(13, true, IERC8183.submit.selector, abi.encode(provider, DELIVERABLE, hex"05"), "submit");
        vm.prank(evaluator);
        erc.complete(id, REASON, hex"06");
        _assertCall(15, true, IERC8183.complete.selector, abi.encode(evaluator, REASON, hex"06"), "complete");
        _assertCall(16, false, IERC8183.complete.selector, abi.encode(evaluator, REASON, hex"06"), "complete");
    }

    function test_hookData_setProvider_rejectOpen_claimRefund() public {
        vm.prank(client);
        uint256 id = erc.createJob(address(0), evaluator, expiry(), "", address(hook), 0, "");
        vm.prank(client);
        erc.setProvider(id, provider, 0, hex"beef");
        _assertCall(1, true, IERC8183.setProvider.selector, abi.encode(client, provider, 0, hex"beef"), "setProvider");
        vm.prank(provider);
        erc.reject(id, REASON, hex"07");
        _assertCall(3, true, IERC8183.reject.selector, abi.encode(provider, REASON, hex"07"), "reject");
        uint256 id2 = _hookedJob();
        vm.warp(erc.getJob(id2).expiredAt);
        vm.prank(stranger);
        erc.claimRefund(id2, hex"f00d");
        uint256 n = hook.count();
        _assertCall(n - 2, true, IERC8183.claimRefund.selector, abi.encode(stranger, hex"f00d"), "claimRefund");
        _assertCall(n - 1, false, IERC8183.claimRefund.selector, abi.encode(stranger, hex"f00d"), "claimRefund");
    }

    function test_hook_beforeRevertGatesOrdinarySteps() public {
        uint256 id = _hookedJob();
        hook.setMode(Recorder.Mode.Revert, IERC8183.setBudget.selector);
        vm.expectRevert(bytes("hook says no"));
        vm.prank(provider);
        erc.setBudget(id, address(token), 20, "");
        hook.setMode(Recorder.Mode.Revert, IERC8183.createJob.selector);
        vm.expectRevert(bytes("hook says no"));
        vm.prank(client);
        erc.createJob(provider, evaluator, expiry(), "", address(hook), 0, "");
        assertEq(erc.jobCounter(), 1, "not created");
    }

    function test_hook_afterRevertUndoesTheStep_andAStoppedHookStillServesItsJobs() public {
        uint256 id = _hookedJob();
        vm.prank(owner);
        escrow.setHookWhitelist(address(hook), false);
        vm.prank(provider);
        erc.setBudget(id, address(token), 20, "");
        assertEq(hook.count(), 3, "still called after leaving the allow-list");
        Recorder.Call memory c = hook.at(2);
        assertFalse(c.before, "after-hook");
        hook.setMode(Recorder.Mode.Revert, bytes4(0));
        hook.setAfterOnly(true);
        vm.expectRevert(bytes("hook says no"));
        vm.prank(provider);
        erc.setBudget(id, address(token), 30, "");
        assertEq(erc.getJob(id).budget, 20, "undone by the after-hook's revert");
    }

    function test_hook_cannotReenter() public {
        uint256 id = _hookedJob();
        hook.setReenter(address(escrow), abi.encodeCall(IERC8183.setBudget, (id, address(token), 1, "")));
        vm.prank(provider);
        erc.setBudget(id, address(token), 20, "");
        assertEq(
            keccak256(hook.reentryError()),
            keccak256(abi.encodeWithSelector(IERC8183.ReentrancyGuardReentrantCall.selector)),
            "re-entry refused"
        );
        assertEq(erc.getJob(id).budget, 20, "outer call went through");
    }
}
