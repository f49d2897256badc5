// The Solana shim's JSON-RPC surface as seen on the wire: batches, CORS,
// errors, encodings, the genesis-derived CAIP-2 id and websocket subscriptions.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromBytes,
  createSolanaRpcSubscriptions,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionEncoder,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { transactionMessage } from '../solana/genesis.mjs';
import { startSolana } from '../solana/index.mjs';

const ORIGIN = 'http://127.0.0.1:4173';
let solana;
let alice;
let nextId = 0;

async function post(body) {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { response, body: await response.json() };
}

const request = (method, params = []) => ({ jsonrpc: '2.0', id: (nextId += 1), method, params });
const call = async (method, params) => (await post(request(method, params))).body;
const balanceOf = async (address) => (await call('getBalance', [address])).result.value;

async function transferMessage(amount, to = solana.keys[1].address) {
  const { result } = await call('getLatestBlockhash');
  const instructions = [getTransferSolInstruction({ source: alice, destination: to, amount })];
  return transactionMessage({ feePayer: alice, lifetime: result.value, instructions });
}

async function wireTransfer(amount) {
  const signed = await signTransactionMessageWithSigners(await transferMessage(amount));
  return new Uint8Array(getTransactionEncoder().encode(signed));
}

// The compute-budget program's SetComputeUnitLimit (2, u32) and SetComputeUnitPrice (3, u64 micro-lamports).
function computeBudgetInstructions({ units, microLamports }) {
  const limit = new DataView(new ArrayBuffer(5));
  limit.setUint8(0, 2);
  limit.setUint32(1, units, true);
  const price = new DataView(new ArrayBuffer(9));
  price.setUint8(0, 3);
  price.setBigUint64(1, microLamports, true);
  const programAddress = 'ComputeBudget111111111111111111111111111111';
  return [limit, price].map((view) => ({ programAddress, data: new Uint8Array(view.buffer) }));
}

before(async () => {
  solana = await startSolana({ port: 0, registryUrl: 'http://127.0.0.1:1/registry' });
  alice = await createKeyPairSignerFromBytes(new Uint8Array(solana.keys[0].secretKey));
});

after(() => solana?.stop());

