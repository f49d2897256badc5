// Swap on the devnet, as a visitor does it, against the devnet exchange and the /v1/convert client:
// the Devnet Wallet swaps 100 dUSDC to dDAI (approval, then swap) and the chain is the truth: the
// visitor's dUSDC falls by exactly 100 and dDAI rises by at least the minimum received; the host
// hears `transaction` for each step; the view shows the price impact, the fee and the slippage,
// and is axe-clean. Also: native ETH with no approval, a rejected approval and Retry, the price-impact
// confirmation, the form's messages, and a swap that reverts because the pool moved past its slippage.
import type { Page } from '@playwright/test';
import { createPublicClient, createWalletClient, erc20Abi, http, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, devnetWallet, openDemo, transactionLog } from './demo-page';
import { chooseSwapToken, movePool, swapDialog } from './swap-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SWAP_CHUNK = /\/chunks\/swap-views-[\w-]+\.js$/;

const chainClient = (devnet: Devnet) => createPublicClient({ transport: http(devnet.urls.evm[31337]) });
const previewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review swap' });
const balanceOf = (devnet: Devnet, token: Address) =>
  chainClient(devnet).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [ALICE] });

const POOL_ABI = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint112' }, { type: 'uint112' }, { type: 'uint32' }],
  },
  { type: 'function', name: 'token0', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
] as const;

/** x·y=k with the 0.3% fee, from the dUSDC/dDAI pool's reserves read now: what `amountIn` of `tokenIn` buys. */
async function formulaOut(devnet: Devnet, tokenIn: Address, amountIn: bigint): Promise<bigint> {
  const client = chainClient(devnet);
  const [[reserve0, reserve1], token0] = await Promise.all([
    client.readContract({ address: devnet.contracts.pool, abi: POOL_ABI, functionName: 'getReserves' }),
    client.readContract({ address: devnet.contracts.pool, abi: POOL_ABI, functionName: 'token0' }),
  ]);
  const [reserveIn, reserveOut] = token0.toLowerCase() === tokenIn.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

const kinds = async (page: Page) =>
  (await transactionLog(page).locator('code').allTextContents()).map((text) => (JSON.parse(text) as { kind: string }).kind);

async function openSwap(page: Page, devnet: Devnet, { autoApprove = true }: { autoApprove?: boolean | 'reject' } = {}) {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  if (autoApprove !== true) await devnetWallet(page).setAutoApprove(autoApprove);
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click();
  await expect(swapDialog(page).getByRole('textbox', { name: 'You pay' })).toBeVisible();
}

test('swaps 100 dUSDC to dDAI: an approval then the swap, both on anvil, transaction for each step', async ({ page, devnet }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  expect(
    requested.filter((url) => SWAP_CHUNK.test(url)),
    'no Swap code before the visitor goes for it',
  ).toEqual([]);
  const [usdcBefore, daiBefore] = await Promise.all([balanceOf(devnet, devnet.contracts.dUSDC), balanceOf(devnet, devnet.contracts.dDAI)]);

  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click();
  const form = swapDialog(page);
  await expect(form.getByRole('textbox', { name: 'You pay' })).toBeVisible();
  await chooseSwapToken(page, 'You pay', 'dUSDC');
  await chooseSwapToken(page, 'You receive', 'dDAI');
  await form.getByRole('textbox', { name: 'You pay' }).fill('100');
  await expect(form.getByText('Minimum received')).toBeVisible();
  await expect(form.getByText('Price impact')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Review swap' }).click();
  const preview = previewDialog(page);
  await expect(preview).toContainText('100 dUSDC');
  await expect(preview).toContainText('Approve dUSDC, then swap');
  expect(await axeViolations(page)).toEqual([]);
  // What the pool's formula pays for 100 dUSDC at its reserves now (the approval does not move them).
  const expectedDai = await formulaOut(devnet, devnet.contracts.dUSDC, 100_000_000n);
  await preview.getByRole('button', { name: 'Swap' }).click();

  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => kinds(page)).toEqual(['swap', 'approve']);
  const [usdcAfter, daiAfter] = await Promise.all([balanceOf(devnet, devnet.contracts.dUSDC), balanceOf(devnet, devnet.contracts.dDAI)]);
  expect(usdcBefore - usdcAfter).toBe(100_000_000n);
  expect(daiAfter - daiBefore).toBe(expectedDai);

  // Activity: the swap is one entry, sent and received, right above its approval. (The worker's devnet account keeps
  // what earlier tests did, so older rows may be swaps too.)
  const swapHash = (await transactionLog(page).locator('code').allTextContents())
    .map((text) => JSON.parse(text) as { hash: string; kind: string })
    .find((transaction) => transaction.kind === 'swap')?.hash;
  expect(swapHash).toMatch(/^0x[0-9a-f]{64}$/);
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Activity' }).click();
  const rows = page.getByRole('dialog', { name: 'Activity' }).locator('.wm-activity-row');
  await expect(rows.first()).toContainText(/^Swapped.*−100 dUSDC/, { timeout: 15_000 });
  await expect(rows.nth(1)).toContainText(/^Approved/);
  await rows.first().click();
  const details = page.getByRole('dialog', { name: 'Transaction' });
  await expect(details).toContainText(swapHash!);
  await expect(details).toContainText('−100 dUSDC');
  await expect(details).toContainText(/\+[\d.,]+ dDAI/);
});

test('swaps native ETH to dUSDC with no approval: one transaction, dUSDC rises', async ({ page, devnet }) => {
  await openSwap(page, devnet);
  const before = await balanceOf(devnet, devnet.contracts.dUSDC);
  await chooseSwapToken(page, 'You pay', 'ETH');
  await chooseSwapToken(page, 'You receive', 'dUSDC');
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill('0.05');
  await swapDialog(page).getByRole('button', { name: 'Review swap' }).click();
  await expect(previewDialog(page)).toContainText('0.05 ETH');
  await previewDialog(page).getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => kinds(page)).toEqual(['swap']);
  expect((await balanceOf(devnet, devnet.contracts.dUSDC)) > before).toBe(true);
});

