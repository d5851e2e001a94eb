// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";

/// @notice Registered rating sources (LedgerRegistry): only the admin registers, each once, at
///         indices from SOURCE_BASE; only a registered, running source pushes ratings, and the
///         ledger checks what a push may say.
contract LedgerSourcesTest is Fixture {
    PushingSource internal src;
    uint32 internal index;

    function setUp() public override {
        super.setUp();
        src = new PushingSource(ledger);
        vm.prank(admin);
        index = ledger.registerSource(address(src));
    }

    function test_register_takesTheNextIndexFromSourceBase() public {
        assertEq(index, ledger.SOURCE_BASE(), "first source index");
        PushingSource second = new PushingSource(ledger);
        vm.expectEmit(true, true, true, true, address(ledger));
        emit LedgerRegistry.SourceRegistered(ledger.SOURCE_BASE() + 1, address(second));
        vm.prank(admin);
        assertEq(ledger.registerSource(address(second)), ledger.SOURCE_BASE() + 1, "second source index");
        assertEq(ledger.sourceCount(), 2, "count");
        assertEq(ledger.sourceAt(uint32(ledger.SOURCE_BASE() + 1)), address(second), "sourceAt");
        (bool ok, uint32 at) = ledger.sourceIndexOf(address(second));
        assertTrue(ok && at == ledger.SOURCE_BASE() + 1, "sourceIndexOf");
        (ok,) = ledger.sourceIndexOf(address(0xDEAD));
        assertFalse(ok, "unknown address");
        assertEq(ledger.escrowCount(), 1, "escrow indices untouched");
    }

    function test_register_refusals() public {
        PushingSource other = new PushingSource(ledger);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotAdmin.selector, address(this)));
        ledger.registerSource(address(other));

        vm.startPrank(admin);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.ZeroAddress.selector, "source"));
        ledger.registerSource(address(0));
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.SourceHasNoCode.selector, address(0xC0DE)));
        ledger.registerSource(address(0xC0DE));
        // One of the ledger's own escrows: its jobs would be rated under a second index, past its stop.
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.SourceIsLedgerEscrow.selector, address(escrow), uint256(0)));
        ledger.registerSource(address(escrow));
        vm.expectRevert(
            abi.encodeWithSelector(LedgerRegistry.SourceAlreadyRegistered.selector, address(src), uint256(index))
        );
        ledger.registerSource(address(src));
        vm.stopPrank();
    }

    function test_sourceAt_refusesIndicesWithoutASource() public {
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, uint256(index + 1)));
        ledger.sourceAt(index + 1);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, uint256(0)));
        ledger.sourceAt(0); // an escrow's index
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, uint256(index + 1)));
        ledger.setEscrowStopped(index + 1, true);
        assertFalse(ledger.isRated(index + 1, 1), "an unknown source rated nothing");
    }

    function test_push_appliesARating() public {
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(7, address(src), 1, client, 80, 0, CAP, E0, E0);
        src.push(1, 7, client, 50 * U, 80, START);
        (uint256 sumW, uint256 weight, uint256 count,) = ledger.repState(7);
        assertEq(weight, CAP, "weight capped");
        assertEq(sumW, CAP * 8000, "rating 80");
        assertEq(count, 1, "count");
    }

    function test_push_refusals() public {
        PushingSource rogue = new PushingSource(ledger);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotSource.selector, address(rogue)));
        rogue.push(1, 7, client, U, 80, START);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotSource.selector, address(this)));
        ledger.rateFromSource(1, 7, client, U, 80, START);

        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.RatingOutOfRange.selector, uint256(101)));
        src.push(1, 7, client, U, 101, START);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.CompletedInFuture.selector, START + 1, START));
        src.push(1, 7, client, U, 80, START + 1);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.JobIdTooLarge.selector, uint256(1) << 224));
        src.push(uint256(1) << 224, 7, client, U, 80, START);

        vm.prank(admin);
        ledger.setEscrowStopped(index, true);
        assertTrue(ledger.isEscrowStopped(index), "stopped");
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.EscrowIsStopped.selector, uint256(index)));
        src.push(1, 7, client, U, 80, START);
        vm.prank(admin);
        ledger.setEscrowStopped(index, false);
        src.push(1, 7, client, U, 80, START);
    }

    /// A late push decays by the epochs it is late, as a late escrow rating does.
    function test_push_lateRatingDecays() public {
        src.push(1, 7, client, U, 100, START); // epoch E0
        vm.warp(START + 2 * EPOCH);
        src.push(2, 7, client, U, 100, START + 2 * EPOCH); // epoch E0 + 2: lastEpoch moves
        src.push(3, 7, client, U, 100, START); // late by 2 epochs
        (, uint256 weight, uint256 count,) = ledger.repState(7);
        assertEq(count, 3, "count");
        // U·0.925² + U + U·0.925² (table-rounded): strictly below 3U, above 2.7U.
        assertLt(weight, 3 * U, "late weight decayed");
        assertGe(weight, 27 * U / 10, "late weight kept most");
    }
}

/// @notice A registered source in its plainest form: it pushes what it is told.
contract PushingSource {
    ReputationLedger internal immutable ledger;

    constructor(ReputationLedger l) {
        ledger = l;
    }

    function push(uint256 jobId, uint256 agentId, address payer, uint256 amount, uint8 rating, uint256 completedAt)
        external
    {
        ledger.rateFromSource(jobId, agentId, payer, amount, rating, completedAt);
    }
}
