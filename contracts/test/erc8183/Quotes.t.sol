// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Escrow} from "../../src/Escrow.sol";
import {EscrowQuotes} from "../../src/EscrowQuotes.sol";
import {IEscrow} from "../../src/IEscrow.sol";
import {IERC8183} from "./IERC8183.sol";
import {Setup, Recorder} from "./Setup.sol";
import {QuoteSigning} from "../lib/QuoteSigning.sol";

/// @notice An ERC-1271 account that approves the digests its owner lists.
contract QuoteWallet {
    mapping(bytes32 => bool) public approved;

    function approve(bytes32 digest) external {
        approved[digest] = true;
    }

    function isValidSignature(bytes32 digest, bytes calldata) external view returns (bytes4) {
        return approved[digest] ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// @notice An ERC-1271 account that reverts (mode 1) or answers the magic value with a
///         reply of the wrong length (mode 2).
contract BadWallet {
    uint256 public mode;

    function setMode(uint256 m) external {
        mode = m;
    }

    fallback(bytes calldata) external returns (bytes memory) {
        if (mode == 1) revert("no");
        return abi.encodePacked(bytes4(0x1626ba7e)); // 4 bytes, not a 32-byte word
    }
}

/// @notice The provider's signed quote (setBudgetWithQuote) and multicall: a client creates,
///         prices and funds a job in one transaction; every term the quote names is checked, and
///         a quote works once (one job id, a job never priced), by its deadline, only at the
///         escrow it was signed for.
contract QuotesTest is Setup, QuoteSigning {
    uint256 internal constant PROVIDER_KEY = 0xB0B0B;

    address internal seller; // the provider in these tests: an address with a known key
    Recorder internal hook;

    function setUp() public override {
        super.setUp();
        seller = vm.addr(PROVIDER_KEY);
        hook = new Recorder();
        vm.prank(owner);
        escrow.setHookWhitelist(address(hook), true);
        token.mint(client, 100 * BUDGET);
        vm.prank(client);
        token.approve(address(escrow), type(uint256).max);
    }

    function _quote() internal view returns (Quote memory q) {
        q = Quote(
            erc.jobCounter() + 1,
            client,
            seller,
            evaluator,
            expiry(),
            "translate the manual",
            address(0),
            0,
            0,
            address(token),
            BUDGET,
            "",
            block.timestamp + 1 hours
        );
    }

    function _digest(Escrow e, Quote memory q) internal view returns (bytes32) {
        return quoteDigest(e, q);
    }

    function _sign(uint256 key, Escrow e, Quote memory q) internal view returns (bytes memory) {
        return signQuote(key, e, q);
    }

    function _calls(Quote memory q, bytes memory sig) internal view returns (bytes[] memory) {
        return quotedCalls(seller, q, sig);
    }

    // ------------------------------------------------------------ the one-transaction path

    function test_multicall_createsPricesAndFundsAJob() public {
        Quote memory q = _quote();
        uint256 id = q.jobId;
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        uint256 before = token.balanceOf(client);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.BudgetSet(id, seller, address(token), BUDGET);
        vm.expectEmit(true, true, true, true, address(escrow));
        emit IERC8183.JobFunded(id, client, BUDGET);
        vm.prank(client);
        bytes[] memory results = escrow.multicall(calls);
        assertEq(abi.decode(results[0], (uint256)), id, "createJob's answer");
        IERC8183.Job memory j = erc.getJob(id);
        assertEq(uint256(j.status), 1, "Funded");
        assertEq(j.client, client, "client is the caller");
        assertEq(j.provider, seller, "provider");
        assertEq(j.budget, BUDGET, "budget");
        assertEq(j.paymentToken, address(token), "token");
        assertEq(token.balanceOf(client), before - BUDGET, "pulled");

        // The rest of the lifecycle as usual; the rating hook hears the verdict.
        vm.prank(seller);
        erc.submit(id, DELIVERABLE, "");
        uint256 heard = rating.count();
        vm.prank(evaluator);
        erc.complete(id, REASON, "");
        assertEq(status(id), 3, "Completed");
        assertEq(token.balanceOf(seller), BUDGET, "paid");
        assertEq(rating.count(), heard + 1, "the rating hook heard complete");
    }

    function test_quote_hookHearsTheProviderAsActor() public {
        Quote memory q = _quote();
        q.hook = address(hook);
        q.optParams = "provider's terms";
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        vm.prank(client);
        escrow.multicall(calls);
        // createJob (after), setBudget (before, after), fund (before, after)
        assertEq(hook.count(), 5, "calls");
        Recorder.Call memory c = hook.at(1);
        assertEq(c.selector, EscrowQuotes.setBudget.selector, "heard as setBudget");
        assertTrue(c.before, "before");
        assertEq(c.dataHash, keccak256(abi.encode(seller, address(token), BUDGET, q.optParams)), "actor first: the provider");
        assertEq(hook.at(2).dataHash, c.dataHash, "same data after");
    }

    function test_quote_appliesToAnExistingJobByAnyone() public {
        Quote memory q = _quote();
        vm.prank(client);
        uint256 id = erc.createJob(seller, evaluator, q.expiredAt, q.description, address(0), 0, "");
        bytes memory sig = _sign(PROVIDER_KEY, escrow, q);
        vm.prank(stranger);
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, sig);
        assertEq(erc.getJob(id).budget, BUDGET, "priced");
        vm.prank(client);
        erc.fund(id, address(token), BUDGET, "");
        assertEq(status(id), 1, "Funded");
    }

    function test_quote_fromAnERC1271Provider() public {
        QuoteWallet wallet = new QuoteWallet();
        Quote memory q = _quote();
        q.provider = address(wallet);
        vm.prank(client);
        uint256 id = erc.createJob(address(wallet), evaluator, q.expiredAt, q.description, address(0), 0, "");
        vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, "");
        wallet.approve(_digest(escrow, q));
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, "");
        assertEq(erc.getJob(id).budget, BUDGET, "priced by the wallet's approval");
    }

    /// The terms read back from the job's storage, each in its other form: the client as its own
    /// evaluator, an ERC-8004 agent id, a platform fee, and descriptions of 0, 31, 32 and 100 bytes
    /// (a short one is stored by hand, a long one by Solidity).
    function test_quote_readsEveryStoredFormOfTheTerms() public {
        registry.register(seller, 77);
        Escrow feeEscrow = deployEscrow(6, 250, address(rating));
        token.mint(client, BUDGET);
        vm.prank(client);
        token.approve(address(feeEscrow), BUDGET);
        string[4] memory descriptions = [
            "",
            "0123456789012345678901234567890",
            "01234567890123456789012345678901",
            "a description of a hundred bytes, long enough to take four slots of storage when Solidity lays it"
        ];
        for (uint256 i; i < descriptions.length; ++i) {
            Quote memory q = _quote();
            q.description = descriptions[i];
            q.evaluator = i % 2 == 0 ? client : evaluator;
            q.agentId = i == 1 ? 77 : 0;
            bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
            vm.prank(client);
            escrow.multicall(calls);
            assertEq(status(q.jobId), 1, "funded");
            assertEq(keccak256(bytes(erc.getJob(q.jobId).description)), keccak256(bytes(descriptions[i])), "description");
        }
        Quote memory f = _quote();
        f.jobId = 1;
        f.feeBps = 250;
        bytes[] memory withFee = quotedCalls(seller, f, _sign(PROVIDER_KEY, feeEscrow, f));
        vm.prank(client);
        feeEscrow.multicall(withFee);
        assertEq(uint256(IERC8183(address(feeEscrow)).getJob(1).status), 1, "funded at the quoted fee");
    }

    /// The fee is the operator's to change; a job takes it at creation. A quote signed at one fee
    /// does not price a job created after the operator raised it.
    function test_quote_refusedWhenTheFeeRoseBeforeTheJob() public {
        Quote memory q = _quote();
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        vm.prank(owner);
        escrow.setPlatformFee(1_000, treasury);
        vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
        vm.prank(client);
        escrow.multicall(calls);
    }

    function test_quote_refusesAnERC1271WalletThatRevertsOrAnswersBadly() public {
        QuoteWallet wallet = new QuoteWallet();
        BadWallet bad = new BadWallet();
        Quote memory q = _quote();
        for (uint256 i; i < 3; ++i) {
            address who = i == 0 ? address(wallet) : address(bad);
            bad.setMode(i);
            q.provider = who;
            vm.prank(client);
            uint256 id = erc.createJob(who, evaluator, q.expiredAt, q.description, address(0), 0, "");
            q.jobId = id;
            wallet.approve(_digest(escrow, q)); // approves this digest, for itself; `bad` approves nothing properly
            if (i == 0) {
                escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, "");
                continue;
            }
            vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
            escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, "");
        }
    }

    // ------------------------------------------------------------ refusals

    /// Every field the provider signed is checked: a quote whose signature was made over terms
    /// differing in any one field is refused, and the client's whole transaction with it.
    function test_quote_refusesAnyChangedTerm() public {
        for (uint256 field; field < 13; ++field) {
            Quote memory signed = _quote();
            Quote memory used = _quote();
            if (field == 0) signed.jobId = used.jobId + 1;
            if (field == 1) signed.client = stranger;
            if (field == 2) signed.provider = stranger;
            if (field == 3) signed.evaluator = client;
            if (field == 4) signed.expiredAt = used.expiredAt + 1;
            if (field == 5) signed.description = "translate the manual!";
            if (field == 6) signed.hook = address(hook);
            if (field == 7) signed.agentId = 1;
            if (field == 8) signed.feeBps = 250;
            if (field == 9) signed.token = address(0x70C);
            if (field == 10) signed.amount = BUDGET + 1;
            if (field == 11) signed.optParams = hex"00";
            if (field == 12) signed.deadline = used.deadline + 1;
            bytes[] memory calls = _calls(used, _sign(PROVIDER_KEY, escrow, signed));
            vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
            vm.prank(client);
            escrow.multicall(calls);
            assertEq(erc.jobCounter(), 0, "no job created");
        }
        // The same quote, signed over the terms used, goes through.
        Quote memory q = _quote();
        bytes[] memory good = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        vm.prank(client);
        escrow.multicall(good);
        assertEq(erc.jobCounter(), 1, "created");
    }

    function test_quote_refusesAnotherSigner() public {
        Quote memory q = _quote();
        bytes[] memory calls = _calls(q, _sign(0xBAD, escrow, q));
        vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
        vm.prank(client);
        escrow.multicall(calls);
    }

    function test_quote_refusesAQuoteForAnotherEscrow() public {
        Escrow other = deployEscrow(5, 0, address(rating));
        Quote memory q = _quote();
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, other, q));
        vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
        vm.prank(client);
        escrow.multicall(calls);
    }

    function test_quote_refusesTheMalleableTwin() public {
        Quote memory q = _quote();
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(PROVIDER_KEY, _digest(escrow, q));
        uint256 n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141;
        bytes[] memory twin = _calls(q, abi.encodePacked(r, bytes32(n - uint256(s)), v == 27 ? uint8(28) : uint8(27)));
        vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
        vm.prank(client);
        escrow.multicall(twin);
        bytes[] memory short = _calls(q, abi.encodePacked(r, s));
        vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
        vm.prank(client);
        escrow.multicall(short);
        bytes[] memory good = _calls(q, abi.encodePacked(r, s, v));
        vm.prank(client);
        escrow.multicall(good);
        assertEq(status(q.jobId), 1, "the low-s original is accepted");
    }

    function test_quote_refusedAfterItsDeadline() public {
        Quote memory q = _quote();
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        vm.warp(q.deadline + 1);
        vm.expectRevert(IEscrow.QuoteExpired.selector);
        vm.prank(client);
        escrow.multicall(calls);
        vm.warp(q.deadline);
        vm.prank(client);
        escrow.multicall(calls);
        assertEq(status(q.jobId), 1, "the deadline itself is in time");
    }

    /// A quote prices one job once: not the same job again (after the provider's later price,
    /// say), not the next job with the same terms.
    function test_quote_worksOnce() public {
        Quote memory q = _quote();
        bytes memory sig = _sign(PROVIDER_KEY, escrow, q);
        vm.prank(client);
        uint256 id = erc.createJob(seller, evaluator, q.expiredAt, q.description, address(0), 0, "");
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, sig);
        vm.expectRevert(IEscrow.JobAlreadyPriced.selector);
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, sig);
        vm.prank(seller);
        erc.setBudget(id, address(token), 2 * BUDGET, "");
        vm.expectRevert(IEscrow.JobAlreadyPriced.selector);
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, sig);
        assertEq(erc.getJob(id).budget, 2 * BUDGET, "the provider's later price stands");

        vm.prank(client);
        uint256 next = erc.createJob(seller, evaluator, q.expiredAt, q.description, address(0), 0, "");
        vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
        escrow.setBudgetWithQuote(next, q.token, q.amount, q.optParams, q.deadline, sig);
    }

    /// A provider withdraws a quote for a job that exists by pricing the job itself.
    function test_quote_withdrawnByTheProvidersOwnPrice() public {
        Quote memory q = _quote();
        bytes memory sig = _sign(PROVIDER_KEY, escrow, q);
        vm.prank(client);
        uint256 id = erc.createJob(seller, evaluator, q.expiredAt, q.description, address(0), 0, "");
        vm.prank(seller);
        erc.setBudget(id, address(token), 3 * BUDGET, "");
        vm.expectRevert(IEscrow.JobAlreadyPriced.selector);
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, sig);
    }

    /// Someone else's job took the id the quote names: the client's transaction reverts whole.
    function test_quote_lostRaceRevertsTheWholeTransaction() public {
        Quote memory q = _quote();
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        vm.prank(stranger);
        erc.createJob(seller, stranger, q.expiredAt, q.description, address(0), 0, "");
        uint256 before = token.balanceOf(client);
        vm.expectRevert(IEscrow.InvalidQuoteSignature.selector);
        vm.prank(client);
        escrow.multicall(calls);
        assertEq(erc.jobCounter(), 1, "only the stranger's job");
        assertEq(token.balanceOf(client), before, "nothing pulled");
        assertEq(erc.getJob(q.jobId).budget, 0, "the stranger's job unpriced");
    }

    function test_quote_refusedWhereSetBudgetWouldBe() public {
        Quote memory q = _quote();
        bytes memory sig = _sign(PROVIDER_KEY, escrow, q);
        vm.expectRevert(IERC8183.InvalidJob.selector);
        escrow.setBudgetWithQuote(1, q.token, q.amount, q.optParams, q.deadline, sig);

        // No provider yet: nobody's quote can price it.
        vm.prank(client);
        uint256 id = erc.createJob(address(0), evaluator, q.expiredAt, q.description, address(0), 0, "");
        vm.expectRevert(IERC8183.ProviderNotSet.selector);
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, sig);

        // Expired: refused like setBudget.
        vm.prank(client);
        uint256 open = erc.createJob(seller, evaluator, q.expiredAt, q.description, address(0), 0, "");
        q.jobId = open;
        q.deadline = q.expiredAt + 1;
        sig = _sign(PROVIDER_KEY, escrow, q);
        vm.warp(q.expiredAt);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        escrow.setBudgetWithQuote(open, q.token, q.amount, q.optParams, q.deadline, sig);
    }

    function test_quote_refusedOnceFunded() public {
        Quote memory q = _quote();
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        vm.prank(client);
        escrow.multicall(calls);
        q.amount = 1;
        bytes memory sig = _sign(PROVIDER_KEY, escrow, q);
        vm.expectRevert(IERC8183.WrongStatus.selector);
        escrow.setBudgetWithQuote(q.jobId, q.token, q.amount, q.optParams, q.deadline, sig);
    }

    function test_quote_keepsSetBudgetsChecks() public {
        vm.prank(client);
        uint256 id = erc.createJob(seller, evaluator, expiry(), "translate the manual", address(0), 0, "");
        Quote memory q = _quote();
        q.jobId = id;
        q.token = address(0x70C); // not allow-listed
        bytes memory sig = _sign(PROVIDER_KEY, escrow, q);
        vm.expectRevert(IERC8183.PaymentTokenNotAllowed.selector);
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, sig);
        q = _quote();
        q.jobId = id;
        q.amount = uint256(1) << 80;
        sig = _sign(PROVIDER_KEY, escrow, q);
        vm.expectRevert(IEscrow.BudgetTooLarge.selector);
        escrow.setBudgetWithQuote(id, q.token, q.amount, q.optParams, q.deadline, sig);
    }

    function test_setBudget_stillProviderOnly() public {
        vm.prank(client);
        uint256 id = erc.createJob(seller, evaluator, expiry(), "x", address(0), 0, "");
        vm.expectRevert(IERC8183.Unauthorized.selector);
        vm.prank(client);
        erc.setBudget(id, address(token), BUDGET, "");
    }

    function test_multicall_bubblesTheFirstFailureAndUndoesTheRest() public {
        Quote memory q = _quote();
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        calls[2] = abi.encodeCall(Escrow.fund, (q.jobId, q.token, q.amount + 1, ""));
        vm.expectRevert(IERC8183.BudgetMismatch.selector);
        vm.prank(client);
        escrow.multicall(calls);
        assertEq(erc.jobCounter(), 0, "no job");
    }

    /// A job's hook that calls back through multicall, while the quote prices its job, meets each
    /// function's re-entry lock: multicall adds no way around it.
    function test_multicall_hookCannotReenterThroughIt() public {
        Quote memory q = _quote();
        q.hook = address(hook);
        bytes[] memory inner = new bytes[](1);
        inner[0] = abi.encodeCall(EscrowQuotes.setBudget, (q.jobId, address(token), 1, ""));
        hook.setReenter(address(escrow), abi.encodeCall(EscrowQuotes.multicall, (inner)));
        bytes[] memory calls = _calls(q, _sign(PROVIDER_KEY, escrow, q));
        vm.prank(client);
        escrow.multicall(calls);
        assertEq(
            keccak256(hook.reentryError()),
            keccak256(abi.encodeWithSelector(IERC8183.ReentrancyGuardReentrantCall.selector)),
            "re-entry refused"
        );
        assertEq(erc.getJob(q.jobId).budget, BUDGET, "the quoted price stands");
        assertEq(status(q.jobId), 1, "funded");
    }

    function test_domainSeparator_namesThisChainAndEscrow() public view {
        assertEq(escrow.DOMAIN_SEPARATOR(), quoteDomain(escrow), "domain");
        assertEq(escrow.QUOTE_TYPEHASH(), QUOTE_TYPE, "type hash");
    }
}
