// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowQuotes} from "./EscrowQuotes.sol";
import {JobWords} from "./JobWords.sol";

/// @title Escrow
/// @notice An ERC-8183 ("Agentic Commerce") job escrow as the reference implementation
///         erc-8183/base-contracts 9b5b527 defines it (docs/erc8183-reference.md): its functions,
///         selectors, events, errors, 13-field Job, six statuses, claims, payout receivers with the
///         IDisburser callback, and hooks with the actor first in every hook's data. Created by a
///         ReputationLedger's factory; the ledger's rating hook (`ratingHook`) hears every verdict.
///
///         Deliberate differences, each one the ERC permits:
///         - Roles: an owner (the marketplace operator) and an arbiter instead of AccessControl; no pause, no upgrades, no emergencyWithdraw, no batchDetachHook.
///         - Fees: a platform fee of at most 10 %, fixed per job when it is created; no evaluator fee (`evaluatorFeeBP` is 0).
///         - Tokens: the ledger's asset (always allowed; setPaymentTokenAllowed(asset, true) is a no-op, false reverts) and the owner's allow-list.
///         - Expiry is bounded: more than 5 minutes and at most 365 days ahead (ExpiryTooLong); times are stored in 32 bits, so until 2105.
///         - Budgets fit 80 bits (BudgetTooLarge): 1.2 million tokens of 18 decimals.
///         - fund is refused within MIN_DELIVERY_WINDOW (an hour) of the expiry (FundingTooLate): the rating hook rates a funded job's refund without a submission as "no output", so the provider must have had time to deliver.
///         - No self-dealing: the provider is neither the client nor the evaluator (as the reference).
///         - Agent ids: a nonzero providerAgentId must be owned by the provider in the ERC-8004 identity registry (AgentNotOwned; AgentIdsDisabled without one), and is bound at fund: fund checks it again, and nothing changes it afterwards.
///         - complete is refused from expiredAt + EVALUATION_GRACE_PERIOD on (WrongStatus): from then only claimRefund, so the two never race.
///         - A job's hook never blocks an exit: on reject of a funded job, claimRefund and resolveDispute it gets HOOK_GAS (200,000) under try/catch; HookFailed on failure, InsufficientGasForHook when the caller leaves too little gas for the stipend.
///         - Fee-on-transfer tokens are refused at fund (UnexpectedFundedAmount, the reference's balance-delta check).
///         - A token that rebased down: a payout or refund larger than the escrow's balance pays the balance and emits PaymentShortfall instead of reverting.
///         - Disputes (extension): while Submitted and not expired, the client or provider may `dispute`; the job still reads Submitted (`isDisputed` tells); the evaluator keeps complete/reject; the arbiter may `resolveDispute` until expiredAt + EVALUATION_GRACE_PERIOD (the job's hook hears it as resolveDispute, with the rating hook's data); after that claimRefund refunds.
///         - The rating hook: after every verdict the escrow calls `ratingHook.afterAction` with the reference's hook data (HOOK_GAS, never blocking: RatingHookFailed).
///         - createJob does not re-check the hook's ERC-165 answer: setHookWhitelist checks it once.
///         - Quotes (extension, EscrowQuotes): the provider's EIP-712 signed quote stands for its setBudget (setBudgetWithQuote), and multicall lets the client create, price and fund a job in one transaction.
///         - An unknown job id reverts InvalidJob in every lifecycle function, as the reference; getJob, jobWords and ratingTerms answer zeros.
///         The core never reads optParams.
/// @dev Storage (JobWords): a head word (provider, status, flags, times) and a deal word (client,
///      budget, token) per job, plus a description slot when it has one; other slots only when
///      used (flags in the head tell): the evaluator when it is not the client, the hook, the
///      agent id, the payout receiver, the extra word (fee and settled amount). Every call reads
///      each word once and writes it at most once; state changes precede the transfers they cause.
contract Escrow is EscrowQuotes {
    using JobWords for uint256;

    /// @notice An expiry must be more than this far ahead at creation (the reference's 5 minutes).
    uint256 public constant MIN_EXPIRY = 5 minutes;
    /// @notice An expiry may be at most this far ahead.
    uint256 public constant MAX_EXPIRY = 365 days;
    /// @notice `fund` needs at least this long before the expiry (FundingTooLate): the provider's
    ///         time to deliver, since an undelivered job's refund is rated "no output".
    uint256 public constant MIN_DELIVERY_WINDOW = 1 hours;

    bytes32 private constant SUPERSEDED = bytes32("superseded-by-submit");

    // ---------------------------------------------------------------- ERC-8183 lifecycle

    /// @notice Create a job in Open; the caller is its client. `provider` may be zero (setProvider
    ///         later); an agent id given without a provider is stored as 0. `hook` is zero or
    ///         whitelisted. After-hook only.
    function createJob(
        address provider,
        address evaluator,
        uint48 expiredAt,
        string calldata description,
        address hook,
        uint256 providerAgentId,
        bytes calldata optParams
    ) external nonReentrant returns (uint256 jobId) {
        if (expiredAt <= block.timestamp + MIN_EXPIRY) revert ExpiryTooShort();
        if (expiredAt > block.timestamp + MAX_EXPIRY) revert ExpiryTooLong();
        if (provider == msg.sender) revert ClientCannotBeProvider();
        if (evaluator == address(0)) revert ZeroAddress();
        if (evaluator == provider) revert ProviderCannotBeEvaluator();
        if (hook != address(0) && !whitelistedHooks[hook]) revert HookNotWhitelisted();
        uint256 flags;
        if (provider == address(0)) {
            providerAgentId = 0;
        } else if (providerAgentId != 0) {
            _checkAgent(providerAgentId, provider);
            flags = FLAG_AGENT;
        }
        Config memory c = _config;
        jobId = c.jobCount + 1;
        c.jobCount = uint64(jobId);
        _config = c;
        if (evaluator != msg.sender) {
            flags |= FLAG_EVALUATOR;
            _evaluators[jobId] = evaluator;
        }
        if (hook != address(0)) {
            flags |= FLAG_HOOK;
            _hooks[jobId] = hook;
        }
        if (c.platformFeeBps != 0) {
            flags |= FLAG_EXTRA;
            _extras[jobId] = JobWords.extra(0, c.platformFeeBps);
        }
        if (flags & FLAG_AGENT != 0) _agentIds[jobId] = providerAgentId;
        _heads[jobId] = JobWords.head(provider, flags, expiredAt);
        _deals[jobId] = JobWords.deal(msg.sender, 0, 0);
        _storeDescription(jobId, description);
        emit JobCreated(jobId, msg.sender, provider, evaluator, expiredAt, hook);
        _after(
            hook,
            jobId,
            this.createJob.selector,
            hook == address(0)
                ? bytes("")
                : abi.encode(msg.sender, provider, evaluator, expiredAt, hook, providerAgentId, optParams)
        );
    }

    /// @notice Name the provider of a job created without one, with its ERC-8004 agent id or 0.
    ///         Client only, while Open and not expired. Hooked.
    function setProvider(uint256 jobId, address provider, uint256 agentId, bytes calldata optParams)
        external
        nonReentrant
    {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (h.status() != OPEN || _expired(h)) revert WrongStatus();
        if (msg.sender != d.client()) revert Unauthorized();
        if (h.provider() != address(0)) revert WrongStatus();
        if (provider == address(0)) revert ZeroAddress();
        if (provider == msg.sender) revert ClientCannotBeProvider();
        if (provider == _evaluatorOf(jobId, h, d)) revert ProviderCannotBeEvaluator();
        if (agentId != 0) _checkAgent(agentId, provider);
        bytes memory data = abi.encode(msg.sender, provider, agentId, optParams);
        address hook = _hookOf(jobId, h);
        _before(hook, jobId, this.setProvider.selector, data);
        if (agentId != 0) {
            _agentIds[jobId] = agentId;
            h = h.withFlag(FLAG_AGENT);
        }
        _heads[jobId] = h.withProvider(provider);
        emit ProviderSet(jobId, msg.sender, provider, agentId);
        _after(hook, jobId, this.setProvider.selector, data);
    }

    /// @notice Where the provider's payouts go (zero: the provider). Provider only, while Open and
    ///         not expired; fixed once funded. Hooked.
    function setPayoutReceiver(uint256 jobId, address payoutReceiver, bytes calldata optParams)
        external
        nonReentrant
    {
        uint256 h = _head(jobId);
        if (h.status() != OPEN || _expired(h)) revert WrongStatus();
        if (msg.sender != h.provider()) revert Unauthorized();
        if (
            payoutReceiver == address(this)
                || (payoutReceiver != address(0) && payoutReceiver == _tokenOf(_deals[jobId].tokenIndex()))
        ) revert InvalidReceiver();
        bytes memory data = abi.encode(msg.sender, payoutReceiver, optParams);
        address hook = _hookOf(jobId, h);
        _before(hook, jobId, this.setPayoutReceiver.selector, data);
        _receivers[jobId] = payoutReceiver;
        _heads[jobId] = payoutReceiver == address(0) ? h.withoutFlag(FLAG_RECEIVER) : h.withFlag(FLAG_RECEIVER);
        emit PayoutReceiverSet(jobId, msg.sender, payoutReceiver);
        _after(hook, jobId, this.setPayoutReceiver.selector, data);
    }

    /// @notice Escrow the budget: Open → Funded. Client only, provider set, not expired; the
    ///         token and budget must be the expected ones. A job under an agent id is bound here:
    ///         the provider must still own the id. Hooked.
    function fund(uint256 jobId, address expectedToken, uint256 expectedBudget, bytes calldata optParams)
        external
        nonReentrant
    {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (h.status() != OPEN) revert WrongStatus();
        if (msg.sender != d.client()) revert Unauthorized();
        if (h.provider() == address(0)) revert ProviderNotSet();
        if (_expired(h)) revert WrongStatus();
        // The provider must have an hour to deliver: a refund of a job funded and never submitted
        // is rated "no output" by the rating hook, which funding at the last second would turn
        // into a free weapon against any provider.
        if (block.timestamp + MIN_DELIVERY_WINDOW > h.expiredAt()) revert FundingTooLate();
        address token = _tokenOf(d.tokenIndex());
        if (token != expectedToken) revert PaymentTokenMismatch();
        uint256 budget = d.budget();
        if (budget != expectedBudget) revert BudgetMismatch();
        if (h.has(FLAG_AGENT) && !_ownsAgent(_agentIds[jobId], h.provider())) revert AgentNotOwned();
        address hook = _hookOf(jobId, h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, optParams);
            _before(hook, jobId, this.fund.selector, data);
        }
        _heads[jobId] = h.withStatus(FUNDED);
        if (budget != 0) _pull(token, msg.sender, budget);
        emit JobFunded(jobId, msg.sender, budget);
        _after(hook, jobId, this.fund.selector, data);
    }

    /// @notice Hand in the work: Funded → Submitted (or Open → Submitted at budget 0). Provider
    ///         only, before the expiry. A pending claim is superseded. Hooked.
    function submit(uint256 jobId, bytes32 deliverable, bytes calldata optParams) external nonReentrant {
        uint256 h = _head(jobId);
        uint256 s = h.status();
        if (s != FUNDED && (s != OPEN || _deals[jobId].budget() != 0)) revert WrongStatus();
        if (_expired(h)) revert WrongStatus();
        if (msg.sender != h.provider()) revert Unauthorized();
        if (h.has(FLAG_PENDING)) {
            delete pendingClaimHash[jobId];
            h = h.withoutFlag(FLAG_PENDING);
            emit ClaimRejected(jobId, msg.sender, SUPERSEDED);
        }
        address hook = _hookOf(jobId, h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(msg.sender, deliverable, optParams);
            _before(hook, jobId, this.submit.selector, data);
        }
        _heads[jobId] = h.submitted(SUBMITTED, block.timestamp);
        emit JobSubmitted(jobId, msg.sender, deliverable);
        _after(hook, jobId, this.submit.selector, data);
    }

    /// @notice Accept the work and pay what claims have not (less the job's fee): Submitted →
    ///         Completed. Evaluator only, before expiredAt + EVALUATION_GRACE_PERIOD. Hooked; then
    ///         the rating hook.
    function complete(uint256 jobId, bytes32 reason, bytes calldata optParams) external nonReentrant {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (h.status() != SUBMITTED || block.timestamp >= h.expiredAt() + EVALUATION_GRACE_PERIOD) {
            revert WrongStatus();
        }
        if (msg.sender != _evaluatorOf(jobId, h, d)) revert Unauthorized();
        bytes memory data = abi.encode(msg.sender, reason, optParams);
        address hook = _hookOf(jobId, h);
        _before(hook, jobId, this.complete.selector, data);
        _heads[jobId] = h.decided(COMPLETED, block.timestamp);
        uint256 x = _extraOf(jobId, h);
        _release(jobId, this.complete.selector, h, d, x, d.budget() - x.settled(), optParams);
        emit JobCompleted(jobId, msg.sender, reason);
        _after(hook, jobId, this.complete.selector, data);
        _rate(jobId, this.complete.selector, data);
    }

    /// @notice Refuse the job: client or provider while Open; evaluator while Funded or Submitted
    ///         (what claims have not paid goes back to the client; the job's hook cannot block it;
    ///         then the rating hook). A pending claim is rejected with it.
    function reject(uint256 jobId, bytes32 reason, bytes calldata optParams) external nonReentrant {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        uint256 s = h.status();
        if (s == OPEN) {
            if (msg.sender != d.client() && msg.sender != h.provider()) revert Unauthorized();
        } else if (s == FUNDED || s == SUBMITTED) {
            if (msg.sender != _evaluatorOf(jobId, h, d)) revert Unauthorized();
        } else {
            revert WrongStatus();
        }
        if (h.has(FLAG_PENDING)) {
            delete pendingClaimHash[jobId];
            h = h.withoutFlag(FLAG_PENDING);
            emit ClaimRejected(jobId, msg.sender, reason);
        }
        bytes memory data = abi.encode(msg.sender, reason, optParams);
        address hook = _hookOf(jobId, h);
        if (s == OPEN) {
            _before(hook, jobId, this.reject.selector, data);
            _heads[jobId] = h.decided(REJECTED, block.timestamp);
            emit JobRejected(jobId, msg.sender, reason);
            _after(hook, jobId, this.reject.selector, data);
            return;
        }
        _guarded(hook, true, jobId, this.reject.selector, data);
        _heads[jobId] = h.decided(REJECTED, block.timestamp);
        _refund(jobId, d, d.budget() - _extraOf(jobId, h).settled());
        emit JobRejected(jobId, msg.sender, reason);
        _guarded(hook, false, jobId, this.reject.selector, data);
        _rate(jobId, this.reject.selector, data);
    }

    /// @notice Close an expired job and refund what claims have not paid: Open or Funded from
    ///         expiredAt, Submitted from expiredAt + EVALUATION_GRACE_PERIOD; not while a claim is
    ///         pending. Anyone. The job's hook cannot block it; then the rating hook (funded jobs).
    function claimRefund(uint256 jobId, bytes calldata optParams) external nonReentrant {
        uint256 h = _head(jobId);
        uint256 s = h.status();
        if (s > SUBMITTED) revert WrongStatus();
        if (s == SUBMITTED) {
            if (block.timestamp < h.expiredAt() + EVALUATION_GRACE_PERIOD) revert GracePeriodActive();
        } else if (h.has(FLAG_PENDING)) {
            revert PendingClaimExists();
        } else if (!_expired(h)) {
            revert WrongStatus();
        }
        bytes memory data = abi.encode(msg.sender, optParams);
        address hook = _hookOf(jobId, h);
        _guarded(hook, true, jobId, this.claimRefund.selector, data);
        _heads[jobId] = h.decided(EXPIRED, block.timestamp);
        if (s != OPEN) {
            uint256 d = _deals[jobId];
            _refund(jobId, d, d.budget() - _extraOf(jobId, h).settled());
        }
        emit JobExpired(jobId);
        _guarded(hook, false, jobId, this.claimRefund.selector, data);
        if (s != OPEN) _rate(jobId, this.claimRefund.selector, data);
    }

    /// @dev A new job's description. Up to 31 bytes it is one slot written as Solidity lays out a
    ///      short string (data, then length × 2 in the low byte), without the read of the old
    ///      value that a Solidity assignment makes to clean it up: a new job's slot is empty.
    function _storeDescription(uint256 jobId, string calldata description) private {
        uint256 len = bytes(description).length;
        if (len == 0) return;
        if (len > 31) {
            _descriptions[jobId] = description;
            return;
        }
        mapping(uint256 => string) storage m = _descriptions;
        assembly ("memory-safe") {
            mstore(0, jobId)
            mstore(0x20, m.slot)
            let word := and(calldataload(description.offset), not(shr(mul(len, 8), not(0))))
            sstore(keccak256(0, 0x40), or(word, mul(len, 2)))
        }
    }

    // ---------------------------------------------------------------- disputes (extension)

    /// @notice Call in the arbiter. Client or provider, while Submitted, not yet disputed and not
    ///         expired. The job stays Submitted; the evaluator can still complete or reject it.
    function dispute(uint256 jobId, bytes32 reason) external nonReentrant {
        uint256 h = _head(jobId);
        if (h.status() != SUBMITTED || h.has(FLAG_DISPUTED) || _expired(h)) revert WrongStatus();
        if (msg.sender != _deals[jobId].client() && msg.sender != h.provider()) revert Unauthorized();
        _heads[jobId] = h.withFlag(FLAG_DISPUTED);
        emit JobDisputed(jobId, msg.sender, reason);
    }

    /// @notice Settle a dispute: pay the provider (→ Completed, fees as complete) or refund the
    ///         client (→ Rejected). Arbiter only, before expiredAt + EVALUATION_GRACE_PERIOD.
    ///         `optParams` (the arbiter's rating, for the rating hook) are never read here. The
    ///         job's hook (guarded) and the rating hook hear it as resolveDispute with
    ///         abi.encode(address arbiter, bool payProvider, bytes32 reason, bytes optParams).
    function resolveDispute(uint256 jobId, bool payProvider, bytes32 reason, bytes calldata optParams)
        external
        nonReentrant
    {
        uint256 h = _head(jobId);
        if (msg.sender != arbiter) revert Unauthorized();
        if (
            h.status() != SUBMITTED || !h.has(FLAG_DISPUTED)
                || block.timestamp >= h.expiredAt() + EVALUATION_GRACE_PERIOD
        ) revert WrongStatus();
        uint256 d = _deals[jobId];
        bytes memory data = abi.encode(msg.sender, payProvider, reason, optParams);
        address hook = _hookOf(jobId, h);
        _guarded(hook, true, jobId, this.resolveDispute.selector, data);
        _heads[jobId] = h.decided(payProvider ? COMPLETED : REJECTED, block.timestamp);
        emit DisputeResolved(jobId, msg.sender, payProvider, reason);
        uint256 x = _extraOf(jobId, h);
        if (payProvider) {
            _release(jobId, this.resolveDispute.selector, h, d, x, d.budget() - x.settled(), optParams);
            emit JobCompleted(jobId, msg.sender, reason);
        } else {
            _refund(jobId, d, d.budget() - x.settled());
            emit JobRejected(jobId, msg.sender, reason);
        }
        _guarded(hook, false, jobId, this.resolveDispute.selector, data);
        _rate(jobId, this.resolveDispute.selector, data);
    }

    /// @notice Whether the job's client or provider has called in the arbiter.
    function isDisputed(uint256 jobId) external view returns (bool) {
        return _heads[jobId].has(FLAG_DISPUTED);
    }

    // ---------------------------------------------------------------- reads

    /// @notice The reference's Job; zeros for an unknown id. Never blanked after a verdict.
    function getJob(uint256 jobId) external view returns (Job memory j) {
        uint256 h = _heads[jobId];
        if (h == 0) return j;
        uint256 d = _deals[jobId];
        j.client = d.client();
        j.status = JobStatus(h.status());
        j.provider = h.provider();
        j.expiredAt = uint48(h.expiredAt());
        j.evaluator = _evaluatorOf(jobId, h, d);
        j.submittedAt = uint48(h.submittedAt());
        j.budget = d.budget();
        j.hook = _hookOf(jobId, h);
        j.paymentToken = _tokenOf(d.tokenIndex());
        j.providerAgentId = h.has(FLAG_AGENT) ? _agentIds[jobId] : 0;
        j.description = _descriptions[jobId];
        j.settledAmount = _extraOf(jobId, h).settled();
        j.payoutReceiver = h.has(FLAG_RECEIVER) ? _receivers[jobId] : address(0);
    }
}
