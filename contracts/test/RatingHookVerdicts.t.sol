// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {HookFixture} from "./lib/HookFixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {IRatingSource} from "../src/IRatingSource.sol";
import {RatingHook} from "../src/RatingHook.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {ForeignEscrow} from "./mocks/ForeignEscrow.sol";

/// @notice Issue 18's audit findings on the hook: a provider that times out is rated "no output"
///         at the refund (a), the agent is bound at fund so moving its id cannot veto a rating
///         (b), ids and addresses never share a record (c, with RatingHookRefusals), each record
///         names its verdict (e), and nothing an escrow sends makes the hook revert (f).
contract RatingHookVerdictsTest is HookFixture {
    uint256 internal constant AGENT_ID = 8004;
    address internal constant STRANGER = address(0x5757);

    /// A funded job expires unsubmitted; `who` claims the refund.
    function _refund(uint256 jobId, address who) internal {
        vm.warp(foreign.getJob(jobId).expiredAt);
        vm.prank(who);
        foreign.claimRefund(jobId, "");
    }

    // ------------------------------------------------------------ (a) verdicts

    /// Funded, never submitted, refunded after expiry (by anyone): the provider's failure, rated
    /// as the rubric's "no output", 20, kind auto, weighing the whole budget.
    function test_refund_ofAJobNeverSubmitted_ratesNoOutput() public {
        uint256 jobId = foreignFunded(foreign, terms(provider, 5 * U));
        uint256 k = hookKey(foreign, jobId);
        uint256 at = foreign.getJob(jobId).expiredAt;
        vm.warp(at);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobRecorded(
            k, address(foreign), agentOf(provider), jobId, client, provider, 5 * U, 0, 20, NO_OUTPUT_WORD, at, true,
            CLAIM_REFUND
        );
        vm.prank(STRANGER);
        foreign.claimRefund(jobId, "anything");
        assertEq(token.balanceOf(client), 5 * U, "the client got its money back");
        assertEq(uint8(foreign.getJob(jobId).status), uint8(ForeignEscrow.JobStatus.Expired), "expired");

        IRatingSource.RatingTerms memory t = hook.ratingTerms(k);
        assertTrue(t.completed && t.rateable && !t.rated, "recorded, rateable");
        assertEq(t.rating, 20, "no output");
        assertEq(t.kind, 0, "auto");
        assertEq(t.budget, 5 * U, "the whole budget");
        assertEq(t.completedAt, at, "the refund's time");
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(hook), k, client, 20, 0, 5 * U, at / EPOCH, at / EPOCH);
        assertEq(rateBatch(one(ledgerKey(jobId))), 1, "rated");
        (uint256 sumW, uint256 weight,,) = state(agentOf(provider));
        assertEq(weight, 5 * U, "weight");
        assertEq(sumW, 5 * U * 2000, "20");
    }

    /// Claims paid part of the budget, then the provider never submitted: rated on the whole
    /// budget, the client refunded the rest.
    function test_refund_afterClaims_weighsTheWholeBudget() public {
        uint256 jobId = foreignFunded(foreign, terms(provider, 10 * U));
        vm.prank(client);
        foreign.settleClaim(jobId, 4 * U, keccak256("part"), "");
        _refund(jobId, client);
        assertEq(token.balanceOf(client), 6 * U, "refunded the unsettled 6");
        IRatingSource.RatingTerms memory t = hook.ratingTerms(hookKey(foreign, jobId));
        assertTrue(t.rateable && t.rating == 20, "no output");
        assertEq(t.budget, 10 * U, "the whole budget");
    }

    /// Submitted, then the evaluator stayed silent past the grace period: the provider delivered,
    /// the refund is not its failure.
    function test_refund_ofASubmittedJob_isNotRated() public {
        uint256 jobId = foreignSubmitted(foreign, terms(provider, U));
        uint256 at = foreign.getJob(jobId).expiredAt;
        vm.warp(at + 1 hours - 1);
        vm.expectRevert(ForeignEscrow.GracePeriodActive.selector);
        foreign.claimRefund(jobId, "");
        vm.warp(at + 1 hours);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.Delivered);
        foreign.claimRefund(jobId, "");
        assertEq(token.balanceOf(client), U, "refunded");
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "no record");
    }

    /// An evaluator's reject, of a Funded or a Submitted job, records nothing: the client gets its
    /// money back, so a rated rejection would be a free weapon against any provider.
    function test_reject_fundedOrSubmitted_isNotRated() public {
        uint256 funded = foreignFunded(foreign, terms(provider, U));
        uint256 submitted = foreignSubmitted(foreign, terms(provider, U));
        vm.recordLogs();
        vm.startPrank(evaluator);
        foreign.reject(funded, bytes32("no"), Outcomes.noOutput());
        foreign.reject(submitted, bytes32("no"), Outcomes.noOutput());
        vm.stopPrank();
        assertNoHookLogs();
        assertEq(token.balanceOf(client), 2 * U, "both refunded");
        assertEq(hook.ratingTerms(hookKey(foreign, funded)).completed, false, "funded: no record");
        assertEq(hook.ratingTerms(hookKey(foreign, submitted)).completed, false, "submitted: no record");
    }

    /// A job never funded has no binding: its expiry is nobody's failure.
    function test_refund_ofAnOpenJob_isNotRated() public {
        uint256 jobId = foreignOpen(foreign, terms(provider, U));
        vm.warp(foreign.getJob(jobId).expiredAt);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.NotBoundAtFund);
        foreign.claimRefund(jobId, "");
        assertEq(token.balanceOf(client), U, "nothing moved");
    }

    /// A client that funds just before expiry cannot make the provider fail: under
    /// MIN_SUBMIT_WINDOW between funding and expiry, the refund is not rated.
    function test_refund_fundedLate_isNotRated() public {
        uint256 jobId = foreignOpen(foreign, terms(provider, U));
        uint256 at = foreign.getJob(jobId).expiredAt;
        vm.warp(at - hook.MIN_SUBMIT_WINDOW() + 1);
        fundOpen(foreign, terms(provider, U), jobId);
        vm.warp(at);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.FundedLate);
        foreign.claimRefund(jobId, "");
        assertEq(token.balanceOf(client), U, "refunded");
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "not rated");
    }

    /// Funded exactly MIN_SUBMIT_WINDOW before expiry: the refund is rated.
    function test_refund_fundedAtTheWindowsEdge_isRated() public {
        uint256 jobId = foreignOpen(foreign, terms(provider, U));
        uint256 at = foreign.getJob(jobId).expiredAt;
        vm.warp(at - hook.MIN_SUBMIT_WINDOW());
        fundOpen(foreign, terms(provider, U), jobId);
        _refund(jobId, STRANGER);
        assertTrue(hook.ratingTerms(hookKey(foreign, jobId)).rateable, "rated");
    }

    /// A job the escrow does not report Expired, or one already recorded, is not recorded by a
    /// claimRefund call however it arrives.
    function test_forgedRefund_isCheckedAgainstTheEscrow() public {
        uint256 funded = foreignFunded(foreign, terms(provider, U));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), funded, RatingHook.Reason.NotExpired);
        vm.prank(address(foreign));
        hook.afterAction(funded, CLAIM_REFUND, abi.encode(client, bytes("")));
        uint256 done = foreignCompleted(terms(provider, U), Outcomes.shippedClean());
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), done, RatingHook.Reason.AlreadyRecorded);
        vm.prank(address(foreign));
        hook.afterAction(done, CLAIM_REFUND, abi.encode(client, bytes("")));
        assertEq(hook.ratingTerms(hookKey(foreign, done)).rating, 95, "the completion's record stands");
    }

    // ------------------------------------------------------------ (b) bound at fund

    /// The id's owner moves it after funding: the rating still goes to the bound id, at
    /// completion and at a refund alike.
    function test_agentBoundAtFund_movingTheIdAfterwardsChangesNothing() public {
        registry.register(provider, AGENT_ID);
        Terms memory t = terms(provider, 2 * U);
        t.agentId = AGENT_ID;
        uint256 completed = foreignSubmitted(foreign, t);
        uint256 refunded = foreignFunded(foreign, t);
        (bool bound, uint256 agent, uint40 fundedAt) = hook.bindingOf(hookKey(foreign, completed));
        assertTrue(bound && agent == AGENT_ID && fundedAt == START, "bound at fund");
        vm.prank(provider);
        registry.transferFrom(provider, address(0xD15), AGENT_ID); // parked elsewhere
        vm.prank(evaluator);
        foreign.complete(completed, bytes32("ok"), Outcomes.shippedClean());
        _refund(refunded, STRANGER);
        assertEq(hook.ratingTerms(hookKey(foreign, completed)).agentId, AGENT_ID, "complete: the bound id");
        assertEq(hook.ratingTerms(hookKey(foreign, refunded)).agentId, AGENT_ID, "refund: the bound id");
        uint256[] memory keys = new uint256[](2);
        (keys[0], keys[1]) = (ledgerKey(completed), ledgerKey(refunded));
        assertEq(rateBatch(keys), 2, "both rated");
        (,, uint256 count,) = state(AGENT_ID);
        assertEq(count, 2, "under the id");
        (, agent,) = hook.bindingOf(hookKey(foreign, completed));
        assertEq(agent, AGENT_ID, "the slot kept the agent");
    }

    /// An id the provider parked elsewhere before funding is refused at fund; giving it back
    /// before the verdict does not bind the job.
    function test_idParkedAtFund_isRefused_andStaysUnbound() public {
        registry.register(address(0xD15), AGENT_ID);
        Terms memory t = terms(provider, U);
        t.agentId = AGENT_ID;
        uint256 jobId = foreignOpen(foreign, t);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.AgentNotProvider);
        fundOpen(foreign, t, jobId);
        vm.prank(address(0xD15));
        registry.transferFrom(address(0xD15), provider, AGENT_ID);
        vm.prank(provider);
        foreign.submit(jobId, keccak256("deliverable"), "");
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.NotBoundAtFund);
        vm.prank(evaluator);
        foreign.complete(jobId, bytes32("ok"), Outcomes.shippedClean());
    }

    /// setProvider names the provider and its id after creation; the binding is what fund saw.
    function test_setProvider_thenFund_bindsItsId() public {
        registry.register(provider, AGENT_ID);
        Terms memory t = terms(address(0), U);
        vm.prank(client);
        uint256 jobId = foreign.createJob(address(0), evaluator, uint48(expiry()), "step", address(hook), 0, "");
        vm.prank(client);
        foreign.setProvider(jobId, provider, AGENT_ID, "");
        vm.prank(provider);
        foreign.setBudget(jobId, address(token), U, "");
        token.mint(client, U);
        vm.prank(client);
        token.approve(address(foreign), U);
        t.provider = provider;
        fundOpen(foreign, t, jobId);
        (bool bound, uint256 agent,) = hook.bindingOf(hookKey(foreign, jobId));
        assertTrue(bound && agent == AGENT_ID, "bound to the id setProvider named");
    }

    /// A job funded before its escrow was registered, or while it was stopped, has no binding.
    function test_fundedBeforeRegistrationOrWhileStopped_isNotRecorded() public {
        ForeignEscrow late = new ForeignEscrow();
        uint256 early = foreignSubmitted(late, terms(provider, U));
        vm.prank(admin);
        hook.registerEscrow(address(late));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(late), early, RatingHook.Reason.NotBoundAtFund);
        vm.prank(evaluator);
        late.complete(early, bytes32("ok"), Outcomes.shippedClean());

        vm.prank(admin);
        hook.setEscrowStopped(address(foreign), true);
        uint256 jobId = foreignOpen(foreign, terms(provider, U));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.EscrowStopped);
        fundOpen(foreign, terms(provider, U), jobId);
        vm.prank(admin);
        hook.setEscrowStopped(address(foreign), false);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.NotBoundAtFund);
        _refund(jobId, STRANGER);
    }

    /// A binding is never overwritten: a second fund call for the job changes nothing.
    function test_secondFund_cannotRebind() public {
        registry.register(provider, AGENT_ID);
        Terms memory t = terms(provider, U);
        t.agentId = AGENT_ID;
        uint256 jobId = foreignFunded(foreign, t);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.AlreadyRecorded);
        vm.prank(address(foreign));
        hook.afterAction(jobId, FUND, abi.encode(client, bytes("")));
        (, uint256 agent,) = hook.bindingOf(hookKey(foreign, jobId));
        assertEq(agent, AGENT_ID, "unchanged");
    }

    /// A fund call for a job the escrow does not report Funded binds nothing.
    function test_forgedFund_ofAJobNotFunded_bindsNothing() public {
        uint256 jobId = foreignOpen(foreign, terms(provider, U));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.NotFunded);
        vm.prank(address(foreign));
        hook.afterAction(jobId, FUND, abi.encode(client, bytes("")));
        (bool bound,,) = hook.bindingOf(hookKey(foreign, jobId));
        assertFalse(bound, "not bound");
    }

    // ------------------------------------------------------------ (f) never a revert

    /// fund and claimRefund read nothing from their data: any bytes, even none, bind and record
    /// from getJob alone.
    function test_malformedData_onFundAndRefund_neverReverts() public {
        bytes[4] memory data = [bytes(""), bytes(hex"01"), abi.encode(uint256(1) << 200, uint256(1) << 255),
            abi.encodePacked(uint256(1) << 160, uint256(64), uint256(type(uint256).max))];
        for (uint256 i; i < data.length; ++i) {
            uint256 jobId = foreignOpen(foreign, terms(provider, U));
            vm.prank(admin);
            hook.setEscrowStopped(address(foreign), true);
            fundOpen(foreign, terms(provider, U), jobId); // not bound: stopped
            vm.prank(admin);
            hook.setEscrowStopped(address(foreign), false);
            vm.prank(address(foreign));
            hook.afterAction(jobId, FUND, data[i]);
            (bool bound,,) = hook.bindingOf(hookKey(foreign, jobId));
            assertTrue(bound, "bound from getJob");
            vm.prank(address(foreign));
            hook.afterAction(jobId, COMPLETE, data[i]); // not completed: refused, no revert
            vm.warp(foreign.getJob(jobId).expiredAt);
            vm.prank(admin);
            hook.setEscrowStopped(address(foreign), true);
            foreign.claimRefund(jobId, ""); // not recorded: stopped
            vm.prank(admin);
            hook.setEscrowStopped(address(foreign), false);
            vm.prank(address(foreign));
            hook.afterAction(jobId, CLAIM_REFUND, data[i]);
            assertTrue(hook.ratingTerms(hookKey(foreign, jobId)).rateable, "recorded from getJob");
            vm.warp(START);
        }
    }

    /// An escrow whose getJob reverts or answers short at fund or at the refund: the action goes
    /// through, NoJob is said, nothing is stored.
    function test_brokenGetJob_atFundAndRefund_neverBlocks() public {
        ForeignEscrow.Reader[2] memory readers = [ForeignEscrow.Reader.Reverts, ForeignEscrow.Reader.Short];
        for (uint256 i; i < readers.length; ++i) {
            uint256 jobId = foreignOpen(foreign, terms(provider, U));
            foreign.setReader(readers[i]);
            vm.expectEmit(true, true, true, true, address(hook));
            emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.NoJob);
            fundOpen(foreign, terms(provider, U), jobId);
            foreign.setReader(ForeignEscrow.Reader.Honest);
            uint256 bound = foreignFunded(foreign, terms(provider, U));
            vm.warp(foreign.getJob(bound).expiredAt);
            foreign.setReader(readers[i]);
            vm.expectEmit(true, true, true, true, address(hook));
            emit RatingHook.JobNotRecorded(address(foreign), bound, RatingHook.Reason.NoJob);
            foreign.claimRefund(bound, "");
            foreign.setReader(ForeignEscrow.Reader.Honest);
            assertEq(uint8(foreign.getJob(bound).status), uint8(ForeignEscrow.JobStatus.Expired), "refunded");
            assertEq(hook.ratingTerms(hookKey(foreign, bound)).completed, false, "no record");
            vm.warp(START);
        }
    }
}
