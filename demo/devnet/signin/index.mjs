// The devnet's reference sign-in backend: the REST contract of `signin-url` (README "Sign in with the wallet"),
// mounted at /api/signin on the demo's own origin, so its session cookie is first-party (HttpOnly, SameSite=Lax)
// and the element's `credentials: 'include'` carries it. Nonces are single-use and expire; sessions live in memory;
// signatures are verified with viem's verifySiweMessage against the devnet chain the message names, so smart
// accounts verify too (ERC-1271 once deployed, ERC-6492 before). Being under /api, the fault layer reaches it.
import { randomBytes } from 'node:crypto';
import { createPublicClient, http } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { readJson } from '../api/http.mjs';

export const SIGN_IN_PREFIX = '/api/signin';
export const SESSION_COOKIE = 'wm_signin';
const NONCE_TTL_MS = 5 * 60_000;
const SESSION_TTL_MS = 24 * 60 * 60_000;
const MAX_NONCES = 10_000;

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'cache-control': 'no-store', ...(body ? { 'content-type': 'application/json' } : {}), ...headers });
  res.end(body ? JSON.stringify(body) : undefined);
}

function cookieOf(req) {
  const pair = (req.headers.cookie ?? '').split(/;\s*/).find((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
  return pair?.slice(SESSION_COOKIE.length + 1);
}

/**
 * `rpcUrls`: chain id → RPC URL of the chains a message may name. `now()` is the clock (tests move it).
 * Returns the HTTP handler and what tests read (`sessions`, `nonces`).
 */
export function createSignInService({ rpcUrls, now = () => Date.now() }) {
  const clients = new Map(Object.entries(rpcUrls).map(([chainId, url]) => [Number(chainId), createPublicClient({ transport: http(url) })]));
  /** nonce → when it expires */
  const nonces = new Map();
  /** session id (the cookie) → { address, caipNetworkId, expiresAt } */
  const sessions = new Map();

  const liveSession = (req) => {
    const id = cookieOf(req);
    const session = id ? sessions.get(id) : undefined;
    if (session && Date.parse(session.expiresAt) > now()) return session;
    if (id) sessions.delete(id);
    return undefined;
  };

  function issueNonce(res) {
    for (const [nonce, expires] of nonces) if (expires <= now() || nonces.size >= MAX_NONCES) nonces.delete(nonce);
    const nonce = randomBytes(16).toString('hex');
    nonces.set(nonce, now() + NONCE_TTL_MS);
    send(res, 200, { nonce });
  }

  async function verify(req, res) {
    const body = await readJson(req).catch(() => undefined);
    const { message, signature } = body ?? {};
    if (
      typeof message !== 'string' ||
      message.length > 4000 ||
      typeof signature !== 'string' ||
      !/^0x[0-9a-fA-F]{2,20000}$/.test(signature)
    )
      return send(res, 400, { error: 'message and signature are required' });
    const fields = parseSiweMessage(message);
    const expires = fields.nonce ? nonces.get(fields.nonce) : undefined;
    // Single-use: the nonce is spent whatever the outcome.
    if (fields.nonce) nonces.delete(fields.nonce);
    const client = clients.get(fields.chainId);
    if (!expires || expires <= now() || !client || !fields.address)
      return send(res, 401, { error: 'unknown or expired nonce, or unknown chain' });
    const valid = await verifySiweMessage(client, {
      message,
      signature,
      domain: req.headers.host,
      nonce: fields.nonce,
      time: new Date(now()),
    }).catch(() => false);
    if (!valid) return send(res, 401, { error: 'the signature does not verify' });
    const end = Math.min(now() + SESSION_TTL_MS, fields.expirationTime?.getTime() ?? Infinity);
    const session = { address: fields.address, caipNetworkId: `eip155:${fields.chainId}`, expiresAt: new Date(end).toISOString() };
    const id = randomBytes(32).toString('hex');
    sessions.set(id, session);
    const maxAge = Math.max(0, Math.floor((end - now()) / 1000));
    send(res, 200, session, { 'set-cookie': `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}` });
  }

  async function handler(req, res, url) {
    if (!url.pathname.startsWith(`${SIGN_IN_PREFIX}/`)) return false;
    const route = `${req.method} ${url.pathname.slice(SIGN_IN_PREFIX.length)}`;
    if (route === 'GET /nonce') issueNonce(res);
    else if (route === 'POST /verify') await verify(req, res);
    else if (route === 'GET /session') {
      const session = liveSession(req);
      if (session) send(res, 200, session);
      else send(res, 401, { error: 'not signed in' });
    } else if (route === 'POST /signout') {
      const id = cookieOf(req);
      if (id) sessions.delete(id);
      send(res, 204, undefined, { 'set-cookie': `${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0` });
    } else send(res, 404, { error: 'no such sign-in route' });
    return true;
  }

  return { handler, sessions, nonces };
}
