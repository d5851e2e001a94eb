// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowClaims} from "./EscrowClaims.sol";
import {IRatingSource, KIND_DISPUTE} from "./IRatingSource.sol";
import {JobWords} from "./JobWords.sol";

/// @title EscrowRatings
/// @notice Where the ledger's rating hook keeps its record of this escrow's verdicts: in the
///         job's own two words (JobWords), not in slots of its own. The escrow computes no
///         rating and never reads optParams; the rating hook does (RatingHookFactory), and while
///         the escrow tells it of a verdict it may write that job's record once: the rating, its
///         kind, whether it may be rated. The ledger then pulls the rating from here
///         (IRatingSource.consumeRating), which marks it rated.
/// @dev Why here: a record in the hook's own storage is two fresh slots at every verdict
///      (44,200 gas); in the job's words it is a rewrite of a slot the verdict has just read
///      (2,900) and of one it has just written (100). The ledger reads the same two words from
///      here that it would have read from the hook, so a rating costs what it did.
abstract contract EscrowRatings is EscrowClaims, IRatingSource {
    using JobWords for uint256;

    /// @notice The job has no record of the rating hook (no verdict heard, or one not recorded).
    error NotRecorded(uint256 jobId);
    /// @notice The rating hook recorded the job not rateable (its outcome could not be rated).
    error NotRateable(uint256 jobId);
    /// @notice A record outside 0..100, or of a kind beyond KIND_DISPUTE.
    error RecordOutOfRange(uint256 rating, uint256 kind);

    uint256 private constant MAX_RATING = 100;

    /// @notice The rating hook's record of the verdict it is hearing: `rating` (0..100; 0 when
    ///         not rateable), `kind` (IRatingSource KIND_*), whether the ledger may rate it. Only
    ///         the rating hook, only for the job whose verdict it is being told of, once.
    function recordRating(uint256 jobId, uint256 rating, uint256 kind, bool rateable) external {
        if (msg.sender != ratingHook || _hearing != jobId + 1) revert Unauthorized();
        if (rating > MAX_RATING || kind > KIND_DISPUTE) revert RecordOutOfRange(rating, kind);
        uint256 h = _heads[jobId];
        if (h.recorded()) revert WrongStatus();
        _heads[jobId] = h.withRecord(kind);
        _deals[jobId] = _deals[jobId].withNote(rating, rateable);
    }

    /// @inheritdoc IRatingSource
    /// @dev All zero until the rating hook records the job. `completedAt` is the verdict's time
    ///      (for a claimRefund, at most expiredAt + 1 hour); the agent is the job's ERC-8004 id,
    ///      bound at fund, else the provider as an integer.
    function ratingTerms(uint256 jobId) public view returns (RatingTerms memory t) {
        uint256 h = _heads[jobId];
        if (!h.recorded()) return t;
        uint256 d = _deals[jobId];
        t.completed = true;
        t.rateable = d.rateable();
        t.rated = h.rated();
        t.kind = uint8(h.kind());
        t.rating = uint8(d.rating());
        t.completedAt = uint40(h.verdictAt());
        t.client = d.client();
        t.budget = uint96(d.budget());
        t.agentId = h.has(FLAG_AGENT) ? _agentIds[jobId] : uint160(h.provider());
    }

    /// @inheritdoc IRatingSource
    /// @dev The ledger only. Reverts NotRecorded or NotRateable; a job already rated comes back
    ///      with `rated` set and unchanged (the ledger skips it in a batch).
    function consumeRating(uint256 jobId) external returns (RatingTerms memory t) {
        if (msg.sender != ledger) revert Unauthorized();
        t = ratingTerms(jobId);
        if (!t.completed) revert NotRecorded(jobId);
        if (!t.rateable) revert NotRateable(jobId);
        if (!t.rated) _heads[jobId] = _heads[jobId].withRated();
    }

    /// @notice What the rating hook reads of a job at its verdict: the job's two words as
    ///         JobWords lays them out, its evaluator, and its ERC-8004 agent id (0: none). Zeros
    ///         for an unknown id. (Raw words keep this escrow's code, which must fit EIP-170 and
    ///         sit inside the ledger's init code, small; the hook decodes them with JobWords.)
    function jobWords(uint256 jobId) external view returns (uint256 head, uint256 deal, address evaluator, uint256 agentId) {
        head = _heads[jobId];
        deal = _deals[jobId];
        evaluator = _evaluatorOf(jobId, head, deal);
        if (head.has(FLAG_AGENT)) agentId = _agentIds[jobId];
    }
}
