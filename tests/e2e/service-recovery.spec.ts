// Issue 32: paths that did not recover after a service failed, driven through the devnet's fault layer
// (demo/devnet/faults). Each test fails a route, checks the view says so where the visitor looks (with the
// host's `error` event), heals the route and takes the view's way back to real data, without a reload.
// Faults that fail at once (a body that is not JSON, a 400) stand in where the kind of failure does not
// matter; the route × fault table is tests/e2e/service-faults.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo } from './demo-page';
import { chooseSwapToken, swapDialog } from './swap-page';
import { buyDialog, expectDusdcOffered } from './buy-page';

const accountActions = (page: Page) => page.getByRole('navigation', { name: 'Account actions' });
const quoteCard = (page: Page, provider: string) => buyDialog(page).locator(`.wm-onramp-quote[data-provider="${provider}"]`);
const errorEvents = (page: Page, view: string) => eventLog(page, 'error').filter({ hasText: `"view":"${view}"` });

async function openConnected(page: Page, url: string) {
  await openDemo(page, url);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
}

async function openBuy(page: Page) {
  await accountActions(page).getByRole('button', { name: 'Buy' }).click();
  await expect(buyDialog(page).getByRole('textbox', { name: /^Amount/ })).toBeVisible();
}

test.beforeEach(({ devnet }) => {
  devnet.faults.clear();
  devnet.projectConfig.reset();
});

test("on-ramp options that failed: Buy says so and fires error; once healed, Back → Buy lists the service's tokens", async ({
  page,
  devnet,
}) => {
  await openConnected(page, devnet.urls.demo);
  devnet.faults.add({ route: '/api/v1/onramp/options', status: 500 });
  await openBuy(page);
  const failed = buyDialog(page).getByRole('alert').filter({ hasText: 'the full list could not be loaded' });
  await expect(failed).toBeVisible();
  await expect(errorEvents(page, 'OnRampProviders').first()).toBeAttached();
  await expect(buyDialog(page).getByRole('status')).toHaveCount(0);
  devnet.faults.clear();

  await buyDialog(page).getByRole('button', { name: 'Back' }).click();
  await openBuy(page);
  await expect(failed).toHaveCount(0);
  await expectDusdcOffered(page);
});

test('on-ramp options: Try again on Buy itself fetches them once healed', async ({ page, devnet }) => {
  await openConnected(page, devnet.urls.demo);
  devnet.faults.add({ route: '/api/v1/onramp/options', malformed: true });
  await openBuy(page);
  const failed = buyDialog(page).getByRole('alert').filter({ hasText: 'the full list could not be loaded' });
  await expect(failed).toBeVisible();
  devnet.faults.clear();
  const asked = devnet.faults.requests('/api/v1/onramp/options').total;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  expect(devnet.faults.requests('/api/v1/onramp/options').total).toBe(asked + 1);
});

