// The secure-site frame's message handling (demo/devnet/auth/sdk/handler.mjs) in Node, with a fake
// service, storage, RPC and approval view: who it listens to, the v4 envelope and shapes, email, device
// approval, social and Farcaster sign-ins, restore, the account preference, and RPC requests that run
// only after SYNC_DAPP_DATA and a live session, on the active chain only, once the visitor signs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { encodeFunctionData, erc20Abi, maxUint256, recoverMessageAddress, stringToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit';
import { createSdkHandler } from '../auth/sdk/handler.mjs';
import { describeRequest } from '../auth/sdk/describe.mjs';
import { createRpc } from '../auth/sdk/rpc.mjs';

const EMBEDDER = 'http://127.0.0.1:5000';
const AUTH = 'http://127.0.0.1:4175';
const PROJECT = 'de0e1e7de0e1e7de0e1e7de0e1e7de0e';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

const SOLANA_SEED = Buffer.alloc(32, 1);
const SOLANA_ADDRESS = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(SOLANA_SEED))).address;

function makeAccount(user = { provider: 'email', email: 'ada@example.com' }) {
  const privateKey = generatePrivateKey();
  return {
    user,
    evm: { eoa: privateKeyToAccount(privateKey).address, smartAccount: privateKeyToAccount(generatePrivateKey()).address, privateKey },
    solana: { address: SOLANA_ADDRESS, secretKey: SOLANA_SEED.toString('base64') },
  };
}

