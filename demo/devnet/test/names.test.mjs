// The profile-name table and the /v1/profile routes that answer from it, over real HTTP on
// loopback: forward and reverse lookups, unknown names and addresses, bad input, identity.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createBlockchainApi } from '../api/index.mjs';
import { createNameTable, DEVNET_ZONES, evmChainIdOfCoinType, evmCoinType } from '../api/names.mjs';
import { nameSuggestions, suggestionProblem } from '../api/name-suggestions.mjs';
import { startHttpServer } from '../server.mjs';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = 'HQ6HuzK4ncXWbMUs7aFbM5Vxvdp3K2M7EoRchXxPbRha';
const OTHER_SOLANA = '11111111111111111111111111111111';
const evmSource = { namespace: 'eip155', caipNetworkId: 'eip155:31337', isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address) };

describe('name table', () => {
  const at = new Date('2026-01-02T03:04:05.000Z');
  const table = () => createNameTable({ now: () => at });

  it("holds names in the zone the demo page's name-zone sets (the element's default, reown.id, is the hosted service's)", async () => {
    const demo = await readFile(new URL('../../index.html', import.meta.url), 'utf8');
    const [, zone] = /\sname-zone="([^"]+)"/.exec(demo) ?? [];
    assert.equal(zone, 'wallet-modal.eth');
    assert.deepEqual(DEVNET_ZONES, [zone]);
    assert.equal(table().problem('reown.reown.id'), 'Name is not in the allowed zones: reown.reown.id');
  });

  it('adds a name and finds it in any case, with the hosted fields', () => {
    const names = table();
    names.add({ name: 'Carol.Wallet-Modal.ETH', addresses: { 60: EVM.toLowerCase() }, attributes: { bio: 'hi' } });
    const created = at.toISOString();
    assert.deepEqual(names.lookup('CAROL.wallet-modal.eth'), {
      name: 'carol.wallet-modal.eth',
      registered_at: created,
      updated_at: created,
      attributes: { bio: 'hi' },
      addresses: { 60: { address: EVM, created_at: created } },
    });
    assert.equal(names.lookup('dave.wallet-modal.eth'), undefined);
  });

  it('finds names by address: EVM in any case, base58 exactly', () => {
    const names = table();
    names.add({ name: 'carol.wallet-modal.eth', addresses: { 60: EVM, [0x80000000 + 31337]: EVM } });
    names.add({ name: 'dave.wallet-modal.eth', addresses: { 501: SOLANA } });
    assert.deepEqual(
      names.reverse(EVM.toUpperCase().replace('0X', '0x')).map((entry) => entry.name),
      ['carol.wallet-modal.eth'],
    );
    assert.deepEqual(
      names.reverse(SOLANA).map((entry) => entry.name),
      ['dave.wallet-modal.eth'],
    );
    assert.deepEqual(names.reverse(SOLANA.toLowerCase()), []);
  });

  it('refuses bad names, taken names, mismatched addresses and unknown attributes', () => {
    const names = table();
    names.add({ name: 'carol.wallet-modal.eth', addresses: { 60: EVM } });
    const refused = [
      [{ name: 'CAROL.wallet-modal.eth', addresses: { 60: EVM } }, /already registered/],
      [{ name: 'al.wallet-modal.eth', addresses: { 60: EVM } }, /Invalid name length/],
      [{ name: 'erin.example.eth', addresses: { 60: EVM } }, /not in the allowed zones/],
      [{ name: 'er_in.wallet-modal.eth', addresses: { 60: EVM } }, /Invalid name format/],
      [{ name: 'erin.wallet-modal.eth', addresses: { 501: EVM } }, /does not fit coin type 501/],
      [{ name: 'erin.wallet-modal.eth', addresses: { 60: SOLANA } }, /does not fit coin type 60/],
      [{ name: 'erin.wallet-modal.eth', addresses: {} }, /at least one address/],
      [{ name: 'erin.wallet-modal.eth', addresses: { 60: EVM }, attributes: { url: 'x' } }, /unsupported attribute/],
    ];
    for (const [entry, message] of refused) assert.throws(() => names.add(entry), { name: 'TypeError', message });
    assert.equal(names.lookup('erin.wallet-modal.eth'), undefined);
  });

  it('maps EVM chain ids and ENSIP-11 coin types both ways, chain ids under 2^31 only', () => {
    assert.equal(evmCoinType(31337), 0x80007a69);
    assert.equal(evmCoinType(1), 0x80000001);
    for (const chainId of [0, -1, 2 ** 31, 1.5]) assert.throws(() => evmCoinType(chainId), RangeError);
    assert.equal(evmChainIdOfCoinType(0x80007a69), 31337);
    assert.equal(evmChainIdOfCoinType(60), 1);
    for (const coinType of [0x80000000, 501, 31337, 2 ** 32, 2 ** 32 + 1, '2147514985', NaN])
      assert.equal(evmChainIdOfCoinType(coinType), undefined, String(coinType));
  });

  it("reverse gives an address's newest name first", () => {
    const names = table();
    names.add({ name: 'carol.wallet-modal.eth', addresses: { 60: EVM } });
    names.add({ name: 'carol-2.wallet-modal.eth', addresses: { 60: EVM } });
    assert.deepEqual(
      names.reverse(EVM).map((entry) => entry.name),
      ['carol-2.wallet-modal.eth', 'carol.wallet-modal.eth'],
    );
  });

  it('suggests the exact name, then at most four free valid variants', () => {
    const taken = new Set(['dora.wallet-modal.eth', 'dora1.wallet-modal.eth', 'dora-xyz.wallet-modal.eth']);
    const { suggestions } = nameSuggestions({ label: 'dora', zone: 'wallet-modal.eth', isRegistered: (name) => taken.has(name) });
    assert.deepEqual(suggestions, [
      { name: 'dora.wallet-modal.eth', registered: true },
      { name: 'dora2.wallet-modal.eth', registered: false },
      { name: 'dora3.wallet-modal.eth', registered: false },
      { name: 'dora-wm.wallet-modal.eth', registered: false },
      { name: 'dora4.wallet-modal.eth', registered: false },
    ]);
    const long = 'a'.repeat(64);
    assert.ok(
      nameSuggestions({ label: long, zone: 'wallet-modal.eth', isRegistered: () => false }).suggestions.every(
        ({ name }) => name.split('.')[0].length <= 64,
      ),
    );
    assert.deepEqual(['ab', 'ab_c', 'a b', 'Dora', 'a.b', 'a'.repeat(65)].map(suggestionProblem), [
      'Invalid name length: ab',
      'Invalid name format: ab_c',
      'Invalid name format: a b',
      'Invalid name format: Dora',
      'Invalid name format: a.b',
      `Invalid name length: ${'a'.repeat(65)}`,
    ]);
  });

  it('hands out copies: changing an answer does not change the table', () => {
    const names = table();
    names.add({ name: 'carol.wallet-modal.eth', addresses: { 60: EVM } });
    names.lookup('carol.wallet-modal.eth').addresses['60'].address = SOLANA;
    assert.equal(names.reverse(EVM).length, 1);
  });
});

