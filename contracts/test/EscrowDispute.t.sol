// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {EscrowAdmin} from "../src/EscrowAdmin.sol";
import {IRatingSource, KIND_AUTO, KIND_DISPUTE} from "../src/IRatingSource.sol";

/// @notice Disputes (an extension of ERC-8183): the client or the provider calls in the arbiter
///         while the job is Submitted and not expired; the evaluator keeps its power, so a dispute
///         cannot freeze an evaluator who acts; the arbiter pays with a rating or refunds; the
///         owner can rotate the arbiter; a silent arbiter only delays the refund.
contract EscrowDisputeTest is EscrowTestBase {
    event JobDisputed(uint256 indexed jobId, address indexed by, bytes32 reason);
    event DisputeResolved(
        uint256 indexed jobId, address indexed arbiter, bool paidProvider, uint8 rating, bytes32 reason
    );

    function test_dispute_byClientOrProvider() public {
        uint256 a = _submittedJob();
        vm.expectEmit(true, true, false, true, address(escrow));
        emit JobDisputed(a, client, REASON);
        vm.prank(client);
        escrow.dispute(a, REASON);
        _assertStatus(a, IEscrow.Status.Disputed, "by the client");
        uint256 b = _submittedJob();
        vm.prank(provider);
        escrow.dispute(b, REASON);
        _assertStatus(b, IEscrow.Status.Disputed, "by the provider");
    }

    function test_dispute_refusals() public {
        uint256 funded = _fundedJob(BUDGET);
        vm.prank(client);
        _expectWrongStatus(funded, IEscrow.Status.Funded);
        escrow.dispute(funded, REASON);
        uint256 id = _submittedJob();
        vm.prank(evaluator);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotClientOrProvider.selector, evaluator));
        escrow.dispute(id, REASON);
        uint256 exp = escrow.getJob(id).expiredAt;
        vm.warp(exp);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.JobExpiredAlready.selector, id, exp));
        escrow.dispute(id, REASON);
    }

    /// The audit's freeze: a client disputes before the evaluator acts. The evaluator still
    /// completes, the provider is paid, and the job is rated as the evaluator judged it.
    function test_dispute_doesNotFreezeTheEvaluator_complete() public {
        uint256 id = _disputedJob();
        vm.prank(evaluator);
        escrow.complete(id, REASON, Outcomes.shippedClean());
        _assertStatus(id, IEscrow.Status.Completed, "completed");
        assertEq(token.balanceOf(provider), BUDGET, "paid");
        IRatingSource.RatingTerms memory t = escrow.ratingTerms(id);
        assertEq(t.kind, KIND_AUTO, "the evaluator's verdict, not a dispute");
        assertEq(t.rating, 95, "rating");
        vm.prank(arbiter);
        _expectWrongStatus(id, IEscrow.Status.Completed);
        escrow.resolveDispute(id, false, 0, REASON);
    }

    function test_dispute_doesNotFreezeTheEvaluator_reject() public {
        uint256 id = _disputedJob();
        vm.prank(evaluator);
        escrow.reject(id, REASON, "");
        _assertStatus(id, IEscrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
    }

    function test_resolveDispute_paysWithARating() public {
        uint256 id = _disputedJob();
        vm.expectEmit(true, true, false, true, address(escrow));
        emit DisputeResolved(id, arbiter, true, 40, REASON);
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 40, REASON);
        _assertStatus(id, IEscrow.Status.Completed, "completed");
        assertEq(token.balanceOf(provider), BUDGET, "paid");
        IRatingSource.RatingTerms memory t = escrow.ratingTerms(id);
        assertEq(t.kind, KIND_DISPUTE, "kind");
        assertEq(t.rating, 40, "rating");
        assertTrue(t.rateable, "rateable");
    }

    function test_resolveDispute_refunds_neverRated() public {
        uint256 id = _disputedJob();
        vm.prank(arbiter);
        escrow.resolveDispute(id, false, 0, REASON);
        _assertStatus(id, IEscrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
        assertFalse(escrow.ratingTerms(id).completed, "not rateable");
    }

    function test_resolveDispute_refusals() public {
        uint256 id = _disputedJob();
        vm.prank(evaluator);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotArbiter.selector, evaluator));
        escrow.resolveDispute(id, true, 50, REASON);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.RatingOutOfRange.selector, 101));
        escrow.resolveDispute(id, true, 101, REASON);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.RatingOutOfRange.selector, 5));
        escrow.resolveDispute(id, false, 5, REASON);
        uint256 notDisputed = _submittedJob();
        vm.prank(arbiter);
        _expectWrongStatus(notDisputed, IEscrow.Status.Submitted);
        escrow.resolveDispute(notDisputed, true, 50, REASON);
    }

    /// The owner rotates the arbiter; open disputes go to the new one.
    function test_arbiterRotation() public {
        uint256 id = _disputedJob();
        address next = address(0xA4C);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.NotOwner.selector, stranger));
        escrow.setArbiter(next);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.ZeroAddress.selector, "arbiter"));
        escrow.setArbiter(address(0));
        vm.expectEmit(true, true, false, true, address(escrow));
        emit EscrowAdmin.ArbiterChanged(arbiter, next);
        vm.prank(operator);
        escrow.setArbiter(next);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotArbiter.selector, arbiter));
        escrow.resolveDispute(id, true, 50, REASON);
        vm.prank(next);
        escrow.resolveDispute(id, true, 50, REASON);
        _assertStatus(id, IEscrow.Status.Completed, "resolved by the new arbiter");
    }

    /// A silent arbiter delays the refund by DISPUTE_TIMEOUT after the expiry, no more.
    function test_silentArbiter_refundAfterTimeout() public {
        uint256 id = _disputedJob();
        uint256 deadline = escrow.getJob(id).expiredAt + 30 days;
        vm.warp(deadline - 1);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotExpired.selector, id, deadline));
        escrow.claimRefund(id);
        vm.warp(deadline);
        escrow.claimRefund(id);
        _assertStatus(id, IEscrow.Status.Expired, "expired");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
    }
}
