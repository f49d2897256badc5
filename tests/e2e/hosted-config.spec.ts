// Hosted configuration, the origin allowlist and opt-in analytics on the devnet (issue 16's "Done
// means"): the registry stand-in answers the project's config, origins and getAnalyticsConfig from
// devnet.projectConfig, and its analytics stand-in records every POST /analytics/e.
import type { Page, Request } from '@playwright/test';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import { DEVNET_PROJECT_ID, type Devnet, type ReceivedAnalytics } from '../../demo/devnet/index.mjs';
import { test, expect } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo, walletModal } from './demo-page';

/** A Devnet Wallet account no other spec uses: it gets its own ETH here. */
const ANALYTICS_ACCOUNT = 18;
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAPP_ORIGIN = 'https://dapp.test';

const features = (page: Page) => page.getByRole('navigation', { name: 'Account actions' });
const events = (devnet: Devnet) => devnet.analytics.received();
const named = (received: ReceivedAnalytics[], event: string) => received.filter(({ body }) => body.props.event === event);
const isAnalyticsCall = (url: string) => url.includes('/analytics/') || url.includes('/getAnalyticsConfig');

/**
 * Serves the demo page from a made-up https origin (not loopback, so the allowlist applies; https because
 * service URLs in plain http are refused off loopback): every dapp.test request is the devnet's, and the
 * page's service URLs point at dapp.test too (Chromium would not let a non-loopback page reach 127.0.0.1).
 */
async function serveDemoFrom(page: Page, devnet: Devnet) {
  const devnetOrigin = new URL(devnet.urls.demo).origin;
  await page.route(`${DAPP_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${devnetOrigin}${url.pathname}${url.search}` });
    const isPage = response.headers()['content-type']?.startsWith('text/html');
    await route.fulfill(isPage ? { response, body: (await response.text()).replaceAll(devnetOrigin, DAPP_ORIGIN) } : { response });
  });
}

/**
 * Runs the page's timers 3 s ahead (past the 1 s analytics flush) with its clock installed, then waits
 * for one more request of the page's own: whatever the flush sent was sent before it.
 */
async function settle(page: Page) {
  await page.clock.runFor(3_000);
  await page.evaluate(() => fetch('/__devnet/requests').then((response) => response.text()));
}

/** The visitor's first sign of intent: pointer over the account button. */
const showIntent = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' }).hover();

async function fundAccount(devnet: Devnet, address: string) {
  await fetch(devnet.urls.evm[31337]!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0x8ac7230489e80000'] }),
  });
}

test.beforeEach(({ devnet }) => {
  devnet.projectConfig.reset();
  devnet.analytics.clear();
  devnet.analytics.forbid(false);
  devnet.faults.clear();
});

test('a dashboard that turns swaps off hides Swap; the host listing swaps in `features` brings it back', async ({ page, devnet }) => {
  devnet.projectConfig.set({ features: { swap: { isEnabled: false } } });
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(features(page).getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(features(page).getByRole('button', { name: 'Swap' })).toHaveCount(0);
  await expect(features(page).getByRole('button', { name: 'Buy' })).toBeVisible();

  await walletModal(page).setAttribute('features', 'swaps,receive,send');
  await expect(features(page).getByRole('button')).toHaveText(['Swap', 'Receive', 'Send']);
});

test('the project config is asked on intent, never at page load, and comes from storage on a re-visit', async ({ page, devnet }) => {
  const configCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/appkit/v1/config')) configCalls.push(request.url());
  });
  await openDemo(page, devnet.urls.demo);
  await page.waitForLoadState('networkidle');
  expect(configCalls, 'nothing before intent').toEqual([]);
  const answered = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'));
  await showIntent(page);
  await answered;
  expect(configCalls).toHaveLength(1);
  const query = new URL(configCalls[0]!).searchParams;
  expect(query.get('projectId')).toBe(DEVNET_PROJECT_ID);
  expect(query.get('st')).toBe('wallet-modal');
  // The answer is kept once it is read (after the response ends): only then is there a copy to re-visit with.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('project-config')))).toBe(true);
  await page.reload();
  await showIntent(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
  expect(configCalls, 'the stored copy answers a re-visit').toHaveLength(1);
});

test('an origin off the allowlist: with debug, Invalid App Configuration names the origin, and the host hears error', async ({
  page,
  devnet,
}) => {
  devnet.projectConfig.set({ allowedOrigins: ['https://only.example', '*.dapp.example'] });
  await serveDemoFrom(page, devnet);
  await page.goto(`${DAPP_ORIGIN}/`);
  await showIntent(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' });
  await expect(alert).toContainText(`This page’s origin, ${DAPP_ORIGIN}, is not on the project’s allowlist`);
  await expect(eventLog(page, 'error').filter({ hasText: 'InvalidAppConfigurationError' })).toHaveCount(1);
  // The modal shows it too, and still works.
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('alert')).toContainText('Invalid App Configuration');
});

