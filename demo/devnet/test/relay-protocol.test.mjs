// The relay double's protocol rules, driven by raw WebSocket clients: exact
// big ids, stable subscription ids, store-and-forward, no echo, acks per client.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import { startRelay } from '../relay/index.mjs';

let relay;
const sockets = new Set();
// The relay's clock for message TTLs, moved by hand.
let now = Date.now();

before(async () => {
  relay = await startRelay({ port: 0, warn: () => {}, now: () => now });
});

after(async () => {
  for (const ws of sockets) ws.terminate();
  await relay.stop();
});

function authFor(clientId) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId, sub: 'test' })}.c2ln`;
}

/** A bare relay client: sends raw JSON-RPC text, records what the relay pushes. */
async function connect(clientId) {
  const ws = new WebSocket(`${relay.url}/?auth=${authFor(clientId)}&projectId=test`);
  sockets.add(ws);
  const pushed = [];
  const waiting = new Map();
  ws.on('message', (raw) => {
    const text = raw.toString();
    const id = /^\{"id":("?[\w]+"?)/.exec(text)?.[1];
    if (text.includes('"method":"irn_subscription"')) pushed.push({ requestId: id, ...JSON.parse(text).params });
    else waiting.get(id)?.(text);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let nextId = 1795362870077202944n;
  const client = {
    pushed,
    close: () => new Promise((resolve) => ws.once('close', resolve).close()),
    /** Sends a request with `idText` written as is; resolves with the raw response text. */
    requestRaw(method, params, idText = String((nextId += 1n))) {
      ws.send(`{"id":${idText},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`);
      return new Promise((resolve) => waiting.set(idText, resolve));
    },
    async request(method, params) {
      const reply = JSON.parse(await client.requestRaw(method, params));
      if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
      return reply.result;
    },
    ack: (pushedMessage) => ws.send(`{"id":"${pushedMessage.requestId}n","jsonrpc":"2.0","result":true}`),
    // The relay hands stored messages over right after a response, so one more round trip settles them.
    settle: () => client.request('irn_unsubscribe', { topic: 'settle', id: 'settle' }),
  };
  return client;
}

const topicOf = (name) => createHash('sha256').update(name).digest('hex');

test('a 19-digit request id comes back as the same digits', async () => {
  const alice = await connect('did:key:alice-ids');
  const numeric = await alice.requestRaw('irn_subscribe', { topic: topicOf('ids') }, '1795362870077202947');
  assert.match(numeric, /^\{"id":1795362870077202947,/);
  const quoted = await alice.requestRaw('irn_subscribe', { topic: topicOf('ids') }, '"1795362870077202948"');
  assert.match(quoted, /^\{"id":"1795362870077202948",/);
});

test('subscription ids are stable per client and topic, as clients compute them', async () => {
  const alice = await connect('did:key:alice-subs');
  const topic = topicOf('subs');
  const first = await alice.request('irn_subscribe', { topic });
  const [again, other] = await alice.request('irn_batchSubscribe', { topics: [topic, topicOf('other')] });
  assert.equal(
    first,
    createHash('sha256')
      .update(topic + 'did:key:alice-subs')
      .digest('hex'),
  );
  assert.equal(again, first);
  assert.notEqual(other, first);
});

test('a message published before anyone listens is delivered on subscribe, never to its publisher', async () => {
  const alice = await connect('did:key:alice-store');
  const bob = await connect('did:key:bob-store');
  const topic = topicOf('store');
  assert.equal(await alice.request('irn_publish', { topic, message: 'hello bob', ttl: 300, tag: 1108 }), true);
  await alice.request('irn_subscribe', { topic });
  await bob.request('irn_subscribe', { topic });
  await bob.settle();
  await alice.settle();
  assert.equal(bob.pushed.length, 1);
  assert.equal(bob.pushed[0].data.message, 'hello bob');
  assert.equal(bob.pushed[0].data.tag, 1108);
  assert.match(bob.pushed[0].requestId, /^\d{19}$/);
  assert.equal(
    bob.pushed[0].id,
    createHash('sha256')
      .update(topic + 'did:key:bob-store')
      .digest('hex'),
  );
  assert.deepEqual(alice.pushed, []);
});

test('a client that acked a message does not get it again after reconnecting; one that did not, does', async () => {
  const alice = await connect('did:key:alice-ack');
  const topic = topicOf('ack');
  await alice.request('irn_publish', { topic, message: 'once', ttl: 300, tag: 0 });
  const carol = await connect('did:key:carol-ack');
  await carol.request('irn_subscribe', { topic });
  await carol.settle();
  carol.ack(carol.pushed[0]);
  await carol.close();
  const carolAgain = await connect('did:key:carol-ack');
  await carolAgain.request('irn_subscribe', { topic });
  await carolAgain.settle();
  assert.deepEqual(carolAgain.pushed, []);

  const dave = await connect('did:key:dave-ack');
  await dave.request('irn_subscribe', { topic });
  await dave.settle();
  assert.equal(dave.pushed.length, 1);
  await dave.close();
  const daveAgain = await connect('did:key:dave-ack');
  await daveAgain.request('irn_subscribe', { topic });
  await daveAgain.settle();
  assert.equal(daveAgain.pushed[0]?.data.message, 'once');
});

test("a message handed to a socket that never acked it goes to the same client's newer socket when it subscribes", async () => {
  const wallet = await connect('did:key:wallet-reload');
  const topic = topicOf('reload');
  // The page's old socket is still open when the page, reloaded, subscribes on a new one.
  const oldPage = await connect('did:key:page-reload');
  await oldPage.request('irn_subscribe', { topic });
  await wallet.request('irn_publish', { topic, message: 'session ended', ttl: 300, tag: 1112 });
  await oldPage.settle();
  assert.equal(oldPage.pushed.length, 1);
  const newPage = await connect('did:key:page-reload');
  await newPage.request('irn_subscribe', { topic });
  await newPage.settle();
  // At once, while the old socket is still open: the newest socket of a client is the one handed to.
  assert.equal(newPage.pushed.length, 1);
  assert.equal(newPage.pushed[0]?.data.message, 'session ended');
  // The old socket closing unacked hands it over no second time.
  await oldPage.close();
  await newPage.settle();
  assert.equal(newPage.pushed.length, 1);
});

test('a live subscriber gets each message as it is published; unsubscribed, it gets none', async () => {
  const alice = await connect('did:key:alice-live');
  const bob = await connect('did:key:bob-live');
  const topic = topicOf('live');
  await bob.request('irn_subscribe', { topic });
  await alice.request('irn_publish', { topic, message: 'first', ttl: 300, tag: 0 });
  await bob.settle();
  await bob.request('irn_unsubscribe', { topic, id: 'any' });
  await alice.request('irn_publish', { topic, message: 'second', ttl: 300, tag: 0 });
  await bob.settle();
  assert.deepEqual(
    bob.pushed.map((pushed) => pushed.data.message),
    ['first'],
  );
});

test('stored messages expire with their TTL', async () => {
  const alice = await connect('did:key:alice-ttl');
  const bob = await connect('did:key:bob-ttl');
  const carol = await connect('did:key:carol-ttl');
  const topic = topicOf('ttl');
  await alice.request('irn_publish', { topic, message: 'short-lived', ttl: 1, tag: 0 });
  now += 999;
  await bob.request('irn_subscribe', { topic });
  await bob.settle();
  assert.deepEqual(
    bob.pushed.map((pushed) => pushed.data.message),
    ['short-lived'],
    'still stored just before its TTL',
  );
  now += 1;
  await carol.request('irn_subscribe', { topic });
  await carol.settle();
  assert.deepEqual(carol.pushed, []);
});

test('irn_batchFetchMessages returns what is stored for the client', async () => {
  const alice = await connect('did:key:alice-fetch');
  const bob = await connect('did:key:bob-fetch');
  const topic = topicOf('fetch');
  await alice.request('irn_publish', { topic, message: 'fetched', ttl: 300, tag: 0 });
  const { messages, hasMore } = await bob.request('irn_batchFetchMessages', { topics: [topic] });
  assert.deepEqual(
    messages.map((message) => message.message),
    ['fetched'],
  );
  assert.equal(hasMore, false);
});

test('bad params and unknown methods are JSON-RPC errors; a socket without auth is refused', async () => {
  const alice = await connect('did:key:alice-errors');
  await assert.rejects(alice.request('irn_publish', { topic: topicOf('x'), ttl: 300 }), { code: -32602, message: /"message"/ });
  await assert.rejects(alice.request('irn_batchPublish', { published: [] }), { code: -32601, message: /irn_batchPublish/ });
  const anonymous = new WebSocket(relay.url);
  sockets.add(anonymous);
  await assert.rejects(new Promise((resolve, reject) => anonymous.once('open', resolve).once('error', reject)), /401/);
});

test('the relay pings every socket so Node clients keep the connection', async () => {
  const pinging = await startRelay({ port: 0, pingIntervalMs: 20 });
  try {
    const ws = new WebSocket(`${pinging.url}/?auth=${authFor('did:key:alice-ping')}`);
    sockets.add(ws);
    await new Promise((resolve) => ws.once('ping', resolve));
  } finally {
    await pinging.stop();
  }
});
