// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./lib/Base.sol";
import {IERC8183, IERC20Like} from "./erc8183/IERC8183.sol";
import {Marketplace} from "./erc8183/Marketplace.sol";

/// @notice The marketplace under test, seen from outside: where its escrow and token are, and a
///         settler that rates a completed job. The test deploys the Marketplace fixture and then
///         speaks to it through this interface only, and to the escrow through IERC8183 only.
interface IMarketplace {
    function escrow() external view returns (address);
    function token() external view returns (address);
    function mint(address to, uint256 amount) external;
    function rate(uint256 jobId, address provider) external returns (uint256 sumW, uint256 weight, uint256 count);
}

/// @notice A client, provider and evaluator that know only ERC-8183 (test/erc8183/IERC8183.sol)
///         drive repledger's escrow from creation to completion, and the job is rated: with no
///         outcome signals in optParams, at the rubric's free-form base (70) with the full budget
///         as weight. The other ERC transitions (setProvider, reject, claimRefund) behave as the
///         ERC says.
contract ERC8183ConformanceTest is Base {
    IMarketplace internal market;
    IERC8183 internal acp;
    IERC20Like internal token;

    address internal client = address(0xC1);
    address internal provider = address(0xB0B);
    address internal evaluator = address(0xE7A1);
    uint256 internal constant BUDGET = 3_000_000;

    function setUp() public {
        vm.warp(1_700_000_000);
        market = IMarketplace(address(new Marketplace()));
        acp = IERC8183(market.escrow());
        token = IERC20Like(market.token());
        market.mint(client, 10 * BUDGET);
    }

    function test_erc8183_fullLifecycle_isRated() public {
        uint256 expiredAt = block.timestamp + 1 days;
        vm.expectEmit(true, true, true, true, address(acp));
        emit IERC8183.JobCreated(1, client, provider, evaluator, expiredAt, address(0));
        vm.prank(client);
        uint256 jobId = acp.createJob(provider, evaluator, expiredAt, "translate the brief", address(0), 0);

        vm.expectEmit(true, true, false, true, address(acp));
        emit IERC8183.BudgetSet(jobId, address(token), BUDGET);
        vm.prank(provider);
        acp.setBudget(jobId, address(token), BUDGET, "");

        vm.prank(client);
        token.approve(address(acp), BUDGET);
        vm.expectEmit(true, true, false, true, address(acp));
        emit IERC8183.JobFunded(jobId, client, BUDGET);
        vm.prank(client);
        acp.fund(jobId, BUDGET, "");

        vm.expectEmit(true, true, false, true, address(acp));
        emit IERC8183.JobSubmitted(jobId, provider, keccak256("the translation"));
        vm.prank(provider);
        acp.submit(jobId, keccak256("the translation"), "");

        vm.expectEmit(true, true, false, true, address(acp));
        emit IERC8183.JobCompleted(jobId, evaluator, bytes32("looks right"));
        vm.expectEmit(true, true, false, true, address(acp));
        emit IERC8183.PaymentReleased(jobId, provider, BUDGET);
        vm.prank(evaluator);
        acp.complete(jobId, bytes32("looks right"), "");

        IERC8183.Job memory j = acp.getJob(jobId);
        assertEq(j.id, jobId, "id");
        assertEq(j.client, client, "client");
        assertEq(j.provider, provider, "provider");
        assertEq(j.evaluator, evaluator, "evaluator");
        assertEq(j.budget, BUDGET, "budget");
        assertEq(uint256(j.status), uint256(IERC8183.JobStatus.Completed), "status");
        assertEq(j.paymentToken, address(token), "payment token");
        assertEq(token.balanceOf(provider), BUDGET, "provider paid");

        (uint256 sumW, uint256 weight, uint256 count) = market.rate(jobId, provider);
        assertEq(count, 1, "rated");
        assertEq(weight, BUDGET, "weight is the budget");
        assertEq(sumW / weight, 7000, "the free-form base, 70");
    }

    function test_erc8183_providerSetLater() public {
        vm.prank(client);
        uint256 jobId = acp.createJob(address(0), client, block.timestamp + 1 days, "", address(0), 0);
        vm.expectEmit(true, true, false, true, address(acp));
        emit IERC8183.ProviderSet(jobId, provider, 0);
        vm.prank(client);
        acp.setProvider(jobId, provider, 0);
        assertEq(acp.getJob(jobId).provider, provider, "provider");
    }

    function test_erc8183_rejectRefunds() public {
        uint256 jobId = _funded();
        vm.expectEmit(true, true, false, true, address(acp));
        emit IERC8183.Refunded(jobId, client, BUDGET);
        vm.expectEmit(true, true, false, true, address(acp));
        emit IERC8183.JobRejected(jobId, evaluator, bytes32("no"));
        vm.prank(evaluator);
        acp.reject(jobId, bytes32("no"), "");
        assertEq(uint256(acp.getJob(jobId).status), uint256(IERC8183.JobStatus.Rejected), "status");
        assertEq(token.balanceOf(client), 10 * BUDGET, "refunded");
    }

    function test_erc8183_claimRefundAfterExpiry() public {
        uint256 jobId = _funded();
        vm.warp(acp.getJob(jobId).expiredAt);
        vm.expectEmit(true, false, false, true, address(acp));
        emit IERC8183.JobExpired(jobId);
        acp.claimRefund(jobId);
        assertEq(uint256(acp.getJob(jobId).status), uint256(IERC8183.JobStatus.Expired), "status");
        assertEq(token.balanceOf(client), 10 * BUDGET, "refunded");
    }

    function _funded() internal returns (uint256 jobId) {
        vm.prank(client);
        jobId = acp.createJob(provider, evaluator, block.timestamp + 1 days, "", address(0), 0);
        vm.startPrank(client);
        acp.setBudget(jobId, address(token), BUDGET, "");
        token.approve(address(acp), BUDGET);
        acp.fund(jobId, BUDGET, "");
        vm.stopPrank();
    }
}
