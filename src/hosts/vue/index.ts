// `wallet-modal/vue` (its declarations are this file's, scripts/declarations.mjs): the page's store in a Vue 3 host (the
// host's own Vue: dist/vue.js imports `vue` and the package's main entry, ./wallet-modal.js, and bundles neither).
// Each composable follows the store while the scope that called it lives (a component's setup, an effectScope) and
// unsubscribes when it is disposed; it returns refs, one per field, so destructuring keeps them reactive.
import { computed, getCurrentScope, onScopeDispose, shallowRef, type ComputedRef, type ShallowRef } from 'vue';
import {
  store,
  type AccountSnapshot,
  type CaipNetworkId,
  type ChainNamespace,
  type NetworkSnapshot,
  type OpenOptions,
  type ViewName,
  type WalletModalSnapshot,
} from '../../element';
import { selectAccount, selectModal, selectNetwork } from '../shared/select';

export { store };

/** Each field of `T` as a read-only ref. */
export type WalletRefs<T> = { readonly [Key in keyof T]-?: ComputedRef<T[Key]> };

// Every field of each part, checked by the compiler, so a field added to the snapshot is a ref here too.
const ACCOUNT_FIELDS: Record<keyof AccountSnapshot, true> = {
  namespace: true,
  status: true,
  address: true,
  caipAddress: true,
  network: true,
  connector: true,
  balance: true,
  embedded: true,
};
const NETWORK_FIELDS: Record<keyof NetworkSnapshot, true> = { caipNetworkId: true, name: true, chainId: true };

/** One computed ref per field of what `source` reads (each changes only when its own field does). */
function refsOf<T extends object>(source: () => T, fields: Record<keyof T, true>): WalletRefs<T> {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, computed(() => source()[field as keyof T])])) as WalletRefs<T>;
}

/**
 * The store's snapshot as a shallow ref, following each change until the calling scope is disposed (called outside a
 * scope, it follows the store for the page's life). On a server: the store's server snapshot, nothing subscribed.
 */
export function useWalletModalSnapshot(): Readonly<ShallowRef<WalletModalSnapshot>> {
  if (!('document' in globalThis)) return shallowRef(store.getServerSnapshot());
  const snapshot = shallowRef(store.getSnapshot());
  const stop = store.subscribe(() => {
    snapshot.value = store.getSnapshot();
  });
  if (getCurrentScope()) onScopeDispose(stop);
  return snapshot;
}

/** The modal: open it (at a view, for a namespace), close it, whether it is open and on which view. */
export function useWalletModal(): {
  open: (options?: OpenOptions) => void;
  close: () => void;
  isOpen: ComputedRef<boolean>;
  view: ComputedRef<ViewName | undefined>;
} {
  const snapshot = useWalletModalSnapshot();
  return {
    open: store.open,
    close: store.close,
    isOpen: computed(() => selectModal(snapshot.value).open),
    view: computed(() => selectModal(snapshot.value).view),
  };
}

/** A namespace's account, by default the active one's: status, address, network, connector, balance, embedded sign-in. */
export function useWalletAccount(namespace?: ChainNamespace): WalletRefs<AccountSnapshot> {
  const snapshot = useWalletModalSnapshot();
  return refsOf(() => selectAccount(snapshot.value, namespace), ACCOUNT_FIELDS);
}

/** A namespace's network, by default the active one (refs, undefined while it has none), and `switchNetwork` (the element's). */
export function useWalletNetwork(namespace?: ChainNamespace): WalletRefs<Partial<NetworkSnapshot>> & {
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>;
} {
  const snapshot = useWalletModalSnapshot();
  return { ...refsOf(() => selectNetwork(snapshot.value, namespace), NETWORK_FIELDS), switchNetwork: store.switchNetwork };
}
