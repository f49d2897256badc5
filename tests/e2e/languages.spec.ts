// The demo page in other languages: Arabic mirrored (dir, the back arrow, logical paddings,
// the header's order) and axe-clean on Connect and Account; Japanese text and numbers;
// pt-PT falling back to pt; and a screenshot of Connect and Account in every locale
// (test-results/locales/ with WM_REVIEW_SHOTS=1, for a review).
import { mkdir, readFile, readdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import { devnetWallet, openDemo, walletModal } from './demo-page';
import { en } from '../fixtures/english';
import { KNOWN_LOCALES } from '../../src/state/settings/locale';
import type { LocaleMessages } from '../../src/react/i18n/locale-types';

const SCREENSHOTS = 'test-results/locales';
/** The pictures are written for a review only (WM_REVIEW_SHOTS=1); the checks run always. */
const REVIEW = process.env.WM_REVIEW_SHOTS === '1';

async function messagesOf(tag: string): Promise<Record<keyof typeof en, string>> {
  if (tag === 'en') return en;
  const { messages } = (await import(`../../src/react/i18n/locales/${tag}.ts`)) as { messages: LocaleMessages };
  return { ...en, ...messages };
}

/** Sets `lang` on the element and waits for the button to say Connect in it (its chunk arrived). */
async function setLang(page: Page, lang: string, connectLabel: string) {
  await walletModal(page).setAttribute('lang', lang);
  await expect(page.getByRole('button', { name: connectLabel, exact: true })).toBeVisible();
}

/** Connects the Devnet Wallet (approving without a prompt) in whatever language the modal speaks. */
async function connect(page: Page, messages: Record<keyof typeof en, string>) {
  await devnetWallet(page).setAutoApprove(true);
  await page.getByRole('button', { name: messages['button.connect'], exact: true }).click();
  await page
    .getByRole('button', { name: /^Devnet Wallet/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: messages['account.disconnect'] })).toBeVisible();
}

/** The connected wallet's native balance as the button shows it: base units cut to 4 decimals, formatted by Intl for `locale`. */
async function nativeBalanceIn(page: Page, locale: string): Promise<string> {
  await expect.poll(async () => (await walletModal(page).state()).balance ?? '0').not.toBe('0');
  const base = BigInt((await walletModal(page).state()).balance ?? '0');
  const fraction = (base % 10n ** 18n).toString().padStart(18, '0').slice(0, 4).replace(/0+$/, '');
  const text = `${base / 10n ** 18n}${fraction ? `.${fraction}` : ''}`;
  return page.evaluate(
    ([value, digits, tag]) =>
      new Intl.NumberFormat(tag, { minimumFractionDigits: Number(digits), maximumFractionDigits: Number(digits) }).format(
        value as unknown as number,
      ),
    [text, String(fraction.length), locale],
  );
}

/** Computed styles and boxes inside the modal's shadow roots. */
function modalFacts(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('wallet-modal')!;
    const shell = host.shadowRoot!;
    const modal = shell.querySelector('wallet-modal-dialog')!.shadowRoot!;
    const header = modal.querySelector('.wm-dialog-header')!;
    const [first, , last] = [...header.children] as HTMLElement[];
    const arrow = modal.querySelector<SVGElement>('.wm-directional');
    const item = [...modal.querySelectorAll<HTMLElement>('.wm-list-item')].find((element) =>
      element.textContent?.includes('Devnet Wallet'),
    );
    const icon = item?.querySelector('.wm-wallet-icon, img')?.getBoundingClientRect();
    const name = item?.querySelector('.wm-list-item-name')?.getBoundingClientRect();
    return {
      buttonDir: shell.querySelector<HTMLElement>('.wm-root')!.dir,
      modalDir: modal.querySelector<HTMLElement>('.wm-root')!.dir,
      direction: getComputedStyle(header).direction,
      lang: modal.querySelector<HTMLElement>('.wm-root')!.lang,
      arrowTransform: arrow ? getComputedStyle(arrow).transform : undefined,
      firstRight: first!.getBoundingClientRect().right,
      lastRight: last!.getBoundingClientRect().right,
      iconRight: icon?.right,
      nameRight: name?.right,
    };
  });
}

