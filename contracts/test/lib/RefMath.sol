// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice A plain restatement of docs/design.md §2–§3 (formula `ledger/v1`), written for obviousness, not gas,
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

    // ------------------------------------------------------------ agent state (docs/design.md §3)

    struct State {
        uint256 sumW; // Σ w·bps, decayed
        uint256 weight; // Σ w, decayed
        uint256 count; // lifetime number of ratings
        uint256 disputed; // Σ w over dispute ratings, decayed
        uint256 lastEpoch; // epoch of the latest rating
    }

    /// @notice Apply one rating at `epoch`: decay everything by k = epoch − lastEpoch, then add.
    function applyRating(State memory s, uint256 epoch, uint8 rating, uint256 weight, uint8 kind)
        internal
        pure
        returns (State memory)
    {
        return _applyWithFactor(s, F(_elapsed(s, epoch)), epoch, rating, weight, kind);
    }

    /// @notice applyRating with F taken from a factorTable() (same arithmetic, cheaper).
    function applyRating(
        uint256[] memory table,
        State memory s,
        uint256 epoch,
        uint8 rating,
        uint256 weight,
        uint8 kind
    ) internal pure returns (State memory) {
        return _applyWithFactor(s, factorFrom(table, _elapsed(s, epoch)), epoch, rating, weight, kind);
    }

    /// @notice The state as read at `epoch` (decayed, nothing written). No ratings: all zero.
    function readAt(State memory s, uint256 epoch) internal pure returns (State memory) {
        if (s.count == 0) return State(0, 0, 0, 0, 0);
        return _readWithFactor(s, F(_elapsed(s, epoch)));
    }

    /// @notice readAt with F taken from a factorTable().
    function readAt(uint256[] memory table, State memory s, uint256 epoch) internal pure returns (State memory) {
        if (s.count == 0) return State(0, 0, 0, 0, 0);
        return _readWithFactor(s, factorFrom(table, _elapsed(s, epoch)));
    }

    function _elapsed(State memory s, uint256 epoch) private pure returns (uint256) {
        require(epoch >= s.lastEpoch, "RefMath: time went backwards");
        return epoch - s.lastEpoch;
    }

    /// @dev f is F(k) for the k elapsed since s.lastEpoch.
    function _applyWithFactor(State memory s, uint256 f, uint256 epoch, uint8 rating, uint256 weight, uint8 kind)
        private
        pure
        returns (State memory out)
    {
        out.sumW = _scale(s.sumW, f) + weight * uint256(rating) * 100; // bps = 100 · rating
        out.weight = _scale(s.weight, f) + weight;
        out.disputed = _scale(s.disputed, f) + (kind == KIND_DISPUTE ? weight : 0);
        out.count = s.count + 1;
        out.lastEpoch = epoch;
    }

    function _readWithFactor(State memory s, uint256 f) private pure returns (State memory out) {
        out.sumW = _scale(s.sumW, f);
        out.weight = _scale(s.weight, f);
        out.disputed = _scale(s.disputed, f);
        out.count = s.count;
        out.lastEpoch = s.lastEpoch;
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
