// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IEscrow
/// @notice The types, events and errors of repledger's Escrow: the ERC-8183 events with the ERC
///         reference's signatures, then this escrow's extensions. Kept apart so that Escrow.sol
///         holds only behaviour.
interface IEscrow {
    /// @notice The ERC's six states in the ERC's order, then this escrow's Disputed.
    enum Status {
        Open,
        Funded,
        Submitted,
        Completed,
        Rejected,
        Expired,
        Disputed
    }

    /// @notice `getJob`'s answer, in the shape of the ERC-8183 reference's Job. `description` is
    ///         always empty (it is only in the JobDescription event); `paymentToken` is the asset
    ///         until setBudget names another; `expiredAt` is the expiry, except for a Completed
    ///         job, whose record keeps its completion time in the expiry's place: it reads 0 then
    ///         (the expiry stays in JobCreated, the completion time in `ratingTerms`).
    struct JobView {
        uint256 id;
        address client;
        address provider;
        address evaluator;
        string description;
        uint256 budget;
        uint256 expiredAt;
        Status status;
        address hook;
        address paymentToken;
        uint256 providerAgentId;
    }

    // ---------------------------------------------------------------- ERC-8183 events

    event JobCreated(
        uint256 indexed jobId,
        address indexed client,
        address indexed provider,
        address evaluator,
        uint256 expiredAt,
        address hook
    );
    event ProviderSet(uint256 indexed jobId, address indexed provider, uint256 agentId);
    event BudgetSet(uint256 indexed jobId, address indexed token, uint256 amount);
    event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount);
    event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable);
    /// @notice The job completed; `evaluator` is who attested it (the arbiter after a dispute).
    event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason);
    event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason);
    event JobExpired(uint256 indexed jobId);
    event PaymentReleased(uint256 indexed jobId, address indexed provider, uint256 amount);
    event Refunded(uint256 indexed jobId, address indexed client, uint256 amount);

    // ---------------------------------------------------------------- extension events

    /// @notice The job's description, given at creation (the escrow does not store it).
    event JobDescription(uint256 indexed jobId, string description);
    /// @notice What the job's rating will be, recorded at completion: the settler submits every
    ///         job with `rateable` true. `outcome` is the outcome word from `optParams` (0: none).
    event JobSettled(
        uint256 indexed jobId, uint256 indexed agentId, uint8 kind, uint8 rating, uint256 outcome, bool rateable
    );
    event PlatformFeePaid(uint256 indexed jobId, address indexed treasury, uint256 amount);
    event JobDisputed(uint256 indexed jobId, address indexed by, bytes32 reason);
    event DisputeResolved(
        uint256 indexed jobId, address indexed arbiter, bool paidProvider, uint8 rating, bytes32 reason
    );

    // ---------------------------------------------------------------- errors

    error UnknownJob(uint256 jobId);
    error WrongStatus(uint256 jobId, Status status);
    error NotClient(address caller);
    error NotProvider(address caller);
    error NotEvaluator(address caller);
    error NotArbiter(address caller);
    error NotClientOrProvider(address caller);
    error NotLedger(address caller);
    error ExpiryTooSoon(uint256 expiredAt, uint256 earliest);
    error ExpiryTooLate(uint256 expiredAt, uint256 latest);
    error ProviderIsClient(address provider);
    error ProviderIsEvaluator(address provider);
    error ProviderAlreadySet(uint256 jobId);
    error ProviderNotSet(uint256 jobId);
    error AgentIdsDisabled();
    error AgentIdWithoutProvider(uint256 agentId);
    error AgentNotProvider(uint256 agentId, address provider);
    error BudgetTooLarge(uint256 amount, uint256 max);
    error BudgetMismatch(uint256 budget, uint256 expectedBudget);
    error JobExpiredAlready(uint256 jobId, uint256 expiredAt);
    error NotExpired(uint256 jobId, uint256 deadline);
    error FeeOnTransferToken(address token, uint256 received, uint256 expected);
    error BuyerRatingNotByClient(address evaluator);
    error RatingOutOfRange(uint8 rating);
    error Reentrancy();
    error JobNotCompleted(uint256 jobId, Status status);
    error JobNotRateable(uint256 jobId);
}
