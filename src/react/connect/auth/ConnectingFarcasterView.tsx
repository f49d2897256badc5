import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { authState, startFarcasterSignIn } from '../../../state/auth';
import { isSafeWebUrl } from '../../../state/shared';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button, ButtonLink } from '../../ui/Button';
import { ChunkLoadFailed } from '../../ui/ChunkLoadFailed';
import { useLazyComponent } from '../../ui/lazy-component';
import { lazyQrCode } from '../../ui/lazy-qr';
import { QrPlaceholder } from '../../ui/QrPlaceholder';
import { qrStyles } from '../../ui/qr.styles';
import { useCopy } from '../../ui/useCopy';
import { useStyles } from '../../ui/useStyles';
import { authStyles } from './auth.styles';
import { signInStyles } from './sign-in.styles';
import { useFocusInside } from './use-focus-inside';

/**
 * ConnectingFarcaster: the sign-in link as a QR code, "Open Farcaster" and "Copy link", waiting
 * for the approval; a failure with "Try again". Only a web link (https, or loopback on a devnet)
 * is shown or opened.
 */
export function ConnectingFarcasterView() {
  useStyles(authStyles);
  useStyles(signInStyles);
  useStyles(qrStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const view = useRef<HTMLDivElement>(null);
  const { step, errorKey, farcaster } = useSnapshot(authState);
  const url = isSafeWebUrl(farcaster?.url) ? farcaster.url : undefined;
  const [copy, copyLink] = useCopy(url);
  const { Component: QrCode, failed: qrFailed, retry: retryQr } = useLazyComponent(lazyQrCode);
  const failed = step === 'failed';
  useFocusInside(view, `${url}${failed}`);

  return (
    <div ref={view} className="wm-center">
      {failed ? (
        <p className="wm-error-text" role="alert">
          {translateKey(errorKey)}
        </p>
      ) : qrFailed ? (
        <ChunkLoadFailed onRetry={retryQr} />
      ) : url && QrCode ? (
        <QrCode value={url} label={t('auth.farcaster.qrLabel')} />
      ) : (
        <QrPlaceholder label={t('auth.farcaster.preparing')} />
      )}
      {failed ? (
        <Button variant="primary" block onClick={() => void startFarcasterSignIn()}>
          {t('auth.retry')}
        </Button>
      ) : (
        <>
          {step === 'waitingFarcaster' && (
            <p className="wm-auth-busy" role="status">
              <span className="wm-spinner" aria-hidden="true" />
              {t('auth.farcaster.waiting')}
            </p>
          )}
          <p className="wm-message wm-muted">{t('auth.farcaster.scanHint')}</p>
          <div className="wm-auth-resend">
            {url && (
              <ButtonLink variant="primary" href={url} target="_blank" rel="noopener noreferrer">
                {t('auth.farcaster.open')}
              </ButtonLink>
            )}
            <Button disabled={!url} onClick={() => void copyLink()}>
              {t('auth.farcaster.copyLink')}
            </Button>
          </div>
          <p className="wm-visually-hidden" role="status">
            {copy === 'copied' ? t('auth.farcaster.linkCopied') : copy === 'failed' ? t('auth.farcaster.copyFailed') : ''}
          </p>
        </>
      )}
    </div>
  );
}
