// Following a wallet's events with code that loads lazily: by the time a connection starts, its
// connector's chunk is in (the connect or restore loaded it), so nothing is missed in practice.

/** Starts following once `load` resolves; the returned stop works before or after that. A failed load is reported by `load`. */
export function lazyWatch<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  load().then((module) => {
    if (!stopped) stop = start(module);
  }, () => undefined);
  return () => {
    stopped = true;
    stop?.();
  };
}
