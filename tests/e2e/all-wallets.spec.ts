// The registry lists against a devnet registry of 1,000 wallets (25 pages of 40): Connect's
// recommended and "All wallets", AllWallets' pages, search, images and keyboard,
// and a failing registry.
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../src/state/shared/constants';
import { connectDevnetWallet, eventLog, openDemo } from './demo-page';

test.use({ walletCount: 1000 });

interface RegistryEntry {
  id: string;
  name: string;
  rdns: string | null;
  mobile_link: string | null;
  webapp_link: string | null;
}

/** WalletIcon starts a tile's image this long after the tile shows (then gives up after IMAGE_PRELOAD_TIMEOUT_MS). */
const TILE_PRELOAD_START_MS = 120;

const chainsOf = (devnet: Devnet) => ['eip155:31337', 'eip155:31338', devnet.solana.caipNetworkId].join(',');

/** What the registry holds for the demo page's networks (the test's own reading, not the modal's). */
async function registryPage(devnet: Devnet, query: Record<string, string>) {
  const url = new URL(`${devnet.urls.registry}/getWallets`);
  for (const [key, value] of Object.entries({ chains: chainsOf(devnet), ...query })) url.searchParams.set(key, value);
  return (await (await fetch(url)).json()) as { count: number; data: RegistryEntry[] };
}

/** Every getWallets request the page makes, as URLs. */
function recordGetWallets(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/registry/getWallets')) seen.push(url);
  });
  return seen;
}

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^All wallets/ }).click();
  const grid = page.getByRole('grid', { name: 'Wallets' });
  await expect(grid.getByRole('gridcell').first()).toBeVisible();
  return grid;
}

test.beforeEach(async ({ page, devnet }) => {
  devnet.faults.clear();
  await openDemo(page, devnet.urls.demo);
});

