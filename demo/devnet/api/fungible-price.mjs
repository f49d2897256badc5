// POST /v1/fungible/price: prices of tokens named by CAIP-10 address, from
// the tokens each chain source knows and the devnet price table.
import { priceOf } from './prices.mjs';

// Addresses wallets and AppKit use for a chain's native currency.
const NATIVE_ALIASES = {
  eip155: ['0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
  solana: ['So11111111111111111111111111111111111111111', 'So11111111111111111111111111111111111111112'],
};
// EVM addresses compare case-insensitively; base58 addresses are case-sensitive.
const normalize = (namespace, address) => (namespace === 'eip155' ? address.toLowerCase() : address);
// Any valid address of the namespace, to list a source's tokens through getBalances.
const PROBE_ADDRESSES = { eip155: '0x0000000000000000000000000000000000000001', solana: '11111111111111111111111111111111' };

async function tokensOf(source) {
  if (source.listTokens) return source.listTokens();
  return source.getBalances(PROBE_ADDRESSES[source.namespace]);
}

async function findToken(sources, caip10) {
  const at = caip10.lastIndexOf(':');
  const caipNetworkId = caip10.slice(0, at);
  const address = caip10.slice(at + 1);
  const source = sources.find((candidate) => candidate.caipNetworkId === caipNetworkId);
  if (!source || at < 0) return undefined;
  const tokens = await tokensOf(source);
  const wanted = normalize(source.namespace, address);
  if (NATIVE_ALIASES[source.namespace]?.includes(wanted)) return tokens[0];
  return tokens.find((token) => token.tokenAddress && normalize(source.namespace, token.tokenAddress) === wanted);
}

/** @returns {Promise<{fungibles: Array<{address, name, symbol, iconUrl, price, decimals}>}>} */
export async function fungiblePrices(sources, addresses) {
  const found = await Promise.all(addresses.map((address) => findToken(sources, String(address))));
  const fungibles = [];
  found.forEach((token, i) => {
    if (!token) return;
    const { name, symbol, iconUrl, decimals } = token;
    fungibles.push({ address: addresses[i], name, symbol, iconUrl, price: priceOf(symbol), decimals });
  });
  return { fungibles };
}
