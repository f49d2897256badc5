// The product's embedded sign-ins (src/state/auth: actions, connector, the secure site's client)
// against the devnet's secure-site stand-in, in Chromium on a loopback host page, without the views: an email sign-in
// (code from the mailbox) connects both namespaces through the connector, whose provider's first
// send from the smart account deploys it (smartAccountDeployed follows); the account type switch
// moves the EVM address; a reload restores the sign-in silently; disconnecting both namespaces signs
// out; GitHub's consent pop-up (closed by the product once it has the result) signs in; a pop-up closed before consent fails;
// Farcaster's approval page signs in. The browser refuses any request off loopback.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEVNET_PROJECT_ID, startDevnet } from '../index.mjs';
import { answeredInFrame, launchLoopbackBrowser } from '../testing/harness.mjs';
import { serveProductPage } from '../testing/product-page.mjs';

// The page's script: the state layer's auth feature and what drives it, on `window.app`.
const APP_SOURCE = `
import * as auth from './src/state/auth';
import { applyAttributeSettings, applyConfigObject } from './src/state/configure';
import { accountOf } from './src/state/account';
import { connectedConnector, connectorsState, disconnect, findConnector, restoreSessions } from './src/state/connection';
import { onStateEvent } from './src/state/events';
import { openModal, currentView } from './src/state/router';
import { enableAuthRestore } from './src/state';
window.errors = [];
onStateEvent((event) => event.type === 'error' && window.errors.push(event.code + ': ' + event.detail));
window.app = { auth, connectedConnector, applyAttributeSettings, applyConfigObject, accountOf, connectorsState, disconnect, findConnector, restoreSessions, openModal, currentView, enableAuthRestore };
`;

