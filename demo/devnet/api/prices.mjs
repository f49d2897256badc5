// The devnet's USD price table (by symbol) and exact USD values: amounts stay
// bigint until the final number, never a float multiplication.
import { formatUnits, parseUnits } from 'viem';

const PRICE_DECIMALS = 8;
/** USD prices as decimal strings; a symbol not listed has price 0 and no value. */
export const USD_PRICES = { ETH: '3000', SOL: '150', dUSDC: '1', dDAI: '1', dPTS: '0.01', USDC: '1' };

export function priceOf(symbol) {
  return Number(USD_PRICES[symbol] ?? 0);
}

/** USD value of `amount` base units, or undefined when the symbol has no price. */
export function valueOf(symbol, amount, decimals) {
  const price = USD_PRICES[symbol];
  if (price === undefined) return undefined;
  return Number(formatUnits(amount * parseUnits(price, PRICE_DECIMALS), decimals + PRICE_DECIMALS));
}
