// On-ramp's quotes side by side: the provider that delivers more first; a failed or missing
// quote after every answered one, in the providers' own order. Pure.
import type { OnRampQuote } from '../../../services/blockchain-api/onramp';
import { compareDecimal, toUnits } from './money';

/** One provider's quote as the form holds it. */
export type ProviderQuote =
  | { provider: string; status: 'idle' | 'loading' }
  | { provider: string; status: 'ready'; quote: OnRampQuote }
  | { provider: string; status: 'failed'; messageKey: string };

/** The providers ordered by what the visitor gets, better first (stable for ties and for those without a quote). */
export function orderQuotes(quotes: readonly ProviderQuote[]): ProviderQuote[] {
  return quotes
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const x = a.entry.status === 'ready' ? a.entry.quote.purchaseAmount : undefined;
      const y = b.entry.status === 'ready' ? b.entry.quote.purchaseAmount : undefined;
      if (x !== undefined && y !== undefined) return compareDecimal(y, x) || a.index - b.index;
      if (x !== undefined) return -1;
      if (y !== undefined) return 1;
      return a.index - b.index;
    })
    .map(({ entry }) => entry);
}

/** The fees of a quote (provider fee + network fee) as exact decimal text; undefined when either is unreadable. */
export function totalFees(quote: Pick<OnRampQuote, 'providerFee' | 'networkFee'>): string | undefined {
  const places = Math.max(quote.providerFee.split('.')[1]?.length ?? 0, quote.networkFee.split('.')[1]?.length ?? 0);
  const provider = toUnits(quote.providerFee, places);
  const network = toUnits(quote.networkFee, places);
  if (provider === undefined || network === undefined) return undefined;
  const sum = (provider + network).toString().padStart(places + 1, '0');
  return places === 0 ? sum : `${sum.slice(0, -places)}.${sum.slice(-places)}`;
}
