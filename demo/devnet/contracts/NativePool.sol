// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";

/// @notice An x*y=k pool of the chain's native coin against one token, with a 0.3% fee taken from the input,
/// the same formula as ConstantProductPool. The native side is named by NATIVE (0xeeee…), as swap services do.
contract NativePool {
    using SafeERC20 for IERC20;

    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    IERC20 public immutable token;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    uint112 private _reserveNative;
    uint112 private _reserveToken;
    bool private _locked;

    event Mint(address indexed provider, uint256 amountNative, uint256 amountToken, uint256 liquidity);
    event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);
    /// @notice The native coin this pool paid out (an internal transfer, which has no log of its own).
    event NativeSent(address indexed to, uint256 amount);
    event Sync(uint112 reserveNative, uint112 reserveToken);

    /// @dev The native payout calls the recipient: no swap may run inside it on stale reserves.
    modifier lock() {
        require(!_locked, "pool: locked");
        _locked = true;
        _;
        _locked = false;
    }

    constructor(address token_) {
        require(token_ != address(0), "pool: bad token");
        token = IERC20(token_);
    }

    function getReserves() external view returns (uint112 reserveNative, uint112 reserveToken) {
        return (_reserveNative, _reserveToken);
    }

    /// @notice What a swap pays for `amountIn` of `tokenIn` (NATIVE or the token) at the current reserves.
    function getAmountOut(uint256 amountIn, address tokenIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reservesFor(tokenIn);
        require(reserveIn > 0 && reserveOut > 0, "pool: empty");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function addLiquidity(uint256 amountToken) external payable lock returns (uint256 liquidity) {
        require(msg.value > 0 && amountToken > 0, "pool: zero amount");
        token.safeTransferFrom(msg.sender, address(this), amountToken);
        if (totalSupply == 0) {
            liquidity = Math.sqrt(msg.value * amountToken);
        } else {
            liquidity = Math.min((msg.value * totalSupply) / _reserveNative, (amountToken * totalSupply) / _reserveToken);
        }
        require(liquidity > 0, "pool: no liquidity minted");
        balanceOf[msg.sender] += liquidity;
        totalSupply += liquidity;
        _sync();
        emit Mint(msg.sender, msg.value, amountToken, liquidity);
    }

    /// @notice Pays the token for the native coin sent; reverts when that is below `minAmountOut`.
    function swapNativeForToken(uint256 minAmountOut, address to) external payable lock returns (uint256 amountOut) {
        amountOut = getAmountOut(msg.value, NATIVE);
        require(amountOut > 0, "pool: zero output");
        require(amountOut >= minAmountOut, "pool: slippage");
        token.safeTransfer(to, amountOut);
        _sync();
        emit Swap(msg.sender, NATIVE, msg.value, amountOut, to);
    }

    /// @notice Pays the native coin for `amountIn` of the token (approved first); reverts below `minAmountOut`.
    function swapTokenForNative(uint256 amountIn, uint256 minAmountOut, address to) external lock returns (uint256 amountOut) {
        amountOut = getAmountOut(amountIn, address(token));
        require(amountOut > 0, "pool: zero output");
        require(amountOut >= minAmountOut, "pool: slippage");
        token.safeTransferFrom(msg.sender, address(this), amountIn);
        (bool sent, ) = payable(to).call{value: amountOut}("");
        require(sent, "pool: native transfer failed");
        _sync();
        emit NativeSent(to, amountOut);
        emit Swap(msg.sender, address(token), amountIn, amountOut, to);
    }

    function _reservesFor(address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        // The reserves before this call's own msg.value: _sync has not run yet.
        if (tokenIn == NATIVE) return (_reserveNative, _reserveToken);
        require(tokenIn == address(token), "pool: unknown token");
        return (_reserveToken, _reserveNative);
    }

    function _sync() private {
        _reserveNative = SafeCast.toUint112(address(this).balance);
        _reserveToken = SafeCast.toUint112(token.balanceOf(address(this)));
        emit Sync(_reserveNative, _reserveToken);
    }
}
