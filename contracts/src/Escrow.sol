// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EscrowAdmin} from "./EscrowAdmin.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";
import {IEscrow} from "./IEscrow.sol";
import {IRatingSource, KIND_AUTO, KIND_BUYER, KIND_DISPUTE} from "./IRatingSource.sol";
import {JobWords} from "./JobWords.sol";
import {Rubric} from "./Rubric.sol";

/// @title Escrow
/// @notice An ERC-8183 ("Agentic Commerce") job escrow, created by a ReputationLedger's factory
///         and bound to that ledger. Open → Funded → Submitted → Completed | Rejected | Expired,
///         with the ERC's functions, events and optional hooks.
///
///         Documented extensions of the ERC:
///         - Outcome signals: `complete`'s `optParams` may carry the outcome of the step (Rubric's
///           encoding). The escrow records the rating it implies (docs/design.md §5) — or the client's own
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
///         escrow calls `beforeAction`/`afterAction(jobId, selector, data)` around setProvider
///         (an extension: the ERC does not hook it), setBudget, fund, submit, complete and reject,
///         and `afterAction` after createJob. `data` is
///           createJob   abi.encode(address client, address provider, address evaluator)
///           setProvider abi.encode(address caller, address provider, uint256 agentId)
///           setBudget   abi.encode(address caller, address token, uint256 amount, bytes optParams)
///           fund        abi.encode(address caller, bytes optParams)
///           submit      abi.encode(address caller, bytes32 deliverable, bytes optParams)
///           complete    abi.encode(address caller, bytes32 reason, bytes optParams)
///           reject      abi.encode(address caller, bytes32 reason, bytes optParams)
///         An arbiter's resolution calls the hook as `complete` (paid) or `reject` (refunded),
///         with the arbiter as caller and empty optParams. claimRefund and dispute are not hooked. While a hook runs, no function of a hooked job can be entered again.
/// @dev A job is at most four slots, three when its client evaluates it: only what later calls
///      read is stored (descriptions and deliverables are in events only). The head word holds all
///      that submit, the status checks and the ledger's rating read need, the deal word the client
///      and the budget (layout in JobWords); every call reads each once and writes each at most
///      once. The evaluator has a slot only when it is not the client (FLAG_SELF_EVALUATED): three
///      addresses and a budget cannot share two slots. Every state change happens before the
///      transfers it causes (checks-effects-interactions).
contract Escrow is EscrowAdmin, IEscrow, IRatingSource {
    using SafeERC20 for IERC20;
    using JobWords for uint256;

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

    mapping(uint256 jobId => uint256) private _heads; // JobWords head word
    mapping(uint256 jobId => uint256) private _deals; // JobWords deal word: client and budget
    mapping(uint256 jobId => address) private _evaluators; // only when the evaluator is not the client
    mapping(uint256 jobId => uint256) private _agentIds; // only for jobs under an ERC-8004 agent id
    /// @dev Held while a hooked job's function runs, so its hook cannot re-enter any hooked job.
    bool private transient _locked;


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
        _heads[jobId] = JobWords.head(provider, flags, hookIndex, uint40(expiredAt), c.platformFeeBps);
        _deals[jobId] = JobWords.deal(msg.sender, 0);
        if (flags & FLAG_SELF_EVALUATED == 0) _evaluators[jobId] = evaluator;
        if (flags & FLAG_AGENT_ID != 0) _agentIds[jobId] = providerAgentId;

        emit JobCreated(jobId, msg.sender, provider, evaluator, expiredAt, hook);
        if (bytes(description).length != 0) emit JobDescription(jobId, description);
        if (hookIndex != 0) {
            _lock();
            IERC8183Hook(hook).afterAction(jobId, this.createJob.selector, abi.encode(msg.sender, provider, evaluator));
            _locked = false;
        }
    }

    /// @notice Name the provider of a job created without one, with its ERC-8004 agent id or 0.
    ///         Client only, while Open. Hooked: an extension, the ERC's table leaves setProvider
    ///         unhooked while its text names "setProvider below a reputation threshold" as a hook's use.
    function setProvider(uint256 jobId, address provider, uint256 agentId) external {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (_status(h) != Status.Open) revert WrongStatus(jobId, _status(h));
        if (msg.sender != d.client()) revert NotClient(msg.sender);
        if (h.provider() != address(0)) revert ProviderAlreadySet(jobId);
        if (provider == address(0)) revert ZeroAddress("provider");
        _checkNotSelfDealing(provider, msg.sender, _evaluatorOf(jobId, h, d));
        address hook = _enter(h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, provider, agentId);
            IERC8183Hook(hook).beforeAction(jobId, this.setProvider.selector, data);
        }
        if (agentId != 0) {
            _checkAgentOwner(agentId, provider);
            _agentIds[jobId] = agentId;
            h = h.withFlags(h.flags() | FLAG_AGENT_ID);
        }
        _heads[jobId] = h.withProvider(provider);
        emit ProviderSet(jobId, provider, agentId);
        if (hook != address(0)) _after(hook, jobId, this.setProvider.selector, data);
    }

    /// @notice Propose or agree the price and the payment token (the asset or an allow-listed
    ///         token). Client or provider, while Open. Hooked.
    function setBudget(uint256 jobId, address token, uint256 amount, bytes calldata optParams) external {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (_status(h) != Status.Open) revert WrongStatus(jobId, _status(h));
        if (msg.sender != d.client() && msg.sender != h.provider()) revert NotClientOrProvider(msg.sender);
        if (token == address(0)) revert ZeroAddress("token");
        uint8 tokenIndex = _allowedTokenIndex(token);
        if (amount > type(uint96).max) revert BudgetTooLarge(amount, type(uint96).max);
        address hook = _enter(h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, token, amount, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.setBudget.selector, data);
        }
        if (h.tokenIndex() != tokenIndex) _heads[jobId] = h.withTokenIndex(tokenIndex);
        _deals[jobId] = JobWords.deal(d.client(), uint96(amount));
        emit BudgetSet(jobId, token, amount);
        if (hook != address(0)) _after(hook, jobId, this.setBudget.selector, data);
    }

    /// @notice Escrow the budget: Open → Funded. Client only, provider set, before expiry;
    ///         `expectedBudget` guards against a budget changed under the client's feet. Hooked.
    function fund(uint256 jobId, uint256 expectedBudget, bytes calldata optParams) external {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (_status(h) != Status.Open) revert WrongStatus(jobId, _status(h));
        if (msg.sender != d.client()) revert NotClient(msg.sender);
        if (h.provider() == address(0)) revert ProviderNotSet(jobId);
        uint256 budget = d.budget();
        if (budget != expectedBudget) revert BudgetMismatch(budget, expectedBudget);
        if (block.timestamp >= h.time()) revert JobExpiredAlready(jobId, h.time());
        address hook = _enter(h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.fund.selector, data);
        }
        _heads[jobId] = h.withStatus(uint8(Status.Funded));
        if (budget != 0) _pull(_tokenOf(h.tokenIndex()), msg.sender, budget);
        emit JobFunded(jobId, msg.sender, budget);
        if (hook != address(0)) _after(hook, jobId, this.fund.selector, data);
    }

    /// @notice Hand in the work: Funded → Submitted (or Open → Submitted for a zero budget, as the
    ///         ERC allows). Provider only. Hooked.
    function submit(uint256 jobId, bytes32 deliverable, bytes calldata optParams) external {
        uint256 h = _head(jobId);
        if (msg.sender != h.provider()) revert NotProvider(msg.sender);
        Status s = _status(h);
        if (s != Status.Funded && (s != Status.Open || _deals[jobId].budget() != 0)) revert WrongStatus(jobId, s);
        address hook = _enter(h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, deliverable, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.submit.selector, data);
        }
        _heads[jobId] = h.withStatus(uint8(Status.Submitted));
        emit JobSubmitted(jobId, msg.sender, deliverable);
        if (hook != address(0)) _after(hook, jobId, this.submit.selector, data);
    }

    /// @notice Accept the work and pay the provider (less the job's fee): Submitted or Disputed →
    ///         Completed. Evaluator only. Hooked. `optParams` may carry the outcome signals
    ///         (Rubric's encoding); a buyer rating in them may only come from the client, that is
    ///         when the client is the job's evaluator.
    function complete(uint256 jobId, bytes32 reason, bytes calldata optParams) external {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        Status s = _status(h);
        if (s != Status.Submitted && s != Status.Disputed) revert WrongStatus(jobId, s);
        if (msg.sender != _evaluatorOf(jobId, h, d)) revert NotEvaluator(msg.sender);
        uint256 outcome = Rubric.decode(optParams);
        uint8 kind = KIND_AUTO;
        uint8 rating;
        if (Rubric.hasBuyerRating(outcome)) {
            if (msg.sender != d.client()) revert BuyerRatingNotByClient(msg.sender);
            kind = KIND_BUYER;
            rating = Rubric.buyerRating(outcome);
        } else {
            rating = Rubric.rate(outcome);
        }
        address hook = _enter(h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, reason, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.complete.selector, data);
        }
        emit JobCompleted(jobId, msg.sender, reason);
        _pay(jobId, h, d, kind, rating, outcome);
        if (hook != address(0)) _after(hook, jobId, this.complete.selector, data);
    }

    /// @notice Refuse the job. Client while Open; evaluator while Funded, Submitted or Disputed
    ///         (the budget goes back to the client). Hooked.
    function reject(uint256 jobId, bytes32 reason, bytes calldata optParams) external {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        Status s = _status(h);
        if (s == Status.Open) {
            if (msg.sender != d.client()) revert NotClient(msg.sender);
        } else if (s == Status.Funded || s == Status.Submitted || s == Status.Disputed) {
            if (msg.sender != _evaluatorOf(jobId, h, d)) revert NotEvaluator(msg.sender);
        } else {
            revert WrongStatus(jobId, s);
        }
        address hook = _enter(h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, reason, optParams);
            IERC8183Hook(hook).beforeAction(jobId, this.reject.selector, data);
        }
        _heads[jobId] = h.withStatus(uint8(Status.Rejected));
        if (s != Status.Open) _refund(jobId, h, d);
        emit JobRejected(jobId, msg.sender, reason);
        if (hook != address(0)) _after(hook, jobId, this.reject.selector, data);
    }

    /// @notice Close an expired job and refund its budget: Open, Funded or Submitted → Expired once
    ///         the expiry has passed; Disputed → Expired DISPUTE_TIMEOUT after it. Anyone. Never
    ///         hooked, so no hook can block a refund.
    function claimRefund(uint256 jobId) external {
        uint256 h = _head(jobId);
        Status s = _status(h);
        uint256 deadline = h.time();
        if (s == Status.Disputed) {
            deadline += DISPUTE_TIMEOUT;
        } else if (s != Status.Open && s != Status.Funded && s != Status.Submitted) {
            revert WrongStatus(jobId, s);
        }
        if (block.timestamp < deadline) revert NotExpired(jobId, deadline);
        bool hooked = _lockIfHooked(h);
        _heads[jobId] = h.withStatus(uint8(Status.Expired));
        if (s != Status.Open) _refund(jobId, h, _deals[jobId]);
        emit JobExpired(jobId);
        if (hooked) _locked = false;
    }

    // ---------------------------------------------------------------- disputes (extension)

    /// @notice Call in the arbiter: Submitted → Disputed. Client or provider, before the expiry.
    ///         The evaluator can still complete or reject the job.
    function dispute(uint256 jobId, bytes32 reason) external {
        uint256 h = _head(jobId);
        if (_status(h) != Status.Submitted) revert WrongStatus(jobId, _status(h));
        if (msg.sender != _deals[jobId].client() && msg.sender != h.provider()) revert NotClientOrProvider(msg.sender);
        if (block.timestamp >= h.time()) revert JobExpiredAlready(jobId, h.time());
        bool hooked = _lockIfHooked(h);
        _heads[jobId] = h.withStatus(uint8(Status.Disputed));
        emit JobDisputed(jobId, msg.sender, reason);
        if (hooked) _locked = false;
    }

    /// @notice Settle a dispute: pay the provider (→ Completed, rated `rating` as a dispute) or
    ///         refund the client (→ Rejected, never rated; `rating` must then be 0). Arbiter only.
    ///         Hooked as `complete` or `reject`.
    function resolveDispute(uint256 jobId, bool payProvider, uint8 rating, bytes32 reason) external {
        uint256 h = _head(jobId);
        if (_status(h) != Status.Disputed) revert WrongStatus(jobId, _status(h));
        if (msg.sender != arbiter) revert NotArbiter(msg.sender);
        if (payProvider ? rating > Rubric.MAX_RATING : rating != 0) revert RatingOutOfRange(rating);
        uint256 d = _deals[jobId];
        bytes4 selector = payProvider ? this.complete.selector : this.reject.selector;
        address hook = _enter(h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, reason, bytes(""));
            IERC8183Hook(hook).beforeAction(jobId, selector, data);
        }
        emit DisputeResolved(jobId, msg.sender, payProvider, rating, reason);
        if (payProvider) {
            emit JobCompleted(jobId, msg.sender, reason);
            _pay(jobId, h, d, KIND_DISPUTE, rating, 0);
        } else {
            _heads[jobId] = h.withStatus(uint8(Status.Rejected));
            _refund(jobId, h, d);
            emit JobRejected(jobId, msg.sender, reason);
        }
        if (hook != address(0)) _after(hook, jobId, selector, data);
    }

    // ---------------------------------------------------------------- reads

    /// @notice A job, in the shape of the ERC-8183 reference's Job (see IEscrow.JobView).
    function getJob(uint256 jobId) external view returns (JobView memory v) {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        v.id = jobId;
        v.client = d.client();
        v.provider = h.provider();
        v.evaluator = _evaluatorOf(jobId, h, d);
        v.budget = d.budget();
        v.status = _status(h);
        v.expiredAt = v.status == Status.Completed ? 0 : h.time();
        v.hook = _hookAt[h.hookIndex()];
        v.paymentToken = address(_tokenOf(h.tokenIndex()));
        v.providerAgentId = h.flags() & FLAG_AGENT_ID != 0 ? _agentIds[jobId] : 0;
    }

    /// @inheritdoc IRatingSource
    function ratingTerms(uint256 jobId) external view returns (RatingTerms memory) {
        return _terms(jobId, _heads[jobId]);
    }

    /// @inheritdoc IRatingSource
    function consumeRating(uint256 jobId) external returns (RatingTerms memory t) {
        if (msg.sender != ledger) revert NotLedger(msg.sender);
        uint256 h = _heads[jobId];
        t = _terms(jobId, h);
        if (!t.completed) revert JobNotCompleted(jobId, _status(h));
        if (!t.rateable) revert JobNotRateable(jobId);
        if (!t.rated) _heads[jobId] = h.withFlags(h.flags() | FLAG_RATED);
    }

    // ---------------------------------------------------------------- internals

    /// @dev Completed: record the rating, its kind and the completion time, then pay the fee and
    ///      the provider. A job is rateable when paid in the asset with a nonzero budget and, under
    ///      an agent id, when the provider still owns the id.
    function _pay(uint256 jobId, uint256 h, uint256 d, uint8 kind, uint8 rating, uint256 outcome) private {
        address provider = h.provider();
        uint256 budget = d.budget();
        uint8 flags = h.flags();
        uint256 agentId = uint160(provider);
        bool rateable = h.tokenIndex() == 0 && budget != 0;
        if (flags & FLAG_AGENT_ID != 0) {
            agentId = _agentIds[jobId];
            rateable = rateable && _ownsAgent(agentId, provider);
        }
        flags |= (rateable ? FLAG_RATEABLE : 0) | (kind << KIND_SHIFT);
        _heads[jobId] = h.completed(uint8(Status.Completed), flags, rating, uint40(block.timestamp));

        uint256 net = budget;
        if (budget != 0) {
            IERC20 token = _tokenOf(h.tokenIndex());
            uint256 fee = (budget * h.feeBps()) / BPS;
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

    function _refund(uint256 jobId, uint256 h, uint256 d) private {
        uint256 amount = d.budget();
        if (amount == 0) return;
        address client = d.client();
        _tokenOf(h.tokenIndex()).safeTransfer(client, amount);
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

    function _terms(uint256 jobId, uint256 h) private view returns (RatingTerms memory t) {
        uint256 d = _deals[jobId];
        uint8 flags = h.flags();
        t.completed = _status(h) == Status.Completed;
        t.rateable = flags & FLAG_RATEABLE != 0;
        t.rated = flags & FLAG_RATED != 0;
        t.kind = (flags >> KIND_SHIFT) & 3;
        t.rating = h.rating();
        t.completedAt = t.completed ? h.time() : 0;
        t.client = d.client();
        t.budget = d.budget();
        t.agentId = flags & FLAG_AGENT_ID != 0 ? _agentIds[jobId] : uint160(h.provider());
    }

    /// @dev A job's head word; every job has a nonzero time (its expiry, then its completion).
    function _head(uint256 jobId) private view returns (uint256 h) {
        h = _heads[jobId];
        if (h.time() == 0) revert UnknownJob(jobId);
    }

    function _status(uint256 h) private pure returns (Status) {
        return Status(h.status());
    }

    function _evaluatorOf(uint256 jobId, uint256 h, uint256 d) private view returns (address) {
        return h.flags() & FLAG_SELF_EVALUATED != 0 ? d.client() : _evaluators[jobId];
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
    function _enter(uint256 h) private returns (address) {
        uint8 i = h.hookIndex();
        if (i == 0) return address(0);
        _lock();
        return _hookAt[i];
    }

    function _lockIfHooked(uint256 h) private returns (bool) {
        if (h.hookIndex() == 0) return false;
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
