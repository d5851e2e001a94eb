// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./lib/Base.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {ReputationGate} from "../src/ReputationGate.sol";
import {ReputationOracle} from "../src/ReputationOracle.sol";

/// @notice Gas of the on-chain decision (issue 12), in GasSnapshotTest's manner (whole
///         transactions under call isolation, refunds deducted): a `fund` with and without the
///         ReputationGate guarding it, a guarded `setProvider`, `createJob` naming its provider and
///         `submit` (issue 18), and the oracle's views (the call alone). Printed with `forge test --mc GateGasSnapshotTest -vv`; in the snapshot.
contract GateGasSnapshotTest is Fixture {
    uint256 internal constant BUDGET = 5 * U;
    ReputationGate internal gate;
    ReputationOracle internal oracle;
    address internal good = address(uint160(0x600D) << 96); // rated under its address: >= 2^96

    function setUp() public override {
        super.setUp();
        oracle = ledger.oracle();
        gate = new ReputationGate(address(this), oracle, 5500, 7);
        vm.prank(operator);
        escrow.setHookWhitelist(address(gate), true);
        rate(completedJob(good, BUDGET)); // the provider has evidence: its slot is not empty
        token.mint(good, 1 * U);
        fundedJob(escrow, address(0xC2), prov(0xB2), evaluator, BUDGET); // the escrow holds money
    }

    /// A job of `good`, budget set, the client approving it and holding more.
    function _readyJob(address hook, address provider_) internal returns (uint256 id) {
        token.mint(client, BUDGET + 1 * U);
        vm.prank(client);
        id = escrow.createJob(provider_, evaluator, expiry(), "step", hook, 0, "");
        if (provider_ != address(0)) {
            vm.prank(provider_);
            escrow.setBudget(id, address(token), BUDGET, "");
        }
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
    }

    function test_gas_fund_noHook() public {
        uint256 id = _readyJob(address(0), good);
        vm.prank(client);
        escrow.fund(id, address(token), BUDGET, "");
        log("fund, no hook", _last());
    }

    function test_gas_fund_gateGuardsFund() public {
        uint256 id = _readyJob(address(gate), good);
        vm.prank(client);
        escrow.fund(id, address(token), BUDGET, "");
        log("fund, ReputationGate guarding fund (agent with evidence)", _last());
    }

    function test_gas_fund_gateNotGuardingFund() public {
        gate.setGuarded(gate.GUARD_SUBMIT());
        uint256 id = _readyJob(address(gate), good);
        vm.prank(client);
        escrow.fund(id, address(token), BUDGET, "");
        log("fund, ReputationGate hooked but not guarding fund", _last());
    }

    function test_gas_setProvider_gateGuards() public {
        uint256 id = _readyJob(address(gate), address(0));
        vm.prank(client);
        escrow.setProvider(id, good, 0, "");
        log("setProvider, ReputationGate guarding it", _last());
    }

    function test_gas_createJob_gateGuardsHiring() public {
        vm.prank(client);
        escrow.createJob(good, evaluator, expiry(), "step", address(gate), 0, "");
        log("createJob naming its provider, ReputationGate guarding hiring", _last());
    }

    /// A job funded with submit guarded: submit reads the funding's record and checks the provider.
    function test_gas_submit_gateGuards() public {
        uint256 id = _readyJob(address(gate), good);
        vm.prank(client);
        escrow.fund(id, address(token), BUDGET, "");
        vm.prank(good);
        escrow.submit(id, keccak256("work"), "");
        log("submit, ReputationGate guarding it (job funded under the same floor)", _last());
    }

    /// Views run as static calls, not isolated transactions: the figure is the call alone
    /// (cold ledger and oracle accounts, cold agent slot), without the 21,000 base.
    function test_gas_oracle_decision() public {
        oracle.decision(agentOf(good));
        log("oracle.decision, agent with evidence, the call alone", vm.lastCallGas().gasTotalUsed);
    }

    function test_gas_oracle_getUserData() public {
        oracle.getUserData(good);
        log("oracle.getUserData, agent with evidence, the call alone", vm.lastCallGas().gasTotalUsed);
    }

    function test_gas_oracle_meetsThreshold() public {
        registry.register(good, 7);
        rate(agentJob(good, 7, BUDGET, Outcomes.shippedClean()));
        oracle.meetsThreshold(7, block.chainid, "erc8004", 55);
        log("oracle.meetsThreshold, ERC-8004 id with evidence, the call alone", vm.lastCallGas().gasTotalUsed);
    }

    function _last() internal view returns (uint256) {
        Vm.Gas memory g = vm.lastCallGas();
        require(g.gasTotalUsed > 21_000, "GateGasSnapshotTest needs call isolation (isolate = true)");
        return g.gasTotalUsed;
    }
}
