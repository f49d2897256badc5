// Sessions survive a reload, and a visitor can be connected on eip155 and
// solana at once, against the devnet demo page and its two demo wallets.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { eventLog, openDemo, recordPageStart, walletModal } from './demo-page';

// Anvil account 0 has an identity on the devnet: the button shows its name.
const EVM_LABEL = /^Account alice\.wallet-modal\.eth/;
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

const accountButton = (page: Page, name: RegExp) => page.locator('wallet-modal').getByRole('button', { name });

let recorded: Awaited<ReturnType<typeof recordPageStart>>;

test.beforeEach(async ({ page, devnet }) => {
  recorded = await recordPageStart(page);
  await openDemo(page, devnet.urls.demo);
});

test('the Devnet Wallet session is restored after a reload without a prompt, and disconnect ends it', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: 'Devnet Wallet Installed' }).click();
  await page
    .getByRole('dialog', { name: /Devnet Wallet/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(accountButton(page, EVM_LABEL)).toBeVisible();
  await expect(eventLog(page, 'connect')).toContainText('"restored":true');
  await expect(eventLog(page, 'connect')).toContainText('"caipNetworkId":"eip155:31337"');
  expect(await recorded.walletCalls()).toContain('eth_accounts');
  expect(await recorded.walletCalls()).not.toContain('eth_requestAccounts');
  await expect(page.locator('[data-devnet-wallet-prompt]')).toHaveCount(0);

  await accountButton(page, EVM_LABEL).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(eventLog(page, 'disconnect')).toContainText('{"namespace":"eip155"}');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  // Nothing comes back: no restore started when the element did (it would have been `reconnecting`
  // then), and only a restore asks the wallet on load.
  await expect.poll(() => recorded.statusAtStart()).toBe('disconnected');
  await expect(eventLog(page, 'connect')).toHaveCount(0);
  expect(await recorded.walletCalls()).not.toContain('eth_accounts');
});

test('the Devnet Solana Wallet connects; connected on both namespaces, the visitor switches between them', async ({ page, devnet }) => {
  const { solana } = devnet;
  const solanaAddress = solana.keys[0]?.address ?? '';
  const solanaLabel = new RegExp(`^Account ${short(solanaAddress)}`);

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('button', { name: 'Devnet Wallet Installed' })).toBeVisible();
  await page.getByRole('button', { name: /^Devnet Solana Wallet/ }).click();
  await expect(page.getByText('Continue in Devnet Solana Wallet')).toBeVisible();
  await page
    .getByRole('dialog', { name: /Devnet Solana Wallet/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(short(solanaAddress));
  // The devnet funds the demo key with 100 SOL, read through the configured Solana RPC.
  await expect(accountButton(page, new RegExp(`^Account ${short(solanaAddress)} 100 SOL$`))).toBeVisible();
  const solanaConnect = eventLog(page, 'connect').filter({ hasText: '"namespace":"solana"' });
  await expect(solanaConnect).toContainText(`"caipAddress":"${solana.caipNetworkId}:${solanaAddress}"`);
  await expect(solanaConnect).toContainText(
    '"connector":{"id":"ws:Devnet Solana Wallet","name":"Devnet Solana Wallet","type":"announced"}',
  );

  // The host opens the modal for eip155: Connect lists the EVM wallets only.
  await walletModal(page).open({ namespace: 'eip155' });
  await expect(page.getByRole('button', { name: /^Devnet Solana Wallet/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Devnet Wallet Installed' }).click();
  await page
    .getByRole('dialog', { name: /Devnet Wallet/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(accountButton(page, EVM_LABEL)).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^Switch to .* ${short(solanaAddress)}$`) }).click();
  await expect(accountButton(page, solanaLabel)).toBeVisible();
  await expect(eventLog(page, 'networkchange').first()).toContainText(`"caipNetworkId":"${solana.caipNetworkId}"`);
  await page.getByRole('button', { name: /^Switch to Devnet A 0xf39F…2266$/ }).click();
  await expect(accountButton(page, EVM_LABEL)).toBeVisible();
  await expect(eventLog(page, 'networkchange').first()).toContainText('"caipNetworkId":"eip155:31337"');

  // Both come back after a reload, silently.
  await page.reload();
  await expect(accountButton(page, EVM_LABEL)).toBeVisible();
  await expect(eventLog(page, 'connect').filter({ hasText: '"restored":true' })).toHaveCount(2);
  await expect(page.locator('[data-devnet-wallet-prompt]')).toHaveCount(0);
});
