// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./Base.sol";
import {Outcomes} from "./Outcomes.sol";
import {Escrow} from "../../src/Escrow.sol";
import {EscrowRatings} from "../../src/EscrowRatings.sol";
import {IRatingSource} from "../../src/IRatingSource.sol";
import {RatingHook} from "../../src/RatingHook.sol";
import {ReputationLedger} from "../../src/ReputationLedger.sol";
import {TestToken} from "../../src/TestToken.sol";
import {MockIdentityRegistry} from "../mocks/MockIdentityRegistry.sol";

/// @notice Deploys token, identity registry and ledger with docs/design.md §2 defaults, the rating
///         hook over the ledger (set as the ledger's rating hook before any escrow exists), creates
///         the first marketplace's escrow through the ledger's factory, and drives jobs through it
///         so tests can rate them: a factory job's verdict is recorded by the hook, and the ledger
///         pulls it from there by (escrow index, job id), as it always named it.
abstract contract Fixture is Base {
    uint256 internal constant U = 1e6; // one unit of the 6-decimals test token
    uint256 internal constant CAP = 12 * U;
    uint256 internal constant MIN_BUDGET = U / 100; // the least budget the rating hook records
    uint256 internal constant EPOCH = 1 weeks;
    uint256 internal constant START = 1_000 * EPOCH; // a timestamp at an epoch boundary
    uint256 internal constant E0 = START / EPOCH; // the epoch the fixture starts in (1000)
    uint32 internal constant ESCROW = 0; // the first escrow's index
    uint256 internal constant EXPIRY = 30 days; // how far ahead fixture jobs expire

    TestToken internal token;
    MockIdentityRegistry internal registry;
    ReputationLedger internal ledger;
    RatingHook internal hook; // the ledger's rating hook: records every factory escrow's verdicts
    Escrow internal escrow;

    address internal admin = address(0xA11CE);
    address internal scorer = address(0x5C0);
    address internal arbiter = address(0xA4B);
    address internal operator = address(0x0BE7); // the marketplace's owner
    address internal treasury = address(0x7EA5);
    address internal client = address(0xC1);
    // A provider rated under its own address must be 2^96 or more (ERC-8004 ids live below).
    address internal provider = address(uint160(0xB0B) << 96);
    address internal evaluator = address(0xE7A1);

    function setUp() public virtual {
        vm.warp(START);
        token = new TestToken();
        registry = new MockIdentityRegistry();
        ledger = new ReputationLedger(admin, scorer, address(token), address(registry), EPOCH, CAP);
        hook = new RatingHook(address(ledger));
        vm.prank(admin);
        ledger.setRatingHook(address(hook));
        escrow = newEscrow(0);
    }

    /// @notice The rating hook's record of job `jobId` of the factory escrow at `index`, kept in
    ///         the job's own words: what the ledger will pull.
    function factoryTerms(uint32 index, uint256 jobId) internal view returns (IRatingSource.RatingTerms memory) {
        return Escrow(ledger.escrowAt(index)).ratingTerms(jobId);
    }

    /// @notice The escrow's refusal to hand over a job with no record (the ledger bubbles it up).
    function notRecorded(uint256 jobId) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(EscrowRatings.NotRecorded.selector, jobId);
    }

    /// @notice The escrow's refusal to hand over a job recorded not rateable.
    function notRateable(uint256 jobId) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(EscrowRatings.NotRateable.selector, jobId);
    }

    /// @notice Another marketplace on the same ledger, with its own platform fee.
    function newEscrow(uint16 feeBps) internal returns (Escrow e) {
        vm.prank(admin);
        (, address a) = ledger.createEscrow(operator, arbiter, treasury, feeBps);
        e = Escrow(a);
    }

    function agentOf(address who) internal pure returns (uint256) {
        return uint256(uint160(who));
    }

    function expiry() internal view returns (uint48) {
        return uint48(block.timestamp + EXPIRY);
    }

    /// @notice A provider address rated under itself: `n` shifted above the id range (2^96).
    function prov(uint256 n) internal pure returns (address) {
        return address(uint160(n) << 96);
    }

    // ------------------------------------------------------------ jobs on `escrow`

    /// @notice A job from `client_` to `provider_`, evaluated by `evaluator_`, created and funded.
    function fundedJob(Escrow e, address client_, address provider_, address evaluator_, uint256 budget)
        internal
        returns (uint256 jobId)
    {
        vm.prank(client_);
        jobId = e.createJob(provider_, evaluator_, expiry(), "step", address(0), 0, "");
        fund(e, client_, jobId, budget);
    }

    /// @notice The provider sets the budget in the asset; mint it to the client, which funds the job.
    function fund(Escrow e, address client_, uint256 jobId, uint256 budget) internal {
        address provider_ = e.getJob(jobId).provider;
        vm.prank(provider_);
        e.setBudget(jobId, address(token), budget, "");
        token.mint(client_, budget);
        vm.startPrank(client_);
        token.approve(address(e), budget);
        e.fund(jobId, address(token), budget, "");
        vm.stopPrank();
    }

    function submittedJob(Escrow e, address client_, address provider_, address evaluator_, uint256 budget)
        internal
        returns (uint256 jobId)
    {
        jobId = fundedJob(e, client_, provider_, evaluator_, budget);
        vm.prank(provider_);
        e.submit(jobId, keccak256("deliverable"), "");
    }

    function submittedJob(address provider_, uint256 budget) internal returns (uint256) {
        return submittedJob(escrow, client, provider_, evaluator, budget);
    }

    /// @notice A job completed by the third-party evaluator with `optParams` (kind auto).
    function completedJob(Escrow e, address provider_, uint256 budget, bytes memory optParams)
        internal
        returns (uint256 jobId)
    {
        jobId = submittedJob(e, client, provider_, evaluator, budget);
        vm.prank(evaluator);
        e.complete(jobId, bytes32("ok"), optParams);
    }

    /// @notice Shipped with a clean critic run: rubric 95, kind auto.
    function completedJob(address provider_, uint256 budget) internal returns (uint256) {
        return completedJob(escrow, provider_, budget, Outcomes.shippedClean());
    }

    /// @notice A job the client evaluates itself and completes with its own rating (kind buyer).
    function buyerRatedJob(address provider_, uint256 budget, uint8 rating) internal returns (uint256 jobId) {
        jobId = submittedJob(escrow, client, provider_, client, budget);
        vm.prank(client);
        escrow.complete(jobId, bytes32("ok"), Outcomes.buyer(rating));
    }

    /// @notice A job the arbiter resolved after a dispute, paying the provider, with `rating`.
    function disputedJob(address provider_, uint256 budget, uint8 rating) internal returns (uint256 jobId) {
        jobId = submittedJob(provider_, budget);
        vm.prank(client);
        escrow.dispute(jobId, bytes32("late"));
        vm.prank(arbiter);
        escrow.resolveDispute(jobId, true, bytes32("partly done"), abi.encode(uint256(rating)));
    }

    /// @notice A job under `provider_`'s ERC-8004 id, completed with `optParams`.
    function agentJob(address provider_, uint256 agentId, uint256 budget, bytes memory optParams)
        internal
        returns (uint256 jobId)
    {
        vm.prank(client);
        jobId = escrow.createJob(provider_, evaluator, expiry(), "step", address(0), agentId, "");
        fund(escrow, client, jobId, budget);
        vm.prank(provider_);
        escrow.submit(jobId, keccak256("deliverable"), "");
        vm.prank(evaluator);
        escrow.complete(jobId, bytes32("ok"), optParams);
    }

    // ------------------------------------------------------------ ratings

    function rate(uint256 jobId) internal {
        vm.prank(scorer);
        ledger.submit(ESCROW, jobId);
    }

    function rateOn(uint32 escrowIndex, uint256 jobId) internal {
        vm.prank(scorer);
        ledger.submit(escrowIndex, jobId);
    }

    function key(uint32 escrowIndex, uint256 jobId) internal pure returns (uint256) {
        return (uint256(escrowIndex) << 224) | jobId;
    }

    function state(uint256 agentId) internal view returns (uint256 sumW, uint256 weight, uint256 count, uint256 disputed) {
        return ledger.repState(agentId);
    }
}
