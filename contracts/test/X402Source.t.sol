// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {X402Fixture} from "./lib/X402Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {X402Source} from "../src/X402Source.sol";
import {TestToken} from "../src/TestToken.sol";
import {LedgerRegistry} from "../src/LedgerRegistry.sol";
import {ReputationLedger} from "../src/ReputationLedger.sol";

/// @notice The x402 rating source: each settlement check, each rating rule, each refusal
///         (docs/design.md §16).
contract X402SourceTest is X402Fixture {
    bytes32 internal constant NONCE = keccak256("nonce 1");
    uint256 internal constant PRICE = 2 * U;
    uint256 internal constant AGENT_ID = 8004;
    address internal constant AGENT_OWNER = address(0xD15);

    function _clean() internal pure returns (uint256) {
        return Outcomes.word(false, false, true, true, 0); // 95
    }

    function _agent() internal view returns (uint256) {
        return agentOf(agentWallet);
    }

    // ------------------------------------------------------------ settlement

    function test_settle_paysThePayeeAndRecordsTheReceipt() public {
        uint256 before = token.balanceOf(agentWallet);
        uint256 id = settle(agentWallet, 0, PRICE, NONCE);
        assertEq(id, source.receiptIdOf(payer, NONCE), "receipt id");
        assertLt(id, uint256(1) << 224, "receipt id fits a batch key");
        assertEq(address(uint160(id >> 64)), payer, "the receipt id names its payer");
        assertEq(token.balanceOf(agentWallet) - before, PRICE, "payee paid");
        assertEq(token.balanceOf(address(source)), 0, "the source holds nothing");
        (bool settled, bool rated) = source.receiptState(id);
        assertTrue(settled && !rated, "settled, not rated");
        assertTrue(token.authorizationState(payer, NONCE), "nonce used");
        uint256[] memory ids = new uint256[](2);
        (ids[0], ids[1]) = (id, id + 1);
        (bool[] memory many, bool[] memory manyRated) = source.receiptStates(ids);
        assertTrue(many[0] && !manyRated[0] && !many[1] && !manyRated[1], "receiptStates");
    }

    function test_settle_refusesZeroAmount() public {
        bytes memory sig = authorize(PAYER_KEY, agentWallet, 0, NONCE);
        vm.expectRevert(X402Source.ZeroAmount.selector);
        source.settle(payer, agentWallet, 0, 0, block.timestamp + AUTH_LIFETIME, NONCE, 0, sig);
    }

    function test_settle_refusesSelfPayment() public {
        bytes memory sig = authorize(PAYER_KEY, payer, PRICE, NONCE);
        vm.expectRevert(abi.encodeWithSelector(X402Source.SelfPayment.selector, payer));
        source.settle(payer, payer, PRICE, 0, block.timestamp + AUTH_LIFETIME, NONCE, 0, sig);
    }

    function test_settle_refusesAPayerThatOwnsTheAgentId() public {
        registry.register(payer, AGENT_ID);
        vm.prank(payer);
        registry.setAgentWallet(AGENT_ID, agentWallet); // the agent's wallet is another address
        bytes memory sig = authorize(PAYER_KEY, agentWallet, PRICE, NONCE);
        vm.expectRevert(abi.encodeWithSelector(X402Source.SelfPayment.selector, payer));
        source.settle(payer, agentWallet, PRICE, 0, block.timestamp + AUTH_LIFETIME, NONCE, AGENT_ID, sig);
    }

    function test_settle_refusesAPayeeThatIsNotTheAgentsWallet() public {
        registry.register(AGENT_OWNER, AGENT_ID); // wallet: the owner
        bytes memory sig = authorize(PAYER_KEY, agentWallet, PRICE, NONCE);
        vm.expectRevert(
            abi.encodeWithSelector(X402Source.PayeeNotAgentWallet.selector, AGENT_ID, agentWallet, AGENT_OWNER)
        );
        source.settle(payer, agentWallet, PRICE, 0, block.timestamp + AUTH_LIFETIME, NONCE, AGENT_ID, sig);
    }

    function test_settle_underAnAgentId_ratesTheId() public {
        registry.register(AGENT_OWNER, AGENT_ID);
        vm.prank(AGENT_OWNER);
        registry.setAgentWallet(AGENT_ID, agentWallet);
        uint256 id = settle(agentWallet, AGENT_ID, PRICE, NONCE);
        source.rate(signedOutcome(PAYER_KEY, NONCE, AGENT_ID, PRICE, block.timestamp, _clean()));
        (, uint256 weight, uint256 count,) = ledger.repState(AGENT_ID);
        assertEq(count, 1, "the id is rated");
        assertEq(weight, PRICE, "weight: the amount under the cap");
        (,, uint256 walletCount,) = ledger.repState(_agent());
        assertEq(walletCount, 0, "not the wallet's address");
        assertTrue(ledger.isRated(sourceIndex, id), "isRated through the ledger");
    }

    function test_settle_refusesAnUsedNonce_andAForgedAuthorization() public {
        settle(agentWallet, 0, PRICE, NONCE);
        bytes memory sig = authorize(PAYER_KEY, agentWallet, PRICE, NONCE);
        // The token's nonce is the replay guard: no second receipt of (payer, nonce) can exist.
        vm.expectRevert(abi.encodeWithSelector(TestToken.AuthorizationUsedOrCanceled.selector, payer, NONCE));
        source.settle(payer, agentWallet, PRICE, 0, block.timestamp + AUTH_LIFETIME, NONCE, 0, sig);

        bytes32 other = keccak256("nonce 2");
        bytes memory forged = authorize(OTHER_KEY, agentWallet, PRICE, other); // not the payer's key
        vm.expectRevert(TestToken.InvalidSignature.selector);
        source.settle(payer, agentWallet, PRICE, 0, block.timestamp + AUTH_LIFETIME, other, 0, forged);
    }

    /// Someone who sends the payer's authorization to the token first pays the payee as the payer
    /// signed, and leaves no receipt: the settlement fails and nothing can be rated.
    function test_frontRunningTheAuthorization_onlyDeniesTheRating() public {
        bytes memory sig = authorize(PAYER_KEY, agentWallet, PRICE, NONCE);
        uint256 before = token.balanceOf(agentWallet);
        vm.prank(address(0xBAD));
        token.transferWithAuthorization(payer, agentWallet, PRICE, 0, block.timestamp + AUTH_LIFETIME, NONCE, sig);
        assertEq(token.balanceOf(agentWallet) - before, PRICE, "the payee got the payer's money, as signed");
        assertEq(token.balanceOf(address(0xBAD)), 0, "the front-runner took nothing");

        vm.expectRevert(abi.encodeWithSelector(TestToken.AuthorizationUsedOrCanceled.selector, payer, NONCE));
        source.settle(payer, agentWallet, PRICE, 0, block.timestamp + AUTH_LIFETIME, NONCE, 0, sig);

        uint256 id = source.receiptIdOf(payer, NONCE);
        X402Source.SignedOutcome memory o1 = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp, _clean());
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.UnknownReceipt));
        source.rate(o1);
    }

    /// A front-runner who settles through the source under another agent id of the same wallet gets
    /// a receipt that the payer's outcome (which names the agent) does not match.
    function test_frontRunningUnderAnotherAgentId_cannotRate() public {
        registry.register(agentWallet, AGENT_ID); // the wallet's own id: its wallet is the same address
        bytes memory sig = authorize(PAYER_KEY, agentWallet, PRICE, NONCE);
        vm.prank(address(0xBAD));
        source.settle(payer, agentWallet, PRICE, 0, block.timestamp + AUTH_LIFETIME, NONCE, AGENT_ID, sig);
        uint256 id = source.receiptIdOf(payer, NONCE);
        // The payer paid the wallet's address and signs for it: refused, the receipt names the id.
        X402Source.SignedOutcome memory o2 = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp, _clean());
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.UnknownReceipt));
        source.rate(o2);
        // Nor can the front-runner rate the id: the outcome must be the payer's.
        X402Source.SignedOutcome memory o3 = signedOutcome(OTHER_KEY, NONCE, AGENT_ID, PRICE, block.timestamp, _clean());
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.BadSignature));
        source.rate(o3);
    }

    // ------------------------------------------------------------ ratings

    function test_rate_appliesTheRubricOnce_weighingTheCappedAmount() public {
        uint256 amount = 20 * U; // above the 12-unit cap
        uint256 id = settle(agentWallet, 0, amount, NONCE);
        uint256 settledAt = START; // a constant: under via-IR a local read of block.timestamp may be read again after a warp
        vm.warp(START + 1 hours);
        X402Source.SignedOutcome memory o = signedOutcome(PAYER_KEY, NONCE, _agent(), amount, settledAt, _clean());
        vm.expectEmit(true, true, true, true, address(ledger));
        emit ReputationLedger.Rated(_agent(), address(source), id, payer, 95, 0, CAP, settledAt / EPOCH, settledAt / EPOCH);
        source.rate(o);
        (uint256 sumW, uint256 weight, uint256 count,) = ledger.repState(_agent());
        assertEq(weight, CAP, "weight capped");
        assertEq(sumW, CAP * 9500, "rating 95");
        assertEq(count, 1, "one rating");
        (, bool rated) = source.receiptState(id);
        assertTrue(rated, "receipt marked rated");

        X402Source.SignedOutcome memory o4 = signedOutcome(PAYER_KEY, NONCE, _agent(), amount, settledAt, Outcomes.word(true, false, false, false, 0));
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.AlreadyRated));
        source.rate(o4);
    }

    function test_rate_noOutputRatesTwenty() public {
        settle(agentWallet, 0, PRICE, NONCE);
        source.rate(signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp, Outcomes.word(true, false, false, false, 0)));
        (uint256 sumW, uint256 weight,,) = ledger.repState(_agent());
        assertEq(sumW / weight, 2000, "rating 20");
    }

    function test_rate_withinTheWindowOnly() public {
        uint256 id = settle(agentWallet, 0, PRICE, NONCE);
        uint256 settledAt = START; // a constant: under via-IR a local read of block.timestamp may be read again after a warp
        X402Source.SignedOutcome memory o = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, settledAt, _clean());
        vm.warp(settledAt + WINDOW + 1);
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.TooLate));
        source.rate(o);
        vm.warp(settledAt + WINDOW);
        source.rate(o);
        (,, uint256 count,) = ledger.repState(_agent());
        assertEq(count, 1, "rated at the window's last second");
    }

    function test_rate_refusesAnOutcomeNotSignedByThePayer() public {
        uint256 id = settle(agentWallet, 0, PRICE, NONCE);
        X402Source.SignedOutcome memory o5 = signedOutcome(OTHER_KEY, NONCE, _agent(), PRICE, block.timestamp, _clean());
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.BadSignature));
        source.rate(o5);
        // The payer's signature over another outcome word does not carry this one.
        X402Source.SignedOutcome memory o = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp, _clean());
        o.outcome = Outcomes.word(false, true, false, false, 0);
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.BadSignature));
        source.rate(o);
    }

    function test_rate_refusesReceiptFieldsThatDiffer() public {
        uint256 id = settle(agentWallet, 0, PRICE, NONCE);
        X402Source.SignedOutcome memory o6 = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE + 1, block.timestamp, _clean());
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.UnknownReceipt));
        source.rate(o6);
        X402Source.SignedOutcome memory o7 = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp - 1, _clean());
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.UnknownReceipt));
        source.rate(o7);
    }

    function test_rate_refusesBuyerRatingsAndMalformedWords() public {
        uint256 id = settle(agentWallet, 0, PRICE, NONCE);
        uint256 buyer = uint256(bytes32(Outcomes.buyer(100)));
        X402Source.SignedOutcome memory o8 = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp, buyer);
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.InvalidOutcome));
        source.rate(o8);
        X402Source.SignedOutcome memory untagged = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp, 4 | 8);
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.InvalidOutcome));
        source.rate(untagged);
    }

    function test_rateBatch_skipsWhatItCannotRate_andReplaysHarmlessly() public {
        X402Source.SignedOutcome[] memory batch = new X402Source.SignedOutcome[](3);
        for (uint256 i; i < 3; ++i) {
            bytes32 nonce = keccak256(abi.encode("batch", i));
            settle(agentWallet, 0, PRICE, nonce);
            batch[i] = signedOutcome(i == 1 ? OTHER_KEY : PAYER_KEY, nonce, _agent(), PRICE, block.timestamp, _clean());
        }
        uint256 bad = source.receiptIdOf(payer, batch[1].nonce);
        vm.expectEmit(true, true, true, true, address(source));
        emit X402Source.OutcomeRefused(bad, X402Source.Reason.BadSignature);
        assertEq(source.rateBatch(batch), 2, "two rated, the unsigned one refused");
        assertEq(source.rateBatch(batch), 0, "a replay rates nothing");
        (,, uint256 count,) = ledger.repState(_agent());
        assertEq(count, 2, "two ratings");
    }

    function test_rate_stopsWhenTheAdminStopsTheSource() public {
        settle(agentWallet, 0, PRICE, NONCE);
        vm.prank(admin);
        ledger.setEscrowStopped(sourceIndex, true);
        X402Source.SignedOutcome memory o = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp, _clean());
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.EscrowIsStopped.selector, uint256(sourceIndex)));
        source.rate(o);
        vm.prank(admin);
        ledger.setEscrowStopped(sourceIndex, false);
        source.rate(o);
    }

    function test_anUnregisteredSourceCannotRate() public {
        X402Source rogue = new X402Source(address(ledger), WINDOW);
        source = rogue; // the fixture's helpers now settle through the rogue
        settle(agentWallet, 0, PRICE, NONCE);
        X402Source.SignedOutcome memory o = signedOutcome(PAYER_KEY, NONCE, _agent(), PRICE, block.timestamp, _clean());
        vm.expectRevert(abi.encodeWithSelector(LedgerRegistry.NotSource.selector, address(rogue)));
        rogue.rate(o);
    }

    function test_theLedgerCannotPullAnX402Receipt() public {
        uint256 id = settle(agentWallet, 0, PRICE, NONCE);
        vm.prank(scorer);
        vm.expectRevert(X402Source.PushOnly.selector);
        ledger.submit(sourceIndex, id);
    }

    function test_constructor_boundsTheWindow() public {
        uint256 min = source.MIN_OUTCOME_WINDOW();
        uint256 max = source.MAX_OUTCOME_WINDOW();
        vm.expectRevert(abi.encodeWithSelector(X402Source.OutcomeWindowOutOfRange.selector, min - 1, min, max));
        new X402Source(address(ledger), min - 1);
        vm.expectRevert(abi.encodeWithSelector(X402Source.OutcomeWindowOutOfRange.selector, max + 1, min, max));
        new X402Source(address(ledger), max + 1);
        vm.expectRevert(abi.encodeWithSelector(X402Source.ZeroAddress.selector, "ledger"));
        new X402Source(address(0), WINDOW);
    }
}
