// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";

/// @notice The ERC-8183 hook interface (the ERC calls it IACPHook): the escrow calls a job's hook
///         before and after each hookable core function. `selector` names the core function,
///         `data` carries its parameters (see Escrow for the encoding per selector). A hook must
///         answer ERC-165 for this interface's id (beforeAction ^ afterAction).
interface IERC8183Hook is IERC165 {
    /// @notice Called before the core function changes anything; reverting blocks the action.
    function beforeAction(uint256 jobId, bytes4 selector, bytes calldata data) external;

    /// @notice Called after the core function's effects and transfers; reverting undoes them all.
    function afterAction(uint256 jobId, bytes4 selector, bytes calldata data) external;
}
