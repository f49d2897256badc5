// What Connect offers for embedded accounts: the `email` and `socials` settings, and nothing
// without a project id (the hosted auth service needs one).
import { optionsState } from '../settings';
import type { SocialProvider } from './auth-state';

export interface AuthOffer {
  email: boolean;
  /** In the host's order; empty: no social buttons. */
  socials: SocialProvider[];
}

/** The sign-in options Connect shows; both off without a project id (the hosted auth service needs one). */
export function authOffer(): AuthOffer {
  const { projectId, email, socials } = optionsState.options;
  if (!projectId) return { email: false, socials: [] };
  return { email, socials: [...socials] };
}
