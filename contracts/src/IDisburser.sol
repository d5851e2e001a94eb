// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";

/// @notice The ERC-8183 reference's payout-receiver callback: a payout receiver that is a contract
///         and answers ERC-165 for this interface is told of every payment it receives, after the
///         transfer. Reverting reverts the payment.
interface IDisburser is IERC165 {
    function onDisbursement(uint256 jobId, bytes4 selector, address token, uint256 amount, bytes calldata data)
        external;
}
