import { useSnapshot } from 'valtio';
import { activityState, selectedRow, transferQuantity } from '../../../state/activity';
import { explorerTransactionUrl } from '../../../state/account/rules/explorer';
import { goBack } from '../../../state/router';
import { findNetwork } from '../../../state/networks';
import { optionsState } from '../../../state/settings';
import { useT } from '../../i18n/useT';
import { Button, ButtonLink } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { WalletIcon } from '../../ui/WalletIcon';
import { activityStyles } from './activity.styles';
import { useActivity } from './useActivity';

const SIGN: Record<string, string> = { in: '+', out: '−', self: '' };

/** One transaction on its own: what happened, its status and time, every transfer, the parties, the hash and the explorer link. */
export function TransactionDetailsView() {
  useStyles(activityStyles);
  const t = useT();
  const { options } = useSnapshot(optionsState);
  const { selected } = useSnapshot(activityState);
  const { rows } = useActivity({ load: false });
  const row = selectedRow(rows, selected);
  if (!row) {
    return (
      <div className="wm-activity-state">
        <p className="wm-message">{t('activity.details.missing')}</p>
        <Button onClick={goBack}>{t('modal.back')}</Button>
      </div>
    );
  }
  const network = findNetwork(row.caipNetworkId);
  const explorer = explorerTransactionUrl(network?.explorerUrl, row.hash);
  const date = new Intl.DateTimeFormat(options.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(row.time);
  return (
    <div className="wm-activity-details">
      <p className="wm-activity-details-kind" data-status={row.status}>
        {t(`activity.kind.${row.kind}`)}
      </p>
      <dl className="wm-activity-facts">
        <dt>{t('activity.details.status')}</dt>
        <dd className={`wm-activity-status--${row.status}`}>{t(`activity.status.${row.status}`)}</dd>
        <dt>{t('activity.details.date')}</dt>
        <dd translate="no">{date}</dd>
        <dt>{t('activity.details.network')}</dt>
        <dd translate="no">{network?.name ?? row.caipNetworkId}</dd>
        {row.transfers.length > 0 && (
          <>
            <dt>{t('activity.details.transfers')}</dt>
            <dd>
              <ul className="wm-activity-transfers">
                {row.transfers.map((transfer, index) => (
                  <li key={index}>
                    <WalletIcon name={transfer.symbol ?? transfer.name} src={transfer.iconUrl} size={20} />
                    <span translate="no">
                      {transfer.isNft
                        ? transfer.name
                        : `${SIGN[transfer.direction] ?? ''}${transferQuantity(transfer, options.lang)} ${transfer.symbol ?? ''}`}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {row.from && (
          <>
            <dt>{t('activity.details.from')}</dt>
            <dd className="wm-activity-code" translate="no" dir="ltr">
              {row.from}
            </dd>
          </>
        )}
        {row.to && (
          <>
            <dt>{t('activity.details.to')}</dt>
            <dd className="wm-activity-code" translate="no" dir="ltr">
              {row.to}
            </dd>
          </>
        )}
        <dt>{t('activity.details.hash')}</dt>
        <dd className="wm-activity-code" translate="no" dir="ltr">
          {row.hash}
        </dd>
      </dl>
      {explorer && (
        <ButtonLink block href={explorer} target="_blank" rel="noopener noreferrer">
          {t('activity.details.explorer')}
        </ButtonLink>
      )}
    </div>
  );
}
