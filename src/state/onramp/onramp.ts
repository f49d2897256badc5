// On-ramp's form state: the options (the service's or the built-in fallback), what to buy (token
// and network), what to pay with (currency and method), the amount, both providers' quotes and the
// purchase in progress, plus what the views derive from them.
import type { Snapshot } from 'valtio';
import type { OnRampOptions } from '../../services/blockchain-api/onramp';
import { ONRAMP_PROVIDERS } from '../../services/blockchain-api/onramp';
import { accountState, portfolioState, type TokenRow } from '../account';
import { chainsState, namespaceOf } from '../networks';
import { optionsState } from '../settings';
import { defineProxySlice } from '../shared';
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

export const onRampState = defineProxySlice<OnRampState>({
  name: 'onramp/state',
  initial: () => ({
    options: { status: 'idle', value: FALLBACK_ONRAMP_OPTIONS, fallback: true },
    currency: 'USD',
    method: 'card',
    amountInput: '',
    quotes: idleQuotes(),
    opening: {},
  }),
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

/**
 * What On-ramp derives from: its form, the accounts, their balances and the networks. Views pass valtio snapshots
 * (React then tracks exactly the paths a selector reads); actions pass the proxies.
 */
export interface OnRampSources {
  onramp: Snapshot<typeof onRampState>;
  account: Snapshot<typeof accountState>;
  /** The balances, for the assets' icons (the service's purchase options carry none). */
  portfolio: Snapshot<typeof portfolioState>;
  chains: Snapshot<typeof chainsState>;
}

const liveSources = (): OnRampSources => ({ onramp: onRampState, account: accountState, portfolio: portfolioState, chains: chainsState });

/** What can be bought on the configured networks: the options' tokens, or each network's own coin. */
function listAssets({ onramp, chains }: Pick<OnRampSources, 'onramp' | 'chains'>): OnRampAsset[] {
  const assets: OnRampAsset[] = [];
  for (const currency of onramp.options.value.purchaseCurrencies) {
    for (const network of currency.networks) {
      // The configured network the service network's chain id names (an EVM chain id, a CAIP-2 id or reference).
      const configured = chains.networks.find(
        (candidate) => candidate.caipNetworkId === network.chainId || String(candidate.id) === network.chainId,
      );
      if (!configured) continue;
      assets.push({
        id: currency.id,
        symbol: currency.symbol,
        name: currency.name,
        network: network.name,
        // The host's name for its network ("Devnet A"), not the service's label for a chain id.
        networkName: configured.name || network.displayName,
        caipNetworkId: configured.caipNetworkId,
      });
    }
  }
  if (assets.length > 0) return assets;
  return chains.networks.map((network) => ({
    id: network.nativeCurrency.symbol,
    symbol: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    network: network.name.toLowerCase(),
    networkName: network.name,
    caipNetworkId: network.caipNetworkId,
  }));
}

/** What can be bought (live state, for actions). */
export const onRampAssets = (): OnRampAsset[] => listAssets(liveSources());

/** The chosen asset among `assets`: the visitor's choice, else the active network's native coin, else the first. */
function pickAsset(assets: OnRampAsset[], { onramp, chains }: Pick<OnRampSources, 'onramp' | 'chains'>): OnRampAsset | undefined {
  const chosen = assets.find((asset) => assetKeyOf(asset) === onramp.assetKey);
  if (chosen) return chosen;
  const active = chains.activeCaipNetworkId;
  const native = chains.networks.find((network) => network.caipNetworkId === active)?.nativeCurrency.symbol;
  return (
    assets.find((asset) => asset.caipNetworkId === active && asset.symbol === native) ??
    assets.find((asset) => asset.caipNetworkId === active) ??
    assets[0]
  );
}

/** The chosen asset (live state, for actions). */
export const onRampAsset = (): OnRampAsset | undefined => pickAsset(onRampAssets(), liveSources());

const addressIn = (account: OnRampSources['account'], asset: OnRampAsset | undefined): string | undefined =>
  asset ? account.byNamespace[namespaceOf(asset.caipNetworkId)].address : undefined;

/** The visitor's address on the asset's network, if connected there (live state, for actions). */
export const onRampAddress = (asset: OnRampAsset | undefined): string | undefined => addressIn(accountState, asset);

/**
 * The icon of `asset` as the account's balances show it (the token of the same symbol on its network, held by
 * `address`), or undefined: the service's purchase options carry no icons.
 */
function assetIconUrl(
  portfolios: Readonly<Record<string, { readonly tokens: readonly Pick<TokenRow, 'symbol' | 'iconUrl'>[] } | undefined>>,
  asset: Pick<OnRampAsset, 'symbol' | 'caipNetworkId'>,
  address: string | undefined,
): string | undefined {
  if (!address) return undefined;
  const symbol = asset.symbol.toLowerCase();
  return portfolios[`${asset.caipNetworkId}:${address}`]?.tokens.find((token) => token.symbol.toLowerCase() === symbol)?.iconUrl;
}

/** The element's language, for Intl.NumberFormat. */
export const onRampLang = (): string => optionsState.options.lang;

/** What the form shows: the asset, the amount's check, the providers' quotes (better first) and whether Continue may go. */
export interface OnRampView {
  /** What can be bought on the configured networks. */
  assets: OnRampAsset[];
  asset?: OnRampAsset;
  address?: string;
  check: LimitCheck;
  quotes: ProviderQuote[];
  /** Each asset's icon by its key (`assetKeyOf`), where the account's balances show one. */
  icons: Readonly<Record<string, string>>;
}

/** On-ramp's derived form from `sources` (snapshots in views, so React tracks what it reads). */
export function selectOnRampView(sources: OnRampSources): OnRampView {
  const { onramp } = sources;
  const assets = listAssets(sources);
  const asset = pickAsset(assets, sources);
  return {
    assets,
    asset,
    address: addressIn(sources.account, asset),
    // The rules only read the options (a snapshot's are read-only).
    check: checkAmount(onramp.amountInput, onramp.options.value as OnRampOptions, onramp.currency, onramp.method),
    quotes: orderQuotes(onramp.quotes),
    icons: iconsOf(assets, sources),
  };
}

function iconsOf(assets: OnRampAsset[], { portfolio, account }: OnRampSources): Record<string, string> {
  const icons: Record<string, string> = {};
  for (const asset of assets) {
    const iconUrl = assetIconUrl(portfolio.byCaipAddress, asset, addressIn(account, asset));
    if (iconUrl) icons[assetKeyOf(asset)] = iconUrl;
  }
  return icons;
}
