// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "../lib/Base.sol";
import {Escrow} from "../../src/Escrow.sol";
import {EscrowQuotes} from "../../src/EscrowQuotes.sol";
import {IEscrow} from "../../src/IEscrow.sol";
import {TestToken} from "../../src/TestToken.sol";
import {IERC8183} from "./IERC8183.sol";

/// @notice Drives one escrow (2.5 % fee) through random lifecycles of three clients and three
///         providers: create, budget, fund, claims, submit, complete, reject, dispute, resolve,
///         refund, time passing. Every call is tried; a revert is a refusal, not a failure. Ghost
///         totals track every token that moves, from the token's balances.
contract EscrowHandler is Base {
    Escrow public immutable escrow;
    TestToken public immutable token;
    address public immutable arbiter;
    address public immutable treasury;

    uint256 public ghostDeposited;
    uint256 public ghostOut; // to providers, the treasury and clients
    uint256 public ghostLeftTerminal;
    mapping(uint256 jobId => uint256) public terminalStatus; // 1 + status once final

    constructor(Escrow escrow_, TestToken token_, address arbiter_, address treasury_) {
        escrow = escrow_;
        token = token_;
        arbiter = arbiter_;
        treasury = treasury_;
    }

    function _client(uint256 s) internal pure returns (address) {
        return address(uint160(0xC100 + (s % 3)));
    }

    function _provider(uint256 s) internal pure returns (address) {
        return address(uint160(0xB000 + (s % 3)));
    }

    function _job(uint256 s) internal view returns (uint256) {
        uint256 n = escrow.jobCounter();
        return n == 0 ? 1 : 1 + (s % n);
    }

    function _call(address who, bytes memory data, uint256 jobId) internal {
        uint256 before = token.balanceOf(address(escrow));
        uint256 t = terminalStatus[jobId];
        vm.prank(who);
        (bool ok,) = address(escrow).call(data);
        uint256 afterwards = token.balanceOf(address(escrow));
        if (afterwards > before) ghostDeposited += afterwards - before;
        else ghostOut += before - afterwards;
        if (!ok || jobId == 0) return;
        uint256 st = uint256(escrow.getJob(jobId).status);
        if (t != 0 && st + 1 != t) ++ghostLeftTerminal;
        if (t == 0 && st >= 3) terminalStatus[jobId] = st + 1;
    }

    function create(uint256 s, bool selfEvaluated) external {
        address c = _client(s);
        address evaluator = selfEvaluated ? c : address(0xE7A1);
        _call(c, abi.encodeCall(Escrow.createJob, (_provider(s), evaluator, uint48(block.timestamp + 1 days), "job", address(0), 0, "")), 0);
    }

    function setBudget(uint256 s, uint256 amount) external {
        uint256 id = _job(s);
        _call(escrow.getJob(id).provider, abi.encodeCall(EscrowQuotes.setBudget, (id, address(token), bound(amount, 0, 1e9), "")), id);
    }

    function fund(uint256 s) external {
        uint256 id = _job(s);
        IEscrow.Job memory j = escrow.getJob(id);
        token.mint(j.client, j.budget);
        vm.prank(j.client);
        token.approve(address(escrow), j.budget);
        _call(j.client, abi.encodeCall(Escrow.fund, (id, j.paymentToken, j.budget, "")), id);
    }

    function settle(uint256 s, uint256 cum) external {
        uint256 id = _job(s);
        IEscrow.Job memory j = escrow.getJob(id);
        _call(j.client, abi.encodeCall(IERC8183.settleClaim, (id, bound(cum, 0, j.budget), bytes32(0), "")), id);
    }

    function submit(uint256 s) external {
        uint256 id = _job(s);
        _call(escrow.getJob(id).provider, abi.encodeCall(Escrow.submit, (id, keccak256("d"), "")), id);
    }

    function complete(uint256 s) external {
        uint256 id = _job(s);
        _call(escrow.getJob(id).evaluator, abi.encodeCall(Escrow.complete, (id, bytes32("ok"), "")), id);
    }

    function reject(uint256 s, bool byEvaluator) external {
        uint256 id = _job(s);
        IEscrow.Job memory j = escrow.getJob(id);
        _call(byEvaluator ? j.evaluator : j.client, abi.encodeCall(Escrow.reject, (id, bytes32("no"), "")), id);
    }

    function dispute(uint256 s) external {
        uint256 id = _job(s);
        _call(escrow.getJob(id).client, abi.encodeCall(Escrow.dispute, (id, bytes32("x"))), id);
    }

    function resolve(uint256 s, bool pay) external {
        uint256 id = _job(s);
        _call(arbiter, abi.encodeCall(Escrow.resolveDispute, (id, pay, bytes32("r"), "")), id);
    }

    function claimRefund(uint256 s) external {
        uint256 id = _job(s);
        _call(address(0x5757), abi.encodeCall(Escrow.claimRefund, (id, "")), id);
    }

    function wait(uint256 secs) external {
        vm.warp(block.timestamp + bound(secs, 1, 2 days));
    }
}
