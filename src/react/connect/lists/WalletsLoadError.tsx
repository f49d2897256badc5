import { retryWallets } from '../../../state/wallets';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { walletListStyles } from './wallet-lists.styles';

/** The registry failed: the catalogued message and a retry. */
export function WalletsLoadError({ messageKey }: { messageKey: string | undefined }) {
  useStyles(walletListStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  return (
    <div className="wm-wallets-error" role="alert">
      <p className="wm-message">
        <strong>{t('wallets.loadFailed')}</strong>
      </p>
      <p className="wm-error-text">{translateKey(messageKey)}</p>
      <Button onClick={retryWallets}>{t('wallets.retry')}</Button>
    </div>
  );
}
