// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Escrow} from "../../src/Escrow.sol";
import {EscrowAdmin} from "../../src/EscrowAdmin.sol";
import {EscrowFactory} from "../../src/EscrowFactory.sol";
import {IEscrow} from "../../src/IEscrow.sol";
import {IEscrowDeployer} from "../../src/IEscrowDeployer.sol";
import {FeeOnTransferToken} from "../mocks/FeeOnTransferToken.sol";
import {Setup, ShrinkingToken, Recorder} from "./Setup.sol";

/// @notice The marketplace's extensions, through the concrete Escrow: fees (capped, fixed per
///         job), token allow-list, fee-on-transfer refusal, shortfalls of a shrinking token, bounded
///         expiry and budget, ERC-8004 agent ids bound at fund, the owner's and arbiter's roles,
///         and the factory's CREATE2 rule with the init code held in a data contract.
contract ExtensionsTest is Setup {
    // ------------------------------------------------------------ bounds

    function test_expiryAtMost365Days() public {
        vm.startPrank(client);
        vm.expectRevert(IEscrow.ExpiryTooLong.selector);
        escrow.createJob(provider, evaluator, uint48(block.timestamp + 365 days + 1), "", address(0), 0, "");
        escrow.createJob(provider, evaluator, uint48(block.timestamp + 365 days), "", address(0), 0, "");
        vm.stopPrank();
    }

    function test_budgetFits80Bits() public {
        uint256 id = openJob(evaluator);
        vm.startPrank(provider);
        vm.expectRevert(IEscrow.BudgetTooLarge.selector);
        escrow.setBudget(id, address(token), uint256(type(uint80).max) + 1, "");
        escrow.setBudget(id, address(token), type(uint80).max, "");
        vm.stopPrank();
        assertEq(escrow.getJob(id).budget, type(uint80).max, "max budget");
        assertEq(escrow.getJob(id).client, client, "the client beside it intact");
        assertEq(escrow.getJob(id).paymentToken, address(token), "the token beside it intact");
    }

    function test_clientMayEvaluate_providerMayNot() public {
        uint256 id = openJob(client);
        assertEq(escrow.getJob(id).evaluator, client, "client evaluates");
        vm.expectRevert(IEscrow.ProviderCannotBeEvaluator.selector);
        vm.prank(client);
        escrow.createJob(provider, provider, expiry(), "", address(0), 0, "");
    }

    // ------------------------------------------------------------ fees

    function test_fee_cappedAt10Percent() public {
        vm.expectRevert(EscrowAdmin.FeesTooHigh.selector);
        deployEscrow(5, 1_001, address(0));
        vm.expectRevert(EscrowAdmin.FeesTooHigh.selector);
        vm.prank(owner);
        escrow.setPlatformFee(1_001, treasury);
        vm.expectRevert(IEscrow.ZeroAddress.selector);
        vm.prank(owner);
        escrow.setPlatformFee(100, address(0));
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.setPlatformFee(100, treasury);
    }

    function test_fee_fixedPerJobAtCreation_takenOnEveryPayout() public {
        vm.prank(owner);
        escrow.setPlatformFee(250, treasury);
        uint256 id = fundedJob(evaluator, 1_000);
        vm.prank(owner);
        escrow.setPlatformFee(1_000, treasury);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.PlatformFeePaid(id, treasury, 10);
        vm.prank(client);
        escrow.settleClaim(id, 400, DELIVERABLE, "");
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        assertEq(token.balanceOf(treasury), 25, "2.5 % of 1,000, not 10 %");
        assertEq(token.balanceOf(provider), 975, "net");
        assertEq(escrow.platformFeeBP(), 1_000, "new jobs pay the new fee");
    }

    function test_fee_neverOnRefunds() public {
        vm.prank(owner);
        escrow.setPlatformFee(1_000, treasury);
        uint256 id = fundedJob(evaluator, 1_000);
        vm.prank(evaluator);
        escrow.reject(id, REASON, "");
        assertEq(token.balanceOf(client), 1_000, "whole refund");
    }

    // ------------------------------------------------------------ tokens

    function test_tokenAllowList_ownerOnly() public {
        ShrinkingToken other = new ShrinkingToken();
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.setPaymentTokenAllowed(address(other), true);
        vm.startPrank(owner);
        vm.expectRevert(IEscrow.ZeroAddress.selector);
        escrow.setPaymentTokenAllowed(address(0), true);
        vm.expectRevert(EscrowAdmin.NotAContract.selector);
        escrow.setPaymentTokenAllowed(address(0xdead), true);
        vm.expectRevert(IEscrow.Unauthorized.selector); // the asset is always allowed
        escrow.setPaymentTokenAllowed(address(token), false);
        escrow.setPaymentTokenAllowed(address(token), true); // allowed already: a no-op
        vm.expectEmit(true, true, true, true, address(escrow));
        emit EscrowAdmin.PaymentTokenAllowlistUpdated(address(other), true);
        escrow.setPaymentTokenAllowed(address(other), true);
        vm.stopPrank();
        assertTrue(escrow.allowedPaymentTokens(address(other)), "allowed");
        uint256 id = openJob(evaluator);
        vm.prank(provider);
        escrow.setBudget(id, address(other), 10, "");
        assertEq(escrow.getJob(id).paymentToken, address(other), "job in the other token");
        vm.prank(owner);
        escrow.setPaymentTokenAllowed(address(other), false);
        vm.expectRevert(IEscrow.PaymentTokenNotAllowed.selector);
        vm.prank(provider);
        escrow.setBudget(id, address(other), 10, "");
    }

    function test_feeOnTransferToken_refusedAtFund() public {
        FeeOnTransferToken fot = new FeeOnTransferToken();
        vm.prank(owner);
        escrow.setPaymentTokenAllowed(address(fot), true);
        uint256 id = openJob(evaluator);
        vm.prank(provider);
        escrow.setBudget(id, address(fot), 1_000, "");
        fot.mint(client, 1_000);
        vm.startPrank(client);
        fot.approve(address(escrow), 1_000);
        vm.expectRevert(IEscrow.UnexpectedFundedAmount.selector);
        escrow.fund(id, address(fot), 1_000, "");
        vm.stopPrank();
        assertEq(fot.balanceOf(address(escrow)), 0, "nothing kept");
    }

    function test_shrinkingToken_shortfallPaysWhatIsThere() public {
        ShrinkingToken s = new ShrinkingToken();
        vm.prank(owner);
        escrow.setPaymentTokenAllowed(address(s), true);
        uint256 id = openJob(evaluator);
        vm.prank(provider);
        escrow.setBudget(id, address(s), 1_000, "");
        s.mint(client, 1_000);
        vm.startPrank(client);
        s.approve(address(escrow), 1_000);
        escrow.fund(id, address(s), 1_000, "");
        vm.stopPrank();
        s.shrink(address(escrow), 300);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.PaymentShortfall(id, 1_000, 700);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.Refunded(id, client, 700);
        vm.prank(evaluator);
        escrow.reject(id, REASON, "");
        assertEq(s.balanceOf(client), 700, "paid what was there");
        assertEq(status(id), 4, "rejected, not stuck");
    }

    function test_shrinkingToken_emptyEscrowStillCompletes() public {
        ShrinkingToken s = new ShrinkingToken();
        vm.prank(owner);
        escrow.setPaymentTokenAllowed(address(s), true);
        uint256 id = openJob(evaluator);
        vm.prank(provider);
        escrow.setBudget(id, address(s), 1_000, "");
        s.mint(client, 1_000);
        vm.startPrank(client);
        s.approve(address(escrow), 1_000);
        escrow.fund(id, address(s), 1_000, "");
        vm.stopPrank();
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        s.shrink(address(escrow), 1_000);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IEscrow.PaymentShortfall(id, 1_000, 0);
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        assertEq(status(id), 3, "completed");
    }

    // ------------------------------------------------------------ ERC-8004 agent ids

    function test_agentId_mustBeOwnedByTheProvider() public {
        registry.register(provider, 42);
        registry.register(stranger, 43);
        vm.startPrank(client);
        vm.expectRevert(IEscrow.AgentNotOwned.selector);
        escrow.createJob(provider, evaluator, expiry(), "", address(0), 43, "");
        vm.expectRevert(IEscrow.AgentNotOwned.selector);
        escrow.createJob(provider, evaluator, expiry(), "", address(0), 44, ""); // no such id
        uint256 id = escrow.createJob(provider, evaluator, expiry(), "", address(0), 42, "");
        uint256 late = escrow.createJob(address(0), evaluator, expiry(), "", address(0), 0, "");
        vm.expectRevert(IEscrow.AgentNotOwned.selector);
        escrow.setProvider(late, provider, 43, "");
        escrow.setProvider(late, provider, 42, "");
        vm.stopPrank();
        assertEq(escrow.getJob(id).providerAgentId, 42, "stored");
        assertEq(escrow.getJob(late).providerAgentId, 42, "stored by setProvider");
    }

    function test_agentId_refusedWithoutRegistry() public {
        IEscrowDeployer.EscrowParameters memory p = IEscrowDeployer.EscrowParameters({
            ledger: address(this),
            asset: address(token),
            identityRegistry: address(0),
            index: 6,
            owner: owner,
            arbiter: arbiter,
            treasury: treasury,
            platformFeeBps: 0,
            ratingHook: address(0)
        });
        Escrow bare = Escrow(factory.deploy(p));
        vm.expectRevert(IEscrow.AgentIdsDisabled.selector);
        vm.prank(client);
        bare.createJob(provider, evaluator, expiry(), "", address(0), 42, "");
    }

    function test_agentId_boundAtFund() public {
        registry.register(provider, 42);
        vm.prank(client);
        uint256 id = escrow.createJob(provider, evaluator, expiry(), "", address(0), 42, "");
        vm.prank(provider);
        escrow.setBudget(id, address(token), BUDGET, "");
        vm.prank(provider);
        registry.transferFrom(provider, stranger, 42);
        token.mint(client, BUDGET);
        vm.startPrank(client);
        token.approve(address(escrow), BUDGET);
        vm.expectRevert(IEscrow.AgentNotOwned.selector);
        escrow.fund(id, address(token), BUDGET, "");
        vm.stopPrank();
        vm.prank(stranger);
        registry.transferFrom(stranger, provider, 42);
        vm.prank(client);
        escrow.fund(id, address(token), BUDGET, "");
        // Bound: moving the id after funding changes nothing.
        vm.prank(provider);
        registry.transferFrom(provider, stranger, 42);
        vm.prank(provider);
        escrow.submit(id, DELIVERABLE, "");
        vm.prank(evaluator);
        escrow.complete(id, REASON, "");
        (,,, uint256 agentId) = escrow.jobWords(id);
        assertEq(agentId, 42, "still the job's agent id");
        assertEq(token.balanceOf(provider), BUDGET, "paid");
    }

    // ------------------------------------------------------------ roles

    function test_ownership_twoStep_andArbiter() public {
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.transferOwnership(stranger);
        vm.prank(owner);
        escrow.transferOwnership(stranger);
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.acceptOwnership();
        vm.prank(stranger);
        escrow.acceptOwnership();
        assertEq(escrow.owner(), stranger, "new owner");
        vm.expectRevert(IEscrow.Unauthorized.selector);
        vm.prank(owner);
        escrow.setArbiter(client);
        vm.expectRevert(IEscrow.ZeroAddress.selector);
        vm.prank(stranger);
        escrow.setArbiter(address(0));
        vm.prank(stranger);
        escrow.setArbiter(evaluator);
        assertEq(escrow.arbiter(), evaluator, "arbiter rotated");
    }

    function test_hookWhitelist_needsErc165() public {
        vm.expectRevert(EscrowAdmin.InvalidHook.selector);
        vm.prank(owner);
        escrow.setHookWhitelist(address(token), true);
        vm.expectRevert(IEscrow.Unauthorized.selector);
        escrow.setHookWhitelist(address(rating), true);
        Recorder h = new Recorder();
        vm.prank(owner);
        escrow.setHookWhitelist(address(h), true);
        assertTrue(escrow.whitelistedHooks(address(h)), "whitelisted");
    }

    /// The ledger's rating hook hears every verdict and may write its record only then: it can
    /// never also be a job's hook (as one, its record at complete would be refused and revert).
    function test_hookWhitelist_refusesTheRatingHook() public {
        vm.expectRevert(EscrowAdmin.InvalidHook.selector);
        vm.prank(owner);
        escrow.setHookWhitelist(address(rating), true);
        assertFalse(escrow.whitelistedHooks(address(rating)), "not whitelisted");
        vm.prank(client);
        vm.expectRevert(IEscrow.HookNotWhitelisted.selector);
        escrow.createJob(provider, evaluator, expiry(), "", address(rating), 0, "");
    }

    // ------------------------------------------------------------ factory

    function test_factory_create2RuleAndInitCodeHash() public {
        bytes32 hash = factory.escrowInitCodeHash();
        assertEq(hash, keccak256(type(Escrow).creationCode), "hash of the init code");
        bytes memory initCode = type(Escrow).creationCode;
        bytes memory head = factory.escrowInitCode().code;
        bytes memory tail = factory.escrowInitCodeTail().code;
        assertEq(head.length + tail.length, initCode.length + 2, "two STOP bytes + the init code");
        assertEq(uint8(head[0]), 0, "STOP first");
        assertEq(uint8(tail[0]), 0, "STOP first");
        bytes memory joined = new bytes(initCode.length);
        for (uint256 i = 1; i < head.length; ++i) {
            joined[i - 1] = head[i];
        }
        for (uint256 i = 1; i < tail.length; ++i) {
            joined[head.length - 2 + i] = tail[i];
        }
        assertEq(keccak256(joined), keccak256(initCode), "the halves make the init code");
        address predicted = address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(factory), bytes32(uint256(9)), hash))))
        );
        assertEq(address(deployEscrow(9, 0, address(0))), predicted, "CREATE2 address from the index");
        assertEq(uint256(Escrow(predicted).index()), 9, "index");
        assertEq(Escrow(predicted).ledger(), address(this), "ledger is the factory's");
    }

    function test_factory_ledgerOnly_andParametersOnlyWhileDeploying() public {
        IEscrowDeployer.EscrowParameters memory p;
        vm.expectRevert(abi.encodeWithSelector(EscrowFactory.NotLedger.selector, stranger));
        vm.prank(stranger);
        factory.deploy(p);
        vm.expectRevert(EscrowFactory.NotDeploying.selector);
        factory.parameters();
        vm.expectRevert(); // the same index twice: CREATE2 collides
        deployEscrow(0, 0, address(0));
    }
}
