// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice An asset that answers decimals() and nothing else: enough for a ledger's constructor.
contract DecimalsOnly {
    uint8 public immutable decimals;

    constructor(uint8 decimals_) {
        decimals = decimals_;
    }
}
