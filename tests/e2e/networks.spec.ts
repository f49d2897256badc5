// Networks against the devnet and the demo wallets: switching 31337 ↔ 31338 (and
// adding 31338 to a wallet that forgot it), UnsupportedChain when the wallet moves
// to a network the page does not configure, and SwitchActiveChain to Solana.
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, devnetSolanaWallet, devnetWallet, eventLog, openDemo, walletModal } from './demo-page';

const networkList = (page: Page) => page.getByRole('list', { name: 'Networks' });
const networkButton = (page: Page, name: string) => networkList(page).getByRole('button', { name: new RegExp(`^${name}`) });
// The visitor's way in: the network button on Account.
const openNetworks = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: /^Network: / })
    .click();

const connectAutoApproving = (page: Page) => connectDevnetWallet(page, { autoApprove: true });

test.beforeEach(async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
});

test('switches 31337 → 31338 → 31337 through the Networks view; the host hears networkchange each time', async ({ page, devnet }) => {
  await connectAutoApproving(page);
  // Names and icons are the demo page's own definitions of the devnet chains (its `config`).
  const devnetAIcon = `${devnet.urls.registry}/public/getAssetImage/31337`;
  // Account's network button carries the network's icon.
  const accountNetwork = page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: /^Network: Devnet A/ });
  await expect(accountNetwork.locator('img')).toHaveAttribute('src', devnetAIcon);
  await openNetworks(page);
  await expect(networkButton(page, 'Devnet A')).toHaveAttribute('aria-current', 'true');
  await expect(networkButton(page, 'Devnet B')).not.toHaveAttribute('aria-current', /.*/);
  await expect(networkButton(page, 'Devnet A').locator('img')).toHaveAttribute('src', devnetAIcon);
  expect(await axeViolations(page)).toEqual([]);

  await networkButton(page, 'Devnet B').click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect(eventLog(page, 'networkchange').first()).toContainText('{"caipNetworkId":"eip155:31338","namespace":"eip155"}');
  expect(await devnetWallet(page).chainId()).toBe(31338);

  await openNetworks(page);
  await expect(networkButton(page, 'Devnet B')).toHaveAttribute('aria-current', 'true');
  // Keyboard: Tab reaches the list's buttons, Enter chooses.
  await networkButton(page, 'Devnet B').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(networkButton(page, 'Devnet A')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect(eventLog(page, 'networkchange').first()).toContainText('{"caipNetworkId":"eip155:31337","namespace":"eip155"}');
  expect(await devnetWallet(page).chainId()).toBe(31337);
});

test('a wallet that forgot Devnet B is asked to add it (its prompt), and the modal ends on 31338', async ({ page }) => {
  await connectAutoApproving(page);
  await devnetWallet(page).forgetChain(31338);
  expect(await devnetWallet(page).knownChains()).not.toContain(31338);
  await devnetWallet(page).setAutoApprove(false);
  await openNetworks(page);
  await networkButton(page, 'Devnet B').click();

  await expect(page.getByRole('dialog', { name: 'Switch Network' }).getByRole('status')).toContainText('Approve in your wallet');
  const prompt = page.getByRole('dialog', { name: /Devnet Wallet/ });
  await expect(prompt).toContainText('add a network and switch to it');
  await expect(prompt).toContainText('Devnet B');
  await prompt.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect(eventLog(page, 'networkchange').first()).toContainText('{"caipNetworkId":"eip155:31338","namespace":"eip155"}');
  expect(await devnetWallet(page).knownChains()).toContain(31338);
  expect(await devnetWallet(page).chainId()).toBe(31338);
});

test('the wallet moving to a chain the page does not configure opens UnsupportedChain; close shakes for 500 ms and it stays open', async ({
  page,
}) => {
  await page.clock.install();
  await walletModal(page).setAttribute('networks', 'eip155:31337');
  await connectAutoApproving(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await devnetWallet(page).switchChain(31338);
  const dialog = page.getByRole('dialog', { name: 'Switch Network' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your wallet is on a network this site does not support');
  await expect(eventLog(page, 'networkchange').first()).toContainText('{"caipNetworkId":"eip155:31338","namespace":"eip155"}');
  await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.clock.pauseAt(Date.now() + 60_000);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveClass(/wm-shake/);
  await page.clock.runFor(490);
  await expect(dialog).toHaveClass(/wm-shake/);
  await page.clock.runFor(20);
  await expect(dialog).not.toHaveClass(/wm-shake/);
  await expect(dialog).toBeVisible();
  await page.clock.resume();

  // Choosing the supported network switches the wallet back; the view leaves to Account.
  await networkButton(page, 'Devnet A').click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect(eventLog(page, 'networkchange').first()).toContainText('{"caipNetworkId":"eip155:31337","namespace":"eip155"}');
});

test('switching to Solana while connected on EVM asks to confirm, then Connect offers the Solana wallet', async ({ page, devnet }) => {
  await connectAutoApproving(page);
  await devnetSolanaWallet(page).setAutoApprove(true);
  await openNetworks(page);
  await networkButton(page, 'Solana').click();

  const confirm = page.getByRole('dialog', { name: 'Switch Network' });
  await expect(confirm).toContainText('needs a Solana wallet');
  await confirm.getByRole('button', { name: 'Connect a wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(connect.getByRole('button', { name: /^Devnet Solana Wallet/ })).toBeVisible();
  await expect(connect.getByRole('button', { name: /^Devnet Wallet Installed/ })).toHaveCount(0);
  // The EVM connection stays active until Solana connects.
  await expect(eventLog(page, 'networkchange')).toHaveCount(0);

  await connect.getByRole('button', { name: /^Devnet Solana Wallet/ }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  const solanaNetwork = devnet.solana.caipNetworkId;
  await expect(eventLog(page, 'networkchange').first()).toContainText(`{"caipNetworkId":"${solanaNetwork}","namespace":"solana"}`);
  await expect(page.getByRole('button', { name: /^Switch to Devnet A/ })).toBeVisible();
});
