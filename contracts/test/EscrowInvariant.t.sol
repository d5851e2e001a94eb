// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Escrow} from "../src/Escrow.sol";
import {EscrowHandler} from "./handlers/EscrowHandler.sol";

/// @notice Stateful fuzzing of the escrow through EscrowHandler: money is conserved, completed
///         jobs paid their providers exactly their budgets, and terminal states are final.
///         Deeper and more runs than the project default, since a job needs ~5 calls to settle.
/// forge-config: default.invariant.runs = 128
/// forge-config: default.invariant.depth = 128
contract EscrowInvariantTest is Fixture {
    EscrowHandler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new EscrowHandler(escrow, token, arbiter, evaluator);
        targetContract(address(handler));
    }

    function _isLocked(Escrow.Status s) internal pure returns (bool) {
        return s == Escrow.Status.Funded || s == Escrow.Status.Submitted || s == Escrow.Status.Disputed;
    }

    /// @notice The escrow holds exactly the budgets of the jobs whose money is still in play.
    function invariant_balanceEqualsLockedBudgets() public view {
        uint256 locked;
        for (uint256 id = 1; id <= escrow.jobCount(); ++id) {
            Escrow.JobView memory j = escrow.getJob(id);
            if (_isLocked(j.status)) locked += j.budget;
        }
        assertEq(token.balanceOf(address(escrow)), locked, "escrow balance != sum of locked budgets");
    }

    /// @notice Money in equals money out plus money held.
    function invariant_flowsBalance() public view {
        assertEq(
            handler.ghostDeposited(),
            handler.ghostPaidToProviders() + handler.ghostRefunded() + token.balanceOf(address(escrow)),
            "deposited != paid + refunded + held"
        );
    }

    /// @notice Every Completed job paid its provider exactly its budget, and no other job paid anything.
    function invariant_completedJobsPaidTheirBudget() public view {
        uint256 completedBudgets;
        for (uint256 id = 1; id <= escrow.jobCount(); ++id) {
            Escrow.JobView memory j = escrow.getJob(id);
            if (j.status == Escrow.Status.Completed) {
                completedBudgets += j.budget;
                assertEq(handler.ghostPaid(id), j.budget, "completed job paid != its budget");
                assertTrue(escrow.ratingTerms(id).completed, "completed job not rateable");
            } else {
                assertEq(handler.ghostPaid(id), 0, "a job that is not Completed paid its provider");
                assertFalse(escrow.ratingTerms(id).completed, "uncompleted job rateable");
            }
        }
        assertEq(handler.ghostPaidToProviders(), completedBudgets, "provider receipts != completed budgets");
    }

    /// @notice Once Completed, Rejected or Expired, a job stays so and accepts no further call.
    function invariant_terminalStatesAreFinal() public view {
        assertEq(handler.ghostLeftTerminal(), 0, "a call succeeded on a terminal job");
        for (uint256 id = 1; id <= escrow.jobCount(); ++id) {
            Escrow.Status first = handler.ghostTerminal(id);
            if (first != Escrow.Status.None) {
                assertEq(uint256(escrow.getJob(id).status), uint256(first), "job left its terminal state");
            }
        }
    }
}
