// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Escrow} from "../src/Escrow.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {TestToken} from "../src/TestToken.sol";
import {IJobSettlements, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IJobSettlements.sol";

/// @notice The two storage cheatcodes Base.sol does not declare (same cheatcode address).
interface VmStorage {
    function load(address target, bytes32 slot) external view returns (bytes32);
    function store(address target, bytes32 slot, bytes32 value) external;
}

/// @notice Unit tests of every external function and every revert path of ReputationLedger
///         (SPEC §2, §3, §7). Each rejection is asserted with its exact custom error and arguments.
/// @dev Arguments of a submit are always computed before `vm.prank` / `vm.expectRevert`, because an
///      external call in an argument (escrow.ratingTerms, ledger.weightCap) would consume the cheatcode.
contract LedgerTest is Fixture {
    address internal provider2 = address(0xB0B2);
    address internal stranger = address(0xBAD);
    address internal newAdmin = address(0xAD2);
    address internal newScorer = address(0x5C1);
    uint256 internal constant AGENT_ID = 8004;
    uint256 internal constant E0 = START / EPOCH; // the epoch the fixture starts in (1000)

    TestToken internal otherToken;
    VmStorage internal constant vmStorage = VmStorage(address(uint160(uint256(keccak256("hevm cheat code")))));

    function setUp() public override {
        super.setUp();
        otherToken = new TestToken();
    }

    // ================================================================ constructor

    function test_constructor_setsParametersAndRoles() public view {
        assertEq(ledger.admin(), admin, "admin");
        assertEq(ledger.scorer(), scorer, "scorer");
        assertEq(ledger.pendingAdmin(), address(0), "pendingAdmin");
        assertEq(address(ledger.escrow()), address(escrow), "escrow");
        assertEq(ledger.asset(), address(token), "asset");
        assertEq(ledger.epochLength(), EPOCH, "epochLength");
        assertEq(ledger.weightCap(), CAP, "weightCap");
    }

    function test_constructor_emitsRoleEvents() public {
        vm.expectEmit(true, true, false, true);
        emit ReputationLedger.AdminTransferred(address(0), admin);
        vm.expectEmit(true, true, false, true);
        emit ReputationLedger.ScorerChanged(address(0), scorer);
        new ReputationLedger(admin, scorer, escrow, address(token), EPOCH, CAP);
    }

    function test_constructor_revertsOnZeroAdmin() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.ZeroAddress.selector, "admin"));
        new ReputationLedger(address(0), scorer, escrow, address(token), EPOCH, CAP);
    }

    function test_constructor_revertsOnZeroScorer() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.ZeroAddress.selector, "scorer"));
        new ReputationLedger(admin, address(0), escrow, address(token), EPOCH, CAP);
    }

    function test_constructor_revertsOnZeroEscrow() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.ZeroAddress.selector, "escrow"));
        new ReputationLedger(admin, scorer, IJobSettlements(address(0)), address(token), EPOCH, CAP);
    }

    function test_constructor_revertsOnZeroAsset() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.ZeroAddress.selector, "asset"));
        new ReputationLedger(admin, scorer, escrow, address(0), EPOCH, CAP);
    }

    function test_constructor_revertsOnZeroEpochLength() public {
        vm.expectRevert(ReputationLedger.InvalidEpochLength.selector);
        new ReputationLedger(admin, scorer, escrow, address(token), 0, CAP);
    }

    function test_constructor_revertsOnZeroWeightCap() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.InvalidWeightCap.selector, 0));
        new ReputationLedger(admin, scorer, escrow, address(token), EPOCH, 0);
    }

    function test_constructor_revertsOnWeightCapAboveUint64() public {
        uint256 tooBig = uint256(type(uint64).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.InvalidWeightCap.selector, tooBig));
        new ReputationLedger(admin, scorer, escrow, address(token), EPOCH, tooBig);
    }

    function testFuzz_constructor_revertsOnAnyWeightCapAboveUint64(uint256 cap) public {
        cap = bound(cap, uint256(type(uint64).max) + 1, type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.InvalidWeightCap.selector, cap));
        new ReputationLedger(admin, scorer, escrow, address(token), EPOCH, cap);
    }

    /// The bounds themselves are valid: cap = 1 and cap = 2^64 − 1, epoch length 1.
    function test_constructor_acceptsBoundaryParameters() public {
        ReputationLedger a = new ReputationLedger(admin, scorer, escrow, address(token), 1, 1);
        assertEq(a.weightCap(), 1, "cap 1");
        assertEq(a.epochLength(), 1, "epoch length 1");
        ReputationLedger b = new ReputationLedger(admin, scorer, escrow, address(token), EPOCH, type(uint64).max);
        assertEq(b.weightCap(), type(uint64).max, "cap uint64 max");
    }

    // ================================================================ submit: happy paths

    function test_submit_autoRating_updatesStateAndMarksRated() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        assertFalse(ledger.isRated(agent, jobId), "rated before submit");

        rate(jobId, 95, 5 * U, KIND_AUTO);

        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agent);
        assertEq(sumW, 5 * U * 9500, "sumW = w * bps");
        assertEq(w, 5 * U, "weight");
        assertEq(count, 1, "count");
        assertEq(d, 0, "auto is not disputed");
        assertTrue(ledger.isRated(agent, jobId), "rated after submit");
        assertEq(ledger.lastEpochOf(agent), E0, "lastEpoch");
    }

    function test_submit_emitsRatedWithAllFields() public {
        vm.warp(START + 3 * EPOCH + 17);
        uint256 jobId = completedJob(provider, 20 * U);
        uint256 agent = agentOf(provider);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agent, jobId, client, 77, KIND_AUTO, 9 * U, E0 + 3);
        rate(jobId, 77, 9 * U, KIND_AUTO);
    }

    function test_submit_buyerRating_withTheExplicitRating() public {
        uint256 jobId = _buyerRatedJob(provider, 4 * U, 80);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), jobId, client, 80, KIND_BUYER, 4 * U, E0);
        rate(jobId, 80, 4 * U, KIND_BUYER);
        (uint256 sumW, uint256 w,, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 4 * U * 8000, "sumW");
        assertEq(w, 4 * U, "weight");
        assertEq(d, 0, "buyer is not disputed");
    }

    function test_submit_disputeRating_countsIntoDisputed() public {
        uint256 jobId = disputedJob(provider, 6 * U, 30);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), jobId, client, 30, KIND_DISPUTE, 6 * U, E0);
        rate(jobId, 30, 6 * U, KIND_DISPUTE);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 6 * U * 3000, "sumW");
        assertEq(w, 6 * U, "weight");
        assertEq(count, 1, "count");
        assertEq(d, 6 * U, "disputed");
    }

    /// Auto ratings are not checked against an explicit rating: any 0..100 is accepted.
    function test_submit_autoRating_acceptsBothEnds() public {
        uint256 a = completedJob(provider, 1 * U);
        uint256 b = completedJob(provider, 1 * U);
        rate(a, 0, 1 * U, KIND_AUTO);
        rate(b, 100, 1 * U, KIND_AUTO);
        (uint256 sumW, uint256 w,,) = ledger.repState(agentOf(provider));
        assertEq(sumW, 1 * U * 10000, "0 + 10000 bps, each with weight 1 unit");
        assertEq(w, 2 * U, "weight");
    }

    /// Weight at its three bounds: 1 base unit, exactly the cap, exactly the settled amount.
    function test_submit_weightBoundsAccepted() public {
        uint256 one = completedJob(provider, 50 * U);
        uint256 atCap = completedJob(provider, 50 * U);
        uint256 atSettled = completedJob(provider, 3 * U);
        rate(one, 50, 1, KIND_AUTO);
        rate(atCap, 50, CAP, KIND_AUTO);
        rate(atSettled, 50, 3 * U, KIND_AUTO);
        (, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        assertEq(w, 1 + CAP + 3 * U, "weight");
        assertEq(count, 3, "count");
    }

    // ================================================================ submit: ERC-8004 agent ids

    function test_submit_agentIdJob_ratedUnderAgentIdNotProvider() public {
        uint256 jobId = _agentIdJob(5 * U);
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(jobId);
        assertEq(t.agentId, AGENT_ID, "escrow pays the agent id");

        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(AGENT_ID, jobId, client, 90, KIND_AUTO, 5 * U, E0);
        vm.prank(scorer);
        ledger.submit(AGENT_ID, jobId, 90, 5 * U, client, KIND_AUTO);

        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(AGENT_ID);
        assertEq(sumW, 5 * U * 9000, "agent id sumW");
        assertEq(w, 5 * U, "agent id weight");
        assertEq(count, 1, "agent id count");
        (sumW, w, count,) = ledger.repState(agentOf(provider));
        assertEq(sumW + w + count, 0, "provider address got nothing");
        assertTrue(ledger.isRated(AGENT_ID, jobId), "rated under agent id");
        assertFalse(ledger.isRated(agentOf(provider), jobId), "not rated under provider address");
        assertEq(ledger.lastEpochOf(agentOf(provider)), 0, "provider address lastEpoch");
    }

    function test_submit_agentIdJob_revertsUnderProviderAddress() public {
        uint256 jobId = _agentIdJob(5 * U);
        uint256 wrong = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WrongAgent.selector, jobId, wrong, AGENT_ID));
        vm.prank(scorer);
        ledger.submit(wrong, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    // ================================================================ submit: rejections

    function test_submit_revertsForNonScorer() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, stranger));
        vm.prank(stranger);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
        // Not even the admin may rate.
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, admin));
        vm.prank(admin);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    function testFuzz_submit_revertsForAnyNonScorer(address caller) public {
        vm.assume(caller != scorer);
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, caller));
        vm.prank(caller);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
    }

    function test_submit_revertsWhenAlreadyRated() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        rate(jobId, 90, 5 * U, KIND_AUTO);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, agent, jobId));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 5 * U, client, KIND_AUTO);
        // Still rejected epochs later, and with different fields.
        vm.warp(START + 10 * EPOCH);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, agent, jobId));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 10, 1, client, KIND_AUTO);
        (,, uint256 count,) = ledger.repState(agent);
        assertEq(count, 1, "count after rejected replays");
    }

    function test_submit_revertsOnRatingAbove100() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingOutOfRange.selector, uint8(101)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 101, 5 * U, client, KIND_AUTO);
    }

    function testFuzz_submit_revertsOnAnyRatingAbove100(uint8 rating) public {
        rating = uint8(bound(rating, 101, 255));
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingOutOfRange.selector, rating));
        vm.prank(scorer);
        ledger.submit(agent, jobId, rating, 5 * U, client, KIND_AUTO);
    }

    function test_submit_revertsOnUnknownKind() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.UnknownKind.selector, uint8(3)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 5 * U, client, 3);
    }

    function testFuzz_submit_revertsOnAnyUnknownKind(uint8 kind) public {
        kind = uint8(bound(kind, 3, 255));
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.UnknownKind.selector, kind));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 5 * U, client, kind);
    }

    function test_submit_revertsOnZeroWeight() public {
        uint256 jobId = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(ReputationLedger.ZeroWeight.selector);
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 0, client, KIND_AUTO);
    }

    function test_submit_revertsOnWeightAboveCap() public {
        uint256 jobId = completedJob(provider, 20 * U); // settled amount is not the limit here
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WeightAboveCap.selector, CAP + 1, CAP));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, CAP + 1, client, KIND_AUTO);
    }

    function test_submit_revertsOnWeightAboveSettled() public {
        uint256 jobId = completedJob(provider, 3 * U);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WeightAboveSettled.selector, 3 * U + 1, 3 * U));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, 3 * U + 1, client, KIND_AUTO);
    }

    function testFuzz_submit_revertsOnWeightAboveSettled(uint256 budget, uint256 weight) public {
        budget = bound(budget, 1, CAP - 1);
        weight = bound(weight, budget + 1, CAP);
        uint256 jobId = completedJob(provider, budget);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WeightAboveSettled.selector, weight, budget));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 90, weight, client, KIND_AUTO);
    }

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
        uint256 jobId = _buyerRatedJob(provider, 5 * U, 80);
        _expectWrongKind(jobId, 80, KIND_AUTO, KIND_BUYER);
    }

    function test_submit_revertsOnBuyerForAutoJob() public {
        uint256 jobId = completedJob(provider, 5 * U);
        _expectWrongKind(jobId, 0, KIND_BUYER, KIND_AUTO);
    }

    function test_submit_revertsOnDisputeForNonDisputedJob() public {
        uint256 jobId = completedJob(provider, 5 * U);
        _expectWrongKind(jobId, 0, KIND_DISPUTE, KIND_AUTO);
        uint256 buyerJob = _buyerRatedJob(provider, 5 * U, 80);
        _expectWrongKind(buyerJob, 80, KIND_DISPUTE, KIND_BUYER);
    }

    function test_submit_revertsOnAutoForDisputedJob() public {
        uint256 jobId = disputedJob(provider, 5 * U, 30);
        _expectWrongKind(jobId, 30, KIND_AUTO, KIND_DISPUTE);
    }

    function test_submit_revertsOnBuyerRatingMismatch() public {
        uint256 jobId = _buyerRatedJob(provider, 5 * U, 80);
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
        uint256 jobId = _buyerRatedJob(provider, 5 * U, 80);
        uint256 agent = agentOf(provider);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingMismatch.selector, jobId, uint8(95), uint8(80)));
        vm.prank(scorer);
        ledger.submit(agent, jobId, 95, 5 * U, client, KIND_BUYER);
        assertFalse(ledger.isRated(agent, jobId), "not rated after a rejected submit");
        rate(jobId, 80, 5 * U, KIND_BUYER);
        assertTrue(ledger.isRated(agent, jobId), "rated by the correct submit");
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

    // ================================================================ submitBatch

    function test_submitBatch_appliesAllValidItems() public {
        uint256 a1 = completedJob(provider, 5 * U);
        uint256 a2 = disputedJob(provider, 4 * U, 30);
        uint256 b1 = _buyerRatedJob(provider2, 20 * U, 60);
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](3);
        items[0] = _item(a1, 95, 5 * U, KIND_AUTO);
        items[1] = _item(a2, 30, 4 * U, KIND_DISPUTE);
        items[2] = _item(b1, 60, CAP, KIND_BUYER);

        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), a1, client, 95, KIND_AUTO, 5 * U, E0);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), a2, client, 30, KIND_DISPUTE, 4 * U, E0);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider2), b1, client, 60, KIND_BUYER, CAP, E0);
        vm.prank(scorer);
        uint256 applied = ledger.submitBatch(items);

        assertEq(applied, 3, "applied");
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 5 * U * 9500 + 4 * U * 3000, "provider sumW");
        assertEq(w, 9 * U, "provider weight");
        assertEq(count, 2, "provider count");
        assertEq(d, 4 * U, "provider disputed");
        (sumW, w, count, d) = ledger.repState(agentOf(provider2));
        assertEq(sumW, CAP * 6000, "provider2 sumW");
        assertEq(w, CAP, "provider2 weight");
        assertEq(count, 1, "provider2 count");
        assertEq(d, 0, "provider2 disputed");
        assertTrue(ledger.isRated(agentOf(provider), a1), "a1 rated");
        assertTrue(ledger.isRated(agentOf(provider), a2), "a2 rated");
        assertTrue(ledger.isRated(agentOf(provider2), b1), "b1 rated");
    }

    /// Already-rated items, from an earlier submit or earlier in the same batch, are skipped.
    function test_submitBatch_skipsAlreadyRatedAndInBatchDuplicates() public {
        uint256 a1 = completedJob(provider, 5 * U);
        uint256 a2 = completedJob(provider, 5 * U);
        uint256 b1 = completedJob(provider2, 5 * U);
        rate(a1, 95, 5 * U, KIND_AUTO);

        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](4);
        items[0] = _item(a1, 95, 5 * U, KIND_AUTO); // rated before
        items[1] = _item(a2, 70, 2 * U, KIND_AUTO);
        items[2] = _item(a2, 70, 2 * U, KIND_AUTO); // duplicate inside this batch
        items[3] = _item(b1, 50, 3 * U, KIND_AUTO);

        vm.expectEmit(true, true, false, true, address(ledger));
        emit ReputationLedger.RatingSkipped(agentOf(provider), a1);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), a2, client, 70, KIND_AUTO, 2 * U, E0);
        vm.expectEmit(true, true, false, true, address(ledger));
        emit ReputationLedger.RatingSkipped(agentOf(provider), a2);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider2), b1, client, 50, KIND_AUTO, 3 * U, E0);
        vm.prank(scorer);
        uint256 applied = ledger.submitBatch(items);

        assertEq(applied, 2, "applied");
        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        assertEq(sumW, 5 * U * 9500 + 2 * U * 7000, "provider sumW counts a2 once");
        assertEq(w, 7 * U, "provider weight");
        assertEq(count, 2, "provider count");
        (sumW, w, count,) = ledger.repState(agentOf(provider2));
        assertEq(sumW, 3 * U * 5000, "provider2 sumW");
        assertEq(count, 1, "provider2 count");
    }

    /// Replaying a whole batch after a crash is harmless: nothing applied, nothing changes.
    function test_submitBatch_replayedBatchAppliesNothing() public {
        uint256 a1 = completedJob(provider, 5 * U);
        uint256 a2 = completedJob(provider, 5 * U);
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](2);
        items[0] = _item(a1, 95, 5 * U, KIND_AUTO);
        items[1] = _item(a2, 40, 5 * U, KIND_AUTO);
        vm.prank(scorer);
        assertEq(ledger.submitBatch(items), 2, "first run");
        (uint256 s0, uint256 w0, uint256 c0,) = ledger.repState(agentOf(provider));

        vm.warp(START + 5 * EPOCH); // replayed later: the stored lastEpoch must not move either
        vm.prank(scorer);
        assertEq(ledger.submitBatch(items), 0, "replay");
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0, "lastEpoch unchanged by a replay");
        vm.warp(START);
        (uint256 s1, uint256 w1, uint256 c1,) = ledger.repState(agentOf(provider));
        assertEq(s1, s0, "sumW");
        assertEq(w1, w0, "weight");
        assertEq(c1, c0, "count");
    }

    /// An already-rated item is skipped even if the replay carries a different weight or rating:
    /// the first rating of (agent, job) stands.
    function test_submitBatch_replayWithDifferentFieldsIsSkipped() public {
        uint256 a1 = completedJob(provider, 5 * U);
        rate(a1, 95, 5 * U, KIND_AUTO);
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](1);
        items[0] = _item(a1, 10, 1 * U, KIND_AUTO);
        vm.prank(scorer);
        assertEq(ledger.submitBatch(items), 0, "applied");
        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        assertEq(sumW, 5 * U * 9500, "sumW of the first rating");
        assertEq(w, 5 * U, "weight of the first rating");
        assertEq(count, 1, "count");
    }

    /// One invalid item reverts the whole batch with its own error; nothing of it is kept.
    function test_submitBatch_oneInvalidItemRevertsEverything() public {
        uint256 a1 = completedJob(provider, 5 * U);
        uint256 b1 = completedJob(provider2, 5 * U);
        uint256 open = submittedJob(client, provider, 5 * U);
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](3);
        items[0] = _item(a1, 95, 5 * U, KIND_AUTO);
        items[1] = _item(b1, 60, 5 * U, KIND_AUTO);
        items[2] = _item(open, 60, 5 * U, KIND_AUTO);

        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.JobNotCompleted.selector, open));
        vm.prank(scorer);
        ledger.submitBatch(items);

        assertFalse(ledger.isRated(agentOf(provider), a1), "a1 not rated");
        assertFalse(ledger.isRated(agentOf(provider2), b1), "b1 not rated");
        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        assertEq(sumW + w + count, 0, "provider state untouched");
        (sumW, w, count,) = ledger.repState(agentOf(provider2));
        assertEq(sumW + w + count, 0, "provider2 state untouched");

        // The valid items alone then go through.
        ReputationLedger.Rating[] memory valid = new ReputationLedger.Rating[](2);
        valid[0] = items[0];
        valid[1] = items[1];
        vm.prank(scorer);
        assertEq(ledger.submitBatch(valid), 2, "valid items applied");
    }

    /// Input checks come before the replay check: a bad field reverts even when the job is rated.
    function test_submitBatch_invalidFieldOnRatedJobStillReverts() public {
        uint256 a1 = completedJob(provider, 5 * U);
        rate(a1, 95, 5 * U, KIND_AUTO);
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](1);
        items[0] = _item(a1, 95, CAP + 1, KIND_AUTO);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WeightAboveCap.selector, CAP + 1, CAP));
        vm.prank(scorer);
        ledger.submitBatch(items);
    }

    /// SPEC §7: "an invalid item reverts the batch". An item naming the wrong agent for a job that
    /// was rated for its real agent is invalid — (wrongAgent, job) is not rated (isRated says so)
    /// and the job was never paid to that agent — so it must revert with WrongAgent, not be
    /// skipped with RatingSkipped(wrongAgent, job) as a replay would be.
    function test_submitBatch_wrongAgentForRatedJobReverts() public {
        uint256 a1 = completedJob(provider, 5 * U);
        rate(a1, 95, 5 * U, KIND_AUTO);
        uint256 wrong = agentOf(provider2);
        assertFalse(ledger.isRated(wrong, a1), "(wrong agent, job) is not rated");

        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](1);
        items[0] = ReputationLedger.Rating({
            agentId: wrong, jobId: a1, weight: 5 * U, payer: client, rating: 95, kind: KIND_AUTO
        });
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.WrongAgent.selector, a1, wrong, agentOf(provider)));
        vm.prank(scorer);
        ledger.submitBatch(items);
    }

    function test_submitBatch_revertsForNonScorer() public {
        uint256 a1 = completedJob(provider, 5 * U);
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](1);
        items[0] = _item(a1, 95, 5 * U, KIND_AUTO);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, stranger));
        vm.prank(stranger);
        ledger.submitBatch(items);
        // Even an empty batch is refused to a non-scorer.
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, admin));
        vm.prank(admin);
        ledger.submitBatch(new ReputationLedger.Rating[](0));
    }

    function test_submitBatch_emptyBatchReturnsZero() public {
        vm.prank(scorer);
        assertEq(ledger.submitBatch(new ReputationLedger.Rating[](0)), 0, "empty batch");
    }

    /// Every item of a batch is applied at the same epoch, the one of the block.
    function test_submitBatch_usesTheBlockEpoch() public {
        uint256 a1 = completedJob(provider, 5 * U);
        vm.warp(START + 7 * EPOCH + 5);
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](1);
        items[0] = _item(a1, 95, 5 * U, KIND_AUTO);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), a1, client, 95, KIND_AUTO, 5 * U, E0 + 7);
        vm.prank(scorer);
        ledger.submitBatch(items);
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0 + 7, "lastEpoch");
    }

    // ================================================================ reads

    function test_repState_unknownAgentIsZero() public view {
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(12345);
        assertEq(sumW, 0, "sumW");
        assertEq(w, 0, "weight");
        assertEq(count, 0, "count");
        assertEq(d, 0, "disputed");
    }

    function test_repStates_preservesOrderAndZeroesUnknownAgents() public {
        rate(completedJob(provider, 5 * U), 95, 5 * U, KIND_AUTO);
        rate(disputedJob(provider2, 4 * U, 30), 30, 4 * U, KIND_DISPUTE);
        rate(completedJob(provider2, 2 * U), 50, 2 * U, KIND_AUTO);

        uint256[] memory ids = new uint256[](4);
        ids[0] = agentOf(provider2);
        ids[1] = 777; // unknown
        ids[2] = agentOf(provider);
        ids[3] = agentOf(provider2); // repeats are answered again
        ReputationLedger.State[] memory s = ledger.repStates(ids);

        assertEq(s.length, 4, "length");
        assertEq(s[0].sumW, 4 * U * 3000 + 2 * U * 5000, "[0] sumW");
        assertEq(s[0].weight, 6 * U, "[0] weight");
        assertEq(s[0].count, 2, "[0] count");
        assertEq(s[0].disputed, 4 * U, "[0] disputed");
        assertEq(s[1].sumW + s[1].weight + s[1].count + s[1].disputed, 0, "[1] unknown is zero");
        assertEq(s[2].sumW, 5 * U * 9500, "[2] sumW");
        assertEq(s[2].weight, 5 * U, "[2] weight");
        assertEq(s[2].count, 1, "[2] count");
        assertEq(s[2].disputed, 0, "[2] disputed");
        assertEq(s[3].sumW, s[0].sumW, "[3] sumW");
        assertEq(s[3].count, 2, "[3] count");
    }

    /// repStates decays exactly as repState does (one agent, two epochs later).
    function test_repStates_decaysLikeRepState() public {
        rate(disputedJob(provider, 4 * U, 30), 30, 4 * U, KIND_DISPUTE);
        vm.warp(START + 2 * EPOCH);
        uint256[] memory ids = new uint256[](1);
        ids[0] = agentOf(provider);
        ReputationLedger.State[] memory s = ledger.repStates(ids);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        // 4e6 · 3000 · 0.855625 = 10,267,500,000 and 4e6 · 0.855625 = 3,422,500
        assertEq(s[0].sumW, 10_267_500_000, "sumW");
        assertEq(s[0].weight, 3_422_500, "weight");
        assertEq(s[0].disputed, 3_422_500, "disputed");
        assertEq(s[0].count, 1, "count");
        assertEq(sumW, s[0].sumW, "repState sumW");
        assertEq(w, s[0].weight, "repState weight");
        assertEq(count, s[0].count, "repState count");
        assertEq(d, s[0].disputed, "repState disputed");
    }

    function test_repStates_emptyInput() public view {
        assertEq(ledger.repStates(new uint256[](0)).length, 0, "empty");
    }

    function test_avgBps() public {
        assertEq(ledger.avgBps(agentOf(provider)), 0, "no weight: 0");
        rate(completedJob(provider, 3 * U), 90, 3 * U, KIND_AUTO);
        rate(completedJob(provider, 1 * U), 50, 1 * U, KIND_AUTO);
        // (3e6·9000 + 1e6·5000) / 4e6 = 32e9 / 4e6 = 8000
        assertEq(ledger.avgBps(agentOf(provider)), 8000, "weighted average");
    }

    function test_repBps_priorAloneWhenBothWeightsZero() public view {
        assertEq(ledger.repBps(agentOf(provider), 6123, 0), 6123, "prior bps");
        assertEq(ledger.repBps(agentOf(provider), 0, 0), 0, "prior 0");
        assertEq(ledger.repBps(agentOf(provider), 10000, 0), 10000, "prior 10000");
    }

    function test_repBps_priorOnlyFormulaWithoutEvidence() public view {
        // (7000·12e6 + 0) / (12e6 + 0) = 7000
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 7000, "prior weight, no evidence");
        // (6001·3 + 0) / 3 = 6001: the formula, not a shortcut
        assertEq(ledger.repBps(agentOf(provider), 6001, 3), 6001, "tiny prior weight");
    }

    function test_repBps_blendsPriorAndEvidence() public {
        rate(completedJob(provider, 4 * U), 40, 4 * U, KIND_AUTO);
        // (7000·12e6 + 4e6·4000) / (12e6 + 4e6) = (84e9 + 16e9) / 16e6 = 6250
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 6250, "blend");
        // Prior weight 0: the evidence average alone.
        assertEq(ledger.repBps(agentOf(provider), 7000, 0), 4000, "evidence only");
        // (10000·1 + 16e9) / (1 + 4e6) = 4000 (floor of 4000.0015)
        assertEq(ledger.repBps(agentOf(provider), 10000, 1), 4000, "floors");
    }

    function test_repBps_revertsOnPriorAbove10000() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.PriorOutOfRange.selector, 10001));
        ledger.repBps(agentOf(provider), 10001, CAP);
    }

    function testFuzz_repBps_revertsOnAnyPriorAbove10000(uint256 priorBps, uint256 priorWeight) public {
        priorBps = bound(priorBps, 10001, type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.PriorOutOfRange.selector, priorBps));
        ledger.repBps(agentOf(provider), priorBps, priorWeight);
    }

    function test_disputeRateBps() public {
        assertEq(ledger.disputeRateBps(agentOf(provider)), 0, "no weight: 0");
        rate(disputedJob(provider, 4 * U, 30), 30, 4 * U, KIND_DISPUTE);
        assertEq(ledger.disputeRateBps(agentOf(provider)), 10000, "all disputed");
        rate(completedJob(provider, 12 * U), 90, 12 * U, KIND_AUTO);
        // 4e6 · 10000 / 16e6 = 2500
        assertEq(ledger.disputeRateBps(agentOf(provider)), 2500, "a quarter disputed");
        // The rate survives decay (both sides decay alike): 3,422,500 · 10000 / 13,690,000 = 2500
        vm.warp(START + 2 * EPOCH);
        assertEq(ledger.disputeRateBps(agentOf(provider)), 2500, "after 2 epochs");
        assertEq(ledger.avgBps(agentOf(provider)), 7500, "avg (3000*4 + 9000*12) / 16");
    }

    /// Disputed evidence decays with the rest and a later auto rating does not reset it.
    function test_disputed_decaysAcrossLaterRatings() public {
        rate(disputedJob(provider, 4 * U, 30), 30, 4 * U, KIND_DISPUTE);
        vm.warp(START + 2 * EPOCH);
        rate(completedJob(provider, 1 * U), 80, 1 * U, KIND_AUTO);
        (,, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(d, 3_422_500, "4e6 decayed by F(2)");
        assertEq(count, 2, "count");
        vm.warp(START + 3 * EPOCH);
        rate(disputedJob(provider, 2 * U, 50), 50, 2 * U, KIND_DISPUTE);
        (,,, d) = ledger.repState(agentOf(provider));
        // floor(3,422,500 · 0.925) + 2e6 = 3,165,812 + 2,000,000
        assertEq(d, 5_165_812, "decayed by F(1), plus the new dispute");
    }

    function test_isRated() public {
        uint256 jobId = completedJob(provider, 5 * U);
        assertFalse(ledger.isRated(agentOf(provider), jobId), "before");
        rate(jobId, 90, 5 * U, KIND_AUTO);
        assertTrue(ledger.isRated(agentOf(provider), jobId), "after");
        assertFalse(ledger.isRated(agentOf(provider2), jobId), "wrong agent");
        assertFalse(ledger.isRated(agentOf(provider), jobId + 1), "another job");
        assertFalse(ledger.isRated(agentOf(provider), 0), "job id 0");
    }

    /// Job ids that share a bitmap word do not leak into each other.
    function test_isRated_neighbouringJobsIndependent() public {
        uint256 first = completedJob(provider, 1 * U);
        uint256 second = completedJob(provider, 1 * U);
        uint256 third = completedJob(provider, 1 * U);
        rate(second, 50, 1 * U, KIND_AUTO);
        assertFalse(ledger.isRated(agentOf(provider), first), "first");
        assertTrue(ledger.isRated(agentOf(provider), second), "second");
        assertFalse(ledger.isRated(agentOf(provider), third), "third");
        rate(first, 50, 1 * U, KIND_AUTO); // still rateable
        rate(third, 50, 1 * U, KIND_AUTO);
        assertTrue(ledger.isRated(agentOf(provider), third), "third after");
    }

    function test_lastEpochOf() public {
        assertEq(ledger.lastEpochOf(agentOf(provider)), 0, "no rating: 0");
        rate(completedJob(provider, 1 * U), 50, 1 * U, KIND_AUTO);
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0, "first rating");
        vm.warp(START + 4 * EPOCH + 123);
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0, "reads do not move it");
        rate(completedJob(provider, 1 * U), 50, 1 * U, KIND_AUTO);
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0 + 4, "latest rating");
    }

    function test_currentEpoch() public {
        assertEq(ledger.currentEpoch(), E0, "start");
        vm.warp(START + EPOCH - 1);
        assertEq(ledger.currentEpoch(), E0, "last second of the epoch");
        vm.warp(START + EPOCH);
        assertEq(ledger.currentEpoch(), E0 + 1, "next epoch");
        vm.warp(0);
        assertEq(ledger.currentEpoch(), 0, "time zero");
    }

    function test_currentEpoch_followsEpochLength() public {
        ReputationLedger short = new ReputationLedger(admin, scorer, escrow, address(token), 60, CAP);
        vm.warp(START + 59);
        assertEq(short.currentEpoch(), (START + 59) / 60, "60 s epochs");
        assertEq(short.epochLength(), 60, "epochLength");
    }

    function test_liveParameters() public view {
        assertEq(ledger.retentionBps(), 9250, "retentionBps");
        assertEq(ledger.horizonEpochs(), 96, "horizonEpochs");
        assertEq(ledger.RETENTION_BPS(), 9250, "RETENTION_BPS");
        assertEq(ledger.HORIZON_EPOCHS(), 96, "HORIZON_EPOCHS");
        assertEq(ledger.MAX_RATING(), 100, "MAX_RATING");
        assertEq(ledger.epochLength(), 1 weeks, "epochLength");
        assertEq(ledger.weightCap(), 12e6, "weightCap");
        assertEq(ledger.asset(), address(token), "asset");
        assertEq(address(ledger.escrow()), address(escrow), "escrow");
    }

    // ================================================================ hand-computed decay

    /// Rating 95 with weight 5e6 at epoch e, then rating 40 with weight 12e6 at e + 2.
    function test_handComputed_twoRatingsTwoEpochsApart() public {
        rate(completedJob(provider, 5 * U), 95, 5 * U, KIND_AUTO);
        // sumW = 5e6 · 9500 = 47,500,000,000; weight = 5,000,000
        vm.warp(START + 2 * EPOCH);
        (uint256 sumW, uint256 w,,) = ledger.repState(agentOf(provider));
        // F(2) = 855625000000000000:
        //   sumW = floor(47,500,000,000 · 0.855625) = 40,642,187,500
        //   weight = floor(5,000,000 · 0.855625)    = 4,278,125
        assertEq(sumW, 40_642_187_500, "sumW read after 2 epochs");
        assertEq(w, 4_278_125, "weight read after 2 epochs");

        rate(completedJob(provider, 12 * U), 40, 12 * U, KIND_AUTO);
        //   sumW = 40,642,187,500 + 12e6 · 4000 = 88,642,187,500
        //   weight = 4,278,125 + 12,000,000     = 16,278,125
        uint256 count;
        uint256 d;
        (sumW, w, count, d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 88_642_187_500, "sumW");
        assertEq(w, 16_278_125, "weight");
        assertEq(count, 2, "count");
        assertEq(d, 0, "disputed");
        // avg = floor(88,642,187,500 / 16,278,125) = 5445
        assertEq(ledger.avgBps(agentOf(provider)), 5445, "avgBps");
        // rep = floor((7000 · 12e6 + 88,642,187,500) / (12e6 + 16,278,125))
        //     = floor(172,642,187,500 / 28,278,125) = 6105
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 6105, "repBps");
        assertEq(ledger.disputeRateBps(agentOf(provider)), 0, "disputeRateBps");
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0 + 2, "lastEpoch");

        // One more epoch, read only (F(1) = 0.925):
        //   sumW = floor(88,642,187,500 · 0.925) = 81,994,023,437
        //   weight = floor(16,278,125 · 0.925)   = 15,057,265
        vm.warp(START + 3 * EPOCH);
        (sumW, w,,) = ledger.repState(agentOf(provider));
        assertEq(sumW, 81_994_023_437, "sumW one epoch later");
        assertEq(w, 15_057_265, "weight one epoch later");
    }

    /// Evidence 95 epochs old is still there: F(95) = 607385766191181.
    function test_horizon_95EpochsOldIsKept() public {
        rate(completedJob(provider, 5 * U), 95, 5 * U, KIND_AUTO);
        vm.warp(START + 95 * EPOCH);
        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        // floor(47,500,000,000 · F(95) / 1e18) = 28,850,823; floor(5e6 · F(95) / 1e18) = 3,036
        assertEq(sumW, 28_850_823, "sumW");
        assertEq(w, 3_036, "weight");
        assertEq(count, 1, "count");
        assertEq(ledger.avgBps(agentOf(provider)), 9502, "avg of floors: 28,850,823 / 3,036");
    }

    /// Evidence 96 epochs old is forgotten entirely; the lifetime count is kept.
    function test_horizon_96EpochsOldIsForgotten() public {
        rate(disputedJob(provider, 5 * U, 95), 95, 5 * U, KIND_DISPUTE);
        vm.warp(START + 96 * EPOCH);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 0, "sumW");
        assertEq(w, 0, "weight");
        assertEq(d, 0, "disputed");
        assertEq(count, 1, "count is lifetime");
        assertEq(ledger.avgBps(agentOf(provider)), 0, "avgBps");
        assertEq(ledger.disputeRateBps(agentOf(provider)), 0, "disputeRateBps");
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 7000, "repBps falls back to the prior");
        assertEq(ledger.repBps(agentOf(provider), 6500, 0), 6500, "both weights 0: the prior");

        // A new rating starts from nothing but keeps counting.
        rate(completedJob(provider, 2 * U), 60, 2 * U, KIND_AUTO);
        (sumW, w, count, d) = ledger.repState(agentOf(provider));
        assertEq(sumW, 2 * U * 6000, "sumW after a fresh rating");
        assertEq(w, 2 * U, "weight after a fresh rating");
        assertEq(d, 0, "old dispute forgotten");
        assertEq(count, 2, "count");
    }

    /// Decay floors each field on its own: a 1-unit weight can decay to 0 while its sumW does not.
    /// repBps then follows the SPEC formula with the leftover sumW, not a "no evidence" shortcut.
    function test_horizon_weightFloorsToZeroBeforeSumW() public {
        rate(completedJob(provider, 1), 95, 1, KIND_AUTO);
        vm.warp(START + 95 * EPOCH);
        (uint256 sumW, uint256 w, uint256 count,) = ledger.repState(agentOf(provider));
        // weight = floor(1 · F(95) / 1e18) = 0; sumW = floor(9500 · 607385766191181 / 1e18) = 5
        assertEq(w, 0, "weight");
        assertEq(sumW, 5, "sumW");
        assertEq(count, 1, "count");
        assertEq(ledger.avgBps(agentOf(provider)), 0, "avgBps: weight 0");
        // (7000 · 1 + 5) / (1 + 0) = 7005
        assertEq(ledger.repBps(agentOf(provider), 7000, 1), 7005, "repBps with the leftover sumW");
        // Both weights 0: the prior itself.
        assertEq(ledger.repBps(agentOf(provider), 7000, 0), 7000, "repBps, both weights 0");
    }

    // ================================================================ admin: scorer

    function test_setScorer_byAdmin() public {
        vm.expectEmit(true, true, false, true, address(ledger));
        emit ReputationLedger.ScorerChanged(scorer, newScorer);
        vm.prank(admin);
        ledger.setScorer(newScorer);
        assertEq(ledger.scorer(), newScorer, "scorer");
    }

    function test_setScorer_revertsForNonAdmin() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotAdmin.selector, stranger));
        vm.prank(stranger);
        ledger.setScorer(newScorer);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotAdmin.selector, scorer));
        vm.prank(scorer);
        ledger.setScorer(newScorer);
        assertEq(ledger.scorer(), scorer, "scorer unchanged");
    }

    function test_setScorer_revertsOnZero() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.ZeroAddress.selector, "scorer"));
        vm.prank(admin);
        ledger.setScorer(address(0));
    }

    function test_setScorer_oldScorerLosesTheRole() public {
        uint256 a1 = completedJob(provider, 5 * U);
        uint256 agent = agentOf(provider);
        vm.prank(admin);
        ledger.setScorer(newScorer);

        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, scorer));
        vm.prank(scorer);
        ledger.submit(agent, a1, 90, 5 * U, client, KIND_AUTO);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotScorer.selector, scorer));
        vm.prank(scorer);
        ledger.submitBatch(new ReputationLedger.Rating[](0));

        vm.prank(newScorer);
        ledger.submit(agent, a1, 90, 5 * U, client, KIND_AUTO);
        assertTrue(ledger.isRated(agent, a1), "new scorer rates");
    }

    // ================================================================ admin: two-step transfer

    function test_transferAdmin_setsPendingOnly() public {
        vm.expectEmit(true, true, false, true, address(ledger));
        emit ReputationLedger.AdminTransferStarted(admin, newAdmin);
        vm.prank(admin);
        ledger.transferAdmin(newAdmin);
        assertEq(ledger.pendingAdmin(), newAdmin, "pendingAdmin");
        assertEq(ledger.admin(), admin, "admin unchanged until accepted");
        // The pending admin has no power yet.
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotAdmin.selector, newAdmin));
        vm.prank(newAdmin);
        ledger.setScorer(newScorer);
    }

    function test_transferAdmin_revertsForNonAdmin() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotAdmin.selector, stranger));
        vm.prank(stranger);
        ledger.transferAdmin(stranger);
        assertEq(ledger.pendingAdmin(), address(0), "pendingAdmin");
    }

    function test_transferAdmin_revertsOnZero() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.ZeroAddress.selector, "admin"));
        vm.prank(admin);
        ledger.transferAdmin(address(0));
    }

    function test_acceptAdmin_revertsForSomeoneElse() public {
        vm.prank(admin);
        ledger.transferAdmin(newAdmin);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotPendingAdmin.selector, stranger));
        vm.prank(stranger);
        ledger.acceptAdmin();
        // Not the current admin either.
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotPendingAdmin.selector, admin));
        vm.prank(admin);
        ledger.acceptAdmin();
        assertEq(ledger.admin(), admin, "admin unchanged");
    }

    function test_acceptAdmin_revertsWithoutTransfer() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotPendingAdmin.selector, newAdmin));
        vm.prank(newAdmin);
        ledger.acceptAdmin();
    }

    function test_acceptAdmin_completesTransfer() public {
        vm.prank(admin);
        ledger.transferAdmin(newAdmin);
        vm.expectEmit(true, true, false, true, address(ledger));
        emit ReputationLedger.AdminTransferred(admin, newAdmin);
        vm.prank(newAdmin);
        ledger.acceptAdmin();

        assertEq(ledger.admin(), newAdmin, "admin");
        assertEq(ledger.pendingAdmin(), address(0), "pendingAdmin cleared");

        // The old admin has lost every admin power.
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotAdmin.selector, admin));
        vm.prank(admin);
        ledger.setScorer(newScorer);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotAdmin.selector, admin));
        vm.prank(admin);
        ledger.transferAdmin(admin);

        // The new admin has them, and cannot accept twice.
        vm.prank(newAdmin);
        ledger.setScorer(newScorer);
        assertEq(ledger.scorer(), newScorer, "scorer set by the new admin");
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotPendingAdmin.selector, newAdmin));
        vm.prank(newAdmin);
        ledger.acceptAdmin();
    }

    function test_transferAdmin_againReplacesPending() public {
        vm.startPrank(admin);
        ledger.transferAdmin(newAdmin);
        ledger.transferAdmin(stranger);
        vm.stopPrank();
        assertEq(ledger.pendingAdmin(), stranger, "replaced");

        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.NotPendingAdmin.selector, newAdmin));
        vm.prank(newAdmin);
        ledger.acceptAdmin();

        vm.prank(stranger);
        ledger.acceptAdmin();
        assertEq(ledger.admin(), stranger, "the replacement accepted");
    }

    // ================================================================ helpers

    /// The item the settler would send for `jobId`: agent and payer from the escrow.
    function _item(uint256 jobId, uint8 rating, uint256 weight, uint8 kind)
        internal
        view
        returns (ReputationLedger.Rating memory)
    {
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(jobId);
        return ReputationLedger.Rating({
            agentId: t.agentId, jobId: jobId, weight: weight, payer: t.client, rating: rating, kind: kind
        });
    }

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

    /// Fund an open job of `client` in the fixture token.
    function _fund(uint256 jobId, uint256 budget) internal {
        vm.startPrank(client);
        escrow.setBudget(jobId, budget);
        token.mint(client, budget);
        token.approve(address(escrow), budget);
        escrow.fund(jobId, budget);
        vm.stopPrank();
    }

    function _fundedJob(address provider_, uint256 budget) internal returns (uint256 jobId) {
        vm.prank(client);
        jobId = escrow.createJob(provider_, evaluator, uint64(block.timestamp + 30 days), address(token), "x");
        _fund(jobId, budget);
    }

    /// A job the client evaluates itself and completes with its own buyer rating.
    function _buyerRatedJob(address provider_, uint256 budget, uint8 rating) internal returns (uint256 jobId) {
        vm.prank(client);
        jobId = escrow.createJob(provider_, client, uint64(block.timestamp + 30 days), address(token), "x");
        _fund(jobId, budget);
        vm.prank(provider_);
        escrow.submit(jobId, keccak256("deliverable"));
        Escrow.Outcome memory o = shippedClean();
        o.hasBuyerRating = true;
        o.buyerRating = rating;
        vm.prank(client);
        escrow.complete(jobId, bytes32("ok"), o);
    }

    /// A completed job whose provider carries ERC-8004 agent id AGENT_ID.
    function _agentIdJob(uint256 budget) internal returns (uint256 jobId) {
        registry.register(provider, AGENT_ID);
        vm.prank(client);
        jobId = escrow.createJob(provider, evaluator, uint64(block.timestamp + 30 days), address(token), "x");
        vm.prank(provider);
        escrow.setAgentId(jobId, AGENT_ID);
        _fund(jobId, budget);
        vm.prank(provider);
        escrow.submit(jobId, keccak256("deliverable"));
        vm.prank(evaluator);
        escrow.complete(jobId, bytes32("ok"), shippedClean());
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
