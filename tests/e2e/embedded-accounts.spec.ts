// Embedded accounts on the devnet, as a visitor signs in: by email (the code read from the
// devnet's mailbox), with two social providers through their consent pop-ups, and with Farcaster
// through its approval page. The smart account is the truth on anvil: its first send deploys it
// and pays from it. With sign-in required, the smart account signs the site's EIP-4361 message in the secure site's
// frame: ERC-6492 before it is deployed and ERC-1271 after, and the devnet's backend verifies both (the peer report:
// a smart account's signature fails verification). Also the failures a visitor meets (a wrong code, an expired one, a closed
// pop-up), and that nothing of the connector loads before the visitor uses it. What a hostile
// page tries is in secure-site-hostile.spec.ts.
import type { Page } from '@playwright/test';
import { createPublicClient, erc20Abi, http, isAddress, parseErc6492Signature, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect, axeViolations } from './fixtures';
import { eventLog, openDemo, siteSession, transactionLog } from './demo-page';
import { answerInFrame, freshEmail } from './embedded-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const AUTH_CHUNK = /\/chunks\/(auth|connector)[\w-]*\.js$/;

const chainClient = (devnet: Devnet) => createPublicClient({ transport: http(devnet.urls.evm[31337]) });
const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' });
const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' });
const emailDialog = (page: Page) => page.getByRole('dialog', { name: 'Check your email' });
const signInView = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });

/** The visitor signs in to the site as `address`: Sign in, then Sign in the secure site's frame; the host hears `signin`. */
async function signInToSite(page: Page, address: Address) {
  await expect(signInView(page)).toContainText(address);
  await signInView(page).getByRole('button', { name: 'Sign in' }).click();
  await answerInFrame(page, 'Sign', 'wants you to sign in with your Ethereum account');
  await expect(eventLog(page, 'signin').first()).toContainText(`"address":"${address}"`);
}

/** The host's newest event of `type` (with `text` in it, e.g. a namespace), parsed. */
async function lastEvent<T>(page: Page, type: string, text = ''): Promise<T> {
  const entry = eventLog(page, type).filter({ hasText: text }).first();
  return JSON.parse((await entry.locator('code').textContent()) ?? '{}') as T;
}

/** The host's newest `connect` event for EVM. */
const evmConnect = <T>(page: Page) => lastEvent<T>(page, 'connect', '"namespace":"eip155"');

/** Clicks the `provider`'s sign-in button, on Connect or behind "More sign-in options". */
async function chooseSocial(page: Page, provider: string) {
  const button = connectDialog(page).getByRole('button', { name: `Continue with ${provider}` });
  if (!(await button.isVisible())) {
    await connectDialog(page).getByRole('button', { name: 'More sign-in options' }).click();
    await page
      .getByRole('dialog', { name: 'Sign in with' })
      .getByRole('button', { name: `Continue with ${provider}` })
      .click();
  } else {
    await button.click();
  }
}

/** The newest code the devnet mailed to `email`, once there are `count` of them. */
async function mailedCode(devnet: Devnet, email: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await devnet.auth.mailbox(email)).length, { message: `a code mailed to ${email}` })
    .toBeGreaterThanOrEqual(count);
  const mails = await devnet.auth.mailbox(email);
  return mails.at(-1)!.code;
}

async function requestCode(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await connectDialog(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await connectDialog(page).getByRole('button', { name: 'Continue with email' }).click();
  await expect(emailDialog(page)).toContainText(`We sent a code to ${email}`);
}

/** Clicks a social button and resolves to its consent pop-up. */
async function openSocial(page: Page, provider: string): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await chooseSocial(page, provider);
  const popup = await opened;
  await popup.waitForLoadState();
  return popup;
}

