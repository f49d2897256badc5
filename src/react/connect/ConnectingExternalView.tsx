import { useSnapshot } from 'valtio';
import { connectorsState } from '../../state/connection';
import { routerState } from '../../state/router';
import { useT, useTranslateKey } from '../i18n/useT';
import { Button } from '../ui/Button';
import { WalletIcon } from '../ui/WalletIcon';
import { connectListedWallet } from '../../state/wallets';

/** ConnectingExternal: waiting for a browser or Solana wallet; rejected or failed with a retry. */
export function ConnectingExternalView() {
  const t = useT();
  const translateKey = useTranslateKey();
  const { attempt, available } = useSnapshot(connectorsState);
  const { data } = useSnapshot(routerState);
  const connectorId = attempt?.connectorId ?? data.connectorId ?? '';
  const connector = available.find((candidate) => candidate.id === connectorId);
  const name = connector?.type === 'injected' ? t('connect.legacyInjected') : (connector?.name ?? '');
  const status = attempt?.connectorId === connectorId ? attempt.status : 'connecting';

  return (
    <div className="wm-center">
      <WalletIcon name={name || '?'} src={connector?.imageUrl} size={72} />
      {status === 'connecting' ? (
        <div role="status">
          <p className="wm-message">{t('connecting.waiting', { wallet: name })}</p>
          <p className="wm-message wm-muted">{t('connecting.waitingHint')}</p>
        </div>
      ) : (
        <div role="alert">
          <p className="wm-message">
            <strong>{t(status === 'rejected' ? 'connecting.rejectedTitle' : 'connecting.failedTitle')}</strong>
          </p>
          <p className="wm-error-text">{translateKey(attempt?.messageKey)}</p>
        </div>
      )}
      {status !== 'connecting' && (
        <Button variant="primary" data-autofocus onClick={() => void connectListedWallet(connectorId)}>
          {t('connecting.retry')}
        </Button>
      )}
    </div>
  );
}
