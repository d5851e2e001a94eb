// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice ERC-8183 (Agentic Commerce) as the reference implementation erc-8183/base-contracts
///         9b5b527 defines it (docs/erc8183-reference.md §1–§4), and nothing of repledger: the
///         core functions, the 13-field Job, claims, payout receivers, the events and errors.
///         Written from the notes, so a test that imports only this file drives an escrow the way
///         any ERC-8183 client or SDK would.
interface IERC8183 {
    enum JobStatus {
        Open,
        Funded,
        Submitted,
        Completed,
        Rejected,
        Expired
    }

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
    event EvaluatorFeePaid(uint256 indexed jobId, address indexed evaluator, uint256 amount);
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
    event HookWhitelistUpdated(address indexed hook, bool status);
    event PaymentTokenAllowlistUpdated(address indexed token, bool status);
    event PlatformFeeUpdated(uint256 feeBP, address indexed treasury);

    error InvalidJob();
    error InvalidReceiver();
    error WrongStatus();
    error Unauthorized();
    error ZeroAddress();
    error ExpiryTooShort();
    error ProviderNotSet();
    error FeesTooHigh();
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
    error ReentrancyGuardReentrantCall();

    function createJob(
        address provider,
        address evaluator,
        uint48 expiredAt,
        string calldata description,
        address hook,
        uint256 providerAgentId,
        bytes calldata optParams
    ) external returns (uint256 jobId);
    function setPayoutReceiver(uint256 jobId, address payoutReceiver, bytes calldata optParams) external;
    function setProvider(uint256 jobId, address provider, uint256 agentId, bytes calldata optParams) external;
    function setBudget(uint256 jobId, address token, uint256 amount, bytes calldata optParams) external;
    function fund(uint256 jobId, address expectedToken, uint256 expectedBudget, bytes calldata optParams) external;
    function submit(uint256 jobId, bytes32 deliverable, bytes calldata optParams) external;
    function complete(uint256 jobId, bytes32 reason, bytes calldata optParams) external;
    function reject(uint256 jobId, bytes32 reason, bytes calldata optParams) external;
    function claimRefund(uint256 jobId, bytes calldata optParams) external;
    function submitClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes calldata optParams)
        external;
    function settleClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes calldata optParams)
        external;
    function approveClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes calldata optParams)
        external;
    function rejectClaim(
        uint256 jobId,
        uint256 cumulativeAmount,
        bytes32 deliverable,
        bytes32 reason,
        bytes calldata optParams
    ) external;
    function getJob(uint256 jobId) external view returns (Job memory);

    function EVALUATION_GRACE_PERIOD() external view returns (uint256);
    function jobCounter() external view returns (uint256);
    function platformFeeBP() external view returns (uint256);
    function evaluatorFeeBP() external view returns (uint256);
    function platformTreasury() external view returns (address);
    function whitelistedHooks(address hook) external view returns (bool);
    function allowedPaymentTokens(address token) external view returns (bool);
    function pendingClaimHash(uint256 jobId) external view returns (bytes32);
    function submittedClaimHash(uint256 jobId, bytes32 claimHash) external view returns (bool);
}

/// @notice The ERC-20 calls an ERC-8183 client makes.
interface IERC20Like {
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}
