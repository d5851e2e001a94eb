// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./lib/Fixture.sol";
import {Escrow} from "../src/Escrow.sol";
import {IEscrow} from "../src/IEscrow.sol";
import {ITrustOracle} from "../src/ITrustOracle.sol";
import {TrustGateHook} from "./mocks/TrustGateHook.sol";

/// @notice The ledger's oracle serves a hook written against the ERC-8183 reference's trust-oracle
///         interface alone (getUserData): on the project's escrow, a job is refused for a
///         provider under the threshold and accepted for one above it.
contract TrustOracleHookTest is Fixture {
    TrustGateHook internal hook;
    address internal good = address(0x600D);
    address internal bad = address(0xBAD);
    uint256 internal constant BUDGET = 5 * U;

    function setUp() public override {
        super.setUp();
        // Clients need no score (0); providers need the floor.
        hook = new TrustGateHook(ITrustOracle(address(ledger.oracle())), 0, 5500);
        vm.prank(operator);
        escrow.setHookWhitelist(address(hook), true);
        for (uint256 i; i < 3; ++i) {
            rate(buyerRatedJob(good, CAP, 95));
            rate(buyerRatedJob(bad, CAP, 10));
        }
    }

    function _fundedHookedJob(address provider_) internal returns (uint256 id) {
        vm.prank(client);
        id = escrow.createJob(provider_, evaluator, expiry(), "step", address(hook), 0);
        fund(escrow, client, id, BUDGET);
    }

    function test_submit_refusedUnderTheThreshold() public {
        uint256 id = _fundedHookedJob(bad);
        ITrustOracle.UserReputation memory r = ledger.oracle().getUserData(bad);
        assertTrue(r.initialized, "bad has evidence");
        vm.expectRevert(abi.encodeWithSelector(TrustGateHook.TrustTooLow.selector, id, bad, r.reputationScore, 5500));
        vm.prank(bad);
        escrow.submit(id, keccak256("work"), "");
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.Status.Funded), "still Funded");
    }

    function test_submit_acceptedAboveTheThreshold() public {
        uint256 id = _fundedHookedJob(good);
        assertGe(ledger.oracle().getUserData(good).reputationScore, 5500, "good scores above");
        vm.prank(good);
        escrow.submit(id, keccak256("work"), "");
        assertEq(uint256(escrow.getJob(id).status), uint256(IEscrow.Status.Submitted), "Submitted");
    }

    /// The reference's pattern scores an address without evidence as 0: a newcomer is refused
    /// there (ReputationGate lets it pass at the prior instead).
    function test_newcomer_refusedByTheReferencePattern() public {
        address newcomer = address(0xFEED);
        uint256 id = _fundedHookedJob(newcomer);
        vm.expectRevert(abi.encodeWithSelector(TrustGateHook.TrustTooLow.selector, id, newcomer, 0, 5500));
        vm.prank(newcomer);
        escrow.submit(id, keccak256("work"), "");
    }

    /// fund checks the client: with a client threshold, a client without evidence cannot fund.
    function test_fund_checksTheClient() public {
        TrustGateHook strict = new TrustGateHook(ITrustOracle(address(ledger.oracle())), 5500, 0);
        vm.prank(operator);
        escrow.setHookWhitelist(address(strict), true);
        vm.prank(client);
        uint256 id = escrow.createJob(good, evaluator, expiry(), "step", address(strict), 0);
        token.mint(client, BUDGET);
        vm.startPrank(client);
        escrow.setBudget(id, address(token), BUDGET, "");
        token.approve(address(escrow), BUDGET);
        vm.expectRevert(abi.encodeWithSelector(TrustGateHook.TrustTooLow.selector, id, client, 0, 5500));
        escrow.fund(id, BUDGET, "");
        vm.stopPrank();
    }
}
