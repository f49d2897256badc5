// The visitor's own transactions until the blockchain service lists them: shown at once,
// polled on the network's RPC until the chain confirms or fails them, then replaced by the
// service's record. Light: Send's state imports it; the chain readers load only while polling.
import { featureChunks } from '../chunks/features';
import type { HistoryTransaction } from '../../services/blockchain-api';
import { chainAdapter, type ChainTransactionStatus } from '../chains';
import { withChunk } from '../chunks';
import { namespaceOf, rpcUrlFor } from '../networks';
import { defineProxySlice, defineSlice, PENDING_TRANSACTIONS_LIMIT } from '../shared';
import { addPending, unsettled, type PendingTransaction, type PendingTransactionInput } from './rules/pending';

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

function readStatus(tracked: PendingTransaction): Promise<ChainTransactionStatus> {
  return chainAdapter(namespaceOf(tracked.caipNetworkId)).transactionStatus(rpcUrlFor(tracked.caipNetworkId), tracked.hash);
}

async function pollOnce() {
  poller.polling = true;
  let failed = false;
  const settled = new Set<string>();
  for (const tracked of pendingState.list.filter((entry) => entry.status === 'pending')) {
    try {
      const status = await readStatus(tracked);
      const entry = pendingState.list.find(
        (candidate) => candidate.hash === tracked.hash && candidate.caipNetworkId === tracked.caipNetworkId,
      );
      if (status === 'pending' || !entry) continue;
      entry.status = status;
      settled.add(tracked.caipNetworkId);
    } catch {
      // The RPC did not answer: still pending; the next look waits longer.
      failed = true;
    }
  }
  poller.polling = false;
  poller.delay = failed ? Math.min(poller.delay * 2, MAX_POLL_MS) : PENDING_POLL_MS;
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
 * it on the chain until it is confirmed or failed. At most 99 are tracked (the oldest dropped); the same hash
 * twice is tracked once. Send calls it the moment the wallet returns a hash.
 */
export function addPendingTransaction(input: PendingTransactionInput): void {
  if (!isInput(input)) return;
  pendingState.list = addPending(pendingState.list, input, Date.now());
  rememberPurchase(input);
  poller.delay = PENDING_POLL_MS;
  schedulePoll();
}

/** Drops the tracked transactions the service now lists: its record replaces them. */
export function settlePending(listed: readonly HistoryTransaction[]) {
  const left = unsettled(pendingState.list, listed);
  if (left.length !== pendingState.list.length) pendingState.list = left;
}

/** Whether a timer is polling the chain (tests check that it stops). */
export function isPollingPending(): boolean {
  return poller.timer !== undefined || poller.polling;
}
