// A hostile swap service (issue 25), through the devnet's fault layer: build-approve answers with an approval
// to a foreign spender, then with an unlimited approval to the real router; build-transaction with a token
// transfer disguised as a swap, and a native "swap" to an account that is no router. Each time the preview
// says the service's answer does not match the swap, the host hears `error`, the Devnet Wallet is never asked
// to send, and on anvil the visitor's nonce, allowance and balances are unchanged. The form keeps its input.
// A call to the router's 1inch-shaped entry (what the service builds) is read: no minimum out, or the output to
// someone else, is refused before anything is simulated. Router calls the product cannot read (the output paid to
// someone else; no minimum out while the pool has moved) are refused by the on-chain simulation; an RPC without
// eth_simulateV1 asks the visitor.
import type { Page } from '@playwright/test';
import { createPublicClient, encodeFunctionData, erc20Abi, http, type Address } from 'viem';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect } from './fixtures';
import { connectDevnetWallet, devnetWallet, eventLog, openDemo, recordPageStart, walletModal, transactionLog } from './demo-page';
import { chooseSwapToken, movePool, ONE_INCH_SWAP_ABI, ROUTER_SWAP_ABI, swapDialog } from './swap-page';

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MALLORY: Address = '0x000000000000000000000000000000000badbeef';
const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const CHAIN = 'eip155:31337';
const MAX_UINT256 = 2n ** 256n - 1n;
/** Anvil account 5: a trader who moves the pool. */
const TRADER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';

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

/** Opens Swap with `pay` → `receive` for `amount`, then the preview; `rpcUrl` replaces the network's RPC. */
async function reviewSwap(page: Page, devnet: Devnet, pay: string, receive: string, amount: string, rpcUrl?: string) {
  await openDemo(page, devnet.urls.demo);
  if (rpcUrl) await walletModal(page).setAttribute('rpc-urls', `${CHAIN}=${rpcUrl}`);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click();
  await chooseSwapToken(page, 'You pay', pay);
  await chooseSwapToken(page, 'You receive', receive);
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill(amount);
  await swapDialog(page).getByRole('button', { name: 'Review swap' }).click();
  await expect(previewDialog(page)).toContainText(`${amount} ${pay}`);
}

const BUILD_TRANSACTION = '/api/v1/convert/build-transaction';

/** The page recorded from its start, anvil's state before, and the preview of 0.01 ETH → dUSDC. */
async function reviewEthSwap(page: Page, devnet: Devnet) {
  const recording = await recordPageStart(page);
  const before = await chainState(devnet);
  await reviewSwap(page, devnet, 'ETH', 'dUSDC', '0.01');
  return { recording, before };
}

/** Nothing reached the wallet or the chain: no eth_sendTransaction, no `transaction` event, anvil's state as `before`. */
async function expectNothingSent(
  page: Page,
  devnet: Devnet,
  recording: Awaited<ReturnType<typeof recordPageStart>>,
  before: Awaited<ReturnType<typeof chainState>>,
) {
  expect(await recording.walletCalls()).not.toContain('eth_sendTransaction');
  await expect(transactionLog(page)).toHaveCount(0);
  expect(await chainState(devnet)).toEqual(before);
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

  await expectNothingSent(page, devnet, recording, before);
  // The form keeps what the visitor entered.
  await previewDialog(page).getByRole('button', { name: 'Edit' }).click();
  await expect(swapDialog(page).getByRole('textbox', { name: 'You pay' })).toHaveValue('10');
});

test('swap transactions that call no listed router are refused before the wallet is asked; the honest swap then goes through', async ({
  page,
  devnet,
}) => {
  const { recording, before } = await reviewEthSwap(page, devnet);
  const message = 'The swap service returned a transaction that does not match your swap';
  const route = BUILD_TRANSACTION;
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [MALLORY, 10n ** 18n] });
  const routerCall = encodeFunctionData({
    abi: ROUTER_SWAP_ABI,
    functionName: 'swap',
    args: [NATIVE, devnet.contracts.dUSDC, 10n ** 16n, 1n, ALICE],
  });
  // A token transfer disguised as a swap, and a native "swap" whose value goes to an account.
  await expectRefused(page, devnet, { route, method: 'POST', body: swapBody(devnet.contracts.dUSDC, transfer) }, message);
  await expectRefused(page, devnet, { route, method: 'POST', body: swapBody(MALLORY, routerCall) }, message);

  await expectNothingSent(page, devnet, recording, before);

  // With the service honest again, Retry swaps.
  await previewDialog(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect(transactionLog(page)).toHaveCount(1);
  expect(await recording.walletCalls()).toContain('eth_sendTransaction');
});

