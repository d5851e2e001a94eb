// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./lib/Base.sol";
import {HookFixture} from "./lib/HookFixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";

/// @notice The rating hook's hot paths for `forge snapshot` (the name matches GasSnapshotTest, so
///         `make test` holds them to the committed snapshot), whole-transaction as in Gas.t.sol:
///         what binding adds to a foreign escrow's `fund`, what recording adds to its
///         `complete`, and a settler's batch of 50 hook jobs for 50 agents with evidence, per
///         rating.
contract RatingHookGasSnapshotTest is HookFixture {
    uint256 internal constant BATCH = 50;
    uint256 internal constant BUDGET = 5 * U;
    uint256 internal constant AGENT_ID = 8004;

    // What binding adds to fund, measured at 47,798: the binding's fresh slot (22,100), the cold
    // calls into the hook (2,600) with its before- and after-calls, the escrow's entry (2,100),
    // getJob back into the escrow (the Job's slots fund did not touch are cold: evaluator,
    // providerAgentId, description, settledAmount, payoutReceiver), the ABI encoding. An agent id
    // adds the registry's ownerOf (a cold account and slot: ~5,600), 53,394.
    // What recording adds to complete, measured at 55,598 with or without an id (ownership is not
    // read again): the deal's fresh slot (22,100), the binding's slot rewritten (2,100 + 2,900),
    // the calls, the entry, getJob (cold: providerAgentId, description, payoutReceiver) and the
    // JobRecorded event (~4,000). Bound and recorded, a job costs ~32,000 more than the 71,445
    // recording at completion alone did: the price of rating the agent bound at fund.
    uint256 internal constant MAX_BINDING = 52_000;
    uint256 internal constant MAX_BINDING_AGENT_ID = 58_000;
    uint256 internal constant MAX_RECORDING = 60_000;
    uint256 internal constant MAX_RECORDING_AGENT_ID = 60_000;
    // Issue 11's budget for a rating in a batch, as for the ledger's own escrows.
    uint256 internal constant MAX_BATCH_PER_RATING = 26_000;

    uint256[] internal pending; // recorded, unrated: pending[i] paid provider i
    uint256 internal hooked; // submitted, names the hook
    uint256 internal plain; // submitted, no hook
    uint256 internal hookedAgentId; // submitted, names the hook, under an ERC-8004 id
    uint256 internal openHooked; // budgeted and approved, names the hook
    uint256 internal openPlain; // budgeted and approved, no hook
    uint256 internal openAgentId; // budgeted and approved, names the hook, under an ERC-8004 id
    uint256 internal fundedHooked; // funded, never submitted, names the hook
    uint256 internal fundedPlain; // funded, never submitted, no hook

    function setUp() public override {
        super.setUp();
        // Fifty agents, each rated once through the hook: the running state.
        uint256[] memory first = new uint256[](BATCH);
        for (uint256 i; i < BATCH; ++i) {
            first[i] = ledgerKey(foreignCompleted(terms(_agent(i), BUDGET), Outcomes.shippedClean()));
        }
        rateBatch(first);
        for (uint256 i; i < BATCH; ++i) {
            pending.push(foreignCompleted(terms(_agent(i), BUDGET), Outcomes.shippedClean()));
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
        openHooked = foreignOpen(foreign, terms(provider, BUDGET));
        openAgentId = foreignOpen(foreign, t);
        t = terms(provider, BUDGET);
        t.hook = address(0);
        openPlain = foreignOpen(foreign, t);
        fundedPlain = foreignFunded(foreign, t);
        fundedHooked = foreignFunded(foreign, terms(provider, BUDGET));
    }

    /// Provider i: an address of 2^96 or more, as the hook requires of an address rated as itself.
    function _agent(uint256 i) internal pure returns (address) {
        return address(uint160((uint256(1) << 159) + 0x10000 + i));
    }

    /// The open jobs share the client's one allowance (approve sets it): approve each before its fund.
    function _fund(uint256 jobId) internal returns (uint256) {
        vm.prank(client);
        token.approve(address(foreign), BUDGET);
        vm.prank(client);
        foreign.fund(jobId, address(token), BUDGET, "");
        return _last();
    }

    /// What the hook adds to `fund`: the binding, with and without an agent id.
    function test_gas_hook_bindingInFund() public {
        uint256 with = _fund(openHooked);
        uint256 without = _fund(openPlain);
        log("foreign fund without a hook", without);
        log("foreign fund bound by the rating hook", with);
        _report("rating hook: binding, added to fund", with - without, MAX_BINDING);
        (bool bound,,) = hook.bindingOf(hookKey(foreign, openHooked));
        assertTrue(bound, "bound");
    }

    function test_gas_hook_bindingInFund_agentId() public {
        uint256 with = _fund(openAgentId);
        uint256 without = _fund(openPlain);
        _report("rating hook: binding under an ERC-8004 id, added to fund", with - without, MAX_BINDING_AGENT_ID);
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

    /// What the hook adds to a claimRefund of a job funded and never submitted: a rated refund.
    function test_gas_hook_recordingInClaimRefund() public {
        vm.warp(foreign.getJob(fundedHooked).expiredAt);
        foreign.claimRefund(fundedHooked, "");
        uint256 with = _last();
        foreign.claimRefund(fundedPlain, "");
        uint256 without = _last();
        log("foreign claimRefund without a hook", without);
        log("foreign claimRefund recorded by the rating hook", with);
        _report("rating hook: recording a refund as no output, added to claimRefund", with - without, MAX_RECORDING);
        assertEq(hook.ratingTerms(hookKey(foreign, fundedHooked)).rating, 20, "no output");
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
