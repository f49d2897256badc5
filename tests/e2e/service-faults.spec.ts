// Issue 32's table: every route the product calls from these views, under each of the devnet's seven faults
// (429 with Retry-After, 500, 403, a 13 s delay, a body that is not JSON, a body of the wrong shape, a dropped
// connection). One page per route: the fault is set and the view's way back (its Retry) asks again under it;
// each time the view says so where the visitor looks, the host hears `error`, and no loading indicator stays.
// Once healed the same way back shows real data, without a reload. The page's clock runs ahead while a fault
// is on, so the client's retry gaps, Retry-After waits and its 10 s deadline pass at once (no sleeping); the
// delayed request the server still holds is dropped by the client's deadline.
import type { Locator, Page } from '@playwright/test';
import { BALANCE_RETRY_GAP_MS } from '../../src/state/shared/constants';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo } from './demo-page';
import { chooseSwapToken, swapDialog } from './swap-page';
import { buyDialog, expectDusdcOffered } from './buy-page';

type FaultSpec = Record<string, unknown>;

const FAULTS: { name: string; spec: FaultSpec }[] = [
  { name: '429 with Retry-After', spec: { status: 429, retryAfter: 1 } },
  { name: '500', spec: { status: 500 } },
  { name: '403', spec: { status: 403 } },
  { name: 'a 13 s delay', spec: { delayMs: 13_000 } },
  { name: 'a body that is not JSON', spec: { malformed: true } },
  { name: 'a body of the wrong shape', spec: { body: { unexpected: [1, 2, 3] } } },
  { name: 'a dropped connection', spec: { drop: true } },
];

interface RouteCase {
  name: string;
  route: string;
  /** Opens the view with `fault` on the route, up to its failure being asked. */
  open(page: Page, devnet: Devnet, fault: () => void): Promise<void>;
  /** The message, where the visitor looks. */
  message(page: Page): Locator;
  /** Loading indicators of the view (none may stay). */
  loading(page: Page): Locator;
  /** The view's way back, asked again. */
  retry(page: Page): Promise<void>;
  /** Real data, once healed. */
  recovered(page: Page): Promise<void>;
}

const account = (page: Page) => page.getByRole('dialog', { name: 'Account' });
const actions = (page: Page) => page.getByRole('navigation', { name: 'Account actions' });
const buy = buyDialog;
const swap = swapDialog;
const card = (page: Page, provider: string) => buy(page).locator(`.wm-onramp-quote[data-provider="${provider}"]`);

