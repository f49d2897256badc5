// Connecting and disconnecting browser wallets (EIP-6963 / injected).
import { injectedProvider, watchInjectedWallets, type InjectedWallet } from '../services/connectors/injected';
import { readChainId, readNativeBalance, requestAccounts, watchProvider, type Eip1193Provider } from '../services/connectors/eip1193';
import { accountOf, resetAccount, setAccount } from './account';
import { activeNetwork, chainsState } from './chains';
import { connectorsState, findConnector, setAttempt, setAvailableConnectors, setConnectedId } from './connectors';
import { reportError } from './events';
import { modalState } from './modal';
import { currentView, pushView, resetRouter } from './router';
import { WALLETCONNECT_ID } from './walletconnect-id';
import type { CaipNetworkId, ChainNamespace, ConnectorInfo } from './types';

const unwatchers: Partial<Record<ChainNamespace, () => void>> = {};
let attemptSeq = 0;

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

/** Keeps `connectors.available` in step with the wallets on the page. */
export function watchConnectors(): () => void {
  return watchInjectedWallets((wallets) => setAvailableConnectors(wallets.map(toConnectorInfo)));
}

export { reportError };

async function refreshNativeBalance(provider: Eip1193Provider, address: string) {
  const network = activeNetwork();
  try {
    const [wei, { formatAmount }] = await Promise.all([readNativeBalance(provider, address), import('../services/evm/units')]);
    if (accountOf('eip155').address !== address) return;
    const decimals = network?.nativeCurrency.decimals ?? 18;
    const symbol = network?.nativeCurrency.symbol ?? 'ETH';
    setAccount('eip155', { balance: wei.toString(), balanceDecimals: decimals, balanceSymbol: symbol, balanceFormatted: formatAmount(wei, decimals, symbol) });
  } catch {
    // The button then shows no balance; balances have their own error path (Account view).
    setAccount('eip155', { balance: undefined, balanceFormatted: undefined });
  }
}

function applyEvmAccount(provider: Eip1193Provider, address: string, chainId: number) {
  const caipNetworkId: CaipNetworkId = `eip155:${chainId}`;
  chainsState.activeCaipNetworkId = caipNetworkId;
  setAccount('eip155', { status: 'connected', address, caipAddress: `${caipNetworkId}:${address}` });
  void refreshNativeBalance(provider, address);
}

function watchEvmProvider(connectorId: string, provider: Eip1193Provider) {
  unwatchers.eip155?.();
  unwatchers.eip155 = watchProvider(provider, {
    onAccountsChanged(accounts) {
      const [address] = accounts;
      if (!address) return endSession('eip155');
      const chainId = Number(chainsState.activeCaipNetworkId.split(':')[1]);
      applyEvmAccount(provider, address, chainId);
    },
    onChainChanged(chainId) {
      const address = accountOf('eip155').address;
      if (address) applyEvmAccount(provider, address, chainId);
    },
    onDisconnect() {
      if (connectorsState.connectedIds.eip155 === connectorId) endSession('eip155');
    },
  });
}

/** Asks the wallet for accounts and the chain; on success the modal shows Account. */
export async function connectInjected(connectorId: string) {
  const provider = injectedProvider(connectorId);
  const connector = findConnector(connectorId);
  if (!provider || !connector) return reportError(new Error(`Wallet ${connectorId} is not on this page`));
  const seq = ++attemptSeq;
  setAttempt({ connectorId, status: 'connecting' });
  if (currentView() !== 'ConnectingExternal') pushView('ConnectingExternal', { connectorId });
  try {
    const [address] = await requestAccounts(provider);
    if (!address) throw Object.assign(new Error('The wallet returned no account'), { code: 4100 });
    const chainId = await readChainId(provider);
    if (connectorsState.connectedIds.eip155 && connectorsState.connectedIds.eip155 !== connectorId) endSession('eip155', false);
    setConnectedId('eip155', connectorId);
    watchEvmProvider(connectorId, provider);
    applyEvmAccount(provider, address, chainId);
    if (seq === attemptSeq) setAttempt(undefined);
    if (modalState.open) resetRouter('Account');
  } catch (error) {
    const walletError = reportError(error, 'ConnectingExternal');
    if (seq === attemptSeq) setAttempt({ connectorId, status: walletError.userRejected ? 'rejected' : 'failed', messageKey: walletError.messageKey });
  }
}

/** Ends a namespace's session locally: removes its connector id and resets its account. */
function endSession(namespace: ChainNamespace, returnToConnect = true) {
  unwatchers[namespace]?.();
  delete unwatchers[namespace];
  setConnectedId(namespace, undefined);
  resetAccount(namespace);
  if (returnToConnect && modalState.open) resetRouter('Connect');
}

/** The visitor (or the host) disconnects a namespace, by default the active one. */
export async function disconnect(namespace: ChainNamespace = chainsState.activeCaipNetworkId.split(':')[0] as ChainNamespace) {
  const connectorId = connectorsState.connectedIds[namespace];
  if (!connectorId) return;
  if (connectorId === WALLETCONNECT_ID) {
    const { disconnectWalletConnect } = await import('./walletconnect-session');
    return disconnectWalletConnect(namespace);
  }
  const provider = injectedProvider(connectorId);
  // Revoking is best effort: many wallets do not implement EIP-2255 revocation.
  await provider?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined);
  endSession(namespace);
}

/** Stops listening to every wallet (tests start from a fresh state). */
export function forgetSessions() {
  for (const namespace of Object.keys(unwatchers) as ChainNamespace[]) {
    unwatchers[namespace]?.();
    delete unwatchers[namespace];
  }
  attemptSeq += 1;
}
