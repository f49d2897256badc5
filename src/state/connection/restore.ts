// Sessions survive a reload: each namespace's stored session comes back through
// the restorer of its kind, silently (no prompt). Meanwhile the account is
// `reconnecting` and an open modal shows its loading skeleton, not Connect.
import { accountOf, resetAccount, setAccount } from '../account';
import { findConnector, waitForConnector } from './connectors';
import { restoreInjected } from './injected';
import { modalState, setModalLoading, activateNamespace, routeContext, resetRouter, viewOnOpen } from '../modal';
import { optionsState } from '../settings';
import { activeNamespace, chainsState, networksOf, setActiveNetwork } from '../networks';
import { activateConnectedNamespace, connectedNamespaces, forgetStoredSession, reportError, storedSession, type SessionKind, type StoredSession } from './session';
import { restoreSolana } from './wallet-standard';
import { NAMESPACES, type ChainNamespace } from '../shared';

/** Resolves true when the session is back, false when the wallet no longer authorises the site; throws on real failures. */
export type SessionRestorer = (session: StoredSession, namespace: ChainNamespace) => Promise<boolean>;

/** Browser extensions announce themselves asynchronously: how long a stored wallet may take to appear. */
export const RESTORE_ANNOUNCE_WAIT_MS = 1_500;

// Wallets found on the page: wait for the stored one to announce or register, then restore.
const onPage = (restore: SessionRestorer): SessionRestorer => async (session, namespace) => {
  await waitForConnector(session.connectorId, RESTORE_ANNOUNCE_WAIT_MS);
  return findConnector(session.connectorId) ? restore(session, namespace) : false;
};

const restorers: Record<SessionKind, SessionRestorer> = {
  injected: onPage(restoreInjected),
  walletStandard: onPage(restoreSolana),
};

let restoring: Promise<void> | undefined;

async function restoreOne(namespace: ChainNamespace, session: StoredSession, restorer: SessionRestorer) {
  try {
    if (!(await restorer(session, namespace))) forgetStoredSession(namespace);
  } catch (error) {
    // A real failure (not "no longer authorised"): the host hears of it; the visitor just sees Connect.
    forgetStoredSession(namespace);
    reportError(error);
  } finally {
    if (accountOf(namespace).status === 'reconnecting') resetAccount(namespace);
  }
}

async function restoreStoredSessions(ready: Promise<unknown>) {
  const pending = NAMESPACES.flatMap((namespace) => {
    const session = storedSession(namespace);
    const restorer = session && restorers[session.kind];
    // Browser-wallet sessions are not restored when the host turned those adapters off (`walletconnect-only`).
    const allowed = !optionsState.options.walletconnectOnly;
    const usable = session && restorer && allowed && networksOf(namespace).length > 0 && accountOf(namespace).status === 'disconnected';
    return usable ? [{ namespace, session, restorer }] : [];
  });
  if (pending.length === 0) return;
  for (const { namespace } of pending) setAccount(namespace, { status: 'reconnecting' });
  // The button follows the active namespace: make it one being restored (and go back if none comes back).
  const startedOn = chainsState.activeCaipNetworkId;
  const [first] = pending;
  if (first && !pending.some(({ namespace }) => namespace === activeNamespace())) activateNamespace(first.namespace);
  if (modalState.open) setModalLoading(true);
  await ready;
  await Promise.all(pending.map(({ namespace, session, restorer }) => restoreOne(namespace, session, restorer)));
  activateConnectedNamespace();
  if (connectedNamespaces().length === 0) setActiveNetwork(startedOn);
  if (modalState.open && modalState.loading) {
    setModalLoading(false);
    resetRouter(viewOnOpen(routeContext()));
  }
}

/**
 * Restores the stored sessions once per page (the element calls it when it starts). The accounts
 * are `reconnecting` at once; the wallets are asked once `ready` resolves.
 */
export function restoreSessions(ready: Promise<unknown> = Promise.resolve()): Promise<void> {
  restoring ??= restoreStoredSessions(ready);
  return restoring;
}

/** Tests start from a fresh page: the next element restores again. */
export function forgetRestore() {
  restoring = undefined;
}
