// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowAdmin} from "../src/EscrowAdmin.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {HookFixture} from "./lib/HookFixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {IERC8183Hook} from "../src/IERC8183Hook.sol";
import {IRatingSource} from "../src/IRatingSource.sol";
import {RatingHook} from "../src/RatingHook.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {ForeignEscrow} from "./mocks/ForeignEscrow.sol";
import {DecimalsOnly} from "./mocks/DecimalsOnly.sol";

/// @notice Who registers and stops foreign escrows (the ledger's admin, read live), the hook's
///         ERC-165 answers, and that it reads a job from the escrow, not from its arguments:
///         forged or malformed calls change nothing and never revert.
contract RatingHookAdminTest is HookFixture {
    // ------------------------------------------------------------ registration

    function test_register_ordinalsAndReads() public {
        assertEq(ordinal, 1, "first ordinal");
        assertEq(hook.escrowCount(), 1, "count");
        assertEq(hook.escrowAt(1), address(foreign), "escrowAt");
        ForeignEscrow second = new ForeignEscrow();
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.EscrowRegistered(2, address(second));
        vm.prank(admin);
        assertEq(hook.registerEscrow(address(second)), 2, "second ordinal");
        (uint32 o, bool stopped) = hook.escrowState(address(second));
        assertTrue(o == 2 && !stopped, "escrowState");
        assertEq(hook.keyOf(address(second), 9), (uint256(2) << 192) | 9, "keyOf");
        vm.expectRevert(abi.encodeWithSelector(RatingHook.UnknownOrdinal.selector, uint256(3)));
        hook.escrowAt(3);
        vm.expectRevert(abi.encodeWithSelector(RatingHook.UnknownOrdinal.selector, uint256(0)));
        hook.escrowAt(0);
        vm.expectRevert(abi.encodeWithSelector(RatingHook.UnknownEscrow.selector, address(0xBEEF)));
        hook.keyOf(address(0xBEEF), 1);
        vm.expectRevert(abi.encodeWithSelector(RatingHook.JobIdTooLarge.selector, uint256(1) << 192));
        hook.keyOf(address(second), uint256(1) << 192);
    }

    function test_register_refusals() public {
        ForeignEscrow other = new ForeignEscrow();
        address[3] memory notAdmins = [address(this), scorer, operator];
        for (uint256 i; i < notAdmins.length; ++i) {
            vm.prank(notAdmins[i]);
            vm.expectRevert(abi.encodeWithSelector(RatingHook.NotAdmin.selector, notAdmins[i]));
            hook.registerEscrow(address(other));
        }
        vm.startPrank(admin);
        vm.expectRevert(abi.encodeWithSelector(RatingHook.ZeroAddress.selector, "escrow"));
        hook.registerEscrow(address(0));
        vm.expectRevert(abi.encodeWithSelector(RatingHook.NotAContract.selector, address(0xC0DE)));
        hook.registerEscrow(address(0xC0DE));
        vm.expectRevert(abi.encodeWithSelector(RatingHook.NotAContract.selector, address(hook)));
        hook.registerEscrow(address(hook));
        vm.expectRevert(abi.encodeWithSelector(RatingHook.EscrowAlreadyRegistered.selector, address(foreign), uint32(1)));
        hook.registerEscrow(address(foreign));
        // The ledger's own escrow is rated by the ledger: registering it here would rate its jobs twice.
        vm.expectRevert(abi.encodeWithSelector(RatingHook.LedgerEscrow.selector, address(escrow), uint32(0)));
        hook.registerEscrow(address(escrow));
        vm.expectRevert(abi.encodeWithSelector(RatingHook.UnknownEscrow.selector, address(other)));
        hook.setEscrowStopped(address(other), true);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(RatingHook.NotAdmin.selector, address(this)));
        hook.setEscrowStopped(address(foreign), true);
    }

    /// The admin is read from the ledger on every call: after a transfer the new admin registers
    /// and the old one no longer can.
    function test_register_followsTheLedgersAdmin() public {
        address next = address(0xAD2);
        vm.prank(admin);
        ledger.transferAdmin(next);
        vm.prank(next);
        ledger.acceptAdmin();
        ForeignEscrow other = new ForeignEscrow();
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(RatingHook.NotAdmin.selector, admin));
        hook.registerEscrow(address(other));
        vm.prank(next);
        assertEq(hook.registerEscrow(address(other)), 2, "the new admin registers");
        vm.prank(next);
        hook.setEscrowStopped(address(other), true);
    }

    function test_minBudget_isAHundredthOfAUnit() public {
        uint8[4] memory decimals = [uint8(0), 2, 6, 18];
        uint256[4] memory want = [uint256(1), 1, 10_000, 1e16];
        for (uint256 i; i < decimals.length; ++i) {
            DecimalsOnly asset = new DecimalsOnly(decimals[i]);
            ReputationLedger l = new ReputationLedger(admin, scorer, address(asset), address(0), EPOCH, CAP);
            assertEq(new RatingHook(address(l)).minBudget(), want[i], "minBudget");
        }
        vm.expectRevert(abi.encodeWithSelector(RatingHook.ZeroAddress.selector, "ledger"));
        new RatingHook(address(0));
    }

    // ------------------------------------------------------------ ERC-165

    function test_erc165() public {
        assertEq(uint32(type(IERC8183Hook).interfaceId), 0x7ff6bc9e, "the reference's hook interface id");
        assertTrue(hook.supportsInterface(0x7ff6bc9e), "hook interface");
        assertTrue(hook.supportsInterface(0x01ffc9a7), "ERC-165");
        assertFalse(hook.supportsInterface(0xffffffff), "0xffffffff");
        assertFalse(hook.supportsInterface(type(IRatingSource).interfaceId), "not claimed");
        // The ledger's own escrows refuse it as a job's hook: it hears their every verdict already.
        vm.prank(operator);
        vm.expectRevert(EscrowAdmin.InvalidHook.selector);
        escrow.setHookWhitelist(address(hook), true);
        assertFalse(escrow.whitelistedHooks(address(hook)), "the ledger's rating hook allow-listed");
        IERC165 h = IERC165(address(hook));
        assertTrue(h.supportsInterface(type(IERC165).interfaceId), "IERC165 id");
    }

    // ------------------------------------------------------------ forged and malformed calls

    /// Anyone may call the hook; from an unregistered address nothing happens, whatever it says.
    function test_forgedCall_fromAnUnregisteredCaller_changesNothing() public {
        uint256 jobId = foreignSubmitted(foreign, terms(provider, U));
        vm.recordLogs();
        hook.afterAction(jobId, COMPLETE, completeData(evaluator, Outcomes.shippedClean()));
        vm.prank(evaluator);
        hook.afterAction(jobId, COMPLETE, completeData(evaluator, Outcomes.shippedClean()));
        assertNoHookLogs();
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "no record");
    }

    /// Even the registered escrow's own call records only what its getJob says: a job it reports
    /// Submitted, or never created, is not recorded however the call describes it.
    function test_forgedCall_isCheckedAgainstTheEscrowsRecord() public {
        uint256 jobId = foreignSubmitted(foreign, terms(provider, U));
        bytes4 complete = COMPLETE;
        assertEq(hook.COMPLETE_SELECTOR(), ForeignEscrow.complete.selector, "the reference's complete");
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.NotCompleted);
        vm.prank(address(foreign));
        hook.afterAction(jobId, complete, completeData(evaluator, Outcomes.shippedClean()));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), 99, RatingHook.Reason.NotCompleted);
        vm.prank(address(foreign));
        hook.afterAction(99, complete, completeData(evaluator, Outcomes.shippedClean()));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), uint256(1) << 192, RatingHook.Reason.JobIdTooLarge);
        vm.prank(address(foreign));
        hook.afterAction(uint256(1) << 192, complete, completeData(evaluator, Outcomes.shippedClean()));
        assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "no record");
    }

    /// A record is never overwritten: a second call for a recorded job, with another outcome or
    /// after its rating, changes nothing.
    function test_forgedCall_cannotRewriteARecord() public {
        uint256 jobId = foreignCompleted(terms(provider, 2 * U), Outcomes.noOutput());
        uint256 k = hookKey(foreign, jobId);
        rateBatch(one(ledgerKey(jobId)));
        vm.expectEmit(true, true, true, true, address(hook));
        emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.AlreadyRecorded);
        vm.prank(address(foreign));
        hook.afterAction(jobId, COMPLETE, completeData(client, Outcomes.buyer(100)));
        IRatingSource.RatingTerms memory t = hook.ratingTerms(k);
        assertTrue(t.rated && t.rating == 20 && t.kind == 0, "the record stands, rated");
        assertEq(rateBatch(one(ledgerKey(jobId))), 0, "not rated again");
    }

    /// Only `fund`, `complete` and `claimRefund` count; every other selector (and any
    /// before-call) is ignored, `reject` included.
    function test_otherSelectors_andBeforeAction_doNothing() public {
        uint256 jobId = foreignCompleted(terms(provider, U), Outcomes.shippedClean());
        ForeignEscrow second = new ForeignEscrow();
        vm.prank(admin);
        hook.registerEscrow(address(second));
        uint256 other = foreignCompleted(second, terms(provider, U), Outcomes.shippedClean());
        bytes4[7] memory selectors = [ForeignEscrow.reject.selector, ForeignEscrow.createJob.selector,
            ForeignEscrow.setProvider.selector, ForeignEscrow.setBudget.selector, ForeignEscrow.submit.selector,
            ForeignEscrow.settleClaim.selector, bytes4(0xdeadbeef)];
        vm.recordLogs();
        for (uint256 i; i < selectors.length; ++i) {
            vm.prank(address(foreign));
            hook.afterAction(jobId, selectors[i], completeData(evaluator, Outcomes.shippedClean()));
            vm.prank(address(foreign));
            hook.beforeAction(jobId, selectors[i], hex"00");
        }
        bytes4[3] memory counted = [COMPLETE, CLAIM_REFUND, FUND];
        for (uint256 i; i < counted.length; ++i) {
            vm.prank(address(foreign));
            hook.beforeAction(jobId, counted[i], hex"");
        }
        assertNoHookLogs();
        assertTrue(hook.ratingTerms(hookKey(second, other)).rateable, "recorded");
    }

    /// An escrow whose getJob reverts or answers in another shape: its completion goes through,
    /// nothing is recorded.
    function test_brokenGetJob_doesNotBlockCompletion() public {
        ForeignEscrow.Reader[2] memory readers = [ForeignEscrow.Reader.Reverts, ForeignEscrow.Reader.Short];
        for (uint256 i; i < readers.length; ++i) {
            uint256 jobId = foreignSubmitted(foreign, terms(provider, U));
            foreign.setReader(readers[i]);
            vm.expectEmit(true, true, true, true, address(hook));
            emit RatingHook.JobNotRecorded(address(foreign), jobId, RatingHook.Reason.NoJob);
            vm.prank(evaluator);
            foreign.complete(jobId, bytes32("ok"), Outcomes.shippedClean());
            foreign.setReader(ForeignEscrow.Reader.Honest);
            assertEq(uint8(foreign.getJob(jobId).status), 3, "completed");
            assertEq(hook.ratingTerms(hookKey(foreign, jobId)).completed, false, "no record");
        }
    }

    /// Data that is not abi.encode(actor, reason, optParams): recorded, not rateable; never a revert.
    function test_malformedData_isNotRateable() public {
        bytes[4] memory data = [
            bytes(hex"01"),
            abi.encode(uint256(1) << 160, bytes32(0), bytes("")), // an actor above 160 bits
            abi.encodePacked(uint256(uint160(evaluator)), bytes32(0), uint256(1 << 200)), // an offset out of range
            abi.encodePacked(uint256(uint160(evaluator)), bytes32(0), uint256(96), uint256(64)) // a length out of range
        ];
        uint256[4] memory ids;
        for (uint256 i; i < data.length; ++i) {
            ids[i] = foreignSubmitted(foreign, terms(provider, U)); // bound at fund
        }
        vm.prank(admin);
        hook.setEscrowStopped(address(foreign), true);
        for (uint256 i; i < data.length; ++i) {
            vm.prank(evaluator);
            foreign.complete(ids[i], bytes32("ok"), Outcomes.shippedClean()); // stopped: not recorded
        }
        vm.prank(admin);
        hook.setEscrowStopped(address(foreign), false);
        for (uint256 i; i < data.length; ++i) {
            vm.prank(address(foreign));
            hook.afterAction(ids[i], COMPLETE, data[i]);
            IRatingSource.RatingTerms memory t = hook.ratingTerms(hookKey(foreign, ids[i]));
            assertTrue(t.completed && !t.rateable, "recorded, not rateable");
        }
    }
}
