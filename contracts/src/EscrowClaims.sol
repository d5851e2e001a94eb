// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowCore} from "./EscrowCore.sol";
import {JobWords} from "./JobWords.sol";

/// @title EscrowClaims
/// @notice The ERC-8183 reference's claims: paying part of a funded job's budget before it
///         completes. Amounts are cumulative; `settledAmount` never exceeds the budget; at most
///         one claim is pending per job, stored as its hash, and no hash can be submitted twice.
///         Fees are taken on each delta. Claims never change a job's status
///         (docs/erc8183-reference.md §4).
abstract contract EscrowClaims is EscrowCore {
    using JobWords for uint256;

    /// @notice Claim `cumulativeAmount` for `deliverable` (nonzero). Provider only, while Funded
    ///         and not expired, no claim pending. Moves no funds. Hooked.
    function submitClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes calldata optParams)
        external
        nonReentrant
    {
        uint256 h = _head(jobId);
        if (msg.sender != h.provider()) revert Unauthorized();
        if (h.status() != FUNDED || _expired(h)) revert WrongStatus();
        if (deliverable == bytes32(0)) revert EmptyDeliverable();
        if (h.has(FLAG_PENDING)) revert PendingClaimExists();
        uint256 delta = _delta(jobId, h, _deals[jobId], cumulativeAmount);
        bytes memory data = abi.encode(msg.sender, cumulativeAmount, deliverable, optParams);
        address hook = _hookOf(jobId, h);
        _before(hook, jobId, this.submitClaim.selector, data);
        bytes32 claim = keccak256(abi.encode(cumulativeAmount, deliverable, keccak256(optParams)));
        if (submittedClaimHash[jobId][claim]) revert ClaimAlreadySubmitted();
        submittedClaimHash[jobId][claim] = true;
        pendingClaimHash[jobId] = claim;
        _heads[jobId] = h.withFlag(FLAG_PENDING);
        emit ClaimSubmitted(jobId, msg.sender, cumulativeAmount, delta, deliverable, optParams);
        _after(hook, jobId, this.submitClaim.selector, data);
    }

    /// @notice The client's fast path: release up to `cumulativeAmount` now. Client only, while
    ///         Funded and not expired; a pending claim is left alone. Hooked.
    function settleClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes calldata optParams)
        external
        nonReentrant
    {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (msg.sender != d.client()) revert Unauthorized();
        if (h.status() != FUNDED || _expired(h)) revert WrongStatus();
        uint256 delta = _delta(jobId, h, d, cumulativeAmount);
        bytes memory data = abi.encode(msg.sender, cumulativeAmount, deliverable, optParams);
        address hook = _hookOf(jobId, h);
        _before(hook, jobId, this.settleClaim.selector, data);
        _settle(jobId, h, d, cumulativeAmount, delta, this.settleClaim.selector, optParams);
        emit ClaimSettled(jobId, msg.sender, cumulativeAmount, delta, deliverable);
        _after(hook, jobId, this.settleClaim.selector, data);
    }

    /// @notice Approve the pending claim, given byte for byte. Client or evaluator, while Funded,
    ///         also after the expiry. Pays the delta. Hooked.
    function approveClaim(uint256 jobId, uint256 cumulativeAmount, bytes32 deliverable, bytes calldata optParams)
        external
        nonReentrant
    {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (msg.sender != d.client() && msg.sender != _evaluatorOf(jobId, h, d)) revert Unauthorized();
        if (h.status() != FUNDED) revert WrongStatus();
        _checkPending(jobId, h, cumulativeAmount, deliverable, optParams);
        uint256 delta = _delta(jobId, h, d, cumulativeAmount);
        bytes memory data = abi.encode(msg.sender, cumulativeAmount, deliverable, optParams);
        address hook = _hookOf(jobId, h);
        _before(hook, jobId, this.approveClaim.selector, data);
        delete pendingClaimHash[jobId];
        _settle(jobId, h.withoutFlag(FLAG_PENDING), d, cumulativeAmount, delta, this.approveClaim.selector, optParams);
        emit ClaimApproved(jobId, msg.sender, cumulativeAmount, delta, deliverable);
        _after(hook, jobId, this.approveClaim.selector, data);
    }

    /// @notice Reject the pending claim, given byte for byte. Client, evaluator or provider (who
    ///         withdraws it), while Funded. Its hash stays used. Hooked.
    function rejectClaim(
        uint256 jobId,
        uint256 cumulativeAmount,
        bytes32 deliverable,
        bytes32 reason,
        bytes calldata optParams
    ) external nonReentrant {
        uint256 h = _head(jobId);
        uint256 d = _deals[jobId];
        if (msg.sender != d.client() && msg.sender != h.provider() && msg.sender != _evaluatorOf(jobId, h, d)) {
            revert Unauthorized();
        }
        if (h.status() != FUNDED) revert WrongStatus();
        _checkPending(jobId, h, cumulativeAmount, deliverable, optParams);
        bytes memory data = abi.encode(msg.sender, cumulativeAmount, deliverable, reason, optParams);
        address hook = _hookOf(jobId, h);
        _before(hook, jobId, this.rejectClaim.selector, data);
        delete pendingClaimHash[jobId];
        _heads[jobId] = h.withoutFlag(FLAG_PENDING);
        emit ClaimRejected(jobId, msg.sender, reason);
        _after(hook, jobId, this.rejectClaim.selector, data);
    }

    /// @notice The cumulative amount paid out by claims (the Job's settledAmount).
    function settledAmount(uint256 jobId) external view returns (uint256) {
        return _extraOf(jobId, _heads[jobId]).settled();
    }

    // ---------------------------------------------------------------- internals

    function _delta(uint256 jobId, uint256 h, uint256 d, uint256 cumulativeAmount) private view returns (uint256) {
        uint256 settled = _extraOf(jobId, h).settled();
        if (cumulativeAmount <= settled) revert NoNewSettlement();
        if (cumulativeAmount > d.budget()) revert ExceedsBudget();
        return cumulativeAmount - settled;
    }

    function _checkPending(
        uint256 jobId,
        uint256 h,
        uint256 cumulativeAmount,
        bytes32 deliverable,
        bytes calldata optParams
    ) private view {
        if (
            !h.has(FLAG_PENDING)
                || pendingClaimHash[jobId] != keccak256(abi.encode(cumulativeAmount, deliverable, keccak256(optParams)))
        ) revert NoPendingClaim();
    }

    /// @dev Record the new cumulative amount (the head gains FLAG_EXTRA on the first), pay the delta.
    function _settle(
        uint256 jobId,
        uint256 h,
        uint256 d,
        uint256 cumulativeAmount,
        uint256 delta,
        bytes4 selector,
        bytes calldata optParams
    ) private {
        uint256 x = JobWords.extra(cumulativeAmount, _extraOf(jobId, h).feeBps());
        _extras[jobId] = x;
        _heads[jobId] = h.withFlag(FLAG_EXTRA);
        _release(jobId, selector, h, d, x, delta, optParams);
        emit Settled(jobId, cumulativeAmount, delta);
    }
}
