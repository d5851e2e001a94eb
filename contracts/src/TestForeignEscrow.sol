// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";

/// @title ForeignEscrow
/// @notice TEST CHAINS ONLY: never deploy it where money is at stake. It is in src, not test/, so
///         the Go side can deploy it on the embedded chain (contracts/artifacts, the binding in
///         bindings/foreignescrow, testnet/foreign.go) to stand for an escrow the ledger did not
///         write; the forge tests import it through test/mocks/ForeignEscrow.sol.
///
///         A minimal escrow in the shape of the current ERC-8183 reference (docs/erc8183-reference.md
///         §1–§5), for the rating hook's tests: the reference's selectors, Job layout (client first,
///         uint48 times, settledAmount, payoutReceiver), statuses, events, hook data with the
///         actor first, and client-settled claims, so part of a budget can be paid before
///         completion. Our own code from the notes' description; not the reference's.
///
///         `claimRefund` follows the reference's rules (Open → Expired without a transfer; Funded or
///         Submitted refund budget − settledAmount; a Submitted job only from expiredAt + the
///         evaluation grace period; anyone may call), as does `setProvider` for a job created
///         without one (client only, Open, not expired, once).
///
///         Deliberately lax where the rating hook must not rely on the escrow: no token or hook
///         allow-lists, no self-dealing checks, no fees, no pause, no expiry on complete. A test
///         knob makes getJob revert or answer too little, as a broken or upgraded escrow might.
contract ForeignEscrow {
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

    enum Reader {
        Honest,
        Reverts,
        Short
    }

    /// @notice The reference's EVALUATION_GRACE_PERIOD: a Submitted job is refundable from
    ///         expiredAt plus this.
    uint256 public constant EVALUATION_GRACE_PERIOD = 1 hours;

    uint256 public jobCounter;
    Reader public reader;
    mapping(uint256 jobId => Job) internal _jobs;

    event JobCreated(
        uint256 indexed jobId,
        address indexed client,
        address indexed provider,
        address evaluator,
        uint48 expiredAt,
        address hook
    );
    event ProviderSet(uint256 indexed jobId, address indexed actor, address indexed provider, uint256 agentId);
    event BudgetSet(uint256 indexed jobId, address indexed actor, address indexed token, uint256 amount);
    event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount);
    event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable);
    event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason);
    event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason);
    event PaymentReleased(uint256 indexed jobId, address indexed recipient, uint256 amount);
    event Refunded(uint256 indexed jobId, address indexed client, uint256 amount);
    event JobExpired(uint256 indexed jobId);
    event Settled(uint256 indexed jobId, uint256 cumulativeAmount, uint256 delta);
    event ClaimSettled(
        uint256 indexed jobId, address indexed settler, uint256 cumulativeAmount, uint256 delta, bytes32 deliverable
    );

    error InvalidJob();
    error WrongStatus();
    error Unauthorized();
    error ZeroAddress();
    error ExpiryTooShort();
    error ProviderNotSet();
    error BudgetMismatch();
    error PaymentTokenMismatch();
    error NoNewSettlement();
    error ExceedsBudget();
    error GracePeriodActive();

    function setReader(Reader r) external {
        reader = r;
    }

    function createJob(
        address provider,
        address evaluator,
        uint48 expiredAt,
        string calldata description,
        address hook,
        uint256 providerAgentId,
        bytes calldata optParams
    ) external returns (uint256 jobId) {
        if (expiredAt <= block.timestamp + 5 minutes) revert ExpiryTooShort();
        if (evaluator == address(0)) revert ZeroAddress();
        jobId = ++jobCounter;
        Job storage j = _jobs[jobId];
        j.client = msg.sender;
        j.provider = provider;
        j.expiredAt = expiredAt;
        j.evaluator = evaluator;
        j.hook = hook;
        j.providerAgentId = provider != address(0) ? providerAgentId : 0;
        j.description = description;
        emit JobCreated(jobId, msg.sender, provider, evaluator, expiredAt, hook);
        if (hook != address(0)) {
            IERC8183Hook(hook).afterAction(
                jobId,
                this.createJob.selector,
                abi.encode(msg.sender, provider, evaluator, expiredAt, hook, j.providerAgentId, optParams)
            );
        }
    }

    /// @notice The reference's setProvider for a job created without a provider; the agent id is
    ///         stored verbatim. Lax: the provider may be the client or the evaluator.
    function setProvider(uint256 jobId, address provider, uint256 agentId, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        if (j.status != JobStatus.Open || block.timestamp >= j.expiredAt) revert WrongStatus();
        if (msg.sender != j.client) revert Unauthorized();
        if (j.provider != address(0)) revert WrongStatus();
        if (provider == address(0)) revert ZeroAddress();
        bytes memory data = abi.encode(msg.sender, provider, agentId, optParams);
        _before(j, jobId, this.setProvider.selector, data);
        j.provider = provider;
        j.providerAgentId = agentId;
        emit ProviderSet(jobId, msg.sender, provider, agentId);
        _after(j, jobId, this.setProvider.selector, data);
    }

    function setBudget(uint256 jobId, address token, uint256 amount, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        if (j.status != JobStatus.Open || block.timestamp >= j.expiredAt) revert WrongStatus();
        if (msg.sender != j.provider) revert Unauthorized();
        if (token == address(0)) revert ZeroAddress();
        bytes memory data = abi.encode(msg.sender, token, amount, optParams);
        _before(j, jobId, this.setBudget.selector, data);
        j.paymentToken = token;
        j.budget = amount;
        emit BudgetSet(jobId, msg.sender, token, amount);
        _after(j, jobId, this.setBudget.selector, data);
    }

    function fund(uint256 jobId, address expectedToken, uint256 expectedBudget, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        if (j.status != JobStatus.Open) revert WrongStatus();
        if (msg.sender != j.client) revert Unauthorized();
        if (j.provider == address(0)) revert ProviderNotSet();
        if (block.timestamp >= j.expiredAt) revert WrongStatus();
        if (j.paymentToken != expectedToken) revert PaymentTokenMismatch();
        if (j.budget != expectedBudget) revert BudgetMismatch();
        bytes memory data = abi.encode(msg.sender, optParams);
        _before(j, jobId, this.fund.selector, data);
        j.status = JobStatus.Funded;
        if (j.budget != 0) IERC20(j.paymentToken).transferFrom(msg.sender, address(this), j.budget);
        emit JobFunded(jobId, msg.sender, j.budget);
        _after(j, jobId, this.fund.selector, data);
    }

    function submit(uint256 jobId, bytes32 deliverable, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        if (j.status != JobStatus.Funded && (j.status != JobStatus.Open || j.budget != 0)) revert WrongStatus();
        if (block.timestamp >= j.expiredAt) revert WrongStatus();
        if (msg.sender != j.provider) revert Unauthorized();
        bytes memory data = abi.encode(msg.sender, deliverable, optParams);
        _before(j, jobId, this.submit.selector, data);
        j.status = JobStatus.Submitted;
        j.submittedAt = uint48(block.timestamp);
        emit JobSubmitted(jobId, msg.sender, deliverable);
        _after(j, jobId, this.submit.selector, data);
    }

    /// @notice Pays the provider what claims have not: budget − settledAmount.
    function complete(uint256 jobId, bytes32 reason, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        if (j.status != JobStatus.Submitted) revert WrongStatus();
        if (msg.sender != j.evaluator) revert Unauthorized();
        bytes memory data = abi.encode(msg.sender, reason, optParams);
        _before(j, jobId, this.complete.selector, data);
        j.status = JobStatus.Completed;
        uint256 amount = j.budget - j.settledAmount;
        if (amount != 0) {
            IERC20(j.paymentToken).transfer(j.provider, amount);
            emit PaymentReleased(jobId, j.provider, amount);
        }
        emit JobCompleted(jobId, msg.sender, reason);
        _after(j, jobId, this.complete.selector, data);
    }

    function reject(uint256 jobId, bytes32 reason, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        JobStatus s = j.status;
        if (s == JobStatus.Open) {
            if (msg.sender != j.client && msg.sender != j.provider) revert Unauthorized();
        } else if (s == JobStatus.Funded || s == JobStatus.Submitted) {
            if (msg.sender != j.evaluator) revert Unauthorized();
        } else {
            revert WrongStatus();
        }
        bytes memory data = abi.encode(msg.sender, reason, optParams);
        _before(j, jobId, this.reject.selector, data);
        j.status = JobStatus.Rejected;
        uint256 amount = j.budget - j.settledAmount;
        if (s != JobStatus.Open && amount != 0) {
            IERC20(j.paymentToken).transfer(j.client, amount);
            emit Refunded(jobId, j.client, amount);
        }
        emit JobRejected(jobId, msg.sender, reason);
        _after(j, jobId, this.reject.selector, data);
    }

    /// @notice The reference's claimRefund: anyone, once the job has expired (a Submitted job one
    ///         grace period later); the unsettled remainder of a funded job goes back to its client.
    function claimRefund(uint256 jobId, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        JobStatus s = j.status;
        if (s != JobStatus.Open && s != JobStatus.Funded && s != JobStatus.Submitted) revert WrongStatus();
        if (s == JobStatus.Submitted) {
            if (block.timestamp < uint256(j.expiredAt) + EVALUATION_GRACE_PERIOD) revert GracePeriodActive();
        } else if (block.timestamp < j.expiredAt) {
            revert WrongStatus();
        }
        bytes memory data = abi.encode(msg.sender, optParams);
        _before(j, jobId, this.claimRefund.selector, data);
        j.status = JobStatus.Expired;
        uint256 amount = j.budget - j.settledAmount;
        if (s != JobStatus.Open && amount != 0) {
            IERC20(j.paymentToken).transfer(j.client, amount);
            emit Refunded(jobId, j.client, amount);
        }
        emit JobExpired(jobId);
        _after(j, jobId, this.claimRefund.selector, data);
    }

    /// @notice The client's fast path: release up to `cumulativeAmount` of the budget now.
    function settleClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes calldata optParams)
        external
    {
        Job storage j = _job(jobId);
        if (msg.sender != j.client) revert Unauthorized();
        if (j.status != JobStatus.Funded || block.timestamp >= j.expiredAt) revert WrongStatus();
        if (cumulativeAmount <= j.settledAmount) revert NoNewSettlement();
        if (cumulativeAmount > j.budget) revert ExceedsBudget();
        bytes memory data = abi.encode(msg.sender, cumulativeAmount, deliverable, optParams);
        _before(j, jobId, this.settleClaim.selector, data);
        uint256 delta = cumulativeAmount - j.settledAmount;
        j.settledAmount = cumulativeAmount;
        IERC20(j.paymentToken).transfer(j.provider, delta);
        emit PaymentReleased(jobId, j.provider, delta);
        emit Settled(jobId, cumulativeAmount, delta);
        emit ClaimSettled(jobId, msg.sender, cumulativeAmount, delta, deliverable);
        _after(j, jobId, this.settleClaim.selector, data);
    }

    /// @notice The reference's getJob: the Job as stored, zero-filled for an unknown id.
    function getJob(uint256 jobId) external view returns (Job memory) {
        if (reader == Reader.Reverts) revert("getJob disabled");
        if (reader == Reader.Short) {
            assembly {
                mstore(0, 32)
                return(0, 64)
            }
        }
        return _jobs[jobId];
    }

    function _job(uint256 jobId) private view returns (Job storage) {
        if (jobId == 0 || jobId > jobCounter) revert InvalidJob();
        return _jobs[jobId];
    }

    function _before(Job storage j, uint256 jobId, bytes4 selector, bytes memory data) private {
        address hook = j.hook;
        if (hook != address(0)) IERC8183Hook(hook).beforeAction(jobId, selector, data);
    }

    function _after(Job storage j, uint256 jobId, bytes4 selector, bytes memory data) private {
        address hook = j.hook;
        if (hook != address(0)) IERC8183Hook(hook).afterAction(jobId, selector, data);
    }
}
