// The registry's wallets as the modal shows them: recommended, recent, and
// AllWallets' pages and search. Loading lives in wallet-loading.ts (it pulls
// the HTTP client); this module stays small enough for the element's entry.
import { proxy, ref } from 'valtio';
import { readStored, writeStored } from '../../services/storage/storage';
import { displayText } from '../../services/text/display-text';
import { addRecentWallet, type RegistryWallet } from './rules/wallets';
import { isSafeDeepLink, isSafeImageUrl, isSafeWebUrl } from '../shared';
import type { ConnectorInfo } from '../shared';

export type { RegistryWallet };
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WalletList {
  ids: string[];
  status: LoadStatus;
  /** i18n key of the failure, when status is 'error'. */
  messageKey?: string;
}

export interface WalletsState {
  /** Every registry wallet seen so far, by id (immutable entries). */
  byId: Record<string, RegistryWallet>;
  /** The `featured-wallets` entries fetched (recommended takes them first). */
  featured: WalletList;
  /** AllWallets: the pages loaded so far, de-duplicated, and the registry's count. */
  all: WalletList & { count: number; pagesLoaded: number; hasMore: boolean };
  search: WalletList & { query: string };
  /** Wallets connected through recently, most recent first (stored). */
  recent: RegistryWallet[];
}

const RECENT_KEY = 'recent-wallets';

const emptyList = (): WalletList => ({ ids: [], status: 'idle' });

function freshState(): WalletsState {
  return {
    byId: {},
    featured: emptyList(),
    all: { ...emptyList(), count: 0, pagesLoaded: 0, hasMore: true },
    search: { ...emptyList(), query: '' },
    recent: readRecentWallets(),
  };
}

export const walletsState = proxy<WalletsState>(freshState());

/** Adds wallets to `byId`; entries are kept as plain data (no proxy per wallet, thousands of them). */
export function rememberWallets(wallets: readonly RegistryWallet[]) {
  for (const wallet of wallets) walletsState.byId[wallet.id] = ref({ ...wallet, chains: [...wallet.chains] });
}

// Stored entries are data too: re-checked on the way back in.
function fromStored(value: unknown): RegistryWallet | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Partial<RegistryWallet>;
  const name = displayText(entry.name);
  if (typeof entry.id !== 'string' || !entry.id || !name) return undefined;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  return {
    id: entry.id,
    name,
    imageUrl: isSafeImageUrl(entry.imageUrl) ? entry.imageUrl : undefined,
    mobileLink: isSafeDeepLink(entry.mobileLink) ? entry.mobileLink : undefined,
    desktopLink: isSafeDeepLink(entry.desktopLink) ? entry.desktopLink : undefined,
    webappLink: isSafeWebUrl(entry.webappLink) ? entry.webappLink : undefined,
    rdns: typeof entry.rdns === 'string' ? entry.rdns : undefined,
    chains: strings(entry.chains),
    injectedNamespaces: strings(entry.injectedNamespaces),
  };
}

function readRecentWallets(): RegistryWallet[] {
  const stored = readStored<unknown>(RECENT_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.map(fromStored).filter((wallet): wallet is RegistryWallet => wallet !== undefined);
}

/** A connection through `wallet` succeeded: it becomes the most recent (at most 2 are kept). */
export function recordRecentWallet(wallet: RegistryWallet) {
  const recent = addRecentWallet(walletsState.recent, { ...wallet, chains: [...wallet.chains] });
  walletsState.recent = recent;
  writeStored(RECENT_KEY, recent);
}

/** A browser wallet connected: recorded as its registry entry when one matches its rdns. */
export function recordRecentConnector(connector: ConnectorInfo) {
  // A legacy injected provider has no identity to show again.
  if (connector.type === 'injected') return;
  const rdns = connector.info?.rdns;
  const registered = rdns ? Object.values(walletsState.byId).find((wallet) => wallet.rdns === rdns) : undefined;
  recordRecentWallet(registered ?? {
    id: connector.id,
    name: connector.name,
    imageUrl: isSafeImageUrl(connector.imageUrl) ? connector.imageUrl : undefined,
    rdns,
    chains: [],
    injectedNamespaces: [connector.chain],
  });
}

export function resetWallets() {
  Object.assign(walletsState, freshState());
}
