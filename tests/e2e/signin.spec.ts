// Sign-in with the wallet on the demo page against the devnet's reference backend (/api/signin): the Devnet
// Wallet signs an EIP-4361 message, the backend verifies it on the devnet chain and sets a first-party cookie.
// Peer failure reports covered: the session lost or the prompt again after a reload, a prompt on an unsupported
// network, a cancel leaving a half state, and every failure ending signed out with a message, Retry and `error`.
// Also a plain-HTML host (demo/signin.html: the script tag and `signin-url`, no script of its own) whose server
// sees the session in its cookie. An embedded smart account's sign-in (ERC-6492, then ERC-1271) is in
// embedded-accounts.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, devnetWallet, eventLog, openDemo, siteSession, walletModal } from './demo-page';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const signInView = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: /Devnet Wallet/ });
const signInStatus = (page: Page) =>
  walletModal(page)
    .state()
    .then((state) => state.signIn.status);

async function approveSignature(page: Page) {
  await expect(walletPrompt(page)).toContainText('sign a message');
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click();
}

test('required: cancel disconnects; signing in opens a session that a reload keeps with no prompt; another account asks again', async ({
  page,
  devnet,
}) => {
  // The worker's devnet may hold other tests' sessions: this test counts its own.
  const sessionsBefore = devnet.signIn.sessions.size;
  await openDemo(page, `${devnet.urls.demo}?signin=required`);
  await connectDevnetWallet(page, { waitForAccount: false });
  const host = new URL(devnet.urls.demo).host;
  await expect(signInView(page)).toContainText(host);
  await expect(signInView(page)).toContainText(ACCOUNT_0);
  await expect(signInView(page)).toContainText('Devnet A');
  expect(await axeViolations(page)).toEqual([]);
  await signInView(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(eventLog(page, 'disconnect')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Devnet Wallet Installed/ })).toBeVisible();
  expect(await signInStatus(page)).toBe('signed-out');

  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await signInView(page).getByRole('button', { name: 'Sign in' }).click();
  await approveSignature(page);
  await expect(eventLog(page, 'signin')).toContainText(`"address":"${ACCOUNT_0}","caipNetworkId":"eip155:31337","expiresAt":"`);
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(devnet.signIn.sessions.size).toBe(sessionsBefore + 1);

  // A reload: the wallet restores, GET /session answers with the cookie's session, and nothing prompts.
  await page.reload();
  await expect(eventLog(page, 'signin')).toContainText(ACCOUNT_0);
  expect(await signInStatus(page)).toBe('signed-in');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await walletModal(page).open();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();

  // Another account: the old session ends (signout) and the new account is asked at once.
  await devnetWallet(page).switchAccount(1);
  await expect(eventLog(page, 'signout')).toHaveCount(1);
  await expect(signInView(page)).toContainText(ACCOUNT_1);
  await signInView(page).getByRole('button', { name: 'Sign in' }).click();
  await approveSignature(page);
  await expect(eventLog(page, 'signin').first()).toContainText(ACCOUNT_1);

  // The switch signed the first account out at the site; disconnecting signs the second out too.
  expect(devnet.signIn.sessions.size).toBe(sessionsBefore + 1);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(eventLog(page, 'signout')).toHaveCount(2);
  await expect.poll(() => devnet.signIn.sessions.size).toBe(sessionsBefore);
});

test('optional: an unsupported network never prompts; on a supported one, cancel keeps the connection without a session', async ({
  page,
  devnet,
}) => {
  const nonceRequests: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/signin/nonce') && nonceRequests.push(request.url()));
  await openDemo(page, `${devnet.urls.demo}?signin=optional`);
  await walletModal(page).setAttribute('networks', 'eip155:31338');
  await connectDevnetWallet(page, { autoApprove: true, waitForAccount: false });
  await expect(page.getByRole('dialog', { name: 'Switch Network' })).toBeVisible();
  await expect(signInView(page)).toHaveCount(0);

  await page.getByRole('button', { name: /Devnet B|eip155:31338/ }).click();
  await expect(signInView(page)).toContainText(ACCOUNT_0);
  await signInView(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(await walletModal(page).state()).toMatchObject({ status: 'connected', signIn: { status: 'signed-out' } });
  await expect(eventLog(page, 'disconnect')).toHaveCount(0);
  expect(nonceRequests).toEqual([]);
});

test('a malformed session, a verify 401 and a rejected signature each show the reason, Retry and an error event', async ({
  page,
  devnet,
}) => {
  devnet.faults.add({ route: '/api/signin/session', body: { address: 'not an address!' }, times: 1 });
  devnet.faults.add({ route: '/api/signin/verify', status: 401, times: 1 });
  await openDemo(page, `${devnet.urls.demo}?signin=required`);
  await connectDevnetWallet(page, { autoApprove: true, waitForAccount: false });
  const alert = signInView(page).getByRole('alert');
  await expect(alert).toContainText("The site's sign-in answer could not be read");
  await expect(eventLog(page, 'error').first()).toContainText('"code":"SignInError"');

  await signInView(page).getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('The site did not accept the signature');
  await expect(eventLog(page, 'error')).toHaveCount(2);
  expect(await signInStatus(page)).toBe('signed-out');

  await devnetWallet(page).setAutoApprove('reject');
  await signInView(page).getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('rejected');
  await expect(eventLog(page, 'error').first()).toContainText('"code":"UserRejectedError","message"');
  await expect(eventLog(page, 'error').first()).toContainText('"view":"SiwxSignIn"');

  await devnetWallet(page).setAutoApprove(true);
  await signInView(page).getByRole('button', { name: 'Try again' }).click();
  await expect(eventLog(page, 'signin')).toContainText(ACCOUNT_0);
  expect(await signInStatus(page)).toBe('signed-in');
});

test('Solana: the Devnet Solana Wallet signs a CAIP-122 message the backend verifies by ed25519', async ({ page, devnet }) => {
  await openDemo(page, `${devnet.urls.demo}?signin=optional`, {
    __devnetSolanaWalletConfig: { secretKey: devnet.solana.keys[0]!.secretKey, autoApprove: true },
  });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Solana Wallet/ }).click();
  await expect(signInView(page)).toContainText('Solana (local)');
  await signInView(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(eventLog(page, 'signin')).toContainText(`"caipNetworkId":"${devnet.solana.caipNetworkId}"`);
  // The worker's devnet keeps the earlier tests' sessions: this one is the Solana account's.
  const sessions = [...devnet.signIn.sessions.values()];
  expect(sessions.filter((session) => session.caipNetworkId === devnet.solana.caipNetworkId)).toHaveLength(1);
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
});

test('a plain-HTML page with only signin-url: its server sees the session in the cookie, and a reload keeps it with no prompt', async ({
  page,
  devnet,
}) => {
  const verified: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/signin/verify') && verified.push(request.url()));
  await page.goto(new URL('/demo/signin.html', devnet.urls.demo).href);
  await connectDevnetWallet(page, { waitForAccount: false });
  await signInView(page).getByRole('button', { name: 'Sign in' }).click();
  await approveSignature(page);
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(await siteSession(page, devnet.signIn.url)).toMatchObject({ address: ACCOUNT_0, caipNetworkId: 'eip155:31337' });

  // Signing in at upgrade (the attribute in the markup): the cookie's session restores with no prompt and no signature.
  await page.reload();
  await expect.poll(() => signInStatus(page)).toBe('signed-in');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await walletModal(page).open();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(verified).toHaveLength(1);
});
