// Choosing a network (the Networks and UnsupportedChain views, the element's switchNetwork()):
// it becomes active, the connected wallet switches (adding the chain when it does not know it),
// or, for another namespace, the visitor confirms and connects a wallet for it.
import { createError } from '../../services/errors';
import { accountNetwork, accountOf } from '../account';
import { chainsState, findNetwork, setActiveNetwork, setRequestedNetwork } from '../networks';
import { connectorsState, connectedConnector, followNetwork } from '../connection';
import { reportError } from '../events';
import { modalState, setModalOpen, routeContext, currentView, pushView, resetRouter, routerState, setHistory, viewOnOpen } from '../router';
import { optionsState } from '../settings';
import {
  disabledReason,
  historyAfterSwitch,
  switchPlan,
  type NamespaceConnection,
  type NetworkChoiceContext,
  type NetworkDisabledReason,
} from '../networks/rules/choice';
import { defineProxySlice, defineTask, NAMESPACES, type CaipNetworkId, type ChainNamespace, type Network, type ViewName } from '../shared';

export type SwitchStatus = 'idle' | 'switching' | 'rejected' | 'failed';

interface NetworkSwitchState {
  status: SwitchStatus;
  /** The network being (or last) switched to. */
  target?: CaipNetworkId;
  /** i18n key of the failure shown on SwitchNetwork. */
  messageKey?: string;
}

export const networkSwitchState = defineProxySlice<NetworkSwitchState>({
  name: 'network-switch/state',
  initial: () => ({ status: 'idle' }),
});

const NETWORK_VIEWS: readonly ViewName[] = ['Networks', 'SwitchNetwork', 'UnsupportedChain'];
/** The wallet switch in flight: a newer one, Back or a reset supersedes it. */
const switching = defineTask('network-switch/switching');

function connectionOf(namespace: ChainNamespace): NamespaceConnection | undefined {
  if (!connectorsState.connectedIds[namespace] || accountOf(namespace).status !== 'connected') return undefined;
  return { accepted: connectorsState.acceptedNetworks[namespace] };
}

/** The network rules' view of live state. */
export function networkChoiceContext(): NetworkChoiceContext {
  const context: NetworkChoiceContext = {
    activeCaipNetworkId: chainsState.activeCaipNetworkId,
    disableNetworkSwitch: optionsState.options.disableNetworkSwitch,
    connections: {},
    accountNetworks: {},
  };
  for (const namespace of NAMESPACES) {
    const connection = connectionOf(namespace);
    if (!connection) continue;
    context.connections[namespace] = connection;
    context.accountNetworks[namespace] = accountNetwork(namespace);
  }
  return context;
}

export function networkDisabledReason(caipNetworkId: string): NetworkDisabledReason | undefined {
  return disabledReason(caipNetworkId, networkChoiceContext());
}

/** Back to where the visitor came from, when the modal still shows a network view. */
function leaveNetworkViews() {
  if (modalState.open && NETWORK_VIEWS.includes(currentView()))
    setHistory(historyAfterSwitch(routerState.history, viewOnOpen(routeContext())));
}

/** The connector moves its namespace; the wallet is the truth: the account follows the network it answers with. */
async function switchConnectedWallet(network: Network) {
  const connector = connectedConnector(network.chainNamespace);
  if (!connector) throw createError('DisconnectedError', { message: 'The connected wallet is no longer on the page' });
  const target = network.caipNetworkId;
  const landed = await connector.switchNetwork(network);
  followNetwork(connector, landed);
  if (landed !== target) throw createError('SwitchChainError', { message: `The wallet stayed on ${landed}` });
  // The namespace becomes the active one too (it may not have been).
  if (accountNetwork(network.chainNamespace) === target) setActiveNetwork(target);
}

async function switchWallet(network: Network) {
  const run = switching.start();
  const target = network.caipNetworkId;
  Object.assign(networkSwitchState, { status: 'switching', target, messageKey: undefined });
  // A wallet that asks the visitor answers later: SwitchNetwork shows meanwhile; the others switch at once.
  if (connectedConnector(network.chainNamespace)?.switchPrompts && modalState.open) pushView('SwitchNetwork', { caipNetworkId: target });
  try {
    await switchConnectedWallet(network);
    if (!run.isCurrent()) return;
    networkSwitchState.status = 'idle';
    leaveNetworkViews();
  } catch (error) {
    // The caller learns of the failure even when a newer switch superseded this one.
    const reported = reportError(error, 'SwitchNetwork');
    if (run.isCurrent()) {
      Object.assign(networkSwitchState, { status: reported.userRejected ? 'rejected' : 'failed', messageKey: reported.messageKey });
      if (modalState.open && NETWORK_VIEWS.includes(currentView())) pushView('SwitchNetwork', { caipNetworkId: target });
    }
    throw error;
  }
}

/** Another namespace, not connected: SwitchActiveChain asks to confirm (the modal opens on it if closed). */
function askToConnect(caipNetworkId: CaipNetworkId) {
  if (modalState.open) return pushView('SwitchActiveChain', { caipNetworkId });
  resetRouter('SwitchActiveChain', { caipNetworkId });
  setModalOpen(true);
}

/**
 * Switches to a configured network (the element's `switchNetwork()`): it becomes active (disconnected,
 * or the wallet is already on it), the connected wallet switches, or SwitchActiveChain asks to connect
 * its namespace. Rejects with the catalogue error, already reported (`error`) and shown on SwitchNetwork.
 */
export async function switchNetwork(caipNetworkId: string): Promise<void> {
  const network = findNetwork(caipNetworkId);
  if (!network) {
    const error = createError('NetworkNotFoundError', { message: `Network not found: ${caipNetworkId} is not configured` });
    reportError(error);
    throw error;
  }
  setRequestedNetwork(undefined);
  const plan = switchPlan(network.caipNetworkId, networkChoiceContext());
  if (plan.kind === 'confirmNamespace') return askToConnect(network.caipNetworkId);
  if (plan.kind === 'wallet') return switchWallet(network);
  if (plan.kind === 'activate') setActiveNetwork(network.caipNetworkId);
  leaveNetworkViews();
}

/** A view's choice (Networks, UnsupportedChain): `switchNetwork`, whose failure shows on SwitchNetwork and fires `error`, so it never rejects. */
export function chooseNetwork(caipNetworkId: string): Promise<void> {
  return switchNetwork(caipNetworkId).catch(() => undefined);
}

/** SwitchNetwork's Retry. */
export function retryNetworkSwitch(): Promise<void> {
  return networkSwitchState.target ? chooseNetwork(networkSwitchState.target) : Promise.resolve();
}

/** The visitor left SwitchNetwork (Back): a late answer from the wallet no longer moves the modal. */
export function abandonNetworkSwitch() {
  switching.cancel();
  networkSwitchState.status = 'idle';
}

/** SwitchActiveChain confirmed: Connect for the network's namespace; the connection then lands on it. */
export function connectForNetwork(caipNetworkId: string) {
  const network = findNetwork(caipNetworkId);
  if (!network) return;
  setRequestedNetwork(network.caipNetworkId);
  pushView('Connect', { namespace: network.chainNamespace });
}
