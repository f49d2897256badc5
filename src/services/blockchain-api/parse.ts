// The blockchain service's answers are data from elsewhere: a body of the wrong
// shape is a MalformedResponseError, a malformed entry is dropped, never shown.
import { createError } from '../errors';
import { isSafeImageUrl } from '../http/safe-url';
import { displayText } from '../text/display-text';

/** One balance as the service sends it, checked (SPEC §3 Token balance). */
export interface ServiceBalance {
  name: string;
  symbol: string;
  /** CAIP-2 id of the chain the balance is on. */
  chainId: string;
  /** CAIP-10 id of the token contract or mint; absent for the native currency. */
  address?: string;
  /** USD value of the quantity, as a decimal string (exact text of the answer's number). */
  value?: string;
  /** USD price of one token, as a decimal string. */
  price?: string;
  quantity: { decimals: number; numeric: string };
  iconUrl?: string;
}

export interface Identity {
  name?: string;
  avatar?: string;
}

const MAX_TEXT = 64;
const DECIMAL = /^\d+(\.\d+)?$/;

const text = (value: unknown, max = MAX_TEXT): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

/** A non-negative number (or numeric string) as plain decimal text; undefined when absent or not one. */
function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? toPlainDecimal(value) : undefined;
  return typeof value === 'string' && DECIMAL.test(value) ? value : undefined;
}

/** A JSON number's shortest exact text, without exponent (1e-7 → "0.0000001"). */
export function toPlainDecimal(value: number): string {
  const shortest = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(shortest);
  if (!match) return shortest;
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`.replace(/\.?0+$/, '') || '0';
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

function quantityOf(raw: unknown): ServiceBalance['quantity'] | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { decimals, numeric } = raw as { decimals?: unknown; numeric?: unknown };
  const places = typeof decimals === 'string' && /^\d{1,3}$/.test(decimals) ? Number(decimals) : decimals;
  if (typeof places !== 'number' || !Number.isInteger(places) || places < 0 || places > 255) return undefined;
  const amount = decimalText(numeric);
  return amount === undefined ? undefined : { decimals: places, numeric: amount };
}

/** One balance entry, or undefined when it lacks a symbol, a chain or a readable quantity. */
export function parseBalance(raw: unknown): ServiceBalance | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const entry = raw as Record<string, unknown>;
  const symbol = displayText(entry.symbol, 16);
  const chainId = text(entry.chainId, 128);
  const quantity = quantityOf(entry.quantity);
  if (!symbol || !chainId || !quantity) return undefined;
  const iconUrl = text(entry.iconUrl, 2048);
  return {
    name: displayText(entry.name) ?? symbol,
    symbol,
    chainId,
    address: text(entry.address, 160),
    value: decimalText(entry.value),
    price: decimalText(entry.price),
    quantity,
    iconUrl: isSafeImageUrl(iconUrl) ? iconUrl : undefined,
  };
}

/** `{balances: [...]}`; any other body is a MalformedResponseError. */
export function parseBalances(body: unknown): ServiceBalance[] {
  const balances = typeof body === 'object' && body !== null ? (body as { balances?: unknown }).balances : undefined;
  if (!Array.isArray(balances)) throw createError('MalformedResponseError', { message: 'The blockchain service answered without a balance list' });
  return balances.map(parseBalance).filter((balance): balance is ServiceBalance => balance !== undefined);
}

/** `{name, avatar}` (either may be null); any other body is a MalformedResponseError. */
export function parseIdentity(body: unknown): Identity {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw createError('MalformedResponseError', { message: 'The blockchain service answered without an identity' });
  }
  const { name, avatar } = body as { name?: unknown; avatar?: unknown };
  const url = text(avatar, 2048);
  return { name: displayText(name), avatar: isSafeImageUrl(url) ? url : undefined };
}
