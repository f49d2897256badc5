import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { activeNetwork, chainsState } from '../../state/chains';
import { disconnect } from '../../state/connection';
import { useT } from '../i18n/useT';
import { Avatar } from '../ui/Avatar';
import { shortenAddress } from '../ui/format';
import { AccountFeatures } from './features/AccountFeatures';
import { SwitchNamespace } from './SwitchNamespace';
import { useActiveAccount } from './useAccount';
import { accountStyles } from './account.styles';
import { useStyles } from '../ui/useStyles';

type CopyStatus = 'idle' | 'copied' | 'failed';

/** Account: who is connected, on which network, with copy and Disconnect. */
export function AccountView() {
  useStyles(accountStyles);
  const t = useT();
  useSnapshot(chainsState);
  const { namespace, account, balance } = useActiveAccount();
  const [copy, setCopy] = useState<CopyStatus>('idle');
  const address = account.address ?? '';
  const network = activeNetwork();

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="wm-account">
      <Avatar address={address} imageUrl={account.profileImage} size={72} />
      <div className="wm-account-address">
        <span className="wm-account-name" translate="no" title={address}>
          {account.profileName ?? shortenAddress(address)}
        </span>
        <button type="button" className="wm-button wm-button--icon" aria-label={t('account.copyAddress')} onClick={() => void copyAddress()}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M5 2h7a2 2 0 0 1 2 2v7h-2V4H5V2Zm-3 4a2 2 0 0 1 2-2h5a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6Zm2 0v6h5V6H4Z" />
          </svg>
        </button>
      </div>
      <p className="wm-visually-hidden" role="status">
        {copy === 'copied' ? t('account.copied') : copy === 'failed' ? t('account.copyFailed') : ''}
      </p>
      {balance && (
        <p className="wm-account-balance" translate="no">
          {balance}
        </p>
      )}
      {network && <p className="wm-message wm-muted">{t('account.network', { network: network.name })}</p>}
      <AccountFeatures />
      <SwitchNamespace active={namespace} />
      <button type="button" className="wm-button wm-button--block wm-button--danger" onClick={() => void disconnect(namespace)}>
        {t('account.disconnect')}
      </button>
    </div>
  );
}
