// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Escrow} from "../src/Escrow.sol";
import {IJobSettlements, KIND_AUTO} from "../src/IJobSettlements.sol";

/// @notice Unit tests for setting up an Escrow job: the constructor, createJob, setProvider,
///         setAgentId and setBudget — every revert path (exact custom error and arguments) and the events.
contract EscrowCreateTest is EscrowTestBase {
    // ================================================================ constructor

    function test_constructor_setsArbiterAndRegistry() public view {
        assertEq(escrow.arbiter(), arbiter, "arbiter");
        assertEq(address(escrow.identityRegistry()), address(registry), "registry");
        assertEq(escrow.jobCount(), 0, "no jobs yet");
    }

    function test_constructor_revertsOnZeroArbiter() public {
        vm.expectRevert(abi.encodeWithSelector(Escrow.ZeroAddress.selector, "arbiter"));
        new Escrow(address(0), registry, address(0));
    }

    // ================================================================ ledger binding

    function test_constructor_bindsTheLedgerThatNamesIt() public view {
        assertEq(escrow.ledger(), address(ledger), "escrow.ledger");
        assertEq(address(ledger.escrow()), address(escrow), "ledger.escrow");
    }

    function test_constructor_zeroLedgerBindsNone() public {
        Escrow unbound = new Escrow(arbiter, registry, address(0));
        assertEq(unbound.ledger(), address(0), "no ledger");
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotLedger.selector, address(ledger)));
        vm.prank(address(ledger));
        unbound.consumeRating(1);
    }

    /// A ledger built for another escrow cannot be bound: its ratings would check the wrong jobs.
    function test_constructor_revertsOnLedgerOfAnotherEscrow() public {
        vm.expectRevert(abi.encodeWithSelector(Escrow.LedgerNotBound.selector, address(ledger)));
        new Escrow(arbiter, registry, address(ledger));
    }

    function test_constructor_revertsOnLedgerWithoutCode() public {
        address nothing = address(0xDEAD);
        vm.expectRevert(abi.encodeWithSelector(Escrow.LedgerNotBound.selector, nothing));
        new Escrow(arbiter, registry, nothing);
    }

    function test_constructor_revertsOnContractThatIsNoLedger() public {
        vm.expectRevert(abi.encodeWithSelector(Escrow.LedgerNotBound.selector, address(token)));
        new Escrow(arbiter, registry, address(token));
    }

    function test_constructor_revertsOnLedgerAnsweringWithDirtyBits() public {
        DirtyLedger dirty = new DirtyLedger(nextCreateAddress(1));
        vm.expectRevert(abi.encodeWithSelector(Escrow.LedgerNotBound.selector, address(dirty)));
        new Escrow(arbiter, registry, address(dirty));
    }

    function test_consumeRating_revertsForAnyoneButTheLedger() public {
        uint256 id = completedJob(provider, BUDGET);
        address[3] memory callers = [stranger, scorer, admin];
        for (uint256 i; i < callers.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(Escrow.NotLedger.selector, callers[i]));
            vm.prank(callers[i]);
            escrow.consumeRating(id);
        }
        assertFalse(escrow.ratingTerms(id).rated, "still unrated");
    }

    function test_consumeRating_marksCompletedJobsOnly() public {
        uint256 open = _openJob(provider, evaluator);
        vm.prank(address(ledger));
        IJobSettlements.RatingTerms memory t = escrow.consumeRating(open);
        assertFalse(t.completed, "open job is not completed");
        assertFalse(escrow.ratingTerms(open).rated, "an open job is never marked");

        uint256 done = completedJob(provider, BUDGET);
        vm.prank(address(ledger));
        t = escrow.consumeRating(done);
        assertTrue(t.completed && !t.rated, "terms as they were before the call");
        assertTrue(escrow.ratingTerms(done).rated, "marked");
        vm.prank(address(ledger));
        assertTrue(escrow.consumeRating(done).rated, "a second call sees the mark");
    }

    // ================================================================ createJob

    function test_createJob_storesFieldsEmitsAndCounts() public {
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCreated(1, client, provider, evaluator, address(token), expiry, "write the parser");
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, expiry, address(token), "write the parser");
        assertEq(id, 1, "first id");
        assertEq(escrow.jobCount(), 1, "jobCount");

        Escrow.JobView memory v = escrow.getJob(id);
        assertEq(v.client, client, "client");
        assertEq(v.provider, provider, "provider");
        assertEq(v.evaluator, evaluator, "evaluator");
        assertEq(v.token, address(token), "token");
        assertEq(v.budget, 0, "budget");
        assertEq(v.expiredAt, expiry, "expiredAt");
        assertEq(uint256(v.status), uint256(Escrow.Status.Open), "status");
        assertFalse(v.hasAgentId, "hasAgentId");
        assertEq(v.agentId, agentOf(provider), "agentId defaults to provider address");
        assertEq(v.deliverable, bytes32(0), "deliverable");
        assertEq(keccak256(bytes(v.description)), keccak256("write the parser"), "description");

        vm.prank(stranger);
        uint256 id2 = escrow.createJob(provider, evaluator, expiry, address(token), "");
        assertEq(id2, 2, "second id");
        assertEq(escrow.jobCount(), 2, "jobCount increments");
        assertEq(escrow.getJob(id2).client, stranger, "caller is the client");
    }

    function test_createJob_providerMayBeZero() public {
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCreated(1, client, address(0), evaluator, address(token), expiry, "step");
        uint256 id = _openJob(address(0), evaluator);
        assertEq(escrow.getJob(id).provider, address(0), "provider unset");
        _assertStatus(id, Escrow.Status.Open, "open");
    }

    function test_createJob_revertsOnZeroEvaluator() public {
        vm.expectRevert(abi.encodeWithSelector(Escrow.ZeroAddress.selector, "evaluator"));
        vm.prank(client);
        escrow.createJob(provider, address(0), expiry, address(token), "step");
    }

    function test_createJob_revertsOnZeroToken() public {
        vm.expectRevert(abi.encodeWithSelector(Escrow.ZeroAddress.selector, "token"));
        vm.prank(client);
        escrow.createJob(provider, evaluator, expiry, address(0), "step");
    }

    function test_createJob_revertsWhenExpiryNotInFuture() public {
        uint64 nowTs = uint64(block.timestamp);
        vm.expectRevert(abi.encodeWithSelector(Escrow.ExpiryNotInFuture.selector, nowTs));
        vm.prank(client);
        escrow.createJob(provider, evaluator, nowTs, address(token), "step");

        vm.expectRevert(abi.encodeWithSelector(Escrow.ExpiryNotInFuture.selector, nowTs - 1));
        vm.prank(client);
        escrow.createJob(provider, evaluator, nowTs - 1, address(token), "step");

        assertEq(escrow.jobCount(), 0, "nothing created");
        vm.prank(client);
        assertEq(escrow.createJob(provider, evaluator, nowTs + 1, address(token), "step"), 1, "one second ahead ok");
    }

    // ================================================================ setProvider

    function test_setProvider_setsAndEmits() public {
        uint256 id = _openJob(address(0), evaluator);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.ProviderSet(id, provider);
        vm.prank(client);
        escrow.setProvider(id, provider);
        assertEq(escrow.getJob(id).provider, provider, "provider");
        assertEq(escrow.ratingTerms(id).agentId, agentOf(provider), "agentId follows provider");
    }

    function test_setProvider_revertsForNonClient() public {
        uint256 id = _openJob(address(0), evaluator);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClient.selector, stranger));
        vm.prank(stranger);
        escrow.setProvider(id, stranger);
        assertEq(escrow.getJob(id).provider, address(0), "still unset");
    }

    function test_setProvider_revertsWhenNotOpen() public {
        uint256 id = _fundedJob(BUDGET);
        _expectWrongStatus(id, Escrow.Status.Funded);
        vm.prank(client);
        escrow.setProvider(id, stranger);
    }

    function test_setProvider_revertsWhenAlreadySet() public {
        uint256 id = _openJob(provider, evaluator);
        vm.expectRevert(abi.encodeWithSelector(Escrow.ProviderAlreadySet.selector, id));
        vm.prank(client);
        escrow.setProvider(id, stranger);
        assertEq(escrow.getJob(id).provider, provider, "unchanged");
    }

    function test_setProvider_revertsOnZeroProvider() public {
        uint256 id = _openJob(address(0), evaluator);
        vm.expectRevert(abi.encodeWithSelector(Escrow.ZeroAddress.selector, "provider"));
        vm.prank(client);
        escrow.setProvider(id, address(0));
    }

    // ================================================================ setAgentId

    function test_setAgentId_byClientOrProvider_ratesTheAgentId() public {
        registry.register(provider, AGENT);
        registry.register(provider, AGENT + 1);
        uint256 id = _openJob(provider, evaluator);

        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.AgentIdSet(id, AGENT + 1);
        vm.prank(client);
        escrow.setAgentId(id, AGENT + 1);
        assertEq(escrow.getJob(id).agentId, AGENT + 1, "set by client");

        vm.prank(provider);
        escrow.setAgentId(id, AGENT);
        Escrow.JobView memory v = escrow.getJob(id);
        assertTrue(v.hasAgentId, "hasAgentId");
        assertEq(v.agentId, AGENT, "set by provider");
        assertEq(escrow.ratingTerms(id).agentId, AGENT, "terms use the ERC-8004 id, not the provider address");

        // The id is carried through to completion.
        vm.prank(client);
        escrow.setBudget(id, BUDGET);
        _fund(id, BUDGET);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCompleted(
            id, AGENT, client, provider, address(token), BUDGET, REASON, shippedClean(), KIND_AUTO, 0
        );
        vm.prank(evaluator);
        escrow.complete(id, REASON, shippedClean());
        _assertTerms(id, true, KIND_AUTO, 0, AGENT, BUDGET);
    }

    function test_setAgentId_revertsForNonClientOrProvider() public {
        registry.register(provider, AGENT);
        uint256 id = _openJob(provider, evaluator);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClientOrProvider.selector, evaluator));
        vm.prank(evaluator);
        escrow.setAgentId(id, AGENT);
        assertFalse(escrow.getJob(id).hasAgentId, "not set");
    }

    function test_setAgentId_revertsWhenRegistryDisabled() public {
        Escrow noRegistry = new Escrow(arbiter, IERC721(address(0)), address(0));
        vm.prank(client);
        uint256 id = noRegistry.createJob(provider, evaluator, expiry, address(token), "step");
        vm.expectRevert(Escrow.AgentIdsDisabled.selector);
        vm.prank(client);
        noRegistry.setAgentId(id, AGENT);
        assertEq(noRegistry.ratingTerms(id).agentId, agentOf(provider), "provider address");
    }

    function test_setAgentId_revertsWhenProviderNotSet() public {
        registry.register(provider, AGENT);
        uint256 id = _openJob(address(0), evaluator);
        vm.expectRevert(abi.encodeWithSelector(Escrow.ProviderNotSet.selector, id));
        vm.prank(client);
        escrow.setAgentId(id, AGENT);
    }

    function test_setAgentId_revertsWhenAgentNotOwnedByProvider() public {
        registry.register(stranger, AGENT);
        uint256 id = _openJob(provider, evaluator);
        vm.expectRevert(abi.encodeWithSelector(Escrow.AgentNotProvider.selector, AGENT, provider));
        vm.prank(client);
        escrow.setAgentId(id, AGENT);
    }

    function test_setAgentId_unregisteredAgentRevertsInRegistry() public {
        uint256 id = _openJob(provider, evaluator);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, AGENT));
        vm.prank(provider);
        escrow.setAgentId(id, AGENT);
    }

    function test_setAgentId_revertsWhenNotOpen() public {
        registry.register(provider, AGENT);
        uint256 id = _fundedJob(BUDGET);
        _expectWrongStatus(id, Escrow.Status.Funded);
        vm.prank(provider);
        escrow.setAgentId(id, AGENT);
    }

    // ================================================================ setBudget

    function test_setBudget_byClientOrProvider() public {
        uint256 id = _openJob(provider, evaluator);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.BudgetSet(id, 7 * U);
        vm.prank(client);
        escrow.setBudget(id, 7 * U);
        assertEq(escrow.getJob(id).budget, 7 * U, "client budget");

        vm.prank(provider);
        escrow.setBudget(id, type(uint96).max);
        assertEq(escrow.getJob(id).budget, type(uint96).max, "provider budget, uint96 max fits");
    }

    function test_setBudget_revertsForNonClientOrProvider() public {
        uint256 id = _openJob(provider, evaluator);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClientOrProvider.selector, evaluator));
        vm.prank(evaluator);
        escrow.setBudget(id, BUDGET);
        assertEq(escrow.getJob(id).budget, 0, "unchanged");
    }

    function test_setBudget_revertsWhenNotOpen() public {
        uint256 id = _fundedJob(BUDGET);
        _expectWrongStatus(id, Escrow.Status.Funded);
        vm.prank(provider);
        escrow.setBudget(id, 2 * BUDGET);
        assertEq(escrow.getJob(id).budget, BUDGET, "unchanged");
    }

    function test_setBudget_revertsAboveUint96() public {
        uint256 id = _openJob(provider, evaluator);
        uint256 tooMuch = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Escrow.BudgetTooLarge.selector, tooMuch));
        vm.prank(client);
        escrow.setBudget(id, tooMuch);
    }
}

/// @notice Names the right escrow, with a bit set above the 160 address bits.
contract DirtyLedger {
    bytes32 internal immutable answer;

    constructor(address escrow_) {
        answer = bytes32(uint256(uint160(escrow_)) | (1 << 200));
    }

    function escrow() external view returns (bytes32) {
        return answer;
    }
}