test('a rejected approval offers Retry, and the retry approves then swaps', async ({ page, devnet }) => {
  await openSwap(page, devnet, { autoApprove: 'reject' });
  await chooseSwapToken(page, 'You pay', 'dUSDC');
  await chooseSwapToken(page, 'You receive', 'dDAI');
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill('10');
  await swapDialog(page).getByRole('button', { name: 'Review swap' }).click();
  const preview = previewDialog(page);
  await preview.getByRole('button', { name: 'Swap' }).click();
  await expect(preview.getByRole('alert')).toContainText('Transaction rejected');
  expect(await kinds(page)).toEqual([]);
  await devnetWallet(page).setAutoApprove(true);
  await preview.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => kinds(page)).toEqual(['swap', 'approve']);
});

test('a large trade shows its price impact and must be confirmed before it swaps', async ({ page, devnet }) => {
  await openSwap(page, devnet);
  await chooseSwapToken(page, 'You pay', 'dUSDC');
  await chooseSwapToken(page, 'You receive', 'dDAI');
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill('5000');
  await expect(swapDialog(page).getByText(/^9\.\d+%$/)).toBeVisible();
  await swapDialog(page).getByRole('button', { name: 'Review swap' }).click();
  const preview = previewDialog(page);
  await expect(preview.getByRole('alert')).toContainText(/This trade moves the price by 9\.\d+%/);
  const swap = preview.getByRole('button', { name: 'Swap' });
  await expect(swap).toBeDisabled();
  await preview.getByRole('checkbox', { name: /I accept a price impact of 9\.\d+%/ }).check();
  await swap.click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => kinds(page)).toEqual(['swap', 'approve']);
});

