// The secure-site stand-in's HTTP side, without chains: /sdk's 400s and its Content-Security-Policy
// (frame-ancestors from the project's allowlist plus loopback), /loading, the /v4 API's email sign-in
// with new-device approval through the mailed link's page, accounts per project, and the social consent
// page ending on a result page that posts `{resultUri}` to the opener's origin; in Chromium, the frame
// speaks (READY) only to a parent on the origin the Referer named, and the service's pages pass axe.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startHttpServer } from '../server.mjs';
import { freePort } from '../ports.mjs';
import { launchLoopbackBrowser } from '../testing/harness.mjs';
import { createAccounts } from '../auth/accounts.mjs';
import { createClock } from '../auth/clock.mjs';
import { consentPages } from '../auth/consent.mjs';
import { createDevices } from '../auth/devices.mjs';
import { createEmailCodes } from '../auth/email.mjs';
import { createFlows } from '../auth/flows.mjs';
import { sdkApi } from '../auth/sdk-api.mjs';
import { frameAncestors, sdkPages } from '../auth/sdk-page.mjs';

const PROJECT = 'de0e1e7de0e1e7de0e1e7de0e1e7de0e';
const OTHER_PROJECT = 'ab'.repeat(16);
const DAPP = 'http://127.0.0.1:5000';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A host page that frames `sdkUrl` and records what the frame posts and when it has loaded. */
const hostPage = (sdkUrl) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<iframe title="Secure site" src="${sdkUrl}"></iframe>
<script>
const frame = document.querySelector('iframe');
window.received = [];
window.loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
window.addEventListener('message', (event) => event.source === frame.contentWindow && window.received.push(event.data));
</script></body></html>`;

describe('secure-site stand-in routes', () => {
  let server;
  let url;
  let codes;
  let accounts;
  let clock;
  let allowed = ['https://dapp.example', 'https://*.preview.example', 'not an origin', "https://x.example; script-src 'unsafe-inline'"];

  before(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    clock = createClock();
    codes = createEmailCodes({ clock, log: () => {} });
    const flows = createFlows({ clock, authUrl: url });
    const devices = createDevices({ clock, authUrl: url, codes });
    let next = 0;
    accounts = createAccounts({
      factory: '0x0000000000000000000000000000000000000001',
      smartAccountOf: async () => `0x${(next += 1).toString(16).padStart(40, '0')}`,
      fund: async () => {},
    });
    const chains = { 'eip155:31337': 'http://127.0.0.1:8545', 'solana:abc': 'http://127.0.0.1:8899' };
    server = await startHttpServer({
      port,
      handlers: [
        sdkPages({ authUrl: url, chains, smartAccountChains: [31337], allowedOrigins: () => allowed, devices }),
        sdkApi({ codes, flows, accounts, devices }),
        consentPages(flows),
      ],
    });
  });
  after(() => server?.stop());

  const sdk = (query, headers = { referer: `${DAPP}/page` }) => fetch(`${url}/sdk?${query}`, { headers });
  const api = async (path, body) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const form = (path, fields) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('answers 400 without a projectId or a referer, and for another protocol version', async () => {
    for (const [query, headers] of [
      ['chainId=eip155%3A31337&version=4', undefined],
      [`projectId=${PROJECT}&version=4`, {}],
    ]) {
      const response = await sdk(query, headers);
      assert.equal(response.status, 400);
      assert.equal(await response.text(), 'Missing projectId or referer');
    }
    const old = await sdk(`projectId=${PROJECT}&version=3`);
    assert.equal(old.status, 400);
    assert.match(await old.text(), /this site speaks 4/);
  });

  it('serves /sdk framed only by the allowlist plus loopback, with the embedder from the referer', async () => {
    const response = await sdk(
      `projectId=${PROJECT}&chainId=eip155%3A31337&version=4&enableLogger=false&rpcUrl=${encodeURIComponent('http://127.0.0.1:8545/')}`,
    );
    assert.equal(response.status, 200);
    const policy = response.headers.get('content-security-policy');
    const ancestors = policy.split('; ').find((directive) => directive.startsWith('frame-ancestors '));
    assert.equal(ancestors, 'frame-ancestors https://dapp.example https://*.preview.example http://127.0.0.1:* http://localhost:*');
    assert.match(policy, /script-src 'self'/);
    assert.match(policy, /connect-src 'self' http:\/\/127\.0\.0\.1:8545 http:\/\/127\.0\.0\.1:8899/);
    const html = await response.text();
    const config = JSON.parse(/<script type="application\/json" id="sdk-config">(.*?)<\/script>/.exec(html)[1]);
    assert.deepEqual(
      { projectId: config.projectId, chainId: config.chainId, embedder: config.embedder, authUrl: config.authUrl },
      { projectId: PROJECT, chainId: 'eip155:31337', embedder: DAPP, authUrl: url },
    );
    allowed = [];
    const loopbackOnly = await sdk(`projectId=${PROJECT}&version=4`);
    assert.match(loopbackOnly.headers.get('content-security-policy'), /frame-ancestors http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*$/);
    assert.deepEqual(frameAncestors(['http://[::1]:*', 'https://ok.example:8443']), [
      'https://ok.example:8443',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
  });

  it('serves the pop-up page /loading', async () => {
    const response = await fetch(`${url}/loading`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /Loading the sign-in page/);
    assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'none'/);
  });

  it('signs an email in, then asks a new device to be approved from the mailed link before its code', async () => {
    const email = 'device@example.com';
    const first = { projectId: PROJECT, email, device: 'first-device-000000' };
    assert.deepEqual((await api('/v4/email/start', first)).body, { action: 'VERIFY_OTP' });
    const signedIn = await api('/v4/email/verify', { ...first, code: codes.mailTo(email).at(-1).code });
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.account.user.email, email);

    const second = { ...first, device: 'second-device-00000' };
    assert.deepEqual((await api('/v4/email/start', second)).body, { action: 'VERIFY_DEVICE' });
    const mail = codes.mailTo(email).at(-1);
    assert.equal(mail.code, undefined);
    assert.match(mail.link, /\/device\/approve\?token=[0-9a-f]{32}$/);
    assert.deepEqual((await api('/v4/device/status', second)).body, { status: 'pending' });
    const page = await fetch(mail.link);
    assert.match(await page.text(), /Approve a new device/);
    const approved = await form('/device/approve', { token: new URL(mail.link).searchParams.get('token'), action: 'approve' });
    assert.match(await approved.text(), /Device approved/);
    assert.deepEqual((await api('/v4/device/status', second)).body, { status: 'approved' });
    const code = codes.mailTo(email).at(-1).code;
    assert.match(code, /^[0-9]{6}$/);
    const again = await api('/v4/email/verify', { ...second, code });
    assert.equal(again.body.account.evm.eoa, signedIn.body.account.evm.eoa);
    assert.equal((await fetch(mail.link)).status, 404);

    // The same address in another project is another account, and a first sign-in there.
    const other = { ...first, projectId: OTHER_PROJECT };
    clock.advance(31_000);
    assert.deepEqual((await api('/v4/email/start', other)).body, { action: 'VERIFY_OTP' });
    const elsewhere = await api('/v4/email/verify', { ...other, code: codes.mailTo(email).at(-1).code });
    assert.notEqual(elsewhere.body.account.evm.eoa, signedIn.body.account.evm.eoa);
    assert.equal((await accounts.lookup(email, OTHER_PROJECT)).evm.eoa, elsewhere.body.account.evm.eoa);
  });

  it('ends a social consent on a result page that posts {resultUri} to the dapp, collected once with its code', async () => {
    const started = await api('/v4/social/start', { projectId: PROJECT, provider: 'github', origin: DAPP });
    assert.equal(started.status, 200);
    const { uri, state, secret } = started.body;
    assert.match(uri, new RegExp(`^${url}/oauth/github\\?state=`));
    const answered = await form('/oauth/github', { state, identity: '0' });
    assert.equal(answered.status, 303);
    const resultUri = answered.headers.get('location');
    assert.match(resultUri, new RegExp(`^${url}/oauth/github/result\\?state=${state}&code=[0-9a-f]{32}$`));
    const result = await (await fetch(resultUri)).text();
    assert.match(result, new RegExp(`<meta name="opener-origin" content="${DAPP}">`));
    assert.match(result, /<script src="\/oauth-result.js" defer><\/script>/);
    assert.match(
      await (await fetch(`${url}/oauth-result.js`)).text(),
      /window\.opener\?\.postMessage\(\{ resultUri: location\.href \}, origin\)/,
    );
    const code = new URL(resultUri).searchParams.get('code');
    assert.equal((await api('/v4/social/finish', { state, secret, code: 'wrong' })).status, 404);
    const finished = await api('/v4/social/finish', { state, secret, code });
    assert.equal(finished.body.account.user.username, 'adalovelace');

    const cancelled = await api('/v4/social/start', { projectId: PROJECT, provider: 'google', origin: DAPP });
    const refused = await form('/oauth/google', { state: cancelled.body.state, action: 'cancel' });
    assert.match(refused.headers.get('location'), /\/oauth\/google\/result\?state=[0-9a-f]+&error=access_denied$/);
  });

  it('scopes a Farcaster sign-in to the project that started it', async () => {
    const started = await api('/v4/farcaster/start', { projectId: PROJECT, origin: DAPP });
    assert.equal(started.status, 200);
    const { url: link, channel, secret } = started.body;
    assert.equal(link, `${url}/farcaster/approve?channel=${channel}`);
    assert.match(await (await fetch(link)).text(), /Sign in to 127\.0\.0\.1:5000 with Farcaster/);
    await form('/farcaster/approve', { channel, identity: '1' });
    const done = await api('/v4/farcaster/status', { channel, secret });
    assert.equal(done.body.status, 'done');
    assert.equal(done.body.account.user.username, '@bob.eth');
    assert.equal((await accounts.lookup('farcaster:@bob.eth', PROJECT)).evm.eoa, done.body.account.evm.eoa);
    assert.equal(await accounts.lookup('farcaster:@bob.eth'), undefined);
    assert.equal((await api('/v4/farcaster/start', { projectId: 'nope', origin: DAPP })).status, 400);
  });

  describe('in Chromium', () => {
    let browser;
    let host;
    const sdkUrl = () => `${url}/sdk?projectId=${PROJECT}&chainId=eip155%3A31337&version=4`;

    before(async () => {
      browser = await launchLoopbackBrowser();
      host = await startHttpServer({
        port: 0,
        handlers: [async (_req, res) => (res.writeHead(200, { 'content-type': 'text/html' }), res.end(hostPage(sdkUrl())), true)],
      });
    });
    after(async () => {
      await browser?.close();
      await host?.stop();
    });

    /**
     * What the frame posted to the host page once it loaded (its script has run by then) and the host sent it
     * GET_CHAIN_ID: READY and the answer from a frame that hears its parent; `answered` waits for the answer.
     */
    const posted = async (page, { answered }) => {
      await page.goto(`${host.url}/`);
      await page.evaluate(() => window.loaded);
      const frame = page.frames().find((candidate) => candidate.url().startsWith(`${url}/sdk`));
      assert.ok(await frame.evaluate(() => document.getElementById('sdk-config') !== null), 'the frame page loaded');
      await page.evaluate(() =>
        document.querySelector('iframe').contentWindow.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id: 'probe' }, '*'),
      );
      if (answered) await page.waitForFunction(() => window.received.some((message) => message.id === 'probe'));
      else await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      return page.evaluate(() => window.received.map((message) => message.type));
    };

    it('speaks to a parent on the origin the Referer named, and neither posts to nor hears one the Referer does not name', async () => {
      const page = await browser.newPage();
      assert.deepEqual(await posted(page, { answered: true }), ['@w3m-frame/READY', '@w3m-frame/GET_CHAIN_ID_SUCCESS']);
      // The same parent, with a Referer naming another origin: the frame is served (loopback may frame it) but stays silent.
      // (Fetched from Node: Chromium keeps its own Referer on a continued request.)
      await page.route(`${url}/sdk?*`, async (route) =>
        route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), referer: `${DAPP}/` } }) }),
      );
      assert.deepEqual(await posted(page, { answered: false }), []);
      await page.context().close();
    });

    it('the consent, Farcaster, device, /loading and result pages pass axe', async () => {
      const email = 'axe@example.com';
      const device = { projectId: PROJECT, email, device: 'axe-device-0000000' };
      await api('/v4/email/start', device);
      await api('/v4/email/verify', { ...device, code: codes.mailTo(email).at(-1).code });
      await api('/v4/email/start', { ...device, device: 'axe-other-device-00' });
      const social = (await api('/v4/social/start', { projectId: PROJECT, provider: 'google', origin: DAPP })).body;
      const resultUri = (await form('/oauth/google', { state: social.state, identity: '0' })).headers.get('location');
      const pages = [
        social.uri,
        resultUri,
        (await api('/v4/farcaster/start', { projectId: PROJECT, origin: DAPP })).body.url,
        codes.mailTo(email).at(-1).link,
        `${url}/loading`,
      ];
      // axe's script goes in past the pages' policy.
      const context = await browser.browser.newContext({ bypassCSP: true });
      try {
        const page = await context.newPage();
        for (const address of pages) {
          await page.goto(address);
          await page.addScriptTag({ path: axePath });
          const { violations } = await page.evaluate(() => globalThis.axe.run());
          assert.deepEqual(
            violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`),
            [],
            address,
          );
        }
      } finally {
        await context.close();
      }
    });
  });
});
