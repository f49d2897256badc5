// Swap's slippage (SPEC §9: default 1%): the presets, a custom value checked (0 < x ≤ 50), the
// value in basis points, and the minimum received after it, rounded down as the contract enforces.
import { BPS } from './pool';

/** The default slippage, in percent. */
export const DEFAULT_SLIPPAGE = '1';
/** The preset choices, in percent. */
export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1'] as const;
/** The largest slippage accepted, in percent. */
export const MAX_SLIPPAGE = '50';

/** Why a custom slippage is refused: each a catalogue key. */
export type SlippageProblem = 'swap.slippage.notANumber' | 'swap.slippage.tooLow' | 'swap.slippage.tooHigh';

export type SlippageCheck = { ok: true; percent: string; bps: bigint } | { ok: false; problem: SlippageProblem };

/** Up to two decimals: basis points are the finest the service and the contract take. */
const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** A typed slippage in percent: refused unless a plain number with at most two decimals, above 0 and at most 50. */
export function parseSlippage(input: string): SlippageCheck {
  const text = input.trim().replace(/%$/, '').trim();
  const match = PERCENT.exec(text);
  if (!match) return { ok: false, problem: 'swap.slippage.notANumber' };
  const bps = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (bps <= 0n) return { ok: false, problem: 'swap.slippage.tooLow' };
  if (bps > BigInt(MAX_SLIPPAGE) * 100n) return { ok: false, problem: 'swap.slippage.tooHigh' };
  const percent = `${match[1]!.replace(/^0+(?=\d)/, '')}${match[2] && /[1-9]/.test(match[2]) ? `.${match[2].replace(/0+$/, '')}` : ''}`;
  return { ok: true, percent, bps };
}

/** The least the visitor receives when the price moves by `slippageBps` against the quote: rounded down. */
export function minimumReceived(toAmount: bigint, slippageBps: bigint): bigint {
  if (toAmount <= 0n) return 0n;
  const kept = slippageBps >= BPS ? 0n : BPS - slippageBps;
  return (toAmount * kept) / BPS;
}

/**
 * Whether a fresh quote is worse than the one the visitor saw by more than the slippage: its output
 * is below the minimum received of the first one.
 */
export function worsenedBeyondSlippage(seen: bigint, fresh: bigint, slippageBps: bigint): boolean {
  return fresh < minimumReceived(seen, slippageBps);
}
