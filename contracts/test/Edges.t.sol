// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";

/// @notice Issue 11's edges, each closed: avgBps above 10000 and an epoch length that bricks writes
///         before the year 10,000 (ported from the pre-ERC-8183 Edges.t.sol).
/// @dev The factory path cannot reach these edges any more: the rating hook refuses budgets under a
///      hundredth of a unit (10,000 base units) and the escrow keeps 32-bit times (until 2105). So
///      the tiny weights and the far future go in through the ledger's push path: this test
///      contract registers itself as a rating source and calls `rateFromSource`, which applies a
///      rating exactly as a pulled one (weight min(amount, cap), its completion epoch). The
///      expiry test moved to test/erc8183/Extensions.t.sol (ExpiryTooLong).
contract EdgesTest is Fixture {
    uint256 internal _nextJob;
    uint256[] internal _pending;

    function setUp() public override {
        super.setUp();
        vm.prank(admin);
        ledger.registerSource(address(this));
    }

    /// One auto rating of `amount` base units for `provider`, completed at `at`.
    function _push(uint256 amount, uint8 rating, uint256 at) internal {
        ledger.rateFromSource(++_nextJob, agentOf(provider), client, amount, rating, at);
    }

    /// The audit's 18500: 2 base units at 100, one epoch later weight floors to 1 while sumW keeps
    /// 18500. The clamp holds sumW at 10000 · weight.
    function test_avgBps_neverAbove10000_afterDecay() public {
        _push(2, 100, block.timestamp);
        vm.warp(block.timestamp + EPOCH);
        (uint256 sumW, uint256 weight,,) = state(agentOf(provider));
        assertEq(weight, 1, "weight floored to 1");
        assertEq(sumW, 10_000, "sumW clamped (unclamped: floor(20000 * 0.925) = 18500)");
        assertEq(ledger.avgBps(agentOf(provider)), 10_000, "avgBps");
    }

    /// The same through a late rating: 1 base unit at 100, one epoch late, adds 9250 to sumW and 0
    /// to the weight; the clamp takes it back.
    function test_avgBps_neverAbove10000_afterALateRating() public {
        vm.warp(START + EPOCH); // explicit times: via-IR may reuse a block.timestamp read before a warp
        _push(1, 100, START + EPOCH);
        _push(1, 100, START);
        (uint256 sumW, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(weight, 1, "weight");
        assertEq(sumW, 10_000, "sumW clamped");
        assertEq(count, 2, "count");
        assertEq(ledger.avgBps(agentOf(provider)), 10_000, "avgBps");
    }

    /// Tiny weights (pushed), small disputed factory jobs, high ratings and gaps: avgBps and the
    /// dispute rate stay ≤ 10000.
    function testFuzz_avgBps_andDisputeRate_neverAbove10000(uint256 seed) public {
        for (uint256 i; i < 6; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            uint8 rating = uint8(bound(r >> 8, 90, 100));
            if ((r >> 16) % 2 == 0) {
                _push(bound(r, 1, 9), rating, block.timestamp);
            } else {
                uint256 id = disputedJob(provider, bound(r, 10_000, 90_000), rating); // the hook's least budget and up
                if ((r >> 24) % 3 != 0) rate(id); // the rest stay unrated a while, then go in late
                else _pending.push(id);
            }
            vm.warp(block.timestamp + ((r >> 32) % 3) * EPOCH);
            _check();
        }
        for (uint256 i; i < _pending.length; ++i) {
            rate(_pending[i]);
            _check();
        }
    }

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
        l.registerSource(address(this));
        uint256 endOf9999 = 253_402_300_799; // 9999-12-31T23:59:59Z
        vm.warp(endOf9999);
        l.rateFromSource(1, agentOf(provider), client, U, 95, endOf9999);
        assertEq(l.lastEpochOf(agentOf(provider)), endOf9999 / 60, "epoch");
        assertLt(endOf9999 / 60, 2 ** 32, "fits 32 bits");
    }
}
