// Activity on the devnet, as a visitor uses it: the history the stand-in indexes from anvil, paged
// by scrolling through 300 generated transactions (rendered virtually), a spam-only airdrop hidden
// and a mixed one kept, a failing history route (fault injection) emptied and recovered by Retry,
// a Solana send from the sender's side, and Activity's code requested only once the visitor opens it.
import type { Page } from '@playwright/test';
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { createPublicClient, createWalletClient, erc20Abi, http, type Abi, type Address, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { shortenAddress } from '../../src/react/ui/format';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, openDemo } from './demo-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** Fresh accounts of the Devnet Wallet (no funds, no history, untouched by other specs): one per test. */
const PAGING_ACCOUNT = 15;
const SPAM_ACCOUNT = 16;
const FAULT_ACCOUNT = 17;
const HISTORY_ROUTE = '/api/v1/account/*/history';
const ACTIVITY_CHUNK = /\/chunks\/activity-views-[\w-]+\.js$/;

const addressOf = (index: number) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address;
const activityDialog = (page: Page) => page.getByRole('dialog', { name: 'Activity' });
const rows = (page: Page) => activityDialog(page).locator('.wm-activity-row');

async function openActivity(page: Page, devnet: Devnet, account: number) {
  await openDemo(page, devnet.urls.demo, { __devnetWalletConfig: { account } });
  await connectDevnetWallet(page, { autoApprove: true });
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Activity' }).click();
}

/** The last row rendered: its position in the list, and the list's size once the last page is in (-1 before). */
function lastRow(page: Page) {
  return activityDialog(page)
    .locator('.wm-activity-item')
    .evaluateAll((items) => {
      const last = items.reduce<Element | undefined>(
        (best, item) => (!best || Number(item.getAttribute('aria-posinset')) > Number(best.getAttribute('aria-posinset')) ? item : best),
        undefined,
      );
      return { position: Number(last?.getAttribute('aria-posinset')), size: Number(last?.getAttribute('aria-setsize')) };
    });
}

