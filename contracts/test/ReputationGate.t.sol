// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {EscrowQuotes} from "../src/EscrowQuotes.sol";
import {IERC8183Hook} from "../src/IERC8183Hook.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {ReputationGate} from "../src/ReputationGate.sol";
import {ReputationOracle} from "../src/ReputationOracle.sol";

/// @notice ReputationGate on the project's escrow: each guarded action refused for a provider
///         whose lower bound is under the floor (a provider named at createJob included), newcomers
///         and good agents accepted, agent ids judged by id, the owner's settings and every
///         rejection of someone else's; no settings change blocks the submit of a funded job.
contract ReputationGateTest is Fixture {
    ReputationGate internal gate;
    ReputationOracle internal oracle;
    address internal gateOwner = address(0x6A7E);
    address internal stranger = address(0x5757);
    // Providers rated under their own addresses: 2^96 or more, above the ERC-8004 id range.
    address internal good = address(uint160(0x600D) << 96);
    address internal bad = address(uint160(0xBAD) << 96);
    address internal newcomer = address(uint160(0xFEED) << 96);
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
        id = escrow.createJob(provider_, evaluator, expiry(), "gated", address(gate), agentId, "");
        if (provider_ != address(0)) {
            vm.prank(provider_);
            escrow.setBudget(id, address(token), BUDGET, "");
        }
        token.mint(client, BUDGET);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
    }

    function _expectBelowFloor(uint256 id, uint256 agentId) internal {
        uint256 lower = oracle.lowerBoundBps(agentId);
        vm.expectRevert(abi.encodeWithSelector(ReputationGate.BelowFloor.selector, id, agentId, lower, gate.floorBps()));
    }

    function _fund(uint256 id) internal {
        vm.prank(client);
        escrow.fund(id, address(token), BUDGET, "");
    }

    function _guard(uint8 actions) internal {
        vm.prank(gateOwner);
        gate.setGuarded(actions);
    }

    function _setFloor(uint256 floor) internal {
        vm.prank(gateOwner);
        gate.setFloor(floor);
    }

    function _nextId() internal view returns (uint256) {
        return escrow.jobCounter() + 1;
    }

    function _submit(uint256 id, address provider_) internal {
        vm.prank(provider_);
        escrow.submit(id, keccak256("work"), "");
    }

    function _status(uint256 id) internal view returns (IEscrow.JobStatus) {
        return escrow.getJob(id).status;
    }

    // ================================================================ createJob (issue 18, N-3 a, b)

    /// A provider named at createJob is hired without setProvider: the hiring guard checks it
    /// there, and the refusal undoes the job.
    function test_createJob_refusesAProviderUnderTheFloor() public {
        uint256 id = _nextId();
        _expectBelowFloor(id, agentOf(bad));
        vm.prank(client);
        escrow.createJob(bad, evaluator, expiry(), "gated", address(gate), 0, "");
        assertEq(escrow.jobCounter(), id - 1, "no job created");
        uint256 a = _gatedJob(good, 0);
        uint256 b = _gatedJob(address(0), 0); // no provider yet: setProvider will be checked
        assertEq(escrow.getJob(a).provider, good, "good hired at creation");
        assertEq(escrow.getJob(b).provider, address(0), "no provider");
    }

    /// An ERC-8004 id given at createJob is the agent checked, never its owner's address, whose
    /// own evidence is good.
    function test_createJob_judgesTheAgentId_notTheAddress() public {
        _guard(gate.GUARD_SET_PROVIDER()); // hiring only: nothing later would catch it
        uint256 id = _nextId();
        _expectBelowFloor(id, BAD_ID);
        vm.prank(client);
        escrow.createJob(good, evaluator, expiry(), "gated", address(gate), BAD_ID, "");
        uint256 a = _gatedJob(good, 0); // the same address under its own evidence
        _fund(a);
        _submit(a, good);
        assertEq(uint256(_status(a)), uint256(IEscrow.JobStatus.Submitted), "good hired, paid, submitted");
    }

    function test_createJob_hiringUnguarded_passes() public {
        _guard(gate.GUARD_FUND() | gate.GUARD_SUBMIT());
        uint256 id = _gatedJob(bad, 0);
        assertEq(escrow.getJob(id).provider, bad, "created; fund is where it stops");
    }

    // ================================================================ funded jobs (issue 18, N-3 c)

    /// Raising the floor after a job was funded does not block its provider: submit keeps the
    /// floor in force at funding. New jobs meet the new floor.
    function test_submit_floorRaisedAfterFunding_cannotBlock() public {
        uint256 id = _gatedJob(newcomer, 0); // 5565 >= 5500
        _fund(id);
        _setFloor(6000);
        _submit(id, newcomer);
        assertEq(uint256(_status(id)), uint256(IEscrow.JobStatus.Submitted), "submitted under the floor of its funding");
        (bool recorded, uint256 floor) = gate.fundFloorOf(address(escrow), id);
        assertTrue(recorded, "submit was guarded at funding");
        assertEq(floor, 5500, "at 5500");
        uint256 next = _nextId();
        _expectBelowFloor(next, agentOf(newcomer));
        vm.prank(client);
        escrow.createJob(newcomer, evaluator, expiry(), "gated", address(gate), 0, "");
    }

    /// Guarding submit after a job was funded does not block its provider.
    function test_submit_guardedAfterFunding_cannotBlock() public {
        _guard(0);
        uint256 id = _gatedJob(bad, 0);
        _fund(id);
        _guard(7);
        _setFloor(9000);
        (bool recorded,) = gate.fundFloorOf(address(escrow), id);
        assertFalse(recorded, "submit was not guarded at funding");
        _submit(id, bad);
        assertEq(uint256(_status(id)), uint256(IEscrow.JobStatus.Submitted), "submitted");
    }

    /// The provider's own evidence still counts: falling under the floor of its funding blocks
    /// it. Lowering the floor afterwards relaxes the check (the lower of the two floors).
    function test_submit_fundedJob_evidenceFallingUnderItsFloor_isRefused() public {
        uint256 id = _gatedJob(newcomer, 0);
        _fund(id);
        for (uint256 i; i < 3; ++i) {
            rate(buyerRatedJob(newcomer, CAP, 10));
        }
        _setFloor(9000); // raised, but the funding's 5500 applies
        vm.expectRevert(
            abi.encodeWithSelector(
                ReputationGate.BelowFloor.selector, id, agentOf(newcomer), oracle.lowerBoundBps(agentOf(newcomer)), 5500
            )
        );
        _submit(id, newcomer);
        _setFloor(0);
        _submit(id, newcomer);
        assertEq(uint256(_status(id)), uint256(IEscrow.JobStatus.Submitted), "the lower floor applies");
    }

    /// A zero-budget job submitted from Open was never funded: the settings at submit judge it.
    /// One funded at zero while submit was not guarded passes.
    function test_submit_zeroBudget_fundedOrNot() public {
        _guard(gate.GUARD_SET_PROVIDER());
        vm.startPrank(client);
        uint256 funded = escrow.createJob(newcomer, evaluator, expiry(), "zero", address(gate), 0, "");
        uint256 unfunded = escrow.createJob(newcomer, evaluator, expiry(), "zero", address(gate), 0, "");
        vm.stopPrank();
        vm.prank(newcomer);
        escrow.setBudget(funded, address(token), 0, ""); // zero, in the asset
        vm.prank(client);
        escrow.fund(funded, address(token), 0, "");
        _guard(7);
        _setFloor(5600);
        _submit(funded, newcomer);
        assertEq(uint256(_status(funded)), uint256(IEscrow.JobStatus.Submitted), "funded before the change");
        vm.expectRevert(
            abi.encodeWithSelector(ReputationGate.BelowFloor.selector, unfunded, agentOf(newcomer), 5565, 5600)
        );
        _submit(unfunded, newcomer);
    }

    /// The record is kept under the caller's address: a call from anything but the escrow cannot
    /// write one for the escrow's jobs.
    function test_fundRecord_isKeptPerCaller() public {
        _guard(gate.GUARD_SUBMIT());
        vm.prank(stranger);
        gate.beforeAction(1, Escrow.fund.selector, abi.encode(stranger, bytes("")));
        (bool mine,) = gate.fundFloorOf(stranger, 1);
        (bool escrows,) = gate.fundFloorOf(address(escrow), 1);
        assertTrue(mine, "recorded under the caller");
        assertFalse(escrows, "nothing for the escrow");
    }

    // ================================================================ setProvider

    function test_setProvider_refusesAProviderUnderTheFloor() public {
        uint256 id = _gatedJob(address(0), 0);
        _expectBelowFloor(id, agentOf(bad));
        vm.prank(client);
        escrow.setProvider(id, bad, 0, "");
        assertEq(escrow.getJob(id).provider, address(0), "no provider set");
    }

    function test_setProvider_judgesTheAgentId_notTheAddress() public {
        uint256 id = _gatedJob(address(0), 0);
        _expectBelowFloor(id, BAD_ID);
        vm.prank(client);
        escrow.setProvider(id, good, BAD_ID, "");
        vm.prank(client);
        escrow.setProvider(id, good, 0, ""); // the same address under its own good evidence
        assertEq(escrow.getJob(id).provider, good, "good set");
    }

    function test_setProvider_acceptsANewcomerAtThePrior() public {
        uint256 id = _gatedJob(address(0), 0);
        assertEq(oracle.lowerBoundBps(agentOf(newcomer)), 5565, "the prior's bound");
        vm.prank(client);
        escrow.setProvider(id, newcomer, 0, "");
        assertEq(escrow.getJob(id).provider, newcomer, "newcomer set");
    }

    // ================================================================ fund

    function test_fund_refusesAProviderUnderTheFloor() public {
        _guard(gate.GUARD_FUND()); // hiring unguarded: fund is where it stops
        uint256 id = _gatedJob(bad, 0);
        _expectBelowFloor(id, agentOf(bad));
        _fund(id);
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.JobStatus.Open), "still Open");
        assertEq(token.balanceOf(client), BUDGET, "nothing taken");
    }

    function test_fund_judgesTheJobsAgentId() public {
        _guard(gate.GUARD_FUND());
        uint256 id = _gatedJob(good, BAD_ID);
        _expectBelowFloor(id, BAD_ID);
        _fund(id);
    }

    function test_fund_acceptsGoodAndNewcomer() public {
        uint256 a = _gatedJob(good, 0);
        _fund(a);
        uint256 b = _gatedJob(newcomer, 0);
        _fund(b);
        assertEq(uint256(escrow.getJob(a).status), uint256(IEscrow.JobStatus.Funded), "good funded");
        assertEq(uint256(escrow.getJob(b).status), uint256(IEscrow.JobStatus.Funded), "newcomer funded");
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
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.JobStatus.Funded), "still Funded");
    }

    function test_submit_acceptsAGoodProvider() public {
        uint256 id = _gatedJob(good, 0);
        _fund(id);
        vm.prank(good);
        escrow.submit(id, keccak256("work"), "");
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.JobStatus.Submitted), "Submitted");
    }

    // ================================================================ what is not guarded

    function test_unguardedActions_pass() public {
        vm.prank(gateOwner);
        gate.setGuarded(0);
        uint256 id = _gatedJob(address(0), 0);
        vm.prank(client);
        escrow.setProvider(id, bad, 0, "");
        vm.prank(bad);
        escrow.setBudget(id, address(token), BUDGET, "");
        vm.prank(client);
        escrow.fund(id, address(token), BUDGET, "");
        vm.prank(bad);
        escrow.submit(id, keccak256("work"), "");
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.JobStatus.Submitted), "all the way");
    }

    /// setBudget, complete and reject are never checked, and afterAction accepts everything.
    function test_otherActions_areNeverChecked() public {
        gate.beforeAction(1, EscrowQuotes.setBudget.selector, "");
        gate.beforeAction(1, Escrow.complete.selector, "");
        gate.beforeAction(1, Escrow.reject.selector, "");
        gate.afterAction(1, Escrow.fund.selector, "");
        gate.afterAction(1, Escrow.createJob.selector, abi.encode(client, address(0), evaluator)); // no provider
    }

    // ================================================================ the owner's settings

    function test_setFloor_takesEffect() public {
        _setFloor(5600); // above the prior's 5565
        uint256 id = _nextId();
        _expectBelowFloor(id, agentOf(newcomer));
        vm.prank(client);
        escrow.createJob(newcomer, evaluator, expiry(), "gated", address(gate), 0, "");
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