describe('solana shim JSON-RPC', { timeout: 20_000 }, () => {
  test('the CAIP-2 id is solana: plus the first 32 characters of a fixed genesis hash', async () => {
    const { result } = await call('getGenesisHash');
    assert.equal(result, solana.genesisHash);
    assert.equal(getBase58Encoder().encode(result).length, 32);
    assert.equal(solana.caipNetworkId, `solana:${result.slice(0, 32)}`);
    const again = await startSolana({ port: 0, registryUrl: 'http://127.0.0.1:1/registry' });
    try {
      assert.deepEqual([again.caipNetworkId, again.mint, again.keys], [solana.caipNetworkId, solana.mint, solana.keys]);
    } finally {
      await again.stop();
    }
  });

  test('answers a batch in order, each with its own id, an unknown method with -32601 naming it', async () => {
    const batch = [request('getSlot'), request('getMadeUpThing'), request('getHealth'), request('getBlockHeight')];
    const { body } = await post(batch);
    assert.deepEqual(
      body.map(({ id }) => id),
      batch.map(({ id }) => id),
    );
    assert.equal(typeof body[0].result, 'number');
    assert.equal(body[1].error.code, -32601);
    assert.match(body[1].error.message, /getMadeUpThing/);
    assert.equal(body[2].result, 'ok');
    // kit's confirmation derives block heights from slots by this constant difference.
    const { result: epoch } = await call('getEpochInfo');
    assert.equal(body[0].result - body[3].result, epoch.absoluteSlot - epoch.blockHeight);
    assert.equal((await post('{not json')).body.error.code, -32700);
  });

  test('answers CORS preflights and marks responses readable from other origins', async () => {
    const preflight = await fetch(solana.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.match(preflight.headers.get('access-control-allow-methods'), /POST/);
    assert.match(preflight.headers.get('access-control-allow-headers'), /solana-client/);
    const { response } = await post(request('getVersion'));
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
  });

  test('sendTransaction accepts base58 and base64, and getFeeForMessage predicts the fee charged', async () => {
    const message = compileTransaction(await transferMessage(1n));
    const { result: fee } = await call('getFeeForMessage', [getBase64Decoder().decode(message.messageBytes)]);
    for (const encoding of ['base58', 'base64']) {
      const before = await balanceOf(alice.address);
      const wire = await wireTransfer(1000n);
      const encoded = (encoding === 'base58' ? getBase58Decoder() : getBase64Decoder()).decode(wire);
      const { result: signature } = await call('sendTransaction', [encoded, { encoding }]);
      const { result: statuses } = await call('getSignatureStatuses', [[signature]]);
      assert.deepEqual([statuses.value[0].err, statuses.value[0].confirmationStatus], [null, 'finalized']);
      assert.equal(await balanceOf(alice.address), before - 1000 - fee.value);
    }
  });

  test('a priority fee is predicted by getFeeForMessage, charged, and listed by getRecentPrioritizationFees', async () => {
    const unpriced = await transferMessage(10n);
    const message = appendTransactionMessageInstructions(computeBudgetInstructions({ units: 10_000, microLamports: 2_000_000n }), unpriced);
    const { result: fee } = await call('getFeeForMessage', [getBase64Decoder().decode(compileTransaction(message).messageBytes)]);
    assert.equal(fee.value, 5000 + 20_000);
    const before = await balanceOf(alice.address);
    const wire = getTransactionEncoder().encode(await signTransactionMessageWithSigners(message));
    await call('sendTransaction', [getBase64Decoder().decode(wire), { encoding: 'base64' }]);
    assert.equal(await balanceOf(alice.address), before - 10 - fee.value);
    const { result: fees } = await call('getRecentPrioritizationFees', [[alice.address]]);
    assert.equal(fees.at(-1).prioritizationFee, 2_000_000);
  });

  test('simulates an unsigned transaction when sigVerify is off, as compute-unit estimators do', async () => {
    const unsigned = getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(await transferMessage(10n))));
    const { result } = await call('simulateTransaction', [unsigned, { encoding: 'base64', replaceRecentBlockhash: true }]);
    assert.equal(result.value.err, null);
    assert.ok(result.value.unitsConsumed > 0);
    assert.equal(typeof result.value.replacementBlockhash.blockhash, 'string');
    const verified = await call('simulateTransaction', [unsigned, { encoding: 'base64', sigVerify: true }]);
    assert.equal(verified.error.code, -32003);
  });

  test('a failing transfer fails simulation and preflight without landing, and lands as failed with skipPreflight', async () => {
    const wire = await wireTransfer(10n ** 15n);
    const tooMuch = getBase64Decoder().decode(wire);
    const { result } = await call('simulateTransaction', [tooMuch, { encoding: 'base64' }]);
    assert.deepEqual(result.value.err, { InstructionError: [0, { Custom: 1 }] });
    assert.ok(result.value.logs.length > 0);
    const before = await balanceOf(alice.address);
    const { error } = await call('sendTransaction', [tooMuch, { encoding: 'base64' }]);
    assert.equal(error.code, -32002);
    assert.deepEqual(error.data.err, { InstructionError: [0, { Custom: 1 }] });
    assert.equal(await balanceOf(alice.address), before);
    const { result: signature } = await call('sendTransaction', [tooMuch, { encoding: 'base64', skipPreflight: true }]);
    // The id is the fee payer's signature, which follows the one-byte signature count on the wire.
    assert.equal(signature, getBase58Decoder().decode(wire.slice(1, 65)));
    const { result: statuses } = await call('getSignatureStatuses', [[signature]]);
    assert.deepEqual(statuses.value[0].err, { InstructionError: [0, { Custom: 1 }] });
    assert.equal(await balanceOf(alice.address), before - 5000);
    const [failed] = await solana.source.getHistory(alice.address);
    assert.deepEqual([failed.metadata.hash, failed.metadata.status], [signature, 'failed']);
    const resent = await call('sendTransaction', [tooMuch, { encoding: 'base64' }]);
    assert.equal(resent.error.data.err, 'AlreadyProcessed');
  });

  test('an instruction that is not a transfer lands as failed without breaking history', async () => {
    const { result: lifetime } = await call('getLatestBlockhash');
    const garbage = { programAddress: '11111111111111111111111111111111', accounts: [], data: new Uint8Array([255]) };
    const message = transactionMessage({ feePayer: alice, lifetime: lifetime.value, instructions: [garbage] });
    const wire = getTransactionEncoder().encode(await signTransactionMessageWithSigners(message));
    const { result: signature } = await call('sendTransaction', [
      getBase64Decoder().decode(wire),
      { encoding: 'base64', skipPreflight: true },
    ]);
    const [item] = await solana.source.getHistory(alice.address);
    assert.deepEqual(
      [item.metadata.hash, item.metadata.operationType, item.metadata.status, item.transfers],
      [signature, 'execute', 'failed', []],
    );
  });

  test('refuses a transaction whose signature does not match', async () => {
    const wire = await wireTransfer(5n);
    wire[1] ^= 0xff;
    const { error } = await call('sendTransaction', [getBase64Decoder().decode(wire), { encoding: 'base64' }]);
    assert.equal(error.code, -32003);
  });

  test('requestAirdrop funds an address from the faucet, and accountSubscribe reports it', async () => {
    const fresh = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));
    const subscriptions = createSolanaRpcSubscriptions(solana.wsUrl);
    const abort = new AbortController();
    try {
      const notifications = await subscriptions
        .accountNotifications(fresh, { encoding: 'base64' })
        .subscribe({ abortSignal: abort.signal });
      // kit drops notifications that arrive before iteration starts.
      const next = notifications[Symbol.asyncIterator]().next();
      const { result: signature } = await call('requestAirdrop', [fresh, 2_000_000_000]);
      const { value: notification } = await next;
      assert.equal(notification.value.lamports, 2_000_000_000n);
      assert.equal(await balanceOf(fresh), 2_000_000_000);
      const [received] = await solana.source.getHistory(fresh);
      assert.deepEqual(
        [received.metadata.hash, received.metadata.sentFrom, received.transfers[0].quantity.numeric],
        [signature, solana.faucet, '2'],
      );
    } finally {
      abort.abort();
    }
  });

  test('getTransaction refuses a v0 transaction to clients without maxSupportedTransactionVersion', async () => {
    const { result: signature } = await call('sendTransaction', [
      getBase64Decoder().decode(await wireTransfer(3n)),
      { encoding: 'base64' },
    ]);
    assert.equal((await call('getTransaction', [signature, { encoding: 'json' }])).error.code, -32015);
    const { result } = await call('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]);
    assert.deepEqual(result.transaction.message.accountKeys.slice(0, 2), [alice.address, solana.keys[1].address]);
    assert.equal(result.meta.preBalances[0] - result.meta.postBalances[0], 3 + result.meta.fee);
  });
});
