// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {HookFixture} from "./lib/HookFixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {IRatingSource} from "../src/IRatingSource.sol";
import {RatingHook} from "../src/RatingHook.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {ForeignEscrow} from "./mocks/ForeignEscrow.sol";

/// @notice The rating hook's recording and rating (docs/design.md §17): a foreign ERC-8183
///         escrow's completed job is recorded once and rated once through the ledger's batch,
///         as the ledger rates its own escrows' jobs.
contract RatingHookTest is HookFixture {
    uint256 internal constant AGENT_ID = 8004;

    function test_completedJob_isRecordedThenRatedOnce() public {
        uint256 word = Outcomes.word(false, false, true, true, 0); // 95
        uint256 jobId = foreignSubmitted(foreign, terms(provider, 5 * U));
        uint256 k = hookKey(foreign, jobId);
        assertEq(k, (uint256(ordinal) << 192) | jobId, "key");
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobRecorded(
            k, address(foreign), agentOf(provider), jobId, client, provider, 5 * U, 0, 95, word, START, true, COMPLETE
        );
        vm.prank(evaluator);
        foreign.complete(jobId, bytes32("ok"), abi.encode(word));
        assertEq(token.balanceOf(provider), 5 * U, "the escrow paid the provider");

        IRatingSource.RatingTerms memory t = hook.ratingTerms(k);
        assertTrue(t.completed && t.rateable && !t.rated, "recorded, rateable, unrated");
        assertEq(t.rating, 95, "rating");
        assertEq(t.kind, 0, "kind auto");
        assertEq(t.client, client, "payer");
        assertEq(t.budget, 5 * U, "budget");
        assertEq(t.completedAt, START, "completedAt");
        assertEq(t.agentId, agentOf(provider), "agent");

        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(hook), k, client, 95, 0, 5 * U, E0, E0);
        assertEq(rateBatch(one(ledgerKey(jobId))), 1, "applied");
        assertTrue(hook.ratingTerms(k).rated, "marked rated");
        assertTrue(ledger.isRated(hookIndex, k), "the ledger reads it rated");
        (uint256 sumW, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(weight, 5 * U, "weight: the budget");
        assertEq(sumW, 5 * U * 9500, "95");
        assertEq(count, 1, "count");

        // Once: a replayed batch skips it, a single submit is refused.
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.RatingSkipped(address(hook), k);
        assertEq(rateBatch(one(ledgerKey(jobId))), 0, "skipped");
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, address(hook), k));
        ledger.submit(hookIndex, k);
        (,, count,) = state(agentOf(provider));
        assertEq(count, 1, "still one rating");
    }

    function test_weight_isTheBudgetCapped() public {
        uint256 jobId = foreignCompleted(terms(provider, 50 * U), Outcomes.shippedClean());
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(hook), hookKey(foreign, jobId), client, 95, 0, CAP, E0, E0);
        rateBatch(one(ledgerKey(jobId)));
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).budget, 50 * U, "the record keeps the whole budget");
    }

    /// No tagged word: the rubric's free-form base, 70, kind auto, whatever else optParams holds.
    function test_untaggedOptParams_rateTheBase() public {
        bytes[3] memory untagged = [bytes(""), bytes(hex"beef"), abi.encode(uint256(0x02) << 248)];
        for (uint256 i; i < untagged.length; ++i) {
            uint256 jobId = foreignCompleted(terms(provider, U), untagged[i]);
            IRatingSource.RatingTerms memory t = hook.ratingTerms(hookKey(foreign, jobId));
            assertTrue(t.rateable, "rateable");
            assertEq(t.rating, 70, "base");
            assertEq(t.kind, 0, "auto");
        }
    }

    function test_rubric_ratesTheSignals() public {
        uint256 jobId = foreignCompleted(terms(provider, U), Outcomes.noOutput());
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).rating, 20, "no output");
        jobId = foreignCompleted(terms(provider, U), Outcomes.signals(false, false, true, true, 3));
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).rating, 76, "shipped, 3 violations: 85 - 9");
    }

    /// The client that evaluates its own job may give its own rating: kind buyer.
    function test_buyerRating_fromTheClientAsEvaluator() public {
        Terms memory t = terms(provider, 2 * U);
        t.evaluator = client;
        uint256 jobId = foreignCompleted(t, Outcomes.buyer(80));
        uint256 k = hookKey(foreign, jobId);
        IRatingSource.RatingTerms memory r = hook.ratingTerms(k);
        assertTrue(r.rateable, "rateable");
        assertEq(r.kind, 1, "kind buyer");
        assertEq(r.rating, 80, "the client's rating");
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(hook), k, client, 80, 1, 2 * U, E0, E0);
        rateBatch(one(ledgerKey(jobId)));
    }

    function test_agentId_ownedByTheProvider_isTheRatedAgent() public {
        registry.register(provider, AGENT_ID);
        Terms memory t = terms(provider, U);
        t.agentId = AGENT_ID;
        uint256 jobId = foreignCompleted(t, Outcomes.shippedClean());
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).agentId, AGENT_ID, "recorded under the id");
        rateBatch(one(ledgerKey(jobId)));
        (, uint256 weight,,) = state(AGENT_ID);
        assertEq(weight, U, "the id was rated");
        (, weight,,) = state(agentOf(provider));
        assertEq(weight, 0, "not the address");
    }

    /// Claims paid part of the budget before completion: one rating at completion, weighing the
    /// whole budget (everything that settled for the step).
    function test_claims_oneRatingWeighingTheWholeBudget() public {
        uint256 jobId = foreignFunded(foreign, terms(provider, 10 * U));
        vm.prank(client);
        foreign.settleClaim(jobId, 4 * U, keccak256("first half"), "");
        assertEq(token.balanceOf(provider), 4 * U, "the claim paid 4");
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "a claim records nothing");
        vm.prank(provider);
        foreign.submit(jobId, keccak256("deliverable"), "");
        vm.prank(evaluator);
        foreign.complete(jobId, bytes32("ok"), Outcomes.shippedClean());
        assertEq(token.balanceOf(provider), 10 * U, "completion paid the other 6");
        assertEq(foreign.getJob(jobId).settledAmount, 4 * U, "settledAmount unchanged by complete");

        uint256 k = hookKey(foreign, jobId);
        assertEq(hook.ratingTerms(k).budget, 10 * U, "the whole budget");
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(hook), k, client, 95, 0, 10 * U, E0, E0);
        rateBatch(one(ledgerKey(jobId)));
        (,, uint256 count,) = state(agentOf(provider));
        assertEq(count, 1, "one rating for the step");
    }

    /// Rejected: the provider was not paid (beyond claims), nothing is recorded or said.
    function test_reject_recordsNothing() public {
        uint256 jobId = foreignSubmitted(foreign, terms(provider, 3 * U));
        vm.recordLogs();
        vm.prank(evaluator);
        foreign.reject(jobId, bytes32("bad"), Outcomes.shippedClean());
        assertEq(token.balanceOf(client), 3 * U, "refunded");
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "no record");
        assertNoHookLogs();
    }

    /// Two foreign escrows number their jobs alike; their keys differ by the ordinal.
    function test_twoEscrows_sameJobIds_distinctKeys() public {
        ForeignEscrow second = new ForeignEscrow();
        vm.prank(admin);
        assertEq(hook.registerEscrow(address(second)), ordinal + 1, "next ordinal");
        uint256 a = foreignCompleted(foreign, terms(provider, U), Outcomes.shippedClean());
        uint256 b = foreignCompleted(second, terms(provider, U), Outcomes.noOutput());
        assertEq(a, b, "same job id");
        assertTrue(hookKey(foreign, a) != hookKey(second, b), "distinct keys");
        uint256[] memory keys = new uint256[](2);
        (keys[0], keys[1]) = (ledgerKey(foreign, a), ledgerKey(second, b));
        assertEq(rateBatch(keys), 2, "both rated");
        (uint256 sumW, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(count, 2, "two ratings");
        assertEq(weight, 2 * U, "weight");
        assertEq(sumW, U * 9500 + U * 2000, "95 and 20");
    }

    /// A rating submitted epochs after its completion takes effect at the completion epoch.
    function test_lateRating_takesEffectAtCompletion() public {
        uint256 jobId = foreignCompleted(terms(provider, U), Outcomes.shippedClean());
        vm.warp(START + 3 * EPOCH);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(agentOf(provider), address(hook), hookKey(foreign, jobId), client, 95, 0, U, E0, E0);
        rateBatch(one(ledgerKey(jobId)));
    }
}
