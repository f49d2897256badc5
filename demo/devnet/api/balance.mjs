// GET /v1/account/{address}/balance: native and token balances read from the
// chains, priced from the devnet price table.
import { formatUnits } from 'viem';
import { priceOf, valueOf } from './prices.mjs';

function balanceItem(source, balance) {
  const value = valueOf(balance.symbol, balance.amount, balance.decimals);
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: source.caipNetworkId,
    ...(balance.tokenAddress ? { address: `${source.caipNetworkId}:${balance.tokenAddress}` } : {}),
    ...(value === undefined ? {} : { value }),
    price: priceOf(balance.symbol),
    quantity: { decimals: String(balance.decimals), numeric: formatUnits(balance.amount, balance.decimals) },
    iconUrl: balance.iconUrl,
  };
}

/** Balances of `address` on every given source: native always, tokens only when held. */
export async function balancesOf(sources, address) {
  const perSource = await Promise.all(
    sources.map(async (source) => {
      const balances = await source.getBalances(address);
      return balances.filter((balance, index) => index === 0 || balance.amount > 0n).map((balance) => balanceItem(source, balance));
    }),
  );
  return { balances: perSource.flat() };
}
