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
///      runtime code next to the ledger itself (EIP-170's 24,576 bytes). Nor does it fit in this
///      factory's runtime code next to the factory's own, and whole in one contract's code it
///      could hardly grow (it came within 122 bytes of EIP-170): the constructor stores its halves as
///      the code of two data contracts (SSTORE2-style: a STOP byte, then the bytes), and `deploy`
///      copies both back to back with EXTCODECOPY before CREATE2. The init code, and so every
///      address, is the same as if it were embedded.
contract EscrowFactory is IEscrowDeployer {
    /// @notice The ledger that deployed this factory: the only caller of `deploy`, and the ledger
    ///         of every escrow it deploys.
    address public immutable ledger;
    /// @notice The data contract whose code is a STOP byte and the first half of the Escrow init code.
    address public immutable escrowInitCode;
    /// @notice The data contract whose code is a STOP byte and the rest of the Escrow init code.
    address public immutable escrowInitCodeTail;
    bytes32 private immutable _initCodeHash;

    // The parameters of the escrow being deployed, alive for one transaction at most.
    bool private transient _deploying;
    address private transient _asset;
    address private transient _identityRegistry;
    uint32 private transient _index;
    address private transient _owner;
    address private transient _arbiter;
    address private transient _treasury;
    uint16 private transient _platformFeeBps;
    address private transient _ratingHook;

    error NotLedger(address caller);
    error NotDeploying();
    error DataContractFailed();

    constructor() {
        ledger = msg.sender;
        bytes memory initCode = type(Escrow).creationCode;
        _initCodeHash = keccak256(initCode);
        uint256 half = initCode.length / 2;
        bytes memory tail = new bytes(initCode.length - half);
        assembly ("memory-safe") {
            mcopy(add(tail, 32), add(add(initCode, 32), half), mload(tail))
            mstore(initCode, half) // initCode is now its first half
        }
        escrowInitCode = _storeData(initCode);
        escrowInitCodeTail = _storeData(tail);
    }

    /// @dev Deploy a data contract whose code is a STOP byte followed by `bytes_`.
    function _storeData(bytes memory bytes_) private returns (address data) {
        // Its init code: copy what follows this 10-byte prefix (a STOP byte and the bytes, `n` in
        // all) to memory and return it as the code.
        //   61 nnnn  PUSH2 n | 80 DUP1 | 60 0a PUSH1 10 | 5f PUSH0 | 39 CODECOPY | 5f PUSH0 | f3 RETURN
        bytes memory creation = abi.encodePacked(hex"61", uint16(bytes_.length + 1), hex"80600a5f395ff3", hex"00", bytes_);
        assembly ("memory-safe") {
            data := create(0, add(creation, 32), mload(creation))
        }
        if (data == address(0)) revert DataContractFailed();
    }

    /// @notice keccak256 of the Escrow init code, the same for every escrow.
    function escrowInitCodeHash() external view returns (bytes32) {
        return _initCodeHash;
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
        _ratingHook = p.ratingHook;
        address head = escrowInitCode;
        address tail = escrowInitCodeTail;
        uint256 salt = p.index;
        assembly ("memory-safe") {
            let headSize := sub(extcodesize(head), 1)
            let size := add(headSize, sub(extcodesize(tail), 1))
            let m := mload(0x40)
            extcodecopy(head, m, 1, headSize)
            extcodecopy(tail, add(m, headSize), 1, sub(size, headSize))
            escrow := create2(0, m, size, salt)
            if iszero(escrow) {
                returndatacopy(m, 0, returndatasize())
                revert(m, returndatasize())
            }
        }
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
        p.ratingHook = _ratingHook;
    }
}
