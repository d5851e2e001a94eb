// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice An ERC-20 that burns a 1% fee on every transfer (not on mint or burn), so the
///         recipient gets less than the amount sent. Used to check the escrow's shortfall guard.
contract FeeOnTransferToken is ERC20 {
    uint256 public constant FEE_BPS = 100; // 1%

    constructor() ERC20("Fee-on-transfer USD", "FEE") {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice What `to` receives when `amount` is transferred.
    function afterFee(uint256 amount) public pure returns (uint256) {
        return amount - (amount * FEE_BPS) / 10_000;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0)) {
            uint256 fee = value - afterFee(value);
            super._update(from, address(0), fee); // burn the fee
            value -= fee;
        }
        super._update(from, to, value);
    }
}
