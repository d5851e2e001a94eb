// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The trust-oracle shape of the ERC-8183 reference's `TrustBasedEvaluator` (base-contracts
///         PR #9): one record per address, `getUserData(address)` (selector 0xffc9896b). Hooks and
///         evaluators written against this interface alone can gate jobs on repledger
///         (ReputationOracle implements it).
/// @dev Two readers of this selector exist in the reference, and they disagree on the record:
///      `TrustBasedEvaluator` decodes these four fields; the older `TrustGateACPHook` decodes two,
///      `(uint256 reputationScore, bool initialized)`. One answer cannot serve both: the 2-field
///      reader takes `totalReviews` as its `bool` and reverts (Solidity's decoder refuses a bool
///      word above 1) for any agent rated twice or more, and the 4-field reader reverts on the
///      2-field answer (too short). The four fields are chosen (issue 18): they are the superset,
///      the newer reader's, and a reader that gets them can tell evidence from its absence and its
///      age; a 2-field reader needs an adapter of its own.
interface ITrustOracle {
    struct UserReputation {
        uint256 reputationScore; // ReputationOracle: the Wilson lower bound in bps (0..10000)
        uint256 totalReviews; // lifetime number of ratings; never decays
        bool initialized; // the agent has evidence: decayed weight above zero
        uint256 lastUpdated; // start (unix time) of the epoch of its last rating; 0 without evidence
    }

    function getUserData(address user) external view returns (UserReputation memory);
}

/// @notice The trust-oracle call of the ERC-8183 hook-contracts' `TrustGateHook` (PR #9), the
///         newest reference hook: whether an agent, named by its id in a registry on a chain,
///         scores at least `threshold` on a 0..100 scale (selector 0x7da4955a).
interface IAgentTrustOracle {
    function meetsThreshold(uint256 agentId, uint256 chainId, string calldata registry, uint8 threshold)
        external
        view
        returns (bool);
}
