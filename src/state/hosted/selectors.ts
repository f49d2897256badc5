// The settings as they apply once the project's remote configuration is known, by the
// precedence in ./rules/precedence.ts (host, then remote, then default).
import { optionsState } from '../settings';
import { hostedState } from './hosted-state';
import { resolveAccountFeatures, resolveSignIn } from './rules/precedence';
import type { AccountFeature } from '../shared';

/** The account features to offer, before the build's and the network's limits (state/account/rules/features.ts). */
export function accountFeatureList(): AccountFeature[] {
  const { layers, options } = optionsState;
  const hostSet = layers.attributes.features ?? layers.config.features;
  return resolveAccountFeatures(hostSet, options.features, hostedState.remote);
}

/**
 * Email and social sign-in after the remote configuration: `host` holds what the host set
 * (undefined where it did not), `defaults` what applies without either, `known` the socials this build has.
 * The auth offer (src/state/auth/offer.ts) calls it.
 */
export function signInWithRemote<S extends string>(
  host: { email?: boolean; socials?: readonly S[] },
  defaults: { email: boolean; socials: readonly S[] },
  known: readonly S[],
): { email: boolean; socials: S[] } {
  return resolveSignIn(host, hostedState.remote, defaults, known);
}
