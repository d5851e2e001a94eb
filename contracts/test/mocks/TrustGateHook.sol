// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC8183Hook} from "../../src/IERC8183Hook.sol";
import {ITrustOracle} from "../../src/ITrustOracle.sol";

/// @notice A hook written against ITrustOracle alone, in the pattern of the ERC-8183 reference's
///         TrustGateACPHook: before `fund` the caller (the client) and before `submit` the caller
///         (the provider) must score at least a threshold; an address without evidence scores 0.
///         Our own code from the pattern, for the test that repledger's oracle serves such hooks.
contract TrustGateHook is IERC8183Hook {
    bytes4 internal constant FUND = bytes4(keccak256("fund(uint256,uint256,bytes)"));
    bytes4 internal constant SUBMIT = bytes4(keccak256("submit(uint256,bytes32,bytes)"));

    ITrustOracle public immutable oracle;
    uint256 public immutable clientThreshold;
    uint256 public immutable providerThreshold;

    error TrustTooLow(uint256 jobId, address who, uint256 score, uint256 threshold);

    constructor(ITrustOracle oracle_, uint256 clientThreshold_, uint256 providerThreshold_) {
        oracle = oracle_;
        clientThreshold = clientThreshold_;
        providerThreshold = providerThreshold_;
    }

    function beforeAction(uint256 jobId, bytes4 selector, bytes calldata data) external view {
        if (selector == FUND) {
            (address caller,) = abi.decode(data, (address, bytes));
            _require(jobId, caller, clientThreshold);
        } else if (selector == SUBMIT) {
            (address caller,,) = abi.decode(data, (address, bytes32, bytes));
            _require(jobId, caller, providerThreshold);
        }
    }

    function afterAction(uint256, bytes4, bytes calldata) external pure {}

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC8183Hook).interfaceId || interfaceId == type(IERC165).interfaceId;
    }

    function _require(uint256 jobId, address who, uint256 threshold) private view {
        ITrustOracle.UserReputation memory r = oracle.getUserData(who);
        uint256 score = r.initialized ? r.reputationScore : 0;
        if (score < threshold) revert TrustTooLow(jobId, who, score, threshold);
    }
}
