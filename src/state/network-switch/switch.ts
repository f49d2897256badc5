// Choosing a network (the Networks and UnsupportedChain views, the element's switchNetwork()):
// it becomes active, the connected wallet switches (adding the chain when it does not know it),
// or, for another namespace, the visitor confirms and connects a wallet for it.
import { proxy } from 'valtio';
import {
  addEthereumChain, readChainId, switchEthereumChain, toHexChainId, type AddEthereumChainParameter, type Eip1193Provider,
} from '../../services/connectors/eip1193';
import { injectedProvider } from '../../services/connectors/injected';
import { createError, toWalletError } from '../../services/errors';
import { accountNetwork, accountOf } from '../account';
import { chainsState, findNetwork, setActiveNetwork, setRequestedNetwork, rpcUrlFor } from '../networks';
import { loadChunk, reportError, modalState, setModalOpen, routeContext, currentView, pushView, resetRouter, routerState, setHistory, viewOnOpen } from '../modal';
import { followEvmChain, connectorsState, findConnector, moveSolanaAccount, WALLETCONNECT_ID } from '../connection';
import { optionsState } from '../settings';
import {
  disabledReason, historyAfterSwitch, switchPlan,
  type ConnectionKind, type NamespaceConnection, type NetworkChoiceContext, type NetworkDisabledReason,
} from '../networks/rules/choice';
import { NAMESPACES, type CaipNetworkId, type ChainNamespace, type Network, type ViewName } from '../shared';

export type SwitchStatus = 'idle' | 'switching' | 'rejected' | 'failed';

interface NetworkSwitchState {
  status: SwitchStatus;
  /** The network being (or last) switched to. */
  target?: CaipNetworkId;
  /** i18n key of the failure shown on SwitchNetwork. */
  messageKey?: string;
}

export const networkSwitchState = proxy<NetworkSwitchState>({ status: 'idle' });

const NETWORK_VIEWS: readonly ViewName[] = ['Networks', 'SwitchNetwork', 'UnsupportedChain'];
let attemptSeq = 0;

