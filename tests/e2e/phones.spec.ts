// Phones end to end (issue 17), in a phone profile (Pixel 7: touch, a phone's user agent and
// viewport) with the project's own Chromium: wallet apps open through their mobile link, the
// in-app browser's wallet connects directly, only what can work is offered, and the sheet fits
// 320 to 390 px phones on every route, long wallet names and three languages included (issue 31).
// Screenshots for a review go to test-results/phones/ when WM_REVIEW_SHOTS=1 (the baselines are screenshots.spec.ts's).
import { devices, type Page } from '@playwright/test';
import { test, expect, animationsSettled, axeViolations } from './fixtures';
import { answerVerifyOffline } from '../../demo/devnet/relay/verify-offline.mjs';
import { devnetWallet, eventLog, openDemo, walletModal } from './demo-page';
import { expectSheetFits, LOCALES, LONG_NAMES, walkAccountRoutes } from './phone-sheet';

// The descriptor's browser type cannot be set per file; its other settings (isMobile, hasTouch, user agent) can.
// The registry's generated wallets have long names here (the demo wallets keep theirs): a phone's sheet must hold them.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, longWalletNames: true });

const SHOTS = 'test-results/phones';
const shot = async (page: Page, name: string) => {
  if (process.env.WM_REVIEW_SHOTS === '1') await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The visitor's browser has no injected wallet: the demo page's wallet scripts do not load. */
async function withoutPageWallets(page: Page) {
  await page.route('**/devnet-wallets/**', (route) => route.abort());
}

test('Connect lists wallet apps; the devnet WalletConnect wallet opens through its deep link, approving there connects the page, no QR code', async ({
  page,
  devnet,
}) => {
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

test("inside a wallet's in-app browser, that wallet comes first and connects directly", async ({ page, devnet }) => {
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
  await title.evaluate(
    (node, { x, y, distance }) => {
      const touch = (at: number) => new Touch({ identifier: 1, target: node, clientX: x, clientY: at });
      const send = (type: string, touches: Touch[], changed: Touch) =>
        node.dispatchEvent(
          new TouchEvent(type, {
            touches,
            targetTouches: touches,
            changedTouches: [changed],
            bubbles: true,
            composed: true,
            cancelable: true,
          }),
        );
      send('touchstart', [touch(y)], touch(y));
      for (let step = 1; step <= 5; step += 1) send('touchmove', [touch(y + (distance * step) / 5)], touch(y + (distance * step) / 5));
      send('touchend', [], touch(y + distance));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, distance: dy },
  );
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
    await expect
      .poll(async () => {
        const rest = (await dialog.boundingBox())!;
        return rest.y + rest.height;
      })
      .toBeLessThanOrEqual(640 + 1);
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640 + 1);
    // Every element inside, against the scrolling body's visible width (not only the dialog's own widths).
    await expectSheetFits(page, 'Connect');
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
      found.push(
        `${(await target.getAttribute('aria-label')) ?? (await target.textContent())?.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
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

const PHONES = [
  { width: 320, height: 640 },
  { width: 360, height: 780 },
  { width: 390, height: 844 },
];

test.describe('long wallet names, 320 to 390 px, three languages (issue 31)', () => {
  for (const phone of PHONES) {
    for (const pageWallet of [false, true]) {
      test(`${phone.width} px, ${pageWallet ? 'a wallet on the page' : 'no wallet app'}: nothing in Connect is wider than the sheet, in English, German and Arabic`, async ({
        page,
        devnet,
      }) => {
        await page.setViewportSize(phone);
        if (!pageWallet) await withoutPageWallets(page);
        await openDemo(page, devnet.urls.demo);
        for (const [lang, t] of Object.entries(LOCALES)) {
          await walletModal(page).setAttribute('lang', lang);
          await page.getByRole('button', { name: t['button.connect'], exact: true }).click();
          const dialog = page.getByRole('dialog', { name: t['connect.title'] });
          // Four wallets in all before WalletConnect: with the page's two, the first long name is the one recommended.
          const longNames = pageWallet ? LONG_NAMES.slice(0, 1) : LONG_NAMES;
          for (const name of longNames) await expect(dialog.getByRole('button', { name })).toBeVisible();
          if (!pageWallet) {
            await expect(dialog).toContainText(t['connect.noWalletsPhone']);
            await expect(
              dialog.getByRole('link', { name: t['connect.getApp'].replace('{wallet}', 'Devnet WalletConnect Wallet') }),
            ).toBeVisible();
          }
          await expectSheetFits(page, `Connect, ${lang}`);
          // The review's picture shows the wallet rows, further down the sheet.
          await dialog.getByRole('button', { name: longNames.at(-1) }).scrollIntoViewIfNeeded();
          await shot(page, `connect-${phone.width}-${lang}${pageWallet ? '' : '-no-wallet'}`);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });
    }
  }
});

/** The phone widths every connected route is checked at (issue 30): the page is resized, not reloaded. */
const ROUTE_PHONES = [
  { width: 320, height: 640 },
  { width: 360, height: 780 },
];

/**
 * The open route fits a 320 px and a 360 px phone: checked at the width the page has, then resized (not reloaded,
 * not reopened) to the other one, so each route costs one resize.
 */
async function expectRouteFits(page: Page, where: string) {
  const [first, second] = page.viewportSize()?.width === ROUTE_PHONES[0]!.width ? ROUTE_PHONES : [...ROUTE_PHONES].reverse();
  await expectSheetFits(page, `${where}, ${first!.width} px`);
  await page.setViewportSize(second!);
  await expectSheetFits(page, `${where}, ${second!.width} px`);
}

test.describe('every route on 320 and 360 px phones', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('nothing is wider than the sheet on any route: Connect, All wallets, the WalletConnect waiting view, Account, Networks, Buy, Swap, Receive, Send, Activity, Name (the connected ones in English, German and Arabic, at 320 and 360 px)', async ({
    page,
    devnet,
  }) => {
    test.setTimeout(180_000);
    await withoutPageWallets(page);
    await answerVerifyOffline(page);
    await openDemo(page, devnet.urls.demo);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expect(connect.getByRole('link', { name: 'Get Devnet WalletConnect Wallet' })).toBeVisible();
    await expectSheetFits(page, 'Connect');

    // On a phone the WalletConnect entry leads to the wallet apps that open there.
    await connect.getByRole('button', { name: /^WalletConnect/ }).click();
    const allWallets = page.getByRole('dialog', { name: 'All Wallets' });
    for (const name of LONG_NAMES) await expect(allWallets.getByRole('button', { name }).first()).toBeVisible();
    await expectSheetFits(page, 'All wallets');
    await shot(page, 'all-wallets-320');
    await allWallets.getByRole('button', { name: 'Back' }).click();

    // A wallet app with a long unbroken name: its waiting view says the name three times.
    const [, unbroken] = LONG_NAMES;
    await connect.getByRole('button', { name: unbroken }).click();
    await expect(page.getByRole('link', { name: /^Open \S+MultichainCryptoBitcoinAndNftVault$/ })).toHaveAttribute('href', /wc\?uri=wc%3A/);
    await expectSheetFits(page, 'WalletConnect, a long unbroken name');
    await shot(page, 'waiting-long-name-320');
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();

    await connect.getByRole('button', { name: 'Devnet WalletConnect Wallet' }).click();
    const open = page.getByRole('link', { name: 'Open Devnet WalletConnect Wallet' });
    await expect(open).toHaveAttribute('href', /wc\?uri=wc%3A/);
    await expectSheetFits(page, 'WalletConnect, before the wallet opens');
    await page.getByRole('button', { name: 'Scan from another device' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectSheetFits(page, 'WalletConnect, with the QR code');
    const opened = page.context().waitForEvent('page');
    await open.click();
    const wallet = await opened;
    await expect(page.getByRole('link', { name: 'Open Devnet WalletConnect Wallet again' })).toBeVisible();
    await expectSheetFits(page, 'WalletConnect, waiting for the wallet');
    await shot(page, 'waiting-320');
    await wallet.getByRole('button', { name: /^Approve session proposal/ }).click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
    await wallet.close();

    for (const [lang, t] of Object.entries(LOCALES)) {
      if (lang !== 'en') {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await walletModal(page).setAttribute('lang', lang);
        await walletModal(page).open();
      }
      // Each connected route at 320 and 360 px; Account's picture shows its token list, further down the sheet.
      await walkAccountRoutes(page, t, async (route) => {
        await expectRouteFits(page, `${route}, ${lang}`);
        if (route === 'account') await page.getByRole('dialog').getByRole('region', { name: t['account.tokens'] }).scrollIntoViewIfNeeded();
        if (route !== 'networks') await shot(page, `${route}-${page.viewportSize()?.width}-${lang}`);
      });
    }
  });
});
