// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./lib/Base.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Wilson} from "./lib/Wilson.sol";
import {Escrow} from "../src/Escrow.sol";

/// @notice What wash trading costs (issue 11, point 3). The audit's sub-floor agent has ten honest
///         20/100 ratings at 12 units (Wilson lower bound 2099 bps with the default prior). Its
///         owner controls a second address, the "client", which hires the agent for 12 units,
///         evaluates the job itself and rates it 100 as buyer — the cheapest rating there is to
///         buy now that self-dealing is refused. The test counts the jobs until the lower bound
///         (docs/design.md §13, test/lib/Wilson.sol) reaches the 5500 bps floor, the asset units the
///         trader loses (the platform fees: the rest goes from one of its pockets to the other),
///         and the gas of its transactions (whole-transaction, isolation on). Printed with
///         `forge test --mc WashTradingTest -vv`.
contract WashTradingTest is Fixture {
    uint256 internal constant JOB = 12 * U; // at the cap: the most weight per job and per fee unit
    uint256 internal constant FLOOR = 5500;

    struct Result {
        uint256 jobs;
        uint256 lost; // base units
        uint256 gasUsed;
        uint256 lowerBefore;
        uint256 lowerAfter;
    }

    function test_washTrading_costAtFees_0_1_2_5_5() public {
        uint16[4] memory fees = [uint16(0), 100, 250, 500];
        Result[4] memory r;
        for (uint256 i; i < fees.length; ++i) {
            r[i] = _washUntilRoutable(fees[i], address(uint160(0xA6E0 + i) << 96), address(uint160(0xC0C0 + i)));
            log(string.concat("fee (bps) ", toString(fees[i]), ": wash jobs to cross the floor"), r[i].jobs);
            log("  asset base units lost (1 unit = 1e6)", r[i].lost);
            log("  gas of the trader's transactions", r[i].gasUsed);
            log("  lower bound before (bps)", r[i].lowerBefore);
            log("  lower bound after (bps)", r[i].lowerAfter);

            assertLt(r[i].lowerBefore, FLOOR, "the agent starts under the floor");
            assertGe(r[i].lowerAfter, FLOOR, "and ends above it");
            assertEq(r[i].lost, (r[i].jobs * JOB * fees[i]) / 10_000, "the trader loses exactly the fees");
            // Weights are the full budget, so the fee does not change how many jobs it takes.
            assertEq(r[i].jobs, r[0].jobs, "jobs needed independent of the fee");
        }
        assertEq(r[0].lost, 0, "without a fee wash trading costs gas only");
        assertEq(r[0].lowerBefore, 2099, "the audit's starting point");
        assertEq(r[0].jobs, 9, "the audit's nine jobs");
    }

    function _washUntilRoutable(uint16 feeBps, address agent, address trader) internal returns (Result memory r) {
        Escrow market = newEscrow(feeBps);
        uint32 index = uint32(ledger.escrowCount() - 1);
        // Ten honest 20/100 ratings at 12 units: a real client, a third-party evaluator.
        for (uint256 i; i < 10; ++i) {
            rateOn(index, completedJob(market, agent, JOB, Outcomes.noOutput()));
        }
        r.lowerBefore = _lower(agent);

        token.mint(trader, 100 * JOB);
        uint256 before = token.balanceOf(trader) + token.balanceOf(agent);
        vm.prank(trader);
        token.approve(address(market), type(uint256).max);
        r.gasUsed = _gas();
        uint256 lower = r.lowerBefore;
        while (lower < FLOOR) {
            require(r.jobs < 50, "wash trading did not converge");
            r.gasUsed += _washJob(market, trader, agent);
            rateOn(index, market.jobCounter());
            lower = _lower(agent);
            ++r.jobs;
        }
        r.lowerAfter = lower;
        r.lost = before - token.balanceOf(trader) - token.balanceOf(agent);
    }

    /// One wash job: the trader creates, budgets, funds and evaluates; the agent submits.
    function _washJob(Escrow market, address trader, address agent) internal returns (uint256 g) {
        vm.prank(trader);
        uint256 id = market.createJob(agent, trader, uint48(block.timestamp + 1 days), "", address(0), 0, "");
        g += _gas();
        vm.prank(agent); // the provider prices the job (ERC-8183)
        market.setBudget(id, address(token), JOB, "");
        g += _gas();
        vm.prank(trader);
        market.fund(id, address(token), JOB, "");
        g += _gas();
        vm.prank(agent);
        market.submit(id, bytes32(0), "");
        g += _gas();
        vm.prank(trader);
        market.complete(id, bytes32(0), Outcomes.buyer(100));
        g += _gas();
    }

    function _lower(address agent) internal view returns (uint256) {
        (uint256 sumW, uint256 weight,,) = ledger.repState(agentOf(agent));
        return Wilson.lowerBound(sumW, weight, U);
    }

    function _gas() internal view returns (uint256) {
        Vm.Gas memory g = vm.lastCallGas();
        require(g.gasTotalUsed > 21_000, "needs call isolation");
        return g.gasTotalUsed;
    }
}
