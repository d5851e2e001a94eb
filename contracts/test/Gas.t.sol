// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";

/// @notice The ledger's hot paths, one measured call per test, for `forge snapshot`. The committed
///         .gas-snapshot holds them: `make test` fails when one drifts by more than the tolerance.
///         Whole-transaction figures (21,000 base and calldata included) come from the Go side:
///         `make gas`.
contract GasSnapshotTest is Fixture {
    uint256 internal constant AGENTS = 100;
    uint256 internal constant BATCH = 50;

    address[] internal providers;
    uint256[] internal agentIds;
    uint256[] internal pending; // completed, unrated jobs: pending[i] was paid to providers[i]

    uint256 internal constant DISPUTED_AGENT = 8004; // an ERC-8004 id with disputed evidence
    uint256 internal disputedPending; // its unrated job, resolved by the arbiter

    function setUp() public override {
        super.setUp();
        for (uint256 i; i < AGENTS; ++i) {
            address p = address(uint160(0x10000 + i));
            providers.push(p);
            agentIds.push(agentOf(p));
        }
        // Every agent gets one rating, so the measured writes land on agents with evidence.
        ReputationLedger.Rating[] memory first = new ReputationLedger.Rating[](AGENTS);
        for (uint256 i; i < AGENTS; ++i) {
            first[i] = _item(completedJob(providers[i], 5 * U), i, 95);
        }
        vm.prank(scorer);
        ledger.submitBatch(first);
        for (uint256 i; i < BATCH; ++i) {
            pending.push(completedJob(providers[i], 5 * U));
        }

        address p = address(0xD15);
        registry.register(p, DISPUTED_AGENT);
        uint256 earlier = _disputedAgentJob(p);
        disputedPending = _disputedAgentJob(p);
        vm.prank(scorer);
        ledger.submit(DISPUTED_AGENT, earlier, 40, 5 * U, client, 2);
    }

    /// A job for `p` under its ERC-8004 id, disputed and resolved with 40, paying `p`.
    function _disputedAgentJob(address p) internal returns (uint256 id) {
        vm.startPrank(client);
        id = escrow.createJob(p, evaluator, uint64(block.timestamp + 30 days), address(token), "step");
        escrow.setAgentId(id, DISPUTED_AGENT);
        escrow.setBudget(id, 5 * U);
        token.mint(client, 5 * U);
        token.approve(address(escrow), 5 * U);
        escrow.fund(id, 5 * U);
        vm.stopPrank();
        vm.prank(p);
        escrow.submit(id, keccak256("deliverable"));
        vm.prank(client);
        escrow.dispute(id, bytes32("late"));
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 40, bytes32("partly"));
    }

    function test_gas_submit_agentWithEvidence_sameEpoch() public {
        vm.prank(scorer);
        ledger.submit(agentIds[0], pending[0], 95, 5 * U, client, 0);
    }

    function test_gas_submit_agentWithEvidence_nextEpoch() public {
        vm.warp(block.timestamp + EPOCH);
        vm.prank(scorer);
        ledger.submit(agentIds[0], pending[0], 95, 5 * U, client, 0);
    }

    /// The costliest single submit: an ERC-8004 agent id (one more escrow slot), a dispute-kind
    /// rating one epoch later for an agent with disputed evidence (its second slot decays too).
    function test_gas_submit_worstCase() public {
        vm.warp(block.timestamp + EPOCH);
        vm.prank(scorer);
        ledger.submit(DISPUTED_AGENT, disputedPending, 40, 5 * U, client, 2);
    }

    function test_gas_submitBatch50_agentsWithEvidence() public {
        ReputationLedger.Rating[] memory items = new ReputationLedger.Rating[](BATCH);
        for (uint256 i; i < BATCH; ++i) {
            items[i] = _item(pending[i], i, 80);
        }
        vm.prank(scorer);
        ledger.submitBatch(items);
    }

    function test_gas_repStates100() public view {
        uint256[] memory ids = new uint256[](AGENTS);
        for (uint256 i; i < AGENTS; ++i) {
            ids[i] = agentOf(address(uint160(0x10000 + i)));
        }
        ledger.repStates(ids);
    }

    function _item(uint256 jobId, uint256 i, uint8 rating) internal view returns (ReputationLedger.Rating memory) {
        return ReputationLedger.Rating({
            agentId: agentIds[i], jobId: jobId, weight: 5 * U, payer: client, rating: rating, kind: 0
        });
    }
}
