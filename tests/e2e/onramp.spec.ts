// On-ramp on the devnet, as a visitor does it, against the devnet's two provider checkouts
// (coinbase 1%, meld 2%) and the on-ramp client: 50 USD of dUSDC on 31337 with the cheaper
// provider, paid on its checkout page (a new window), and the chain is the truth: the visitor's
// dUSDC rises by exactly the quoted amount, the host hears `transaction` (kind 'onramp') and
// Activity lists the purchase. Also: SOL on Solana with the other provider; Cancel on the
// checkout changes nothing; amounts under and over the limits are refused; with the options
// failing, the built-in limits apply. Needs the onramp-devnet branch (routes and client).
import type { Page } from '@playwright/test';
import { address as solanaAddress, createSolanaRpc } from '@solana/kit';
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo, transactionLog } from './demo-page';

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ONRAMP_CHUNK = /\/chunks\/onramp-views-[\w-]+\.js$/;

const buyDialog = (page: Page) => page.getByRole('dialog', { name: 'Buy' });
const chainClient = (devnet: Devnet) => createPublicClient({ transport: http(devnet.urls.evm[31337]) });
const dusdcOf = (devnet: Devnet) =>
  chainClient(devnet).readContract({ address: devnet.contracts.dUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [ALICE] });
const quoteCards = (page: Page) => buyDialog(page).locator('.wm-onramp-quote');

async function openBuy(page: Page) {
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Buy' }).click();
  await expect(buyDialog(page).getByRole('textbox', { name: /^Amount/ })).toBeVisible();
}

