// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The integer routing decision of docs/design.md §13 (issue 12), for tests: smoothing with a
///         prior, then the Wilson lower bound with the square root rounded up and the division
///         rounded down.
library Wilson {
    uint256 internal constant PRIOR_BPS = 7000;
    uint256 internal constant Z = 10_000; // z = 1.0, scaled by 10^4
    uint256 internal constant FLOOR_BPS = 5500;

    /// @param sumW decayed Σ w·bps; @param weight decayed Σ w (base units); @param priorWeight W0
    ///        (base units); @param unit U = 10^decimals
    /// @return s the smoothed bps; lowerBps the Wilson lower bound in bps
    function decide(uint256 sumW, uint256 weight, uint256 priorBps, uint256 priorWeight, uint256 unit, uint256 z)
        internal
        pure
        returns (uint256 s, uint256 lowerBps)
    {
        uint256 m = priorWeight + weight;
        if (m == 0) return (priorBps, 0);
        s = (priorBps * priorWeight + sumW) / m;
        uint256 R = 4 * s * (10_000 - s) * m * unit + z * z * unit * unit;
        uint256 r = ceilSqrt(R);
        uint256 plus = 2 * 10_000 * s * m + z * z * unit;
        uint256 minus = z * r;
        if (plus <= minus) return (s, 0);
        uint256 n = plus - minus;
        uint256 d = 2 * (1e8 * m + z * z * unit);
        lowerBps = (10_000 * n) / d;
        if (lowerBps > s) lowerBps = s;
    }

    /// @notice The default policy: prior 7000 bps with weight 12 units, z = 1.
    function lowerBound(uint256 sumW, uint256 weight, uint256 unit) internal pure returns (uint256 lowerBps) {
        (, lowerBps) = decide(sumW, weight, PRIOR_BPS, 12 * unit, unit, Z);
    }

    /// @notice The smallest r with r·r ≥ x (Newton's method from above, then one step of care).
    function ceilSqrt(uint256 x) internal pure returns (uint256 r) {
        if (x == 0) return 0;
        r = x;
        uint256 y = (x >> 1) + (x & 1); // ceil(x / 2)
        while (y < r) {
            r = y;
            y = (x / y + y) >> 1;
        }
        // r = floor(sqrt(x)) now
        if (r * r < x) ++r;
    }
}
