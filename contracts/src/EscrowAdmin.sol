// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {IEscrowDeployer} from "./IEscrowDeployer.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";

/// @title EscrowAdmin
/// @notice The marketplace side of an Escrow: its binding to the ledger (fixed at deployment by the
///         ledger's factory), and what its owner (the marketplace operator) may change — the
///         platform fee with its treasury, the arbiter, and the allow-lists of payment tokens and
///         hooks. Getter and setter names follow the ERC-8183 reference (`platformFeeBP`,
///         `setPlatformFee`, `setHookWhitelist`, ...). There is no evaluator fee (the reference's
///         `evaluatorFeeBP` answers 0): a job record has no bits left to fix one per job.
/// @dev Tokens and hooks are stored in jobs as small indices into these lists (one byte each), so a
///      job record stays packed. Index 0 is the ledger's asset, respectively "no hook".
///
///      Rebasing tokens: the escrow accounts per job in fixed amounts and keeps no per-token total.
///      A token whose balances change without transfers (rebasing, interest-bearing by balance,
///      tokens that can be frozen or clawed back) must not be allow-listed: a negative rebase would
///      leave later refunds or payouts short, a positive one strands the surplus. Fee-on-transfer
///      tokens are refused at funding (FeeOnTransferToken), whether or not they are allow-listed.
abstract contract EscrowAdmin {
    /// @notice The platform fee may not exceed this, in basis points (10 %).
    uint256 public constant MAX_FEE_BPS = 1_000;
    uint256 private constant MAX_LISTED = 255; // token and hook indices are one byte; 0 is reserved
    uint256 private constant ALLOWED = 1 << 8; // in a list entry: bits 0..7 index, bit 8 allowed

    /// @notice The one ReputationLedger that may rate this escrow's jobs (`consumeRating`).
    address public immutable ledger;
    /// @notice The ledger's asset: always allowed, the only token whose jobs are rated.
    address public immutable asset;
    /// @notice The ERC-8004 identity registry vouching for agent ids; zero: agent ids are refused.
    IERC721 public immutable identityRegistry;
    /// @notice This escrow's index in its ledger (its CREATE2 salt).
    uint32 public immutable index;

    /// @dev One slot, read and written by every createJob: the job counter, and the fee that a new
    ///      job copies into its own record (so a fee change never applies to a job already created).
    struct Config {
        uint64 jobCount;
        uint16 platformFeeBps;
        address treasury;
    }

    Config internal _config;
    /// @notice The marketplace operator.
    address public owner;
    /// @notice Who may accept the ownership (two-step transfer).
    address public pendingOwner;
    /// @notice Resolves disputes; the owner may rotate it.
    address public arbiter;
    uint8 private _tokenCount;
    uint8 private _hookCount;
    mapping(address token => uint256 entry) private _tokenEntry;
    mapping(uint256 tokenIndex => address) internal _tokenAt;
    mapping(address hook => uint256 entry) private _hookEntry;
    mapping(uint256 hookIndex => address) internal _hookAt;

    event OwnershipTransferStarted(address indexed owner, address indexed pendingOwner);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event ArbiterChanged(address indexed previousArbiter, address indexed newArbiter);
    event PlatformFeeChanged(uint256 platformFeeBps, address indexed treasury);
    event TokenAllowed(address indexed token, uint8 tokenIndex, bool allowed);
    /// @notice ERC-8183 reference event: a hook was added to or removed from the allow-list.
    event HookWhitelistUpdated(address indexed hook, bool status);

    error ZeroAddress(string field);
    error NotOwner(address caller);
    error NotPendingOwner(address caller);
    error FeeTooHigh(uint256 platformFeeBps, uint256 maxBps);
    error TokenNotAllowed(address token);
    error AssetAlwaysAllowed(address asset);
    error NotAContract(address account);
    error HookNotAllowed(address hook);
    error HookNotERC165(address hook);
    error ListFull();

    constructor() {
        IEscrowDeployer.EscrowParameters memory p = IEscrowDeployer(msg.sender).parameters();
        if (p.ledger == address(0)) revert ZeroAddress("ledger");
        if (p.asset == address(0)) revert ZeroAddress("asset");
        if (p.owner == address(0)) revert ZeroAddress("owner");
        if (p.arbiter == address(0)) revert ZeroAddress("arbiter");
        if (p.treasury == address(0)) revert ZeroAddress("treasury");
        if (p.platformFeeBps > MAX_FEE_BPS) revert FeeTooHigh(p.platformFeeBps, MAX_FEE_BPS);
        ledger = p.ledger;
        asset = p.asset;
        identityRegistry = IERC721(p.identityRegistry);
        index = p.index;
        owner = p.owner;
        arbiter = p.arbiter;
        _config = Config({jobCount: 0, platformFeeBps: p.platformFeeBps, treasury: p.treasury});
        emit OwnershipTransferred(address(0), p.owner);
        emit ArbiterChanged(address(0), p.arbiter);
        emit PlatformFeeChanged(p.platformFeeBps, p.treasury);
    }

    // ---------------------------------------------------------------- owner

    function _onlyOwner() private view {
        if (msg.sender != owner) revert NotOwner(msg.sender);
    }

    /// @notice Start handing the escrow to `newOwner`, who must call `acceptOwnership`.
    function transferOwnership(address newOwner) external {
        _onlyOwner();
        if (newOwner == address(0)) revert ZeroAddress("owner");
        pendingOwner = newOwner;
        emit OwnershipTransferStarted(msg.sender, newOwner);
    }

    /// @notice Complete an ownership transfer. Pending owner only.
    function acceptOwnership() external {
        if (msg.sender != pendingOwner) revert NotPendingOwner(msg.sender);
        emit OwnershipTransferred(owner, msg.sender);
        owner = msg.sender;
        pendingOwner = address(0);
    }

    /// @notice Replace the arbiter; disputes open now are resolved by the new one. Owner only.
    function setArbiter(address newArbiter) external {
        _onlyOwner();
        if (newArbiter == address(0)) revert ZeroAddress("arbiter");
        emit ArbiterChanged(arbiter, newArbiter);
        arbiter = newArbiter;
    }

    /// @notice Set the platform fee (basis points of the budget, taken at completion, at most
    ///         MAX_FEE_BPS) and the treasury it goes to. Jobs created from now on carry the new fee;
    ///         the treasury applies to every completion from now on. Owner only.
    function setPlatformFee(uint256 feeBP, address treasury) external {
        _onlyOwner();
        if (treasury == address(0)) revert ZeroAddress("treasury");
        if (feeBP > MAX_FEE_BPS) revert FeeTooHigh(feeBP, MAX_FEE_BPS);
        Config memory c = _config;
        c.platformFeeBps = uint16(feeBP);
        c.treasury = treasury;
        _config = c;
        emit PlatformFeeChanged(feeBP, treasury);
    }

    /// @notice Allow or stop a payment token besides the asset. Jobs in another token are paid
    ///         but never rated. Stopping a token refuses new budgets in it; jobs that already
    ///         hold it run to the end. See the contract's note on rebasing tokens. Owner only.
    function setTokenAllowed(address token, bool allowed) external {
        _onlyOwner();
        if (token == asset) revert AssetAlwaysAllowed(token);
        if (token.code.length == 0) revert NotAContract(token);
        uint256 i = _listIndex(_tokenEntry[token], _tokenCount);
        if (i > _tokenCount) {
            _tokenCount = uint8(i);
            _tokenAt[i] = token;
        }
        _tokenEntry[token] = allowed ? i | ALLOWED : i;
        emit TokenAllowed(token, uint8(i), allowed);
    }

    /// @notice Allow or stop a hook (ERC-8183 reference name). A hook must answer ERC-165 for
    ///         IERC8183Hook. Stopping a hook refuses it on new jobs; jobs that attached it keep
    ///         calling it. Owner only.
    function setHookWhitelist(address hook, bool status) external {
        _onlyOwner();
        if (hook == address(0)) revert ZeroAddress("hook");
        if (status && !ERC165Checker.supportsInterface(hook, type(IERC8183Hook).interfaceId)) {
            revert HookNotERC165(hook);
        }
        uint256 i = _listIndex(_hookEntry[hook], _hookCount);
        if (i > _hookCount) {
            _hookCount = uint8(i);
            _hookAt[i] = hook;
        }
        _hookEntry[hook] = status ? i | ALLOWED : i;
        emit HookWhitelistUpdated(hook, status);
    }

    // ---------------------------------------------------------------- reads

    /// @notice ERC-8183 reference getter: the platform fee for jobs created now, in basis points.
    function platformFeeBP() external view returns (uint256) {
        return _config.platformFeeBps;
    }

    /// @notice ERC-8183 reference getter: the evaluator fee, always 0 here.
    function evaluatorFeeBP() external pure returns (uint256) {
        return 0;
    }

    /// @notice ERC-8183 reference getter: where platform fees go.
    function platformTreasury() external view returns (address) {
        return _config.treasury;
    }

    /// @notice ERC-8183 reference getter: jobs created so far; ids run from 1 to jobCounter.
    function jobCounter() external view returns (uint256) {
        return _config.jobCount;
    }

    /// @notice ERC-8183 reference getter: whether new jobs may attach `hook` (true for zero).
    function whitelistedHooks(address hook) external view returns (bool) {
        return hook == address(0) || _hookEntry[hook] & ALLOWED != 0;
    }

    /// @notice Whether new budgets may be set in `token` (always true for the asset).
    function isTokenAllowed(address token) external view returns (bool) {
        return token == asset || _tokenEntry[token] & ALLOWED != 0;
    }

    // ---------------------------------------------------------------- internals

    /// @dev The index of an allowed payment token: 0 for the asset, 1..255 for the allow-list.
    function _allowedTokenIndex(address token) internal view returns (uint8) {
        if (token == asset) return 0;
        uint256 e = _tokenEntry[token];
        if (e & ALLOWED == 0) revert TokenNotAllowed(token);
        return uint8(e);
    }

    /// @dev The index of an allowed hook, 1..255.
    function _allowedHookIndex(address hook) internal view returns (uint8) {
        uint256 e = _hookEntry[hook];
        if (e & ALLOWED == 0) revert HookNotAllowed(hook);
        return uint8(e);
    }

    /// @dev A listed entry keeps its index; a new one gets the next (count + 1).
    function _listIndex(uint256 entry, uint256 count) private pure returns (uint256 i) {
        i = uint8(entry);
        if (i == 0) {
            if (count == MAX_LISTED) revert ListFull();
            i = count + 1;
        }
    }
}