async function chooseToken(page: Page, symbol: string) {
  await buyDialog(page)
    .getByRole('button', { name: /^You buy:/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Select token' })
    .getByRole('button', { name: new RegExp(`^${symbol} on `) })
    .first()
    .click();
  await expect(buyDialog(page).getByRole('button', { name: new RegExp(`^You buy: ${symbol} `) })).toBeVisible();
}

/** The provider and its "You get" text (the number), in the order shown. */
async function shownQuotes(page: Page): Promise<{ provider: string; get: string }[]> {
  await expect(quoteCards(page).first().getByText('You get')).toBeVisible();
  await expect(quoteCards(page).nth(1).getByText('You get')).toBeVisible();
  return quoteCards(page).evaluateAll((cards) =>
    cards.map((card) => ({
      provider: card.getAttribute('data-provider') ?? '',
      get: card.querySelector('dd')?.textContent ?? '',
    })),
  );
}

/** Buy, 30 USD of dUSDC, both providers quoted. */
async function quote30Dusdc(page: Page) {
  await openBuy(page);
  await chooseToken(page, 'dUSDC');
  await buyDialog(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill('30');
  await shownQuotes(page);
}

/** Continue with `provider`; resolves to its checkout page (the new window). */
async function checkout(page: Page, provider: string): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await buyDialog(page)
    .locator(`.wm-onramp-quote[data-provider="${provider}"]`)
    .getByRole('button', { name: new RegExp(`^Continue with ${provider}`, 'i') })
    .click();
  const window = await opened;
  await window.waitForLoadState();
  return window;
}

test('buys 50 USD of dUSDC on 31337 with the cheaper provider: the balance rises by the quote, transaction fires, Activity lists it', async ({
  page,
  devnet,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  expect(
    requested.filter((url) => ONRAMP_CHUNK.test(url)),
    'no On-ramp code before the visitor goes for it',
  ).toEqual([]);
  const before = await dusdcOf(devnet);

  await openBuy(page);
  await expect(buyDialog(page).getByRole('button', { name: /^You buy: ETH / }), "the active network's coin by default").toBeVisible();
  await chooseToken(page, 'dUSDC');
  await buyDialog(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill('50');
  const quotes = await shownQuotes(page);
  expect(
    quotes.map((quote) => quote.provider),
    'the cheaper (1%) provider first',
  ).toEqual(['coinbase', 'meld']);
  const quoted = quotes[0]!.get.replace(/ dUSDC$/, '').replace(/,/g, '');
  expect(parseUnits(quoted, 6)).toBeGreaterThan(parseUnits(quotes[1]!.get.replace(/ dUSDC$/, '').replace(/,/g, ''), 6));
  expect(await axeViolations(page)).toEqual([]);

  const checkoutPage = await checkout(page, 'coinbase');
  await expect(page.getByRole('dialog', { name: 'Purchase in progress' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await checkoutPage.getByRole('button', { name: 'Pay' }).click();
  await expect(checkoutPage.getByText(/Payment received|Completed/).first()).toBeVisible();

  await expect(page.getByText('Purchase complete')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => dusdcOf(devnet)).toBe(before + parseUnits(quoted, 6));
  const entry = transactionLog(page).first();
  await expect(entry).toContainText('"kind":"onramp"');
  await expect(entry).toContainText('"caipNetworkId":"eip155:31337"');

  // Activity: the purchase is listed as bought (the account history lists the delivery as a received transfer of the quoted amount).
  await page.getByRole('dialog', { name: 'Purchase in progress' }).getByRole('button', { name: 'Back' }).click();
  await buyDialog(page).getByRole('button', { name: 'Back' }).click();
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Activity' }).click();
  const activity = page.getByRole('dialog', { name: 'Activity' });
  const row = activity
    .locator('.wm-activity-row')
    .filter({ hasText: `+${quotes[0]!.get}` })
    .first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Bought');
});

test('buys SOL on Solana with the other provider', async ({ page, devnet }) => {
  const { solana } = devnet;
  await openDemo(page, devnet.urls.demo, { __devnetSolanaWalletConfig: { secretKey: solana.keys[2]!.secretKey, autoApprove: true } });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Solana Wallet/ }).click();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  const rpc = createSolanaRpc(solana.rpcUrl);
  const owner = solanaAddress(solana.keys[2]!.address);
  const before = (await rpc.getBalance(owner, { commitment: 'confirmed' }).send()).value;

  await openBuy(page);
  await expect(buyDialog(page).getByRole('button', { name: /^You buy: SOL / })).toBeVisible();
  await buyDialog(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill('20');
  const quotes = await shownQuotes(page);
  const other = quotes[1]!;
  expect(other.provider).toBe('meld');
  const checkoutPage = await checkout(page, other.provider);
  await checkoutPage.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Purchase complete')).toBeVisible({ timeout: 20_000 });
  const quoted = other.get.replace(/ SOL$/, '').replace(/,/g, '');
  await expect
    .poll(async () => (await rpc.getBalance(owner, { commitment: 'confirmed' }).send()).value)
    .toBe(before + parseUnits(quoted, 9));
  await expect(transactionLog(page).first()).toContainText('"kind":"onramp"');
});

test('Cancel on the checkout: the purchase is said cancelled and nothing changes', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  const before = await dusdcOf(devnet);
  await quote30Dusdc(page);
  const checkoutPage = await checkout(page, 'coinbase');
  await checkoutPage.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkoutPage.getByText(/Cancelled/)).toBeVisible();
  await expect(page.getByText('The purchase failed or was cancelled')).toBeVisible({ timeout: 20_000 });
  expect(await dusdcOf(devnet)).toBe(before);
  await expect(transactionLog(page)).toHaveCount(0);
});

test('amounts under and over the limits are refused with the limit', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await openBuy(page);
  const amount = buyDialog(page).getByRole('textbox', { name: /^Amount/ });
  await amount.fill('9.99');
  await expect(buyDialog(page).getByRole('alert').filter({ hasText: 'Minimum 10.00 USD' })).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('7500.01');
  await expect(buyDialog(page).getByRole('alert').filter({ hasText: 'Maximum 7,500.00 USD' })).toBeVisible();
  await expect(quoteCards(page).first().getByRole('button')).toHaveAttribute('aria-disabled', 'true');
});

test('with the options failing, the built-in USD/EUR limits apply', async ({ page, devnet }) => {
  devnet.faults.add({ route: '/api/v1/onramp/options', status: 500 });
  try {
    await openDemo(page, devnet.urls.demo);
    await connectDevnetWallet(page, { autoApprove: true });
    await openBuy(page);
    await buyDialog(page)
      .getByRole('button', { name: /^You pay with:/ })
      .click();
    const list = page.getByRole('dialog', { name: 'Pay with' });
    await expect(list.getByRole('list').getByRole('button')).toHaveText([
      'USD · Card10.00 – 7,500.00 USD',
      'USD · Bank account10.00 – 25,000.00 USD',
      'EUR · Card10.00 – 7,500.00 EUR',
      'EUR · Bank account10.00 – 25,000.00 EUR',
    ]);
    await list.getByRole('button', { name: /^EUR · Card/ }).click();
    await buyDialog(page)
      .getByRole('textbox', { name: /^Amount/ })
      .fill('7500.01');
    await expect(buyDialog(page).getByRole('alert').filter({ hasText: 'Maximum 7,500.00 EUR' })).toBeVisible();
  } finally {
    devnet.faults.clear();
  }
});

test('a provider whose quote failed says why and can still be tried; the other quotes as usual', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await openBuy(page);
  // The next quote request fails (whichever provider asks first); the other provider's succeeds.
  devnet.faults.add({ route: '/api/v1/onramp/quote', status: 400, reason: 'quote unavailable', times: 1 });
  try {
    await buyDialog(page)
      .getByRole('textbox', { name: /^Amount/ })
      .fill('40');
    const failed = quoteCards(page).filter({ hasText: 'No quote:' });
    await expect(failed).toHaveCount(1);
    await expect(quoteCards(page).filter({ hasText: 'You get' })).toHaveCount(1);
    await expect(failed.getByRole('button', { name: /^Continue with / })).not.toHaveAttribute('aria-disabled', 'true');
  } finally {
    devnet.faults.clear();
  }
});

test("checkout URLs off the provider's site are refused: no window opens, nothing is in progress, the host hears error", async ({
  page,
  devnet,
}) => {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await quote30Dusdc(page);
  const card = buyDialog(page).locator('.wm-onramp-quote[data-provider="coinbase"]');
  for (const url of ['https://checkout.evil.example/buy', 'javascript:alert(document.domain)', 'http://pay.coinbase.com/buy']) {
    const errors = await eventLog(page, 'error').filter({ hasText: 'MalformedResponseError' }).count();
    devnet.faults.add({ route: '/api/v1/generators/onrampurl', method: 'POST', body: { url } });
    try {
      await card.getByRole('button', { name: /^Continue with Coinbase/ }).click();
      await expect(card.getByText('The on-ramp service returned a checkout page that is not the provider’s')).toBeVisible();
      await expect(eventLog(page, 'error').filter({ hasText: 'MalformedResponseError' })).toHaveCount(errors + 1);
    } finally {
      devnet.faults.clear();
    }
  }
  expect(page.context().pages()).toHaveLength(1);
  await expect(buyDialog(page)).toBeVisible();
  await expect(transactionLog(page)).toHaveCount(0);
  // The honest checkout still opens.
  const checkoutPage = await checkout(page, 'coinbase');
  await expect(checkoutPage.getByRole('button', { name: 'Cancel' })).toBeVisible();
});