test('a router call that promises less than the preview is refused before the wallet is asked: no minimum out on an unmoved pool, the output to someone else', async ({
  page,
  devnet,
}) => {
  const { recording, before } = await reviewEthSwap(page, devnet);
  const message = 'The swap service returned a transaction that does not match your swap';
  const route = BUILD_TRANSACTION;
  const routerCall = (minReturnAmount: bigint, dstReceiver: Address) =>
    swapBody(
      devnet.contracts.router,
      encodeFunctionData({
        abi: ONE_INCH_SWAP_ABI,
        functionName: 'swap',
        args: [
          devnet.contracts.router,
          {
            srcToken: NATIVE,
            dstToken: devnet.contracts.dUSDC,
            srcReceiver: devnet.contracts.router,
            dstReceiver,
            amount: 10n ** 16n,
            minReturnAmount,
            flags: 0n,
          },
          '0x',
        ],
      }),
    );
  // On this pool, with no minimum, the call would pay what the preview shows today: only reading it tells.
  await expectRefused(page, devnet, { route, method: 'POST', body: routerCall(0n, ALICE) }, message);
  await expectRefused(page, devnet, { route, method: 'POST', body: routerCall(1n, MALLORY) }, message);

  await expectNothingSent(page, devnet, recording, before);
  // The service's honest build (its 1inch-shaped call, read and simulated) swaps.
  await previewDialog(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect(transactionLog(page)).toHaveCount(1);
});

test('router calls whose outcome is not the preview are refused on-chain: output to someone else, no minimum once the pool moved', async ({
  page,
  devnet,
}) => {
  const { recording, before } = await reviewEthSwap(page, devnet);
  const message = 'Checked on-chain, the swap service’s transaction does not do what this preview shows';
  const route = BUILD_TRANSACTION;
  const routerCall = (minimum: bigint, to: Address) =>
    swapBody(
      devnet.contracts.router,
      encodeFunctionData({ abi: ROUTER_SWAP_ABI, functionName: 'swap', args: [NATIVE, devnet.contracts.dUSDC, 10n ** 16n, minimum, to] }),
    );
  // The router, the right amount, a fair minimum: but the dUSDC goes to Mallory.
  await expectRefused(page, devnet, { route, method: 'POST', body: routerCall(1n, MALLORY) }, message);
  // No minimum out, signed after a trader moved the pool: it would pay far less than the preview's minimum.
  await movePool(devnet, TRADER_KEY);
  await expectRefused(page, devnet, { route, method: 'POST', body: routerCall(0n, ALICE) }, message);

  await expectNothingSent(page, devnet, recording, before);

  // The honest swap at the new price: checked on-chain before the wallet asks, then sent.
  await previewDialog(page).getByRole('button', { name: 'Edit' }).click();
  await expect(swapDialog(page).getByRole('textbox', { name: 'You pay' })).toHaveValue('0.01');
  // Another amount: a quote at the pool's new price.
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill('0.02');
  await swapDialog(page).getByRole('button', { name: 'Review swap' }).click();
  await devnetWallet(page).setAutoApprove(false);
  await previewDialog(page).getByRole('button', { name: 'Swap' }).click();
  const prompt = page.getByRole('dialog', { name: /Devnet Wallet/ });
  await expect(prompt).toBeVisible();
  await expect(previewDialog(page).getByRole('status').filter({ hasText: 'checked on-chain' })).toContainText(
    /You receive at least [\d.,]+ dUSDC/,
  );
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect(transactionLog(page)).toHaveCount(1);
});

test('an RPC without eth_simulateV1: the preview says the swap could not be checked, and swaps once the visitor confirms', async ({
  page,
  devnet,
}) => {
  const recording = await recordPageStart(page);
  // The network's RPC through the devnet's service proxy, where the fault layer refuses the method.
  devnet.faults.add({ route: '/api/v1', rpcMethod: 'eth_simulateV1' });
  const usdcBefore = (await chainState(devnet))[3];
  await reviewSwap(page, devnet, 'ETH', 'dUSDC', '0.01', `${devnet.urls.api}/v1?chainId=${CHAIN}`);
  const preview = previewDialog(page);
  await preview.getByRole('button', { name: 'Swap' }).click();
  await expect(preview.getByRole('alert')).toContainText('This swap could not be checked');
  const confirm = preview.getByRole('checkbox', { name: 'Swap without the on-chain check' });
  await expect(confirm).not.toBeChecked();
  await expect(preview.getByRole('button', { name: 'Swap' })).toBeDisabled();
  expect(await recording.walletCalls()).not.toContain('eth_sendTransaction');
  expect(devnet.faults.list()[0]?.hits).toBeGreaterThan(0);

  await confirm.check();
  await preview.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect(transactionLog(page)).toHaveCount(1);
  expect((await chainState(devnet))[3]).toBeGreaterThan(usdcBefore);
});
