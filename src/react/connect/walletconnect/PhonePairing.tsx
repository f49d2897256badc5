// WalletConnect on a phone: open the chosen wallet app through its mobile link (deep or universal
// link), wait for it, and keep the QR code behind "Scan from another device".
import { useEffect, useRef, useState } from 'react';
import { mobileWalletLink } from '../../../state/walletconnect/rules/session';
import type { WalletConnectTarget } from '../../../state/walletconnect';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button, ButtonLink } from '../../ui/Button';
import { useCopy } from '../../ui/useCopy';
import { PairingQr } from './PairingQr';

/** Whether the page still holds the visitor's gesture (choosing the wallet), so it may open an app by itself. */
function hasUserActivation(): boolean {
  return (globalThis.navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation?.isActive === true;
}

/**
 * The phone pairing: "Open <wallet>" as the main action (opened at once when the URI arrives within the visitor's
 * gesture and the link is a custom scheme, which leaves the page in place), then "waiting", "Open <wallet> again",
 * "Copy link", and the QR code only behind "Scan from another device". The session completes through the live
 * pairing, or through restore when the page was reloaded meanwhile.
 */
export function PhonePairing({
  wallet,
  uri,
  rejected,
}: {
  wallet: WalletConnectTarget;
  uri: string | undefined;
  rejected: string | undefined;
}) {
  const t = useT();
  const translateKey = useTranslateKey();
  const [opened, setOpened] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const [copy, copyLink] = useCopy(uri);
  const link = uri ? mobileWalletLink(wallet, uri) : undefined;
  const autoOpened = useRef(false);

  useEffect(() => {
    if (!link || link.universal || autoOpened.current || !hasUserActivation()) return;
    autoOpened.current = true;
    setOpened(true);
    globalThis.location.assign(link.href);
  }, [link]);

  return (
    <div className="wm-wc">
      {rejected && (
        <div role="alert">
          <p className="wm-message">
            <strong>{t('walletconnect.declined')}</strong>
          </p>
          <p className="wm-error-text">{translateKey(rejected)}</p>
        </div>
      )}
      <p className="wm-message" role="status">
        <strong>
          {opened ? t('connecting.waiting', { wallet: wallet.name }) : t('walletconnect.openToConnect', { wallet: wallet.name })}
        </strong>
      </p>
      <p className="wm-message wm-muted">{t('walletconnect.phoneHint', { wallet: wallet.name })}</p>
      <div className="wm-wc-actions">
        {link ? (
          <ButtonLink
            variant="primary"
            className="wm-wc-open"
            href={link.href}
            target={link.target}
            rel="noopener noreferrer"
            onClick={() => setOpened(true)}
          >
            {opened ? t('walletconnect.openAgain', { wallet: wallet.name }) : t('walletconnect.openMobile', { wallet: wallet.name })}
          </ButtonLink>
        ) : (
          <Button variant="primary" className="wm-wc-open" disabled>
            {t('walletconnect.preparing')}
          </Button>
        )}
        <Button disabled={!uri} onClick={() => void copyLink()}>
          {t('walletconnect.copyLink')}
        </Button>
      </div>
      <p className="wm-visually-hidden" role="status">
        {copy === 'copied' ? t('walletconnect.linkCopied') : copy === 'failed' ? t('walletconnect.copyFailed') : ''}
      </p>
      <button type="button" className="wm-wc-link" aria-expanded={showQr} onClick={() => setShowQr((shown) => !shown)}>
        {t('walletconnect.scanOtherDevice')}
      </button>
      {showQr && <PairingQr uri={uri} wallet={wallet} />}
    </div>
  );
}
