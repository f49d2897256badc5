// The product's names state (src/state/names) with the real blockchain-service client, against the
// devnet, in Chromium on a loopback host page, without the views: an email-embedded smart account
// (not deployed: the auth frame's ERC-6492 signature) registers `bob-<random>`; the devnet stores it
// for the chain's coin type and 60, the identity shows it at once, and `transaction` fires with kind
// 'name'; a taken name offers free variants; a service failure (a fault on /v1/profile/account) keeps
// the name with the service's description; smart sessions are listed and one is revoked (signed).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evmCoinType } from '../api/names.mjs';
import { DEVNET_PROJECT_ID, startDevnet } from '../index.mjs';
import { answeredInFrame, launchLoopbackBrowser } from '../testing/harness.mjs';
import { serveProductPage } from '../testing/product-page.mjs';

const APP_SOURCE = `
import * as auth from './src/state/auth';
import * as names from './src/state/names';
import { applyAttributeSettings, applyConfigObject } from './src/state/configure';
import { accountOf } from './src/state/account';
import { trackBalances } from './src/state/balances';
import { onStateEvent } from './src/state/events';
import { openModal, currentView, pushView, setHistory } from './src/state/router';
window.errors = [];
window.transactions = [];
onStateEvent((event) => {
  if (event.type === 'error') window.errors.push(event.code + ': ' + event.detail);
  else window.transactions.push(event);
});
window.app = { auth, names, applyAttributeSettings, applyConfigObject, accountOf, trackBalances, openModal, currentView, pushView, setHistory };
`;

const unique = () => Math.random().toString(36).slice(2, 8);

