// What the auth frame sends (docs/auth-frame-protocol.md), read once here: the message envelope,
// each method's result (sessions, statuses, URLs, signatures) and its error codes, mapped to
// catalogue errors. Everything is untrusted: strings are bounded, addresses checked (EVM ones
// checksummed, Solana ones 32 bytes of base58), URLs pass the one allow-list. Lazy: it loads with
// the auth connector's chunk.
import { getAddress } from 'viem';
import { isAddress as isSolanaAddress } from '@solana/kit';
import { createError, toWalletError, type ErrorName } from '../errors';
import { isSafeWebUrl } from '../http/safe-url';
import { withoutBidiControls } from '../text/display-text';
import { parseSignatureAnswer } from './solana-answers';

export const AUTH_PROTOCOL_VERSION = 1;
/** The sign-ins a session may name (the `socials` setting's list, plus email). */
export const AUTH_PROVIDERS = ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
export type AuthSessionProvider = (typeof AUTH_PROVIDERS)[number];

const MAX_ID_LENGTH = 64;
const MAX_ERROR_MESSAGE = 500;
const MAX_EMAIL_LENGTH = 254;
const MAX_USERNAME_LENGTH = 100;
const MAX_STATE_LENGTH = 256;
/** Resending a code waits at most an hour; anything longer is not an answer. */
const MAX_RESEND_AFTER_MS = 3_600_000;
/** A Farcaster link lives at most a day. */
const MAX_LINK_LIFETIME_MS = 86_400_000;

/** A signed-in user as the frame reports it. */
export interface AuthSession {
  user: { provider: AuthSessionProvider; email?: string; username?: string };
  evm: { eoa: `0x${string}`; smartAccount: `0x${string}` };
  solana: { address: string };
}

/** One message from the frame, its envelope checked (the result is read by the method's parser). */
export type FrameMessage =
  | { type: 'ready' }
  | { type: 'refused'; reason: string }
  | { type: 'response'; id: string; result: unknown }
  | { type: 'response'; id: string; error: { code: number; message: string } };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(what: string): never {
  throw createError('InvalidWalletAnswerError', { message: `The sign-in service sent ${what}` });
}

const boundedString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * The frame's message: undefined for anything that is not of this protocol (`wm: 'auth'`, `v: 1`),
 * 'malformed' for a protocol message of another shape.
 */
export function parseFrameMessage(data: unknown): FrameMessage | 'malformed' | undefined {
  if (!isRecord(data) || data.wm !== 'auth') return undefined;
  if (data.v !== AUTH_PROTOCOL_VERSION) return 'malformed';
  if (data.type === 'ready') return { type: 'ready' };
  if (data.type === 'refused') return { type: 'refused', reason: typeof data.reason === 'string' ? data.reason.slice(0, 100) : 'unknown' };
  if (data.type !== 'response' || !boundedString(data.id, MAX_ID_LENGTH)) return 'malformed';
  const { id, error } = data;
  if ('error' in data) {
    if (
      !isRecord(error) ||
      !Number.isSafeInteger(error.code) ||
      typeof error.message !== 'string' ||
      error.message.length > MAX_ERROR_MESSAGE
    )
      return 'malformed';
    return { type: 'response', id, error: { code: error.code as number, message: error.message } };
  }
  return 'result' in data ? { type: 'response', id, result: data.result } : 'malformed';
}

const FRAME_ERRORS: ReadonlyMap<number, ErrorName> = new Map([
  [4000, 'InvalidEmailError'],
  [4010, 'AuthWrongCodeError'],
  [4011, 'AuthCodeExpiredError'],
  [4012, 'AuthTooManyTriesError'],
  [4290, 'AuthRateLimitedError'],
]);

/** The catalogue error for a frame's error answer: the sign-in codes by name, the rest as wallet errors (4100, 4200, 4901, the chain's). */
export function authErrorFor(method: string, { code, message }: { code: number; message: string }): Error {
  const named = FRAME_ERRORS.get(code);
  // 4000 is an invalid email only for email.start; elsewhere it is a bad request.
  if (named && (code !== 4000 || method === 'email.start')) return createError(named, { message: `${method}: ${message}` });
  return toWalletError({ code, message });
}

function checksummed(value: unknown): `0x${string}` {
  if (typeof value !== 'string' || value.length !== 42) invalid('an invalid EVM address');
  try {
    if (getAddress(value) === value) return value as `0x${string}`;
  } catch {
    // Not an address at all.
  }
  return invalid('an EVM address without its checksum');
}

