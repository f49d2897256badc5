// Phones end to end (issue 17), in a phone profile (Pixel 7: touch, a phone's user agent and
// viewport) with the project's own Chromium: wallet apps open through their mobile link, the
// in-app browser's wallet connects directly, only what can work is offered, and the sheet fits
// a 320 px phone. Screenshots for the review go to test-results/phones/.
import { devices, type Page } from '@playwright/test';
import { test, expect, animationsSettled, axeViolations } from './fixtures';
import { answerVerifyOffline } from '../../demo/devnet/relay/verify-offline.mjs';
import { devnetWallet, eventLog, openDemo, walletModal } from './demo-page';

// The descriptor's browser type cannot be set per file; its other settings (isMobile, hasTouch, user agent) can.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7 });

const SHOTS = 'test-results/phones';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** The visitor's browser has no injected wallet: the demo page's wallet scripts do not load. */
async function withoutPageWallets(page: Page) {
  await page.route('**/devnet-wallets/**', (route) => route.abort());
}

test('Connect lists wallet apps; the devnet WalletConnect wallet opens through its deep link, approving there connects the page, no QR code', async ({ page, devnet }) => {
  await withoutPageWallets(page);
  await answerVerifyOffline(page);
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog).toContainText('No wallet app was found');
  await expect(dialog).not.toContainText('extension');
  const choice = dialog.getByRole('button', { name: 'Devnet WalletConnect Wallet' });
  await expect(choice).toBeVisible();
  await shot(page, 'connect');

  await choice.click();
  const open = page.getByRole('link', { name: 'Open Devnet WalletConnect Wallet' });
  await expect(open).toHaveAttribute('href', new RegExp(`^${devnet.urls.wallet}/wc\\?uri=wc%3A`));
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  const opened = page.context().waitForEvent('page');
  await open.click();
  const wallet = await opened;
  await expect(page.getByRole('link', { name: 'Open Devnet WalletConnect Wallet again' })).toBeVisible();
  await expect(page.getByText('Continue in Devnet WalletConnect Wallet')).toBeVisible();
  await shot(page, 'waiting');

  expect(new URL(wallet.url()).pathname).toBe('/wallet/wc');
  await wallet.getByRole('button', { name: /^Approve session proposal/ }).click();
  await expect(eventLog(page, 'connect').first()).toContainText('"type":"walletConnect"');
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await shot(page, 'account');
  await wallet.close();
});

test('inside a wallet\'s in-app browser, that wallet comes first and connects directly', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await devnetWallet(page).setAutoApprove(true);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const first = page.getByRole('list', { name: 'Wallets' }).getByRole('button').first();
  await expect(first).toHaveText(/^Devnet Wallet/);
  await first.click();
  await expect(eventLog(page, 'connect')).toContainText('"type":"announced"');
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
});

test('without a project-id neither WalletConnect nor the registry is offered; with debug a note says why', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await page.evaluate(() => document.querySelector('wallet-modal')!.removeAttribute('project-id'));
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog.getByRole('button', { name: /^Devnet Wallet/ }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^WalletConnect/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^All wallets/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Devnet WalletConnect Wallet' })).toHaveCount(0);
  await walletModal(page).setAttribute('debug');
  await expect(dialog).toContainText('this site has no project-id set');
});

/** A one-finger drag of `dy` px down on the sheet's title, as real TouchEvents (the sheet listens to touch events). */
async function swipeDown(page: Page, dy: number) {
  const title = page.getByRole('dialog').getByRole('heading').first();
  const box = (await title.boundingBox())!;
  await title.evaluate((node, { x, y, distance }) => {
    const touch = (at: number) => new Touch({ identifier: 1, target: node, clientX: x, clientY: at });
    const send = (type: string, touches: Touch[], changed: Touch) =>
      node.dispatchEvent(new TouchEvent(type, { touches, targetTouches: touches, changedTouches: [changed], bubbles: true, composed: true, cancelable: true }));
    send('touchstart', [touch(y)], touch(y));
    for (let step = 1; step <= 5; step += 1) send('touchmove', [touch(y + (distance * step) / 5)], touch(y + (distance * step) / 5));
    send('touchend', [], touch(y + distance));
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2, distance: dy });
}

test('the bottom sheet is dismissed by a downward swipe; a short drag springs back', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog).toBeVisible();
  await swipeDown(page, 30);
  await expect(dialog).toBeVisible();
  await swipeDown(page, 160);
  await expect(dialog).toBeHidden();
  await expect(eventLog(page, 'close')).toHaveCount(1);
});

test.describe('a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the Connect sheet does not overflow sideways, stays within the viewport, and axe is clean', async ({ page, devnet }) => {
    await openDemo(page, devnet.urls.demo);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('button', { name: /^All wallets/ })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    // The sheet slides in: measure where it comes to rest (a slide still under way moves it below the viewport).
    await animationsSettled(page);
    await expect.poll(async () => {
      const rest = (await dialog.boundingBox())!;
      return rest.y + rest.height;
    }).toBeLessThanOrEqual(640 + 1);
    const box = (await dialog.boundingBox())!;
    const sizes = {
      ...(await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth, height: window.innerHeight }))),
      ...(await dialog.evaluate((node) => ({ dialogScroll: node.scrollWidth, dialogWidth: node.clientWidth }))),
      top: box.y,
      bottom: box.y + box.height,
    };
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.width);
    expect(sizes.dialogScroll).toBeLessThanOrEqual(sizes.dialogWidth);
    expect(sizes.top).toBeGreaterThanOrEqual(0);
    expect(sizes.bottom).toBeLessThanOrEqual(sizes.height + 1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'connect-320');
  });
});

/** Every visible button, link and field in the open dialog smaller than a fingertip (44×44 CSS px; fields: 44 high). */
async function smallTargets(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog').first();
  const targets = dialog.locator('button, a[href], input, [role="button"]');
  const found: string[] = [];
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (!box) continue;
    const field = (await target.evaluate((node) => node.tagName)) === 'INPUT';
    if (box.height < 44 || (!field && box.width < 44)) {
      found.push(`${(await target.getAttribute('aria-label')) ?? (await target.textContent())?.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return found;
}

test('every target in Connect and Account is at least 44×44 CSS px', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await devnetWallet(page).setAutoApprove(true);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('list', { name: 'Wallets' }).getByRole('button').first()).toBeVisible();
  expect(await smallTargets(page), 'Connect').toEqual([]);
  await page.getByRole('list', { name: 'Wallets' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' })).toBeVisible();
  expect(await smallTargets(page), 'Account').toEqual([]);
});
