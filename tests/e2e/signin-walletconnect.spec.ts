// Sign-in over WalletConnect with a real @reown/walletkit wallet in this process: one click (`wc_sessionAuthenticate`,
// the session and the sign-in in one prompt) where the wallet answers it, the two steps (session, then the sign-in
// view and personal_sign) where it does not. The backend is the devnet's /api/signin; the wallet's requests are counted.
import type { IWalletKit } from '@reown/walletkit';
import { test, expect } from './fixtures';
import { ADDRESS, CHAIN, approveSession, copyLink, openWalletConnect, useNodeWallet } from './walletconnect-peer';
import { eventLog, openDemo, siteSession, walletModal } from './demo-page';
import { devAccount } from '../../demo/wallet/accounts.mjs';
import { approveAuthenticate, rejectAuthenticate } from '../../demo/wallet/authenticate.mjs';
import { performRequest } from '../../demo/wallet/requests.mjs';

const nodeWallet = useNodeWallet();

/** What the wallet is asked, in order: proposals, one-click sign-ins and each request's method; it approves them all. */
function answerEverything(walletKit: IWalletKit, { oneClick, rejectFirst = false }: { oneClick: boolean; rejectFirst?: boolean }) {
  const asked: string[] = [];
  walletKit.on('session_proposal', (proposal) => {
    asked.push('session_proposal');
    void approveSession(walletKit, proposal);
  });
  walletKit.on('session_request', ({ id, topic, params: { request, chainId } }) => {
    asked.push(request.method);
    void performRequest({ method: request.method, params: request.params, chainId }).then((result) =>
      walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } }),
    );
  });
  // A wallet without one click has no listener: sign-client then answers the dapp's fallback proposal instead.
  if (oneClick) {
    walletKit.on('session_authenticate', (request) => {
      asked.push('session_authenticate');
      if (rejectFirst && asked.length === 1) void rejectAuthenticate(walletKit, request.id);
      else void approveAuthenticate(walletKit, request, devAccount(1));
    });
  }
  return asked;
}

/** The demo page with sign-in required and only EVM networks (one click asks eip155 only), WalletConnect paired. */
async function pairWithSignIn(page: Parameters<typeof openDemo>[0], demoUrl: string, walletKit: IWalletKit) {
  await openDemo(page, `${demoUrl}?signin=required`);
  await walletModal(page).setAttribute('networks', 'eip155:31337,eip155:31338');
  await openWalletConnect(page);
  await walletKit.pair({ uri: await copyLink(page) });
}

test('one click: the wallet is asked once (session_authenticate, no personal_sign) and the site signs the visitor in', async ({
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
  expect(asked).toEqual(['session_authenticate']);
});

test('a wallet without one click: the session, then the sign-in view and personal_sign', async ({ page, devnet }) => {
  const walletKit = nodeWallet();
  const asked = answerEverything(walletKit, { oneClick: false });
  await pairWithSignIn(page, devnet.urls.demo, walletKit);

  const signInView = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInView).toContainText(ADDRESS);
  expect(asked).toEqual(['session_proposal']);
  await signInView.getByRole('button', { name: 'Sign in' }).click();
  await expect(eventLog(page, 'signin')).toContainText(`{"address":"${ADDRESS}","caipNetworkId":"${CHAIN}","expiresAt":"`);
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(await siteSession(page, devnet.signIn.url)).toMatchObject({ address: ADDRESS, caipNetworkId: CHAIN });
  expect(asked).toEqual(['session_proposal', 'personal_sign']);
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
  expect(asked).toEqual(['session_authenticate', 'session_authenticate', 'personal_sign']);
});
