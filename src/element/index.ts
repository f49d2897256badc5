// Entry of dist/wallet-modal.js: defines <wallet-modal> (in a browser; importing it on a server defines nothing).
import { defineWalletModal } from './define';
import type { WalletModalElement } from './WalletModalElement';

export { WalletModalElement, VERSION } from './WalletModalElement';
export { defineWalletModal, TAG_NAME } from './define';
/** The page's store: `getSnapshot()`, `subscribe()`, `getServerSnapshot()` and the element's actions; usable before any element exists. */
export { store } from '../state';
export type * from './public-types';

declare global {
  interface HTMLElementTagNameMap {
    'wallet-modal': WalletModalElement;
  }
}

defineWalletModal();