test('the form says what is in the way: balance, an amount too small, a failing quotes route (and recovers), no route for the pair', async ({
  page,
  devnet,
}) => {
  await openSwap(page, devnet);
  const form = swapDialog(page);
  await chooseSwapToken(page, 'You pay', 'dDAI');
  await chooseSwapToken(page, 'You receive', 'dUSDC');
  const amount = form.getByRole('textbox', { name: 'You pay' });
  await amount.fill('100000000');
  await expect(form.getByRole('button', { name: 'Insufficient balance' })).toBeVisible();
  await amount.fill('0.000000000000000001');
  await expect(form.getByRole('alert')).toHaveText('Amount too small to swap');
  devnet.faults.add({ route: '/api/v1/convert/quotes', status: 400 });
  try {
    await amount.fill('1');
    await expect(form.getByRole('alert')).toHaveText('The quote could not be fetched');
  } finally {
    devnet.faults.clear();
  }
  // The service finds no route for the pair (the hosted refusal's wording).
  devnet.faults.add({ route: '/api/v1/convert/quotes', status: 400, reason: 'insufficient liquidity for this pair' });
  try {
    await amount.fill('3');
    await expect(form.getByRole('alert')).toHaveText('No route for this swap: not enough liquidity');
  } finally {
    devnet.faults.clear();
  }
  await amount.fill('2');
  await expect(form.getByText('Minimum received')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Review swap' })).toBeVisible();
});

test('an account holding dUSDC but no ETH is told it cannot pay the network fee', async ({ page, devnet }) => {
  // A fresh account of the Devnet Wallet (mnemonic index 19: never funded) receives dUSDC only.
  const owner = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 });
  const chain = {
    id: 31337,
    name: 'Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.urls.evm[31337]!] } },
  };
  const funder = createWalletClient({ account: owner, chain, transport: http(devnet.urls.evm[31337]) });
  const poor = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 19 }).address;
  await minedReceipt(
    chainClient(devnet),
    await funder.writeContract({
      address: devnet.contracts.dUSDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [poor, 50_000_000n],
    }),
  );
  expect(await chainClient(devnet).getBalance({ address: poor })).toBe(0n);

  await openDemo(page, devnet.urls.demo, { __devnetWalletConfig: { account: 19 } });
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click();
  await chooseSwapToken(page, 'You pay', 'dUSDC');
  await chooseSwapToken(page, 'You receive', 'dDAI');
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill('10');
  await expect(swapDialog(page).getByRole('alert')).toHaveText('Not enough ETH for the network fee');
  await expect(swapDialog(page).getByRole('button', { name: 'Not enough ETH for the network fee' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a swap at 0.01% slippage whose pool moved before the signature reverts and says so', async ({ page, devnet }) => {
  await openSwap(page, devnet, { autoApprove: false });
  await chooseSwapToken(page, 'You pay', 'ETH');
  await chooseSwapToken(page, 'You receive', 'dUSDC');
  const form = swapDialog(page);
  await form.getByRole('textbox', { name: 'Custom slippage (%)' }).fill('0.01');
  await form.getByRole('textbox', { name: 'You pay' }).fill('0.02');
  await expect(form.getByText('Minimum received')).toBeVisible();
  await form.getByRole('button', { name: 'Review swap' }).click();
  const preview = previewDialog(page);
  await preview.getByRole('button', { name: 'Swap' }).click();
  const prompt = page.getByRole('dialog', { name: /Devnet Wallet/ });
  await expect(prompt).toBeVisible();
  // Another trader buys dUSDC with ETH first: the pool pays less than the visitor's minimum.
  await movePool(devnet, '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(preview.getByRole('alert')).toContainText('The swap reverted', { timeout: 30_000 });
  await expect(preview.getByRole('alert')).toContainText('The price moved past your slippage');
  await expect.poll(() => kinds(page)).toEqual(['swap']);
});

test('a quote older than 30 s is fetched again before signing; one that worsened beyond the slippage asks again', async ({
  page,
  devnet,
}) => {
  await page.clock.install();
  await openSwap(page, devnet);
  await chooseSwapToken(page, 'You pay', 'ETH');
  await chooseSwapToken(page, 'You receive', 'dUSDC');
  const form = swapDialog(page);
  await form.getByRole('textbox', { name: 'Custom slippage (%)' }).fill('0.01');
  await form.getByRole('textbox', { name: 'You pay' }).fill('0.02');
  await expect(form.getByText('Minimum received')).toBeVisible();
  await form.getByRole('button', { name: 'Review swap' }).click();
  const preview = previewDialog(page);
  const seen = await preview.locator('dd').nth(1).textContent();
  // The pool moves against the visitor while the quote ages past 30 s.
  await movePool(devnet, '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
  await page.clock.fastForward('00:31');
  await preview.getByRole('button', { name: 'Swap' }).click();
  await expect(preview.getByRole('alert')).toHaveText('The price changed beyond your slippage. Check the new quote and swap again.');
  await expect(preview.locator('dd').nth(1)).not.toHaveText(seen ?? '');
  expect(await kinds(page)).toEqual([]);
  await preview.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => kinds(page)).toEqual(['swap']);
});
