// The blockchain service's answers are data from elsewhere: a body of the wrong
// shape is a MalformedResponseError, a malformed or absurd entry is dropped, never shown.
// Everything is bounded: list length, digits, amounts (uint256), USD values, text and URLs.
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
// viem's maxUint256, written out: importing it from viem moves 1.5 KB of the RPC fallback's chunk into this one.
const MAX_UINT256 = 2n ** 256n - 1n;
/** More entries than any account holds on one network: the rest of a longer list is dropped. */
export const MAX_BALANCES = 500;
/** Longest URL kept (an icon, an avatar); a longer one is dropped, never cut into another URL. */
const MAX_URL = 2048;
// A token quantity: uint256 has 78 digits, and decimals go up to 255 (uint8).
const QUANTITY = /^\d{1,78}(\.\d{1,255})?$/;
// A USD value or price: under a trillion dollars, to 30 places; more is not a real answer.
const USD = /^\d{1,12}(\.\d{1,30})?$/;

const text = (value: unknown, max = MAX_TEXT): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

const safeUrl = (value: unknown): string | undefined => {
  const url = text(value, Infinity);
  return url && url.length <= MAX_URL && isSafeImageUrl(url) ? url : undefined;
};

/** A non-negative number (or numeric string) as plain decimal text matching `shape`; undefined when absent or not one. */
function decimalText(value: unknown, shape: RegExp): string | undefined {
  const decimal = typeof value === 'number' && Number.isFinite(value) && value >= 0 ? toPlainDecimal(value) : value;
  // The length check first: a regular expression never runs over a megabyte of digits.
  return typeof decimal === 'string' && decimal.length <= 400 && shape.test(decimal) ? decimal : undefined;
}

/** Whether `numeric` (in whole tokens) with `decimals` places fits in uint256 base units. */
function fitsUint256(numeric: string, decimals: number): boolean {
  const [whole = '', fraction = ''] = numeric.split('.');
  if (whole.replace(/^0+/, '').length + decimals > 80) return false;
  return BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) <= MAX_UINT256;
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
  const amount = decimalText(numeric, QUANTITY);
  return amount === undefined || !fitsUint256(amount, places) ? undefined : { decimals: places, numeric: amount };
}

/** One balance entry, or undefined when it lacks a symbol, a chain or a readable quantity. */
export function parseBalance(raw: unknown): ServiceBalance | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const entry = raw as Record<string, unknown>;
  const symbol = displayText(entry.symbol, 16);
  const chainId = text(entry.chainId, 128);
  const quantity = quantityOf(entry.quantity);
  if (!symbol || !chainId || !quantity) return undefined;
  return {
    name: displayText(entry.name) ?? symbol,
    symbol,
    chainId,
    address: text(entry.address, 160),
    value: decimalText(entry.value, USD),
    price: decimalText(entry.price, USD),
    quantity,
    iconUrl: safeUrl(entry.iconUrl),
  };
}

/** `{balances: [...]}` (its first MAX_BALANCES entries); any other body is a MalformedResponseError. */
export function parseBalances(body: unknown): ServiceBalance[] {
  const balances = typeof body === 'object' && body !== null ? (body as { balances?: unknown }).balances : undefined;
  if (!Array.isArray(balances))
    throw createError('MalformedResponseError', { message: 'The blockchain service answered without a balance list' });
  return balances
    .slice(0, MAX_BALANCES)
    .map(parseBalance)
    .filter((balance): balance is ServiceBalance => balance !== undefined);
}

/** `{name, avatar}` (either may be null); any other body is a MalformedResponseError. */
export function parseIdentity(body: unknown): Identity {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw createError('MalformedResponseError', { message: 'The blockchain service answered without an identity' });
  }
  const { name, avatar } = body as { name?: unknown; avatar?: unknown };
  return { name: displayText(text(name, 255)), avatar: safeUrl(avatar) };
}
