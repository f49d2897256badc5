import { useSnapshot } from 'valtio';
import { chainsState, networksOf } from '../../../state/networks';
import { useActiveAccount } from '../../account/useAccount';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { ChunkLoadFailed } from '../../ui/ChunkLoadFailed';
import { useLazyComponent } from '../../ui/lazy-component';
import { lazyQrCode } from '../../ui/lazy-qr';
import { qrStyles } from '../../ui/qr.styles';
import { useCopy } from '../../ui/useCopy';
import { useStyles } from '../../ui/useStyles';
import { receiveStyles } from './receive.styles';

/** Receive: the connected address as text and QR code, with copy, and the configured networks it receives on. */
export function WalletReceiveView() {
  useStyles(qrStyles);
  useStyles(receiveStyles);
  const t = useT();
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  const { namespace, account } = useActiveAccount();
  const address = account.address ?? '';
  const [copy, copyAddress] = useCopy(address);
  const networks = networksOf(namespace);
  const { Component: QrCode, failed, retry } = useLazyComponent(lazyQrCode);

  return (
    <div className="wm-receive">
      {failed ? (
        <ChunkLoadFailed onRetry={retry} />
      ) : address && QrCode ? (
        <QrCode value={address} label={t('receive.qrLabel')} />
      ) : (
        <div className="wm-qr-placeholder" role="status" aria-label={t('receive.preparing')} />
      )}
      <p className="wm-receive-address">
        <span className="wm-visually-hidden">{t('receive.addressLabel')} </span>
        <span translate="no" dir="ltr">
          {address}
        </span>
      </p>
      <Button variant="primary" disabled={!address} onClick={() => void copyAddress()}>
        {t('receive.copy')}
      </Button>
      <p className="wm-visually-hidden" role="status">
        {copy === 'copied' ? t('receive.copied') : copy === 'failed' ? t('receive.copyFailed') : ''}
      </p>
      <p className="wm-message wm-muted">{t('receive.networksIntro')}</p>
      <ul className="wm-receive-networks" translate="no">
        {networks.map((candidate) => (
          <li key={candidate.caipNetworkId} aria-current={candidate.caipNetworkId === activeCaipNetworkId || undefined}>
            {candidate.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
