import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/useT';
import { Button } from './Button';

/** A part of the modal that failed (its code did not load, it could not render): the reason and a retry. */
export function FailedPart({ messageKey, onRetry }: { messageKey: MessageKey; onRetry(): void }) {
  const t = useT();
  return (
    <div className="wm-center" role="alert">
      <p className="wm-error-text">{t(messageKey)}</p>
      <Button onClick={onRetry}>{t('ui.retry')}</Button>
    </div>
  );
}
