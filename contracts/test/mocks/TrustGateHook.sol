// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC8183Hook} from "../../src/IERC8183Hook.sol";

// Hooks written against a trust oracle's interface alone, each declaring the interface itself as
// the ERC-8183 reference's hooks do (docs/erc8183-reference.md §6), for the tests that
// repledger's oracle answers them. Our own code from the reference's patterns, not its code.
// Each gates `submit`: the provider (the caller) must be trusted enough.

/// @notice The oracle as the reference's newer readers declare it: the 4-field record of
///         TrustBasedEvaluator and the meetsThreshold call of hook-contracts' TrustGateHook.
interface IReferenceTrustOracle {
    struct UserReputation {
        uint256 reputationScore;
        uint256 totalReviews;
        bool initialized;
        uint256 lastUpdated;
    }

    function getUserData(address user) external view returns (UserReputation memory);

    function meetsThreshold(uint256 agentId, uint256 chainId, string calldata registry, uint8 threshold)
        external
        view
        returns (bool);
}

/// @notice The oracle as the older TrustGateACPHook declares it: a 2-field record under the same
///         getUserData selector.
interface ILegacyTrustOracle {
    struct UserReputation {
        uint256 reputationScore;
        bool initialized;
    }

    function getUserData(address user) external view returns (UserReputation memory);
}

/// @notice What the three hooks share: route `submit` to `_gate`, accept everything else.
abstract contract SubmitGateHook is IERC8183Hook {
    bytes4 internal constant SUBMIT = bytes4(keccak256("submit(uint256,bytes32,bytes)"));

    function beforeAction(uint256 jobId, bytes4 selector, bytes calldata data) external view {
        if (selector != SUBMIT) return;
        (address provider,,) = abi.decode(data, (address, bytes32, bytes));
        _gate(jobId, provider);
    }

    function afterAction(uint256, bytes4, bytes calldata) external pure {}

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC8183Hook).interfaceId || interfaceId == type(IERC165).interfaceId;
    }

    function _gate(uint256 jobId, address provider) internal view virtual;
}

/// @notice getUserData's 4-field record, read as TrustBasedEvaluator reads it: the provider's
///         score, 0 unless initialized, must reach `minScore` (bps on repledger's oracle).
contract ScoreGateHook is SubmitGateHook {
    IReferenceTrustOracle public immutable oracle;
    uint256 public immutable minScore;

    error TrustTooLow(uint256 jobId, address provider, uint256 score, uint256 minScore);

    constructor(IReferenceTrustOracle oracle_, uint256 minScore_) {
        oracle = oracle_;
        minScore = minScore_;
    }

    function _gate(uint256 jobId, address provider) internal view override {
        IReferenceTrustOracle.UserReputation memory r = oracle.getUserData(provider);
        uint256 score = r.initialized ? r.reputationScore : 0;
        if (score < minScore) revert TrustTooLow(jobId, provider, score, minScore);
    }
}

/// @notice meetsThreshold, called as hook-contracts' TrustGateHook calls it: the provider's wallet
///         is mapped to an agent id, asked about under one chain id and registry string at a
///         0..100 threshold. The mapping is open to anyone here: tests only.
contract ThresholdGateHook is SubmitGateHook {
    IReferenceTrustOracle public immutable oracle;
    uint8 public immutable threshold;
    uint256 public immutable chainId;
    string public registry;
    mapping(address wallet => uint256) public agentIds;
    mapping(address wallet => bool) public registered;

    error NoAgentId(address wallet);
    error BelowThreshold(uint256 jobId, address provider, uint256 agentId, uint8 threshold);

    constructor(IReferenceTrustOracle oracle_, uint8 threshold_, uint256 chainId_, string memory registry_) {
        oracle = oracle_;
        threshold = threshold_;
        chainId = chainId_;
        registry = registry_;
    }

    function setAgentId(address wallet, uint256 agentId) external {
        agentIds[wallet] = agentId;
        registered[wallet] = true;
    }

    function _gate(uint256 jobId, address provider) internal view override {
        if (!registered[provider]) revert NoAgentId(provider);
        uint256 id = agentIds[provider];
        if (!oracle.meetsThreshold(id, chainId, registry, threshold)) {
            revert BelowThreshold(jobId, provider, id, threshold);
        }
    }
}

/// @notice getUserData read as the older TrustGateACPHook reads it, 2 fields: repledger's 4-field
///         answer puts totalReviews where this reader expects its bool.
contract LegacyScoreGateHook is SubmitGateHook {
    ILegacyTrustOracle public immutable oracle;
    uint256 public immutable minScore;

    error TrustTooLow(uint256 jobId, address provider, uint256 score, uint256 minScore);

    constructor(ILegacyTrustOracle oracle_, uint256 minScore_) {
        oracle = oracle_;
        minScore = minScore_;
    }

    function _gate(uint256 jobId, address provider) internal view override {
        ILegacyTrustOracle.UserReputation memory r = oracle.getUserData(provider);
        uint256 score = r.initialized ? r.reputationScore : 0;
        if (score < minScore) revert TrustTooLow(jobId, provider, score, minScore);
    }
}
