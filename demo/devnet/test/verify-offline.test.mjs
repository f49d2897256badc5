// A dapp in a real browser pairs with a Node wallet through the relay, and the
// Verify stand-in answers the attestation iframe so the URI shows at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startRelay } from '../relay/index.mjs';
import { answerVerifyOffline } from '../relay/verify-offline.mjs';
import { startNodeWallet, closeCores, exitIfClientsHang, TEST_PROJECT_ID } from '../relay/node-peers.mjs';
import { startHttpServer } from '../server.mjs';
import { bundleRoute } from '../bundle.mjs';
import { devAccount } from '../../wallet/accounts.mjs';
import { findChromium, CHROMIUM_ARGS } from '../../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHAIN = 'eip155:31337';
let relay, http, wallet, browser;

before(async () => {
  relay = await startRelay({ port: 0 });
  const page = async (req, res, url) => {
    if (url.pathname !== '/dapp') return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>dapp</title><script type="module" src="/dapp.js"></script></html>');
    return true;
  };
  http = await startHttpServer({ port: 0, handlers: [page, bundleRoute('/dapp.js', path.join(here, '../relay/browser-dapp.mjs'))] });
  wallet = await startNodeWallet({ relayUrl: relay.url });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await closeCores(wallet.core);
  await http?.stop();
  await relay?.stop();
  exitIfClientsHang();
});

test('a browser dapp shows its URI at once and pairs with the Node wallet', { timeout: 30_000 }, async (t) => {
  const page = await browser.newPage();
  const blocked = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).hostname === '127.0.0.1') return route.continue();
    blocked.push(route.request().url());
    return route.abort();
  });
  await answerVerifyOffline(page);
  await page.goto(`${http.url}/dapp`);
  await page.waitForFunction(() => typeof globalThis.connectDapp === 'function');

  const address = devAccount(1).address;
  wallet.walletKit.once('session_proposal', ({ id }) =>
    wallet.walletKit.approveSession({
      id,
      namespaces: { eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${address}`], methods: ['personal_sign'], events: [] } },
    }),
  );
  const { uri, uriAfterMs } = await page.evaluate((options) => globalThis.connectDapp(options), {
    relayUrl: relay.url,
    projectId: TEST_PROJECT_ID,
    chains: [CHAIN],
  });
  t.diagnostic(`pairing URI shown ${uriAfterMs} ms after init (about 5000 without the Verify stand-in)`);
  await wallet.walletKit.pair({ uri });
  const accounts = await page.evaluate(async () => (await globalThis.dappSession).namespaces.eip155.accounts);
  assert.deepEqual(accounts, [`${CHAIN}:${address}`]);
  assert.ok(uriAfterMs < 4000, `the URI waited ${uriAfterMs} ms: the dapp sat on the Verify iframe's 5 s timer`);
  assert.deepEqual(blocked, []);
});
