// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {RatingHookFactory} from "../src/RatingHookFactory.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";

/// @notice `submitBatch`: keys (escrowIndex << 224 | jobId), replays skipped with an event, any
///         other invalid item reverting the whole batch; items from several escrows and several
///         completion epochs in one batch.
contract LedgerBatchTest is Fixture {
    address internal provider2 = address(uint160(0xB0B2) << 96);

    event RatingSkipped(address indexed escrow, uint256 indexed jobId);

    function test_batch_appliesEveryItem_andReturnsTheCount() public {
        uint256[] memory keys = new uint256[](3);
        keys[0] = key(ESCROW, completedJob(provider, 2 * U));
        keys[1] = key(ESCROW, completedJob(provider2, 3 * U));
        keys[2] = key(ESCROW, buyerRatedJob(provider, 4 * U, 60));
        vm.prank(scorer);
        uint256 applied = ledger.submitBatch(keys);
        assertEq(applied, 3, "applied");
        (uint256 sumW, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(sumW, 2 * U * 9500 + 4 * U * 6000, "provider sumW");
        assertEq(weight, 6 * U, "provider weight");
        assertEq(count, 2, "provider count");
        (,, count,) = state(agentOf(provider2));
        assertEq(count, 1, "provider2 count");
    }

    /// A replayed batch is harmless: rated items are skipped with RatingSkipped, before or within it.
    function test_batch_skipsRatedItems_beforeAndWithin() public {
        uint256 a = completedJob(provider, 2 * U);
        uint256 b = completedJob(provider, 3 * U);
        rate(a);
        uint256[] memory keys = new uint256[](3);
        keys[0] = key(ESCROW, a); // rated before
        keys[1] = key(ESCROW, b);
        keys[2] = key(ESCROW, b); // rated earlier in this batch
        vm.expectEmit(true, true, false, true, address(ledger));
        emit RatingSkipped(address(escrow), a);
        vm.prank(scorer);
        uint256 applied = ledger.submitBatch(keys);
        assertEq(applied, 1, "applied");
        (, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(weight, 5 * U, "weight counts each job once");
        assertEq(count, 2, "count");

        vm.prank(scorer);
        assertEq(ledger.submitBatch(keys), 0, "a full replay applies nothing");
    }

    /// One invalid item reverts everything, including the items before it.
    function test_batch_invalidItem_revertsTheWholeBatch() public {
        uint256 good = completedJob(provider, 2 * U);
        uint256 notDone = submittedJob(provider2, U);
        uint256[] memory keys = new uint256[](2);
        keys[0] = key(ESCROW, good);
        keys[1] = key(ESCROW, notDone);
        vm.prank(scorer);
        vm.expectRevert(notRecorded(notDone));
        ledger.submitBatch(keys);
        assertFalse(ledger.isRated(ESCROW, good), "the good item survived the revert");
        (,, uint256 count,) = state(agentOf(provider));
        assertEq(count, 0, "count");
    }

    function test_batch_unknownEscrow_reverts() public {
        uint256[] memory keys = new uint256[](1);
        keys[0] = key(7, 1);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, 7));
        ledger.submitBatch(keys);
    }

    function test_batch_notScorer_reverts() public {
        uint256[] memory keys = new uint256[](0);
        vm.prank(provider);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotScorer.selector, provider));
        ledger.submitBatch(keys);
    }

    function test_batch_empty_appliesNothing() public {
        vm.prank(scorer);
        assertEq(ledger.submitBatch(new uint256[](0)), 0, "applied");
    }

    /// One agent, rated through two marketplaces in one batch: its reputation follows it.
    function test_batch_itemsFromSeveralEscrows() public {
        Escrow second = newEscrow(100);
        uint256 a = completedJob(provider, 2 * U);
        uint256 b = completedJob(second, provider, 3 * U, Outcomes.noOutput());
        assertEq(a, b, "both escrows count their own job ids from 1");
        uint256[] memory keys = new uint256[](2);
        keys[0] = key(ESCROW, a);
        keys[1] = key(1, b);
        vm.prank(scorer);
        assertEq(ledger.submitBatch(keys), 2, "applied");
        (uint256 sumW, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(sumW, 2 * U * 9500 + 3 * U * 2000, "sumW");
        assertEq(weight, 5 * U, "weight");
        assertEq(count, 2, "count");
        assertTrue(ledger.isRated(0, a) && ledger.isRated(1, b), "both rated");
    }

    /// Jobs completed in three epochs, submitted together, newest first: each applies at its own
    /// completion epoch (the older ones late), as a model applying them in the same order.
    function test_batch_severalCompletionEpochs_eachAtItsOwn() public {
        uint256 j0 = completedJob(provider, 4 * U); // E0
        vm.warp(block.timestamp + EPOCH);
        uint256 j1 = completedJob(provider, 4 * U); // E0 + 1
        vm.warp(block.timestamp + 2 * EPOCH);
        uint256 j3 = completedJob(provider, 4 * U); // E0 + 3
        uint256[] memory keys = new uint256[](3);
        keys[0] = key(ESCROW, j3);
        keys[1] = key(ESCROW, j1);
        keys[2] = key(ESCROW, j0);
        vm.prank(scorer);
        ledger.submitBatch(keys);

        uint256 w = 4 * U;
        // j3 on an empty state at E0+3; j1 two epochs late; j0 three epochs late.
        uint256 weight = w + (w * 855625) / 1e6 + (w * 791453125) / 1e9;
        uint256 sumW = w * 9500 + (w * 9500 * 855625) / 1e6 + (w * 9500 * 791453125) / 1e9;
        (uint256 s, uint256 wt, uint256 count,) = state(agentOf(provider));
        assertEq(wt, weight, "weight");
        assertEq(s, sumW, "sumW");
        assertEq(count, 3, "count");
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0 + 3, "lastEpoch");
    }

    /// The same three jobs submitted in completion order end in the same state, up to rounding:
    /// withholding a rating gains nothing.
    function test_batch_orderOfSubmission_changesOnlyRounding() public {
        uint256 j0 = completedJob(provider, 4 * U);
        uint256 k0 = completedJob(provider2, 4 * U);
        vm.warp(block.timestamp + EPOCH);
        uint256 j1 = completedJob(provider, 5 * U);
        uint256 k1 = completedJob(provider2, 5 * U);
        uint256[] memory keys = new uint256[](4);
        keys[0] = key(ESCROW, j0); // provider: in order
        keys[1] = key(ESCROW, j1);
        keys[2] = key(ESCROW, k1); // provider2: newest first
        keys[3] = key(ESCROW, k0);
        vm.prank(scorer);
        ledger.submitBatch(keys);
        (uint256 s1, uint256 w1,,) = state(agentOf(provider));
        (uint256 s2, uint256 w2,,) = state(agentOf(provider2));
        assertLe(w1 > w2 ? w1 - w2 : w2 - w1, 1, "weights differ by more than rounding");
        assertLe(s1 > s2 ? s1 - s2 : s2 - s1, 10_000, "sums differ by more than rounding");
    }
}
