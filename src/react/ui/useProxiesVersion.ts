// Re-renders on any change to a set of valtio proxies: for views that derive from several whole
// states at once (Send's and Swap's forms), where a snapshot would track only the paths it read.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';

/** A number that changes whenever any of `sources` changes; `sources` must be a stable (module-level) list. */
export function useProxiesVersion(sources: readonly object[]): number {
  const version = useRef(0);
  const listen = useCallback(
    (changed: () => void) => {
      const stops = sources.map((source) =>
        subscribe(source, () => {
          version.current += 1;
          changed();
        }),
      );
      return () => stops.forEach((stop) => stop());
    },
    [sources],
  );
  return useSyncExternalStore(listen, () => version.current);
}
