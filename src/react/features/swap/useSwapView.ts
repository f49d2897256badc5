// Swap's derived form for its views, re-rendered when the form, the account, its portfolio or the
// network changes (the derived view reads them all, not one path).
import { useSnapshot } from 'valtio';
import { accountState, portfolioState } from '../../../state/account';
import { connectorsState } from '../../../state/connection';
import { chainsState } from '../../../state/networks';
import { swapState, swapView, type SwapView } from '../../../state/swap';
import { useProxiesVersion } from '../../ui/useProxiesVersion';

const SOURCES = [swapState, portfolioState, accountState, chainsState, connectorsState] as const;

/** Swap's derived form and its state snapshot. */
export function useSwapView(): SwapView & { state: ReturnType<typeof useSnapshot<typeof swapState>> } {
  useProxiesVersion(SOURCES);
  const state = useSnapshot(swapState);
  return { ...swapView(), state };
}
