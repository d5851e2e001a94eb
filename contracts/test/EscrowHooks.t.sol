// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {RecordingHook} from "./mocks/RecordingHook.sol";

/// @notice Hooks as ERC-8183 defines them: which functions call them, before and after, with
///         which selector and data; a reverting hook blocks or undoes; claimRefund is never
///         hooked; a hook cannot re-enter; a stopped hook still serves the jobs that chose it.
contract EscrowHooksTest is EscrowTestBase {
    RecordingHook internal hook;

    function setUp() public override {
        super.setUp();
        hook = new RecordingHook();
        vm.prank(operator);
        escrow.setHookWhitelist(address(hook), true);
    }

    function _hookedJob() internal returns (uint256 id) {
        vm.prank(client);
        id = escrow.createJob(provider, evaluator, expiry(), "hooked", address(hook), 0);
    }

    function _assertCall(uint256 i, bool before, uint256 jobId, bytes4 selector, bytes memory data) internal view {
        RecordingHook.Call memory c = hook.callAt(i);
        assertEq(c.before, before, string.concat("before/after of call ", toString(i)));
        assertEq(c.jobId, jobId, string.concat("jobId of call ", toString(i)));
        assertEq(bytes32(c.selector), bytes32(selector), string.concat("selector of call ", toString(i)));
        assertEq(keccak256(c.data), keccak256(data), string.concat("data of call ", toString(i)));
    }

    /// The whole lifecycle, in order: createJob (after only), setBudget, fund, submit, complete.
    function test_hook_calledAroundEachHookableFunction_withTheErcData() public {
        uint256 id = _hookedJob();
        assertEq(escrow.getJob(id).hook, address(hook), "getJob names the hook");
        token.mint(client, BUDGET);
        vm.startPrank(client);
        escrow.setBudget(id, address(token), BUDGET, hex"aa");
        token.approve(address(escrow), BUDGET);
        escrow.fund(id, BUDGET, hex"bb");
        vm.stopPrank();
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, hex"cc");
        bytes memory out = Outcomes.shippedClean();
        vm.prank(evaluator);
        escrow.complete(id, REASON, out);

        assertEq(hook.callCount(), 9, "1 + 2 x 4 calls");
        _assertCall(0, false, id, Escrow.createJob.selector, abi.encode(client, provider, evaluator));
        bytes memory d = abi.encode(client, address(token), BUDGET, hex"aa");
        _assertCall(1, true, id, Escrow.setBudget.selector, d);
        _assertCall(2, false, id, Escrow.setBudget.selector, d);
        d = abi.encode(client, hex"bb");
        _assertCall(3, true, id, Escrow.fund.selector, d);
        _assertCall(4, false, id, Escrow.fund.selector, d);
        d = abi.encode(provider, DELIVERABLE, hex"cc");
        _assertCall(5, true, id, Escrow.submit.selector, d);
        _assertCall(6, false, id, Escrow.submit.selector, d);
        d = abi.encode(evaluator, REASON, out);
        _assertCall(7, true, id, Escrow.complete.selector, d);
        _assertCall(8, false, id, Escrow.complete.selector, d);
    }

    function test_hook_reject() public {
        uint256 id = _hookedJob();
        vm.prank(client);
        escrow.reject(id, REASON, hex"dd");
        bytes memory d = abi.encode(client, REASON, hex"dd");
        _assertCall(1, true, id, Escrow.reject.selector, d);
        _assertCall(2, false, id, Escrow.reject.selector, d);
    }

    /// setProvider is hooked (an extension), with (caller, provider, agentId).
    function test_hook_setProvider_beforeAndAfter() public {
        vm.prank(client);
        uint256 id = escrow.createJob(address(0), evaluator, expiry(), "", address(hook), 0);
        vm.prank(client);
        escrow.setProvider(id, provider, 0);
        bytes memory d = abi.encode(client, provider, uint256(0));
        _assertCall(1, true, id, Escrow.setProvider.selector, d);
        _assertCall(2, false, id, Escrow.setProvider.selector, d);
    }

    /// claimRefund is not hooked: a hook can never block a refund.
    function test_hook_notCalledByClaimRefund() public {
        vm.prank(client);
        uint256 id = escrow.createJob(address(0), evaluator, expiry(), "", address(hook), 0);
        hook.setRevert(Escrow.fund.selector, Escrow.fund.selector); // a hostile hook from now on
        vm.warp(block.timestamp + EXPIRY);
        escrow.claimRefund(id);
        assertEq(hook.callCount(), 1, "only createJob's afterAction");
        _assertStatus(id, IEscrow.Status.Expired, "refunded despite the hook");
    }

    function test_hook_beforeRevert_blocksSetProvider() public {
        vm.prank(client);
        uint256 id = escrow.createJob(address(0), evaluator, expiry(), "", address(hook), 0);
        hook.setRevert(Escrow.setProvider.selector, bytes4(0));
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(RecordingHook.HookSaysNo.selector, Escrow.setProvider.selector));
        escrow.setProvider(id, provider, 0);
        assertEq(escrow.getJob(id).provider, address(0), "provider unchanged");
    }

    function test_hook_beforeRevert_blocksTheAction() public {
        uint256 id = _hookedJob();
        hook.setRevert(Escrow.setBudget.selector, bytes4(0));
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(RecordingHook.HookSaysNo.selector, Escrow.setBudget.selector));
        escrow.setBudget(id, address(token), BUDGET, "");
        assertEq(escrow.getJob(id).budget, 0, "budget unchanged");
    }

    function test_hook_afterRevert_undoesTheAction() public {
        uint256 id = _hookedJob();
        token.mint(client, BUDGET);
        vm.startPrank(client);
        escrow.setBudget(id, address(token), BUDGET, "");
        token.approve(address(escrow), BUDGET);
        vm.stopPrank();
        hook.setRevert(bytes4(0), Escrow.fund.selector);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(RecordingHook.HookSaysNo.selector, Escrow.fund.selector));
        escrow.fund(id, BUDGET, "");
        _assertStatus(id, IEscrow.Status.Open, "still open");
        assertEq(token.balanceOf(client), BUDGET, "no money moved");
    }

    /// A hook that re-enters the escrow (here: claimRefund of its own expired job while the
    /// evaluator's complete runs) is refused, so no job can be paid twice.
    function test_hook_cannotReenter() public {
        uint256 id = _hookedJob();
        fund(escrow, client, id, BUDGET);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        vm.warp(block.timestamp + EXPIRY); // claimRefund would be allowed now
        hook.setReenter(address(escrow), abi.encodeCall(Escrow.claimRefund, (id)));
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        assertTrue(hook.reentered(), "the hook tried");
        assertEq(keccak256(hook.reentryError()), keccak256(abi.encodeWithSelector(IEscrow.Reentrancy.selector)), "refused");
        assertEq(token.balanceOf(provider), BUDGET, "paid once");
        assertEq(token.balanceOf(client), 0, "not refunded as well");
    }

    /// The arbiter's resolution is seen by the hook as complete (paid) or reject (refunded).
    function test_hook_seesTheArbitersResolution() public {
        uint256 id = _hookedJob();
        fund(escrow, client, id, BUDGET);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        vm.prank(client);
        escrow.dispute(id, REASON);
        uint256 n = hook.callCount();
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 60, REASON);
        bytes memory d = abi.encode(arbiter, REASON, bytes(""));
        _assertCall(n, true, id, Escrow.complete.selector, d);
        _assertCall(n + 1, false, id, Escrow.complete.selector, d);
    }

    /// A stopped hook is refused on new jobs but keeps serving the jobs that chose it.
    function test_hook_stopped_stillServesItsJobs() public {
        uint256 id = _hookedJob();
        vm.prank(operator);
        escrow.setHookWhitelist(address(hook), false);
        vm.prank(client);
        escrow.setBudget(id, address(token), 1, "");
        assertEq(hook.callCount(), 3, "still called");
    }
}
