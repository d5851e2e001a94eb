// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Escrow} from "../src/Escrow.sol";
import {KIND_AUTO, KIND_BUYER} from "../src/IJobSettlements.sol";

/// @notice Unit tests for settling an Escrow job without a dispute: complete (and the outcome it
///         records), reject and claimRefund — payouts, refunds, every revert path and the events.
contract EscrowSettleTest is EscrowTestBase {
    // ================================================================ helpers

    /// @dev A submitted job whose evaluator is `evaluator_` (e.g. the client itself).
    function _submittedJobWith(address evaluator_) internal returns (uint256 id) {
        id = _openJob(provider, evaluator_);
        vm.prank(client);
        escrow.setBudget(id, BUDGET);
        _fund(id, BUDGET);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);
    }

    function _outcome(bool noOutput, bool baked, bool shipped, bool criticRan, uint8 violations)
        internal
        pure
        returns (Escrow.Outcome memory o)
    {
        o = Escrow.Outcome(noOutput, baked, shipped, criticRan, violations, false, 0);
    }

    function _assertOutcome(Escrow.Outcome memory a, Escrow.Outcome memory b) internal pure {
        assertEq(a.noOutput, b.noOutput, "noOutput");
        assertEq(a.baked, b.baked, "baked");
        assertEq(a.shipped, b.shipped, "shipped");
        assertEq(a.criticRan, b.criticRan, "criticRan");
        assertEq(a.violations, b.violations, "violations");
        assertEq(a.hasBuyerRating, b.hasBuyerRating, "hasBuyerRating");
        assertEq(a.buyerRating, b.buyerRating, "buyerRating");
    }

    // ================================================================ complete

    function test_complete_paysProviderAndEmits() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        Escrow.Outcome memory o = _outcome(false, false, true, true, 2);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCompleted(id, agentOf(provider), client, provider, address(token), BUDGET, REASON, o, KIND_AUTO, 0);
        vm.prank(evaluator);
        escrow.complete(id, REASON, o);

        _assertStatus(id, Escrow.Status.Completed, "completed");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid the budget");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow emptied");
        assertEq(token.balanceOf(client), 0, "client gets nothing back");
        _assertTerms(id, true, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_complete_revertsForNonEvaluator() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotEvaluator.selector, client));
        vm.prank(client);
        escrow.complete(id, REASON, shippedClean());
    }

    function test_complete_revertsWhenNotSubmitted() public {
        uint256 id = _fundedJob(BUDGET);
        _expectWrongStatus(id, Escrow.Status.Funded);
        vm.prank(evaluator);
        escrow.complete(id, REASON, shippedClean());
    }

    function test_complete_buyerRatingByNonClientEvaluatorReverts() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        Escrow.Outcome memory o = shippedClean();
        o.hasBuyerRating = true;
        o.buyerRating = 90;
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClient.selector, evaluator));
        vm.prank(evaluator);
        escrow.complete(id, REASON, o);
    }

    function test_complete_buyerRatingAbove100Reverts() public {
        uint256 id = _submittedJobWith(client);
        Escrow.Outcome memory o = shippedClean();
        o.hasBuyerRating = true;
        o.buyerRating = 101;
        vm.expectRevert(abi.encodeWithSelector(Escrow.RatingOutOfRange.selector, uint8(101)));
        vm.prank(client);
        escrow.complete(id, REASON, o);
    }

    function test_complete_buyerRatingWithoutFlagReverts() public {
        uint256 id = _submittedJobWith(client);
        Escrow.Outcome memory o = shippedClean();
        o.buyerRating = 80; // hasBuyerRating left false
        vm.expectRevert(Escrow.InconsistentOutcome.selector);
        vm.prank(client);
        escrow.complete(id, REASON, o);
    }

    function test_complete_violationsWithoutCriticReverts() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        Escrow.Outcome memory o = _outcome(false, false, true, false, 1);
        vm.expectRevert(Escrow.InconsistentOutcome.selector);
        vm.prank(evaluator);
        escrow.complete(id, REASON, o);
        _assertStatus(id, Escrow.Status.Submitted, "still submitted");
    }

    function test_complete_buyerKindWhenClientEvaluates() public {
        uint256 id = _submittedJobWith(client);
        Escrow.Outcome memory o = _outcome(false, true, true, true, 0);
        o.hasBuyerRating = true;
        o.buyerRating = 100;
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCompleted(id, agentOf(provider), client, provider, address(token), BUDGET, REASON, o, KIND_BUYER, 100);
        vm.prank(client);
        escrow.complete(id, REASON, o);

        _assertTerms(id, true, KIND_BUYER, 100, agentOf(provider), BUDGET);
        (Escrow.Outcome memory got, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        _assertOutcome(got, o);
        assertEq(kind, KIND_BUYER, "kind");
        assertEq(explicitRating, 100, "explicitRating");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid");
    }

    function test_complete_clientEvaluatorWithoutBuyerRatingIsAuto() public {
        uint256 id = _submittedJobWith(client);
        vm.prank(client);
        escrow.complete(id, REASON, shippedClean());
        _assertTerms(id, true, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_outcomeOf_roundTripsAllSignalsSet() public {
        uint256 id = _submittedJobWith(client);
        Escrow.Outcome memory o = Escrow.Outcome(true, true, true, true, 255, true, 0);
        vm.prank(client);
        escrow.complete(id, REASON, o);
        (Escrow.Outcome memory got, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        _assertOutcome(got, o);
        assertEq(kind, KIND_BUYER, "a buyer rating of 0 is still a buyer rating");
        assertEq(explicitRating, 0, "explicitRating");
    }

    function testFuzz_outcomeOf_roundTripsEverySignal(
        bool noOutput,
        bool baked,
        bool shipped,
        bool criticRan,
        uint8 violations,
        bool buyerRated,
        uint256 rating
    ) public {
        Escrow.Outcome memory o = _outcome(noOutput, baked, shipped, criticRan, criticRan ? violations : 0);
        o.hasBuyerRating = buyerRated;
        o.buyerRating = buyerRated ? uint8(bound(rating, 0, 100)) : 0;
        uint256 id = _submittedJobWith(buyerRated ? client : evaluator);
        vm.prank(buyerRated ? client : evaluator);
        escrow.complete(id, REASON, o);

        (Escrow.Outcome memory got, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        _assertOutcome(got, o);
        assertEq(kind, buyerRated ? KIND_BUYER : KIND_AUTO, "kind");
        assertEq(explicitRating, o.buyerRating, "explicitRating");
        _assertTerms(id, true, kind, o.buyerRating, agentOf(provider), BUDGET);
    }

    function test_outcomeOf_beforeCompletionIsEmpty() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        (Escrow.Outcome memory got, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        _assertOutcome(got, noSignals());
        assertEq(kind, KIND_AUTO, "kind");
        assertEq(explicitRating, 0, "explicitRating");
    }

    function test_complete_neverTwice() public {
        uint256 id = completedJob(provider, BUDGET);
        _expectWrongStatus(id, Escrow.Status.Completed);
        vm.prank(evaluator);
        escrow.complete(id, REASON, shippedClean());
        assertEq(token.balanceOf(provider), BUDGET, "paid once");
    }

    // ================================================================ reject

    function test_reject_byClientWhenOpen_noRefund() public {
        uint256 id = _budgetedJob(BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobRejected(id, client, REASON, 0);
        vm.prank(client);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), 0, "nothing to refund");
        _assertTerms(id, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_reject_byNonClientWhenOpenReverts() public {
        uint256 id = _budgetedJob(BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClient.selector, evaluator));
        vm.prank(evaluator);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Open, "still open");
    }

    function test_reject_byEvaluatorWhenFunded_refunds() public {
        uint256 id = _fundedJob(BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobRejected(id, evaluator, REASON, BUDGET);
        vm.prank(evaluator);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow emptied");
    }

    function test_reject_byEvaluatorWhenSubmitted_refunds() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobRejected(id, evaluator, REASON, BUDGET);
        vm.prank(evaluator);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(provider), 0, "provider unpaid");
        _assertTerms(id, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_reject_byNonEvaluatorWhenFundedOrSubmittedReverts() public {
        uint256 id = _fundedJob(BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotEvaluator.selector, client));
        vm.prank(client);
        escrow.reject(id, REASON);

        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotEvaluator.selector, client));
        vm.prank(client);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Submitted, "still submitted");
    }

    function test_reject_inDisputeOrTerminalStateReverts() public {
        uint256 d = _disputedJob();
        _expectWrongStatus(d, Escrow.Status.Disputed);
        vm.prank(evaluator);
        escrow.reject(d, REASON);

        uint256 c = completedJob(provider, BUDGET);
        _expectWrongStatus(c, Escrow.Status.Completed);
        vm.prank(evaluator);
        escrow.reject(c, REASON);
    }

    // ================================================================ claimRefund

    function test_claimRefund_revertsBeforeExpiry() public {
        uint256 id = _fundedJob(BUDGET);
        vm.warp(expiry - 1);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotExpired.selector, id, expiry));
        escrow.claimRefund(id);
    }

    function test_claimRefund_atExactlyExpiry_funded_byAnyone() public {
        uint256 id = _fundedJob(BUDGET);
        vm.warp(expiry);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobExpired(id, BUDGET);
        vm.prank(stranger);
        escrow.claimRefund(id);
        _assertStatus(id, Escrow.Status.Expired, "expired");
        assertEq(token.balanceOf(client), BUDGET, "refund goes to the client");
        assertEq(token.balanceOf(stranger), 0, "not to the caller");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow emptied");
        _assertTerms(id, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_claimRefund_submitted() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.warp(expiry + 1 days);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobExpired(id, BUDGET);
        vm.prank(provider);
        escrow.claimRefund(id);
        _assertStatus(id, Escrow.Status.Expired, "expired");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(provider), 0, "provider unpaid");
    }

    function test_claimRefund_wrongStatuses() public {
        uint256 open = _budgetedJob(BUDGET);
        uint256 done = completedJob(provider, BUDGET);
        uint256 disputed = _disputedJob();
        vm.warp(expiry + 1);
        _expectWrongStatus(open, Escrow.Status.Open);
        escrow.claimRefund(open);
        _expectWrongStatus(done, Escrow.Status.Completed);
        escrow.claimRefund(done);
        vm.expectRevert(
            abi.encodeWithSelector(Escrow.NotExpired.selector, disputed, expiry + escrow.DISPUTE_TIMEOUT())
        );
        escrow.claimRefund(disputed);
        assertEq(token.balanceOf(address(escrow)), BUDGET, "the disputed budget stays for the arbiter");
    }

    /// A silent arbiter cannot lock the budget: DISPUTE_TIMEOUT after expiry anyone may refund it.
    function test_claimRefund_disputedAfterArbiterTimeout() public {
        uint256 id = _disputedJob();
        uint256 deadline = expiry + escrow.DISPUTE_TIMEOUT();
        vm.warp(deadline - 1);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotExpired.selector, id, deadline));
        escrow.claimRefund(id);
        vm.warp(deadline);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobExpired(id, BUDGET);
        vm.prank(stranger);
        escrow.claimRefund(id);
        _assertStatus(id, Escrow.Status.Expired, "expired");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow emptied");
        vm.expectRevert(abi.encodeWithSelector(Escrow.WrongStatus.selector, id, Escrow.Status.Expired));
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 50, REASON);
    }
}
