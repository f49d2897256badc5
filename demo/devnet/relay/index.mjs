// A WalletConnect relay test double on loopback: the irn_* and wc_* JSON-RPC
// methods the real clients use, store-and-forward per topic, no echo to the
// publisher, acks tracked per client id (clients reconnect with new sockets).
import { WebSocketServer } from 'ws';
import { safeJsonParse } from '@walletconnect/safe-json';
import { Mailbox, subscriptionId } from './mailbox.mjs';
import { relayMethods, RelayError } from './methods.mjs';

/** The client id is the `iss` (did:key) of the auth JWT in the connection URL. */
function clientIdFrom(requestUrl) {
  const auth = new URL(requestUrl ?? '/', 'ws://relay').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).iss || undefined;
  } catch {
    return undefined;
  }
}

/** Ids stay as parsed (bigint above 2^53, thanks to safe-json) and are written back as raw JSON text. */
function idText(id) {
  return typeof id === 'bigint' ? id.toString() : JSON.stringify(id);
}

function responseText(id, body) {
  return `{"id":${idText(id)},"jsonrpc":"2.0",${body.slice(1)}`;
}

/**
 * @param {{port?: number, log?: (line: string) => void, warn?: (line: string) => void, pingIntervalMs?: number,
 *   now?: () => number}} [options]  now: the clock message TTLs are counted on (tests move it by hand)
 */
export async function startRelay({ port = 0, log = () => {}, warn = console.warn, pingIntervalMs = 10_000, now = Date.now } = {}) {
  const mailbox = new Mailbox({ now });
  /** @type {Map<string, Set<Connection>>} open connections by client id */
  const clients = new Map();
  const counts = { connections: 0, published: 0, delivered: 0, acked: 0, rejected: 0 };
  let lastId = 0n;
  // Server-to-client ids look like the clients' own: 19 digits, time-based, increasing.
  const nextId = () => {
    const fromClock = BigInt(Date.now()) * 1_000_000n;
    lastId = fromClock > lastId ? fromClock : lastId + 1n;
    return lastId;
  };

  /** Hands a stored message to the client's newest open socket; unacked hand-overs are undone when that socket closes. */
  function deliver(stored, clientId) {
    const connection = [...(clients.get(clientId) ?? [])].at(-1);
    if (!connection) return;
    const id = nextId();
    const { topic, message, publishedAt, tag, attestation } = stored;
    const data = { topic, message, publishedAt, tag, ...(attestation === undefined ? {} : { attestation }) };
    const params = JSON.stringify({ id: subscriptionId(topic, clientId), data });
    connection.ws.send(`{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":${params}}`);
    stored.handedTo.add(clientId);
    connection.inFlight.set(id.toString(), stored);
    counts.delivered += 1;
  }

  function sessionOf(clientId, connection) {
    return {
      subscribe(topic) {
        const pending = mailbox.subscribe(clientId, topic);
        // What the client's older sockets were handed on this topic and never acked (a page that reloaded
        // subscribes again before its old socket is seen to close) moves to this socket, the newest.
        const unacked = [];
        for (const other of clients.get(clientId) ?? []) {
          if (other === connection) continue;
          for (const [id, stored] of other.inFlight)
            if (stored.topic === topic) {
              other.inFlight.delete(id);
              unacked.push(stored);
            }
        }
        queueMicrotask(() => [...unacked, ...pending].forEach((stored) => deliver(stored, clientId)));
        return subscriptionId(topic, clientId);
      },
      unsubscribe: (topic) => mailbox.unsubscribe(clientId, topic),
      publish(message) {
        const { stored, recipients } = mailbox.publish({ ...message, from: clientId });
        counts.published += 1;
        recipients.forEach((recipient) => deliver(stored, recipient));
      },
      fetch(topic) {
        return mailbox.pending(clientId, topic).map((stored) => {
          stored.handedTo.add(clientId);
          const { message, publishedAt, tag, attestation } = stored;
          return { topic, message, publishedAt, tag, attestation };
        });
      },
    };
  }

  function answer(connection, request) {
    const { id, method, params } = request;
    const handler = Object.hasOwn(relayMethods, method) ? relayMethods[method] : undefined;
    try {
      if (!handler) throw new RelayError(-32601, `Method not found: ${method} (the relay test double does not speak it)`);
      const result = handler(connection.session, params);
      connection.ws.send(responseText(id, JSON.stringify({ result })));
      log(`relay ${connection.clientId.slice(-8)} ${method}`);
    } catch (error) {
      const code = error instanceof RelayError ? error.code : -32603;
      counts.rejected += 1;
      warn(`relay: rejected ${method} from ${connection.clientId}: ${error.message}`);
      connection.ws.send(responseText(id, JSON.stringify({ error: { code, message: error.message } })));
    }
  }

  function onMessage(connection, raw) {
    const payload = safeJsonParse(raw.toString('utf8'));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      warn(`relay: unparseable frame from ${connection.clientId}: ${String(raw).slice(0, 200)}`);
      connection.ws.send('{"id":null,"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}');
      return;
    }
    if (typeof payload.method === 'string') answer(connection, payload);
    // An ack of an irn_subscription; clients write a bigint id back as "123n".
    else if (connection.inFlight.delete(String(payload.id).replace(/n$/, ''))) counts.acked += 1;
  }

  const server = new WebSocketServer({
    host: '127.0.0.1',
    port,
    verifyClient: ({ req }) => clientIdFrom(req.url) !== undefined,
  });
  server.on('connection', (ws, req) => {
    const clientId = clientIdFrom(req.url);
    /** @typedef {{ws: import('ws').WebSocket, clientId: string, session: ReturnType<typeof sessionOf>, inFlight: Map<string, any>}} Connection */
    const connection = { ws, clientId, session: undefined, inFlight: new Map() };
    connection.session = sessionOf(clientId, connection);
    counts.connections += 1;
    if (!clients.has(clientId)) clients.set(clientId, new Set());
    clients.get(clientId).add(connection);
    ws.on('message', (raw) => onMessage(connection, raw));
    ws.on('close', () => {
      clients.get(clientId)?.delete(connection);
      // What this socket never acked goes to the client's socket that is still open (a page that
      // reloaded subscribes again before its old socket is seen to close), or waits for the next one.
      for (const stored of connection.inFlight.values()) {
        stored.handedTo.delete(clientId);
        if (mailbox.isSubscribed(clientId, stored.topic)) deliver(stored, clientId);
      }
    });
  });
  // Node clients drop a socket that has not seen a ping for 35 s.
  const pinger = setInterval(() => server.clients.forEach((ws) => ws.ping()), pingIntervalMs);

  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    url: `ws://127.0.0.1:${server.address().port}`,
    stats: () => ({ ...counts, open: server.clients.size, ...mailbox.stats() }),
    stop: () =>
      new Promise((resolve) => {
        clearInterval(pinger);
        for (const ws of server.clients) ws.terminate();
        server.close(() => resolve());
      }),
  };
}
