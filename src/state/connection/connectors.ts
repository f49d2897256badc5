// Wallets the page offers, which one is connected per namespace, and the
// state of the current connection attempt.
import { proxy, subscribe } from 'valtio';
import type { ChainNamespace, ConnectorInfo } from '../shared';

export type AttemptStatus = 'connecting' | 'rejected' | 'failed';

export interface ConnectionAttempt {
  connectorId: string;
  status: AttemptStatus;
  /** i18n key of the error shown when rejected or failed. */
  messageKey?: string;
}

interface ConnectorsState {
  /** Wallets that announced themselves on the page (EIP-6963), plus a legacy injected one if alone. */
  available: ConnectorInfo[];
  connectedIds: Partial<Record<ChainNamespace, string>>;
  attempt?: ConnectionAttempt;
  /** The WalletConnect session's wallet (named after the wallet's metadata), while one is connected. */
  walletConnect?: ConnectorInfo;
}

export const connectorsState = proxy<ConnectorsState>({ available: [], connectedIds: {} });

// Each discovery source (EIP-6963, Wallet Standard, ...) owns its slice of `available`, in this order.
const sources = new Map<string, ConnectorInfo[]>();

export function setAvailableConnectors(connectors: ConnectorInfo[]) {
  connectorsState.available = connectors;
}

/** Replaces one source's connectors; `available` lists every source's, in the order they first reported. */
export function setConnectorSource(source: string, connectors: ConnectorInfo[]) {
  sources.set(source, connectors);
  setAvailableConnectors([...sources.values()].flat());
}

export function findConnector(id: string): ConnectorInfo | undefined {
  if (connectorsState.walletConnect?.id === id) return connectorsState.walletConnect;
  return connectorsState.available.find((connector) => connector.id === id);
}

/** Resolves once connector `id` is listed (wallets announce asynchronously), or after `timeoutMs` regardless. */
export function waitForConnector(id: string, timeoutMs: number): Promise<void> {
  if (findConnector(id)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = subscribe(connectorsState, () => {
      if (findConnector(id)) done();
    });
  });
}

// Providers of sessions that are not page wallets (WalletConnect), per namespace; functions stay out of the proxy.
const sessionProviders = new Map<ChainNamespace, unknown>();

export function setSessionProvider(namespace: ChainNamespace, provider: unknown) {
  if (provider) sessionProviders.set(namespace, provider);
  else sessionProviders.delete(namespace);
}

export function sessionProvider(namespace: ChainNamespace): unknown {
  return sessionProviders.get(namespace);
}

export function setAttempt(attempt: ConnectionAttempt | undefined) {
  connectorsState.attempt = attempt;
}

export function setConnectedId(namespace: ChainNamespace, id: string | undefined) {
  if (id) connectorsState.connectedIds[namespace] = id;
  else delete connectorsState.connectedIds[namespace];
}

export function resetConnectors() {
  sources.clear();
  connectorsState.available = [];
  connectorsState.connectedIds = {};
  connectorsState.attempt = undefined;
  connectorsState.walletConnect = undefined;
  sessionProviders.clear();
}
