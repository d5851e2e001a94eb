// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "../lib/Base.sol";
import {Escrow} from "../../src/Escrow.sol";
import {TestToken} from "../../src/TestToken.sol";

/// @notice Drives random escrow traffic for EscrowInvariantTest. Every action picks a job (any
///         status, terminal ones included) and an actor, tries the call with the caller that would
///         normally be entitled to it, and books what succeeded into ghost variables. Calls that the
///         escrow rejects are swallowed, so the fuzzer keeps going.
contract EscrowHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    uint256 internal constant MAX_BUDGET = 1e12; // 1M units of a 6-decimals token

    Escrow public immutable escrow;
    TestToken public immutable token;
    address public immutable arbiter;
    address public immutable evaluator;

    address[3] internal clients = [address(0xC101), address(0xC102), address(0xC103)];
    address[3] internal providers = [address(0xB101), address(0xB102), address(0xB103)];
    address internal constant STRANGER = address(0x5757);

    // ------------------------------------------------------------ ghosts

    uint256 public ghostDeposited; // sum of budgets the escrow pulled in by fund
    uint256 public ghostPaidToProviders; // sum of provider balance increases on completion
    uint256 public ghostRefunded; // sum of client balance increases on reject / refund / dispute refund
    mapping(uint256 jobId => uint256) public ghostPaid; // what each job paid its provider
    mapping(uint256 jobId => Escrow.Status) public ghostTerminal; // first terminal status seen, else None
    uint256 public ghostLeftTerminal; // successful calls on a job that was already terminal
    mapping(bytes32 action => uint256) public ghostCalls; // successful calls, by action

    constructor(Escrow escrow_, TestToken token_, address arbiter_, address evaluator_) {
        escrow = escrow_;
        token = token_;
        arbiter = arbiter_;
        evaluator = evaluator_;
    }

    // ------------------------------------------------------------ actions

    /// @notice New job, sometimes without a provider, sometimes with the client as evaluator.
    function createJob(uint256 clientSeed, uint256 providerSeed, uint256 budget, uint256 duration) external {
        address c = clients[clientSeed % 3];
        address p = providerSeed % 8 == 7 ? address(0) : providers[providerSeed % 3];
        address e = (providerSeed >> 8) % 3 == 0 ? c : evaluator;
        uint64 expiredAt = uint64(block.timestamp + _bound(duration, 1 hours, 10 days));
        vm.prank(c);
        uint256 id = escrow.createJob(p, e, expiredAt, address(token), "job");
        vm.prank(c);
        escrow.setBudget(id, _bound(budget, 1, MAX_BUDGET));
        ghostCalls["createJob"]++;
    }

    function setProvider(uint256 jobSeed, uint256 providerSeed) external {
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, Escrow.Status.Open);
        if (id == 0) return;
        vm.prank(j.client);
        try escrow.setProvider(id, providers[providerSeed % 3]) {
            _booked(id, j.status, "setProvider");
        } catch {}
    }

    /// @notice Renegotiate the price (client or provider), while the job is still open.
    function setBudget(uint256 jobSeed, uint256 budget, bool byProvider) external {
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, Escrow.Status.Open);
        if (id == 0) return;
        vm.prank(byProvider && j.provider != address(0) ? j.provider : j.client);
        try escrow.setBudget(id, _bound(budget, 1, MAX_BUDGET)) {
            _booked(id, j.status, "setBudget");
        } catch {}
    }

    function fund(uint256 jobSeed) external {
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, Escrow.Status.Open);
        if (id == 0) return;
        token.mint(j.client, j.budget);
        vm.prank(j.client);
        token.approve(address(escrow), j.budget);
        uint256 before = token.balanceOf(address(escrow));
        vm.prank(j.client);
        try escrow.fund(id, j.budget) {
            ghostDeposited += token.balanceOf(address(escrow)) - before;
            _booked(id, j.status, "fund");
        } catch {}
    }

    function submit(uint256 jobSeed, bytes32 deliverable) external {
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, Escrow.Status.Funded);
        if (id == 0) return;
        vm.prank(j.provider);
        try escrow.submit(id, deliverable) {
            _booked(id, j.status, "submit");
        } catch {}
    }

    function complete(uint256 jobSeed, uint8 signals, uint8 violations, uint256 rating) external {
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, Escrow.Status.Submitted);
        if (id == 0) return;
        Escrow.Outcome memory o;
        o.noOutput = signals & 1 != 0;
        o.baked = signals & 2 != 0;
        o.shipped = signals & 4 != 0;
        o.criticRan = signals & 8 != 0;
        o.violations = o.criticRan ? violations : 0;
        if (j.evaluator == j.client && signals & 16 != 0) {
            o.hasBuyerRating = true;
            o.buyerRating = uint8(_bound(rating, 0, 100));
        }
        uint256 before = token.balanceOf(j.provider);
        vm.prank(j.evaluator);
        try escrow.complete(id, "ok", o) {
            _bookPayment(id, token.balanceOf(j.provider) - before);
            _booked(id, j.status, "complete");
        } catch {}
    }

    /// @notice Reject as the client, the evaluator or the provider (only some are entitled).
    function reject(uint256 jobSeed, uint256 callerSeed) external {
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, Escrow.Status(1 + (callerSeed >> 8) % 3));
        if (id == 0) return;
        address caller = callerSeed % 3 == 0 ? j.client : callerSeed % 3 == 1 ? j.evaluator : j.provider;
        uint256 before = token.balanceOf(j.client);
        vm.prank(caller);
        try escrow.reject(id, "no") {
            ghostRefunded += token.balanceOf(j.client) - before;
            _booked(id, j.status, "reject");
        } catch {}
    }

    function dispute(uint256 jobSeed) external {
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, Escrow.Status.Submitted);
        if (id == 0) return;
        vm.prank(j.client);
        try escrow.dispute(id, "bad") {
            _booked(id, j.status, "dispute");
        } catch {}
    }

    function resolveDispute(uint256 jobSeed, bool payProvider, uint256 rating) external {
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, Escrow.Status.Disputed);
        if (id == 0) return;
        uint256 providerBefore = token.balanceOf(j.provider);
        uint256 clientBefore = token.balanceOf(j.client);
        vm.prank(arbiter);
        try escrow.resolveDispute(id, payProvider, uint8(_bound(rating, 0, 100)), "ruling") {
            _bookPayment(id, token.balanceOf(j.provider) - providerBefore);
            ghostRefunded += token.balanceOf(j.client) - clientBefore;
            _booked(id, j.status, "resolveDispute");
        } catch {}
    }

    function claimRefund(uint256 jobSeed) external {
        Escrow.Status want = [Escrow.Status.Funded, Escrow.Status.Submitted, Escrow.Status.Disputed][jobSeed % 3];
        (uint256 id, Escrow.JobView memory j) = _pick(jobSeed, want);
        if (id == 0) return;
        uint256 before = token.balanceOf(j.client);
        vm.prank(STRANGER);
        try escrow.claimRefund(id) {
            ghostRefunded += token.balanceOf(j.client) - before;
            _booked(id, j.status, "claimRefund");
        } catch {}
    }

    /// @notice Let time pass, so jobs expire.
    function warp(uint256 secondsAhead) external {
        // Mostly small steps; now and then far enough to pass a dispute's timeout.
        uint256 most = secondsAhead % 8 == 0 ? 40 days : 2 days;
        vm.warp(block.timestamp + _bound(secondsAhead, 1, most));
        ghostCalls["warp"]++;
    }

    // ------------------------------------------------------------ internals

    /// @dev Three times in four, the first job (from a random start) in status `want`, so that
    ///      deep states are reached; otherwise, or if none is, any job, terminal ones included.
    function _pick(uint256 seed, Escrow.Status want) internal view returns (uint256 id, Escrow.JobView memory j) {
        uint256 n = escrow.jobCount();
        if (n == 0) return (0, j);
        id = _bound(seed, 1, n);
        if ((seed >> 128) % 4 != 0) {
            for (uint256 k; k < n; ++k) {
                uint256 candidate = (id - 1 + k) % n + 1;
                if (escrow.getJob(candidate).status == want) {
                    id = candidate;
                    break;
                }
            }
        }
        j = escrow.getJob(id);
    }

    function _bookPayment(uint256 id, uint256 amount) internal {
        ghostPaidToProviders += amount;
        ghostPaid[id] += amount;
    }

    /// @dev Records a successful call: flags it if the job was already terminal, and remembers the
    ///      first terminal status the job reaches.
    function _booked(uint256 id, Escrow.Status before, bytes32 action) internal {
        ghostCalls[action]++;
        if (isTerminal(before)) ghostLeftTerminal++;
        Escrow.Status s = escrow.getJob(id).status;
        if (isTerminal(s) && ghostTerminal[id] == Escrow.Status.None) ghostTerminal[id] = s;
    }

    function isTerminal(Escrow.Status s) public pure returns (bool) {
        return s == Escrow.Status.Completed || s == Escrow.Status.Rejected || s == Escrow.Status.Expired;
    }

    function _bound(uint256 x, uint256 lo, uint256 hi) internal pure returns (uint256) {
        return lo + (x % (hi - lo + 1));
    }
}
