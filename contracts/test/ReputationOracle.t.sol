// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Wilson} from "./lib/Wilson.sol";
import {ITrustOracle} from "../src/ITrustOracle.sol";
import {ReputationOracle} from "../src/ReputationOracle.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {RoutingDecision} from "../src/RoutingDecision.sol";
import {DecimalsOnly} from "./mocks/DecimalsOnly.sol";

/// @notice The routing decision on chain (docs/design.md §13, issue 12): the ledger's own oracle with the
///         seed's policy, its parameters, the seed's calculator example, newcomers at the prior,
///         the trust-oracle shape, and the library against the independent test transcription.
contract ReputationOracleTest is Fixture {
    ReputationOracle internal oracle;
    address internal good = address(uint160(0x600D) << 96);
    address internal bad = address(uint160(0xBAD) << 96);

    function setUp() public override {
        super.setUp();
        oracle = ledger.oracle();
    }

    /// Three buyer-rated jobs of `total` base units in all, each at most the cap, at `rating`.
    function _rateBuyer(address who, uint256 total, uint8 rating) internal {
        while (total != 0) {
            uint256 b = total < CAP ? total : CAP;
            rate(buyerRatedJob(who, b, rating));
            total -= b;
        }
    }

    function test_parameters_areTheSeedsAndReadable() public view {
        assertEq(address(oracle.ledger()), address(ledger), "ledger");
        assertEq(oracle.priorBps(), 7000, "prior");
        assertEq(oracle.priorWeight(), 12 * U, "prior weight: 12 units of the 6-decimals asset");
        assertEq(oracle.unit(), U, "unit");
        assertEq(oracle.z(), 10_000, "z = 1 as Z = z * 10^4");
        assertEq(oracle.floorBps(), 5500, "floor");
    }

    /// A newcomer is the prior alone: 7000 smoothed, 5565 lower bound, routable (5565 >= 5500).
    function test_newcomer_passesAtThePrior() public view {
        (uint256 s, uint256 lower, bool ok) = oracle.decision(agentOf(good));
        assertEq(s, 7000, "smoothed");
        assertEq(lower, 5565, "lower bound of the prior alone");
        assertTrue(ok, "routable");
        assertEq(oracle.lowerBoundBps(agentOf(good)), 5565, "lowerBoundBps");
        assertTrue(oracle.isRoutable(agentOf(good)), "isRoutable");
        ITrustOracle.UserReputation memory r = oracle.getUserData(good);
        assertEq(r.reputationScore, 5565, "score");
        assertEq(r.totalReviews, 0, "no ratings");
        assertFalse(r.initialized, "no evidence");
        assertEq(r.lastUpdated, 0, "never updated");
    }

    /// The seed's calculator: 32 units of evidence at 84/100 give 4.01 and 3.68 stars.
    function test_seedCalculatorExample() public {
        _rateBuyer(good, 32 * U, 84);
        (uint256 sumW, uint256 weight,,) = ledger.repState(agentOf(good));
        assertEq(weight, 32 * U, "32 units");
        assertEq(sumW, 32 * U * 8400, "at 8400 bps");
        (uint256 s, uint256 lower, bool ok) = oracle.decision(agentOf(good));
        assertEq(s, 8018, "4.01 stars");
        assertEq(lower, 7352, "3.68 stars");
        assertTrue(ok, "routable");
        ITrustOracle.UserReputation memory r = oracle.getUserData(good);
        assertEq(r.reputationScore, 7352, "score is the lower bound");
        assertEq(r.totalReviews, 3, "12 + 12 + 8 units: three ratings");
        assertTrue(r.initialized, "evidence");
        assertEq(r.lastUpdated, START, "the start of the epoch of its last rating");
    }

    function test_badEvidence_isNotRoutable() public {
        _rateBuyer(bad, 36 * U, 10);
        (uint256 s, uint256 lower, bool ok) = oracle.decision(agentOf(bad));
        assertEq(s, (7000 * 12 * U + 1000 * 36 * U) / (48 * U), "smoothed");
        assertLt(lower, 5500, "under the floor");
        assertFalse(ok, "not routable");
        assertFalse(oracle.isRoutable(agentOf(bad)), "isRoutable");
    }

    /// Forgotten evidence (96 epochs) makes an agent a newcomer again.
    function test_forgottenEvidence_isANewcomerAgain() public {
        _rateBuyer(bad, 36 * U, 10);
        vm.warp(block.timestamp + 96 * EPOCH);
        ITrustOracle.UserReputation memory r = oracle.getUserData(bad);
        assertEq(r.reputationScore, 5565, "the prior's bound");
        assertFalse(r.initialized, "no evidence left");
        assertEq(r.totalReviews, 3, "the lifetime count stays");
        assertEq(r.lastUpdated, 0, "0 without evidence");
    }

    /// lastUpdated is the start of the epoch of the agent's last rating (its completion epoch),
    /// whenever it is read, and a late rating does not move it back.
    function test_getUserData_lastUpdated_isTheLastRatedEpochsStart() public {
        rate(buyerRatedJob(good, CAP, 90));
        vm.warp(START + 2 * EPOCH + 3 days);
        uint256 early = completedJob(good, CAP); // completed in E0 + 2, rated later
        vm.warp(START + 5 * EPOCH + 1);
        assertEq(oracle.getUserData(good).lastUpdated, START, "read five epochs later: still E0's start");
        rate(completedJob(good, CAP)); // completed in E0 + 5
        assertEq(oracle.getUserData(good).lastUpdated, START + 5 * EPOCH, "E0 + 5");
        rate(early); // late: its epoch is before the last one
        ITrustOracle.UserReputation memory r = oracle.getUserData(good);
        assertEq(r.lastUpdated, START + 5 * EPOCH, "a late rating does not move it back");
        assertEq(r.lastUpdated, ledger.lastEpochOf(agentOf(good)) * EPOCH, "lastEpochOf times the epoch length");
        assertEq(r.totalReviews, 3, "three ratings");
    }

    // ================================================================ meetsThreshold

    uint256 internal constant ID = 77; // an ERC-8004 id of the fixture's registry

    function _meets(uint256 id, uint8 threshold) internal view returns (bool) {
        return oracle.meetsThreshold(id, block.chainid, "erc8004", threshold);
    }

    /// The score is the lower bound in bps / 100, rounded down: a newcomer at the prior's 5565
    /// scores 55.
    function test_meetsThreshold_newcomerScores55() public {
        registry.register(good, ID);
        assertTrue(_meets(ID, 1), "1");
        assertTrue(_meets(ID, 55), "55");
        assertFalse(_meets(ID, 56), "56");
    }

    function test_meetsThreshold_isTheLowerBoundOver100() public {
        registry.register(good, ID);
        for (uint256 i; i < 3; ++i) {
            rate(agentJob(good, ID, CAP, Outcomes.shippedClean()));
        }
        uint256 lower = oracle.lowerBoundBps(ID);
        uint8 score = uint8(lower / 100);
        assertLt(55, score, "evidence above the prior");
        assertTrue(_meets(ID, score), "at its score");
        assertFalse(_meets(ID, score + 1), "one above");
        assertFalse(oracle.meetsThreshold(agentOf(good), block.chainid, "erc8004", 1), "the address is no ERC-8004 id");
    }

    /// A threshold outside 1..100 is not one: false for every agent, 0 included (it would pass
    /// everyone). 100 needs a perfect lower bound, which no finite evidence gives.
    function test_meetsThreshold_thresholdOutOfRange_isFalse() public {
        registry.register(good, ID);
        assertFalse(_meets(ID, 0), "0");
        assertFalse(_meets(ID, 101), "101");
        assertFalse(_meets(ID, 255), "255");
        assertFalse(_meets(ID, 100), "100");
    }

    function test_meetsThreshold_otherChainOrNamespace_isFalse() public {
        registry.register(good, ID);
        assertFalse(oracle.meetsThreshold(ID, block.chainid + 1, "erc8004", 1), "another chain");
        assertFalse(oracle.meetsThreshold(ID, block.chainid, "ERC8004", 1), "case matters");
        assertFalse(oracle.meetsThreshold(ID, block.chainid, "", 1), "empty");
        assertFalse(oracle.meetsThreshold(ID, block.chainid, "erc8004 ", 1), "trailing space");
        assertFalse(oracle.meetsThreshold(ID, block.chainid, "address", 1), "addresses are not a namespace");
        assertEq(keccak256(bytes(oracle.ERC8004_REGISTRY())), keccak256("erc8004"), "the one namespace");
    }

    /// An id the identity registry does not know now, never minted or burnt, is false, even with
    /// evidence; so is every id of a ledger without an identity registry, or with one that
    /// answers nothing (false, not a revert).
    function test_meetsThreshold_unknownId_isFalse() public {
        assertFalse(_meets(ID, 1), "never minted");
        registry.register(good, ID);
        rate(agentJob(good, ID, CAP, Outcomes.shippedClean()));
        assertTrue(_meets(ID, 1), "minted");
        registry.burn(ID);
        assertFalse(_meets(ID, 1), "burnt");
        ReputationLedger bare = new ReputationLedger(admin, scorer, address(token), address(0), EPOCH, CAP);
        assertFalse(bare.oracle().meetsThreshold(ID, block.chainid, "erc8004", 1), "no identity registry");
        ReputationLedger mute = new ReputationLedger(admin, scorer, address(token), address(0xDEAD), EPOCH, CAP);
        assertFalse(mute.oracle().meetsThreshold(ID, block.chainid, "erc8004", 1), "a registry that answers nothing");
    }

    function test_decisions_equalDecision_inOrder() public {
        _rateBuyer(good, 20 * U, 95);
        _rateBuyer(bad, 30 * U, 20);
        vm.warp(block.timestamp + 3 * EPOCH);
        uint256[] memory ids = new uint256[](3);
        (ids[0], ids[1], ids[2]) = (agentOf(bad), 77, agentOf(good));
        ReputationOracle.Decision[] memory ds = oracle.decisions(ids);
        assertEq(ds.length, 3, "length");
        for (uint256 i; i < 3; ++i) {
            (uint256 s, uint256 lower, bool ok) = oracle.decision(ids[i]);
            assertEq(ds[i].smoothedBps, s, "smoothed");
            assertEq(ds[i].lowerBps, lower, "lower");
            assertEq(ds[i].routable, ok, "routable");
        }
        assertFalse(ds[0].routable, "bad");
        assertEq(ds[1].lowerBps, 5565, "unknown agent in the middle");
        assertTrue(ds[2].routable, "good");
    }

    function test_agentIdOf_isTheAddressAsAnInteger() public view {
        assertEq(oracle.agentIdOf(good), uint256(uint160(good)), "agent id");
    }

    /// Another policy over the same ledger: its own prior, z and floor.
    function test_anotherPolicy_overTheSameLedger() public {
        _rateBuyer(good, 32 * U, 84);
        ReputationOracle strict = new ReputationOracle(address(ledger), 5000, 24 * U, 6, 19_600, 7500);
        (uint256 s, uint256 lower, bool ok) = strict.decision(agentOf(good));
        (uint256 ws, uint256 wl) = Wilson.decide(32 * U * 8400, 32 * U, 5000, 24 * U, U, 19_600);
        assertEq(s, ws, "smoothed");
        assertEq(lower, wl, "lower");
        assertEq(ok, wl >= 7500, "routable");
    }

    function test_constructor_refusesParametersOutsideTheDomain() public {
        _expectRange("ledger", 0);
        new ReputationOracle(address(0), 7000, CAP, 6, 10_000, 5500);
        _expectRange("priorBps", 10_001);
        new ReputationOracle(address(ledger), 10_001, CAP, 6, 10_000, 5500);
        uint256 tooHeavy = oracle.MAX_PRIOR_WEIGHT() + 1;
        _expectRange("priorWeight", tooHeavy);
        new ReputationOracle(address(ledger), 7000, tooHeavy, 6, 10_000, 5500);
        _expectRange("decimals", 19);
        new ReputationOracle(address(ledger), 7000, CAP, 19, 10_000, 5500);
        _expectRange("z", 0);
        new ReputationOracle(address(ledger), 7000, CAP, 6, 0, 5500);
        _expectRange("z", 100_001);
        new ReputationOracle(address(ledger), 7000, CAP, 6, 100_001, 5500);
        _expectRange("floorBps", 10_001);
        new ReputationOracle(address(ledger), 7000, CAP, 6, 10_000, 10_001);
        // The edges are accepted.
        new ReputationOracle(address(ledger), 10_000, oracle.MAX_PRIOR_WEIGHT(), 18, 100_000, 10_000);
        new ReputationOracle(address(ledger), 0, 0, 0, 1, 0);
    }

    /// The ledger's own oracle takes the asset's decimals: 18 is the most, and an asset without
    /// decimals() cannot back a ledger.
    function test_ledger_refusesAnAssetOutsideTheDecisionsDomain() public {
        ReputationLedger l = new ReputationLedger(admin, scorer, address(new DecimalsOnly(18)), address(0), EPOCH, CAP);
        assertEq(l.oracle().unit(), 1e18, "18 decimals");
        assertEq(l.oracle().priorWeight(), 12e18, "12 units");
        address nineteen = address(new DecimalsOnly(19));
        _expectRange("decimals", 19);
        new ReputationLedger(admin, scorer, nineteen, address(0), EPOCH, CAP);
        vm.expectRevert();
        new ReputationLedger(admin, scorer, address(registry), address(0), EPOCH, CAP); // no decimals()
    }

    function _expectRange(string memory name, uint256 value) internal {
        vm.expectRevert(abi.encodeWithSelector(ReputationOracle.ParameterOutOfRange.selector, name, value));
    }

    /// The library against the test transcription (test/lib/Wilson.sol) over the whole domain:
    /// the ledger's clamped evidence (weight < 2^88, sumW <= 10000 weight), any prior and z.
    function testFuzz_decide_matchesTheTranscription(
        uint256 weight,
        uint256 avg,
        uint256 priorBps,
        uint256 priorWeight,
        uint8 decimals,
        uint256 z
    ) public pure {
        weight = bound(weight, 0, (1 << 88) - 1);
        uint256 sumW = weight * bound(avg, 0, 10_000) + bound(avg >> 14, 0, weight);
        if (sumW > weight * 10_000) sumW = weight * 10_000;
        priorBps = bound(priorBps, 0, 10_000);
        priorWeight = bound(priorWeight, 0, (1 << 96) - (1 << 88));
        uint256 unit = 10 ** bound(decimals, 0, 18);
        z = bound(z, 1, 100_000);
        (uint256 s, uint256 lower, bool ok) = RoutingDecision.decide(sumW, weight, priorBps, priorWeight, unit, z, 5500);
        (uint256 ws, uint256 wl) = Wilson.decide(sumW, weight, priorBps, priorWeight, unit, z);
        assertEq(s, ws, "smoothed");
        assertEq(lower, wl, "lower");
        assertEq(ok, wl >= 5500, "routable");
        assertLe(lower, s, "never above the smoothed score");
    }

    function testFuzz_sqrtCeil_isTheLeastRootAbove(uint256 x) public pure {
        x = bound(x, 0, 1 << 200);
        uint256 r = RoutingDecision.sqrtCeil(x);
        assertGe(r * r, x, "r^2 >= x");
        if (r != 0) assertLt((r - 1) * (r - 1), x, "(r-1)^2 < x");
    }
}
