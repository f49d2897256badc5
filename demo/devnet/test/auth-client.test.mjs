// The product's auth frame client (src/services/connectors/auth-frame.ts and its parsers) against the
// devnet's real frame, in Chromium on a loopback host page: it loads and is ready, `init` answers a
// signed-out visitor, an email sign-in (code from the mailbox) gives a session the parsers accept
// (checksummed EVM addresses, a Solana address of 32 bytes), the EIP-1193 provider and the Wallet
// Standard wallet over the frame read and sign, a wrong code is AuthWrongCodeError, and signOut ends
// the session. The browser refuses any request off loopback.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { recoverMessageAddress } from 'viem';
import { getBase58Encoder, getPublicKeyFromAddress, verifySignature } from '@solana/kit';
import { startDevnet } from '../index.mjs';
import { launchLoopbackBrowser } from '../testing/harness.mjs';
import { serveProductPage } from '../testing/product-page.mjs';

// The page's script: the client's modules, on `window.auth`.
const APP_SOURCE = `
import { openAuthFrame } from './src/services/connectors/auth-frame';
import * as answers from './src/services/connectors/auth-answers';
import { authEip1193Provider } from './src/services/connectors/auth-eip1193';
import { authSolanaWallet } from './src/services/connectors/auth-solana';
import { allowLoopbackFor } from './src/services/http/safe-url';
window.auth = { openAuthFrame, answers, authEip1193Provider, authSolanaWallet, allowLoopbackFor };
`;

describe('the auth frame client against the devnet frame', { timeout: 120_000 }, () => {
  let devnet;
  let browser;
  let page;
  let server;
  const email = `client-${Date.now()}@example.com`;

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    server = await serveProductPage(APP_SOURCE, 'Auth client');
    browser = await launchLoopbackBrowser();
    page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => window.auth);
    await page.evaluate(
      async ({ authUrl, networks }) => {
        window.auth.allowLoopbackFor([authUrl]);
        window.frame = await window.auth.openAuthFrame({
          url: authUrl,
          container: document.body,
          onMalformed: (error) => console.error(error.message),
        });
        window.call = async (method, params) => window.frame.request(method, params);
        window.networks = networks;
      },
      {
        authUrl: devnet.urls.auth,
        networks: [
          { caipNetworkId: 'eip155:31337', rpcUrl: devnet.urls.evm[31337] },
          { caipNetworkId: devnet.solana.caipNetworkId, rpcUrl: devnet.urls.solana.http },
        ],
      },
    );
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await devnet?.stop();
  });

  it('signs in by email and reads the session through the parsers', async () => {
    const signedOut = await page.evaluate(async () =>
      window.auth.answers.parseInitResult(await window.call('init', { networks: window.networks })),
    );
    assert.equal(signedOut, null);
    const { resendAfterMs } = await page.evaluate(
      async (address) => window.auth.answers.parseEmailStart(await window.call('email.start', { email: address })),
      email,
    );
    assert.ok(resendAfterMs > 0);
    const wrong = await page.evaluate(
      async (address) =>
        window.call('email.verify', { email: address, code: '000000' }).then(
          () => 'accepted',
          (error) => error.name,
        ),
      email,
    );
    assert.equal(wrong, 'AuthWrongCodeError');
    const [mail] = devnet.auth.mailbox(email);
    const session = await page.evaluate(
      async ({ address, code }) => {
        window.session = window.auth.answers.parseVerifyResult(await window.call('email.verify', { email: address, code }));
        return window.session;
      },
      { address: email, code: mail.code },
    );
    assert.equal(session.user.provider, 'email');
    assert.equal(session.user.email, email);
    assert.match(session.evm.smartAccount, /^0x[0-9a-fA-F]{40}$/);
    assert.notEqual(session.evm.smartAccount, session.evm.eoa);
  });

  it('the EIP-1193 provider answers accounts and chain, forwards reads, signs as the EOA and refuses an unconfigured chain (4902)', async () => {
    const answers = await page.evaluate(async () => {
      const provider = window.auth.authEip1193Provider({
        address: () => window.session.evm.eoa,
        chain: () => 'eip155:31337',
        chains: () => ['eip155:31337'],
        switchChain: () => undefined,
        send: (params) => window.call('evm.request', params),
      });
      const switchRefused = await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }).then(
        () => 'switched',
        (error) => error.rpcCode,
      );
      return {
        accounts: await provider.request({ method: 'eth_accounts' }),
        chainId: await provider.request({ method: 'eth_chainId' }),
        balance: await provider.request({ method: 'eth_getBalance', params: [window.session.evm.eoa, 'latest'] }),
        signature: await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', window.session.evm.eoa] }),
        switchRefused,
      };
    });
    const { eoa } = await page.evaluate(() => window.session.evm);
    assert.deepEqual(answers.accounts, [eoa]);
    assert.equal(answers.chainId, '0x7a69');
    assert.ok(BigInt(answers.balance) > 0n, 'the faucet funded the EOA');
    assert.equal(answers.switchRefused, 4902);
    assert.equal(await recoverMessageAddress({ message: 'hello', signature: answers.signature }), eoa);
  });

  it('the Wallet Standard wallet signs a message with the Solana key', async () => {
    const { address, signature } = await page.evaluate(async () => {
      const address = window.session.solana.address;
      const wallet = window.auth.authSolanaWallet(window.call, () => ({
        address,
        chain: window.networks[1].caipNetworkId,
        chains: [window.networks[1].caipNetworkId],
        name: 'Email',
        icon: 'data:image/svg+xml,',
      }));
      const [account] = wallet.accounts;
      const [{ signature }] = await wallet.features['solana:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode('hello'),
      });
      return { address, signature: [...signature] };
    });
    const key = await getPublicKeyFromAddress(address);
    assert.equal(await verifySignature(key, new Uint8Array(signature), new TextEncoder().encode('hello')), true);
    assert.equal(getBase58Encoder().encode(address).length, 32);
  });

  it('signOut ends the session: init answers signed out', async () => {
    const session = await page.evaluate(async () => {
      await window.call('signOut', {});
      return window.auth.answers.parseInitResult(await window.call('init', { networks: window.networks }));
    });
    assert.equal(session, null);
  });
});
