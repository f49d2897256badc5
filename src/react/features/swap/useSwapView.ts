// Swap's derived form for its views: the hook reads the form, the EVM account, its portfolio and the
// networks as valtio snapshots and derives through a pure selector, so React re-renders on exactly
// the paths the derivation read.
import { useSnapshot } from 'valtio';
import { useAccountSources } from '../../ui/useAccountSources';
import { selectSwapView, swapState, type SwapSources, type SwapView } from '../../../state/swap';

/** Swap's derived form (account, tokens, quote, fee, problem) and its state snapshot. */
export function useSwapView(): SwapView & { state: SwapSources['swap'] } {
  const sources: SwapSources = { swap: useSnapshot(swapState), ...useAccountSources() };
  return { ...selectSwapView(sources), state: sources.swap };
}
