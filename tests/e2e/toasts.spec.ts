// Transaction toasts on the devnet, with anvil's automine off so a transaction stays pending: a send's
// toast shows pending with the modal closed, comes back after a reload and says confirmed once the block
// is mined; a host's own transaction (addTransaction) sped up in its wallet says replaced, and its
// dUSDC transfer past its balance, reverted on anvil, says failed with the token's reason; the toasts
// are axe-clean in dark, light and Arabic, wait while focus is in them, and leave by keyboard.
import type { Page } from '@playwright/test';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseGwei,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, openDemo, transactionLog, walletModal } from './demo-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const CHAIN = 'eip155:31337';
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const toast = (page: Page) => page.locator('wallet-modal [part="toast"]');
const accountButton = (page: Page) => page.locator('wallet-modal [part="account-button"]');

const chainOf = (devnet: Devnet) => ({
  id: 31337,
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnet.urls.evm[31337]!] } },
});

/** Runs `steps` with anvil's automine off (transactions wait for `mine()`), and turns it back on. */
async function withoutAutomine(devnet: Devnet, steps: (mine: () => Promise<unknown>) => Promise<void>) {
  const rpc = (method: string, params: unknown[] = []) =>
    fetch(devnet.urls.evm[31337]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  await rpc('evm_setAutomine', [false]);
  try {
    await steps(() => rpc('evm_mine'));
  } finally {
    await rpc('evm_setAutomine', [true]);
  }
}

test('a send: its toast is pending with the modal closed, comes back after a reload, and says confirmed once mined', async ({
  page,
  devnet,
}) => {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Send' }).click();
  const form = page.getByRole('dialog', { name: 'Send' });
  await form.getByLabel('Amount').fill('0.01');
  const receiver = privateKeyToAddress(generatePrivateKey());
  await form.getByLabel('To').fill(receiver);
  await form.getByRole('button', { name: 'Preview Send' }).click();
  const preview = page.getByRole('dialog', { name: 'Review send' });
  await expect(preview.getByText(/^[\d.,]+ ETH$/)).toBeVisible();
  await withoutAutomine(devnet, async (mine) => {
    await preview.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page)).toHaveAttribute('data-status', 'pending');
    await expect(toast(page)).toContainText(`Sending 0.01 ETH to ${receiver.slice(0, 6)}`);
    await expect(accountButton(page)).toContainText('1 transaction pending');
    // In the viewport's bottom-end corner, though the demo's sticky header (the element's parent) has a backdrop
    // filter, which would hold a fixed region inside the header: the region is in the top layer.
    const box = await toast(page).boundingBox();
    const viewport = page.viewportSize()!;
    for (const gap of [viewport.height - box!.y - box!.height, viewport.width - box!.x - box!.width]) {
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(32);
    }

    await page.reload();
    await expect(toast(page)).toHaveAttribute('data-status', 'pending');
    await mine();
    await expect(toast(page)).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 });
    await expect(toast(page)).toContainText('Confirmed');
    await expect(accountButton(page)).not.toContainText('pending');
    await expect(transactionLog(page, 'confirmed')).toHaveCount(1);
  });
});

/** The host's `addTransaction`, called in the page. */
const addTransaction = (page: Page, input: { hash: Hex; caipNetworkId: string; description: string }) =>
  page.evaluate(
    (value) => (document.querySelector('wallet-modal') as HTMLElement & { addTransaction(input: object): void }).addTransaction(value),
    input,
  );

test('a host’s own transactions (addTransaction): sped up in its wallet → replaced; a reverted token transfer → failed with the reason; axe-clean, paused on focus, dismissed by keyboard', async ({
  page,
  devnet,
}) => {
  const chain = chainOf(devnet);
  const client = createPublicClient({ chain, transport: http(devnet.urls.evm[31337]) });
  const sender = privateKeyToAccount(generatePrivateKey());
  const funder = createWalletClient({
    account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 }),
    chain,
    transport: http(devnet.urls.evm[31337]),
  });
  await minedReceipt(client, await funder.sendTransaction({ to: sender.address, value: parseEther('1') }));
  const host = createWalletClient({ account: sender, chain, transport: http(devnet.urls.evm[31337]) });
  // The page's clock runs as the real one until the test moves it on: an ended toast's countdown, without a wait.
  await page.clock.install();
  await openDemo(page, devnet.urls.demo);
  const to = privateKeyToAddress(generatePrivateKey()) as Address;
  await withoutAutomine(devnet, async (mine) => {
    const fees = (gwei: string) => ({ maxFeePerGas: parseGwei(gwei), maxPriorityFeePerGas: parseGwei(gwei) });
    const slow = await host.sendTransaction({ to, value: 1n, nonce: 0, gas: 21_000n, ...fees('2') });
    await addTransaction(page, { hash: slow, caipNetworkId: CHAIN, description: 'Minting 1 ticket' });
    await expect(toast(page)).toHaveAttribute('data-status', 'pending');
    await expect(toast(page)).toContainText('Minting 1 ticket');
    // The poller reads the nonce slot while the node has the transaction (stored with it): a node drops a replaced
    // one, so a speed-up before that first look cannot be told from a transaction still on its way (as with viem).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wallet-modal:transactions:pending'))).toContain('"nonce":0');
    // The wallet's speed-up: the same nonce, a higher fee.
    const fast: Hex = await host.sendTransaction({ to, value: 1n, nonce: 0, gas: 21_000n, ...fees('4') });
    await mine();
    await minedReceipt(client, fast);
    await expect(toast(page)).toHaveAttribute('data-status', 'replaced', { timeout: 15_000 });
    await expect(toast(page)).toContainText('Replaced');
    await expect(transactionLog(page, 'replaced')).toContainText(slow);
  });
  // Focus in the region: the ended toasts wait, however long, for as long as it stays there.
  await toast(page).focus();

  // 1 dUSDC from an account that has none: with its gas given (no estimate to refuse it), anvil mines it reverted.
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1_000_000n] });
  const reverted = await host.sendTransaction({ to: devnet.evm.contracts.dUSDC, data: transfer, gas: 100_000n });
  expect((await minedReceipt(client, reverted)).status).toBe('reverted');
  await addTransaction(page, { hash: reverted, caipNetworkId: CHAIN, description: 'Paying 1 dUSDC' });
  const failed = toast(page).and(page.locator('[data-status="failed"]'));
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('Paying 1 dUSDC');
  await expect(failed).toContainText('Reason: ERC20InsufficientBalance');
  await expect(transactionLog(page, 'failed')).toContainText(reverted);
  await expect(transactionLog(page, 'failed')).toContainText('"reason":"ERC20InsufficientBalance"');
  await page.clock.fastForward(60_000);
  await expect(toast(page)).toHaveCount(2);

  for (const [theme, lang] of [
    ['dark', 'en'],
    ['light', 'en'],
    ['light', 'ar'],
  ] as const) {
    await walletModal(page).setAttribute('theme', theme);
    await walletModal(page).setAttribute('lang', lang);
    if (lang === 'ar') await expect(failed).toContainText('فشلت');
    expect(await axeViolations(page), `${theme}, ${lang}`).toEqual([]);
  }

  // The keyboard: Tab from the account button reaches the newest toast; Escape dismisses it and focus moves to the
  // next; Tab reaches its dismiss button, Enter dismisses it, and focus goes back to the account button.
  await accountButton(page).focus();
  await page.keyboard.press('Tab');
  await expect(failed).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toHaveAttribute('data-status', 'replaced');
  await expect(toast(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast(page).getByRole('button', { name: 'إغلاق' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toHaveCount(0);
  await expect(accountButton(page)).toBeFocused();
});
