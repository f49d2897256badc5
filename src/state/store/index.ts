// The page's store: a framework-neutral face over the state every <wallet-modal> shares (snapshot, subscribe,
// the element's actions). Light: loads with the button, so a host can use it before any element exists.
export { store, switchNetwork, type OpenOptions, type WalletModalStore } from './store';
export {
  accountSnapshot,
  connectorSnapshot,
  type AccountSnapshot,
  type BalanceSnapshot,
  type ConnectorSnapshot,
  type EmbeddedSnapshot,
  type ModalSnapshot,
  type NetworkSnapshot,
  type SignInSnapshot,
  type WalletModalSnapshot,
} from './snapshot';
