import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { modalState, goBack, requestClose, routerState } from '../../state/router';
import { ConfigIssues } from '../config/ConfigIssues';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Skeleton } from '../ui/Skeleton';
import { ViewErrorBoundary } from '../ui/ViewErrorBoundary';
import { VIEWS } from './views';

/** The modal: header (back, title, close) and the current view. */
export function ModalShell() {
  const t = useT();
  const titleId = useId();
  const { open, loading, shake } = useSnapshot(modalState);
  const { history } = useSnapshot(routerState);
  const view = history[history.length - 1] ?? 'Connect';
  const entry = VIEWS[view];
  const View = entry?.component;

  return (
    <Dialog open={open} titleId={titleId} shake={shake} onRequestClose={requestClose}>
      <div className="wm-dialog-header" part="header">
        {history.length > 1 ? (
          <Button variant="icon" aria-label={t('modal.back')} onClick={goBack}>
            <svg className="wm-directional" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10.7 2.3a1 1 0 0 1 0 1.4L6.4 8l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z"
              />
            </svg>
          </Button>
        ) : (
          <span />
        )}
        <h2 id={titleId} className="wm-dialog-title">
          {entry?.Title ? <entry.Title /> : t(entry?.titleKey ?? 'view.unavailableTitle')}
        </h2>
        <Button variant="icon" aria-label={t('modal.close')} onClick={requestClose}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3.3 3.3a1 1 0 0 1 1.4 0L8 6.6l3.3-3.3a1 1 0 1 1 1.4 1.4L9.4 8l3.3 3.3a1 1 0 0 1-1.4 1.4L8 9.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L6.6 8 3.3 4.7a1 1 0 0 1 0-1.4Z"
            />
          </svg>
        </Button>
      </div>
      <div className="wm-dialog-body" aria-busy={loading}>
        <ConfigIssues />
        {loading ? (
          <Skeleton label={t('modal.loading')} />
        ) : View ? (
          // Keyed by route: a view that failed starts afresh when the visitor comes back to it.
          <ViewErrorBoundary key={view}>
            <View />
          </ViewErrorBoundary>
        ) : (
          <p className="wm-message wm-muted">{t('view.unavailable')}</p>
        )}
      </div>
    </Dialog>
  );
}
