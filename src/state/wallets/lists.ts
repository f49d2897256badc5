// The registry's wallets as the modal shows them: recommended, recent, and
// AllWallets' pages and search. Loading lives in wallet-loading.ts (it pulls
// the HTTP client); this module stays small enough for the element's entry.
// AllWallets can list thousands: the entries live once, in a plain map outside the
// proxies, and the lists are frozen id arrays replaced whole, so no snapshot copies
// them and no view tracks them entry by entry.
import { ref } from 'valtio';
import { readStored, writeStored } from '../../services/storage/storage';
import { addRecentWallet, type RegistryWallet } from './rules/wallets';
import { parseWallet } from '../../services/registry/parse';
import { defineProxySlice, defineSlice, isSafeImageUrl, RECENT_WALLETS_MAX } from '../shared';
import type { ConnectorInfo } from '../shared';

export type { RegistryWallet };
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WalletList {
  /** Frozen (valtio `ref`): a change replaces the array, and a view re-renders on that alone. */
  ids: readonly string[];
  status: LoadStatus;
  /** i18n key of the failure, when status is 'error'. */
  messageKey?: string;
}

export interface WalletsState {
  /** The `featured-wallets` entries fetched (recommended takes them first). */
  featured: WalletList;
  /** AllWallets: the pages loaded so far, de-duplicated, and the registry's count. */
  all: WalletList & { count: number; pagesLoaded: number; hasMore: boolean };
  search: WalletList & { query: string };
  /** Wallets connected through recently, most recent first (stored). */
  recent: RegistryWallet[];
}

const RECENT_KEY = 'recent-wallets';

/** A list's ids as the state keeps them (a fresh array, frozen here): outside the proxy's tracking. */
export const walletIds = (ids: string[]): readonly string[] => ref(Object.freeze(ids));

const emptyList = (): WalletList => ({ ids: walletIds([]), status: 'idle' });

function freshState(): WalletsState {
  return {
    featured: emptyList(),
    all: { ...emptyList(), count: 0, pagesLoaded: 0, hasMore: true },
    search: { ...emptyList(), query: '' },
    recent: readRecentWallets(),
  };
}

export const walletsState = defineProxySlice<WalletsState>({ name: 'wallets/lists', initial: freshState });

/** Every registry wallet seen so far, by id: immutable entries, each held once. */
const walletsById = defineSlice({ name: 'wallets/by-id', initial: () => new Map<string, RegistryWallet>() });

/** The registry wallet with this id, if one was loaded (a list's ids are always loaded). */
export function walletById(id: string): RegistryWallet | undefined {
  return walletsById.get(id);
}

/** The wallets of `ids` that are loaded, in order. */
export function walletsByIds(ids: readonly string[]): RegistryWallet[] {
  const wallets: RegistryWallet[] = [];
  for (const id of ids) {
    const wallet = walletsById.get(id);
    if (wallet) wallets.push(wallet);
  }
  return wallets;
}

const hasStorePages = (wallet: RegistryWallet) => Boolean(wallet.appStore ?? wallet.playStore);

/** Remembers wallets by id; parsed entries are kept as they are (plain, immutable data). */
export function rememberWallets(wallets: readonly RegistryWallet[]) {
  for (const wallet of wallets) {
    const known = walletsById.get(wallet.id);
    // An entry read without store pages (a later page, a search) does not replace one read with them.
    if (!known || hasStorePages(wallet) || !hasStorePages(known)) walletsById.set(wallet.id, wallet);
  }
}

// Stored entries are data too: read back through the registry's own parser, in its wire shape.
// A page wallet's id (`solana:Phantom`) need not be a registry id: it is checked on its own.
function parseStoredWallet(value: unknown): RegistryWallet | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Partial<Record<keyof RegistryWallet, unknown>>;
  const { id } = entry;
  if (typeof id !== 'string' || id.length === 0 || id.length > 256) return undefined;
  const injected = Array.isArray(entry.injectedNamespaces) ? entry.injectedNamespaces.map((namespace: unknown) => ({ namespace })) : [];
  const wallet = parseWallet({
    id: 'stored',
    name: entry.name,
    image_id: entry.imageId,
    image_url: entry.imageUrl,
    mobile_link: entry.mobileLink,
    desktop_link: entry.desktopLink,
    webapp_link: entry.webappLink,
    rdns: entry.rdns,
    chains: entry.chains,
    injected,
    app_store: entry.appStore,
    play_store: entry.playStore,
  });
  return wallet && recentEntry({ ...wallet, id });
}

/** The stored recent wallets; a list of another shape, or with an entry of another shape, is dropped whole. */
export function parseRecentWallets(value: unknown): RegistryWallet[] | undefined {
  if (!Array.isArray(value) || value.length > RECENT_WALLETS_MAX) return undefined;
  const wallets = value.map(parseStoredWallet);
  return wallets.every((wallet) => wallet !== undefined) ? wallets : undefined;
}

/** A recent wallet as the proxy holds it: its own lists (a parsed entry's are shared and frozen). */
function recentEntry(wallet: RegistryWallet): RegistryWallet {
  return { ...wallet, chains: [...wallet.chains], injectedNamespaces: [...wallet.injectedNamespaces] };
}

function readRecentWallets(): RegistryWallet[] {
  return readStored(RECENT_KEY, parseRecentWallets) ?? [];
}

/** A connection through `wallet` succeeded: it becomes the most recent (at most 2 are kept). */
export function recordRecentWallet(wallet: RegistryWallet) {
  const recent = addRecentWallet(walletsState.recent, recentEntry(wallet));
  walletsState.recent = recent;
  writeStored(RECENT_KEY, recent);
}

/** A browser wallet connected: recorded as its registry entry when one matches its rdns. */
export function recordRecentConnector(connector: ConnectorInfo) {
  // A legacy injected provider has no identity to show again.
  if (connector.type === 'injected') return;
  const rdns = connector.info?.rdns;
  const registered = rdns ? [...walletsById.values()].find((wallet) => wallet.rdns === rdns) : undefined;
  recordRecentWallet(
    registered ?? {
      id: connector.id,
      name: connector.name,
      imageUrl: isSafeImageUrl(connector.imageUrl) ? connector.imageUrl : undefined,
      rdns,
      chains: [],
      injectedNamespaces: [connector.chain],
    },
  );
}

export function resetWallets() {
  walletsById.clear();
  Object.assign(walletsState, freshState());
}
