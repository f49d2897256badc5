// On-ramp's form state: the options (the service's or the built-in fallback), what to buy (token
// and network), what to pay with (currency and method), the amount, both providers' quotes and the
// purchase in progress, plus what the views derive from them.
import { proxy } from 'valtio';
import type { OnRampOptions } from '../../services/blockchain-api/onramp';
import { ONRAMP_PROVIDERS } from '../../services/blockchain-api/onramp';
import { accountOf } from '../account';
import { chainsState, findNetwork, namespaceOf } from '../networks';
import { optionsState } from '../settings';
import { checkAmount, FALLBACK_ONRAMP_OPTIONS, type LimitCheck, type OnRampMethod } from './rules/limits';
import { orderQuotes, type ProviderQuote } from './rules/quotes';

/** A token on one network the visitor can buy. */
export interface OnRampAsset {
  /** The service's purchase currency id (the symbol for the fallback's native coins). */
  id: string;
  symbol: string;
  name: string;
  /** The service's network name (`network` in quotes and URLs). */
  network: string;
  networkName: string;
  caipNetworkId: string;
}

/** A purchase handed to a provider's checkout, followed through the provider's history. */
export interface OnRampPurchase {
  provider: string;
  url: string;
  /** The browser blocked the new window: the view shows the link. */
  blocked: boolean;
  asset: OnRampAsset;
  amount: string;
  currency: string;
  /** The quote's purchase amount (decimal text), when there was one. */
  purchaseAmount?: string;
  address: string;
  status: 'pending' | 'completed' | 'failed';
  /** History ids listed before the checkout opened: the purchase is the first new one. */
  seen: string[];
  hash?: string;
}

export interface OnRampState {
  /**
   * The options shown (the service's, or the built-in fallback); `messageKey` says the last fetch failed (the
   * fallback applies and Buy offers Try again), `refreshing` that a fetch after a failure is under way.
   */
  options: { status: 'idle' | 'loading' | 'ready'; value: OnRampOptions; fallback: boolean; messageKey?: string; refreshing?: boolean };
  assetKey?: string;
  currency: string;
  method: OnRampMethod;
  amountInput: string;
  quotes: ProviderQuote[];
  /** Continue asked for a checkout URL: which provider, and the failure if it failed. */
  opening: { provider?: string; messageKey?: string };
  purchase?: OnRampPurchase;
}

const idleQuotes = (): ProviderQuote[] => ONRAMP_PROVIDERS.map((provider) => ({ provider, status: 'idle' }));

export const onRampState = proxy<OnRampState>({
  options: { status: 'idle', value: FALLBACK_ONRAMP_OPTIONS, fallback: true },
  currency: 'USD',
  method: 'card',
  amountInput: '',
  quotes: idleQuotes(),
  opening: {},
});

/** Clears the form (the purchase in progress, if any, stays followable). */
export function resetOnRampForm() {
  onRampState.assetKey = undefined;
  onRampState.amountInput = '';
  onRampState.quotes = idleQuotes();
  onRampState.opening = {};
}

/** The key of an asset in the list. */
export const assetKeyOf = (asset: Pick<OnRampAsset, 'id' | 'caipNetworkId'>): string => `${asset.caipNetworkId}/${asset.id}`;

/** The configured network a service network's chain id names (an EVM chain id, a CAIP-2 id or reference). */
function networkOfChainId(chainId: string) {
  return chainsState.networks.find((network) => network.caipNetworkId === chainId || String(network.id) === chainId);
}

/** What can be bought on the configured networks: the options' tokens, or each network's own coin. */
export function onRampAssets(): OnRampAsset[] {
  const assets: OnRampAsset[] = [];
  for (const currency of onRampState.options.value.purchaseCurrencies) {
    for (const network of currency.networks) {
      const configured = networkOfChainId(network.chainId);
      if (!configured) continue;
      assets.push({
        id: currency.id,
        symbol: currency.symbol,
        name: currency.name,
        network: network.name,
        networkName: network.displayName,
        caipNetworkId: configured.caipNetworkId,
      });
    }
  }
  if (assets.length > 0) return assets;
  return chainsState.networks.map((network) => ({
    id: network.nativeCurrency.symbol,
    symbol: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    network: network.name.toLowerCase(),
    networkName: network.name,
    caipNetworkId: network.caipNetworkId,
  }));
}

/** The chosen asset: the visitor's choice, else the active network's native coin, else the first. */
export function onRampAsset(): OnRampAsset | undefined {
  const assets = onRampAssets();
  const chosen = assets.find((asset) => assetKeyOf(asset) === onRampState.assetKey);
  if (chosen) return chosen;
  const active = chainsState.activeCaipNetworkId;
  const native = findNetwork(active)?.nativeCurrency.symbol;
  return (
    assets.find((asset) => asset.caipNetworkId === active && asset.symbol === native) ??
    assets.find((asset) => asset.caipNetworkId === active) ??
    assets[0]
  );
}

/** The visitor's address on the asset's network, if connected there. */
export function onRampAddress(asset: OnRampAsset | undefined): string | undefined {
  return asset ? accountOf(namespaceOf(asset.caipNetworkId)).address : undefined;
}

/** The element's language, for Intl.NumberFormat. */
export const onRampLang = (): string => optionsState.options.lang;

/** What the form shows: the asset, the amount's check, the providers' quotes (better first) and whether Continue may go. */
export interface OnRampView {
  asset?: OnRampAsset;
  address?: string;
  check: LimitCheck;
  quotes: ProviderQuote[];
}

export function onRampView(): OnRampView {
  const asset = onRampAsset();
  return {
    asset,
    address: onRampAddress(asset),
    check: checkAmount(onRampState.amountInput, onRampState.options.value, onRampState.currency, onRampState.method),
    quotes: orderQuotes(onRampState.quotes),
  };
}
