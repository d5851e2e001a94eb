// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ReputationLedger} from "../../src/ReputationLedger.sol";
import {TestToken} from "../../src/TestToken.sol";

/// @notice A deployed repledger marketplace for the ERC-8183 conformance test, which deploys it by
///         artifact name (vm.deployCode) so that the test itself knows nothing but the ERC: a
///         token, a ledger whose scorer is this contract, and one escrow created by its factory.
contract Marketplace {
    TestToken public immutable token;
    ReputationLedger public immutable ledger;
    address public immutable escrow;

    constructor() {
        token = new TestToken();
        ledger = new ReputationLedger(address(this), address(this), address(token), address(0), 1 weeks, 12e6);
        (, escrow) = ledger.createEscrow(address(this), address(this), address(this), 0);
    }

    function mint(address to, uint256 amount) external {
        token.mint(to, amount);
    }

    /// @notice Act as the settler: rate job `jobId` of the escrow, then report the provider's evidence.
    function rate(uint256 jobId, address provider) external returns (uint256 sumW, uint256 weight, uint256 count) {
        ledger.submit(0, jobId);
        (sumW, weight, count,) = ledger.repState(uint256(uint160(provider)));
    }
}
