// A lazy chunk that fails to load (offline for a moment, a deploy that replaced
// it): the visitor gets a message and a retry that works, the host an error event.
import { test, expect } from './fixtures';
import { eventLog, openDemo } from './demo-page';

test.beforeEach(async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
});

test('All wallets whose chunk fails: message, error event, and Try again loads it', async ({ page }) => {
  const chunk = /\/chunks\/AllWalletsView-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^All wallets/ }).click();
  const dialog = page.getByRole('dialog', { name: 'All Wallets' });
  await expect(dialog.getByRole('alert')).toContainText('Part of this window could not be loaded');
  await expect(eventLog(page, 'error').filter({ hasText: 'ChunkLoadError' })).toHaveCount(1);

  await page.unroute(chunk);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('searchbox')).toBeVisible();
});

test('the modal chunk failing on the first click: error event, the page stays usable, the next click opens the modal', async ({ page }) => {
  const chunk = /\/chunks\/mount-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  // From the page's load on: the idle warm-up fails first (silently), then the click.
  await page.reload();
  const button = page.getByRole('button', { name: 'Connect Wallet' });
  await button.click();
  // Hover and click may each try (and fail) once: at least one report, and no open modal left behind.
  await expect(eventLog(page, 'error').filter({ hasText: 'ChunkLoadError' }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.unroute(chunk);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
});

test('the English error messages failing beside the modal: a ChunkLoadError event, no dialog, and the next click opens it', async ({
  page,
}) => {
  const chunk = /\/chunks\/errors-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.reload();
  const button = page.getByRole('button', { name: 'Connect Wallet' });
  await button.click();
  // The modal renders only with its error messages; the failure says so in the words the shell keeps.
  const reports = eventLog(page, 'error').filter({ hasText: 'ChunkLoadError' });
  await expect(reports.first()).toContainText('Part of this window could not be loaded');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.unroute(chunk);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
});

test('Receive whose chunk fails: message, error event, and Try again loads it', async ({ page }) => {
  const chunk = /\/chunks\/receive-views-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await page
    .getByRole('dialog', { name: /Devnet Wallet/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Receive' }).click();
  // The title is in the static catalogue: the header says Receive while its code is missing.
  const dialog = page.getByRole('dialog', { name: 'Receive' });
  await expect(dialog.getByRole('alert')).toContainText('Part of this window could not be loaded');
  await expect(page.locator('#event-log [data-event="error"]', { hasText: 'ChunkLoadError' })).toHaveCount(1);

  await page.unroute(chunk);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code of your address' })).toBeVisible();
});
