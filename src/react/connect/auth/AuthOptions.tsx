import { pushView } from '../../../state/router';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { authStyles } from './auth.styles';
import { EmailForm } from './EmailForm';
import { preloadSignInViews } from './sign-in-routes';
import { SocialButton, useAuthOffer } from './social';

/** How many social buttons Connect shows before "More sign-in options". */
export const SOCIALS_SHOWN = 3;

/**
 * Connect's embedded sign-in, above the wallets: the email form, the first social logins and
 * "More sign-in options" (AllSocials), then "or". Nothing when the build's settings offer none.
 */
export function AuthOptions() {
  useStyles(authStyles);
  const t = useT();
  const { email, socials } = useAuthOffer();
  if (!email && socials.length === 0) return null;

  return (
    <section className="wm-auth" aria-label={t('auth.options')}>
      {email && <EmailForm onIntent={preloadSignInViews} />}
      {socials.length > 0 && (
        <ul className="wm-auth-socials">
          {socials.slice(0, SOCIALS_SHOWN).map((provider) => (
            <SocialButton key={provider} provider={provider} onIntent={preloadSignInViews} />
          ))}
          {socials.length > SOCIALS_SHOWN && (
            <li>
              <Button
                block
                onClick={() => pushView('AllSocials')}
                onPointerEnter={preloadSignInViews}
                onFocus={preloadSignInViews}
                onPointerDown={preloadSignInViews}
                onTouchStart={preloadSignInViews}
              >
                {t('auth.more')}
              </Button>
            </li>
          )}
        </ul>
      )}
      <p className="wm-auth-or">{t('auth.or')}</p>
    </section>
  );
}
