// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {RefMath} from "./lib/RefMath.sol";
import {DecayTable} from "../src/DecayTable.sol";
import {KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IJobSettlements.sol";

/// @notice Thin external wrapper around the DecayTable library, so fuzzing calls the real code.
contract DecayProbe {
    function factor(uint256 k) external pure returns (uint256) {
        return DecayTable.factor(k);
    }

    function decay(uint256 v, uint256 k) external pure returns (uint256) {
        return DecayTable.decay(v, k);
    }
}

/// @notice The ledger's arithmetic (docs/design.md §2–§3) against the independent reference in RefMath.
contract LedgerMathTest is Fixture {
    DecayProbe internal probe;
    address internal provider2 = address(0xB0B2);

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
    function testFuzz_ledgerDecay_equalsRefMath(uint256 weight, uint256 rating, uint256 k, bool disputed)
        public
    {
        weight = bound(weight, 1, CAP);
        uint8 r = uint8(bound(rating, 0, 100));
        k = bound(k, 0, 130);
        uint256 agent = agentOf(provider);
        _rateNew(provider, weight, weight, r, disputed ? KIND_DISPUTE : KIND_AUTO);

        vm.warp(block.timestamp + k * EPOCH);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agent);
        assertEq(sumW, RefMath.decay(weight * r * 100, k), "sumW");
        assertEq(w, RefMath.decay(weight, k), "weight");
        assertEq(d, disputed ? RefMath.decay(weight, k) : 0, "disputed");
        assertEq(count, 1, "count never decays");
    }

    /// The same state read 95, 96 and 97 epochs later: only the 95-epoch read keeps evidence.
    function testFuzz_ledgerDecay_aroundHorizon(uint256 weight, uint256 rating) public {
        weight = bound(weight, 1, CAP);
        uint8 r = uint8(bound(rating, 0, 100));
        uint256 agent = agentOf(provider);
        _rateNew(provider, weight, weight, r, KIND_DISPUTE);
        uint256 t0 = block.timestamp;

        vm.warp(t0 + 95 * EPOCH);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agent);
        assertEq(sumW, RefMath.decay(weight * r * 100, 95), "sumW at 95");
        assertEq(w, RefMath.decay(weight, 95), "weight at 95");
        assertEq(d, RefMath.decay(weight, 95), "disputed at 95");
        assertEq(count, 1, "count at 95");

        for (uint256 k = 96; k <= 97; ++k) {
            vm.warp(t0 + k * EPOCH);
            (sumW, w, count, d) = ledger.repState(agent);
            assertEq(sumW, 0, "sumW past horizon");
            assertEq(w, 0, "weight past horizon");
            assertEq(d, 0, "disputed past horizon");
            assertEq(count, 1, "count past horizon");
            assertEq(ledger.avgBps(agent), 0, "avgBps past horizon");
            assertEq(ledger.repBps(agent, 7000, CAP), 7000, "repBps past horizon is the prior");
        }
    }

    /// A later read never shows more evidence than an earlier one.
    function testFuzz_ledgerRead_monotoneInElapsedEpochs(uint256 weight, uint256 rating, uint256 k1, uint256 k2)
        public
    {
        weight = bound(weight, 1, CAP);
        uint8 r = uint8(bound(rating, 0, 100));
        k1 = bound(k1, 0, 120);
        k2 = bound(k2, k1, 120);
        uint256 agent = agentOf(provider);
        _rateNew(provider, weight, weight, r, KIND_DISPUTE);
        uint256 t0 = block.timestamp;

        vm.warp(t0 + k1 * EPOCH);
        (uint256 s1, uint256 w1,, uint256 d1) = ledger.repState(agent);
        vm.warp(t0 + k2 * EPOCH);
        (uint256 s2, uint256 w2,, uint256 d2) = ledger.repState(agent);
        assertLe(s2, s1, "sumW grew");
        assertLe(w2, w1, "weight grew");
        assertLe(d2, d1, "disputed grew");
    }

    // ================================================================ sequences: smoothing and reads

    /// A random sequence of ratings of random kinds, for two agents, across random gaps (the horizon
    /// edge included): the ledger's state and all its reads equal the reference model exactly.
    function testFuzz_sequence_equalsModel(uint256 seed, uint256 priorBps, uint256 priorWeight, uint256 tail)
        public
    {
        priorBps = bound(priorBps, 0, 10000);
        priorWeight = bound(priorWeight, 0, 1e24);
        uint256 steps = bound(seed, 1, 8);
        address[2] memory providers = [provider, provider2];
        RefMath.State[2] memory model;

        for (uint256 i; i < steps; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            // Mostly short gaps (0 = same epoch), sometimes exactly the horizon edge 95..97.
            uint256 gap = r % 8 == 0 ? 95 + ((r >> 8) % 3) : (r >> 8) % 30;
            if (gap != 0) vm.warp((ledger.currentEpoch() + gap) * EPOCH + ((r >> 200) % EPOCH));
            uint256 a = (r >> 16) & 1;
            uint256 weight = bound(r >> 24, 1, CAP);
            // Budget at, or above, the weight (sometimes above the cap).
            uint256 budget = (r >> 96) % 3 == 0 ? weight : weight + ((r >> 104) % (20 * U));
            uint8 rating = uint8((r >> 64) % 101);
            uint8 kind = uint8((r >> 80) % 3);

            _rateNew(providers[a], budget, weight, rating, kind);
            model[a] = RefMath.applyRating(model[a], ledger.currentEpoch(), rating, weight, kind);
        }

        vm.warp(block.timestamp + bound(tail, 0, 100) * EPOCH);
        uint256 epoch = ledger.currentEpoch();
        for (uint256 a; a < 2; ++a) {
            uint256 agent = agentOf(providers[a]);
            RefMath.State memory m = RefMath.readAt(model[a], epoch);
            (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agent);
            assertEq(sumW, m.sumW, "sumW");
            assertEq(w, m.weight, "weight");
            assertEq(count, m.count, "count");
            assertEq(d, m.disputed, "disputed");
            assertEq(ledger.lastEpochOf(agent), model[a].lastEpoch, "lastEpoch");
            assertEq(ledger.avgBps(agent), RefMath.avgBps(m), "avgBps");
            assertEq(ledger.disputeRateBps(agent), RefMath.disputeRateBps(m), "disputeRateBps");
            assertEq(ledger.repBps(agent, priorBps, priorWeight), RefMath.repBps(m, priorBps, priorWeight), "repBps");
            assertEq(ledger.repBps(agent, 7000, CAP), RefMath.repBps(m, 7000, CAP), "repBps default prior");
        }
    }

    /// Several ratings inside one epoch add up without any decay (k = 0 on every write).
    function testFuzz_sameEpochRatings_addWithoutDecay(uint256 w1, uint256 w2, uint256 r1, uint256 r2) public {
        w1 = bound(w1, 1, CAP);
        w2 = bound(w2, 1, CAP);
        uint8 a = uint8(bound(r1, 0, 100));
        uint8 b = uint8(bound(r2, 0, 100));
        _rateNew(provider, w1, w1, a, KIND_AUTO);
        vm.warp(block.timestamp + EPOCH - 1); // still the same epoch
        _rateNew(provider, w2, w2, b, KIND_DISPUTE);
        (uint256 sumW, uint256 w, uint256 count, uint256 d) = ledger.repState(agentOf(provider));
        assertEq(sumW, w1 * a * 100 + w2 * b * 100, "sumW");
        assertEq(w, w1 + w2, "weight");
        assertEq(count, 2, "count");
        assertEq(d, w2, "disputed");
    }

    // ================================================================ helpers

    /// Complete a fresh job of `kind` for `provider_` and rate it (explicit kinds carry `rating`).
    function _rateNew(address provider_, uint256 budget, uint256 weight, uint8 rating, uint8 kind) internal {
        uint256 jobId;
        if (kind == KIND_AUTO) {
            jobId = completedJob(provider_, budget);
        } else if (kind == KIND_BUYER) {
            jobId = buyerRatedJob(provider_, budget, rating);
        } else {
            jobId = disputedJob(provider_, budget, rating);
        }
        rate(jobId, rating, weight, kind);
    }
}
