// What the account views read about balances. The balances feature (a lazy chunk:
// http client, viem units) loads them into this state.
import { defineProxySlice } from '../shared';

export interface TokenRow {
  /** Stable key: the token's CAIP-10 id, or the chain's for the native currency. */
  id: string;
  name: string;
  symbol: string;
  iconUrl?: string;
  /** Base units, as a decimal string (bigint-safe). */
  amount: string;
  decimals: number;
  /** As shown: grouped, at most 4 decimals, no symbol. */
  quantity: string;
  /** "$12.34"; absent when the service knows no price. */
  usdValue?: string;
  /** USD per whole token, as a decimal string; absent when the service knows none. */
  price?: string;
}

export interface Portfolio {
  status: 'loading' | 'loaded' | 'unavailable';
  /** Native first, then tokens; 0-decimal tokens are left out (SPEC §5). */
  tokens: TokenRow[];
  totalUsd?: string;
  /** When unavailable: when Retry may ask again (ms since epoch; SPEC §8's 30 s gap). */
  retryAt?: number;
}

/** Portfolios by CAIP-10 account id (account + network). */
export const portfolioState = defineProxySlice<{ byCaipAddress: Record<string, Portfolio> }>({
  name: 'account/portfolios',
  initial: () => ({ byCaipAddress: {} }),
});
