// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {Escrow} from "./Escrow.sol";
import {IERC8183Hook} from "./IERC8183Hook.sol";
import {IRatingSource} from "./IRatingSource.sol";
import {ReputationOracle} from "./ReputationOracle.sol";

/// @title ReputationGate
/// @notice An ERC-8183 hook for repledger escrows that refuses to hire, pay or take work from a
///         provider whose Wilson lower bound (ReputationOracle.lowerBoundBps, docs/design.md §13)
///         is under the floor: `setProvider`, `fund` and `submit`, each when its owner guards it.
///         The provider is named by its agent id as the ledger rates it: the ERC-8004 id of the
///         job, else uint160(provider address). A newcomer has the prior's bound (5565 bps with the
///         seed's policy) and passes the default floor, 5500: the gate keeps out agents with bad
///         evidence, not agents without any. `afterAction` accepts everything.
/// @dev For `fund` and `submit` the job's agent id comes from the calling escrow's
///      `ratingTerms(jobId)`, so the gate serves repledger escrows only (an escrow must allow-list
///      it). It writes nothing: a call from anything else changes nothing.
contract ReputationGate is IERC8183Hook, Ownable2Step {
    /// @notice Action bits of `guarded`.
    uint8 public constant GUARD_SET_PROVIDER = 1;
    uint8 public constant GUARD_FUND = 2;
    uint8 public constant GUARD_SUBMIT = 4;
    uint8 private constant GUARD_ALL = GUARD_SET_PROVIDER | GUARD_FUND | GUARD_SUBMIT;
    uint256 private constant MAX_BPS = 10_000;

    /// @notice The policy whose lower bound is compared with the floor.
    ReputationOracle public immutable oracle;
    /// @notice The lower bound in bps a provider needs.
    uint16 public floorBps;
    /// @notice Which actions are checked (GUARD_* bits); shares floorBps's slot.
    uint8 public guarded;

    event FloorSet(uint256 floorBps);
    event GuardedSet(uint8 actions);

    error BelowFloor(uint256 jobId, uint256 agentId, uint256 lowerBps, uint256 floorBps);
    error FloorOutOfRange(uint256 floorBps);
    error UnknownActions(uint8 actions);
    error ZeroOracle();

    constructor(address owner_, ReputationOracle oracle_, uint256 floorBps_, uint8 guarded_) Ownable(owner_) {
        if (address(oracle_) == address(0)) revert ZeroOracle();
        oracle = oracle_;
        _setFloor(floorBps_);
        _setGuarded(guarded_);
    }

    /// @notice Set the floor in bps (at most 10000). Owner only.
    function setFloor(uint256 floorBps_) external onlyOwner {
        _setFloor(floorBps_);
    }

    /// @notice Set which actions are checked, as GUARD_* bits (0: none). Owner only.
    function setGuarded(uint8 actions) external onlyOwner {
        _setGuarded(actions);
    }

    /// @inheritdoc IERC8183Hook
    function beforeAction(uint256 jobId, bytes4 selector, bytes calldata data) external view {
        uint8 g = guarded;
        if (selector == Escrow.setProvider.selector) {
            if (g & GUARD_SET_PROVIDER == 0) return;
            (, address provider, uint256 agentId) = abi.decode(data, (address, address, uint256));
            _check(jobId, agentId != 0 ? agentId : uint160(provider));
        } else if (
            (selector == Escrow.fund.selector && g & GUARD_FUND != 0)
                || (selector == Escrow.submit.selector && g & GUARD_SUBMIT != 0)
        ) {
            _check(jobId, IRatingSource(msg.sender).ratingTerms(jobId).agentId);
        }
    }

    /// @inheritdoc IERC8183Hook
    function afterAction(uint256, bytes4, bytes calldata) external pure {}

    /// @inheritdoc IERC165
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC8183Hook).interfaceId || interfaceId == type(IERC165).interfaceId;
    }

    /// @notice Whether `agentId` passes the gate now (its lower bound reaches the floor).
    function passes(uint256 agentId) external view returns (bool) {
        return oracle.lowerBoundBps(agentId) >= floorBps;
    }

    function _check(uint256 jobId, uint256 agentId) private view {
        uint256 lower = oracle.lowerBoundBps(agentId);
        uint256 floor = floorBps;
        if (lower < floor) revert BelowFloor(jobId, agentId, lower, floor);
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
