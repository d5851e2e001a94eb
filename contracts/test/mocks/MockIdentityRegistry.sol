// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @notice Stand-in for an ERC-8004 identity registry: an ERC-721 whose token ids are agent ids
///         (ERC-8004's registry is an ERC-721 with agent metadata; the escrow only reads ownerOf).
///         Anyone may register or burn: tests only.
contract MockIdentityRegistry is ERC721 {
    constructor() ERC721("Mock ERC-8004 Identity", "AGENT") {}

    function register(address owner, uint256 agentId) external {
        _mint(owner, agentId);
    }

    function burn(uint256 agentId) external {
        _burn(agentId);
    }
}
