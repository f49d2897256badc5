// The page's store, for any host framework (React's useSyncExternalStore, Vue, Svelte, plain scripts): a frozen
// snapshot that stays the same object until something it holds changes, listeners told after such a change, and
// the element's actions. One per page, over the proxies every <wallet-modal> shares; usable before any element.
import { subscribe as watchProxy } from 'valtio';
import { accountState, authState, signInState } from '../account';
import { addTransaction, type HostTransactionInput } from '../transactions';
import { featureChunks } from '../chunks/features';
import { siwxChunks } from '../chunks/siwx';
import { connectedConnector, connectorsState, disconnect, type ProviderOf } from '../connection';
import { activeNamespace, chainsState } from '../networks';
import { closeModal, modalState, openModal, routerState } from '../router';
import { defineSlice, NAMESPACES, type CaipNetworkId, type ChainNamespace, type ViewName } from '../shared';
import { accountSnapshot, disconnectedSnapshot, modalSnapshot, signInSnapshot, type WalletModalSnapshot } from './snapshot';

/** What `open()` accepts. */
export interface OpenOptions {
  view?: ViewName;
  namespace?: ChainNamespace;
}

/** The store: `getSnapshot`/`subscribe` follow useSyncExternalStore's contract; the actions are the element's methods. */
export interface WalletModalStore {
  /** The current snapshot, frozen: the same object until something it holds changes. */
  getSnapshot(): WalletModalSnapshot;
  /** A constant disconnected snapshot, for server rendering and hydration. */
  getServerSnapshot(): WalletModalSnapshot;
  /** Calls `listener` after each change of the snapshot (once per batch of changes); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  open(options?: OpenOptions): void;
  close(): void;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>;
  getProvider<N extends ChainNamespace>(namespace: N): ProviderOf<N> | undefined;
  getProvider(namespace?: ChainNamespace): ProviderOf<ChainNamespace> | undefined;
  /** Asks the connected account to sign in (after a cancel too); while disconnected, opens Connect first. */
  signIn(): Promise<void>;
  /** Follows a transaction the host sent itself (a toast, the pending count, Activity, `transaction` events); throws a TypeError for a malformed hash. */
  addTransaction(input: HostTransactionInput): void;
}

const freeze = <T>(value: T): T => {
  if (value && typeof value === 'object') Object.values(Object.freeze(value)).forEach(freeze);
  return value;
};

/** `before` when `after` holds the same data (the snapshot keeps its identity), else `after`. */
const same = <T>(before: T | undefined, after: T): T => (before && JSON.stringify(before) === JSON.stringify(after) ? before : after);

// Listeners are the hosts' (each removes its own); the cache and the proxy watch are a slice.
const listeners = new Set<() => void>();
/** `told`: the snapshot the listeners last heard of. */
const cache = defineSlice<{
  snapshot?: WalletModalSnapshot;
  told?: WalletModalSnapshot;
  stale?: boolean;
  queued?: boolean;
  stop?: () => void;
}>({
  name: 'store/snapshot',
  initial: () => ({}),
  dispose: ({ stop }) => stop?.(),
});

function notify() {
  cache.queued = false;
  const next = getSnapshot();
  if (next === cache.told) return;
  cache.told = next;
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      // As a throwing event listener: reported to the page, and the others still run.
      (globalThis.reportError ?? console.error)(error);
    }
  }
}

/** Marks the snapshot stale at once (a read right after an action sees it), and tells the listeners once the batch is done. */
function onChange() {
  cache.stale = true;
  if (cache.queued) return;
  cache.queued = true;
  queueMicrotask(notify);
}

function watch() {
  if (cache.stop) return;
  const stops = [accountState, chainsState, connectorsState, authState, signInState, modalState, routerState].map((proxy) =>
    watchProxy(proxy, onChange, true),
  );
  cache.stop = () => stops.forEach((stop) => stop());
}

function getSnapshot(): WalletModalSnapshot {
  watch();
  const previous = cache.snapshot;
  if (previous && !cache.stale) return previous;
  cache.stale = false;
  const accounts = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, same(previous?.[namespace], accountSnapshot(namespace))]));
  const next = {
    ...accounts[activeNamespace()],
    ...accounts,
    modal: same(previous?.modal, modalSnapshot()),
    signIn: same(previous?.signIn, signInSnapshot()),
  } as WalletModalSnapshot;
  return (cache.snapshot = freeze(same(previous, next)));
}

const serverSnapshot = freeze(disconnectedSnapshot());

/**
 * The element's switchNetwork(): while disconnected the network becomes active; a connected wallet is asked to switch
 * (adding the chain if needed); another namespace opens SwitchActiveChain. Rejects with a catalogue error (already reported).
 */
export async function switchNetwork(caipNetworkId: CaipNetworkId): Promise<void> {
  const { switchNetwork: switchTo } = await featureChunks.networkSwitch();
  return switchTo(caipNetworkId);
}

export const store: WalletModalStore = Object.freeze({
  getSnapshot,
  getServerSnapshot: () => serverSnapshot,
  subscribe(listener: () => void) {
    cache.told ??= getSnapshot();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  open: (options?: OpenOptions) => openModal(options),
  close: () => closeModal(),
  disconnect: (namespace = activeNamespace()) => disconnect(namespace),
  switchNetwork,
  getProvider: (namespace: ChainNamespace = activeNamespace()) => connectedConnector(namespace)?.provider(namespace),
  signIn: () => siwxChunks.siwx().then(({ requestSignIn }) => requestSignIn()),
  addTransaction,
});
