// What a wallet is handed about a network (wallet_addEthereumChain, a WalletConnect proposal's rpcMap):
// the host's own RPC, or the chain's public one; never the blockchain service's proxy, whose URL
// carries the project id (a credential the wallet, a third party, must not get).
import type { Network } from '../../shared';

// The chains' public RPCs, as viem's chain definitions (viem/chains) give them. A table, not an import:
// viem/chains pulls about 15 KB of OP-stack formatters into a chunk that needs seven URLs.
const PUBLIC_RPC_URLS: Readonly<Record<string, string>> = {
  'eip155:1': 'https://ethereum.reth.rs/rpc',
  'eip155:10': 'https://mainnet.optimism.io',
  'eip155:56': 'https://56.rpc.thirdweb.com',
  'eip155:137': 'https://polygon.drpc.org',
  'eip155:8453': 'https://mainnet.base.org',
  'eip155:42161': 'https://arb1.arbitrum.io/rpc',
  'eip155:11155111': 'https://11155111.rpc.thirdweb.com',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://api.mainnet-beta.solana.com',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'https://api.devnet.solana.com',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'https://api.testnet.solana.com',
};

/** The RPC URL a wallet may be given for `network`: the host's `rpc-urls`, the network's own, else its public one. */
export function walletRpcUrl(network: Network, hostRpcUrls: Readonly<Record<string, string>>): string | undefined {
  return hostRpcUrls[network.caipNetworkId] ?? network.rpcUrl ?? PUBLIC_RPC_URLS[network.caipNetworkId];
}
