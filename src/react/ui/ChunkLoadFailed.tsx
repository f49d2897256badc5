import { useT } from '../i18n/useT';

/** A part of the modal whose code did not load: the reason and a retry. */
export function ChunkLoadFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div className="wm-center" role="alert">
      <p className="wm-error-text">{t('error.chunkLoad')}</p>
      <button type="button" className="wm-button" onClick={onRetry}>
        {t('ui.retry')}
      </button>
    </div>
  );
}