test('no registry request before intent; on intent one first page, with projectId, st and sv', async ({ page, devnet }) => {
  const requests = recordGetWallets(page);
  await page.reload();
  const button = page.getByRole('button', { name: 'Connect Wallet' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await button.hover();
  await expect.poll(() => requests.length).toBe(1);
  const params = Object.fromEntries(requests[0]!.searchParams);
  expect(params).toMatchObject({ page: '1', entries: '40', st: 'wallet-modal', sv: '0.1.0', chains: chainsOf(devnet) });
  expect(params.projectId).toBeTruthy();
  await button.click();
  await expect(page.getByRole('button', { name: /^All wallets/ })).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('Connect: the installed wallet once, then recommended ones in registry order (four wallets in all), then All wallets with the count', async ({
  page,
  devnet,
}) => {
  const { count, data } = await registryPage(devnet, { page: '1', entries: '40' });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  // The wallets on the page, then (after the sign-in) the registry's: Connect's wallet lists in order.
  const list = page.getByRole('dialog', { name: 'Connect Wallet' }).locator('.wm-connect > .wm-list');
  await expect(list.getByRole('button', { name: /^All wallets/ })).toHaveAccessibleName(`All wallets ${Math.floor(count / 10) * 10}+`);

  // Each button's visible name and tag (the image's initials are hidden from assistive technology).
  const names = await list
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) =>
        [...button.querySelectorAll('.wm-list-item-name, .wm-tag')].map((part) => part.textContent?.trim()).join(' '),
      ),
    );
  expect(names.filter((name) => name.startsWith('Devnet Wallet') && !name.includes('Connect'))).toEqual(['Devnet Wallet Installed']);
  const installedNames = names.filter((name) => name.endsWith(' Installed')).map((name) => name.replace(/ Installed$/, ''));
  const recommended = names.filter(
    (name) => !name.endsWith(' Installed') && !name.startsWith('All wallets') && name !== 'WalletConnect QR code',
  );
  // Four wallets in all before WalletConnect: those on the page first, then the registry's.
  const expected = data
    .filter((wallet) => !installedNames.includes(wallet.name))
    .slice(0, 4 - installedNames.length)
    .map((wallet) => wallet.name);
  expect(expected.length).toBeGreaterThan(0);
  expect(recommended).toEqual(expected);
});

test('AllWallets: pages of 40; scrolling to the end loads every page once, with no duplicate', async ({ page, devnet }) => {
  test.setTimeout(180_000);
  const { count } = await registryPage(devnet, { entries: '1' });
  // Images are another test's subject; here they would only slow the intercepted requests down.
  await page.route('**/registry/getWalletImage/**', (route) => route.fulfill({ status: 404 }));
  const requests = recordGetWallets(page);
  const grid = await openAllWallets(page);
  const rows = Math.ceil(count / 4);
  await expect(grid).toHaveAttribute('aria-rowcount', String(rows));
  // The first page, and the next one at once when its last rows are already in view.
  expect(requests[0]?.searchParams.get('page')).toBe('1');
  expect(requests.every((url) => url.searchParams.get('entries') === '40')).toBe(true);

  // The visitor keeps scrolling down, a frame at a time, until the last row shows.
  await grid.evaluate(async (element, lastRowIndex) => {
    const body = element.closest('.wm-dialog-body')!;
    const lastShown = () => [...element.querySelectorAll('[role="row"]')].at(-1)?.getAttribute('aria-rowindex');
    for (let frame = 0; frame < 20_000 && lastShown() !== lastRowIndex; frame += 1) {
      body.scrollTop = body.scrollHeight;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, String(rows));
  const lastRow = grid.getByRole('row').last();
  await expect(lastRow).toHaveAttribute('aria-rowindex', String(rows));
  // No duplicate: exactly `count` wallets, so the last row holds the remainder.
  await expect(lastRow.getByRole('gridcell')).toHaveCount(count - (rows - 1) * 4);
  const pages = requests.map((url) => Number(url.searchParams.get('page')));
  expect(pages).toEqual(Array.from({ length: Math.ceil(count / 40) }, (_, index) => index + 1));
});

test('AllWallets search: debounced, up to 100 results, "No wallets found", and a new search cancels the last', async ({ page, devnet }) => {
  const requests = recordGetWallets(page);
  const grid = await openAllWallets(page);
  const search = page.getByRole('searchbox', { name: 'Search wallets' });
  await expect(search).toBeFocused();

  // The visitor types a key every 100 ms of the page's clock, however long each keystroke takes here.
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
  for (const key of 'Aurora') {
    await search.pressSequentially(key);
    await page.clock.runFor(100);
  }
  await page.clock.runFor(1_000); // past the pause in typing the search waits for (300 ms)
  await page.clock.resume();
  await expect(page.getByRole('status').filter({ hasText: /wallets found/ })).toBeVisible();
  const searches = requests.filter((url) => url.searchParams.has('search'));
  expect(searches.map((url) => [url.searchParams.get('search'), url.searchParams.get('entries')])).toEqual([['Aurora', '100']]);
  for (const name of await grid.locator('.wm-wallet-tile-name').allTextContents()) expect(name).toContain('Aurora');

  const { data: matching } = await registryPage(devnet, { search: 'Wallet', entries: '100' });
  expect(matching.length, 'the registry holds "Wallet" names').toBeGreaterThan(4);
  await search.fill('Wallet');
  await expect(grid).toHaveAttribute('aria-rowcount', String(Math.ceil(matching.length / 4)));

  await search.fill('no such wallet anywhere');
  await expect(page.getByText('No wallets found')).toBeVisible();
  await expect(grid.getByRole('gridcell')).toHaveCount(0);

  // A slow answer is abandoned when the visitor types on.
  devnet.faults.add({ route: '/registry/getWallets', delayMs: 3000, times: 1 });
  const aborted: string[] = [];
  page.on('requestfailed', (request) => aborted.push(new URL(request.url()).searchParams.get('search') ?? ''));
  await search.fill('Nova');
  await expect.poll(() => requests.some((url) => url.searchParams.get('search') === 'Nova')).toBe(true);
  await search.fill('Zephyr');
  await expect(page.getByRole('status').filter({ hasText: /wallets found/ })).toBeVisible();
  expect(aborted).toContain('Nova');
  for (const name of await grid.locator('.wm-wallet-tile-name').allTextContents()) expect(name).toContain('Zephyr');
});

test('AllWallets images: each tile shows its image, or its initials when the image is slower than 2 s', async ({ page, devnet }) => {
  let grid = await openAllWallets(page);
  const cells = grid.getByRole('gridcell');
  await expect(grid.locator('img').first()).toBeVisible();
  for (const cell of await cells.all()) {
    await expect(cell.locator('img, .wm-wallet-icon--fallback')).toHaveCount(1);
  }
  expect(await grid.locator('img').first().getAttribute('src')).toMatch(/\/registry\/getWalletImage\/[0-9a-f]{64}\?.*projectId=/);

  // Images now take longer than the test: the page's clock, not the server, decides when a tile gives up.
  devnet.faults.add({ route: '/registry/getWalletImage/**', delayMs: 60_000 });
  // The images shown above are in the browser's HTTP cache: a route turns it off (Playwright does so while a request
  // can be routed), so that after the reload they are asked of the (now slow) server again.
  await page.route('**/registry/getWalletImage/**', (route) => route.continue());
  await page.clock.install();
  await page.reload();
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const allWallets = page.getByRole('button', { name: /^All wallets/ });
  await expect(allWallets).toBeVisible();
  // The clock stops, and the tiles appear within the first 100 ms it is moved on (it stays there meanwhile).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
  await allWallets.click();
  await page.clock.runFor(100);
  grid = page.getByRole('grid', { name: 'Wallets' });
  await expect(grid.getByRole('gridcell').first()).toBeVisible();
  const failed = grid.locator('.wm-wallet-icon--fallback[data-status="failed"]');
  const givesUpAfter = TILE_PRELOAD_START_MS + IMAGE_PRELOAD_TIMEOUT_MS;
  await page.clock.runFor(givesUpAfter - 100 - 1);
  await expect(failed, 'no tile gives up early').toHaveCount(0);
  await page.clock.runFor(101);
  await expect(failed.first()).toBeVisible();
  await expect(grid.locator('img')).toHaveCount(0);
  await expect(grid.getByRole('gridcell').first()).toContainText(/^[A-Z]{1,2}\s*\S/);
});

test('AllWallets keyboard: arrows move between cells, Enter chooses; an installed wallet connects as installed', async ({ page }) => {
  const grid = await openAllWallets(page);
  const cell = (index: number) => grid.locator(`[data-index="${index}"]`);
  await page.keyboard.press('Tab');
  await expect(cell(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cell(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(5)).toBeFocused();
  await page.keyboard.press('End');
  await expect(cell(7)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(cell(4)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(cell(0)).toBeFocused();
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('ArrowDown');
  await expect(cell(48)).toBeFocused();
  // Only one cell is in the Tab order.
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search wallets' }).fill('Devnet Wallet');
  await expect(grid.getByRole('button', { name: 'Devnet Wallet', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('button', { name: 'Devnet Wallet', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Continue in Devnet Wallet')).toBeVisible();
});

test('choosing a wallet that is not installed leaves AllWallets for WalletConnect', async ({ page }) => {
  const grid = await openAllWallets(page);
  await page.getByRole('searchbox', { name: 'Search wallets' }).fill('Devnet WalletConnect');
  await grid.getByRole('button', { name: 'Devnet WalletConnect Wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'All Wallets' })).toBeHidden();
  await expect(grid).toBeHidden();
});

test('a failing registry shows the message and an error event; retry loads the wallets', async ({ page, devnet }) => {
  test.setTimeout(60_000);
  // The first try and its 3 retries all fail.
  devnet.faults.add({ route: '/registry/getWallets', status: 500, times: 4 });
  await page.reload();
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Wallets could not be loaded' });
  await expect(alert).toContainText('The service answered with an error', { timeout: 20_000 });
  await expect(eventLog(page, 'error').filter({ hasText: 'HttpError' })).toContainText('"view":"Connect"');

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: /^All wallets \d+/ })).toBeVisible();
  await expect(alert).toBeHidden();
});

test('recent wallets: the last connected shows first, tagged Recent, when it is not on the page', async ({ page, devnet }) => {
  await connectDevnetWallet(page, { autoApprove: true });

  // Without the extension on the page, the wallet is offered again as a recent one (through WalletConnect).
  await page.route('**/devnet-wallets/injected.js', (route) => route.abort());
  await page.goto(devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const list = page.getByRole('dialog', { name: 'Connect Wallet' }).locator('.wm-connect > .wm-list');
  // Announced wallets come first (the demo's Solana wallet is still on the page), then the recent one.
  await expect(list.getByRole('button').nth(0)).toHaveAccessibleName('Devnet Solana Wallet Installed');
  await expect(list.getByRole('button').nth(1)).toHaveAccessibleName('Devnet Wallet Recent');
  await expect(list.getByRole('button', { name: /Recent$/ })).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 800 } });

  test('AllWallets shows only wallets that open there', async ({ page, devnet }) => {
    const { data } = await registryPage(devnet, { page: '1', entries: '40' });
    await page.reload();
    const grid = await openAllWallets(page);
    const shown = await grid.locator('.wm-wallet-tile-name').allTextContents();
    const openable = data.filter((wallet) => wallet.mobile_link || wallet.webapp_link).map((wallet) => wallet.name);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(openable.slice(0, shown.length));
  });
});
