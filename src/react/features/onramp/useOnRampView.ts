// On-ramp's derived form for its views: the hook reads the form, the accounts, their balances, the networks and the
// element's language as valtio snapshots and derives through a pure selector, so React re-renders
// on exactly the paths the derivation read.
import { useSnapshot } from 'valtio';
import { accountState, portfolioState } from '../../../state/account';
import { chainsState } from '../../../state/networks';
import { onRampState, selectOnRampView, type OnRampSources, type OnRampView } from '../../../state/onramp';
import { optionsState } from '../../../state/settings';

/** On-ramp's derived form, its state snapshot and the element's language. */
export function useOnRampView(): OnRampView & { state: OnRampSources['onramp']; lang: string } {
  const sources: OnRampSources = {
    onramp: useSnapshot(onRampState),
    account: useSnapshot(accountState),
    portfolio: useSnapshot(portfolioState),
    chains: useSnapshot(chainsState),
  };
  const { options } = useSnapshot(optionsState);
  return { ...selectOnRampView(sources), state: sources.onramp, lang: options.lang };
}
