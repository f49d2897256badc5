import type { ConnectSection } from '../../../state/settings';
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

/** Connect's sign-in sections the build's settings offer (email, the social logins), in the host's order. */
export function useSignInSections(order: readonly ConnectSection[]): ('email' | 'social')[] {
  const { email, socials } = useAuthOffer();
  return order.filter((section): section is 'email' | 'social' =>
    section === 'email' ? email : section === 'social' && socials.length > 0,
  );
}

/**
 * Connect's embedded sign-in: `parts` (the email form; the first social login full width, the next ones as a row of
 * icon buttons and "More sign-in options", AllSocials, when they do not fit) in their order.
 */
export function AuthOptions({ parts }: { parts: readonly ('email' | 'social')[] }) {
  useStyles(authStyles);
  const t = useT();
  return (
    <section className="wm-auth" aria-label={t('auth.options')}>
      {parts.map((part) => (part === 'email' ? <EmailForm key={part} onIntent={preloadSignInViews} /> : <SocialOptions key={part} />))}
    </section>
  );
}

function SocialOptions() {
  const t = useT();
  const { socials } = useAuthOffer();
  const [first, ...rest] = socials;
  if (!first) return null;
  const more = rest.length > SOCIAL_ROW;
  const row = more ? rest.slice(0, SOCIAL_ROW - 1) : rest;
  const moreName = t('auth.more');
  return (
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
  );
}

/** The line between sign-in and wallets: "or". */
export function OrDivider() {
  useStyles(authStyles);
  const t = useT();
  return <p className="wm-auth-or">{t('auth.or')}</p>;
}
