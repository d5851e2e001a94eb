// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgentTrustOracle, ITrustOracle} from "./ITrustOracle.sol";
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

    function lastEpochOf(uint256 agentId) external view returns (uint256);

    function epochLength() external view returns (uint256);

    function identityRegistry() external view returns (address);
}

/// @notice The one call the oracle makes to the ERC-8004 identity registry (an ERC-721).
interface IAgentOwners {
    function ownerOf(uint256 agentId) external view returns (address);
}

/// @title ReputationOracle
/// @notice A routing policy over a ReputationLedger: the prior, its weight, z and the floor, fixed
///         at deployment and readable, and the decision of docs/design.md §13 for any agent, computed
///         from the ledger's current (decayed, clamped) state with the integers of Go's
///         `reputation.Decide` (RoutingDecision). Every ledger deploys one with the seed's policy
///         (`ReputationLedger.oracle`); anyone may deploy another policy over the same ledger.
///
///         It is also a trust oracle in the two shapes of the ERC-8183 reference's hooks (issue 18,
///         docs/contracts.md):
///         - ITrustOracle, `getUserData(address)`, the 4-field record `TrustBasedEvaluator` decodes:
///           `reputationScore` the lower bound in bps, `totalReviews` the lifetime rating count,
///           `initialized` whether the agent has evidence (decayed weight above zero; evidence
///           forgotten after 96 epochs makes it a newcomer again), `lastUpdated` the start of the
///           epoch of its last rating (0 without evidence). The older `TrustGateACPHook` decodes a
///           2-field record under the same selector and cannot read this one: it reverts for any
///           agent rated twice or more (ITrustOracle says why the four fields were chosen).
///           Addresses map to agent ids as the escrow keys jobs without an ERC-8004 id:
///           agentId = uint256(uint160(address)). An agent rated under an ERC-8004 id is read by id
///           (`decision`, `lowerBoundBps`, `meetsThreshold`), not by address: an address may own
///           many ids.
///         - IAgentTrustOracle, `meetsThreshold(agentId, chainId, registry, threshold)`, the call of
///           hook-contracts' `TrustGateHook`: for ERC-8004 ids (registry "erc8004") on this chain,
///           whether the lower bound in bps / 100, rounded down, reaches a threshold of 1..100.
/// @dev Parameters are immutable: a policy change is a new oracle, so no reader ever sees a
///      decision change without the evidence changing. The constructor refuses any parameter
///      outside the decision's domain, so the views never revert on the ledger's values
///      (weight < 2^88, sumW ≤ 10000·weight).
contract ReputationOracle is ITrustOracle, IAgentTrustOracle {
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

    /// @notice The one agent namespace `meetsThreshold` knows: ERC-8004 ids of the ledger's
    ///         identity registry, the ids escrow jobs (`providerAgentId`) and x402 payments are
    ///         rated under. Compared byte for byte ("ERC8004" is another string).
    string public constant ERC8004_REGISTRY = "erc8004";
    bytes32 private constant ERC8004_REGISTRY_HASH = keccak256(bytes(ERC8004_REGISTRY));
    /// @notice `meetsThreshold`'s scale: thresholds run 1..100, scores lowerBps / 100.
    uint8 public constant MAX_THRESHOLD = 100;

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

    /// @notice ITrustOracle: the record of the agent keyed by `user`'s address. A newcomer reads
    ///         (the prior's bound, 0, false, 0); a forgotten agent keeps its `totalReviews`.
    function getUserData(address user) external view returns (UserReputation memory rep) {
        uint256 agentId = agentIdOf(user);
        (uint256 sumW, uint256 weight, uint256 count,) = ledger.repState(agentId);
        (, rep.reputationScore,) = _decide(sumW, weight);
        rep.totalReviews = count;
        if (weight != 0) {
            rep.initialized = true;
            rep.lastUpdated = ledger.lastEpochOf(agentId) * ledger.epochLength();
        }
    }

    /// @notice IAgentTrustOracle: whether ERC-8004 agent `agentId` scores at least `threshold` on
    ///         a 0..100 scale, its lower bound in bps / 100 rounded down (a newcomer scores 55 with
    ///         the seed's policy). False, never a revert, for anything this oracle cannot answer:
    ///         a `chainId` other than this chain's, a `registry` other than ERC8004_REGISTRY, a
    ///         ledger without an identity registry, an id that registry does not know now (never
    ///         minted, or burnt), and a threshold outside 1..100 (0 would pass everyone; the
    ///         reference hook refuses both too).
    function meetsThreshold(uint256 agentId, uint256 chainId, string calldata registry, uint8 threshold)
        external
        view
        returns (bool)
    {
        if (chainId != block.chainid || threshold == 0 || threshold > MAX_THRESHOLD) return false;
        if (keccak256(bytes(registry)) != ERC8004_REGISTRY_HASH || !_isAgent(agentId)) return false;
        (, uint256 lowerBps,) = decision(agentId);
        return lowerBps >= uint256(threshold) * 100; // floor(lowerBps / 100) >= threshold
    }

    /// @notice The agent id the escrow rates a provider's jobs under when they carry no ERC-8004 id.
    function agentIdOf(address provider) public pure returns (uint256) {
        return uint160(provider);
    }

    /// @dev Whether the ledger's identity registry knows `agentId` now. Its `ownerOf` reverts for
    ///      an id never minted or burnt (ERC-721); that is an answer here, not a failure. A raw
    ///      static call, so that no answer of the registry, malformed ones included, reverts this.
    function _isAgent(uint256 agentId) private view returns (bool) {
        address registry = ledger.identityRegistry();
        if (registry == address(0)) return false;
        (bool ok, bytes memory ret) = registry.staticcall(abi.encodeCall(IAgentOwners.ownerOf, (agentId)));
        if (!ok || ret.length < 32) return false;
        uint256 owner = uint256(bytes32(ret));
        return owner != 0 && owner >> 160 == 0;
    }

    function _decide(uint256 sumW, uint256 weight) private view returns (uint256, uint256, bool) {
        return RoutingDecision.decide(sumW, weight, priorBps, priorWeight, unit, z, floorBps);
    }
}
