// Swap's derived form for its views, re-rendered when the form, the account, its portfolio or the
// network changes (the derived view reads them all, not one path).
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { accountState, portfolioState } from '../../../state/account';
import { connectorsState } from '../../../state/connection';
import { chainsState } from '../../../state/networks';
import { swapState, swapView, type SwapView } from '../../../state/swap';

const SOURCES = [swapState, portfolioState, accountState, chainsState, connectorsState] as const;

function useSourcesVersion(): number {
  const version = useRef(0);
  const listen = useCallback((changed: () => void) => {
    const stops = SOURCES.map((source) => subscribe(source, () => {
      version.current += 1;
      changed();
    }));
    return () => stops.forEach((stop) => stop());
  }, []);
  return useSyncExternalStore(listen, () => version.current);
}

/** Swap's derived form and its state snapshot. */
export function useSwapView(): SwapView & { state: ReturnType<typeof useSnapshot<typeof swapState>> } {
  useSourcesVersion();
  const state = useSnapshot(swapState);
  return { ...swapView(), state };
}
