// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Escrow} from "./Escrow.sol";
import {IJobSettlements, IBoundLedger, KIND_AUTO} from "./IJobSettlements.sol";

/// @title ScriptedSettlements
/// @notice A test double of the escrow for differential tests of the ledger's arithmetic and for
///         load tests of the settler: every job id is a completed job whose terms are written in
///         the id itself, so a test can submit any rating without first settling a job, and
///         `settleMany` announces thousands of settlements in one transaction with the Escrow's
///         own JobCompleted event. TEST CHAINS ONLY: a ledger paired with
///         it accepts whatever its scorer claims. Production ledgers are paired with `Escrow`.
/// @dev Job id layout, low bits first: amount (96), kind (8), explicit rating (8), agent id (64),
///      and an 80-bit nonce that keeps ids distinct. Each job must have its own nonce: the rated
///      marks are a bitmap over nonces (two ids with one nonce share a mark), so that marking
///      costs no fresh slot, as with the real escrow. It is cheaper than the real escrow all the
///      same (no cold job record to read, consecutive marks share a slot): about 14k gas per
///      rating in a batch against 23k, so gas figures come from the Escrow, never from this.
contract ScriptedSettlements is IJobSettlements {
    /// @notice The client every scripted job was paid by.
    address public immutable payer;
    /// @notice The token every scripted job was paid in.
    address public immutable token;
    /// @inheritdoc IJobSettlements
    address public immutable ledger;

    mapping(uint256 word => uint256 bits) private _rated; // bit (nonce & 255) of word (nonce >> 8)

    error LedgerNotBound(address ledger);
    error NotLedger(address caller);

    /// @param ledger_ a ledger already deployed with this contract's address as its escrow, or zero
    constructor(address payer_, address token_, address ledger_) {
        if (ledger_ != address(0) && address(IBoundLedger(ledger_).escrow()) != address(this)) {
            revert LedgerNotBound(ledger_);
        }
        payer = payer_;
        token = token_;
        ledger = ledger_;
    }

    /// @inheritdoc IJobSettlements
    function ratingTerms(uint256 jobId) public view returns (RatingTerms memory t) {
        t.completed = true;
        t.rated = _rated[jobId >> 184] & _bit(jobId) != 0;
        t.amount = uint96(jobId);
        t.kind = uint8(jobId >> 96);
        t.explicitRating = uint8(jobId >> 104);
        t.agentId = uint64(jobId >> 112);
        t.client = payer;
        t.token = token;
    }

    /// @inheritdoc IJobSettlements
    function consumeRating(uint256 jobId) external returns (RatingTerms memory t) {
        if (msg.sender != ledger) revert NotLedger(msg.sender);
        t = ratingTerms(jobId);
        _rated[jobId >> 184] |= _bit(jobId);
    }

    /// @notice Announce `n` auto-kind settlements as Escrow.JobCompleted events, with nonces from
    ///         `firstNonce`, agents cycling through `firstAgent` .. `firstAgent + agents - 1` and
    ///         `amount` each; the critic found 0, 1 or 2 violations in turn. Load tests only.
    /// @return firstJobId the job id of the first settlement
    function settleMany(uint80 firstNonce, uint256 n, uint64 firstAgent, uint64 agents, uint96 amount)
        external
        returns (uint256 firstJobId)
    {
        for (uint256 i; i < n; ++i) {
            uint64 agent = firstAgent + uint64(i % agents);
            uint256 jobId = jobIdOf(amount, KIND_AUTO, 0, agent, firstNonce + uint80(i));
            if (i == 0) firstJobId = jobId;
            Escrow.Outcome memory o;
            o.shipped = true;
            o.criticRan = true;
            o.violations = uint8(i % 3);
            emit Escrow.JobCompleted(
                jobId, agent, payer, address(uint160(agent)), token, amount, bytes32(0), o, KIND_AUTO, 0
            );
        }
    }

    function _bit(uint256 jobId) private pure returns (uint256) {
        return 1 << ((jobId >> 176) & 0xff);
    }

    /// @notice The job id that `ratingTerms` decodes into these terms.
    function jobIdOf(uint96 amount, uint8 kind, uint8 explicitRating, uint64 agentId, uint80 nonce)
        public
        pure
        returns (uint256)
    {
        return uint256(amount) | (uint256(kind) << 96) | (uint256(explicitRating) << 104)
            | (uint256(agentId) << 112) | (uint256(nonce) << 176);
    }
}
