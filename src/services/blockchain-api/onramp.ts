// STUB (onramp-view): the On-ramp client's shapes, so the feature typechecks before the
// onramp-devnet branch lands. The lead replaces this file (and the cast in
// src/state/onramp/api.ts) with the real client on BlockchainApi at merge. No behaviour here.
import type { HistoryPage } from './history';

/** A fiat currency the visitor can pay with and its limits per payment method. */
export interface OnRampPaymentCurrency { id: string; limits: { id: string; min: string; max: string }[] }
/** A token the visitor can buy and the networks it is delivered on. */
export interface OnRampPurchaseCurrency {
  id: string; name: string; symbol: string;
  networks: { name: string; displayName: string; chainId: string; contractAddress?: string }[];
}
/** What can be bought and paid with (`/v1/onramp/options`). */
export interface OnRampOptions { paymentCurrencies: OnRampPaymentCurrency[]; purchaseCurrencies: OnRampPurchaseCurrency[] }
/** One provider's quote (`/v1/onramp/quote`); amounts are decimal text. */
export interface OnRampQuote {
  provider: string; purchaseAmount: string; paymentSubtotal: string; paymentTotal: string;
  providerFee: string; networkFee: string; currency: string; quoteId: string;
}

/** The On-ramp calls of the blockchain service. */
export interface OnRampApi {
  fetchOnRampOptions(signal?: AbortSignal): Promise<OnRampOptions>;
  fetchOnRampQuote(query: { provider: string; purchaseCurrency: string; paymentCurrency: string; amount: string; network: string; signal?: AbortSignal }): Promise<OnRampQuote>;
  generateOnRampUrl(query: { provider: string; address: string; network: string; asset: string; amount: string; currency: string; signal?: AbortSignal }): Promise<string>;
  fetchOnRampHistory(query: { address: string; chainId: string; provider: string; signal?: AbortSignal }): Promise<HistoryPage>;
}

/** The two providers (SPEC §9). STUB value: the real client's list replaces it. */
export const ONRAMP_PROVIDERS: readonly string[] = ['coinbase', 'meld'];
