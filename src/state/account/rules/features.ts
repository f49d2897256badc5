// The account features row: which features show, in which order (DESIGN §1 `features`).
// Which features the build has, and the views each opens, is the view layer's
// feature registry (src/react/features/registry.ts).
import type { AccountFeature, ChainNamespace } from '../../shared';

/** Features limited to some namespaces (SPEC §5: names are EVM only; swaps run on EVM pools). */
const FEATURE_NAMESPACES: Partial<Record<AccountFeature, readonly ChainNamespace[]>> = {
  names: ['eip155'],
  swaps: ['eip155'],
};

/**
 * The features to offer: the host's order, only those this build has,
 * and only those the active namespace supports.
 */
export function accountFeatures(
  configured: readonly AccountFeature[],
  isBuilt: (feature: AccountFeature) => boolean,
  namespace: ChainNamespace,
): AccountFeature[] {
  return configured.filter((feature) => isBuilt(feature) && (FEATURE_NAMESPACES[feature]?.includes(namespace) ?? true));
}
