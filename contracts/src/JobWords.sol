// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title JobWords
/// @notice The two storage words every Escrow job has, packed by hand so that every call reads
///         each once and writes each at most once (the compiler would update packed struct
///         members one by one, each a read-modify-write of the slot).
/// @dev Head word, low bits first:
///        0..159   provider
///      160..162   status (IEscrow.JobStatus)
///      163..169   flags (EscrowCore's FLAG_*)
///      170..173   the rating hook's record: recorded (170), rated (171), kind (172..173)
///      174..205   expiredAt (uint32: createJob bounds it to 365 days ahead, so until 2105)
///      206..230   expiredAt − submittedAt (1 .. 365 days; 0: never submitted)
///      231..255   expiredAt + 1 hour − the verdict's time (0 .. 365 days + 1 hour), set when the
///                 job reaches Completed, Rejected or Expired; a later claimRefund is recorded
///                 at expiredAt + 1 hour
///      Deal word: client (0..159), budget (160..239, 80 bits), the rating hook's note (240..247:
///      the rating in 0..6, rateable in 7), token index (248..255; 0: none set yet, 1: the
///      ledger's asset, 2..255: the allow-list).
///      Extra word (only when FLAG_EXTRA): settledAmount (0..87), platform fee bps (88..103).
///      The rating hook's record lives in the job's own words (EscrowRatings): its bits are zero
///      until the hook records the verdict, and only the hook writes them, once.
library JobWords {
    uint256 internal constant GRACE = 1 hours;
    uint256 private constant ADDRESS = (1 << 160) - 1;
    uint256 private constant STATUS = 160;
    uint256 private constant STATUS_MASK = 7;
    uint256 private constant FLAGS = 163;
    uint256 private constant FLAGS_MASK = 0x7f;
    uint256 private constant RECORDED = 1 << 170;
    uint256 private constant RATED = 1 << 171;
    uint256 private constant KIND = 172;
    uint256 private constant EXPIRY = 174;
    uint256 private constant SUBMITTED = 206;
    uint256 private constant VERDICT = 231;
    uint256 private constant OFFSET = (1 << 25) - 1;
    uint256 private constant BUDGET = 160;
    uint256 private constant NOTE = 240;
    uint256 private constant RATEABLE = 0x80;
    uint256 private constant TOKEN = 248;
    /// @notice The largest budget a deal word holds.
    uint256 internal constant MAX_BUDGET = (1 << 80) - 1;
    uint256 private constant FEE = 88;

    function head(address provider_, uint256 flags_, uint256 expiredAt_) internal pure returns (uint256) {
        return uint256(uint160(provider_)) | (flags_ << FLAGS) | (expiredAt_ << EXPIRY);
    }

    function provider(uint256 h) internal pure returns (address) {
        return address(uint160(h));
    }

    function status(uint256 h) internal pure returns (uint256) {
        return (h >> STATUS) & STATUS_MASK;
    }

    function flags(uint256 h) internal pure returns (uint256) {
        return (h >> FLAGS) & FLAGS_MASK;
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
        return (h & ~(STATUS_MASK << STATUS)) | (s << STATUS);
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
        return uint80(d >> BUDGET);
    }

    function tokenIndex(uint256 d) internal pure returns (uint256) {
        return d >> TOKEN;
    }

    // ---------------------------------------------------------------- the rating hook's record

    /// @notice Whether the rating hook has recorded the job's verdict.
    function recorded(uint256 h) internal pure returns (bool) {
        return h & RECORDED != 0;
    }

    /// @notice Whether the ledger has taken the job's one rating.
    function rated(uint256 h) internal pure returns (bool) {
        return h & RATED != 0;
    }

    function withRated(uint256 h) internal pure returns (uint256) {
        return h | RATED;
    }

    /// @notice The recorded rating's kind (KIND_* of IRatingSource).
    function kind(uint256 h) internal pure returns (uint256) {
        return (h >> KIND) & 3;
    }

    /// @notice The head with the verdict recorded, of kind `kind_` (0..3).
    function withRecord(uint256 h, uint256 kind_) internal pure returns (uint256) {
        return h | RECORDED | (kind_ << KIND);
    }

    /// @notice The deal with the hook's note: `rating_` (0..127) and whether it may be rated.
    function withNote(uint256 d, uint256 rating_, bool rateable_) internal pure returns (uint256) {
        return d | ((rating_ | (rateable_ ? RATEABLE : 0)) << NOTE);
    }

    function rating(uint256 d) internal pure returns (uint256) {
        return (d >> NOTE) & 0x7f;
    }

    function rateable(uint256 d) internal pure returns (bool) {
        return (d >> NOTE) & RATEABLE != 0;
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
