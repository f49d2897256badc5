// The connected account's transactions on the active network (SPEC §7 history): the first
// page, then more by cursor as the list scrolls. Another account or network starts over
// (answers for the old one are dropped). A failure empties the list, clears the cursor and
// fires `error` (SPEC §8 "Failed to fetch transactions"); Retry starts over.
import { subscribe } from 'valtio';
import type { HistoryTransaction } from '../../services/blockchain-api';
import { createError, isWalletModalError } from '../../services/errors';
import { accountOf, accountState } from '../account';
import { blockchainApi } from '../blockchain-api';
import { reportError } from '../events';
import { pushView } from '../router';
import { chainsState, namespaceOf } from '../networks';
import { defineProxySlice, defineSlice, defineTask, isSuperseded } from '../shared';
import { onChainSettled, settlePending } from './pending';
import type { SelectedTransaction } from './rules/rows';

export type ActivityStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ActivityState {
  status: ActivityStatus;
  /** Whose list this is: `{caipNetworkId}|{address}`. */
  key?: string;
  /** The service's transactions, newest first, as received (the view filters spam and the network). */
  transactions: HistoryTransaction[];
  /** Cursor of the next page; absent when the last page is in. */
  next?: string;
  loadingMore: boolean;
  /** Why the list failed (an error's message key). */
  errorKey?: string;
  /** The transaction TransactionDetails shows. */
  selected?: SelectedTransaction;
  /** When the first page last came in (ms since epoch). */
  fetchedAt?: number;
}

/** Showing a list older than this fetches its first page again, merged on top. */
export const ACTIVITY_REFRESH_MS = 30_000;

export const activityState = defineProxySlice<ActivityState>({
  name: 'activity/history',
  initial: () => ({ status: 'idle', transactions: [], loadingMore: false }),
});

const list = defineSlice<{ stopWatching?: () => void }>({
  name: 'activity/list',
  initial: () => ({}),
  dispose: ({ stopWatching }) => stopWatching?.(),
});
/** The list's requests: starting the list over supersedes them (an answer for an older list is dropped). */
const requests = defineTask('activity/requests');

/** The account and network the list is for: the active network's connected account. */
export function activityTarget(): { key: string; address: string; caipNetworkId: string } | undefined {
  const caipNetworkId = chainsState.activeCaipNetworkId;
  const account = accountOf(namespaceOf(caipNetworkId));
  if (account.status !== 'connected' || !account.address) return undefined;
  return { key: `${caipNetworkId}|${account.address}`, address: account.address, caipNetworkId };
}

function startOver(key: string | undefined) {
  requests.cancel();
  Object.assign(activityState, {
    status: 'idle',
    key,
    transactions: [],
    next: undefined,
    loadingMore: false,
    errorKey: undefined,
    selected: undefined,
    fetchedAt: undefined,
  });
}

/** Another account or network: the old list goes at once. */
function followTarget() {
  if (list.stopWatching) return;
  const check = () => {
    const key = activityTarget()?.key;
    if (activityState.key !== undefined && key !== activityState.key) startOver(key);
  };
  const unsubscribeAccounts = subscribe(accountState, check);
  const unsubscribeChains = subscribe(chainsState, check);
  const unlisten = onChainSettled((caipNetworkId) => {
    if (activityState.status === 'loaded' && activityState.key?.startsWith(`${caipNetworkId}|`)) void refreshActivity();
  });
  list.stopWatching = () => {
    unsubscribeAccounts();
    unsubscribeChains();
    unlisten();
  };
}

function fail(error: unknown) {
  const detail = error instanceof Error ? error.message : String(error);
  const named = isWalletModalError(error, 'AccountAddressRequiredError')
    ? error
    : createError('FetchTransactionsError', { message: `Failed to fetch transactions (${detail})`, cause: error });
  const { messageKey } = reportError(named, 'Transactions');
  Object.assign(activityState, { status: 'failed', transactions: [], next: undefined, loadingMore: false, errorKey: messageKey });
}

const withoutDuplicates = (list: HistoryTransaction[]) => {
  const seen = new Set<string>();
  return list.filter(({ id }) => !seen.has(id) && Boolean(seen.add(id)));
};

async function fetchPage(cursor?: string) {
  const target = activityTarget();
  if (!target) throw createError('AccountAddressRequiredError');
  const page = await blockchainApi().fetchHistory({ address: target.address, chainId: target.caipNetworkId, cursor });
  return { target, page };
}

/**
 * Loads the first page (again after a failure, or for another account or network). A loaded list
 * stays, its first page fetched again and merged on top once it is older than 30 s.
 */
export async function loadActivity({ force = false } = {}): Promise<void> {
  followTarget();
  const key = activityTarget()?.key;
  if (!force && key === activityState.key && activityState.status === 'loading') return;
  if (!force && key === activityState.key && activityState.status === 'loaded') {
    if (Date.now() - (activityState.fetchedAt ?? 0) > ACTIVITY_REFRESH_MS) await refreshActivity();
    return;
  }
  startOver(key);
  const run = requests.current();
  activityState.status = 'loading';
  try {
    const { page } = await run.step(fetchPage());
    settlePending(page.data);
    Object.assign(activityState, { status: 'loaded', transactions: withoutDuplicates(page.data), next: page.next, fetchedAt: Date.now() });
  } catch (error) {
    if (!isSuperseded(error)) fail(error);
  }
}

/** Retry after a failure: the list starts over from the first page. */
export function retryActivity(): Promise<void> {
  return loadActivity({ force: true });
}

/** The next page (infinite scroll); nothing when the last page is in or one is on its way. */
export async function loadMoreActivity(): Promise<void> {
  const { status, next, loadingMore } = activityState;
  if (status !== 'loaded' || !next || loadingMore) return;
  const run = requests.current();
  activityState.loadingMore = true;
  try {
    const { page } = await run.step(fetchPage(next));
    settlePending(page.data);
    Object.assign(activityState, {
      transactions: withoutDuplicates([...activityState.transactions, ...page.data]),
      next: page.next,
      loadingMore: false,
    });
  } catch (error) {
    if (!isSuperseded(error)) fail(error);
  }
}

/**
 * The first page again, merged on top of what is loaded (a tracked transaction was mined: the
 * service's record replaces it). The cursor of the pages already loaded stays.
 */
export async function refreshActivity(): Promise<void> {
  if (activityState.status !== 'loaded') return;
  const run = requests.current();
  try {
    const { page } = await run.step(fetchPage());
    settlePending(page.data);
    const fresh = new Set(page.data.map(({ id }) => id));
    activityState.transactions = withoutDuplicates([...page.data, ...activityState.transactions.filter(({ id }) => !fresh.has(id))]);
    activityState.fetchedAt = Date.now();
    if (activityState.transactions.length === page.data.length) activityState.next = page.next;
  } catch (error) {
    if (!isSuperseded(error)) fail(error);
  }
}

/** Opens a row's transaction on its own view (TransactionDetails). */
export function showTransaction({ id, hash, caipNetworkId }: SelectedTransaction) {
  activityState.selected = { id, hash, caipNetworkId };
  pushView('TransactionDetails');
}
