// What every connector shares: the per-namespace session (its wallet listeners
// and its stored record), ending it, which namespace is active, and reporting errors.
import { readStored, removeStored, writeStored } from '../../services/storage/storage';
import { accountOf, resetAccount } from '../account';
import { activeNamespace } from '../networks';
import { setAttempt, setConnectedId } from './connectors';
import { reportError, modalState, activateNamespace, routeContext, currentView, pushView, resetRouter, viewOnOpen } from '../modal';
import { NAMESPACES, type ChainNamespace } from '../shared';

export { reportError };

/** How a stored session comes back after a reload: which restorer handles it. */
/** Browser-wallet sessions; WalletConnect keeps its own (state/walletconnect-id.ts). */
export type SessionKind = 'injected' | 'walletStandard';

/** What survives a reload, per namespace (`session:eip155`, `session:solana`). */
export interface StoredSession {
  connectorId: string;
  kind: SessionKind;
  rdns?: string;
}

const sessionKey = (namespace: ChainNamespace) => `session:${namespace}`;
const unwatchers: Partial<Record<ChainNamespace, () => void>> = {};
let attemptSeq = 0;

export function rememberSession(namespace: ChainNamespace, session: StoredSession) {
  writeStored(sessionKey(namespace), session);
}

export function storedSession(namespace: ChainNamespace): StoredSession | undefined {
  const session = readStored<StoredSession>(sessionKey(namespace));
  return session && typeof session.connectorId === 'string' ? session : undefined;
}

export function forgetStoredSession(namespace: ChainNamespace) {
  removeStored(sessionKey(namespace));
}

/** Replaces the namespace's wallet listeners (the previous ones are removed). */
export function setSessionWatcher(namespace: ChainNamespace, stop: () => void) {
  unwatchers[namespace]?.();
  unwatchers[namespace] = stop;
}

function stopWatching(namespace: ChainNamespace) {
  unwatchers[namespace]?.();
  delete unwatchers[namespace];
}

export function connectedNamespaces(): ChainNamespace[] {
  return NAMESPACES.filter((namespace) => accountOf(namespace).status === 'connected');
}

/** Makes `namespace` active on its account's network (the Account view's switch). */
export function switchActiveNamespace(namespace: ChainNamespace) {
  activateNamespace(namespace);
}

/** When the active namespace has no account but another has, that one becomes active. */
export function activateConnectedNamespace() {
  if (accountOf(activeNamespace()).status === 'connected') return;
  const [other] = connectedNamespaces();
  if (other) switchActiveNamespace(other);
}

/**
 * Ends a namespace's session locally: listeners, connector id, account data (spec §4) and the
 * stored record. The other namespace stays connected and becomes active if this one was.
 */
export function endSession(namespace: ChainNamespace, returnToConnect = true) {
  const wasActive = activeNamespace() === namespace;
  stopWatching(namespace);
  setConnectedId(namespace, undefined);
  resetAccount(namespace);
  forgetStoredSession(namespace);
  if (!wasActive) return;
  activateConnectedNamespace();
  // The modal showed this session: Account of the other one if still connected, else Connect.
  if (returnToConnect && modalState.open) resetRouter(routeContext().isConnected ? 'Account' : 'Connect');
}

/** Stops listening to every wallet and outdates pending attempts (tests start from a fresh state). */
export function stopAllSessionWatchers() {
  for (const namespace of NAMESPACES) stopWatching(namespace);
  attemptSeq += 1;
}

/**
 * One connection attempt from a wallet button: ConnectingExternal shows it, and its outcome
 * (Account, or rejected/failed with the mapped message) unless a newer attempt replaced it.
 */
export async function runConnectAttempt(connectorId: string, connect: () => Promise<void>) {
  const seq = ++attemptSeq;
  setAttempt({ connectorId, status: 'connecting' });
  if (currentView() !== 'ConnectingExternal') pushView('ConnectingExternal', { connectorId });
  try {
    await connect();
    if (seq === attemptSeq) setAttempt(undefined);
    // Account, or UnsupportedChain when the wallet is on a network the site does not configure.
    if (modalState.open) resetRouter(viewOnOpen(routeContext()));
  } catch (error) {
    const walletError = reportError(error, 'ConnectingExternal');
    if (seq === attemptSeq) setAttempt({ connectorId, status: walletError.userRejected ? 'rejected' : 'failed', messageKey: walletError.messageKey });
  }
}

