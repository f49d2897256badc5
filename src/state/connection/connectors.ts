// The connector registry (id → connector object) and its state for the views: the wallets the
// page offers, which connector holds each namespace, the networks it accepts there, and the
// current connection attempt. Connector objects stay out of the proxy; views read plain data.
import { subscribe } from 'valtio';
import { connectorInfo, type AcceptedNetworks, type Connector } from './connector';
import { defineProxySlice, defineSlice, type ChainNamespace, type ConnectorInfo } from '../shared';

export type AttemptStatus = 'connecting' | 'rejected' | 'failed';

export interface ConnectionAttempt {
  connectorId: string;
  status: AttemptStatus;
  /** i18n key of the error shown when rejected or failed. */
  messageKey?: string;
}

interface ConnectorsState {
  /** Wallets that announced themselves on the page (EIP-6963, Wallet Standard), plus a legacy injected one if alone. */
  available: ConnectorInfo[];
  connectedIds: Partial<Record<ChainNamespace, string>>;
  /** Per connected namespace, the networks its wallet accepts when it limits them. */
  acceptedNetworks: Partial<Record<ChainNamespace, AcceptedNetworks>>;
  attempt?: ConnectionAttempt;
  /** i18n key of why a stored session was not restored (Connect shows it until the next connection). */
  restoreNotice?: string;
}

export const connectorsState = defineProxySlice<ConnectorsState>({
  name: 'connection/connectors',
  initial: () => ({ available: [], connectedIds: {}, acceptedNetworks: {} }),
});

// Each discovery source (EIP-6963, Wallet Standard) owns its slice of the page's wallets, in this order.
const sources = defineSlice({ name: 'connection/sources', initial: () => new Map<string, readonly Connector[]>() });
// Connectors that are not page wallets (WalletConnect, an embedded wallet): they register when their code loads, and
// stay registered while it is (no reset forgets them).
const registered = new Map<string, Connector>();

// The same connector keeps the same plain data, so valtio reuses its proxy: a longer list costs only its new entries.
const infos = new WeakMap<Connector, ConnectorInfo>();

function infoOf(connector: Connector): ConnectorInfo {
  const known = infos.get(connector);
  if (known) return known;
  const info = connectorInfo(connector);
  infos.set(connector, info);
  return info;
}

/** Replaces one discovery source's connectors; `available` lists every source's, in the order they first reported. */
export function setDiscoveredConnectors(source: string, connectors: readonly Connector[]) {
  sources.set(source, connectors);
  connectorsState.available = [...sources.values()].flat().map(infoOf);
}

/** A connector whose code just loaded (WalletConnect's chunk) makes itself known. */
export function registerConnector(connector: Connector) {
  registered.set(connector.id, connector);
}

export function connectorById(id: string): Connector | undefined {
  // Registered connectors' ids are reserved: no page wallet can take one over.
  const reserved = registered.get(id);
  if (reserved) return reserved;
  for (const connectors of sources.values()) {
    const found = connectors.find((connector) => connector.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The connector `id` as plain data (the host's `connect` event names it). */
export function findConnector(id: string): ConnectorInfo | undefined {
  const connector = connectorById(id);
  return connector && connectorInfo(connector);
}

/** Resolves with connector `id` once it is listed (wallets announce asynchronously), or undefined after `timeoutMs`. */
export function waitForConnector(id: string, timeoutMs: number): Promise<Connector | undefined> {
  const found = connectorById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(connector);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    const unsubscribe = subscribe(connectorsState, () => {
      const connector = connectorById(id);
      if (connector) done(connector);
    });
  });
}

export function setAttempt(attempt: ConnectionAttempt | undefined) {
  connectorsState.attempt = attempt;
}

export function setRestoreNotice(messageKey: string | undefined) {
  connectorsState.restoreNotice = messageKey;
}

export function setConnectedId(namespace: ChainNamespace, id: string | undefined) {
  if (id) connectorsState.connectedIds[namespace] = id;
  else delete connectorsState.connectedIds[namespace];
}

export function setAcceptedNetworks(namespace: ChainNamespace, accepted: AcceptedNetworks | undefined) {
  if (accepted) connectorsState.acceptedNetworks[namespace] = { chains: [...accepted.chains], limitedBy: accepted.limitedBy };
  else delete connectorsState.acceptedNetworks[namespace];
}
