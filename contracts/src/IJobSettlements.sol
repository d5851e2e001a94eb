// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

// Rating kinds (SPEC §5). One rating per (agent, job), whatever its kind.
uint8 constant KIND_AUTO = 0; // derived from the job's outcome signals by the rubric
uint8 constant KIND_BUYER = 1; // the client's own explicit rating, given at settlement
uint8 constant KIND_DISPUTE = 2; // the arbiter's rating after a dispute; counts into `disputed`

/// @notice What a ReputationLedger needs to know about a job before it accepts a rating for it.
/// @dev Kept to one view so that the ledger's escrow check is a single external call.
interface IJobSettlements {
    struct RatingTerms {
        bool completed; // the job reached Completed and its budget was paid to the provider
        uint8 kind; // which kind of rating the settlement allows (KIND_*)
        uint8 explicitRating; // the buyer's or arbiter's rating for KIND_BUYER / KIND_DISPUTE, else 0
        address client; // who paid
        address token; // the ERC-20 the job was paid in
        uint256 agentId; // the provider's ERC-8004 agent id, else the provider address as an integer
        uint256 amount; // the settled amount, in the token's base units
    }

    function ratingTerms(uint256 jobId) external view returns (RatingTerms memory);
}
