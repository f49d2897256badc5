// A chunk's load, shared: one load at a time and once loaded; after a failure the next call loads again.
export function memoizeLoad<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
