import { FailedPart } from './FailedPart';

/** A part of the modal whose code did not load: the reason and a retry. */
export function ChunkLoadFailed({ onRetry }: { onRetry(): void }) {
  return <FailedPart messageKey="error.chunkLoad" onRetry={onRetry} />;
}
