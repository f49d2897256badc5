// The auth frame page in Chromium, embedded by a small host page on a loopback origin, speaking
// docs/auth-frame-protocol.md: it refuses a parent that lies about its origin, ignores a request from
// another origin, signs in by email (code from the mailbox), signs for the smart account (ERC-6492 before,
// ERC-1271 once deployed), sends from it (the first send deploys it), signs for Solana, restores the session after a
// reload and signs out. No request leaves loopback; the frame logs no error or CSP violation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import {
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  parseErc6492Signature,
  parseUnits,
  recoverMessageAddress,
  stringToHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  address as solanaAddress,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
  generateKeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { createRequire } from 'node:module';
import { findChromium, CHROMIUM_ARGS } from '../../../scripts/chromium.mjs';
import { startHttpServer } from '../server.mjs';
import { startDevnet } from '../index.mjs';
import { FACTORY_ABI } from '../auth/account-abi.mjs';
import { evmClients, tokenBalance } from './evm-helpers.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The host page: embeds the frame (claiming `origin`) and asks it things, as the element does. */
const hostPage = (authUrl) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<script>
const AUTH = ${JSON.stringify(authUrl)};
window.received = [];
window.openFrame = (claimed) => new Promise((resolve) => {
  const iframe = document.createElement('iframe');
  iframe.title = 'Sign-in';
  iframe.hidden = true;
  iframe.src = AUTH + '/frame?origin=' + encodeURIComponent(claimed);
  window.addEventListener('message', (event) => {
    if (event.source !== iframe.contentWindow) return;
    window.received.push(event.data);
    if (event.data.type !== 'response') resolve(event.data);
  });
  document.body.append(iframe);
  window.authFrame = iframe;
});
let next = 0;
window.request = (method, params) => new Promise((resolve) => {
  const id = 'request-' + (next += 1);
  const onMessage = (event) => {
    if (event.source !== window.authFrame.contentWindow || event.data.id !== id) return;
    window.removeEventListener('message', onMessage);
    resolve(event.data);
  };
  window.addEventListener('message', onMessage);
  window.authFrame.contentWindow.postMessage({ wm: 'auth', v: 1, type: 'request', id, method, params }, AUTH);
});
</script></body></html>`;

/** A page on another origin, framed by the host: it sends the auth frame a request and reports any answer. */
const strangerPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stranger</title></head><body><script>
window.addEventListener('message', (event) => parent.postMessage({ strangerGot: event.data }, '*'));
parent.frames[0].postMessage({ wm: 'auth', v: 1, type: 'request', id: 'stranger-1', method: 'signOut', params: {} }, '*');
parent.postMessage({ strangerSent: true }, '*');
</script></body></html>`;

