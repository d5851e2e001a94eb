// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Escrow} from "../../src/Escrow.sol";
import {EscrowRatings} from "../../src/EscrowRatings.sol";
import {IEscrow} from "../../src/IEscrow.sol";
import {IERC8183Hook} from "../../src/IERC8183Hook.sol";
import {IRatingSource} from "../../src/IRatingSource.sol";
import {IERC8183} from "./IERC8183.sol";
import {Setup} from "./Setup.sol";

/// @notice A rating hook that writes a chosen record into the escrow while it hears a verdict,
///         once or twice, and can be told to write for another job.
contract RecordingRatingHook is IERC8183Hook {
    uint256 public rating;
    uint256 public kind;
    bool public rateable;
    uint256 public writes = 1;
    uint256 public otherJob; // nonzero: write for this job instead

    function set(uint256 rating_, uint256 kind_, bool rateable_, uint256 writes_, uint256 otherJob_) external {
        (rating, kind, rateable, writes, otherJob) = (rating_, kind_, rateable_, writes_, otherJob_);
    }

    function beforeAction(uint256, bytes4, bytes calldata) external {}

    function afterAction(uint256 jobId, bytes4, bytes calldata) external {
        uint256 id = otherJob == 0 ? jobId : otherJob;
        for (uint256 i; i < writes; ++i) {
            EscrowRatings(msg.sender).recordRating(id, rating, kind, rateable);
        }
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == type(IERC8183Hook).interfaceId;
    }
}

/// @notice The rating hook's record kept in the job's own words (EscrowRatings): only the
///         escrow's rating hook writes it, only for the job whose verdict it is hearing, once, in
///         range; the job's ERC-8183 view is untouched by it; only the ledger consumes it.
contract RecordsTest is Setup {
    RecordingRatingHook internal hook;
    Escrow internal rated;

    function setUp() public override {
        super.setUp();
        hook = new RecordingRatingHook();
        rated = deployEscrow(7, 0, address(hook));
        escrow = rated;
        erc = IERC8183(address(rated));
    }

    function _completed(uint256 budget) internal returns (uint256 id) {
        id = submittedJob(client, budget);
        vm.prank(client);
        rated.complete(id, REASON, "");
    }

    function test_theHookRecordsTheVerdict_inTheJobsWords() public {
        hook.set(87, 1, true, 1, 0);
        uint256 id = submittedJob(client, BUDGET);
        IEscrow.Job memory before = rated.getJob(id);
        vm.warp(block.timestamp + 50);
        vm.prank(client);
        rated.complete(id, REASON, "");
        IRatingSource.RatingTerms memory t = rated.ratingTerms(id);
        assertTrue(t.completed && t.rateable && !t.rated, "recorded, rateable, not rated");
        assertEq(t.rating, 87, "rating");
        assertEq(t.kind, 1, "kind");
        assertEq(t.completedAt, block.timestamp, "the verdict's time");
        assertEq(t.client, client, "client");
        assertEq(t.budget, BUDGET, "budget");
        assertEq(t.agentId, uint160(provider), "the provider as an integer");
        IEscrow.Job memory j = rated.getJob(id);
        assertEq(j.budget, before.budget, "budget untouched");
        assertEq(j.client, before.client, "client untouched");
        assertEq(j.paymentToken, before.paymentToken, "token untouched");
        assertEq(j.provider, before.provider, "provider untouched");
        assertEq(j.expiredAt, before.expiredAt, "expiry untouched");
        assertEq(j.submittedAt, before.submittedAt, "submission untouched");
        assertEq(uint256(j.status), 3, "Completed");
        assertFalse(rated.isDisputed(id), "no flag set by the record");
    }

    function test_notRateable_recorded_butRefusedToTheLedger() public {
        hook.set(0, 0, false, 1, 0);
        uint256 id = _completed(BUDGET);
        IRatingSource.RatingTerms memory t = rated.ratingTerms(id);
        assertTrue(t.completed && !t.rateable, "recorded not rateable");
        vm.expectRevert(abi.encodeWithSelector(EscrowRatings.NotRateable.selector, id));
        rated.consumeRating(id); // this test is the escrow's ledger (Setup deploys it so)
    }

    function test_onlyTheLedgerConsumes_once() public {
        hook.set(60, 0, true, 1, 0);
        uint256 id = _completed(BUDGET);
        vm.prank(stranger);
        vm.expectRevert(IEscrow.Unauthorized.selector);
        rated.consumeRating(id);
        IRatingSource.RatingTerms memory t = rated.consumeRating(id);
        assertFalse(t.rated, "the terms before the mark");
        assertTrue(rated.ratingTerms(id).rated, "marked");
        t = rated.consumeRating(id);
        assertTrue(t.rated, "a second pull says it was rated");
        vm.expectRevert(abi.encodeWithSelector(EscrowRatings.NotRecorded.selector, id + 1));
        rated.consumeRating(id + 1);
    }

    function test_recordRating_outsideAVerdict_refused() public {
        uint256 id = _completed(BUDGET);
        vm.prank(address(hook)); // the rating hook itself, but no verdict is being heard
        vm.expectRevert(IEscrow.Unauthorized.selector);
        rated.recordRating(id, 50, 0, true);
        vm.prank(stranger);
        vm.expectRevert(IEscrow.Unauthorized.selector);
        rated.recordRating(id, 50, 0, true);
    }

    /// A record for another job than the one heard, a second write, or values out of range: the
    /// hook's call fails (RatingHookFailed), the verdict stands, nothing is recorded.
    function test_badRecords_refused_theVerdictStands() public {
        hook.set(0, 0, false, 0, 0); // writes nothing
        uint256 other = _completed(BUDGET);
        uint256[4] memory rating = [uint256(50), 50, 101, 50];
        uint256[4] memory kind = [uint256(0), 0, 0, 3];
        uint256[4] memory writes = [uint256(1), 2, 1, 1];
        uint256[4] memory elsewhere = [other, 0, 0, 0];
        for (uint256 i; i < 4; ++i) {
            hook.set(rating[i], kind[i], true, writes[i], elsewhere[i]);
            uint256 id = submittedJob(client, BUDGET);
            vm.expectEmit(true, false, false, true, address(rated));
            emit IEscrow.RatingHookFailed(id, rated.complete.selector);
            vm.prank(client);
            rated.complete(id, REASON, "");
            assertEq(status(id), 3, "completed all the same");
            assertFalse(rated.ratingTerms(id).completed, "nothing recorded");
        }
        assertFalse(rated.ratingTerms(other).completed, "nor for the other job");
    }
}

