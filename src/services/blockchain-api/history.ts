// GET /v1/account/{address}/history answers (SPEC §7): `{data, next}` in the hosted shape
// (metadata {operationType, hash, minedAt, sentFrom, sentTo, status, nonce, chain}, transfers
// [{fungible_info | nft_info, direction, quantity, value, price}]). Data from elsewhere: a body
// of the wrong shape is a MalformedResponseError; an entry we cannot read is dropped, never
// shown; lists, text and URLs are bounded.
import { createError } from '../errors';
import { isSafeImageUrl } from '../http/safe-url';
import { displayText } from '../text/display-text';
import { toPlainDecimal } from './parse';

export type TransactionStatus = 'pending' | 'confirmed' | 'failed';
export type TransferDirection = 'in' | 'out' | 'self';

/** One transfer of a history transaction, checked (the hosted shape, unknown fields left out). */
export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } };
  nft_info?: { name: string; content?: { preview?: { url: string } }; flags: { is_spam: boolean } };
  direction: TransferDirection;
  /** The amount in whole tokens, as plain decimal text. */
  quantity: { numeric: string };
  /** USD value of the quantity and USD price of one token, as decimal text. */
  value?: string;
  price?: string;
}

/** One transaction of the history, checked (SPEC §3 Transaction). */
export interface HistoryTransaction {
  id: string;
  metadata: {
    operationType: string;
    hash: string;
    /** CAIP-2 id of the chain. */
    chain: string;
    /** ISO 8601 time the block was mined. */
    minedAt: string;
    sentFrom: string;
    sentTo?: string;
    status: TransactionStatus;
    nonce?: number;
  };
  transfers: readonly HistoryTransfer[];
}

export interface HistoryPage {
  data: HistoryTransaction[];
  /** The cursor of the next page; absent on the last. */
  next?: string;
}

/** More than a page ever holds: the rest of a longer list is dropped. */
export const MAX_HISTORY_PAGE = 100;
/** More transfers than one transaction shows. */
export const MAX_TRANSFERS = 50;
const MAX_CURSOR = 2048;
const MAX_URL = 2048;
const QUANTITY = /^\d{1,78}(\.\d{1,255})?$/;
const USD = /^\d{1,15}(\.\d{1,30})?$/;
const OPERATION = /^[a-z_]{1,32}$/;
// A transaction hash or signature: hex on EVM, base58 on Solana.
const HASH = /^[0-9A-Za-z]{1,128}$/;
const CHAIN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const STATUSES: readonly TransactionStatus[] = ['pending', 'confirmed', 'failed'];
const DIRECTIONS: readonly TransferDirection[] = ['in', 'out', 'self'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const plain = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !/[\s\p{C}]/u.test(value) ? value : undefined;

const safeUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= MAX_URL && isSafeImageUrl(value) ? value : undefined;

/** A non-negative number (exact text, no exponent) or numeric string as plain decimal text of `shape`. */
function decimalText(value: unknown, shape: RegExp): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) && value >= 0 ? toPlainDecimal(value) : value;
  // The length check first: a regular expression never runs over a megabyte of digits.
  return typeof text === 'string' && text.length <= 340 && shape.test(text) ? text : undefined;
}

function fungibleOf(raw: unknown): HistoryTransfer['fungible_info'] {
  if (!isRecord(raw)) return undefined;
  const symbol = displayText(raw.symbol, 16);
  if (!symbol) return undefined;
  const url = isRecord(raw.icon) ? safeUrl(raw.icon.url) : undefined;
  return { name: displayText(raw.name) ?? symbol, symbol, ...(url ? { icon: { url } } : {}) };
}

function nftOf(raw: unknown): HistoryTransfer['nft_info'] {
  if (!isRecord(raw)) return undefined;
  const preview = isRecord(raw.content) && isRecord(raw.content.preview) ? safeUrl(raw.content.preview.url) : undefined;
  // Spam unless the service says otherwise would hide real NFTs; only an explicit flag hides one.
  const isSpam = isRecord(raw.flags) && raw.flags.is_spam === true;
  return {
    name: displayText(raw.name) ?? 'NFT',
    ...(preview ? { content: { preview: { url: preview } } } : {}),
    flags: { is_spam: isSpam },
  };
}

/** One transfer, or undefined when it has no direction, quantity or asset we can read. */
export function parseHistoryTransfer(raw: unknown): HistoryTransfer | undefined {
  if (!isRecord(raw)) return undefined;
  const direction = DIRECTIONS.find((candidate) => candidate === raw.direction);
  const numeric = isRecord(raw.quantity) ? decimalText(raw.quantity.numeric, QUANTITY) : undefined;
  const fungible = raw.nft_info ? undefined : fungibleOf(raw.fungible_info);
  const nft = fungible ? undefined : nftOf(raw.nft_info);
  if (!direction || numeric === undefined || (!fungible && !nft)) return undefined;
  const value = decimalText(raw.value, USD);
  const price = decimalText(raw.price, USD);
  return {
    ...(fungible ? { fungible_info: fungible } : { nft_info: nft }),
    direction,
    quantity: { numeric },
    ...(value !== undefined ? { value } : {}),
    ...(price !== undefined ? { price } : {}),
  };
}

/** One transaction, or undefined when it lacks a hash, a chain or a readable mined time. */
export function parseHistoryTransaction(raw: unknown): HistoryTransaction | undefined {
  if (!isRecord(raw) || !isRecord(raw.metadata)) return undefined;
  const meta = raw.metadata;
  const hash = typeof meta.hash === 'string' && HASH.test(meta.hash) ? meta.hash : undefined;
  const chain = typeof meta.chain === 'string' && CHAIN.test(meta.chain) ? meta.chain : undefined;
  const minedAt = plain(meta.minedAt, 40);
  if (!hash || !chain || !minedAt || Number.isNaN(Date.parse(minedAt))) return undefined;
  const transfers = Array.isArray(raw.transfers)
    ? raw.transfers
        .slice(0, MAX_TRANSFERS)
        .map(parseHistoryTransfer)
        .filter((t) => t !== undefined)
    : [];
  const nonce = typeof meta.nonce === 'number' && Number.isSafeInteger(meta.nonce) && meta.nonce >= 0 ? meta.nonce : undefined;
  const sentTo = plain(meta.sentTo, 128);
  return {
    id: plain(raw.id, 256) ?? `${chain}:${hash}`,
    metadata: {
      operationType: typeof meta.operationType === 'string' && OPERATION.test(meta.operationType) ? meta.operationType : 'execute',
      hash,
      chain,
      minedAt: new Date(Date.parse(minedAt)).toISOString(),
      sentFrom: plain(meta.sentFrom, 128) ?? '',
      ...(sentTo ? { sentTo } : {}),
      // A status we do not know is not a failure: the transaction was mined.
      status: STATUSES.find((status) => status === meta.status) ?? 'confirmed',
      ...(nonce !== undefined ? { nonce } : {}),
    },
    transfers,
  };
}

/** `{data: [...], next}` (the first MAX_HISTORY_PAGE entries); any other body is a MalformedResponseError. */
export function parseHistoryPage(body: unknown): HistoryPage {
  if (!isRecord(body) || !Array.isArray(body.data)) {
    throw createError('MalformedResponseError', { message: 'The blockchain service answered without a transaction list' });
  }
  const data = body.data
    .slice(0, MAX_HISTORY_PAGE)
    .map(parseHistoryTransaction)
    .filter((item) => item !== undefined);
  const next = plain(body.next, MAX_CURSOR);
  return next ? { data, next } : { data };
}
