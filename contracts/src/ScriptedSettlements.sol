// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IJobSettlements, IBoundLedger} from "./IJobSettlements.sol";

/// @title ScriptedSettlements
/// @notice A test double of the escrow for differential tests of the ledger's arithmetic: every
///         job id is a completed job whose terms are written in the id itself, so a test can
///         submit any rating without first settling a job. TEST CHAINS ONLY: a ledger paired with
///         it accepts whatever its scorer claims. Production ledgers are paired with `Escrow`.
/// @dev Job id layout, low bits first: amount (96), kind (8), explicit rating (8), agent id (64),
///      and 80 free bits that keep ids distinct.
contract ScriptedSettlements is IJobSettlements {
    /// @notice The client every scripted job was paid by.
    address public immutable payer;
    /// @notice The token every scripted job was paid in.
    address public immutable token;
    /// @inheritdoc IJobSettlements
    address public immutable ledger;

    mapping(uint256 jobId => bool) private _rated;

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
        t.rated = _rated[jobId];
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
        _rated[jobId] = true;
    }

    /// @notice The job id that `ratingTerms` decodes into these terms.
    function jobIdOf(uint96 amount, uint8 kind, uint8 explicitRating, uint64 agentId, uint80 nonce)
        external
        pure
        returns (uint256)
    {
        return uint256(amount) | (uint256(kind) << 96) | (uint256(explicitRating) << 104)
            | (uint256(agentId) << 112) | (uint256(nonce) << 176);
    }
}
