// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Escrow} from "../src/Escrow.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";

/// @notice The ledger's reads (docs/design.md §3): all decay to the current epoch without writing.
contract LedgerReadsTest is Fixture {
    address internal provider2 = address(uint160(0xB0B2) << 96);

    function test_repState_unknownAgentIsZero() public view {
        (uint256 s, uint256 w, uint256 c, uint256 d) = ledger.repState(12345);
        assertEq(s + w + c + d, 0, "unknown agent");
        assertEq(ledger.avgBps(12345), 0, "avgBps");
        assertEq(ledger.disputeRateBps(12345), 0, "disputeRateBps");
        assertEq(ledger.lastEpochOf(12345), 0, "lastEpochOf");
    }

    function test_repStates_preservesOrder_andEqualsRepState() public {
        rate(completedJob(provider, 3 * U));
        rate(disputedJob(provider2, 20 * U, 10));
        vm.warp(block.timestamp + 5 * EPOCH);
        uint256[] memory ids = new uint256[](3);
        ids[0] = agentOf(provider2);
        ids[1] = 999;
        ids[2] = agentOf(provider);
        ReputationLedger.State[] memory states = ledger.repStates(ids);
        assertEq(states.length, 3, "length");
        for (uint256 i; i < 3; ++i) {
            (uint256 s, uint256 w, uint256 c, uint256 d) = ledger.repState(ids[i]);
            assertEq(states[i].sumW, s, "sumW");
            assertEq(states[i].weight, w, "weight");
            assertEq(states[i].count, c, "count");
            assertEq(states[i].disputed, d, "disputed");
        }
        assertEq(states[1].count, 0, "unknown agent in the middle");
        assertEq(states[0].disputed, (CAP * 925 ** 5) / 1000 ** 5, "decayed disputed");
        assertEq(ledger.repStates(new uint256[](0)).length, 0, "empty input");
    }

    function test_avgBps_repBps_disputeRateBps() public {
        rate(completedJob(provider, 4 * U)); // 95
        rate(disputedJob(provider, 4 * U, 15));
        uint256 a = agentOf(provider);
        assertEq(ledger.avgBps(a), (4 * U * 9500 + 4 * U * 1500) / (8 * U), "avgBps");
        assertEq(ledger.disputeRateBps(a), 5000, "disputeRateBps");
        assertEq(ledger.repBps(a, 7000, CAP), (7000 * CAP + 4 * U * 9500 + 4 * U * 1500) / (CAP + 8 * U), "repBps");
        assertEq(ledger.repBps(a, 7000, 0), ledger.avgBps(a), "repBps without a prior weight");
    }

    function test_repBps_priorAloneWithoutEvidence() public view {
        assertEq(ledger.repBps(1, 7000, CAP), 7000, "prior");
        assertEq(ledger.repBps(1, 6543, 0), 6543, "both weights zero");
    }

    function testFuzz_repBps_revertsOnPriorAbove10000(uint256 priorBps) public {
        priorBps = bound(priorBps, 10_001, type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.PriorOutOfRange.selector, priorBps));
        ledger.repBps(1, priorBps, CAP);
    }

    function test_isRated_perEscrowAndJob() public {
        Escrow second = newEscrow(0);
        uint256 a = completedJob(provider, U);
        uint256 b = completedJob(second, provider, U, "");
        assertEq(a, b, "same job id in both escrows");
        rate(a);
        assertTrue(ledger.isRated(0, a), "rated in escrow 0");
        assertFalse(ledger.isRated(1, b), "the same id in escrow 1 is another job");
        assertFalse(ledger.isRated(0, a + 1), "neighbour");
        assertFalse(ledger.isRated(9, a), "unknown escrow");

        uint256[] memory keys = new uint256[](4);
        keys[0] = key(0, a);
        keys[1] = key(1, b);
        keys[2] = key(9, a);
        keys[3] = key(0, 777);
        bool[] memory r = ledger.areRated(keys);
        assertEq(r.length, 4, "length");
        assertTrue(r[0], "0/a");
        assertFalse(r[1] || r[2] || r[3], "others");
    }

    function test_lastEpochOf_isTheLatestCompletionEpoch() public {
        uint256 early = completedJob(provider, U);
        vm.warp(block.timestamp + 4 * EPOCH);
        rate(completedJob(provider, U));
        vm.warp(block.timestamp + 4 * EPOCH);
        rate(early); // late: lastEpoch stays
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0 + 4, "lastEpochOf");
    }

    function test_currentEpoch_followsTheClock() public {
        assertEq(ledger.currentEpoch(), E0, "start");
        vm.warp(START + EPOCH - 1);
        assertEq(ledger.currentEpoch(), E0, "last second of the epoch");
        vm.warp(START + EPOCH);
        assertEq(ledger.currentEpoch(), E0 + 1, "next epoch");
    }

    function test_liveParameters() public view {
        assertEq(ledger.epochLength(), EPOCH, "epochLength");
        assertEq(ledger.retentionBps(), 9250, "retentionBps");
        assertEq(ledger.horizonEpochs(), 96, "horizonEpochs");
        assertEq(ledger.weightCap(), CAP, "weightCap");
        assertEq(ledger.asset(), address(token), "asset");
        assertEq(ledger.identityRegistry(), address(registry), "identityRegistry");
        assertEq(ledger.scorer(), scorer, "scorer");
        assertEq(ledger.admin(), admin, "admin");
        assertEq(ledger.escrowCount(), 1, "escrowCount");
        assertEq(ledger.escrowAt(0), address(escrow), "escrowAt(0)");
        assertEq(ledger.MIN_EPOCH_LENGTH(), 60, "MIN_EPOCH_LENGTH");
    }

    function test_keyOf() public {
        assertEq(ledger.keyOf(3, 5), (uint256(3) << 224) | 5, "key");
        assertEq(ledger.keyOf(type(uint32).max, (1 << 224) - 1), type(uint256).max, "largest key");
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.JobIdTooLarge.selector, uint256(1) << 224));
        ledger.keyOf(0, 1 << 224);
    }

    /// Reads write nothing: the same read twice, and a later rating, see the same stored state.
    function test_reads_doNotWrite() public {
        rate(completedJob(provider, 4 * U));
        vm.warp(block.timestamp + 3 * EPOCH);
        ledger.repState(agentOf(provider));
        ledger.avgBps(agentOf(provider));
        assertEq(ledger.lastEpochOf(agentOf(provider)), E0, "lastEpoch moved by a read");
    }
}
