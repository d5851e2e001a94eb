// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {EscrowHandler} from "./handlers/EscrowHandler.sol";

/// @notice Stateful fuzzing of an escrow with a 2.5 % platform fee through EscrowHandler: money is
///         conserved, completed jobs paid their providers their budgets less the fee and the
///         treasury the fee, nothing else paid anyone, and terminal states are final.
///         Deeper and more runs than the project default, since a job needs ~5 calls to settle.
/// forge-config: default.invariant.runs = 128
/// forge-config: default.invariant.depth = 128
contract EscrowInvariantTest is Fixture {
    EscrowHandler internal handler;
    Escrow internal market;

    function setUp() public override {
        super.setUp();
        market = newEscrow(250);
        handler = new EscrowHandler(market, token, arbiter, evaluator, treasury);
        targetContract(address(handler));
    }

    function _isLocked(IEscrow.Status s) internal pure returns (bool) {
        return s == IEscrow.Status.Funded || s == IEscrow.Status.Submitted || s == IEscrow.Status.Disputed;
    }

    /// @notice The escrow holds exactly the budgets of the jobs whose money is still in play.
    function invariant_balanceEqualsLockedBudgets() public view {
        uint256 locked;
        for (uint256 id = 1; id <= market.jobCounter(); ++id) {
            IEscrow.JobView memory j = market.getJob(id);
            if (_isLocked(j.status)) locked += j.budget;
        }
        assertEq(token.balanceOf(address(market)), locked, "escrow balance != sum of locked budgets");
    }

    /// @notice Money in equals money out plus money held.
    function invariant_flowsBalance() public view {
        assertEq(
            handler.ghostDeposited(),
            handler.ghostPaidToProviders() + handler.ghostFees() + handler.ghostRefunded()
                + token.balanceOf(address(market)),
            "deposited != paid + fees + refunded + held"
        );
    }

    /// @notice Every Completed job paid its provider its budget less 2.5 % and the treasury the
    ///         2.5 %; no other job paid anyone but its client.
    function invariant_completedJobsPaidTheirBudgetLessTheFee() public view {
        for (uint256 id = 1; id <= market.jobCounter(); ++id) {
            IEscrow.JobView memory j = market.getJob(id);
            if (j.status == IEscrow.Status.Completed) {
                uint256 fee = (j.budget * 250) / 10_000;
                assertEq(handler.ghostFee(id), fee, "fee");
                assertEq(handler.ghostPaid(id), j.budget - fee, "provider's pay");
                assertTrue(market.ratingTerms(id).completed, "completed job not in the rating terms");
            } else {
                assertEq(handler.ghostPaid(id) + handler.ghostFee(id), 0, "a job that is not Completed paid out");
                assertFalse(market.ratingTerms(id).completed, "uncompleted job in the rating terms");
            }
        }
    }

    /// @notice Once Completed, Rejected or Expired, a job stays so and accepts no further call.
    function invariant_terminalStatesAreFinal() public view {
        assertEq(handler.ghostLeftTerminal(), 0, "a call succeeded on a terminal job");
        for (uint256 id = 1; id <= market.jobCounter(); ++id) {
            if (handler.ghostEnded(id)) {
                assertEq(uint256(market.getJob(id).status), uint256(handler.ghostTerminal(id)), "left its terminal state");
            }
        }
    }
}
