// Connecting and disconnecting browser wallets (EIP-6963 / injected), and the
// entry points shared by every connector type (discovery, connect, disconnect).
import { injectedProvider, watchInjectedWallets, type InjectedWallet } from '../../services/connectors/injected';
import { readAccounts, readChainId, requestAccounts, watchProvider, type Eip1193Provider } from '../../services/connectors/eip1193';
import { accountOf, setAccount } from '../account';
import { activeNamespace, chainsState } from '../networks';
import { loadChunk } from '../modal';
import { connectorsState, findConnector, setConnectedId, setConnectorSource } from './connectors';
import { endSession, rememberSession, reportError, runConnectAttempt, setSessionWatcher, stopAllSessionWatchers, type StoredSession } from './session';
import { connectSolana, disconnectSolana, watchSolanaConnectors } from './wallet-standard';
import { WALLETCONNECT_ID } from './walletconnect-marker';
import type { CaipNetworkId, ChainNamespace, ConnectorInfo } from '../shared';

export { reportError, endSession } from './session';

let stopConnectorWatch: (() => void) | undefined;

function toConnectorInfo(wallet: InjectedWallet): ConnectorInfo {
  return {
    id: wallet.id,
    name: wallet.name,
    type: wallet.announced ? 'announced' : 'injected',
    chain: 'eip155',
    imageUrl: wallet.icon,
    info: wallet.rdns ? { rdns: wallet.rdns } : undefined,
  };
}

/** Keeps `connectors.available` in step with the wallets on the page (EIP-6963, then Wallet Standard). Idempotent. */
export function watchConnectors(): () => void {
  if (!stopConnectorWatch) {
    const stops = [
      watchInjectedWallets((wallets) => setConnectorSource('eip6963', wallets.map(toConnectorInfo))),
      watchSolanaConnectors(),
    ];
    stopConnectorWatch = () => stops.forEach((stop) => stop());
  }
  return stopConnectorWatch;
}

/** `activate`: the eip155 network becomes the active one (a connect); otherwise only if eip155 already is active. */
function applyEvmAccount(address: string, chainId: number, activate: boolean) {
  const caipNetworkId: CaipNetworkId = `eip155:${chainId}`;
  if (activate || activeNamespace() === 'eip155') chainsState.activeCaipNetworkId = caipNetworkId;
  setAccount('eip155', { status: 'connected', address, caipAddress: `${caipNetworkId}:${address}` });
}

/** The wallet's chain as it reports it (`eth_chainId`), applied as its chainChanged would be. */
export function followEvmChain(chainId: number) {
  const address = accountOf('eip155').address;
  if (connectorsState.connectedIds.eip155 && address) applyEvmAccount(address, chainId, false);
}

function watchEvmProvider(connectorId: string, provider: Eip1193Provider) {
  setSessionWatcher('eip155', watchProvider(provider, {
    onAccountsChanged(accounts) {
      const [address] = accounts;
      if (!address) return endSession('eip155');
      const chainId = Number(accountOf('eip155').caipAddress?.split(':')[1] ?? chainsState.activeCaipNetworkId.split(':')[1]);
      applyEvmAccount(address, chainId, false);
    },
    onChainChanged(chainId) {
      const address = accountOf('eip155').address;
      if (address) applyEvmAccount(address, chainId, false);
    },
    onDisconnect() {
      if (connectorsState.connectedIds.eip155 === connectorId) endSession('eip155');
    },
  }));
}

function startEvmSession(connectorId: string, provider: Eip1193Provider, address: string, chainId: number, restored: boolean) {
  if (connectorsState.connectedIds.eip155 && connectorsState.connectedIds.eip155 !== connectorId) endSession('eip155', false);
  setConnectedId('eip155', connectorId);
  watchEvmProvider(connectorId, provider);
  setAccount('eip155', { restored });
  applyEvmAccount(address, chainId, !restored);
  rememberSession('eip155', { connectorId, kind: 'injected', rdns: findConnector(connectorId)?.info?.rdns });
}

/** Asks the wallet for accounts and the chain; on success the modal shows Account. */
export async function connectInjected(connectorId: string) {
  const provider = injectedProvider(connectorId);
  if (!provider || !findConnector(connectorId)) return reportError(new Error(`Wallet ${connectorId} is not on this page`));
  return runConnectAttempt(connectorId, async () => {
    const [address] = await requestAccounts(provider);
    if (!address) throw Object.assign(new Error('The wallet returned no account'), { code: 4100 });
    startEvmSession(connectorId, provider, address, await readChainId(provider), false);
  });
}

/**
 * Restores a stored EIP-6963 session silently (`eth_accounts`, never a prompt).
 * Resolves false when the wallet no longer authorises the site.
 */
export async function restoreInjected(session: StoredSession): Promise<boolean> {
  const provider = injectedProvider(session.connectorId);
  if (!provider) return false;
  const [address] = await readAccounts(provider);
  if (!address) return false;
  startEvmSession(session.connectorId, provider, address, await readChainId(provider), true);
  return true;
}

/** Connects any listed wallet, by the namespace it serves. */
export function connectWallet(connectorId: string) {
  return findConnector(connectorId)?.chain === 'solana' ? connectSolana(connectorId) : connectInjected(connectorId);
}

/** The visitor (or the host) disconnects a namespace, by default the active one. */
export async function disconnect(namespace: ChainNamespace = activeNamespace()) {
  const connectorId = connectorsState.connectedIds[namespace];
  if (!connectorId) return;
  if (connectorId === WALLETCONNECT_ID) {
    const { disconnectWalletConnect } = await loadChunk(() => import('../walletconnect'));
    return disconnectWalletConnect(namespace);
  }
  if (namespace === 'solana') return disconnectSolana(connectorId);
  const provider = injectedProvider(connectorId);
  // Revoking is best effort: many wallets do not implement EIP-2255 revocation.
  await provider?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined);
  endSession(namespace);
}

/** Stops listening to every wallet and to discovery (tests start from a fresh state). */
export function forgetSessions() {
  stopAllSessionWatchers();
  stopConnectorWatch?.();
  stopConnectorWatch = undefined;
}
