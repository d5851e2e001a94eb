// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC20Errors, IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Escrow} from "../src/Escrow.sol";
import {IJobSettlements, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../src/IJobSettlements.sol";
import {FeeOnTransferToken} from "./mocks/FeeOnTransferToken.sol";

/// @notice Unit tests for Escrow: every external function, every revert path (exact custom error
///         and arguments), the events, and the finality of terminal states.
contract EscrowTest is Fixture {
    uint256 internal constant BUDGET = 5 * U;
    uint256 internal constant AGENT = 8004;
    bytes32 internal constant DELIVERABLE = keccak256("deliverable");
    bytes32 internal constant REASON = bytes32("reason");

    address internal stranger = address(0x5757);
    uint64 internal expiry;

    function setUp() public override {
        super.setUp();
        expiry = uint64(block.timestamp + 30 days); // what Fixture.submittedJob uses too
        vm.label(client, "client");
        vm.label(provider, "provider");
        vm.label(evaluator, "evaluator");
        vm.label(arbiter, "arbiter");
        vm.label(stranger, "stranger");
    }

    // ================================================================ helpers

    function _openJob(address provider_, address evaluator_) internal returns (uint256 id) {
        vm.prank(client);
        id = escrow.createJob(provider_, evaluator_, expiry, address(token), "step");
    }

    function _budgetedJob(uint256 budget) internal returns (uint256 id) {
        id = _openJob(provider, evaluator);
        vm.prank(client);
        escrow.setBudget(id, budget);
    }

    function _fund(uint256 id, uint256 budget) internal {
        token.mint(client, budget);
        vm.prank(client);
        token.approve(address(escrow), budget);
        vm.prank(client);
        escrow.fund(id, budget);
    }

    function _fundedJob(uint256 budget) internal returns (uint256 id) {
        id = _budgetedJob(budget);
        _fund(id, budget);
    }

    /// @dev A submitted job whose evaluator is `evaluator_` (e.g. the client itself).
    function _submittedJobWith(address evaluator_) internal returns (uint256 id) {
        id = _openJob(provider, evaluator_);
        vm.prank(client);
        escrow.setBudget(id, BUDGET);
        _fund(id, BUDGET);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);
    }

    function _disputedJob() internal returns (uint256 id) {
        id = submittedJob(client, provider, BUDGET);
        vm.prank(client);
        escrow.dispute(id, bytes32("late"));
    }

    function _status(uint256 id) internal view returns (Escrow.Status) {
        return escrow.getJob(id).status;
    }

    function _assertStatus(uint256 id, Escrow.Status s, string memory message) internal view {
        assertEq(uint256(_status(id)), uint256(s), message);
    }

    function _expectWrongStatus(uint256 id, Escrow.Status s) internal {
        vm.expectRevert(abi.encodeWithSelector(Escrow.WrongStatus.selector, id, s));
    }

    function _expectUnknown(uint256 id) internal {
        vm.expectRevert(abi.encodeWithSelector(Escrow.UnknownJob.selector, id));
    }

    function _outcome(bool noOutput, bool baked, bool shipped, bool criticRan, uint8 violations)
        internal
        pure
        returns (Escrow.Outcome memory o)
    {
        o = Escrow.Outcome(noOutput, baked, shipped, criticRan, violations, false, 0);
    }

    function _assertOutcome(Escrow.Outcome memory a, Escrow.Outcome memory b) internal pure {
        assertEq(a.noOutput, b.noOutput, "noOutput");
        assertEq(a.baked, b.baked, "baked");
        assertEq(a.shipped, b.shipped, "shipped");
        assertEq(a.criticRan, b.criticRan, "criticRan");
        assertEq(a.violations, b.violations, "violations");
        assertEq(a.hasBuyerRating, b.hasBuyerRating, "hasBuyerRating");
        assertEq(a.buyerRating, b.buyerRating, "buyerRating");
    }

    function _assertTerms(
        uint256 id,
        bool completed,
        uint8 kind,
        uint8 explicitRating,
        uint256 agentId,
        uint256 amount
    ) internal view {
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(id);
        assertEq(t.completed, completed, "terms.completed");
        assertEq(t.kind, kind, "terms.kind");
        assertEq(t.explicitRating, explicitRating, "terms.explicitRating");
        assertEq(t.client, client, "terms.client");
        assertEq(t.token, address(token), "terms.token");
        assertEq(t.agentId, agentId, "terms.agentId");
        assertEq(t.amount, amount, "terms.amount");
    }

    // ================================================================ constructor

    function test_constructor_setsArbiterAndRegistry() public view {
        assertEq(escrow.arbiter(), arbiter, "arbiter");
        assertEq(address(escrow.identityRegistry()), address(registry), "registry");
        assertEq(escrow.jobCount(), 0, "no jobs yet");
    }

    function test_constructor_revertsOnZeroArbiter() public {
        vm.expectRevert(abi.encodeWithSelector(Escrow.ZeroAddress.selector, "arbiter"));
        new Escrow(address(0), registry);
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
        Escrow noRegistry = new Escrow(arbiter, IERC721(address(0)));
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

    // ================================================================ fund

    function test_fund_movesTokensAndEmits() public {
        uint256 id = _budgetedJob(BUDGET);
        token.mint(client, BUDGET + 1);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);

        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobFunded(id, client, BUDGET);
        vm.prank(client);
        escrow.fund(id, BUDGET);

        _assertStatus(id, Escrow.Status.Funded, "funded");
        assertEq(token.balanceOf(client), 1, "client paid the budget");
        assertEq(token.balanceOf(address(escrow)), BUDGET, "escrow holds the budget");
        assertEq(token.allowance(client, address(escrow)), 0, "allowance spent");
    }

    function test_fund_revertsForNonClient() public {
        uint256 id = _budgetedJob(BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClient.selector, provider));
        vm.prank(provider);
        escrow.fund(id, BUDGET);
    }

    function test_fund_revertsWhenProviderNotSet() public {
        uint256 id = _openJob(address(0), evaluator);
        vm.prank(client);
        escrow.setBudget(id, BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.ProviderNotSet.selector, id));
        vm.prank(client);
        escrow.fund(id, BUDGET);
    }

    function test_fund_revertsOnZeroBudget() public {
        uint256 id = _openJob(provider, evaluator);
        vm.expectRevert(abi.encodeWithSelector(Escrow.ZeroBudget.selector, id));
        vm.prank(client);
        escrow.fund(id, 0);
    }

    function test_fund_revertsOnBudgetMismatch() public {
        uint256 id = _budgetedJob(BUDGET);
        token.mint(client, 10 * BUDGET);
        vm.prank(client);
        token.approve(address(escrow), 10 * BUDGET);
        // The provider raises the price just before the client's fund lands.
        vm.prank(provider);
        escrow.setBudget(id, 10 * BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.BudgetMismatch.selector, 10 * BUDGET, BUDGET));
        vm.prank(client);
        escrow.fund(id, BUDGET);
        assertEq(token.balanceOf(client), 10 * BUDGET, "nothing taken");
    }

    function test_fund_revertsWhenExpired() public {
        uint256 id = _budgetedJob(BUDGET);
        token.mint(client, BUDGET);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
        vm.warp(expiry); // at expiredAt the job is already expired
        vm.expectRevert(abi.encodeWithSelector(Escrow.JobExpiredAlready.selector, id));
        vm.prank(client);
        escrow.fund(id, BUDGET);
        vm.warp(expiry - 1); // one second before, it still works
        vm.prank(client);
        escrow.fund(id, BUDGET);
        _assertStatus(id, Escrow.Status.Funded, "funded just in time");
    }

    function test_fund_twiceRevertsWrongStatus() public {
        uint256 id = _fundedJob(BUDGET);
        token.mint(client, BUDGET);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
        _expectWrongStatus(id, Escrow.Status.Funded);
        vm.prank(client);
        escrow.fund(id, BUDGET);
        assertEq(token.balanceOf(address(escrow)), BUDGET, "funded once");
    }

    function test_fund_revertsOnFeeOnTransferToken() public {
        FeeOnTransferToken fee = new FeeOnTransferToken();
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, expiry, address(fee), "step");
        vm.prank(client);
        escrow.setBudget(id, BUDGET);
        fee.mint(client, BUDGET);
        vm.prank(client);
        fee.approve(address(escrow), BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.TransferShortfall.selector, fee.afterFee(BUDGET), BUDGET));
        vm.prank(client);
        escrow.fund(id, BUDGET);
        _assertStatus(id, Escrow.Status.Open, "still open");
        assertEq(fee.balanceOf(client), BUDGET, "client keeps its tokens");
    }

    function test_fund_withoutAllowanceRevertsInToken() public {
        uint256 id = _budgetedJob(BUDGET);
        token.mint(client, BUDGET);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(escrow), 0, BUDGET)
        );
        vm.prank(client);
        escrow.fund(id, BUDGET);
        _assertStatus(id, Escrow.Status.Open, "still open");
    }

    // ================================================================ submit

    function test_submit_storesDeliverableAndEmits() public {
        uint256 id = _fundedJob(BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobSubmitted(id, provider, DELIVERABLE);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);
        Escrow.JobView memory v = escrow.getJob(id);
        assertEq(uint256(v.status), uint256(Escrow.Status.Submitted), "submitted");
        assertEq(v.deliverable, DELIVERABLE, "deliverable");
    }

    function test_submit_revertsForNonProvider() public {
        uint256 id = _fundedJob(BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotProvider.selector, client));
        vm.prank(client);
        escrow.submit(id, DELIVERABLE);
    }

    function test_submit_revertsWhenNotFunded() public {
        uint256 id = _budgetedJob(BUDGET);
        _expectWrongStatus(id, Escrow.Status.Open);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);

        uint256 id2 = submittedJob(client, provider, BUDGET);
        _expectWrongStatus(id2, Escrow.Status.Submitted);
        vm.prank(provider);
        escrow.submit(id2, bytes32("again"));
        assertEq(escrow.getJob(id2).deliverable, DELIVERABLE, "first deliverable kept");
    }

    function test_submit_revertsWhenExpired() public {
        uint256 id = _fundedJob(BUDGET);
        vm.warp(expiry);
        vm.expectRevert(abi.encodeWithSelector(Escrow.JobExpiredAlready.selector, id));
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);
        vm.warp(expiry - 1);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);
        _assertStatus(id, Escrow.Status.Submitted, "submitted just in time");
    }

    // ================================================================ complete

    function test_complete_paysProviderAndEmits() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        Escrow.Outcome memory o = _outcome(false, false, true, true, 2);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCompleted(id, agentOf(provider), client, provider, address(token), BUDGET, REASON, o, KIND_AUTO, 0);
        vm.prank(evaluator);
        escrow.complete(id, REASON, o);

        _assertStatus(id, Escrow.Status.Completed, "completed");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid the budget");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow emptied");
        assertEq(token.balanceOf(client), 0, "client gets nothing back");
        _assertTerms(id, true, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_complete_revertsForNonEvaluator() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotEvaluator.selector, client));
        vm.prank(client);
        escrow.complete(id, REASON, shippedClean());
    }

    function test_complete_revertsWhenNotSubmitted() public {
        uint256 id = _fundedJob(BUDGET);
        _expectWrongStatus(id, Escrow.Status.Funded);
        vm.prank(evaluator);
        escrow.complete(id, REASON, shippedClean());
    }

    function test_complete_buyerRatingByNonClientEvaluatorReverts() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        Escrow.Outcome memory o = shippedClean();
        o.hasBuyerRating = true;
        o.buyerRating = 90;
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClient.selector, evaluator));
        vm.prank(evaluator);
        escrow.complete(id, REASON, o);
    }

    function test_complete_buyerRatingAbove100Reverts() public {
        uint256 id = _submittedJobWith(client);
        Escrow.Outcome memory o = shippedClean();
        o.hasBuyerRating = true;
        o.buyerRating = 101;
        vm.expectRevert(abi.encodeWithSelector(Escrow.RatingOutOfRange.selector, uint8(101)));
        vm.prank(client);
        escrow.complete(id, REASON, o);
    }

    function test_complete_buyerRatingWithoutFlagReverts() public {
        uint256 id = _submittedJobWith(client);
        Escrow.Outcome memory o = shippedClean();
        o.buyerRating = 80; // hasBuyerRating left false
        vm.expectRevert(Escrow.InconsistentOutcome.selector);
        vm.prank(client);
        escrow.complete(id, REASON, o);
    }

    function test_complete_violationsWithoutCriticReverts() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        Escrow.Outcome memory o = _outcome(false, false, true, false, 1);
        vm.expectRevert(Escrow.InconsistentOutcome.selector);
        vm.prank(evaluator);
        escrow.complete(id, REASON, o);
        _assertStatus(id, Escrow.Status.Submitted, "still submitted");
    }

    function test_complete_buyerKindWhenClientEvaluates() public {
        uint256 id = _submittedJobWith(client);
        Escrow.Outcome memory o = _outcome(false, true, true, true, 0);
        o.hasBuyerRating = true;
        o.buyerRating = 100;
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCompleted(id, agentOf(provider), client, provider, address(token), BUDGET, REASON, o, KIND_BUYER, 100);
        vm.prank(client);
        escrow.complete(id, REASON, o);

        _assertTerms(id, true, KIND_BUYER, 100, agentOf(provider), BUDGET);
        (Escrow.Outcome memory got, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        _assertOutcome(got, o);
        assertEq(kind, KIND_BUYER, "kind");
        assertEq(explicitRating, 100, "explicitRating");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid");
    }

    function test_complete_clientEvaluatorWithoutBuyerRatingIsAuto() public {
        uint256 id = _submittedJobWith(client);
        vm.prank(client);
        escrow.complete(id, REASON, shippedClean());
        _assertTerms(id, true, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_outcomeOf_roundTripsAllSignalsSet() public {
        uint256 id = _submittedJobWith(client);
        Escrow.Outcome memory o = Escrow.Outcome(true, true, true, true, 255, true, 0);
        vm.prank(client);
        escrow.complete(id, REASON, o);
        (Escrow.Outcome memory got, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        _assertOutcome(got, o);
        assertEq(kind, KIND_BUYER, "a buyer rating of 0 is still a buyer rating");
        assertEq(explicitRating, 0, "explicitRating");
    }

    function testFuzz_outcomeOf_roundTripsEverySignal(
        bool noOutput,
        bool baked,
        bool shipped,
        bool criticRan,
        uint8 violations,
        bool buyerRated,
        uint256 rating
    ) public {
        Escrow.Outcome memory o = _outcome(noOutput, baked, shipped, criticRan, criticRan ? violations : 0);
        o.hasBuyerRating = buyerRated;
        o.buyerRating = buyerRated ? uint8(bound(rating, 0, 100)) : 0;
        uint256 id = _submittedJobWith(buyerRated ? client : evaluator);
        vm.prank(buyerRated ? client : evaluator);
        escrow.complete(id, REASON, o);

        (Escrow.Outcome memory got, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        _assertOutcome(got, o);
        assertEq(kind, buyerRated ? KIND_BUYER : KIND_AUTO, "kind");
        assertEq(explicitRating, o.buyerRating, "explicitRating");
        _assertTerms(id, true, kind, o.buyerRating, agentOf(provider), BUDGET);
    }

    function test_outcomeOf_beforeCompletionIsEmpty() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        (Escrow.Outcome memory got, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        _assertOutcome(got, noSignals());
        assertEq(kind, KIND_AUTO, "kind");
        assertEq(explicitRating, 0, "explicitRating");
    }

    function test_complete_neverTwice() public {
        uint256 id = completedJob(provider, BUDGET);
        _expectWrongStatus(id, Escrow.Status.Completed);
        vm.prank(evaluator);
        escrow.complete(id, REASON, shippedClean());
        assertEq(token.balanceOf(provider), BUDGET, "paid once");
    }

    // ================================================================ reject

    function test_reject_byClientWhenOpen_noRefund() public {
        uint256 id = _budgetedJob(BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobRejected(id, client, REASON, 0);
        vm.prank(client);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), 0, "nothing to refund");
        _assertTerms(id, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_reject_byNonClientWhenOpenReverts() public {
        uint256 id = _budgetedJob(BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClient.selector, evaluator));
        vm.prank(evaluator);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Open, "still open");
    }

    function test_reject_byEvaluatorWhenFunded_refunds() public {
        uint256 id = _fundedJob(BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobRejected(id, evaluator, REASON, BUDGET);
        vm.prank(evaluator);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow emptied");
    }

    function test_reject_byEvaluatorWhenSubmitted_refunds() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobRejected(id, evaluator, REASON, BUDGET);
        vm.prank(evaluator);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(provider), 0, "provider unpaid");
        _assertTerms(id, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_reject_byNonEvaluatorWhenFundedOrSubmittedReverts() public {
        uint256 id = _fundedJob(BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotEvaluator.selector, client));
        vm.prank(client);
        escrow.reject(id, REASON);

        vm.prank(provider);
        escrow.submit(id, DELIVERABLE);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotEvaluator.selector, client));
        vm.prank(client);
        escrow.reject(id, REASON);
        _assertStatus(id, Escrow.Status.Submitted, "still submitted");
    }

    function test_reject_inDisputeOrTerminalStateReverts() public {
        uint256 d = _disputedJob();
        _expectWrongStatus(d, Escrow.Status.Disputed);
        vm.prank(evaluator);
        escrow.reject(d, REASON);

        uint256 c = completedJob(provider, BUDGET);
        _expectWrongStatus(c, Escrow.Status.Completed);
        vm.prank(evaluator);
        escrow.reject(c, REASON);
    }

    // ================================================================ claimRefund

    function test_claimRefund_revertsBeforeExpiry() public {
        uint256 id = _fundedJob(BUDGET);
        vm.warp(expiry - 1);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotExpired.selector, id, expiry));
        escrow.claimRefund(id);
    }

    function test_claimRefund_atExactlyExpiry_funded_byAnyone() public {
        uint256 id = _fundedJob(BUDGET);
        vm.warp(expiry);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobExpired(id, BUDGET);
        vm.prank(stranger);
        escrow.claimRefund(id);
        _assertStatus(id, Escrow.Status.Expired, "expired");
        assertEq(token.balanceOf(client), BUDGET, "refund goes to the client");
        assertEq(token.balanceOf(stranger), 0, "not to the caller");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow emptied");
        _assertTerms(id, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_claimRefund_submitted() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.warp(expiry + 1 days);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobExpired(id, BUDGET);
        vm.prank(provider);
        escrow.claimRefund(id);
        _assertStatus(id, Escrow.Status.Expired, "expired");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(provider), 0, "provider unpaid");
    }

    function test_claimRefund_wrongStatuses() public {
        uint256 open = _budgetedJob(BUDGET);
        uint256 done = completedJob(provider, BUDGET);
        uint256 disputed = _disputedJob();
        vm.warp(expiry + 1);
        _expectWrongStatus(open, Escrow.Status.Open);
        escrow.claimRefund(open);
        _expectWrongStatus(done, Escrow.Status.Completed);
        escrow.claimRefund(done);
        vm.expectRevert(
            abi.encodeWithSelector(Escrow.NotExpired.selector, disputed, expiry + escrow.DISPUTE_TIMEOUT())
        );
        escrow.claimRefund(disputed);
        assertEq(token.balanceOf(address(escrow)), BUDGET, "the disputed budget stays for the arbiter");
    }

    /// A silent arbiter cannot lock the budget: DISPUTE_TIMEOUT after expiry anyone may refund it.
    function test_claimRefund_disputedAfterArbiterTimeout() public {
        uint256 id = _disputedJob();
        uint256 deadline = expiry + escrow.DISPUTE_TIMEOUT();
        vm.warp(deadline - 1);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotExpired.selector, id, deadline));
        escrow.claimRefund(id);
        vm.warp(deadline);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobExpired(id, BUDGET);
        vm.prank(stranger);
        escrow.claimRefund(id);
        _assertStatus(id, Escrow.Status.Expired, "expired");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow emptied");
        vm.expectRevert(abi.encodeWithSelector(Escrow.WrongStatus.selector, id, Escrow.Status.Expired));
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 50, REASON);
    }

    // ================================================================ dispute

    function test_dispute_byClient() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobDisputed(id, client, REASON);
        vm.prank(client);
        escrow.dispute(id, REASON);
        _assertStatus(id, Escrow.Status.Disputed, "disputed");
        assertEq(token.balanceOf(address(escrow)), BUDGET, "budget still held");
    }

    function test_dispute_revertsForNonClient() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotClient.selector, evaluator));
        vm.prank(evaluator);
        escrow.dispute(id, REASON);
    }

    function test_dispute_revertsWhenNotSubmitted() public {
        uint256 id = _fundedJob(BUDGET);
        _expectWrongStatus(id, Escrow.Status.Funded);
        vm.prank(client);
        escrow.dispute(id, REASON);
    }

    // ================================================================ resolveDispute

    function test_resolveDispute_revertsForNonArbiter() public {
        uint256 id = _disputedJob();
        vm.expectRevert(abi.encodeWithSelector(Escrow.NotArbiter.selector, client));
        vm.prank(client);
        escrow.resolveDispute(id, false, 0, REASON);
    }

    function test_resolveDispute_revertsWhenNotDisputed() public {
        uint256 id = submittedJob(client, provider, BUDGET);
        _expectWrongStatus(id, Escrow.Status.Submitted);
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 50, REASON);
    }

    function test_resolveDispute_revertsOnRatingAbove100() public {
        uint256 id = _disputedJob();
        vm.expectRevert(abi.encodeWithSelector(Escrow.RatingOutOfRange.selector, uint8(101)));
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 101, REASON);
    }

    function test_resolveDispute_pay_completesAsDispute() public {
        uint256 id = _disputedJob();
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.DisputeResolved(id, true, 40, REASON);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobCompleted(
            id, agentOf(provider), client, provider, address(token), BUDGET, REASON, noSignals(), KIND_DISPUTE, 40
        );
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, 40, REASON);

        _assertStatus(id, Escrow.Status.Completed, "completed");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid");
        assertEq(token.balanceOf(client), 0, "client not refunded");
        _assertTerms(id, true, KIND_DISPUTE, 40, agentOf(provider), BUDGET);
        (, uint8 kind, uint8 explicitRating) = escrow.outcomeOf(id);
        assertEq(kind, KIND_DISPUTE, "kind");
        assertEq(explicitRating, 40, "explicitRating");
    }

    function test_resolveDispute_refund_rejectsUnrated() public {
        uint256 id = _disputedJob();
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.DisputeResolved(id, false, 0, REASON);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit Escrow.JobRejected(id, arbiter, REASON, BUDGET);
        vm.prank(arbiter);
        escrow.resolveDispute(id, false, 0, REASON);

        _assertStatus(id, Escrow.Status.Rejected, "rejected");
        assertEq(token.balanceOf(client), BUDGET, "client refunded");
        assertEq(token.balanceOf(provider), 0, "provider unpaid");
        assertFalse(escrow.ratingTerms(id).completed, "a refunded job is never rated");
    }

    function test_resolveDispute_ratingBoundsInclusive() public {
        uint256 a = _disputedJob();
        vm.prank(arbiter);
        escrow.resolveDispute(a, true, 100, REASON);
        assertEq(escrow.ratingTerms(a).explicitRating, 100, "100 allowed");
        uint256 b = _disputedJob();
        vm.prank(arbiter);
        escrow.resolveDispute(b, true, 0, REASON);
        _assertTerms(b, true, KIND_DISPUTE, 0, agentOf(provider), BUDGET);
    }

    // ================================================================ ratingTerms / getJob

    function test_ratingTerms_notCompletedInEveryLiveState() public {
        uint256 open = _budgetedJob(BUDGET);
        _assertTerms(open, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
        uint256 funded = _fundedJob(BUDGET);
        _assertTerms(funded, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
        uint256 submitted = submittedJob(client, provider, BUDGET);
        _assertTerms(submitted, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
        uint256 disputed = _disputedJob();
        _assertTerms(disputed, false, KIND_AUTO, 0, agentOf(provider), BUDGET);
    }

    function test_ratingTerms_unknownJobIsZero() public view {
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(42);
        assertFalse(t.completed, "completed");
        assertEq(t.kind, KIND_AUTO, "kind");
        assertEq(t.client, address(0), "client");
        assertEq(t.token, address(0), "token");
        assertEq(t.agentId, 0, "agentId");
        assertEq(t.amount, 0, "amount");
    }

    // ================================================================ unknown job ids

    function test_unknownJob_everyFunctionReverts() public {
        _openJob(provider, evaluator); // job 1 exists; 0 and 2 do not
        uint256[2] memory ids = [uint256(0), 2];
        for (uint256 i; i < ids.length; ++i) {
            uint256 id = ids[i];
            _expectUnknown(id);
            vm.prank(client);
            escrow.setProvider(id, provider);
            _expectUnknown(id);
            vm.prank(client);
            escrow.setAgentId(id, AGENT);
            _expectUnknown(id);
            vm.prank(client);
            escrow.setBudget(id, BUDGET);
            _expectUnknown(id);
            vm.prank(client);
            escrow.fund(id, BUDGET);
            _expectUnknown(id);
            vm.prank(provider);
            escrow.submit(id, DELIVERABLE);
            _expectUnknown(id);
            vm.prank(evaluator);
            escrow.complete(id, REASON, shippedClean());
            _expectUnknown(id);
            vm.prank(client);
            escrow.reject(id, REASON);
            _expectUnknown(id);
            escrow.claimRefund(id);
            _expectUnknown(id);
            vm.prank(client);
            escrow.dispute(id, REASON);
            _expectUnknown(id);
            vm.prank(arbiter);
            escrow.resolveDispute(id, true, 50, REASON);
            _expectUnknown(id);
            escrow.getJob(id);
            _expectUnknown(id);
            escrow.outcomeOf(id);
        }
    }

    // ================================================================ terminal states are final

    /// @dev Tries every transition with the caller that would be entitled to it, after expiry,
    ///      and checks each fails with WrongStatus(id, s) and moves no tokens.
    function _assertFrozen(uint256 id, Escrow.Status s) internal {
        registry.register(provider, AGENT + id);
        vm.warp(uint256(escrow.getJob(id).expiredAt) + 1);
        uint256 escrowBalance = token.balanceOf(address(escrow));
        uint256 clientBalance = token.balanceOf(client);
        uint256 providerBalance = token.balanceOf(provider);

        address[11] memory callers =
            [client, client, client, client, provider, evaluator, evaluator, client, stranger, client, arbiter];
        bytes[11] memory calls = [
            abi.encodeCall(Escrow.setProvider, (id, stranger)),
            abi.encodeCall(Escrow.setAgentId, (id, AGENT + id)),
            abi.encodeCall(Escrow.setBudget, (id, 1)),
            abi.encodeCall(Escrow.fund, (id, BUDGET)),
            abi.encodeCall(Escrow.submit, (id, DELIVERABLE)),
            abi.encodeCall(Escrow.complete, (id, REASON, shippedClean())),
            abi.encodeCall(Escrow.reject, (id, REASON)),
            abi.encodeCall(Escrow.reject, (id, REASON)),
            abi.encodeCall(Escrow.claimRefund, (id)),
            abi.encodeCall(Escrow.dispute, (id, REASON)),
            abi.encodeCall(Escrow.resolveDispute, (id, true, 50, REASON))
        ];
        bytes memory expected = abi.encodeWithSelector(Escrow.WrongStatus.selector, id, s);
        for (uint256 i; i < calls.length; ++i) {
            vm.prank(callers[i]);
            (bool ok, bytes memory ret) = address(escrow).call(calls[i]);
            assertFalse(ok, string.concat("transition allowed from a terminal state, call #", _digit(i)));
            assertEq(keccak256(ret), keccak256(expected), string.concat("wrong revert data, call #", _digit(i)));
        }
        _assertStatus(id, s, "status unchanged");
        assertEq(token.balanceOf(address(escrow)), escrowBalance, "escrow balance unchanged");
        assertEq(token.balanceOf(client), clientBalance, "client balance unchanged");
        assertEq(token.balanceOf(provider), providerBalance, "provider balance unchanged");
    }

    function _digit(uint256 i) internal pure returns (string memory) {
        return string(abi.encodePacked(bytes1(uint8(48 + i / 10)), bytes1(uint8(48 + (i % 10)))));
    }

    function test_terminal_completedIsFinal() public {
        // A second funded job keeps tokens in the escrow so a wrongful payout would show.
        _fundedJob(BUDGET);
        _assertFrozen(completedJob(provider, BUDGET), Escrow.Status.Completed);
    }

    function test_terminal_completedByArbiterIsFinal() public {
        _fundedJob(BUDGET);
        _assertFrozen(disputedJob(provider, BUDGET, 70), Escrow.Status.Completed);
    }

    function test_terminal_rejectedWhileOpenIsFinal() public {
        _fundedJob(BUDGET);
        uint256 id = _budgetedJob(BUDGET);
        vm.prank(client);
        escrow.reject(id, REASON);
        _assertFrozen(id, Escrow.Status.Rejected);
    }

    function test_terminal_rejectedAfterSubmitIsFinal() public {
        _fundedJob(BUDGET);
        uint256 id = submittedJob(client, provider, BUDGET);
        vm.prank(evaluator);
        escrow.reject(id, REASON);
        _assertFrozen(id, Escrow.Status.Rejected);
    }

    function test_terminal_rejectedByArbiterIsFinal() public {
        _fundedJob(BUDGET);
        uint256 id = _disputedJob();
        vm.prank(arbiter);
        escrow.resolveDispute(id, false, 10, REASON);
        _assertFrozen(id, Escrow.Status.Rejected);
    }

    function test_terminal_expiredIsFinal() public {
        _fundedJob(BUDGET);
        uint256 id = _fundedJob(BUDGET);
        vm.warp(expiry);
        escrow.claimRefund(id);
        _assertFrozen(id, Escrow.Status.Expired);
    }
}
