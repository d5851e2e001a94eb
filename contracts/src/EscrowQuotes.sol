// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {EscrowRatings} from "./EscrowRatings.sol";
import {JobWords} from "./JobWords.sol";

/// @title EscrowQuotes
/// @notice The provider's price: the reference's `setBudget` (provider only), or the provider's
///         signed quote (EIP-712), which anyone, in practice the client, applies with
///         `setBudgetWithQuote`; and `multicall`, so that a client creates, prices and funds a job
///         in one transaction: createJob, setBudgetWithQuote, fund. An extension the ERC permits:
///         the job passes through the same states, events and hook calls as with the provider's
///         own setBudget (the hook's actor and BudgetSet's are the provider), so hooks, the
///         rating hook and indexers cannot tell the two apart.
/// @dev Why: the reference's flow is five transactions in which client and provider alternate
///      (createJob, setBudget, fund, submit, complete), and 105,000 of its gas is their base fees.
///      A quote joins the first three (docs/gas.md).
///
///      A quote names the job's terms as the provider reads them before it prices a job in the
///      reference's flow (client, provider, evaluator, expiry, description, hook, agent id, the
///      job's platform fee) and the token, amount and optParams of the setBudget it stands for;
///      the job's own provider must have signed it, by its key (ECDSA, low s) or as an ERC-1271
///      contract. It names the job id too (the escrow's jobCounter() + 1 when the client asks):
///      each id exists once, and a quote applies only to a job never priced, so it works once
///      without a storage slot of its own (a nonce bitmap would cost every quote 5,000 gas). The
///      deadline bounds how long it lives; a provider withdraws a quote for a job that exists by
///      pricing the job itself (setBudget).
///      If another job takes the id first, the client's transaction reverts whole and it asks
///      for a quote for the next id. Not bound: createJob's optParams, which only the job's hook
///      hears; a provider quoting a hooked job accepts whatever settings the hook took from them.
abstract contract EscrowQuotes is EscrowRatings {
    using JobWords for uint256;

    /// @notice EIP-712 type of a quote; `description` and `optParams` are hashed as EIP-712 says.
    bytes32 public constant QUOTE_TYPEHASH = keccak256(
        "Quote(uint256 jobId,address client,address provider,address evaluator,uint48 expiredAt,string description,address hook,uint256 providerAgentId,uint16 platformFeeBps,address token,uint256 amount,bytes optParams,uint256 deadline)"
    );
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant NAME_HASH = keccak256("repledger Escrow");
    bytes32 private constant VERSION_HASH = keccak256("1");
    /// @dev secp256k1's n / 2: a higher s is the malleable twin of a valid signature.
    uint256 private constant HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    /// @notice Set the price and the payment token (the asset or an allow-listed token). Provider
    ///         only, while Open and not expired; any number of times. Hooked.
    function setBudget(uint256 jobId, address token, uint256 amount, bytes calldata optParams) external nonReentrant {
        uint256 h = _head(jobId);
        if (h.status() != OPEN || _expired(h)) revert WrongStatus();
        if (msg.sender != h.provider()) revert Unauthorized();
        _setBudget(jobId, h, _deals[jobId], msg.sender, token, amount, optParams);
    }

    /// @notice The provider's setBudget, applied by anyone with the provider's signed quote over
    ///         this job's id and terms (QUOTE_TYPEHASH). While Open, not expired and never priced
    ///         (JobAlreadyPriced), by `deadline` (inclusive). Hooked, with the provider as the actor.
    function setBudgetWithQuote(
        uint256 jobId,
        address token,
        uint256 amount,
        bytes calldata optParams,
        uint256 deadline,
        bytes calldata signature
    ) external nonReentrant {
        uint256 h = _head(jobId);
        if (h.status() != OPEN || _expired(h)) revert WrongStatus();
        address provider = h.provider();
        if (provider == address(0)) revert ProviderNotSet();
        if (block.timestamp > deadline) revert QuoteExpired();
        uint256 d = _deals[jobId];
        if (d.tokenIndex() != 0) revert JobAlreadyPriced();
        bytes32 quote = keccak256(
            abi.encode(
                QUOTE_TYPEHASH,
                jobId,
                d.client(),
                provider,
                _evaluatorOf(jobId, h, d),
                h.expiredAt(),
                keccak256(bytes(_descriptions[jobId])),
                _hookOf(jobId, h),
                h.has(FLAG_AGENT) ? _agentIds[jobId] : 0,
                _extraOf(jobId, h).feeBps(),
                token,
                amount,
                keccak256(optParams),
                deadline
            )
        );
        if (!_signedBy(provider, keccak256(abi.encodePacked(hex"1901", DOMAIN_SEPARATOR(), quote)), signature)) {
            revert InvalidQuoteSignature();
        }
        _setBudget(jobId, h, d, provider, token, amount, optParams);
    }

    /// @notice The EIP-712 domain quotes are signed under: name "repledger Escrow", version "1",
    ///         this chain and this escrow.
    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
    }

    /// @notice Run several of this escrow's functions in one transaction, each as the caller
    ///         (delegatecall to itself), in order; the first that reverts reverts them all with its
    ///         reason. Each keeps its own checks and re-entry lock.
    function multicall(bytes[] calldata calls) external returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i; i < calls.length; ++i) {
            (bool ok, bytes memory ret) = address(this).delegatecall(calls[i]);
            if (!ok) {
                assembly ("memory-safe") {
                    revert(add(ret, 32), mload(ret))
                }
            }
            results[i] = ret;
        }
    }

    /// @dev setBudget's effects, once the caller's status and actor checks have passed.
    function _setBudget(
        uint256 jobId,
        uint256 h,
        uint256 d,
        address actor,
        address token,
        uint256 amount,
        bytes calldata optParams
    ) private {
        if (token == address(0)) revert ZeroAddress();
        uint256 tokenIndex = _allowedTokenIndex(token);
        if (h.has(FLAG_RECEIVER) && _receivers[jobId] == token) revert InvalidReceiver();
        if (amount > MAX_BUDGET) revert BudgetTooLarge();
        address hook = _hookOf(jobId, h);
        bytes memory data;
        if (hook != address(0)) {
            data = abi.encode(actor, token, amount, optParams);
            _before(hook, jobId, this.setBudget.selector, data);
        }
        _deals[jobId] = JobWords.deal(d.client(), amount, tokenIndex);
        emit BudgetSet(jobId, actor, token, amount);
        _after(hook, jobId, this.setBudget.selector, data);
    }

    /// @dev The provider's key signed `digest` (65 bytes, low s), or, for an account with code
    ///      (a contract, or an EIP-7702 account whose key did not sign), it answers ERC-1271's
    ///      magic value.
    function _signedBy(address signer, bytes32 digest, bytes calldata signature) private view returns (bool) {
        if (signature.length == 65) {
            bytes32 r = bytes32(signature[0:32]);
            bytes32 s = bytes32(signature[32:64]);
            if (uint256(s) <= HALF_N && ecrecover(digest, uint8(signature[64]), r, s) == signer) return true;
        }
        if (signer.code.length == 0) return false;
        (bool ok, bytes memory ret) =
            signer.staticcall(abi.encodeCall(IERC1271.isValidSignature, (digest, signature)));
        return ok && ret.length == 32 && abi.decode(ret, (bytes32)) == bytes32(IERC1271.isValidSignature.selector);
    }
}
