// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @notice Stand-in for an ERC-8004 identity registry: an ERC-721 whose token ids are agent ids
///         (ERC-8004's registry is an ERC-721 with agent metadata; the escrow only reads ownerOf).
///         Anyone may register or burn: tests only. The agent's payment wallet (ERC-8004's
///         `agentWallet`, read by the x402 source) is its owner unless the owner sets another.
contract MockIdentityRegistry is ERC721 {
    mapping(uint256 agentId => address) private _wallets;

    constructor() ERC721("Mock ERC-8004 Identity", "AGENT") {}

    function register(address owner, uint256 agentId) external {
        _mint(owner, agentId);
    }

    function burn(uint256 agentId) external {
        _burn(agentId);
    }

    function setAgentWallet(uint256 agentId, address wallet) external {
        require(ownerOf(agentId) == msg.sender, "not the owner");
        _wallets[agentId] = wallet;
    }

    function getAgentWallet(uint256 agentId) external view returns (address) {
        address w = _wallets[agentId];
        return w != address(0) ? w : _ownerOf(agentId);
    }
}
