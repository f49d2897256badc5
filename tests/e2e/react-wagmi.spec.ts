// The React + wagmi example host on the devnet (demo/examples/react-wagmi), driven as its visitor:
// wagmi's connect opens the modal, the Devnet Wallet connects, and wagmi's own hooks show the
// account; wagmi's useSendTransaction sends 0.01 ETH through the modal's wallet (anvil's balance is
// the truth; the modal's toast follows it); the wallet switching account reaches wagmi and the modal together; wagmi's
// switchChain moves the modal; a reload reconnects wagmi with no prompt; disconnecting in wagmi
// ends the modal's session and the reverse.
import type { Page } from '@playwright/test';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { test, expect } from './fixtures';
import { devnetWallet, type WalletModalHost } from './demo-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const exampleUrl = (demo: string) => `${new URL(demo).origin}/demo/examples/react-wagmi/index.html`;
const wagmiAddress = (page: Page) => page.getByTestId('wagmi-address');
const modalState = (page: Page) => page.evaluate(() => document.querySelector<WalletModalHost>('wallet-modal')!.state);

test('a React + wagmi app connects, sends, follows the wallet and switches network through the modal', async ({ page, devnet }) => {
  test.setTimeout(90_000);
  await page.goto(exampleUrl(devnet.urls.demo));
  await devnetWallet(page).setAutoApprove(true);
  await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi: disconnected');

  // wagmi's connect opens the modal; the visitor picks the browser wallet there.
  await page.getByRole('button', { name: 'Connect with wagmi' }).click();
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi: connected');
  const first = (await modalState(page)).address!;
  await expect(wagmiAddress(page)).toHaveText(first);
  await expect(page.getByTestId('wagmi-chain')).toHaveText('31337');
  await page.keyboard.press('Escape');

  // wagmi's useSendTransaction, through the modal's wallet.
  const receiver = privateKeyToAddress(generatePrivateKey());
  await page.getByLabel('Send 0.01 ETH to').fill(receiver);
  await page.getByRole('button', { name: 'Send with wagmi' }).click();
  const hash = (await page.getByTestId('wagmi-hash').textContent({ timeout: 20_000 })) as `0x${string}`;
  const client = createPublicClient({ transport: http(devnet.urls.evm[31337]) });
  expect((await minedReceipt(client, hash)).status).toBe('success');
  expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'));
  // The connector hands wagmi's send to the modal: its toast follows it to confirmed.
  const toast = page.locator('wallet-modal [part="toast"]');
  await expect(toast).toHaveAttribute('data-status', 'confirmed');
  await expect(toast).toContainText(hash.slice(0, 6));

  // The wallet moves to another account: wagmi and the modal show it together.
  await devnetWallet(page).switchAccount(1);
  await expect(wagmiAddress(page)).not.toHaveText(first);
  expect((await modalState(page)).address).toBe(await wagmiAddress(page).textContent());

  // wagmi's switchChain moves the modal.
  await page.getByRole('button', { name: 'Switch to Devnet B' }).click();
  await expect(page.getByTestId('wagmi-chain')).toHaveText('31338');
  await expect.poll(async () => (await modalState(page)).network?.caipNetworkId).toBe('eip155:31338');

  // A reload: wagmi reconnects through the modal's restored session, no prompt (the devnet wallet starts again on
  // its first account: both show the one it has).
  await page.reload();
  await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi: connected', { timeout: 20_000 });
  await expect.poll(async () => (await modalState(page)).status).toBe('connected');
  await expect(wagmiAddress(page)).toHaveText((await modalState(page)).address!);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Disconnect in wagmi: the modal's button says Connect Wallet.
  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi: disconnected');

  // And the reverse: connected again from the modal's own button, disconnected there, wagmi follows both ways.
  await devnetWallet(page).setAutoApprove(true);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi: connected');
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi: disconnected');
});

test("the example's bundle (wallet-modal's bundler build, split by the host's esbuild) warms the modal from its own chunks once the page is idle: nothing preloaded, no file missing", async ({
  page,
  devnet,
}) => {
  const responses: { path: string; status: number }[] = [];
  page.on('response', (response) => responses.push({ path: new URL(response.url()).pathname, status: response.status() }));
  await page.goto(exampleUrl(devnet.urls.demo));
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect.poll(() => responses.some(({ path }) => path.startsWith('/examples/react-wagmi/chunks/mount-'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(responses.filter(({ status }) => status >= 400)).toEqual([]);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  expect(responses.filter(({ path }) => path.startsWith('/api') || path.startsWith('/registry'))).toEqual([]);
  expect(await page.locator('wallet-modal-dialog').count()).toBe(0);
});
