// Loading the registry's wallets: the first page (prefetched on intent, it
// also feeds recommended), the featured wallets, further pages and search.
import { isWalletModalError } from '../../services/errors';
import { registryClient } from '../registry';
import { chainsState } from '../networks';
import { emitStateEvent } from '../events';
import { currentView } from '../router';
import { optionsState } from '../settings';
import { defineSlice, defineTask, defineTimer, isSuperseded, WALLETS_PAGE_SIZE, WALLET_SEARCH_ENTRIES } from '../shared';
import { appendUniqueIds, hasMorePages } from './rules/wallets';
import { rememberWallets, resetWallets, walletIds, walletsState } from './lists';
import type { ViewName } from '../shared';

export const SEARCH_DEBOUNCE_MS = 300;

// The settings the lists are for: a change of registry, project or filters starts them over.
const lists = defineSlice({ name: 'wallets/filters', initial: () => ({ filtersKey: '' }) });
const searchDelay = defineTimer('wallets/search-delay');
/** The lists' requests: dropping the lists supersedes them, and answers to older requests are ignored. */
const listRequests = defineTask('wallets/list-requests');
const searching = defineTask('wallets/search');

function listFilters() {
  const { includeWallets, excludeWallets } = optionsState.options;
  return { include: includeWallets, exclude: excludeWallets, chains: chainsState.networks.map((network) => network.caipNetworkId) };
}

function dropListsIfSettingsChanged() {
  const { registryUrl, projectId, featuredWallets } = optionsState.options;
  const key = JSON.stringify([registryUrl, projectId, featuredWallets, listFilters()]);
  if (key === lists.filtersKey) return;
  if (lists.filtersKey !== '') {
    listRequests.cancel();
    resetWallets();
  }
  lists.filtersKey = key;
}

function reportRegistryError(error: unknown, view: ViewName): string {
  const named = isWalletModalError(error) ? error : undefined;
  const messageKey = named?.messageKey ?? 'error.unknown';
  emitStateEvent({
    type: 'error',
    code: named?.name ?? 'UnknownError',
    messageKey,
    view,
    detail: error instanceof Error ? error.message : undefined,
  });
  return messageKey;
}

/** Loads AllWallets' next page of 40 (the first page also feeds recommended and the count). */
export async function loadNextWalletsPage() {
  dropListsIfSettingsChanged();
  const client = registryClient();
  const { all } = walletsState;
  if (!client || all.status === 'loading' || !all.hasMore) return;
  const run = listRequests.current();
  const page = all.pagesLoaded + 1;
  all.status = 'loading';
  all.messageKey = undefined;
  try {
    // Store pages only show with the recommended wallets, which come from the first page.
    const result = await run.step(client.fetchWallets({ page, entries: WALLETS_PAGE_SIZE, storePages: page === 1, ...listFilters() }));
    rememberWallets(result.data);
    Object.assign(all, {
      ids: walletIds(appendUniqueIds(all.ids, result.data)),
      count: result.count,
      pagesLoaded: page,
      hasMore: hasMorePages(page, WALLETS_PAGE_SIZE, result.count, result.data.length),
      status: 'ready',
    });
  } catch (error) {
    if (isSuperseded(error)) return;
    all.status = 'error';
    all.messageKey = reportRegistryError(error, currentView());
  }
}

/** Fetches the host's `featured-wallets` entries, once. */
export async function loadFeaturedWallets() {
  dropListsIfSettingsChanged();
  const client = registryClient();
  const { featured } = walletsState;
  const ids = optionsState.options.featuredWallets.slice(0, WALLET_SEARCH_ENTRIES);
  if (!client || ids.length === 0 || featured.status === 'loading' || featured.status === 'ready') return;
  const run = listRequests.current();
  featured.status = 'loading';
  try {
    const result = await run.step(client.fetchWallets({ page: 1, entries: ids.length, include: ids }));
    rememberWallets(result.data);
    Object.assign(featured, { ids: walletIds(result.data.map((wallet) => wallet.id)), status: 'ready', messageKey: undefined });
  } catch (error) {
    if (isSuperseded(error)) return;
    Object.assign(featured, { status: 'error', messageKey: reportRegistryError(error, currentView()) });
  }
}

/** On the visitor's intent: the first page and the featured wallets, so Connect shows them at once. */
export function prefetchWallets() {
  if (walletsState.all.pagesLoaded === 0 && walletsState.all.status !== 'error') void loadNextWalletsPage();
  if (walletsState.featured.status === 'idle') void loadFeaturedWallets();
}

/** Retries what failed. */
export function retryWallets() {
  if (walletsState.all.status === 'error') void loadNextWalletsPage();
  if (walletsState.featured.status === 'error') {
    walletsState.featured.status = 'idle';
    void loadFeaturedWallets();
  }
  if (walletsState.search.status === 'error') searchWallets(walletsState.search.query, 0);
}

async function runSearch(query: string) {
  const client = registryClient();
  if (!client) return;
  const run = searching.start();
  const { search } = walletsState;
  try {
    const result = await run.step(
      client.fetchWallets({
        page: 1,
        entries: WALLET_SEARCH_ENTRIES,
        search: query,
        storePages: false,
        signal: run.signal,
        ...listFilters(),
      }),
    );
    rememberWallets(result.data);
    Object.assign(search, { ids: walletIds(appendUniqueIds([], result.data)), status: 'ready', messageKey: undefined });
  } catch (error) {
    if (isSuperseded(error)) return;
    Object.assign(search, { ids: walletIds([]), status: 'error', messageKey: reportRegistryError(error, 'AllWallets') });
  }
}

/** Searches the registry after a pause in typing; a new search cancels the one in flight. */
export function searchWallets(query: string, debounceMs = SEARCH_DEBOUNCE_MS) {
  searchDelay.clear();
  searching.cancel();
  dropListsIfSettingsChanged();
  const { search } = walletsState;
  search.query = query;
  if (query.trim() === '') {
    Object.assign(search, { ids: walletIds([]), status: 'idle', messageKey: undefined });
    return;
  }
  search.status = 'loading';
  searchDelay.set(() => void runSearch(query.trim()), debounceMs);
}
