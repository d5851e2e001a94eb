// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./lib/Base.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {EscrowAdmin} from "../src/EscrowAdmin.sol";
import {EscrowFactory} from "../src/EscrowFactory.sol";
import {IEscrowDeployer} from "../src/IEscrowDeployer.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";
import {RatingHookFactory} from "../src/RatingHookFactory.sol";
import {ForeignDeployer} from "./mocks/ForeignDeployer.sol";

/// @notice The ledger's constructor and admin functions: roles, the factory deployed with the
///         ledger, escrows created through it at CREATE2 addresses, stopping an escrow.
contract LedgerAdminTest is Fixture {
    address internal newAdmin = address(0xAD2);
    address internal newScorer = address(0x5C1);

    event EscrowCreated(
        uint256 indexed index,
        address indexed escrow,
        address indexed owner,
        address arbiter,
        address treasury,
        uint256 platformFeeBps
    );
    event EscrowStopped(uint256 indexed index, address indexed escrow, bool stopped);

    // ================================================================ constructor

    function test_constructor_revertsOnZeroAddresses() public {
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.ZeroAddress.selector, "admin"));
        new ReputationLedger(address(0), scorer, address(token), address(registry), EPOCH, CAP);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.ZeroAddress.selector, "scorer"));
        new ReputationLedger(admin, address(0), address(token), address(registry), EPOCH, CAP);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.ZeroAddress.selector, "asset"));
        new ReputationLedger(admin, scorer, address(0), address(registry), EPOCH, CAP);
    }

    function test_constructor_revertsOnBadWeightCap() public {
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.InvalidWeightCap.selector, 0));
        new ReputationLedger(admin, scorer, address(token), address(registry), EPOCH, 0);
        uint256 tooBig = uint256(type(uint64).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(ReputationLedger.InvalidWeightCap.selector, tooBig));
        new ReputationLedger(admin, scorer, address(token), address(registry), EPOCH, tooBig);
    }

    /// The ledger deploys its factory in its own constructor: one transaction, nothing half-made.
    function test_constructor_deploysItsFactory() public view {
        EscrowFactory f = ledger.factory();
        assertEq(address(f), createAddress(address(ledger), 1), "factory is the ledger's first CREATE");
        assertEq(f.ledger(), address(ledger), "factory's ledger");
        assertEq(ledger.escrowInitCodeHash(), keccak256(type(Escrow).creationCode), "init code hash");
        assertEq(f.escrowInitCodeHash(), ledger.escrowInitCodeHash(), "factory's hash");
    }

    // ================================================================ escrows

    function test_createEscrow_atItsCreate2Address_boundToTheLedger() public {
        address expected = address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(
                            bytes1(0xff), address(ledger.factory()), bytes32(uint256(1)), keccak256(type(Escrow).creationCode)
                        )
                    )
                )
            )
        );
        vm.expectEmit(true, true, true, true, address(ledger));
        emit EscrowCreated(1, expected, address(0x0B2), address(0xA42), address(0x7E2), 250);
        vm.prank(admin);
        (uint32 index, address e) = ledger.createEscrow(address(0x0B2), address(0xA42), address(0x7E2), 250);
        assertEq(index, 1, "index");
        assertEq(e, expected, "CREATE2 address");
        assertEq(ledger.escrowAt(1), e, "escrowAt");
        assertEq(ledger.escrowCount(), 2, "escrowCount");
        Escrow x = Escrow(e);
        assertEq(x.ledger(), address(ledger), "ledger");
        assertEq(x.asset(), address(token), "asset");
        assertEq(address(x.identityRegistry()), address(registry), "identityRegistry");
        assertEq(x.index(), 1, "index");
        assertEq(x.owner(), address(0x0B2), "owner");
        assertEq(x.arbiter(), address(0xA42), "arbiter");
        assertEq(x.platformTreasury(), address(0x7E2), "treasury");
        assertEq(x.platformFeeBP(), 250, "fee");
        assertEq(x.jobCounter(), 0, "no jobs");
    }

    function test_createEscrow_revertsForNonAdmin() public {
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotAdmin.selector, operator));
        ledger.createEscrow(operator, arbiter, treasury, 0);
    }

    /// A refused escrow leaves nothing behind: the count is unchanged and the index is reused.
    function test_createEscrow_refusedParameters_leaveNothing() public {
        vm.startPrank(admin);
        vm.expectRevert(EscrowAdmin.FeesTooHigh.selector);
        ledger.createEscrow(operator, arbiter, treasury, 1001);
        vm.expectRevert(IEscrow.ZeroAddress.selector); // the owner
        ledger.createEscrow(address(0), arbiter, treasury, 0);
        vm.expectRevert(IEscrow.ZeroAddress.selector); // the arbiter
        ledger.createEscrow(operator, address(0), treasury, 0);
        vm.expectRevert(IEscrow.ZeroAddress.selector); // the treasury
        ledger.createEscrow(operator, arbiter, address(0), 0);
        vm.stopPrank();
        assertEq(ledger.escrowCount(), 1, "escrowCount");
        assertEq(ledger.escrowAt(1).code.length, 0, "nothing at index 1");
        Escrow e = newEscrow(1000);
        assertEq(address(e), ledger.escrowAt(1), "index 1 reused");
    }

    function test_factory_deploy_onlyTheLedger() public {
        EscrowFactory f = ledger.factory();
        IEscrowDeployer.EscrowParameters memory p;
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(EscrowFactory.NotLedger.selector, admin));
        f.deploy(p);
    }

    function test_factory_parameters_onlyDuringADeployment() public {
        EscrowFactory f = ledger.factory();
        vm.expectRevert(EscrowFactory.NotDeploying.selector);
        f.parameters();
    }

    /// Genuine escrow code deployed by anyone else, claiming this ledger and calling its rating
    /// hook, is not one of its escrows: the hook does not find it at the CREATE2 address of the
    /// index it claims and records nothing, and no index leads to it, so none of its jobs is rated.
    function test_foreignEscrow_isNeverRated() public {
        ForeignDeployer d = new ForeignDeployer();
        Escrow fake = Escrow(
            d.deploy(
                IEscrowDeployer.EscrowParameters({
                    ledger: address(ledger),
                    asset: address(token),
                    identityRegistry: address(registry),
                    index: 1,
                    owner: operator,
                    arbiter: arbiter,
                    treasury: treasury,
                    platformFeeBps: 0,
                    ratingHook: address(hook)
                }),
                bytes32(uint256(1))
            )
        );
        assertEq(fake.ledger(), address(ledger), "it claims the ledger");
        assertEq(fake.ratingHook(), address(hook), "and calls the ledger's rating hook");
        vm.recordLogs();
        uint256 id = completedJob(fake, provider, U, Outcomes.shippedClean());
        Vm.Log[] memory logs = vm.getRecordedLogs();
        for (uint256 i; i < logs.length; ++i) {
            assertTrue(logs[i].emitter != address(hook), "the hook recorded the impostor's job");
        }
        assertTrue(ledger.escrowAt(1) != address(fake), "index 1 is not the fake");
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, 1));
        ledger.submit(1, id);
        // Once index 1 exists, it is the factory's escrow, where job `id` does not exist.
        newEscrow(0);
        vm.prank(scorer);
        vm.expectRevert(notRecorded(id));
        ledger.submit(1, id);
    }

    // ================================================================ stopping an escrow

    function test_stopEscrow_refusesNewRatings_keepsOldOnes_andResumes() public {
        uint256 rated = completedJob(provider, 4 * U);
        rate(rated);
        uint256 pendingJob = completedJob(provider, 2 * U);

        vm.expectEmit(true, true, false, true, address(ledger));
        emit EscrowStopped(0, address(escrow), true);
        vm.prank(admin);
        ledger.setEscrowStopped(ESCROW, true);
        assertTrue(ledger.isEscrowStopped(ESCROW), "stopped");

        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.EscrowIsStopped.selector, 0));
        ledger.submit(ESCROW, pendingJob);
        uint256[] memory keys = new uint256[](1);
        keys[0] = key(ESCROW, pendingJob);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.EscrowIsStopped.selector, 0));
        ledger.submitBatch(keys);

        (uint256 sumW, uint256 weight, uint256 count,) = state(agentOf(provider));
        assertEq(weight, 4 * U, "old rating kept");
        assertEq(sumW, 4 * U * 9500, "old sumW kept");
        assertEq(count, 1, "count kept");
        assertTrue(ledger.isRated(ESCROW, rated), "still rated");

        // Its jobs still complete and pay; they are simply not rated while it is stopped.
        uint256 whileStopped = completedJob(provider, U);
        assertEq(token.balanceOf(provider), 7 * U, "paid while stopped");

        vm.prank(admin);
        ledger.setEscrowStopped(ESCROW, false);
        assertFalse(ledger.isEscrowStopped(ESCROW), "resumed");
        rate(pendingJob);
        rate(whileStopped);
        (,, count,) = state(agentOf(provider));
        assertEq(count, 3, "rated after the resume");
    }

    function test_stopEscrow_onlyAdmin_knownEscrow() public {
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotAdmin.selector, scorer));
        ledger.setEscrowStopped(ESCROW, true);
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.UnknownEscrow.selector, 1));
        ledger.setEscrowStopped(1, true);
    }

    /// Escrows from index 64 on keep their stop bit in a mapping instead of the config slot.
    function test_stopEscrow_beyondTheFirst64() public {
        for (uint256 i = 1; i <= 65; ++i) {
            newEscrow(0);
        }
        Escrow e64 = Escrow(ledger.escrowAt(64));
        Escrow e65 = Escrow(ledger.escrowAt(65));
        uint256 a = completedJob(e64, provider, U, Outcomes.none());
        uint256 b = completedJob(e65, provider, U, Outcomes.none());
        vm.startPrank(admin);
        ledger.setEscrowStopped(64, true);
        ledger.setEscrowStopped(63, true);
        vm.stopPrank();
        assertTrue(ledger.isEscrowStopped(64) && ledger.isEscrowStopped(63), "stopped");
        assertFalse(ledger.isEscrowStopped(65) || ledger.isEscrowStopped(0), "others running");
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.EscrowIsStopped.selector, 64));
        ledger.submit(64, a);
        rateOn(65, b);
        vm.prank(admin);
        ledger.setEscrowStopped(64, false);
        rateOn(64, a);
        assertTrue(ledger.isRated(64, a) && ledger.isRated(65, b), "both rated");
    }

    // ================================================================ roles

    function test_setScorer() public {
        vm.expectEmit(true, true, false, true, address(ledger));
        emit LedgerRegistry.ScorerChanged(scorer, newScorer);
        vm.prank(admin);
        ledger.setScorer(newScorer);
        assertEq(ledger.scorer(), newScorer, "scorer");
        uint256 id = completedJob(provider, U);
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotScorer.selector, scorer));
        ledger.submit(ESCROW, id);
        vm.prank(newScorer);
        ledger.submit(ESCROW, id);
    }

    function test_setScorer_refusals() public {
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotAdmin.selector, scorer));
        ledger.setScorer(newScorer);
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.ZeroAddress.selector, "scorer"));
        ledger.setScorer(address(0));
    }

    function test_adminTransfer_twoSteps() public {
        vm.prank(admin);
        ledger.transferAdmin(newAdmin);
        assertEq(ledger.pendingAdmin(), newAdmin, "pending");
        assertEq(ledger.admin(), admin, "not yet");
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotPendingAdmin.selector, scorer));
        ledger.acceptAdmin();
        vm.prank(newAdmin);
        ledger.acceptAdmin();
        assertEq(ledger.admin(), newAdmin, "admin");
        assertEq(ledger.pendingAdmin(), address(0), "pending cleared");
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotAdmin.selector, admin));
        ledger.setScorer(newScorer);
    }

    function test_adminTransfer_refusals() public {
        vm.prank(scorer);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotAdmin.selector, scorer));
        ledger.transferAdmin(newAdmin);
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.ZeroAddress.selector, "admin"));
        ledger.transferAdmin(address(0));
    }
}
