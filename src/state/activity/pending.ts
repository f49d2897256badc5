// The visitor's own transactions until the blockchain service lists them: shown at once,
// followed on the network's RPC until the chain confirms, fails or replaces them, then replaced
// by the service's record. The pending ones are stored, and followed again after a reload.
// Hosts hear each step (`transaction`, with its status). A chunk of its own (../transactions loads
// it): Send's state imports it; the chain readers load only while polling.
import { subscribe } from 'valtio';
import { featureChunks } from '../chunks/features';
import type { HistoryTransaction } from '../../services/blockchain-api';
import { readStored, writeStored } from '../../services/storage/storage';
import { chainAdapter, type ChainTransactionOutcome } from '../chains';
import { withChunk } from '../chunks';
import { emitStateEvent } from '../events';
import { namespaceOf, rpcUrlFor } from '../networks';
import { defineProxySlice, defineSlice, PENDING_TRANSACTIONS_LIMIT } from '../shared';
import { PENDING_STORAGE_KEY } from './rules/followable';
import {
  addPending,
  isFollowable,
  parseStoredPending,
  sameTransaction,
  toStoredPending,
  unsettled,
  type PendingTransaction,
  type PendingTransactionInput,
} from './rules/pending';

/** First look soon after the wallet answers; then every few seconds, slower while the RPC fails. */
export const PENDING_POLL_MS = 2_000;
const MAX_POLL_MS = 30_000;

export const pendingState = defineProxySlice<{ list: PendingTransaction[]; purchases: string[] }>({
  name: 'activity/pending',
  initial: () => ({ list: [], purchases: [] }),
});

/** The hashes of the visitor's on-ramp deliveries (at most the pending limit): the service lists them as plain receipts. */
function rememberPurchase(input: PendingTransactionInput) {
  if (input.kind !== 'onramp' || pendingState.purchases.includes(input.hash)) return;
  pendingState.purchases = [input.hash, ...pendingState.purchases].slice(0, PENDING_TRANSACTIONS_LIMIT);
}

type SettledListener = (caipNetworkId: string) => void;
// Kept by their owners, who remove them (History, when it is disposed).
const settledListeners = new Set<SettledListener>();
const poller = defineSlice<{ timer?: ReturnType<typeof setTimeout>; delay: number; polling: boolean }>({
  name: 'activity/poller',
  initial: () => ({ delay: PENDING_POLL_MS, polling: false }),
  dispose: ({ timer }) => clearTimeout(timer),
});

