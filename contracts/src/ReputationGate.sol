// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";
import {RatingHookJobs} from "./RatingHookJobs.sol";
import {ReputationOracle} from "./ReputationOracle.sol";

/// @title ReputationGate
/// @notice An ERC-8183 hook for repledger escrows that refuses to hire, pay or take work from a
///         provider whose Wilson lower bound (ReputationOracle.lowerBoundBps, docs/design.md §13)
///         is under the floor, each step when its owner guards it:
///         - hiring (GUARD_SET_PROVIDER): `setProvider`, and `createJob` when the job names its
///           provider there (checked in `afterAction`: the ERC gives createJob no before-phase);
///         - paying (GUARD_FUND): `fund`;
///         - taking the work (GUARD_SUBMIT): `submit`, judged by the laxer of the settings in
///           force when the job was funded and those in force now, so that no change of floor or
///           guard can block the provider of a job already funded (its client's money is in the
///           escrow); only the provider's own evidence, falling under the floor of its funding, can.
///         The provider is named by the agent id the ledger rates the job under: the ERC-8004 id
///         when one is given, never the address in its place, else uint160(provider address). A
///         newcomer has the prior's bound (5565 bps with the seed's policy) and passes the default
///         floor, 5500: the gate keeps out agents with bad evidence, not agents without any.
/// @dev For createJob, fund and submit the job's agent id comes from the calling escrow's
///      `getJob(jobId)` in the current ERC-8183 reference's layout, so the gate serves any such
///      escrow that lets it guard its jobs, ours (allow-listed) or another. It writes only under
///      the caller's own address (the per-job record of `fund`): a call from anything but an
///      escrow changes nothing an escrow reads.
contract ReputationGate is IERC8183Hook, Ownable2Step {
    /// @notice Action bits of `guarded`.
    uint8 public constant GUARD_SET_PROVIDER = 1;
    uint8 public constant GUARD_FUND = 2;
    uint8 public constant GUARD_SUBMIT = 4;
    uint8 private constant GUARD_ALL = GUARD_SET_PROVIDER | GUARD_FUND | GUARD_SUBMIT;
    uint256 private constant MAX_BPS = 10_000;
    uint256 private constant ENTRY_MASK = 0xFFFF; // one job's entry in a record slot
    // The current ERC-8183's selectors (docs/erc8183-reference.md §5) and its Open status.
    bytes4 private constant CREATE_JOB = 0xef98d864;
    bytes4 private constant SET_PROVIDER = 0x2c8b9c5b;
    bytes4 private constant FUND = 0x1f989ec8;
    bytes4 private constant SUBMIT = 0x9e63798d;
    uint256 private constant STATUS_OPEN = 0;

    /// @notice The policy whose lower bound is compared with the floor.
    ReputationOracle public immutable oracle;
    /// @notice The lower bound in bps a provider needs.
    uint16 public floorBps;
    /// @notice Which actions are checked (GUARD_* bits); shares floorBps's slot.
    uint8 public guarded;

    /// @dev Per escrow (the caller) and job: 1 + the floor submit was guarded with when the job was
    ///      funded; 0 when submit was not guarded then, or the job was never funded. Sixteen 16-bit
    ///      entries a slot (jobId >> 4 the slot, jobId & 15 the entry), since an escrow numbers its
    ///      jobs 1, 2, 3, ...
    ///      Gas: `fund` with submit guarded writes one entry: 22,100 for the first job of its slot,
    ///      5,000 for the other fifteen (about 6,100 each over a run of 16 jobs); `submit`, when
    ///      guarded, reads it (2,100). Without it the owner could raise the floor, or start guarding
    ///      submit, under every funded job: their providers could not submit, and their clients'
    ///      money would wait for the expiry, up to a year. A gate that never guards submit pays
    ///      nothing for it.
    mapping(address escrow => mapping(uint256 slot => uint256 entries)) private _fundFloors;

    event FloorSet(uint256 floorBps);
    event GuardedSet(uint8 actions);

    error BelowFloor(uint256 jobId, uint256 agentId, uint256 lowerBps, uint256 floorBps);
    error FloorOutOfRange(uint256 floorBps);
    error UnknownActions(uint8 actions);
    error ZeroOracle();
    /// @notice The calling escrow did not answer getJob in the reference's layout.
    error UnreadableJob(address escrow, uint256 jobId);

    constructor(address owner_, ReputationOracle oracle_, uint256 floorBps_, uint8 guarded_) Ownable(owner_) {
        if (address(oracle_) == address(0)) revert ZeroOracle();
        oracle = oracle_;
        _setFloor(floorBps_);
        _setGuarded(guarded_);
    }

    /// @notice Set the floor in bps (at most 10000). Owner only. It applies to hiring and paying
    ///         from now on; submit keeps the floor of its funding when that is lower.
    function setFloor(uint256 floorBps_) external onlyOwner {
        _setFloor(floorBps_);
    }

    /// @notice Set which actions are checked, as GUARD_* bits (0: none). Owner only. Guarding
    ///         submit applies to jobs funded from now on (and to jobs submitted unfunded).
    function setGuarded(uint8 actions) external onlyOwner {
        _setGuarded(actions);
    }

    /// @inheritdoc IERC8183Hook
    function beforeAction(uint256 jobId, bytes4 selector, bytes calldata data) external {
        uint256 floor = floorBps;
        uint8 g = guarded;
        if (selector == SET_PROVIDER) {
            if (g & GUARD_SET_PROVIDER == 0) return;
            (, address provider, uint256 agentId) = abi.decode(data, (address, address, uint256));
            _check(jobId, agentId != 0 ? agentId : uint160(provider), floor);
        } else if (selector == FUND) {
            if (g & GUARD_FUND != 0) _check(jobId, _agentOf(_job(jobId)), floor);
            if (g & GUARD_SUBMIT != 0) _recordFundFloor(jobId, floor);
        } else if (selector == SUBMIT && g & GUARD_SUBMIT != 0) {
            _checkSubmit(jobId, floor);
        }
    }

    /// @inheritdoc IERC8183Hook
    /// @dev After createJob (`data` = abi.encode(client, provider, evaluator, expiredAt, hook,
    ///      agentId, optParams)): a provider named there is hired without setProvider, so it is
    ///      checked here, under the job's agent id. Reverting undoes the job. Every other action is
    ///      accepted.
    function afterAction(uint256 jobId, bytes4 selector, bytes calldata data) external view {
        if (selector != CREATE_JOB || guarded & GUARD_SET_PROVIDER == 0) return;
        (, address provider) = abi.decode(data, (address, address));
        if (provider != address(0)) _check(jobId, _agentOf(_job(jobId)), floorBps);
    }

    /// @inheritdoc IERC165
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC8183Hook).interfaceId || interfaceId == type(IERC165).interfaceId;
    }

    /// @notice Whether `agentId` passes the gate now (its lower bound reaches the floor).
    function passes(uint256 agentId) external view returns (bool) {
        return oracle.lowerBoundBps(agentId) >= floorBps;
    }

    /// @notice What `fund` recorded for job `jobId` of `escrow`: whether submit was guarded when
    ///         the job was funded, and at which floor. (false, 0) for a job funded while submit was
    ///         not guarded, or not funded.
    function fundFloorOf(address escrow, uint256 jobId) external view returns (bool submitGuarded, uint256 floor) {
        uint256 entry = _fundFloorEntry(escrow, jobId);
        return entry == 0 ? (false, 0) : (true, entry - 1);
    }

    /// @dev Submit, guarded now: under the lower of the floor now and the floor of the job's
    ///      funding. A job funded while submit was not guarded passes; one never funded (a zero
    ///      budget, submitted from Open) is judged by the settings now. A nonzero budget means the
    ///      job was funded: the escrow takes submit from Open only at budget 0.
    function _checkSubmit(uint256 jobId, uint256 floor) private view {
        uint256 entry = _fundFloorEntry(msg.sender, jobId);
        RatingHookJobs.Job memory j = _job(jobId);
        if (entry != 0) {
            if (entry - 1 < floor) floor = entry - 1;
        } else if (j.budget != 0 || j.status != STATUS_OPEN) {
            return;
        }
        _check(jobId, _agentOf(j), floor);
    }

    function _check(uint256 jobId, uint256 agentId, uint256 floor) private view {
        uint256 lower = oracle.lowerBoundBps(agentId);
        if (lower < floor) revert BelowFloor(jobId, agentId, lower, floor);
    }

    /// @dev The job as the calling escrow reports it (getJob, the reference's layout).
    function _job(uint256 jobId) private view returns (RatingHookJobs.Job memory j) {
        bool ok;
        (ok, j) = RatingHookJobs.readJob(msg.sender, jobId);
        if (!ok) revert UnreadableJob(msg.sender, jobId);
    }

    /// @dev The agent id the job is rated under: its ERC-8004 id, else the provider's address.
    function _agentOf(RatingHookJobs.Job memory j) private pure returns (uint256) {
        return j.agentId != 0 ? j.agentId : uint160(j.provider);
    }

    function _recordFundFloor(uint256 jobId, uint256 floor) private {
        uint256 shift = (jobId & 15) << 4;
        mapping(uint256 => uint256) storage entries = _fundFloors[msg.sender];
        uint256 word = entries[jobId >> 4];
        entries[jobId >> 4] = (word & ~(ENTRY_MASK << shift)) | ((floor + 1) << shift);
    }

    function _fundFloorEntry(address escrow, uint256 jobId) private view returns (uint256) {
        return (_fundFloors[escrow][jobId >> 4] >> ((jobId & 15) << 4)) & ENTRY_MASK;
    }

    function _setFloor(uint256 floorBps_) private {
        if (floorBps_ > MAX_BPS) revert FloorOutOfRange(floorBps_);
        floorBps = uint16(floorBps_);
        emit FloorSet(floorBps_);
    }

    function _setGuarded(uint8 actions) private {
        if (actions & ~GUARD_ALL != 0) revert UnknownActions(actions);
        guarded = actions;
        emit GuardedSet(actions);
    }
}
