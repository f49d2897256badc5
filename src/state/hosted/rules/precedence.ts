// Which value wins, feature by feature: what the host set (an attribute or `config`), else the
// project's remote configuration (its dashboard), else the default. Pure.
import type { ProjectFeature } from '../../../services/registry/project-config';
import type { AccountFeature } from '../../shared';

/** The remote switches that apply, read from the project configuration; undefined: the dashboard says nothing. */
export interface RemoteFeatures {
  email?: boolean;
  /** In the dashboard's order; empty: no social buttons. */
  socials?: string[];
  /** Account features the dashboard turns on (true) or off (false). */
  accountFeatures: Partial<Record<AccountFeature, boolean>>;
}

/** The hosted ids behind the account features that the dashboard switches. */
const ACCOUNT_FEATURE_IDS: Readonly<Partial<Record<ProjectFeature['id'], AccountFeature>>> = {
  swap: 'swaps',
  onramp: 'onramp',
  activity: 'history',
  names: 'names',
};

/**
 * Reads the configuration as AppKit does: social_login off means no email and no socials; on,
 * its `config` lists the socials and `email`; a `config` of null says nothing (the default stays).
 * swap, onramp, activity and names follow `isEnabled`.
 */
export function remoteFeaturesOf(features: readonly ProjectFeature[]): RemoteFeatures {
  const remote: RemoteFeatures = { accountFeatures: {} };
  for (const feature of features) {
    if (feature.id === 'social_login') {
      if (!feature.isEnabled) Object.assign(remote, { email: false, socials: [] });
      else if (feature.config)
        Object.assign(remote, { email: feature.config.includes('email'), socials: feature.config.filter((name) => name !== 'email') });
      continue;
    }
    const accountFeature = ACCOUNT_FEATURE_IDS[feature.id];
    if (accountFeature) remote.accountFeatures[accountFeature] = feature.isEnabled;
  }
  return remote;
}

/**
 * The account features row's list: the host's own list when it set `features`; else the default
 * list less what the dashboard turns off (in the default order); without a remote answer, the default.
 */
export function resolveAccountFeatures(
  hostSet: readonly AccountFeature[] | undefined,
  defaults: readonly AccountFeature[],
  remote: RemoteFeatures | undefined,
): AccountFeature[] {
  if (hostSet) return [...hostSet];
  if (!remote) return [...defaults];
  return defaults.filter((feature) => remote.accountFeatures[feature] !== false);
}

/**
 * Email and social sign-in: each the host's value when set, else the remote one, else the default.
 * Remote socials are kept only when `known` lists them, in the dashboard's order.
 */
export function resolveSignIn<S extends string>(
  host: { email?: boolean; socials?: readonly S[] },
  remote: (Pick<RemoteFeatures, 'email'> & { readonly socials?: readonly string[] }) | undefined,
  defaults: { email: boolean; socials: readonly S[] },
  known: readonly S[],
): { email: boolean; socials: S[] } {
  const remoteSocials = remote?.socials?.filter((name): name is S => (known as readonly string[]).includes(name));
  return {
    email: host.email ?? remote?.email ?? defaults.email,
    socials: [...(host.socials ?? remoteSocials ?? defaults.socials)],
  };
}
