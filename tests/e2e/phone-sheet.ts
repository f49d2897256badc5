// The bottom sheet as phone tests check it (issue 31): settled, then measured element by element
// against its visible width; the languages it is checked in; the devnet's long wallet names; the walk through
// Account's routes that the phone checks and the pictures share.
import type { Page } from '@playwright/test';
import { expect, animationsSettled } from './fixtures';
import { en } from '../fixtures/english';
import { messages as ar } from '../../src/react/i18n/locales/ar';
import { messages as de } from '../../src/react/i18n/locales/de';
import { sheetOverflow } from '../fixtures/sheet-overflow';

export type Messages = Record<keyof typeof en, string>;

/** English, German (long words) and Arabic (right to left), each complete (a key a locale lacks is English). */
export const LOCALES: Record<string, Messages> = { en, de: { ...en, ...de }, ar: { ...en, ...ar } };

/** The devnet's long names (`longWalletNames`), one of each kind among the wallets Connect recommends on a phone. */
export const LONG_NAMES = [
  /: Multichain Crypto, Bitcoin and NFT Vault$/,
  /MultichainCryptoBitcoinAndNftVault$/,
  / محفظة العملات الرقمية الآمنة متعددة السلاسل$/,
];

/** The open sheet once nothing in it is loading (no busy body, skeleton or labelled loader) and its animations have ended. */
export async function settledSheet(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.wm-dialog-body[aria-busy="true"], [role="status"][aria-label], .wm-skeleton-row')).toHaveCount(0);
  await animationsSettled(page);
  return dialog;
}

/**
 * Nothing inside the open sheet is wider than its visible width (every descendant measured against the scrolling
 * body), nothing scrolls sideways, no text is cut bare, and the page itself does not scroll sideways.
 */
export async function expectSheetFits(page: Page, where: string) {
  const dialog = await settledSheet(page);
  expect(await dialog.evaluate(sheetOverflow), where).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${where}: the page scrolls sideways`,
  ).toBeLessThanOrEqual(0);
}

/** Account's features in the order it lists them: each button's message, the title of the route it opens, the route's short name. */
const ACCOUNT_FEATURES = [
  ['features.onramp', 'onramp.title', 'buy'],
  ['features.swaps', 'swap.title', 'swap'],
  ['features.receive', 'receive.title', 'receive'],
  ['features.send', 'send.title', 'send'],
  ['features.history', 'activity.title', 'activity'],
  ['features.names', 'names.title', 'name'],
] as const;

/**
 * From the open Account (connected, in the language of `t`): `visit` on Account, then on Networks and on each
 * feature's route, going back to Account after each. `route` is 'account', 'networks' or the feature's short name.
 */
export async function walkAccountRoutes(page: Page, t: Messages, visit: (route: string) => Promise<void>) {
  const account = page.getByRole('dialog', { name: t['account.title'] });
  await expect(account.getByRole('button', { name: t['account.disconnect'] })).toBeVisible();
  await visit('account');
  const back = async () => {
    await page.getByRole('dialog').getByRole('button', { name: t['modal.back'] }).click();
    await expect(account).toBeVisible();
  };
  await account.getByRole('button', { name: t['account.network'].split('{network}')[0]! }).click();
  await expect(page.getByRole('dialog', { name: t['networks.title'] })).toBeVisible();
  await visit('networks');
  await back();
  for (const [feature, title, route] of ACCOUNT_FEATURES) {
    await account.getByRole('navigation', { name: t['features.label'] }).getByRole('button', { name: t[feature], exact: true }).click();
    await expect(page.getByRole('dialog', { name: t[title] })).toBeVisible();
    await visit(route);
    await back();
  }
}
