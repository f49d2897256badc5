// On-ramp's derived form for its views: the hook reads the form, the accounts, the networks and the
// element's language as valtio snapshots and derives through a pure selector, so React re-renders
// on exactly the paths the derivation read.
import { useSnapshot } from 'valtio';
import { accountState, portfolioState } from '../../../state/account';
import { chainsState, namespaceOf } from '../../../state/networks';
import { assetIconUrl, onRampState, selectOnRampView, type OnRampAsset, type OnRampSources, type OnRampView } from '../../../state/onramp';
import { optionsState } from '../../../state/settings';

/** On-ramp's derived form, its state snapshot and the element's language. */
export function useOnRampView(): OnRampView & { state: OnRampSources['onramp']; lang: string } {
  const sources: OnRampSources = { onramp: useSnapshot(onRampState), account: useSnapshot(accountState), chains: useSnapshot(chainsState) };
  const { options } = useSnapshot(optionsState);
  return { ...selectOnRampView(sources), state: sources.onramp, lang: options.lang };
}

/** Each asset's icon as the account's balances show it (the options carry none): `iconOf(asset)`. */
export function useAssetIcons(): (asset: OnRampAsset) => string | undefined {
  const { byCaipAddress } = useSnapshot(portfolioState);
  const account = useSnapshot(accountState);
  return (asset) => {
    return assetIconUrl(byCaipAddress, asset, account.byNamespace[namespaceOf(asset.caipNetworkId)].address);
  };
}
