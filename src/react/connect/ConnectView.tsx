import { useSnapshot } from 'valtio';
import { connectInjected } from '../../state/connection';
import { connectorsState } from '../../state/connectors';
import { connectWalletConnect } from '../../state/walletconnect';
import { useT } from '../i18n/useT';
import { WalletIcon } from '../ui/WalletIcon';
import { WalletConnectEntry } from './walletconnect/WalletConnectEntry';

/** Connect: the wallets announced on the page (EIP-6963), then WalletConnect. */
export function ConnectView() {
  const t = useT();
  const { available } = useSnapshot(connectorsState);
  return (
    <ul className="wm-list" aria-label={t('connect.walletList')}>
      {available.length === 0 && <li className="wm-message wm-muted">{t('connect.noWallets')}</li>}
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
      <WalletConnectEntry onChoose={() => void connectWalletConnect()} />
    </ul>
  );
}
