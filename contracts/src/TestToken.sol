// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title TestToken
/// @notice A 6-decimals ERC-20 that anyone can mint. For development and test chains only:
///         never deploy it where its balances are meant to be worth anything.
contract TestToken is ERC20 {
    constructor() ERC20("repledger Test USD", "tUSD") {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Mint `amount` base units to `to`. Unrestricted by design: test chains only.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
