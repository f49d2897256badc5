// The first real flow against the devnet: the demo page's EIP-6963 Devnet
// Wallet, keyed by anvil account 0, connects on chain 31337.
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, devnetWallet, eventLog, openDemo } from './demo-page';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

test.beforeEach(async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
});

test('connects the Devnet Wallet through its prompt, shows Account and fires connect, then disconnects', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await expect(page.getByText('Continue in Devnet Wallet')).toBeVisible();
  const prompt = page.getByRole('dialog', { name: /Devnet Wallet/ });
  await prompt.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0xf39F…2266');
  // Account 0 is alice.wallet-modal.eth and holds about 10,000 ETH on anvil, less what the devnet's seeding spent.
  // The name never hides the address: both are on the button.
  await expect(page.getByRole('button', { name: /^Account alice\.wallet-modal\.eth 0xf39F…2266 9,?9\d\d/ })).toBeVisible();
  const connect = eventLog(page, 'connect');
  await expect(connect).toContainText(`"address":"${ACCOUNT_0}"`);
  await expect(connect).toContainText('"caipNetworkId":"eip155:31337"');
  await expect(connect).toContainText('"connector":{"id":"io.wallet-modal.devnet","name":"Devnet Wallet","type":"announced"}');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(eventLog(page, 'disconnect')).toContainText('{"namespace":"eip155"}');
  await expect(page.getByRole('button', { name: /^Devnet Wallet Installed/ })).toBeVisible();
});

test('a rejection in the wallet shows the message, and retry connects', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await page
    .getByRole('dialog', { name: /Devnet Wallet/ })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Connection declined' })).toContainText('You rejected');
  await expect(eventLog(page, 'error').filter({ hasText: 'UserRejectedError' })).toContainText('"view":"ConnectingExternal"');

  await page.getByRole('button', { name: 'Try again' }).click();
  await page
    .getByRole('dialog', { name: /Devnet Wallet/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
});

test('the wallet switching chain and account fires networkchange and accountchange', async ({ page }) => {
  await connectDevnetWallet(page, { autoApprove: true });

  await devnetWallet(page).switchChain(31338);
  await expect(eventLog(page, 'networkchange').first()).toContainText('"caipNetworkId":"eip155:31338"');
  await devnetWallet(page).switchAccount(1);
  await expect(eventLog(page, 'accountchange')).toContainText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');
});
