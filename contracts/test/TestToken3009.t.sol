// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./lib/Base.sol";
import {TestToken} from "../src/TestToken.sol";
import {Wallet1271} from "./mocks/Wallet1271.sol";

/// @notice The signing cheatcode, at forge's fixed cheatcode address (Base declares the rest).
interface VmSign {
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
}

/// @notice EIP-3009 on the test chains' asset: each signature rule the x402 `exact` scheme relies
///         on, and each refusal.
contract TestToken3009Test is Base {
    VmSign internal constant signer = VmSign(address(uint160(uint256(keccak256("hevm cheat code")))));
    TestToken internal token;
    uint256 internal constant PAYER_KEY = 0xA11CE;
    address internal payer;
    address internal constant PAYEE = address(0xB0B);
    address internal constant RELAYER = address(0xFAC1);
    // Tests warp the clock: under via-IR a local read from block.timestamp may be read again after
    // a warp, so times are constants.
    uint256 internal constant NOW = 1_000_000;
    uint256 internal constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    function setUp() public {
        token = new TestToken();
        payer = vm.addr(PAYER_KEY);
        token.mint(payer, 100e6);
        vm.warp(NOW);
    }

    function _digest(bytes32 typehash, address from, address to, uint256 value, uint256 after_, uint256 before, bytes32 nonce)
        internal
        view
        returns (bytes32)
    {
        bytes32 structHash = keccak256(abi.encode(typehash, from, to, value, after_, before, nonce));
        return keccak256(abi.encodePacked("\x19\x01", token.DOMAIN_SEPARATOR(), structHash));
    }

    function _sign(uint256 key, bytes32 typehash, address to, uint256 value, uint256 after_, uint256 before, bytes32 nonce)
        internal
        view
        returns (uint8, bytes32, bytes32)
    {
        return signer.sign(key, _digest(typehash, vm.addr(key), to, value, after_, before, nonce));
    }

    function _transfer(uint256 value, uint256 after_, uint256 before, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)
        internal
    {
        vm.prank(RELAYER);
        token.transferWithAuthorization(payer, PAYEE, value, after_, before, nonce, v, r, s);
    }

    function test_domainIsUSDCLike() public view {
        bytes32 expected = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("repledger Test USD"),
                keccak256("1"),
                block.chainid,
                address(token)
            )
        );
        assertEq(token.DOMAIN_SEPARATOR(), expected, "domain: name, version, chain id, verifying contract");
        assertEq(token.decimals(), 6, "decimals");
    }

    function test_transferWithAuthorization_anyoneRelays_payeeGetsExactlyTheValue() public {
        bytes32 nonce = keccak256("n1");
        (uint8 v, bytes32 r, bytes32 s) =
            _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 7e6, 0, NOW + 60, nonce);
        vm.expectEmit(true, true, false, false, address(token));
        emit TestToken.AuthorizationUsed(payer, nonce);
        _transfer(7e6, 0, NOW + 60, nonce, v, r, s);
        assertEq(token.balanceOf(PAYEE), 7e6, "payee");
        assertEq(token.balanceOf(payer), 93e6, "payer");
        assertEq(token.balanceOf(RELAYER), 0, "the relayer takes nothing");
        assertTrue(token.authorizationState(payer, nonce), "nonce used");
    }

    function test_expired_refused() public {
        bytes32 nonce = keccak256("n2");
        uint256 before = NOW; // valid strictly before now: expired
        (uint8 v, bytes32 r, bytes32 s) = _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 1, 0, before, nonce);
        vm.expectRevert(abi.encodeWithSelector(TestToken.AuthorizationExpired.selector, before, NOW));
        _transfer(1, 0, before, nonce, v, r, s);
    }

    function test_notYetValid_refused() public {
        bytes32 nonce = keccak256("n3");
        uint256 after_ = NOW; // valid strictly after now: not yet
        (uint8 v, bytes32 r, bytes32 s) =
            _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 1, after_, after_ + 60, nonce);
        vm.expectRevert(abi.encodeWithSelector(TestToken.AuthorizationNotYetValid.selector, after_, NOW));
        _transfer(1, after_, after_ + 60, nonce, v, r, s);
        vm.warp(after_ + 1);
        _transfer(1, after_, after_ + 60, nonce, v, r, s);
        assertEq(token.balanceOf(PAYEE), 1, "valid one second later");
    }

    function test_usedNonce_refused() public {
        bytes32 nonce = keccak256("n4");
        uint256 before = NOW + 60;
        (uint8 v, bytes32 r, bytes32 s) = _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 1, 0, before, nonce);
        _transfer(1, 0, before, nonce, v, r, s);
        vm.expectRevert(abi.encodeWithSelector(TestToken.AuthorizationUsedOrCanceled.selector, payer, nonce));
        _transfer(1, 0, before, nonce, v, r, s);
        assertEq(token.balanceOf(PAYEE), 1, "paid once");
    }

    function test_canceledNonce_refused() public {
        bytes32 nonce = keccak256("n5");
        uint256 before = NOW + 60;
        (uint8 v, bytes32 r, bytes32 s) = _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 1, 0, before, nonce);
        (uint8 cv, bytes32 cr, bytes32 cs) = signer.sign(
            PAYER_KEY,
            keccak256(
                abi.encodePacked(
                    "\x19\x01",
                    token.DOMAIN_SEPARATOR(),
                    keccak256(abi.encode(token.CANCEL_AUTHORIZATION_TYPEHASH(), payer, nonce))
                )
            )
        );
        vm.expectEmit(true, true, false, false, address(token));
        emit TestToken.AuthorizationCanceled(payer, nonce);
        token.cancelAuthorization(payer, nonce, cv, cr, cs);
        assertTrue(token.authorizationState(payer, nonce), "canceled");
        vm.expectRevert(abi.encodeWithSelector(TestToken.AuthorizationUsedOrCanceled.selector, payer, nonce));
        _transfer(1, 0, before, nonce, v, r, s);
        vm.expectRevert(abi.encodeWithSelector(TestToken.AuthorizationUsedOrCanceled.selector, payer, nonce));
        token.cancelAuthorization(payer, nonce, cv, cr, cs);
    }

    function test_cancelByAnotherSigner_refused() public {
        bytes32 nonce = keccak256("n6");
        (uint8 cv, bytes32 cr, bytes32 cs) = signer.sign(
            0xBAD,
            keccak256(
                abi.encodePacked(
                    "\x19\x01",
                    token.DOMAIN_SEPARATOR(),
                    keccak256(abi.encode(token.CANCEL_AUTHORIZATION_TYPEHASH(), payer, nonce))
                )
            )
        );
        vm.expectRevert(TestToken.InvalidSignature.selector);
        token.cancelAuthorization(payer, nonce, cv, cr, cs);
        assertFalse(token.authorizationState(payer, nonce), "still usable");
    }

    function test_wrongSigner_refused() public {
        bytes32 nonce = keccak256("n7");
        uint256 before = NOW + 60;
        // Signed by another key for the payer's funds.
        (uint8 v, bytes32 r, bytes32 s) =
            signer.sign(0xBAD, _digest(token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), payer, PAYEE, 1, 0, before, nonce));
        vm.expectRevert(TestToken.InvalidSignature.selector);
        _transfer(1, 0, before, nonce, v, r, s);
        // The payer's signature for another payee, value or type is not this one.
        (v, r, s) = _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), RELAYER, 1, 0, before, nonce);
        vm.expectRevert(TestToken.InvalidSignature.selector);
        _transfer(1, 0, before, nonce, v, r, s);
        (v, r, s) = _sign(PAYER_KEY, token.RECEIVE_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 1, 0, before, nonce);
        vm.expectRevert(TestToken.InvalidSignature.selector);
        _transfer(1, 0, before, nonce, v, r, s);
        assertEq(token.balanceOf(PAYEE), 0, "nothing moved");
        assertFalse(token.authorizationState(payer, nonce), "a refused attempt does not burn the nonce");
    }

    function test_malleableSignature_refused() public {
        bytes32 nonce = keccak256("n8");
        uint256 before = NOW + 60;
        (uint8 v, bytes32 r, bytes32 s) = _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 1, 0, before, nonce);
        // The same signature's twin (n - s, the other v) recovers the same key; only low s counts.
        bytes32 highS = bytes32(SECP256K1_N - uint256(s));
        uint8 otherV = v == 27 ? 28 : 27;
        vm.expectRevert(TestToken.InvalidSignature.selector);
        _transfer(1, 0, before, nonce, otherV, r, highS);
        _transfer(1, 0, before, nonce, v, r, s);
        assertEq(token.balanceOf(PAYEE), 1, "the canonical one pays");
    }

    function test_receiveWithAuthorization_onlyThePayeeCalls() public {
        bytes32 nonce = keccak256("n9");
        uint256 before = NOW + 60;
        (uint8 v, bytes32 r, bytes32 s) = _sign(PAYER_KEY, token.RECEIVE_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 5, 0, before, nonce);
        vm.prank(RELAYER); // a front-runner who saw the authorization
        vm.expectRevert(abi.encodeWithSelector(TestToken.CallerNotPayee.selector, RELAYER, PAYEE));
        token.receiveWithAuthorization(payer, PAYEE, 5, 0, before, nonce, v, r, s);
        // A receive authorization cannot be replayed as a transfer either.
        vm.expectRevert(TestToken.InvalidSignature.selector);
        _transfer(5, 0, before, nonce, v, r, s);
        vm.prank(PAYEE);
        token.receiveWithAuthorization(payer, PAYEE, 5, 0, before, nonce, v, r, s);
        assertEq(token.balanceOf(PAYEE), 5, "received");
    }

    function test_bytesSignature_eoaAndContractWallet() public {
        bytes32 nonce = keccak256("n10");
        uint256 before = NOW + 60;
        (uint8 v, bytes32 r, bytes32 s) = _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 2, 0, before, nonce);
        vm.prank(RELAYER);
        token.transferWithAuthorization(payer, PAYEE, 2, 0, before, nonce, abi.encodePacked(r, s, v));
        assertEq(token.balanceOf(PAYEE), 2, "EOA bytes signature");

        Wallet1271 wallet = new Wallet1271(hex"c0ffee");
        token.mint(address(wallet), 3);
        vm.expectRevert(TestToken.InvalidSignature.selector);
        token.transferWithAuthorization(address(wallet), PAYEE, 3, 0, before, nonce, hex"bad0");
        token.transferWithAuthorization(address(wallet), PAYEE, 3, 0, before, nonce, hex"c0ffee");
        assertEq(token.balanceOf(PAYEE), 5, "ERC-1271 wallet");
    }

    function test_insufficientBalance_refusedAndNonceKept() public {
        bytes32 nonce = keccak256("n11");
        uint256 before = NOW + 60;
        (uint8 v, bytes32 r, bytes32 s) =
            _sign(PAYER_KEY, token.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), PAYEE, 101e6, 0, before, nonce);
        vm.expectRevert(
            abi.encodeWithSignature("ERC20InsufficientBalance(address,uint256,uint256)", payer, 100e6, 101e6)
        );
        _transfer(101e6, 0, before, nonce, v, r, s);
        assertFalse(token.authorizationState(payer, nonce), "the revert keeps the nonce unused");
    }
}
