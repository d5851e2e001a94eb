// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Rubric
/// @notice The rating rubric of docs/design.md §5 and the encoding of the outcome signals that an evaluator
///         passes in `complete`'s `optParams` (a documented extension of ERC-8183).
/// @dev The outcome word. `optParams` carries an outcome when it is at least 32 bytes long and its
///      first byte is OUTCOME_TAG (0x01); its first 32 bytes are then one big-endian word:
///
///        bits 248..255  0x01, the tag (version 1 of this encoding)
///        bits  32..247  zero
///        bits  24..31   buyer rating 0..100 (zero unless bit 16 is set)
///        bit   16       has buyer rating: the client, completing as its own evaluator, rates itself
///        bits   8..15   violations the critic found (0..255; nonzero needs critic ran)
///        bits   4..7    zero
///        bit    3       critic ran
///        bit    2       shipped: an artifact was shipped
///        bit    1       baked: the artifact is a baked kit artifact
///        bit    0       no output: timeout or crash, nothing was produced
///
///      Anything after the first word is left to the job's hook. `optParams` that is empty, shorter
///      than 32 bytes or does not start with the tag carries no outcome: the job rates as the
///      rubric's free-form base (70), kind auto. A tagged word with any other bit set, a buyer
///      rating above 100, or violations without a critic run is refused (InvalidOutcome).
library Rubric {
    uint256 internal constant OUTCOME_TAG = 0x01;

    uint256 internal constant NO_OUTPUT = 1 << 0;
    uint256 internal constant BAKED = 1 << 1;
    uint256 internal constant SHIPPED = 1 << 2;
    uint256 internal constant CRITIC_RAN = 1 << 3;
    uint256 internal constant VIOLATIONS_SHIFT = 8;
    uint256 internal constant HAS_BUYER_RATING = 1 << 16;
    uint256 internal constant BUYER_RATING_SHIFT = 24;

    uint256 private constant TAG_SHIFT = 248;
    /// @dev Every bit an outcome word may have set, the tag included.
    uint256 private constant KNOWN_BITS =
        (0xff << TAG_SHIFT) | (0xff << BUYER_RATING_SHIFT) | HAS_BUYER_RATING | (0xff << VIOLATIONS_SHIFT) | 0x0f;

    uint8 internal constant RATING_NO_OUTPUT = 20;
    uint8 internal constant RATING_BAKED = 95;
    uint256 internal constant RATING_BASE = 70;
    uint256 internal constant BONUS_SHIPPED = 15;
    uint256 internal constant BONUS_CLEAN_CRITIC = 10;
    uint256 internal constant PENALTY_VIOLATION = 3;
    uint256 internal constant MAX_VIOLATIONS_COUNTED = 10;
    uint8 internal constant MAX_RATING = 100;

    error InvalidOutcome(uint256 outcome);

    /// @notice The outcome word in `optParams`, validated; 0 when `optParams` carries none.
    function decode(bytes calldata optParams) internal pure returns (uint256 outcome) {
        if (optParams.length < 32) return 0;
        outcome = uint256(bytes32(optParams[:32]));
        if (outcome >> TAG_SHIFT != OUTCOME_TAG) return 0;
        validate(outcome);
    }

    /// @notice Reverts InvalidOutcome unless `outcome` is a tagged outcome word with only known
    ///         bits set, a buyer rating of at most 100 (and none unless flagged), and violations
    ///         only with a critic run.
    function validate(uint256 outcome) internal pure {
        if (!isValid(outcome)) revert InvalidOutcome(outcome);
    }

    /// @notice Whether `outcome` passes `validate`.
    function isValid(uint256 outcome) internal pure returns (bool) {
        bool bad = outcome >> TAG_SHIFT != OUTCOME_TAG || outcome & ~KNOWN_BITS != 0;
        if (outcome & HAS_BUYER_RATING == 0) {
            bad = bad || buyerRating(outcome) != 0;
        } else {
            bad = bad || buyerRating(outcome) > MAX_RATING;
        }
        return !(bad || (violations(outcome) != 0 && outcome & CRITIC_RAN == 0));
    }

    function hasBuyerRating(uint256 outcome) internal pure returns (bool) {
        return outcome & HAS_BUYER_RATING != 0;
    }

    function buyerRating(uint256 outcome) internal pure returns (uint8) {
        return uint8(outcome >> BUYER_RATING_SHIFT);
    }

    function violations(uint256 outcome) internal pure returns (uint256) {
        return (outcome >> VIOLATIONS_SHIFT) & 0xff;
    }

    /// @notice docs/design.md §5, top-down: no output 20; baked 95; else 70, +15 shipped, +10 for a critic run
    ///         without violations, −3 per violation (the first 10 counted), clamped to 0..100.
    ///         Outcome 0 (no signals) is the free-form base, 70.
    function rate(uint256 outcome) internal pure returns (uint8) {
        if (outcome & NO_OUTPUT != 0) return RATING_NO_OUTPUT;
        if (outcome & BAKED != 0) return RATING_BAKED;
        uint256 v = violations(outcome);
        uint256 r = RATING_BASE;
        if (outcome & SHIPPED != 0) r += BONUS_SHIPPED;
        if (outcome & CRITIC_RAN != 0 && v == 0) r += BONUS_CLEAN_CRITIC;
        // 70 − 3·10 = 40 is the least a free-form rating can fall to, 95 the most: no clamp binds,
        // but the rule is docs/design.md §5's, so it is kept.
        uint256 penalty = PENALTY_VIOLATION * (v < MAX_VIOLATIONS_COUNTED ? v : MAX_VIOLATIONS_COUNTED);
        r = r > penalty ? r - penalty : 0;
        return uint8(r < MAX_RATING ? r : MAX_RATING);
    }
}
