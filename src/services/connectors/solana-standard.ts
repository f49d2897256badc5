// Solana wallets on the page, through the Wallet Standard (`@wallet-standard/app`): those with a
// `solana:` chain and `standard:connect`. A wallet object is untrusted page input: it is read
// once where it enters (getters that throw, wrong types and missing features skip it), and its
// live fields (chains, accounts) are read through guards. Kept tiny: it is in the entry.
import { getWallets } from '@wallet-standard/app';
import { MAX_PAGE_WALLETS } from './eip6963';

/** The slice of a Wallet Standard account and wallet this connector reads. */
export interface StandardAccount {
  readonly address: string;
  readonly chains: readonly string[];
}

export interface StandardWallet {
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly accounts: readonly StandardAccount[];
  readonly features: Readonly<Record<string, unknown>>;
}

export interface SolanaWallet {
  name: string;
  icon?: string;
  wallet: StandardWallet;
}

const MAX_CHAINS = 64;

/** A list of strings a wallet holds (its chains, an account's chains); [] when reading it throws or it has another shape. */
export function stringList(read: () => unknown): string[] {
  try {
    const list = read();
    return Array.isArray(list)
      ? [...(list as unknown[])].slice(0, MAX_CHAINS).filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The wallet's feature `name` when it has a `method` function; undefined when not, or when reading it throws. */
export function feature<T>(wallet: StandardWallet, name: string, method: string): T | undefined {
  try {
    const found = (wallet.features as Record<string, Record<string, unknown> | undefined>)[name];
    return typeof found?.[method] === 'function' ? (found as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The wallet as plain values; undefined when it is not a Solana wallet; the reason when it is a malformed one. */
export function readStandardWallet(wallet: StandardWallet): SolanaWallet | string | undefined {
  try {
    if (!Array.isArray(wallet.chains)) return 'Wallet Standard wallet skipped: no chains';
    if (!stringList(() => wallet.chains).some((chain) => chain.startsWith('solana:'))) return undefined;
    const { name, icon } = wallet;
    if (typeof name !== 'string' || name.trim().length === 0 || name.length > 1_000) return 'Wallet Standard wallet skipped: no name';
    if (!feature(wallet, 'standard:connect', 'connect')) return `${name} skipped: no standard:connect`;
    return { name, icon: typeof icon === 'string' ? icon : undefined, wallet };
  } catch {
    return 'Wallet Standard wallet skipped: it threw';
  }
}

export interface SolanaWalletHandlers {
  changed(wallets: SolanaWallet[]): void;
  skipped(reason: string): void;
}

/** Calls `changed` now and (once per burst) whenever a Solana wallet registers or unregisters; returns the stop. */
export function watchSolanaWallets({ changed, skipped }: SolanaWalletHandlers): () => void {
  const read = new WeakMap<object, SolanaWallet | undefined>();
  const readOnce = (wallet: StandardWallet) => {
    if (read.has(wallet)) return read.get(wallet);
    const found = readStandardWallet(wallet);
    if (typeof found === 'string') skipped(found);
    read.set(wallet, typeof found === 'string' ? undefined : found);
    return read.get(wallet);
  };
  const emit = () => {
    const found: SolanaWallet[] = [];
    for (const wallet of getWallets().get()) {
      const solana =
        found.length < MAX_PAGE_WALLETS && typeof wallet === 'object' && wallet !== null ? readOnce(wallet as StandardWallet) : undefined;
      if (solana) found.push(solana);
    }
    changed(found);
  };
  let pending = false;
  const later = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      if (offs.length > 0) emit();
    });
  };
  const api = getWallets();
  const offs = [api.on('register', later), api.on('unregister', later)];
  emit();
  return () => offs.splice(0).forEach((off) => off());
}
