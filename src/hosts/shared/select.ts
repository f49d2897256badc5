// What every host binding reads from the store's snapshot (React, Vue, Svelte): pure selectors, each returning a
// part of the snapshot that keeps its identity while its data does (the store's contract), so a binding can skip
// a change that is not its own by comparing with `===`.
import type { AccountSnapshot, ChainNamespace, ModalSnapshot, NetworkSnapshot, WalletModalSnapshot } from '../../element';

/** A namespace's account, by default the active one's. */
export const selectAccount = (snapshot: WalletModalSnapshot, namespace?: ChainNamespace): AccountSnapshot =>
  snapshot[namespace ?? snapshot.namespace];

const NO_NETWORK: Partial<NetworkSnapshot> = Object.freeze({});

/** A namespace's network, by default the active one; an empty object while it has none. */
export const selectNetwork = (snapshot: WalletModalSnapshot, namespace?: ChainNamespace): Partial<NetworkSnapshot> =>
  selectAccount(snapshot, namespace).network ?? NO_NETWORK;

/** The modal: whether it is open, and on which view. */
export const selectModal = (snapshot: WalletModalSnapshot): ModalSnapshot => snapshot.modal;
