// Lazy chunks of the state layer: a chunk that fails to load (offline, a
// deploy that replaced it) is reported as ChunkLoadError, never lost silently.
import { createError } from '../../services/errors';
import { reportError } from '../events';

/** The chunk's module; a failure is reported (`error` event) and rethrown to the caller. */
export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    throw reportChunkError(error);
  }
}

/** Fire and forget: runs `use` with the chunk's module; a failed load is reported, not thrown. */
export function withChunk<T>(importer: () => Promise<T>, use: (module: T) => unknown) {
  importer().then(use, (error: unknown) => reportChunkError(error));
}

export function reportChunkError(error: unknown) {
  const chunkError = createError('ChunkLoadError', { cause: error, message: error instanceof Error ? error.message : undefined });
  reportError(chunkError);
  return chunkError;
}
