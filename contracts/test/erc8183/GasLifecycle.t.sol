// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "../lib/Base.sol";
import {Escrow} from "../../src/Escrow.sol";
import {Setup, StubRatingHook} from "./Setup.sol";

/// @notice The job lifecycle's whole-transaction gas (forge runs with call isolation, so every
///         top-level call is a transaction: 21,000 base and calldata included, refunds deducted),
///         as a marketplace runs it: createJob naming the provider with a short description and no
///         hook, setBudget, fund (the client approving exactly the budget and holding more),
///         submit, complete; the provider and the treasury already hold the token, the escrow
///         holds other jobs' money, and the rating hook is a stub whose afterAction does nothing.
///         `forge test --match-path test/erc8183/GasLifecycle.t.sol -vv` prints every step.
contract GasLifecycleTest is Setup {
    /// Issue 18's target for the client-evaluated lifecycle without a fee, less the real rating
    /// hook's share: NOT met by the reference's five calls. The job needs three new slots (head,
    /// deal, the description the reference stores), 66,300 gas, besides five transactions' 105,000
    /// base, the token's transfers and the reference's events; the figure is printed beside the
    /// target. The quoted lifecycle (one transaction for createJob, the provider's signed price and
    /// fund) meets the real target: GasSnapshotTest.test_gas_lifecycle_quoted_realRatingHook.
    uint256 internal constant TARGET_LIFECYCLE = 218_000;
    /// What this escrow does today (274,214), held as a ceiling so that it cannot drift up unnoticed.
    uint256 internal constant MAX_LIFECYCLE = 274_400;

    Escrow internal plain; // no fee
    Escrow internal feeEscrow; // 2.5 % platform fee

    function setUp() public override {
        super.setUp();
        StubRatingHook stub = new StubRatingHook();
        plain = deployEscrow(1, 0, address(stub));
        feeEscrow = deployEscrow(2, 250, address(stub));
        token.mint(provider, 1e6);
        token.mint(treasury, 1e6);
        _otherJob(plain);
        _otherJob(feeEscrow);
    }

    function test_gas_lifecycle_clientEvaluates_noFee() public {
        uint256 total = _lifecycle(plain, client, "client evaluates, no fee: ");
        log("lifecycle total, client evaluates, no fee", total);
        if (total > TARGET_LIFECYCLE) log("over issue 18's target of 218,000 by", total - TARGET_LIFECYCLE);
        assertLe(total, MAX_LIFECYCLE, "client-evaluated lifecycle over its ceiling");
    }

    function test_gas_lifecycle_clientEvaluates_fee250() public {
        log("lifecycle total, client evaluates, 2.5 % fee", _lifecycle(feeEscrow, client, "client evaluates, 2.5 % fee: "));
    }

    function test_gas_lifecycle_thirdPartyEvaluator_noFee() public {
        log("lifecycle total, third-party evaluator, no fee", _lifecycle(plain, evaluator, "third-party evaluator, no fee: "));
    }

    function test_gas_lifecycle_thirdPartyEvaluator_fee250() public {
        log(
            "lifecycle total, third-party evaluator, 2.5 % fee",
            _lifecycle(feeEscrow, evaluator, "third-party evaluator, 2.5 % fee: ")
        );
    }

    /// Another client's funded job, so the escrow's balance slot is not empty.
    function _otherJob(Escrow e) internal {
        address c = address(0xC2);
        vm.prank(c);
        uint256 id = e.createJob(address(0xB2), c, expiry(), "other", address(0), 0, "");
        vm.prank(address(0xB2));
        e.setBudget(id, address(token), BUDGET, "");
        token.mint(c, BUDGET);
        vm.startPrank(c);
        token.approve(address(e), BUDGET);
        e.fund(id, address(token), BUDGET, "");
        vm.stopPrank();
    }

    function _lifecycle(Escrow e, address evaluator_, string memory label) internal returns (uint256 total) {
        token.mint(client, BUDGET + 1e6);
        vm.prank(client);
        token.approve(address(e), BUDGET);
        uint256 g;

        vm.prank(client);
        uint256 id = e.createJob(provider, evaluator_, expiry(), "translate the manual", address(0), 0, "");
        g = _last();
        log(string.concat(label, "createJob"), g);
        total += g;

        vm.prank(provider);
        e.setBudget(id, address(token), BUDGET, "");
        g = _last();
        log(string.concat(label, "setBudget"), g);
        total += g;

        vm.prank(client);
        e.fund(id, address(token), BUDGET, "");
        g = _last();
        log(string.concat(label, "fund"), g);
        total += g;

        vm.prank(provider);
        e.submit(id, DELIVERABLE, "");
        g = _last();
        log(string.concat(label, "submit"), g);
        total += g;

        vm.prank(evaluator_);
        e.complete(id, bytes32("ok"), "");
        g = _last();
        log(string.concat(label, "complete"), g);
        total += g;
        assertEq(uint256(e.getJob(id).status), 3, "completed");
    }

    function _last() internal view returns (uint256) {
        Vm.Gas memory g = vm.lastCallGas();
        require(g.gasTotalUsed > 21_000, "needs call isolation (isolate = true)");
        return g.gasTotalUsed;
    }
}
