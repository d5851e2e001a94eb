// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Outcomes} from "./lib/Outcomes.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {ReputationOracle} from "../src/ReputationOracle.sol";
import {
    ILegacyTrustOracle,
    IReferenceTrustOracle,
    LegacyScoreGateHook,
    ScoreGateHook,
    ThresholdGateHook
} from "./mocks/TrustGateHook.sol";

/// @notice The ledger's oracle answers hooks written against the ERC-8183 reference's trust-oracle
///         interfaces alone (issue 18), on the project's escrow: the 4-field getUserData record
///         (TrustBasedEvaluator's) and meetsThreshold (hook-contracts' TrustGateHook) decode and
///         gate `submit` for an agent above and refuse one below; the older 2-field reader
///         (TrustGateACPHook's) cannot decode the record, shown here.
contract TrustOracleHookTest is Fixture {
    ReputationOracle internal oracle;
    address internal good = address(uint160(0x600D) << 96);
    address internal bad = address(uint160(0xBAD) << 96);
    address internal newcomer = address(uint160(0xFEED) << 96);
    uint256 internal constant GOOD_ID = 17; // ERC-8004 ids, owned by `good` and `bad`
    uint256 internal constant BAD_ID = 42;
    uint256 internal constant BUDGET = 5 * U;

    function setUp() public override {
        super.setUp();
        oracle = ledger.oracle();
        registry.register(good, GOOD_ID);
        registry.register(bad, BAD_ID);
        for (uint256 i; i < 3; ++i) {
            rate(buyerRatedJob(good, CAP, 95));
            rate(buyerRatedJob(bad, CAP, 10));
            rate(agentJob(good, GOOD_ID, CAP, Outcomes.shippedClean())); // 95
            rate(agentJob(bad, BAD_ID, CAP, Outcomes.noOutput())); // 20
        }
    }

    function _allow(address hook) internal {
        vm.prank(operator);
        escrow.setHookWhitelist(hook, true);
    }

    function _fundedJob(address hook, address provider_, uint256 agentId) internal returns (uint256 id) {
        vm.prank(client);
        id = escrow.createJob(provider_, evaluator, expiry(), "step", hook, agentId, "");
        fund(escrow, client, id, BUDGET);
    }

    function _submit(uint256 id, address provider_) internal {
        vm.prank(provider_);
        escrow.submit(id, keccak256("work"), "");
    }

    function _status(uint256 id) internal view returns (uint256) {
        return uint256(escrow.getJob(id).status);
    }

    // ================================================================ getUserData, 4 fields

    /// Read through the reference's interface, the record carries what the ledger holds.
    function test_fourFieldReader_decodesTheAnswer() public view {
        IReferenceTrustOracle.UserReputation memory r = IReferenceTrustOracle(address(oracle)).getUserData(good);
        assertEq(r.reputationScore, oracle.lowerBoundBps(agentOf(good)), "score: the lower bound");
        assertEq(r.totalReviews, 3, "three ratings of the address");
        assertTrue(r.initialized, "evidence");
        assertEq(r.lastUpdated, START, "rated in the fixture's first epoch, which starts at START");
    }

    function test_scoreHook_passesAnAgentAbove_refusesOneBelow() public {
        ScoreGateHook hook = new ScoreGateHook(IReferenceTrustOracle(address(oracle)), 5500);
        _allow(address(hook));
        uint256 a = _fundedJob(address(hook), good, 0);
        _submit(a, good);
        assertEq(_status(a), uint256(IEscrow.JobStatus.Submitted), "good submitted");

        uint256 b = _fundedJob(address(hook), bad, 0);
        uint256 score = oracle.lowerBoundBps(agentOf(bad));
        assertLt(score, 5500, "bad scores below");
        vm.expectRevert(abi.encodeWithSelector(ScoreGateHook.TrustTooLow.selector, b, bad, score, 5500));
        _submit(b, bad);
        assertEq(_status(b), uint256(IEscrow.JobStatus.Funded), "bad still Funded");
    }

    /// The reference's pattern scores an address without evidence as 0: a newcomer is refused
    /// there (ReputationGate lets it pass at the prior instead).
    function test_scoreHook_refusesANewcomer() public {
        ScoreGateHook hook = new ScoreGateHook(IReferenceTrustOracle(address(oracle)), 5500);
        _allow(address(hook));
        uint256 id = _fundedJob(address(hook), newcomer, 0);
        vm.expectRevert(abi.encodeWithSelector(ScoreGateHook.TrustTooLow.selector, id, newcomer, 0, 5500));
        _submit(id, newcomer);
    }

    // ================================================================ meetsThreshold

    function _thresholdHook(uint8 threshold, uint256 chainId, string memory reg) internal returns (ThresholdGateHook h) {
        h = new ThresholdGateHook(IReferenceTrustOracle(address(oracle)), threshold, chainId, reg);
        h.setAgentId(good, GOOD_ID);
        h.setAgentId(bad, BAD_ID);
        _allow(address(h));
    }

    function test_thresholdHook_passesAnAgentAbove_refusesOneBelow() public {
        ThresholdGateHook hook = _thresholdHook(60, block.chainid, "erc8004");
        assertGe(oracle.lowerBoundBps(GOOD_ID) / 100, 60, "GOOD_ID scores 60 or more");
        assertLt(oracle.lowerBoundBps(BAD_ID) / 100, 60, "BAD_ID scores less");
        uint256 a = _fundedJob(address(hook), good, GOOD_ID);
        _submit(a, good);
        assertEq(_status(a), uint256(IEscrow.JobStatus.Submitted), "GOOD_ID submitted");

        uint256 b = _fundedJob(address(hook), bad, BAD_ID);
        vm.expectRevert(abi.encodeWithSelector(ThresholdGateHook.BelowThreshold.selector, b, bad, BAD_ID, uint8(60)));
        _submit(b, bad);
        assertEq(_status(b), uint256(IEscrow.JobStatus.Funded), "BAD_ID still Funded");
    }

    /// The oracle answers only for its own chain and the "erc8004" namespace: a hook configured
    /// for anything else is refused, never given a score that is not one.
    function test_thresholdHook_otherChainOrRegistry_refused() public {
        ThresholdGateHook otherChain = _thresholdHook(60, block.chainid + 1, "erc8004");
        ThresholdGateHook otherRegistry = _thresholdHook(60, block.chainid, "eip155:1:0x8004");
        uint256 a = _fundedJob(address(otherChain), good, GOOD_ID);
        vm.expectRevert(abi.encodeWithSelector(ThresholdGateHook.BelowThreshold.selector, a, good, GOOD_ID, uint8(60)));
        _submit(a, good);
        uint256 b = _fundedJob(address(otherRegistry), good, GOOD_ID);
        vm.expectRevert(abi.encodeWithSelector(ThresholdGateHook.BelowThreshold.selector, b, good, GOOD_ID, uint8(60)));
        _submit(b, good);
    }

    // ================================================================ the 2-field reader

    /// TrustGateACPHook's 2-field record cannot be decoded from the 4-field answer: its `bool`
    /// gets totalReviews (3 here), which Solidity's decoder refuses. The revert carries no data:
    /// it is the decoder's, in the hook, before any check. The submit is blocked for everyone
    /// rated twice or more, good agents included.
    function test_twoFieldReader_cannotDecodeTheAnswer() public {
        LegacyScoreGateHook hook = new LegacyScoreGateHook(ILegacyTrustOracle(address(oracle)), 5500);
        _allow(address(hook));
        uint256 id = _fundedJob(address(hook), good, 0);
        vm.expectRevert(bytes(""));
        _submit(id, good);
        assertEq(_status(id), uint256(IEscrow.JobStatus.Funded), "good could not submit");

        (bool ok, bytes memory raw) = address(oracle).staticcall(abi.encodeCall(ILegacyTrustOracle.getUserData, (good)));
        assertTrue(ok, "the oracle answers");
        assertEq(raw.length, 128, "four words");
        (, uint256 second) = abi.decode(raw, (uint256, uint256));
        assertEq(second, 3, "the word the 2-field reader takes for its bool is totalReviews");
        vm.expectRevert(bytes(""));
        this.decodeTwoFields(raw);
    }

    /// The 2-field decoding, as an external call so that its revert can be expected.
    function decodeTwoFields(bytes memory raw) external pure returns (uint256 score, bool initialized) {
        return abi.decode(raw, (uint256, bool));
    }
}
