import { useSnapshot } from 'valtio';
import { AUTH_PROVIDER_NAMES, authState } from '../../../state/auth';
import { useT } from '../../i18n/useT';

/** ConnectingSocial's title: "Sign in with {provider}", for the provider of the sign-in under way. */
export function SocialSignInTitle() {
  const t = useT();
  const { socialProvider } = useSnapshot(authState);
  return <>{socialProvider ? t('auth.social.title', { provider: AUTH_PROVIDER_NAMES[socialProvider] }) : t('auth.allSocials.title')}</>;
}
