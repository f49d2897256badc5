// The demo page as a visitor uses it: keyboard, Escape, focus, theme, a11y.
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo, walletModal } from './demo-page';

test.beforeEach(async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
});

test('opens from the keyboard, traps Tab, closes on Escape and returns focus', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Connect Wallet' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('wallet-modal')).toHaveAttribute('open', '');

  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return Boolean(active?.closest('dialog'));
    });
    expect(inside, `focus stayed in the dialog at Tab ${step + 1}`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('wallet-modal')).not.toHaveAttribute('open', '');
});

test('the host page hears open and close with their detail', async ({ page }) => {
  await page.getByRole('button', { name: 'Open from the host page' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(eventLog(page, 'open')).toContainText('{"view":"Connect"}');
  await expect(eventLog(page, 'close')).toContainText('{}');
  await expect(page.getByRole('button', { name: 'Open from the host page' })).toBeFocused();
});

test('the theme switch restyles the modal through tokens; hostile host CSS does not leak in', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCSS('background-color', 'rgb(20, 20, 20)');
  await page.keyboard.press('Escape');
  await page.getByLabel('Theme').selectOption('light');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(dialog).toHaveCSS('width', '360px');
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCSS('text-transform', 'none');
});

test('a narrow screen shows the modal as a bottom sheet (reduced motion: no slide-in)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box?.width).toBe(375);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(700);
});

test('axe-core finds no violations in the open modal, dark and light', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByLabel('Theme').selectOption('light');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('before intent: the modal code warms from the page origin once the page is idle, and nothing else goes out', async ({
  page,
  devnet,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(devnet.urls.demo);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  // Once loaded and idle, the modal's files are preloaded (same origin) and its module evaluated; nothing is rendered.
  await expect.poll(() => page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(1);
  await page.waitForLoadState('networkidle');
  const paths = requested.map((url) => new URL(url));
  expect(paths.filter((url) => url.pathname.includes('/chunks/mount-'))).toHaveLength(1);
  expect(paths.filter((url) => url.origin !== new URL(devnet.urls.demo).origin && !url.pathname.startsWith('/devnet-wallets/'))).toEqual(
    [],
  );
  expect(paths.filter((url) => url.pathname.startsWith('/api') || url.pathname.startsWith('/registry'))).toEqual([]);
  expect(await page.locator('wallet-modal-dialog').count()).toBe(0);
  // The registry's first page waits for intent.
  await page.getByRole('button', { name: 'Connect Wallet' }).hover();
  await expect.poll(() => requested.some((url) => new URL(url).pathname.startsWith('/registry'))).toBe(true);
});

test('with Save-Data, nothing of the modal loads before intent; pointer over the button loads it', async ({ browser, devnet }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(devnet.urls.demo);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.includes('/chunks/mount-'))).toEqual([]);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  await page.getByRole('button', { name: 'Connect Wallet' }).hover();
  await expect.poll(() => requested.some((path) => path.includes('/chunks/mount-'))).toBe(true);
  await context.close();
});

test("the demo dapp's account panel follows the store, its network setting moves the modal, and its own send is followed", async ({
  page,
}) => {
  const fact = (name: string) => page.locator(`#fact-${name}`);
  await expect(fact('status')).toHaveText('Not connected');
  await expect(page.getByRole('button', { name: 'Swap tokens' })).toBeDisabled();
  await connectDevnetWallet(page, { autoApprove: true });
  await page.keyboard.press('Escape');
  await expect(fact('status')).toHaveText('Connected');
  await expect(fact('address')).toHaveText('0xf39F…2266');
  await expect(fact('network')).toHaveText('Devnet A');
  await expect(fact('balance')).toHaveText(/^[\d,]+\.\d+ ETH$/);

  await page.getByLabel('Network').selectOption({ label: 'Devnet B' });
  await expect
    .poll(() =>
      walletModal(page)
        .state()
        .then((state) => state.network?.name),
    )
    .toBe('Devnet B');
  await expect(fact('network')).toHaveText('Devnet B');

  await page.getByRole('button', { name: 'Send from the page' }).click();
  await expect(page.locator('#host-send-result')).toHaveText(/^Sent: 0x/);
  await expect(eventLog(page, 'transaction').first()).toContainText('"kind":"contract"');
});
