import { Suspense, lazy } from 'react';
import { useSnapshot } from 'valtio';
import { chainsState, networksOf } from '../../state/chains';
import { useActiveAccount } from '../account/useAccount';
import { useT } from '../i18n/useT';
import { qrStyles } from '../ui/qr.styles';
import { useCopy } from '../ui/useCopy';
import { useStyles } from '../ui/useStyles';
import { receiveStyles } from './receive.styles';

// The encoder is a lazy chunk, shared with WalletConnect pairing.
const QrCode = lazy(() => import('../ui/QrCode').then(({ QrCode }) => ({ default: QrCode })));

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
  const placeholder = <div className="wm-qr-placeholder" role="status" aria-label={t('receive.preparing')} />;

  return (
    <div className="wm-receive">
      {address ? (
        <Suspense fallback={placeholder}>
          <QrCode value={address} label={t('receive.qrLabel')} />
        </Suspense>
      ) : (
        placeholder
      )}
      <p className="wm-receive-address">
        <span className="wm-visually-hidden">{t('receive.addressLabel')} </span>
        <span translate="no">{address}</span>
      </p>
      <button type="button" className="wm-button wm-button--primary" part="primary-button" disabled={!address} onClick={() => void copyAddress()}>
        {t('receive.copy')}
      </button>
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
