// What Connect offers for embedded accounts: the host's `email` and `socials` settings where it
// set them, else the project's dashboard (src/state/hosted), else the defaults; nothing without a
// project id (the hosted auth service needs one).
import { signInWithRemote } from '../hosted';
import { optionsState } from '../settings';
import { SOCIAL_PROVIDERS, type SocialProvider } from './auth-state';

export interface AuthOffer {
  email: boolean;
  /** In the host's order; empty: no social buttons. */
  socials: SocialProvider[];
}

/** The sign-in options Connect shows; both off without a project id (the hosted auth service needs one). */
export function authOffer(): AuthOffer {
  const { layers, options } = optionsState;
  if (!options.projectId) return { email: false, socials: [] };
  const host = {
    email: layers.attributes.email ?? layers.config.email,
    socials: layers.attributes.socials ?? layers.config.socials,
  };
  return signInWithRemote(host, { email: true, socials: SOCIAL_PROVIDERS }, SOCIAL_PROVIDERS);
}