test('Activity pages through 300 generated transactions by scrolling, newest first, rendering only what is in view', async ({
  page,
  devnet,
}) => {
  const owner = addressOf(PAGING_ACCOUNT);
  await devnet.generateHistory({ address: owner, count: 300 });
  devnet.faults.resetRequests();
  await openActivity(page, devnet, PAGING_ACCOUNT);

  // Newest first: the generator ends on a dUSDC transfer and starts with 0.001 ETH.
  await expect(rows(page).first()).toContainText(/Received.*\+1 dUSDC/);
  await expect(activityDialog(page).getByRole('heading', { name: 'Today' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await activityDialog(page).getByRole('region', { name: 'Transactions' }).hover();
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1500);
        return lastRow(page);
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toEqual({ position: 300, size: 300 });
  await expect(rows(page).last()).toContainText(/Received.*\+0\.001 ETH/);
  // Virtual: a few dozen rows in the page at any time, not 300.
  expect(await rows(page).count()).toBeLessThan(40);
  // Each of the 15 pages was asked for once.
  expect(devnet.faults.requests(HISTORY_ROUTE).total).toBe(15);
});

test('Activity hides a spam-only airdrop and keeps a mixed one with its real transfer', async ({ page, devnet }) => {
  const receiver = addressOf(SPAM_ACCOUNT);
  const spammer = devnet.evm.holders[9] as Address;
  const url = devnet.urls.evm[31337] ?? '';
  const chain = {
    id: 31337,
    name: 'Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  };
  const wallet = createWalletClient({ account: spammer, chain, transport: http(url) });
  const client = createPublicClient({ chain, transport: http(url) });
  const { spamNft, dUSDC } = devnet.contracts;
  const abi = devnet.evm.artifacts.AirdropNft?.abi as Abi;
  const mined = async (hash: Hash) => expect((await minedReceipt(client, hash)).status).toBe('success');
  await mined(await wallet.writeContract({ address: spamNft, abi, functionName: 'airdrop', args: [[receiver]] }));
  await mined(await wallet.writeContract({ address: dUSDC, abi: erc20Abi, functionName: 'approve', args: [spamNft, 250_000n] }));
  await mined(await wallet.writeContract({ address: spamNft, abi, functionName: 'airdropWithTip', args: [dUSDC, 250_000n, [receiver]] }));

  await openActivity(page, devnet, SPAM_ACCOUNT);
  // The receiver's whole history is the two airdrops: the spam-only one is hidden.
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Minted from ${shortenAddress(spammer.toLowerCase())}`);
  await expect(rows(page).first()).toContainText('+0.25 dUSDC');
  await expect(activityDialog(page)).not.toContainText('Free Airdrop NFT');

  // Its details, opened from the keyboard: the real transfer only, the hash in full.
  await rows(page).first().focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Transaction' });
  await expect(details).toContainText('Confirmed');
  await expect(details).toContainText('+0.25 dUSDC');
  await expect(details).not.toContainText('Free Airdrop NFT');
  expect(await axeViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Back' }).click();
  await expect(rows(page)).toHaveCount(1);
  // The list scrolls from the keyboard too: it is a focusable region.
  await expect(activityDialog(page).getByRole('region', { name: 'Transactions' })).toHaveAttribute('tabindex', '0');
});

test('a failing history route empties the list and says so; Retry recovers', async ({ page, devnet }) => {
  await devnet.generateHistory({ address: addressOf(FAULT_ACCOUNT), count: 4 });
  const fault = devnet.faults.add({ route: HISTORY_ROUTE, status: 400 });
  try {
    await openActivity(page, devnet, FAULT_ACCOUNT);
    const alert = activityDialog(page).getByRole('alert');
    await expect(alert).toContainText('Failed to fetch transactions');
    await expect(rows(page)).toHaveCount(0);
    expect(devnet.faults.list().find((entry) => entry.id === fault.id)?.hits).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    devnet.faults.clear();
  }
  await activityDialog(page).getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(activityDialog(page).getByRole('alert')).toHaveCount(0);
});

test("Activity's chunk is requested only when the visitor opens Activity, once", async ({ page, devnet }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page);
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  expect(requested.filter((url) => ACTIVITY_CHUNK.test(url))).toEqual([]);

  const chunk = page.waitForRequest(ACTIVITY_CHUNK, { timeout: 10_000 });
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Activity' }).click();
  await chunk;
  await expect(rows(page).first()).toBeVisible();

  await activityDialog(page).getByRole('button', { name: 'Back' }).click();
  await account.getByRole('button', { name: 'Activity' }).click();
  await expect(rows(page).first()).toBeVisible();
  expect(requested.filter((url) => ACTIVITY_CHUNK.test(url))).toHaveLength(1);
});

test('on Solana, Activity lists the account’s SOL send from the shim, to the receiver', async ({ page, devnet }) => {
  const { solana } = devnet;
  const rpc = createSolanaRpc(solana.rpcUrl);
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(solana.wsUrl) });
  const sender = await createKeyPairSignerFromBytes(new Uint8Array(solana.keys[1]!.secretKey));
  const receiver = (await generateKeyPairSigner()).address;
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(sender, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: sender, destination: receiver, amount: 20_000_000n })],
        draft,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  await sendAndConfirm(signed as Parameters<typeof sendAndConfirm>[0], { commitment: 'confirmed' });

  await openDemo(page, devnet.urls.demo, { __devnetSolanaWalletConfig: { secretKey: solana.keys[1]!.secretKey, autoApprove: true } });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Solana Wallet/ }).click();
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Activity' }).click();
  await expect(rows(page).first()).toContainText(`Sent to ${shortenAddress(receiver)}`);
  await expect(rows(page).first()).toContainText('−0.02 SOL');
  // Only the Solana network's transactions: none of the EVM chains' shows here.
  await expect(activityDialog(page)).not.toContainText('ETH');
});
