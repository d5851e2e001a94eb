// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {Base} from "../lib/Base.sol";
import {Escrow} from "../../src/Escrow.sol";
import {EscrowFactory} from "../../src/EscrowFactory.sol";
import {IDisburser} from "../../src/IDisburser.sol";
import {IERC8183Hook} from "../../src/IERC8183Hook.sol";
import {IEscrowDeployer} from "../../src/IEscrowDeployer.sol";
import {TestToken} from "../../src/TestToken.sol";
import {MockIdentityRegistry} from "../mocks/MockIdentityRegistry.sol";
import {IERC8183} from "./IERC8183.sol";

/// @notice Cheatcodes beyond test/lib/Base.sol's.
interface Vm2 {
    function expectCall(address callee, bytes calldata data) external;
}

/// @notice A rating hook whose afterAction does nothing (the gas budget's stub).
contract StubRatingHook is IERC8183Hook {
    function beforeAction(uint256, bytes4, bytes calldata) external {}
    function afterAction(uint256, bytes4, bytes calldata) external {}

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == type(IERC8183Hook).interfaceId || id == type(IERC165).interfaceId;
    }
}

/// @notice A hook that records every call, and on request reverts, burns all its gas, or re-enters.
contract Recorder is IERC8183Hook {
    /// @dev Three slots a call (data kept as its hash), so a record fits the escrow's stipend.
    struct Call {
        bool before;
        bytes4 selector;
        uint256 jobId;
        bytes32 dataHash;
    }

    enum Mode {
        Record,
        Revert,
        Burn
    }

    /// @notice Every call heard, in order (tests compare the order of two recorders' calls).
    event Heard(bool before, bytes4 selector, uint256 jobId);

    Call[] internal _calls;
    Mode public mode;
    bytes4 public only; // with Revert/Burn: only for this selector (0: all)
    bool public afterOnly; // with Revert/Burn: only in afterAction
    address public reenter;
    bytes public reenterData;
    bytes public reentryError;

    function setMode(Mode m, bytes4 sel) external {
        mode = m;
        only = sel;
    }

    function setAfterOnly(bool a) external {
        afterOnly = a;
    }

    function setReenter(address target, bytes calldata data) external {
        reenter = target;
        reenterData = data;
    }

    function beforeAction(uint256 jobId, bytes4 selector, bytes calldata data) external {
        _on(true, jobId, selector, data);
    }

    function afterAction(uint256 jobId, bytes4 selector, bytes calldata data) external {
        _on(false, jobId, selector, data);
    }

    function _on(bool before, uint256 jobId, bytes4 selector, bytes calldata data) private {
        if ((only == bytes4(0) || only == selector) && !(afterOnly && before)) {
            if (mode == Mode.Revert) revert("hook says no");
            if (mode == Mode.Burn) {
                while (true) {}
            }
        }
        _calls.push(Call(before, selector, jobId, keccak256(data)));
        emit Heard(before, selector, jobId);
        if (reenter != address(0)) {
            address t = reenter;
            reenter = address(0);
            (bool ok, bytes memory ret) = t.call(reenterData);
            if (ok) revert("re-entry succeeded");
            reentryError = ret;
        }
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == type(IERC8183Hook).interfaceId || id == type(IERC165).interfaceId;
    }

    function count() external view returns (uint256) {
        return _calls.length;
    }

    function at(uint256 i) external view returns (Call memory) {
        return _calls[i];
    }
}

/// @notice A payout receiver that advertises IDisburser and records the callback (or reverts).
contract Disburser is IDisburser {
    uint256 public calls;
    uint256 public lastJob;
    bytes4 public lastSelector;
    address public lastToken;
    uint256 public lastAmount;
    bytes public lastData;
    bool public reverts;

    function setReverts(bool r) external {
        reverts = r;
    }

    function onDisbursement(uint256 jobId, bytes4 selector, address token, uint256 amount, bytes calldata data)
        external
    {
        require(!reverts, "disburser says no");
        ++calls;
        (lastJob, lastSelector, lastToken, lastAmount, lastData) = (jobId, selector, token, amount, data);
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == type(IDisburser).interfaceId || id == type(IERC165).interfaceId;
    }
}

/// @notice A token whose holders can lose balance without a transfer (a negative rebase).
contract ShrinkingToken is ERC20 {
    constructor() ERC20("Shrinking", "SHR") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function shrink(address holder, uint256 amount) external {
        _burn(holder, amount);
    }
}

/// @notice Deploys an Escrow the way the ledger does (through an EscrowFactory, this contract
///         standing for the ledger), with a rating hook that records, and drives jobs.
abstract contract Setup is Base {
    Vm2 internal constant vm2 = Vm2(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant START = 1_000_000;
    uint256 internal constant BUDGET = 5e6;
    bytes32 internal constant DELIVERABLE = keccak256("deliverable");
    bytes32 internal constant REASON = bytes32("reason");

    TestToken internal token;
    MockIdentityRegistry internal registry;
    EscrowFactory internal factory;
    Escrow internal escrow;
    IERC8183 internal erc; // the same escrow, seen as a plain ERC-8183 contract
    Recorder internal rating;

    address internal owner = address(0x0BE7);
    address internal arbiter = address(0xA4B);
    address internal treasury = address(0x7EA5);
    address internal client = address(0xC1);
    address internal provider = address(0xB0B);
    address internal evaluator = address(0xE7A1);
    address internal stranger = address(0x5757);

    function setUp() public virtual {
        vm.warp(START);
        token = new TestToken();
        registry = new MockIdentityRegistry();
        factory = new EscrowFactory();
        rating = new Recorder();
        escrow = deployEscrow(0, 0, address(rating));
        erc = IERC8183(address(escrow));
    }

    function deployEscrow(uint32 index_, uint16 feeBps, address ratingHook_) internal returns (Escrow) {
        IEscrowDeployer.EscrowParameters memory p = IEscrowDeployer.EscrowParameters({
            ledger: address(this),
            asset: address(token),
            identityRegistry: address(registry),
            index: index_,
            owner: owner,
            arbiter: arbiter,
            treasury: treasury,
            platformFeeBps: feeBps,
            ratingHook: ratingHook_
        });
        return Escrow(factory.deploy(p));
    }

    function expiry() internal view returns (uint48) {
        return uint48(block.timestamp + 30 days);
    }

    function openJob(address evaluator_) internal returns (uint256 id) {
        vm.prank(client);
        id = erc.createJob(provider, evaluator_, expiry(), "step", address(0), 0, "");
    }

    function budgetedJob(address evaluator_, uint256 budget) internal returns (uint256 id) {
        id = openJob(evaluator_);
        vm.prank(provider);
        erc.setBudget(id, address(token), budget, "");
    }

    function fundedJob(address evaluator_, uint256 budget) internal returns (uint256 id) {
        id = budgetedJob(evaluator_, budget);
        fundIt(id, budget);
    }

    function fundIt(uint256 id, uint256 budget) internal {
        token.mint(client, budget);
        vm.startPrank(client);
        token.approve(address(escrow), budget);
        erc.fund(id, address(token), budget, "");
        vm.stopPrank();
    }

    function submittedJob(address evaluator_, uint256 budget) internal returns (uint256 id) {
        id = fundedJob(evaluator_, budget);
        vm.prank(provider);
        erc.submit(id, DELIVERABLE, "");
    }

    function status(uint256 id) internal view returns (uint256) {
        return uint256(erc.getJob(id).status);
    }
}
