import { pushView } from '../../../state/router';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/useT';
import { useStyles } from '../../ui/useStyles';
import { authStyles } from './auth.styles';
import { EmailForm } from './EmailForm';
import { preloadSignInViews } from './sign-in-routes';
import { SocialMark } from './SocialMark';
import { intentHandlers, SocialButton, SocialIconButton, useAuthOffer } from './social';

/** How many icon buttons fit in Connect's row after the first provider; past that, the last one is "More". */
export const SOCIAL_ROW = 4;

/**
 * Connect's embedded sign-in, above the wallets: the email form, the first social login full width, the
 * next ones as a row of icon buttons and "More sign-in options" (AllSocials) when they do not fit, then "or".
 * Nothing when the build's settings offer none.
 */
export function AuthOptions() {
  useStyles(authStyles);
  const t = useT();
  const { email, socials } = useAuthOffer();
  if (!email && socials.length === 0) return null;

  const [first, ...rest] = socials;
  const more = rest.length > SOCIAL_ROW;
  const row = more ? rest.slice(0, SOCIAL_ROW - 1) : rest;
  const moreName = t('auth.more');
  return (
    <section className="wm-auth" aria-label={t('auth.options')}>
      {email && <EmailForm onIntent={preloadSignInViews} />}
      {first && (
        <ul className="wm-auth-socials">
          <SocialButton provider={first} onIntent={preloadSignInViews} />
          {row.length > 0 && (
            <li>
              <ul className="wm-auth-socials-row">
                {row.map((provider) => (
                  <SocialIconButton key={provider} provider={provider} onIntent={preloadSignInViews} />
                ))}
                {more && (
                  <li>
                    <Button
                      className="wm-social-icon"
                      aria-label={moreName}
                      title={moreName}
                      onClick={() => pushView('AllSocials')}
                      {...intentHandlers(preloadSignInViews)}
                    >
                      <SocialMark provider="more" />
                    </Button>
                  </li>
                )}
              </ul>
            </li>
          )}
        </ul>
      )}
      <p className="wm-auth-or">{t('auth.or')}</p>
    </section>
  );
}
