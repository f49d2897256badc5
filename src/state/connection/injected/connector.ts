// Browser wallets (EIP-6963, or a lone legacy `ethereum` on the page) as connectors: one eip155
// account, the wallet's own chain, its EIP-1193 events. What they do once asked (and the checks
// of what the wallet answers) loads with the first connect or restore (injected-wallet.ts).
// The page and the settings come in with the configuration (config.ts): nothing here reads a global.
import { connectionChunks } from '../../chunks/connection';
import { LEGACY_INJECTED_ID, watchInjectedWallets, type InjectedWallet } from '../../../services/connectors/injected';
import { displayText } from '../../../services/text/display-text';
import type { PageWalletsConfig } from '../config';
import { providerFrom, type Connector } from '../connector';
import { setDiscoveredConnectors } from '../connectors';
import { connectorCache, distinctIdentities, type Identified } from '../identity';
import { lazyWatch } from '../lazy-watch';

const behaviour = connectionChunks.injectedWallet;

function injectedConnector(
  { item: { name, icon, rdns, announced, provider }, id, shared }: Identified<InjectedWallet>,
  { rpcUrls }: PageWalletsConfig,
): Connector {
  return {
    id,
    icon,
    rdns,
    name: displayText(name) ?? 'Browser wallet',
    sharedIdentity: shared,
    type: announced ? 'announced' : 'injected',
    kind: 'injected',
    namespaces: ['eip155'],
    switchPrompts: true,
    connect: async () => (await behaviour()).connectInjected(provider),
    restore: async () => (await behaviour()).restoreInjected(provider),
    disconnect: async () => (await behaviour()).revokeInjected(provider),
    async switchNetwork(network) {
      // Asking a wallet to switch (or add) a chain loads with the first switch.
      const { switchEvmChain } = await connectionChunks.evmSwitch();
      return `eip155:${await switchEvmChain(provider, network, rpcUrls())}`;
    },
    // A browser wallet can be asked to add any chain.
    acceptedNetworks: () => undefined,
    provider: providerFrom({ eip155: () => provider }),
    watch: (events) => lazyWatch(behaviour, (module) => module.watchInjected(provider, events)),
  };
}

/** Keeps the registry's browser wallets in step with those on `config.page`; returns the stop. */
export function watchBrowserWallets(config: PageWalletsConfig): () => void {
  const connectorOf = connectorCache(
    (wallet: InjectedWallet) => wallet.provider,
    (identified) => injectedConnector(identified, config),
  );
  return watchInjectedWallets(
    config.page,
    (wallets) => {
      const identified = distinctIdentities(wallets, (wallet) => wallet.rdns ?? LEGACY_INJECTED_ID);
      setDiscoveredConnectors('eip6963', identified.map(connectorOf));
    },
    config.skipped,
  );
}
