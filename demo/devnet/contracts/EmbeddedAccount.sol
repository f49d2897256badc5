// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice The devnet's smart account for embedded (email, social, Farcaster) sign-ins: owned by the
/// embedded key, deployed by its factory at a CREATE2 address known before deployment. It executes calls
/// for its owner (or for the factory, which checks the owner itself) and accepts the owner's signatures
/// through ERC-1271.
contract EmbeddedAccount {
    bytes4 internal constant ERC1271_MAGIC_VALUE = 0x1626ba7e;

    address public immutable owner;
    address public immutable factory;

    constructor(address owner_) {
        owner = owner_;
        factory = msg.sender;
    }

    /// @notice Calls `to` with `value` (from this account's balance) and `data`; a failed call's revert
    /// data is bubbled up as it is.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        require(msg.sender == owner || msg.sender == factory, "account: not the owner");
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// @notice ERC-1271: valid when `signature` over `hash` recovers to the owner.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure,) = ECDSA.tryRecover(hash, signature);
        return failure == ECDSA.RecoverError.NoError && signer == owner ? ERC1271_MAGIC_VALUE : bytes4(0xffffffff);
    }

    receive() external payable {}
}
