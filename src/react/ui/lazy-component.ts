// Components in their own chunk. Not React.lazy: its Suspense reveal is
// throttled (300 ms in React 19), longer than a chunk takes on a fast link, and a
// failed load needs a message and a retry, not an error boundary.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { reportChunkError } from '../../state/chunks';

export interface LazyComponent<P extends object> {
  /** Starts (or joins) the load; after a failure the next call loads again. */
  load(): Promise<ComponentType<P>>;
  /** The component, once loaded. */
  loaded(): ComponentType<P> | undefined;
}

export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

export interface LazyState<P extends object> {
  Component?: ComponentType<P>;
  /** The chunk did not load (reported as ChunkLoadError); `retry` loads it again. */
  failed: boolean;
  retry(): void;
}

/** The component once its chunk is in; a failure is reported and offered a retry, never a skeleton forever. */
export function useLazyComponent<P extends object>(lazy: LazyComponent<P>): LazyState<P> {
  const [state, setState] = useState(() => ({ Component: lazy.loaded(), failed: false, attempt: 0 }));
  useEffect(() => {
    if (state.Component) return undefined;
    let current = true;
    lazy.load().then(
      (Component) => current && setState((previous) => ({ ...previous, Component, failed: false })),
      (error: unknown) => {
        reportChunkError(error);
        if (current) setState((previous) => ({ ...previous, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [lazy, state.Component, state.attempt]);
  const retry = useCallback(() => setState((previous) => ({ ...previous, failed: false, attempt: previous.attempt + 1 })), []);
  return { Component: state.Component, failed: state.failed, retry };
}
