// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

interface ITokenPool {
    function token0() external view returns (IERC20);
    function token1() external view returns (IERC20);
    function getAmountOut(uint256 amountIn, address tokenIn) external view returns (uint256);
    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to) external returns (uint256);
}

interface INativePool {
    function token() external view returns (IERC20);
    function getAmountOut(uint256 amountIn, address tokenIn) external view returns (uint256);
    function swapNativeForToken(uint256 minAmountOut, address to) external payable returns (uint256);
    function swapTokenForNative(uint256 amountIn, uint256 minAmountOut, address to) external returns (uint256);
}

/// @notice The devnet exchange's one entry (and the one spender to approve): routes a trade through the
/// token pool (dUSDC/dDAI), the native pool (native/dUSDC) or both (dDAI <-> native, via dUSDC).
/// The native coin is named NATIVE (0xeeee…). Every trade reverts when it would pay less than `minAmountOut`.
contract SwapRouter {
    using SafeERC20 for IERC20;

    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    ITokenPool public immutable tokenPool;
    INativePool public immutable nativePool;
    address public immutable hub;

    constructor(address tokenPool_, address nativePool_) {
        tokenPool = ITokenPool(tokenPool_);
        nativePool = INativePool(nativePool_);
        hub = address(INativePool(nativePool_).token());
        address a = address(ITokenPool(tokenPool_).token0());
        address b = address(ITokenPool(tokenPool_).token1());
        require(a == hub || b == hub, "router: pools share no token");
    }

    function _other() private view returns (address) {
        address a = address(tokenPool.token0());
        return a == hub ? address(tokenPool.token1()) : a;
    }

    /// @notice What `swap` pays for `amountIn` of `tokenIn` in `tokenOut` at the current reserves.
    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        require(tokenIn != tokenOut, "router: same token");
        address other = _other();
        if (tokenIn == NATIVE && tokenOut == hub) return nativePool.getAmountOut(amountIn, NATIVE);
        if (tokenIn == hub && tokenOut == NATIVE) return nativePool.getAmountOut(amountIn, hub);
        if ((tokenIn == hub && tokenOut == other) || (tokenIn == other && tokenOut == hub)) return tokenPool.getAmountOut(amountIn, tokenIn);
        if (tokenIn == other && tokenOut == NATIVE) return nativePool.getAmountOut(tokenPool.getAmountOut(amountIn, other), hub);
        if (tokenIn == NATIVE && tokenOut == other) return tokenPool.getAmountOut(nativePool.getAmountOut(amountIn, NATIVE), hub);
        revert("router: no route");
    }

    /// @notice What 1inch's Aggregation Router v6 takes as its generic swap's description (the hosted
    /// swap service builds its swaps for it): the tokens, who receives the output (0: the caller), the amount
    /// paid and the least it must return.
    struct SwapDescription {
        address srcToken;
        address dstToken;
        address payable srcReceiver;
        address payable dstReceiver;
        uint256 amount;
        uint256 minReturnAmount;
        uint256 flags;
    }

    /// @notice The entry the devnet's swap service builds, shaped as 1inch v6's `swap(executor, desc, data)`:
    /// the devnet routes through its own pools, so the executor and its data are not used.
    function swap(address, SwapDescription calldata desc, bytes calldata)
        external
        payable
        returns (uint256 returnAmount, uint256 spentAmount)
    {
        address to = desc.dstReceiver == address(0) ? msg.sender : desc.dstReceiver;
        returnAmount = _trade(desc.srcToken, desc.dstToken, desc.amount, desc.minReturnAmount, to);
        spentAmount = desc.amount;
    }

    /// @notice Trades `amountIn` of `tokenIn` (sent as value when NATIVE, else pulled after approval) for `tokenOut`, paid to `to`.
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        return _trade(tokenIn, tokenOut, amountIn, minAmountOut, to);
    }

    function _trade(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        private
        returns (uint256 amountOut)
    {
        require(amountIn > 0, "router: zero amount");
        if (tokenIn == NATIVE) {
            require(msg.value == amountIn, "router: value differs from amount");
            uint256 hubOut = nativePool.swapNativeForToken{value: amountIn}(0, tokenOut == hub ? to : address(this));
            amountOut = tokenOut == hub ? hubOut : _swapTokens(hub, tokenOut, hubOut, to);
        } else {
            require(msg.value == 0, "router: value for a token trade");
            IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
            if (tokenOut == NATIVE) {
                uint256 hubIn = tokenIn == hub ? amountIn : _swapTokens(tokenIn, hub, amountIn, address(this));
                IERC20(hub).forceApprove(address(nativePool), hubIn);
                amountOut = nativePool.swapTokenForNative(hubIn, 0, to);
            } else {
                amountOut = _swapTokens(tokenIn, tokenOut, amountIn, to);
            }
        }
        require(amountOut >= minAmountOut, "router: slippage");
    }

    function _swapTokens(address tokenIn, address tokenOut, uint256 amountIn, address to) private returns (uint256) {
        address other = _other();
        require((tokenIn == hub && tokenOut == other) || (tokenIn == other && tokenOut == hub), "router: no route");
        IERC20(tokenIn).forceApprove(address(tokenPool), amountIn);
        return tokenPool.swap(tokenIn, amountIn, 0, to);
    }
}
