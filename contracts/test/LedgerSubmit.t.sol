// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {RatingHookFactory} from "../src/RatingHookFactory.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";
import {IRatingSource, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IRatingSource.sol";
import {TestToken} from "../src/TestToken.sol";

/// @notice `submit`: the scorer names (escrow, job) and nothing else; rating, kind, weight, payer
///         and completion epoch come from the rating hook's record of the escrow's verdict (docs/design.md §12). Every refusal has
///         its own test with the exact error.
contract LedgerSubmitTest is Fixture {
    address internal stranger = address(0xBAD);

    event Rated(
        uint256 indexed agentId,
        address indexed escrow,
        uint256 indexed jobId,
        address payer,
        uint8 rating,
        uint8 kind,
        uint256 weight,
        uint256 completionEpoch,
        uint256 appliedEpoch
    );

    // ================================================================ what a rating is

    /// The rubric of the recorded outcome, for every combination of signals the rubric reads.
    function testFuzz_autoRating_isTheRubricOfTheRecordedOutcome(uint256 seed) public {
        bool noOut = seed & 1 != 0;
        bool baked = seed & 2 != 0;
        bool shipped = seed & 4 != 0;
        bool critic = seed & 8 != 0;
        uint8 violations = critic ? uint8(bound(seed >> 8, 0, 14)) : 0;
        uint256 id = completedJob(escrow, provider, 3 * U, Outcomes.signals(noOut, baked, shipped, critic, violations));
        uint8 expected = Outcomes.rubric(noOut, baked, shipped, critic, violations);

        vm.expectEmit(true, true, true, true, address(ledger));
        emit Rated(agentOf(provider), address(escrow), id, client, expected, KIND_AUTO, 3 * U, E0, E0);
        rate(id);
        (uint256 sumW, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(sumW, 3 * U * uint256(expected) * 100, "sumW");
        assertEq(weight, 3 * U, "weight");
        assertEq(count, 1, "count");
    }

    /// No signals (an ERC-8183 client that knows nothing of them) rates as the free-form base, 70.
    function test_autoRating_withoutSignals_isTheFreeFormBase() public {
        uint256 id = completedJob(escrow, provider, 2 * U, Outcomes.none());
        vm.expectEmit(true, true, true, true, address(ledger));
        emit Rated(agentOf(provider), address(escrow), id, client, 70, KIND_AUTO, 2 * U, E0, E0);
        rate(id);
    }

    function test_buyerRating_isTheRecordedOne() public {
        uint256 id = buyerRatedJob(provider, 4 * U, 0);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit Rated(agentOf(provider), address(escrow), id, client, 0, KIND_BUYER, 4 * U, E0, E0);
        rate(id);
        (uint256 sumW, uint256 weight,,) = state(agentOf(provider));
        assertEq(sumW, 0, "an explicit 0 counts in full");
        assertEq(weight, 4 * U, "with the full weight");
    }

    function test_disputeRating_isTheArbiters() public {
        uint256 id = disputedJob(provider, 6 * U, 35);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit Rated(agentOf(provider), address(escrow), id, client, 35, KIND_DISPUTE, 6 * U, E0, E0);
        rate(id);
        (,,, uint256 disputed) = state(agentOf(provider));
        assertEq(disputed, 6 * U, "disputed weight");
    }

    /// weight = min(budget, cap), whatever the budget.
    function testFuzz_weight_isTheBudgetCapped(uint256 budget) public {
        budget = bound(budget, hook.minBudget(), 1_000 * U); // under minBudget the hook records nothing
        uint256 id = completedJob(provider, budget);
        rate(id);
        (, uint256 weight,,) = state(agentOf(provider));
        assertEq(weight, budget < CAP ? budget : CAP, "weight");
    }

    /// The platform fee does not change the weight: it is the full budget, not what the provider got.
    function test_weight_isTheFullBudget_despiteTheFee() public {
        Escrow feeEscrow = newEscrow(1000); // 10 %
        uint256 id = completedJob(feeEscrow, provider, 10 * U, Outcomes.shippedClean());
        assertEq(token.balanceOf(provider), 9 * U, "provider paid net of the fee");
        rateOn(1, id);
        (, uint256 weight,,) = state(agentOf(provider));
        assertEq(weight, 10 * U, "weight from the full budget");
    }

    /// A rating takes effect at its job's completion epoch, not at the epoch it is submitted in.
    function test_rating_takesEffectAtTheCompletionEpoch() public {
        uint256 id = completedJob(provider, 5 * U); // completed in E0
        vm.warp(block.timestamp + 3 * EPOCH);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit Rated(agentOf(provider), address(escrow), id, client, 95, KIND_AUTO, 5 * U, E0, E0);
        rate(id);
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0, "lastEpoch is the completion epoch");
        (uint256 sumW, uint256 weight,,) = state(agentOf(provider));
        // Read three epochs after completion: decayed as if submitted on time.
        assertEq(weight, (5 * U * 925 ** 3) / 1000 ** 3, "weight decayed by 3 epochs");
        assertEq(sumW, (5 * U * 9500 * 925 ** 3) / 1000 ** 3, "sumW decayed by 3 epochs");
    }

    /// Under an ERC-8004 agent id, the rating goes to the id, not to the provider's address.
    function test_agentIdJob_ratesTheAgentId() public {
        registry.register(provider, 77);
        uint256 id = agentJob(provider, 77, 5 * U, Outcomes.noOutput());
        rate(id);
        (uint256 sumW, uint256 weight, uint256 count,) = state(77);
        assertEq(sumW, 5 * U * 2000, "agent id sumW");
        assertEq(weight, 5 * U, "agent id weight");
        assertEq(count, 1, "agent id count");
        (,, count,) = state(agentOf(provider));
        assertEq(count, 0, "provider address untouched");
    }

    // ================================================================ refusals

    function test_revert_notScorer() public {
        uint256 id = completedJob(provider, U);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotScorer.selector, stranger));
        ledger.submit(ESCROW, id);
    }

    function test_revert_unknownEscrow() public {
        uint256 id = completedJob(provider, U);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, 1));
        ledger.submit(1, id);
    }

    function test_revert_alreadyRated() public {
        uint256 id = completedJob(provider, U);
        rate(id);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, address(escrow), id));
        ledger.submit(ESCROW, id);
    }

    function test_revert_unknownJob() public {
        vm.prank(scorer);
        vm.expectRevert(notRecorded(42));
        ledger.submit(ESCROW, 42);
    }

    /// Only a recorded verdict is rated: open, funded, submitted, disputed, rejected, and a refund
    /// of a delivered job leave no record at the rating hook.
    function test_revert_notAFactoryRecord_inEveryOtherStatus() public {
        vm.prank(client);
        uint256 open = escrow.createJob(provider, evaluator, expiry(), "", address(0), 0, "");
        _expectNoRecord(open);

        uint256 funded = fundedJob(escrow, client, provider, evaluator, U);
        _expectNoRecord(funded);

        uint256 submitted = submittedJob(provider, U);
        _expectNoRecord(submitted);

        vm.prank(client);
        escrow.dispute(submitted, "");
        _expectNoRecord(submitted);

        vm.prank(evaluator);
        escrow.reject(submitted, "no", "");
        _expectNoRecord(submitted);

        uint256 late = submittedJob(provider, U);
        vm.warp(block.timestamp + EXPIRY + escrow.EVALUATION_GRACE_PERIOD());
        escrow.claimRefund(late, "");
        _expectNoRecord(late);
    }

    function _expectNoRecord(uint256 id) internal {
        vm.prank(scorer);
        vm.expectRevert(notRecorded(id));
        ledger.submit(ESCROW, id);
    }

    /// A job paid in another (allow-listed) token is paid but never rated.
    function test_revert_notRecorded_otherToken() public {
        TestToken other = new TestToken();
        vm.prank(operator);
        escrow.setPaymentTokenAllowed(address(other), true);
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, expiry(), "", address(0), 0, "");
        vm.prank(provider);
        escrow.setBudget(id, address(other), U, "");
        other.mint(client, U);
        vm.startPrank(client);
        other.approve(address(escrow), U);
        escrow.fund(id, address(other), U, "");
        vm.stopPrank();
        vm.prank(provider);
        escrow.submit(id, bytes32("d"), "");
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHookFactory.FactoryJobNotRecorded(ESCROW, id, RatingHookFactory.FactoryRefusal.OtherToken);
        vm.prank(evaluator);
        escrow.complete(id, "", "");
        assertEq(other.balanceOf(provider), U, "paid");
        _expectNoRecord(id);
    }

    /// No payment, no opinion: a zero-budget job completes but is never rated.
    function test_revert_notRecorded_zeroBudget() public {
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, expiry(), "", address(0), 0, "");
        vm.startPrank(provider);
        escrow.setBudget(id, address(token), 0, ""); // in the asset, at zero
        escrow.submit(id, bytes32("d"), ""); // the ERC lets a zero-budget job be submitted while Open
        vm.stopPrank();
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHookFactory.FactoryJobNotRecorded(ESCROW, id, RatingHookFactory.FactoryRefusal.Dust);
        vm.prank(evaluator);
        escrow.complete(id, "", "");
        _expectNoRecord(id);
    }

    /// Nobody but the ledger can mark a job rated.
    function test_revert_consumeRating_notLedger() public {
        uint256 id = completedJob(provider, U);
        vm.prank(scorer);
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.consumeRating(id);
        assertFalse(factoryTerms(ESCROW, id).rated, "marked rated by the scorer");
    }

    /// A refused rating leaves the job unrated (the escrow's mark is undone with the revert).
    function test_refusedRating_leavesTheJobUnrated() public {
        uint256 id = completedJob(provider, U);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotScorer.selector, stranger));
        ledger.submit(ESCROW, id);
        assertFalse(ledger.isRated(ESCROW, id), "rated after a refusal");
        IRatingSource.RatingTerms memory t = factoryTerms(ESCROW, id);
        assertFalse(t.rated, "the record's mark set");
        rate(id);
        assertTrue(ledger.isRated(ESCROW, id), "not rated after the real submit");
    }
}
