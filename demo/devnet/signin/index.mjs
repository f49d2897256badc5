// The devnet's reference sign-in backend: the REST contract of `signin-url` (README "Sign in with the wallet"),
// mounted at /api/signin on the demo's own origin, so its session cookie is first-party (HttpOnly, SameSite=Lax)
// and the element's `credentials: 'include'` carries it. Nonces are single-use and expire; sessions live in memory;
// EVM signatures are verified with viem's verifySiweMessage against the devnet chain the message names, so smart
// accounts verify too (ERC-1271 once deployed, ERC-6492 before); Solana's CAIP-122 messages by their ed25519
// signature (base58) against the address's key. Being under /api, the fault layer reaches it.
import { createPublicKey, randomBytes, verify as verifyEd25519 } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';
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

const SOLANA_HEADER = /^(.+) wants you to sign in with your Solana account:$/;

/** A CAIP-122 (Sign In With Solana) message's fields, or undefined when it is not one. */
export function parseSolanaMessage(message) {
  const lines = message.split('\n');
  const domain = SOLANA_HEADER.exec(lines[0] ?? '')?.[1];
  if (!domain) return undefined;
  const field = (name) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
  const expiration = field('Expiration Time');
  return {
    domain,
    address: lines[1],
    nonce: field('Nonce'),
    chainReference: field('Chain ID'),
    expirationTime: expiration ? new Date(expiration) : undefined,
  };
}

function ed25519Verifies(message, address, signature) {
  try {
    const key = Buffer.from(getBase58Encoder().encode(address));
    const bytes = Buffer.from(getBase58Encoder().encode(signature));
    if (key.length !== 32 || bytes.length !== 64) return false;
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.toString('base64url') }, format: 'jwk' });
    return verifyEd25519(null, Buffer.from(message, 'utf8'), publicKey, bytes);
  } catch {
    return false;
  }
}

/**
 * `rpcUrls`: chain id → RPC URL of the EVM chains a message may name; `solanaNetwork`: the devnet's Solana CAIP-2 id.
 * `now()` is the clock (tests move it). Returns the HTTP handler and what tests read (`sessions`, `nonces`).
 */
export function createSignInService({ rpcUrls, solanaNetwork, now = () => Date.now() }) {
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

  /** Spends the nonce (single-use, whatever the outcome); true when it was live. */
  const spend = (nonce) => {
    const expires = nonce ? nonces.get(nonce) : undefined;
    if (nonce) nonces.delete(nonce);
    return Boolean(expires && expires > now());
  };

  /** The EIP-4361 message's session, or undefined when it does not verify on its devnet chain. */
  async function checkEvm(req, message, signature) {
    if (!/^0x[0-9a-fA-F]{2,20000}$/.test(signature)) return undefined;
    const fields = parseSiweMessage(message);
    const client = clients.get(fields.chainId);
    if (!spend(fields.nonce) || !client || !fields.address) return undefined;
    const time = new Date(now());
    const valid = await verifySiweMessage(client, { message, signature, domain: req.headers.host, nonce: fields.nonce, time }).catch(
      () => false,
    );
    return valid ? { address: fields.address, caipNetworkId: `eip155:${fields.chainId}`, end: fields.expirationTime } : undefined;
  }

  /** The CAIP-122 Solana message's session, or undefined when it does not verify. */
  function checkSolana(req, message, signature) {
    const fields = parseSolanaMessage(message);
    if (!fields || !spend(fields.nonce) || fields.domain !== req.headers.host) return undefined;
    if (!solanaNetwork || `solana:${fields.chainReference}` !== solanaNetwork) return undefined;
    if (fields.expirationTime && !(fields.expirationTime.getTime() > now())) return undefined;
    if (!ed25519Verifies(message, fields.address, signature)) return undefined;
    return { address: fields.address, caipNetworkId: solanaNetwork, end: fields.expirationTime };
  }

  async function verify(req, res) {
    const body = await readJson(req).catch(() => undefined);
    const { message, signature } = body ?? {};
    if (typeof message !== 'string' || message.length > 4000 || typeof signature !== 'string' || signature.length > 20_002)
      return send(res, 400, { error: 'message and signature are required' });
    const checked = SOLANA_HEADER.test(message.split('\n')[0])
      ? checkSolana(req, message, signature)
      : await checkEvm(req, message, signature);
    if (!checked) return send(res, 401, { error: 'the nonce, the domain, the chain or the signature does not verify' });
    const end = Math.min(now() + SESSION_TTL_MS, checked.end?.getTime() ?? Infinity);
    const session = { address: checked.address, caipNetworkId: checked.caipNetworkId, expiresAt: new Date(end).toISOString() };
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
