// An origin off the project's allowlist gets no secure-site frame and a clear error: the project's
// allowlist (read on intent) does not admit the page, so the element does not even ask the secure
// site (which would not frame itself there either).
// @ts-expect-error plain ESM helper without types
import { ensureChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { test, expect } from './fixtures';
import { eventLog } from './demo-page';
import { freshEmail } from './embedded-page';

// The demo served as another site (a name Chromium treats as public): Chromium's Local Network Access
// checks would block its requests to the loopback devnet before any allowlist is asked, so they are
// off in this worker (a host's real site reaches the hosted services over the internet).
test.use({
  launchOptions: {
    executablePath: ensureChromium() as string,
    args: [...(CHROMIUM_ARGS as string[]), '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('an origin off the project allowlist gets no frame and a clear error', async ({ page, devnet }) => {
  // The demo page, served as another site: the secure site frames only the project's origins (and loopback).
  const site = 'http://shop.example';
  const demo = new URL(devnet.urls.demo);
  await page.route(`${site}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${demo.origin}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  const framed: string[] = [];
  page.on('request', (request) => request.url().startsWith(`${devnet.urls.auth}/sdk`) && framed.push(request.url()));
  await page.goto(`${site}${demo.pathname}${demo.search}`);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  // The project's allowlist, read on intent, does not admit the page.
  await expect(eventLog(page, 'error').filter({ hasText: 'InvalidAppConfigurationError' })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Email' }).fill(freshEmail('elsewhere'));
  await page.getByRole('button', { name: 'Continue with email' }).click();
  // So the secure site is not even asked: a refusal at once, no 20 s wait for a frame that will not open.
  await expect(eventLog(page, 'error').first()).toContainText('AuthRefusedError');
  await expect(page.getByRole('dialog', { name: 'Check your email' }).getByRole('alert').last()).toHaveText(
    'The sign-in service does not accept sign-ins from this site.',
  );
  await expect(page.locator('dialog[data-wm-secure-site-dialog] iframe')).toHaveCount(0);
  expect(framed).toEqual([]);
});
