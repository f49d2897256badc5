// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @notice An ERC-721 that anyone can airdrop, unasked, to anyone: the devnet's spam collection.
contract AirdropNft is ERC721 {
    uint256 public totalMinted;

    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}

    function airdrop(address[] calldata recipients) external {
        for (uint256 i = 0; i < recipients.length; i++) {
            totalMinted += 1;
            _mint(recipients[i], totalMinted);
        }
    }
}
