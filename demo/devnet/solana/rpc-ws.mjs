// The shim's websocket endpoint (port + 1, as on real clusters): signature,
// slot and account subscriptions, which kit's sendAndConfirmTransaction uses.
import { WebSocketServer } from 'ws';
import { accountInfo } from './accounts.mjs';
import { answerRequest, invalidParams, stringifyJson } from './json-rpc.mjs';
import { requireAddress } from './rpc-accounts.mjs';

const notification = (method, subscription, result) => ({ jsonrpc: '2.0', method, params: { result, subscription } });

function subscriptionMethods({ chain, subscriptions, send, nextId }) {
  const subscribe = (entry) => {
    const id = nextId();
    subscriptions.set(id, entry);
    return id;
  };
  const unsubscribe = (id) => subscriptions.delete(id);
  return {
    signatureSubscribe(signature) {
      if (typeof signature !== 'string') throw invalidParams('expected a signature');
      const id = subscribe({ kind: 'signature', signature });
      // A signature that already landed is reported at once; otherwise on the slot it lands in.
      if (chain.record(signature)) setImmediate(() => notifyLanded(chain, subscriptions, send));
      return id;
    },
    slotSubscribe: () => subscribe({ kind: 'slot' }),
    accountSubscribe(address, config = {}) {
      const encoding = config.encoding ?? 'base58';
      const last = stringifyJson(accountInfo(chain.svm, requireAddress(address), encoding));
      return subscribe({ kind: 'account', address, encoding, last });
    },
    signatureUnsubscribe: unsubscribe,
    slotUnsubscribe: unsubscribe,
    accountUnsubscribe: unsubscribe,
  };
}

function notifyLanded(chain, subscriptions, send) {
  for (const [id, entry] of subscriptions) {
    const record = entry.kind === 'signature' && chain.record(entry.signature);
    if (!record) continue;
    subscriptions.delete(id);
    send(notification('signatureNotification', id, { context: { slot: record.slot }, value: { err: record.err } }));
  }
}

function notifySlot(chain, subscriptions, send, { parent, slot }) {
  notifyLanded(chain, subscriptions, send);
  for (const [id, entry] of subscriptions) {
    if (entry.kind === 'slot') send(notification('slotNotification', id, { parent, root: parent, slot }));
    if (entry.kind !== 'account') continue;
    const value = accountInfo(chain.svm, entry.address, entry.encoding);
    const serialized = stringifyJson(value);
    if (serialized === entry.last) continue;
    entry.last = serialized;
    send(notification('accountNotification', id, { context: { slot }, value }));
  }
}

/** Starts the websocket server on 127.0.0.1:`port`; resolves to `{url, stop}`. */
export function startSubscriptionServer({ chain, port, onUnknownMethod = () => {} }) {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  let lastId = 0;
  const nextId = () => (lastId += 1);
  server.on('connection', (socket) => {
    const subscriptions = new Map();
    const send = (message) => socket.readyState === socket.OPEN && socket.send(stringifyJson(message));
    const methods = subscriptionMethods({ chain, subscriptions, send, nextId });
    const stopListening = chain.onSlot((event) => notifySlot(chain, subscriptions, send, event));
    socket.on('close', stopListening);
    socket.on('message', async (data) => {
      let request;
      try {
        request = JSON.parse(data.toString());
      } catch {
        send({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
        return;
      }
      const response = await answerRequest(request, methods);
      if (response?.error?.code === -32601) onUnknownMethod(request.method);
      if (response) send(response);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const stop = () =>
        new Promise((done) => {
          for (const client of server.clients) client.terminate();
          server.close(() => done());
        });
      resolve({ url: `ws://127.0.0.1:${server.address().port}`, server, stop });
    });
  });
}
