import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { mobileWalletLink, pairingLinks, type PairingLinkKind } from '../../../state/walletconnect/rules/session';
import { envState } from '../../../state/settings';
import { connectWalletConnect, walletConnectState, type WalletConnectTarget } from '../../../state/walletconnect';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button, ButtonLink } from '../../ui/Button';
import { qrStyles } from '../../ui/qr.styles';
import { useCopy } from '../../ui/useCopy';
import { useStyles } from '../../ui/useStyles';
import { walletConnectStyles } from './walletconnect.styles';
import { PairingQr } from './PairingQr';
import { PhonePairing } from './PhonePairing';

const LINK_LABELS = {
  mobile: 'walletconnect.openMobile',
  desktop: 'walletconnect.openDesktop',
  webapp: 'walletconnect.openWebApp',
} as const satisfies Record<PairingLinkKind, string>;

function WalletLinks({ wallet, uri }: { wallet: WalletConnectTarget; uri: string }) {
  const t = useT();
  const { isMobile } = useSnapshot(envState);
  const links = pairingLinks(wallet, uri, isMobile);
  if (links.length === 0) return null;
  return (
    <div className="wm-wc-actions">
      {links.map((link) => (
        <ButtonLink key={link.kind} href={link.href} target={link.kind === 'webapp' ? '_blank' : undefined} rel="noopener noreferrer">
          {t(LINK_LABELS[link.kind], { wallet: wallet.name })}
        </ButtonLink>
      ))}
    </div>
  );
}

/** The pairing: QR code (or a placeholder until the URI arrives), copy link, the wallet's links, errors with retry. */
export function PairingPanel() {
  useStyles(walletConnectStyles);
  useStyles(qrStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const { status, pairing, error, wallet } = useSnapshot(walletConnectState);
  const uri = pairing?.uri;
  const [copy, copyLink] = useCopy(uri);
  const { isMobile } = useSnapshot(envState);

  // Opened directly (walletconnect-only, or a host's open({view})): start pairing here.
  useEffect(() => {
    if (walletConnectState.status === 'idle') void connectWalletConnect(walletConnectState.wallet);
  }, []);

  if (status === 'failed') {
    return (
      <div className="wm-wc">
        <div role="alert">
          <p className="wm-message">
            <strong>{t('walletconnect.failed')}</strong>
          </p>
          <p className="wm-error-text">{translateKey(error?.messageKey)}</p>
        </div>
        <Button variant="primary" onClick={() => void connectWalletConnect(walletConnectState.wallet)}>
          {t('walletconnect.retry')}
        </Button>
      </div>
    );
  }

  // On a phone, a wallet app with a mobile link is opened directly; the QR code is the secondary path.
  if (isMobile && wallet && mobileWalletLink(wallet, 'wc:') !== undefined)
    return <PhonePairing wallet={wallet} uri={uri} rejected={error?.rejected === true ? error.messageKey : undefined} />;

  return (
    <div className="wm-wc">
      {error?.rejected && (
        <div role="alert">
          <p className="wm-message">
            <strong>{t('walletconnect.declined')}</strong>
          </p>
          <p className="wm-error-text">{translateKey(error.messageKey)}</p>
          <p className="wm-message wm-muted">{t('walletconnect.scanAgain')}</p>
        </div>
      )}
      <PairingQr uri={uri} wallet={wallet} />
      <p className="wm-message">
        <strong>{wallet ? t('walletconnect.scanWith', { wallet: wallet.name }) : t('walletconnect.scan')}</strong>
      </p>
      <p className="wm-message wm-muted">{t('walletconnect.scanHint')}</p>
      <div className="wm-wc-actions">
        <Button disabled={!uri} onClick={() => void copyLink()}>
          {t('walletconnect.copyLink')}
        </Button>
      </div>
      <p className="wm-visually-hidden" role="status">
        {copy === 'copied' ? t('walletconnect.linkCopied') : copy === 'failed' ? t('walletconnect.copyFailed') : ''}
      </p>
      {wallet && uri && <WalletLinks wallet={wallet} uri={uri} />}
    </div>
  );
}
