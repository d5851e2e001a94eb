// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {KIND_AUTO, KIND_BUYER} from "./IRatingSource.sol";
import {Rubric} from "./Rubric.sol";

/// @title RatingHookJobs
/// @notice The rating hook's pure and read-only helpers (docs/rating-hook.md): reading an
///         ERC-8183 reference escrow's `getJob` defensively, and reading `complete`'s outcome
///         word from its hook data without `abi.decode`. Nothing here reverts on what an escrow
///         sends or answers: a malformed answer is reported, never thrown.
library RatingHookJobs {
    /// @notice ERC-8183 `getJob(uint256)`.
    bytes4 internal constant GET_JOB_SELECTOR = 0xbf22c457;

    uint256 private constant ADDRESS_MASK = (1 << 160) - 1;
    uint256 private constant UINT48_MASK = (1 << 48) - 1;
    // getJob's answer, read as words: the tuple's offset, then the Job's 13 head words.
    uint256 private constant JOB_WORDS = 14;
    uint256 private constant W_CLIENT = 1;
    uint256 private constant W_STATUS = 2;
    uint256 private constant W_PROVIDER = 3;
    uint256 private constant W_EXPIRED_AT = 4;
    uint256 private constant W_EVALUATOR = 5;
    uint256 private constant W_SUBMITTED_AT = 6;
    uint256 private constant W_BUDGET = 7;
    uint256 private constant W_HOOK = 8;
    uint256 private constant W_TOKEN = 9;
    uint256 private constant W_AGENT_ID = 10;

    /// @dev The Job fields the hook reads from getJob.
    struct Job {
        address client;
        address provider;
        address evaluator;
        address hook;
        address token;
        uint256 status;
        uint256 budget;
        uint256 agentId;
        uint256 expiredAt;
        uint256 submittedAt;
    }

    /// @notice getJob(jobId) of `escrow` in the reference's layout: a tuple offset of 32, then
    ///         client, status, provider, expiredAt, evaluator, submittedAt, budget, hook,
    ///         paymentToken, providerAgentId, … Only the head is copied, whatever the
    ///         description's length. ok is false when the call fails or the answer is not in that
    ///         shape (an address word above 160 bits, a time above 48).
    function readJob(address escrow, uint256 jobId) internal view returns (bool ok, Job memory j) {
        bytes memory input = abi.encodeWithSelector(GET_JOB_SELECTOR, jobId);
        uint256[JOB_WORDS] memory w;
        bool success;
        uint256 size;
        assembly ("memory-safe") {
            success := staticcall(gas(), escrow, add(input, 32), mload(input), 0, 0)
            size := returndatasize()
            if and(success, iszero(lt(size, mul(JOB_WORDS, 32)))) { returndatacopy(w, 0, mul(JOB_WORDS, 32)) }
        }
        if (!success || size < JOB_WORDS * 32 || w[0] != 32) return (false, j);
        if ((w[W_CLIENT] | w[W_PROVIDER] | w[W_EVALUATOR] | w[W_HOOK] | w[W_TOKEN]) > ADDRESS_MASK) return (false, j);
        if ((w[W_EXPIRED_AT] | w[W_SUBMITTED_AT]) > UINT48_MASK) return (false, j);
        j.client = address(uint160(w[W_CLIENT]));
        j.status = w[W_STATUS];
        j.provider = address(uint160(w[W_PROVIDER]));
        j.expiredAt = w[W_EXPIRED_AT];
        j.evaluator = address(uint160(w[W_EVALUATOR]));
        j.submittedAt = w[W_SUBMITTED_AT];
        j.budget = w[W_BUDGET];
        j.hook = address(uint160(w[W_HOOK]));
        j.token = address(uint160(w[W_TOKEN]));
        j.agentId = w[W_AGENT_ID];
        return (true, j);
    }

    /// @notice The rating `complete`'s outcome signals give, from its data (actor, reason,
    ///         optParams): untagged optParams rate as the free-form base, kind auto; a tagged
    ///         word rates by the rubric, or as the client's buyer rating when the client is the
    ///         job's evaluator and completed it. Malformed data, an invalid word, or a buyer
    ///         rating from anyone else: not rateable.
    function outcome(bytes calldata data, address client, address evaluator)
        internal
        pure
        returns (uint256 word, uint8 kind, uint8 rating, bool rateable)
    {
        (bool ok, address actor, uint256 w) = decodeComplete(data);
        if (!ok) return (w, KIND_AUTO, 0, false);
        if (w >> 248 != Rubric.OUTCOME_TAG) return (0, KIND_AUTO, Rubric.rate(0), true);
        if (!Rubric.isValid(w)) return (w, KIND_AUTO, 0, false);
        if (!Rubric.hasBuyerRating(w)) return (w, KIND_AUTO, Rubric.rate(w), true);
        if (actor != client || evaluator != client) return (w, KIND_BUYER, 0, false);
        return (w, KIND_BUYER, Rubric.buyerRating(w), true);
    }

    /// @notice abi.encode(address actor, bytes32 reason, bytes optParams), read defensively:
    ///         ok is false when it is not that encoding. `word` is optParams' first 32 bytes (0
    ///         when shorter).
    function decodeComplete(bytes calldata data) internal pure returns (bool ok, address actor, uint256 word) {
        if (data.length < 96) return (false, address(0), 0);
        uint256 a = uint256(bytes32(data[0:32]));
        uint256 off = uint256(bytes32(data[64:96]));
        if (a > ADDRESS_MASK || off > data.length - 32) return (false, address(0), 0);
        uint256 len = uint256(bytes32(data[off:off + 32]));
        if (len > data.length - off - 32) return (false, address(0), 0);
        if (len >= 32) word = uint256(bytes32(data[off + 32:off + 64]));
        return (true, address(uint160(a)), word);
    }
}
