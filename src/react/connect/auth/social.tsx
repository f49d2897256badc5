// The social logins as Connect and AllSocials show them: the provider's name, a letter badge
// drawn inline (no image request), and the button that starts its sign-in.
import { useSnapshot } from 'valtio';
import {
  AUTH_PROVIDER_NAMES,
  selectAuthOffer,
  startFarcasterSignIn,
  startSocialSignIn,
  type AuthOffer,
  type SocialProvider,
} from '../../../state/auth';
import { hostedState } from '../../../state/hosted';
import { optionsState } from '../../../state/settings';
import { useT } from '../../i18n/useT';
import { ListItem, ListItemName } from '../../ui/ListItem';

/**
 * What the site offers for embedded sign-in, kept current as its settings (project id, email, socials)
 * and the dashboard's sign-in options (which may arrive while Connect shows) change: the selector reads
 * snapshots, so React tracks exactly what it read.
 */
export function useAuthOffer(): AuthOffer {
  return selectAuthOffer({ settings: useSnapshot(optionsState), hosted: useSnapshot(hostedState) });
}

const BADGES: Record<SocialProvider, { letter: string; background: string }> = {
  google: { letter: 'G', background: '#1a73e8' },
  x: { letter: 'X', background: '#000000' },
  discord: { letter: 'D', background: '#4752c4' },
  farcaster: { letter: 'F', background: '#6a3fb5' },
  github: { letter: 'G', background: '#24292f' },
  apple: { letter: 'A', background: '#000000' },
  facebook: { letter: 'f', background: '#0b63d1' },
};

/**
 * Starts the provider's sign-in. Called synchronously from the click: a pop-up opened
 * later than the visitor's gesture is blocked.
 */
export function signInWith(provider: SocialProvider) {
  if (provider === 'farcaster') void startFarcasterSignIn();
  else startSocialSignIn(provider);
}

function SocialBadge({ provider }: { provider: SocialProvider }) {
  const { letter, background } = BADGES[provider];
  return (
    <span className="wm-social-badge" aria-hidden="true" translate="no" style={{ background }}>
      {letter}
    </span>
  );
}

/** One provider as a list item: "Continue with {provider}". `onIntent` runs on pointer over or focus. */
export function SocialButton({ provider, onIntent }: { provider: SocialProvider; onIntent?: () => void }) {
  const t = useT();
  return (
    <ListItem
      onClick={() => signInWith(provider)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onPointerDown={onIntent}
      onTouchStart={onIntent}
    >
      <SocialBadge provider={provider} />
      <ListItemName>{t('auth.continueWith', { provider: AUTH_PROVIDER_NAMES[provider] })}</ListItemName>
    </ListItem>
  );
}
