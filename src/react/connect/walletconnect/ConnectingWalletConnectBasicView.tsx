import { useId } from 'react';
import { useT } from '../../i18n/useT';
import { PairingPanel } from './PairingPanel';

/** ConnectingWalletConnectBasic: the WalletConnect-only modal (no browser-wallet adapters), with a word on what it is. */
export function ConnectingWalletConnectBasicView() {
  const t = useT();
  const titleId = useId();
  return (
    <>
      <PairingPanel />
      <section className="wm-wc-about" aria-labelledby={titleId}>
        <h3 id={titleId}>{t('walletconnect.aboutTitle')}</h3>
        <ul>
          <li>{t('walletconnect.aboutScan')}</li>
          <li>{t('walletconnect.aboutApprove')}</li>
          <li>{t('walletconnect.aboutKeys')}</li>
        </ul>
      </section>
    </>
  );
}
