// Browser wallets (EIP-6963, or a lone legacy `window.ethereum`) as connectors: one eip155
// account, the wallet's own chain, its EIP-1193 events.
import { readAccounts, readChainId, requestAccounts, watchProvider, type Eip1193Provider } from '../../services/connectors/eip1193';
import { watchInjectedWallets, type InjectedWallet } from '../../services/connectors/injected';
import { displayText } from '../../services/text/display-text';
import { loadChunk } from '../modal';
import { connectedAccount, validAddresses, type ConnectedAccount, type Connector } from './connector';
import { setDiscoveredConnectors } from './connectors';

/** The first account the wallet answered, on the chain it is on; [] when it answered none. */
async function evmAccounts(provider: Eip1193Provider, addresses: readonly string[]): Promise<ConnectedAccount[]> {
  const [address] = addresses;
  if (!address) return [];
  return [connectedAccount('eip155', address, `eip155:${await readChainId(provider)}`)];
}

function injectedConnector({ id, name, icon, rdns, announced, provider }: InjectedWallet): Connector {
  return {
    id, icon, rdns,
    name: displayText(name) ?? 'Browser wallet',
    type: announced ? 'announced' : 'injected',
    kind: 'injected',
    namespaces: ['eip155'],
    switchPrompts: true,
    connect: async () => evmAccounts(provider, await requestAccounts(provider)),
    // `eth_accounts` never prompts.
    restore: async () => evmAccounts(provider, await readAccounts(provider)),
    async disconnect() {
      // Best effort: many wallets do not implement EIP-2255 revocation.
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined);
    },
    async switchNetwork(network) {
      // Asking a wallet to switch (or add) a chain loads with the first switch.
      const { switchEvmChain } = await loadChunk(() => import('./evm-switch'));
      return `eip155:${await switchEvmChain(provider, network)}`;
    },
    // A browser wallet can be asked to add any chain.
    acceptedNetworks: () => undefined,
    provider: () => provider,
    watch: (events) => watchProvider(provider, {
      onAccountsChanged: (accounts) => events.accountsChanged('eip155', validAddresses('eip155', accounts)),
      onChainChanged: (chainId) => events.chainChanged(`eip155:${chainId}`),
      onDisconnect: () => events.disconnected('eip155'),
    }),
  };
}

/** Keeps the registry's browser wallets in step with those on the page; returns the stop. */
export function watchBrowserWallets(): () => void {
  return watchInjectedWallets((wallets) => setDiscoveredConnectors('eip6963', wallets.map(injectedConnector)));
}
