// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./Base.sol";
import {Escrow} from "../../src/Escrow.sol";
import {EscrowQuotes} from "../../src/EscrowQuotes.sol";

/// @notice A provider's quote (EscrowQuotes.setBudgetWithQuote) built and signed as a wallet would:
///         the EIP-712 type and domain are written out here, not taken from the contract, so a
///         wrong type string or domain in it fails the tests that use this.
abstract contract QuoteSigning is Base {
    bytes32 internal constant QUOTE_TYPE = keccak256(
        "Quote(uint256 jobId,address client,address provider,address evaluator,uint48 expiredAt,string description,address hook,uint256 providerAgentId,uint16 platformFeeBps,address token,uint256 amount,bytes optParams,uint256 deadline)"
    );

    /// @dev A quote's fields in signing order.
    struct Quote {
        uint256 jobId;
        address client;
        address provider;
        address evaluator;
        uint48 expiredAt;
        string description;
        address hook;
        uint256 agentId;
        uint16 feeBps;
        address token;
        uint256 amount;
        bytes optParams;
        uint256 deadline;
    }

    function quoteDomain(Escrow e) internal view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("repledger Escrow"),
                keccak256("1"),
                block.chainid,
                address(e)
            )
        );
    }

    function quoteDigest(Escrow e, Quote memory q) internal view returns (bytes32) {
        bytes32 s = keccak256(
            abi.encode(
                QUOTE_TYPE, q.jobId, q.client, q.provider, q.evaluator, q.expiredAt, keccak256(bytes(q.description)), q.hook,
                q.agentId, q.feeBps, q.token, q.amount, keccak256(q.optParams), q.deadline
            )
        );
        return keccak256(abi.encodePacked(hex"1901", quoteDomain(e), s));
    }

    function signQuote(uint256 key, Escrow e, Quote memory q) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, quoteDigest(e, q));
        return abi.encodePacked(r, s, v);
    }

    /// The client's one transaction for the quote: createJob with the quoted terms naming
    /// `provider_` (the quote's provider, unless a test says otherwise), the quote, fund, all for
    /// job `q.jobId` (the id createJob must give).
    function quotedCalls(address provider_, Quote memory q, bytes memory sig)
        internal
        pure
        returns (bytes[] memory calls)
    {
        calls = new bytes[](3);
        calls[0] =
            abi.encodeCall(Escrow.createJob, (provider_, q.evaluator, q.expiredAt, q.description, q.hook, q.agentId, ""));
        calls[1] =
            abi.encodeCall(EscrowQuotes.setBudgetWithQuote, (q.jobId, q.token, q.amount, q.optParams, q.deadline, sig));
        calls[2] = abi.encodeCall(Escrow.fund, (q.jobId, q.token, q.amount, ""));
    }
}
