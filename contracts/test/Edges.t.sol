// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";

/// @notice Issue 11's edges, each closed: avgBps above 10000, an epoch length that bricks writes
///         before the year 10,000, an expiry whose deadline overflows.
contract EdgesTest is Fixture {
    /// The audit's 18500: 2 base units at 100, one epoch later weight floors to 1 while sumW keeps
    /// 18500. The clamp holds sumW at 10000 · weight.
    function test_avgBps_neverAbove10000_afterDecay() public {
        rate(buyerRatedJob(provider, 2, 100));
        vm.warp(block.timestamp + EPOCH);
        (uint256 sumW, uint256 weight,,) = state(agentOf(provider));
        assertEq(weight, 1, "weight floored to 1");
        assertEq(sumW, 10_000, "sumW clamped (unclamped: floor(20000 * 0.925) = 18500)");
        assertEq(ledger.avgBps(agentOf(provider)), 10_000, "avgBps");
    }

    /// The same through a late rating: 1 base unit at 100, one epoch late, adds 9250 to sumW and 0
    /// to the weight; the clamp takes it back.
    function test_avgBps_neverAbove10000_afterALateRating() public {
        uint256 late = buyerRatedJob(provider, 1, 100);
        vm.warp(block.timestamp + EPOCH);
        rate(buyerRatedJob(provider, 1, 100));
        rate(late);
        (uint256 sumW, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(weight, 1, "weight");
        assertEq(sumW, 10_000, "sumW clamped");
        assertEq(count, 2, "count");
        assertEq(ledger.avgBps(agentOf(provider)), 10_000, "avgBps");
    }

    /// Tiny weights, high ratings, disputes and gaps: avgBps and the dispute rate stay ≤ 10000.
    function testFuzz_avgBps_andDisputeRate_neverAbove10000(uint256 seed) public {
        for (uint256 i; i < 6; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            uint256 budget = bound(r, 1, 9);
            uint8 rating = uint8(bound(r >> 8, 90, 100));
            uint256 id = (r >> 16) % 2 == 0 ? buyerRatedJob(provider, budget, rating) : disputedJob(provider, budget, rating);
            if ((r >> 24) % 3 != 0) rate(id); // the rest stay unrated a while, then go in late
            else _pending.push(id);
            vm.warp(block.timestamp + ((r >> 32) % 3) * EPOCH);
            _check();
        }
        for (uint256 i; i < _pending.length; ++i) {
            rate(_pending[i]);
            _check();
        }
    }

    uint256[] internal _pending;

    function _check() internal view {
        assertLe(ledger.avgBps(agentOf(provider)), 10_000, "avgBps");
        assertLe(ledger.disputeRateBps(agentOf(provider)), 10_000, "disputeRateBps");
    }

    /// The constructor refuses an epoch shorter than 60 s.
    function testFuzz_epochLength_below60_refused(uint256 len) public {
        len = bound(len, 0, 59);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.EpochLengthTooShort.selector, len, 60));
        new ReputationLedger(admin, scorer, address(token), address(registry), len, CAP);
    }

    /// With the shortest epoch, a rating at the end of the year 9999 still fits 32-bit epochs.
    function test_epochLength60_writesUntilTheYear10000() public {
        ReputationLedger l = new ReputationLedger(admin, scorer, address(token), address(registry), 60, CAP);
        vm.prank(admin);
        (, address a) = l.createEscrow(operator, arbiter, treasury, 0);
        uint256 endOf9999 = 253_402_300_799; // 9999-12-31T23:59:59Z
        vm.warp(endOf9999 - 400 days);
        Escrow e = Escrow(a);
        uint256 id = submittedJob(e, client, provider, evaluator, U);
        vm.warp(endOf9999);
        vm.prank(evaluator);
        e.complete(id, "", "");
        vm.prank(scorer);
        l.submit(0, id);
        assertEq(l.lastEpochOf(agentOf(provider)), endOf9999 / 60, "epoch");
        assertLt(endOf9999 / 60, 2 ** 32, "fits 32 bits");
    }

    /// The audit's expiredAt near 2^64 is refused at creation; the latest accepted expiry leaves
    /// every deadline computable: refund after it, and after it plus the dispute timeout.
    function test_expiry_bounded_noDeadlineOverflows() public {
        vm.prank(client);
        uint256 huge = type(uint64).max - 1;
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ExpiryTooLate.selector, huge, block.timestamp + 365 days));
        escrow.createJob(provider, evaluator, huge, "", address(0), 0);

        uint256 latest = block.timestamp + 365 days;
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, latest, "", address(0), 0);
        fund(escrow, client, id, U);
        vm.prank(provider);
        escrow.submit(id, "", "");
        vm.prank(client);
        escrow.dispute(id, "");
        vm.warp(latest + 30 days);
        escrow.claimRefund(id);
        assertEq(token.balanceOf(client), U, "refunded at the last deadline");
    }
}
