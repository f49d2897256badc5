// The account features row: which features show, in which order (DESIGN §1 `features`).
import type { AccountFeature, ChainNamespace, ViewName } from '../../shared';

/** The view each feature opens. */
export const FEATURE_VIEWS: Readonly<Record<AccountFeature, ViewName>> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
  history: 'Transactions',
  names: 'RegisterAccountName',
};

/** Features limited to some namespaces (SPEC §5: names are EVM only; swaps run on EVM pools). */
const FEATURE_NAMESPACES: Partial<Record<AccountFeature, readonly ChainNamespace[]>> = {
  names: ['eip155'],
  swaps: ['eip155'],
};

/**
 * The features to offer: the host's order, only those whose view exists in this build,
 * and only those the active namespace supports.
 */
export function accountFeatures(
  configured: readonly AccountFeature[],
  hasView: (view: ViewName) => boolean,
  namespace: ChainNamespace,
): AccountFeature[] {
  return configured.filter((feature) => hasView(FEATURE_VIEWS[feature]) && (FEATURE_NAMESPACES[feature]?.includes(namespace) ?? true));
}
