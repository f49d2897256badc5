// The shim's HTTP endpoint: JSON-RPC over POST (single or batch), with CORS
// so the element and the demo wallet can call it from other loopback origins.
import { answerRequest, RpcError, errorBody, stringifyJson } from './json-rpc.mjs';

const MAX_BODY_BYTES = 5 * 1024 * 1024;

function corsHeaders(req) {
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type, solana-client',
    'access-control-max-age': '86400',
  };
  if (req.headers['access-control-request-private-network']) headers['access-control-allow-private-network'] = 'true';
  return headers;
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RpcError(-32600, 'Invalid request: body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function answerBody(text, methods, onUnknownMethod) {
  let payload;
  try {
    payload = JSON.parse(text);
  } catch {
    return { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null };
  }
  const answer = async (request) => {
    const response = await answerRequest(request, methods);
    if (response?.error?.code === -32601) onUnknownMethod(request.method);
    return response;
  };
  if (!Array.isArray(payload)) return answer(payload);
  if (payload.length === 0) return { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request: empty batch' }, id: null };
  const responses = [];
  // In order, one at a time: a batch's sends land in the order they were listed.
  for (const request of payload) responses.push(await answer(request));
  return responses.filter(Boolean);
}

/** A `startHttpServer` handler serving `methods` on every path. */
export function rpcHandler({ methods, onUnknownMethod = () => {} }) {
  return async (req, res, url) => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return true;
    }
    if (req.method === 'GET' && url.pathname === '/health') {
      res.writeHead(200, { ...cors, 'content-type': 'text/plain' });
      res.end('ok');
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { ...cors, allow: 'POST, GET, OPTIONS', 'content-type': 'text/plain' });
      res.end('Use POST with a JSON-RPC body.');
      return true;
    }
    let response;
    try {
      response = await answerBody(await readBody(req), methods, onUnknownMethod);
    } catch (error) {
      response = { jsonrpc: '2.0', error: errorBody(error), id: null };
    }
    res.writeHead(200, { ...cors, 'content-type': 'application/json' });
    res.end(stringifyJson(response ?? []));
    return true;
  };
}