describe('embedded sign-ins against the devnet auth service', { timeout: 180_000 }, () => {
  let devnet;
  let browser;
  let page;
  let server;
  const email = `state-${Date.now()}@example.com`;

  /** Loads the host page with the devnet's networks and auth-url, the modal open, stored sign-ins restored. */
  const load = async () => {
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => window.app);
    await page.evaluate(
      async ({ authUrl, projectId, networks }) => {
        window.app.applyConfigObject({ networks }, ['authUrl']);
        window.app.applyAttributeSettings({ authUrl, projectId });
        window.app.enableAuthRestore();
        await window.app.restoreSessions();
        window.app.openModal();
      },
      {
        authUrl: devnet.urls.auth,
        projectId: DEVNET_PROJECT_ID,
        networks: [
          { caipNetworkId: 'eip155:31337', name: 'Devnet', rpcUrl: devnet.urls.evm[31337] },
          { caipNetworkId: devnet.solana.caipNetworkId, name: 'Devnet Solana', rpcUrl: devnet.urls.solana.http },
        ],
      },
    );
  };
  const connected = () =>
    page.evaluate(() => ({
      eip155: window.app.accountOf('eip155').address,
      solana: window.app.accountOf('solana').address,
      ids: { ...window.app.connectorsState.connectedIds },
      connector: window.app.findConnector('auth'),
      user: window.app.auth.authState.user,
      accountType: window.app.auth.authState.accountType,
      deployed: window.app.auth.authState.smartAccountDeployed,
    }));

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    server = await serveProductPage(APP_SOURCE, 'Auth sign-in');
    browser = await launchLoopbackBrowser();
    page = await browser.newPage();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await devnet?.stop();
  });

  it('signs in by email, switches the account type, and is restored after a reload', async () => {
    await load();
    await page.evaluate((address) => window.app.auth.startEmailSignIn(address), email);
    assert.equal(await page.evaluate(() => window.app.auth.authState.step), 'codeSent');
    const [mail] = devnet.auth.mailbox(email);
    await page.evaluate((code) => window.app.auth.verifyEmailCode(code), mail.code);
    const first = await connected();
    assert.deepEqual(first.ids, { eip155: 'auth', solana: 'auth' });
    assert.deepEqual(first.user, { provider: 'email', email });
    const { id, name, type, provider } = first.connector;
    assert.deepEqual({ id, name, type, provider }, { id: 'auth', name: 'Email', type: 'auth', provider: 'email' });
    assert.equal(first.accountType, 'smartAccount');
    assert.equal(await page.evaluate(() => window.app.currentView()), 'Account');
    await page.waitForFunction(() => window.app.auth.authState.smartAccountDeployed === false);
    // The smart account's first transaction, through the connector's EIP-1193 provider, deploys it
    // once the visitor signs it in the secure site's frame.
    const hash = await answeredInFrame(
      page,
      'Sign',
      page.evaluate(() => {
        const smart = window.app.accountOf('eip155').address;
        const to = window.app.auth.authState.allAccounts.find((account) => account.type === 'eoa').address;
        return window.app
          .connectedConnector('eip155')
          .provider('eip155')
          .request({ method: 'eth_sendTransaction', params: [{ from: smart, to, value: '0x0' }] });
      }),
    );
    assert.match(hash, /^0x[0-9a-f]{64}$/);
    await page.waitForFunction(() => window.app.auth.authState.smartAccountDeployed === true, undefined, { timeout: 15_000 });

    await page.evaluate(() => window.app.auth.switchEmbeddedAccountType());
    const switched = await connected();
    assert.equal(switched.accountType, 'eoa');
    assert.notEqual(switched.eip155, first.eip155);

    await load();
    const restored = await connected();
    assert.deepEqual([restored.eip155, restored.solana, restored.accountType], [switched.eip155, first.solana, 'eoa']);
    assert.deepEqual(restored.user, { provider: 'email', email });
    await page.evaluate(() => window.app.auth.switchEmbeddedAccountType());
    assert.deepEqual(await page.evaluate(() => window.errors), []);
  });

  it('disconnecting both namespaces signs out: the next load restores nothing', async () => {
    await page.evaluate(async () => {
      await window.app.disconnect('eip155');
      await window.app.disconnect('solana');
    });
    assert.equal((await connected()).user, undefined);
    await load();
    assert.deepEqual((await connected()).ids, {});
    assert.deepEqual(await page.evaluate(() => window.errors), []);
  });

  it('signs in with GitHub through its consent pop-up, which the product closes', async () => {
    await load();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => window.app.auth.startSocialSignIn('github'))]);
    await popup.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()]);
    await page.waitForFunction(() => window.app.accountOf('eip155').status === 'connected', undefined, { timeout: 10_000 });
    const signedIn = await connected();
    assert.deepEqual(signedIn.user, { provider: 'github', username: 'adalovelace' });
    assert.deepEqual([signedIn.connector.name, signedIn.connector.provider], ['GitHub', 'github']);
    assert.deepEqual(await page.evaluate(() => window.errors), []);
  });

  it('a pop-up closed before consent is AuthPopupClosedError', async () => {
    await page.evaluate(async () => {
      await window.app.disconnect('eip155');
      await window.app.disconnect('solana');
    });
    await load();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => window.app.auth.startSocialSignIn('google'))]);
    await popup.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    await popup.close();
    await page.waitForFunction(() => window.app.auth.authState.step === 'failed', undefined, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => window.app.auth.authState.errorKey), 'error.authPopupClosed');
  });

  it("signs in with Farcaster through the link's approval page", async () => {
    await load();
    await page.evaluate(() => void window.app.auth.startFarcasterSignIn());
    await page.waitForFunction(() => window.app.auth.authState.farcaster?.url);
    const url = await page.evaluate(() => window.app.auth.authState.farcaster.url);
    const phone = await page.context().newPage();
    await phone.goto(url);
    await phone.getByRole('button', { name: 'Approve as @bob.eth' }).click();
    await page.waitForFunction(() => window.app.accountOf('eip155').status === 'connected', undefined, { timeout: 10_000 });
    await phone.close();
    const signedIn = await connected();
    assert.deepEqual(signedIn.user, { provider: 'farcaster', username: '@bob.eth' });
    assert.equal(signedIn.connector.provider, 'farcaster');
    assert.deepEqual(await page.evaluate(() => window.errors.filter((error) => !error.startsWith('AuthPopupClosedError'))), []);
  });
});
