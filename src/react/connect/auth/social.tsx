// The social logins as Connect and AllSocials show them: the provider's mark (SocialMark.tsx, inline:
// no image request), its name, and the button that starts its sign-in.
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
import { Button } from '../../ui/Button';
import { useT, type Translate } from '../../i18n/useT';
import { ListItem, ListItemName } from '../../ui/ListItem';
import { SocialMark } from './SocialMark';

/**
 * What the site offers for embedded sign-in, kept current as its settings (project id, email, socials)
 * and the dashboard's sign-in options (which may arrive while Connect shows) change: the selector reads
 * snapshots, so React tracks exactly what it read.
 */
export function useAuthOffer(): AuthOffer {
  return selectAuthOffer({ settings: useSnapshot(optionsState), hosted: useSnapshot(hostedState) });
}

/**
 * Starts the provider's sign-in. Called synchronously from the click: a pop-up opened
 * later than the visitor's gesture is blocked.
 */
export function signInWith(provider: SocialProvider) {
  if (provider === 'farcaster') void startFarcasterSignIn();
  else startSocialSignIn(provider);
}

/** A sign-in button's handlers for the first sign of intent (pointer over, focus, touch): `onIntent` preloads. */
export const intentHandlers = (onIntent?: () => void) => ({
  onPointerEnter: onIntent,
  onFocus: onIntent,
  onPointerDown: onIntent,
  onTouchStart: onIntent,
});

/** One provider as a list item: "Continue with {provider}". `onIntent` runs on pointer over or focus. */
export function SocialButton({ provider, onIntent }: { provider: SocialProvider; onIntent?: () => void }) {
  const t = useT();
  return (
    <ListItem onClick={() => signInWith(provider)} {...intentHandlers(onIntent)}>
      <span className="wm-social-tile">
        <SocialMark provider={provider} />
      </span>
      <ListItemName>{continueWith(t, provider)}</ListItemName>
    </ListItem>
  );
}

/** "Continue with Google": a button's accessible name, the same for a row and an icon button. */
const continueWith = (t: Translate, provider: SocialProvider) => t('auth.continueWith', { provider: AUTH_PROVIDER_NAMES[provider] });

/** One provider as an icon button of Connect's row: its mark, its name as the accessible name and tooltip. */
export function SocialIconButton({ provider, onIntent }: { provider: SocialProvider; onIntent?: () => void }) {
  const t = useT();
  const name = continueWith(t, provider);
  return (
    <li>
      <Button className="wm-social-icon" aria-label={name} title={name} onClick={() => signInWith(provider)} {...intentHandlers(onIntent)}>
        <SocialMark provider={provider} />
      </Button>
    </li>
  );
}
