// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ITrustOracle} from "./ITrustOracle.sol";
import {RoutingDecision} from "./RoutingDecision.sol";

// The seed's policy (docs/design.md §2, §4): every ReputationLedger's own oracle has it.
uint256 constant DEFAULT_PRIOR_BPS = 7000; // 3.50★
uint256 constant DEFAULT_PRIOR_WEIGHT_UNITS = 12; // whole units of the asset
uint256 constant DEFAULT_Z = 10_000; // z = 1, as Z = z·10^4
uint256 constant DEFAULT_FLOOR_BPS = 5500; // 2.75★

/// @notice The ledger reads an oracle needs.
interface IRepStateReader {
    struct State {
        uint256 sumW;
        uint256 weight;
        uint256 count;
        uint256 disputed;
    }

    function repState(uint256 agentId)
        external
        view
        returns (uint256 sumW, uint256 weight, uint256 count, uint256 disputed);

    function repStates(uint256[] calldata agentIds) external view returns (State[] memory);
}

/// @title ReputationOracle
/// @notice A routing policy over a ReputationLedger: the prior, its weight, z and the floor, fixed
///         at deployment and readable, and the decision of docs/design.md §13 for any agent, computed
///         from the ledger's current (decayed, clamped) state with the integers of Go's
///         `reputation.Decide` (RoutingDecision). Every ledger deploys one with the seed's policy
///         (`ReputationLedger.oracle`); anyone may deploy another policy over the same ledger.
///
///         It is also an ITrustOracle (the ERC-8183 reference's `getUserData(address)`):
///         `reputationScore` is the lower bound in bps, `initialized` whether the agent has evidence
///         (decayed weight above zero; evidence forgotten after 96 epochs makes it a newcomer again).
///         Addresses map to agent ids as the escrow keys jobs without an ERC-8004 id:
///         agentId = uint256(uint160(address)). An agent rated under an ERC-8004 id is read by id
///         (`decision`, `lowerBoundBps`), not by address: an address may own many ids.
/// @dev Parameters are immutable: a policy change is a new oracle, so no reader ever sees a
///      decision change without the evidence changing. The constructor refuses any parameter
///      outside the decision's domain, so the views never revert on the ledger's values
///      (weight < 2^88, sumW ≤ 10000·weight).
contract ReputationOracle is ITrustOracle {
    /// @notice The ledger whose evidence is read.
    IRepStateReader public immutable ledger;
    /// @notice The prior's score in bps (7000 = 3.50★ by default).
    uint256 public immutable priorBps;
    /// @notice The prior's weight, in base units of the ledger's asset (12 units by default).
    uint256 public immutable priorWeight;
    /// @notice The asset's unit, 10^decimals: the evidence count n is mass / unit.
    uint256 public immutable unit;
    /// @notice The Wilson z as Z = z·10^4 (10000 is z = 1, the default), as Go's reputation.ParseZ.
    uint256 public immutable z;
    /// @notice The lower bound in bps an agent needs to be routable (5500 = 2.75★ by default).
    uint256 public immutable floorBps;

    /// @notice One agent's decision.
    struct Decision {
        uint256 smoothedBps;
        uint256 lowerBps;
        bool routable;
    }

    /// @notice The ledger's weight is below 2^88; the prior's weight may add up to 2^96 − 2^88.
    uint256 public constant MAX_PRIOR_WEIGHT = (1 << 96) - (1 << 88);

    error ParameterOutOfRange(string name, uint256 value);

    /// @param decimals the ledger asset's decimals, at most 18: unit = 10^decimals
    constructor(
        address ledger_,
        uint256 priorBps_,
        uint256 priorWeight_,
        uint8 decimals,
        uint256 z_,
        uint256 floorBps_
    ) {
        if (ledger_ == address(0)) revert ParameterOutOfRange("ledger", 0);
        if (priorBps_ > RoutingDecision.MAX_BPS) revert ParameterOutOfRange("priorBps", priorBps_);
        if (priorWeight_ > MAX_PRIOR_WEIGHT) revert ParameterOutOfRange("priorWeight", priorWeight_);
        if (decimals > 18) revert ParameterOutOfRange("decimals", decimals);
        if (z_ == 0 || z_ > RoutingDecision.MAX_Z) revert ParameterOutOfRange("z", z_);
        if (floorBps_ > RoutingDecision.MAX_BPS) revert ParameterOutOfRange("floorBps", floorBps_);
        ledger = IRepStateReader(ledger_);
        priorBps = priorBps_;
        priorWeight = priorWeight_;
        unit = 10 ** decimals;
        z = z_;
        floorBps = floorBps_;
    }

    /// @notice The agent's smoothed score, Wilson lower bound (bps) and whether it is routable.
    function decision(uint256 agentId) public view returns (uint256 smoothedBps, uint256 lowerBps, bool routable) {
        (uint256 sumW, uint256 weight,,) = ledger.repState(agentId);
        return _decide(sumW, weight);
    }

    /// @notice `decision` for many agents with one ledger read, in the order given.
    function decisions(uint256[] calldata agentIds) external view returns (Decision[] memory out) {
        IRepStateReader.State[] memory states = ledger.repStates(agentIds);
        out = new Decision[](states.length);
        for (uint256 i; i < states.length; ++i) {
            Decision memory d = out[i];
            (d.smoothedBps, d.lowerBps, d.routable) = _decide(states[i].sumW, states[i].weight);
        }
    }

    /// @notice The agent's integer Wilson lower bound in bps.
    function lowerBoundBps(uint256 agentId) external view returns (uint256 lowerBps) {
        (, lowerBps,) = decision(agentId);
    }

    /// @notice Whether the agent's lower bound reaches the floor. A newcomer is routable at the
    ///         seed's policy: its bound is the prior's, 5565 ≥ 5500.
    function isRoutable(uint256 agentId) external view returns (bool routable) {
        (,, routable) = decision(agentId);
    }

    /// @notice ITrustOracle: the lower bound in bps of the agent keyed by `user`'s address, and
    ///         whether it has evidence. A newcomer reads (the prior's bound, false).
    function getUserData(address user) external view returns (UserReputation memory rep) {
        (uint256 sumW, uint256 weight,,) = ledger.repState(agentIdOf(user));
        (, rep.reputationScore,) = _decide(sumW, weight);
        rep.initialized = weight != 0;
    }

    /// @notice The agent id the escrow rates a provider's jobs under when they carry no ERC-8004 id.
    function agentIdOf(address provider) public pure returns (uint256) {
        return uint160(provider);
    }

    function _decide(uint256 sumW, uint256 weight) private view returns (uint256, uint256, bool) {
        return RoutingDecision.decide(sumW, weight, priorBps, priorWeight, unit, z, floorBps);
    }
}
