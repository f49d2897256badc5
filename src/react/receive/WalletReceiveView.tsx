import { Suspense, lazy } from 'react';
import { useSnapshot } from 'valtio';
import { activeNetwork, chainsState, networksOf } from '../../state/chains';
import { useActiveAccount } from '../account/useAccount';
import { useT } from '../i18n/useT';
import { qrStyles } from '../ui/qr.styles';
import { useCopy } from '../ui/useCopy';
import { useStyles } from '../ui/useStyles';
import { receiveStyles } from './receive.styles';

// The encoder is a lazy chunk, shared with WalletConnect pairing.
const QrCode = lazy(() => import('../ui/QrCode').then(({ QrCode }) => ({ default: QrCode })));

/** Receive: the connected address as text and QR code, with copy, and the networks it receives on. */
export function WalletReceiveView() {
  useStyles(qrStyles);
  useStyles(receiveStyles);
  const t = useT();
  useSnapshot(chainsState);
  const { namespace, account } = useActiveAccount();
  const address = account.address ?? '';
  const [copy, copyAddress] = useCopy(address);
  const network = activeNetwork();
  const others = networksOf(namespace).filter((candidate) => candidate.caipNetworkId !== network?.caipNetworkId);
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
      {network && <p className="wm-message wm-muted">{t('receive.networkHint', { network: network.name })}</p>}
      {others.length > 0 && (
        <>
          <p className="wm-message wm-muted">{t('receive.sameAddress')}</p>
          <ul className="wm-receive-networks" translate="no">
            {others.map((other) => <li key={other.caipNetworkId}>{other.name}</li>)}
          </ul>
        </>
      )}
    </div>
  );
}
