import { useRef } from 'react';
import { useStyles } from '../../ui/useStyles';
import { authStyles } from './auth.styles';
import { SocialButton, useAuthOffer } from './social';
import { useFocusInside } from './use-focus-inside';

/** AllSocials ("Sign in with"): every social login the site offers, in its order. */
export function AllSocialsView() {
  useStyles(authStyles);
  const list = useRef<HTMLUListElement>(null);
  const { socials } = useAuthOffer();
  useFocusInside(list, undefined);
  return (
    <ul ref={list} className="wm-auth-socials">
      {socials.map((provider) => (
        <SocialButton key={provider} provider={provider} />
      ))}
    </ul>
  );
}