test('Arabic: Connect and Account are mirrored and axe-clean', async ({ page, devnet }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const ar = await messagesOf('ar');
  await openDemo(page, devnet.urls.demo);
  await setLang(page, 'ar', ar['button.connect']);
  // The button mirrors too.
  expect(await page.evaluate(() => document.querySelector('wallet-modal')!.shadowRoot!.querySelector<HTMLElement>('.wm-root')!.dir)).toBe(
    'rtl',
  );

  await page.getByRole('button', { name: ar['button.connect'], exact: true }).click();
  await expect(page.getByRole('dialog', { name: ar['connect.title'] })).toBeVisible();
  const connectFacts = await modalFacts(page);
  expect(connectFacts).toMatchObject({ buttonDir: 'rtl', modalDir: 'rtl', direction: 'rtl', lang: 'ar' });
  // A wallet row reads right to left: its icon (the row's start) on the right of its name.
  expect(connectFacts.iconRight).toBeGreaterThan(connectFacts.nameRight ?? Infinity);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await connect(page, ar);
  await expect(page.getByRole('dialog', { name: ar['account.title'] })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The address reads left to right inside the Arabic text.
  const addressDir = await page.evaluate(
    () =>
      document
        .querySelector('wallet-modal')!
        .shadowRoot!.querySelector('wallet-modal-dialog')!
        .shadowRoot!.querySelector<HTMLElement>('.wm-account-address [translate="no"]')!.dir,
  );
  expect(addressDir).toBe('ltr');

  // A second view: the back button sits on the right, its arrow mirrored; the close button on the left.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Devnet A/ })
    .click();
  await expect(page.getByRole('button', { name: ar['modal.back'] })).toBeVisible();
  const networkFacts = await modalFacts(page);
  expect(networkFacts.arrowTransform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  expect(networkFacts.firstRight).toBeGreaterThan(networkFacts.lastRight);
  expect(await axeViolations(page)).toEqual([]);
});

test('the styles use logical properties: no physical left/right margins, paddings, insets, borders or text alignment', async () => {
  const files = (await readdir('src', { recursive: true })).filter((file) => /\.styles\.ts$|account-button\.ts$/.test(file));
  expect(files.length).toBeGreaterThan(10);
  const physical = /\b(margin|padding|border)-(left|right)\b|(?<![-\w])(left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/;
  // Centring (left: 50% with translate(-50%)) is the same in both directions.
  const allowed = /left: 50%; top: 50%; transform: translate\(-50%, -50%\)/;
  const found: string[] = [];
  for (const file of files) {
    for (const [index, line] of (await readFile(`src/${file}`, 'utf8')).split('\n').entries()) {
      if (physical.test(line) && !allowed.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    }
  }
  expect(found).toEqual([]);
});

test('English is not mirrored: the arrow points left, the back button on the left', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await connect(page, en);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Devnet A/ })
    .click();
  await expect(page.getByRole('button', { name: en['modal.back'] })).toBeVisible();
  const facts = await modalFacts(page);
  expect(facts).toMatchObject({ modalDir: 'ltr', direction: 'ltr', arrowTransform: 'none' });
  expect(facts.firstRight).toBeLessThan(facts.lastRight);
});

test('Japanese: the strings and the numbers of the locale', async ({ page, devnet }) => {
  const ja = await messagesOf('ja');
  await openDemo(page, devnet.urls.demo);
  await setLang(page, 'ja', ja['button.connect']);
  await connect(page, ja);
  await expect(page.getByRole('dialog', { name: ja['account.title'] })).toBeVisible();
  const expected = await nativeBalanceIn(page, 'ja');
  expect(expected).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
  const button = page.locator('wallet-modal').getByRole('button', { name: new RegExp(`^${ja['button.accountPrefix']} `) });
  await expect(button).toContainText(`${expected} ETH`);

  // A lang change re-formats the amounts already shown (no new fetch needed): German groups with dots.
  const de = await messagesOf('de');
  await walletModal(page).setAttribute('lang', 'de');
  const german = await nativeBalanceIn(page, 'de');
  expect(german).toMatch(/^\d{1,3}(\.\d{3})*(,\d+)?$/);
  await expect(page.locator('wallet-modal').getByRole('button', { name: new RegExp(`^${de['button.accountPrefix']} `) })).toContainText(
    `${german} ETH`,
  );
});

/** The translation chunks the page fetches (dist/chunks/<tag>-<hash>.js). */
function localeRequests(page: Page): string[] {
  const tags = new Set(Object.keys(KNOWN_LOCALES));
  const requested: string[] = [];
  page.on('request', (request) => {
    const tag = /\/chunks\/([a-z]{2})-[A-Z0-9]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (tag && tags.has(tag)) requested.push(tag);
  });
  return requested;
}

test('English fetches no translation, not even with the modal open', async ({ page, devnet }) => {
  const requested = localeRequests(page);
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: en['button.connect'], exact: true }).click();
  await expect(page.getByRole('dialog', { name: en['connect.title'] })).toBeVisible();
  expect(requested).toEqual([]);
});

test('pt-PT falls back to Portuguese, and only its chunk loads', async ({ page, devnet }) => {
  const pt = await messagesOf('pt');
  const requested = localeRequests(page);
  await openDemo(page, devnet.urls.demo);
  await setLang(page, 'pt-PT', pt['button.connect']);
  await page.getByRole('button', { name: pt['button.connect'], exact: true }).click();
  await expect(page.getByRole('dialog', { name: pt['connect.title'] })).toBeVisible();
  expect((await modalFacts(page)).lang).toBe('pt-PT');
  expect(requested).toEqual(['pt']);
});

test('Connect and Account in every locale (pictured with WM_REVIEW_SHOTS=1)', async ({ page, devnet }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await mkdir(SCREENSHOTS, { recursive: true });
  const tags = Object.keys(KNOWN_LOCALES);
  await openDemo(page, devnet.urls.demo);
  const dialog = page.getByRole('dialog');
  for (const tag of tags) {
    const messages = await messagesOf(tag);
    await setLang(page, tag, messages['button.connect']);
    await page.getByRole('button', { name: messages['button.connect'], exact: true }).click();
    await expect(page.getByRole('dialog', { name: messages['connect.title'] })).toBeVisible();
    if (REVIEW) await dialog.screenshot({ path: `${SCREENSHOTS}/${tag}-connect.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await connect(page, await messagesOf(tags.at(-1)!));
  await page.keyboard.press('Escape');
  for (const tag of tags) {
    const messages = await messagesOf(tag);
    await walletModal(page).setAttribute('lang', tag);
    await walletModal(page).open();
    await expect(page.getByRole('dialog', { name: messages['account.title'] })).toBeVisible();
    await expect(page.getByRole('button', { name: messages['account.disconnect'] })).toBeVisible();
    if (REVIEW) await dialog.screenshot({ path: `${SCREENSHOTS}/${tag}-account.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
