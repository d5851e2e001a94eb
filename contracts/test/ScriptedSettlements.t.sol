// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./lib/Base.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {RefMath} from "./lib/RefMath.sol";
import {Escrow} from "../src/Escrow.sol";
import {RatingHook} from "../src/RatingHook.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";
import {ScriptedSettlements} from "../src/ScriptedSettlements.sol";
import {KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IRatingSource.sol";

/// @notice The test double of the Go differential and load tests: a ledger whose escrow 0 decodes
///         the terms its job ids carry, with the production arithmetic, and real escrows from
///         index 1 on.
contract ScriptedSettlementsTest is Fixture {
    ScriptedSettlements internal scripted;
    address internal payer = address(0xC1);

    event EscrowCreated(
        uint256 indexed index,
        address indexed escrow,
        address indexed owner,
        address arbiter,
        address treasury,
        uint256 platformFeeBps
    );

    function setUp() public override {
        super.setUp();
        scripted = new ScriptedSettlements(admin, scorer, address(token), EPOCH, CAP, payer);
    }

    function test_constructor_announcesEscrow0_asItself() public {
        vm.expectEmit(true, false, true, true); // the new contract's address is not known yet
        emit EscrowCreated(0, address(0), admin, admin, admin, 0);
        ScriptedSettlements s = new ScriptedSettlements(admin, scorer, address(token), EPOCH, CAP, payer);
        assertEq(s.escrowAt(0), address(s), "escrow 0 is the double");
        assertEq(s.escrowCount(), 1, "one escrow");
        assertEq(s.payer(), payer, "payer");
    }

    function test_constructor_revertsOnZeroPayer() public {
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.ZeroAddress.selector, "payer"));
        new ScriptedSettlements(admin, scorer, address(token), EPOCH, CAP, address(0));
    }

    /// Any rating can be submitted without a job, and lands exactly as the model says, late ones
    /// included.
    function testFuzz_submit_appliesTheScriptedTerms(uint64 amount, uint256 seed, uint64 agentId) public {
        amount = uint64(bound(amount, 1, 100 * CAP));
        uint8 kind = uint8(seed % 3);
        uint8 rating = uint8(bound(seed >> 8, 0, 100));
        uint32 epochNow = uint32(E0 + 5);
        vm.warp(uint256(epochNow) * EPOCH);
        uint256 first = jobIdOf(amount, kind, rating, agentId, epochNow, 1);
        uint32 lateEpoch = uint32(epochNow - bound(seed >> 16, 0, 5));
        uint256 second = jobIdOf(amount, KIND_DISPUTE, 50, agentId, lateEpoch, 2);
        vm.startPrank(scorer);
        scripted.submit(0, first);
        scripted.submit(0, second);
        vm.stopPrank();

        uint256 w = amount < CAP ? amount : CAP;
        RefMath.State memory m = RefMath.applyRating(RefMath.State(0, 0, 0, 0, 0), epochNow, rating, w, kind);
        m = RefMath.applyRating(m, lateEpoch, 50, w, KIND_DISPUTE);
        (uint256 sumW, uint256 weight, uint256 count, uint256 disputed) = scripted.repState(agentId);
        assertEq(sumW, m.sumW, "sumW");
        assertEq(weight, m.weight, "weight");
        assertEq(count, 2, "count");
        assertEq(disputed, m.disputed, "disputed");
        assertEq(scripted.lastEpochOf(agentId), epochNow, "lastEpoch");
    }

    /// The replay guard is per nonce: a second submit of a job is refused, a batch skips it.
    function test_replayGuard_perNonce() public {
        uint256 job = jobIdOf(1e6, KIND_AUTO, 90, 5, uint32(E0), 7);
        uint256[3] memory others = [
            jobIdOf(1e6, KIND_AUTO, 90, 5, uint32(E0), 8),
            jobIdOf(1e6, KIND_AUTO, 90, 5, uint32(E0), 6),
            jobIdOf(1e6, KIND_AUTO, 90, 5, uint32(E0), 7 + 256)
        ];
        vm.prank(scorer);
        scripted.submit(0, job);
        assertTrue(scripted.isRated(0, job), "rated");
        for (uint256 i; i < others.length; ++i) {
            assertFalse(scripted.isRated(0, others[i]), "other nonces untouched");
        }
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.AlreadyRated.selector, address(scripted), job));
        scripted.submit(0, job);
        uint256[] memory keys = new uint256[](2);
        keys[0] = job;
        keys[1] = others[0];
        vm.prank(scorer);
        assertEq(scripted.submitBatch(keys), 1, "the replay is skipped");
        bool[] memory rated = scripted.areRated(keys);
        assertTrue(rated[0] && rated[1], "areRated");
    }

    function test_invalidScriptedTerms_refused() public {
        uint256[4] memory bad = [
            jobIdOf(0, KIND_AUTO, 90, 5, uint32(E0), 1), // zero amount
            jobIdOf(1, 3, 90, 5, uint32(E0), 2), // unknown kind
            jobIdOf(1, KIND_BUYER, 101, 5, uint32(E0), 3), // rating above 100
            jobIdOf(1, KIND_AUTO, 90, 5, uint32(E0), 4) | (1 << 230) // beyond 224 bits
        ];
        for (uint256 i; i < bad.length; ++i) {
            vm.prank(scorer);
            vm.expectRevert(abi.encodeWithSelector(ScriptedSettlements.ScriptedTermsInvalid.selector, bad[i]));
            scripted.submit(0, bad[i]);
        }
        uint256 future = jobIdOf(1, KIND_AUTO, 90, 5, uint32(E0 + 1), 5);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(ScriptedSettlements.ScriptedCompletionInFuture.selector, future, E0 + 1));
        scripted.submit(0, future);
    }

    /// settleMany announces, in its own JobSettled (the old escrow's event), jobs that then rate as announced.
    function test_settleMany_announcesRateableJobs() public {
        vm.recordLogs();
        uint256 first = scripted.settleMany(100, 7, 40, 3, 2e6);
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(logs.length, 7, "one event per settlement");
        uint8[3] memory ratings = [uint8(95), 82, 79];
        assertEq(first, jobIdOf(2e6, KIND_AUTO, 95, 40, uint32(E0), 100), "first job id");
        uint256[] memory keys = new uint256[](7);
        for (uint256 i; i < logs.length; ++i) {
            assertEq(logs[i].topics[0], ScriptedSettlements.JobSettled.selector, "its own JobSettled");
            uint256 jobId = uint256(logs[i].topics[1]);
            assertEq(uint256(logs[i].topics[2]), 40 + i % 3, "agent topic");
            assertEq(
                jobId, jobIdOf(2e6, KIND_AUTO, ratings[i % 3], uint64(40 + i % 3), uint32(E0), uint48(100 + i)), "job id"
            );
            (uint8 kind, uint8 rating, uint256 outcome, bool rateable) =
                abi.decode(logs[i].data, (uint8, uint8, uint256, bool));
            assertEq(kind, KIND_AUTO, "kind");
            assertEq(rating, ratings[i % 3], "rating: shipped, critic, 0/1/2 violations");
            assertEq(outcome, Outcomes.word(false, false, true, true, uint8(i % 3)), "outcome");
            assertTrue(rateable, "rateable");
            keys[i] = jobId;
        }
        vm.prank(scorer);
        assertEq(scripted.submitBatch(keys), 7, "all rated");
        (,, uint256 count,) = scripted.repState(40);
        assertEq(count, 3, "agent 40 got jobs 0, 3, 6");
    }

    /// Real escrows of the double's factory, from index 1 on, are rated as by the production ledger.
    function test_realEscrows_fromIndex1() public {
        RatingHook h = new RatingHook(address(scripted)); // its escrows' verdicts are recorded there
        vm.startPrank(admin);
        scripted.setRatingHook(address(h));
        (uint32 index, address e) = scripted.createEscrow(operator, arbiter, treasury, 0);
        vm.stopPrank();
        assertEq(index, 1, "index");
        assertEq(scripted.escrowAt(1), e, "escrowAt");
        uint256 id = completedJob(Escrow(e), provider, 3 * U, Outcomes.noOutput());
        vm.prank(scorer);
        scripted.submit(1, id);
        (uint256 sumW, uint256 weight,,) = scripted.repState(agentOf(provider));
        assertEq(weight, 3 * U, "weight");
        assertEq(sumW, 3 * U * 2000, "sumW");
        assertTrue(scripted.isRated(1, id), "isRated");
    }

    /// The job id of escrow 0 that carries these terms (ScriptedSettlements' layout, kept internal
    /// there so the double's init code stays within EIP-3860).
    function jobIdOf(uint64 amount, uint8 kind, uint8 rating, uint64 agentId, uint32 completionEpoch, uint48 nonce)
        internal
        pure
        returns (uint256)
    {
        return uint256(amount) | (uint256(kind) << 64) | (uint256(rating) << 72) | (uint256(agentId) << 80)
            | (uint256(completionEpoch) << 144) | (uint256(nonce) << 176);
    }
}
