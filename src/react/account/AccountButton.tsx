import { useSnapshot } from 'valtio';
import { modalState } from '../../state/modal';
import { openModal } from '../../state/navigation';
import { useT } from '../i18n/useT';
import { Avatar } from '../ui/Avatar';
import { shortenAddress } from '../ui/format';
import { useActiveAccount } from './useAccount';

/** The element's own button: "Connect Wallet", or the connected account. Opens the modal. */
export function AccountButton() {
  const t = useT();
  const { open } = useSnapshot(modalState);
  const { account, balance } = useActiveAccount();
  const connected = account.status === 'connected' && account.address;
  const common = {
    type: 'button' as const,
    part: 'account-button',
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onClick: () => openModal(),
  };

  if (!connected) {
    const key = account.status === 'reconnecting' ? 'button.reconnecting' : account.status === 'connecting' ? 'button.connecting' : 'button.connect';
    return (
      <button {...common} className="wm-button wm-button--primary wm-account-button">
        {t(key)}
      </button>
    );
  }
  const address = account.address ?? '';
  const label = account.profileName ?? shortenAddress(address);
  return (
    <button
      {...common}
      className="wm-button wm-account-button"
      aria-label={balance ? t('button.accountLabel', { address: label, balance }) : t('button.accountLabelNoBalance', { address: label })}
    >
      <Avatar address={address} imageUrl={account.profileImage} />
      <span translate="no">{label}</span>
      {balance && (
        <span className="wm-muted" translate="no">
          {balance}
        </span>
      )}
    </button>
  );
}
