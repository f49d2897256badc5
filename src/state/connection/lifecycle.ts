// What follows a connector's answer, written once for every kind of connector (connector.ts): a
// connect's or a restore's accounts become the connected ones, the wallet's events are followed,
// and a namespace's connection ends. The connectors only talk to wallets.
import { accountNetwork, accountOf, resetAccount, setAccount } from '../account';
import { reportError } from '../events';
import { showStartView } from '../router';
import { activeNamespace, chainsState, namespaceOf, preferredNetwork, setActiveNetwork } from '../networks';
import type { ConnectedAccount, ConnectionRequest, Connector, ConnectorEvents } from './connector';
import { connectorsState, setAcceptedNetworks, setConnectedId, setRestoreNotice } from './connectors';
import { activateConnectedNamespace } from './namespaces';
import { forgetStoredSession, rememberSession } from './stored';
import { defineSlice, NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../shared';

// The connectors that hold a namespace, by id, and the stop of their wallet listeners: the
// object a connect resolved is the one used until its connection ends.
const holders = defineSlice({
  name: 'connection/holders',
  initial: () => new Map<string, { connector: Connector; stop: () => void }>(),
  dispose: (held) => held.forEach(({ stop }) => stop()),
});

/** The connector that holds `namespace`, if any. */
export function connectedConnector(namespace: ChainNamespace): Connector | undefined {
  const id = connectorsState.connectedIds[namespace];
  return id ? holders.get(id)?.connector : undefined;
}

/** The namespaces connector `connectorId` holds. */
export function namespacesHeldBy(connectorId: string): ChainNamespace[] {
  return NAMESPACES.filter((namespace) => connectorsState.connectedIds[namespace] === connectorId);
}

const holds = (connector: Connector, namespace: ChainNamespace) => connectorsState.connectedIds[namespace] === connector.id;

/** What a connect or a restore asks the connector for, from live state. */
export function connectionRequest(namespaces: readonly ChainNamespace[]): ConnectionRequest {
  return { namespaces, networks: chainsState.networks, preferredNetwork: preferredNetwork() };
}

/**
 * A connect's (or a restore's) accounts become the connected ones: the connector holds their
 * namespaces (replacing another that held one), the session is stored, the wallet followed. A
 * connect lands on its network; a restore only moves the active namespace's network.
 */
export function startConnection(connector: Connector, accounts: readonly ConnectedAccount[], restored: boolean) {
  for (const { namespace, address, caipNetworkId } of accounts) {
    if (connectorsState.connectedIds[namespace] && !holds(connector, namespace)) endConnection(namespace, { navigate: false });
    setConnectedId(namespace, connector.id);
    setAccount(namespace, { status: 'connected', address, caipAddress: `${caipNetworkId}:${address}`, restored });
    setAcceptedNetworks(namespace, connector.acceptedNetworks(namespace));
    rememberSession(namespace, { connectorId: connector.id, kind: connector.kind });
  }
  if (accounts.length > 0) setRestoreNotice(undefined);
  if (accounts.length > 0 && !holders.has(connector.id))
    holders.set(connector.id, { connector, stop: connector.watch(eventsOf(connector)) });
  const landing = accounts.find((account) => account.namespace === activeNamespace()) ?? (restored ? undefined : accounts[0]);
  if (landing) setActiveNetwork(landing.caipNetworkId);
}

/** The wallet's new account list for a namespace it holds: the first one is used; none ends the connection. */
function followAccounts(connector: Connector, namespace: ChainNamespace, addresses: readonly string[]) {
  if (!holds(connector, namespace)) return;
  const [address] = addresses;
  if (!address) return endConnection(namespace);
  const network = accountNetwork(namespace);
  if (address === accountOf(namespace).address || !network) return;
  // The new account stays on the network the namespace is on now.
  setAccount(namespace, { address, caipAddress: `${network}:${address}` });
}

/** The wallet is on `caipNetworkId` (it said so, or a switch answered): the account follows, and the active network if it is its namespace. */
export function followNetwork(connector: Connector, caipNetworkId: CaipNetworkId) {
  const namespace = namespaceOf(caipNetworkId);
  const { address } = accountOf(namespace);
  if (!holds(connector, namespace) || !address) return;
  setAccount(namespace, { caipAddress: `${caipNetworkId}:${address}` });
  if (activeNamespace() === namespace) setActiveNetwork(caipNetworkId);
}

function eventsOf(connector: Connector): ConnectorEvents {
  return {
    accountsChanged: (namespace, addresses) => followAccounts(connector, namespace, addresses),
    chainChanged: (caipNetworkId) => followNetwork(connector, caipNetworkId),
    networksChanged: () => {
      for (const namespace of namespacesHeldBy(connector.id)) setAcceptedNetworks(namespace, connector.acceptedNetworks(namespace));
    },
    disconnected: (namespace) => {
      for (const ended of namespace ? [namespace] : namespacesHeldBy(connector.id)) if (holds(connector, ended)) endConnection(ended);
    },
    malformed: (error) => void reportError(error),
  };
}

function letGo(connectorId: string) {
  holders.get(connectorId)?.stop();
  holders.delete(connectorId);
}

/**
 * Ends a namespace's connection locally: its connector lets go of it (and stops being followed when
 * it holds nothing else), the account data resets (spec §4), the stored session is forgotten. The
 * other namespace stays connected and becomes active if this one was; then the modal starts over.
 */
export function endConnection(namespace: ChainNamespace, { navigate = true }: { navigate?: boolean } = {}) {
  const connectorId = connectorsState.connectedIds[namespace];
  const wasActive = activeNamespace() === namespace;
  setConnectedId(namespace, undefined);
  setAcceptedNetworks(namespace, undefined);
  resetAccount(namespace);
  forgetStoredSession(namespace);
  if (connectorId && namespacesHeldBy(connectorId).length === 0) letGo(connectorId);
  if (!wasActive) return;
  activateConnectedNamespace();
  if (navigate) showStartView();
}
