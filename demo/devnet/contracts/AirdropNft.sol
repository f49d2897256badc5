// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

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

    /// @notice Spam's usual lure: a little of a real token beside the NFT, in the same transaction (needs an allowance).
    function airdropWithTip(IERC20 token, uint256 tip, address[] calldata recipients) external {
        for (uint256 i = 0; i < recipients.length; i++) {
            totalMinted += 1;
            _mint(recipients[i], totalMinted);
            require(token.transferFrom(msg.sender, recipients[i], tip), "tip failed");
        }
    }
}
