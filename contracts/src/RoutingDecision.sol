// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title RoutingDecision
/// @notice The routing decision of docs/design.md §13 in integers, the same integers as Go's
///         `reputation.Decide`: the smoothed score, the Wilson lower bound and the verdict.
///
///             m = priorWeight + weight                        (mass, base units)
///             s = priorBps if m = 0, else floor((priorBps·priorWeight + sumW) / m)
///             lowerBps = 0 if m = 0, else, with R = 4·s·(10000 − s)·m·U + Z²·U² and
///               r = ⌈√R⌉ (the least r with r² ≥ R),
///               N = 2·10^4·s·m + Z²·U − Z·r,   D = 2·(10^8·m + Z²·U),
///               lowerBps = 0 if N ≤ 0, else min(s, floor(10^4·N / D))
///             routable = lowerBps ≥ floorBps
///
///         U = 10^decimals is the asset's unit, Z = z·10^4 (10000 is z = 1). Only the root (up)
///         and the last division (down) round, so lowerBps is never above floor(10^4 · the exact
///         bound) and at most 1 bps below it.
/// @dev Domain, as in Go: sumW ≤ 10000·weight (the ledger's clamp), priorBps ≤ 10000,
///      1 ≤ U ≤ 10^18, 1 ≤ Z ≤ 10^5, m < 2^96. Inside it R < 2^184 and no intermediate exceeds 2^138
///      (docs/design.md §13): the checked arithmetic never reverts. Callers check the parameters
///      once (ReputationOracle's constructor); the agent's values are the ledger's, clamped.
library RoutingDecision {
    uint256 internal constant MAX_BPS = 10_000;
    /// @notice Z of z = 1: z is carried as Z = z·10^4.
    uint256 internal constant Z_SCALE = 10_000;
    uint256 internal constant MAX_Z = 100_000; // z = 10
    uint256 internal constant MAX_UNIT = 1e18;
    uint256 internal constant MAX_MASS_BITS = 96;

    /// @return smoothedBps s; lowerBps the integer Wilson lower bound; routable lowerBps ≥ floorBps
    function decide(
        uint256 sumW,
        uint256 weight,
        uint256 priorBps,
        uint256 priorWeight,
        uint256 unit,
        uint256 z,
        uint256 floorBps
    ) internal pure returns (uint256 smoothedBps, uint256 lowerBps, bool routable) {
        uint256 m = priorWeight + weight;
        if (m == 0) return (priorBps, 0, floorBps == 0);
        smoothedBps = (priorBps * priorWeight + sumW) / m;
        lowerBps = lowerBound(smoothedBps, m, unit, z);
        routable = lowerBps >= floorBps;
    }

    /// @notice The Wilson lower bound in bps of a score s bps observed with mass m base units
    ///         (0 for m = 0).
    function lowerBound(uint256 s, uint256 m, uint256 unit, uint256 z) internal pure returns (uint256) {
        if (m == 0) return 0;
        uint256 zu = z * unit;
        uint256 z2u = zu * z;
        uint256 r = sqrtCeil(4 * s * (MAX_BPS - s) * m * unit + zu * zu);
        uint256 plus = 2 * MAX_BPS * s * m + z2u;
        uint256 minus = z * r;
        if (plus <= minus) return 0;
        uint256 q = (MAX_BPS * (plus - minus)) / (2 * (MAX_BPS * MAX_BPS * m + z2u));
        return q < s ? q : s;
    }

    /// @notice ⌈√x⌉, the least r with r² ≥ x.
    function sqrtCeil(uint256 x) internal pure returns (uint256 r) {
        r = Math.sqrt(x); // ⌊√x⌋ < 2^128: r² cannot overflow
        if (r * r < x) ++r;
    }
}
