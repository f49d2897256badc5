// The site's sign-in answers (README "Sign in with the wallet") are data from elsewhere: each is checked once here.
// A nonce is alphanumeric (EIP-4361: at least 8); a session names an address, a CAIP-2 network and an ISO 8601 end.
import { createError } from '../errors';

/** A session the site vouches for. */
export interface SiteSession {
  address: string;
  caipNetworkId: string;
  /** ISO 8601, absent when the site sets no end. */
  expiresAt?: string;
}

const NONCE = /^[A-Za-z0-9]{8,128}$/;
/** EVM hex, or base58 and the like: letters and digits only. */
const ADDRESS = /^[A-Za-z0-9]{1,128}$/;
/** CAIP-2: namespace and reference. */
const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The nonce from `GET /nonce` (or an adapter's `getNonce`), or a SignInNonceError. */
export function parseNonce(body: unknown): string {
  const nonce = isRecord(body) ? body.nonce : body;
  if (typeof nonce === 'string' && NONCE.test(nonce)) return nonce;
  throw createError('SignInError', {
    messageKey: 'error.signInNonceFailed',
    message: 'The sign-in nonce is not 8 to 128 letters and digits',
  });
}

/** An ISO 8601 time as text, or undefined when it is not one. */
export function isoTime(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return typeof value === 'string' && value.length <= 40 && /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
}

/** A session body (`POST /verify`, `GET /session`), or a SignInSessionError. */
export function parseSession(body: unknown): SiteSession {
  const fail = (what: string) =>
    createError('SignInError', { messageKey: 'error.signInSessionInvalid', message: `The sign-in session's ${what} is malformed` });
  if (!isRecord(body)) throw fail('body');
  const { address, caipNetworkId, expiresAt } = body;
  if (typeof address !== 'string' || !ADDRESS.test(address)) throw fail('address');
  if (typeof caipNetworkId !== 'string' || !CAIP_NETWORK_ID.test(caipNetworkId)) throw fail('caipNetworkId');
  if (expiresAt === undefined || expiresAt === null) return { address, caipNetworkId };
  const end = isoTime(expiresAt);
  if (!end) throw fail('expiresAt');
  return { address, caipNetworkId, expiresAt: end };
}