/** A session; InvalidWalletAnswerError for any other shape. */
export function parseSession(value: unknown): AuthSession {
  if (!isRecord(value) || !isRecord(value.user) || !isRecord(value.evm) || !isRecord(value.solana)) invalid('a session of another shape');
  const { provider, email, username } = value.user;
  if (!AUTH_PROVIDERS.includes(provider as AuthSessionProvider)) invalid('a session with an unknown provider');
  if (email !== undefined && !boundedString(email, MAX_EMAIL_LENGTH)) invalid('a session with an invalid email');
  if (username !== undefined && !boundedString(username, MAX_USERNAME_LENGTH)) invalid('a session with an invalid username');
  const address = value.solana.address;
  if (typeof address !== 'string' || address.length > 44 || !isSolanaAddress(address)) invalid('an invalid Solana address');
  return {
    user: {
      provider: provider as AuthSessionProvider,
      ...(email !== undefined ? { email: withoutBidiControls(email as string) } : {}),
      ...(username !== undefined ? { username: withoutBidiControls(username as string) } : {}),
    },
    evm: { eoa: checksummed(value.evm.eoa), smartAccount: checksummed(value.evm.smartAccount) },
    solana: { address },
  };
}

const record = (value: unknown, method: string): Record<string, unknown> =>
  isRecord(value) ? value : invalid(`a ${method} result of another shape`);

/** `init`: the stored sign-in, or null when signed out. */
export function parseInitResult(value: unknown): AuthSession | null {
  const { session } = record(value, 'init');
  return session === null || session === undefined ? null : parseSession(session);
}

/** `email.start`: when a new code may be asked for (ms from now). */
export function parseEmailStart(value: unknown): { resendAfterMs: number } {
  const { resendAfterMs } = record(value, 'email.start');
  if (!Number.isSafeInteger(resendAfterMs) || (resendAfterMs as number) < 0 || (resendAfterMs as number) > MAX_RESEND_AFTER_MS)
    invalid('an invalid resendAfterMs');
  return { resendAfterMs: resendAfterMs as number };
}

/** `email.verify`: the new session. */
export function parseVerifyResult(value: unknown): AuthSession {
  return parseSession(record(value, 'email.verify').session);
}

function safeUrl(value: unknown): string {
  return isSafeWebUrl(value) ? value : invalid('a URL that is not a safe web address');
}

/** `social.start`: the consent page (a safe web URL) and the state to poll. */
export function parseSocialStart(value: unknown): { url: string; state: string } {
  const { url, state } = record(value, 'social.start');
  if (!boundedString(state, MAX_STATE_LENGTH)) invalid('an invalid sign-in state');
  return { url: safeUrl(url), state };
}

export type SignInStatus<Waiting extends string> = { status: Waiting } | { status: 'done'; session: AuthSession };

function parseStatus<Waiting extends string>(value: unknown, method: string, waiting: readonly Waiting[]): SignInStatus<Waiting> {
  const { status, session } = record(value, method);
  if (status === 'done') return { status, session: parseSession(session) };
  if (waiting.includes(status as Waiting)) return { status: status as Waiting };
  return invalid(`an unknown ${method} status`);
}

/** `social.status`. */
export const parseSocialStatus = (value: unknown) => parseStatus(value, 'social.status', ['pending', 'cancelled'] as const);

/** `farcaster.status`. */
export const parseFarcasterStatus = (value: unknown) => parseStatus(value, 'farcaster.status', ['pending', 'rejected', 'expired'] as const);

/** `farcaster.start`: the sign-in link (a safe web URL), its channel and when it expires; `now` bounds the expiry. */
export function parseFarcasterStart(value: unknown, now: number): { url: string; channel: string; expiresAt: number } {
  const { url, channel, expiresAt } = record(value, 'farcaster.start');
  if (!boundedString(channel, MAX_STATE_LENGTH)) invalid('an invalid Farcaster channel');
  if (!Number.isSafeInteger(expiresAt) || (expiresAt as number) > now + MAX_LINK_LIFETIME_MS) invalid('an invalid link expiry');
  return { url: safeUrl(url), channel, expiresAt: expiresAt as number };
}

/** A Solana signature sent as base64 (`solana.signMessage`): exactly 64 bytes. */
export function parseBase64Signature(value: unknown): Uint8Array {
  const { signature } = record(value, 'solana.signMessage');
  if (typeof signature !== 'string' || signature.length !== 88) invalid('a signature that is not 64 bytes of base64');
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(signature), (character) => character.charCodeAt(0));
  } catch {
    return invalid('a signature that is not base64');
  }
  return bytes.length === 64 ? bytes : invalid('a signature that is not 64 bytes of base64');
}

/** `solana.signAndSendTransaction`: the transaction's signature (base58, 64 bytes). */
export const parseSentSignature = (value: unknown): Uint8Array => parseSignatureAnswer(value);
