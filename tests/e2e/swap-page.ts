// Swap as a visitor drives it on the demo page: the dialog, and choosing a token for a side.
import type { Page } from '@playwright/test';
import { createPublicClient, createWalletClient, http, parseAbi, parseEther, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { expect } from './fixtures';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

/**
 * The devnet exchange's own swap(tokenIn, tokenOut, amountIn, minAmountOut, to) (demo/devnet/contracts/SwapRouter.sol):
 * an entry its service never builds, so the product cannot read its terms and the on-chain check alone judges it.
 */
export const ROUTER_SWAP_ABI = [
  {
    type: 'function',
    name: 'swap',
    stateMutability: 'payable',
    inputs: [
      { name: 'tokenIn', type: 'address' },
      { name: 'tokenOut', type: 'address' },
      { name: 'amountIn', type: 'uint256' },
      { name: 'minAmountOut', type: 'uint256' },
      { name: 'to', type: 'address' },
    ],
    outputs: [{ type: 'uint256' }],
  },
] as const;

/** The entry the devnet's service builds, shaped as 1inch Aggregation Router v6's generic swap (which the product reads). */
export const ONE_INCH_SWAP_ABI = parseAbi([
  'function swap(address executor, (address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags) desc, bytes data) payable returns (uint256, uint256)',
]);

export const swapDialog = (page: Page) => page.getByRole('dialog', { name: 'Swap' });

/** Opens the side's token picker and chooses `symbol`; waits until the side shows it. */
export async function chooseSwapToken(page: Page, side: 'You pay' | 'You receive', symbol: string) {
  await swapDialog(page)
    .getByRole('button', { name: new RegExp(`^${side}:`) })
    .click();
  await page
    .getByRole('dialog', { name: 'Select token' })
    .getByRole('button', { name: new RegExp(symbol) })
    .first()
    .click();
  await expect(swapDialog(page).getByRole('button', { name: `${side}: ${symbol}` })).toBeVisible();
}

/** A trader (`traderKey`) buys dUSDC with 1 ETH, a tenth of the native pool: its price moves about 20%. */
export async function movePool(devnet: Devnet, traderKey: Hex) {
  const trader = privateKeyToAccount(traderKey);
  const wallet = createWalletClient({ account: trader, transport: http(devnet.urls.evm[31337]) });
  const hash = await wallet.writeContract({
    address: devnet.contracts.router,
    abi: ROUTER_SWAP_ABI,
    functionName: 'swap',
    chain: null,
    value: parseEther('1'),
    args: ['0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', devnet.contracts.dUSDC, parseEther('1'), 0n, trader.address],
  });
  await minedReceipt(createPublicClient({ transport: http(devnet.urls.evm[31337]) }), hash);
}
