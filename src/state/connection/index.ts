// Connection: the page's wallets and the connector contract they implement, connecting,
// restoring and disconnecting, the connected connector per namespace. Light: loads with the button.
export { completeConnection, connectWallet, disconnect } from './actions';
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
export { connectorsState, findConnector, registerConnector } from './connectors';
export { watchPageWallets } from './discovery';
export { connectedConnector, connectionRequest, endConnection, followNetwork, namespacesHeldBy } from './lifecycle';
export { switchActiveNamespace } from './namespaces';
export { registerConnectorLoader, restoreSessions } from './restore';
