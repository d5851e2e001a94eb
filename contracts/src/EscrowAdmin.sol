// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {IEscrow} from "./IEscrow.sol";
import {IEscrowDeployer} from "./IEscrowDeployer.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";

/// @title EscrowAdmin
/// @notice The marketplace side of an Escrow: its binding to the ledger (fixed at deployment by the
///         ledger's factory), and what its owner (the marketplace operator) may change — the
///         platform fee with its treasury, the arbiter, and the allow-lists of payment tokens and
///         hooks. Names follow the ERC-8183 reference (`platformFeeBP`, `setPlatformFee`,
///         `setHookWhitelist`, `setPaymentTokenAllowed`, ...). There is no evaluator fee
///         (`evaluatorFeeBP` answers 0).
/// @dev Tokens are stored in jobs as one-byte indices into the allow-list: 0 none yet, 1 the
///      ledger's asset, 2..255 the owner's tokens.
///
///      Rebasing tokens: the escrow accounts per job in fixed amounts. When a token's balance
///      falls below what a payout or refund owes (a negative rebase), the escrow pays what it holds
///      and emits PaymentShortfall instead of reverting, so no exit is blocked; a positive rebase
///      strands the surplus. Fee-on-transfer tokens are refused at funding (UnexpectedFundedAmount).
abstract contract EscrowAdmin is IEscrow {
    /// @notice The platform fee may not exceed this, in basis points (10 %).
    uint256 public constant MAX_FEE_BPS = 1_000;
    uint256 internal constant ASSET_INDEX = 1;
    uint256 private constant MAX_LISTED = 255;
    uint256 private constant ALLOWED = 1 << 8; // in a list entry: bits 0..7 index, bit 8 allowed

    /// @notice The ledger this escrow belongs to.
    address public immutable ledger;
    /// @notice The ledger's asset: always allowed.
    address public immutable asset;
    /// @notice The ERC-8004 identity registry vouching for agent ids; zero: agent ids are refused.
    IERC721 public immutable identityRegistry;
    /// @notice This escrow's index in its ledger (its CREATE2 salt).
    uint32 public immutable index;
    /// @notice The ledger's ERC-8183 rating hook, told of every verdict; zero: none.
    address public immutable ratingHook;

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
    mapping(address token => uint256 entry) private _tokenEntry;
    mapping(uint256 tokenIndex => address) internal _tokenAt;
    /// @notice ERC-8183 reference getter: whether new jobs may attach `hook` (zero always may).
    mapping(address hook => bool) public whitelistedHooks;

    event OwnershipTransferStarted(address indexed owner, address indexed pendingOwner);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event ArbiterChanged(address indexed previousArbiter, address indexed newArbiter);
    event PlatformFeeUpdated(uint256 feeBP, address indexed treasury);
    event HookWhitelistUpdated(address indexed hook, bool status);
    event PaymentTokenAllowlistUpdated(address indexed token, bool status);

    error FeesTooHigh();
    error InvalidHook();
    error NotAContract();
    error ListFull();

    constructor() {
        IEscrowDeployer.EscrowParameters memory p = IEscrowDeployer(msg.sender).parameters();
        if (p.ledger == address(0) || p.asset == address(0) || p.owner == address(0)) revert ZeroAddress();
        if (p.arbiter == address(0) || p.treasury == address(0)) revert ZeroAddress();
        if (p.platformFeeBps > MAX_FEE_BPS) revert FeesTooHigh();
        ledger = p.ledger;
        asset = p.asset;
        identityRegistry = IERC721(p.identityRegistry);
        index = p.index;
        ratingHook = p.ratingHook;
        owner = p.owner;
        arbiter = p.arbiter;
        _config = Config({jobCount: 0, platformFeeBps: p.platformFeeBps, treasury: p.treasury});
        _tokenCount = uint8(ASSET_INDEX);
        whitelistedHooks[address(0)] = true;
        emit OwnershipTransferred(address(0), p.owner);
        emit ArbiterChanged(address(0), p.arbiter);
        emit PlatformFeeUpdated(p.platformFeeBps, p.treasury);
    }

    // ---------------------------------------------------------------- owner

    function _onlyOwner() private view {
        if (msg.sender != owner) revert Unauthorized();
    }

    /// @notice Start handing the escrow to `newOwner`, who must call `acceptOwnership`.
    function transferOwnership(address newOwner) external {
        _onlyOwner();
        if (newOwner == address(0)) revert ZeroAddress();
        pendingOwner = newOwner;
        emit OwnershipTransferStarted(msg.sender, newOwner);
    }

    /// @notice Complete an ownership transfer. Pending owner only.
    function acceptOwnership() external {
        if (msg.sender != pendingOwner) revert Unauthorized();
        emit OwnershipTransferred(owner, msg.sender);
        owner = msg.sender;
        pendingOwner = address(0);
    }

    /// @notice Replace the arbiter; disputes open now are resolved by the new one. Owner only.
    function setArbiter(address newArbiter) external {
        _onlyOwner();
        if (newArbiter == address(0)) revert ZeroAddress();
        emit ArbiterChanged(arbiter, newArbiter);
        arbiter = newArbiter;
    }

    /// @notice Set the platform fee (basis points, at most MAX_FEE_BPS) and its treasury. Jobs
    ///         created from now on carry the new fee; the treasury applies to every payout from
    ///         now on. Owner only.
    function setPlatformFee(uint256 feeBP, address treasury) external {
        _onlyOwner();
        if (treasury == address(0)) revert ZeroAddress();
        if (feeBP > MAX_FEE_BPS) revert FeesTooHigh();
        Config memory c = _config;
        c.platformFeeBps = uint16(feeBP);
        c.treasury = treasury;
        _config = c;
        emit PlatformFeeUpdated(feeBP, treasury);
    }

    /// @notice Allow or stop a payment token besides the asset (reference name). Stopping a token
    ///         refuses new budgets in it; jobs that already hold it run to the end. Owner only.
    function setPaymentTokenAllowed(address token, bool status) external {
        _onlyOwner();
        if (token == address(0)) revert ZeroAddress();
        if (token == asset) {
            if (!status) revert Unauthorized(); // the asset is always allowed
            emit PaymentTokenAllowlistUpdated(token, true);
            return;
        }
        if (token.code.length == 0) revert NotAContract();
        uint256 i = uint8(_tokenEntry[token]);
        if (i == 0) {
            if (_tokenCount == MAX_LISTED) revert ListFull();
            i = _tokenCount + 1;
            _tokenCount = uint8(i);
            _tokenAt[i] = token;
        }
        _tokenEntry[token] = status ? i | ALLOWED : i;
        emit PaymentTokenAllowlistUpdated(token, status);
    }

    /// @notice Allow or stop a hook (reference name). A hook must answer ERC-165 for
    ///         IERC8183Hook. Stopping a hook refuses it on new jobs; jobs that attached it keep
    ///         calling it (it can never block their exits). The ledger's rating hook cannot be a
    ///         job's hook (InvalidHook): it hears every verdict already, and writes its record
    ///         only then. Owner only.
    function setHookWhitelist(address hook, bool status) external {
        _onlyOwner();
        if (hook == address(0)) revert ZeroAddress();
        if (hook == ratingHook) revert InvalidHook();
        if (status && !ERC165Checker.supportsInterface(hook, type(IERC8183Hook).interfaceId)) revert InvalidHook();
        whitelistedHooks[hook] = status;
        emit HookWhitelistUpdated(hook, status);
    }

    // ---------------------------------------------------------------- reads

    /// @notice The platform fee for jobs created now, in basis points.
    function platformFeeBP() external view returns (uint256) {
        return _config.platformFeeBps;
    }

    /// @notice The evaluator fee: always 0 here.
    function evaluatorFeeBP() external pure returns (uint256) {
        return 0;
    }

    /// @notice Where platform fees go.
    function platformTreasury() external view returns (address) {
        return _config.treasury;
    }

    /// @notice Jobs created so far; ids run from 1 to jobCounter.
    function jobCounter() external view returns (uint256) {
        return _config.jobCount;
    }

    /// @notice Whether new budgets may be set in `token` (always true for the asset).
    function allowedPaymentTokens(address token) external view returns (bool) {
        return token == asset || _tokenEntry[token] & ALLOWED != 0;
    }

    // ---------------------------------------------------------------- internals

    /// @dev The index of an allowed payment token: 1 for the asset, 2..255 for the allow-list.
    function _allowedTokenIndex(address token) internal view returns (uint256) {
        if (token == asset) return ASSET_INDEX;
        uint256 e = _tokenEntry[token];
        if (e & ALLOWED == 0) revert PaymentTokenNotAllowed();
        return uint8(e);
    }

    function _tokenOf(uint256 tokenIndex) internal view returns (address) {
        if (tokenIndex == ASSET_INDEX) return asset;
        return tokenIndex == 0 ? address(0) : _tokenAt[tokenIndex];
    }
}
