// What the visitor or the host asks of a connection: connect a wallet the page offers (the modal
// shows the attempt), finish a connection made in a view of its own (WalletConnect's pairing),
// disconnect a namespace. Connectors are looked up here, at the edge, and passed on.
import { createError } from '../../services/errors';
import { reportError } from '../events';
import { showStartView, currentView, pushView } from '../router';
import { activeNamespace } from '../networks';
import type { ConnectedAccount, Connector } from './connector';
import { connectorById, setAttempt } from './connectors';
import { connectedConnector, connectionRequest, endConnection, namespacesHeldBy, startConnection } from './lifecycle';
import { defineTask, type ChainNamespace } from '../shared';

/** The latest connection attempt: only it shows its outcome. */
const attempts = defineTask('connection/attempt');

/**
 * One connection attempt from a wallet button: ConnectingExternal shows it, then its outcome
 * (Account, or rejected/failed with the mapped message) unless a newer attempt replaced it.
 */
async function runConnectAttempt(connector: Connector) {
  const run = attempts.start();
  setAttempt({ connectorId: connector.id, status: 'connecting' });
  if (currentView() !== 'ConnectingExternal') pushView('ConnectingExternal', { connectorId: connector.id });
  try {
    const accounts = await connector.connect(connectionRequest(connector.namespaces));
    if (accounts.length === 0) throw Object.assign(new Error('The wallet returned no account'), { code: 4100 });
    startConnection(connector, accounts, false);
    if (run.isCurrent()) setAttempt(undefined);
    // Account, or UnsupportedChain when the wallet is on a network the site does not configure.
    showStartView();
  } catch (error) {
    const reported = reportError(error, 'ConnectingExternal');
    if (run.isCurrent())
      setAttempt({ connectorId: connector.id, status: reported.userRejected ? 'rejected' : 'failed', messageKey: reported.messageKey });
  }
}

/** Connects a wallet the page lists (a view passes its id); the wallet may prompt. */
export async function connectWallet(connectorId: string) {
  const connector = connectorById(connectorId);
  if (!connector) return void reportError(createError('DisconnectedError', { message: `Wallet ${connectorId} is not on this page` }));
  return runConnectAttempt(connector);
}

/** A connection the visitor made in a view of its own (a WalletConnect pairing): its accounts connect, and the modal shows the outcome. */
export function completeConnection(connector: Connector, accounts: readonly ConnectedAccount[]) {
  startConnection(connector, accounts, false);
  showStartView();
}

/**
 * The visitor (or the host) disconnects a namespace, by default the active one. It ends here at
 * once; then the wallet is told (a failure to tell it is reported), and the modal starts over.
 */
export async function disconnect(namespace: ChainNamespace = activeNamespace()) {
  const connector = connectedConnector(namespace);
  if (!connector) return;
  const wasActive = activeNamespace() === namespace;
  endConnection(namespace, { navigate: false });
  try {
    await connector.disconnect(namespace, namespacesHeldBy(connector.id));
  } catch (error) {
    // The site's side is disconnected already; the wallet may still list the session.
    reportError(error);
  }
  // Only now: a WalletConnect view started meanwhile would lose its pairing to the session's cleanup.
  if (wasActive) showStartView();
}
