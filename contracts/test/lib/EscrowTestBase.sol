// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Escrow} from "../../src/Escrow.sol";
import {IJobSettlements} from "../../src/IJobSettlements.sol";

/// @notice Shared setup of the unit tests for Escrow (every external function, every revert path
///         with its exact custom error and arguments, the events, and the finality of terminal
///         states), split by concern into EscrowCreate, EscrowFunding, EscrowSettle and EscrowDispute:
///         labelled actors, the job expiry, and helpers that drive a job through its states.
abstract contract EscrowTestBase is Fixture {
    uint256 internal constant BUDGET = 5 * U;
    uint256 internal constant AGENT = 8004;
    bytes32 internal constant DELIVERABLE = keccak256("deliverable");
    bytes32 internal constant REASON = bytes32("reason");

    address internal stranger = address(0x5757);
    uint64 internal expiry;

    function setUp() public override {
        super.setUp();
        expiry = uint64(block.timestamp + 30 days); // what Fixture.submittedJob uses too
        vm.label(client, "client");
        vm.label(provider, "provider");
        vm.label(evaluator, "evaluator");
        vm.label(arbiter, "arbiter");
        vm.label(stranger, "stranger");
    }

    // ================================================================ helpers

    function _openJob(address provider_, address evaluator_) internal returns (uint256 id) {
        vm.prank(client);
        id = escrow.createJob(provider_, evaluator_, expiry, address(token), "step");
    }

    function _budgetedJob(uint256 budget) internal returns (uint256 id) {
        id = _openJob(provider, evaluator);
        vm.prank(client);
        escrow.setBudget(id, budget);
    }

    function _fund(uint256 id, uint256 budget) internal {
        token.mint(client, budget);
        vm.prank(client);
        token.approve(address(escrow), budget);
        vm.prank(client);
        escrow.fund(id, budget);
    }

    function _fundedJob(uint256 budget) internal returns (uint256 id) {
        id = _budgetedJob(budget);
        _fund(id, budget);
    }

    function _disputedJob() internal returns (uint256 id) {
        id = submittedJob(client, provider, BUDGET);
        vm.prank(client);
        escrow.dispute(id, bytes32("late"));
    }

    function _status(uint256 id) internal view returns (Escrow.Status) {
        return escrow.getJob(id).status;
    }

    function _assertStatus(uint256 id, Escrow.Status s, string memory message) internal view {
        assertEq(uint256(_status(id)), uint256(s), message);
    }

    function _expectWrongStatus(uint256 id, Escrow.Status s) internal {
        vm.expectRevert(abi.encodeWithSelector(Escrow.WrongStatus.selector, id, s));
    }

    function _assertTerms(
        uint256 id,
        bool completed,
        uint8 kind,
        uint8 explicitRating,
        uint256 agentId,
        uint256 amount
    ) internal view {
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(id);
        assertEq(t.completed, completed, "terms.completed");
        assertEq(t.kind, kind, "terms.kind");
        assertEq(t.explicitRating, explicitRating, "terms.explicitRating");
        assertEq(t.client, client, "terms.client");
        assertEq(t.token, address(token), "terms.token");
        assertEq(t.agentId, agentId, "terms.agentId");
        assertEq(t.amount, amount, "terms.amount");
    }
}
