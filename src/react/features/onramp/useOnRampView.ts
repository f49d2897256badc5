// On-ramp's derived form for its views, re-rendered when the form, the account, the networks or the
// element's language change (the derived view reads them all).
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { accountState } from '../../../state/account';
import { chainsState } from '../../../state/networks';
import { onRampState, onRampView, type OnRampView } from '../../../state/onramp';
import { optionsState } from '../../../state/settings';

const SOURCES = [onRampState, accountState, chainsState, optionsState] as const;

function useSourcesVersion(): number {
  const version = useRef(0);
  const listen = useCallback((changed: () => void) => {
    const stops = SOURCES.map((source) =>
      subscribe(source, () => {
        version.current += 1;
        changed();
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, []);
  return useSyncExternalStore(listen, () => version.current);
}

/** On-ramp's derived form, its state snapshot and the element's language. */
export function useOnRampView(): OnRampView & { state: ReturnType<typeof useSnapshot<typeof onRampState>>; lang: string } {
  useSourcesVersion();
  const state = useSnapshot(onRampState);
  const { options } = useSnapshot(optionsState);
  return { ...onRampView(), state, lang: options.lang };
}
