// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./lib/Base.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {IRatingSource, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IRatingSource.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";
import {RatingHook} from "../src/RatingHook.sol";
import {RatingHookFactory} from "../src/RatingHookFactory.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";

/// @notice Claims to be the factory escrow at index 0 and answers getJob with a real factory
///         escrow's job, then reports a completion to the rating hook: an impostor.
contract Impostor {
    Escrow internal immutable real;

    constructor(Escrow real_) {
        real = real_;
    }

    function index() external pure returns (uint32) {
        return 0;
    }

    function getJob(uint256 jobId) external view returns (IEscrow.Job memory) {
        return real.getJob(jobId);
    }

    function jobWords(uint256 jobId) external view returns (uint256, uint256, address, uint256) {
        return real.jobWords(jobId);
    }

    /// Set when the hook, taking this contract for the factory escrow, writes a record here.
    bool public recorded;

    function recordRating(uint256, uint256, uint256, bool) external {
        recorded = true;
    }

    function report(RatingHook hook, uint256 jobId, bytes calldata data) external {
        hook.afterAction(jobId, 0xd75bbdf3, data); // complete(uint256,bytes32,bytes)
    }
}

/// @notice The factory path end to end (issue 18): a factory escrow's verdict goes to the ledger's
///         rating hook, which records it in the job's own words at the escrow (FactoryJobRecorded),
///         and the ledger pulls it by (escrow index, job id) from the escrow, with the replay
///         guard, the escrow's stop, and the refusals of the ledger's setRatingHook. Everything
///         through the real factory escrow.
contract RatingHookFactoryTest is Fixture {
    bytes4 internal constant COMPLETE = 0xd75bbdf3;
    bytes4 internal constant CLAIM_REFUND = 0xd2fd101b;
    bytes4 internal constant RESOLVE = bytes4(keccak256("resolveDispute(uint256,bool,bytes32,bytes)"));

    /// The hook's records, kept at escrow 0: the escrow index and job id, as the ledger names the job.
    function _terms(uint256 id) internal view returns (IRatingSource.RatingTerms memory) {
        return factoryTerms(ESCROW, id);
    }

    function _expectRevertOnSubmit(uint256 id, bytes memory err) internal {
        vm.prank(scorer);
        vm.expectRevert(err);
        ledger.submit(ESCROW, id);
    }

    function _notRecorded(uint256 id) internal pure returns (bytes memory) {
        return notRecorded(id);
    }

    function _assertNoHookLogs() internal {
        Vm.Log[] memory logs = vm.getRecordedLogs();
        for (uint256 i; i < logs.length; ++i) {
            assertTrue(logs[i].emitter != address(hook), "the hook emitted an event");
        }
    }

    // ================================================================ complete

    /// The rubric of the outcome word, recorded by the hook, rated by the ledger under the
    /// provider's address with weight min(budget, cap) and the client as payer; exactly once.
    function test_complete_recordsTheRubric_ledgerRatesItOnce() public {
        uint256 id = submittedJob(provider, 20 * U);
        uint256 word = Outcomes.word(false, false, true, true, 0);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHookFactory.FactoryJobRecorded(
            ESCROW, id, agentOf(provider), client, 20 * U, KIND_AUTO, 95, word, block.timestamp, true, COMPLETE
        );
        vm.prank(evaluator);
        escrow.complete(id, bytes32("ok"), abi.encode(word));

        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(escrow), id, client, 95, KIND_AUTO, CAP, E0, E0);
        rate(id);
        assertTrue(_terms(id).rated, "the hook's record is marked rated");
        assertTrue(ledger.isRated(ESCROW, id), "isRated");

        _expectRevertOnSubmit(id, abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, address(escrow), id));
        uint256[] memory keys = new uint256[](1);
        keys[0] = key(ESCROW, id);
        vm.expectEmit(true, true, false, true, address(ledger));
        emit ReputationLedger.RatingSkipped(address(escrow), id);
        vm.prank(scorer);
        assertEq(ledger.submitBatch(keys), 0, "a replay in a batch is skipped");
        (,, uint256 count,) = state(agentOf(provider));
        assertEq(count, 1, "one rating");
    }

    /// The client evaluating its own job rates it itself: kind buyer, its rating.
    function test_clientEvaluated_buyerRating() public {
        uint256 id = buyerRatedJob(provider, 4 * U, 60);
        IRatingSource.RatingTerms memory t = _terms(id);
        assertTrue(t.completed && t.rateable, "recorded, rateable");
        assertEq(t.kind, KIND_BUYER, "kind buyer");
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(escrow), id, client, 60, KIND_BUYER, 4 * U, E0, E0);
        rate(id);
    }

    // ================================================================ refunds and rejections

    /// Funded, never submitted, refunded after the expiry: "no output", 20, through the ledger.
    function test_refund_neverSubmitted_ratedNoOutput() public {
        uint256 id = fundedJob(escrow, client, provider, evaluator, 5 * U);
        uint256 at = START + EXPIRY; // the job's expiry
        vm.warp(at);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHookFactory.FactoryJobRecorded(
            ESCROW, id, agentOf(provider), client, 5 * U, KIND_AUTO, 20, (1 << 248) | 1, at, true,
            CLAIM_REFUND
        );
        escrow.claimRefund(id, "");
        assertEq(token.balanceOf(client), 5 * U, "refunded");
        uint256 e = at / EPOCH;
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(escrow), id, client, 20, KIND_AUTO, 5 * U, e, e);
        rate(id);
    }

    /// A refund claimed long after the expiry is rated when the provider failed, the expiry plus
    /// the grace hour (the escrow's verdict time), not when someone got round to claiming it.
    function test_refund_claimedLate_ratedAtTheExpiryPlusAnHour() public {
        uint256 id = fundedJob(escrow, client, provider, evaluator, 5 * U);
        uint256 at = START + EXPIRY + 1 hours; // the verdict's time, as the escrow keeps it
        vm.warp(START + EXPIRY + 3 * EPOCH);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHookFactory.FactoryJobRecorded(
            ESCROW, id, agentOf(provider), client, 5 * U, KIND_AUTO, 20, (1 << 248) | 1, at, true, CLAIM_REFUND
        );
        escrow.claimRefund(id, "");
        assertEq(_terms(id).completedAt, at, "completedAt capped at the expiry plus an hour");
        uint256 e = at / EPOCH;
        assertLt(e, block.timestamp / EPOCH, "an earlier epoch than the claim's");
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(escrow), id, client, 20, KIND_AUTO, 5 * U, e, e);
        rate(id);
    }

    /// A submitted job refunded after the grace period: the evaluator's silence, not recorded.
    function test_refund_ofASubmittedJob_notRecorded() public {
        uint256 id = submittedJob(provider, 5 * U);
        vm.warp(START + EXPIRY + escrow.EVALUATION_GRACE_PERIOD());
        vm.expectEmit(true, true, false, true, address(hook));
        emit RatingHookFactory.FactoryJobNotRecorded(ESCROW, id, RatingHookFactory.FactoryRefusal.Delivered);
        escrow.claimRefund(id, "");
        _expectRevertOnSubmit(id, _notRecorded(id));
    }

    /// reject records nothing: the hook is silent and the ledger finds no record.
    function test_reject_recordsNothing() public {
        uint256 id = submittedJob(provider, 5 * U);
        vm.recordLogs();
        vm.prank(evaluator);
        escrow.reject(id, bytes32("no"), "");
        _assertNoHookLogs();
        assertFalse(_terms(id).completed, "no record");
        _expectRevertOnSubmit(id, _notRecorded(id));
    }

    // ================================================================ disputes

    /// A resolution paying the provider with the arbiter's 40: kind dispute, the dispute rate moves.
    function test_resolveDispute_paying_ratesTheArbitersRating() public {
        rate(completedJob(provider, 6 * U));
        assertEq(ledger.disputeRateBps(agentOf(provider)), 0, "no disputes yet");
        uint256 id = submittedJob(provider, 6 * U);
        vm.prank(client);
        escrow.dispute(id, bytes32("late"));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHookFactory.FactoryJobRecorded(
            ESCROW, id, agentOf(provider), client, 6 * U, KIND_DISPUTE, 40, 40, block.timestamp, true, RESOLVE
        );
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, bytes32("partly"), abi.encode(uint256(40)));
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(escrow), id, client, 40, KIND_DISPUTE, 6 * U, E0, E0);
        rate(id);
        assertEq(ledger.disputeRateBps(agentOf(provider)), 5000, "half the weight disputed");
    }

    function test_resolveDispute_refunding_notRecorded() public {
        uint256 id = submittedJob(provider, 6 * U);
        vm.prank(client);
        escrow.dispute(id, bytes32("late"));
        vm.expectEmit(true, true, false, true, address(hook));
        emit RatingHookFactory.FactoryJobNotRecorded(ESCROW, id, RatingHookFactory.FactoryRefusal.RefundResolution);
        vm.prank(arbiter);
        escrow.resolveDispute(id, false, bytes32("refund"), abi.encode(uint256(40)));
        _expectRevertOnSubmit(id, _notRecorded(id));
    }

    /// A rating over 100 cannot be rated: recorded (the verdict happened) but not rateable.
    function test_resolveDispute_ratingOver100_recordedNotRateable() public {
        uint256 id = submittedJob(provider, 6 * U);
        vm.prank(client);
        escrow.dispute(id, bytes32("late"));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHookFactory.FactoryJobRecorded(
            ESCROW, id, agentOf(provider), client, 6 * U, KIND_DISPUTE, 0, 101, block.timestamp, false, RESOLVE
        );
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, bytes32("paid"), abi.encode(uint256(101)));
        _expectRevertOnSubmit(id, notRateable(id));
    }

    // ================================================================ who may record and consume

    /// A contract answering index() = 0 that is not the CREATE2 escrow at index 0 records nothing,
    /// even when its getJob and jobWords answer with a real completed job: the hook neither writes
    /// a record to it nor announces one (a FactoryJobRecorded the settler would follow). Escrow 0's
    /// own words it could not touch anyway: only escrow 0 takes a record, during its own verdict.
    function test_impostorClaimingIndex0_recordsNothing() public {
        Escrow other = newEscrow(0);
        uint256 id = completedJob(other, provider, 5 * U, Outcomes.shippedClean()); // job 1 of escrow 1
        Impostor imp = new Impostor(other);
        vm.recordLogs();
        imp.report(hook, id, abi.encode(evaluator, bytes32("ok"), Outcomes.shippedClean()));
        _assertNoHookLogs();
        assertFalse(imp.recorded(), "the hook wrote a record to the impostor");
        rateOn(1, id); // the real escrow's job is rated where it lives
    }

    function test_consumeRating_notTheLedger() public {
        uint256 id = completedJob(provider, U);
        vm.prank(scorer);
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.consumeRating(id);
        assertFalse(_terms(id).rated, "not marked");
    }

    /// The hook writes a factory job's record only while the escrow tells it of that job's
    /// verdict: neither the hook's address nor anyone else can write one afterwards.
    function test_recordRating_onlyDuringTheVerdict() public {
        uint256 id = completedJob(provider, U);
        IRatingSource.RatingTerms memory before = _terms(id);
        vm.prank(address(hook));
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.recordRating(id, 0, 0, true);
        vm.prank(client);
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.recordRating(id, 0, 0, true);
        assertEq(_terms(id).rating, before.rating, "record unchanged");
    }

    /// The ledger's stop holds a factory escrow's ratings back; after the resume they rate.
    function test_stoppedEscrow_heldBack_thenRates() public {
        uint256 id = completedJob(provider, U);
        vm.prank(admin);
        ledger.setEscrowStopped(ESCROW, true);
        _expectRevertOnSubmit(id, abi.encodeWithSelector(LedgerRegistry.EscrowIsStopped.selector, 0));
        assertFalse(_terms(id).rated, "not consumed while stopped");
        vm.prank(admin);
        ledger.setEscrowStopped(ESCROW, false);
        rate(id);
        assertTrue(ledger.isRated(ESCROW, id), "rated after the resume");
    }

    // ================================================================ setRatingHook

    function test_setRatingHook_refusals() public {
        ReputationLedger l2 = new ReputationLedger(admin, scorer, address(token), address(registry), EPOCH, CAP);
        RatingHook h2 = new RatingHook(address(l2));
        vm.startPrank(admin);
        vm.expectRevert(LedgerRegistry.RatingHookNotSet.selector);
        l2.createEscrow(operator, arbiter, treasury, 0);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.ZeroAddress.selector, "hook"));
        l2.setRatingHook(address(0));
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.SourceHasNoCode.selector, address(0xC0DE)));
        l2.setRatingHook(address(0xC0DE));
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotThisLedgersHook.selector, address(hook)));
        l2.setRatingHook(address(hook)); // the first ledger's hook
        vm.stopPrank();
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotAdmin.selector, scorer));
        l2.setRatingHook(address(h2));
        vm.startPrank(admin);
        l2.setRatingHook(address(h2));
        assertEq(l2.ratingHook(), address(h2), "set");
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.RatingHookAlreadySet.selector, address(h2)));
        l2.setRatingHook(address(h2));
        (, address e) = l2.createEscrow(operator, arbiter, treasury, 0);
        vm.stopPrank();
        assertEq(Escrow(e).ratingHook(), address(h2), "the escrow calls the ledger's hook");
    }

    // ================================================================ agent ids and funding

    /// The id is bound at fund: moving it to someone else afterwards does not move the rating.
    function test_agentIdJob_ratedUnderTheId_evenIfTransferredAfterFund() public {
        uint256 agentId = 77;
        address provider_ = address(0xB0B7); // an id owner: its address is never the agent
        registry.register(provider_, agentId);
        vm.prank(client);
        uint256 id = escrow.createJob(provider_, evaluator, expiry(), "step", address(0), agentId, "");
        fund(escrow, client, id, 5 * U);
        vm.prank(provider_);
        registry.transferFrom(provider_, address(0xD15), agentId);
        vm.prank(provider_);
        escrow.submit(id, keccak256("deliverable"), "");
        vm.prank(evaluator);
        escrow.complete(id, bytes32("ok"), Outcomes.shippedClean());
        assertEq(_terms(id).agentId, agentId, "recorded under the id");
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentId, address(escrow), id, client, 95, KIND_AUTO, 5 * U, E0, E0);
        rate(id);
    }

    /// A provider rated under its own address below 2^96 (where ids live) is refused.
    function test_providerAddressInIdRange_notRecorded() public {
        uint256 id = submittedJob(escrow, client, address(0xB0B), evaluator, U);
        vm.expectEmit(true, true, false, true, address(hook));
        emit RatingHookFactory.FactoryJobNotRecorded(ESCROW, id, RatingHookFactory.FactoryRefusal.AddressInIdRange);
        vm.prank(evaluator);
        escrow.complete(id, bytes32("ok"), "");
        _expectRevertOnSubmit(id, _notRecorded(id));
    }

    /// fund needs an hour before the expiry: the provider's time to deliver.
    function test_fund_withinAnHourOfExpiry_fundingTooLate() public {
        uint256 t0 = START; // explicit times: via-IR may reuse a block.timestamp read before a warp
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, uint48(t0 + 2 hours), "", address(0), 0, "");
        vm.prank(provider);
        escrow.setBudget(id, address(token), U, "");
        token.mint(client, U);
        vm.prank(client);
        token.approve(address(escrow), U);
        vm.warp(t0 + 1 hours + 1);
        vm.prank(client);
        vm.expectRevert(IEscrow.FundingTooLate.selector);
        escrow.fund(id, address(token), U, "");
        vm.warp(t0 + 1 hours); // exactly an hour before the expiry: still in time
        vm.prank(client);
        escrow.fund(id, address(token), U, "");
        assertEq(uint8(escrow.getJob(id).status), uint8(IEscrow.JobStatus.Funded), "funded");
    }
}