describe('the names state against the devnet', { timeout: 180_000 }, () => {
  let devnet;
  let browser;
  let page;
  let server;
  let smart;
  const email = `names-${Date.now()}@example.com`;

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    server = await serveProductPage(APP_SOURCE, 'Names state');
    browser = await launchLoopbackBrowser();
    page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => window.app);
    await page.evaluate(
      ({ authUrl, apiUrl, projectId, networks }) => {
        window.app.applyConfigObject({ networks }, ['authUrl']);
        // The devnet's name table is in its own zone, as the demo page's name-zone says (the default is the hosted one).
        window.app.applyAttributeSettings({ authUrl, apiUrl, projectId, nameZone: 'wallet-modal.eth' });
        window.app.openModal();
      },
      {
        authUrl: devnet.urls.auth,
        apiUrl: devnet.urls.api,
        projectId: DEVNET_PROJECT_ID,
        networks: [{ caipNetworkId: 'eip155:31337', name: 'Devnet', rpcUrl: devnet.urls.evm[31337] }],
      },
    );
    await page.evaluate((address) => window.app.auth.startEmailSignIn(address), email);
    const [mail] = devnet.auth.mailbox(email);
    await page.evaluate((code) => window.app.auth.verifyEmailCode(code), mail.code);
    smart = await page.evaluate(() => window.app.accountOf('eip155').address);
    assert.match(smart, /^0x[0-9a-fA-F]{40}$/);
    await page.evaluate(() => window.app.trackBalances());
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await devnet?.stop();
  });

  const names = () => page.evaluate(() => JSON.parse(JSON.stringify(window.app.names.namesState)));
  const type = (text) => page.evaluate((value) => window.app.names.setNameInput(value), text);
  const settled = () => page.waitForFunction(() => window.app.names.namesState.availability.status !== 'checking');

  it('refuses abc, a b c and ab_c as typed, asking the service nothing', async () => {
    devnet.faults.resetRequests();
    for (const typed of ['abc', 'a b c', 'ab_c']) {
      await type(typed);
      assert.deepEqual((await names()).availability, { status: 'idle' }, typed);
    }
    // A valid name after them is the first and only question the service hears.
    await type(`bob-${unique()}`);
    await settled();
    assert.equal(devnet.faults.requests('/api/v1/profile/suggestions/**').total, 1);
  });

  it('a taken name offers free variants; a free one is available', async () => {
    await type('alice');
    await settled();
    const taken = (await names()).availability;
    assert.equal(taken.status, 'taken');
    assert.ok(taken.suggestions.length > 0 && taken.suggestions.every((label) => label.startsWith('alice')), JSON.stringify(taken));
    await type(`bob-${unique()}`);
    await settled();
    assert.equal((await names()).availability.status, 'available');
  });

  it('a service failure keeps the name with the service description; the registration then succeeds', async () => {
    const label = `bob-${unique()}`;
    const name = `${label}.wallet-modal.eth`;
    await page.evaluate(() => window.app.setHistory(['Account', 'RegisterAccountName']));
    await type(label);
    await settled();
    const fault = devnet.faults.add({
      route: '/api/v1/profile/account',
      status: 400,
      reason: 'Name is not in the allowed zones: test',
      times: 1,
    });
    await answeredInFrame(
      page,
      'Sign',
      page.evaluate(() => window.app.names.registerAccountName()),
    );
    const failed = await names();
    assert.equal(failed.typed, label);
    assert.deepEqual(failed.submit, {
      status: 'failed',
      messageKey: 'error.nameRegistrationFailed',
      detail: 'Name is not in the allowed zones: test',
    });
    assert.equal(await page.evaluate(() => window.app.currentView()), 'RegisterAccountName');
    assert.match((await page.evaluate(() => window.errors)).at(-1), /^NameRegistrationError/);
    assert.equal(devnet.faults.list().find((entry) => entry.id === fault.id).hits, 1);

    await answeredInFrame(
      page,
      'Sign',
      page.evaluate(() => window.app.names.registerAccountName()),
    );
    assert.equal(await page.evaluate(() => window.app.currentView()), 'RegisterAccountNameSuccess');
    assert.equal((await names()).registered, name);
    const stored = devnet.names.lookup(name);
    assert.equal(stored.addresses[String(evmCoinType(31337))].address, smart);
    assert.equal(stored.addresses['60'].address, smart);
    assert.deepEqual(await page.evaluate(() => window.transactions.filter((event) => event.kind === 'name')), [
      { type: 'transaction', hash: '', caipNetworkId: 'eip155:31337', kind: 'name', status: 'confirmed', name },
    ]);
    await page.waitForFunction((expected) => window.app.accountOf('eip155').profileName === expected, name, { timeout: 10_000 });
    // Taken now, for anyone.
    await type(label);
    await settled();
    assert.equal((await names()).availability.status, 'taken');
  });

  it("lists the smart account's sessions and revokes one with its signature", async () => {
    const caipAddress = `eip155:31337:${smart}`;
    const kept = devnet.sessions.create(caipAddress, { projectName: 'Game Room', url: 'https://game.example' });
    const revoked = devnet.sessions.create(caipAddress, { projectName: 'Swap Bot' });
    await page.evaluate(() => window.app.names.loadSessions());
    const listed = await page.evaluate(() => JSON.parse(JSON.stringify(window.app.names.sessionsState)));
    assert.equal(listed.status, 'ready');
    assert.deepEqual(
      listed.sessions.map((session) => [session.pci, session.projectName]),
      [
        [kept, 'Game Room'],
        [revoked, 'Swap Bot'],
      ],
    );
    assert.equal(listed.sessions[0].permissions[0].type, 'native-token-recurring-allowance');

    await answeredInFrame(
      page,
      'Sign',
      page.evaluate((pci) => window.app.names.revokeSession(pci), revoked),
    );
    const after = await page.evaluate(() => JSON.parse(JSON.stringify(window.app.names.sessionsState)));
    assert.equal(after.revokeFailure, undefined, JSON.stringify(after.revokeFailure));
    assert.ok(devnet.sessions.list(caipAddress).find((session) => session.pci === revoked).revokedAt > 0);
    assert.deepEqual(
      await page.evaluate(() =>
        window.app.names.activeSessions(window.app.names.sessionsState.sessions, Date.now()).map((session) => session.projectName),
      ),
      ['Game Room'],
    );
  });
});
