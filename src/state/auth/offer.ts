// What Connect offers for embedded accounts: the host's `email` and `socials` settings where it
// set them, else the project's dashboard (src/state/hosted), else the defaults; nothing without a
// project id (the hosted auth service needs one).
import type { Snapshot } from 'valtio';
import { hostedState, resolveSignIn } from '../hosted';
import { optionsState } from '../settings';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../account';

export interface AuthOffer {
  email: boolean;
  /** In the host's order; empty: no social buttons. */
  socials: SocialProvider[];
}

/** What the offer derives from: views pass valtio snapshots (React tracks exactly what is read), actions the proxies. */
export interface OfferSources {
  settings: Snapshot<typeof optionsState>;
  hosted: Snapshot<typeof hostedState>;
}

/** The sign-in options Connect shows from `sources`; both off without a project id (the hosted auth service needs one). */
export function selectAuthOffer({ settings, hosted }: OfferSources): AuthOffer {
  const { layers, options } = settings;
  if (!options.projectId) return { email: false, socials: [] };
  const host = {
    email: layers.attributes.email ?? layers.config.email,
    socials: layers.attributes.socials ?? layers.config.socials,
  };
  return resolveSignIn(host, hosted.remote, { email: true, socials: SOCIAL_PROVIDERS }, SOCIAL_PROVIDERS);
}

/** The sign-in options Connect shows, from the live state. */
export const authOffer = (): AuthOffer => selectAuthOffer({ settings: optionsState, hosted: hostedState });
