// Connection: the page's wallets and the connector contract they implement, connecting,
// restoring and disconnecting, the connected connector per namespace. Light: loads with the button.
export { completeConnection, connectWallet, disconnect, forgetAttempts } from './actions';
export {
  CONNECTOR_KINDS,
  connectorInfo,
  type AcceptedNetworks,
  type ConnectedAccount,
  type ConnectionRequest,
  type Connector,
  type ConnectorEvents,
  type ConnectorKind,
  type ConnectRequest,
  type NamespaceProviders,
  providerFrom,
  type ProviderOf,
} from './connector';
export { connectorsState, findConnector, registerConnector, resetConnectors } from './connectors';
export { stopWatchingPageWallets, watchPageWallets } from './discovery';
export { connectedConnector, connectionRequest, endConnection, followNetwork, namespacesHeldBy, stopFollowingWallets } from './lifecycle';
export { switchActiveNamespace } from './namespaces';
export { forgetRestore, registerConnectorLoader, restoreSessions } from './restore';
