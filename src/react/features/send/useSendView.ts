import { useCallback, useRef, useSyncExternalStore } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { accountState, portfolioState } from '../../../state/account';
import { connectorsState } from '../../../state/connection';
import { chainsState } from '../../../state/networks';
import { sendState, sendView, type SendView } from '../../../state/send';

const SOURCES = [sendState, portfolioState, accountState, chainsState, connectorsState] as const;

/** A number that changes whenever any of Send's sources changes (the derived form reads them all, not one path). */
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

/** Send's derived form (parsed amount and receiver, the button), re-rendered when the form, the account, its portfolio or the network changes. */
export function useSendView(): SendView & { state: ReturnType<typeof useSnapshot<typeof sendState>> } {
  useSourcesVersion();
  const state = useSnapshot(sendState);
  return { ...sendView(), state };
}