function connectionOf(namespace: ChainNamespace): NamespaceConnection | undefined {
  const connectorId = connectorsState.connectedIds[namespace];
  if (!connectorId || accountOf(namespace).status !== 'connected') return undefined;
  if (connectorId === WALLETCONNECT_ID) return { kind: 'walletConnect', chains: connectorsState.walletConnect?.chains };
  if (namespace === 'solana') return { kind: 'walletStandard', chains: findConnector(connectorId)?.chains };
  return { kind: 'injected' };
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

/** What the wallet is asked to add when it does not know the chain (EIP-3085). */
async function addChainParameter(network: Network): Promise<AddEthereumChainParameter> {
  // The registry client is not in the entry: it loads with the first chain to add.
  const { networkImageUrl } = await loadChunk(() => import('../wallets'));
  const iconUrl = networkImageUrl(network);
  return {
    chainId: toHexChainId(Number(network.id)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [rpcUrlFor(network.caipNetworkId)],
    ...(network.explorerUrl ? { blockExplorerUrls: [network.explorerUrl] } : {}),
    ...(iconUrl ? { iconUrls: [iconUrl] } : {}),
  };
}

async function switchOrAddChain(provider: Eip1193Provider, network: Network, chainId: number) {
  try {
    await switchEthereumChain(provider, chainId);
  } catch (error) {
    // 4902: the wallet does not know the chain.
    if (toWalletError(error).name !== 'SwitchChainError') throw error;
    await addEthereumChain(provider, await addChainParameter(network));
    // Many wallets switch when adding; the others are asked again.
    if ((await readChainId(provider)) !== chainId) await switchEthereumChain(provider, chainId);
  }
}

/** The wallet is the truth: its chainChanged moves the account; one that answered without the event is read. */
async function switchInjected(network: Network) {
  const connectorId = connectorsState.connectedIds.eip155;
  const provider = connectorId ? injectedProvider(connectorId) : undefined;
  if (!provider) throw createError('DisconnectedError', { message: 'The connected wallet is no longer on the page' });
  const chainId = Number(network.id);
  await switchOrAddChain(provider, network, chainId);
  const walletChainId = await readChainId(provider);
  if (accountNetwork('eip155') !== `eip155:${walletChainId}`) followEvmChain(walletChainId);
  if (walletChainId !== chainId) throw createError('SwitchChainError', { message: `The wallet stayed on chain ${walletChainId}` });
}

function switchSolana(network: Network) {
  if (networkDisabledReason(network.caipNetworkId) === 'walletUnsupported') {
    throw createError('UnsupportedChainError', { message: `The connected wallet does not list ${network.caipNetworkId}` });
  }
  moveSolanaAccount(network.caipNetworkId);
}

/** Back to where the visitor came from, when the modal still shows a network view. */
function leaveNetworkViews() {
  if (modalState.open && NETWORK_VIEWS.includes(currentView())) setHistory(historyAfterSwitch(routerState.history, viewOnOpen(routeContext())));
}

async function switchWallet(network: Network, connection: ConnectionKind) {
  const seq = ++attemptSeq;
  const target = network.caipNetworkId;
  Object.assign(networkSwitchState, { status: 'switching', target, messageKey: undefined });
  // Only a browser wallet answers later (a prompt); the others switch at once.
  if (connection === 'injected' && modalState.open) pushView('SwitchNetwork', { caipNetworkId: target });
  try {
    if (connection === 'walletConnect') {
      const { switchWalletConnectNetwork } = await loadChunk(() => import('../walletconnect'));
      await switchWalletConnectNetwork(target);
    } else if (connection === 'walletStandard') {
      switchSolana(network);
    } else {
      await switchInjected(network);
    }
    // The namespace becomes the active one too (it may not have been).
    if (accountNetwork(network.chainNamespace) === target) setActiveNetwork(target);
    if (seq !== attemptSeq) return;
    networkSwitchState.status = 'idle';
    leaveNetworkViews();
  } catch (error) {
    const reported = reportError(error, 'SwitchNetwork');
    if (seq === attemptSeq) {
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
 * Chooses a configured network: it becomes active (disconnected, or the wallet is already on it), the
 * connected wallet switches, or SwitchActiveChain asks to connect its namespace. Rejects with the
 * catalogue error, already reported (`error`) and shown on SwitchNetwork.
 */
export async function selectNetwork(caipNetworkId: string): Promise<void> {
  const network = findNetwork(caipNetworkId);
  if (!network) {
    const error = createError('NetworkNotFoundError', { message: `Network not found: ${caipNetworkId} is not configured` });
    reportError(error);
    throw error;
  }
  setRequestedNetwork(undefined);
  const plan = switchPlan(network.caipNetworkId, networkChoiceContext());
  if (plan.kind === 'confirmNamespace') return askToConnect(network.caipNetworkId);
  if (plan.kind === 'wallet') return switchWallet(network, plan.connection);
  if (plan.kind === 'activate') setActiveNetwork(network.caipNetworkId);
  leaveNetworkViews();
}

/** The views' choice: a failure shows on SwitchNetwork and fires `error`, so it is not thrown on. */
export function chooseNetwork(caipNetworkId: string): Promise<void> {
  return selectNetwork(caipNetworkId).catch(() => undefined);
}

/** SwitchNetwork's Retry. */
export function retryNetworkSwitch(): Promise<void> {
  return networkSwitchState.target ? chooseNetwork(networkSwitchState.target) : Promise.resolve();
}

/** The visitor left SwitchNetwork (Back): a late answer from the wallet no longer moves the modal. */
export function abandonNetworkSwitch() {
  attemptSeq += 1;
  networkSwitchState.status = 'idle';
}

export function resetNetworkSwitch() {
  attemptSeq += 1;
  networkSwitchState.status = 'idle';
  networkSwitchState.target = undefined;
  networkSwitchState.messageKey = undefined;
}