describe('/v1/profile routes', () => {
  let server;
  let api;
  const getJson = async (path) => {
    const response = await fetch(`${server.url}/api${path}`);
    return { status: response.status, body: await response.json() };
  };

  before(async () => {
    api = createBlockchainApi({
      sources: [evmSource],
      apiUrl: 'http://127.0.0.1:9/api',
      holders: [EVM],
      solanaHolders: [OTHER_SOLANA, SOLANA],
    });
    server = await startHttpServer({ port: 0, handlers: [api.handler] });
  });
  after(() => server?.stop());

  it('resolves the seeded names, in any case, with apiVersion=2 as the element asks', async () => {
    const alice = await getJson('/v1/profile/account/Alice.Wallet-Modal.eth?apiVersion=2&projectId=p&st=appkit&sv=1');
    assert.equal(alice.status, 200);
    assert.equal(alice.body.name, 'alice.wallet-modal.eth');
    assert.deepEqual(alice.body.addresses['60'].address, EVM);
    assert.equal(alice.body.attributes.avatar, 'http://127.0.0.1:9/api/devnet/images/alice.svg');
    const bob = await getJson('/v1/profile/account/bob.wallet-modal.eth?apiVersion=2');
    assert.deepEqual(
      Object.entries(bob.body.addresses).map(([coinType, { address }]) => [coinType, address]),
      [['501', SOLANA]],
    );
  });

  it('answers an unknown name with [] for apiVersion=2 and 404 otherwise', async () => {
    assert.deepEqual(await getJson('/v1/profile/account/nobody.wallet-modal.eth?apiVersion=2'), { status: 200, body: [] });
    const plain = await getJson('/v1/profile/account/nobody.wallet-modal.eth');
    assert.equal(plain.status, 404);
    assert.deepEqual(plain.body, {
      status: 'FAILED',
      reasons: [{ field: 'name', description: 'Name is not found in the database: nobody.wallet-modal.eth' }],
    });
  });

  it('reverse-resolves an address to every name it has, [] or 404 when it has none', async () => {
    const reverse = await getJson(`/v1/profile/reverse/${EVM.toLowerCase()}?sender=${EVM}&apiVersion=2`);
    assert.equal(reverse.status, 200);
    assert.deepEqual(
      reverse.body.map((entry) => entry.name),
      ['alice.wallet-modal.eth'],
    );
    assert.deepEqual(
      (await getJson(`/v1/profile/reverse/${SOLANA}?apiVersion=2`)).body.map((entry) => entry.name),
      ['bob.wallet-modal.eth'],
    );
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    assert.deepEqual(await getJson(`/v1/profile/reverse/${stranger}?apiVersion=2`), { status: 200, body: [] });
    assert.deepEqual(await getJson(`/v1/profile/reverse/${OTHER_SOLANA}`), {
      status: 404,
      body: { status: 'FAILED', reasons: [{ field: 'address', description: 'No name for address is found' }] },
    });
  });

  it('refuses malformed names and addresses with 400, path tricks included', async () => {
    const badNames = [
      'al.wallet-modal.eth',
      'alice.example.eth',
      'alice..eth',
      'alice%2Fwallet-modal.eth',
      'alice.wallet-modal.eth%00',
      '%E0%A4%A',
      `${'a'.repeat(65)}.wallet-modal.eth`,
      'alice.wallet-modal.eth.x',
    ];
    for (const name of badNames) {
      const { status, body } = await getJson(`/v1/profile/account/${name}?apiVersion=2`);
      assert.equal(status, 400, name);
      assert.equal(body.reasons[0].field, 'name', name);
    }
    for (const address of ['0x1234', 'not-an-address', '%2E%2E%2Fidentity', '%E0%A4%A', `${EVM}%00`]) {
      const { status, body } = await getJson(`/v1/profile/reverse/${address}?apiVersion=2`);
      assert.equal(status, 400, address);
      assert.equal(body.reasons[0].field, 'address', address);
    }
  });

  it('writes reach the routes and identity: a name added later resolves at once', async () => {
    const newcomer = privateKeyToAccount(generatePrivateKey()).address;
    assert.deepEqual((await getJson(`/v1/identity/${newcomer}`)).body, { name: null, avatar: null });
    api.names.add({ name: 'newcomer.wallet-modal.eth', addresses: { 60: newcomer } });
    assert.equal((await getJson('/v1/profile/account/newcomer.wallet-modal.eth?apiVersion=2')).body.addresses['60'].address, newcomer);
    assert.deepEqual((await getJson(`/v1/identity/${newcomer}`)).body, { name: 'newcomer.wallet-modal.eth', avatar: null });
  });

  it('identity: an ENS record wins over the table; without one the table answers', async () => {
    assert.deepEqual((await getJson(`/v1/identity/${EVM}`)).body, {
      name: 'alice.wallet-modal.eth',
      avatar: 'http://127.0.0.1:9/api/devnet/images/alice.svg',
    });
    api.identities.set(EVM, { name: 'alice.eth', avatar: null });
    assert.deepEqual((await getJson(`/v1/identity/${EVM}`)).body, { name: 'alice.eth', avatar: null });
    api.identities.set(EVM, { name: null, avatar: null });
    assert.equal((await getJson(`/v1/identity/${EVM}`)).body.name, 'alice.wallet-modal.eth');
  });
});
