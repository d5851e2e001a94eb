// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice Builds `complete`'s optParams from the encoding documented in src/Rubric.sol, written
///         from the documentation (not from the library), so tests check the documented layout,
///         and states the rubric of docs/design.md §5 for the expected ratings.
library Outcomes {
    uint256 internal constant TAG = uint256(0x01) << 248;

    /// @notice No signals: the free-form base (70).
    function none() internal pure returns (bytes memory) {
        return "";
    }

    function word(bool noOutput_, bool baked, bool shipped, bool criticRan, uint8 violations)
        internal
        pure
        returns (uint256 w)
    {
        w = TAG | (uint256(violations) << 8);
        if (noOutput_) w |= 1;
        if (baked) w |= 2;
        if (shipped) w |= 4;
        if (criticRan) w |= 8;
    }

    function signals(bool noOutput_, bool baked, bool shipped, bool criticRan, uint8 violations)
        internal
        pure
        returns (bytes memory)
    {
        return abi.encode(word(noOutput_, baked, shipped, criticRan, violations));
    }

    /// @notice Shipped, critic ran, no violations: 70 + 15 + 10 = 95.
    function shippedClean() internal pure returns (bytes memory) {
        return signals(false, false, true, true, 0);
    }

    /// @notice Timeout or crash: 20.
    function noOutput() internal pure returns (bytes memory) {
        return signals(true, false, false, false, 0);
    }

    /// @notice The client's own rating (the client must be the evaluator).
    function buyer(uint8 rating) internal pure returns (bytes memory) {
        return abi.encode(TAG | (uint256(1) << 16) | (uint256(rating) << 24) | 4 | 8);
    }

    /// @notice docs/design.md §5 in its plainest form.
    function rubric(bool noOutput_, bool baked, bool shipped, bool criticRan, uint8 violations)
        internal
        pure
        returns (uint8)
    {
        if (noOutput_) return 20;
        if (baked) return 95;
        int256 r = 70;
        if (shipped) r += 15;
        if (criticRan && violations == 0) r += 10;
        r -= 3 * int256(uint256(violations > 10 ? 10 : violations));
        if (r < 0) r = 0;
        if (r > 100) r = 100;
        return uint8(uint256(r));
    }
}
