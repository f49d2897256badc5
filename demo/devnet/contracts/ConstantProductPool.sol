// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";

/// @notice An x*y=k pool for one token pair with a 0.3% fee taken from the input.
contract ConstantProductPool {
    using SafeERC20 for IERC20;

    IERC20 public immutable token0;
    IERC20 public immutable token1;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    uint112 private _reserve0;
    uint112 private _reserve1;
    uint32 private _blockTimestampLast;

    event Mint(address indexed provider, uint256 amount0, uint256 amount1, uint256 liquidity);
    event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);
    event Sync(uint112 reserve0, uint112 reserve1);

    constructor(address tokenA, address tokenB) {
        require(tokenA != tokenB && tokenA != address(0) && tokenB != address(0), "pool: bad pair");
        token0 = IERC20(tokenA);
        token1 = IERC20(tokenB);
    }

    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast) {
        return (_reserve0, _reserve1, _blockTimestampLast);
    }

    /// @notice What `swap` pays for `amountIn` of `tokenIn` at the current reserves.
    function getAmountOut(uint256 amountIn, address tokenIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reservesFor(tokenIn);
        require(reserveIn > 0 && reserveOut > 0, "pool: empty");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external returns (uint256 liquidity) {
        require(amount0 > 0 && amount1 > 0, "pool: zero amount");
        token0.safeTransferFrom(msg.sender, address(this), amount0);
        token1.safeTransferFrom(msg.sender, address(this), amount1);
        if (totalSupply == 0) {
            liquidity = Math.sqrt(amount0 * amount1);
        } else {
            liquidity = Math.min((amount0 * totalSupply) / _reserve0, (amount1 * totalSupply) / _reserve1);
        }
        require(liquidity > 0, "pool: no liquidity minted");
        balanceOf[msg.sender] += liquidity;
        totalSupply += liquidity;
        _sync();
        emit Mint(msg.sender, amount0, amount1, liquidity);
    }

    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to) external returns (uint256 amountOut) {
        amountOut = getAmountOut(amountIn, tokenIn);
        require(amountOut > 0, "pool: zero output");
        require(amountOut >= minAmountOut, "pool: slippage");
        IERC20 tokenOut = tokenIn == address(token0) ? token1 : token0;
        IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        tokenOut.safeTransfer(to, amountOut);
        _sync();
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
    }

    function _reservesFor(address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        if (tokenIn == address(token0)) return (_reserve0, _reserve1);
        require(tokenIn == address(token1), "pool: unknown token");
        return (_reserve1, _reserve0);
    }

    function _sync() private {
        _reserve0 = SafeCast.toUint112(token0.balanceOf(address(this)));
        _reserve1 = SafeCast.toUint112(token1.balanceOf(address(this)));
        _blockTimestampLast = uint32(block.timestamp);
        emit Sync(_reserve0, _reserve1);
    }
}
