import { explorerAddressUrl } from '../../state/account/rules/explorer';
import type { AccountData } from '../../state/account';
import type { ChainNamespace, Network } from '../../state/shared';
import { useT, useTranslateKey } from '../i18n/useT';
import { Avatar } from '../ui/Avatar';
import { Button, ButtonLink } from '../ui/Button';
import { shortenAddress } from '../ui/format';
import { useCopy } from '../ui/useCopy';
import { retryIdentity } from './useAccount';

interface AccountIdentityProps {
  namespace: ChainNamespace;
  account: Readonly<AccountData>;
  network: Network | undefined;
}

/** Avatar, name (EVM identity) or shortened address, copy, and the explorer link. */
export function AccountIdentity({ namespace, account, network }: AccountIdentityProps) {
  const t = useT();
  const translateKey = useTranslateKey();
  const address = account.address ?? '';
  const [copy, copyAddress] = useCopy(address);
  const explorer = explorerAddressUrl(network?.explorerUrl, namespace, address);

  return (
    <>
      <Avatar address={address} imageUrl={account.profileImage} size={72} />
      <div className="wm-account-identity">
        {account.profileName && (
          <span className="wm-account-name" translate="no">
            {account.profileName}
          </span>
        )}
        <div className="wm-account-address">
          <span className={account.profileName ? 'wm-muted' : 'wm-account-name'} translate="no" dir="ltr" title={address}>
            {shortenAddress(address)}
          </span>
          <Button variant="icon" aria-label={t('account.copyAddress')} onClick={() => void copyAddress()}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M5 2h7a2 2 0 0 1 2 2v7h-2V4H5V2Zm-3 4a2 2 0 0 1 2-2h5a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6Zm2 0v6h5V6H4Z"
              />
            </svg>
          </Button>
          {explorer && (
            <ButtonLink variant="icon" href={explorer} target="_blank" rel="noopener noreferrer" aria-label={t('account.explorer')}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M9 2h5v5h-2V5.4L7.7 9.7 6.3 8.3 10.6 4H9V2ZM3 4h4v2H4v6h6V9h2v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z"
                />
              </svg>
            </ButtonLink>
          )}
        </div>
      </div>
      {account.profileErrorKey && (
        <div className="wm-alert wm-identity-error" role="alert">
          <p className="wm-message">
            <strong>{t('account.identityFailed')}</strong> {translateKey(account.profileErrorKey)}
          </p>
          <Button onClick={() => retryIdentity(address)}>{t('account.retry')}</Button>
        </div>
      )}
      <p className="wm-visually-hidden" role="status">
        {copy === 'copied' ? t('account.copied') : copy === 'failed' ? t('account.copyFailed') : ''}
      </p>
    </>
  );
}
