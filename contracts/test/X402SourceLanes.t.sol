// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {X402Fixture} from "./lib/X402Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {X402Source} from "../src/X402Source.sol";

/// @notice The x402 source's recycled receipt slots (X402Source.LANES): a payer's receipt reuses
///         its lane once the receipt there is rated or past its window, and takes a slot of its
///         own while the lane's receipt still waits; no recycling lets a receipt be rated twice,
///         lost while it can still be rated, or rated with terms it was not settled with.
contract X402SourceLanesTest is X402Fixture {
    uint256 internal constant PRICE = 2 * U;

    function _clean() internal pure returns (uint256) {
        return Outcomes.word(false, false, true, true, 0); // 95
    }

    /// Two nonces of the payer whose receipts share a lane.
    function _sameLane(string memory label) internal view returns (bytes32 a, bytes32 b) {
        a = keccak256(abi.encode(label, uint256(0)));
        uint256 lane = source.receiptIdOf(payer, a) % source.LANES();
        for (uint256 i = 1;; ++i) {
            b = keccak256(abi.encode(label, i));
            if (source.receiptIdOf(payer, b) % source.LANES() == lane) return (a, b);
        }
    }

    function _outcome(bytes32 nonce, uint256 settledAt) internal view returns (X402Source.SignedOutcome memory) {
        return signedOutcome(PAYER_KEY, nonce, agentOf(agentWallet), PRICE, settledAt, _clean());
    }

    function _rated() internal view returns (uint256 count) {
        (,, count,) = ledger.repState(agentOf(agentWallet));
    }

    function test_aRatedReceiptsLaneIsRecycled_andItsOutcomeCannotBeRatedAgain() public {
        (bytes32 a, bytes32 b) = _sameLane("recycle");
        uint256 idA = settle(agentWallet, 0, PRICE, a);
        X402Source.SignedOutcome memory oa = _outcome(a, block.timestamp);
        source.rate(oa);
        (bool settledA, bool ratedA) = source.receiptState(idA);
        assertTrue(settledA && ratedA, "rated");

        uint256 idB = settle(agentWallet, 0, PRICE, b); // reuses the lane
        (bool settledB, bool ratedB) = source.receiptState(idB);
        assertTrue(settledB && !ratedB, "the new receipt is held");
        (settledA, ratedA) = source.receiptState(idA);
        assertTrue(!settledA && !ratedA, "the rated receipt's slot was recycled");

        uint256 before = _rated();
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, idA, X402Source.Reason.UnknownReceipt));
        source.rate(oa);
        source.rate(_outcome(b, block.timestamp));
        assertEq(_rated() - before, 1, "the new receipt rated once, the old one not again");
    }

    function test_aWaitingReceiptKeepsItsLane_theNextTakesASlotOfItsOwn() public {
        (bytes32 a, bytes32 b) = _sameLane("busy");
        settle(agentWallet, 0, PRICE, a);
        vm.warp(block.timestamp + 1 hours); // well inside a's window
        uint256 tb = block.timestamp;
        uint256 idB = settle(agentWallet, 0, PRICE, b);
        (bool settledB,) = source.receiptState(idB);
        assertTrue(settledB, "b held apart");

        uint256 before = _rated();
        source.rate(_outcome(b, tb));
        source.rate(_outcome(a, START));
        assertEq(_rated() - before, 2, "both rated: the waiting receipt was not lost");
        X402Source.SignedOutcome memory ob = _outcome(b, tb);
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, idB, X402Source.Reason.AlreadyRated));
        source.rate(ob);
    }

    function test_aLaneIsRecycledOnceItsReceiptsWindowHasPassed() public {
        (bytes32 a, bytes32 b) = _sameLane("late");
        uint256 idA = settle(agentWallet, 0, PRICE, a);
        vm.warp(START + WINDOW + 1);
        settle(agentWallet, 0, PRICE, b);
        (bool settledA,) = source.receiptState(idA);
        assertFalse(settledA, "the unrated receipt past its window gave up its slot");
        X402Source.SignedOutcome memory oa = _outcome(a, START);
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, idA, X402Source.Reason.UnknownReceipt));
        source.rate(oa);
    }

    function test_aReceiptIsRatedOnlyWithTheTermsItWasSettledWith() public {
        bytes32 n = keccak256("terms");
        uint256 id = settle(agentWallet, 0, PRICE, n);
        X402Source.SignedOutcome memory o = _outcome(n, START);
        o.settledAt = START + (uint256(1) << 40); // the same low 40 bits: a wider window
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.UnknownReceipt));
        source.rate(o);
        o = _outcome(n, START - 1);
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.UnknownReceipt));
        source.rate(o);
        o = signedOutcome(PAYER_KEY, n, agentOf(agentWallet), PRICE + 1, START, _clean());
        vm.expectRevert(abi.encodeWithSelector(X402Source.Refused.selector, id, X402Source.Reason.UnknownReceipt));
        source.rate(o);
        source.rate(_outcome(n, START));
    }
}
