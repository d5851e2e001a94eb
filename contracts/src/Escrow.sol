// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IJobSettlements, IBoundLedger, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "./IJobSettlements.sol";

/// @title Escrow
/// @notice An ERC-8183 ("Agentic Commerce") job escrow over any ERC-20, chosen per job.
///         Open → Funded → Submitted → Completed | Rejected | Expired, plus this project's dispute
///         path: the client disputes a Submitted job and the arbiter completes or rejects it with a
///         rating. Completion records the outcome signals of the rating rubric (docs/design.md §5) and an
///         optional explicit buyer rating, so every rating can be recomputed from chain data.
///         The escrow is bound at deployment to the one ReputationLedger that may rate its jobs,
///         and keeps that ledger's replay guard in each job's record (see IJobSettlements).
/// @dev Every state change happens before the token transfer it triggers (checks-effects-
///      interactions), so a re-entering token finds the job already in its new state.
contract Escrow is IJobSettlements {
    using SafeERC20 for IERC20;

    enum Status {
        None,
        Open,
        Funded,
        Submitted,
        Disputed,
        Completed,
        Rejected,
        Expired
    }

    /// @notice What the step produced, as judged by the evaluator at completion (docs/design.md §5).
    struct Outcome {
        bool noOutput; // timeout or crash: nothing was produced
        bool baked; // the artifact is a baked kit artifact
        bool shipped; // an artifact was shipped
        bool criticRan; // a critic reviewed the artifact
        uint8 violations; // how many violations the critic found
        bool hasBuyerRating; // the client gives its own rating, which replaces the rubric
        uint8 buyerRating; // 0..100, read only when hasBuyerRating
    }

    /// @dev Slots 0–2 hold everything `ratingTerms` reads; the agent id slot only when flagged.
    struct Job {
        // slot 0
        address client;
        Status status;
        uint8 flags; // FLAG_*
        uint8 explicitRating; // buyer's or arbiter's rating
        uint64 expiredAt;
        // slot 1
        address provider;
        uint96 budget;
        // slot 2
        address token;
        uint8 signals; // SIGNAL_*
        uint8 violations;
        // slot 3
        address evaluator;
        // slot 4
        uint256 agentId; // ERC-8004 agent id, valid when FLAG_AGENT_ID
        // slot 5
        bytes32 deliverable;
    }

    /// @notice Job view for callers (the internal layout is packed).
    struct JobView {
        address client;
        address provider;
        address evaluator;
        address token;
        uint256 budget;
        uint64 expiredAt;
        Status status;
        bool hasAgentId;
        uint256 agentId;
        bytes32 deliverable;
        string description;
    }

    uint8 private constant FLAG_AGENT_ID = 1;
    uint8 private constant FLAG_BUYER_RATED = 2;
    uint8 private constant FLAG_DISPUTED = 4;
    uint8 private constant FLAG_RATED = 8;

    uint8 private constant SIGNAL_NO_OUTPUT = 1;
    uint8 private constant SIGNAL_BAKED = 2;
    uint8 private constant SIGNAL_SHIPPED = 4;
    uint8 private constant SIGNAL_CRITIC_RAN = 8;

    uint8 private constant MAX_RATING = 100;

    /// @notice How long after a disputed job's expiry the arbiter has before anyone may refund it.
    uint64 public constant DISPUTE_TIMEOUT = 30 days;

    /// @notice Resolves disputed jobs.
    address public immutable arbiter;
    /// @notice The ERC-8004 identity registry (an ERC-721) that vouches for agent ids; zero disables them.
    IERC721 public immutable identityRegistry;
    /// @notice The one ReputationLedger that may rate this escrow's jobs; zero: none may.
    address public immutable ledger;

    /// @notice Number of jobs created; job ids run from 1 to jobCount.
    uint256 public jobCount;

    mapping(uint256 jobId => Job) private _jobs;
    mapping(uint256 jobId => string) private _descriptions;

    event JobCreated(
        uint256 indexed jobId,
        address indexed client,
        address indexed provider,
        address evaluator,
        address token,
        uint64 expiredAt,
        string description
    );
    event ProviderSet(uint256 indexed jobId, address indexed provider);
    event AgentIdSet(uint256 indexed jobId, uint256 indexed agentId);
    event BudgetSet(uint256 indexed jobId, uint256 amount);
    event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount);
    event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable);
    /// @notice The job was paid. Carries everything the settler needs to derive its one rating.
    event JobCompleted(
        uint256 indexed jobId,
        uint256 indexed agentId,
        address indexed client,
        address provider,
        address token,
        uint256 amount,
        bytes32 reason,
        Outcome outcome,
        uint8 kind,
        uint8 explicitRating
    );
    event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason, uint256 refunded);
    event JobExpired(uint256 indexed jobId, uint256 refunded);
    event JobDisputed(uint256 indexed jobId, address indexed client, bytes32 reason);
    event DisputeResolved(uint256 indexed jobId, bool paidProvider, uint8 rating, bytes32 reason);

    error ZeroAddress(string field);
    error ExpiryNotInFuture(uint64 expiredAt);
    error UnknownJob(uint256 jobId);
    error WrongStatus(uint256 jobId, Status status);
    error NotClient(address caller);
    error NotProvider(address caller);
    error NotEvaluator(address caller);
    error NotArbiter(address caller);
    error NotClientOrProvider(address caller);
    error ProviderAlreadySet(uint256 jobId);
    error ProviderNotSet(uint256 jobId);
    error BudgetTooLarge(uint256 amount);
    error ZeroBudget(uint256 jobId);
    error BudgetMismatch(uint256 budget, uint256 expectedBudget);
    error JobExpiredAlready(uint256 jobId);
    error NotExpired(uint256 jobId, uint64 expiredAt);
    error AgentIdsDisabled();
    error AgentNotProvider(uint256 agentId, address provider);
    error RatingOutOfRange(uint8 rating);
    error InconsistentOutcome();
    error TransferShortfall(uint256 received, uint256 expected);
    error LedgerNotBound(address ledger);
    error NotLedger(address caller);

    /// @param ledger_ the ReputationLedger that will rate this escrow's jobs. It must already be
    ///        deployed with this escrow's address (deploy it first, at the address this escrow
    ///        will get); zero deploys an escrow whose jobs no ledger can rate.
    constructor(address arbiter_, IERC721 identityRegistry_, address ledger_) {
        if (arbiter_ == address(0)) revert ZeroAddress("arbiter");
        if (ledger_ != address(0)) {
            (bool ok, bytes memory ret) = ledger_.staticcall(abi.encodeCall(IBoundLedger.escrow, ()));
            // Compared as a word, so an answer with dirty upper bits is refused, not a decoding revert.
            if (!ok || ret.length != 32 || abi.decode(ret, (uint256)) != uint256(uint160(address(this)))) {
                revert LedgerNotBound(ledger_);
            }
        }
        arbiter = arbiter_;
        identityRegistry = identityRegistry_;
        ledger = ledger_;
    }

    // ---------------------------------------------------------------- lifecycle

    /// @notice Create a job in Open; the caller is its client. `provider` may be zero and set later.
    function createJob(
        address provider,
        address evaluator,
        uint64 expiredAt,
        address token,
        string calldata description
    ) external returns (uint256 jobId) {
        if (evaluator == address(0)) revert ZeroAddress("evaluator");
        if (token == address(0)) revert ZeroAddress("token");
        if (expiredAt <= block.timestamp) revert ExpiryNotInFuture(expiredAt);
        jobId = ++jobCount;
        Job storage j = _jobs[jobId];
        j.client = msg.sender;
        j.status = Status.Open;
        j.expiredAt = expiredAt;
        j.provider = provider;
        j.token = token;
        j.evaluator = evaluator;
        _descriptions[jobId] = description;
        emit JobCreated(jobId, msg.sender, provider, evaluator, token, expiredAt, description);
    }

    /// @notice Set the provider of a job created without one. Client only, while Open.
    function setProvider(uint256 jobId, address provider) external {
        Job storage j = _open(jobId);
        if (msg.sender != j.client) revert NotClient(msg.sender);
        if (j.provider != address(0)) revert ProviderAlreadySet(jobId);
        if (provider == address(0)) revert ZeroAddress("provider");
        j.provider = provider;
        emit ProviderSet(jobId, provider);
    }

    /// @notice Attach the provider's ERC-8004 agent id, which ratings then go to. Client or provider,
    ///         while Open; the identity registry must show the provider as the agent's owner.
    function setAgentId(uint256 jobId, uint256 agentId) external {
        Job storage j = _open(jobId);
        if (msg.sender != j.client && msg.sender != j.provider) revert NotClientOrProvider(msg.sender);
        if (address(identityRegistry) == address(0)) revert AgentIdsDisabled();
        if (j.provider == address(0)) revert ProviderNotSet(jobId);
        if (identityRegistry.ownerOf(agentId) != j.provider) revert AgentNotProvider(agentId, j.provider);
        j.agentId = agentId;
        j.flags |= FLAG_AGENT_ID;
        emit AgentIdSet(jobId, agentId);
    }

    /// @notice Propose or agree the price. Client or provider, while Open.
    function setBudget(uint256 jobId, uint256 amount) external {
        Job storage j = _open(jobId);
        if (msg.sender != j.client && msg.sender != j.provider) revert NotClientOrProvider(msg.sender);
        if (amount > type(uint96).max) revert BudgetTooLarge(amount);
        j.budget = uint96(amount);
        emit BudgetSet(jobId, amount);
    }

    /// @notice Escrow the budget: Open → Funded. Client only; `expectedBudget` guards against a
    ///         budget changed under the client's feet.
    function fund(uint256 jobId, uint256 expectedBudget) external {
        Job storage j = _open(jobId);
        if (msg.sender != j.client) revert NotClient(msg.sender);
        if (j.provider == address(0)) revert ProviderNotSet(jobId);
        uint256 budget = j.budget;
        if (budget == 0) revert ZeroBudget(jobId);
        if (budget != expectedBudget) revert BudgetMismatch(budget, expectedBudget);
        if (block.timestamp >= j.expiredAt) revert JobExpiredAlready(jobId);
        j.status = Status.Funded;
        IERC20 token = IERC20(j.token);
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), budget);
        // A fee-on-transfer token would leave the escrow owing more than it holds.
        uint256 received = token.balanceOf(address(this)) - before;
        if (received != budget) revert TransferShortfall(received, budget);
        emit JobFunded(jobId, msg.sender, budget);
    }

    /// @notice Hand in the work: Funded → Submitted. Provider only, before expiry.
    function submit(uint256 jobId, bytes32 deliverable) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Funded) revert WrongStatus(jobId, j.status);
        if (msg.sender != j.provider) revert NotProvider(msg.sender);
        if (block.timestamp >= j.expiredAt) revert JobExpiredAlready(jobId);
        j.status = Status.Submitted;
        j.deliverable = deliverable;
        emit JobSubmitted(jobId, msg.sender, deliverable);
    }

    /// @notice Accept the work and pay the provider: Submitted → Completed. Evaluator only.
    ///         `outcome` feeds the rating rubric; a buyer rating may only be given by the client.
    function complete(uint256 jobId, bytes32 reason, Outcome calldata outcome) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Submitted) revert WrongStatus(jobId, j.status);
        if (msg.sender != j.evaluator) revert NotEvaluator(msg.sender);
        if (outcome.hasBuyerRating) {
            if (msg.sender != j.client) revert NotClient(msg.sender);
            if (outcome.buyerRating > MAX_RATING) revert RatingOutOfRange(outcome.buyerRating);
            j.flags |= FLAG_BUYER_RATED;
            j.explicitRating = outcome.buyerRating;
        } else if (outcome.buyerRating != 0) {
            revert InconsistentOutcome();
        }
        if (outcome.violations != 0 && !outcome.criticRan) revert InconsistentOutcome();
        j.signals = _packSignals(outcome);
        j.violations = outcome.violations;
        _pay(jobId, j, reason);
    }

    /// @notice Refuse the job. Client while Open; evaluator while Funded or Submitted (refunds).
    function reject(uint256 jobId, bytes32 reason) external {
        Job storage j = _job(jobId);
        Status s = j.status;
        if (s == Status.Open) {
            if (msg.sender != j.client) revert NotClient(msg.sender);
        } else if (s == Status.Funded || s == Status.Submitted) {
            if (msg.sender != j.evaluator) revert NotEvaluator(msg.sender);
        } else {
            revert WrongStatus(jobId, s);
        }
        j.status = Status.Rejected;
        uint256 refund = s == Status.Open ? 0 : j.budget;
        if (refund != 0) IERC20(j.token).safeTransfer(j.client, refund);
        emit JobRejected(jobId, msg.sender, reason, refund);
    }

    /// @notice Refund an expired job: Funded or Submitted → Expired. Anyone, once expired.
    ///         A disputed job waits for the arbiter, but only until DISPUTE_TIMEOUT after its
    ///         expiry: a silent arbiter must not lock the budget forever.
    function claimRefund(uint256 jobId) external {
        Job storage j = _job(jobId);
        Status s = j.status;
        uint64 deadline = j.expiredAt;
        if (s == Status.Disputed) {
            deadline += DISPUTE_TIMEOUT;
        } else if (s != Status.Funded && s != Status.Submitted) {
            revert WrongStatus(jobId, s);
        }
        if (block.timestamp < deadline) revert NotExpired(jobId, deadline);
        j.status = Status.Expired;
        uint256 refund = j.budget;
        IERC20(j.token).safeTransfer(j.client, refund);
        emit JobExpired(jobId, refund);
    }

    // ---------------------------------------------------------------- disputes (extension)

    /// @notice Contest submitted work: Submitted → Disputed. Client only. If the arbiter has not
    ///         resolved it DISPUTE_TIMEOUT after the job's expiry, `claimRefund` refunds the client.
    function dispute(uint256 jobId, bytes32 reason) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Submitted) revert WrongStatus(jobId, j.status);
        if (msg.sender != j.client) revert NotClient(msg.sender);
        j.status = Status.Disputed;
        emit JobDisputed(jobId, msg.sender, reason);
    }

    /// @notice Settle a dispute with a 0..100 rating: pay the provider (→ Completed, rated as a
    ///         dispute) or refund the client (→ Rejected, never rated). Arbiter only.
    function resolveDispute(uint256 jobId, bool payProvider, uint8 rating, bytes32 reason) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Disputed) revert WrongStatus(jobId, j.status);
        if (msg.sender != arbiter) revert NotArbiter(msg.sender);
        if (rating > MAX_RATING) revert RatingOutOfRange(rating);
        j.flags |= FLAG_DISPUTED;
        j.explicitRating = rating;
        emit DisputeResolved(jobId, payProvider, rating, reason);
        if (payProvider) {
            _pay(jobId, j, reason);
        } else {
            j.status = Status.Rejected;
            uint256 refund = j.budget;
            IERC20(j.token).safeTransfer(j.client, refund);
            emit JobRejected(jobId, msg.sender, reason, refund);
        }
    }

    // ---------------------------------------------------------------- reads

    /// @inheritdoc IJobSettlements
    function ratingTerms(uint256 jobId) external view returns (RatingTerms memory) {
        Job storage j = _jobs[jobId];
        return _terms(j, j.flags);
    }

    /// @inheritdoc IJobSettlements
    function consumeRating(uint256 jobId) external returns (RatingTerms memory t) {
        if (msg.sender != ledger) revert NotLedger(msg.sender);
        Job storage j = _jobs[jobId];
        uint8 flags = j.flags;
        t = _terms(j, flags);
        if (t.completed && !t.rated) j.flags = flags | FLAG_RATED;
    }

    /// @notice A job's data.
    function getJob(uint256 jobId) external view returns (JobView memory v) {
        Job storage j = _job(jobId);
        v.client = j.client;
        v.provider = j.provider;
        v.evaluator = j.evaluator;
        v.token = j.token;
        v.budget = j.budget;
        v.expiredAt = j.expiredAt;
        v.status = j.status;
        v.hasAgentId = j.flags & FLAG_AGENT_ID != 0;
        v.agentId = _agentIdOf(j, j.flags);
        v.deliverable = j.deliverable;
        v.description = _descriptions[jobId];
    }

    /// @notice The outcome recorded at completion, and the kind of rating it allows.
    function outcomeOf(uint256 jobId) external view returns (Outcome memory o, uint8 kind, uint8 explicitRating) {
        Job storage j = _job(jobId);
        return (_outcome(j), _kind(j.flags), j.explicitRating);
    }

    // ---------------------------------------------------------------- internals

    function _pay(uint256 jobId, Job storage j, bytes32 reason) private {
        j.status = Status.Completed;
        address provider = j.provider;
        address token = j.token;
        uint256 amount = j.budget;
        uint8 flags = j.flags;
        IERC20(token).safeTransfer(provider, amount);
        emit JobCompleted(
            jobId,
            _agentIdOf(j, flags),
            j.client,
            provider,
            token,
            amount,
            reason,
            _outcome(j),
            _kind(flags),
            j.explicitRating
        );
    }

    function _outcome(Job storage j) private view returns (Outcome memory o) {
        uint8 s = j.signals;
        o.noOutput = s & SIGNAL_NO_OUTPUT != 0;
        o.baked = s & SIGNAL_BAKED != 0;
        o.shipped = s & SIGNAL_SHIPPED != 0;
        o.criticRan = s & SIGNAL_CRITIC_RAN != 0;
        o.violations = j.violations;
        o.hasBuyerRating = j.flags & FLAG_BUYER_RATED != 0;
        o.buyerRating = o.hasBuyerRating ? j.explicitRating : 0;
    }

    function _job(uint256 jobId) private view returns (Job storage j) {
        j = _jobs[jobId];
        if (j.status == Status.None) revert UnknownJob(jobId);
    }

    function _open(uint256 jobId) private view returns (Job storage j) {
        j = _job(jobId);
        if (j.status != Status.Open) revert WrongStatus(jobId, j.status);
    }

    function _terms(Job storage j, uint8 flags) private view returns (RatingTerms memory t) {
        t.completed = j.status == Status.Completed;
        t.rated = flags & FLAG_RATED != 0;
        t.kind = _kind(flags);
        t.explicitRating = j.explicitRating;
        t.client = j.client;
        t.token = j.token;
        t.amount = j.budget;
        t.agentId = _agentIdOf(j, flags);
    }

    function _agentIdOf(Job storage j, uint8 flags) private view returns (uint256) {
        return flags & FLAG_AGENT_ID != 0 ? j.agentId : uint256(uint160(j.provider));
    }

    function _kind(uint8 flags) private pure returns (uint8) {
        if (flags & FLAG_DISPUTED != 0) return KIND_DISPUTE;
        if (flags & FLAG_BUYER_RATED != 0) return KIND_BUYER;
        return KIND_AUTO;
    }

    function _packSignals(Outcome calldata o) private pure returns (uint8 s) {
        if (o.noOutput) s |= SIGNAL_NO_OUTPUT;
        if (o.baked) s |= SIGNAL_BAKED;
        if (o.shipped) s |= SIGNAL_SHIPPED;
        if (o.criticRan) s |= SIGNAL_CRITIC_RAN;
    }
}
