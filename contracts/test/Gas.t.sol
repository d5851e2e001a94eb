// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./lib/Base.sol";
import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {QuoteSigning} from "./lib/QuoteSigning.sol";
import {Escrow} from "../src/Escrow.sol";

/// @notice The hot paths, one measured transaction per test, for `forge snapshot`: the committed
///         .gas-snapshot holds them and `make test` fails when one drifts by more than the
///         tolerance. Forge runs with call isolation (foundry.toml), so every top-level call is a
///         transaction of its own with cold storage, and `vm.lastCallGas` is its whole-transaction
///         gas: 21,000 base and calldata included, refunds deducted, as a receipt's gasUsed (fund's
///         4,800 for clearing the allowance shows: its figure equals the simulated chain's
///         receipt). Each test prints its figure (`forge test --mc GasSnapshotTest -vv`) and holds
///         it to issue 11's budget.
contract GasSnapshotTest is Fixture, QuoteSigning {
    uint256 internal constant AGENTS = 100;
    uint256 internal constant BATCH = 50;
    uint256 internal constant BUDGET = 5 * U;

    // Issue 11's budgets, whole-transaction. A factory job's rating is pulled from the rating
    // hook's record in the job's own two words at the escrow (ledger → escrow, one call): the
    // submits and the batch stay within them.
    uint256 internal constant TARGET_SUBMIT = 52_000;
    uint256 internal constant TARGET_BATCH_PER_RATING = 26_000;
    uint256 internal constant TARGET_FIRST_RATING = 68_000;
    uint256 internal constant MAX_SUBMIT = TARGET_SUBMIT; // measured 48,825 (same epoch) .. 49,686 (next epoch)
    uint256 internal constant MAX_BATCH_PER_RATING = TARGET_BATCH_PER_RATING; // measured 22,761
    uint256 internal constant MAX_FIRST_RATING = TARGET_FIRST_RATING; // measured 66,475
    uint256 internal constant MAX_REP_STATES_100 = 500_000;
    // The reference's five-call lifecycle with the real rating hook is over issue 18's 250,000 (five
    // transactions' base alone is 105,000); the quoted lifecycle below meets it. The measured
    // figures are held as ceilings so that they cannot drift up unnoticed.
    uint256 internal constant MAX_CREATE_JOB = 100_700; // measured 100,637
    uint256 internal constant MAX_SET_BUDGET = 34_200; // measured 34,166
    uint256 internal constant MAX_FUND = 50_900; // measured 50,848
    uint256 internal constant MAX_SUBMIT_WORK = 31_000; // measured 30,927
    uint256 internal constant MAX_COMPLETE = 72_300; // measured 72,210: the hook's record rewrites the job's deal word
    uint256 internal constant MAX_LIFECYCLE = 288_900; // measured 288,788
    // The quoted lifecycle (the client's createJob, setBudgetWithQuote and fund in one multicall):
    // issue 18's 250,000.
    uint256 internal constant TARGET_QUOTED_LIFECYCLE = 250_000;
    uint256 internal constant QUOTING_KEY = 0x5E11E5;

    address[] internal providers;
    uint256[] internal agentIds;
    uint256[] internal pending; // completed, unrated jobs: pending[i] was paid to providers[i]
    uint256 internal newcomerJob; // a completed job of an agent with no rating yet

    uint256 internal constant AGENT_ID = 8004;
    address internal constant AGENT_OWNER = address(0xD15);
    address internal constant NEWCOMER = address(uint160(0xFEED) << 96);

    function setUp() public override {
        super.setUp();
        for (uint256 i; i < AGENTS; ++i) {
            address p = prov(0x10000 + i); // rated under its address: 2^96 or more
            providers.push(p);
            agentIds.push(agentOf(p));
        }
        // Every agent gets one rating, so the measured writes land on agents with evidence.
        uint256[] memory first = new uint256[](AGENTS);
        for (uint256 i; i < AGENTS; ++i) {
            first[i] = key(ESCROW, completedJob(providers[i], BUDGET));
        }
        vm.prank(scorer);
        ledger.submitBatch(first);
        for (uint256 i; i < BATCH; ++i) {
            pending.push(completedJob(providers[i], BUDGET));
        }
        newcomerJob = completedJob(NEWCOMER, BUDGET);

        registry.register(AGENT_OWNER, AGENT_ID);
        rate(_disputedAgentJob());

        // The lifecycle's parties already hold the token, as they would in a running marketplace,
        // and the escrows hold other jobs' money.
        token.mint(provider, 1 * U);
        token.mint(treasury, 1 * U);
        fundedJob(escrow, address(0xC2), prov(0xB2), evaluator, BUDGET);
    }

    /// A job under AGENT_ID, disputed and resolved with 40, paying its owner.
    function _disputedAgentJob() internal returns (uint256 id) {
        vm.prank(client);
        id = escrow.createJob(AGENT_OWNER, evaluator, expiry(), "step", address(0), AGENT_ID, "");
        fund(escrow, client, id, BUDGET);
        vm.prank(AGENT_OWNER);
        escrow.submit(id, keccak256("deliverable"), "");
        vm.prank(client);
        escrow.dispute(id, bytes32("late"));
        vm.prank(arbiter);
        escrow.resolveDispute(id, true, bytes32("partly"), abi.encode(uint256(40)));
    }

    // ================================================================ ledger

    function test_gas_submit_agentWithEvidence_sameEpoch() public {
        vm.prank(scorer);
        ledger.submit(ESCROW, pending[0]);
        _target("submit, agent with evidence, same epoch", _last(), MAX_SUBMIT, TARGET_SUBMIT);
    }

    /// The job completed one epoch after the agent's last rating: its evidence decays on write.
    function test_gas_submit_agentWithEvidence_nextEpoch() public {
        vm.warp(block.timestamp + EPOCH);
        uint256 id = completedJob(providers[0], BUDGET);
        vm.prank(scorer);
        ledger.submit(ESCROW, id);
        _target("submit, agent with evidence, completed next epoch (decays on write)", _last(), MAX_SUBMIT, TARGET_SUBMIT);
    }

    /// A rating completed an epoch ago and submitted now, for an agent rated since: the late path.
    function test_gas_submit_late() public {
        vm.warp(block.timestamp + EPOCH);
        uint256 fresh = completedJob(providers[0], BUDGET);
        rate(fresh);
        vm.prank(scorer);
        ledger.submit(ESCROW, pending[0]);
        _target("submit, late (completed an epoch before the agent's last rating)", _last(), MAX_SUBMIT, TARGET_SUBMIT);
    }

    /// The costliest submit: an ERC-8004 agent id (one more escrow slot), a dispute-kind rating
    /// completed one epoch later for an agent with disputed evidence (its second slot decays too).
    function test_gas_submit_worstCase() public {
        vm.warp(block.timestamp + EPOCH);
        uint256 id = _disputedAgentJob();
        vm.prank(scorer);
        ledger.submit(ESCROW, id);
        _report("submit, agent id + dispute + decays both slots (worst case)", _last(), 0);
    }

    function test_gas_submit_firstRatingOfNewAgent() public {
        vm.prank(scorer);
        ledger.submit(ESCROW, newcomerJob);
        _target("submit, first rating of a first-time agent", _last(), MAX_FIRST_RATING, TARGET_FIRST_RATING);
    }

    function test_gas_submitBatch50_agentsWithEvidence() public {
        uint256[] memory keys = new uint256[](BATCH);
        for (uint256 i; i < BATCH; ++i) {
            keys[i] = key(ESCROW, pending[i]);
        }
        vm.prank(scorer);
        ledger.submitBatch(keys);
        uint256 used = _last();
        _target(
            "submitBatch of 50 factory jobs through the hook, agents with evidence, per rating",
            used / BATCH,
            MAX_BATCH_PER_RATING,
            TARGET_BATCH_PER_RATING
        );
    }

    function test_gas_repStates100() public {
        uint256[] memory ids = agentIds;
        ledger.repStates(ids);
        _report("repStates of 100 agents", _last(), MAX_REP_STATES_100);
    }

    // ================================================================ lifecycle with the real rating hook

    // test/erc8183/GasLifecycle.t.sol measures the escrow alone (a stub rating hook); this is the
    // deployed shape: a factory escrow of the ledger calling the ledger's real RatingHook, which
    // records the client's own buyer rating at `complete` in the job's own words (no new slot).

    function test_gas_lifecycle_clientEvaluates_realRatingHook() public {
        token.mint(client, BUDGET + 1 * U);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
        uint256 total;

        vm.prank(client);
        uint256 id = escrow.createJob(provider, client, expiry(), "translate the manual", address(0), 0, "");
        total += _step("createJob", MAX_CREATE_JOB);
        vm.prank(provider);
        escrow.setBudget(id, address(token), BUDGET, "");
        total += _step("setBudget", MAX_SET_BUDGET);
        vm.prank(client);
        escrow.fund(id, address(token), BUDGET, "");
        total += _step("fund", MAX_FUND);
        vm.prank(provider);
        escrow.submit(id, keccak256("deliverable"), "");
        total += _step("submit", MAX_SUBMIT_WORK);
        vm.prank(client);
        escrow.complete(id, bytes32("ok"), Outcomes.buyer(90));
        total += _step("complete (the hook records the buyer rating)", MAX_COMPLETE);
        _target("lifecycle total, client evaluates, real rating hook (issue 18)", total, MAX_LIFECYCLE, 250_000);
        assertTrue(factoryTerms(ESCROW, id).rateable, "the hook recorded it");
    }

    /// The same job, priced by the provider's signed quote: the client creates, prices and funds
    /// it in one transaction (multicall), then submit and complete as above.
    function test_gas_lifecycle_quoted_realRatingHook() public {
        address seller = vm.addr(QUOTING_KEY);
        token.mint(seller, 1 * U);
        token.mint(client, BUDGET + 1 * U);
        vm.prank(client);
        token.approve(address(escrow), BUDGET);
        uint256 id = escrow.jobCounter() + 1;
        Quote memory q = Quote(
            id, client, seller, client, expiry(), "translate the manual", address(0), 0, 0, address(token), BUDGET, "", block.timestamp + 1 hours
        );
        bytes[] memory calls = quotedCalls(seller, q, signQuote(QUOTING_KEY, escrow, q));
        uint256 total;

        vm.prank(client);
        escrow.multicall(calls);
        total += _step("quoted: multicall: createJob, setBudgetWithQuote, fund", 0);
        vm.prank(seller);
        escrow.submit(id, keccak256("deliverable"), "");
        total += _step("quoted: submit", MAX_SUBMIT_WORK);
        vm.prank(client);
        escrow.complete(id, bytes32("ok"), Outcomes.buyer(90));
        total += _step("quoted: complete (the hook records the buyer rating)", MAX_COMPLETE);
        _report("lifecycle total, quoted, client evaluates, real rating hook (issue 18)", total, TARGET_QUOTED_LIFECYCLE);
        assertTrue(factoryTerms(ESCROW, id).rateable, "the hook recorded it");
    }

    function _step(string memory what, uint256 budget) internal view returns (uint256 g) {
        g = _last();
        _report(string.concat("lifecycle, client evaluates, real rating hook: ", what), g, budget);
    }

    // ================================================================ helpers

    function _last() internal view returns (uint256) {
        Vm.Gas memory g = vm.lastCallGas();
        // Under isolation a call is a whole transaction: it can never cost less than 21,000.
        require(g.gasTotalUsed > 21_000, "GasSnapshotTest needs call isolation (isolate = true)");
        return g.gasTotalUsed;
    }

    /// Held to `ceiling`; prints how far it is over issue 11's `target`.
    function _target(string memory what, uint256 gasUsed, uint256 ceiling, uint256 target) internal view {
        if (gasUsed > target) log(string.concat(what, ": over its target by"), gasUsed - target);
        _report(what, gasUsed, ceiling);
    }

    function _report(string memory what, uint256 gasUsed, uint256 budget) internal view {
        log(what, gasUsed);
        if (budget != 0) assertLe(gasUsed, budget, what);
    }
}
