// A hostile swap service (issue 25), through the devnet's fault layer: build-approve answers with an approval
// to a foreign spender, then with an unlimited approval to the real router; build-transaction with a token
// transfer disguised as a swap, and a native "swap" to an account that is no router. Each time the preview
// says the service's answer does not match the swap, the host hears `error`, the Devnet Wallet is never asked
// to send, and on anvil the visitor's nonce, allowance and balances are unchanged. The form keeps its input.
import type { Page } from '@playwright/test';
import { createPublicClient, encodeFunctionData, erc20Abi, http, type Address } from 'viem';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo, recordPageStart } from './demo-page';
import { chooseSwapToken, ROUTER_SWAP_ABI, swapDialog } from './swap-page';

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MALLORY: Address = '0x000000000000000000000000000000000badbeef';
const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const CHAIN = 'eip155:31337';
const MAX_UINT256 = 2n ** 256n - 1n;

const caip = (address: string) => `${CHAIN}:${address.toLowerCase()}`;
const previewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review swap' });

/** What anvil says of the visitor: nonce, dUSDC allowance to the router, dUSDC, dDAI and ETH. */
async function chainState(devnet: Devnet) {
  const client = createPublicClient({ transport: http(devnet.urls.evm[31337]) });
  const { dUSDC, dDAI, router } = devnet.contracts;
  const read = (address: Address, functionName: 'balanceOf' | 'allowance', args: readonly Address[]) =>
    client.readContract({ address, abi: erc20Abi, functionName, args } as never) as Promise<bigint>;
  return Promise.all([
    client.getTransactionCount({ address: ALICE }),
    read(dUSDC, 'allowance', [ALICE, router]),
    read(dUSDC, 'allowance', [ALICE, MALLORY]),
    read(dUSDC, 'balanceOf', [ALICE]),
    read(dDAI, 'balanceOf', [ALICE]),
    client.getBalance({ address: ALICE }),
  ]);
}

const approvalBody = (devnet: Devnet, spender: Address, amount: bigint) => ({
  tx: {
    from: caip(ALICE),
    to: caip(devnet.contracts.dUSDC),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
    value: '0',
    eip155: { gasPrice: '1000000000' },
  },
});

const swapBody = (to: Address, data: `0x${string}`) => ({
  tx: { from: caip(ALICE), to: caip(to), data, amount: '1', eip155: { gas: '300000', gasPrice: '1000000000' } },
});

/** Opens Swap with `pay` → `receive` for `amount`, then the preview. */
async function reviewSwap(page: Page, devnet: Devnet, pay: string, receive: string, amount: string) {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click();
  await chooseSwapToken(page, 'You pay', pay);
  await chooseSwapToken(page, 'You receive', receive);
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill(amount);
  await swapDialog(page).getByRole('button', { name: 'Review swap' }).click();
  await expect(previewDialog(page)).toContainText(`${amount} ${pay}`);
}

/** Swap (or Retry) under `fault`: refused with `message`, an `error` event, nothing sent; then the fault goes. */
async function expectRefused(page: Page, devnet: Devnet, fault: Parameters<Devnet['faults']['add']>[0], message: string) {
  const errorsBefore = await eventLog(page, 'error').filter({ hasText: 'MalformedResponseError' }).count();
  devnet.faults.add(fault);
  try {
    await previewDialog(page)
      .getByRole('button', { name: /^(Swap|Retry)$/ })
      .click();
    await expect(previewDialog(page).getByRole('alert')).toContainText(message);
    await expect(eventLog(page, 'error').filter({ hasText: 'MalformedResponseError' })).toHaveCount(errorsBefore + 1);
  } finally {
    devnet.faults.clear();
  }
}

test('approvals that do not match the swap are refused before the wallet is asked: a foreign spender, an unlimited amount', async ({
  page,
  devnet,
}) => {
  const recording = await recordPageStart(page);
  const before = await chainState(devnet);
  await reviewSwap(page, devnet, 'dUSDC', 'dDAI', '10');
  const message = 'The swap service returned an approval that does not match your swap';
  const route = '/api/v1/convert/build-approve';
  await expectRefused(page, devnet, { route, body: approvalBody(devnet, MALLORY, 10_000_000n) }, message);
  await expectRefused(page, devnet, { route, body: approvalBody(devnet, devnet.contracts.router, MAX_UINT256) }, message);

  expect(await recording.walletCalls()).not.toContain('eth_sendTransaction');
  await expect(eventLog(page, 'transaction')).toHaveCount(0);
  expect(await chainState(devnet)).toEqual(before);
  // The form keeps what the visitor entered.
  await previewDialog(page).getByRole('button', { name: 'Edit' }).click();
  await expect(swapDialog(page).getByRole('textbox', { name: 'You pay' })).toHaveValue('10');
});

test('swap transactions that call no listed router are refused before the wallet is asked; the honest swap then goes through', async ({
  page,
  devnet,
}) => {
  const recording = await recordPageStart(page);
  const before = await chainState(devnet);
  await reviewSwap(page, devnet, 'ETH', 'dUSDC', '0.01');
  const message = 'The swap service returned a transaction that does not match your swap';
  const route = '/api/v1/convert/build-transaction';
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [MALLORY, 10n ** 18n] });
  const routerCall = encodeFunctionData({
    abi: ROUTER_SWAP_ABI,
    functionName: 'swap',
    args: [NATIVE, devnet.contracts.dUSDC, 10n ** 16n, 1n, ALICE],
  });
  // A token transfer disguised as a swap, and a native "swap" whose value goes to an account.
  await expectRefused(page, devnet, { route, method: 'POST', body: swapBody(devnet.contracts.dUSDC, transfer) }, message);
  await expectRefused(page, devnet, { route, method: 'POST', body: swapBody(MALLORY, routerCall) }, message);

  expect(await recording.walletCalls()).not.toContain('eth_sendTransaction');
  await expect(eventLog(page, 'transaction')).toHaveCount(0);
  expect(await chainState(devnet)).toEqual(before);

  // With the service honest again, Retry swaps.
  await previewDialog(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect(eventLog(page, 'transaction')).toHaveCount(1);
  expect(await recording.walletCalls()).toContain('eth_sendTransaction');
});
