// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {EscrowAdmin} from "./EscrowAdmin.sol";
import {IDisburser} from "./IDisburser.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";
import {JobWords} from "./JobWords.sol";

/// @title EscrowCore
/// @notice The Escrow's job storage and the steps its functions share: hook calls (strict, or
///         guarded on exits), the rating hook, payouts with fees, IDisburser callbacks and
///         shortfalls, refunds, and the re-entry lock. See Escrow for the behaviour.
abstract contract EscrowCore is EscrowAdmin {
    using JobWords for uint256;
    using SafeERC20 for IERC20;

    /// @notice The reference's evaluation grace: a Submitted job is refundable from expiredAt + this,
    ///         and (an extension) no longer completable from then.
    uint256 public constant EVALUATION_GRACE_PERIOD = JobWords.GRACE;
    /// @notice The gas a job's hook (on exits) and the rating hook get; no more, never less.
    uint256 public constant HOOK_GAS = 200_000;
    uint256 internal constant BPS = 10_000;
    uint256 internal constant MAX_BUDGET = JobWords.MAX_BUDGET;

    // Statuses, as IEscrow.JobStatus.
    uint256 internal constant OPEN = 0;
    uint256 internal constant FUNDED = 1;
    uint256 internal constant SUBMITTED = 2;
    uint256 internal constant COMPLETED = 3;
    uint256 internal constant REJECTED = 4;
    uint256 internal constant EXPIRED = 5;

    // Head-word flags: which optional slots a job has, and its claim and dispute state.
    uint256 internal constant FLAG_EVALUATOR = 1; // the evaluator is not the client: _evaluators
    uint256 internal constant FLAG_HOOK = 2; // _hooks
    uint256 internal constant FLAG_AGENT = 4; // _agentIds
    uint256 internal constant FLAG_RECEIVER = 8; // _receivers
    uint256 internal constant FLAG_EXTRA = 16; // _extras: a platform fee or a settled amount
    uint256 internal constant FLAG_PENDING = 32; // pendingClaimHash is set
    uint256 internal constant FLAG_DISPUTED = 64;

    mapping(uint256 jobId => uint256) internal _heads;
    mapping(uint256 jobId => uint256) internal _deals;
    mapping(uint256 jobId => uint256) internal _extras;
    mapping(uint256 jobId => address) internal _evaluators;
    mapping(uint256 jobId => address) internal _hooks;
    mapping(uint256 jobId => address) internal _receivers;
    mapping(uint256 jobId => uint256) internal _agentIds;
    mapping(uint256 jobId => string) internal _descriptions;
    /// @notice The reference's pending claim: keccak256(abi.encode(cumulativeAmount, deliverable,
    ///         keccak256(optParams))), or zero.
    mapping(uint256 jobId => bytes32) public pendingClaimHash;
    /// @notice Every claim hash ever submitted for a job; none can be submitted twice.
    mapping(uint256 jobId => mapping(bytes32 claimHash => bool)) public submittedClaimHash;

    bool private transient _locked;
    /// @dev The job whose verdict the rating hook is hearing, plus one (0: none): the only job
    ///      whose record the hook may write (EscrowRatings.recordRating), and only then.
    uint256 internal transient _hearing;

    modifier nonReentrant() {
        if (_locked) revert ReentrancyGuardReentrantCall();
        _locked = true;
        _;
        _locked = false;
    }

    // ---------------------------------------------------------------- reads of a job

    /// @dev A job's head word; every job has a nonzero expiry.
    function _head(uint256 jobId) internal view returns (uint256 h) {
        h = _heads[jobId];
        if (h.expiredAt() == 0) revert InvalidJob();
    }

    function _evaluatorOf(uint256 jobId, uint256 h, uint256 d) internal view returns (address) {
        return h.has(FLAG_EVALUATOR) ? _evaluators[jobId] : d.client();
    }

    function _hookOf(uint256 jobId, uint256 h) internal view returns (address) {
        return h.has(FLAG_HOOK) ? _hooks[jobId] : address(0);
    }

    function _extraOf(uint256 jobId, uint256 h) internal view returns (uint256) {
        return h.has(FLAG_EXTRA) ? _extras[jobId] : 0;
    }

    function _expired(uint256 h) internal view returns (bool) {
        return block.timestamp >= h.expiredAt();
    }

    // ---------------------------------------------------------------- hooks

    /// @dev The job's hook before an ordinary step: a revert blocks the step.
    function _before(address hook, uint256 jobId, bytes4 selector, bytes memory data) internal {
        if (hook != address(0)) _hookCall(hook, IERC8183Hook.beforeAction.selector, jobId, selector, data, true);
    }

    function _after(address hook, uint256 jobId, bytes4 selector, bytes memory data) internal {
        if (hook != address(0)) _hookCall(hook, IERC8183Hook.afterAction.selector, jobId, selector, data, true);
    }

    /// @dev The job's hook around an exit: HOOK_GAS, a failure is reported and passed over.
    function _guarded(address hook, bool before, uint256 jobId, bytes4 selector, bytes memory data) internal {
        if (hook == address(0)) return;
        bytes4 fn = before ? IERC8183Hook.beforeAction.selector : IERC8183Hook.afterAction.selector;
        if (!_hookCall(hook, fn, jobId, selector, data, false)) emit HookFailed(jobId, selector);
    }

    /// @dev Tell the ledger's rating hook of a verdict, after everything else; never blocks it.
    function _rate(uint256 jobId, bytes4 selector, bytes memory data) internal {
        address r = ratingHook;
        if (r == address(0)) return;
        _hearing = jobId + 1;
        bool ok = _hookCall(r, IERC8183Hook.afterAction.selector, jobId, selector, data, false);
        _hearing = 0;
        if (!ok) emit RatingHookFailed(jobId, selector);
    }

    /// @dev `fn(jobId, selector, data)` on a hook, encoded by hand (one small copy of the code for
    ///      every call site), copying no return data. Strict: all the gas, a revert is bubbled up.
    ///      Otherwise exactly HOOK_GAS, reverting InsufficientGasForHook when the 63/64 rule would
    ///      hand the callee less, so no caller can starve a hook and pass the failure off as its own.
    function _hookCall(address target, bytes4 fn, uint256 jobId, bytes4 selector, bytes memory data, bool strict)
        private
        returns (bool ok)
    {
        uint256 g = gasleft();
        if (!strict) {
            if (g < HOOK_GAS + HOOK_GAS / 63 + 10_000) revert InsufficientGasForHook();
            g = HOOK_GAS;
        }
        assembly ("memory-safe") {
            let len := mload(data)
            let m := mload(0x40)
            mstore(m, fn)
            mstore(add(m, 4), jobId)
            mstore(add(m, 36), selector)
            mstore(add(m, 68), 0x60)
            mstore(add(m, 100), len)
            mcopy(add(m, 132), add(data, 32), len)
            mstore(add(add(m, 132), len), 0)
            ok := call(g, target, 0, m, add(132, and(add(len, 31), not(31))), 0, 0)
            if and(strict, iszero(ok)) {
                returndatacopy(m, 0, returndatasize())
                revert(m, returndatasize())
            }
        }
    }

    // ---------------------------------------------------------------- money

    /// @dev Pay `amount` of a job's budget out: the platform fee (fixed per job) to the treasury,
    ///      the rest to the payout receiver or the provider, whose IDisburser callback (if it is a
    ///      contract that advertises one) follows the transfer.
    function _release(uint256 jobId, bytes4 selector, uint256 h, uint256 d, uint256 x, uint256 amount, bytes calldata optParams)
        internal
    {
        address token = _tokenOf(d.tokenIndex());
        uint256 fee = (amount * x.feeBps()) / BPS;
        if (fee != 0) {
            address treasury = _config.treasury;
            emit PlatformFeePaid(jobId, treasury, _send(jobId, token, treasury, fee));
        }
        uint256 net = amount - fee;
        if (net == 0) return;
        address to = h.has(FLAG_RECEIVER) ? _receivers[jobId] : h.provider();
        net = _send(jobId, token, to, net);
        emit PaymentReleased(jobId, to, net);
        if (to.code.length != 0 && ERC165Checker.supportsInterface(to, type(IDisburser).interfaceId)) {
            IDisburser(to).onDisbursement(jobId, selector, token, net, optParams);
            emit Disbursed(jobId, to, selector, net);
        }
    }

    /// @dev Refund what is left of a job's budget to its client.
    function _refund(uint256 jobId, uint256 d, uint256 amount) internal {
        if (amount == 0) return;
        address client = d.client();
        emit Refunded(jobId, client, _send(jobId, _tokenOf(d.tokenIndex()), client, amount));
    }

    /// @dev Transfer `amount`, or all the escrow holds of `token` when that is less (a token that
    ///      rebased down): PaymentShortfall then. Returns what was paid.
    function _send(uint256 jobId, address token, address to, uint256 amount) internal returns (uint256) {
        bool ok;
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, 0xa9059cbb00000000000000000000000000000000000000000000000000000000)
            mstore(add(m, 4), to)
            mstore(add(m, 36), amount)
            ok := call(gas(), token, 0, m, 68, 0, 32)
            // as SafeERC20: true returned, or nothing returned by a contract
            ok := and(ok, or(and(gt(returndatasize(), 31), eq(mload(0), 1)), and(iszero(returndatasize()), gt(extcodesize(token), 0))))
        }
        if (ok) return amount;
        uint256 held = IERC20(token).balanceOf(address(this));
        if (held >= amount) {
            IERC20(token).safeTransfer(to, amount); // not a shortfall: the token's own error
            return amount;
        }
        if (held != 0) IERC20(token).safeTransfer(to, held);
        emit PaymentShortfall(jobId, amount, held);
        return held;
    }

    /// @dev Pull exactly `amount`: a token that delivers any other amount (a fee on transfer)
    ///      would leave the escrow unable to account for it.
    function _pull(address token, address from, uint256 amount) internal {
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(from, address(this), amount);
        if (IERC20(token).balanceOf(address(this)) != before + amount) revert UnexpectedFundedAmount();
    }

    // ---------------------------------------------------------------- parties

    function _checkAgent(uint256 agentId, address provider) internal view {
        if (address(identityRegistry) == address(0)) revert AgentIdsDisabled();
        if (!_ownsAgent(agentId, provider)) revert AgentNotOwned();
    }

    /// @dev Whether `provider` owns `agentId`; a burnt id (ownerOf reverts) is owned by no one.
    function _ownsAgent(uint256 agentId, address provider) internal view returns (bool) {
        try identityRegistry.ownerOf(agentId) returns (address holder) {
            return holder == provider;
        } catch {
            return false;
        }
    }
}
