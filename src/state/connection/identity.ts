// Page wallets' identities (what a stored session names). Anyone can announce any name, so the
// first wallet to claim an identity keeps it, later claimants get distinct ids, and all of them
// are marked shared: a stored session is never handed to one of them silently (restore.ts).
import { defineSlice } from '../shared';
import type { Connector } from './connector';

export interface Identified<T> {
  item: T;
  id: string;
  /** Another wallet on the page claims the same identity. */
  shared: boolean;
}

export function distinctIdentities<T>(items: readonly T[], identityOf: (item: T) => string): Identified<T>[] {
  const claims = new Map<string, number>();
  for (const item of items) claims.set(identityOf(item), (claims.get(identityOf(item)) ?? 0) + 1);
  const taken = new Set<string>();
  return items.map((item) => {
    const base = identityOf(item);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}#${n}`;
    taken.add(id);
    return { item, id, shared: (claims.get(base) ?? 0) > 1 };
  });
}

// A page announcing thousands of broken wallets must not flood the console: the first 20, then one line.
const MAX_SKIPPED_REPORTED = 20;
const skipped = defineSlice({ name: 'connection/skipped-reports', initial: () => ({ reported: 0 }) });

/** A page wallet left out (malformed, or one too many): one console line with `debug`, nothing otherwise. */
export function reportSkippedWallet(debug: boolean, reason: string) {
  if (!debug || skipped.reported > MAX_SKIPPED_REPORTED) return;
  skipped.reported += 1;
  console.warn(`<wallet-modal> ${skipped.reported > MAX_SKIPPED_REPORTED ? 'more wallets skipped (not listed here)' : reason}`);
}

/** Builds one connector per wallet object and identity, kept while both stay: a re-announcement rebuilds nothing. */
export function connectorCache<T>(walletOf: (item: T) => object, build: (identified: Identified<T>) => Connector) {
  const built = new WeakMap<object, Connector>();
  return (identified: Identified<T>): Connector => {
    const known = built.get(walletOf(identified.item));
    if (known?.id === identified.id && known.sharedIdentity === identified.shared) return known;
    const connector = build(identified);
    built.set(walletOf(identified.item), connector);
    return connector;
  };
}
