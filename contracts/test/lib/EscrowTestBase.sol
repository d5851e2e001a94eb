// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Escrow} from "../../src/Escrow.sol";
import {IEscrow} from "../../src/IEscrow.sol";

/// @notice Shared helpers of the Escrow unit tests (EscrowCreate, EscrowFunding, EscrowSettle,
///         EscrowDispute, EscrowAdmin, EscrowHooks): labelled actors and jobs in each status.
abstract contract EscrowTestBase is Fixture {
    uint256 internal constant BUDGET = 5 * U;
    bytes32 internal constant DELIVERABLE = keccak256("deliverable");
    bytes32 internal constant REASON = bytes32("reason");
    address internal stranger = address(0x5757);

    function setUp() public virtual override {
        super.setUp();
        vm.label(client, "client");
        vm.label(provider, "provider");
        vm.label(evaluator, "evaluator");
        vm.label(arbiter, "arbiter");
        vm.label(stranger, "stranger");
        vm.label(operator, "operator");
    }

    function _openJob(address provider_, address evaluator_) internal returns (uint256 id) {
        vm.prank(client);
        id = escrow.createJob(provider_, evaluator_, expiry(), "step", address(0), 0);
    }

    function _budgetedJob(uint256 budget) internal returns (uint256 id) {
        id = _openJob(provider, evaluator);
        vm.prank(client);
        escrow.setBudget(id, address(token), budget, "");
    }

    function _fundedJob(uint256 budget) internal returns (uint256) {
        return fundedJob(escrow, client, provider, evaluator, budget);
    }

    function _submittedJob() internal returns (uint256) {
        return submittedJob(provider, BUDGET);
    }

    function _disputedJob() internal returns (uint256 id) {
        id = _submittedJob();
        vm.prank(client);
        escrow.dispute(id, bytes32("late"));
    }

    function _status(uint256 id) internal view returns (IEscrow.Status) {
        return escrow.getJob(id).status;
    }

    function _assertStatus(uint256 id, IEscrow.Status s, string memory message) internal view {
        assertEq(uint256(_status(id)), uint256(s), message);
    }

    function _expectWrongStatus(uint256 id, IEscrow.Status s) internal {
        vm.expectRevert(abi.encodeWithSelector(IEscrow.WrongStatus.selector, id, s));
    }
}
