// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Escrow} from "../src/Escrow.sol";
import {EscrowAdmin} from "../src/EscrowAdmin.sol";
import {TestToken} from "../src/TestToken.sol";
import {RecordingHook, NotAHook} from "./mocks/RecordingHook.sol";

/// @notice The marketplace owner's functions: ownership, platform fee and treasury, payment token
///         and hook allow-lists; each refusal with its exact error.
contract EscrowAdminTest is EscrowTestBase {
    address internal newOwner = address(0x0BE8);

    function test_ownership_twoSteps() public {
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.NotOwner.selector, stranger));
        escrow.transferOwnership(newOwner);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.ZeroAddress.selector, "owner"));
        escrow.transferOwnership(address(0));
        vm.prank(operator);
        escrow.transferOwnership(newOwner);
        assertEq(escrow.pendingOwner(), newOwner, "pending");
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.NotPendingOwner.selector, stranger));
        escrow.acceptOwnership();
        vm.prank(newOwner);
        escrow.acceptOwnership();
        assertEq(escrow.owner(), newOwner, "owner");
        assertEq(escrow.pendingOwner(), address(0), "pending cleared");
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.NotOwner.selector, operator));
        escrow.setArbiter(stranger);
    }

    function test_setPlatformFee() public {
        vm.expectEmit(false, true, false, true, address(escrow));
        emit EscrowAdmin.PlatformFeeChanged(500, stranger);
        vm.prank(operator);
        escrow.setPlatformFee(500, stranger);
        assertEq(escrow.platformFeeBP(), 500, "fee");
        assertEq(escrow.platformTreasury(), stranger, "treasury");
        assertEq(escrow.evaluatorFeeBP(), 0, "no evaluator fee");
    }

    function testFuzz_setPlatformFee_cappedAtTenPercent(uint256 fee) public {
        fee = bound(fee, 1001, type(uint256).max);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.FeeTooHigh.selector, fee, 1000));
        escrow.setPlatformFee(fee, treasury);
    }

    function test_setPlatformFee_refusals() public {
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.NotOwner.selector, stranger));
        escrow.setPlatformFee(100, treasury);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.ZeroAddress.selector, "treasury"));
        escrow.setPlatformFee(100, address(0));
    }

    function test_tokenAllowList() public {
        TestToken a = new TestToken();
        TestToken b = new TestToken();
        assertTrue(escrow.isTokenAllowed(address(token)), "the asset is always allowed");
        assertFalse(escrow.isTokenAllowed(address(a)), "not yet");
        vm.startPrank(operator);
        vm.expectEmit(true, false, false, true, address(escrow));
        emit EscrowAdmin.TokenAllowed(address(a), 1, true);
        escrow.setTokenAllowed(address(a), true);
        vm.expectEmit(true, false, false, true, address(escrow));
        emit EscrowAdmin.TokenAllowed(address(b), 2, true);
        escrow.setTokenAllowed(address(b), true);
        vm.expectEmit(true, false, false, true, address(escrow));
        emit EscrowAdmin.TokenAllowed(address(a), 1, false);
        escrow.setTokenAllowed(address(a), false);
        assertFalse(escrow.isTokenAllowed(address(a)), "stopped");
        vm.expectEmit(true, false, false, true, address(escrow));
        emit EscrowAdmin.TokenAllowed(address(a), 1, true);
        escrow.setTokenAllowed(address(a), true); // keeps its index
        vm.stopPrank();
        assertTrue(escrow.isTokenAllowed(address(a)) && escrow.isTokenAllowed(address(b)), "both allowed");
    }

    function test_tokenAllowList_refusals() public {
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.NotOwner.selector, stranger));
        escrow.setTokenAllowed(address(token), true);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.AssetAlwaysAllowed.selector, address(token)));
        escrow.setTokenAllowed(address(token), false);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.NotAContract.selector, stranger));
        escrow.setTokenAllowed(stranger, true);
    }

    function test_hookAllowList_checksErc165() public {
        RecordingHook hook = new RecordingHook();
        NotAHook notHook = new NotAHook();
        assertTrue(escrow.whitelistedHooks(address(0)), "no hook is always allowed");
        assertFalse(escrow.whitelistedHooks(address(hook)), "not yet");
        vm.startPrank(operator);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.HookNotERC165.selector, address(notHook)));
        escrow.setHookWhitelist(address(notHook), true);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.ZeroAddress.selector, "hook"));
        escrow.setHookWhitelist(address(0), true);
        vm.expectEmit(true, false, false, true, address(escrow));
        emit EscrowAdmin.HookWhitelistUpdated(address(hook), true);
        escrow.setHookWhitelist(address(hook), true);
        assertTrue(escrow.whitelistedHooks(address(hook)), "allowed");
        escrow.setHookWhitelist(address(hook), false);
        assertFalse(escrow.whitelistedHooks(address(hook)), "stopped");
        vm.stopPrank();
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.NotOwner.selector, stranger));
        escrow.setHookWhitelist(address(hook), true);
    }
}
