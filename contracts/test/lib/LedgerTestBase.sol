// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {TestToken} from "../../src/TestToken.sol";

/// @notice Shared setup of the unit tests of every external function and every revert path of
///         ReputationLedger (docs/design.md §2, §3, §7), split by concern into LedgerAdmin, LedgerSubmit,
///         LedgerSubmitJobChecks, LedgerBatch and LedgerReads: extra actors, the start epoch, a second
///         ERC-20, and a helper that funds jobs.
/// @dev Arguments of a submit are always computed before `vm.prank` / `vm.expectRevert`, because an
///      external call in an argument (escrow.ratingTerms, ledger.weightCap) would consume the cheatcode.
abstract contract LedgerTestBase is Fixture {
    address internal provider2 = address(0xB0B2);
    address internal stranger = address(0xBAD);
    uint256 internal constant E0 = START / EPOCH; // the epoch the fixture starts in (1000)

    TestToken internal otherToken;

    function setUp() public override {
        super.setUp();
        otherToken = new TestToken();
    }

    // ================================================================ helpers

    /// Fund an open job of `client` in the fixture token.
    function _fund(uint256 jobId, uint256 budget) internal {
        vm.startPrank(client);
        escrow.setBudget(jobId, budget);
        token.mint(client, budget);
        token.approve(address(escrow), budget);
        escrow.fund(jobId, budget);
        vm.stopPrank();
    }
}
