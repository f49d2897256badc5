import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '../../../state/auth';
import { useT } from '../../i18n/useT';
import { useStyles } from '../../ui/useStyles';
import { authStyles } from './auth.styles';
import { signInStyles } from './sign-in.styles';
import { CodeForm } from './CodeForm';
import { ResendCode } from './ResendCode';
import { useFocusInside } from './use-focus-inside';

/** ConnectingEmail ("Check your email"): where the code went (or that a new device awaits its approval), the code field, and "Resend code". */
export function ConnectingEmailView() {
  useStyles(authStyles);
  useStyles(signInStyles);
  const t = useT();
  const view = useRef<HTMLDivElement>(null);
  const { step, email = '' } = useSnapshot(authState);
  useFocusInside(view, undefined);

  return (
    <div ref={view} className="wm-center">
      <p className="wm-message" role="status">
        {t(step === 'sending' ? 'auth.email.sending' : step === 'confirmingDevice' ? 'auth.email.device' : 'auth.email.sent', { email })}
      </p>
      <CodeForm />
      <ResendCode />
    </div>
  );
}
