// Sessions survive a reload: each namespace's stored session names its connector and how to find
// it again; that connector restores it silently (no prompt), one path for every kind. Meanwhile
// the account is `reconnecting` and an open modal shows its loading skeleton, not Connect.
import { withDeadline } from '../../services/connectors/deadline';
import { createError } from '../../services/errors';
import { accountOf, resetAccount, setAccount } from '../account';
import { reportError } from '../events';
import { modalState, setModalLoading, activateNamespace, showStartView } from '../router';
import { activeNamespace, chainsState, networksOf, setActiveNetwork } from '../networks';
import { optionsState } from '../settings';
import type { ConnectedAccount, Connector, ConnectorKind } from './connector';
import { setRestoreNotice, waitForConnector } from './connectors';
import { connectionRequest, startConnection } from './lifecycle';
import { activateConnectedNamespace, connectedNamespaces } from './namespaces';
import { forgetStoredSession, storedSession, type StoredSession } from './stored';
import { defineSlice, NAMESPACES, type ChainNamespace } from '../shared';

/** Browser extensions announce themselves asynchronously: how long a stored wallet may take to appear. */
export const RESTORE_ANNOUNCE_WAIT_MS = 1_500;
/** How long a restore may take in all (loading a connector's code, the wallet's silent answers) before Connect shows. */
export const RESTORE_TIMEOUT_MS = 15_000;

// Wallets found on the page; the other kinds load their connector's code.
const PAGE_KINDS: readonly ConnectorKind[] = ['injected', 'walletStandard'];
const loaders = new Map<ConnectorKind, () => Promise<Connector>>();

/** A connector whose code loads lazily (WalletConnect, an embedded wallet) says how a stored session of its kind loads it. */
export function registerConnectorLoader(kind: ConnectorKind, load: () => Promise<Connector>) {
  loaders.set(kind, load);
}

/** One connector's stored sessions: the namespaces it held. */
interface PendingRestore {
  session: StoredSession;
  namespaces: ChainNamespace[];
}

function restorable(namespace: ChainNamespace, session: StoredSession): boolean {
  // Browser-wallet sessions are not restored when the host turned those adapters off (`walletconnect-only`).
  if (optionsState.options.walletconnectOnly && PAGE_KINDS.includes(session.kind)) return false;
  return networksOf(namespace).length > 0 && accountOf(namespace).status === 'disconnected';
}

function pendingRestores(): PendingRestore[] {
  const byConnector = new Map<string, PendingRestore>();
  for (const namespace of NAMESPACES) {
    const session = storedSession(namespace);
    if (!session || !restorable(namespace, session)) continue;
    const pending = byConnector.get(session.connectorId) ?? { session, namespaces: [] };
    pending.namespaces.push(namespace);
    byConnector.set(session.connectorId, pending);
  }
  return [...byConnector.values()];
}

async function findStoredConnector({ connectorId, kind }: StoredSession): Promise<Connector | undefined> {
  if (PAGE_KINDS.includes(kind)) return waitForConnector(connectorId, RESTORE_ANNOUNCE_WAIT_MS);
  const connector = await loaders.get(kind)?.();
  return connector?.id === connectorId ? connector : undefined;
}

/** The stored connector and the accounts it still authorises; never a silent restore to one of several wallets claiming the identity. */
async function restoredAccounts(session: StoredSession, namespaces: readonly ChainNamespace[]) {
  const connector = await findStoredConnector(session);
  if (connector?.sharedIdentity) {
    throw createError('WalletIdentityConflictError', { message: `Several wallets claim ${session.connectorId}` });
  }
  const restored = connector ? await connector.restore(connectionRequest(namespaces)) : [];
  return { connector, accounts: restored.filter((account: ConnectedAccount) => namespaces.includes(account.namespace)) };
}

async function restoreOne({ session, namespaces }: PendingRestore, ready: Promise<unknown>) {
  try {
    // The page's scripts run first: its wallets are asked once it is parsed.
    if (PAGE_KINDS.includes(session.kind)) await ready;
    const { connector, accounts } = await withDeadline(restoredAccounts(session, namespaces), RESTORE_TIMEOUT_MS, 'the stored session');
    // The host's listeners hear `connect` once the page is parsed.
    await ready;
    // No longer authorised (or the wallet is gone): forgotten, quietly.
    for (const namespace of namespaces) if (!accounts.some((account) => account.namespace === namespace)) forgetStoredSession(namespace);
    if (connector && accounts.length > 0) startConnection(connector, accounts, true);
  } catch (error) {
    // A real failure (or no answer in time): the host hears of it, Connect says so; the session stays stored for the next load.
    setRestoreNotice(reportError(error).messageKey);
  } finally {
    for (const namespace of namespaces) if (accountOf(namespace).status === 'reconnecting') resetAccount(namespace);
  }
}

async function restoreStoredSessions(ready: Promise<unknown>) {
  const pending = pendingRestores();
  if (pending.length === 0) return;
  const namespaces = pending.flatMap((restore) => restore.namespaces);
  for (const namespace of namespaces) setAccount(namespace, { status: 'reconnecting' });
  // The button follows the active namespace: make it one being restored (and go back if none comes back).
  const startedOn = chainsState.activeCaipNetworkId;
  const [first] = namespaces;
  if (first && !namespaces.includes(activeNamespace())) activateNamespace(first);
  if (modalState.open) setModalLoading(true);
  await Promise.all(pending.map((restore) => restoreOne(restore, ready)));
  activateConnectedNamespace();
  if (connectedNamespaces().length === 0) setActiveNetwork(startedOn);
  if (modalState.open && modalState.loading) {
    setModalLoading(false);
    showStartView();
  }
}

const restore = defineSlice<{ restoring?: Promise<void> }>({ name: 'connection/restore', initial: () => ({}) });

/**
 * Restores the stored sessions once per page (the element calls it when it starts). The accounts
 * are `reconnecting` at once; page wallets are asked once `ready` resolves, and every restored
 * connection is applied after it.
 */
export function restoreSessions(ready: Promise<unknown> = Promise.resolve()): Promise<void> {
  restore.restoring ??= restoreStoredSessions(ready);
  return restore.restoring;
}
