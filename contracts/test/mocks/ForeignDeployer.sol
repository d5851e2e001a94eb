// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Escrow} from "../../src/Escrow.sol";
import {IEscrowDeployer} from "../../src/IEscrowDeployer.sol";

/// @notice Deploys genuine Escrow code outside a ledger's factory, claiming any ledger: the
///         ledger must never take ratings from such an escrow.
contract ForeignDeployer is IEscrowDeployer {
    EscrowParameters internal _p;

    function deploy(EscrowParameters calldata p, bytes32 salt) external returns (address) {
        _p = p;
        return address(new Escrow{salt: salt}());
    }

    function parameters() external view returns (EscrowParameters memory) {
        return _p;
    }
}
