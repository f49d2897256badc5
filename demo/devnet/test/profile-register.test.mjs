// Names registration and smart sessions on a real devnet (randomPorts), over HTTP as the element
// calls them: POST /v1/profile/account signed by an EOA (an anvil key), by a smart account not yet
// deployed (the owner's signature wrapped in ERC-6492 exactly as the auth frame wraps it) and by a
// deployed one (ERC-1271); every refusal with the hosted description; suggestions; GET
// /v1/sessions and POST …/revoke with good and bad signatures; the fault layer on the new routes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { encodeFunctionData, serializeErc6492Signature } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { FACTORY_ABI } from '../auth/account-abi.mjs';
import { evmCoinType } from '../api/names.mjs';
import { startDevnet } from '../index.mjs';
import { evmClients } from './evm-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const COIN_TYPE = evmCoinType(31337);
const ZONE = 'wallet-modal.eth';
const unique = () => Math.random().toString(36).slice(2, 8);

describe('names registration and smart sessions on the devnet', () => {
  let devnet;
  let publicClient;
  let walletFor;

  const api = async (method, path, body) => {
    const response = await fetch(`${devnet.urls.api}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  /** The message the element signs, as AppKit builds it. */
  const messageFor = (name, timestamp = Math.floor(Date.now() / 1000)) => JSON.stringify({ name, attributes: {}, timestamp });
  const register = ({ address, message, signature, coinType = COIN_TYPE }) =>
    api('POST', '/v1/profile/account?projectId=p&st=appkit&sv=1', { coin_type: coinType, address, message, signature });
  const refusal = (status, field, description) => ({ status, body: { status: 'FAILED', reasons: [{ field, description }] } });

  /** A fresh embedded owner key and its smart account's counterfactual address (the factory's getAddress). */
  const smartAccountOf = async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const factory = devnet.contracts.accountFactory;
    const address = await publicClient.readContract({
      address: factory,
      abi: FACTORY_ABI,
      functionName: 'getAddress',
      args: [owner.address],
    });
    /** The owner's signature as the auth frame returns it for the smart account (ERC-6492 while undeployed). */
    const sign = async (message) => {
      const signature = await owner.signMessage({ message });
      const code = await publicClient.getCode({ address });
      if (code && code !== '0x') return signature;
      const data = encodeFunctionData({ abi: FACTORY_ABI, functionName: 'createAccount', args: [owner.address] });
      return serializeErc6492Signature({ address: factory, data, signature });
    };
    const deploy = async () => {
      const hash = await walletFor(devnet.evm.holders[7]).writeContract({
        address: factory,
        abi: FACTORY_ABI,
        functionName: 'createAccount',
        args: [owner.address],
      });
      await minedReceipt(publicClient, hash);
    };
    return { owner, address, sign, deploy };
  };

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    ({ publicClient, walletFor } = evmClients(devnet, 31337));
  });
  after(() => devnet?.stop());

  it('registers a name signed by an EOA: stored for the coin type and 60, resolved forward, reverse and by identity at once', async () => {
    const eoa = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 3 });
    const name = `bob-${unique()}.${ZONE}`;
    const message = messageFor(name);
    const answer = await register({ address: eoa.address, message, signature: await eoa.signMessage({ message }) });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.name, name);
    assert.deepEqual(
      Object.entries(answer.body.addresses).map(([coinType, { address }]) => [coinType, address]),
      [
        ['60', eoa.address],
        [String(COIN_TYPE), eoa.address],
      ],
    );
    assert.deepEqual(devnet.names.lookup(name), answer.body);
    assert.deepEqual((await api('GET', `/v1/profile/account/${name}?apiVersion=2`)).body, answer.body);
    assert.equal((await api('GET', `/v1/profile/reverse/${eoa.address}?apiVersion=2`)).body[0].name, name);
    assert.deepEqual((await api('GET', `/v1/identity/${eoa.address}`)).body, { name, avatar: null });

    // The same address may take another name; the newest is the one reverse and identity give first.
    const second = `bob-${unique()}.${ZONE}`;
    const secondMessage = messageFor(second);
    assert.equal(
      (await register({ address: eoa.address, message: secondMessage, signature: await eoa.signMessage({ message: secondMessage }) }))
        .status,
      200,
    );
    assert.deepEqual(
      (await api('GET', `/v1/profile/reverse/${eoa.address}?apiVersion=2`)).body.map((entry) => entry.name),
      [second, name],
    );
    assert.equal((await api('GET', `/v1/identity/${eoa.address}`)).body.name, second);
  });

  it('registers for a smart account not deployed yet (ERC-6492) and for a deployed one (ERC-1271)', async () => {
    const undeployed = await smartAccountOf();
    assert.equal(await publicClient.getCode({ address: undeployed.address }), undefined);
    const name = `carol-${unique()}.${ZONE}`;
    const message = messageFor(name);
    const answer = await register({ address: undeployed.address, message, signature: await undeployed.sign(message) });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(devnet.names.lookup(name).addresses[String(COIN_TYPE)].address, undeployed.address);
    assert.equal(await publicClient.getCode({ address: undeployed.address }), undefined, 'verifying only simulated the deployment');
    // The owner's bare signature is not the smart account's while it has no code.
    const bareName = `carol-${unique()}.${ZONE}`;
    const bareMessage = messageFor(bareName);
    assert.deepEqual(
      await register({
        address: undeployed.address,
        message: bareMessage,
        signature: await undeployed.owner.signMessage({ message: bareMessage }),
      }),
      refusal(401, 'signature', 'Signature validation error: Signature verification error'),
    );

    const deployed = await smartAccountOf();
    await deployed.deploy();
    assert.ok((await publicClient.getCode({ address: deployed.address }))?.length > 2);
    const deployedName = `dave-${unique()}.${ZONE}`;
    const deployedMessage = messageFor(deployedName);
    const signature = await deployed.sign(deployedMessage);
    assert.equal(signature, await deployed.owner.signMessage({ message: deployedMessage }), 'plain owner signature once deployed');
    assert.equal((await register({ address: deployed.address, message: deployedMessage, signature })).status, 200);
    assert.equal((await api('GET', `/v1/identity/${deployed.address}`)).body.name, deployedName);
  });

  it('refuses taken and invalid names, stale timestamps, wrong signers and bad coin types with the hosted descriptions', async () => {
    const eoa = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 4 });
    const signed = async (name, { timestamp, signer = eoa, address = eoa.address, coinType } = {}) => {
      const message = messageFor(name, timestamp);
      return register({ address, message, signature: await signer.signMessage({ message }), coinType });
    };
    assert.deepEqual(await signed(`alice.${ZONE}`), refusal(400, 'name', `Name is already registered: alice.${ZONE}`));
    assert.deepEqual(await signed('abc'), refusal(400, 'name', 'Invalid name length: abc'), 'no zone: the element appends it');
    assert.deepEqual(await signed(`ab.${ZONE}`), refusal(400, 'name', `Invalid name length: ab.${ZONE}`));
    assert.deepEqual(await signed(`a b c.${ZONE}`), refusal(400, 'name', `Invalid name format: a b c.${ZONE}`));
    assert.deepEqual(await signed(`ab_c.${ZONE}`), refusal(400, 'name', `Invalid name format: ab_c.${ZONE}`));
    assert.deepEqual(await signed(`Erin.${ZONE}`), refusal(400, 'name', `Invalid name format: Erin.${ZONE}`));
    assert.deepEqual(await signed('erin-1.reown.id'), refusal(400, 'name', 'Name is not in the allowed zones: erin-1.reown.id'));
    const name = `erin-${unique()}.${ZONE}`;
    const stale = Math.floor(Date.now() / 1000) - 601;
    assert.deepEqual(
      await signed(name, { timestamp: stale }),
      refusal(400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${stale}`),
    );
    const future = Math.floor(Date.now() / 1000) + 601;
    assert.deepEqual(
      await signed(name, { timestamp: future }),
      refusal(400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${future}`),
    );
    const stranger = privateKeyToAccount(generatePrivateKey());
    assert.deepEqual(
      await signed(name, { signer: stranger }),
      refusal(401, 'signature', 'Signature validation error: Signature verification error'),
    );
    for (const coinType of [60, 0x80000001, 31337, 501, 2 ** 32 + 31337]) {
      assert.deepEqual(await signed(name, { coinType }), refusal(400, 'coin_type', `Unsupported coin type: ${coinType}`), String(coinType));
    }
    assert.deepEqual(
      await signed(name, { address: 'HQ6HuzK4ncXWbMUs7aFbM5Vxvdp3K2M7EoRchXxPbRha' }),
      refusal(400, 'address', 'Address format is not supported: HQ6HuzK4ncXWbMUs7aFbM5Vxvdp3K2M7EoRchXxPbRha'),
    );
    assert.equal((await register({ address: eoa.address, message: '{not json', signature: '0x00' })).status, 422);
    assert.equal(devnet.names.lookup(name), undefined, 'nothing refused was stored');
    // The second chain's coin type verifies on that chain; a message signed well a few minutes ago still counts.
    assert.equal((await signed(name, { coinType: evmCoinType(31338), timestamp: Math.floor(Date.now() / 1000) - 300 })).status, 200);
    assert.equal(devnet.names.lookup(name).addresses[String(evmCoinType(31338))].address, eoa.address);
  });

  it('suggests free variants of a taken name, the exact name first with whether it is registered', async () => {
    const label = `fran-${unique()}`;
    const eoa = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 6 });
    devnet.names.add({ name: `${label}1.${ZONE}`, addresses: { 60: eoa.address } });
    const free = await api('GET', `/v1/profile/suggestions/${label}?zone=${ZONE}&projectId=p`);
    assert.equal(free.status, 200);
    assert.deepEqual(free.body.suggestions[0], { name: `${label}.${ZONE}`, registered: false });

    devnet.names.add({ name: `${label}.${ZONE}`, addresses: { 60: eoa.address } });
    const { status, body } = await api('GET', `/v1/profile/suggestions/${label}?zone=${ZONE}`);
    assert.equal(status, 200);
    assert.deepEqual(body.suggestions[0], { name: `${label}.${ZONE}`, registered: true });
    assert.equal(body.suggestions.length, 5);
    for (const suggestion of body.suggestions.slice(1)) {
      assert.equal(suggestion.registered, false);
      assert.ok(suggestion.name.startsWith(label) && suggestion.name.endsWith(`.${ZONE}`), suggestion.name);
      assert.equal(devnet.names.lookup(suggestion.name), undefined, `${suggestion.name} is free`);
      assert.equal(devnet.names.problem(suggestion.name), undefined, `${suggestion.name} is valid`);
    }
    assert.ok(!body.suggestions.some((suggestion) => suggestion.name === `${label}1.${ZONE}`), 'a taken variant is left out');
    assert.equal(
      (await api('GET', `/v1/profile/suggestions/${label}`)).body.suggestions[0].name,
      `${label}.${ZONE}`,
      "zone defaults to the devnet's",
    );

    assert.deepEqual(await api('GET', '/v1/profile/suggestions/ab'), refusal(400, 'name', 'Invalid name length: ab'));
    assert.deepEqual(await api('GET', '/v1/profile/suggestions/ab_c'), refusal(400, 'name', 'Invalid name format: ab_c'));
    assert.deepEqual(await api('GET', '/v1/profile/suggestions/a%20b%20c'), refusal(400, 'name', 'Invalid name format: a b c'));
    assert.deepEqual(
      await api('GET', `/v1/profile/suggestions/${label}?zone=reown.id`),
      refusal(400, 'zone', 'Name is not in the allowed zones: reown.id'),
    );
  });

  it("lists the smart sessions an account granted and revokes one only with the account's signature", async () => {
    const account = await smartAccountOf();
    const caipAddress = `eip155:31337:${account.address}`;
    assert.deepEqual((await api('GET', `/v1/sessions/${caipAddress}?projectId=p`)).body, { pcis: [] });
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const game = devnet.sessions.create(caipAddress, { projectName: 'Devnet Game', url: 'http://127.0.0.1:9/game', expiry });
    const created = await api('POST', '/__devnet/sessions', {
      caipAddress: caipAddress.toLowerCase(),
      projectName: 'Devnet Swap',
      permissions: [{ type: 'contract-call', data: { address: devnet.contracts.router, abi: [], functions: [{ functionName: 'swap' }] } }],
    });
    assert.equal(created.status, 201);
    const swap = created.body.pci;

    const { status, body } = await api('GET', `/v1/sessions/${caipAddress}`);
    assert.equal(status, 200);
    assert.deepEqual(
      body.pcis.map((entry) => [entry.pci, entry.project.name, entry.revokedAt]),
      [
        [game, 'Devnet Game', null],
        [swap, 'Devnet Swap', null],
      ],
    );
    const [first] = body.pcis;
    assert.deepEqual(Object.keys(first), ['project', 'pci', 'expiry', 'createdAt', 'permissions', 'policies', 'context', 'revokedAt']);
    assert.deepEqual(first.project, { id: first.project.id, name: 'Devnet Game', url: 'http://127.0.0.1:9/game', iconUrl: null });
    assert.equal(first.expiry, expiry);
    assert.equal(first.permissions[0].type, 'native-token-recurring-allowance');
    assert.deepEqual(body.pcis[1].permissions[0].data.functions, [{ functionName: 'swap' }]);
    assert.deepEqual(devnet.sessions.list(caipAddress.toLowerCase()), body.pcis);

    const revoke = (pci, signature) => api('POST', `/v1/sessions/${caipAddress}/revoke?projectId=p`, { pci, signature });
    const stranger = privateKeyToAccount(generatePrivateKey());
    assert.deepEqual(
      await revoke(game, await stranger.signMessage({ message: game })),
      refusal(401, 'signature', 'Signature validation error: Signature verification error'),
    );
    assert.deepEqual(
      await revoke(game, await account.sign(swap)),
      refusal(401, 'signature', 'Signature validation error: Signature verification error'),
      'a signature of another pci',
    );
    assert.deepEqual(
      await revoke('0b7c1d2e-0000-4000-8000-000000000000', await account.sign(game)),
      refusal(404, 'pci', 'Permission for PCI is not found: 0b7c1d2e-0000-4000-8000-000000000000'),
    );
    assert.equal(devnet.sessions.list(caipAddress)[0].revokedAt, null);

    const revoked = await revoke(game, await account.sign(game));
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.ok(Math.abs(revoked.body.revokedAt - Date.now() / 1000) < 60);
    assert.deepEqual(
      (await api('GET', `/v1/sessions/${caipAddress}`)).body.pcis.map((entry) => [entry.pci, entry.revokedAt]),
      [
        [game, revoked.body.revokedAt],
        [swap, null],
      ],
    );
    assert.deepEqual(await revoke(game, await account.sign(game)), refusal(400, 'pci', `Permission is revoked: ${game}`));

    assert.equal((await api('GET', '/v1/sessions/0x1234')).status, 400);
    assert.equal((await api('GET', `/v1/sessions/eip155:31337:${account.address}:x`)).status, 400);
    assert.throws(() => devnet.sessions.create('solana:x:y', { projectName: 'x' }), TypeError);
  });

  it('the fault layer wraps the new routes', async () => {
    const eoa = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 8 });
    devnet.faults.resetRequests();
    devnet.faults.add({ route: '/api/v1/profile/**', status: 503, retryAfter: 2, times: 2 });
    devnet.faults.add({ route: '/api/v1/sessions/**', status: 500, reason: 'sessions down', times: 2 });
    try {
      const message = messageFor(`gil-${unique()}.${ZONE}`);
      assert.equal((await register({ address: eoa.address, message, signature: await eoa.signMessage({ message }) })).status, 503);
      assert.equal((await api('GET', '/v1/profile/suggestions/gilbert')).status, 503);
      assert.equal((await api('GET', '/v1/profile/suggestions/gilbert')).status, 200, 'the fault ran out');
      const caipAddress = `eip155:31337:${eoa.address}`;
      assert.deepEqual(await api('GET', `/v1/sessions/${caipAddress}`), refusal(500, 'fault', 'sessions down'));
      assert.equal((await api('POST', `/v1/sessions/${caipAddress}/revoke`, { pci: 'x', signature: '0x' })).status, 500);
      assert.deepEqual((await api('GET', `/v1/sessions/${caipAddress}`)).body, { pcis: [] });
      assert.equal(devnet.faults.requests('/api/v1/sessions/**').total, 3);
    } finally {
      devnet.faults.clear();
    }
  });
});
