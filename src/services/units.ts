// Native and token amounts for display (EVM and Solana). Loaded as a lazy chunk: viem stays out
// of the initial script (DESIGN §2).
import { formatUnits } from 'viem/utils';
import { formatDecimalText } from './locale-number';

/** A short display string for a base-unit amount: at most 4 decimals (cut, trailing zeros trimmed), digits grouped for `locale`. */
export function formatAmount(amount: bigint, decimals: number, symbol: string, maxDecimals = 4, locale = 'en'): string {
  const [whole = '0', fraction = ''] = formatUnits(amount, decimals).split('.');
  const trimmed = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  return `${formatDecimalText(trimmed ? `${whole}.${trimmed}` : whole, locale)} ${symbol}`.trim();
}