/** A handler over fakes; `send(name, payload)` resolves with the frame's answer to that message. */
function setup({ routes = {} } = {}) {
  const parent = { name: 'parent' };
  const posted = [];
  const store = new Map();
  const calls = [];
  const asked = [];
  const account = makeAccount();
  const defaults = {
    '/v4/email/start': () => ({ action: 'VERIFY_OTP' }),
    '/v4/email/verify': (body) =>
      body.code === '123456' ? { token: 'token-1', account } : fail(4010, 'Wrong code: check it and try again'),
    '/v4/session': () => ({ account: {} }),
    '/v4/sign-out': () => ({}),
  };
  const service = async (path, body, token) => {
    calls.push({ path, body, token });
    const route = routes[path] ?? defaults[path];
    if (!route) throw Object.assign(new Error(`no route ${path}`), { code: 4040 });
    return route(body, token);
  };
  const rpc = createRpc({
    fetch: async (_url, init) => {
      const { method } = JSON.parse(init.body);
      const result = { eth_getCode: '0x', eth_chainId: '0x7a69', eth_blockNumber: '0x2a' }[method];
      return { json: async () => ({ jsonrpc: '2.0', id: 1, result }) };
    },
  });
  const handler = createSdkHandler({
    config: {
      projectId: PROJECT,
      chainId: 'eip155:31337',
      embedder: EMBEDDER,
      authUrl: AUTH,
      chains: { 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:31338': 'http://127.0.0.1:8546', [SOLANA]: 'http://127.0.0.1:8899' },
      smartAccountChains: [31337, 31338],
    },
    parent,
    post: (message) => posted.push(message),
    storage: {
      get: (key) => store.get(key),
      set: (key, value) => store.set(key, structuredClone(value)),
      remove: (key) => store.delete(key),
    },
    service,
    rpc,
    approvals: {
      ask: (description, signal) =>
        new Promise((resolve) => {
          asked.push({ description, answer: resolve });
          signal.addEventListener('abort', () => resolve(false));
        }),
    },
    describe: (request) => describeRequest(request),
    sleep: () => new Promise((resolve) => setImmediate(resolve)),
    randomId: () => 'device-0123456789abcdef',
  });
  let next = 0;
  const send = async (name, payload, { source = parent, origin = EMBEDDER } = {}) => {
    const id = `m${(next += 1)}`;
    await handler.receive({ source, origin, data: { type: `@w3m-app/${name}`, id, ...(payload ? { payload } : {}) } });
    return posted.find((message) => message.id === id);
  };
  /** Sends without waiting for the answer (an approval, a long wait). */
  const start = (name, payload) => {
    const id = `m${(next += 1)}`;
    const done = handler.receive({ source: parent, origin: EMBEDDER, data: { type: `@w3m-app/${name}`, id, payload } });
    return done.then(() => posted.find((message) => message.id === id));
  };
  const signIn = async () => {
    await send('SYNC_DAPP_DATA', { projectId: PROJECT, metadata: { name: 'Test dapp', url: EMBEDDER, description: '', icons: [] } });
    await send('CONNECT_EMAIL', { email: 'ada@example.com' });
    await send('CONNECT_OTP', { otp: '123456' });
  };
  const untilAsked = async (count) => {
    while (asked.length < count) await new Promise((resolve) => setImmediate(resolve));
    return asked[count - 1];
  };
  return { handler, parent, posted, store, calls, asked, account, send, start, signIn, untilAsked };
}

function fail(code, message) {
  throw Object.assign(new Error(message), { code });
}

describe('secure-site frame handler', () => {
  it('answers only its parent window on the origin it was created for, and echoes ids', async () => {
    const { send, posted } = setup();
    assert.equal(await send('GET_CHAIN_ID', undefined, { source: {} }), undefined);
    assert.equal(await send('GET_CHAIN_ID', undefined, { origin: 'http://evil.example' }), undefined);
    assert.equal(posted.length, 0);
    assert.deepEqual(await send('GET_CHAIN_ID'), { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'm3', payload: { chainId: 31337 } });
    assert.deepEqual(await send('NOT_A_THING'), {
      type: '@w3m-frame/NOT_A_THING_ERROR',
      id: 'm4',
      payload: { message: 'Unknown event NOT_A_THING' },
    });
  });

  it('ignores what is not an app event and takes one without an id', async () => {
    const { handler, parent, posted } = setup();
    await handler.receive({ source: parent, origin: EMBEDDER, data: { type: '@w3m-frame/GET_USER_SUCCESS', payload: {} } });
    await handler.receive({ source: parent, origin: EMBEDDER, data: 'hello' });
    await handler.receive({ source: parent, origin: EMBEDDER, data: { type: '@w3m-app/GET_CHAIN_ID', id: 'bad id!' } });
    assert.equal(posted.length, 0);
    await handler.receive({ source: parent, origin: EMBEDDER, data: { type: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS' } });
    assert.deepEqual(posted, [
      { type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS', payload: { smartAccountEnabledNetworks: [31337, 31338] } },
    ]);
  });

  it('refuses SYNC_DAPP_DATA for another project and RPC requests before it and before a sign-in', async () => {
    const { send } = setup();
    assert.equal((await send('SYNC_DAPP_DATA', { projectId: 'f'.repeat(32) })).payload.message, 'projectId does not match the frame');
    const early = await send('RPC_REQUEST', { method: 'eth_blockNumber', params: [] });
    assert.deepEqual(early.payload, { message: 'The frame is not initialised: send SYNC_DAPP_DATA first' });
    assert.deepEqual(await send('SYNC_DAPP_DATA', { projectId: PROJECT }), { type: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS', id: 'm3' });
    assert.equal((await send('RPC_REQUEST', { method: 'eth_blockNumber', params: [] })).payload.message, 'User is not signed in');
  });

  it('signs in by email (OTP), answers the user of the preferred account, and CONNECT for the same email', async () => {
    const { send, account, calls } = setup();
    assert.equal((await send('CONNECT_EMAIL', { email: 'not an email' })).payload.message, 'Invalid email');
    assert.deepEqual((await send('CONNECT_EMAIL', { email: 'Ada@Example.com ' })).payload, { action: 'VERIFY_OTP' });
    assert.deepEqual(calls.at(-1).body, { projectId: PROJECT, email: 'ada@example.com', device: 'device-0123456789abcdef' });
    assert.equal((await send('CONNECT_OTP', { otp: '000000' })).payload.message, 'Wrong code: check it and try again');
    const ok = await send('CONNECT_OTP', { otp: '123456' });
    assert.equal(ok.type, '@w3m-frame/CONNECT_OTP_SUCCESS');
    assert.equal('payload' in ok, false);
    const user = await send('GET_USER', { chainId: 'eip155:31337', preferredAccountType: 'smartAccount' });
    assert.deepEqual(user.payload, {
      email: 'ada@example.com',
      address: account.evm.smartAccount,
      chainId: 31337,
      smartAccountDeployed: false,
      accounts: [
        { address: account.evm.eoa, type: 'eoa' },
        { address: account.evm.smartAccount, type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
    });
    assert.deepEqual((await send('CONNECT_EMAIL', { email: 'ada@example.com' })).payload, { action: 'CONNECT' });
    const solana = await send('GET_USER', { chainId: SOLANA });
    assert.equal(solana.payload.address, account.solana.address);
    assert.equal(solana.payload.chainId, SOLANA);
    assert.deepEqual(solana.payload.accounts, [{ address: account.solana.address, type: 'eoa' }]);
  });

  it('waits for a new device to be approved from the mail (CONNECT_DEVICE), or fails when denied', async () => {
    let status = 'pending';
    let polls = 0;
    const { send } = setup({
      routes: {
        '/v4/email/start': () => ({ action: 'VERIFY_DEVICE' }),
        '/v4/device/status': () => ((polls += 1), polls >= 3 ? { status } : { status: 'pending' }),
      },
    });
    assert.equal((await send('CONNECT_DEVICE')).payload.message, 'Send CONNECT_EMAIL first');
    assert.deepEqual((await send('CONNECT_EMAIL', { email: 'ada@example.com' })).payload, { action: 'VERIFY_DEVICE' });
    status = 'approved';
    assert.equal((await send('CONNECT_DEVICE')).type, '@w3m-frame/CONNECT_DEVICE_SUCCESS');
    assert.equal(polls, 3);
    polls = 0;
    status = 'denied';
    assert.equal((await send('CONNECT_DEVICE')).payload.message, 'Device was not approved');
  });

  it('restores: IS_CONNECTED asks the service, and forgets a session it no longer knows', async () => {
    let known = true;
    const { send, signIn, store } = setup({ routes: { '/v4/session': () => (known ? { account: {} } : fail(4100, 'Not signed in')) } });
    assert.deepEqual((await send('IS_CONNECTED')).payload, { isConnected: false });
    await signIn();
    assert.deepEqual((await send('IS_CONNECTED')).payload, { isConnected: true });
    known = false;
    const again = setup({ routes: { '/v4/session': () => fail(4100, 'Not signed in') } });
    for (const [key, value] of store) again.store.set(key, value);
    assert.deepEqual((await again.send('IS_CONNECTED')).payload, { isConnected: false });
    assert.equal(again.store.has(`wm-sdk:v4:${PROJECT}:${EMBEDDER}`), false);
  });

  it('switches networks, keeps the EOA/smart-account preference, and signs out', async () => {
    const { send, signIn, account, store } = setup();
    await signIn();
    assert.deepEqual((await send('SWITCH_NETWORK', { chainId: 'eip155:31338' })).payload, { chainId: 31338 });
    assert.equal((await send('SWITCH_NETWORK', { chainId: 'eip155:999' })).payload.message, 'Unsupported chain');
    assert.deepEqual((await send('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).payload, { type: 'eoa', address: account.evm.eoa });
    const user = (await send('GET_USER')).payload;
    assert.equal(user.address, account.evm.eoa);
    assert.equal(user.preferredAccountType, 'eoa');
    assert.equal(user.chainId, 31338);
    assert.equal((await send('SIGN_OUT')).type, '@w3m-frame/SIGN_OUT_SUCCESS');
    assert.equal(store.has(`wm-sdk:v4:${PROJECT}:${EMBEDDER}`), false);
    assert.equal((await send('GET_USER')).payload.message, 'User is not signed in');
  });

  it('signs personal_sign only after the visitor presses Sign, and Cancel is a rejection', async () => {
    const { start, signIn, untilAsked, account, send } = setup();
    await signIn();
    await send('SET_PREFERRED_ACCOUNT', { type: 'eoa' });
    const message = stringToHex('Hello from the test');
    const pending = start('RPC_REQUEST', { method: 'personal_sign', params: [message, account.evm.eoa], chainId: 'eip155:31337' });
    const approval = await untilAsked(1);
    assert.equal(approval.description.title, 'Test dapp requests a signature');
    assert.deepEqual(approval.description.rows.slice(0, 4), [
      ['Site', `Test dapp (${EMBEDDER})`],
      ['Network', 'eip155:31337'],
      ['Account', account.evm.eoa],
      ['Message', 'Hello from the test'],
    ]);
    approval.answer(true);
    const signed = await pending;
    assert.equal(signed.type, '@w3m-frame/RPC_REQUEST_SUCCESS');
    assert.equal(await recoverMessageAddress({ message: { raw: message }, signature: signed.payload }), account.evm.eoa);

    const cancelled = start('RPC_REQUEST', { method: 'personal_sign', params: [message, account.evm.eoa] });
    (await untilAsked(2)).answer(false);
    assert.deepEqual((await cancelled).payload, { message: 'User rejected the request.' });
  });

  it('RPC_ABORT and SIGN_OUT end a pending approval; a second request waits for the first', async () => {
    const { start, signIn, untilAsked, account, send, asked } = setup();
    await signIn();
    const first = start('RPC_REQUEST', { method: 'personal_sign', params: ['0x01', account.evm.eoa] });
    const second = start('RPC_REQUEST', { method: 'personal_sign', params: ['0x02', account.evm.eoa] });
    await untilAsked(1);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(asked.length, 1);
    assert.equal((await send('RPC_ABORT')).type, '@w3m-frame/RPC_ABORT_SUCCESS');
    assert.deepEqual((await first).payload, { message: 'Request was aborted' });
    assert.deepEqual((await second).payload, { message: 'Request was aborted' });
    const third = start('RPC_REQUEST', { method: 'personal_sign', params: ['0x03', account.evm.eoa] });
    await untilAsked(2);
    await send('SIGN_OUT');
    assert.deepEqual((await third).payload, { message: 'Request was aborted' });
  });

  it('signs only for the active chain: never for the chain a request or its typed data or transaction claims', async () => {
    const { send, signIn, account, asked } = setup();
    await signIn();
    const other = await send('RPC_REQUEST', { method: 'personal_sign', params: ['0x01', account.evm.eoa], chainId: 'eip155:31338' });
    assert.equal(other.payload.message, 'Chain eip155:31338 is not the active network eip155:31337');
    const typed = { domain: { chainId: 31338 }, types: { EIP712Domain: [] }, primaryType: 'EIP712Domain', message: {} };
    const typedAnswer = await send('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [account.evm.eoa, JSON.stringify(typed)] });
    assert.equal(typedAnswer.payload.message, 'Chain 31338 is not the active network eip155:31337');
    const tx = await send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: account.evm.eoa, to: account.evm.eoa, chainId: '0x1' }],
    });
    assert.equal(tx.payload.message, 'Chain 0x1 is not the active network eip155:31337');
    const solana = await send('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: '2', pubkey: account.solana.address },
      chainNamespace: 'solana',
    });
    assert.equal(solana.payload.message, 'Chain solana is not the active network eip155:31337');
    const stranger = await send('RPC_REQUEST', { method: 'personal_sign', params: ['0x01', '0x000000000000000000000000000000000000dEaD'] });
    assert.equal(stranger.payload.message, 'The address is not the signed-in account');
    assert.equal((await send('RPC_REQUEST', { method: 'eth_sign', params: [] })).payload.message, 'Requested RPC call is not allowed');
    assert.equal(asked.length, 0);
    assert.deepEqual((await send('RPC_REQUEST', { method: 'eth_blockNumber', params: [] })).payload, '0x2a');
    assert.deepEqual((await send('RPC_REQUEST', { method: 'eth_accounts', params: [] })).payload, [account.evm.smartAccount]);
  });

  it('signs in with a social pop-up result and with Farcaster', async () => {
    const social = makeAccount({ provider: 'google', email: 'ada@example.com', username: 'Ada Lovelace' });
    const farcaster = makeAccount({ provider: 'farcaster', username: '@alice.eth' });
    let farcasterPolls = 0;
    const { send } = setup({
      routes: {
        '/v4/social/start': () => ({ uri: `${AUTH}/oauth/google?state=s1`, state: 's1', secret: 'secret-1' }),
        '/v4/social/finish': (body) =>
          body.secret === 'secret-1' && body.code === 'c1' ? { token: 't2', account: social } : fail(4040, 'This sign-in did not complete'),
        '/v4/farcaster/start': () => ({ url: `${AUTH}/farcaster/approve?channel=f1`, channel: 'f1', secret: 'fs' }),
        '/v4/farcaster/status': () =>
          (farcasterPolls += 1) < 2 ? { status: 'pending' } : { status: 'done', token: 't3', account: farcaster },
      },
    });
    assert.equal((await send('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).payload.message, 'Unsupported provider myspace');
    assert.deepEqual((await send('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })).payload, { uri: `${AUTH}/oauth/google?state=s1` });
    const forged = await send('CONNECT_SOCIAL', { uri: `http://evil.example/oauth/google/result?state=s1&code=c1` });
    assert.equal(forged.payload.message, 'Unknown social sign-in result');
    const connected = await send('CONNECT_SOCIAL', {
      uri: `${AUTH}/oauth/google/result?state=s1&code=c1`,
      preferredAccountType: 'eoa',
      chainId: 31337,
    });
    assert.deepEqual(connected.payload, {
      email: 'ada@example.com',
      address: social.evm.eoa,
      chainId: 31337,
      accounts: [
        { address: social.evm.eoa, type: 'eoa' },
        { address: social.evm.smartAccount, type: 'smartAccount' },
      ],
      preferredAccountType: 'eoa',
      userName: 'Ada Lovelace',
    });
    assert.deepEqual((await send('GET_FARCASTER_URI')).payload, { url: `${AUTH}/farcaster/approve?channel=f1` });
    assert.deepEqual((await send('CONNECT_FARCASTER')).payload, { userName: '@alice.eth' });
    assert.equal((await send('GET_USER')).payload.email, null);
  });

  it('answers a cancelled social result with an error', async () => {
    const { send } = setup({ routes: { '/v4/social/start': () => ({ uri: `${AUTH}/oauth/x?state=s9`, state: 's9', secret: 'z' }) } });
    await send('GET_SOCIAL_REDIRECT_URI', { provider: 'x' });
    const answer = await send('CONNECT_SOCIAL', { uri: `${AUTH}/oauth/x/result?state=s9&error=access_denied` });
    assert.deepEqual(answer.payload, { message: 'Social sign-in was cancelled' });
  });

  it('signs a Solana message (base58 in and out) on the Solana network once approved', async () => {
    const { send, start, signIn, untilAsked, account } = setup();
    await signIn();
    await send('SWITCH_NETWORK', { chainId: SOLANA });
    const text = new TextEncoder().encode('Hello Solana');
    const message = getBase58Decoder().decode(text);
    const wrongKey = await send('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message, pubkey: 'So11111111111111111111111111111111111111112' },
      chainNamespace: 'solana',
      chainId: SOLANA,
    });
    assert.equal(wrongKey.payload.message, 'The address is not the signed-in account');
    const pending = start('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message, pubkey: account.solana.address },
      chainNamespace: 'solana',
      chainId: SOLANA,
    });
    const approval = await untilAsked(1);
    assert.deepEqual(approval.description.rows.slice(1, 4), [
      ['Network', SOLANA],
      ['Account', account.solana.address],
      ['Message', 'Hello Solana'],
    ]);
    approval.answer(true);
    const { payload } = await pending;
    const key = await getPublicKeyFromAddress(account.solana.address);
    assert.equal(await verifySignature(key, signatureBytes(getBase58Encoder().encode(payload.signature)), text), true);
  });
});

describe('secure-site approval description', () => {
  const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const SPENDER = '0x000000000000000000000000000000000000bEEF';
  const site = { embedder: EMBEDDER, name: 'Swap site' };
  const tokenInfo = async (address) => (address === TOKEN ? { symbol: 'dUSDC', decimals: 6 } : Promise.reject(new Error('no')));

  it('decodes ERC-20 transfers and approvals, and names several calls', async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 12_500_000n] });
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] });
    const single = await describeRequest(
      { method: 'eth_sendTransaction', params: [{ to: TOKEN, data: transfer }], chain: 'eip155:31337', from: SPENDER, site },
      { tokenInfo },
    );
    assert.equal(single.title, 'Swap site requests a signature');
    assert.equal(single.button, 'Sign');
    assert.deepEqual(single.rows[4], ['Token transfer', `12.5 dUSDC to ${SPENDER}`]);
    const batch = await describeRequest(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            calls: [
              { to: TOKEN, data: approve },
              { to: SPENDER, value: '0xde0b6b3a7640000', data: '0x1234' },
            ],
          },
        ],
        chain: 'eip155:31337',
        from: SPENDER,
        site,
      },
      { tokenInfo },
    );
    assert.equal(batch.title, 'Swap site requests multiple transactions');
    assert.equal(batch.button, 'Approve');
    assert.deepEqual(batch.rows.slice(3, 8), [
      ['Call 1: To', TOKEN],
      ['Call 1: Token approval', `${SPENDER} may spend an unlimited amount`],
      ['Call 2: To', SPENDER],
      ['Call 2: Value', '1 (native token)'],
      ['Call 2: Data', '0x1234'],
    ]);
  });
});
