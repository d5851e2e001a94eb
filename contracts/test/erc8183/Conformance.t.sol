// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC8183Hook} from "../../src/IERC8183Hook.sol";
import {IDisburser} from "../../src/IDisburser.sol";
import {IERC8183} from "./IERC8183.sol";
import {Setup} from "./Setup.sol";

/// @notice The escrow as a plain ERC-8183 contract: everything here goes through IERC8183 (the
///         reference's ABI), except the owner's allow-list setup. Selectors and topics are checked
///         against the constants of docs/erc8183-reference.md §1–§2.
contract ConformanceTest is Setup {
    function test_selectorsMatchTheReference() public pure {
        bytes4[14] memory got = [
            IERC8183.createJob.selector,
            IERC8183.setPayoutReceiver.selector,
            IERC8183.setProvider.selector,
            IERC8183.setBudget.selector,
            IERC8183.fund.selector,
            IERC8183.submit.selector,
            IERC8183.complete.selector,
            IERC8183.reject.selector,
            IERC8183.claimRefund.selector,
            IERC8183.submitClaim.selector,
            IERC8183.settleClaim.selector,
            IERC8183.approveClaim.selector,
            IERC8183.rejectClaim.selector,
            IERC8183.getJob.selector
        ];
        bytes4[14] memory want = [
            bytes4(0xef98d864),
            0x176a9da7,
            0x2c8b9c5b,
            0xf3302b89,
            0x1f989ec8,
            0x9e63798d,
            0xd75bbdf3,
            0x41dd26f5,
            0xd2fd101b,
            0x5d0e9ca0,
            0xe8bcf104,
            0x165fbf71,
            0xd127c867,
            0xbf22c457
        ];
        for (uint256 i; i < 14; ++i) {
            assertEq(bytes32(got[i]), bytes32(want[i]), string.concat("selector ", toString(i)));
        }
        assertEq(bytes32(IERC8183.EVALUATION_GRACE_PERIOD.selector), bytes32(bytes4(0x5088d8be)), "grace getter");
        assertEq(bytes32(IERC8183.platformFeeBP.selector), bytes32(bytes4(0xff96092a)), "platformFeeBP");
        assertEq(bytes32(IERC8183.jobCounter.selector), bytes32(bytes4(0x50355d76)), "jobCounter");
        assertEq(bytes32(IERC8183.pendingClaimHash.selector), bytes32(bytes4(0xac529543)), "pendingClaimHash");
        assertEq(bytes32(IERC8183.submittedClaimHash.selector), bytes32(bytes4(0x070423c9)), "submittedClaimHash");
        assertEq(bytes32(type(IERC8183Hook).interfaceId), bytes32(bytes4(0x7ff6bc9e)), "hook interface id");
        assertEq(bytes32(type(IDisburser).interfaceId), bytes32(bytes4(0x74dbc6a9)), "disburser interface id");
    }

    function test_errorSelectorsMatchTheReference() public pure {
        assertEq(bytes32(IERC8183.InvalidJob.selector), bytes32(bytes4(0x71c8f460)), "InvalidJob");
        assertEq(bytes32(IERC8183.WrongStatus.selector), bytes32(bytes4(0x8e78f0cb)), "WrongStatus");
        assertEq(bytes32(IERC8183.Unauthorized.selector), bytes32(bytes4(0x82b42900)), "Unauthorized");
        assertEq(bytes32(IERC8183.ZeroAddress.selector), bytes32(bytes4(0xd92e233d)), "ZeroAddress");
        assertEq(bytes32(IERC8183.ExpiryTooShort.selector), bytes32(bytes4(0xf7a0748c)), "ExpiryTooShort");
        assertEq(bytes32(IERC8183.GracePeriodActive.selector), bytes32(bytes4(0x478f84e7)), "GracePeriodActive");
        assertEq(bytes32(IERC8183.PendingClaimExists.selector), bytes32(bytes4(0x7d7c267a)), "PendingClaimExists");
        assertEq(
            bytes32(IERC8183.UnexpectedFundedAmount.selector), bytes32(bytes4(0x5d8b7d2c)), "UnexpectedFundedAmount"
        );
        assertEq(
            bytes32(IERC8183.ReentrancyGuardReentrantCall.selector), bytes32(bytes4(0x3ee5aeb5)), "reentrancy"
        );
    }

    function test_eventTopicsMatchTheReference() public pure {
        bytes32[18] memory got = [
            IERC8183.JobCreated.selector,
            IERC8183.ProviderSet.selector,
            IERC8183.PayoutReceiverSet.selector,
            IERC8183.Disbursed.selector,
            IERC8183.BudgetSet.selector,
            IERC8183.JobFunded.selector,
            IERC8183.JobSubmitted.selector,
            IERC8183.JobCompleted.selector,
            IERC8183.JobRejected.selector,
            IERC8183.JobExpired.selector,
            IERC8183.PaymentReleased.selector,
            IERC8183.PlatformFeePaid.selector,
            IERC8183.Refunded.selector,
            IERC8183.Settled.selector,
            IERC8183.ClaimSubmitted.selector,
            IERC8183.ClaimSettled.selector,
            IERC8183.ClaimApproved.selector,
            IERC8183.ClaimRejected.selector
        ];
        bytes32[18] memory want = [
            bytes32(0x834a72f190664642fdcd90aae4371388adece09d5bbc96f411c84fc61b3e31aa),
            0x21f4f63d2d6282b1becc3aed20af00f5ed0e2c21cde93b6805915ac97afba51d,
            0x90e1fcf3b0502e4b533632023cd923a851b2c5e583e887e2cd2b342ca46a6d80,
            0x76eaee2821c453802e69ad4e35036374ac2b922a13e90643e66b70772cf59893,
            0xe036e1e41fc2d4258facdfd626b412b17ea59752f9f68423bb9cf4c10cb44539,
            0xe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b3,
            0x80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e,
            0x0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444,
            0xae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275,
            0x97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba9232,
            0x21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b0,
            0x0e61cfd0ee655641b3ed0a1dd373ec3cacf4c090de1f33708e3a4091f4947662,
            0x7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4,
            0x321f57f44af402708b8b3bad0bd10012cd568d8696946e26edeb86178bb7c27e,
            0x2fa4d424ce768f034f78800a9af17c04fc6d1ea6f875f23847cc5d93ad89664c,
            0xdeb90a7ac927c87e86c5eb712663e5b02025529d9a390898bdf8db9d3b394d07,
            0x4ff0d1f3daa68b825fd51377440826794c2c1db9891ec768baebca503992c2b7,
            0x8184e1fea4efb6340c13101aeaf5eb8ad0f6a0a078f02aae7175ef4809222d2e
        ];
        for (uint256 i; i < 18; ++i) {
            assertEq(got[i], want[i], string.concat("topic ", toString(i)));
        }
        assertEq(
            IERC8183.HookWhitelistUpdated.selector,
            0x7ee54953080e392a475a25b6acacb85417ca4e1953293c90934233ca13612510,
            "HookWhitelistUpdated"
        );
        assertEq(
            IERC8183.PaymentTokenAllowlistUpdated.selector,
            0xc2ada6cf0b3bfe30c10b5646ac97448f3c1317fbe3558811297ac6a2825449f3,
            "PaymentTokenAllowlistUpdated"
        );
        assertEq(
            IERC8183.PlatformFeeUpdated.selector,
            0xf0c09f5238364083d828870e877edaebb364d9f19f4093fdbf24e486bbdca484,
            "PlatformFeeUpdated"
        );
    }

    /// The escrow's own ABI has the same selectors and topics as the reference-typed interface.
    function test_escrowAbiIsTheReferences() public view {
        assertEq(bytes32(escrow.createJob.selector), bytes32(IERC8183.createJob.selector), "createJob");
        assertEq(bytes32(escrow.fund.selector), bytes32(IERC8183.fund.selector), "fund");
        assertEq(bytes32(escrow.claimRefund.selector), bytes32(IERC8183.claimRefund.selector), "claimRefund");
        assertEq(bytes32(escrow.rejectClaim.selector), bytes32(IERC8183.rejectClaim.selector), "rejectClaim");
        assertEq(bytes32(escrow.getJob.selector), bytes32(IERC8183.getJob.selector), "getJob");
        assertEq(erc.EVALUATION_GRACE_PERIOD(), 3600, "grace");
        assertEq(erc.evaluatorFeeBP(), 0, "no evaluator fee");
        assertTrue(erc.whitelistedHooks(address(0)), "no hook is always allowed");
        assertTrue(erc.allowedPaymentTokens(address(token)), "the asset is allowed");
    }

    function test_happyPath_eventsBalancesAndJob() public {
        uint48 exp = expiry();
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.JobCreated(1, client, provider, evaluator, exp, address(0));
        vm.prank(client);
        uint256 id = erc.createJob(provider, evaluator, exp, "translate", address(0), 0, "");
        assertEq(id, 1, "first id");
        assertEq(erc.jobCounter(), 1, "counter");

        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.BudgetSet(id, provider, address(token), BUDGET);
        vm.prank(provider);
        erc.setBudget(id, address(token), BUDGET, "");

        token.mint(client, BUDGET);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.JobFunded(id, client, BUDGET);
        vm.prank(client);
        erc.fund(id, address(token), BUDGET, "");
        assertEq(token.balanceOf(address(escrow)), BUDGET, "escrowed");

        vm.warp(block.timestamp + 100);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.JobSubmitted(id, provider, DELIVERABLE);
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");

        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.PaymentReleased(id, provider, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.JobCompleted(id, evaluator, REASON);
        vm.prank(evaluator);
        erc.complete(id, REASON, "");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid");
        assertEq(token.balanceOf(address(escrow)), 0, "escrow empty");

        IERC8183.Job memory j = erc.getJob(id);
        assertEq(j.client, client, "client");
        assertEq(uint256(j.status), uint256(IERC8183.JobStatus.Completed), "status");
        assertEq(j.provider, provider, "provider");
        assertEq(j.expiredAt, exp, "expiredAt kept");
        assertEq(j.evaluator, evaluator, "evaluator");
        assertEq(j.submittedAt, START + 100, "submittedAt");
        assertEq(j.budget, BUDGET, "budget kept");
        assertEq(j.hook, address(0), "hook");
        assertEq(j.paymentToken, address(token), "token");
        assertEq(j.providerAgentId, 0, "agent id");
        assertEq(keccak256(bytes(j.description)), keccak256("translate"), "description");
        assertEq(j.settledAmount, 0, "settledAmount stays 0");
        assertEq(j.payoutReceiver, address(0), "receiver");
    }

    function test_getJob_unknownIdIsZeros_andLongDescriptionsKept() public {
        assertEq(erc.getJob(7).client, address(0), "zeros");
        string memory long = "a description well over thirty-one bytes, stored across several slots";
        vm.prank(client);
        uint256 id = erc.createJob(address(0), client, expiry(), long, address(0), 0, "");
        assertEq(keccak256(bytes(erc.getJob(id).description)), keccak256(bytes(long)), "long description");
    }

    // ------------------------------------------------------------ createJob's checks, in order

    function test_createJob_rejections() public {
        uint48 exp = expiry();
        vm.startPrank(client);
        vm.expectRevert(IERC8183.ExpiryTooShort.selector);
        erc.createJob(provider, evaluator, uint48(block.timestamp + 300), "", address(0), 0, "");
        vm.expectRevert(IERC8183.ClientCannotBeProvider.selector);
        erc.createJob(client, evaluator, exp, "", address(0), 0, "");
        vm.expectRevert(IERC8183.ZeroAddress.selector);
        erc.createJob(provider, address(0), exp, "", address(0), 0, "");
        vm.expectRevert(IERC8183.ProviderCannotBeEvaluator.selector);
        erc.createJob(provider, provider, exp, "", address(0), 0, "");
        vm.expectRevert(IERC8183.HookNotWhitelisted.selector);
        erc.createJob(provider, evaluator, exp, "", address(rating), 0, "");
        vm.stopPrank();
        assertEq(erc.jobCounter(), 0, "nothing created");
    }

    function test_createJob_agentIdWithoutProviderStoredAsZero() public {
        vm.prank(client);
        uint256 id = erc.createJob(address(0), evaluator, expiry(), "", address(0), 99, "");
        assertEq(erc.getJob(id).providerAgentId, 0, "canonicalised to 0");
    }

    function test_unknownJob_everyFunctionRevertsInvalidJob() public {
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.setProvider(1, provider, 0, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.setPayoutReceiver(1, provider, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.setBudget(1, address(token), 1, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.fund(1, address(token), 1, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.submit(1, DELIVERABLE, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.complete(1, REASON, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.reject(1, REASON, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.claimRefund(1, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.submitClaim(1, 1, DELIVERABLE, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.settleClaim(1, 1, DELIVERABLE, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.approveClaim(1, 1, DELIVERABLE, "");
        vm.expectRevert(IERC8183.InvalidJob.selector);
        erc.rejectClaim(1, 1, DELIVERABLE, REASON, "");
    }

    // ------------------------------------------------------------ setProvider

    function test_setProvider_rulesAndEvent() public {
        vm.prank(client);
        uint256 id = erc.createJob(address(0), evaluator, expiry(), "", address(0), 0, "");
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(stranger);
        erc.setProvider(id, provider, 0, "");
        vm.startPrank(client);
        vm.expectRevert(IERC8183.ZeroAddress.selector);
        erc.setProvider(id, address(0), 0, "");
        vm.expectRevert(IERC8183.ClientCannotBeProvider.selector);
        erc.setProvider(id, client, 0, "");
        vm.expectRevert(IERC8183.ProviderCannotBeEvaluator.selector);
        erc.setProvider(id, evaluator, 0, "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.ProviderSet(id, client, provider, 0);
        erc.setProvider(id, provider, 0, "");
        vm.expectRevert(IERC8183.WrongStatus.selector); // already set
        erc.setProvider(id, stranger, 0, "");
        vm.stopPrank();
        assertEq(erc.getJob(id).provider, provider, "provider set");
    }

    function test_setProvider_refusedAfterExpiry() public {
        vm.prank(client);
        uint256 id = erc.createJob(address(0), evaluator, expiry(), "", address(0), 0, "");
        vm.warp(erc.getJob(id).expiredAt);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.setProvider(id, provider, 0, "");
    }

    // ------------------------------------------------------------ setBudget and fund

    function test_setBudget_rejections() public {
        uint256 id = openJob(evaluator);
        vm.expectRevert(IERC8183.Unauthorized.selector); // the client cannot set the budget
        vm.prank(client);
        erc.setBudget(id, address(token), BUDGET, "");
        vm.startPrank(provider);
        vm.expectRevert(IERC8183.ZeroAddress.selector);
        erc.setBudget(id, address(0), BUDGET, "");
        vm.expectRevert(IERC8183.PaymentTokenNotAllowed.selector);
        erc.setBudget(id, address(registry), BUDGET, "");
        vm.stopPrank();
        vm.warp(erc.getJob(id).expiredAt);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(provider);
        erc.setBudget(id, address(token), BUDGET, "");
    }

    function test_fund_rejections() public {
        vm.prank(client);
        uint256 noProvider = erc.createJob(address(0), evaluator, expiry(), "", address(0), 0, "");
        vm.expectRevert(IERC8183.ProviderNotSet.selector);
        vm.prank(client);
        erc.fund(noProvider, address(0), 0, "");

        uint256 id = budgetedJob(evaluator, BUDGET);
        token.mint(client, BUDGET);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(provider);
        erc.fund(id, address(token), BUDGET, "");
        vm.startPrank(client);
        vm.expectRevert(IERC8183.PaymentTokenMismatch.selector);
        erc.fund(id, address(registry), BUDGET, "");
        vm.expectRevert(IERC8183.BudgetMismatch.selector);
        erc.fund(id, address(token), BUDGET - 1, "");
        vm.stopPrank();
        vm.warp(erc.getJob(id).expiredAt);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.fund(id, address(token), BUDGET, "");
    }

    function test_fund_twiceIsWrongStatus() public {
        uint256 id = fundedJob(evaluator, BUDGET);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.fund(id, address(token), BUDGET, "");
    }

    function test_zeroBudget_submitFromOpenAndComplete() public {
        uint256 id = openJob(client);
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.prank(client);
        erc.complete(id, REASON, "");
        assertEq(status(id), uint256(IERC8183.JobStatus.Completed), "completed at 0");
    }

    // ------------------------------------------------------------ submit, complete, reject

    function test_submit_rejections() public {
        uint256 id = budgetedJob(evaluator, BUDGET);
        vm.expectRevert(IERC8183.WrongStatus.selector); // Open with a budget
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        fundIt(id, BUDGET);
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(client);
        erc.submit(id, DELIVERABLE, "");
        vm.warp(erc.getJob(id).expiredAt);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
    }

    function test_complete_rejections() public {
        uint256 id = fundedJob(evaluator, BUDGET);
        vm.expectRevert(IERC8183.WrongStatus.selector); // not submitted
        vm.prank(evaluator);
        erc.complete(id, REASON, "");
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(client);
        erc.complete(id, REASON, "");
    }

    function test_reject_openByClientOrProvider_movesNothing() public {
        uint256 a = openJob(evaluator);
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(evaluator);
        erc.reject(a, REASON, "");
        vm.prank(provider);
        erc.reject(a, REASON, "");
        assertEq(status(a), uint256(IERC8183.JobStatus.Rejected), "provider declined");
        uint256 b = openJob(evaluator);
        vm.prank(client);
        erc.reject(b, REASON, "");
        vm.expectRevert(IERC8183.WrongStatus.selector);
        vm.prank(client);
        erc.reject(b, REASON, "");
    }

    function test_reject_fundedOrSubmittedByEvaluatorOnly_refunds() public {
        uint256 id = submittedJob(evaluator, BUDGET);
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(client);
        erc.reject(id, REASON, "");
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.Refunded(id, client, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.JobRejected(id, evaluator, REASON);
        vm.prank(evaluator);
        erc.reject(id, REASON, "");
        assertEq(token.balanceOf(client), BUDGET, "refunded");
    }

    // ------------------------------------------------------------ claimRefund and the grace period

    function test_claimRefund_fundedAtExpiry_noGrace() public {
        uint256 id = fundedJob(evaluator, BUDGET);
        uint256 exp = erc.getJob(id).expiredAt;
        vm.warp(exp - 1);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        erc.claimRefund(id, "");
        vm.warp(exp);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.Refunded(id, client, BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.JobExpired(id);
        vm.prank(stranger);
        erc.claimRefund(id, "");
        assertEq(status(id), uint256(IERC8183.JobStatus.Expired), "expired");
        vm.expectRevert(IERC8183.WrongStatus.selector);
        erc.claimRefund(id, "");
    }

    function test_claimRefund_submittedWaitsForTheGrace() public {
        uint256 id = fundedJob(evaluator, BUDGET);
        uint256 exp = erc.getJob(id).expiredAt;
        vm.warp(exp - 60);
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
        vm.warp(exp + 1);
        vm.expectRevert(IERC8183.GracePeriodActive.selector);
        erc.claimRefund(id, "");
        vm.warp(exp + 3600);
        erc.claimRefund(id, "");
        assertEq(token.balanceOf(client), BUDGET, "refunded after the grace");
    }

    function test_claimRefund_openJobExpiresWithoutTransfer() public {
        uint256 id = openJob(evaluator);
        vm.warp(erc.getJob(id).expiredAt);
        erc.claimRefund(id, "");
        assertEq(status(id), uint256(IERC8183.JobStatus.Expired), "expired");
    }
}
