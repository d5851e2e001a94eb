// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "../lib/Base.sol";
import {Outcomes} from "../lib/Outcomes.sol";
import {Escrow} from "../../src/Escrow.sol";
import {IEscrow} from "../../src/IEscrow.sol";
import {TestToken} from "../../src/TestToken.sol";

/// @notice Drives random traffic on one escrow (with a platform fee) for EscrowInvariantTest.
///         Every action picks a job (any status, terminal ones included) and the caller that
///         would normally be entitled, tries the call, and books what succeeded into ghost
///         variables. Calls the escrow refuses are swallowed, so the fuzzer keeps going.
contract EscrowHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    uint256 internal constant MAX_BUDGET = 1e12; // 1M units of a 6-decimals token

    Escrow public immutable escrow;
    TestToken public immutable token;
    address public immutable arbiter;
    address public immutable evaluator;
    address public immutable treasury;

    address[3] internal clients = [address(0xC101), address(0xC102), address(0xC103)];
    address[3] internal providers = [address(0xB101), address(0xB102), address(0xB103)];
    address internal constant STRANGER = address(0x5757);

    // ------------------------------------------------------------ ghosts

    uint256 public ghostDeposited; // what fund pulled in
    uint256 public ghostPaidToProviders; // provider balance increases on completion
    uint256 public ghostFees; // treasury balance increases on completion
    uint256 public ghostRefunded; // client balance increases on reject / refund / dispute refund
    mapping(uint256 jobId => uint256) public ghostPaid; // what each job paid its provider
    mapping(uint256 jobId => uint256) public ghostFee; // what each job paid the treasury
    mapping(uint256 jobId => bool) public ghostEnded; // reached a terminal status
    mapping(uint256 jobId => IEscrow.Status) public ghostTerminal; // the first terminal status reached
    uint256 public ghostLeftTerminal; // successful calls on a job that was already terminal

    constructor(Escrow escrow_, TestToken token_, address arbiter_, address evaluator_, address treasury_) {
        escrow = escrow_;
        token = token_;
        arbiter = arbiter_;
        evaluator = evaluator_;
        treasury = treasury_;
    }

    // ------------------------------------------------------------ actions

    /// @notice New job, sometimes without a provider, sometimes with the client as evaluator.
    function createJob(uint256 clientSeed, uint256 providerSeed, uint256 budget, uint256 duration) external {
        address c = clients[clientSeed % 3];
        address p = providerSeed % 8 == 7 ? address(0) : providers[providerSeed % 3];
        address e = (providerSeed >> 8) % 3 == 0 ? c : evaluator;
        uint256 expiredAt = block.timestamp + _bound(duration, 1 hours, 10 days);
        vm.prank(c);
        uint256 id = escrow.createJob(p, e, expiredAt, "job", address(0), 0);
        vm.prank(c);
        escrow.setBudget(id, address(token), _bound(budget, 1, MAX_BUDGET), "");
    }

    function setProvider(uint256 jobSeed, uint256 providerSeed) external {
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, IEscrow.Status.Open);
        if (id == 0) return;
        vm.prank(j.client);
        try escrow.setProvider(id, providers[providerSeed % 3], 0) {
            _booked(id, j.status);
        } catch {}
    }

    function setBudget(uint256 jobSeed, uint256 budget, bool byProvider) external {
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, IEscrow.Status.Open);
        if (id == 0) return;
        vm.prank(byProvider && j.provider != address(0) ? j.provider : j.client);
        try escrow.setBudget(id, address(token), _bound(budget, 1, MAX_BUDGET), "") {
            _booked(id, j.status);
        } catch {}
    }

    function fund(uint256 jobSeed) external {
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, IEscrow.Status.Open);
        if (id == 0) return;
        token.mint(j.client, j.budget);
        vm.prank(j.client);
        token.approve(address(escrow), j.budget);
        uint256 before = token.balanceOf(address(escrow));
        vm.prank(j.client);
        try escrow.fund(id, j.budget, "") {
            ghostDeposited += token.balanceOf(address(escrow)) - before;
            _booked(id, j.status);
        } catch {}
    }

    function submit(uint256 jobSeed, bytes32 deliverable) external {
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, IEscrow.Status.Funded);
        if (id == 0) return;
        vm.prank(j.provider);
        try escrow.submit(id, deliverable, "") {
            _booked(id, j.status);
        } catch {}
    }

    /// @notice The evaluator completes a Submitted job, or a Disputed one (it keeps that power).
    function complete(uint256 jobSeed, uint8 signals, uint8 violations, uint256 rating) external {
        IEscrow.Status want = signals & 32 != 0 ? IEscrow.Status.Disputed : IEscrow.Status.Submitted;
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, want);
        if (id == 0) return;
        bool critic = signals & 8 != 0;
        bytes memory o = Outcomes.signals(signals & 1 != 0, signals & 2 != 0, signals & 4 != 0, critic, critic ? violations : 0);
        if (j.evaluator == j.client && signals & 16 != 0) o = Outcomes.buyer(uint8(_bound(rating, 0, 100)));
        _paying(id, j, j.evaluator, abi.encodeCall(Escrow.complete, (id, "ok", o)));
    }

    /// @notice Reject as the client, the evaluator or the provider (only some are entitled).
    function reject(uint256 jobSeed, uint256 callerSeed) external {
        IEscrow.Status[4] memory wanted =
            [IEscrow.Status.Open, IEscrow.Status.Funded, IEscrow.Status.Submitted, IEscrow.Status.Disputed];
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, wanted[(callerSeed >> 8) % 4]);
        if (id == 0) return;
        address caller = callerSeed % 3 == 0 ? j.client : callerSeed % 3 == 1 ? j.evaluator : j.provider;
        _paying(id, j, caller, abi.encodeCall(Escrow.reject, (id, "no", "")));
    }

    function dispute(uint256 jobSeed, bool byProvider) external {
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, IEscrow.Status.Submitted);
        if (id == 0) return;
        vm.prank(byProvider ? j.provider : j.client);
        try escrow.dispute(id, "bad") {
            _booked(id, j.status);
        } catch {}
    }

    function resolveDispute(uint256 jobSeed, bool payProvider, uint256 rating) external {
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, IEscrow.Status.Disputed);
        if (id == 0) return;
        uint8 r = payProvider ? uint8(_bound(rating, 0, 100)) : 0;
        _paying(id, j, arbiter, abi.encodeCall(Escrow.resolveDispute, (id, payProvider, r, "ruling")));
    }

    function claimRefund(uint256 jobSeed) external {
        IEscrow.Status want = [IEscrow.Status.Funded, IEscrow.Status.Submitted, IEscrow.Status.Disputed][jobSeed % 3];
        (uint256 id, IEscrow.JobView memory j) = _pick(jobSeed, want);
        if (id == 0) return;
        _paying(id, j, STRANGER, abi.encodeCall(Escrow.claimRefund, (id)));
    }

    /// @notice Let time pass, so jobs expire; now and then past a dispute's timeout.
    function warp(uint256 secondsAhead) external {
        uint256 most = secondsAhead % 8 == 0 ? 40 days : 2 days;
        vm.warp(block.timestamp + _bound(secondsAhead, 1, most));
    }

    // ------------------------------------------------------------ internals

    /// @dev A call that may move money out: book what the provider, the treasury and the client got.
    function _paying(uint256 id, IEscrow.JobView memory j, address caller, bytes memory call) internal {
        uint256 p = token.balanceOf(j.provider);
        uint256 t = token.balanceOf(treasury);
        uint256 c = token.balanceOf(j.client);
        vm.prank(caller);
        (bool ok,) = address(escrow).call(call);
        if (!ok) return;
        uint256 paid = j.provider == address(0) ? 0 : token.balanceOf(j.provider) - p;
        uint256 fee = token.balanceOf(treasury) - t;
        ghostPaidToProviders += paid;
        ghostPaid[id] += paid;
        ghostFees += fee;
        ghostFee[id] += fee;
        ghostRefunded += token.balanceOf(j.client) - c;
        _booked(id, j.status);
    }

    /// @dev Three times in four, the first job (from a random start) in status `want`, so deep
    ///      states are reached; otherwise, or if none is, any job, terminal ones included.
    function _pick(uint256 seed, IEscrow.Status want) internal view returns (uint256 id, IEscrow.JobView memory j) {
        uint256 n = escrow.jobCounter();
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

    /// @dev Records a successful call: flags it if the job was already terminal, and remembers the
    ///      first terminal status the job reaches.
    function _booked(uint256 id, IEscrow.Status before) internal {
        if (isTerminal(before)) ghostLeftTerminal++;
        IEscrow.Status s = escrow.getJob(id).status;
        if (isTerminal(s) && !ghostEnded[id]) {
            ghostEnded[id] = true;
            ghostTerminal[id] = s;
        }
    }

    function isTerminal(IEscrow.Status s) public pure returns (bool) {
        return s == IEscrow.Status.Completed || s == IEscrow.Status.Rejected || s == IEscrow.Status.Expired;
    }

    function _bound(uint256 x, uint256 lo, uint256 hi) internal pure returns (uint256) {
        return lo + (x % (hi - lo + 1));
    }
}
