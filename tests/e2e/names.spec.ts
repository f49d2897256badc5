// Names on the devnet, as visitors do it: an email-embedded smart account (signed in with the code
// from the devnet's mailbox) opens Account → Name, sees `abc`, `a b c` and `ab_c` refused as typed,
// a taken name's suggestions, and registers `bob-<random>` after a rejected signature and a service
// failure (each back on RegisterAccountName with its message, the name kept). The devnet's name
// table is the truth (the smart account's address for the chain's coin type and 60); the account
// button then shows the name, and another visitor (the Devnet Wallet) sends to it by name (the
// chain's balance). A browser-wallet account sees why Names is unavailable; a smart account revokes
// one of its sessions and the list follows the devnet.
//
// Every signature is the visitor's, in the secure site's frame above the modal: the first is
// cancelled there (the element's rejection), the others signed there.
import type { Browser, Page } from '@playwright/test';
import { createPublicClient, http, parseEther, type Hex } from 'viem';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo } from './demo-page';
import { answerInFrame, signInByEmail } from './embedded-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const NAMES_CHUNK = /\/chunks\/names-views-[\w-]+\.js$/;
const COIN_TYPE = String(0x80000000 + 31337);
const unique = () => Math.random().toString(36).slice(2, 8);

const account = (page: Page) => page.getByRole('dialog', { name: 'Account' });
const namesDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose your name' });

async function openNames(page: Page) {
  await account(page).getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Name' }).click();
}

async function visitorSends(browser: Browser, devnet: Devnet, name: string, amount: string) {
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await openDemo(other, devnet.urls.demo, { __devnetWalletConfig: { account: 2 } });
    await connectDevnetWallet(other, { autoApprove: true });
    await account(other).getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Send' }).click();
    const form = other.getByRole('dialog', { name: 'Send' });
    await form.getByLabel('Amount').fill(amount);
    await form.getByLabel('To').fill(name);
    await expect(form).toContainText('Sends to');
    await form.getByRole('button', { name: 'Preview Send' }).click();
    const preview = other.getByRole('dialog', { name: 'Review send' });
    await expect(preview).toContainText(name);
    await preview.getByRole('button', { name: 'Send' }).click();
    const entry = eventLog(other, 'transaction').first();
    await expect(entry).toContainText('"kind":"send"');
    return (JSON.parse((await entry.locator('code').textContent()) ?? '{}') as { hash: Hex }).hash;
  } finally {
    await context.close();
  }
}

test('an email smart account registers bob-<random> after a rejected signature and a service failure; the button shows it; another visitor sends to it', async ({
  page,
  devnet,
  browser,
}) => {
  test.setTimeout(120_000);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(page, devnet.urls.demo);
  const address = await signInByEmail(page, devnet, `names-${unique()}@example.com`);
  expect(
    requested.filter((url) => NAMES_CHUNK.test(url)),
    'no names code before the visitor goes for it',
  ).toEqual([]);
  await openNames(page);
  const dialog = namesDialog(page);
  const field = dialog.getByLabel('Name');

  for (const [typed, reason] of [
    ['abc', 'A name needs at least 4 characters'],
    ['a b c', 'Use only letters, digits and hyphens'],
    ['ab_c', 'Use only letters, digits and hyphens'],
  ]) {
    await field.fill(typed!);
    await expect(dialog).toContainText(reason!);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await field.fill('alice');
  await expect(dialog).toContainText('This name is taken');
  await expect(dialog.getByRole('list', { name: 'Try one of these' }).getByRole('button')).not.toHaveCount(0);

  const label = `bob-${unique()}`;
  const name = `${label}.wallet-modal.eth`;
  await field.fill(label);
  await expect(dialog).toContainText(`Your name will be ${name}`);
  await expect(dialog).toContainText('Available');
  expect(await axeViolations(page)).toEqual([]);

  // 1. The signature is rejected: back on the field with the message and the name.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await answerInFrame(page, 'Cancel', 'personal_sign');
  await expect(dialog.getByRole('alert')).toContainText('Signature rejected');
  await expect(field).toHaveValue(label);
  await expect(eventLog(page, 'error').first()).toContainText('"code":"UserRejectedError"');

  // 2. The service fails: its description shown, the name kept.
  const fault = devnet.faults.add({
    route: '/api/v1/profile/account',
    status: 400,
    reason: 'Service unavailable for names right now',
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await answerInFrame(page, 'Sign', 'personal_sign');
  await expect(dialog.getByRole('alert')).toContainText('The name was not registered');
  await expect(dialog.getByRole('alert')).toContainText('Service unavailable for names right now');
  await expect(field).toHaveValue(label);
  await expect(eventLog(page, 'error').first()).toContainText('"code":"NameRegistrationError"');
  expect(devnet.faults.list().find((entry) => entry.id === fault.id)?.hits).toBe(1);
  expect(devnet.names.lookup(name)).toBeUndefined();

  // 3. Registered: the devnet stored it for the smart account, the host heard it, the button shows it.
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await answerInFrame(page, 'Sign', 'personal_sign');
  const success = page.getByRole('dialog', { name: 'Name registered' });
  await expect(success).toContainText(`${name} is yours`);
  const stored = devnet.names.lookup(name) as { addresses: Record<string, { address: string }> };
  expect(stored.addresses[COIN_TYPE]?.address).toBe(address);
  expect(stored.addresses['60']?.address).toBe(address);
  await expect(eventLog(page, 'transaction').first()).toContainText(`"kind":"name"`);
  await expect(eventLog(page, 'transaction').first()).toContainText(`"name":"${name}"`);
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(account(page)).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) })).toBeVisible();

  // 4. Another visitor sends to the name: the smart account receives exactly that.
  const client = createPublicClient({ transport: http(devnet.urls.evm[31337]) });
  const before = await client.getBalance({ address });
  const hash = await visitorSends(browser, devnet, name, '0.001');
  await minedReceipt(client, hash);
  expect(await client.getBalance({ address })).toBe(before + parseEther('0.001'));
});

test('a browser-wallet account sees why Names is unavailable', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await openNames(page);
  await expect(namesDialog(page)).toContainText('Names need an email or social account');
  await expect(namesDialog(page).getByLabel('Name')).toHaveCount(0);
  await expect(eventLog(page, 'error').first()).toContainText('"code":"AuthConnectorNotFoundError"');
});

test('a smart account revokes one of its sessions, and the list follows the devnet', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  const address = await signInByEmail(page, devnet, `sessions-${unique()}@example.com`);
  const caipAddress = `eip155:31337:${address}`;
  devnet.sessions.create(caipAddress, { projectName: 'Game Room', url: 'https://game.example' });
  const revoked = devnet.sessions.create(caipAddress, { projectName: 'Swap Bot' });
  await openNames(page);
  await namesDialog(page).getByRole('button', { name: 'App permissions' }).click();
  const sessions = page.getByRole('dialog', { name: 'App permissions' }).getByRole('list', { name: 'Apps with permissions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions).toContainText('native-token-recurring-allowance');
  await sessions.getByRole('button', { name: 'Revoke Swap Bot' }).click();
  await answerInFrame(page, 'Sign', 'personal_sign');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions).toContainText('Game Room');
  await expect(sessions).not.toContainText('Swap Bot');
  expect(devnet.sessions.list(caipAddress).find((session) => session.pci === revoked)?.revokedAt).toBeGreaterThan(0);
});
