// The contracts a swap may call, and an approval may name as spender, per network (issue 25). The hosted
// blockchain service builds its swaps for 1inch's Aggregation Router v6 (reown-com/blockchain-api,
// providers/one_inch.rs, swap API v6.0) on the networks its clients offer Swap on; a host's
// `config.swapRouters` entry for a network replaces these.
type Address = `0x${string}`;

/** 1inch Aggregation Router v6, at one address on every network but zkSync Era. */
const ONE_INCH_V6: Address = '0x111111125421ca6dc452d289314280a0f8842a65';
const ONE_INCH_V6_ZKSYNC: Address = '0x6fd4383cb451173d5f9304f041c7bcbf27d561ff';

/** Ethereum, Arbitrum One, Optimism, Base, BNB Chain, Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora. */
const ONE_INCH_NETWORKS = [1, 42161, 10, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];

/** The hosted service's routers by CAIP-2 id, lower-case. */
export const DEFAULT_SWAP_ROUTERS: Readonly<Record<string, readonly Address[]>> = Object.freeze({
  ...Object.fromEntries(ONE_INCH_NETWORKS.map((id) => [`eip155:${id}`, [ONE_INCH_V6]])),
  'eip155:324': [ONE_INCH_V6_ZKSYNC],
});

/** The routers a swap on `caipNetworkId` may use: the host's list for it, else the hosted service's, else none. */
export function swapRoutersOf(hostRouters: Readonly<Record<string, readonly Address[]>>, caipNetworkId: string): readonly Address[] {
  return hostRouters[caipNetworkId] ?? DEFAULT_SWAP_ROUTERS[caipNetworkId] ?? [];
}
