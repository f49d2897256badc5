// The chain source (see the devnet contract) for one anvil chain: balances
// read from the chain, history from the chain's indexer.
import { createPublicClient, erc20Abi, http, isAddress } from 'viem';
import { createEvmIndexer } from './indexer.mjs';
import { historyItemOf } from './history.mjs';
import { SPAM_NFT, TOKEN_SPECS } from './deploy.mjs';

const NATIVE = { kind: 'native', name: 'Ether', symbol: 'ETH', decimals: 18 };

/** Every asset the indexer follows, keyed by lower-case contract address ('native' for ETH). */
function assetsOf({ addresses, registryUrl, nftPreviewUrl }) {
  const icon = (symbol) => `${registryUrl}/public/getTokenImage/${symbol.toLowerCase()}`;
  const assets = new Map([['native', { ...NATIVE, iconUrl: icon(NATIVE.symbol) }]]);
  for (const spec of TOKEN_SPECS) {
    const { name, symbol, decimals } = spec;
    assets.set(addresses[spec.key].toLowerCase(), {
      kind: 'erc20',
      name,
      symbol,
      decimals,
      iconUrl: icon(symbol),
      tokenAddress: addresses[spec.key],
    });
  }
  assets.set(addresses.spamNft.toLowerCase(), { kind: 'erc721', name: SPAM_NFT.name, isSpam: true, previewUrl: nftPreviewUrl });
  return assets;
}

/**
 * @param {{chainId: number, name: string, rpcUrl: string, wsUrl?: string, registryUrl: string,
 *   nftPreviewUrl: string, addresses: Record<string, `0x${string}`>, pollMs?: number}} options
 */
export function createEvmChainSource({ chainId, name, rpcUrl, wsUrl, registryUrl, nftPreviewUrl, addresses, pollMs }) {
  const caipNetworkId = `eip155:${chainId}`;
  const client = createPublicClient({ transport: http(rpcUrl, { batch: true }) });
  const assets = assetsOf({ addresses, registryUrl, nftPreviewUrl });
  const fungibles = [...assets.values()].filter((asset) => asset.kind !== 'erc721');
  const indexer = createEvmIndexer({ client, assets, pollMs, nativeSenders: addresses.nativePool ? [addresses.nativePool] : [] });
  const assetOf = (key) => assets.get(key);

  const balanceOf = (asset, address) =>
    asset.kind === 'native'
      ? client.getBalance({ address })
      : client.readContract({ address: asset.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

  return {
    namespace: 'eip155',
    caipNetworkId,
    name,
    rpcUrl,
    wsUrl,
    isAddress: (address) => isAddress(address, { strict: false }),
    /** Native first, then every token, including the 0-decimals one. */
    async getBalances(address) {
      const amounts = await Promise.all(fungibles.map((asset) => balanceOf(asset, address)));
      return fungibles.map(({ name: tokenName, symbol, decimals, iconUrl, tokenAddress }, i) => ({
        name: tokenName,
        symbol,
        decimals,
        amount: amounts[i],
        iconUrl,
        ...(tokenAddress ? { tokenAddress } : {}),
      }));
    },
    /** The fungibles this chain knows, for price look-ups by address. */
    listTokens: () =>
      fungibles.map(({ name: tokenName, symbol, decimals, iconUrl, tokenAddress }) => ({
        name: tokenName,
        symbol,
        decimals,
        iconUrl,
        tokenAddress,
      })),
    async getHistory(address) {
      await indexer.sync();
      const own = address.toLowerCase();
      return indexer.recordsOf(own).map((record) => historyItemOf(record, own, { caipNetworkId, assetOf }));
    },
    /** The devnet's contract addresses on this chain (the exchange reads its pools from them). */
    addresses,
    client,
    start: () => indexer.start(),
    stop: () => indexer.stop(),
  };
}
