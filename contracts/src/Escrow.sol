// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EscrowAdmin} from "./EscrowAdmin.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";
import {IRatingSource, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "./IRatingSource.sol";
import {Rubric} from "./Rubric.sol";

/// @title Escrow
/// @notice An ERC-8183 ("Agentic Commerce") job escrow, created by a ReputationLedger's factory
///         and bound to that ledger. Open → Funded → Submitted → Completed | Rejected | Expired,
///         with the ERC's functions, events and optional hooks.
///
///         Documented extensions of the ERC:
///         - Outcome signals: `complete`'s `optParams` may carry the outcome of the step (Rubric's
///           encoding). The escrow records the rating it implies (SPEC §5) — or the client's own
///           rating when the client is the evaluator — with the completion time, and the ledger
///           rates the job from that record alone. Without signals a job rates as the rubric's
///           free-form base, 70.
///         - No self-dealing: a job's provider may be neither its client nor its evaluator. A job
///           under an ERC-8004 agent id (`providerAgentId`) is checked against the identity
///           registry when the id is set and again at completion; if the provider no longer owns
///           the id then, the job is paid but never rated.
///         - Fees: a platform fee to the treasury, in basis points of the budget, at most 10 %,
///           fixed for a job when it is created, taken only at completion. Ratings are weighed on
///           the full budget. No evaluator fee.
///         - Disputes: while a job is Submitted and not expired, its client or provider may call in
///           the arbiter (`dispute`). The evaluator keeps its power over a Disputed job (complete
///           or reject), so a dispute never freezes an evaluator who acts; the arbiter may resolve
///           it first (`resolveDispute`: pay with a rating, or refund). If neither acts,
///           `claimRefund` refunds the client DISPUTE_TIMEOUT after the expiry.
///         - Tokens: the ledger's asset and the owner's allow-list only; fee-on-transfer tokens
///           are refused at funding. See EscrowAdmin for rebasing tokens.
///         - Expiry is bounded: more than 5 minutes and at most 365 days ahead.
///
///         Hooks, as the ERC defines them: a job may name an allow-listed hook at creation; the
///         escrow calls `beforeAction`/`afterAction(jobId, selector, data)` around setBudget, fund,
///         submit, complete and reject, and `afterAction` after createJob. `data` is
///           createJob   abi.encode(address client, address provider, address evaluator)
///           setBudget   abi.encode(address caller, address token, uint256 amount, bytes optParams)
///           fund        abi.encode(address caller, bytes optParams)
///           submit      abi.encode(address caller, bytes32 deliverable, bytes optParams)
///           complete    abi.encode(address caller, bytes32 reason, bytes optParams)
///           reject      abi.encode(address caller, bytes32 reason, bytes optParams)
///         An arbiter's resolution calls the hook as `complete` (paid) or `reject` (refunded),
///         with the arbiter as caller and empty optParams. setProvider, claimRefund and dispute are
///         not hooked. While a hook runs, no function of a hooked job can be entered again.
/// @dev Every state change happens before the transfers it causes (checks-effects-interactions).
contract Escrow is EscrowAdmin, IRatingSource {
    using SafeERC20 for IERC20;

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

    /// @dev At most four slots, three for a job its client evaluates; only what later calls read is
    ///      stored (descriptions and deliverables are in events only). Slot 0 holds all that submit,
    ///      the status checks and the ledger's rating read need, so each of those reads at most
    ///      slots 0 and 1. The evaluator's slot is written only when the evaluator is not the
    ///      client (FLAG_SELF_EVALUATED): three addresses cannot share two slots with the budget.
    struct Job {
        // slot 0
        address provider;
        Status status;
        uint8 flags; // FLAG_*, and the rating's kind at bits KIND_SHIFT..+1
        uint8 rating; // set at completion: rubric, buyer's or arbiter's rating
        uint8 tokenIndex; // 0: the asset
        uint8 hookIndex; // 0: no hook
        uint40 time; // the expiry while the job is not Completed, the completion time once it is
        uint16 platformFeeBps; // the escrow's fee when the job was created
        // slot 1
        address client;
        uint96 budget;
        // slot 2, only when the evaluator is not the client
        address evaluator;
        // slot 3, only for jobs under an ERC-8004 agent id
        uint256 agentId;
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

    /// @notice An expiry must be more than this far ahead at creation (the ERC's 5 minutes).
    uint256 public constant MIN_EXPIRY = 5 minutes;
    /// @notice An expiry may be at most this far ahead, so no deadline derived from it can overflow.
    uint256 public constant MAX_EXPIRY = 365 days;
    /// @notice How long after the expiry a disputed job waits for its arbiter before it can be refunded.
    uint256 public constant DISPUTE_TIMEOUT = 30 days;

    uint8 private constant FLAG_AGENT_ID = 1;
    uint8 private constant FLAG_RATEABLE = 2;
    uint8 private constant FLAG_RATED = 4;
    uint8 private constant FLAG_SELF_EVALUATED = 8; // the client is the evaluator; slot 2 unused
    uint8 private constant KIND_SHIFT = 4;
    uint256 private constant BPS = 10_000;

    mapping(uint256 jobId => Job) private _jobs;
    /// @dev Held while a hooked job's function runs, so its hook cannot re-enter any hooked job.
    bool private transient _locked;

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

    // ---------------------------------------------------------------- ERC-8183 lifecycle

    /// @notice Create a job in Open; the caller is its client. `provider` may be zero and set later
    ///         with setProvider. `providerAgentId`, when nonzero, needs a provider that owns it in
    ///         the identity registry. `hook` is zero or an allow-listed hook.
    function createJob(
        address provider,
        address evaluator,
        uint256 expiredAt,
        string calldata description,
        address hook,
        uint256 providerAgentId
    ) external returns (uint256 jobId) {
        if (evaluator == address(0)) revert ZeroAddress("evaluator");
        if (expiredAt <= block.timestamp + MIN_EXPIRY) revert ExpiryTooSoon(expiredAt, block.timestamp + MIN_EXPIRY + 1);
        if (expiredAt > block.timestamp + MAX_EXPIRY) revert ExpiryTooLate(expiredAt, block.timestamp + MAX_EXPIRY);
        uint8 hookIndex = hook == address(0) ? 0 : _allowedHookIndex(hook);
        uint8 flags = evaluator == msg.sender ? FLAG_SELF_EVALUATED : 0;
        if (provider != address(0)) {
            _checkNotSelfDealing(provider, msg.sender, evaluator);
            if (providerAgentId != 0) {
                _checkAgentOwner(providerAgentId, provider);
                flags |= FLAG_AGENT_ID;
            }
        } else if (providerAgentId != 0) {
            revert AgentIdWithoutProvider(providerAgentId);
        }

        Config memory c = _config;
        jobId = c.jobCount + 1;
        c.jobCount = uint64(jobId);
        _config = c;
        Job storage j = _jobs[jobId];
        j.provider = provider;
        j.flags = flags;
        j.hookIndex = hookIndex;
        j.time = uint40(expiredAt);
        j.platformFeeBps = c.platformFeeBps;
        j.client = msg.sender;
        if (flags & FLAG_SELF_EVALUATED == 0) j.evaluator = evaluator;
        if (flags & FLAG_AGENT_ID != 0) j.agentId = providerAgentId;

        emit JobCreated(jobId, msg.sender, provider, evaluator, expiredAt, hook);
        if (bytes(description).length != 0) emit JobDescription(jobId, description);
        if (hookIndex != 0) {
            _lock();
            IERC8183Hook(hook).afterAction(jobId, this.createJob.selector, abi.encode(msg.sender, provider, evaluator));
            _locked = false;
        }
    }

    /// @notice Name the provider of a job created without one, with its ERC-8004 agent id or 0.
    ///         Client only, while Open. Not hooked (as in the ERC).
    function setProvider(uint256 jobId, address provider, uint256 agentId) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Open) revert WrongStatus(jobId, j.status);
        if (msg.sender != j.client) revert NotClient(msg.sender);
        if (j.provider != address(0)) revert ProviderAlreadySet(jobId);
        if (provider == address(0)) revert ZeroAddress("provider");
        _checkNotSelfDealing(provider, msg.sender, _evaluatorOf(j));
        bool hooked = _lockIfHooked(j.hookIndex);
        if (agentId != 0) {
            _checkAgentOwner(agentId, provider);
            j.agentId = agentId;
            j.flags |= FLAG_AGENT_ID;
        }
        j.provider = provider;
        emit ProviderSet(jobId, provider, agentId);
        if (hooked) _locked = false;
    }

    /// @notice Propose or agree the price and the payment token (the asset or an allow-listed
    ///         token). Client or provider, while Open. Hooked.
    function setBudget(uint256 jobId, address token, uint256 amount, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Open) revert WrongStatus(jobId, j.status);
        if (msg.sender != j.client && msg.sender != j.provider) revert NotClientOrProvider(msg.sender);
        if (token == address(0)) revert ZeroAddress("token");
        uint8 tokenIndex = _allowedTokenIndex(token);
        if (amount > type(uint96).max) revert BudgetTooLarge(amount, type(uint96).max);
        address hook = _enter(j.hookIndex);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, token, amount, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.setBudget.selector, data);
        }
        if (j.tokenIndex != tokenIndex) j.tokenIndex = tokenIndex;
        j.budget = uint96(amount);
        emit BudgetSet(jobId, token, amount);
        if (hook != address(0)) _after(hook, jobId, this.setBudget.selector, data);
    }

    /// @notice Escrow the budget: Open → Funded. Client only, provider set, before expiry;
    ///         `expectedBudget` guards against a budget changed under the client's feet. Hooked.
    function fund(uint256 jobId, uint256 expectedBudget, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Open) revert WrongStatus(jobId, j.status);
        if (msg.sender != j.client) revert NotClient(msg.sender);
        if (j.provider == address(0)) revert ProviderNotSet(jobId);
        uint256 budget = j.budget;
        if (budget != expectedBudget) revert BudgetMismatch(budget, expectedBudget);
        if (block.timestamp >= j.time) revert JobExpiredAlready(jobId, j.time);
        address hook = _enter(j.hookIndex);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.fund.selector, data);
        }
        j.status = Status.Funded;
        if (budget != 0) _pull(_tokenOf(j.tokenIndex), msg.sender, budget);
        emit JobFunded(jobId, msg.sender, budget);
        if (hook != address(0)) _after(hook, jobId, this.fund.selector, data);
    }

    /// @notice Hand in the work: Funded → Submitted (or Open → Submitted for a zero budget, as the
    ///         ERC allows). Provider only. Hooked.
    function submit(uint256 jobId, bytes32 deliverable, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        if (msg.sender != j.provider) revert NotProvider(msg.sender);
        Status s = j.status;
        if (s != Status.Funded && (s != Status.Open || j.budget != 0)) revert WrongStatus(jobId, s);
        address hook = _enter(j.hookIndex);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, deliverable, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.submit.selector, data);
        }
        j.status = Status.Submitted;
        emit JobSubmitted(jobId, msg.sender, deliverable);
        if (hook != address(0)) _after(hook, jobId, this.submit.selector, data);
    }

    /// @notice Accept the work and pay the provider (less the job's fees): Submitted or Disputed →
    ///         Completed. Evaluator only. Hooked. `optParams` may carry the outcome signals
    ///         (Rubric's encoding); a buyer rating in them may only come from the client, that is
    ///         when the client is the job's evaluator.
    function complete(uint256 jobId, bytes32 reason, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        Status s = j.status;
        if (s != Status.Submitted && s != Status.Disputed) revert WrongStatus(jobId, s);
        if (msg.sender != _evaluatorOf(j)) revert NotEvaluator(msg.sender);
        uint256 outcome = Rubric.decode(optParams);
        uint8 kind = KIND_AUTO;
        uint8 rating;
        if (Rubric.hasBuyerRating(outcome)) {
            if (msg.sender != j.client) revert BuyerRatingNotByClient(msg.sender);
            kind = KIND_BUYER;
            rating = Rubric.buyerRating(outcome);
        } else {
            rating = Rubric.rate(outcome);
        }
        address hook = _enter(j.hookIndex);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, reason, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.complete.selector, data);
        }
        emit JobCompleted(jobId, msg.sender, reason);
        _pay(jobId, j, kind, rating, outcome);
        if (hook != address(0)) _after(hook, jobId, this.complete.selector, data);
    }

    /// @notice Refuse the job. Client while Open; evaluator while Funded, Submitted or Disputed
    ///         (the budget goes back to the client). Hooked.
    function reject(uint256 jobId, bytes32 reason, bytes calldata optParams) external {
        Job storage j = _job(jobId);
        Status s = j.status;
        if (s == Status.Open) {
            if (msg.sender != j.client) revert NotClient(msg.sender);
        } else if (s == Status.Funded || s == Status.Submitted || s == Status.Disputed) {
            if (msg.sender != _evaluatorOf(j)) revert NotEvaluator(msg.sender);
        } else {
            revert WrongStatus(jobId, s);
        }
        address hook = _enter(j.hookIndex);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, reason, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.reject.selector, data);
        }
        j.status = Status.Rejected;
        if (s != Status.Open) _refund(jobId, j);
        emit JobRejected(jobId, msg.sender, reason);
        if (hook != address(0)) _after(hook, jobId, this.reject.selector, data);
    }

    /// @notice Close an expired job and refund its budget: Open, Funded or Submitted → Expired once
    ///         the expiry has passed; Disputed → Expired DISPUTE_TIMEOUT after it. Anyone. Never
    ///         hooked, so no hook can block a refund.
    function claimRefund(uint256 jobId) external {
        Job storage j = _job(jobId);
        Status s = j.status;
        uint256 deadline = j.time;
        if (s == Status.Disputed) {
            deadline += DISPUTE_TIMEOUT;
        } else if (s != Status.Open && s != Status.Funded && s != Status.Submitted) {
            revert WrongStatus(jobId, s);
        }
        if (block.timestamp < deadline) revert NotExpired(jobId, deadline);
        bool hooked = _lockIfHooked(j.hookIndex);
        j.status = Status.Expired;
        if (s != Status.Open) _refund(jobId, j);
        emit JobExpired(jobId);
        if (hooked) _locked = false;
    }

    // ---------------------------------------------------------------- disputes (extension)

    /// @notice Call in the arbiter: Submitted → Disputed. Client or provider, before the expiry.
    ///         The evaluator can still complete or reject the job.
    function dispute(uint256 jobId, bytes32 reason) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Submitted) revert WrongStatus(jobId, j.status);
        if (msg.sender != j.client && msg.sender != j.provider) revert NotClientOrProvider(msg.sender);
        if (block.timestamp >= j.time) revert JobExpiredAlready(jobId, j.time);
        bool hooked = _lockIfHooked(j.hookIndex);
        j.status = Status.Disputed;
        emit JobDisputed(jobId, msg.sender, reason);
        if (hooked) _locked = false;
    }

    /// @notice Settle a dispute: pay the provider (→ Completed, rated `rating` as a dispute) or
    ///         refund the client (→ Rejected, never rated; `rating` must then be 0). Arbiter only.
    ///         Hooked as `complete` or `reject`.
    function resolveDispute(uint256 jobId, bool payProvider, uint8 rating, bytes32 reason) external {
        Job storage j = _job(jobId);
        if (j.status != Status.Disputed) revert WrongStatus(jobId, j.status);
        if (msg.sender != arbiter) revert NotArbiter(msg.sender);
        if (payProvider ? rating > Rubric.MAX_RATING : rating != 0) revert RatingOutOfRange(rating);
        bytes4 selector = payProvider ? this.complete.selector : this.reject.selector;
        address hook = _enter(j.hookIndex);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, reason, bytes(""));
            IERC8183Hook(hook).beforeAction(jobId, selector, data);
        }
        emit DisputeResolved(jobId, msg.sender, payProvider, rating, reason);
        if (payProvider) {
            emit JobCompleted(jobId, msg.sender, reason);
            _pay(jobId, j, KIND_DISPUTE, rating, 0);
        } else {
            j.status = Status.Rejected;
            _refund(jobId, j);
            emit JobRejected(jobId, msg.sender, reason);
        }
        if (hook != address(0)) _after(hook, jobId, selector, data);
    }

    // ---------------------------------------------------------------- reads

    /// @notice A job, in the shape of the ERC-8183 reference's Job (see JobView).
    function getJob(uint256 jobId) external view returns (JobView memory v) {
        Job storage j = _job(jobId);
        v.id = jobId;
        v.client = j.client;
        v.provider = j.provider;
        v.evaluator = _evaluatorOf(j);
        v.budget = j.budget;
        v.status = j.status;
        v.expiredAt = v.status == Status.Completed ? 0 : j.time;
        v.hook = _hookAt[j.hookIndex];
        v.paymentToken = address(_tokenOf(j.tokenIndex));
        v.providerAgentId = j.flags & FLAG_AGENT_ID != 0 ? j.agentId : 0;
    }

    /// @inheritdoc IRatingSource
    function ratingTerms(uint256 jobId) external view returns (RatingTerms memory) {
        return _terms(_jobs[jobId]);
    }

    /// @inheritdoc IRatingSource
    function consumeRating(uint256 jobId) external returns (RatingTerms memory t) {
        if (msg.sender != ledger) revert NotLedger(msg.sender);
        Job storage j = _jobs[jobId];
        t = _terms(j);
        if (!t.completed) revert JobNotCompleted(jobId, j.status);
        if (!t.rateable) revert JobNotRateable(jobId);
        if (!t.rated) j.flags |= FLAG_RATED;
    }

    // ---------------------------------------------------------------- internals

    /// @dev Completed: record the rating, its kind and the completion time, then pay the fees and
    ///      the provider. A job is rateable when paid in the asset with a nonzero budget and, under
    ///      an agent id, when the provider still owns the id.
    function _pay(uint256 jobId, Job storage j, uint8 kind, uint8 rating, uint256 outcome) private {
        address provider = j.provider;
        uint8 flags = j.flags;
        uint8 tokenIndex = j.tokenIndex;
        uint256 budget = j.budget;
        uint256 agentId = uint160(provider);
        bool rateable = tokenIndex == 0 && budget != 0;
        if (flags & FLAG_AGENT_ID != 0) {
            agentId = j.agentId;
            rateable = rateable && _ownsAgent(agentId, provider);
        }
        j.status = Status.Completed;
        j.flags = flags | (rateable ? FLAG_RATEABLE : 0) | (kind << KIND_SHIFT);
        j.rating = rating;
        j.time = uint40(block.timestamp);

        uint256 net = budget;
        if (budget != 0) {
            IERC20 token = _tokenOf(tokenIndex);
            uint256 fee = (budget * j.platformFeeBps) / BPS;
            net = budget - fee;
            if (fee != 0) {
                address treasury = _config.treasury;
                token.safeTransfer(treasury, fee);
                emit PlatformFeePaid(jobId, treasury, fee);
            }
            if (net != 0) token.safeTransfer(provider, net);
        }
        emit PaymentReleased(jobId, provider, net);
        emit JobSettled(jobId, agentId, kind, rating, outcome, rateable);
    }

    function _refund(uint256 jobId, Job storage j) private {
        uint256 amount = j.budget;
        if (amount == 0) return;
        address client = j.client;
        _tokenOf(j.tokenIndex).safeTransfer(client, amount);
        emit Refunded(jobId, client, amount);
    }

    /// @dev Pull exactly `amount`: a token that delivers any other amount (a fee on transfer, a
    ///      bonus) would leave the escrow unable to account for it.
    function _pull(IERC20 token, address from, uint256 amount) private {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(from, address(this), amount);
        uint256 afterwards = token.balanceOf(address(this));
        if (afterwards != before + amount) {
            revert FeeOnTransferToken(address(token), afterwards > before ? afterwards - before : 0, amount);
        }
    }

    function _terms(Job storage j) private view returns (RatingTerms memory t) {
        uint8 flags = j.flags;
        address provider = j.provider;
        t.completed = j.status == Status.Completed;
        t.rateable = flags & FLAG_RATEABLE != 0;
        t.rated = flags & FLAG_RATED != 0;
        t.kind = (flags >> KIND_SHIFT) & 3;
        t.rating = j.rating;
        t.completedAt = t.completed ? j.time : 0;
        t.client = j.client;
        t.budget = j.budget;
        t.agentId = flags & FLAG_AGENT_ID != 0 ? j.agentId : uint160(provider);
    }

    function _evaluatorOf(Job storage j) private view returns (address) {
        return j.flags & FLAG_SELF_EVALUATED != 0 ? j.client : j.evaluator;
    }

    function _job(uint256 jobId) private view returns (Job storage j) {
        j = _jobs[jobId];
        if (j.time == 0) revert UnknownJob(jobId);
    }

    function _tokenOf(uint8 tokenIndex) private view returns (IERC20) {
        return IERC20(tokenIndex == 0 ? asset : _tokenAt[tokenIndex]);
    }

    function _checkNotSelfDealing(address provider, address client, address evaluator) private pure {
        if (provider == client) revert ProviderIsClient(provider);
        if (provider == evaluator) revert ProviderIsEvaluator(provider);
    }

    function _checkAgentOwner(uint256 agentId, address provider) private view {
        if (address(identityRegistry) == address(0)) revert AgentIdsDisabled();
        if (identityRegistry.ownerOf(agentId) != provider) revert AgentNotProvider(agentId, provider);
    }

    /// @dev Whether `provider` still owns `agentId`; a burnt id (ownerOf reverts) is not owned.
    function _ownsAgent(uint256 agentId, address provider) private view returns (bool) {
        try identityRegistry.ownerOf(agentId) returns (address holder) {
            return holder == provider;
        } catch {
            return false;
        }
    }

    /// @dev For a hooked job: take the lock and return its hook; zero for a job without one.
    function _enter(uint8 hookIndex) private returns (address) {
        if (hookIndex == 0) return address(0);
        _lock();
        return _hookAt[hookIndex];
    }

    function _lockIfHooked(uint8 hookIndex) private returns (bool) {
        if (hookIndex == 0) return false;
        _lock();
        return true;
    }

    function _lock() private {
        if (_locked) revert Reentrancy();
        _locked = true;
    }

    function _after(address hook, uint256 jobId, bytes4 selector, bytes memory data) private {
        IERC8183Hook(hook).afterAction(jobId, selector, data);
        _locked = false;
    }
}
