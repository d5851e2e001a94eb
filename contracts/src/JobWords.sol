// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title JobWords
/// @notice The two storage words of an Escrow job, packed by hand so that every call reads each
///         once and writes each at most once (the compiler updates packed struct members one by
///         one, each a read-modify-write of the slot).
/// @dev Head word, low bits first:
///        0..159   provider
///      160..167   status (Escrow.Status)
///      168..175   flags (Escrow's FLAG_*; the rating's kind in bits 4..5)
///      176..183   rating, set at completion
///      184..191   token index (0: the ledger's asset)
///      192..199   hook index (0: no hook)
///      200..239   time: the expiry while the job is not Completed, the completion time once it is
///      240..255   platform fee in basis points, fixed at creation
///      Deal word: client (0..159), budget (160..255).
library JobWords {
    uint256 private constant ADDRESS = (1 << 160) - 1;
    uint256 private constant STATUS = 160;
    uint256 private constant FLAGS = 168;
    uint256 private constant RATING = 176;
    uint256 private constant TOKEN = 184;
    uint256 private constant HOOK = 192;
    uint256 private constant TIME = 200;
    uint256 private constant FEE = 240;
    uint256 private constant BUDGET = 160;

    function head(address provider_, uint8 flags_, uint8 hookIndex_, uint40 time_, uint16 feeBps_)
        internal
        pure
        returns (uint256)
    {
        return uint256(uint160(provider_)) | (uint256(flags_) << FLAGS) | (uint256(hookIndex_) << HOOK)
            | (uint256(time_) << TIME) | (uint256(feeBps_) << FEE);
    }

    function provider(uint256 h) internal pure returns (address) {
        return address(uint160(h));
    }

    function status(uint256 h) internal pure returns (uint8) {
        return uint8(h >> STATUS);
    }

    function flags(uint256 h) internal pure returns (uint8) {
        return uint8(h >> FLAGS);
    }

    function rating(uint256 h) internal pure returns (uint8) {
        return uint8(h >> RATING);
    }

    function tokenIndex(uint256 h) internal pure returns (uint8) {
        return uint8(h >> TOKEN);
    }

    function hookIndex(uint256 h) internal pure returns (uint8) {
        return uint8(h >> HOOK);
    }

    function time(uint256 h) internal pure returns (uint40) {
        return uint40(h >> TIME);
    }

    function feeBps(uint256 h) internal pure returns (uint16) {
        return uint16(h >> FEE);
    }

    function withProvider(uint256 h, address p) internal pure returns (uint256) {
        return (h & ~ADDRESS) | uint256(uint160(p));
    }

    function withStatus(uint256 h, uint8 s) internal pure returns (uint256) {
        return (h & ~(uint256(0xff) << STATUS)) | (uint256(s) << STATUS);
    }

    function withFlags(uint256 h, uint8 f) internal pure returns (uint256) {
        return (h & ~(uint256(0xff) << FLAGS)) | (uint256(f) << FLAGS);
    }

    function withTokenIndex(uint256 h, uint8 i) internal pure returns (uint256) {
        return (h & ~(uint256(0xff) << TOKEN)) | (uint256(i) << TOKEN);
    }

    /// @notice The head of a job completed now: status, flags, rating and the completion time.
    function completed(uint256 h, uint8 status_, uint8 flags_, uint8 rating_, uint40 time_)
        internal
        pure
        returns (uint256)
    {
        uint256 keep = ADDRESS | (uint256(0xffff) << TOKEN) | (uint256(0xffff) << FEE);
        return (h & keep) | (uint256(status_) << STATUS) | (uint256(flags_) << FLAGS) | (uint256(rating_) << RATING)
            | (uint256(time_) << TIME);
    }

    function deal(address client_, uint96 budget_) internal pure returns (uint256) {
        return uint256(uint160(client_)) | (uint256(budget_) << BUDGET);
    }

    function client(uint256 d) internal pure returns (address) {
        return address(uint160(d));
    }

    function budget(uint256 d) internal pure returns (uint96) {
        return uint96(d >> BUDGET);
    }
}
