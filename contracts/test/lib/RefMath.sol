// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice A plain restatement of docs/design.md §2–§3 with docs/design.md §12 (formula `ledger/v2`: the clamp and the
///         late-submission rule), written for obviousness, not gas,
///         and independent of src/DecayTable.sol: tests compare the ledger against this.
library RefMath {
    uint256 internal constant ONE = 1e18;
    uint256 internal constant RETENTION_NUM = 9250;
    uint256 internal constant RETENTION_DEN = 10000;
    uint256 internal constant HORIZON = 96;
    uint256 internal constant MAX_BPS = 10000;
    uint8 internal constant KIND_DISPUTE = 2;

    uint256 private constant LIMB_BITS = 128;
    uint256 private constant LIMB_MASK = (1 << 128) - 1;
    /// @dev 1e18 · 9250^95 < 2^1311, so 11 limbs of 128 bits suffice; one spare.
    uint256 private constant LIMBS = 12;

    // ------------------------------------------------------------ decay (docs/design.md §2)

    /// @notice F(k) = floor(1e18 · 9250^k / 10000^k) for k < 96, else 0.
    /// @dev Exact: the numerator is built as a big integer (little-endian base-2^128 limbs), then
    ///      divided by 10000 k times. floor(floor(x/a)/b) == floor(x/(a·b)) for positive integers,
    ///      so the successive floors give exactly the floor of the whole quotient.
    function F(uint256 k) internal pure returns (uint256) {
        if (k >= HORIZON) return 0;
        uint256[] memory n = new uint256[](LIMBS);
        n[0] = ONE;
        for (uint256 i; i < k; ++i) {
            _mulSmall(n, RETENTION_NUM);
        }
        for (uint256 i; i < k; ++i) {
            _divSmall(n, RETENTION_DEN);
        }
        // The quotient is at most 1e18, so it lives in the lowest limb alone.
        for (uint256 i = 1; i < LIMBS; ++i) {
            require(n[i] == 0, "RefMath: quotient too large");
        }
        return n[0];
    }

    /// @notice decay(v, k) = floor(v · F(k) / 1e18).
    function decay(uint256 v, uint256 k) internal pure returns (uint256) {
        return _scale(v, F(k));
    }

    /// @dev floor(v · f / 1e18): decay once the factor f = F(k) is known.
    function _scale(uint256 v, uint256 f) private pure returns (uint256) {
        return (v * f) / ONE;
    }

    /// @notice F(0..95) in one array, so a caller that decays many times (the invariant replay)
    ///         computes each exact factor once. Entry k is F(k), nothing else.
    function factorTable() internal pure returns (uint256[] memory table) {
        table = new uint256[](HORIZON);
        for (uint256 k; k < HORIZON; ++k) {
            table[k] = F(k);
        }
    }

    /// @notice F(k) looked up in a factorTable(); 0 from the horizon on, like F.
    function factorFrom(uint256[] memory table, uint256 k) internal pure returns (uint256) {
        require(table.length == HORIZON, "RefMath: not a factor table");
        return k >= HORIZON ? 0 : table[k];
    }

    /// @dev n *= m in place, for a small m (limb·m + carry < 2^256 because m < 2^64).
    function _mulSmall(uint256[] memory n, uint256 m) private pure {
        uint256 carry;
        for (uint256 i; i < n.length; ++i) {
            uint256 x = n[i] * m + carry;
            n[i] = x & LIMB_MASK;
            carry = x >> LIMB_BITS;
        }
        require(carry == 0, "RefMath: bignum overflow");
    }

    /// @dev n = floor(n / d) in place, for a small d: schoolbook division from the top limb down.
    function _divSmall(uint256[] memory n, uint256 d) private pure {
        uint256 rem;
        for (uint256 i = n.length; i > 0; --i) {
            uint256 x = (rem << LIMB_BITS) | n[i - 1];
            n[i - 1] = x / d;
            rem = x % d;
        }
    }

    // ------------------------------------------------------------ agent state (docs/design.md §12)

    struct State {
        uint256 sumW; // Σ w·bps, decayed
        uint256 weight; // Σ w, decayed
        uint256 count; // lifetime number of ratings
        uint256 disputed; // Σ w over dispute ratings, decayed
        uint256 lastEpoch; // the latest completion epoch among the ratings
    }

    /// @notice Apply one rating that took effect at its completion epoch `e` (ledger/v2).
    function applyRating(State memory s, uint256 e, uint8 rating, uint256 weight, uint8 kind)
        internal
        pure
        returns (State memory)
    {
        uint256 k = e >= s.lastEpoch ? e - s.lastEpoch : s.lastEpoch - e;
        return _apply(s, F(k), e, rating, weight, kind);
    }

    /// @notice applyRating with F taken from a factorTable() (same arithmetic, cheaper).
    function applyRating(
        uint256[] memory table,
        State memory s,
        uint256 e,
        uint8 rating,
        uint256 weight,
        uint8 kind
    ) internal pure returns (State memory) {
        uint256 k = e >= s.lastEpoch ? e - s.lastEpoch : s.lastEpoch - e;
        return _apply(s, factorFrom(table, k), e, rating, weight, kind);
    }

    /// @notice The state as read at `epoch` (decayed and clamped, nothing written). No ratings: zero.
    function readAt(State memory s, uint256 epoch) internal pure returns (State memory) {
        if (s.count == 0) return State(0, 0, 0, 0, 0);
        return _decayed(s, F(_elapsed(s, epoch)), epoch != s.lastEpoch);
    }

    /// @notice readAt with F taken from a factorTable().
    function readAt(uint256[] memory table, State memory s, uint256 epoch) internal pure returns (State memory) {
        if (s.count == 0) return State(0, 0, 0, 0, 0);
        return _decayed(s, factorFrom(table, _elapsed(s, epoch)), epoch != s.lastEpoch);
    }

    function _elapsed(State memory s, uint256 epoch) private pure returns (uint256) {
        require(epoch >= s.lastEpoch, "RefMath: time went backwards");
        return epoch - s.lastEpoch;
    }

    /// @dev f is F(|e − lastEpoch|). On time (e ≥ lastEpoch): decay the state (clamped when it
    ///      moved), then add. Late: add the rating decayed by lastEpoch − e, keep lastEpoch, clamp.
    function _apply(State memory s, uint256 f, uint256 e, uint8 rating, uint256 weight, uint8 kind)
        private
        pure
        returns (State memory out)
    {
        uint256 bps = uint256(rating) * 100;
        bool dispute = kind == KIND_DISPUTE;
        if (e >= s.lastEpoch) {
            out = _decayed(s, f, e != s.lastEpoch);
            out.sumW += weight * bps;
            out.weight += weight;
            if (dispute) out.disputed += weight;
            out.lastEpoch = e;
        } else {
            out = State(s.sumW, s.weight, s.count, s.disputed, s.lastEpoch);
            out.sumW += _scale(weight * bps, f);
            out.weight += _scale(weight, f);
            if (dispute) out.disputed += _scale(weight, f);
            _clamp(out);
        }
        out.count = s.count + 1;
    }

    /// @dev Decay every sum by the factor f; when the state moved (k ≥ 1), clamp it.
    function _decayed(State memory s, uint256 f, bool moved) private pure returns (State memory out) {
        out.sumW = _scale(s.sumW, f);
        out.weight = _scale(s.weight, f);
        out.disputed = _scale(s.disputed, f);
        out.count = s.count;
        out.lastEpoch = s.lastEpoch;
        if (moved) _clamp(out);
    }

    /// @dev sumW ≤ 10000 · weight and disputed ≤ weight.
    function _clamp(State memory s) private pure {
        if (s.sumW > MAX_BPS * s.weight) s.sumW = MAX_BPS * s.weight;
        if (s.disputed > s.weight) s.disputed = s.weight;
    }

    // ------------------------------------------------------------ reads (docs/design.md §3), on a read state

    function avgBps(State memory s) internal pure returns (uint256) {
        return s.weight == 0 ? 0 : s.sumW / s.weight;
    }

    function repBps(State memory s, uint256 priorBps, uint256 priorWeight) internal pure returns (uint256) {
        uint256 total = priorWeight + s.weight;
        if (total == 0) return priorBps;
        return (priorBps * priorWeight + s.sumW) / total;
    }

    function disputeRateBps(State memory s) internal pure returns (uint256) {
        return s.weight == 0 ? 0 : (s.disputed * MAX_BPS) / s.weight;
    }
}
