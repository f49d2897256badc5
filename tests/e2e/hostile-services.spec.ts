// Hostile services on the devnet (its fault layer, demo/devnet/faults): a registry page of 5 MB, a balance
// body that drips forever, an identity answer of the wrong shape. Each view ends in its error state with a
// Retry that works once the fault is gone; the button still renders, nothing stays loading, and the
// host's error events carry neither the project id nor a URL query.
import type { Page } from '@playwright/test';
import { BALANCE_RETRY_GAP_MS } from '../../src/state/shared/constants';
import { HTTP_TIMEOUT_MS } from '../../src/services/http/retry-policy';
import { DEVNET_PROJECT_ID } from '../../demo/devnet/index.mjs';
import { test, expect } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo } from './demo-page';

const BALANCE_ROUTE = '/api/v1/account/*/balance';
const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' });

async function expectCleanErrorEvents(page: Page, projectId: string) {
  const texts = await eventLog(page, 'error').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).not.toContain(projectId);
    expect(text).not.toMatch(/\?[A-Za-z]+=/);
  }
}

test('a 5 MB registry page: Connect says the wallets could not be loaded, Try again lists them once the fault is gone', async ({
  page,
  devnet,
}) => {
  devnet.faults.add({ route: '/registry/getWallets', bodyBytes: 5_000_000 });
  try {
    await openDemo(page, devnet.urls.demo);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expect(dialog.getByRole('alert').first()).toContainText('Wallets could not be loaded');
    await expect(dialog.getByRole('button', { name: 'Devnet Wallet' })).toBeVisible();
    await expect(eventLog(page, 'error').filter({ hasText: 'ResponseTooLargeError' }).first()).toBeVisible();
  } finally {
    devnet.faults.clear();
  }
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await dialog.getByRole('button', { name: 'Try again' }).first().click();
  await expect(dialog.getByRole('button', { name: /^All wallets \d+/ })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expectCleanErrorEvents(page, DEVNET_PROJECT_ID);
});

test('a balance body that drips forever and an identity of the wrong shape: both error states with Retry, both recover', async ({
  page,
  devnet,
}) => {
  await page.clock.install();
  await openDemo(page, devnet.urls.demo);
  devnet.faults.add({ route: BALANCE_ROUTE, drip: true, dripMs: 50 });
  devnet.faults.add({ route: '/api/v1/identity', body: [] });
  try {
    await connectDevnetWallet(page, { autoApprove: true });
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible();
    await expect(accountDialog(page).getByRole('alert').filter({ hasText: 'Name unavailable.' })).toBeVisible();
    // The drip's headers came long ago: only the deadline over the whole answer ends the wait.
    await expect.poll(() => devnet.faults.requests(BALANCE_ROUTE).total).toBeGreaterThan(0);
    await expect(accountDialog(page).getByRole('status', { name: 'Loading balances' })).toBeVisible();
    await page.clock.runFor(HTTP_TIMEOUT_MS + 1);
    const balances = accountDialog(page).getByRole('alert').filter({ hasText: 'Token Balance Unavailable' });
    await expect(balances).toBeVisible();
    await expect(accountDialog(page).getByRole('status', { name: 'Loading balances' })).toHaveCount(0);
    await expect(balances.getByRole('button', { name: 'Retry' })).toBeDisabled();
  } finally {
    devnet.faults.clear();
  }

  const identity = accountDialog(page).getByRole('alert').filter({ hasText: 'Name unavailable.' });
  await identity.getByRole('button', { name: 'Retry' }).click();
  await expect(accountDialog(page)).toContainText('alice.wallet-modal.eth');

  await page.clock.runFor(BALANCE_RETRY_GAP_MS);
  const balances = accountDialog(page).getByRole('alert').filter({ hasText: 'Token Balance Unavailable' });
  await balances.getByRole('button', { name: 'Retry' }).click();
  await expect(accountDialog(page).getByRole('listitem').filter({ hasText: 'Ether' })).toBeVisible();
  await expect(accountDialog(page).getByRole('alert')).toHaveCount(0);
  await expect(eventLog(page, 'error').filter({ hasText: 'MalformedResponseError' }).first()).toBeAttached();
  await expect(eventLog(page, 'error').filter({ hasText: 'TokenBalanceUnavailableError' }).first()).toBeAttached();
  await expectCleanErrorEvents(page, DEVNET_PROJECT_ID);
});

test('a registry page of 10,000 wallets with an absurd count: Connect still lists wallets, the count read is bounded', async ({
  page,
  devnet,
}) => {
  const wallet = (index: number) => ({ id: `hostile${index}`, name: `Hostile ${index}`, chains: ['eip155:31337'] });
  devnet.faults.add({
    route: '/registry/getWallets',
    body: { count: 1e15, data: Array.from({ length: 10_000 }, (_, index) => wallet(index)) },
  });
  try {
    await openDemo(page, devnet.urls.demo);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expect(dialog.getByRole('button', { name: 'Hostile 0' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Devnet Wallet' })).toBeVisible();
    // The page was cut to 100 wallets and the absurd count ignored: the count shown is the wallets read.
    await expect(dialog.getByRole('button', { name: /^All wallets/ })).toHaveAccessibleName('All wallets 100+');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  } finally {
    devnet.faults.clear();
  }
});
