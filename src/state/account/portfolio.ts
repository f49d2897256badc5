// What the account views read about balances, and the actions that load them.
// The loading itself (state/balances: http client, viem units) is a lazy chunk.
import { proxy } from 'valtio';
import { withChunk } from '../modal/chunks';
import type { ChainNamespace } from '../shared/types';

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
}

export interface Portfolio {
  status: 'loading' | 'loaded' | 'unavailable';
  /** Native first, then tokens; 0-decimal tokens are left out (SPEC §5). */
  tokens: TokenRow[];
  totalUsd?: string;
}

/** Portfolios by CAIP-10 account id (account + network). */
export const portfolioState = proxy<{ byCaipAddress: Record<string, Portfolio> }>({ byCaipAddress: {} });

/** Connecting or restoring counts as intent: from then on balances and identity follow the connected accounts. */
export function followBalances() {
  withChunk(() => import('../balances/balances'), ({ trackBalances }) => trackBalances());
}

/** Account opened: reloads the namespace's balances unless a fresh answer is cached or a failure is within the retry gap. */
export function refreshPortfolio(namespace: ChainNamespace) {
  withChunk(() => import('../balances/balances'), ({ refreshBalances }) => refreshBalances(namespace));
}
