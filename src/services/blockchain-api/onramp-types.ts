// The shapes On-ramp's calls answer with, once parsed (./onramp-parse.ts); apart, so the client and its lazily
// loaded parsers share them without importing each other. Money is decimal text, never a float.

/** The on-ramp providers the service quotes for, cheaper-first order not implied (the devnet: 1% and 2% fees). */
export const ONRAMP_PROVIDERS: readonly string[] = Object.freeze(['coinbase', 'meld']);

/** A fiat currency the visitor can pay with, and each payment method's limits (decimal text, e.g. "10.00"). */
export interface OnRampPaymentCurrency {
  id: string;
  limits: { id: string; min: string; max: string }[];
}

/** A token the visitor can buy, and the networks it is sold on. */
export interface OnRampPurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  /** `name` is what quotes and checkout URLs take as `network`; `chainId` the network's reference (`31337`, a Solana genesis prefix). */
  networks: { name: string; displayName: string; chainId: string; contractAddress?: string }[];
}

export interface OnRampOptions {
  paymentCurrencies: OnRampPaymentCurrency[];
  purchaseCurrencies: OnRampPurchaseCurrency[];
}

/** One provider's quote: fiat amounts in `currency`, `purchaseAmount` in whole tokens, all decimal text. */
export interface OnRampQuote {
  provider: string;
  purchaseAmount: string;
  paymentSubtotal: string;
  paymentTotal: string;
  providerFee: string;
  networkFee: string;
  currency: string;
  quoteId: string;
}
