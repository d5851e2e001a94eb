// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The trust-oracle shape the ERC-8183 reference's TrustGateACPHook reads: one score per
///         address and whether there is anything behind it. Hooks written against this interface
///         alone can gate jobs on repledger (ReputationOracle implements it).
interface ITrustOracle {
    struct UserReputation {
        uint256 reputationScore;
        bool initialized;
    }

    function getUserData(address user) external view returns (UserReputation memory);
}
