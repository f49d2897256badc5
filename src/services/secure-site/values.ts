// The secure site's values, checked where they come in: every string bounded, every address of its
// network's form (EVM checksummed, Solana 32 bytes of base58), every URL through the one allow-list.
// Each reader throws InvalidWalletAnswerError, which the message boundary turns into "malformed".
import { getAddress, isAddress } from 'viem';
import { createError } from '../errors';
import { isSafeWebUrl } from '../http/safe-url';
import { withoutBidiControls } from '../text/display-text';
import { fromBase58 } from './base58';

export const MAX_EMAIL_LENGTH = 254;
export const MAX_USERNAME_LENGTH = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function invalid(what: string): never {
  throw createError('InvalidWalletAnswerError', { message: `The secure site sent ${what}` });
}

export const record = (value: unknown, what: string): Record<string, unknown> =>
  isRecord(value) ? value : invalid(`${what} of another shape`);

/** A non-empty string of at most `max` characters. */
export const boundedString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** An email address, or null (version 4 sends null for social sign-ins without one). */
export function emailOrNull(value: unknown, validate: boolean): string | null {
  if (value === null || value === undefined) return null;
  if (!boundedString(value, MAX_EMAIL_LENGTH) || (validate && !EMAIL.test(value))) invalid('an invalid email');
  return withoutBidiControls(value);
}

export function userNameOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!boundedString(value, MAX_USERNAME_LENGTH)) invalid('an invalid user name');
  return withoutBidiControls(value);
}

/** An EVM address, lower-case or correctly checksummed; returned checksummed. */
export function evmAddress(value: unknown): `0x${string}` {
  if (typeof value !== 'string' || value.length !== 42 || !isAddress(value)) invalid('an invalid EVM address');
  return getAddress(value);
}

/** A Solana address: base58 of a 32-byte public key. */
export function solanaAddress(value: unknown): string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44 || fromBase58(value)?.length !== 32)
    invalid('an invalid Solana address');
  return value;
}

/** Base58 text of at most `maxLength` characters (a Solana signature, a transaction). */
export function base58Text(value: unknown, maxLength: number, bytes?: number): string {
  if (!boundedString(value, maxLength)) invalid('base58 text of another length');
  const length = fromBase58(value)?.length;
  if (length === undefined || (bytes !== undefined && length !== bytes)) invalid('text that is not the base58 expected');
  return value;
}

/** A web page (https, or loopback on a devnet): the product's one URL allow-list. */
export const webUrl = (value: unknown, what: string): string =>
  isSafeWebUrl(value) ? value : invalid(`${what} that is not a safe web address`);
