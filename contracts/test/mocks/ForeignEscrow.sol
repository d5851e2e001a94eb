// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

// The forge tests' foreign ERC-8183 escrow lives in src/TestForeignEscrow.sol (test chains only),
// so the Go end-to-end tests deploy the same code; this file keeps the tests' import path.
import {ForeignEscrow} from "../../src/TestForeignEscrow.sol";
