import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { authState, resendEmailCode } from '../../../state/auth';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { secondsUntil } from './sign-in-input';

/** Whole seconds until `at`, re-rendering as each one passes (timers and Date.now read at call time, so a fake clock drives it). */
function useSecondsUntil(at: number | undefined): number {
  const [ticks, setTicks] = useState(0);
  const seconds = secondsUntil(at, Date.now());
  useEffect(() => {
    if (at === undefined || seconds === 0) return undefined;
    // When the number shown is due to drop (at once if that passed before this effect ran).
    const due = at - (seconds - 1) * 1000;
    const timer = setTimeout(() => setTicks((count) => count + 1), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [at, seconds, ticks]);
  return seconds;
}

/** "Resend code": disabled with a countdown until `resendAt`; once a new code is sent, says so. */
export function ResendCode() {
  const t = useT();
  const id = useId();
  const { step, resendAt } = useSnapshot(authState);
  const seconds = useSecondsUntil(resendAt);
  // The `resendAt` of the code the visitor asked to replace: a new one moves it.
  const [replaced, setReplaced] = useState<number | undefined | null>(null);
  const busy = step === 'sending' || step === 'verifying';
  const resent = replaced !== null && resendAt !== replaced && step === 'codeSent';

  return (
    <div className="wm-auth-resend">
      <Button
        disabled={seconds > 0 || busy}
        aria-describedby={seconds > 0 ? id : undefined}
        onClick={() => {
          setReplaced(authState.resendAt);
          void resendEmailCode();
        }}
      >
        {t('auth.code.resend')}
      </Button>
      {seconds > 0 && (
        <span id={id} className="wm-muted wm-auth-countdown">
          {t('auth.code.resendIn', { s: seconds })}
        </span>
      )}
      <p className="wm-message wm-muted" role="status">
        {resent ? t('auth.code.resent') : ''}
      </p>
    </div>
  );
}
