// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {IRatingSource, KIND_AUTO, KIND_BUYER} from "../src/IRatingSource.sol";
import {Rubric} from "../src/Rubric.sol";

/// @notice submit, complete, reject and claimRefund: the ERC-8183 transitions, the outcome
///         encoding in complete's optParams, the rating recorded at completion, the platform fee,
///         refunds, and the finality of terminal states.
contract EscrowSettleTest is EscrowTestBase {
    event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable);
    event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason);
    event PaymentReleased(uint256 indexed jobId, address indexed provider, uint256 amount);
    event PlatformFeePaid(uint256 indexed jobId, address indexed treasury, uint256 amount);
    event JobSettled(
        uint256 indexed jobId, uint256 indexed agentId, uint8 kind, uint8 rating, uint256 outcome, bool rateable
    );
    event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason);
    event Refunded(uint256 indexed jobId, address indexed client, uint256 amount);
    event JobExpired(uint256 indexed jobId);

    // ================================================================ submit

    function test_submit_byTheProvider() public {
        uint256 id = _fundedJob(BUDGET);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit JobSubmitted(id, provider, DELIVERABLE);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        _assertStatus(id, IEscrow.Status.Submitted, "status");
    }

    function test_submit_refusals() public {
        uint256 id = _fundedJob(BUDGET);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotProvider.selector, client));
        escrow.submit(id, DELIVERABLE, "");
        uint256 open = _budgetedJob(BUDGET);
        vm.prank(provider);
        _expectWrongStatus(open, IEscrow.Status.Open);
        escrow.submit(open, DELIVERABLE, "");
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        vm.prank(provider);
        _expectWrongStatus(id, IEscrow.Status.Submitted);
        escrow.submit(id, DELIVERABLE, "");
    }

    // ================================================================ complete

    function test_complete_paysTheProvider_andRecordsTheRating() public {
        uint256 id = _submittedJob();
        uint256 outcome = Outcomes.word(false, false, true, true, 2);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit JobCompleted(id, evaluator, REASON);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit PaymentReleased(id, provider, BUDGET);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit JobSettled(id, agentOf(provider), KIND_AUTO, 79, outcome, true);
        vm.prank(evaluator);
        escrow.complete(id, REASON, abi.encode(outcome));
        _assertStatus(id, IEscrow.Status.Completed, "status");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow empty");

        IRatingSource.RatingTerms memory t = escrow.ratingTerms(id);
        assertTrue(t.completed && t.rateable && !t.rated, "flags");
        assertEq(t.kind, KIND_AUTO, "kind");
        assertEq(t.rating, 79, "70 + 15 - 3*2");
        assertEq(t.completedAt, block.timestamp, "completedAt");
        assertEq(t.client, client, "client");
        assertEq(t.budget, BUDGET, "budget");
        assertEq(t.agentId, agentOf(provider), "agentId");
        assertEq(escrow.getJob(id).expiredAt, 0, "a completed job's record keeps the completion time instead");
    }

    /// Whatever follows the outcome word is for the hook; a payload without the tag is no outcome.
    function test_complete_optParams_untaggedOrShort_isTheFreeFormBase() public {
        uint256 a = _submittedJob();
        vm.prank(evaluator);
        escrow.complete(a, REASON, abi.encode(uint256(5), "hook data")); // untagged
        assertEq(escrow.ratingTerms(a).rating, 70, "untagged");
        uint256 b = _submittedJob();
        vm.prank(evaluator);
        escrow.complete(b, REASON, hex"01ff"); // shorter than a word
        assertEq(escrow.ratingTerms(b).rating, 70, "short");
        uint256 c = _submittedJob();
        vm.prank(evaluator);
        escrow.complete(c, REASON, abi.encodePacked(Outcomes.noOutput(), "trailing hook data"));
        assertEq(escrow.ratingTerms(c).rating, 20, "outcome word with trailing data");
    }

    /// A tagged word must be well formed: unknown bits, violations without a critic, a buyer
    /// rating above 100 or without its flag are refused by name.
    function test_complete_malformedOutcome_isRefused() public {
        uint256 id = _submittedJob();
        uint256[5] memory bad = [
            Outcomes.TAG | (1 << 4), // unknown signal bit
            Outcomes.TAG | (1 << 100), // a bit in the zero range
            Outcomes.TAG | (3 << 8), // violations without a critic run
            Outcomes.TAG | (1 << 16) | (101 << 24), // buyer rating 101
            Outcomes.TAG | (50 << 24) // buyer rating without its flag
        ];
        for (uint256 i; i < bad.length; ++i) {
            vm.prank(evaluator);
            vm.expectRevert(abi.encodeWithSelector(Rubric.InvalidOutcome.selector, bad[i]));
            escrow.complete(id, REASON, abi.encode(bad[i]));
        }
        _assertStatus(id, IEscrow.Status.Submitted, "still submitted");
    }

    function test_complete_buyerRating_byTheClientAsEvaluator() public {
        uint256 id = buyerRatedJob(provider, BUDGET, 33);
        IRatingSource.RatingTerms memory t = escrow.ratingTerms(id);
        assertEq(t.kind, KIND_BUYER, "kind");
        assertEq(t.rating, 33, "rating");
    }

    function test_complete_buyerRating_refusedFromAThirdPartyEvaluator() public {
        uint256 id = _submittedJob();
        vm.prank(evaluator);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.BuyerRatingNotByClient.selector, evaluator));
        escrow.complete(id, REASON, Outcomes.buyer(100));
    }

    function test_complete_refusals() public {
        uint256 id = _fundedJob(BUDGET);
        vm.prank(evaluator);
        _expectWrongStatus(id, IEscrow.Status.Funded);
        escrow.complete(id, REASON, "");
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotEvaluator.selector, client));
        escrow.complete(id, REASON, "");
        vm.prank(provider);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotEvaluator.selector, provider));
        escrow.complete(id, REASON, "");
    }

    /// The platform fee goes to the treasury, the rest to the provider; the rating's weight basis
    /// stays the full budget.
    function testFuzz_complete_withFee(uint256 budget, uint256 feeBps) public {
        budget = bound(budget, 1, 1e12);
        feeBps = bound(feeBps, 0, 1000);
        vm.prank(operator);
        escrow.setPlatformFee(feeBps, treasury);
        uint256 id = submittedJob(provider, budget);
        uint256 fee = (budget * feeBps) / 10_000;
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        assertEq(token.balanceOf(treasury), fee, "treasury");
        assertEq(token.balanceOf(provider), budget - fee, "provider");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow keeps nothing");
        assertEq(escrow.ratingTerms(id).budget, budget, "weight basis is the full budget");
    }

    function test_complete_feeEvent() public {
        vm.prank(operator);
        escrow.setPlatformFee(250, treasury);
        uint256 id = submittedJob(provider, 10 * U);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit PlatformFeePaid(id, treasury, U / 4);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit PaymentReleased(id, provider, 10 * U - U / 4);
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
    }

    /// The fee is fixed when the job is created: raising it later does not touch that job.
    function test_fee_isFixedAtCreation() public {
        uint256 id = submittedJob(provider, 10 * U);
        vm.prank(operator);
        escrow.setPlatformFee(1000, treasury);
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        assertEq(token.balanceOf(provider), 10 * U, "no fee: the job was created at 0 %");
        uint256 next = submittedJob(provider, 10 * U);
        vm.prank(evaluator);
        escrow.complete(next, REASON, "");
        assertEq(token.balanceOf(treasury), U, "10 % on the job created after the change");
    }

    // ================================================================ reject

    function test_reject_byClientWhileOpen_noRefund() public {
        uint256 id = _budgetedJob(BUDGET);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit JobRejected(id, client, REASON);
        vm.prank(client);
        escrow.reject(id, REASON, "");
        _assertStatus(id, IEscrow.Status.Rejected, "status");
    }

    function test_reject_byEvaluator_refundsFundedAndSubmitted() public {
        uint256 funded = _fundedJob(BUDGET);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit Refunded(funded, client, BUDGET);
        vm.prank(evaluator);
        escrow.reject(funded, REASON, "");
        uint256 submitted = _submittedJob();
        vm.prank(evaluator);
        escrow.reject(submitted, REASON, "");
        assertEq(token.balanceOf(client), 2 * BUDGET, "both refunded");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow empty");
        assertFalse(escrow.ratingTerms(submitted).completed, "a rejected job is never rated");
    }

    function test_reject_refusals() public {
        uint256 open = _openJob(provider, evaluator);
        vm.prank(evaluator);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotClient.selector, evaluator));
        escrow.reject(open, REASON, "");
        uint256 funded = _fundedJob(BUDGET);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotEvaluator.selector, client));
        escrow.reject(funded, REASON, "");
    }

    // ================================================================ claimRefund

    function test_claimRefund_afterExpiry_byAnyone() public {
        uint256 id = _submittedJob();
        uint256 exp = escrow.getJob(id).expiredAt;
        vm.warp(exp - 1);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotExpired.selector, id, exp));
        escrow.claimRefund(id);
        vm.warp(exp);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit Refunded(id, client, BUDGET);
        vm.expectEmit(true, false, false, true, address(escrow));
        emit JobExpired(id);
        vm.prank(stranger);
        escrow.claimRefund(id);
        _assertStatus(id, IEscrow.Status.Expired, "status");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
    }

    function test_claimRefund_openJob_expiresWithoutMoney() public {
        uint256 id = _openJob(provider, evaluator);
        vm.warp(block.timestamp + EXPIRY);
        escrow.claimRefund(id);
        _assertStatus(id, IEscrow.Status.Expired, "status");
    }

    /// Completed, Rejected and Expired are final: every transition from them is refused.
    function test_terminalStates_areFinal() public {
        uint256 done = completedJob(provider, BUDGET);
        uint256 rejected = _fundedJob(BUDGET);
        vm.prank(evaluator);
        escrow.reject(rejected, REASON, "");
        uint256 expired = _fundedJob(BUDGET);
        vm.warp(block.timestamp + EXPIRY);
        escrow.claimRefund(expired);

        uint256[3] memory ids = [done, rejected, expired];
        IEscrow.Status[3] memory st = [IEscrow.Status.Completed, IEscrow.Status.Rejected, IEscrow.Status.Expired];
        for (uint256 i; i < 3; ++i) {
            vm.prank(evaluator);
            _expectWrongStatus(ids[i], st[i]);
            escrow.complete(ids[i], REASON, "");
            vm.prank(evaluator);
            _expectWrongStatus(ids[i], st[i]);
            escrow.reject(ids[i], REASON, "");
            _expectWrongStatus(ids[i], st[i]);
            escrow.claimRefund(ids[i]);
            vm.prank(client);
            _expectWrongStatus(ids[i], st[i]);
            escrow.dispute(ids[i], REASON);
            vm.prank(client);
            _expectWrongStatus(ids[i], st[i]);
            escrow.fund(ids[i], BUDGET, "");
        }
    }
}
