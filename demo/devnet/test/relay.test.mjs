// The relay double against the real WalletConnect clients: a dapp
// (universal-provider) and a wallet (walletkit) pair, sign, reject, disconnect.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { verifyMessage } from 'viem';
import { getSdkError } from '@walletconnect/utils';
import { startRelay } from '../relay/index.mjs';
import { startNodeDapp, startNodeWallet, closeCores, exitIfClientsHang } from '../relay/node-peers.mjs';
import { devAccount } from '../../wallet/accounts.mjs';

// A relay that drops a message makes a client wait forever: fail instead.
const timeout = 20_000;
const CHAINS = ['eip155:31337', 'eip155:31338'];
const account = devAccount(0);
const optionalNamespaces = {
  eip155: {
    chains: CHAINS,
    methods: ['personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
    rpcMap: { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' },
  },
};

let relay;
const warnings = [];
const outsideFetches = [];
const realFetch = globalThis.fetch;
let cores = [];

before(async () => {
  relay = await startRelay({ port: 0, warn: (line) => warnings.push(line) });
  // Any request to a hosted WalletConnect service would hang offline: record them.
  globalThis.fetch = (input, init) => {
    const url = String(input?.url ?? input);
    if (!url.startsWith('http://127.0.0.1')) outsideFetches.push(url);
    return realFetch(input, init);
  };
});

afterEach(async () => {
  await closeCores(...cores);
  cores = [];
});

after(async () => {
  globalThis.fetch = realFetch;
  await relay.stop();
  exitIfClientsHang();
});

async function pairedPeers({ approve }) {
  const dapp = await startNodeDapp({ relayUrl: relay.url });
  const wallet = await startNodeWallet({ relayUrl: relay.url });
  cores.push(dapp.core, wallet.core);
  wallet.walletKit.on('session_proposal', async (proposal) => {
    if (!approve) {
      await wallet.walletKit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
      return;
    }
    const accounts = CHAINS.map((chain) => `${chain}:${account.address}`);
    await wallet.walletKit.approveSession({
      id: proposal.id,
      namespaces: { eip155: { chains: CHAINS, accounts, methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } },
    });
  });
  dapp.provider.on('display_uri', (uri) => wallet.walletKit.pair({ uri }).catch(() => {}));
  return { dapp, wallet, connected: dapp.provider.connect({ optionalNamespaces }) };
}

test('a dapp and a wallet pair, sign with personal_sign, and the wallet disconnects', { timeout }, async (t) => {
  const started = performance.now();
  const { dapp, wallet, connected } = await pairedPeers({ approve: true });
  const session = await connected;
  const paired = performance.now();
  assert.deepEqual(
    session.namespaces.eip155.accounts,
    CHAINS.map((chain) => `${chain}:${account.address}`),
  );

  wallet.walletKit.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params;
    const signature = await account.signMessage({ message: { raw: message } });
    await wallet.walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: signature } });
  });
  const message = 'devnet relay says hi';
  const hexMessage = `0x${Buffer.from(message).toString('hex')}`;
  const signature = await dapp.provider.request({ method: 'personal_sign', params: [hexMessage, account.address] }, CHAINS[0]);
  assert.equal(await verifyMessage({ address: account.address, message, signature }), true);

  const deleted = new Promise((resolve) => dapp.provider.on('session_delete', resolve));
  await wallet.walletKit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
  assert.equal((await deleted).topic, session.topic);
  t.diagnostic(`paired in ${Math.round(paired - started)} ms, signed and disconnected in ${Math.round(performance.now() - paired)} ms`);
  assert.deepEqual(outsideFetches, []);
  const stats = relay.stats();
  assert.equal(stats.acked, stats.delivered, 'every message the relay handed over was acknowledged');
});

test('a rejected proposal reaches the dapp as a user rejection', { timeout }, async () => {
  const { connected } = await pairedPeers({ approve: false });
  await assert.rejects(connected, (error) => {
    assert.equal(error.code, getSdkError('USER_REJECTED').code);
    return true;
  });
});

test('the relay rejects a method it does not speak, naming it', { timeout }, async () => {
  const { core } = await startNodeWallet({ relayUrl: relay.url });
  cores.push(core);
  await assert.rejects(core.relayer.request({ method: 'irn_fetchEverything', params: { topic: 'x' } }), (error) => {
    assert.equal(error.code, -32601);
    assert.match(error.message, /irn_fetchEverything/);
    return true;
  });
  assert.ok(
    warnings.some((line) => line.includes('irn_fetchEverything')),
    'the relay logs the unknown method',
  );
});
