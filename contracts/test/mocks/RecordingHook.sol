// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC8183Hook} from "../../src/IERC8183Hook.sol";

/// @notice An ERC-8183 hook that records every call, and on request reverts in a chosen callback
///         or calls back into the escrow (to prove re-entry is refused).
contract RecordingHook is IERC8183Hook {
    struct Call {
        bool before;
        uint256 jobId;
        bytes4 selector;
        bytes data;
    }

    Call[] internal _calls;
    bytes4 public revertBefore; // revert in beforeAction for this selector
    bytes4 public revertAfter; // revert in afterAction for this selector
    address public reenterTarget; // call this with reenterData from beforeAction, once
    bytes public reenterData;
    bool public reentered;
    bytes public reentryError;

    error HookSaysNo(bytes4 selector);

    function setRevert(bytes4 beforeSel, bytes4 afterSel) external {
        revertBefore = beforeSel;
        revertAfter = afterSel;
    }

    function setReenter(address target, bytes calldata data) external {
        reenterTarget = target;
        reenterData = data;
    }

    function beforeAction(uint256 jobId, bytes4 selector, bytes calldata data) external {
        if (selector == revertBefore) revert HookSaysNo(selector);
        _calls.push(Call(true, jobId, selector, data));
        if (reenterTarget != address(0) && !reentered) {
            reentered = true;
            (bool ok, bytes memory ret) = reenterTarget.call(reenterData);
            if (ok) revert("re-entry succeeded");
            reentryError = ret;
        }
    }

    function afterAction(uint256 jobId, bytes4 selector, bytes calldata data) external {
        if (selector == revertAfter) revert HookSaysNo(selector);
        _calls.push(Call(false, jobId, selector, data));
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC8183Hook).interfaceId || interfaceId == type(IERC165).interfaceId;
    }

    function callCount() external view returns (uint256) {
        return _calls.length;
    }

    function callAt(uint256 i) external view returns (Call memory) {
        return _calls[i];
    }
}

/// @notice A contract with the hook's functions but no ERC-165 answer: refused by the allow-list.
contract NotAHook {
    function beforeAction(uint256, bytes4, bytes calldata) external {}

    function afterAction(uint256, bytes4, bytes calldata) external {}
}