test('an origin off the allowlist without debug: nothing changes for the visitor, the host still hears error', async ({ page, devnet }) => {
  devnet.projectConfig.set({ allowedOrigins: ['https://only.example'] });
  await serveDemoFrom(page, devnet);
  await page.goto(`${DAPP_ORIGIN}/`);
  await page.evaluate(() => document.querySelector('wallet-modal')!.removeAttribute('debug'));
  await showIntent(page);
  await expect(eventLog(page, 'error').filter({ hasText: 'InvalidAppConfigurationError' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(connect.getByRole('button', { name: /^Devnet Wallet Installed/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an origin on the allowlist (a wildcard entry) shows nothing', async ({ page, devnet }) => {
  devnet.projectConfig.set({ allowedOrigins: ['https://only.example', 'https://*.test'] });
  const originsAnswered = page.waitForResponse((response) => response.url().includes('/projects/v1/origins'));
  await serveDemoFrom(page, devnet);
  await page.goto(`${DAPP_ORIGIN}/`);
  await showIntent(page);
  await originsAnswered;
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^Devnet Wallet Installed/ }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(eventLog(page, 'error')).toHaveCount(0);
});

test('with analytics on, a connect-and-send session arrives with the hosted fields and no address, amount, query or fragment', async ({
  page,
  devnet,
}) => {
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: ANALYTICS_ACCOUNT });
  await fundAccount(devnet, account.address);
  const receiver = privateKeyToAddress(generatePrivateKey());
  // A real site's URL can hold the visitor's email and an OAuth token: neither may leave with analytics.
  const demo = new URL(devnet.urls.demo);
  await openDemo(page, `${demo.href}?email=visitor%40example.com#access_token=secret-token`, {
    __devnetWalletConfig: { account: ANALYTICS_ACCOUNT },
  });
  await walletModal(page).setAttribute('analytics');
  // The visitor chooses the wallet once tracking has started, as after a moment's reading (tracking that starts later,
  // mid-connect, is unit-tested on startEvents).
  await connectDevnetWallet(page, {
    autoApprove: true,
    beforeChoosing: () => page.waitForRequest((request) => request.url().includes('/getAnalyticsConfig')),
  });

  await features(page).getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  await send.getByLabel('Amount').fill('0.0123');
  await send.getByLabel('To').fill(receiver);
  await send.getByRole('button', { name: 'Preview Send' }).click();
  await page.getByRole('dialog', { name: 'Review send' }).getByRole('button', { name: 'Send' }).click();
  await expect(eventLog(page, 'transaction').first()).toContainText('"kind":"send"');
  await page.evaluate(() =>
    document.querySelector<HTMLElement & { switchNetwork(id: string): Promise<void> }>('wallet-modal')!.switchNetwork('eip155:31338'),
  );
  await page.keyboard.press('Escape');

  await expect
    .poll(() => events(devnet).map(({ body }) => body.props.event))
    .toEqual(
      expect.arrayContaining([
        'MODAL_OPEN',
        'SELECT_WALLET',
        'CONNECT_SUCCESS',
        'FEATURE_USED',
        'TRANSACTION_SUBMITTED',
        'SWITCH_NETWORK',
        'MODAL_CLOSE',
      ]),
    );
  const received = events(devnet);
  for (const { query, body } of received) {
    expect(query).toEqual({ projectId: DEVNET_PROJECT_ID, st: 'wallet-modal', sv: expect.any(String) });
    expect(body.eventId).toMatch(UUID);
    expect(body.url).toBe(`${demo.origin}${demo.pathname}`);
    expect(body.domain).toBe('127.0.0.1');
    expect(body.timestamp).toBeGreaterThan(Date.now() - 120_000);
    expect(body.props.type).toMatch(/^(track|error)$/);
  }
  expect(new Set(received.map(({ body }) => body.eventId)).size).toBe(received.length);
  expect(named(received, 'FEATURE_USED').map(({ body }) => body.props.properties)).toContainEqual({ feature: 'send' });
  expect(named(received, 'TRANSACTION_SUBMITTED')[0]!.body.props.properties).toEqual({ kind: 'send', network: 'eip155:31337' });
  expect(named(received, 'CONNECT_SUCCESS')[0]!.body.props.properties).toMatchObject({ namespace: 'eip155', restored: false });
  expect(named(received, 'SWITCH_NETWORK')[0]!.body.props.properties).toEqual({ from: 'eip155:31337', network: 'eip155:31338' });
  const sent = JSON.stringify(received).toLowerCase();
  for (const secret of ['visitor', 'email', 'secret-token', 'access_token']) expect(sent).not.toContain(secret);
  const everything = JSON.stringify(received.map(({ body }) => body.props)).toLowerCase();
  expect(everything).not.toContain(account.address.toLowerCase().slice(2));
  expect(everything).not.toContain(receiver.toLowerCase().slice(2));
  expect(everything).not.toContain('0.0123');
});

test("an error storm sends at most 5 error reports a minute, one per code; the next minute's report counts what was held back", async ({
  page,
  devnet,
}) => {
  await page.clock.install();
  await openDemo(page, devnet.urls.demo);
  await walletModal(page).setAttribute('analytics');
  const analyticsConfig = page.waitForResponse((response) => response.url().includes('/getAnalyticsConfig'));
  await showIntent(page);
  await analyticsConfig;
  // Errors of many codes: ignored settings and unknown networks, each several times, then wallet searches
  // that the registry answers with a 400, a broken body, a body over 1 MiB and a dropped connection.
  await page.evaluate(async () => {
    const element = document.querySelector<HTMLElement & { switchNetwork(id: string): Promise<void> }>('wallet-modal')!;
    for (let round = 0; round < 4; round += 1) {
      element.setAttribute('theme', `neon-${round}`);
      element.setAttribute('lang', `!!${round}`);
      await element.switchNetwork('eip155:999999').catch(() => undefined);
    }
  });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^All wallets/ }).click();
  const failures = [
    { fault: { status: 400 }, code: 'HttpError' },
    { fault: { malformed: true }, code: 'MalformedResponseError' },
    { fault: { bodyBytes: 2_000_000 }, code: 'ResponseTooLargeError' },
    { fault: { drop: true }, code: 'NetworkError' },
  ];
  for (const [index, { fault, code }] of failures.entries()) {
    devnet.faults.clear();
    devnet.faults.add({ route: '/registry/getWallets', ...fault });
    await page.getByLabel('Search wallets').fill(`storm ${index}`);
    // A dropped connection is tried 4 times, 1, 2 and 4 s apart (and Chromium may try again itself): the page's clock runs
    // ahead until this fault's own error is heard (a late one of the fault before must not end the wait).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(2_000);
          return eventLog(page, 'error')
            .filter({ hasText: `"code":"${code}"` })
            .count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  }
  devnet.faults.clear();
  const codes = new Set((await eventLog(page, 'error').allTextContents()).map((text) => /"code":"(\w+)"/.exec(text)?.[1]));
  expect([...codes].sort()).toEqual([
    'HttpError',
    'InvalidConfigurationError',
    'MalformedResponseError',
    'NetworkError',
    'NetworkNotFoundError',
    'ResponseTooLargeError',
  ]);
  const reports = () => named(events(devnet), 'ERROR');
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return reports().length;
    })
    .toBeGreaterThan(0);
  await settle(page);
  const firstMinute = reports();
  expect(firstMinute.length).toBeLessThanOrEqual(5);
  expect(new Set(firstMinute.map(({ body }) => body.props.properties?.code)).size, 'one report per code').toBe(firstMinute.length);
  expect(firstMinute.length).toBe(5);

  // A minute later the ration is back, and the first report carries the count of those held back.
  await page.clock.fastForward(61_000);
  await page.evaluate(() => document.querySelector('wallet-modal')!.setAttribute('theme', 'plaid'));
  await page.clock.runFor(2_000);
  await expect.poll(() => reports().length).toBe(firstMinute.length + 1);
  const next = reports().at(-1)!.body.props.properties!;
  expect(next.code).toBe('InvalidConfigurationError');
  expect(Number(next.dropped)).toBeGreaterThan(0);
});

