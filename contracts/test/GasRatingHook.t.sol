// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./lib/Base.sol";
import {HookFixture} from "./lib/HookFixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";

/// @notice The rating hook's hot paths for `forge snapshot` (the name matches GasSnapshotTest, so
///         `make test` holds them to the committed snapshot), whole-transaction as in Gas.t.sol:
///         what recording adds to a foreign escrow's `complete`, and a settler's batch of 50
///         hook jobs for 50 agents with evidence, per rating.
contract RatingHookGasSnapshotTest is HookFixture {
    uint256 internal constant BATCH = 50;
    uint256 internal constant BUDGET = 5 * U;
    uint256 internal constant AGENT_ID = 8004;

    // What recording adds, measured at 71,445: the record's two fresh slots (20,000 + 22,100;
    // the guard's read of the first warms it), the cold calls into the hook (2,600) with its
    // before- and after-calls, the escrow's entry (2,100), getJob back into the escrow (its
    // providerAgentId, description and payoutReceiver slots are cold: 6,300, plus the ABI
    // encoding), and the JobRecorded event (~3,800). An agent id adds the registry's ownerOf
    // (a cold account and slot: ~5,600).
    uint256 internal constant MAX_RECORDING = 75_000;
    uint256 internal constant MAX_RECORDING_AGENT_ID = 81_000;
    // Issue 11's budget for a rating in a batch, as for the ledger's own escrows.
    uint256 internal constant MAX_BATCH_PER_RATING = 26_000;

    uint256[] internal pending; // recorded, unrated: pending[i] paid provider i
    uint256 internal hooked; // submitted, names the hook
    uint256 internal plain; // submitted, no hook
    uint256 internal hookedAgentId; // submitted, names the hook, under an ERC-8004 id

    function setUp() public override {
        super.setUp();
        // Fifty agents, each rated once through the hook: the running state.
        uint256[] memory first = new uint256[](BATCH);
        for (uint256 i; i < BATCH; ++i) {
            first[i] = ledgerKey(foreignCompleted(terms(address(uint160(0x10000 + i)), BUDGET), Outcomes.shippedClean()));
        }
        rateBatch(first);
        for (uint256 i; i < BATCH; ++i) {
            pending.push(foreignCompleted(terms(address(uint160(0x10000 + i)), BUDGET), Outcomes.shippedClean()));
        }
        // The parties already hold the token, and the escrow holds other jobs' money.
        token.mint(provider, U);
        hooked = foreignSubmitted(foreign, terms(provider, BUDGET));
        Terms memory t = terms(provider, BUDGET);
        t.hook = address(0);
        plain = foreignSubmitted(foreign, t);
        registry.register(provider, AGENT_ID);
        t = terms(provider, BUDGET);
        t.agentId = AGENT_ID;
        hookedAgentId = foreignSubmitted(foreign, t);
    }

    function _complete(uint256 jobId) internal returns (uint256) {
        vm.prank(evaluator);
        foreign.complete(jobId, bytes32("ok"), Outcomes.shippedClean());
        return _last();
    }

    /// What the hook adds to `complete`: the same completion with and without it.
    function test_gas_hook_recordingInComplete() public {
        uint256 with = _complete(hooked);
        uint256 without = _complete(plain);
        log("foreign complete without a hook", without);
        log("foreign complete recorded by the rating hook", with);
        _report("rating hook: recording, added to complete", with - without, MAX_RECORDING);
        assertTrue(hook.ratingTerms(hookKey(foreign, hooked)).rateable, "recorded");
    }

    function test_gas_hook_recordingInComplete_agentId() public {
        uint256 with = _complete(hookedAgentId);
        uint256 without = _complete(plain);
        _report("rating hook: recording under an ERC-8004 id, added to complete", with - without, MAX_RECORDING_AGENT_ID);
    }

    function test_gas_hook_submitBatch50_perRating() public {
        uint256[] memory keys = new uint256[](BATCH);
        for (uint256 i; i < BATCH; ++i) {
            keys[i] = ledgerKey(pending[i]);
        }
        rateBatch(keys);
        _report("rating hook: submitBatch of 50 agents with evidence, per rating", _last() / BATCH, MAX_BATCH_PER_RATING);
    }

    function _last() internal view returns (uint256) {
        Vm.Gas memory g = vm.lastCallGas();
        require(g.gasTotalUsed > 21_000, "RatingHookGasSnapshotTest needs call isolation (isolate = true)");
        return g.gasTotalUsed;
    }

    function _report(string memory what, uint256 gasUsed, uint256 budget) internal view {
        log(what, gasUsed);
        assertLe(gasUsed, budget, what);
    }
}
