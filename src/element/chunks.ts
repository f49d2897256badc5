// The element's chunks: the modal (React and its views), loaded on intent; the English error
// messages, with the modal or at the first `error` event that needs one; and the idle warm-up of the
// chunks src/state/chunks/list.ts marks WARM_CHUNKS.
import { defineChunks, featureChunks, WARM_CHUNKS, type ChunkLoader } from '../state';
import { addEnglishErrorMessages } from '../react/i18n/shell';

export const elementChunks = defineChunks({
  modal: () => import('../react/mount'),
  toasts: () => import('./toasts/toasts'),
  englishErrors: () => import('../react/i18n/en/errors').then(({ errorMessages }) => addEnglishErrorMessages(errorMessages)),
});

const warmLoaders: Record<(typeof WARM_CHUNKS)[number], ChunkLoader<unknown>> = {
  modal: elementChunks.modal,
  englishErrors: elementChunks.englishErrors,
  wallets: featureChunks.wallets,
  hosted: featureChunks.hosted,
};

/** Before intent, once the page is idle: the warm chunks load and evaluate, quietly (a failure is left to the click). */
export function warmChunks(): Promise<unknown> {
  return Promise.all(WARM_CHUNKS.map((name) => warmLoaders[name].quiet()));
}
