// Sign-in over WalletConnect with a real @reown/walletkit wallet in this process: one click (the session proposal
// carries the sign-in request; the session and the sign-in in one prompt) where the wallet answers it, the two steps
// (session, then the sign-in view and personal_sign) where it does not. The backend is the devnet's /api/signin; the
// wallet's requests are counted.
import type { IWalletKit } from '@reown/walletkit';
import { getSdkError } from '@walletconnect/utils';
import { test, expect } from './fixtures';
import { ADDRESS, CHAIN, copyLink, openWalletConnect, sessionNamespaces, useNodeWallet } from './walletconnect-peer';
import { eventLog, openDemo, siteSession, walletModal } from './demo-page';
import { devAccount } from '../../demo/wallet/accounts.mjs';
import { signInRequests, signInResponses } from '../../demo/wallet/authenticate.mjs';
import { performRequest } from '../../demo/wallet/requests.mjs';

const nodeWallet = useNodeWallet();

/**
 * What the wallet is asked, in order: proposals (marked when they carry a sign-in request) and each request's method.
 * It approves them all (the first proposal is refused with `rejectFirst`); with `oneClick` it signs the proposal's
 * sign-in request, without it approves the session alone as a wallet without one click does.
 */
function answerEverything(walletKit: IWalletKit, { oneClick, rejectFirst = false }: { oneClick: boolean; rejectFirst?: boolean }) {
  const asked: string[] = [];
  walletKit.on('session_proposal', async ({ id, params }) => {
    asked.push(signInRequests(params).length > 0 ? 'session_proposal with sign-in' : 'session_proposal');
    if (rejectFirst && asked.length === 1) return void walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') });
    const proposalRequestsResponses = oneClick ? await signInResponses(walletKit, params, devAccount(1)) : undefined;
    await walletKit.approveSession({ id, namespaces: sessionNamespaces([CHAIN]), proposalRequestsResponses });
  });
  walletKit.on('session_request', ({ id, topic, params: { request, chainId } }) => {
    asked.push(request.method);
    void performRequest({ method: request.method, params: request.params, chainId }).then((result) =>
      walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } }),
    );
  });
  return asked;
}

/** The demo page with sign-in required and only EVM networks (one click asks eip155 only), WalletConnect paired. */
async function pairWithSignIn(page: Parameters<typeof openDemo>[0], demoUrl: string, walletKit: IWalletKit) {
  await openDemo(page, `${demoUrl}?signin=required`);
  await walletModal(page).setAttribute('networks', 'eip155:31337,eip155:31338');
  await openWalletConnect(page);
  await walletKit.pair({ uri: await copyLink(page) });
}

test('one click: the wallet is asked once (the proposal with its sign-in, no personal_sign), the site signs the visitor in; after a reload the host reads through the session on its own RPC', async ({
  page,
  devnet,
}) => {
  const walletKit = nodeWallet();
  const asked = answerEverything(walletKit, { oneClick: true });
  await pairWithSignIn(page, devnet.urls.demo, walletKit);

  await expect(eventLog(page, 'signin')).toContainText(`{"address":"${ADDRESS}","caipNetworkId":"${CHAIN}","expiresAt":"`);
  await expect(eventLog(page, 'connect')).toContainText('"connector":{"id":"walletConnect"');
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');
  expect(await siteSession(page, devnet.signIn.url)).toMatchObject({ address: ADDRESS, caipNetworkId: CHAIN });
  expect((await walletModal(page).state()).signIn.status).toBe('signed-in');
  expect(asked).toEqual(['session_proposal with sign-in']);

  // The session keeps the proposal's namespaces: a host's read through the provider goes to the devnet's chain
  // (the one-click session of `authenticate` lost them, and its reads went to WalletConnect's public RPC).
  await page.reload();
  await expect.poll(async () => (await walletModal(page).state()).signIn.status).toBe('signed-in');
  const blockNumber = await page.evaluate(() =>
    document.querySelector('wallet-modal')!.getProvider('eip155')!.request({ method: 'eth_blockNumber' }),
  );
  expect(blockNumber).toMatch(/^0x[0-9a-f]+$/);
  expect(asked).toEqual(['session_proposal with sign-in']);
});

test('a wallet without one click: the session, then the sign-in view and personal_sign', async ({ page, devnet }) => {
  const walletKit = nodeWallet();
  const asked = answerEverything(walletKit, { oneClick: false });
  await pairWithSignIn(page, devnet.urls.demo, walletKit);

  const signInView = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInView).toContainText(ADDRESS);
  expect(asked).toEqual(['session_proposal with sign-in']);
  await signInView.getByRole('button', { name: 'Sign in' }).click();
  await expect(eventLog(page, 'signin')).toContainText(`{"address":"${ADDRESS}","caipNetworkId":"${CHAIN}","expiresAt":"`);
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(await siteSession(page, devnet.signIn.url)).toMatchObject({ address: ADDRESS, caipNetworkId: CHAIN });
  expect(asked).toEqual(['session_proposal with sign-in', 'personal_sign']);
});

test("one click rejected is a rejected connect (a fresh code); a verify 401 after it is the sign-in view's, with Retry", async ({
  page,
  devnet,
}) => {
  devnet.faults.add({ route: '/api/signin/verify', status: 401, times: 1 });
  const walletKit = nodeWallet();
  const asked = answerEverything(walletKit, { oneClick: true, rejectFirst: true });
  await pairWithSignIn(page, devnet.urls.demo, walletKit);
  await expect(page.getByRole('alert')).toContainText('rejected');
  await expect(eventLog(page, 'connect')).toHaveCount(0);

  await walletKit.pair({ uri: await copyLink(page) });
  const signInView = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInView.getByRole('alert')).toContainText('The site did not accept the signature');
  await expect(eventLog(page, 'error').first()).toContainText('"code":"SignInError"');
  expect((await walletModal(page).state()).signIn.status).toBe('signed-out');
  await signInView.getByRole('button', { name: 'Try again' }).click();
  await expect(eventLog(page, 'signin')).toContainText(ADDRESS);
  expect(asked).toEqual(['session_proposal with sign-in', 'session_proposal with sign-in', 'personal_sign']);
});
