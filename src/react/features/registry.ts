// The account features this build has, in one place: each one's views (route →
// title) and the loader of its chunk. The router's view table and the account
// features row read this; a feature not listed here does not exist in the build.
import { viewChunks } from '../chunks/views';
import type { ComponentType } from 'react';
import type { AccountFeature, ViewName } from '../../state/shared';
import type { MessageKey } from '../i18n/catalogue';

export interface Feature {
  /** The view the account features row opens. */
  start: ViewName;
  /** Every route of the feature and its title (titles are in the static catalogue, so the header shows while the chunk loads). */
  titles: Partial<Record<ViewName, MessageKey>>;
  /** The feature's chunk: a module exporting `views`, a component per route. */
  load(): Promise<{ views: Partial<Record<ViewName, ComponentType>> }>;
}

/** Type-checks an entry: the chunk renders every route the feature titles, and `start` is one of them. */
function feature<V extends ViewName>(entry: {
  start: NoInfer<V>;
  titles: Record<V, MessageKey>;
  load(): Promise<{ views: Record<V, ComponentType> }>;
}): Feature {
  return entry;
}

export const FEATURES: Partial<Record<AccountFeature, Feature>> = {
  receive: feature({
    start: 'WalletReceive',
    titles: { WalletReceive: 'receive.title' },
    load: viewChunks.receiveViews.quiet,
  }),
  send: feature({
    start: 'WalletSend',
    titles: { WalletSend: 'send.title', WalletSendSelectToken: 'send.selectToken.title', WalletSendPreview: 'send.preview.title' },
    load: viewChunks.sendViews.quiet,
  }),
  swaps: feature({
    start: 'Swap',
    titles: { Swap: 'swap.title', SwapSelectToken: 'swap.selectToken.title', SwapPreview: 'swap.preview.title' },
    load: viewChunks.swapViews.quiet,
  }),
  onramp: feature({
    start: 'OnRampProviders',
    titles: {
      OnRampProviders: 'onramp.title',
      OnRampFiatSelect: 'onramp.fiatSelect.title',
      OnRampTokenSelect: 'onramp.tokenSelect.title',
      BuyInProgress: 'onramp.progress.title',
    },
    load: viewChunks.onrampViews.quiet,
  }),
  history: feature({
    start: 'Transactions',
    titles: { Transactions: 'activity.title', TransactionDetails: 'activity.detailsTitle' },
    load: viewChunks.activityViews.quiet,
  }),
  names: feature({
    start: 'RegisterAccountName',
    titles: {
      RegisterAccountName: 'names.title',
      RegisterAccountNameSuccess: 'names.success.title',
      SmartSessions: 'names.sessions.title',
    },
    load: viewChunks.namesViews.quiet,
  }),
};

export function isBuilt(name: AccountFeature): boolean {
  return FEATURES[name] !== undefined;
}
