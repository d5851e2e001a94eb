// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ReputationLedger} from "./ReputationLedger.sol";
import {IRatingSource, KIND_AUTO, KIND_DISPUTE} from "./IRatingSource.sol";
import {Rubric} from "./Rubric.sol";

/// @title ScriptedSettlements
/// @notice TEST CHAINS ONLY. A ReputationLedger whose escrow 0 is scripted: every job id of escrow
///         0 is a completed, rateable job whose terms are written in the id itself, so a test can
///         submit any rating (any weight, rating, kind and completion epoch, for any agent)
///         without settling a job first, and `settleMany` announces thousands of settlements in
///         one transaction with its own JobSettled event. Escrows created with
///         `createEscrow` (index 1 on) are real and rated exactly as by the production ledger;
///         the arithmetic, the reads and the events are the production ledger's, inherited.
///         It replaces v1's escrow double: v2 ledgers only talk to escrows of their own factory.
/// @dev Job id layout of escrow 0 (it fits a batch key's 224 bits), low bits first: amount (64),
///      kind (8), rating (8), agent id (64), completion epoch (32), nonce (48). Each job must have
///      its own nonce: the replay guard is a bitmap over nonces (two ids with one nonce share a
///      mark), so that marking costs no fresh slot, as with the real escrow. It is cheaper than a
///      real escrow all the same (no external call, no cold job record), so gas figures come from
///      real escrows, never from this.
contract ScriptedSettlements is ReputationLedger {
    /// @notice The client every scripted job was paid by.
    address public immutable payer;

    mapping(uint256 word => uint256 bits) private _ratedNonces; // bit (nonce & 255) of word nonce >> 8

    /// @notice What a job's rating will be: the event the settler follows for this double, as it
    ///         once did for the ledger's escrows (they keep no ratings since issue 18).
    event JobSettled(
        uint256 indexed jobId, uint256 indexed agentId, uint8 kind, uint8 rating, uint256 outcome, bool rateable
    );

    error ScriptedTermsInvalid(uint256 jobId);
    error ScriptedCompletionInFuture(uint256 jobId, uint256 completionEpoch);

    constructor(
        address admin_,
        address scorer_,
        address asset_,
        uint256 epochLength_,
        uint256 weightCap_,
        address payer_
    ) ReputationLedger(admin_, scorer_, asset_, address(0), epochLength_, weightCap_) {
        if (payer_ == address(0)) revert ZeroAddress("payer");
        payer = payer_;
        _config.escrowCount = 1; // escrow 0 is this contract
        emit EscrowCreated(0, address(this), admin_, admin_, admin_, 0);
    }

    /// @notice The job id of escrow 0 that carries these terms.
    function jobIdOf(uint64 amount, uint8 kind, uint8 rating, uint64 agentId, uint32 completionEpoch, uint48 nonce)
        internal
        pure
        returns (uint256)
    {
        return uint256(amount) | (uint256(kind) << 64) | (uint256(rating) << 72) | (uint256(agentId) << 80)
            | (uint256(completionEpoch) << 144) | (uint256(nonce) << 176);
    }

    /// @notice Announce `n` auto-kind settlements of escrow 0, completed in the current epoch, as
    ///         Escrow.JobSettled events: nonces from `firstNonce`, agents cycling through
    ///         `firstAgent` .. `firstAgent + agents − 1`, `amount` each; the outcome is shipped, the
    ///         critic ran and found 0, 1 or 2 violations in turn. Load tests only.
    /// @return firstJobId the job id of the first settlement
    function settleMany(uint48 firstNonce, uint256 n, uint64 firstAgent, uint64 agents, uint64 amount)
        external
        returns (uint256 firstJobId)
    {
        uint32 epoch = uint32(currentEpoch());
        for (uint256 i; i < n; ++i) {
            uint64 agent = firstAgent + uint64(i % agents);
            uint256 outcome = (Rubric.OUTCOME_TAG << 248) | Rubric.SHIPPED | Rubric.CRITIC_RAN
                | ((i % 3) << Rubric.VIOLATIONS_SHIFT);
            uint8 rating = Rubric.rate(outcome);
            uint256 jobId = jobIdOf(amount, KIND_AUTO, rating, agent, epoch, firstNonce + uint48(i));
            if (i == 0) firstJobId = jobId;
            emit JobSettled(jobId, agent, KIND_AUTO, rating, outcome, true);
        }
    }

    function _consume(Config memory c, uint256 escrowIndex, uint256 jobId)
        internal
        override
        returns (address escrow, IRatingSource.RatingTerms memory t)
    {
        if (escrowIndex != 0) return super._consume(c, escrowIndex, jobId);
        t = _scripted(jobId);
        escrow = address(this);
        (uint256 word, uint256 bit) = _nonceBit(jobId);
        uint256 bits = _ratedNonces[word];
        t.rated = bits & bit != 0;
        if (!t.rated) _ratedNonces[word] = bits | bit;
    }

    function _isRated(uint256 escrowIndex, uint256 jobId) internal view override returns (bool) {
        if (escrowIndex != 0) return super._isRated(escrowIndex, jobId);
        (uint256 word, uint256 bit) = _nonceBit(jobId);
        return _ratedNonces[word] & bit != 0;
    }

    function _escrowAt(uint256 index) internal view override returns (address) {
        return index == 0 ? address(this) : super._escrowAt(index);
    }

    /// @dev The terms written in a job id, checked as a real escrow would guarantee them.
    function _scripted(uint256 jobId) private view returns (IRatingSource.RatingTerms memory t) {
        uint256 amount = uint64(jobId);
        uint8 kind = uint8(jobId >> 64);
        uint8 rating = uint8(jobId >> 72);
        uint256 epoch = uint32(jobId >> 144);
        if (jobId >> KEY_SHIFT != 0 || amount == 0 || kind > KIND_DISPUTE || rating > Rubric.MAX_RATING) {
            revert ScriptedTermsInvalid(jobId);
        }
        if (epoch > currentEpoch()) revert ScriptedCompletionInFuture(jobId, epoch);
        t.completed = true;
        t.rateable = true;
        t.kind = kind;
        t.rating = rating;
        t.completedAt = uint40(epoch * epochLength);
        t.client = payer;
        t.budget = uint96(amount);
        t.agentId = uint64(jobId >> 80);
    }

    function _nonceBit(uint256 jobId) private pure returns (uint256 word, uint256 bit) {
        uint256 nonce = uint48(jobId >> 176);
        return (nonce >> 8, 1 << (nonce & 255));
    }
}
