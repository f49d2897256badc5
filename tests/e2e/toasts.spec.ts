// Transaction toasts on the devnet, with anvil's automine off so a transaction stays pending: a send's
// toast shows pending with the modal closed, comes back after a reload and says confirmed once the block
// is mined; a host's own transaction (addTransaction) sped up in its wallet says replaced.
import type { Page } from '@playwright/test';
import { createPublicClient, createWalletClient, http, parseEther, parseGwei, type Address, type Hex } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect } from './fixtures';
import { connectDevnetWallet, openDemo, transactionLog } from './demo-page';

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

    await page.reload();
    await expect(toast(page)).toHaveAttribute('data-status', 'pending');
    await mine();
    await expect(toast(page)).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 });
    await expect(toast(page)).toContainText('Confirmed');
    await expect(accountButton(page)).not.toContainText('pending');
    await expect(transactionLog(page, 'confirmed')).toHaveCount(1);
  });
});

test('a host’s own transaction (addTransaction), sped up in its wallet: pending, then replaced', async ({ page, devnet }) => {
  const chain = chainOf(devnet);
  const client = createPublicClient({ chain, transport: http(devnet.urls.evm[31337]) });
  const sender = privateKeyToAccount(generatePrivateKey());
  const funder = createWalletClient({
    account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 }),
    chain,
    transport: http(devnet.urls.evm[31337]),
  });
  await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: sender.address, value: parseEther('1') }) });
  const host = createWalletClient({ account: sender, chain, transport: http(devnet.urls.evm[31337]) });
  await openDemo(page, devnet.urls.demo);
  await withoutAutomine(devnet, async (mine) => {
    const to = privateKeyToAddress(generatePrivateKey()) as Address;
    const fees = (gwei: string) => ({ maxFeePerGas: parseGwei(gwei), maxPriorityFeePerGas: parseGwei(gwei) });
    const slow = await host.sendTransaction({ to, value: 1n, nonce: 0, gas: 21_000n, ...fees('2') });
    await page.evaluate(
      ([hash, caipNetworkId]) =>
        (document.querySelector('wallet-modal') as HTMLElement & { addTransaction(input: object): void }).addTransaction({
          hash,
          caipNetworkId,
          description: 'Minting 1 ticket',
        }),
      [slow, CHAIN] as const,
    );
    await expect(toast(page)).toHaveAttribute('data-status', 'pending');
    await expect(toast(page)).toContainText('Minting 1 ticket');
    // The poller reads the nonce slot while the node has the transaction (stored with it): a node drops a replaced
    // one, so a speed-up before that first look cannot be told from a transaction still on its way (as with viem).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wallet-modal:transactions:pending'))).toContain('"nonce":0');
    // The wallet's speed-up: the same nonce, a higher fee.
    const fast: Hex = await host.sendTransaction({ to, value: 1n, nonce: 0, gas: 21_000n, ...fees('4') });
    await mine();
    await client.waitForTransactionReceipt({ hash: fast });
    await expect(toast(page)).toHaveAttribute('data-status', 'replaced', { timeout: 15_000 });
    await expect(toast(page)).toContainText('Replaced');
    await expect(transactionLog(page, 'replaced')).toContainText(slow);
  });
});
