// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowTestBase} from "./lib/EscrowTestBase.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {EscrowAdmin} from "../src/EscrowAdmin.sol";
import {TestToken} from "../src/TestToken.sol";
import {FeeOnTransferToken} from "./mocks/FeeOnTransferToken.sol";

/// @notice setBudget and fund: the payment token (the asset or the owner's allow-list), the
///         budget, the transfer into escrow, and the refusal of fee-on-transfer tokens.
contract EscrowFundingTest is EscrowTestBase {
    event BudgetSet(uint256 indexed jobId, address indexed token, uint256 amount);
    event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount);

    // ================================================================ setBudget

    function test_setBudget_byClientOrProvider() public {
        uint256 id = _openJob(provider, evaluator);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit BudgetSet(id, address(token), 7 * U);
        vm.prank(provider);
        escrow.setBudget(id, address(token), 7 * U, "");
        assertEq(escrow.getJob(id).budget, 7 * U, "provider's proposal");
        vm.prank(client);
        escrow.setBudget(id, address(token), 6 * U, "");
        assertEq(escrow.getJob(id).budget, 6 * U, "client's counter");
    }

    function test_setBudget_refusals() public {
        uint256 id = _openJob(provider, evaluator);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotClientOrProvider.selector, stranger));
        escrow.setBudget(id, address(token), U, "");
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.ZeroAddress.selector, "token"));
        escrow.setBudget(id, address(0), U, "");
        TestToken other = new TestToken();
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.TokenNotAllowed.selector, address(other)));
        escrow.setBudget(id, address(other), U, "");
        uint256 tooMuch = uint256(type(uint96).max) + 1;
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.BudgetTooLarge.selector, tooMuch, type(uint96).max));
        escrow.setBudget(id, address(token), tooMuch, "");
    }

    function test_setBudget_onlyWhileOpen() public {
        uint256 id = _fundedJob(BUDGET);
        vm.prank(client);
        _expectWrongStatus(id, IEscrow.Status.Funded);
        escrow.setBudget(id, address(token), 1, "");
    }

    function test_setBudget_inAnAllowListedToken() public {
        TestToken other = new TestToken();
        vm.prank(operator);
        escrow.setTokenAllowed(address(other), true);
        uint256 id = _openJob(provider, evaluator);
        vm.prank(client);
        escrow.setBudget(id, address(other), U, "");
        assertEq(escrow.getJob(id).paymentToken, address(other), "payment token");
        // Back to the asset.
        vm.prank(client);
        escrow.setBudget(id, address(token), U, "");
        assertEq(escrow.getJob(id).paymentToken, address(token), "back to the asset");
    }

    // ================================================================ fund

    function test_fund_pullsTheBudget() public {
        uint256 id = _budgetedJob(BUDGET);
        token.mint(client, BUDGET);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
        vm.expectEmit(true, true, false, true, address(escrow));
        emit JobFunded(id, client, BUDGET);
        vm.prank(client);
        escrow.fund(id, BUDGET, "");
        _assertStatus(id, IEscrow.Status.Funded, "status");
        assertEq(token.balanceOf(address(escrow)), BUDGET, "escrow holds the budget");
        assertEq(token.balanceOf(client), 0, "client paid");
    }

    function test_fund_refusals() public {
        uint256 id = _budgetedJob(BUDGET);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.NotClient.selector, stranger));
        escrow.fund(id, BUDGET, "");
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.BudgetMismatch.selector, BUDGET, BUDGET + 1));
        escrow.fund(id, BUDGET + 1, "");

        uint256 noProvider = _openJob(address(0), evaluator);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.ProviderNotSet.selector, noProvider));
        escrow.fund(noProvider, 0, "");

        uint256 exp = escrow.getJob(id).expiredAt;
        vm.warp(exp);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(IEscrow.JobExpiredAlready.selector, id, exp));
        escrow.fund(id, BUDGET, "");
    }

    function test_fund_onlyWhileOpen() public {
        uint256 id = _fundedJob(BUDGET);
        vm.prank(client);
        _expectWrongStatus(id, IEscrow.Status.Funded);
        escrow.fund(id, BUDGET, "");
    }

    /// A zero budget funds without a transfer, as the ERC's reference does.
    function test_fund_zeroBudget_movesNoMoney() public {
        uint256 id = _openJob(provider, evaluator);
        vm.prank(client);
        escrow.fund(id, 0, "");
        _assertStatus(id, IEscrow.Status.Funded, "status");
        assertEq(token.balanceOf(address(escrow)), 0, "no money");
    }

    /// A fee-on-transfer token, even allow-listed, is refused with the amounts by name.
    function test_fund_refusesFeeOnTransferTokens() public {
        FeeOnTransferToken fot = new FeeOnTransferToken();
        vm.prank(operator);
        escrow.setTokenAllowed(address(fot), true);
        uint256 id = _openJob(provider, evaluator);
        fot.mint(client, 100 * U);
        vm.startPrank(client);
        escrow.setBudget(id, address(fot), 100 * U, "");
        fot.approve(address(escrow), 100 * U);
        vm.expectRevert(
            abi.encodeWithSelector(IEscrow.FeeOnTransferToken.selector, address(fot), fot.afterFee(100 * U), 100 * U)
        );
        escrow.fund(id, 100 * U, "");
        vm.stopPrank();
        _assertStatus(id, IEscrow.Status.Open, "still open");
        assertEq(fot.balanceOf(address(escrow)), 0, "nothing stranded");
    }

    /// A token stopped after a job took it still pays that job out.
    function test_stoppedToken_stillPaysJobsThatHoldIt() public {
        TestToken other = new TestToken();
        vm.prank(operator);
        escrow.setTokenAllowed(address(other), true);
        uint256 id = _openJob(provider, evaluator);
        other.mint(client, U);
        vm.startPrank(client);
        escrow.setBudget(id, address(other), U, "");
        other.approve(address(escrow), U);
        escrow.fund(id, U, "");
        vm.stopPrank();
        vm.prank(operator);
        escrow.setTokenAllowed(address(other), false);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        assertEq(other.balanceOf(provider), U, "paid in the stopped token");
        uint256 next = _openJob(provider, evaluator);
        vm.prank(client);
        vm.expectRevert(abi.encodeWithSelector(EscrowAdmin.TokenNotAllowed.selector, address(other)));
        escrow.setBudget(next, address(other), U, "");
    }
}