/** Called when the chain confirms or fails a tracked transaction (History refreshes then). */
export function onChainSettled(listener: SettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function readOutcome(tracked: PendingTransaction): Promise<ChainTransactionOutcome> {
  const { hash, from, nonce } = tracked;
  return chainAdapter(namespaceOf(tracked.caipNetworkId)).transactionStatus(rpcUrlFor(tracked.caipNetworkId), { hash, from, nonce });
}

const counting = defineSlice<{ stop?: () => void }>({
  name: 'activity/counting',
  initial: () => ({}),
  dispose: ({ stop }) => stop?.(),
});

/** Keeps `summary` (the light face's, ../transactions) in step with the list: how many are pending, whether any was followed. */
export function countInto(summary: { pending: number; started: boolean }) {
  if (counting.stop) return;
  const count = () => {
    summary.pending = pendingState.list.filter((entry) => entry.status === 'pending').length;
    if (pendingState.list.length > 0) summary.started = true;
  };
  counting.stop = subscribe(pendingState, count, true);
  count();
}

/** The pending ones, stored for a reload. */
function publish() {
  writeStored(PENDING_STORAGE_KEY, toStoredPending(pendingState.list));
}

function tell({ hash, caipNetworkId, kind, status, reason }: PendingTransaction) {
  emitStateEvent({ type: 'transaction', hash, caipNetworkId, kind, status, ...(reason === undefined ? {} : { reason }) });
}

async function pollOnce() {
  poller.polling = true;
  let failed = false;
  const settled = new Set<string>();
  for (const tracked of pendingState.list.filter((entry) => entry.status === 'pending')) {
    try {
      const outcome = await readOutcome(tracked);
      const entry = pendingState.list.find((candidate) => sameTransaction(candidate, tracked));
      if (!entry || entry.status !== 'pending') continue;
      if (outcome.nonce !== undefined) entry.nonce = outcome.nonce;
      if (outcome.from && !entry.from) entry.from = outcome.from;
      if (outcome.status === 'pending') continue;
      entry.status = outcome.status;
      if (outcome.reason !== undefined) entry.reason = outcome.reason;
      tell(entry);
      if (outcome.status === 'confirmed' || outcome.status === 'failed') settled.add(tracked.caipNetworkId);
    } catch {
      // The RPC did not answer: still pending; the next look waits longer.
      failed = true;
    }
  }
  poller.polling = false;
  poller.delay = failed ? Math.min(poller.delay * 2, MAX_POLL_MS) : PENDING_POLL_MS;
  publish();
  for (const caipNetworkId of settled) {
    // The block that settled it changed the account's balances: read them again, past the service's cache.
    withChunk(featureChunks.balances, ({ refreshBalances }) => refreshBalances(namespaceOf(caipNetworkId), { force: true }));
    for (const listener of settledListeners) listener(caipNetworkId);
  }
  schedulePoll();
}

/** Polls while a tracked transaction is pending; stops (no timer left) when none is. */
function schedulePoll() {
  if (poller.timer !== undefined || poller.polling || !pendingState.list.some((entry) => entry.status === 'pending')) return;
  poller.timer = setTimeout(() => {
    poller.timer = undefined;
    void pollOnce();
  }, poller.delay);
}

const isInput = (input: PendingTransactionInput) =>
  typeof input?.hash === 'string' &&
  input.hash.length > 0 &&
  input.hash.length <= 128 &&
  typeof input.caipNetworkId === 'string' &&
  input.caipNetworkId.includes(':') &&
  typeof input.from === 'string';

/**
 * Shows a transaction the visitor just sent at the top of Activity (for its network) as pending, and follows
 * it on the chain until it is confirmed, failed or replaced. At most 99 are tracked (the oldest dropped); the
 * same hash twice is tracked once. Send calls it the moment the wallet returns a hash; hosts hear
 * `transaction` with status `pending` then, and once more at the end.
 */
export function addPendingTransaction(input: PendingTransactionInput): void {
  if (!isInput(input)) return;
  const known = pendingState.list.some((tracked) => sameTransaction(tracked, input));
  pendingState.list = addPending(pendingState.list, input, Date.now());
  rememberPurchase(input);
  if (!known) tell(pendingState.list[0]!);
  publish();
  poller.delay = PENDING_POLL_MS;
  schedulePoll();
}

/** A host's own transaction (`addTransaction`): followed like the modal's, described in the host's words. */
export function addHostTransaction({
  hash,
  caipNetworkId,
  description,
  from,
}: {
  hash: string;
  caipNetworkId: string;
  description?: string;
  from: string;
}): boolean {
  if (!isFollowable(hash, caipNetworkId)) return false;
  const words = typeof description === 'string' ? description.trim().slice(0, 256) : '';
  addPendingTransaction({ hash, caipNetworkId, kind: 'contract', from, ...(words ? { description: words } : {}) });
  return true;
}

/** After a reload: the stored pending transactions (validated; a tampered list is dropped) are followed again. */
export function resumePendingTransactions(): void {
  const stored = readStored(PENDING_STORAGE_KEY, parseStoredPending) ?? [];
  const fresh = stored.filter((entry) => !pendingState.list.some((tracked) => sameTransaction(tracked, entry)));
  if (fresh.length > 0) pendingState.list = [...pendingState.list, ...fresh].slice(0, PENDING_TRANSACTIONS_LIMIT);
  publish();
  schedulePoll();
}

/**
 * Drops the tracked transactions the service now lists (its record replaces them in Activity) once they have
 * ended: one still pending here ends with the service's status first (its toast and its event say so), and
 * goes at the next call.
 */
export function settlePending(listed: readonly HistoryTransaction[]) {
  const left = unsettled(pendingState.list, listed);
  if (left.length === pendingState.list.length) return;
  const ending = pendingState.list.filter((entry) => entry.status === 'pending' && !left.includes(entry));
  for (const entry of ending) {
    const record = listed.find(({ metadata }) => sameTransaction(entry, { hash: metadata.hash, caipNetworkId: metadata.chain }));
    if (record?.metadata.status === 'pending') continue;
    entry.status = record?.metadata.status === 'failed' ? 'failed' : 'confirmed';
    tell(entry);
  }
  pendingState.list = pendingState.list.filter((entry) => left.includes(entry) || ending.includes(entry));
  publish();
}

/** Whether a timer is polling the chain (tests check that it stops). */
export function isPollingPending(): boolean {
  return poller.timer !== undefined || poller.polling;
}
