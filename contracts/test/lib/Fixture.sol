// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./Base.sol";
import {Escrow} from "../../src/Escrow.sol";
import {ReputationLedger} from "../../src/ReputationLedger.sol";
import {TestToken} from "../../src/TestToken.sol";
import {IJobSettlements, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "../../src/IJobSettlements.sol";
import {MockIdentityRegistry} from "../mocks/MockIdentityRegistry.sol";

/// @notice Deploys token, identity registry, escrow and ledger with docs/design.md §2 defaults, and drives
///         jobs through the escrow so tests can rate them.
abstract contract Fixture is Base {
    uint256 internal constant U = 1e6; // one unit of the 6-decimals test token
    uint256 internal constant CAP = 12 * U;
    uint256 internal constant EPOCH = 1 weeks;
    uint256 internal constant START = 1_000 * EPOCH; // a timestamp at an epoch boundary

    TestToken internal token;
    MockIdentityRegistry internal registry;
    Escrow internal escrow;
    ReputationLedger internal ledger;

    address internal admin = address(0xA11CE);
    address internal scorer = address(0x5C0);
    address internal arbiter = address(0xA4B);
    address internal client = address(0xC1);
    address internal provider = address(0xB0B);
    address internal evaluator = address(0xE7A1);

    function setUp() public virtual {
        vm.warp(START);
        token = new TestToken();
        registry = new MockIdentityRegistry();
        (escrow, ledger) = deployPair(EPOCH, CAP);
    }

    /// @notice A ledger and the escrow bound to it: the ledger first, at the escrow's future
    ///         address, as every deployment must do it.
    function deployPair(uint256 epochLength, uint256 cap) internal returns (Escrow e, ReputationLedger l) {
        IJobSettlements future = IJobSettlements(nextCreateAddress(1));
        l = new ReputationLedger(admin, scorer, future, address(token), epochLength, cap);
        e = new Escrow(arbiter, registry, address(l));
        require(address(e) == address(future), "deployPair: escrow address mispredicted");
    }

    function agentOf(address who) internal pure returns (uint256) {
        return uint256(uint160(who));
    }

    function noSignals() internal pure returns (Escrow.Outcome memory o) {}

    function shippedClean() internal pure returns (Escrow.Outcome memory o) {
        o.shipped = true;
        o.criticRan = true;
    }

    /// @notice A job from `client_` to `provider_` for `budget`, created, funded and submitted.
    function submittedJob(address client_, address provider_, uint256 budget) internal returns (uint256 jobId) {
        vm.prank(client_);
        jobId = escrow.createJob(provider_, evaluator, uint64(block.timestamp + 30 days), address(token), "step");
        vm.prank(client_);
        escrow.setBudget(jobId, budget);
        token.mint(client_, budget);
        vm.prank(client_);
        token.approve(address(escrow), budget);
        vm.prank(client_);
        escrow.fund(jobId, budget);
        vm.prank(provider_);
        escrow.submit(jobId, keccak256("deliverable"));
    }

    /// @notice A job completed by the evaluator with `outcome` (kind auto).
    function completedJob(address client_, address provider_, uint256 budget, Escrow.Outcome memory outcome)
        internal
        returns (uint256 jobId)
    {
        jobId = submittedJob(client_, provider_, budget);
        vm.prank(evaluator);
        escrow.complete(jobId, bytes32("ok"), outcome);
    }

    function completedJob(address provider_, uint256 budget) internal returns (uint256) {
        return completedJob(client, provider_, budget, shippedClean());
    }

    /// @notice A job the client evaluates itself and completes with its own buyer rating.
    function buyerRatedJob(address provider_, uint256 budget, uint8 rating) internal returns (uint256 jobId) {
        vm.startPrank(client);
        jobId = escrow.createJob(provider_, client, uint64(block.timestamp + 30 days), address(token), "step");
        escrow.setBudget(jobId, budget);
        token.mint(client, budget);
        token.approve(address(escrow), budget);
        escrow.fund(jobId, budget);
        vm.stopPrank();
        vm.prank(provider_);
        escrow.submit(jobId, keccak256("deliverable"));
        Escrow.Outcome memory o = shippedClean();
        o.hasBuyerRating = true;
        o.buyerRating = rating;
        vm.prank(client);
        escrow.complete(jobId, bytes32("ok"), o);
    }

    /// @notice A job the arbiter resolved after a dispute, paying the provider, with `rating`.
    function disputedJob(address provider_, uint256 budget, uint8 rating) internal returns (uint256 jobId) {
        jobId = submittedJob(client, provider_, budget);
        vm.prank(client);
        escrow.dispute(jobId, bytes32("late"));
        vm.prank(arbiter);
        escrow.resolveDispute(jobId, true, rating, bytes32("partly done"));
    }

    function rate(uint256 jobId, uint8 rating, uint256 weight, uint8 kind) internal {
        IJobSettlements.RatingTerms memory t = escrow.ratingTerms(jobId);
        vm.prank(scorer);
        ledger.submit(t.agentId, jobId, rating, weight, t.client, kind);
    }
}
