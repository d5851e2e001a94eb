// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {IERC8183Hook} from "../src/IERC8183Hook.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {ReputationGate} from "../src/ReputationGate.sol";
import {ReputationOracle} from "../src/ReputationOracle.sol";

/// @notice ReputationGate on the project's escrow: each guarded action refused for a provider
///         whose lower bound is under the floor, newcomers and good agents accepted, agent ids
///         judged by id, the owner's settings and every rejection of someone else's.
contract ReputationGateTest is Fixture {
    ReputationGate internal gate;
    ReputationOracle internal oracle;
    address internal gateOwner = address(0x6A7E);
    address internal stranger = address(0x5757);
    address internal good = address(0x600D);
    address internal bad = address(0xBAD);
    address internal newcomer = address(0xFEED);
    uint256 internal constant BAD_ID = 4242; // an ERC-8004 id with bad evidence, owned by `good`
    uint256 internal constant BUDGET = 5 * U;

    function setUp() public override {
        super.setUp();
        oracle = ledger.oracle();
        gate = new ReputationGate(gateOwner, oracle, 5500, 7);
        vm.prank(operator);
        escrow.setHookWhitelist(address(gate), true);
        for (uint256 i; i < 3; ++i) {
            rate(buyerRatedJob(good, CAP, 95));
            rate(buyerRatedJob(bad, CAP, 10));
        }
        registry.register(good, BAD_ID);
        for (uint256 i; i < 3; ++i) {
            rate(agentJob(good, BAD_ID, CAP, Outcomes.noOutput())); // rated 20
        }
        assertTrue(oracle.isRoutable(agentOf(good)), "good is routable");
        assertFalse(oracle.isRoutable(agentOf(bad)), "bad is not");
        assertFalse(oracle.isRoutable(BAD_ID), "the bad id is not");
    }

    function _gatedJob(address provider_, uint256 agentId) internal returns (uint256 id) {
        vm.prank(client);
        id = escrow.createJob(provider_, evaluator, expiry(), "gated", address(gate), agentId);
        token.mint(client, BUDGET);
        vm.startPrank(client);
        if (provider_ != address(0)) escrow.setBudget(id, address(token), BUDGET, "");
        token.approve(address(escrow), BUDGET);
        vm.stopPrank();
    }

    function _expectBelowFloor(uint256 id, uint256 agentId) internal {
        uint256 lower = oracle.lowerBoundBps(agentId);
        vm.expectRevert(abi.encodeWithSelector(ReputationGate.BelowFloor.selector, id, agentId, lower, gate.floorBps()));
    }

    function _fund(uint256 id) internal {
        vm.prank(client);
        escrow.fund(id, BUDGET, "");
    }

    // ================================================================ setProvider

    function test_setProvider_refusesAProviderUnderTheFloor() public {
        uint256 id = _gatedJob(address(0), 0);
        _expectBelowFloor(id, agentOf(bad));
        vm.prank(client);
        escrow.setProvider(id, bad, 0);
        assertEq(escrow.getJob(id).provider, address(0), "no provider set");
    }

    function test_setProvider_judgesTheAgentId_notTheAddress() public {
        uint256 id = _gatedJob(address(0), 0);
        _expectBelowFloor(id, BAD_ID);
        vm.prank(client);
        escrow.setProvider(id, good, BAD_ID);
        vm.prank(client);
        escrow.setProvider(id, good, 0); // the same address under its own good evidence
        assertEq(escrow.getJob(id).provider, good, "good set");
    }

    function test_setProvider_acceptsANewcomerAtThePrior() public {
        uint256 id = _gatedJob(address(0), 0);
        assertEq(oracle.lowerBoundBps(agentOf(newcomer)), 5565, "the prior's bound");
        vm.prank(client);
        escrow.setProvider(id, newcomer, 0);
        assertEq(escrow.getJob(id).provider, newcomer, "newcomer set");
    }

    // ================================================================ fund

    function test_fund_refusesAProviderUnderTheFloor() public {
        uint256 id = _gatedJob(bad, 0); // createJob has no beforeAction: fund is where it stops
        _expectBelowFloor(id, agentOf(bad));
        _fund(id);
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.Status.Open), "still Open");
        assertEq(token.balanceOf(client), BUDGET, "nothing taken");
    }

    function test_fund_judgesTheJobsAgentId() public {
        uint256 id = _gatedJob(good, BAD_ID);
        _expectBelowFloor(id, BAD_ID);
        _fund(id);
    }

    function test_fund_acceptsGoodAndNewcomer() public {
        uint256 a = _gatedJob(good, 0);
        _fund(a);
        uint256 b = _gatedJob(newcomer, 0);
        _fund(b);
        assertEq(uint256(escrow.getJob(a).status), uint256(IEscrow.Status.Funded), "good funded");
        assertEq(uint256(escrow.getJob(b).status), uint256(IEscrow.Status.Funded), "newcomer funded");
    }

    // ================================================================ submit

    function test_submit_refusesAProviderUnderTheFloor() public {
        uint8 submitOnly = gate.GUARD_SUBMIT(); // only submit: the job gets funded
        vm.prank(gateOwner);
        gate.setGuarded(submitOnly);
        uint256 id = _gatedJob(bad, 0);
        _fund(id);
        _expectBelowFloor(id, agentOf(bad));
        vm.prank(bad);
        escrow.submit(id, keccak256("work"), "");
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.Status.Funded), "still Funded");
    }

    function test_submit_acceptsAGoodProvider() public {
        uint256 id = _gatedJob(good, 0);
        _fund(id);
        vm.prank(good);
        escrow.submit(id, keccak256("work"), "");
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.Status.Submitted), "Submitted");
    }

    // ================================================================ what is not guarded

    function test_unguardedActions_pass() public {
        vm.prank(gateOwner);
        gate.setGuarded(0);
        uint256 id = _gatedJob(address(0), 0);
        vm.startPrank(client);
        escrow.setProvider(id, bad, 0);
        escrow.setBudget(id, address(token), BUDGET, "");
        escrow.fund(id, BUDGET, "");
        vm.stopPrank();
        vm.prank(bad);
        escrow.submit(id, keccak256("work"), "");
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.Status.Submitted), "all the way");
    }

    /// setBudget, complete and reject are never checked, and afterAction accepts everything.
    function test_otherActions_areNeverChecked() public {
        gate.beforeAction(1, Escrow.setBudget.selector, "");
        gate.beforeAction(1, Escrow.complete.selector, "");
        gate.beforeAction(1, Escrow.reject.selector, "");
        gate.afterAction(1, Escrow.fund.selector, "");
    }

    // ================================================================ the owner's settings

    function test_setFloor_takesEffect() public {
        vm.prank(gateOwner);
        gate.setFloor(5600); // above the prior's 5565
        uint256 id = _gatedJob(newcomer, 0);
        _expectBelowFloor(id, agentOf(newcomer));
        _fund(id);
        assertFalse(gate.passes(agentOf(newcomer)), "passes");
        assertTrue(gate.passes(agentOf(good)), "good still passes");
    }

    function test_setters_ownerOnly() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger));
        vm.prank(stranger);
        gate.setFloor(0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger));
        vm.prank(stranger);
        gate.setGuarded(0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger));
        vm.prank(stranger);
        gate.transferOwnership(stranger);
        assertEq(gate.floorBps(), 5500, "floor unchanged");
        assertEq(gate.guarded(), 7, "guarded unchanged");
    }

    function test_setters_refuseValuesOutOfRange() public {
        vm.startPrank(gateOwner);
        vm.expectRevert(abi.encodeWithSelector(ReputationGate.FloorOutOfRange.selector, 10_001));
        gate.setFloor(10_001);
        vm.expectRevert(abi.encodeWithSelector(ReputationGate.UnknownActions.selector, uint8(8)));
        gate.setGuarded(8);
        vm.stopPrank();
    }

    function test_constructor_refusals() public {
        vm.expectRevert(ReputationGate.ZeroOracle.selector);
        new ReputationGate(gateOwner, ReputationOracle(address(0)), 5500, 7);
        vm.expectRevert(abi.encodeWithSelector(ReputationGate.FloorOutOfRange.selector, 10_001));
        new ReputationGate(gateOwner, oracle, 10_001, 7);
        vm.expectRevert(abi.encodeWithSelector(ReputationGate.UnknownActions.selector, uint8(0x10)));
        new ReputationGate(gateOwner, oracle, 5500, 0x10);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new ReputationGate(address(0), oracle, 5500, 7);
    }

    function test_ownership_twoSteps() public {
        vm.prank(gateOwner);
        gate.transferOwnership(stranger);
        assertEq(gate.owner(), gateOwner, "not yet");
        vm.prank(stranger);
        gate.acceptOwnership();
        vm.prank(stranger);
        gate.setFloor(6000);
        assertEq(gate.floorBps(), 6000, "the new owner sets the floor");
    }

    function test_supportsInterface() public view {
        assertTrue(gate.supportsInterface(type(IERC8183Hook).interfaceId), "hook");
        assertTrue(gate.supportsInterface(type(IERC165).interfaceId), "ERC-165");
        assertFalse(gate.supportsInterface(0xffffffff), "never 0xffffffff");
    }
}
