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
        scripted = new ScriptedSettlements(payer, asset);
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
    }
}