async function connected(page: Page, devnet: Devnet) {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(account(page).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
}

async function openSwapEthToDusdc(page: Page) {
  await actions(page).getByRole('button', { name: 'Swap' }).click();
  await chooseSwapToken(page, 'You pay', 'ETH');
  await chooseSwapToken(page, 'You receive', 'dUSDC');
}

async function openBuy(page: Page) {
  await actions(page).getByRole('button', { name: 'Buy' }).click();
  await expect(buy(page).getByRole('textbox', { name: /^Amount/ })).toBeVisible();
}

const ROUTES: RouteCase[] = [
  {
    name: 'balance',
    route: '/api/v1/account/*/balance',
    async open(page, devnet, fault) {
      await openDemo(page, devnet.urls.demo);
      fault();
      await connectDevnetWallet(page, { autoApprove: true });
    },
    message: (page) => account(page).getByRole('alert').filter({ hasText: 'Token Balance Unavailable' }),
    loading: (page) => account(page).getByRole('status', { name: 'Loading balances' }),
    async retry(page) {
      await page.clock.runFor(BALANCE_RETRY_GAP_MS);
      await account(page)
        .getByRole('alert')
        .filter({ hasText: 'Token Balance Unavailable' })
        .getByRole('button', { name: 'Retry' })
        .click();
    },
    recovered: (page) => expect(account(page).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible(),
  },
  {
    name: 'history',
    route: '/api/v1/account/*/history',
    async open(page, devnet, fault) {
      await connected(page, devnet);
      fault();
      await actions(page).getByRole('button', { name: 'Activity' }).click();
    },
    message: (page) =>
      page.getByRole('dialog', { name: 'Activity' }).getByRole('alert').filter({ hasText: 'Failed to fetch transactions' }),
    loading: (page) => page.getByRole('dialog', { name: 'Activity' }).getByRole('status', { name: /^Loading/ }),
    retry: (page) => page.getByRole('dialog', { name: 'Activity' }).getByRole('button', { name: 'Try again' }).click(),
    async recovered(page) {
      await expect(page.getByRole('dialog', { name: 'Activity' }).getByRole('alert')).toHaveCount(0);
      const activity = page.getByRole('dialog', { name: 'Activity' });
      await expect(activity.locator('.wm-activity-row').first().or(activity.getByText('No transactions yet'))).toBeVisible();
    },
  },
  {
    name: 'getWallets',
    route: '/registry/getWallets',
    async open(page, devnet, fault) {
      await openDemo(page, devnet.urls.demo);
      fault();
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
    },
    message: (page) =>
      page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('alert').filter({ hasText: 'Wallets could not be loaded' }).first(),
    loading: (page) => page.getByRole('dialog', { name: 'Connect Wallet' }).locator('.wm-skeleton-row, [role="status"][aria-label]'),
    retry: (page) => page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Try again' }).first().click(),
    recovered: (page) =>
      expect(page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^All wallets \d+/ })).toBeVisible(),
  },
  {
    name: 'swap quotes',
    route: '/api/v1/convert/quotes',
    async open(page, devnet, fault) {
      await connected(page, devnet);
      await openSwapEthToDusdc(page);
      fault();
      await swap(page).getByRole('textbox', { name: 'You pay' }).fill('0.02');
    },
    message: (page) => swap(page).getByRole('alert').filter({ hasText: 'The quote could not be fetched' }),
    loading: (page) => swap(page).getByRole('status', { name: 'Getting a quote' }),
    // The form's one alert says it; its reason and Retry follow the alert.
    retry: (page) => swap(page).getByRole('button', { name: 'Retry' }).click(),
    recovered: (page) => expect(swap(page).getByRole('button', { name: 'Review swap' })).toBeVisible(),
  },
  {
    name: 'gas price',
    route: '/api/v1/convert/gas-price',
    async open(page, devnet, fault) {
      await connected(page, devnet);
      fault();
      await openSwapEthToDusdc(page);
      await swap(page).getByRole('textbox', { name: 'You pay' }).fill('0.02');
    },
    message: (page) => swap(page).getByRole('alert').filter({ hasText: 'The network fee could not be loaded' }),
    loading: (page) => swap(page).getByRole('status', { name: 'Getting a quote' }),
    retry: (page) =>
      swap(page)
        .getByRole('alert')
        .filter({ hasText: 'The network fee could not be loaded' })
        .getByRole('button', { name: 'Retry' })
        .click(),
    recovered: (page) => expect(swap(page).locator('.wm-swap-details')).toContainText(/Network fee\s*[\d.,]+\s*ETH/),
  },
  {
    name: 'on-ramp options',
    route: '/api/v1/onramp/options',
    async open(page, devnet, fault) {
      await connected(page, devnet);
      fault();
      await actions(page).getByRole('button', { name: 'Buy' }).click();
    },
    message: (page) => buy(page).getByRole('alert').filter({ hasText: 'the full list could not be loaded' }),
    loading: (page) => buy(page).getByRole('status', { name: 'Loading what you can buy' }),
    retry: (page) => buy(page).getByRole('alert').getByRole('button', { name: 'Try again' }).click(),
    async recovered(page) {
      await expect(buy(page).getByRole('alert').filter({ hasText: 'the full list could not be loaded' })).toHaveCount(0);
      await expectDusdcOffered(page);
    },
  },
  {
    name: 'on-ramp quote',
    route: '/api/v1/onramp/quote',
    async open(page, devnet, fault) {
      await connected(page, devnet);
      await openBuy(page);
      fault();
      await buy(page)
        .getByRole('textbox', { name: /^Amount/ })
        .fill('40');
    },
    message: (page) => card(page, 'coinbase').getByRole('alert').filter({ hasText: 'No quote:' }),
    loading: (page) => buy(page).getByRole('status'),
    retry: (page) => card(page, 'coinbase').getByRole('alert').getByRole('button', { name: 'Try again' }).click(),
    async recovered(page) {
      await expect(card(page, 'coinbase').getByText('You get')).toBeVisible();
      await expect(card(page, 'meld').getByText('You get')).toBeVisible();
    },
  },
  {
    name: 'checkout URL',
    route: '/api/v1/generators/onrampurl',
    async open(page, devnet, fault) {
      await connected(page, devnet);
      await openBuy(page);
      await buy(page)
        .getByRole('textbox', { name: /^Amount/ })
        .fill('50');
      await expect(card(page, 'coinbase').getByText('You get')).toBeVisible();
      fault();
      await card(page, 'coinbase')
        .getByRole('button', { name: /^Continue with Coinbase/ })
        .click();
    },
    message: (page) => card(page, 'coinbase').getByRole('alert'),
    loading: (page) => buy(page).getByRole('button', { name: /^Opening / }),
    retry: (page) =>
      card(page, 'coinbase')
        .getByRole('button', { name: /^Continue with Coinbase/ })
        .click(),
    recovered: (page) => expect(page.getByRole('dialog', { name: 'Purchase in progress' })).toBeVisible(),
  },
];

/**
 * Runs the page's clock ahead a second at a time until `failed` (the message shows and a new `error` came):
 * retry gaps, Retry-After waits and deadlines pass at once.
 */
async function runUntilFailed(page: Page, failed: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await failed()) return true;
        await page.clock.runFor(1_000);
        return failed();
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
}

for (const routeCase of ROUTES) {
  test(`${routeCase.name} (${routeCase.route}): each fault shows the message, fires error, leaves no indicator; healed, the way back shows data`, async ({
    page,
    devnet,
  }) => {
    test.setTimeout(120_000);
    devnet.faults.clear();
    await page.clock.install();
    const setFault = (spec: FaultSpec) => {
      devnet.faults.clear();
      devnet.faults.add({ route: routeCase.route, ...spec });
    };
    const errors = eventLog(page, 'error');
    let seen = 0;
    try {
      for (const [index, { name, spec }] of FAULTS.entries()) {
        await test.step(name, async () => {
          if (index === 0) await routeCase.open(page, devnet, () => setFault(spec));
          else {
            setFault(spec);
            await routeCase.retry(page);
          }
          // The message (it may still show from the fault before) and a new error event.
          await runUntilFailed(page, async () => (await errors.count()) > seen && routeCase.message(page).isVisible());
          seen = await errors.count();
          await expect(routeCase.loading(page)).toHaveCount(0);
        });
      }
    } finally {
      devnet.faults.clear();
    }
    await test.step('healed', async () => {
      if (routeCase.name === 'checkout URL')
        void page
          .context()
          .waitForEvent('page')
          .catch(() => undefined);
      await routeCase.retry(page);
      await routeCase.recovered(page);
      await expect(routeCase.message(page)).toHaveCount(0);
      await expect(routeCase.loading(page)).toHaveCount(0);
    });
  });
}
