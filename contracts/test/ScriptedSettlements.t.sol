// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base, Vm} from "./lib/Base.sol";
import {Escrow} from "../src/Escrow.sol";
import {ScriptedSettlements} from "../src/ScriptedSettlements.sol";
import {IJobSettlements} from "../src/IJobSettlements.sol";

/// @notice The differential tests' escrow double decodes exactly the terms its job ids encode.
contract ScriptedSettlementsTest is Base {
    ScriptedSettlements internal scripted;
    address internal payer = address(0xC1);
    address internal asset = address(0x70C);

    function setUp() public {
        scripted = new ScriptedSettlements(payer, asset, address(0));
    }

    function testFuzz_termsRoundTrip(uint96 amount, uint8 kind, uint8 rating, uint64 agentId, uint80 nonce) public view {
        uint256 jobId = scripted.jobIdOf(amount, kind, rating, agentId, nonce);
        IJobSettlements.RatingTerms memory t = scripted.ratingTerms(jobId);
        assertTrue(t.completed, "completed");
        assertEq(t.amount, amount, "amount");
        assertEq(t.kind, kind, "kind");
        assertEq(t.explicitRating, rating, "explicit rating");
        assertEq(t.agentId, agentId, "agent id");
        assertEq(t.client, payer, "client");
        assertEq(t.token, asset, "token");
        assertEq(jobId >> 176, nonce, "nonce keeps ids distinct");
        assertFalse(t.rated, "unrated until consumed");
    }

    function test_consumeRating_onlyItsLedger_marksOnce() public {
        vm.expectRevert(abi.encodeWithSelector(ScriptedSettlements.NotLedger.selector, address(this)));
        scripted.consumeRating(7); // bound to no ledger

        FakeLedger ledger = new FakeLedger(nextCreateAddress(1));
        ScriptedSettlements bound = new ScriptedSettlements(payer, asset, address(ledger));
        assertEq(bound.ledger(), address(ledger), "bound");
        uint256 job = bound.jobIdOf(1e6, 0, 0, 5, 7);
        uint256[3] memory others =
            [bound.jobIdOf(1e6, 0, 0, 5, 8), bound.jobIdOf(1e6, 0, 0, 5, 6), bound.jobIdOf(1e6, 0, 0, 5, 7 + 256)];
        vm.expectRevert(abi.encodeWithSelector(ScriptedSettlements.NotLedger.selector, address(this)));
        bound.consumeRating(job);
        vm.prank(address(ledger));
        assertFalse(bound.consumeRating(job).rated, "first consume sees it unrated");
        assertTrue(bound.ratingTerms(job).rated, "marked");
        for (uint256 i; i < others.length; ++i) {
            assertFalse(bound.ratingTerms(others[i]).rated, "other nonces untouched");
        }
        vm.prank(address(ledger));
        assertTrue(bound.consumeRating(job).rated, "second consume sees the mark");
    }

    /// settleMany announces what ratingTerms then confirms: each event's job id decodes into the
    /// event's own agent, amount and kind.
    function test_settleMany_emitsTheEscrowEventForEachJob() public {
        vm.recordLogs();
        uint256 first = scripted.settleMany(100, 7, 40, 3, 2e6);
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(logs.length, 7, "one event per settlement");
        assertEq(first, scripted.jobIdOf(2e6, 0, 0, 40, 100), "first job id");
        for (uint256 i; i < logs.length; ++i) {
            assertEq(logs[i].topics[0], Escrow.JobCompleted.selector, "the Escrow's JobCompleted");
            uint256 jobId = uint256(logs[i].topics[1]);
            assertEq(jobId, scripted.jobIdOf(2e6, 0, 0, uint64(40 + i % 3), uint80(100 + i)), "job id");
            IJobSettlements.RatingTerms memory t = scripted.ratingTerms(jobId);
            assertEq(uint256(logs[i].topics[2]), t.agentId, "agent topic");
            assertEq(address(uint160(uint256(logs[i].topics[3]))), t.client, "client topic");
            assertEq(t.amount, 2e6, "amount");
        }
    }

    function test_constructor_revertsOnLedgerOfAnotherEscrow() public {
        FakeLedger other = new FakeLedger(address(0xE5C));
        vm.expectRevert(abi.encodeWithSelector(ScriptedSettlements.LedgerNotBound.selector, address(other)));
        new ScriptedSettlements(payer, asset, address(other));
    }
}

/// @notice Just enough of a ledger for the binding check: it names an escrow.
contract FakeLedger {
    address public immutable escrow;

    constructor(address escrow_) {
        escrow = escrow_;
    }
}
