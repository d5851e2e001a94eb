// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Escrow} from "../src/Escrow.sol";
import {FeeOnTransferToken} from "./mocks/FeeOnTransferToken.sol";

/// @notice Unit tests for Escrow's fund and submit: the token movements, every revert path (exact
///         custom error and arguments) and the events.
contract EscrowFundingTest is EscrowTestBase {
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
}
