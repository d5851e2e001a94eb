// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {LedgerTestBase} from "./lib/LedgerTestBase.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {IJobSettlements, KIND_AUTO} from "../src/IJobSettlements.sol";

/// @notice Unit tests of ReputationLedger's constructor and admin functions: parameters,
///         role events, setScorer and the two-step admin transfer, each rejection with its exact
///         custom error and arguments.
contract LedgerAdminTest is LedgerTestBase {
    address internal newAdmin = address(0xAD2);
    address internal newScorer = address(0x5C1);

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
}
