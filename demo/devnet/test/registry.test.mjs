// The registry stand-in over real HTTP: paging, filters, demo wallets, images, config shapes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startHttpServer } from '../server.mjs';
import { DEVNET_WALLET_IDS, registryHandler } from '../registry/index.mjs';

const SOLANA = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K';

async function startRegistry(options) {
  const handler = registryHandler(options);
  const server = await startHttpServer({ port: 0, handlers: [handler] });
  const get = (path, init) => fetch(`${server.url}/registry${path}`, init);
  const wallets = async (query) => {
    const response = await get(`/getWallets?projectId=test&st=appkit&sv=1&${query}`);
    assert.equal(response.status, 200);
    return response.json();
  };
  return { server, get, wallets, catalog: handler.catalog };
}

describe('registry stand-in (300 wallets)', () => {
  let registry;
  before(async () => {
    registry = await startRegistry({ walletCount: 300, solanaNetwork: () => SOLANA });
  });
  after(() => registry.server.stop());

  it('pages through every wallet 40 at a time, certified first, without duplicates', async () => {
    const seen = [];
    let count;
    for (let page = 1; page <= 8; page += 1) {
      const body = await registry.wallets(`page=${page}&entries=40`);
      count = body.count;
      assert.equal(body.data.length, page < 8 ? 40 : 300 - 7 * 40);
      seen.push(...body.data);
    }
    assert.equal(count, 300);
    assert.equal(new Set(seen.map((wallet) => wallet.id)).size, 300);
    const firstUncertified = seen.findIndex((wallet) => wallet.badge_type !== 'certified');
    assert.ok(firstUncertified > 3);
    assert.ok(seen.slice(firstUncertified).every((wallet) => wallet.badge_type === 'none'));
    assert.ok(seen.every((wallet) => /^[0-9a-f]{64}$/.test(wallet.id)));
    assert.deepEqual((await registry.wallets('page=9&entries=40')).data, []);
  });

  it('answers the same order on every request', async () => {
    const first = await registry.wallets('page=2&entries=40');
    const again = await registry.wallets('page=2&entries=40');
    assert.deepEqual(
      again.data.map((wallet) => wallet.id),
      first.data.map((wallet) => wallet.id),
    );
  });

  it('searches names case-insensitively and caps a page at 100 entries', async () => {
    const wallet = await registry.wallets('search=WALLET&entries=100');
    assert.ok(wallet.count >= 4 && wallet.count < 300, `count ${wallet.count}`);
    assert.ok(wallet.data.every((entry) => entry.name.toLowerCase().includes('wallet')));
    const body = await registry.wallets('search=E&entries=500');
    assert.ok(body.count > 100, `expected many matches, got ${body.count}`);
    assert.equal(body.data.length, 100);
    assert.ok(body.data.every((entry) => entry.name.toLowerCase().includes('e')));
    const devnet = await registry.wallets('search=devnet%20solana');
    assert.deepEqual(
      devnet.data.map((wallet) => wallet.name),
      ['Devnet Solana Wallet'],
    );
    assert.equal(devnet.count, 1);
  });

  it('includes and excludes by id', async () => {
    const ids = [DEVNET_WALLET_IDS.walletConnect, DEVNET_WALLET_IDS.injected];
    const included = await registry.wallets(`include=${ids.join(',')}`);
    assert.deepEqual(included.data.map((wallet) => wallet.id).sort(), [...ids].sort());
    assert.equal(included.count, 2);
    const excluded = await registry.wallets(`exclude=${ids.join(',')}&entries=100`);
    assert.equal(excluded.count, 298);
    assert.ok(excluded.data.every((wallet) => !ids.includes(wallet.id)));
  });

  it('keeps wallets that support at least one of the given chains', async () => {
    const body = await registry.wallets(`chains=eip155:31338,${SOLANA}&entries=100`);
    assert.ok(body.count > 3 && body.count < 300, `count ${body.count}`);
    assert.ok(body.data.every((wallet) => wallet.chains.includes('eip155:31338') || wallet.chains.includes(SOLANA)));
    const solanaOnly = await registry.wallets(`chains=${SOLANA}&entries=100`);
    assert.ok(solanaOnly.data.some((wallet) => wallet.name === 'Devnet Solana Wallet'));
    assert.ok(solanaOnly.data.every((wallet) => wallet.chains.includes(SOLANA)));
  });

  it('filters by badge and by platform', async () => {
    const certified = await registry.wallets('badge_type=certified&entries=100');
    const none = await registry.wallets('badge_type=none&entries=100');
    assert.equal(certified.count + none.count, 300);
    assert.ok(certified.data.every((wallet) => wallet.badge_type === 'certified'));
    const mobile = await registry.wallets('platform=ios&entries=100');
    assert.ok(mobile.count > 0 && mobile.count < 300);
    assert.ok(mobile.data.every((wallet) => wallet.mobile_link));
    const all = (await Promise.all([1, 2, 3].map((page) => registry.wallets(`page=${page}&entries=100`)))).flatMap((body) => body.data);
    assert.ok(all.some((wallet) => wallet.desktop_link && !wallet.mobile_link && !wallet.webapp_link));
    assert.ok(all.some((wallet) => wallet.webapp_link && !wallet.mobile_link && !wallet.desktop_link));
    assert.ok(all.some((wallet) => wallet.mobile_link && !wallet.desktop_link && !wallet.webapp_link));
  });

  it('lists the demo wallets with their rdns, chains and links', async () => {
    const { data } = await registry.wallets(`include=${Object.values(DEVNET_WALLET_IDS).join(',')}`);
    const byName = Object.fromEntries(data.map((wallet) => [wallet.name, wallet]));
    assert.equal(byName['Devnet Wallet'].rdns, 'io.wallet-modal.devnet');
    assert.deepEqual(byName['Devnet Wallet'].chains, ['eip155:31337', 'eip155:31338']);
    assert.deepEqual(byName['Devnet Wallet'].injected, [{ namespace: 'eip155', injected_id: 'isDevnetWallet' }]);
    assert.deepEqual(byName['Devnet Solana Wallet'].chains, [SOLANA]);
    const walletConnect = byName['Devnet WalletConnect Wallet'];
    assert.equal(walletConnect.mobile_link, `${registry.server.url}/wallet/`);
    assert.match(walletConnect.app_store, /^https:\/\//);
    assert.equal(walletConnect.webapp_link, `${registry.server.url}/registry/deeplink/walletconnect/`);
    assert.equal(byName['Devnet Wallet'].image_url, `${registry.server.url}/registry/getWalletImage/${DEVNET_WALLET_IDS.injected}`);
  });

  it('forwards the hosted deep-link form to the WalletConnect wallet page', async () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=01';
    const response = await registry.get(`/deeplink/walletconnect/wc?uri=${encodeURIComponent(uri)}`, { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), `${registry.server.url}/wallet?uri=${encodeURIComponent(uri)}`);
  });

  it('serves images for wallets, tokens, networks and currencies, and 404 for unknown ids', async () => {
    const paths = [
      `/getWalletImage/${DEVNET_WALLET_IDS.injected}`,
      '/public/getTokenImage/dusdc',
      '/public/getTokenImage/ETH',
      '/public/getAssetImage/31337',
      `/public/getAssetImage/${SOLANA.split(':')[1]}`,
      '/public/getCurrencyImage/eur',
    ];
    for (const path of paths) {
      const response = await registry.get(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'image/svg+xml');
      assert.match(response.headers.get('cache-control'), /max-age=\d+/);
      assert.match(await response.text(), /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const token = await (await registry.get('/public/getTokenImage/ddai')).text();
    assert.notEqual(token, await (await registry.get('/public/getTokenImage/dpts')).text());
    for (const path of [
      '/getWalletImage/ffff',
      '/public/getTokenImage/nope',
      '/public/getAssetImage/999',
      '/public/getCurrencyImage/xyz',
    ]) {
      assert.equal((await registry.get(path)).status, 404, path);
    }
  });

  it('answers config, origins, analytics and CORS preflight', async () => {
    const config = await (await registry.get('/appkit/v1/config?projectId=x')).json();
    assert.ok(config.features.length >= 5);
    for (const feature of config.features) {
      assert.equal(typeof feature.id, 'string');
      assert.equal(typeof feature.isEnabled, 'boolean');
      assert.ok('config' in feature);
    }
    const origins = await (await registry.get('/projects/v1/origins')).json();
    assert.ok(origins.allowedOrigins.includes(registry.server.url));
    assert.deepEqual(await (await registry.get('/getAnalyticsConfig')).json(), { isAnalyticsEnabled: true });
    const preflight = await registry.get('/getWallets', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:9', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-sdk-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'x-sdk-type');
    assert.equal((await registry.get('/getWallets')).headers.get('access-control-allow-origin'), '*');
    assert.equal((await registry.get('/nothing-here')).status, 404);
  });
});

describe('registry stand-in (5000 wallets)', () => {
  let registry;
  before(async () => {
    registry = await startRegistry({ walletCount: 5000 });
  });
  after(() => registry.server.stop());

  it('pages 5000 wallets with distinct ids and names', async () => {
    const ids = new Set();
    const names = new Set();
    for (let page = 1; page <= 50; page += 1) {
      const body = await registry.wallets(`page=${page}&entries=100`);
      assert.equal(body.count, 5000);
      assert.equal(body.data.length, 100);
      for (const wallet of body.data) {
        ids.add(wallet.id);
        names.add(wallet.name);
      }
    }
    assert.equal(ids.size, 5000);
    assert.equal(names.size, 5000);
    assert.equal((await registry.wallets('page=51&entries=100')).data.length, 0);
  });
});

describe('registry stand-in (long wallet names)', () => {
  let registry;
  before(async () => {
    registry = await startRegistry({ longWalletNames: true, solanaNetwork: () => SOLANA });
  });
  after(() => registry.server.stop());

  it("gives the generated wallets long names, one kind each for the first three a phone on the devnet lists; ids, links and the demo wallets' names stay", async () => {
    const all = (await Promise.all([1, 2, 3].map((page) => registry.wallets(`page=${page}&entries=100`)))).flatMap((body) => body.data);
    assert.deepEqual(
      all.slice(0, 3).map((wallet) => wallet.name),
      ['Devnet Wallet', 'Devnet Solana Wallet', 'Devnet WalletConnect Wallet'],
    );
    const generated = all.slice(3);
    assert.ok(
      generated.every((wallet) => wallet.name.length >= 40),
      'every generated name is long',
    );
    const onPhones = generated.filter(
      (wallet) => wallet.mobile_link && wallet.chains.some((chain) => ['eip155:31337', 'eip155:31338', SOLANA].includes(chain)),
    );
    const [spaced, unbroken, arabic] = onPhones.slice(0, 3).map((wallet) => wallet.name);
    assert.match(spaced, /^\w+ \w+: (\S+ ){5,}/);
    assert.match(unbroken, /^\S{40,}$/);
    assert.match(arabic, /^\w+ \w+ [\u0600-\u06ff ]+$/);
    assert.equal(new Set(all.map((wallet) => wallet.name)).size, 300);
    assert.equal(new Set(all.map((wallet) => wallet.id)).size, 300);
    // Ids and links are those of the short names: a long name changes only what is shown.
    const short = await startRegistry({ solanaNetwork: () => SOLANA });
    const plain = (await Promise.all([1, 2, 3].map((page) => short.wallets(`page=${page}&entries=100`)))).flatMap((body) => body.data);
    await short.server.stop();
    const shownAs = ({ name: _name, image_url: _onItsOrigin, ...wallet }) => wallet;
    assert.deepEqual(generated.map(shownAs), plain.slice(3).map(shownAs));
    assert.ok(
      generated.every((wallet, i) => [plain[i + 3].name, plain[i + 3].name.replace(/ /g, '')].some((name) => wallet.name.startsWith(name))),
    );
  });
});

describe('registry stand-in, its catalog set at run time', () => {
  let registry;
  before(async () => {
    registry = await startRegistry({ walletCount: 20, solanaNetwork: () => SOLANA });
  });
  after(() => registry.server.stop());

  it('answers from the size and naming set last, and from the starting options after reset', async () => {
    const first = async () => registry.wallets('page=1&entries=100');
    assert.equal((await first()).count, 20);
    registry.catalog.set({ walletCount: 1000 });
    assert.equal((await first()).count, 1000);
    registry.catalog.set({ longWalletNames: true });
    const long = await first();
    assert.equal(long.count, 20, 'a size not given is the starting one');
    assert.ok(long.data.slice(3).every((wallet) => wallet.name.length >= 40));
    registry.catalog.reset();
    const again = await first();
    assert.equal(again.count, 20);
    assert.ok(again.data.slice(3).every((wallet) => wallet.name.length < 40));
  });
});
