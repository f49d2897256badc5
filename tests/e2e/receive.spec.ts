// The account features row on the demo page and its first feature, Receive:
// what a visitor shows to be paid is exactly the connected account, and
// Receive's code loads only when the visitor goes for it.
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, devnetWallet, openDemo } from './demo-page';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECEIVE_CHUNK = /\/chunks\/receive-views-[\w-]+\.js$/;

/** Every URL the page requested, from its first load on. */
let requested: string[] = [];

test.beforeEach(async ({ page, devnet }) => {
  requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page);
});

test('Receive shows the connected address in full and as a QR code, and Back returns to Account', async ({ page }) => {
  const actions = page.getByRole('navigation', { name: 'Account actions' });
  await actions.getByRole('button', { name: 'Receive' }).click();

  const receive = page.getByRole('dialog', { name: 'Receive' });
  await expect(receive).toContainText(ACCOUNT_0);
  await expect(receive.getByRole('img', { name: 'QR code of your address' })).toBeVisible();
  await expect(receive.getByRole('listitem')).toHaveText(['Devnet A', 'Devnet B']);
  expect(await axeViolations(page)).toEqual([]);

  await receive.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
});

test('the address follows the wallet: another account in the wallet shows on Receive', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Receive' }).click();
  await devnetWallet(page).switchAccount(1);
  await expect(page.getByRole('dialog', { name: 'Receive' })).toContainText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
});

test("Receive's chunk is requested only when the visitor goes for Receive, once", async ({ page }) => {
  // Account is up and its token list has loaded (the modal and balances are in): no Receive code yet.
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  expect(requested.filter((url) => RECEIVE_CHUNK.test(url))).toEqual([]);

  const chunk = page.waitForRequest(RECEIVE_CHUNK, { timeout: 10_000 });
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Receive' }).click();
  await chunk;
  const receive = page.getByRole('dialog', { name: 'Receive' });
  await expect(receive.getByRole('img', { name: 'QR code of your address' })).toBeVisible();

  // Back and Receive again: the chunk is not fetched a second time.
  await receive.getByRole('button', { name: 'Back' }).click();
  await account.getByRole('button', { name: 'Receive' }).click();
  await expect(receive).toContainText(ACCOUNT_0);
  expect(requested.filter((url) => RECEIVE_CHUNK.test(url))).toHaveLength(1);
});
