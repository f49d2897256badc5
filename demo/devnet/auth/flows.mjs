// Pending sign-ins the visitor completes on a devnet page: social consent states and Farcaster
// channels, each for one project (its accounts are the project's). Each is bound to a secret only the
// frame that started it holds, so knowing the state in the pop-up's URL is not enough to collect the
// sign-in.
import { randomBytes } from 'node:crypto';
import { AuthError } from './errors.mjs';
import { FARCASTER_IDENTITIES, SOCIAL_LOGINS, signInOf } from './identities.mjs';

export const FARCASTER_TTL_MS = 5 * 60_000;
const random = (bytes) => randomBytes(bytes).toString('hex');

/** `scheme://host[:port]` of the site that asked, for the pages to name; a 4000 AuthError otherwise. */
function originOf(value) {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value) return value;
  } catch {
    // refused below
  }
  throw new AuthError(4000, 'origin must be an http(s) origin');
}

/** The sign-in of `identity` with `provider`, its account key scoped to the project `scope`. */
const scopedSignIn = (provider, identity, scope) => {
  const signIn = signInOf(provider, identity);
  return { ...signIn, key: `${scope}/${signIn.key}` };
};

/**
 * @param {{clock: {now: () => number}, authUrl: string}} options
 */
export function createFlows({ clock, authUrl }) {
  /** state → {provider, secret, origin, scope, status: 'pending' | 'cancelled' | 'done', signIn?, code?, resultUri?} */
  const social = new Map();
  /** channel → {secret, origin, scope, expiresAt, status: 'pending' | 'rejected' | 'done', signIn?} */
  const farcaster = new Map();

  const find = (flows, id, secret, what) => {
    const flow = typeof id === 'string' ? flows.get(id) : undefined;
    if (!flow || flow.secret !== secret) throw new AuthError(4040, `Unknown ${what}`);
    return flow;
  };

  return {
    /**
     * A pending social sign-in for the project `scope`. The consent page ends on a result page that posts
     * `{resultUri}` to its opener on `origin` (the secure-site protocol), with a one-time `code`.
     */
    startSocial(provider, origin, { scope }) {
      if (typeof provider !== 'string' || !Object.hasOwn(SOCIAL_LOGINS, provider))
        throw new AuthError(4000, `Unknown provider ${String(provider).slice(0, 40)}`);
      const state = random(16);
      const secret = random(24);
      social.set(state, { state, provider, secret, origin: originOf(origin), status: 'pending', scope });
      return { url: `${authUrl}/oauth/${provider}?state=${state}`, state, secret };
    },
    /** The state's flow (its status and, once done, its sign-in); 4040 without the right secret. */
    socialStatus: (state, secret) => find(social, state, secret, 'sign-in state'),
    /** The pending flow the consent page for `provider` shows, if any. */
    socialPage: (provider, state) => {
      const flow = social.get(state);
      return flow?.provider === provider ? flow : undefined;
    },
    /** The consent page's answer: an identity (by index) or undefined for Cancel; sets where the pop-up goes next. */
    answerSocial(flow, index) {
      const identity = SOCIAL_LOGINS[flow.provider].identities[index];
      Object.assign(
        flow,
        identity ? { status: 'done', signIn: scopedSignIn(flow.provider, identity, flow.scope) } : { status: 'cancelled' },
      );
      // The result page posts its own URL to the opener.
      const result = new URL(`${authUrl}/oauth/${flow.provider}/result`);
      result.searchParams.set('state', flow.state);
      if (identity) result.searchParams.set('code', (flow.code = random(16)));
      else result.searchParams.set('error', 'access_denied');
      flow.resultUri = result.href;
    },

    /** A pending Farcaster sign-in for the project `scope`. */
    startFarcaster(origin, { scope }) {
      const channel = random(16);
      const secret = random(24);
      const expiresAt = clock.now() + FARCASTER_TTL_MS;
      farcaster.set(channel, { secret, origin: originOf(origin), expiresAt, status: 'pending', scope });
      return { url: `${authUrl}/farcaster/approve?channel=${channel}`, channel, expiresAt, secret };
    },
    farcasterStatus: (channel, secret) => find(farcaster, channel, secret, 'Farcaster channel'),
    farcasterPage: (channel) => farcaster.get(channel),
    /** A pending channel past its expiry is expired (read from the service clock). */
    farcasterState: (flow) => (flow.status === 'pending' && clock.now() >= flow.expiresAt ? 'expired' : flow.status),
    answerFarcaster(flow, index) {
      const identity = FARCASTER_IDENTITIES[index];
      Object.assign(flow, identity ? { status: 'done', signIn: scopedSignIn('farcaster', identity, flow.scope) } : { status: 'rejected' });
    },
  };
}