describe('the auth frame in Chromium', { timeout: 60_000 }, () => {
  let devnet;
  let browser;
  let page;
  let hostUrl;
  let strangerUrl;
  const servers = [];
  let networks;
  const outside = [];
  const problems = [];

  const request = async (method, params) => page.evaluate(([m, p]) => window.request(m, p), [method, params]);
  const result = async (method, params) => {
    const answer = await request(method, params);
    assert.ok('result' in answer, `${method}: ${JSON.stringify(answer.error)}`);
    return answer.result;
  };
  const openHost = async (claimed) => {
    await page.goto(hostUrl);
    return page.evaluate((origin) => window.openFrame(origin), claimed ?? new URL(hostUrl).origin);
  };

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    // Real loopback servers (Chromium's local-network checks block a fulfilled page from framing 127.0.0.1).
    const serve = async (body) => {
      const server = await startHttpServer({
        port: 0,
        handlers: [async (_req, res) => (res.writeHead(200, { 'content-type': 'text/html' }), res.end(body), true)],
      });
      servers.push(server);
      return `${server.url}/`;
    };
    hostUrl = await serve(hostPage(devnet.urls.auth));
    strangerUrl = await serve(strangerPage);
    networks = [
      { caipNetworkId: 'eip155:31337', rpcUrl: devnet.urls.evm[31337] },
      { caipNetworkId: 'eip155:31338', rpcUrl: devnet.urls.evm[31338] },
      { caipNetworkId: devnet.solana.caipNetworkId, rpcUrl: devnet.urls.solana.http },
    ];
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const context = await browser.newContext();
    page = await context.newPage();
    // Every page of the context (the pop-up too) stays on loopback.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).hostname === '127.0.0.1') return route.continue();
      outside.push(url);
      return route.abort();
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  });
  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await devnet?.stop();
  });

  it('refuses a parent whose claimed origin is not its own, and answers nothing', async () => {
    assert.deepEqual(await openHost('http://127.0.0.1:1'), { wm: 'auth', v: 1, type: 'refused', reason: 'origin' });
    const frame = page.frames().find((candidate) => candidate.url().startsWith(`${devnet.urls.auth}/frame`));
    // Its page is up and listening for nothing: a request is never answered (checked after a round trip of its own).
    await page.evaluate(() =>
      window.authFrame.contentWindow.postMessage(
        { wm: 'auth', v: 1, type: 'request', id: 'x', method: 'init', params: { networks: [] } },
        '*',
      ),
    );
    await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    assert.deepEqual(await page.evaluate(() => window.received), [{ wm: 'auth', v: 1, type: 'refused', reason: 'origin' }]);
  });

  it('signs in by email, signs and sends for the smart account (deploying it), signs for Solana', async () => {
    assert.deepEqual(await openHost(), { wm: 'auth', v: 1, type: 'ready' });
    const frameResponse = await page.request.get(`${devnet.urls.auth}/frame`);
    assert.match(frameResponse.headers()['content-security-policy'], /^default-src 'none'; script-src 'self'; connect-src 'self' /);
    assert.deepEqual(await result('init', { networks }), { session: null });
    assert.deepEqual(
      await request('evm.request', {
        caipNetworkId: 'eip155:31337',
        from: '0x0000000000000000000000000000000000000001',
        method: 'eth_chainId',
        params: [],
      }),
      { wm: 'auth', v: 1, type: 'response', id: 'request-2', error: { code: 4100, message: 'Not signed in' } },
    );

    const email = 'frame@example.com';
    assert.deepEqual(await result('email.start', { email }), { resendAfterMs: 30_000 });
    const [mail] = devnet.auth.mailbox(email);
    assert.equal((await request('email.verify', { email, code: mail.code === '111111' ? '222222' : '111111' })).error.code, 4010);
    const { session } = await result('email.verify', { email, code: mail.code });
    assert.deepEqual(session, await devnet.auth.account(email));
    assert.deepEqual(Object.keys(session.evm), ['eoa', 'smartAccount'], 'no key leaves the frame');
    const { eoa, smartAccount } = session.evm;
    const evm = (method, params, from = smartAccount, caipNetworkId = 'eip155:31337') =>
      request('evm.request', { caipNetworkId, from, method, params });

    const message = 'Sign in to the devnet';
    const { publicClient } = evmClients(devnet, 31337);
    const signature = (await evm('personal_sign', [stringToHex(message), smartAccount])).result;
    const wrapped = parseErc6492Signature(signature);
    assert.equal(wrapped.address, devnet.contracts.accountFactory, 'undeployed: ERC-6492 with the factory');
    assert.deepEqual(decodeFunctionData({ abi: FACTORY_ABI, data: wrapped.data }), { functionName: 'createAccount', args: [eoa] });
    assert.equal(await recoverMessageAddress({ message, signature: wrapped.signature }), eoa, 'the owner key signs for the smart account');
    assert.equal(await publicClient.verifyMessage({ address: smartAccount, message, signature }), true, 'ERC-6492 before deployment');
    const eoaSignature = (await evm('personal_sign', [stringToHex(message), eoa], eoa)).result;
    assert.equal(await recoverMessageAddress({ message, signature: eoaSignature }), eoa, 'the EOA signs plainly');
    assert.equal((await evm('eth_chainId', [])).result, '0x7a69');
    assert.equal((await evm('personal_sign', [stringToHex(message)], privateKeyToAccount(generatePrivateKey()).address)).error.code, 4100);
    assert.equal((await evm('eth_sign', [eoa, '0x00'])).error.code, 4200);
    assert.equal((await evm('eth_chainId', [], smartAccount, 'eip155:1')).error.code, 4901);

    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('7', 6)] });
    assert.equal(await publicClient.getCode({ address: smartAccount }), undefined);
    const hash = (await evm('eth_sendTransaction', [{ from: smartAccount, to: devnet.contracts.dUSDC, data }])).result;
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    assert.deepEqual(
      [receipt.status, receipt.from, receipt.to],
      ['success', eoa.toLowerCase(), devnet.contracts.accountFactory.toLowerCase()],
    );
    assert.ok((await publicClient.getCode({ address: smartAccount }))?.length > 2, 'the first send deployed the smart account');
    assert.equal(await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, recipient), parseUnits('7', 6));
    const second = (await evm('eth_sendTransaction', [{ from: smartAccount, to: devnet.contracts.dUSDC, data }])).result;
    const secondReceipt = await publicClient.waitForTransactionReceipt({ hash: second, pollingInterval: 50 });
    assert.equal(secondReceipt.to, smartAccount.toLowerCase(), 'then execute on the account itself');
    assert.equal(await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, recipient), parseUnits('14', 6));
    const tooMuch = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('5000', 6)] });
    assert.equal(
      (await evm('eth_sendTransaction', [{ from: smartAccount, to: devnet.contracts.dUSDC, data: tooMuch }])).error.code,
      3,
      "the chain's revert",
    );

    const deployedSignature = (await evm('personal_sign', [stringToHex(message), smartAccount])).result;
    assert.equal(await publicClient.verifyMessage({ address: smartAccount, message, signature: deployedSignature }), true, 'ERC-1271');
    const typedData = {
      domain: { name: 'Devnet', version: '1', chainId: 31337, verifyingContract: devnet.contracts.dUSDC },
      types: {
        Greeting: [
          { name: 'text', type: 'string' },
          { name: 'from', type: 'address' },
        ],
      },
      primaryType: 'Greeting',
      message: { text: 'hello', from: smartAccount },
    };
    const typedSignature = (await evm('eth_signTypedData_v4', [smartAccount, JSON.stringify(typedData)])).result;
    assert.equal(
      await publicClient.verifyTypedData({ address: smartAccount, ...typedData, signature: typedSignature }),
      true,
      'ERC-1271, typed data',
    );
    assert.equal((await evm('eth_signTypedData_v4', [smartAccount, '{not json'])).error.code, 4000);

    const solana = session.solana.address;
    const bytes = new TextEncoder().encode('hello solana');
    const signed = await result('solana.signMessage', { address: solana, message: getBase64Decoder().decode(bytes) });
    const publicKey = await getPublicKeyFromAddress(solanaAddress(solana));
    assert.equal(await verifySignature(publicKey, getBase64Encoder().encode(signed.signature), bytes), true);
    const to = (await generateKeyPairSigner()).address;
    const { value: latest } = await (
      await fetch(devnet.urls.solana.http, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }),
      })
    )
      .json()
      .then((body) => body.result);
    const transfer = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(solanaAddress(solana), m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash(latest.blockhash), lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: createNoopSigner(solanaAddress(solana)), destination: to, amount: 1_000_000n }),
          m,
        ),
    );
    const wire = getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(transfer)));
    assert.equal(
      (await request('solana.signAndSendTransaction', { address: to, caipNetworkId: devnet.solana.caipNetworkId, transaction: wire })).error
        .code,
      4100,
    );
    const sent = await result('solana.signAndSendTransaction', {
      address: solana,
      caipNetworkId: devnet.solana.caipNetworkId,
      transaction: wire,
    });
    assert.match(sent.signature, /^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    const balance = await (
      await fetch(devnet.urls.solana.http, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [to] }),
      })
    ).json();
    assert.equal(balance.result.value, 1_000_000);
  });

  it('ignores a request from another origin, restores the session after a reload, and signs out', async () => {
    await openHost();
    const { session } = await result('init', { networks });
    assert.equal(session?.user.email, 'frame@example.com', "restored from the frame's storage");

    // A page on another origin, framed beside it, asks the frame to sign out: nothing happens, nothing answers it.
    const strangerDone = page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('message', (event) => event.data?.strangerSent && resolve());
        }),
    );
    await page.evaluate((url) => {
      window.strangerMessages = [];
      window.addEventListener('message', (event) => event.data?.strangerGot && window.strangerMessages.push(event.data));
      const iframe = document.createElement('iframe');
      iframe.src = url;
      document.body.append(iframe);
    }, strangerUrl);
    await strangerDone;
    assert.deepEqual((await result('init', { networks })).session, session);
    assert.deepEqual(await page.evaluate(() => window.strangerMessages), []);

    assert.deepEqual(await result('signOut', {}), {});
    assert.deepEqual(await result('init', { networks }), { session: null });
    await openHost();
    assert.deepEqual(await result('init', { networks }), { session: null }, 'signed out for good');
    assert.deepEqual(outside, [], 'no request left loopback');
    // The one failed request the browser logs is the wrong code's answer (HTTP 400, code 4010).
    assert.deepEqual(
      problems,
      ['Failed to load resource: the server responded with a status of 400 (Bad Request)'],
      'no other error, no CSP violation',
    );
  });

  it('signs in with GitHub through the consent pop-up and with Farcaster through the approval page', async () => {
    await openHost();
    await result('init', { networks });
    const social = await result('social.start', { provider: 'github' });
    assert.deepEqual(Object.keys(social).sort(), ['state', 'url'], 'the secret stays in the frame');
    assert.deepEqual(await result('social.status', { state: social.state }), { status: 'pending' });
    assert.equal((await request('social.status', { state: 'unknown' })).error.code, 4040);
    // The element opens the pop-up in the click; the consent page closes itself once answered.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => window.open(url, 'wm-auth', 'popup,width=480,height=640'), social.url),
    ]);
    await popup.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()]);
    const done = await result('social.status', { state: social.state });
    assert.deepEqual(done.session.user, { provider: 'github', username: 'adalovelace' });
    assert.deepEqual((await result('init', { networks })).session, done.session);

    const farcaster = await result('farcaster.start', {});
    assert.deepEqual(Object.keys(farcaster).sort(), ['channel', 'expiresAt', 'url']);
    const phone = await page.context().newPage();
    await phone.goto(farcaster.url);
    await phone.getByRole('heading', { name: `Sign in to ${new URL(hostUrl).host} with Farcaster` }).waitFor();
    await phone.getByRole('button', { name: 'Approve as @bob.eth' }).click();
    await phone.getByRole('status').filter({ hasText: 'Approved. You can close this window.' }).waitFor();
    await phone.close();
    const approved = await result('farcaster.status', { channel: farcaster.channel });
    assert.deepEqual([approved.status, approved.session.user], ['done', { provider: 'farcaster', username: '@bob.eth' }]);

    // Both pages pass axe (in a context that lets axe's script in past their policy).
    const audit = await browser.newContext({ bypassCSP: true });
    try {
      const auditPage = await audit.newPage();
      for (const url of [(await result('social.start', { provider: 'google' })).url, (await result('farcaster.start', {})).url]) {
        await auditPage.goto(url);
        await auditPage.addScriptTag({ path: axePath });
        const { violations } = await auditPage.evaluate(() => globalThis.axe.run());
        assert.deepEqual(
          violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`),
          [],
          url,
        );
      }
    } finally {
      await audit.close();
    }
    await result('signOut', {});
    assert.deepEqual(outside, [], 'no request left loopback');
  });
});
