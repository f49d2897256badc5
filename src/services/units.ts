// Native and token amounts for display (EVM and Solana). Loaded as a lazy chunk: viem stays out
// of the initial script (DESIGN §2).
import { formatUnits } from 'viem/utils';

/** A short display string for a base-unit amount: at most 4 decimals, trailing zeros trimmed, grouped digits. */
export function formatAmount(amount: bigint, decimals: number, symbol: string, maxDecimals = 4): string {
  const [whole = '0', fraction = ''] = formatUnits(amount, decimals).split('.');
  const trimmed = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  const grouped = BigInt(whole).toLocaleString('en-US');
  return `${grouped}${trimmed ? `.${trimmed}` : ''} ${symbol}`.trim();
}
