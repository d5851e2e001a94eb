// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

// Rating kinds (docs/design.md §5). One rating per (escrow, job), whatever its kind.
uint8 constant KIND_AUTO = 0; // the rubric applied to the outcome signals recorded at completion
uint8 constant KIND_BUYER = 1; // the client's own rating, given when it completed the job as its evaluator
uint8 constant KIND_DISPUTE = 2; // the arbiter's rating when it resolved a dispute (paid or refunded)

/// @notice What the ReputationLedger reads from an escrow of its own factory (where the rating
///         hook keeps its record of the job: EscrowRatings), or from a registered source it pulls
///         (the rating hook, for foreign escrows), to rate one job.
/// @dev The escrow, not the scorer, says what a job's rating is: the rating, its kind, the weight's
///      basis (the full budget) and the completion time are fixed when the job completes. The replay
///      guard lives in the job's own record (a bit in a slot the ledger reads anyway), so a rating
///      never pays for a fresh storage slot to remember that it happened.
interface IRatingSource {
    struct RatingTerms {
        bool completed; // the job reached Completed: its provider was paid
        bool rateable; // paid in the ledger's asset, budget > 0, agent id (if any) still the provider's at completion
        bool rated; // the ledger has taken this job's one rating
        uint8 kind; // KIND_*
        uint8 rating; // 0..100: the rubric of the recorded outcome, or the buyer's, or the arbiter's rating
        uint40 completedAt; // block timestamp of the completion (0 until completed)
        address client; // who paid: the rating's payer
        uint96 budget; // the full budget in base units of the asset, before any fee
        uint256 agentId; // the provider's ERC-8004 agent id, else the provider address as an integer
    }

    /// @notice A job's rating terms, read only.
    function ratingTerms(uint256 jobId) external view returns (RatingTerms memory);

    /// @notice The job's terms as they were before this call, and the job marked rated. Only the
    ///         escrow's ledger may call it; it reverts unless the job is completed and rateable.
    ///         A ledger that refuses the rating reverts, which undoes the mark.
    function consumeRating(uint256 jobId) external returns (RatingTerms memory);
}
