// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";

/// @notice Issue 11's audit, path by path: each way it found to rate oneself, or to make the
///         scorer's word count, is reproduced and shown to yield no rating (or no choice).
contract SelfDealingTest is Fixture {
    address internal mallory = address(0x3A11);
    address internal sock = address(0x50C);
    uint256 internal constant AGENT = 4242;

    function _noRating(uint256 agentId) internal view {
        (uint256 sumW, uint256 weight, uint256 count, uint256 disputed) = state(agentId);
        assertEq(sumW + weight + count + disputed, 0, "a self-dealt rating landed");
    }

    /// Audit path 1: one address as client, provider and evaluator, rating itself 100 as buyer.
    function test_audit_oneAddressPlaysEveryRole_refused() public {
        vm.prank(mallory);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsClient.selector, mallory));
        escrow.createJob(mallory, mallory, expiry(), "", address(0), 0);
        _noRating(agentOf(mallory));
    }

    /// Client and provider the same, a friendly third-party evaluator completing with "baked" (95).
    function test_audit_clientIsProvider_refused() public {
        vm.prank(mallory);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsClient.selector, mallory));
        escrow.createJob(mallory, sock, expiry(), "", address(0), 0);
        // Nor by naming the provider later.
        vm.prank(mallory);
        uint256 id = escrow.createJob(address(0), sock, expiry(), "", address(0), 0);
        vm.prank(mallory);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsClient.selector, mallory));
        escrow.setProvider(id, mallory, 0);
        _noRating(agentOf(mallory));
    }

    /// The provider as its own evaluator, completing its own work.
    function test_audit_providerIsEvaluator_refused() public {
        vm.prank(sock);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsEvaluator.selector, mallory));
        escrow.createJob(mallory, mallory, expiry(), "", address(0), 0);
        vm.prank(sock);
        uint256 id = escrow.createJob(address(0), mallory, expiry(), "", address(0), 0);
        vm.prank(sock);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsEvaluator.selector, mallory));
        escrow.setProvider(id, mallory, 0);
        _noRating(agentOf(mallory));
    }

    /// A buyer rating needs the client to be the evaluator: a provider's friend evaluating cannot
    /// slip one in.
    function test_audit_buyerRatingFromAFriendlyEvaluator_refused() public {
        uint256 id = submittedJob(escrow, client, mallory, sock, 12 * U);
        vm.prank(sock);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.BuyerRatingNotByClient.selector, sock));
        escrow.complete(id, "", Outcomes.buyer(100));
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
    /// evaluator recorded, and a stolen scorer key has no argument to change it.
    function test_audit_scorerCannotChooseTheAutoRating() public {
        uint256 id = completedJob(escrow, provider, 5 * U, Outcomes.noOutput());
        rate(id);
        (uint256 sumW, uint256 weight,,) = state(agentOf(provider));
        assertEq(sumW / weight, 2000, "the rubric's 20, nothing else");
    }

    /// Audit path 4: a rating took the epoch it was submitted in, so withholding it changed its
    /// decay. Now it takes its completion epoch: rated on time or ten epochs late, the state read
    /// afterwards is the same up to rounding.
    function test_audit_withholdingGainsNothing() public {
        address twin = address(0x7717);
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

    /// Audit path 5: agent-id borrowing. The id's holder at creation (a borrower) attaches it to a
    /// job with a sock-puppet client and hands the id back before completion. The job is paid,
    /// but the owner is no longer the provider at completion: no rating for the id.
    function test_audit_borrowedAgentId_noRating() public {
        registry.register(client, AGENT); // the real owner
        vm.prank(client);
        registry.transferFrom(client, mallory, AGENT); // lent to mallory
        vm.prank(sock);
        uint256 id = escrow.createJob(mallory, sock, expiry(), "", address(0), AGENT);
        fund(escrow, sock, id, 12 * U);
        vm.prank(mallory);
        escrow.submit(id, "", "");
        vm.prank(mallory);
        registry.transferFrom(mallory, client, AGENT); // handed back
        vm.prank(sock);
        escrow.complete(id, "", Outcomes.buyer(100));
        assertEq(token.balanceOf(mallory), 12 * U, "paid");
        assertFalse(escrow.ratingTerms(id).rateable, "not rateable");
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.JobNotRateable.selector, id));
        ledger.submit(ESCROW, id);
        _noRating(AGENT);
    }

    /// A burnt id is not owned by anyone at completion: paid, never rated.
    function test_burntAgentId_noRating() public {
        registry.register(mallory, AGENT);
        vm.prank(sock);
        uint256 id = escrow.createJob(mallory, sock, expiry(), "", address(0), AGENT);
        fund(escrow, sock, id, U);
        vm.prank(mallory);
        escrow.submit(id, "", "");
        registry.burn(AGENT);
        vm.prank(sock);
        escrow.complete(id, "", "");
        assertFalse(escrow.ratingTerms(id).rateable, "not rateable");
    }

    /// Audit path 6: a stolen scorer key could replay or invent ratings. It can submit only jobs
    /// that completed, once each; it cannot move a rating to another escrow's job either.
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
        vm.expectRevert(abi.encodeWithSelector(IEscrow.JobNotCompleted.selector, id + 1, IEscrow.Status.Open));
        ledger.submit(ESCROW, id + 1);
    }
}
