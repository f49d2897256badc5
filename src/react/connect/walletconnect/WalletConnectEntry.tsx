import { useT } from '../../i18n/useT';
import { WalletConnectLogo } from './WalletConnectLogo';

/** Connect's WalletConnect list item: opens ConnectingWalletConnect. */
export function WalletConnectEntry({ onChoose }: { onChoose: () => void }) {
  const t = useT();
  return (
    <li>
      <button type="button" className="wm-list-item" onClick={onChoose}>
        <WalletConnectLogo />
        <span className="wm-list-item-name">{t('walletconnect.entry')}</span> <span className="wm-tag">{t('walletconnect.entryTag')}</span>
      </button>
    </li>
  );
}
