// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {EscrowFactory} from "./EscrowFactory.sol";
import {IEscrowDeployer} from "./IEscrowDeployer.sol";
import {IRatingSource} from "./IRatingSource.sol";

/// @notice The one thing `setRatingHook` asks of the hook: which ledger it records for.
interface IHookOfLedger {
    function ledger() external view returns (address);
}

/// @title LedgerRegistry
/// @notice The ReputationLedger's roles and its rating sources (docs/design.md §15): the admin, the
///         scorer, the escrows its own factory creates (indices 0, 1, …), and the sources its
///         admin registers (indices SOURCE_BASE, SOURCE_BASE + 1, …), such as the x402 source.
///
///         A factory escrow is trusted because the ledger computes its address: only the factory
///         can deploy code there. A registered source is trusted because the admin registered
///         it: the ledger takes what it reports (the rating, the payer, the amount, the time) as
///         it takes an escrow's record, and can only stop taking more. Registering is therefore
///         the admin's decision about the source's code and about whoever can change that code.
///
///         Since issue 18 a factory escrow computes no ratings: it calls the ledger's rating hook
///         (`ratingHook`, set once by the admin before the first escrow) after each verdict, the
///         hook decides the rating and keeps its record in the job's own words (EscrowRatings),
///         and the ledger pulls it from the escrow under the job's usual key (escrow index << 224
///         | job id), so keys, `Rated` events and stops stay per escrow.
///
///         A source is pulled like an escrow (the scorer submits its key and the ledger calls
///         `consumeRating`), or it pushes its own ratings (`ReputationLedger.rateFromSource`), when
///         a rating needs what only the caller holds, such as a payer's signed outcome.
abstract contract LedgerRegistry {
    /// @notice A batch key is (index << KEY_SHIFT) | job id.
    uint256 public constant KEY_SHIFT = 224;
    /// @notice The first registered source's index; escrows of the factory stay below it.
    uint256 public constant SOURCE_BASE = 1 << 31;
    uint256 internal constant JOB_MASK = (1 << KEY_SHIFT) - 1;
    uint256 private constant LOW_ESCROWS = 64; // escrows whose stop bit lives in the config slot

    /// @dev One slot, read by every submit.
    struct Config {
        address scorer;
        uint32 escrowCount;
        uint64 stoppedLow; // bit i: escrow i (< 64) is stopped
    }

    /// @notice The one ERC-20 whose payments are rated; weights are in its base units.
    address public immutable asset;
    /// @notice The ERC-8004 identity registry every escrow checks agent ids against (zero: none).
    address public immutable identityRegistry;
    /// @notice Deploys this ledger's escrows; deployed by this ledger's constructor.
    EscrowFactory public immutable factory;
    /// @notice keccak256 of the Escrow init code (the factory's), for CREATE2 addresses.
    bytes32 public immutable escrowInitCodeHash;

    Config internal _config;
    address public admin;
    address public pendingAdmin;
    mapping(uint256 word => uint256 bits) private _stoppedHigh; // indices ≥ 64: bit (i & 255) of word i >> 8
    /// @notice The ERC-8183 rating hook every factory escrow calls after its verdicts, and from
    ///         which the ledger pulls their ratings. Set once by the admin (`setRatingHook`);
    ///         `createEscrow` refuses until it is.
    address public ratingHook;
    address[] private _sources; // registered source at SOURCE_BASE + i
    mapping(address source => uint256) private _sourceOrdinal; // i + 1 for the source at SOURCE_BASE + i

    /// @notice A marketplace's escrow was created at `index`.
    event EscrowCreated(
        uint256 indexed index,
        address indexed escrow,
        address indexed owner,
        address arbiter,
        address treasury,
        uint256 platformFeeBps
    );
    /// @notice The admin registered a rating source at `index` (≥ SOURCE_BASE).
    event SourceRegistered(uint256 indexed index, address indexed source);
    /// @notice The admin stopped (or resumed) taking ratings from an escrow or a registered source.
    event EscrowStopped(uint256 indexed index, address indexed escrow, bool stopped);
    /// @notice The admin set the rating hook of the factory's escrows (once).
    event RatingHookSet(address indexed hook);
    event ScorerChanged(address indexed previousScorer, address indexed newScorer);
    event AdminTransferStarted(address indexed admin, address indexed pendingAdmin);
    event AdminTransferred(address indexed previousAdmin, address indexed newAdmin);

    error ZeroAddress(string field);
    error NotScorer(address caller);
    error NotAdmin(address caller);
    error NotPendingAdmin(address caller);
    error UnknownEscrow(uint256 index);
    error EscrowIsStopped(uint256 index);
    error TooManyEscrows();
    error JobIdTooLarge(uint256 jobId);
    /// @notice `caller` is not a registered source: only those push ratings.
    error NotSource(address caller);
    error SourceAlreadyRegistered(address source, uint256 index);
    error SourceHasNoCode(address source);
    /// @notice One of this ledger's own factory escrows cannot also be a source: its jobs would
    ///         be rated under a second index, past the escrow's own stop.
    error SourceIsLedgerEscrow(address source, uint256 index);
    /// @notice `createEscrow` needs the rating hook: call `setRatingHook` first.
    error RatingHookNotSet();
    /// @notice The rating hook is set once: escrows already created call it for ever.
    error RatingHookAlreadySet(address hook);
    /// @notice The hook answers `ledger()` with another ledger.
    error NotThisLedgersHook(address hook);

    constructor(address admin_, address scorer_, address asset_, address identityRegistry_) {
        if (admin_ == address(0)) revert ZeroAddress("admin");
        if (scorer_ == address(0)) revert ZeroAddress("scorer");
        if (asset_ == address(0)) revert ZeroAddress("asset");
        admin = admin_;
        _config.scorer = scorer_;
        asset = asset_;
        identityRegistry = identityRegistry_;
        EscrowFactory f = new EscrowFactory();
        factory = f;
        escrowInitCodeHash = f.escrowInitCodeHash();
        emit AdminTransferred(address(0), admin_);
        emit ScorerChanged(address(0), scorer_);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Create a marketplace's escrow, bound to this ledger, at the next index. Admin only.
    ///         The escrow's `owner` (the marketplace operator) sets its fees, treasury, arbiter and
    ///         allow-lists; the platform fee is at most 10 %.
    function createEscrow(address owner, address arbiter, address treasury, uint16 platformFeeBps)
        external
        returns (uint32 index, address escrow)
    {
        _onlyAdmin();
        address hook = ratingHook;
        if (hook == address(0)) revert RatingHookNotSet();
        Config memory c = _config;
        if (c.escrowCount == SOURCE_BASE - 1) revert TooManyEscrows();
        index = c.escrowCount;
        _config.escrowCount = index + 1;
        escrow = factory.deploy(
            IEscrowDeployer.EscrowParameters({
                ledger: address(this),
                asset: asset,
                identityRegistry: identityRegistry,
                index: index,
                owner: owner,
                arbiter: arbiter,
                treasury: treasury,
                platformFeeBps: platformFeeBps,
                ratingHook: hook
            })
        );
        emit EscrowCreated(index, escrow, owner, arbiter, treasury, platformFeeBps);
    }

    /// @notice Set the ERC-8183 rating hook that every factory escrow created from now on calls
    ///         after its verdicts, and from which the ledger pulls their ratings. Admin only, once:
    ///         an escrow's hook is immutable, so changing the ledger's would orphan its jobs. The
    ///         hook must be a contract whose `ledger()` is this ledger.
    function setRatingHook(address hook) external {
        _onlyAdmin();
        if (ratingHook != address(0)) revert RatingHookAlreadySet(ratingHook);
        if (hook == address(0)) revert ZeroAddress("hook");
        if (hook.code.length == 0) revert SourceHasNoCode(hook);
        if (IHookOfLedger(hook).ledger() != address(this)) revert NotThisLedgersHook(hook);
        ratingHook = hook;
        emit RatingHookSet(hook);
    }

    /// @notice Register a rating source (an x402 source, an ERC-8183 rating hook) at the next
    ///         index from SOURCE_BASE. Admin only: the ledger trusts what a registered source
    ///         reports, so registering is a decision about its code and whoever can change it.
    function registerSource(address source) external returns (uint32 index) {
        _onlyAdmin();
        if (source == address(0)) revert ZeroAddress("source");
        if (source.code.length == 0) revert SourceHasNoCode(source);
        _refuseFactoryEscrow(source);
        uint256 ordinal = _sourceOrdinal[source];
        if (ordinal != 0) revert SourceAlreadyRegistered(source, SOURCE_BASE + ordinal - 1);
        if (_sources.length == type(uint32).max - SOURCE_BASE) revert TooManyEscrows();
        index = uint32(SOURCE_BASE + _sources.length);
        _sources.push(source);
        _sourceOrdinal[source] = _sources.length;
        emit SourceRegistered(index, source);
    }

    /// @dev A factory escrow answers index() with its index, and the ledger computes its address
    ///      from that index: refuse it (SourceIsLedgerEscrow). The probe gets little gas, since a
    ///      source need not answer index() at all.
    function _refuseFactoryEscrow(address source) private view {
        bool ok;
        uint256 claimed;
        bytes4 selector = bytes4(keccak256("index()"));
        assembly ("memory-safe") {
            mstore(0, selector)
            ok := staticcall(10000, source, 0, 4, 0, 32)
            claimed := mload(0)
            ok := and(ok, iszero(lt(returndatasize(), 32)))
        }
        if (ok && claimed < _config.escrowCount && _escrowAt(claimed) == source) {
            revert SourceIsLedgerEscrow(source, claimed);
        }
    }

    /// @notice Stop (or resume) taking ratings from an escrow or a registered source. Ratings it
    ///         gave stay; its jobs stay payable. Jobs completed meanwhile can be rated after a
    ///         resume, as late ratings. Admin only.
    function setEscrowStopped(uint32 index, bool stopped) external {
        _onlyAdmin();
        address target = _sourceOf(_config, index);
        if (index < LOW_ESCROWS) {
            uint64 bit = uint64(1) << index;
            uint64 low = _config.stoppedLow;
            _config.stoppedLow = stopped ? low | bit : low & ~bit;
        } else {
            uint256 bit = 1 << (index & 255);
            uint256 word = _stoppedHigh[index >> 8];
            _stoppedHigh[index >> 8] = stopped ? word | bit : word & ~bit;
        }
        emit EscrowStopped(index, target, stopped);
    }

    /// @notice Change the scorer. Admin only.
    function setScorer(address newScorer) external {
        _onlyAdmin();
        if (newScorer == address(0)) revert ZeroAddress("scorer");
        emit ScorerChanged(_config.scorer, newScorer);
        _config.scorer = newScorer;
    }

    /// @notice Start handing the admin role to `newAdmin`, who must call `acceptAdmin`.
    function transferAdmin(address newAdmin) external {
        _onlyAdmin();
        if (newAdmin == address(0)) revert ZeroAddress("admin");
        pendingAdmin = newAdmin;
        emit AdminTransferStarted(msg.sender, newAdmin);
    }

    /// @notice Complete an admin transfer. Pending admin only.
    function acceptAdmin() external {
        if (msg.sender != pendingAdmin) revert NotPendingAdmin(msg.sender);
        emit AdminTransferred(admin, msg.sender);
        admin = msg.sender;
        pendingAdmin = address(0);
    }

    function _onlyAdmin() private view {
        if (msg.sender != admin) revert NotAdmin(msg.sender);
    }

    // ---------------------------------------------------------------- reads

    /// @notice The account allowed to submit ratings.
    function scorer() external view returns (address) {
        return _config.scorer;
    }

    /// @notice How many escrows exist; their indices run from 0 to escrowCount − 1.
    function escrowCount() external view returns (uint256) {
        return _config.escrowCount;
    }

    /// @notice The address of the escrow at `index` (computed; it has code once created).
    function escrowAt(uint32 index) external view returns (address) {
        return _escrowAt(index);
    }

    /// @notice How many sources are registered; their indices run from SOURCE_BASE up.
    function sourceCount() external view returns (uint256) {
        return _sources.length;
    }

    /// @notice The registered source at `index` (≥ SOURCE_BASE). Reverts for an unknown index.
    function sourceAt(uint32 index) external view returns (address) {
        if (index < SOURCE_BASE || index - SOURCE_BASE >= _sources.length) revert UnknownEscrow(index);
        return _sources[index - SOURCE_BASE];
    }

    /// @notice Whether `source` is registered, and at which index.
    function sourceIndexOf(address source) external view returns (bool registered, uint32 index) {
        uint256 ordinal = _sourceOrdinal[source];
        if (ordinal == 0) return (false, 0);
        return (true, uint32(SOURCE_BASE + ordinal - 1));
    }

    /// @notice Whether the ledger takes ratings from the escrow or source at `index` no more.
    function isEscrowStopped(uint32 index) external view returns (bool) {
        return _isStopped(_config, index);
    }

    /// @notice The batch key of a job: (index << 224) | jobId.
    function keyOf(uint32 escrowIndex, uint256 jobId) external pure returns (uint256) {
        if (jobId > JOB_MASK) revert JobIdTooLarge(jobId);
        return (uint256(escrowIndex) << KEY_SHIFT) | jobId;
    }

    // ---------------------------------------------------------------- internal

    /// @dev The escrow or registered source at `index`; reverts UnknownEscrow when there is none.
    function _sourceOf(Config memory c, uint256 index) internal view returns (address) {
        if (index < SOURCE_BASE) {
            if (index >= c.escrowCount) revert UnknownEscrow(index);
            return _escrowAt(index);
        }
        if (index - SOURCE_BASE >= _sources.length) revert UnknownEscrow(index);
        return _sources[index - SOURCE_BASE];
    }

    /// @dev The index of `caller` as a registered source taking ratings; reverts unless it is one
    ///      and is not stopped.
    function _activeSourceIndex(address caller) internal view returns (uint256 index) {
        uint256 ordinal = _sourceOrdinal[caller];
        if (ordinal == 0) revert NotSource(caller);
        index = SOURCE_BASE + ordinal - 1;
        if ((_stoppedHigh[index >> 8] >> (index & 255)) & 1 != 0) revert EscrowIsStopped(index);
    }

    /// @dev Overridden by the ScriptedSettlements test double (its escrow 0 is itself).
    function _escrowAt(uint256 index) internal view virtual returns (address) {
        return Create2.computeAddress(bytes32(index), escrowInitCodeHash, address(factory));
    }

    function _isStopped(Config memory c, uint256 index) internal view returns (bool) {
        if (index < LOW_ESCROWS) return (c.stoppedLow >> index) & 1 != 0;
        return (_stoppedHigh[index >> 8] >> (index & 255)) & 1 != 0;
    }

    /// @dev The job's rating terms from its escrow or pulled source, which marks the job rated.
    ///      Overridden by the ScriptedSettlements test double.
    function _consume(Config memory c, uint256 escrowIndex, uint256 jobId)
        internal
        virtual
        returns (address escrow, IRatingSource.RatingTerms memory t)
    {
        escrow = _sourceOf(c, escrowIndex);
        if (_isStopped(c, escrowIndex)) revert EscrowIsStopped(escrowIndex);
        // A factory escrow keeps the rating hook's record of its jobs in the jobs' own words
        // (EscrowRatings); a pulled source (the rating hook, for foreign escrows) its own.
        t = IRatingSource(escrow).consumeRating(jobId);
    }

    /// @dev Overridden by the ScriptedSettlements test double.
    function _isRated(uint256 escrowIndex, uint256 jobId) internal view virtual returns (bool) {
        Config memory c = _config;
        if (escrowIndex < SOURCE_BASE ? escrowIndex >= c.escrowCount : escrowIndex - SOURCE_BASE >= _sources.length) {
            return false;
        }
        return IRatingSource(_sourceOf(c, escrowIndex)).ratingTerms(jobId).rated;
    }
}
