// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice What a new Escrow reads from the factory deploying it. The escrow's constructor takes no
///         arguments and asks its deployer instead (the "deployer parameters" pattern), so every
///         escrow has the same init code and its address follows from the factory and its index
///         alone: keccak256(0xff ++ factory ++ bytes32(index) ++ keccak256(Escrow init code))[12:].
interface IEscrowDeployer {
    struct EscrowParameters {
        address ledger; // the ReputationLedger the escrow belongs to
        address asset; // the ledger's asset: always allowed
        address identityRegistry; // ERC-8004 identity registry (ERC-721) for agent ids; zero disables them
        uint32 index; // the escrow's index in its ledger (the CREATE2 salt)
        address owner; // the marketplace operator: fees, treasury, arbiter, token and hook allow-lists
        address arbiter; // resolves disputes
        address treasury; // receives the platform fee
        uint16 platformFeeBps; // platform fee in basis points, taken from each payout
        address ratingHook; // the ledger's ERC-8183 rating hook, told of every verdict; zero: none
    }

    /// @notice The parameters of the escrow being deployed; valid only during its deployment.
    function parameters() external view returns (EscrowParameters memory);
}
