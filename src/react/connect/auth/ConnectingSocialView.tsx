import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { authState, cancelSocialSignIn, startSocialSignIn } from '../../../state/auth';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { authStyles } from './auth.styles';
import { signInStyles } from './sign-in.styles';
import { useFocusInside } from './use-focus-inside';

/** ConnectingSocial ("Sign in with {provider}"): waiting on the provider's pop-up, Cancel; a failure with "Try again". */
export function ConnectingSocialView() {
  useStyles(authStyles);
  useStyles(signInStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const view = useRef<HTMLDivElement>(null);
  const { step, errorKey, socialProvider } = useSnapshot(authState);
  const waiting = step === 'waitingSocial';
  useFocusInside(view, waiting);

  return (
    <div ref={view} className="wm-center">
      {waiting && (
        <div className="wm-center" role="status">
          <div className="wm-spinner" />
          <p className="wm-message">{t('auth.social.waiting')}</p>
        </div>
      )}
      {step === 'failed' && (
        <p className="wm-error-text" role="alert">
          {translateKey(errorKey)}
        </p>
      )}
      {!waiting && socialProvider && (
        // Synchronously in the click, like the first try: the pop-up needs the visitor's gesture.
        <Button variant="primary" block onClick={() => startSocialSignIn(socialProvider)}>
          {t('auth.retry')}
        </Button>
      )}
      <Button block onClick={cancelSocialSignIn}>
        {t('auth.social.cancel')}
      </Button>
    </div>
  );
}
