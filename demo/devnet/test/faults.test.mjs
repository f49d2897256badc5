// Fault injection on the devnet's /api and /registry routes, as a plain
// fetch client sees it, plus the request counts tests use to prove silence.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getAddress } from 'viem';
import { startDevnet } from '../index.mjs';
import { routeMatcher } from '../faults/route-pattern.mjs';

describe('route patterns', () => {
  it('match a glob or a prefix over the path', () => {
    const balance = routeMatcher('/api/v1/account/*/balance');
    assert.ok(balance('/api/v1/account/0xabc/balance'));
    assert.ok(!balance('/api/v1/account/0xabc/history'));
    assert.ok(!balance('/api/v1/account/a/b/balance'));
    const registry = routeMatcher('/registry');
    assert.ok(registry('/registry/getWallets') && registry('/registry'));
    assert.ok(!registry('/registryx'));
    assert.ok(routeMatcher('/api/**/history')('/api/v1/account/0x1/history'));
  });
});

describe('devnet fault injection', () => {
  let devnet;
  let balanceUrl;
  let identityUrl;
  const control = (path, init) => fetch(`${devnet.urls.demo}__devnet/${path}`, init).then((response) => response.json());
  const addFault = (spec) =>
    control('faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec) });

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    const [alice] = devnet.evm.holders;
    balanceUrl = `${devnet.urls.api}/v1/account/${alice}/balance?currency=usd`;
    identityUrl = `${devnet.urls.api}/v1/identity/${alice}`;
  });
  afterEach(() => control('faults', { method: 'DELETE' }));
  after(() => devnet?.stop());

  it('answers 429 with Retry-After on the matching route only', async () => {
    const { id } = await addFault({ route: '/api/v1/account/*/balance', status: 429, retryAfter: 7 });
    assert.match(id, /^fault-/);
    const limited = await fetch(balanceUrl);
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '7');
    assert.equal(limited.headers.get('access-control-allow-origin'), '*');
    assert.equal((await fetch(identityUrl)).status, 200);
  });

  for (const status of [500, 403]) {
    it(`answers ${status} without Retry-After`, async () => {
      await addFault({ route: '/api/v1/identity', status });
      const response = await fetch(identityUrl);
      assert.equal(response.status, status);
      assert.equal(response.headers.get('retry-after'), null);
      assert.equal((await response.json()).status, 'FAILED');
    });
  }

  it('delays a request, then lets the real handler answer', async () => {
    await addFault({ route: '/api/v1/identity', delayMs: 400 });
    const started = performance.now();
    const response = await fetch(identityUrl);
    assert.ok(performance.now() - started >= 390, 'answered too early');
    assert.equal((await response.json()).name, 'alice.wallet-modal.eth');
  });

  it('sends a malformed JSON body', async () => {
    await addFault({ route: '/api/v1/account/*/balance', malformed: true });
    const response = await fetch(balanceUrl);
    assert.equal(response.status, 200);
    await assert.rejects(response.json(), SyntaxError);
  });

  it('drops the connection', async () => {
    await addFault({ route: '/api', drop: true });
    await assert.rejects(fetch(balanceUrl), TypeError);
  });

  it('fails N times, then answers normally, and counts its hits', async () => {
    devnet.faults.add({ route: '/api/v1/identity/*', status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(identityUrl)).status);
    assert.deepEqual(statuses, [503, 503, 200]);
    const { faults } = await control('faults');
    assert.deepEqual(
      faults.map(({ hits, active, times }) => ({ hits, active, times })),
      [{ hits: 2, active: false, times: 2 }],
    );
  });

  it('wraps /registry routes too, and lets preflights through', async () => {
    devnet.faults.add({ route: '/registry', status: 500 });
    assert.equal((await fetch(`${devnet.urls.registry}/getWallets?page=1`)).status, 500);
    devnet.faults.clear();
    devnet.faults.add({ route: '/api', status: 429 });
    const preflight = await fetch(balanceUrl, { method: 'OPTIONS', headers: { 'access-control-request-method': 'GET' } });
    assert.equal(preflight.status, 204);
  });

  it('counts requests per route', async () => {
    await control('requests', { method: 'DELETE' });
    await Promise.all([fetch(balanceUrl), fetch(balanceUrl), fetch(identityUrl)]);
    const balances = await control('requests?route=/api/v1/account/**');
    assert.equal(balances.total, 2);
    assert.deepEqual(Object.values(balances.routes), [2]);
    assert.equal((await control('requests')).total, 3);
  });

  it('drips a body that never ends, until the client hangs up', async () => {
    await addFault({ route: '/api/v1/account/*/balance', drip: true, dripMs: 5 });
    const controller = new AbortController();
    const response = await fetch(balanceUrl, { signal: controller.signal });
    assert.equal(response.status, 200);
    const reader = response.body.getReader();
    let received = 0;
    while (received < 40) received += (await reader.read()).value.length;
    controller.abort();
    await assert.rejects(reader.read());
  });

  it('sends a body of exactly bodyBytes bytes', async () => {
    await addFault({ route: '/registry/getWallets', bodyBytes: 3_000_000 });
    const response = await fetch(`${devnet.urls.registry}/getWallets?page=1`);
    const bytes = await response.arrayBuffer();
    assert.equal(bytes.byteLength, 3_000_000);
    assert.deepEqual(JSON.parse(Buffer.from(bytes).toString('utf8')), []);
  });

  it("answers with a given hostile JSON payload, in-process too (a payload over the control route's 1 MB)", async () => {
    const numeric = '9'.repeat(2_000_000);
    devnet.faults.add({
      route: '/api/v1/account/*/balance',
      body: { balances: [{ symbol: 'X', chainId: 'eip155:31337', quantity: { decimals: '18', numeric } }] },
    });
    const { balances } = await (await fetch(balanceUrl)).json();
    assert.equal(balances[0].quantity.numeric.length, 2_000_000);
  });

  it('covers the profile routes: each fails on its own, then the name table answers', async () => {
    const accountUrl = `${devnet.urls.api}/v1/profile/account/alice.wallet-modal.eth?apiVersion=2`;
    const reverseUrl = `${devnet.urls.api}/v1/profile/reverse/${devnet.evm.holders[0]}?apiVersion=2`;
    await addFault({ route: '/api/v1/profile/account/*', status: 503, retryAfter: 2, times: 1 });
    await addFault({ route: '/api/v1/profile/reverse', malformed: true, times: 1 });
    const failed = await fetch(accountUrl);
    assert.deepEqual([failed.status, failed.headers.get('retry-after')], [503, '2']);
    await assert.rejects((await fetch(reverseUrl)).json(), SyntaxError);
    assert.equal((await (await fetch(accountUrl)).json()).addresses['60'].address, getAddress(devnet.evm.holders[0]));
    assert.deepEqual(
      (await (await fetch(reverseUrl)).json()).map((entry) => entry.name),
      ['alice.wallet-modal.eth'],
    );
    await addFault({ route: '/api/v1/profile/**', body: { name: 'alice.wallet-modal.eth', addresses: 'x'.repeat(10_000) } });
    assert.equal((await (await fetch(accountUrl)).json()).addresses.length, 10_000);
    assert.deepEqual(Object.keys((await control('requests?route=/api/v1/profile/**')).routes).sort(), [
      '/api/v1/profile/account/alice.wallet-modal.eth',
      `/api/v1/profile/reverse/${devnet.evm.holders[0]}`,
    ]);
  });

  it('refuses one JSON-RPC method on the RPC proxy as a node without it does; other methods and routes still answer', async () => {
    const rpcUrl = `${devnet.urls.api}/v1?chainId=eip155:31337`;
    const call = (body) =>
      fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) =>
        response.json(),
      );
    const simulate = { jsonrpc: '2.0', id: 7, method: 'eth_simulateV1', params: [{ blockStateCalls: [{ calls: [] }] }, 'latest'] };
    const chainId = { jsonrpc: '2.0', id: 8, method: 'eth_chainId', params: [] };
    assert.ok(Array.isArray((await call(simulate)).result), 'anvil simulates before the fault');
    await addFault({ route: '/api/v1', rpcMethod: 'eth_simulateV1' });
    assert.deepEqual(await call(simulate), { jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } });
    assert.deepEqual(await call([simulate, { ...simulate, id: 9 }]), [
      { jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 9, error: { code: -32601, message: 'Method not found' } },
    ]);
    // Another method, a batch that mixes methods, and the swap service's POST all reach their handlers.
    assert.equal((await call(chainId)).result, '0x7a69');
    const mixed = await call([chainId, simulate]);
    assert.equal(mixed[0].result, '0x7a69');
    assert.ok(Array.isArray(mixed[1].result));
    const built = await fetch(`${devnet.urls.api}/v1/convert/build-transaction`, { method: 'POST', body: '{}' });
    assert.equal(built.status, 400);
    await control('faults', { method: 'DELETE' });
    await addFault({ route: '/api/v1', rpcMethod: 'eth_simulateV1', rpcError: { code: -32004, message: 'Method not supported' } });
    assert.deepEqual((await call(simulate)).error, { code: -32004, message: 'Method not supported' });
    assert.throws(() => devnet.faults.add({ route: '/api', rpcError: { code: 1, message: 'x' } }), TypeError);
    assert.throws(() => devnet.faults.add({ route: '/api', rpcMethod: 'eth simulate' }), TypeError);
  });

  it('refuses hostile bodies it cannot send', () => {
    for (const spec of [{ drip: 'yes' }, { bodyBytes: 1 }, { bodyBytes: 1e9 }, { body: 'text' }, { drip: true, dripMs: 0 }]) {
      assert.throws(() => devnet.faults.add({ route: '/api', ...spec }), TypeError, JSON.stringify(spec));
    }
  });

  it('refuses a fault it cannot inject', async () => {
    const response = await fetch(`${devnet.urls.demo}__devnet/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: '/api', status: 'soon' }),
    });
    assert.equal(response.status, 400);
    assert.throws(() => devnet.faults.add({ route: 'api' }), TypeError);
  });
});
