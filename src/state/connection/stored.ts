// What survives a reload: one record per namespace (`session:eip155`, `session:solana`), the same
// shape for every connector, read like network input.
import { readStored, removeStored, writeStored } from '../../services/storage/storage';
import { CONNECTOR_KINDS, type ConnectorKind } from './connector';
import type { ChainNamespace } from '../shared';

export interface StoredSession {
  connectorId: string;
  /** How the connector is found again: a page wallet waits for its announcement, others load their code. */
  kind: ConnectorKind;
}

const sessionKey = (namespace: ChainNamespace) => `session:${namespace}`;

/** A stored session record, or undefined for any other shape. */
export function parseStoredSession(value: unknown): StoredSession | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { connectorId, kind } = value as Record<string, unknown>;
  if (typeof connectorId !== 'string' || connectorId.length === 0 || connectorId.length > 256) return undefined;
  return CONNECTOR_KINDS.find((known) => known === kind) && { connectorId, kind: kind as ConnectorKind };
}

export function rememberSession(namespace: ChainNamespace, { connectorId, kind }: StoredSession) {
  writeStored(sessionKey(namespace), { connectorId, kind });
}

/** The namespace's stored session; a record of another shape is dropped. */
export function storedSession(namespace: ChainNamespace): StoredSession | undefined {
  return readStored(sessionKey(namespace), parseStoredSession);
}

export function forgetStoredSession(namespace: ChainNamespace) {
  removeStored(sessionKey(namespace));
}
