import { useSnapshot } from 'valtio';
import { retryActivity } from '../../../state/activity';
import { findNetwork } from '../../../state/networks';
import { optionsState } from '../../../state/settings';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { activityStyles } from './activity.styles';
import { ActivityList } from './ActivityList';
import { useActivity } from './useActivity';

function LoadingRows({ label }: { label: string }) {
  return (
    <div className="wm-activity-loading" role="status" aria-label={label}>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="wm-skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Activity: the account's transactions on the active network, newest first, grouped by day. */
export function TransactionsView() {
  useStyles(activityStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const { options } = useSnapshot(optionsState);
  const { activity, rows, caipNetworkId } = useActivity({ load: true });
  const { status } = activity;

  if (status === 'failed') {
    return (
      <div className="wm-activity-state" role="alert">
        <p className="wm-error-text">{translateKey(activity.errorKey)}</p>
        <Button onClick={() => void retryActivity()}>{t('activity.retry')}</Button>
      </div>
    );
  }
  if (rows.length === 0 && status !== 'loaded') return <LoadingRows label={t('activity.loading')} />;
  if (rows.length === 0) {
    return (
      <div className="wm-activity-state wm-activity-empty">
        <p className="wm-message">{t('activity.empty')}</p>
        <p className="wm-message wm-muted">{t('activity.emptyHint', { network: findNetwork(caipNetworkId)?.name ?? caipNetworkId })}</p>
      </div>
    );
  }
  return (
    <div className="wm-activity">
      <ActivityList
        listKey={activity.key ?? ''}
        rows={rows}
        hasMore={status === 'loading' || Boolean(activity.next)}
        loadingMore={status === 'loading' || activity.loadingMore}
        t={t}
        lang={options.lang}
      />
    </div>
  );
}
