// The visitor's own transactions before the blockchain service lists them: kept newest first,
// at most 99 (SPEC §9), and settled (dropped) once the service's record for the same hash
// arrives, so a transaction never shows twice. Pure.
import type { TransactionStatus } from '../../../services/blockchain-api';
import { PENDING_TRANSACTIONS_LIMIT } from '../../shared';

/** What Send (or Swap, On-ramp, Names) knows of a transaction the moment the wallet returns its hash. */
export interface PendingTransactionInput {
  hash: string;
  caipNetworkId: string;
  kind: 'send' | 'swap' | 'approve' | 'onramp' | 'name';
  from: string;
  to?: string;
  /** base units */
  amount?: string;
  decimals?: number;
  symbol?: string;
  iconUrl?: string;
}

/** A tracked transaction: its input, what the chain says of it so far, and when it was added. */
export interface PendingTransaction extends PendingTransactionInput {
  status: TransactionStatus;
  addedAt: number;
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
