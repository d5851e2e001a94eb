// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Escrow} from "../../src/Escrow.sol";
import {IEscrow} from "../../src/IEscrow.sol";
import {EscrowHandler} from "./EscrowHandler.sol";
import {Setup} from "./Setup.sol";

/// @notice Stateful fuzzing of an escrow with a 2.5 % fee: it holds exactly what its funded and
///         submitted jobs have not paid out, money is conserved, and final states stay final.
/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 96
contract EscrowInvariantTest is Setup {
    EscrowHandler internal handler;
    Escrow internal market;

    function setUp() public override {
        super.setUp();
        market = deployEscrow(1, 250, address(rating));
        handler = new EscrowHandler(market, token, arbiter, treasury);
        targetContract(address(handler));
    }

    function invariant_holdsExactlyWhatIsInPlay() public view {
        uint256 held;
        for (uint256 id = 1; id <= market.jobCounter(); ++id) {
            IEscrow.Job memory j = market.getJob(id);
            if (j.status == IEscrow.JobStatus.Funded || j.status == IEscrow.JobStatus.Submitted) {
                held += j.budget - j.settledAmount;
            }
        }
        assertEq(token.balanceOf(address(market)), held, "balance != unpaid budgets in play");
    }

    function invariant_moneyConserved() public view {
        assertEq(handler.ghostDeposited(), handler.ghostOut() + token.balanceOf(address(market)), "in != out + held");
    }

    function invariant_finalStatesStayFinal() public view {
        assertEq(handler.ghostLeftTerminal(), 0, "a final job changed status");
    }
}
