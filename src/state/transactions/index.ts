// The followed transactions' light face, loaded with the button: how many are pending (the account
// button's indicator) and whether any was followed yet (the toasts load then), a host's
// `addTransaction`, and the pending ones stored before a reload. The tracker itself
// (activity/pending.ts) is a chunk: the modal's flows import it with theirs, and this face loads it
// only for a host's transaction, a stored one, or to follow the count once a transaction was sent.
import { hasStored } from '../../services/storage/storage';
import { accountOf } from '../account';
import { isFollowable, PENDING_STORAGE_KEY } from '../activity/rules/followable';
import { withChunk } from '../chunks';
import { trackerChunks } from '../chunks/tracker';
import { onStateEvent } from '../events';
import { chainsState, namespaceOf } from '../networks';
import { defineProxySlice } from '../shared';

export const followedState = defineProxySlice<{ pending: number; started: boolean }>({
  name: 'transactions/followed',
  initial: () => ({ pending: 0, started: false }),
});

/** Loads the tracker (if it is not in yet), which keeps `followedState` in step with its list; then runs `use`. */
function follow(use?: (tracker: Awaited<ReturnType<typeof trackerChunks.pendingTracker>>) => void) {
  withChunk(trackerChunks.pendingTracker, (tracker) => {
    tracker.countInto(followedState);
    use?.(tracker);
  });
}

/** What a host passes to `addTransaction`. */
export interface HostTransactionInput {
  /** The transaction's hash (EVM) or signature (Solana). */
  hash: string;
  /** Its network; the active network when absent. */
  caipNetworkId?: string;
  /** What it is, in the host's words ("Minting 1 ticket"): the toast shows it. */
  description?: string;
}

/**
 * Follows a transaction the host sent itself, as the modal's own: a toast, the account button's pending count,
 * Activity, and `transaction` events. Throws a TypeError for a hash that is not one on the network's namespace.
 */
export function addTransaction(input: HostTransactionInput): void {
  const caipNetworkId = input?.caipNetworkId ?? chainsState.activeCaipNetworkId;
  if (!isFollowable(input?.hash, caipNetworkId)) throw new TypeError('Not a transaction hash on its network');
  const from = accountOf(namespaceOf(caipNetworkId)).address ?? '';
  const { hash, description } = input;
  follow(({ addHostTransaction }) => addHostTransaction({ hash, caipNetworkId, description, from }));
}

/**
 * For as long as an element is on the page: pending transactions stored before a reload are followed again (the
 * tracker loads only if some are stored), and the count follows the tracker from the first transaction sent.
 */
export function watchFollowed(): () => void {
  if (hasStored(PENDING_STORAGE_KEY)) follow(({ resumePendingTransactions }) => resumePendingTransactions());
  return onStateEvent((event) => {
    if (event.type === 'transaction' && event.status === 'pending') follow();
  });
}