test('signs in by email and to the site (ERC-6492), sends dUSDC from the smart account (deploying it), switches to the EOA and back (ERC-1271), and is restored after a reload', async ({
  page,
  devnet,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  /** The signatures the site was asked to verify, in order. */
  const verified: Hex[] = [];
  // Read where the request is held (a page's request events do not always carry a body the browser did not keep).
  await page.route(
    (url) => url.href.endsWith('/api/signin/verify'),
    async (route) => {
      verified.push((route.request().postDataJSON() as { signature: Hex }).signature);
      await route.continue();
    },
  );
  const email = freshEmail('visitor');
  await openDemo(page, `${devnet.urls.demo}?signin=required`);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(connectDialog(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
  const authOrigin = new URL(devnet.urls.auth).origin;
  expect(
    requested.filter((url) => url.startsWith(authOrigin) || AUTH_CHUNK.test(url)),
    'nothing of the connector before it is used',
  ).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await requestCode(page, email);
  expect(await axeViolations(page)).toEqual([]);
  await emailDialog(page)
    .getByRole('textbox', { name: 'Code' })
    .fill(await mailedCode(devnet, email));
  await expect(signInView(page)).toBeVisible({ timeout: 20_000 });
  const connected = await evmConnect<{ address: Address; connector: { type: string; provider?: string } }>(page);
  expect(connected.connector.type).toBe('auth');
  expect(connected.connector.provider).toBe('email');
  const smartAccount = connected.address;

  // The site's sign-in, signed by the smart account before it is deployed: an ERC-6492 signature the backend verifies.
  await signInToSite(page, smartAccount);
  await expect(accountDialog(page)).toContainText(`Signed in with ${email}`);
  await expect(accountDialog(page)).toContainText('Smart account');
  const client = chainClient(devnet);
  expect(await client.getCode({ address: smartAccount }), 'counterfactual until its first transaction').toBeUndefined();
  expect(parseErc6492Signature(verified[0]!).address, 'an ERC-6492 signature').toBe(devnet.contracts.accountFactory);
  expect(await siteSession(page, devnet.signIn.url)).toMatchObject({ address: smartAccount, caipNetworkId: 'eip155:31337' });

  // Send 5 dUSDC from the smart account (funded by the devnet's faucet).
  const receiver = privateKeyToAddress(generatePrivateKey());
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  await send.getByRole('button', { name: /Balance:/ }).click();
  await page.getByRole('dialog', { name: 'Select token' }).getByRole('button', { name: /dUSDC/ }).click();
  await send.getByLabel('Amount').fill('5');
  await send.getByLabel('To').fill(receiver);
  await send.getByRole('button', { name: 'Preview Send' }).click();
  await page.getByRole('dialog', { name: 'Review send' }).getByRole('button', { name: 'Send' }).click();
  // The secure site asks the visitor, in its frame above the modal: the token transfer, decoded.
  await answerInFrame(page, 'Sign', '5 dUSDC');
  const sent = transactionLog(page).first();
  await expect(sent).toContainText('"kind":"send"', { timeout: 20_000 });
  const { hash } = JSON.parse((await sent.locator('code').textContent()) ?? '{}') as { hash: Hex };
  expect((await minedReceipt(client, hash)).status).toBe('success');
  expect(await client.getCode({ address: smartAccount }), 'the first transaction deployed the smart account').toMatch(/^0x[0-9a-f]{2,}/);
  expect(await client.readContract({ address: devnet.contracts.dUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })).toBe(
    5_000_000n,
  );
  expect(
    await client.readContract({ address: devnet.contracts.dUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [smartAccount] }),
  ).toBe(995_000_000n);

  // The EOA and back: the address changes each time, the host hears accountchange, and each account signs in anew.
  await expect(accountDialog(page)).toBeVisible();
  await accountDialog(page).getByRole('button', { name: 'Switch to EOA' }).click();
  await expect(eventLog(page, 'accountchange').first()).not.toContainText(smartAccount);
  const eoa = (await lastEvent<{ address: Address }>(page, 'accountchange')).address;
  expect(isAddress(eoa) && eoa !== smartAccount).toBe(true);
  await signInToSite(page, eoa);
  await expect(accountDialog(page)).toContainText('EOA');
  await accountDialog(page).getByRole('button', { name: 'Switch to smart account' }).click();
  await expect(eventLog(page, 'accountchange').first()).toContainText(smartAccount);
  await expect(eventLog(page, 'accountchange')).toHaveCount(2);
  // Deployed now: a plain ERC-1271 signature, verified by the account's contract.
  await signInToSite(page, smartAccount);
  expect(verified).toHaveLength(3);
  expect(parseErc6492Signature(verified[2]!).address, 'an ERC-1271 signature').toBeUndefined();
  expect(await siteSession(page, devnet.signIn.url)).toMatchObject({ address: smartAccount });
  await expect(eventLog(page, 'signout')).toHaveCount(2);

  // A reload restores the sign-in and the site's session without any prompt.
  await page.reload();
  const restored = eventLog(page, 'connect').filter({ hasText: '"namespace":"eip155"' }).first();
  await expect(restored).toContainText('"restored":true', { timeout: 20_000 });
  await expect(restored).toContainText(smartAccount);
  await expect(eventLog(page, 'signin')).toContainText(smartAccount);
  await page.getByRole('button', { name: /0x/ }).first().click();
  await expect(accountDialog(page)).toContainText(`Signed in with ${email}`);
  expect(verified).toHaveLength(3);

  // Disconnect signs out of the frame: the next reload restores nothing.
  await accountDialog(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(eventLog(page, 'disconnect').first()).toBeVisible();
  await expect.poll(() => siteSession(page, devnet.signIn.url)).toBeUndefined();
  await page.reload();
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(connectDialog(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(eventLog(page, 'connect')).toHaveCount(0);
});

test('a wrong code and an expired code each say so, and a fresh code still signs in', async ({ page, devnet }) => {
  const email = freshEmail('typo');
  // The page's clock flows, and jumps where the test says (the resend delay).
  await page.clock.install();
  await openDemo(page, devnet.urls.demo);
  await requestCode(page, email);
  const code = await mailedCode(devnet, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await emailDialog(page).getByRole('textbox', { name: 'Code' }).fill(wrong);
  await expect(emailDialog(page).getByRole('alert')).toContainText(/wrong|not right|incorrect/i);
  await expect(eventLog(page, 'error').first()).toContainText('AuthWrongCodeError');

  // Ten minutes later the code is dead.
  await devnet.auth.advanceClock(11 * 60_000);
  await emailDialog(page).getByRole('textbox', { name: 'Code' }).fill(code);
  await expect(emailDialog(page).getByRole('alert')).toContainText(/expired/i);

  await page.clock.fastForward(31_000);
  await emailDialog(page).getByRole('button', { name: 'Resend code' }).click();
  await emailDialog(page)
    .getByRole('textbox', { name: 'Code' })
    .fill(await mailedCode(devnet, email, 2));
  await expect(accountDialog(page)).toBeVisible({ timeout: 20_000 });
});

test('signs in with Google and then with GitHub through their consent pop-ups', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  for (const provider of ['Google', 'GitHub']) {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const popup = await openSocial(page, provider);
    await expect(page.getByRole('dialog', { name: `Sign in with ${provider}` })).toBeVisible();
    await popup
      .getByRole('button', { name: /^Continue as / })
      .first()
      .click();
    await expect(accountDialog(page)).toBeVisible({ timeout: 20_000 });
    const connected = await evmConnect<{ connector: { type: string; provider?: string } }>(page);
    expect(connected.connector).toMatchObject({ type: 'auth', provider: provider.toLowerCase() });
    await expect(accountDialog(page)).toContainText(`(${provider})`);
    await accountDialog(page).getByRole('button', { name: 'Disconnect' }).click();
    // One sign-in holds both namespaces: both end.
    await expect(eventLog(page, 'disconnect').filter({ hasText: '"namespace":"solana"' })).toHaveCount(provider === 'Google' ? 1 : 2);
    await page.keyboard.press('Escape');
  }
});

test('a closed pop-up and a cancelled consent each return to the modal with their message', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const popup = await openSocial(page, 'Google');
  await popup.close();
  const waiting = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(waiting.getByRole('alert')).toContainText(/closed/i);
  await expect(eventLog(page, 'error').first()).toBeVisible();

  const again = page.context().waitForEvent('page');
  await waiting.getByRole('button', { name: 'Try again' }).click();
  const second = await again;
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(waiting.getByRole('alert')).toContainText(/cancel/i);
  await expect(eventLog(page, 'connect')).toHaveCount(0);
});

test('signs in with Farcaster through its approval page', async ({ page, context, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await chooseSocial(page, 'Farcaster');
  const farcaster = page.getByRole('dialog', { name: 'Sign in with Farcaster' });
  const link = farcaster.getByRole('link', { name: 'Open Farcaster' });
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\//);
  await expect(farcaster.getByRole('img', { name: /QR/i })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const approval = await context.newPage();
  await approval.goto((await link.getAttribute('href'))!);
  await approval
    .getByRole('button', { name: /^Approve as / })
    .first()
    .click();
  await expect(accountDialog(page)).toBeVisible({ timeout: 20_000 });
  const connected = await evmConnect<{ connector: { type: string; provider?: string } }>(page);
  expect(connected.connector).toMatchObject({ type: 'auth', provider: 'farcaster' });
});