test('a checkout URL that failed: Continue works again once healed (a new request, the purchase in progress)', async ({ page, devnet }) => {
  await openConnected(page, devnet.urls.demo);
  await openBuy(page);
  await buyDialog(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill('50');
  await expect(quoteCard(page, 'coinbase').getByText('You get')).toBeVisible();
  devnet.faults.add({ route: '/api/v1/generators/onrampurl', malformed: true });
  const continueButton = quoteCard(page, 'coinbase').getByRole('button', { name: /^Continue with Coinbase/ });
  await continueButton.click();
  await expect(quoteCard(page, 'coinbase').getByRole('alert')).toBeVisible();
  await expect(errorEvents(page, 'OnRampProviders').first()).toBeAttached();
  await expect(continueButton).not.toHaveAttribute('aria-disabled');
  devnet.faults.clear();
  const asked = devnet.faults.requests('/api/v1/generators/onrampurl').total;

  const opened = page.context().waitForEvent('page');
  await continueButton.click();
  await opened;
  await expect(page.getByRole('dialog', { name: 'Purchase in progress' })).toBeVisible();
  expect(devnet.faults.requests('/api/v1/generators/onrampurl').total).toBe(asked + 1);
});

test('a gas price that failed: the fee row says so with Retry and fires error; Retry shows the fee once healed', async ({
  page,
  devnet,
}) => {
  await openConnected(page, devnet.urls.demo);
  devnet.faults.add({ route: '/api/v1/convert/gas-price', malformed: true });
  await accountActions(page).getByRole('button', { name: 'Swap' }).click();
  await chooseSwapToken(page, 'You pay', 'ETH');
  await chooseSwapToken(page, 'You receive', 'dUSDC');
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill('0.02');
  const fee = swapDialog(page).getByRole('alert').filter({ hasText: 'The network fee could not be loaded' });
  await expect(fee).toBeVisible();
  await expect(errorEvents(page, 'Swap').first()).toBeAttached();
  devnet.faults.clear();

  await fee.getByRole('button', { name: 'Retry' }).click();
  await expect(fee).toHaveCount(0);
  await expect(swapDialog(page).locator('.wm-swap-details')).toContainText(/Network fee\s*[\d.,]+\s*ETH/);
});

test('AllWallets: a later page that failed says so where the visitor scrolled to; scrolling on and Try again fetch it again', async ({
  page,
  devnet,
}) => {
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^All wallets/ }).click();
  const dialog = page.getByRole('dialog', { name: 'All wallets' });
  const grid = dialog.getByRole('grid', { name: 'Wallets' });
  await expect(grid.getByRole('gridcell').first()).toBeVisible();
  await expect.poll(() => devnet.faults.requests('/registry/getWallets').total).toBeGreaterThanOrEqual(2);
  devnet.faults.add({ route: '/registry/getWallets', status: 500 });
  const asked = devnet.faults.requests('/registry/getWallets').total;

  const scrollToEnd = () =>
    grid.evaluate((element) => {
      const body = element.closest('.wm-dialog-body')!;
      body.scrollTop = body.scrollHeight;
    });
  await scrollToEnd();
  await expect.poll(() => devnet.faults.requests('/registry/getWallets').total).toBeGreaterThan(asked);
  const failed = dialog.getByRole('alert').filter({ hasText: 'Wallets could not be loaded' });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed).toBeInViewport();
  await expect(errorEvents(page, 'AllWallets').first()).toBeAttached();
  await expect(dialog.locator('.wm-skeleton-row')).toHaveCount(0);

  // Nothing asks again by itself; the visitor scrolling on at the end does (still failing).
  const before = devnet.faults.requests('/registry/getWallets').total;
  await expect(failed).toBeVisible();
  expect(devnet.faults.requests('/registry/getWallets').total).toBe(before);
  await grid.hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => devnet.faults.requests('/registry/getWallets').total).toBeGreaterThan(before);
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed).toBeInViewport();
  devnet.faults.clear();

  const rowsBefore = Number(await grid.getByRole('row').last().getAttribute('aria-rowindex'));
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await scrollToEnd();
  await expect.poll(async () => Number(await grid.getByRole('row').last().getAttribute('aria-rowindex'))).toBeGreaterThan(rowsBefore);
});

test("Connect's first open shows the dashboard's sign-in options (email and GitHub), not the defaults", async ({ page, devnet }) => {
  devnet.projectConfig.set({ features: { social_login: { isEnabled: true, config: ['email', 'github'] } } });
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Continue with Discord' })).toHaveCount(0);
});

test('a swap quote that failed offers Retry beside its message; Retry quotes once healed', async ({ page, devnet }) => {
  await openConnected(page, devnet.urls.demo);
  await accountActions(page).getByRole('button', { name: 'Swap' }).click();
  await chooseSwapToken(page, 'You pay', 'ETH');
  await chooseSwapToken(page, 'You receive', 'dUSDC');
  devnet.faults.add({ route: '/api/v1/convert/quotes', malformed: true });
  await swapDialog(page).getByRole('textbox', { name: 'You pay' }).fill('0.02');
  // One alert says it; the reason and Retry follow it.
  await expect(swapDialog(page).getByRole('alert')).toHaveText('The quote could not be fetched');
  const retry = swapDialog(page).locator('.wm-swap-warning').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  devnet.faults.clear();
  await retry.click();
  await expect(swapDialog(page).getByRole('button', { name: 'Review swap' })).toBeVisible();
  await expect(swapDialog(page).getByRole('alert')).toHaveCount(0);
});

test('an on-ramp quote that failed offers Try again in its card; it quotes once healed', async ({ page, devnet }) => {
  await openConnected(page, devnet.urls.demo);
  await openBuy(page);
  devnet.faults.add({ route: '/api/v1/onramp/quote', malformed: true });
  await buyDialog(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill('40');
  const failed = quoteCard(page, 'meld').getByRole('alert');
  await expect(failed).toContainText('No quote:');
  devnet.faults.clear();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(quoteCard(page, 'meld').getByText('You get')).toBeVisible();
  await expect(quoteCard(page, 'coinbase').getByText('You get')).toBeVisible();
});

test('a name lookup that failed in Send offers Retry under the receiver; Retry resolves it once healed', async ({ page, devnet }) => {
  await openConnected(page, devnet.urls.demo);
  await accountActions(page).getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  devnet.faults.add({ route: '/api/v1/profile/account', malformed: true });
  await send.getByLabel('To').fill('alice.wallet-modal.eth');
  const failed = send.getByRole('alert').filter({ hasText: 'Error resolving name' });
  await expect(failed).toBeVisible();
  await expect(errorEvents(page, 'WalletSend').first()).toBeAttached();
  devnet.faults.clear();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(send.getByText('Sends to')).toBeVisible();
  await expect(failed).toHaveCount(0);
});
