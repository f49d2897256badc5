// How a balance answer becomes a portfolio, and when to ask again (SPEC §5, §8, §9).
// Amounts stay bigint: quantities in base units, USD in fixed point (USD_SCALE places).
import { formatUsdText } from '../../../services/locale-number';
import { BALANCE_CACHE_MS, BALANCE_RETRY_GAP_MS } from '../../shared';

/** USD amounts are kept as bigint with this many decimal places. */
export const USD_SCALE = 8;

/** A decimal string ("12.5") as an integer scaled by 10^places; extra places are cut, not rounded. */
export function decimalToScaled(decimal: string, places: number): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(decimal.trim());
  if (!match) throw new TypeError(`not a decimal: ${decimal}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
}

/** A quantity times a price (both decimal strings), scaled by USD_SCALE, cut not rounded. */
export function multiplyUsd(quantity: string, price: string): bigint {
  return (decimalToScaled(quantity, USD_SCALE) * decimalToScaled(price, USD_SCALE)) / 10n ** BigInt(USD_SCALE);
}

/** "$1,234.57" (in `locale`'s format) from a USD_SCALE amount, rounded half up to cents; "<$0.01" for a dust amount above 0. */
export function formatUsd(scaled: bigint, locale = 'en'): string {
  const cents = (scaled + 5n * 10n ** BigInt(USD_SCALE - 3)) / 10n ** BigInt(USD_SCALE - 2);
  if (cents === 0n && scaled > 0n) return `<${formatUsdText('0.01', locale)}`;
  return formatUsdText(`${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`, locale);
}

/** What is known about one account's balances on one network. */
export interface FetchRecord {
  /** When the last successful answer arrived (ms since epoch). */
  fetchedAt?: number;
  /** When the last attempt failed. */
  failedAt?: number;
}

/**
 * Whether a new balance request may go out now: never within the retry gap after a failure
 * (SPEC §8), and a fresh answer (30 s) is kept unless `force` (the visitor's own transaction).
 */
export function shouldFetchBalances(record: FetchRecord | undefined, now: number, force = false): boolean {
  if (!record) return true;
  if (record.failedAt !== undefined && now - record.failedAt < BALANCE_RETRY_GAP_MS) return false;
  if (force) return true;
  return record.fetchedAt === undefined || now - record.fetchedAt >= BALANCE_CACHE_MS;
}
