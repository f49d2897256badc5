// Which configured Solana network a Wallet Standard wallet is on. Wallets name
// clusters `solana:mainnet` / `solana:devnet` / `solana:testnet`; configured
// networks are CAIP-2 ids from the genesis hash. Both spellings are accepted.

/** Wallet Standard cluster names and the CAIP-2 ids of the same clusters. */
export const SOLANA_CLUSTER_ALIASES: Readonly<Record<string, string>> = {
  'solana:mainnet': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
};

/** The CAIP-2 id of a wallet's chain name (aliases resolved; other ids unchanged). */
export function toSolanaCaip2(chain: string): string {
  return SOLANA_CLUSTER_ALIASES[chain] ?? chain;
}

/**
 * The configured Solana network to connect on: `preferred` (the active one) when the wallet
 * has it, else the first configured network the wallet has; undefined when they share none.
 */
export function pickSolanaNetwork(walletChains: readonly string[], configured: readonly string[], preferred?: string): string | undefined {
  const offered = new Set(walletChains.map(toSolanaCaip2));
  if (preferred && configured.includes(preferred) && offered.has(preferred)) return preferred;
  return configured.find((id) => offered.has(id));
}
