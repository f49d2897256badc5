// Fault injection for the devnet's HTTP stand-ins. The layer is the first
// handler of the server: it counts every /api, /registry and /analytics request and, when
// a fault matches, answers with an error, a broken body, a hostile body
// (./bodies.mjs: a drip that never ends, N bytes, a given JSON payload), a JSON-RPC
// error for one RPC method (`rpcMethod`, on the /api/v1 RPC proxy: an RPC without
// eth_simulateV1) or a dropped connection, or delays the request before the real handler runs.
import { setTimeout as sleep } from 'node:timers/promises';
import { answerPreflight, readJson, sendJson } from '../api/http.mjs';
import { routeMatcher } from './route-pattern.mjs';
import { hasHostileBody, invalidBodyReason, sendHostileBody } from './bodies.mjs';

const WRAPPED_PREFIXES = ['/api', '/registry', '/analytics'];

/** Why `spec` is not a fault we can inject, or undefined when it is. */
function invalidReason(spec) {
  if (typeof spec?.route !== 'string' || !spec.route.startsWith('/')) return 'route must be a path pattern starting with /';
  const { status, retryAfter, delayMs, times } = spec;
  if (status !== undefined && !(Number.isInteger(status) && status >= 100 && status <= 599)) return 'status must be an HTTP status';
  if (spec.reason !== undefined && (typeof spec.reason !== 'string' || spec.reason.length > 500))
    return 'reason must be a string of at most 500 characters';
  if (retryAfter !== undefined && !(Number.isFinite(retryAfter) && retryAfter >= 0)) return 'retryAfter must be seconds';
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0 && delayMs <= 120_000)) return 'delayMs must be 0..120000';
  if (times !== undefined && !(Number.isInteger(times) && times > 0)) return 'times must be a positive integer';
  if (spec.rpcMethod !== undefined && !(typeof spec.rpcMethod === 'string' && /^\w{1,100}$/.test(spec.rpcMethod)))
    return 'rpcMethod must be a JSON-RPC method name';
  const { rpcError } = spec;
  if (
    rpcError !== undefined &&
    !(Number.isInteger(rpcError?.code) && typeof rpcError.message === 'string' && rpcError.message.length <= 500)
  )
    return 'rpcError must be {code: integer, message: string}';
  if (rpcError !== undefined && spec.rpcMethod === undefined) return 'rpcError needs rpcMethod';
  if (status === undefined && delayMs === undefined && !spec.malformed && !spec.drop && !hasHostileBody(spec) && !spec.rpcMethod) {
    return 'give status, delayMs, malformed, drop, drip, bodyBytes, body or rpcMethod';
  }
  return invalidBodyReason(spec);
}

/** What a node without the method answers. */
const METHOD_NOT_FOUND = { code: -32601, message: 'Method not found' };

/** The JSON-RPC calls of a POST body (one, or a batch's); none for anything else. */
async function rpcCallsOf(req) {
  if (req.method !== 'POST') return [];
  const body = await readJson(req);
  const calls = Array.isArray(body) ? body : [body];
  return calls.every((call) => typeof call === 'object' && call !== null && typeof call.method === 'string') ? calls : [];
}

/** Refuses every call of the body with the fault's JSON-RPC error (a batch answers as a batch). */
async function refuseRpc(fault, req, res) {
  const body = await readJson(req);
  const answer = (call) => ({ jsonrpc: '2.0', id: call.id ?? null, error: fault.rpcError ?? METHOD_NOT_FOUND });
  sendJson(req, res, 200, Array.isArray(body) ? body.map(answer) : answer(body));
  return true;
}

/** Answers the request as the fault says; false when the real handler should still run (delay only). */
async function inject(fault, req, res) {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.rpcMethod) return refuseRpc(fault, req, res);
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  if (fault.status !== undefined) {
    const headers = fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {};
    sendJson(
      req,
      res,
      fault.status,
      { status: 'FAILED', reasons: [{ field: 'fault', description: fault.reason ?? `injected ${fault.id}` }] },
      headers,
    );
    return true;
  }
  if (sendHostileBody(fault, req, res)) return true;
  if (fault.malformed) {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end('{"balances": [{"name": "trunc');
    return true;
  }
  return false;
}

export function createFaultLayer({ prefixes = WRAPPED_PREFIXES } = {}) {
  const faults = [];
  const requestCounts = new Map();
  let nextId = 1;

  const add = (spec) => {
    const reason = invalidReason(spec);
    if (reason) throw new TypeError(reason);
    const fault = { ...spec, id: `fault-${nextId++}`, hits: 0, matches: routeMatcher(spec.route) };
    faults.push(fault);
    return { id: fault.id };
  };
  const list = () => faults.map(({ matches: _matches, ...fault }) => ({ ...fault, active: isActive(fault) }));
  const isActive = (fault) => fault.times === undefined || fault.hits < fault.times;
  const requests = (route) => {
    const matches = route ? routeMatcher(route) : () => true;
    const routes = Object.fromEntries([...requestCounts].filter(([path]) => matches(path)));
    return { total: Object.values(routes).reduce((sum, count) => sum + count, 0), routes };
  };

  const control = async (req, res, url) => {
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    if (url.pathname === '/__devnet/requests') {
      if (req.method === 'DELETE') requestCounts.clear();
      return sendJson(req, res, 200, requests(url.searchParams.get('route') || undefined));
    }
    if (req.method === 'POST') {
      try {
        return sendJson(req, res, 201, add(await readJson(req)));
      } catch (error) {
        return sendJson(req, res, 400, { error: error.message });
      }
    }
    if (req.method === 'DELETE') faults.length = 0;
    return sendJson(req, res, 200, { faults: list() });
  };

  /** The first active fault for the request; a method's fault only when every JSON-RPC call of the body is that method. */
  const matchingFault = async (req, path) => {
    let calls;
    for (const candidate of faults) {
      if (!isActive(candidate) || (candidate.method && candidate.method !== req.method) || !candidate.matches(path)) continue;
      if (!candidate.rpcMethod) return candidate;
      calls ??= await rpcCallsOf(req);
      if (calls.length > 0 && calls.every((call) => call.method === candidate.rpcMethod)) return candidate;
    }
    return undefined;
  };

  /** The server handler: control routes under /__devnet, faults and counts for wrapped routes. */
  const handler = async (req, res, url) => {
    const path = url.pathname;
    if (path === '/__devnet/faults' || path === '/__devnet/requests') return control(req, res, url).then(() => true);
    if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
    // Preflights pass untouched, so a browser can read the injected status.
    if (req.method === 'OPTIONS') return false;
    requestCounts.set(path, (requestCounts.get(path) ?? 0) + 1);
    const fault = await matchingFault(req, path);
    if (!fault) return false;
    fault.hits += 1;
    return inject(fault, req, res);
  };

  return { handler, add, clear: () => void (faults.length = 0), list, requests, resetRequests: () => requestCounts.clear() };
}
