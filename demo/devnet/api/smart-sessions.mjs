// Smart sessions: the permissions a smart account granted to apps, as the hosted service lists them
// (GET /v1/sessions/{caipAddress} → {pcis: [...]}) and revokes them (POST /v1/sessions/{caipAddress}/revoke
// with {pci, signature}: the account's personal_sign of the pci, checked like a name registration's).
// The devnet has no cosigner: tests and the demo create sessions with `create`.
import { randomBytes, randomUUID } from 'node:crypto';
import { isAddress, parseEther, toHex } from 'viem';
import { readJson, sendError, sendJson } from './http.mjs';

export const SESSIONS_ROUTE = /^\/v1\/sessions\/([^/]+)$/;
export const SESSIONS_REVOKE_ROUTE = /^\/v1\/sessions\/([^/]+)\/revoke$/;
export const SESSIONS_DEVNET_ROUTE = /^\/__devnet\/sessions$/;
const CAIP10_EVM = /^eip155:([0-9]{1,12}):(0x[0-9a-fA-F]{40})$/;
const DAY_S = 86_400;

/** `{key, chainId, address}` of an eip155 CAIP-10 id (the key ignores the address's case); a string saying why not. */
function parseCaipAddress(value) {
  let plain;
  try {
    plain = decodeURIComponent(value);
  } catch {
    plain = value;
  }
  const match = typeof plain === 'string' ? CAIP10_EVM.exec(plain) : null;
  if (!match || !isAddress(match[2], { strict: false })) return `Crypto utils error: Wrong CAIP-10 format: ${String(plain).slice(0, 120)}`;
  const chainId = Number(match[1]);
  return { key: `eip155:${chainId}:${match[2].toLowerCase()}`, chainId, address: match[2] };
}

/** The default permission: a recurring allowance of 0.01 ETH a day. */
const defaultPermissions = (start) => [
  { type: 'native-token-recurring-allowance', data: { allowance: toHex(parseEther('0.01')), start, period: DAY_S } },
];

function checkedPermissions(permissions) {
  const valid =
    Array.isArray(permissions) &&
    permissions.length > 0 &&
    permissions.every((p) => typeof p?.type === 'string' && p.type !== '' && typeof p.data === 'object' && p.data !== null);
  if (!valid) throw new TypeError('permissions must be a non-empty list of {type, data}');
  return structuredClone(permissions);
}

/**
 * @param {{signatures: ReturnType<import('./signatures.mjs').createSignatureVerifier>, now?: () => number}} options `now` in ms
 */
export function createSmartSessions({ signatures, now = Date.now }) {
  /** caip key → Map(pci → entry) */
  const byAccount = new Map();
  const seconds = () => Math.floor(now() / 1000);

  /**
   * Grants a session to an app for `caipAddress`; returns its pci.
   * @param {string} caipAddress
   * @param {{projectName: string, url?: string, iconUrl?: string, projectId?: string, expiry?: number, permissions?: {type: string, data: object}[]}} grant
   *   `expiry` in unix seconds (a day from now by default).
   */
  const create = (caipAddress, { projectName, url, iconUrl, projectId, expiry, permissions } = {}) => {
    const account = parseCaipAddress(caipAddress);
    if (typeof account === 'string') throw new TypeError(account);
    if (typeof projectName !== 'string' || projectName === '') throw new TypeError('projectName is required');
    const createdAt = seconds();
    if (expiry !== undefined && !(Number.isSafeInteger(expiry) && expiry > 0)) throw new TypeError('expiry must be unix seconds');
    const entry = {
      project: { id: projectId ?? randomBytes(16).toString('hex'), name: projectName, url: url ?? null, iconUrl: iconUrl ?? null },
      pci: randomUUID(),
      expiry: expiry ?? createdAt + DAY_S,
      createdAt,
      permissions: permissions === undefined ? defaultPermissions(createdAt) : checkedPermissions(permissions),
      policies: [],
      context: toHex(randomBytes(32)),
      revokedAt: null,
    };
    if (!byAccount.has(account.key)) byAccount.set(account.key, new Map());
    byAccount.get(account.key).set(entry.pci, entry);
    return entry.pci;
  };

  /** The sessions of `caipAddress`, oldest first (copies). */
  const list = (caipAddress) => {
    const account = parseCaipAddress(caipAddress);
    if (typeof account === 'string') throw new TypeError(account);
    return [...(byAccount.get(account.key)?.values() ?? [])].map((entry) => structuredClone(entry));
  };

  const answerList = (req, res, _url, [, segment]) => {
    const account = parseCaipAddress(segment);
    if (typeof account === 'string') return sendError(req, res, 400, '', account);
    return sendJson(req, res, 200, { pcis: list(segment) });
  };

  const answerRevoke = async (req, res, _url, [, segment]) => {
    const account = parseCaipAddress(segment);
    if (typeof account === 'string') return sendError(req, res, 400, '', account);
    const body = await readJson(req);
    const { pci, signature } = body ?? {};
    if (typeof pci !== 'string' || pci === '') return sendError(req, res, 400, 'pci', 'pci must be a string');
    const entry = byAccount.get(account.key)?.get(pci);
    if (!entry) return sendError(req, res, 404, 'pci', `Permission for PCI is not found: ${pci.slice(0, 100)}`);
    if (entry.revokedAt !== null) return sendError(req, res, 400, 'pci', `Permission is revoked: ${pci}`);
    if (!signatures.chainIds.includes(account.chainId))
      return sendError(req, res, 400, '', `Crypto utils error: Chain ID format is not supported: ${account.chainId}`);
    const valid =
      typeof signature === 'string' &&
      (await signatures.verify({ chainId: account.chainId, address: account.address, message: pci, signature }));
    if (!valid) return sendError(req, res, 401, 'signature', 'Signature validation error: Signature verification error');
    entry.revokedAt = seconds();
    return sendJson(req, res, 200, structuredClone(entry));
  };

  /** POST /api/__devnet/sessions {caipAddress, projectName, url?, iconUrl?, expiry?, permissions?} → 201 {pci}. */
  const answerDevnetCreate = async (req, res) => {
    const { caipAddress, ...grant } = (await readJson(req)) ?? {};
    try {
      return sendJson(req, res, 201, { pci: create(caipAddress, grant) });
    } catch (error) {
      if (error instanceof TypeError) return sendError(req, res, 400, 'session', error.message);
      throw error;
    }
  };

  return {
    create,
    list,
    routes: [
      ['GET', SESSIONS_ROUTE, answerList],
      ['POST', SESSIONS_REVOKE_ROUTE, answerRevoke],
      ['POST', SESSIONS_DEVNET_ROUTE, answerDevnetCreate],
    ],
  };
}
