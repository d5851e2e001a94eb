// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {LedgerTestBase} from "./lib/LedgerTestBase.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {IJobSettlements, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IJobSettlements.sol";

/// @notice Unit tests of ReputationLedger.submitBatch (docs/design.md §7): applied and skipped items,
///         replays, and the invalid items that revert the whole batch.
contract LedgerBatchTest is LedgerTestBase {
    // ================================================================ submitBatch

    function test_submitBatch_appliesAllValidItems() public {
        uint256 a1 = completedJob(provider, 5 * U);
        uint256 a2 = disputedJob(provider, 4 * U, 30);
        uint256 b1 = buyerRatedJob(provider2, 20 * U, 60);
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

    /// docs/design.md §7: "an invalid item reverts the batch". An item naming the wrong agent for a job that
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
}
