// Wallets the page offers, which one is connected per namespace, and the
// state of the current connection attempt.
import { proxy } from 'valtio';
import type { ChainNamespace, ConnectorInfo } from './types';

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
}

export const connectorsState = proxy<ConnectorsState>({ available: [], connectedIds: {} });

export function setAvailableConnectors(connectors: ConnectorInfo[]) {
  connectorsState.available = connectors;
}

export function findConnector(id: string): ConnectorInfo | undefined {
  return connectorsState.available.find((connector) => connector.id === id);
}

export function setAttempt(attempt: ConnectionAttempt | undefined) {
  connectorsState.attempt = attempt;
}

export function setConnectedId(namespace: ChainNamespace, id: string | undefined) {
  if (id) connectorsState.connectedIds[namespace] = id;
  else delete connectorsState.connectedIds[namespace];
}

export function resetConnectors() {
  connectorsState.available = [];
  connectorsState.connectedIds = {};
  connectorsState.attempt = undefined;
}
