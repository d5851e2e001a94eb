// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Escrow} from "../src/Escrow.sol";
import {IJobSettlements, KIND_AUTO, KIND_DISPUTE} from "../src/IJobSettlements.sol";

/// @notice Unit tests for Escrow's dispute and resolveDispute, the rating terms, unknown job ids,
///         and the finality of terminal states.
contract EscrowDisputeTest is EscrowTestBase {
    // ================================================================ helpers

    function _expectUnknown(uint256 id) internal {
        vm.expectRevert(abi.encodeWithSelector(Escrow.UnknownJob.selector, id));
    }

    // ================================================================ dispute

    function test_dispute_byClient() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobDisputed(id, client, REASON);
        vm.prank(client);
        escrow.dispute(id, REASON);
        _assertStatus(id, Escrow.Status.Disputed, "disputed");
        assertEq(token.balanceOf(address(escrow)), BUDGET, "budget still held");
    }

    function test_dispute_revertsForNonClient() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClient.selector, evaluator));
        vm.prank(evaluator);
        escrow.dispute(id, REASON);
    }

    function test_dispute_revertsWhenNotSubmitted() public {
        uint256 id = _fundedJob(BUDGET);
        _expectWrongStatus(id, Escrow.Status.Funded);
        vm.prank(client);
        escrow.dispute(id, REASON);
    }

    // ================================================================ resolveDispute

    function test_resolveDispute_revertsForNonArbiter() public {
        uint256 id = _disputedJob();
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotArbiter.selector, client));
        vm.prank(client);
        escrow.resolveDispute(id, false, 0, REASON);
    }

    function test_resolveDispute_revertsWhenNotDisputed() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        _expectWrongStatus(id, Escrow.Status.Submitted);
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 50, REASON);
    }

    function test_resolveDispute_revertsOnRatingAbove100() public {
        uint256 id = _disputedJob();
        vm.expectRevert(abi.encodeWithSelector(Escrow.RatingOutOfRange.selector, uint8(101)));
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 101, REASON);
    }

    function test_resolveDispute_pay_completesAsDispute() public {
        uint256 id = _disputedJob();
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.DisputeResolved(id, true, 40, REASON);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCompleted(
            id, agentOf(provider), client, provider, address(token), BUDGET, REASON, noSignals(), KIND_DISPUTE, 40
        );
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 40, REASON);

        _assertStatus(id, Escrow.Status.Completed, "completed");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid");
        assertEq(token.balanceOf(client), 0, "client not refunded");
        _assertTerms(id, true, KIND_DISPUTE, 40, agentOf(provider), BUDGET);
        (, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        assertEq(kind, KIND_DISPUTE, "kind");
        assertEq(explicitRating, 40, "explicitRating");
    }

    function test_resolveDispute_refund_rejectsUnrated() public {
        uint256 id = _disputedJob();
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.DisputeResolved(id, false, 0, REASON);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobRejected(id, arbiter, REASON, BUDGET);
        vm.prank(arbiter);
        escrow.resolveDispute(id, false, 0, REASON);

        _assertStatus(id, Escrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(provider), 0, "provider unpaid");
        assertFalse(escrow.ratingTerms(id).completed, "a refunded job is never rated");
    }

    function test_resolveDispute_ratingBoundsInclusive() public {
        uint256 a = _disputedJob();
        vm.prank(arbiter);
        escrow.resolveDispute(a, true, 100, REASON);
        assertEq(escrow.ratingTerms(a).explicitRating, 100, "100 allowed");
        uint256 b = _disputedJob();
        vm.prank(arbiter);
        escrow.resolveDispute(b, true, 0, REASON);
        _assertTerms(b, true, KIND_DISPUTE, 0, agentOf(provider), BUDGET);
    }

    // ================================================================ ratingTerms / getJob

    function test_ratingTerms_notCompletedInEveryLiveState() public {
        uint256 open = _budgetedJob(BUDGET);
        _assertTerms(open, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
        uint256 funded = _fundedJob(BUDGET);
        _assertTerms(funded, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
        uint256 submitted = submittedJob(client, provider, BUDGET);
        _assertTerms(submitted, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
        uint256 disputed = _disputedJob();
        _assertTerms(disputed, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_ratingTerms_unknownJobIsZero() public view {
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(42);
        assertFalse(t.completed, "completed");
        assertEq(t.kind, KIND_AUTO, "kind");
        assertEq(t.client, address(0), "client");
        assertEq(t.token, address(0), "token");
        assertEq(t.agentId, 0, "agentId");
        assertEq(t.amount, 0, "amount");
    }

    // ================================================================ unknown job ids

    function test_unknownJob_everyFunctionReverts() public {
        _openJob(provider, evaluator); // job 1 exists; 0 and 2 do not
        uint256[2] memory ids = [uint256(0), 2];
        for (uint256 i; i < ids.length; ++i) {
            uint256 id = ids[i];
            _expectUnknown(id);
            vm.prank(client);
            escrow.setProvider(id, provider);
            _expectUnknown(id);
            vm.prank(client);
            escrow.setAgentId(id, AGENT);
            _expectUnknown(id);
            vm.prank(client);
            escrow.setBudget(id, BUDGET);
            _expectUnknown(id);
            vm.prank(client);
            escrow.fund(id, BUDGET);
            _expectUnknown(id);
            vm.prank(provider);
            escrow.submit(id, DELIVERABLE);
            _expectUnknown(id);
            vm.prank(evaluator);
            escrow.complete(id, REASON, shippedClean());
            _expectUnknown(id);
            vm.prank(client);
            escrow.reject(id, REASON);
            _expectUnknown(id);
            escrow.claimRefund(id);
            _expectUnknown(id);
            vm.prank(client);
            escrow.dispute(id, REASON);
            _expectUnknown(id);
            vm.prank(arbiter);
            escrow.resolveDispute(id, true, 50, REASON);
            _expectUnknown(id);
            escrow.getJob(id);
            _expectUnknown(id);
            escrow.outcomeOf(id);
        }
    }

    // ================================================================ terminal states are final

    /// @dev Tries every transition with the caller that would be entitled to it, after expiry,
    ///      and checks each fails with WrongStatus(id, s) and moves no tokens.
    function _assertFrozen(uint256 id, Escrow.Status s) internal {
        registry.register(provider, AGENT + id);
        vm.warp(uint256(escrow.getJob(id).expiredAt) + 1);
        uint256 escrowBalance = token.balanceOf(address(escrow));
        uint256 clientBalance = token.balanceOf(client);
        uint256 providerBalance = token.balanceOf(provider);

        address[11] memory callers =
            [client, client, client, client, provider, evaluator, evaluator, client, stranger, client, arbiter];
        bytes[11] memory calls = [
            abi.encodeCall(Escrow.setProvider, (id, stranger)),
            abi.encodeCall(Escrow.setAgentId, (id, AGENT + id)),
            abi.encodeCall(Escrow.setBudget, (id, 1)),
            abi.encodeCall(Escrow.fund, (id, BUDGET)),
            abi.encodeCall(Escrow.submit, (id, DELIVERABLE)),
            abi.encodeCall(Escrow.complete, (id, REASON, shippedClean())),
            abi.encodeCall(Escrow.reject, (id, REASON)),
            abi.encodeCall(Escrow.reject, (id, REASON)),
            abi.encodeCall(Escrow.claimRefund, (id)),
            abi.encodeCall(Escrow.dispute, (id, REASON)),
            abi.encodeCall(Escrow.resolveDispute, (id, true, 50, REASON))
        ];
        bytes memory expected = abi.encodeWithSelector(Escrow.WrongStatus.selector, id, s);
        for (uint256 i; i < calls.length; ++i) {
            vm.prank(callers[i]);
            (bool ok, bytes memory ret) = address(escrow).call(calls[i]);
            assertFalse(ok, string.concat("transition allowed from a terminal state, call #", _digit(i)));
            assertEq(keccak256(ret), keccak256(expected), string.concat("wrong revert data, call #", _digit(i)));
        }
        _assertStatus(id, s, "status unchanged");
        assertEq(token.balanceOf(address(escrow)), escrowBalance, "escrow balance unchanged");
        assertEq(token.balanceOf(client), clientBalance, "client balance unchanged");
        assertEq(token.balanceOf(provider), providerBalance, "provider balance unchanged");
    }

    function _digit(uint256 i) internal pure returns (string memory) {
        return string(abi.encodePacked(bytes1(uint8(48 + i / 10)), bytes1(uint8(48 + (i % 10)))));
    }

    function test_terminal_completedIsFinal() public {
        // A second funded job keeps tokens in the escrow so a wrongful payout would show.
        _fundedJob(BUDGET);
        _assertFrozen(completedJob(provider, BUDGET), Escrow.Status.Completed);
    }

    function test_terminal_completedByArbiterIsFinal() public {
        _fundedJob(BUDGET);
        _assertFrozen(disputedJob(provider, BUDGET, 70), Escrow.Status.Completed);
    }

    function test_terminal_rejectedWhileOpenIsFinal() public {
        _fundedJob(BUDGET);
        uint256 id = _budgetedJob(BUDGET);
        vm.prank(client);
        escrow.reject(id, REASON);
        _assertFrozen(id, Escrow.Status.Rejected);
    }

    function test_terminal_rejectedAfterSubmitIsFinal() public {
        _fundedJob(BUDGET);
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.prank(evaluator);
        escrow.reject(id, REASON);
        _assertFrozen(id, Escrow.Status.Rejected);
    }

    function test_terminal_rejectedByArbiterIsFinal() public {
        _fundedJob(BUDGET);
        uint256 id = _disputedJob();
        vm.prank(arbiter);
        escrow.resolveDispute(id, false, 10, REASON);
        _assertFrozen(id, Escrow.Status.Rejected);
    }

    function test_terminal_expiredIsFinal() public {
        _fundedJob(BUDGET);
        uint256 id = _fundedJob(BUDGET);
        vm.warp(expiry);
        escrow.claimRefund(id);
        _assertFrozen(id, Escrow.Status.Expired);
    }
}
