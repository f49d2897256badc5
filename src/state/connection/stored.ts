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

function isStoredSession(value: unknown): value is StoredSession {
  const record = value as Partial<StoredSession> | null | undefined;
  return typeof record?.connectorId === 'string' && record.connectorId.length > 0 && record.connectorId.length <= 256
    && CONNECTOR_KINDS.includes(record.kind as ConnectorKind);
}

export function rememberSession(namespace: ChainNamespace, { connectorId, kind }: StoredSession) {
  writeStored(sessionKey(namespace), { connectorId, kind });
}

/** The namespace's stored session; a record of another shape is dropped. */
export function storedSession(namespace: ChainNamespace): StoredSession | undefined {
  const value = readStored<unknown>(sessionKey(namespace));
  if (value === undefined) return undefined;
  if (isStoredSession(value)) return { connectorId: value.connectorId, kind: value.kind };
  forgetStoredSession(namespace);
  return undefined;
}

export function forgetStoredSession(namespace: ChainNamespace) {
  removeStored(sessionKey(namespace));
}
