// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {HookFixture} from "./lib/HookFixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {IRatingSource} from "../src/IRatingSource.sol";
import {RatingHook} from "../src/RatingHook.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {TestToken} from "../src/TestToken.sol";
import {ForeignEscrow} from "./mocks/ForeignEscrow.sol";
import {RecordingHook} from "./mocks/RecordingHook.sol";

/// @notice Everything the rating hook refuses, and that no refusal blocks the foreign escrow's
///         completion: the provider is paid in every case, only the rating is withheld.
contract RatingHookRefusalsTest is HookFixture {
    uint256 internal constant AGENT_ID = 8004;

    /// Completes `t` with `optParams` expecting JobNotRecorded(reason) and no record.
    function _refused(Terms memory t, bytes memory optParams, RatingHook.Reason reason) internal returns (uint256 jobId) {
        jobId = foreignSubmitted(foreign, t);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, reason);
        vm.prank(t.evaluator);
        foreign.complete(jobId, bytes32("ok"), optParams);
        assertEq(uint8(foreign.getJob(jobId).status), uint8(ForeignEscrow.JobStatus.Completed), "completed anyway");
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "no record");
    }

    // ------------------------------------------------------------ who may feed the hook

    function test_unregisteredEscrow_isIgnored() public {
        ForeignEscrow stranger = new ForeignEscrow();
        uint256 jobId = foreignSubmitted(stranger, terms(provider, U));
        vm.recordLogs();
        vm.prank(evaluator);
        stranger.complete(jobId, bytes32("ok"), Outcomes.shippedClean());
        assertEq(token.balanceOf(provider), U, "paid");
        assertNoHookLogs();
        (uint32 o,) = hook.escrowState(address(stranger));
        assertEq(o, 0, "not registered");
        // Its job id under the registered escrow's ordinal holds nothing either.
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "nothing recorded");
    }

    function test_stoppedEscrow_recordsNothingMore_keepsWhatItRecorded() public {
        uint256 before = foreignCompleted(terms(provider, U), Outcomes.shippedClean());
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.EscrowStopped(ordinal, address(foreign), true);
        vm.prank(admin);
        hook.setEscrowStopped(address(foreign), true);
        (, bool stopped) = hook.escrowState(address(foreign));
        assertTrue(stopped, "stopped");
        uint256 during = _refused(terms(provider, U), Outcomes.shippedClean(), RatingHook.Reason.EscrowStopped);
        assertEq(rateBatch(one(ledgerKey(before))), 1, "a record made before the stop stays rateable");

        vm.prank(admin);
        hook.setEscrowStopped(address(foreign), false);
        uint256 afterResume = foreignCompleted(terms(provider, U), Outcomes.shippedClean());
        assertTrue(hook.ratingTerms(hookKey(foreign, afterResume)).rateable, "recorded again after the resume");
        assertEq(hook.ratingTerms(hookKey(foreign, during)).completed, false, "completed while stopped: never recorded");
    }

    function test_jobNamingAnotherHook_isRefused() public {
        RecordingHook other = new RecordingHook();
        Terms memory t = terms(provider, U);
        t.hook = address(other);
        uint256 jobId = foreignCompleted(t, Outcomes.shippedClean());
        // The escrow calls the job's own hook, not ours; a registered escrow that calls us for
        // it anyway is refused from the job's record.
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.OtherHook);
        vm.prank(address(foreign));
        hook.afterAction(jobId, COMPLETE, completeData(evaluator, Outcomes.shippedClean()));
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "no record");
    }

    // ------------------------------------------------------------ what the job must be

    function test_otherToken_isRefused() public {
        TestToken other = new TestToken();
        other.mint(client, U);
        Terms memory t = terms(provider, U);
        t.token = address(other);
        _refused(t, Outcomes.shippedClean(), RatingHook.Reason.OtherToken);
        assertEq(other.balanceOf(provider), U, "paid in the other token");
    }

    function test_dust_isRefused_theMinimumIsRecorded() public {
        assertEq(hook.minBudget(), U / 100, "a hundredth of a unit");
        _refused(terms(provider, U / 100 - 1), Outcomes.shippedClean(), RatingHook.Reason.Dust);
        _refused(terms(provider, 0), Outcomes.shippedClean(), RatingHook.Reason.Dust);
        uint256 jobId = foreignCompleted(terms(provider, U / 100), Outcomes.shippedClean());
        assertTrue(hook.ratingTerms(hookKey(foreign, jobId)).rateable, "the minimum is rateable");
    }

    function test_selfDealing_isRefused() public {
        Terms memory t = terms(client, U); // the provider is the client
        _refused(t, Outcomes.shippedClean(), RatingHook.Reason.SelfDealing);
        t = terms(evaluator, U); // the provider is the evaluator
        _refused(t, Outcomes.shippedClean(), RatingHook.Reason.SelfDealing);
    }

    /// Funds `t` expecting JobNotRecorded(reason) from the fund; its completion then finds no
    /// binding (NotBoundAtFund) and records nothing, though the provider is paid.
    function _refusedAtFund(Terms memory t, RatingHook.Reason reason) internal returns (uint256 jobId) {
        jobId = foreignOpen(foreign, t);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, reason);
        fundOpen(foreign, t, jobId);
        (bool bound,,) = hook.bindingOf(hookKey(foreign, jobId));
        assertFalse(bound, "not bound");
        vm.prank(t.provider);
        foreign.submit(jobId, keccak256("deliverable"), "");
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.NotBoundAtFund);
        vm.prank(t.evaluator);
        foreign.complete(jobId, bytes32("ok"), Outcomes.shippedClean());
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "no record");
    }

    function test_agentIdNotTheProviders_isRefusedAtFund() public {
        registry.register(address(0xD15), AGENT_ID); // someone else's id
        Terms memory t = terms(provider, U);
        t.agentId = AGENT_ID;
        _refusedAtFund(t, RatingHook.Reason.AgentNotProvider);
        t.agentId = AGENT_ID + 1; // never minted: ownerOf reverts
        _refusedAtFund(t, RatingHook.Reason.AgentNotProvider);
    }

    /// Ids live in [1, 2^96): an id the provider owns at 2^96 or more is refused, the last one
    /// below is bound.
    function test_agentIdOf2pow96OrMore_isRefusedAtFund() public {
        uint256 limit = uint256(1) << 96;
        assertEq(hook.AGENT_ID_LIMIT(), limit, "the limit");
        registry.register(provider, limit);
        registry.register(provider, limit - 1);
        registry.register(provider, uint256(uint160(provider))); // an id equal to the provider's own address
        Terms memory t = terms(provider, U);
        t.agentId = limit;
        _refusedAtFund(t, RatingHook.Reason.AgentIdTooLarge);
        t.agentId = uint256(uint160(provider));
        _refusedAtFund(t, RatingHook.Reason.AgentIdTooLarge);
        t.agentId = limit - 1;
        uint256 jobId = foreignCompleted(t, Outcomes.shippedClean());
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).agentId, limit - 1, "the last id below the limit");
    }

    /// A provider rated under its own address needs an address of 2^96 or more: below, it would
    /// share the record of the ERC-8004 id of the same number.
    function test_providerAddressInIdRange_isRefusedAtFund() public {
        address low = address(uint160((uint256(1) << 96) - 1));
        _refusedAtFund(terms(low, U), RatingHook.Reason.AddressInIdRange);
        _refusedAtFund(terms(address(0xB0B), U), RatingHook.Reason.AddressInIdRange);
        address atLimit = address(uint160(uint256(1) << 96));
        uint256 jobId = foreignCompleted(terms(atLimit, U), Outcomes.shippedClean());
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).agentId, uint256(1) << 96, "2^96 is an address");
        // The same low provider under an ERC-8004 id it owns is rated under the id.
        registry.register(low, AGENT_ID);
        Terms memory t = terms(low, U);
        t.agentId = AGENT_ID;
        jobId = foreignCompleted(t, Outcomes.shippedClean());
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).agentId, AGENT_ID, "under its id");
    }

    function test_agentIds_withoutAnIdentityRegistry_areRefusedAtFund() public {
        ReputationLedger bare = new ReputationLedger(admin, scorer, address(token), address(0), EPOCH, CAP);
        RatingHook bareHook = new RatingHook(address(bare));
        ForeignEscrow e = new ForeignEscrow();
        vm.prank(admin);
        bareHook.registerEscrow(address(e));
        Terms memory t = terms(provider, U);
        (t.agentId, t.hook) = (AGENT_ID, address(bareHook));
        uint256 jobId = foreignOpen(e, t);
        vm.expectEmit(true, true, true, true, address(bareHook));
        emit RatingHook.JobNotRecorded(address(e), jobId, RatingHook.Reason.AgentIdsDisabled);
        fundOpen(e, t, jobId);
        vm.prank(provider);
        e.submit(jobId, keccak256("deliverable"), "");
        vm.expectEmit(true, true, true, true, address(bareHook));
        emit RatingHook.JobNotRecorded(address(e), jobId, RatingHook.Reason.NotBoundAtFund);
        vm.prank(evaluator);
        e.complete(jobId, bytes32("ok"), "");
    }

    // ------------------------------------------------------------ outcome words

    /// A tagged word the rubric refuses does not block the completion: the job is recorded as not
    /// rateable, and the ledger can never rate it.
    function test_badWord_doesNotBlockCompletion_recordedNotRateable() public {
        uint256 bad = (uint256(1) << 248) | (1 << 5); // an unknown bit
        uint256 jobId = foreignSubmitted(foreign, terms(provider, U));
        uint256 k = hookKey(foreign, jobId);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobRecorded(
            k, address(foreign), agentOf(provider), jobId, client, provider, U, 0, 0, bad, START, false, COMPLETE
        );
        vm.prank(evaluator);
        foreign.complete(jobId, bytes32("ok"), abi.encode(bad));
        assertEq(token.balanceOf(provider), U, "paid");
        IRatingSource.RatingTerms memory t = hook.ratingTerms(k);
        assertTrue(t.completed && !t.rateable && !t.rated, "recorded, not rateable");

        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(RatingHook.NotRateable.selector, k));
        ledger.submit(hookIndex, k);
        uint256[] memory keys = one(ledgerKey(jobId));
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(RatingHook.NotRateable.selector, k));
        ledger.submitBatch(keys);
    }

    function test_otherBadWords_areNotRateable() public {
        bytes[3] memory words = [
            abi.encode((uint256(1) << 248) | (2 << 8)), // violations without a critic run
            abi.encode((uint256(1) << 248) | (1 << 16) | (101 << 24)), // a buyer rating above 100
            Outcomes.buyer(90) // a buyer rating from a third-party evaluator
        ];
        for (uint256 i; i < words.length; ++i) {
            uint256 jobId = foreignCompleted(terms(provider, U), words[i]);
            IRatingSource.RatingTerms memory t = hook.ratingTerms(hookKey(foreign, jobId));
            assertTrue(t.completed && !t.rateable, "recorded, not rateable");
        }
    }

    // ------------------------------------------------------------ the ledger alone consumes

    function test_consumeRating_isTheLedgersAlone() public {
        uint256 jobId = foreignCompleted(terms(provider, U), Outcomes.shippedClean());
        uint256 k = hookKey(foreign, jobId);
        address[4] memory callers = [address(this), admin, scorer, address(foreign)];
        for (uint256 i; i < callers.length; ++i) {
            vm.prank(callers[i]);
            vm.expectRevert(abi.encodeWithSelector(RatingHook.NotLedger.selector, callers[i]));
            hook.consumeRating(k);
        }
        assertEq(hook.ratingTerms(k).rated, false, "unrated");
    }

    function test_consumeRating_refusesAKeyNeverRecorded() public {
        uint256 k = hookKey(foreign, 77);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(RatingHook.NotRecorded.selector, k));
        ledger.submit(hookIndex, k);
    }

    /// The ledger's stop of the hook's index holds back every hook rating; a resume rates them.
    function test_ledgerStopsTheHook_heldBackUntilResumed() public {
        uint256 jobId = foreignCompleted(terms(provider, U), Outcomes.shippedClean());
        vm.prank(admin);
        ledger.setEscrowStopped(hookIndex, true);
        uint256[] memory keys = one(ledgerKey(jobId));
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.EscrowIsStopped.selector, uint256(hookIndex)));
        ledger.submitBatch(keys);
        vm.prank(admin);
        ledger.setEscrowStopped(hookIndex, false);
        assertEq(rateBatch(one(ledgerKey(jobId))), 1, "rated after the resume");
    }
}
