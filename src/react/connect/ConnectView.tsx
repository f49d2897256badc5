import { useSnapshot } from 'valtio';
import { connectInjected } from '../../state/connection';
import { connectorsState } from '../../state/connectors';
import { useT } from '../i18n/useT';
import { WalletIcon } from '../ui/WalletIcon';

/** Connect: the wallets announced on the page (EIP-6963). */
export function ConnectView() {
  const t = useT();
  const { available } = useSnapshot(connectorsState);
  if (available.length === 0) return <p className="wm-message wm-muted">{t('connect.noWallets')}</p>;
  return (
    <ul className="wm-list" aria-label={t('connect.walletList')}>
      {available.map((connector) => (
        <li key={connector.id}>
          <button type="button" className="wm-list-item" onClick={() => void connectInjected(connector.id)}>
            <WalletIcon name={connector.name} src={connector.imageUrl} />
            <span className="wm-list-item-name" translate="no">
              {connector.type === 'injected' ? t('connect.legacyInjected') : connector.name}
            </span>{' '}
            {connector.type === 'announced' && <span className="wm-tag">{t('connect.installed')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
