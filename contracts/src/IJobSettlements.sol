// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

// Rating kinds (docs/design.md §5). One rating per (agent, job), whatever its kind.
uint8 constant KIND_AUTO = 0; // derived from the job's outcome signals by the rubric
uint8 constant KIND_BUYER = 1; // the client's own explicit rating, given at settlement
uint8 constant KIND_DISPUTE = 2; // the arbiter's rating after a dispute; counts into `disputed`

/// @notice What a ReputationLedger needs from the escrow whose jobs it rates.
/// @dev The replay guard lives with the job: the escrow marks a job rated inside its own job
///      record, a slot that already holds data, so a rating never pays for a fresh storage slot
///      (22,100 gas) to remember that it happened. That binds an escrow to one ledger, fixed at
///      deployment (`ledger`).
interface IJobSettlements {
    struct RatingTerms {
        bool completed; // the job reached Completed and its budget was paid to the provider
        bool rated; // the ledger has already taken this job's one rating
        uint8 kind; // which kind of rating the settlement allows (KIND_*)
        uint8 explicitRating; // the buyer's or arbiter's rating for KIND_BUYER / KIND_DISPUTE, else 0
        address client; // who paid
        address token; // the ERC-20 the job was paid in
        uint256 agentId; // the provider's ERC-8004 agent id, else the provider address as an integer
        uint256 amount; // the settled amount, in the token's base units
    }

    /// @notice The one ledger allowed to call `consumeRating` (zero: none).
    function ledger() external view returns (address);

    /// @notice A job's terms, read only.
    function ratingTerms(uint256 jobId) external view returns (RatingTerms memory);

    /// @notice The job's terms as they were before this call; marks a completed job rated.
    ///         Only `ledger` may call it. A ledger that rejects the rating reverts, which undoes
    ///         the mark.
    function consumeRating(uint256 jobId) external returns (RatingTerms memory);
}

/// @notice What an escrow checks about the ledger it is bound to.
interface IBoundLedger {
    function escrow() external view returns (IJobSettlements);
}
