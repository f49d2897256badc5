// Which wallets the Connect view and AllWallets show: pure rules, unit tested.
import type { RegistryWallet } from '../../../services/registry/parse';
import { RECENT_WALLETS_MAX, RECOMMENDED_WALLETS_COUNT } from '../../shared';

export type { RegistryWallet };

/** True when the wallet supports any of the configured networks (or when none are given). */
export function supportsAnyChain(wallet: Pick<RegistryWallet, 'chains'>, chains: readonly string[]): boolean {
  return chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain));
}

export interface RecommendedInput {
  /** Entries fetched for `featured-wallets` (any order). */
  featured: readonly RegistryWallet[];
  /** The registry's first wallets, in its order. */
  candidates: readonly RegistryWallet[];
  featuredIds: readonly string[];
  includeIds: readonly string[];
  excludeIds: readonly string[];
  /** The configured networks' CAIP-2 ids. */
  chains: readonly string[];
  /** The wallets announced on the page: shown once, as installed. */
  installed: InstalledWallets;
  /** Ids already shown above (recent wallets). */
  shownIds?: readonly string[];
  count?: number;
}

/** What identifies the wallets announced on the page. */
export interface InstalledWallets {
  ids: readonly string[];
  /** EIP-6963 wallets' rdns. */
  rdns: readonly string[];
  /** Wallet Standard wallets' names, lower-cased: the standard has no rdns, and the registry names them by name. */
  standardNames?: readonly string[];
}

/** Whether a registry wallet is one announced on the page: same id, same rdns, or a Wallet Standard wallet of the same name. */
export function isInstalledWallet(
  wallet: Pick<RegistryWallet, 'id' | 'rdns' | 'name' | 'injectedNamespaces'>,
  installed: InstalledWallets,
): boolean {
  if (installed.ids.includes(wallet.id)) return true;
  if (wallet.rdns && installed.rdns.includes(wallet.rdns)) return true;
  return wallet.injectedNamespaces.includes('solana') && (installed.standardNames ?? []).includes(wallet.name.toLowerCase());
}

/**
 * Recommended: `featured-wallets` first in the host's order, then the registry's
 * order; `exclude-wallets` always wins; `include-wallets` limits the others; only
 * wallets for the configured networks; none that is installed or already shown.
 */
export function selectRecommended(input: RecommendedInput): RegistryWallet[] {
  const { featuredIds, includeIds, excludeIds, chains, installed, shownIds = [], count = RECOMMENDED_WALLETS_COUNT } = input;
  const featuredById = new Map(input.featured.map((wallet) => [wallet.id, wallet]));
  const featured = featuredIds.map((id) => featuredById.get(id)).filter((wallet): wallet is RegistryWallet => wallet !== undefined);
  const others = input.candidates.filter((wallet) => includeIds.length === 0 || includeIds.includes(wallet.id));
  const seen = new Set(shownIds);
  const chosen: RegistryWallet[] = [];
  for (const wallet of [...featured, ...others]) {
    if (chosen.length >= count) break;
    if (seen.has(wallet.id) || excludeIds.includes(wallet.id)) continue;
    if (!supportsAnyChain(wallet, chains)) continue;
    if (isInstalledWallet(wallet, installed)) continue;
    seen.add(wallet.id);
    chosen.push(wallet);
  }
  return chosen;
}

/**
 * How many recommended wallets Connect lists: 4 wallets in all before WalletConnect and All wallets, those on the page
 * and the recent ones first (so Connect fits a laptop's screen with sign-in on; the rest are in All wallets).
 */
export function recommendedCount(pageWallets: number, recentWallets: number): number {
  return Math.max(0, RECOMMENDED_WALLETS_COUNT - pageWallets - recentWallets);
}

/** The recent list after a connection through `wallet`: it first, no duplicate, at most 2. */
export function addRecentWallet(recent: readonly RegistryWallet[], wallet: RegistryWallet, max = RECENT_WALLETS_MAX): RegistryWallet[] {
  return [wallet, ...recent.filter((entry) => entry.id !== wallet.id)].slice(0, max);
}

/** Recent wallets to show: not those announced on the page (they show as installed), at most 2. */
export function visibleRecentWallets(
  recent: readonly RegistryWallet[],
  installed: InstalledWallets,
  max = RECENT_WALLETS_MAX,
): RegistryWallet[] {
  return recent.filter((wallet) => !isInstalledWallet(wallet, installed)).slice(0, max);
}

/** `ids` followed by the page's wallets not already in it, in order. */
export function appendUniqueIds(ids: readonly string[], page: readonly Pick<RegistryWallet, 'id'>[]): string[] {
  const seen = new Set(ids);
  const added: string[] = [];
  for (const { id } of page) {
    if (seen.has(id)) continue;
    seen.add(id);
    added.push(id);
  }
  return [...ids, ...added];
}

/** Whether another page may exist after `pagesLoaded` pages of `pageSize`, given the registry's count. */
export function hasMorePages(pagesLoaded: number, pageSize: number, count: number, lastPageLength: number): boolean {
  if (pagesLoaded === 0) return true;
  return lastPageLength > 0 && pagesLoaded * pageSize < count;
}

/** On a phone only wallets that open there: an app deep link or a web app. */
export function canOpenOnMobile(wallet: Pick<RegistryWallet, 'mobileLink' | 'webappLink'>): boolean {
  return Boolean(wallet.mobileLink || wallet.webappLink);
}

/** The registry count on the "All wallets" entry: exact up to 10, else rounded down to tens with a plus ("300+"). */
export function walletCountLabel(count: number): string {
  if (count <= 10) return String(count);
  return `${Math.floor(count / 10) * 10}+`;
}

/** Initials for an image fallback: the first letters of the first two words. */
export function walletInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
