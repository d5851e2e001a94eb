// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {EscrowAdmin} from "../src/EscrowAdmin.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";
import {RecordingHook} from "./mocks/RecordingHook.sol";

/// @notice createJob and setProvider: the ERC-8183 job record and events, the expiry bounds, the
///         self-dealing refusals and the ERC-8004 agent id checks.
contract EscrowCreateTest is EscrowTestBase {
    uint256 internal constant AGENT = 8004;

    event JobCreated(
        uint256 indexed jobId,
        address indexed client,
        address indexed provider,
        address evaluator,
        uint256 expiredAt,
        address hook
    );
    event JobDescription(uint256 indexed jobId, string description);
    event ProviderSet(uint256 indexed jobId, address indexed provider, uint256 agentId);

    // ================================================================ createJob

    function test_createJob_recordsTheJob_andEmitsTheErcEvent() public {
        uint256 exp = expiry();
        vm.expectEmit(true, true, true, true, address(escrow));
        emit JobCreated(1, client, provider, evaluator, exp, address(0));
        vm.expectEmit(true, false, false, true, address(escrow));
        emit JobDescription(1, "write the tests");
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, exp, "write the tests", address(0), 0);
        assertEq(id, 1, "first job id");
        assertEq(escrow.jobCounter(), 1, "jobCounter");

        IEscrow.JobView memory j = escrow.getJob(id);
        assertEq(j.id, 1, "id");
        assertEq(j.client, client, "client");
        assertEq(j.provider, provider, "provider");
        assertEq(j.evaluator, evaluator, "evaluator");
        assertEq(bytes(j.description).length, 0, "description is in the event only");
        assertEq(j.budget, 0, "budget");
        assertEq(j.expiredAt, exp, "expiredAt");
        assertEq(uint256(j.status), uint256(IEscrow.Status.Open), "status");
        assertEq(j.hook, address(0), "hook");
        assertEq(j.paymentToken, address(token), "payment token defaults to the asset");
        assertEq(j.providerAgentId, 0, "agent id");
    }

    function test_createJob_emptyDescription_emitsNoDescriptionEvent() public {
        vm.recordLogs();
        vm.prank(client);
        escrow.createJob(provider, evaluator, expiry(), "", address(0), 0);
        assertEq(vm.getRecordedLogs().length, 1, "only JobCreated");
    }

    function test_createJob_clientAsEvaluator() public {
        vm.prank(client);
        uint256 id = escrow.createJob(provider, client, expiry(), "", address(0), 0);
        assertEq(escrow.getJob(id).evaluator, client, "evaluator is the client");
    }

    function test_createJob_idsCountUp() public {
        uint256 a = _openJob(provider, evaluator);
        uint256 b = _openJob(address(0), evaluator);
        assertEq(b, a + 1, "ids");
        assertEq(escrow.jobCounter(), 2, "jobCounter");
    }

    function test_createJob_revertsOnZeroEvaluator() public {
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.ZeroAddress.selector, "evaluator"));
        escrow.createJob(provider, address(0), expiry(), "", address(0), 0);
    }

    /// The ERC's lower bound: more than 5 minutes ahead.
    function test_createJob_expiry_mustBeMoreThanFiveMinutesAhead() public {
        uint256 earliest = block.timestamp + 5 minutes + 1;
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ExpiryTooSoon.selector, earliest - 1, earliest));
        escrow.createJob(provider, evaluator, earliest - 1, "", address(0), 0);
        vm.prank(client);
        escrow.createJob(provider, evaluator, earliest, "", address(0), 0);
    }

    /// The upper bound (an issue 11 edge): at most 365 days ahead, so no deadline overflows.
    function testFuzz_createJob_expiry_boundedAbove(uint256 expiredAt) public {
        uint256 latest = block.timestamp + 365 days;
        expiredAt = bound(expiredAt, latest + 1, type(uint256).max);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ExpiryTooLate.selector, expiredAt, latest));
        escrow.createJob(provider, evaluator, expiredAt, "", address(0), 0);
    }

    function test_createJob_revertsOnProviderAsClient() public {
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsClient.selector, client));
        escrow.createJob(client, evaluator, expiry(), "", address(0), 0);
    }

    function test_createJob_revertsOnProviderAsEvaluator() public {
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsEvaluator.selector, provider));
        escrow.createJob(provider, provider, expiry(), "", address(0), 0);
    }

    function test_createJob_withAgentId_ownedByTheProvider() public {
        registry.register(provider, AGENT);
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, expiry(), "", address(0), AGENT);
        assertEq(escrow.getJob(id).providerAgentId, AGENT, "agent id");
        assertEq(escrow.ratingTerms(id).agentId, AGENT, "rated under the agent id");
    }

    function test_createJob_revertsOnAgentIdNotTheProviders() public {
        registry.register(stranger, AGENT);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.AgentNotProvider.selector, AGENT, provider));
        escrow.createJob(provider, evaluator, expiry(), "", address(0), AGENT);
    }

    function test_createJob_revertsOnAgentIdWithoutProvider() public {
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.AgentIdWithoutProvider.selector, AGENT));
        escrow.createJob(address(0), evaluator, expiry(), "", address(0), AGENT);
    }

    /// A ledger without an identity registry makes its escrows refuse agent ids.
    function test_createJob_revertsOnAgentIdWhenRegistryDisabled() public {
        ReputationLedger l = new ReputationLedger(admin, scorer, address(token), address(0), EPOCH, CAP);
        vm.prank(admin);
        (, address a) = l.createEscrow(operator, arbiter, treasury, 0);
        vm.prank(client);
        vm.expectRevert(IEscrow.AgentIdsDisabled.selector);
        Escrow(a).createJob(provider, evaluator, expiry(), "", address(0), AGENT);
    }

    function test_createJob_revertsOnHookNotAllowed() public {
        RecordingHook hook = new RecordingHook();
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.HookNotAllowed.selector, address(hook)));
        escrow.createJob(provider, evaluator, expiry(), "", address(hook), 0);
    }

    // ================================================================ setProvider

    function test_setProvider_namesTheProvider_withAgentId() public {
        registry.register(provider, AGENT);
        uint256 id = _openJob(address(0), evaluator);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit ProviderSet(id, provider, AGENT);
        vm.prank(client);
        escrow.setProvider(id, provider, AGENT);
        IEscrow.JobView memory j = escrow.getJob(id);
        assertEq(j.provider, provider, "provider");
        assertEq(j.providerAgentId, AGENT, "agent id");
    }

    function test_setProvider_withoutAgentId() public {
        uint256 id = _openJob(address(0), evaluator);
        vm.prank(client);
        escrow.setProvider(id, provider, 0);
        assertEq(escrow.getJob(id).provider, provider, "provider");
        assertEq(escrow.ratingTerms(id).agentId, agentOf(provider), "rated under the address");
    }

    function test_setProvider_refusals() public {
        uint256 id = _openJob(address(0), evaluator);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotClient.selector, stranger));
        escrow.setProvider(id, provider, 0);

        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.ZeroAddress.selector, "provider"));
        escrow.setProvider(id, address(0), 0);

        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsClient.selector, client));
        escrow.setProvider(id, client, 0);

        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsEvaluator.selector, evaluator));
        escrow.setProvider(id, evaluator, 0);

        registry.register(stranger, AGENT);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.AgentNotProvider.selector, AGENT, provider));
        escrow.setProvider(id, provider, AGENT);

        vm.prank(client);
        escrow.setProvider(id, provider, 0);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderAlreadySet.selector, id));
        escrow.setProvider(id, address(0xB0B2), 0);
    }

    /// A client that evaluates its own job cannot name itself provider later either.
    function test_setProvider_revertsOnProviderAsClientEvaluator() public {
        uint256 id = _openJob(address(0), client);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderIsClient.selector, client));
        escrow.setProvider(id, client, 0);
    }

    function test_setProvider_onlyWhileOpen() public {
        uint256 id = _openJob(address(0), evaluator);
        vm.prank(client);
        escrow.reject(id, REASON, "");
        vm.prank(client);
        _expectWrongStatus(id, IEscrow.Status.Rejected);
        escrow.setProvider(id, provider, 0);
    }

    function test_unknownJob_refusedByEveryFunction() public {
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.getJob(9);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.setProvider(9, provider, 0);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.setBudget(9, address(token), 1, "");
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.fund(9, 1, "");
        vm.prank(provider);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.submit(9, DELIVERABLE, "");
        vm.prank(evaluator);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.complete(9, REASON, "");
        vm.prank(evaluator);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.reject(9, REASON, "");
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.claimRefund(9);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.dispute(9, REASON);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.UnknownJob.selector, 9));
        escrow.resolveDispute(9, true, 50, REASON);
    }
}