/// @notice A job's own hook that tries to write the rating hook's record while the job completes.
contract RecordForger is IERC8183Hook {
    bytes public refusal;
    bool public wrote;

    function beforeAction(uint256, bytes4, bytes calldata) external {}

    function afterAction(uint256 jobId, bytes4 selector, bytes calldata) external {
        if (selector != Escrow.complete.selector) return;
        try EscrowRatings(msg.sender).recordRating(jobId, 100, 0, true) {
            wrote = true;
        } catch (bytes memory err) {
            refusal = err;
        }
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == type(IERC8183Hook).interfaceId || id == 0x01ffc9a7; // ERC-165 itself
    }
}

/// @notice During a verdict the job's own hook runs before the rating hook is told, while the
///         escrow is not hearing it: its attempt to write the record is refused, and the rating
///         hook's own record follows.
contract RecordForgeryTest is Setup {
    function test_aJobsHook_cannotWriteTheRecord() public {
        RecordingRatingHook ratingHook = new RecordingRatingHook();
        ratingHook.set(40, 0, true, 1, 0);
        Escrow e = deployEscrow(8, 0, address(ratingHook));
        RecordForger forger = new RecordForger();
        vm.prank(owner);
        e.setHookWhitelist(address(forger), true);
        vm.prank(client);
        uint256 id = e.createJob(provider, client, expiry(), "", address(forger), 0, "");
        vm.prank(provider);
        e.submit(id, DELIVERABLE, ""); // budget 0
        vm.prank(client);
        e.complete(id, REASON, "");
        assertFalse(forger.wrote(), "the job's hook wrote a record");
        assertEq(keccak256(forger.refusal()), keccak256(abi.encodeWithSelector(IEscrow.Unauthorized.selector)), "refusal");
        IRatingSource.RatingTerms memory t = e.ratingTerms(id);
        assertTrue(t.completed, "the rating hook's record");
        assertEq(t.rating, 40, "the rating hook's rating, not the forger's");
    }
}
