// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {X402Source} from "../../src/X402Source.sol";

/// @notice The signing cheatcode, at forge's fixed cheatcode address (Base declares the rest).
interface VmSigner {
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
}

/// @notice The Fixture's ledger with an x402 source registered on it, and the payer's two
///         signatures: the EIP-3009 authorization (as an x402 client signs it) and the outcome.
abstract contract X402Fixture is Fixture {
    VmSigner internal constant signer = VmSigner(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant WINDOW = 1 days;
    uint256 internal constant PAYER_KEY = 0xBA1E5;
    uint256 internal constant OTHER_KEY = 0x0DD;
    uint256 internal constant AUTH_LIFETIME = 10 minutes;

    X402Source internal source;
    uint32 internal sourceIndex;
    address internal payer;
    address internal agentWallet = address(0xA6E47); // the payee, an agent known by its address
    address internal facilitator = address(0xFAC);

    function setUp() public virtual override {
        super.setUp();
        source = new X402Source(address(ledger), WINDOW);
        vm.prank(admin);
        sourceIndex = ledger.registerSource(address(source));
        payer = vm.addr(PAYER_KEY);
        token.mint(payer, 1_000 * U);
        token.mint(agentWallet, 1 * U); // a running agent already holds the asset
    }

    /// @notice The payer's EIP-3009 authorization to pay `value` to `to`, 65 bytes.
    function authorize(uint256 key, address to, uint256 value, bytes32 nonce) internal view returns (bytes memory) {
        bytes32 structHash = keccak256(
            abi.encode(
                token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(),
                vm.addr(key),
                to,
                value,
                uint256(0),
                block.timestamp + AUTH_LIFETIME,
                nonce
            )
        );
        (uint8 v, bytes32 r, bytes32 s) =
            signer.sign(key, keccak256(abi.encodePacked("\x19\x01", token.DOMAIN_SEPARATOR(), structHash)));
        return abi.encodePacked(r, s, v);
    }

    /// @notice Settle a payment of `value` from the payer to `to` (agent id `agentId`, or 0), as the
    ///         facilitator.
    function settle(address to, uint256 agentId, uint256 value, bytes32 nonce) internal returns (uint256 receiptId) {
        bytes memory sig = authorize(PAYER_KEY, to, value, nonce);
        vm.prank(facilitator);
        receiptId = source.settle(payer, to, value, 0, block.timestamp + AUTH_LIFETIME, nonce, agentId, sig);
    }

    /// @notice The outcome `key` signs for the payment (payer, nonce) to `agentId`.
    function signedOutcome(uint256 key, bytes32 nonce, uint256 agentId, uint256 amount, uint256 settledAt, uint256 outcome)
        internal
        view
        returns (X402Source.SignedOutcome memory o)
    {
        o.payer = payer;
        o.nonce = nonce;
        o.agentId = agentId;
        o.amount = amount;
        o.settledAt = settledAt;
        o.outcome = outcome;
        (uint8 v, bytes32 r, bytes32 s) = signer.sign(key, source.outcomeDigest(payer, nonce, agentId, outcome));
        o.signature = abi.encodePacked(r, s, v);
    }
}
