// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The forge cheatcodes these tests use. forge-std is not on the npm registry, so the
///         project declares the small subset it needs against forge's fixed cheatcode address.
interface Vm {
    function warp(uint256 timestamp) external;
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function expectRevert() external;
    function expectRevert(bytes4 selector) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter)
        external;
    function assume(bool condition) external pure;
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function label(address account, string calldata newLabel) external;
    function lastCallGas() external view returns (Gas memory);
    function getNonce(address account) external view returns (uint64);
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory);

    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    struct Gas {
        uint64 gasLimit;
        uint64 gasTotalUsed;
        uint64 gasMemoryUsed;
        int64 gasRefunded;
        uint64 gasRemaining;
    }
}

/// @notice Minimal test base: cheatcodes, assertions that revert with a message (forge reports a
///         revert in a test as its failure), `bound`, and the invariant-target hooks forge reads.
abstract contract Base {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    /// @dev forge prints calls to this address as console logs (`forge test -vv`), as forge-std's
    ///      console does; the address has no code, so the calls succeed and cost next to nothing.
    address internal constant CONSOLE = 0x000000000000000000636F6e736F6c652e6c6f67;

    bool public IS_TEST = true;

    address[] private _targetContracts;
    address[] private _targetSenders;

    // ------------------------------------------------------------ invariant targets

    function targetContracts() public view returns (address[] memory) {
        return _targetContracts;
    }

    function targetSenders() public view returns (address[] memory) {
        return _targetSenders;
    }

    function targetContract(address target) internal {
        _targetContracts.push(target);
    }

    function targetSender(address sender) internal {
        _targetSenders.push(sender);
    }

    // ------------------------------------------------------------ assertions

    function fail(string memory message) internal pure {
        revert(string.concat("assertion failed: ", message));
    }

    function assertTrue(bool condition, string memory message) internal pure {
        if (!condition) fail(message);
    }

    function assertFalse(bool condition, string memory message) internal pure {
        if (condition) fail(message);
    }

    function assertEq(uint256 a, uint256 b, string memory message) internal pure {
        if (a != b) fail(string.concat(message, ": ", toString(a), " != ", toString(b)));
    }

    function assertEq(address a, address b, string memory message) internal pure {
        if (a != b) fail(string.concat(message, ": addresses differ"));
    }

    function assertEq(bytes32 a, bytes32 b, string memory message) internal pure {
        if (a != b) fail(string.concat(message, ": bytes32 differ"));
    }

    function assertEq(bool a, bool b, string memory message) internal pure {
        if (a != b) fail(string.concat(message, ": bools differ"));
    }

    function assertLe(uint256 a, uint256 b, string memory message) internal pure {
        if (a > b) fail(string.concat(message, ": ", toString(a), " > ", toString(b)));
    }

    function assertGe(uint256 a, uint256 b, string memory message) internal pure {
        if (a < b) fail(string.concat(message, ": ", toString(a), " < ", toString(b)));
    }

    function assertLt(uint256 a, uint256 b, string memory message) internal pure {
        if (a >= b) fail(string.concat(message, ": ", toString(a), " >= ", toString(b)));
    }

    // ------------------------------------------------------------ console

    function log(string memory message) internal view {
        _console(abi.encodeWithSignature("log(string)", message));
    }

    function log(string memory message, uint256 value) internal view {
        _console(abi.encodeWithSignature("log(string,uint256)", message, value));
    }

    function _console(bytes memory payload) private view {
        (bool ok,) = CONSOLE.staticcall(payload);
        ok; // a console call cannot fail; nothing to do either way
    }

    // ------------------------------------------------------------ helpers

    /// @notice Map any x into [lo, hi] (inclusive) without discarding fuzz runs.
    function bound(uint256 x, uint256 lo, uint256 hi) internal pure returns (uint256) {
        require(lo <= hi, "bound: lo > hi");
        uint256 size = hi - lo;
        if (size == type(uint256).max) return x;
        return lo + (x % (size + 1));
    }

    /// @notice The address a CREATE by `deployer` at `nonce` gives: keccak(rlp([deployer, nonce])).
    function createAddress(address deployer, uint256 nonce) internal pure returns (address) {
        bytes memory n;
        if (nonce == 0) n = hex"80";
        else if (nonce < 0x80) n = abi.encodePacked(uint8(nonce));
        else if (nonce <= 0xff) n = abi.encodePacked(uint8(0x81), uint8(nonce));
        else if (nonce <= 0xffff) n = abi.encodePacked(uint8(0x82), uint16(nonce));
        else if (nonce <= 0xffffff) n = abi.encodePacked(uint8(0x83), uint24(nonce));
        else revert("createAddress: nonce too large");
        bytes memory payload = abi.encodePacked(bytes1(0x94), deployer, n);
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(uint8(0xc0 + payload.length)), payload)))));
    }

    /// @notice The address this contract's next-but-`skip` CREATE gives.
    function nextCreateAddress(uint256 skip) internal view returns (address) {
        return createAddress(address(this), vm.getNonce(address(this)) + skip);
    }

    function toString(uint256 v) internal pure returns (string memory) {
        if (v == 0) return "0";
        uint256 len;
        for (uint256 t = v; t != 0; t /= 10) ++len;
        bytes memory b = new bytes(len);
        for (; v != 0; v /= 10) b[--len] = bytes1(uint8(48 + (v % 10)));
        return string(b);
    }
}
