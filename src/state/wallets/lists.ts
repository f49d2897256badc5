// The registry's wallets as the modal shows them: recommended, recent, and
// AllWallets' pages and search. Loading lives in wallet-loading.ts (it pulls
// the HTTP client); this module stays small enough for the element's entry.
import { proxy, ref } from 'valtio';
import { readStored, writeStored } from '../../services/storage/storage';
import { addRecentWallet, type RegistryWallet } from './rules/wallets';
import { parseWallet } from '../../services/registry/parse';
import { isSafeImageUrl, RECENT_WALLETS_MAX } from '../shared';
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

// Stored entries are data too: read back through the registry's own parser, in its wire shape.
// A page wallet's id (`solana:Phantom`) need not be a registry id: it is checked on its own.
function parseStoredWallet(value: unknown): RegistryWallet | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Partial<Record<keyof RegistryWallet, unknown>>;
  const { id } = entry;
  if (typeof id !== 'string' || id.length === 0 || id.length > 256) return undefined;
  const injected = Array.isArray(entry.injectedNamespaces) ? entry.injectedNamespaces.map((namespace: unknown) => ({ namespace })) : [];
  const wallet = parseWallet({
    id: 'stored', name: entry.name, image_id: entry.imageId, image_url: entry.imageUrl, badge_type: entry.badgeType, mobile_link: entry.mobileLink,
    desktop_link: entry.desktopLink, webapp_link: entry.webappLink, rdns: entry.rdns, chains: entry.chains, injected,
  });
  return wallet && { ...wallet, id };
}

/** The stored recent wallets; a list of another shape, or with an entry of another shape, is dropped whole. */
export function parseRecentWallets(value: unknown): RegistryWallet[] | undefined {
  if (!Array.isArray(value) || value.length > RECENT_WALLETS_MAX) return undefined;
  const wallets = value.map(parseStoredWallet);
  return wallets.every((wallet) => wallet !== undefined) ? wallets : undefined;
}

function readRecentWallets(): RegistryWallet[] {
  return readStored(RECENT_KEY, parseRecentWallets) ?? [];
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
