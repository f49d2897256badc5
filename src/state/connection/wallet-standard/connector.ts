// Solana wallets through the Wallet Standard as connectors: `standard:connect`, its silent form
// to restore, `standard:events` to follow, `standard:disconnect`. The Wallet Standard has no
// switch to ask for: the account moves to another cluster the wallet lists. What they do once
// asked (and the checks of what the wallet answers) loads lazily (standard-wallet.ts).
import { connectionChunks } from '../../chunks/connection';
import { stringList, watchSolanaWallets, type SolanaWallet } from '../../../services/connectors/solana-standard';
import { createError } from '../../../services/errors';
import { displayText } from '../../../services/text/display-text';

import { toSolanaCaip2 } from '../../networks/rules/solana-chains';
import type { PageWalletsConfig } from '../config';
import { providerFrom, type Connector } from '../connector';
import { setDiscoveredConnectors } from '../connectors';
import { connectorCache, distinctIdentities, type Identified } from '../identity';
import { lazyWatch } from '../lazy-watch';

export const SOLANA_ID_PREFIX = 'ws:';

const behaviour = connectionChunks.standardWallet;

function standardConnector({ item, id, shared }: Identified<SolanaWallet>): Connector {
  const { name, icon, wallet } = item;
  const chains = () => stringList(() => wallet.chains);
  return {
    id,
    icon,
    name: displayText(name) ?? 'Solana wallet',
    sharedIdentity: shared,
    type: 'announced',
    kind: 'walletStandard',
    namespaces: ['solana'],
    switchPrompts: false,
    connect: async (request) => (await behaviour()).connectStandard(item, request),
    restore: async (request) => (await behaviour()).restoreStandard(item, request),
    disconnect: async () => (await behaviour()).disconnectStandard(wallet),
    async switchNetwork(network) {
      if (!chains().map(toSolanaCaip2).includes(network.caipNetworkId)) {
        throw createError('UnsupportedChainError', { message: `The connected wallet does not list ${network.caipNetworkId}` });
      }
      return network.caipNetworkId;
    },
    acceptedNetworks: () => ({ chains: chains(), limitedBy: 'wallet' }),
    provider: providerFrom({ solana: () => wallet }),
    watch: (events) => lazyWatch(behaviour, (module) => module.watchStandard(wallet, events)),
  };
}

const connectorOf = connectorCache((wallet: SolanaWallet) => wallet.wallet, standardConnector);

/** Keeps the registry's Solana wallets in step with those registered on the page (`@wallet-standard/app`); returns the stop. */
export function watchSolanaConnectors({ skipped }: PageWalletsConfig): () => void {
  return watchSolanaWallets({
    changed: (wallets) =>
      setDiscoveredConnectors(
        'walletStandard',
        distinctIdentities(wallets, (wallet) => `${SOLANA_ID_PREFIX}${wallet.name}`).map(connectorOf),
      ),
    skipped,
  });
}
