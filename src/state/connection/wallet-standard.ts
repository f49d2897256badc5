// Solana wallets through the Wallet Standard as connectors: `standard:connect`, its silent form
// to restore, `standard:events` to follow, `standard:disconnect`. The Wallet Standard has no
// switch to ask for: the account moves to another cluster the wallet lists.
import {
  connectStandardWallet, disconnectStandardWallet, watchSolanaWallets, watchStandardWallet,
  type SolanaWallet, type StandardAccount, type StandardWallet,
} from '../../services/connectors/solana-standard';
import { createError } from '../../services/errors';
import { displayText } from '../../services/text/display-text';
import { pickSolanaNetwork, toSolanaCaip2 } from '../networks/rules/solana-chains';
import { connectedAccount, validAddresses, type ConnectedAccount, type ConnectionRequest, type Connector } from './connector';
import { setDiscoveredConnectors } from './connectors';
import type { CaipNetworkId, Network } from '../shared';

/** The account on the configured network the wallet is on; throws the catalogued "Unsupported chain" when they share none. */
function solanaAccount(wallet: StandardWallet, account: StandardAccount, { networks, preferredNetwork }: ConnectionRequest): ConnectedAccount {
  const configured = networks.filter((network) => network.chainNamespace === 'solana').map((network) => network.caipNetworkId);
  const picked = pickSolanaNetwork([...account.chains, ...wallet.chains], configured, preferredNetwork);
  if (!picked) {
    const offered = wallet.chains.join(', ') || 'no chain';
    throw createError('UnsupportedChainError', { message: `${wallet.name} is on ${offered}; this site supports ${configured.join(', ') || 'no Solana network'}` });
  }
  return connectedAccount('solana', account.address, picked as CaipNetworkId);
}

function standardConnector({ id, name, icon, wallet }: SolanaWallet): Connector {
  const accountsOf = (accounts: readonly StandardAccount[], request: ConnectionRequest) => {
    const [account] = accounts;
    return account ? [solanaAccount(wallet, account, request)] : [];
  };
  const lists = (network: Network) => wallet.chains.map(toSolanaCaip2).includes(network.caipNetworkId);
  return {
    id, icon,
    name: displayText(name) ?? 'Solana wallet',
    type: 'announced',
    kind: 'walletStandard',
    namespaces: ['solana'],
    switchPrompts: false,
    connect: async (request) => accountsOf(await connectStandardWallet(wallet), request),
    // The accounts the wallet already exposes, else a silent connect.
    restore: async (request) => accountsOf(wallet.accounts.length > 0 ? wallet.accounts : await connectStandardWallet(wallet, { silent: true }), request),
    async disconnect() {
      // Best effort: the session has ended on the site's side either way.
      await disconnectStandardWallet(wallet).catch(() => undefined);
    },
    async switchNetwork(network) {
      if (!lists(network)) throw createError('UnsupportedChainError', { message: `The connected wallet does not list ${network.caipNetworkId}` });
      return network.caipNetworkId;
    },
    acceptedNetworks: () => ({ chains: [...wallet.chains], limitedBy: 'wallet' }),
    provider: () => wallet,
    watch: (events) => watchStandardWallet(wallet, {
      // No account left: the wallet locked or disconnected the site.
      onAccounts: (accounts) => events.accountsChanged('solana', validAddresses('solana', accounts.map((account) => account.address))),
      onChains: () => events.networksChanged(),
    }),
  };
}

/** Keeps the registry's Solana wallets in step with those registered on the page; returns the stop. */
export function watchSolanaConnectors(): () => void {
  return watchSolanaWallets((wallets) => setDiscoveredConnectors('walletStandard', wallets.map(standardConnector)));
}
