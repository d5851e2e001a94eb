// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./lib/Base.sol";
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
        vm.expectRevert(abi.encodeWithSelector(ScriptedSettlements.NotLedger.selector, address(this)));
        bound.consumeRating(7);
        vm.prank(address(ledger));
        assertFalse(bound.consumeRating(7).rated, "first consume sees it unrated");
        assertTrue(bound.ratingTerms(7).rated, "marked");
        assertFalse(bound.ratingTerms(8).rated, "other ids untouched");
        vm.prank(address(ledger));
        assertTrue(bound.consumeRating(7).rated, "second consume sees the mark");
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
