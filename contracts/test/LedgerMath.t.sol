// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {RefMath} from "./lib/RefMath.sol";
import {DecayTable} from "../src/DecayTable.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IRatingSource.sol";

/// @notice Thin external wrapper around the DecayTable library, so fuzzing calls the real code.
contract DecayProbe {
    function factor(uint256 k) external pure returns (uint256) {
        return DecayTable.factor(k);
    }

    function decay(uint256 v, uint256 k) external pure returns (uint256) {
        return DecayTable.decay(v, k);
    }
}

/// @notice The ledger's arithmetic (docs/design.md §2–§3, docs/design.md §12) against the independent reference in
///         RefMath: the decay table, decay on read, and random histories with late submissions.
contract LedgerMathTest is Fixture {
    DecayProbe internal probe;
    address internal provider2 = address(uint160(0xB0B2) << 96);

    /// @dev The largest v for which v · F(k) cannot overflow (F(k) ≤ 1e18).
    uint256 internal constant MAX_V = type(uint256).max / 1e18;

    function setUp() public override {
        super.setUp();
        probe = new DecayProbe();
    }

    // ================================================================ F(k): the table

    /// Every entry of the generated table, and the zeros past the horizon, equal the exact value.
    function test_factor_equalsRefMath_forEveryK_0to100() public view {
        for (uint256 k; k <= 100; ++k) {
            assertEq(probe.factor(k), RefMath.F(k), string.concat("F(k) differs at k=", toString(k)));
        }
    }

    /// The reference's precomputed table (used by the invariant replay) is the table of F.
    function test_refMath_factorTableMatchesLedger() public view {
        uint256[] memory table = RefMath.factorTable();
        assertEq(table.length, 96, "table length");
        for (uint256 k; k <= 100; ++k) {
            assertEq(RefMath.factorFrom(table, k), probe.factor(k), string.concat("table differs at k=", toString(k)));
        }
    }

    /// Spot values, typed in from an independent computation (Python integers).
    function test_factor_spotValues() public view {
        assertEq(probe.factor(0), 1e18, "F(0)");
        assertEq(probe.factor(1), 925e15, "F(1)");
        assertEq(probe.factor(2), 855625000000000000, "F(2)");
        assertEq(probe.factor(3), 791453125000000000, "F(3)");
        assertEq(probe.factor(10), 458582341424736881, "F(10)");
        assertEq(probe.factor(50), 20280872601740315, "F(50)");
        assertEq(probe.factor(94), 656633260747223, "F(94)");
        assertEq(probe.factor(95), 607385766191181, "F(95)");
        assertEq(probe.factor(96), 0, "F(96)");
        assertEq(probe.factor(97), 0, "F(97)");
        assertEq(probe.factor(type(uint256).max), 0, "F(max)");
    }

    /// The same spot values from the reference, so RefMath itself is checked against outside numbers.
    function test_refMath_spotValues() public pure {
        assertEq(RefMath.F(0), 1e18, "F(0)");
        assertEq(RefMath.F(1), 925e15, "F(1)");
        assertEq(RefMath.F(2), 855625000000000000, "F(2)");
        assertEq(RefMath.F(14), 335725445151143085, "F(14)");
        assertEq(RefMath.F(50), 20280872601740315, "F(50)");
        assertEq(RefMath.F(95), 607385766191181, "F(95)");
        assertEq(RefMath.F(96), 0, "F(96)");
        assertEq(RefMath.F(1000), 0, "F(1000)");
    }

    /// For k ≤ 14, 1e18 · 9250^k fits in 256 bits: the bignum route must agree with plain arithmetic.
    function test_refMath_bignumEqualsDirectArithmetic_smallK() public pure {
        for (uint256 k; k <= 14; ++k) {
            uint256 direct = (1e18 * 9250 ** k) / 10000 ** k;
            assertEq(RefMath.F(k), direct, string.concat("RefMath.F differs at k=", toString(k)));
        }
    }

    // ================================================================ decay(v, k): the library

    function testFuzz_decay_equalsRefMath(uint256 v, uint256 k) public view {
        v = bound(v, 0, MAX_V);
        k = bound(k, 0, 200);
        assertEq(probe.decay(v, k), RefMath.decay(v, k), "decay(v, k)");
    }

    /// The horizon edge: 95 epochs still keeps something of a large enough value, 96 and 97 nothing.
    function testFuzz_decay_aroundHorizon(uint256 v) public view {
        v = bound(v, 0, MAX_V);
        assertEq(probe.decay(v, 95), RefMath.decay(v, 95), "decay(v, 95)");
        assertEq(probe.decay(v, 96), 0, "decay(v, 96)");
        assertEq(probe.decay(v, 97), 0, "decay(v, 97)");
        assertEq(RefMath.decay(v, 96), 0, "RefMath decay(v, 96)");
        if (v >= 1e18) assertTrue(probe.decay(v, 95) > 0, "decay(v, 95) must keep a large v");
    }

    function testFuzz_decay_zeroEpochsIsIdentity(uint256 v) public view {
        v = bound(v, 0, MAX_V);
        assertEq(probe.decay(v, 0), v, "decay(v, 0)");
    }

    /// More elapsed epochs never raise a decayed value.
    function testFuzz_decay_monotoneInK(uint256 v, uint256 k1, uint256 k2) public view {
        v = bound(v, 0, MAX_V);
        k1 = bound(k1, 0, 150);
        k2 = bound(k2, k1, 150);
        assertLe(probe.decay(v, k2), probe.decay(v, k1), "decay grew with k");
        assertLe(probe.decay(v, k1), v, "decay grew v");
        if (k1 < 150) assertLe(probe.factor(k1 + 1), probe.factor(k1), "F grew with k");
    }

    // ================================================================ decay through a deployed ledger

    /// One real rating, read k epochs later: every decayed field equals the reference.
    function testFuzz_ledgerDecay_equalsRefMath(uint256 budget, uint256 seed, uint256 k) public {
        budget = bound(budget, MIN_BUDGET, 2 * CAP); // the rating hook records budgets from a hundredth of a unit
        k = bound(k, 0, 130);
        uint8 kind = uint8(seed % 3);
        uint8 r = uint8(bound(seed >> 8, 0, 100));
        r = _rateNew(provider, budget, kind, r);
        uint256 w = budget < CAP ? budget : CAP;

        vm.warp(block.timestamp + k * EPOCH);
        RefMath.State memory m = RefMath.readAt(RefMath.applyRating(_empty(), E0, r, w, kind), E0 + k);
        (uint256 sumW, uint256 weight, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, m.sumW, "sumW");
        assertEq(weight, m.weight, "weight");
        assertEq(d, m.disputed, "disputed");
        assertEq(count, 1, "count never decays");
    }

    /// Read 95, 96 and 97 epochs later: only the 95-epoch read keeps evidence.
    function test_ledgerDecay_aroundHorizon() public {
        _rateNew(provider, CAP, KIND_DISPUTE, 40);
        uint256 t0 = block.timestamp;
        vm.warp(t0 + 95 * EPOCH);
        (uint256 sumW, uint256 w,, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(w, RefMath.decay(CAP, 95), "weight at 95");
        assertTrue(sumW > 0 && d > 0, "evidence kept at 95");
        for (uint256 k = 96; k <= 97; ++k) {
            vm.warp(t0 + k * EPOCH);
            (uint256 s2, uint256 w2, uint256 c2, uint256 d2) = ledger.repState(agentOf(provider));
            assertEq(s2 + w2 + d2, 0, "evidence past the horizon");
            assertEq(c2, 1, "count past the horizon");
            assertEq(ledger.repBps(agentOf(provider), 7000, CAP), 7000, "repBps past horizon is the prior");
        }
    }

    // ================================================================ histories with late submissions

    /// Random jobs for two agents over random gaps (the horizon edge included), rated in random
    /// order and often late, several completion epochs per batch: after every round the ledger's
    /// state and reads equal the reference model applying the same ratings in the same order.
    function testFuzz_history_withLateSubmissions_equalsModel(uint256 seed) public {
        address[2] memory agents = [provider, address(uint160(0xB0B2) << 96)];
        RefMath.State[2] memory model;
        uint256[] memory pendingIds = new uint256[](12);
        uint256[] memory pendingEpoch = new uint256[](12);
        uint256[] memory pendingAgent = new uint256[](12);
        uint8[] memory pendingRating = new uint8[](12);
        uint256[] memory pendingWeight = new uint256[](12);
        uint8[] memory pendingKind = new uint8[](12);
        uint256 n;
        uint256 steps = bound(seed, 4, 12);

        for (uint256 i; i < steps; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            uint256 gap = r % 7 == 0 ? 94 + ((r >> 8) % 4) : (r >> 8) % 4;
            vm.warp(block.timestamp + gap * EPOCH);
            uint256 a = (r >> 16) & 1;
            // A few base units now and then: floors on tiny weights are where the clamp binds.
            uint256 budget = (r >> 90) % 4 == 0 ? bound(r >> 24, MIN_BUDGET, MIN_BUDGET + 5) : bound(r >> 24, MIN_BUDGET, 2 * CAP);
            uint8 kind = uint8((r >> 96) % 3);
            uint8 rating = _rateLater(agents[a], budget, kind, uint8((r >> 104) % 101));
            pendingIds[n] = _lastJob;
            pendingEpoch[n] = ledger.currentEpoch();
            pendingAgent[n] = a;
            pendingRating[n] = rating;
            pendingWeight[n] = budget < CAP ? budget : CAP;
            pendingKind[n] = kind;
            ++n;

            // Now and then, rate everything pending in one batch, newest first.
            if ((r >> 120) % 3 == 0 || i + 1 == steps) {
                uint256[] memory keys = new uint256[](n);
                for (uint256 p; p < n; ++p) {
                    uint256 q = n - 1 - p;
                    keys[p] = key(ESCROW, pendingIds[q]);
                    uint256 ag = pendingAgent[q];
                    model[ag] = RefMath.applyRating(
                        model[ag], pendingEpoch[q], pendingRating[q], pendingWeight[q], pendingKind[q]
                    );
                }
                vm.prank(scorer);
                ledger.submitBatch(keys);
                n = 0;
                _assertModel(agents, model);
            }
        }
        vm.warp(block.timestamp + bound(seed >> 200, 0, 100) * EPOCH);
        _assertModel(agents, model);
    }

    function _assertModel(address[2] memory agents, RefMath.State[2] memory model) internal view {
        uint256 epoch = ledger.currentEpoch();
        for (uint256 a; a < 2; ++a) {
            uint256 agent = agentOf(agents[a]);
            RefMath.State memory m = RefMath.readAt(model[a], epoch);
            (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agent);
            assertEq(sumW, m.sumW, "sumW");
            assertEq(w, m.weight, "weight");
            assertEq(count, m.count, "count");
            assertEq(d, m.disputed, "disputed");
            assertEq(ledger.lastEpochOf(agent), model[a].lastEpoch, "lastEpoch");
            assertEq(ledger.avgBps(agent), RefMath.avgBps(m), "avgBps");
            assertLe(ledger.avgBps(agent), 10_000, "avgBps above 10000");
            assertEq(ledger.disputeRateBps(agent), RefMath.disputeRateBps(m), "disputeRateBps");
            assertEq(ledger.repBps(agent, 7000, CAP), RefMath.repBps(m, 7000, CAP), "repBps");
        }
    }

    // ================================================================ the late rule, by hand

    /// A rating one epoch late adds the decayed rating to the undecayed state; lastEpoch stays.
    function test_lateRating_addsTheDecayedRating() public {
        uint256 old = completedJob(provider, 4 * U); // E0, rubric 95
        vm.warp(block.timestamp + EPOCH);
        rate(completedJob(provider, 2 * U)); // E0 + 1
        rate(old); // one epoch late
        (uint256 sumW, uint256 w, uint256 count,) = state(agentOf(provider));
        assertEq(w, 2 * U + (4 * U * 925) / 1000, "weight");
        assertEq(sumW, 2 * U * 9500 + (4 * U * 9500 * 925) / 1000, "sumW");
        assertEq(count, 2, "count");
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0 + 1, "lastEpoch stays");
    }

    /// A rating 96 or more epochs late adds nothing but still counts.
    function test_lateRating_pastTheHorizon_countsButAddsNothing() public {
        uint256 old = completedJob(provider, 4 * U);
        vm.warp(block.timestamp + 96 * EPOCH);
        rate(completedJob(provider, 2 * U));
        rate(old);
        (uint256 sumW, uint256 w, uint256 count,) = state(agentOf(provider));
        assertEq(w, 2 * U, "weight");
        assertEq(sumW, 2 * U * 9500, "sumW");
        assertEq(count, 2, "count");
    }

    // ================================================================ helpers

    uint256 internal _lastJob;

    function _empty() internal pure returns (RefMath.State memory s) {}

    /// Complete a job of `kind` for `who` (buyer and dispute kinds carry `rating`) and return its
    /// rating; the job id is left in _lastJob, unrated.
    function _rateLater(address who, uint256 budget, uint8 kind, uint8 rating) internal returns (uint8) {
        if (kind == KIND_AUTO) {
            uint8 v = rating % 4;
            _lastJob = completedJob(escrow, who, budget, Outcomes.signals(false, false, true, true, v));
            return Outcomes.rubric(false, false, true, true, v);
        }
        _lastJob = kind == KIND_BUYER ? buyerRatedJob(who, budget, rating) : disputedJob(who, budget, rating);
        return rating;
    }

    /// As _rateLater, and rate it now.
    function _rateNew(address who, uint256 budget, uint8 kind, uint8 rating) internal returns (uint8 r) {
        r = _rateLater(who, budget, kind, rating);
        rate(_lastJob);
    }
}
