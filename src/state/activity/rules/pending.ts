// The visitor's own transactions before the blockchain service lists them: kept newest first,
// at most 99 (SPEC §9), and settled (dropped) once the service's record for the same hash
// arrives, so a transaction never shows twice. The pending ones survive a reload, read back
// like network input. Pure.
import { PENDING_TRANSACTIONS_LIMIT } from '../../shared';
import { isFollowable } from './followable';

export { isFollowable };

/** How a followed transaction stands: `replaced` when another with its sender's nonce was mined (sped up or cancelled). */
export type FollowedStatus = 'pending' | 'confirmed' | 'failed' | 'replaced';

/** What a transaction is: the modal's own flows, or `contract` for one a host adds (`addTransaction`). */
export type FollowedKind = 'send' | 'swap' | 'approve' | 'onramp' | 'name' | 'contract';

/** What Send (or Swap, On-ramp, Names) knows of a transaction the moment the wallet returns its hash. */
export interface PendingTransactionInput {
  hash: string;
  caipNetworkId: string;
  kind: FollowedKind;
  /** The sender; empty when a host's transaction was added while no account of its namespace was connected. */
  from: string;
  to?: string;
  /** base units */
  amount?: string;
  decimals?: number;
  symbol?: string;
  iconUrl?: string;
  /** The host's words for it (`addTransaction`), shown as they are. */
  description?: string;
}

/** A tracked transaction: its input, what the chain says of it so far, and when it was added. */
export interface PendingTransaction extends PendingTransactionInput {
  status: FollowedStatus;
  addedAt: number;
  /** EVM: its nonce, once read (a replacement takes the same sender's nonce). */
  nonce?: number;
  /** Why it failed, when the chain says (the revert reason). */
  reason?: string;
}

/** Whether two hashes name the same transaction: EVM hex in any case, Solana signatures exactly. */
export function sameTransaction(a: { hash: string; caipNetworkId: string }, b: { hash: string; caipNetworkId: string }): boolean {
  if (a.caipNetworkId !== b.caipNetworkId) return false;
  return a.caipNetworkId.startsWith('eip155:') ? a.hash.toLowerCase() === b.hash.toLowerCase() : a.hash === b.hash;
}

/** The list with `input` added at the top (once: the same hash again is ignored), the oldest dropped past `limit`. */
export function addPending(
  list: readonly PendingTransaction[],
  input: PendingTransactionInput,
  now: number,
  limit = PENDING_TRANSACTIONS_LIMIT,
): PendingTransaction[] {
  if (list.some((tracked) => sameTransaction(tracked, input))) return [...list];
  return [{ ...input, status: 'pending' as const, addedAt: now }, ...list].slice(0, limit);
}

/** The tracked transactions the service does not list yet (those it lists are settled: its record replaces them). */
export function unsettled(
  list: readonly PendingTransaction[],
  listed: readonly { metadata: { hash: string; chain: string } }[],
): PendingTransaction[] {
  return list.filter(
    (tracked) => !listed.some(({ metadata }) => sameTransaction(tracked, { hash: metadata.hash, caipNetworkId: metadata.chain })),
  );
}

const KINDS: readonly FollowedKind[] = ['send', 'swap', 'approve', 'onramp', 'name', 'contract'];
const MAX_TEXT = 256;

const text = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

/** A stored pending transaction, exactly as written, or undefined for anything else (a reload reads it like network input). */
function parseStoredTransaction(value: unknown): PendingTransaction | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entry = value as Record<string, unknown>;
  const valid =
    isFollowable(entry.hash, entry.caipNetworkId) &&
    KINDS.includes(entry.kind as FollowedKind) &&
    text(entry.from) &&
    entry.status === 'pending' &&
    typeof entry.addedAt === 'number' &&
    Number.isSafeInteger(entry.addedAt) &&
    optional(entry.to, text) &&
    optional(entry.amount, (amount) => text(amount, 80) && /^\d+$/.test(amount as string)) &&
    optional(entry.decimals, (decimals) => Number.isInteger(decimals) && (decimals as number) >= 0 && (decimals as number) <= 36) &&
    optional(entry.symbol, (symbol) => text(symbol, 32)) &&
    optional(entry.iconUrl, (url) => text(url, 2048)) &&
    optional(entry.description, text) &&
    optional(entry.nonce, (nonce) => Number.isSafeInteger(nonce) && (nonce as number) >= 0);
  if (!valid) return undefined;
  const keys = [
    'hash',
    'caipNetworkId',
    'kind',
    'from',
    'to',
    'amount',
    'decimals',
    'symbol',
    'iconUrl',
    'description',
    'status',
    'addedAt',
    'nonce',
  ];
  return Object.fromEntries(
    keys.filter((key) => entry[key] !== undefined).map((key) => [key, entry[key]]),
  ) as unknown as PendingTransaction;
}

/** The stored pending transactions (at most the limit), or undefined when any entry is not one: a tampered list is refused whole. */
export function parseStoredPending(value: unknown): PendingTransaction[] | undefined {
  if (!Array.isArray(value) || value.length > PENDING_TRANSACTIONS_LIMIT) return undefined;
  const parsed = value.map(parseStoredTransaction);
  return parsed.every((entry) => entry !== undefined) ? (parsed as PendingTransaction[]) : undefined;
}

/** What is stored for a reload: the pending ones, each with only its own fields, in the order `parseStoredPending` reads. */
export function toStoredPending(list: readonly PendingTransaction[]): PendingTransaction[] {
  return list
    .filter((tracked) => tracked.status === 'pending')
    .map((tracked) => parseStoredTransaction({ ...tracked }))
    .filter((tracked) => tracked !== undefined);
}
