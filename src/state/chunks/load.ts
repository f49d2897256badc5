// Lazy chunks: each is loaded through a named loader (./list.ts says what loads when). A loader
// loads once and shares the load; a chunk that fails to load (offline, a deploy that replaced it)
// is reported as ChunkLoadError (the host's `error` event), never lost silently, and the next
// call loads it again.
import { memoizeLoad } from '../../services/chunks/memoize';
import { createError } from '../../services/errors';
import { reportError } from '../events';
import type { ChunkName } from './list';

export interface ChunkLoader<T> {
  /** The chunk's module; a failure is reported (`error` event, ChunkLoadError) and rejects with that error. */
  (): Promise<T>;
  /** The same load, its failure left to the caller (rejects with what the import threw): a caller that reports it itself, or a preload. */
  quiet(): Promise<T>;
}

/** A loader of `importer`'s chunk: one load at a time and once loaded, again after a failure. */
export function defineChunk<T>(importer: () => Promise<T>): ChunkLoader<T> {
  const quiet = memoizeLoad(importer);
  const load = () =>
    quiet().catch((error: unknown) => {
      throw reportChunkError(error);
    });
  return Object.assign(load, { quiet });
}

type Importers = Partial<Record<ChunkName, () => Promise<unknown>>>;
type Loaders<I> = { [Name in keyof I]: ChunkLoader<I[Name] extends () => Promise<infer Module> ? Module : never> };

/** Loaders by chunk name (./list.ts; no other name): `defineChunks({ balances: () => import('../balances') }).balances()`. */
export function defineChunks<I extends Importers & Record<Exclude<keyof I, ChunkName>, never>>(importers: I): Loaders<I> {
  const loaders: Record<string, ChunkLoader<unknown>> = {};
  for (const [name, importer] of Object.entries(importers)) loaders[name] = defineChunk(importer as () => Promise<unknown>);
  return loaders as Loaders<I>;
}

/** Fire and forget: runs `use` with the chunk's module; a failed load is reported (by the loader), not thrown. */
export function withChunk<T>(load: ChunkLoader<T>, use: (module: T) => unknown) {
  load().then(use, () => undefined);
}

export function reportChunkError(error: unknown) {
  const chunkError = createError('ChunkLoadError', { cause: error, message: error instanceof Error ? error.message : undefined });
  reportError(chunkError);
  return chunkError;
}
