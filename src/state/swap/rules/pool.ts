// Swap's arithmetic against a constant-product pool (x·y = k, a fee taken from the input, as the
// devnet's ConstantProductPool and Uniswap v2 charge it): what an input pays out, what an output
// costs, and how far a quote's price is from the pool's spot price. Bigints only; never a float.

/** The pool's fee in thousandths of the input (0.3%: 997 of every 1000 go to the trade). */
export const POOL_FEE_KEEP = 997n;
const THOUSAND = 1000n;

/** What `amountIn` pays out at reserves (`reserveIn`, `reserveOut`), rounded down like the contract; 0 for an empty pool or no input. */
export function constantProductOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feeKeep = POOL_FEE_KEEP): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const withFee = amountIn * feeKeep;
  return (withFee * reserveOut) / (reserveIn * THOUSAND + withFee);
}

/**
 * The least input that pays out at least `amountOut`, rounded up; undefined when the pool cannot pay
 * it (empty pool, or `amountOut` is its whole reserve or more).
 */
export function constantProductIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint, feeKeep = POOL_FEE_KEEP): bigint | undefined {
  if (amountOut <= 0n) return 0n;
  if (reserveIn <= 0n || reserveOut <= amountOut) return undefined;
  return (reserveIn * amountOut * THOUSAND) / ((reserveOut - amountOut) * feeKeep) + 1n;
}

/** Basis points: 100 is 1%. */
export const BPS = 10_000n;

/**
 * The price impact of a quote in basis points: how much less the trade's rate (`toAmount / fromAmount`)
 * gives than the reference rate (`referenceTo / referenceFrom`, a tiny trade's quote, as close to the
 * spot price as the service will say). Rounded up (a warning is never understated); never below 0.
 */
export function priceImpactBps(
  quote: { fromAmount: bigint; toAmount: bigint },
  reference: { fromAmount: bigint; toAmount: bigint },
): bigint {
  const { fromAmount, toAmount } = quote;
  if (fromAmount <= 0n || reference.fromAmount <= 0n || reference.toAmount <= 0n) return 0n;
  // rate / referenceRate = toAmount·referenceFrom / (fromAmount·referenceTo)
  const numerator = toAmount * reference.fromAmount * BPS;
  const denominator = fromAmount * reference.toAmount;
  const kept = numerator / denominator; // rounded down, so the impact rounds up
  return kept >= BPS ? 0n : BPS - kept;
}

/** Above this the preview warns (1%). */
export const PRICE_IMPACT_WARN_BPS = 100n;
/** Above this the visitor must confirm before the swap (5%). */
export const PRICE_IMPACT_CONFIRM_BPS = 500n;

export type PriceImpactLevel = 'none' | 'warn' | 'confirm';

/** What the view does about an impact: nothing, a warning (> 1%), or a confirmation (> 5%). */
export function priceImpactLevel(impactBps: bigint): PriceImpactLevel {
  if (impactBps > PRICE_IMPACT_CONFIRM_BPS) return 'confirm';
  if (impactBps > PRICE_IMPACT_WARN_BPS) return 'warn';
  return 'none';
}

/** Basis points as the view shows a percentage ("1.25"), cut to two decimals. */
export function formatBps(bps: bigint): string {
  const whole = bps / 100n;
  const rest = bps % 100n;
  return rest === 0n ? whole.toString() : `${whole}.${rest.toString().padStart(2, '0').replace(/0$/, '')}`;
}
