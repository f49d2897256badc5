// WalletConnect: pairing (the URI and its refresh) and the session as connected accounts.
// Lazy: loads when the visitor picks WalletConnect or a stored session returns.
export { connectWalletConnect, resetWalletConnect, walletConnectState, type WalletConnectTarget } from './pairing';
export { disconnectWalletConnect, restoreWalletConnect, switchWalletConnectNetwork } from './session';
