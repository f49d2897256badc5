// Connection: the page's wallets, which is connected per namespace, connecting,
// restoring and disconnecting. Light: loads with the button.
export {
  connectorsState, findConnector, resetConnectors, sessionProvider, setConnectedId, setSessionProvider,
} from './connectors';
export { connectWallet, disconnect, followEvmChain, forgetSessions, watchConnectors } from './injected';
export { forgetRestore, restoreSessions } from './restore';
export { switchActiveNamespace } from './session';
export { connectedSolanaWallet, moveSolanaAccount } from './wallet-standard';
export { storedWalletConnectSession, WALLETCONNECT_ID, WALLETCONNECT_SESSION_KEY } from './walletconnect-marker';
