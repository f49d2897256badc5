// `wallet-modal/svelte` (its declarations are this file's, scripts/declarations.mjs): the page's store as Svelte
// readable stores (Svelte 4 and 5, the host's own: dist/svelte.js imports `svelte/store` and the package's main entry,
// ./wallet-modal.js, and bundles neither). `$walletModal`, `$account` (from `walletAccount()`)… in a component; each
// store follows the page's while it has subscribers, and tells them only when its own part changes.
import { readable, type Readable } from 'svelte/store';
import { store } from '../../element';
import type { AccountSnapshot, ChainNamespace, NetworkSnapshot, ViewName, WalletModalSnapshot, WalletModalStore } from '../../element';
import { selectAccount, selectModal, selectNetwork } from '../shared/select';

export { store };

/** What `$walletModal` holds. */
export interface WalletModalState {
  isOpen: boolean;
  view: ViewName | undefined;
}

/**
 * A readable of `shape(select(snapshot))`, told when `select`'s part changes (the store keeps each part's identity
 * while its data stays). On a server: the store's server snapshot, nothing subscribed.
 */
function selected<Part, Value = Part>(select: (snapshot: WalletModalSnapshot) => Part, shape?: (part: Part) => Value): Readable<Value> {
  const valueOf = (part: Part) => (shape ? shape(part) : (part as unknown as Value));
  return readable<Value>(undefined, (set) => {
    if (!('document' in globalThis)) return void set(valueOf(select(store.getServerSnapshot())));
    let part = select(store.getSnapshot());
    set(valueOf(part));
    return store.subscribe(() => {
      const next = select(store.getSnapshot());
      if (next !== part) set(valueOf((part = next)));
    });
  });
}

/** One store per namespace (undefined: the active one), made on first use. */
function perNamespace<Store>(make: (namespace?: ChainNamespace) => Store): (namespace?: ChainNamespace) => Store {
  const made = new Map<ChainNamespace | undefined, Store>();
  return (namespace) => {
    if (!made.has(namespace)) made.set(namespace, make(namespace));
    return made.get(namespace) as Store;
  };
}

/** The store's whole snapshot. */
export const walletSnapshot: Readable<WalletModalSnapshot> = selected((snapshot) => snapshot);

/** The modal: `$walletModal` is `{ isOpen, view }`; `walletModal.open(options?)` and `walletModal.close()` are the element's. */
export const walletModal: Readable<WalletModalState> & Pick<WalletModalStore, 'open' | 'close'> = {
  ...selected(selectModal, (modal): WalletModalState => ({ isOpen: modal.open, view: modal.view })),
  open: store.open,
  close: store.close,
};

/** A namespace's account, by default the active one's: status, address, network, connector, balance, embedded sign-in. */
export const walletAccount: (namespace?: ChainNamespace) => Readable<AccountSnapshot> = perNamespace((namespace) =>
  selected((snapshot) => selectAccount(snapshot, namespace)),
);

/** A namespace's network, by default the active one (`{}` while it has none), with `switchNetwork` (the element's). */
export const walletNetwork: (namespace?: ChainNamespace) => Readable<Partial<NetworkSnapshot>> & Pick<WalletModalStore, 'switchNetwork'> =
  perNamespace((namespace) => ({ ...selected((snapshot) => selectNetwork(snapshot, namespace)), switchNetwork: store.switchNetwork }));
