import { useSnapshot } from 'valtio';
import { authState } from '../../../state/auth';
import { useT } from '../../i18n/useT';
import { SOCIAL_NAMES } from './social';

/** ConnectingSocial's title: "Sign in with {provider}", for the provider of the sign-in under way. */
export function SocialSignInTitle() {
  const t = useT();
  const { socialProvider } = useSnapshot(authState);
  return <>{socialProvider ? t('auth.social.title', { provider: SOCIAL_NAMES[socialProvider] }) : t('auth.allSocials.title')}</>;
}
