// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./Base.sol";
import {Fixture} from "./Fixture.sol";
import {ForeignEscrow} from "../mocks/ForeignEscrow.sol";

/// @notice The Fixture's ledger with its rating hook (the factory escrows' hook) registered on it as a
///         source too, and one foreign
///         ERC-8183 escrow (the reference's shape) registered on the hook; helpers drive its jobs.
abstract contract HookFixture is Fixture {
    /// @dev ERC-8183 complete(uint256,bytes32,bytes). A constant, not hook.COMPLETE_SELECTOR():
    ///      an external call in a pranked call's arguments would take the prank.
    bytes4 internal constant COMPLETE = 0xd75bbdf3;
    /// @dev ERC-8183 claimRefund(uint256,bytes) and fund(uint256,address,uint256,bytes).
    bytes4 internal constant CLAIM_REFUND = 0xd2fd101b;
    bytes4 internal constant FUND = 0x1f989ec8;
    /// @dev Rubric's "no output" word: what a rated refund's JobRecorded carries as its outcome.
    uint256 internal constant NO_OUTPUT_WORD = (uint256(1) << 248) | 1;

    uint32 internal hookIndex; // the hook's source index on the ledger
    ForeignEscrow internal foreign;
    uint32 internal ordinal; // the foreign escrow's ordinal on the hook

    function setUp() public virtual override {
        super.setUp();
        // A provider rated under its own address needs one of 2^96 or more (ids live below).
        provider = address(uint160(uint256(keccak256("hook provider"))));
        foreign = new ForeignEscrow();
        vm.startPrank(admin);
        hookIndex = ledger.registerSource(address(hook));
        ordinal = hook.registerEscrow(address(foreign));
        vm.stopPrank();
    }

    /// @notice The parties and terms of a foreign job.
    struct Terms {
        address client;
        address provider;
        address evaluator;
        address token;
        uint256 budget;
        uint256 agentId;
        address hook;
    }

    /// @notice client → provider, judged by the third-party evaluator, in the asset, under this hook.
    function terms(address provider_, uint256 budget) internal view returns (Terms memory t) {
        t = Terms(client, provider_, evaluator, address(token), budget, 0, address(hook));
    }

    /// @notice A foreign job created and budgeted by its provider, the budget minted to the
    ///         client and approved: ready to fund. It expires EXPIRY from now.
    function foreignOpen(ForeignEscrow e, Terms memory t) internal returns (uint256 jobId) {
        vm.prank(t.client);
        jobId = e.createJob(t.provider, t.evaluator, uint48(expiry()), "step", t.hook, t.agentId, "");
        vm.prank(t.provider);
        e.setBudget(jobId, t.token, t.budget, "");
        if (t.token == address(token)) token.mint(t.client, t.budget);
        vm.prank(t.client);
        (bool ok,) = t.token.call(abi.encodeWithSignature("approve(address,uint256)", address(e), t.budget));
        require(ok, "approve");
    }

    /// @notice The client funds an open job.
    function fundOpen(ForeignEscrow e, Terms memory t, uint256 jobId) internal {
        vm.prank(t.client);
        e.fund(jobId, t.token, t.budget, "");
    }

    /// @notice A foreign job created, budgeted by its provider and funded by its client.
    function foreignFunded(ForeignEscrow e, Terms memory t) internal returns (uint256 jobId) {
        jobId = foreignOpen(e, t);
        fundOpen(e, t, jobId);
    }

    function foreignSubmitted(ForeignEscrow e, Terms memory t) internal returns (uint256 jobId) {
        jobId = foreignFunded(e, t);
        vm.prank(t.provider);
        e.submit(jobId, keccak256("deliverable"), "");
    }

    /// @notice A foreign job completed by its evaluator with `optParams`.
    function foreignCompleted(ForeignEscrow e, Terms memory t, bytes memory optParams) internal returns (uint256 jobId) {
        jobId = foreignSubmitted(e, t);
        vm.prank(t.evaluator);
        e.complete(jobId, bytes32("ok"), optParams);
    }

    function foreignCompleted(Terms memory t, bytes memory optParams) internal returns (uint256) {
        return foreignCompleted(foreign, t, optParams);
    }

    /// @notice The hook's key of a job of `e`: (ordinal << 192) | jobId.
    function hookKey(ForeignEscrow e, uint256 jobId) internal view returns (uint256) {
        return hook.keyOf(address(e), jobId);
    }

    /// @notice The ledger's batch key of a job of `e`: (hookIndex << 224) | hookKey.
    function ledgerKey(ForeignEscrow e, uint256 jobId) internal view returns (uint256) {
        return key(hookIndex, hookKey(e, jobId));
    }

    function ledgerKey(uint256 jobId) internal view returns (uint256) {
        return ledgerKey(foreign, jobId);
    }

    /// @notice Submit one batch as the scorer; returns how many were applied.
    function rateBatch(uint256[] memory keys) internal returns (uint256) {
        vm.prank(scorer);
        return ledger.submitBatch(keys);
    }

    function one(uint256 k) internal pure returns (uint256[] memory keys) {
        keys = new uint256[](1);
        keys[0] = k;
    }

    /// @notice The completion's outcome data as a forged afterAction would carry it.
    function completeData(address actor, bytes memory optParams) internal pure returns (bytes memory) {
        return abi.encode(actor, bytes32("ok"), optParams);
    }

    /// @notice Fails when the hook emitted anything since vm.recordLogs().
    function assertNoHookLogs() internal {
        Vm.Log[] memory logs = vm.getRecordedLogs();
        for (uint256 i; i < logs.length; ++i) {
            assertTrue(logs[i].emitter != address(hook), "the hook emitted an event");
        }
    }
}
