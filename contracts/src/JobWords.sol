// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title JobWords
/// @notice The two storage words every Escrow job has, packed by hand so that every call reads
///         each once and writes each at most once (the compiler would update packed struct
///         members one by one, each a read-modify-write of the slot).
/// @dev Head word, low bits first:
///        0..159   provider
///      160..163   status (IEscrow.JobStatus)
///      164..171   flags (Escrow's FLAG_*)
///      172..203   expiredAt (uint32: createJob bounds it to 365 days ahead, so until 2105)
///      204..229   expiredAt − submittedAt (1 .. 365 days; 0: never submitted)
///      230..255   expiredAt + 1 hour − the verdict's time (0 .. 365 days + 1 hour), set when the
///                 job reaches Completed, Rejected or Expired; a later claimRefund is recorded
///                 at expiredAt + 1 hour
///      Deal word: client (0..159), budget (160..247, 88 bits), token index (248..255; 0: none
///      set yet, 1: the ledger's asset, 2..255: the allow-list).
///      Extra word (only when FLAG_EXTRA): settledAmount (0..87), platform fee bps (88..103).
library JobWords {
    uint256 internal constant GRACE = 1 hours;
    uint256 private constant ADDRESS = (1 << 160) - 1;
    uint256 private constant STATUS = 160;
    uint256 private constant FLAGS = 164;
    uint256 private constant EXPIRY = 172;
    uint256 private constant SUBMITTED = 204;
    uint256 private constant VERDICT = 230;
    uint256 private constant OFFSET = (1 << 26) - 1;
    uint256 private constant BUDGET = 160;
    uint256 private constant TOKEN = 248;
    uint256 private constant FEE = 88;

    function head(address provider_, uint256 flags_, uint256 expiredAt_) internal pure returns (uint256) {
        return uint256(uint160(provider_)) | (flags_ << FLAGS) | (expiredAt_ << EXPIRY);
    }

    function provider(uint256 h) internal pure returns (address) {
        return address(uint160(h));
    }

    function status(uint256 h) internal pure returns (uint256) {
        return (h >> STATUS) & 15;
    }

    function flags(uint256 h) internal pure returns (uint256) {
        return (h >> FLAGS) & 0xff;
    }

    function has(uint256 h, uint256 flag) internal pure returns (bool) {
        return (h >> FLAGS) & flag != 0;
    }

    function expiredAt(uint256 h) internal pure returns (uint256) {
        return uint32(h >> EXPIRY);
    }

    function submittedAt(uint256 h) internal pure returns (uint256) {
        uint256 o = (h >> SUBMITTED) & OFFSET;
        return o == 0 ? 0 : expiredAt(h) - o;
    }

    /// @notice When the job reached its final status (see the layout for claimRefund).
    function verdictAt(uint256 h) internal pure returns (uint256) {
        return expiredAt(h) + GRACE - ((h >> VERDICT) & OFFSET);
    }

    function withProvider(uint256 h, address p) internal pure returns (uint256) {
        return (h & ~ADDRESS) | uint256(uint160(p));
    }

    function withStatus(uint256 h, uint256 s) internal pure returns (uint256) {
        return (h & ~(uint256(15) << STATUS)) | (s << STATUS);
    }

    function withFlag(uint256 h, uint256 flag) internal pure returns (uint256) {
        return h | (flag << FLAGS);
    }

    function withoutFlag(uint256 h, uint256 flag) internal pure returns (uint256) {
        return h & ~(flag << FLAGS);
    }

    /// @notice The head of a job submitted now (now < expiredAt): Submitted, submission time set.
    function submitted(uint256 h, uint256 s, uint256 now_) internal pure returns (uint256) {
        return (withStatus(h, s) & ~(OFFSET << SUBMITTED)) | ((expiredAt(h) - now_) << SUBMITTED);
    }

    /// @notice The head of a job that reaches final status `s` now; a time past expiredAt + 1 hour
    ///         is recorded as expiredAt + 1 hour.
    function decided(uint256 h, uint256 s, uint256 now_) internal pure returns (uint256) {
        uint256 end = expiredAt(h) + GRACE;
        uint256 o = now_ >= end ? 0 : end - now_;
        return (withStatus(h, s) & ~(OFFSET << VERDICT)) | (o << VERDICT);
    }

    function deal(address client_, uint256 budget_, uint256 tokenIndex_) internal pure returns (uint256) {
        return uint256(uint160(client_)) | (budget_ << BUDGET) | (tokenIndex_ << TOKEN);
    }

    function client(uint256 d) internal pure returns (address) {
        return address(uint160(d));
    }

    function budget(uint256 d) internal pure returns (uint256) {
        return uint88(d >> BUDGET);
    }

    function tokenIndex(uint256 d) internal pure returns (uint256) {
        return d >> TOKEN;
    }

    function extra(uint256 settled_, uint256 feeBps_) internal pure returns (uint256) {
        return settled_ | (feeBps_ << FEE);
    }

    function settled(uint256 x) internal pure returns (uint256) {
        return uint88(x);
    }

    function feeBps(uint256 x) internal pure returns (uint256) {
        return uint16(x >> FEE);
    }
}
