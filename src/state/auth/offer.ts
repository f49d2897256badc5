// What Connect offers for embedded accounts. SKELETON: the auth-connector branch reads the
// `email`, `socials` and `auth-url` settings here.
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
  if (!optionsState.options.projectId) return { email: false, socials: [] };
  // The host's `email`/`socials` (when it set them) win over the project's dashboard (src/state/hosted), which wins over the defaults.
  return signInWithRemote({}, { email: true, socials: SOCIAL_PROVIDERS }, SOCIAL_PROVIDERS);
}
