// Every route of the modal, pictured and compared with the committed baselines (tests/e2e/screenshots/), and
// axe-clean: on a desktop in dark and in light, in Arabic (right to left), and on a phone. What changes from run to run
// (balances, amounts, dates, hashes: any text with a digit) is masked. `npm run screenshots` writes the
// baselines again, and README's pictures (docs/screenshots/) with nothing masked.
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import { devnetWallet, openDemo } from './demo-page';
import { LOCALES, settledSheet, walkAccountRoutes, type Messages } from './phone-sheet';

/** README's pictures are written only by `npm run screenshots`. */
const PICTURES = process.env.WM_PICTURES === '1';

const PROFILES = [
  { name: 'dark', theme: 'dark', lang: 'en', viewport: { width: 1280, height: 800 } },
  { name: 'light', theme: 'light', lang: 'en', viewport: { width: 1280, height: 800 } },
  { name: 'arabic', theme: 'dark', lang: 'ar', viewport: { width: 1280, height: 800 } },
  { name: 'phone', theme: 'light', lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/** README shows these (profile, route). */
const README_PICTURES = new Set(['dark connect', 'dark account', 'light swap', 'phone account', 'arabic account']);

/** Each route's axe violations, listed together at the end of the walk. */
const violations: string[] = [];

/** The open dialog, settled, compared with its baseline and checked by axe; README's picture of it when asked. */
async function picture(page: Page, profile: string, route: string) {
  const dialog = await settledSheet(page);
  // Each leaf with a digit in its text: balances, amounts, dates, the network's chain id.
  const changing = dialog.locator('*:not(:has(*))', { hasText: /\d/ });
  // Activity lists the devnet's generated history, each row with its date: its rows are masked whole (the view is full of them).
  const rows = route === 'activity' ? [dialog.getByRole('listitem')] : [];
  await expect(dialog).toHaveScreenshot(`${profile}-${route}.png`, { mask: [changing, ...rows], maxDiffPixelRatio: 0.01 });
  if (PICTURES && README_PICTURES.has(`${profile} ${route}`)) await page.screenshot({ path: `docs/screenshots/${profile}-${route}.png` });
  for (const { id, nodes } of await axeViolations(page)) violations.push(`${profile} ${route}: ${id} ${JSON.stringify(nodes)}`);
}

// Pixels follow the figures' lengths (a longer balance wraps its label): the pictures are of the devnet as deployed,
// in workers no other spec's tests use. Nothing here sends, so the four profiles can share one.
test.use({ untouchedDevnet: true });

for (const { name, theme, lang, viewport, ...device } of PROFILES) {
  test.describe(`pictures: ${name}`, () => {
    test.use({ viewport, ...device });

    test(`every route looks as its baseline and is axe-clean: Connect, Account, Networks, Buy, Swap, Receive, Send, Activity, Name (${name})`, async ({
      page,
      devnet,
    }) => {
      test.setTimeout(120_000);
      violations.length = 0;
      const t: Messages = LOCALES[lang] ?? LOCALES.en!;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openDemo(page, devnet.urls.demo);
      // The demo's own settings: the page follows the theme too.
      await page.getByLabel('Theme').selectOption(theme);
      await page.getByLabel('Language').selectOption(lang);
      await devnetWallet(page).setAutoApprove(true);
      await page.getByRole('button', { name: t['button.connect'], exact: true }).click();
      const wallet = page.getByRole('dialog').getByRole('button', { name: /^Devnet Wallet(?!Connect)/ });
      await expect(wallet).toBeVisible();
      await picture(page, name, 'connect');

      await wallet.click();
      await walkAccountRoutes(page, t, (route) => picture(page, name, route));
      expect(violations).toEqual([]);
    });
  });
}
