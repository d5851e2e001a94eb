// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./lib/Base.sol";
import {TestToken} from "../src/TestToken.sol";

contract TestTokenTest is Base {
    TestToken internal token;

    function setUp() public {
        token = new TestToken();
    }

    function test_metadata() public view {
        assertEq(token.decimals(), 6, "decimals");
        assertEq(keccak256(bytes(token.symbol())), keccak256("tUSD"), "symbol");
        assertEq(token.totalSupply(), 0, "starts empty");
    }

    function testFuzz_mintCreditsAndGrowsSupply(address to, uint128 a, uint128 b) public {
        vm.assume(to != address(0));
        token.mint(to, a);
        vm.prank(address(0xBEEF)); // minting is open to anyone: dev and test chains only
        token.mint(to, b);
        assertEq(token.balanceOf(to), uint256(a) + b, "balance");
        assertEq(token.totalSupply(), uint256(a) + b, "supply");
    }

    function test_mintToZeroAddressReverts() public {
        vm.expectRevert(abi.encodeWithSignature("ERC20InvalidReceiver(address)", address(0)));
        token.mint(address(0), 1);
    }
}
