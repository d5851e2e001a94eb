// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {KIND_BUYER} from "../src/IRatingSource.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";
import {RatingHookFactory} from "../src/RatingHookFactory.sol";

/// @notice Issue 11's audit, path by path: each way it found to rate oneself, or to make the
///         scorer's word count, is reproduced and shown to yield no rating (or no choice). Ported
///         from the pre-ERC-8183 SelfDealing.t.sol: the escrow now refuses self-dealing with the
///         reference's errors, the rating hook records the verdicts, and an agent id is bound
///         at fund, so the id paths now assert that binding.
contract SelfDealingTest is Fixture {
    address internal mallory = address(uint160(0x3A11) << 96); // rated under its address: >= 2^96
    address internal sock = address(0x50C);
    uint256 internal constant AGENT = 4242;

    function _noRating(uint256 agentId) internal view {
        (uint256 sumW, uint256 weight, uint256 count, uint256 disputed) = state(agentId);
        assertEq(sumW + weight + count + disputed, 0, "a self-dealt rating landed");
    }

    /// Audit path 1: one address as client, provider and evaluator, rating itself 100 as buyer.
    function test_audit_oneAddressPlaysEveryRole_refused() public {
        vm.prank(mallory);
        vm.expectRevert(IEscrow.ClientCannotBeProvider.selector);
        escrow.createJob(mallory, mallory, expiry(), "", address(0), 0, "");
        _noRating(agentOf(mallory));
    }

    /// Client and provider the same, a friendly third-party evaluator completing with "baked" (95).
    function test_audit_clientIsProvider_refused() public {
        vm.prank(mallory);
        vm.expectRevert(IEscrow.ClientCannotBeProvider.selector);
        escrow.createJob(mallory, sock, expiry(), "", address(0), 0, "");
        // Nor by naming the provider later.
        vm.prank(mallory);
        uint256 id = escrow.createJob(address(0), sock, expiry(), "", address(0), 0, "");
        vm.prank(mallory);
        vm.expectRevert(IEscrow.ClientCannotBeProvider.selector);
        escrow.setProvider(id, mallory, 0, "");
        _noRating(agentOf(mallory));
    }

    /// The provider as its own evaluator, completing its own work.
    function test_audit_providerIsEvaluator_refused() public {
        vm.prank(sock);
        vm.expectRevert(IEscrow.ProviderCannotBeEvaluator.selector);
        escrow.createJob(mallory, mallory, expiry(), "", address(0), 0, "");
        vm.prank(sock);
        uint256 id = escrow.createJob(address(0), mallory, expiry(), "", address(0), 0, "");
        vm.prank(sock);
        vm.expectRevert(IEscrow.ProviderCannotBeEvaluator.selector);
        escrow.setProvider(id, mallory, 0, "");
        _noRating(agentOf(mallory));
    }

    /// A buyer rating needs the client to be the evaluator: a provider's friend evaluating can
    /// complete (the escrow never reads optParams) but its buyer word is recorded not rateable.
    function test_audit_buyerRatingFromAFriendlyEvaluator_notRateable() public {
        uint256 id = submittedJob(escrow, client, mallory, sock, 12 * U);
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHookFactory.FactoryJobRecorded(
            ESCROW, id, agentOf(mallory), client, 12 * U, KIND_BUYER, 0,
            uint256(bytes32(Outcomes.buyer(100))), block.timestamp, false, bytes4(0xd75bbdf3)
        );
        vm.prank(sock);
        escrow.complete(id, "", Outcomes.buyer(100));
        vm.prank(scorer);
        vm.expectRevert(notRateable(id));
        ledger.submit(ESCROW, id);
        _noRating(agentOf(mallory));
    }

    /// Audit path 2: the scorer chose the weight (1 base unit for a buyer's explicit 0, leaving
    /// the agent at 6999 bps instead of 3500). Now the scorer names the job only, and the 0
    /// counts with the full budget.
    function test_audit_scorerCannotChooseTheWeight() public {
        uint256 id = buyerRatedJob(provider, 12 * U, 0);
        rate(id);
        assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 3500, "prior and a 12-unit 0");
    }

    /// Audit path 3: the auto rating was the scorer's word. Now it is the rubric of what the
    /// evaluator gave at completion, recorded by the hook, and the scorer has no argument.
    function test_audit_scorerCannotChooseTheAutoRating() public {
        uint256 id = completedJob(escrow, provider, 5 * U, Outcomes.noOutput());
        rate(id);
        (uint256 sumW, uint256 weight,,) = state(agentOf(provider));
        assertEq(sumW / weight, 2000, "the rubric's 20, nothing else");
    }

    /// Audit path 4: withholding a rating gains nothing: it takes its completion epoch, so rated
    /// on time or ten epochs late, the state read afterwards is the same up to rounding.
    function test_audit_withholdingGainsNothing() public {
        address twin = address(uint160(0x7717) << 96);
        uint256 a = completedJob(escrow, provider, 12 * U, Outcomes.noOutput());
        uint256 b = completedJob(escrow, twin, 12 * U, Outcomes.noOutput());
        rate(a); // on time
        vm.warp(block.timestamp + 10 * EPOCH);
        rate(completedJob(provider, 12 * U));
        rate(completedJob(twin, 12 * U));
        rate(b); // ten epochs late, after a newer rating
        (uint256 s1, uint256 w1,,) = state(agentOf(provider));
        (uint256 s2, uint256 w2,,) = state(agentOf(twin));
        assertLe(w1 > w2 ? w1 - w2 : w2 - w1, 1, "weight");
        assertLe(s1 > s2 ? s1 - s2 : s2 - s1, 10_000, "sumW");
    }

    /// Audit path 5, agent-id borrowing, now closed at fund: an id handed back before fund makes
    /// fund revert (AgentNotOwned); one held at fund is bound there, so handing it back before
    /// completion no longer dodges the rating (the id's owner lent it, and answers for it).
    function test_audit_borrowedAgentId_boundAtFund() public {
        registry.register(client, AGENT); // the real owner
        vm.prank(client);
        registry.transferFrom(client, mallory, AGENT); // lent to mallory
        vm.prank(sock);
        uint256 early = escrow.createJob(mallory, sock, expiry(), "", address(0), AGENT, "");
        vm.prank(sock);
        uint256 id = escrow.createJob(mallory, sock, expiry(), "", address(0), AGENT, "");
        fund(escrow, sock, id, 12 * U);
        vm.prank(mallory);
        escrow.submit(id, "d", "");
        vm.prank(mallory);
        registry.transferFrom(mallory, client, AGENT); // handed back
        vm.prank(mallory);
        escrow.setBudget(early, address(token), U, "");
        vm.prank(sock);
        vm.expectRevert(IEscrow.AgentNotOwned.selector);
        escrow.fund(early, address(token), U, "");
        vm.prank(sock);
        escrow.complete(id, "", Outcomes.buyer(100));
        assertEq(token.balanceOf(mallory), 12 * U, "paid");
        assertEq(factoryTerms(ESCROW, id).agentId, AGENT, "bound to the id at fund");
        rate(id);
        (,, uint256 count,) = state(AGENT);
        assertEq(count, 1, "the id is rated");
        _noRating(agentOf(mallory));
    }

    /// A burnt id: burnt before fund, fund reverts; burnt after fund, the binding stands.
    function test_burntAgentId_boundAtFund() public {
        registry.register(mallory, AGENT);
        vm.prank(sock);
        uint256 id = escrow.createJob(mallory, sock, expiry(), "", address(0), AGENT, "");
        fund(escrow, sock, id, U);
        vm.prank(mallory);
        escrow.submit(id, "d", "");
        registry.burn(AGENT);
        vm.prank(sock);
        escrow.complete(id, "", "");
        assertEq(factoryTerms(ESCROW, id).agentId, AGENT, "recorded under the bound id");
        vm.prank(sock);
        uint256 later = escrow.createJob(address(0), sock, expiry(), "", address(0), 0, "");
        vm.prank(sock);
        vm.expectRevert(IEscrow.AgentNotOwned.selector);
        escrow.setProvider(later, mallory, AGENT, ""); // nor can it be named again
    }

    /// Audit path 6: a stolen scorer key could replay or invent ratings. It can submit only jobs
    /// the hook recorded, once each; it cannot move a rating to another escrow's job either.
    function test_audit_stolenScorerKey_canOnlyDelay() public {
        uint256 id = completedJob(provider, 5 * U);
        rate(id);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, address(escrow), id));
        ledger.submit(ESCROW, id);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, 1));
        ledger.submit(1, id);
        vm.prank(scorer);
        vm.expectRevert(notRecorded(id + 1));
        ledger.submit(ESCROW, id + 1);
    }
}