test('without the analytics attribute, a whole session makes no request to analytics, not even getAnalyticsConfig', async ({
  page,
  devnet,
}) => {
  await page.clock.install();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await features(page).getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Send' }).getByRole('button', { name: 'Back' }).click();
  await page.evaluate(() =>
    document.querySelector<HTMLElement & { switchNetwork(id: string): Promise<void> }>('wallet-modal')!.switchNetwork('eip155:31338'),
  );
  await page.evaluate(() => document.querySelector('wallet-modal')!.setAttribute('theme', 'neon'));
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await settle(page);
  expect(requests.length).toBeGreaterThan(10);
  expect(requests.map((request) => request.url()).filter(isAnalyticsCall)).toEqual([]);
  expect(events(devnet)).toEqual([]);
});

test('HTTP 403 from analytics shows Invalid App Configuration with debug, and analytics stops for the page', async ({ page, devnet }) => {
  devnet.analytics.forbid(true);
  await page.clock.install();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/analytics/e')) posts.push(request.url());
  });
  await openDemo(page, devnet.urls.demo);
  await walletModal(page).setAttribute('analytics');
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('alert')).toContainText(
    'The analytics service refused this project (HTTP 403)',
  );
  await expect(eventLog(page, 'error').filter({ hasText: 'InvalidAppConfigurationError' })).toHaveCount(1);
  const sentBefore = posts.length;
  expect(sentBefore).toBeGreaterThan(0);

  devnet.analytics.forbid(false);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /0x/ }).first().click();
  await features(page).getByRole('button', { name: 'Send' }).click();
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await settle(page);
  expect(posts.length, 'nothing after the 403').toBe(sentBefore);
  expect(events(devnet)).toEqual([]);
});
