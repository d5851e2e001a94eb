// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Escrow} from "./Escrow.sol";
import {IEscrowDeployer} from "./IEscrowDeployer.sol";

/// @title EscrowFactory
/// @notice Deploys a ReputationLedger's escrows with CREATE2, one per marketplace. The ledger
///         deploys this factory in its own constructor, so the pair exists whole or not at all,
///         and only that ledger may deploy through it. The escrow's constructor takes no arguments:
///         it reads them from `parameters()` during its deployment (the Uniswap V3 "deployer
///         parameters" pattern), so all escrows share one init code and the ledger derives an
///         escrow's address from its index alone, without a storage read:
///             address = keccak256(0xff ++ factory ++ bytes32(index) ++ escrowInitCodeHash)[12:]
/// @dev A separate contract only because the escrow's init code would not fit in the ledger's
///      runtime code next to the ledger itself (EIP-170's 24,576 bytes).
contract EscrowFactory is IEscrowDeployer {
    /// @notice The ledger that deployed this factory: the only caller of `deploy`, and the ledger
    ///         of every escrow it deploys.
    address public immutable ledger;

    // The parameters of the escrow being deployed, alive for one transaction at most.
    bool private transient _deploying;
    address private transient _asset;
    address private transient _identityRegistry;
    uint32 private transient _index;
    address private transient _owner;
    address private transient _arbiter;
    address private transient _treasury;
    uint16 private transient _platformFeeBps;

    error NotLedger(address caller);
    error NotDeploying();

    constructor() {
        ledger = msg.sender;
    }

    /// @notice keccak256 of the Escrow init code, the same for every escrow. Computed from the copy
    ///         `deploy` uses (not in the constructor, which would embed the init code a second time).
    function escrowInitCodeHash() external pure returns (bytes32) {
        return keccak256(type(Escrow).creationCode);
    }

    /// @notice Deploy the escrow at index `p.index` with these parameters. Ledger only; the
    ///         escrow's ledger is always this factory's ledger, whatever `p.ledger` says.
    function deploy(EscrowParameters calldata p) external returns (address escrow) {
        if (msg.sender != ledger) revert NotLedger(msg.sender);
        _deploying = true;
        _asset = p.asset;
        _identityRegistry = p.identityRegistry;
        _index = p.index;
        _owner = p.owner;
        _arbiter = p.arbiter;
        _treasury = p.treasury;
        _platformFeeBps = p.platformFeeBps;
        escrow = address(new Escrow{salt: bytes32(uint256(p.index))}());
        _deploying = false;
    }

    /// @inheritdoc IEscrowDeployer
    function parameters() external view returns (EscrowParameters memory p) {
        if (!_deploying) revert NotDeploying();
        p.ledger = ledger;
        p.asset = _asset;
        p.identityRegistry = _identityRegistry;
        p.index = _index;
        p.owner = _owner;
        p.arbiter = _arbiter;
        p.treasury = _treasury;
        p.platformFeeBps = _platformFeeBps;
    }
}
