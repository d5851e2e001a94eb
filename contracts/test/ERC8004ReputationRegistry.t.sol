// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./lib/Base.sol";
import {ERC8004ReputationRegistry, ERC8004TestIdentity} from "../src/ERC8004ReputationRegistry.sol";

contract ERC8004ReputationRegistryTest is Base {
    ERC8004TestIdentity identity;
    ERC8004ReputationRegistry registry;
    address owner = address(0xA11CE);
    address scorer = address(0x5C0BE);
    address other = address(0x07E4);
    uint256 constant AGENT = 7;

    event NewFeedback(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint64 feedbackIndex,
        int128 value,
        uint8 valueDecimals,
        string indexed indexedTag1,
        string tag1,
        string tag2,
        string endpoint,
        string feedbackURI,
        bytes32 feedbackHash
    );

    function setUp() public {
        identity = new ERC8004TestIdentity();
        registry = new ERC8004ReputationRegistry(address(identity));
        identity.register(owner, AGENT);
    }

    function _give(address from, int128 value, uint8 decimals, string memory tag1, string memory tag2) internal {
        vm.prank(from);
        registry.giveFeedback(AGENT, value, decimals, tag1, tag2, "", "", bytes32(0));
    }

    function _eq(int128 a, int256 b, string memory m) internal pure {
        assertTrue(a == b, m);
    }

    function _eqs(string memory a, string memory b, string memory m) internal pure {
        assertEq(keccak256(bytes(a)), keccak256(bytes(b)), m);
    }

    function _clients(address a) internal pure returns (address[] memory cs) {
        cs = new address[](1);
        cs[0] = a;
    }

    function test_giveFeedbackStoresAndEmits() public {
        vm.expectEmit(true, true, true, true, address(registry));
        emit NewFeedback(AGENT, scorer, 1, 84, 0, "ledger/v2", "ledger/v2", "job:1", "e", "u", bytes32(uint256(5)));
        vm.prank(scorer);
        registry.giveFeedback(AGENT, 84, 0, "ledger/v2", "job:1", "e", "u", bytes32(uint256(5)));
        (int128 v, uint8 d, string memory t1, string memory t2, bool revoked) = registry.readFeedback(AGENT, scorer, 1);
        _eq(v, 84, "v 2");
        assertEq(uint256(d), 0, "d 3");
        _eqs(t1, "ledger/v2", "t1 4");
        _eqs(t2, "job:1", "t2 5");
        assertFalse(revoked, "flag 6");
        assertEq(uint256(registry.getLastIndex(AGENT, scorer)), 1, "last index");
        assertEq(registry.getIdentityRegistry(), address(identity), "identity");
    }

    function test_summaryFiltersByClientAndTag() public {
        _give(scorer, 80, 0, "ledger/v2", "job:1");
        _give(scorer, 91, 0, "ledger/v2", "job:2");
        _give(scorer, 10, 0, "other", "job:3");
        _give(other, 0, 0, "ledger/v2", "job:4");
        (uint64 n, int128 mean, uint8 d) = registry.getSummary(AGENT, _clients(scorer), "ledger/v2", "");
        assertEq(uint256(n), 2, "n 9");
        _eq(mean, 85, "mean truncated"); // 171 / 2
        assertEq(uint256(d), 0, "d 10");
        (n, mean,) = registry.getSummary(AGENT, _clients(scorer), "", "");
        assertEq(uint256(n), 3, "n 11");
        _eq(mean, 60, "mean 12");
        (n, mean,) = registry.getSummary(AGENT, _clients(scorer), "ledger/v2", "job:2");
        assertEq(uint256(n), 1, "n 13");
        _eq(mean, 91, "mean 14");
        address[] memory both = new address[](2);
        both[0] = scorer;
        both[1] = other;
        (n,,) = registry.getSummary(AGENT, both, "ledger/v2", "");
        assertEq(uint256(n), 3, "n 15");
        (n, mean, d) = registry.getSummary(AGENT, _clients(address(0xB0D1)), "", "");
        assertEq(uint256(n), 0, "n 16");
        _eq(mean, 0, "mean 17");
        assertEq(uint256(d), 0, "d 18");
    }

    function test_summaryMixedDecimalsIn18() public {
        _give(scorer, 80, 0, "", "");
        _give(scorer, 9050, 2, "", ""); // 90.50
        (uint64 n, int128 mean, uint8 d) = registry.getSummary(AGENT, _clients(scorer), "", "");
        assertEq(uint256(n), 2, "n 19");
        assertEq(uint256(d), 18, "d 20");
        _eq(mean, 85.25e18, "mean 21");
    }

    function test_revokedLeavesSummary() public {
        _give(scorer, 80, 0, "", "");
        _give(scorer, 20, 0, "", "");
        vm.prank(scorer);
        registry.revokeFeedback(AGENT, 2);
        (uint64 n, int128 mean,) = registry.getSummary(AGENT, _clients(scorer), "", "");
        assertEq(uint256(n), 1, "n 22");
        _eq(mean, 80, "mean 23");
        (,,,, bool revoked) = registry.readFeedback(AGENT, scorer, 2);
        assertTrue(revoked, "flag 24");
    }

    function test_rejectsRevokeTwiceOrUnknown() public {
        _give(scorer, 80, 0, "", "");
        vm.startPrank(scorer);
        registry.revokeFeedback(AGENT, 1);
        vm.expectRevert(abi.encodeWithSelector(ERC8004ReputationRegistry.AlreadyRevoked.selector, AGENT, scorer, 1));
        registry.revokeFeedback(AGENT, 1);
        vm.expectRevert(abi.encodeWithSelector(ERC8004ReputationRegistry.UnknownFeedback.selector, AGENT, scorer, 2));
        registry.revokeFeedback(AGENT, 2);
        vm.expectRevert(abi.encodeWithSelector(ERC8004ReputationRegistry.UnknownFeedback.selector, AGENT, scorer, 0));
        registry.revokeFeedback(AGENT, 0);
        vm.stopPrank();
        // Another client cannot revoke the scorer's feedback: it has none of its own at that index.
        vm.prank(other);
        vm.expectRevert(abi.encodeWithSelector(ERC8004ReputationRegistry.UnknownFeedback.selector, AGENT, other, 1));
        registry.revokeFeedback(AGENT, 1);
    }

    function test_rejectsUnknownAgentSelfFeedbackAndDecimals() public {
        vm.startPrank(scorer);
        vm.expectRevert(abi.encodeWithSelector(ERC8004ReputationRegistry.UnknownAgent.selector, 99));
        registry.giveFeedback(99, 50, 0, "", "", "", "", bytes32(0));
        vm.expectRevert(abi.encodeWithSelector(ERC8004ReputationRegistry.DecimalsTooLarge.selector, 19));
        registry.giveFeedback(AGENT, 50, 19, "", "", "", "", bytes32(0));
        vm.stopPrank();
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(ERC8004ReputationRegistry.SelfFeedback.selector, AGENT, owner));
        registry.giveFeedback(AGENT, 50, 0, "", "", "", "", bytes32(0));
    }

    function test_rejectsSummaryWithoutClients() public {
        vm.expectRevert(ERC8004ReputationRegistry.NoClients.selector);
        registry.getSummary(AGENT, new address[](0), "", "");
    }

    function test_withoutIdentityAnyIdIsAccepted() public {
        ERC8004ReputationRegistry open = new ERC8004ReputationRegistry(address(0));
        vm.prank(scorer);
        open.giveFeedback(12345, 70, 0, "", "", "", "", bytes32(0));
        (uint64 n, int128 mean,) = open.getSummary(12345, _clients(scorer), "", "");
        assertEq(uint256(n), 1, "n 25");
        _eq(mean, 70, "mean 26");
    }

    function test_identityRejectsTakenAndUnknown() public {
        vm.expectRevert(abi.encodeWithSelector(ERC8004TestIdentity.Taken.selector, AGENT));
        identity.register(other, AGENT);
        vm.expectRevert(abi.encodeWithSelector(ERC8004TestIdentity.Taken.selector, 8));
        identity.register(address(0), 8);
        vm.expectRevert(abi.encodeWithSelector(ERC8004TestIdentity.NonexistentToken.selector, 8));
        identity.ownerOf(8);
    }
}

