// WalletConnect: pairing (the URI and its refresh) and its connector (the session as connected
// accounts). Lazy: loads when the visitor picks WalletConnect or a stored session returns.
export { cancelWalletConnect, connectWalletConnect, walletConnectState, type WalletConnectTarget } from './pairing';
export { walletConnectConnector } from './connector';
export { WALLETCONNECT_ID } from './session';
