// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IEscrow
/// @notice The types, events and errors of repledger's Escrow: first exactly those of the ERC-8183
///         reference (erc-8183/base-contracts 9b5b527, docs/erc8183-reference.md §2–§3), then this
///         escrow's extensions. Kept apart so that the contracts hold only behaviour.
interface IEscrow {
    /// @notice The reference's six states, in its order. A disputed job stays Submitted
    ///         (`isDisputed` tells), so a reference decoder reads every job.
    enum JobStatus {
        Open,
        Funded,
        Submitted,
        Completed,
        Rejected,
        Expired
    }

    /// @notice `getJob`'s answer: the reference's 13-field Job, field for field.
    struct Job {
        address client;
        JobStatus status;
        address provider;
        uint48 expiredAt;
        address evaluator;
        uint48 submittedAt;
        uint256 budget;
        address hook;
        address paymentToken;
        uint256 providerAgentId;
        string description;
        uint256 settledAmount;
        address payoutReceiver;
    }

    // ---------------------------------------------------------------- ERC-8183 reference events

    event JobCreated(
        uint256 indexed jobId,
        address indexed client,
        address indexed provider,
        address evaluator,
        uint48 expiredAt,
        address hook
    );
    event ProviderSet(uint256 indexed jobId, address indexed actor, address indexed provider, uint256 agentId);
    event PayoutReceiverSet(uint256 indexed jobId, address indexed actor, address indexed payoutReceiver);
    event Disbursed(uint256 indexed jobId, address indexed receiver, bytes4 selector, uint256 amount);
    event BudgetSet(uint256 indexed jobId, address indexed actor, address indexed token, uint256 amount);
    event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount);
    event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable);
    event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason);
    event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason);
    event JobExpired(uint256 indexed jobId);
    event PaymentReleased(uint256 indexed jobId, address indexed recipient, uint256 amount);
    event PlatformFeePaid(uint256 indexed jobId, address indexed platformTreasury, uint256 amount);
    event Refunded(uint256 indexed jobId, address indexed client, uint256 amount);
    event Settled(uint256 indexed jobId, uint256 cumulativeAmount, uint256 delta);
    event ClaimSubmitted(
        uint256 indexed jobId,
        address indexed provider,
        uint256 cumulativeAmount,
        uint256 delta,
        bytes32 deliverable,
        bytes optParams
    );
    event ClaimSettled(
        uint256 indexed jobId, address indexed settler, uint256 cumulativeAmount, uint256 delta, bytes32 deliverable
    );
    event ClaimApproved(
        uint256 indexed jobId, address indexed approver, uint256 cumulativeAmount, uint256 delta, bytes32 deliverable
    );
    event ClaimRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason);

    // ---------------------------------------------------------------- extension events

    /// @notice The client or provider called in the arbiter; the job stays Submitted.
    event JobDisputed(uint256 indexed jobId, address indexed by, bytes32 reason);
    /// @notice The arbiter settled a dispute: paid the provider (Completed) or refunded (Rejected).
    event DisputeResolved(uint256 indexed jobId, address indexed arbiter, bool payProvider, bytes32 reason);
    /// @notice On an exit (reject of a funded job, claimRefund, resolveDispute) the job's hook
    ///         reverted or ran out of its stipend; the exit went on without it.
    event HookFailed(uint256 indexed jobId, bytes4 selector);
    /// @notice The ledger's rating hook reverted or ran out of its stipend after a verdict.
    event RatingHookFailed(uint256 indexed jobId, bytes4 selector);
    /// @notice The escrow held less of the job's token than this transfer owed (a token that
    ///         rebased down): it paid what it held.
    event PaymentShortfall(uint256 indexed jobId, uint256 owed, uint256 paid);

    // ---------------------------------------------------------------- ERC-8183 reference errors

    error InvalidJob();
    error InvalidReceiver();
    error WrongStatus();
    error Unauthorized();
    error ZeroAddress();
    error ExpiryTooShort();
    error ProviderNotSet();
    error HookNotWhitelisted();
    error BudgetMismatch();
    error PaymentTokenMismatch();
    error PaymentTokenNotAllowed();
    error UnexpectedFundedAmount();
    error ProviderCannotBeEvaluator();
    error ClientCannotBeProvider();
    error GracePeriodActive();
    error NoNewSettlement();
    error ExceedsBudget();
    error ClaimAlreadySubmitted();
    error EmptyDeliverable();
    error PendingClaimExists();
    error NoPendingClaim();
    /// @notice OpenZeppelin's ReentrancyGuard error, as the reference reverts on re-entry.
    error ReentrancyGuardReentrantCall();

    // ---------------------------------------------------------------- extension errors

    error ExpiryTooLong();
    /// @notice fund within MIN_DELIVERY_WINDOW of the expiry: the provider would have no time to deliver.
    error FundingTooLate();
    error BudgetTooLarge();
    error AgentIdsDisabled();
    error AgentNotOwned();
    error InsufficientGasForHook();
    /// @notice setBudgetWithQuote after the quote's deadline.
    error QuoteExpired();
    /// @notice setBudgetWithQuote for a job already priced (by a quote or by setBudget).
    error JobAlreadyPriced();
    /// @notice setBudgetWithQuote whose signature is not the job's provider's over this job and terms.
    error InvalidQuoteSignature();
}
