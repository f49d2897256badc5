// On-ramp's calls to the blockchain service (SPEC §7): the options (what can be bought, with what, within
// which limits), a quote per provider, the provider's checkout URL and the provider's purchases in history
// (`onramp=<provider>`). The answers' parsers load with the first call (./onramp-parse.ts), not with the element.
import { blockchainApiChunks } from '../chunks/blockchain-api';
import type { HttpClient } from '../http';
import type { HistoryPage } from './history';
import { ONRAMP_PROVIDERS } from './onramp-types';
import type { OnRampOptions, OnRampQuote } from './onramp-types';

export {
  ONRAMP_PROVIDERS,
  type OnRampOptions,
  type OnRampPaymentCurrency,
  type OnRampPurchaseCurrency,
  type OnRampQuote,
} from './onramp-types';

export interface OnRampQuoteQuery {
  /** One of ONRAMP_PROVIDERS. */
  provider: string;
  /** A purchase currency's id and a payment currency's id, from the options. */
  purchaseCurrency: string;
  paymentCurrency: string;
  /** What the visitor pays, decimal text in `paymentCurrency` ("50.00"). */
  amount: string;
  /** The network's `name` from the options. */
  network: string;
  signal?: AbortSignal;
}

export interface OnRampUrlQuery {
  provider: string;
  /** The visitor's address on `network`. */
  address: string;
  /** The network's `name` and the purchase currency's id, from the options. */
  network: string;
  asset: string;
  /** What the visitor pays, decimal text in `currency`. */
  amount: string;
  currency: string;
  signal?: AbortSignal;
}

export interface OnRampHistoryQuery {
  address: string;
  /** CAIP-2 id of the network. */
  chainId: string;
  provider: string;
  signal?: AbortSignal;
}

/** The on-ramp half of BlockchainApi. */
export interface OnRampApi {
  /** What can be bought and paid with; the caller falls back to its built-in USD/EUR options when this fails. */
  fetchOnRampOptions(signal?: AbortSignal): Promise<OnRampOptions>;
  fetchOnRampQuote(query: OnRampQuoteQuery): Promise<OnRampQuote>;
  /** The provider's checkout page for the visitor: an https URL on the provider's hosts (loopback on a devnet), never anything else. */
  generateOnRampUrl(query: OnRampUrlQuery): Promise<string>;
  /** The provider's purchases for the address on `chainId`, newest first (pending, confirmed or failed). */
  fetchOnRampHistory(query: OnRampHistoryQuery): Promise<HistoryPage>;
}

const parsers = blockchainApiChunks.onrampParse;

/** The calls, over the blockchain service's HTTP client; `addressSegment` makes the history path's address segment. */
export function createOnRampApi(http: HttpClient, addressSegment: (address: string) => string): OnRampApi {
  return {
    async fetchOnRampOptions(signal) {
      const parse = await parsers();
      return parse.parseOnRampOptions(await http.get<unknown>('/v1/onramp/options', { signal }));
    },
    async fetchOnRampQuote({ provider, purchaseCurrency, paymentCurrency, amount, network, signal }) {
      const parse = await parsers();
      parse.requireProvider(provider, ONRAMP_PROVIDERS);
      // The hosted body (AppKit's GetQuoteArgs) with the provider beside it.
      const payload = { provider, purchaseCurrency: { id: purchaseCurrency }, paymentCurrency: { id: paymentCurrency }, amount, network };
      const body = await http.post<unknown>('/v1/onramp/quote', payload, { signal });
      return parse.parseOnRampQuote(body, { provider, paymentCurrency, purchaseCurrency });
    },
    async generateOnRampUrl({ provider, address, network, asset, amount, currency, signal }) {
      const parse = await parsers();
      parse.requireProvider(provider, ONRAMP_PROVIDERS);
      const payload = {
        provider,
        destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
        defaultNetwork: network,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: amount,
        paymentCurrency: currency,
      };
      return parse.parseOnRampUrl(await http.post<unknown>('/v1/generators/onrampurl', payload, { signal }), provider);
    },
    async fetchOnRampHistory({ address, chainId, provider, signal }) {
      const parse = await parsers();
      parse.requireProvider(provider, ONRAMP_PROVIDERS);
      const body = await http.get<unknown>(`/v1/account/${addressSegment(address)}/history`, {
        query: { chainId, onramp: provider },
        signal,
      });
      return parse.parseOnRampHistory(body);
    },
  };
}
