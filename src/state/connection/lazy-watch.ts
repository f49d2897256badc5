// Following a wallet's events with code that loads lazily: the subscription starts once that code
// is in, a little after the connection; a connector reads what changed meanwhile when it starts
// (injected/wallet.ts), so a wallet's switch right after connecting is not missed.

/** Starts following once `load` resolves; the returned stop works before or after that. A failed load is reported by `load`. */
export function lazyWatch<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  load().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
