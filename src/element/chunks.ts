// The element's chunks: the modal (React and its views), loaded on intent, and the idle warm-up
// of the chunks src/state/chunks/list.ts marks WARM_CHUNKS.
import { defineChunks, featureChunks, WARM_CHUNKS, type ChunkLoader } from '../state';

export const elementChunks = defineChunks({
  modal: () => import('../react/mount'),
});

const warmLoaders: Record<(typeof WARM_CHUNKS)[number], ChunkLoader<unknown>> = {
  modal: elementChunks.modal,
  wallets: featureChunks.wallets,
  hosted: featureChunks.hosted,
};

/** Before intent, once the page is idle: the warm chunks load and evaluate, quietly (a failure is left to the click). */
export function warmChunks(): Promise<unknown> {
  return Promise.all(WARM_CHUNKS.map((name) => warmLoaders[name].quiet()));
}
