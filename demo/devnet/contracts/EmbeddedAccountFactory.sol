// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {EmbeddedAccount} from "./EmbeddedAccount.sol";

/// @notice Deploys each owner's EmbeddedAccount at a fixed CREATE2 address (salt: the owner's address),
/// so the account's address is known, and can be funded, before it exists.
contract EmbeddedAccountFactory {
    event AccountCreated(address indexed owner, address account);

    function saltOf(address owner) internal pure returns (bytes32) {
        return bytes32(uint256(uint160(owner)));
    }

    /// @notice The address `owner`'s account has, or will have once created.
    function getAddress(address owner) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(EmbeddedAccount).creationCode, abi.encode(owner)));
        return Create2.computeAddress(saltOf(owner), codeHash);
    }

    /// @notice Deploys `owner`'s account unless it exists; either way returns its address.
    function createAccount(address owner) public returns (address account) {
        account = getAddress(owner);
        if (account.code.length == 0) {
            new EmbeddedAccount{salt: saltOf(owner)}(owner);
            emit AccountCreated(owner, account);
        }
    }

    /// @notice The owner's first transaction: deploys its account if needed, then has it call `to`.
    function deployAndExecute(address owner, address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "factory: not the owner");
        return EmbeddedAccount(payable(createAccount(owner))).execute(to, value, data);
    }
}
