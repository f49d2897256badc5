// Pending sign-ins the visitor completes on a devnet page: social consent states and Farcaster
// channels. Each is bound to a secret only the frame that started it holds, so knowing the state in
// the pop-up's URL is not enough to collect the sign-in.
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

/**
 * @param {{clock: {now: () => number}, authUrl: string}} options
 */
export function createFlows({ clock, authUrl }) {
  /** state → {provider, secret, origin, status: 'pending' | 'cancelled' | 'done', signIn?} */
  const social = new Map();
  /** channel → {secret, origin, expiresAt, status: 'pending' | 'rejected' | 'done', signIn?} */
  const farcaster = new Map();

  const find = (flows, id, secret, what) => {
    const flow = typeof id === 'string' ? flows.get(id) : undefined;
    if (!flow || flow.secret !== secret) throw new AuthError(4040, `Unknown ${what}`);
    return flow;
  };

  return {
    startSocial(provider, origin) {
      if (typeof provider !== 'string' || !Object.hasOwn(SOCIAL_LOGINS, provider))
        throw new AuthError(4000, `Unknown provider ${String(provider).slice(0, 40)}`);
      const state = random(16);
      const secret = random(24);
      social.set(state, { provider, secret, origin: originOf(origin), status: 'pending' });
      return { url: `${authUrl}/oauth/${provider}?state=${state}`, state, secret };
    },
    /** The state's flow (its status and, once done, its sign-in); 4040 without the right secret. */
    socialStatus: (state, secret) => find(social, state, secret, 'sign-in state'),
    /** The pending flow the consent page for `provider` shows, if any. */
    socialPage: (provider, state) => {
      const flow = social.get(state);
      return flow?.provider === provider ? flow : undefined;
    },
    /** The consent page's answer: an identity (by index) or undefined for Cancel. */
    answerSocial(flow, index) {
      const identity = SOCIAL_LOGINS[flow.provider].identities[index];
      Object.assign(flow, identity ? { status: 'done', signIn: signInOf(flow.provider, identity) } : { status: 'cancelled' });
    },

    startFarcaster(origin) {
      const channel = random(16);
      const secret = random(24);
      const expiresAt = clock.now() + FARCASTER_TTL_MS;
      farcaster.set(channel, { secret, origin: originOf(origin), expiresAt, status: 'pending' });
      return { url: `${authUrl}/farcaster/approve?channel=${channel}`, channel, expiresAt, secret };
    },
    farcasterStatus: (channel, secret) => find(farcaster, channel, secret, 'Farcaster channel'),
    farcasterPage: (channel) => farcaster.get(channel),
    /** A pending channel past its expiry is expired (read from the service clock). */
    farcasterState: (flow) => (flow.status === 'pending' && clock.now() >= flow.expiresAt ? 'expired' : flow.status),
    answerFarcaster(flow, index) {
      const identity = FARCASTER_IDENTITIES[index];
      Object.assign(flow, identity ? { status: 'done', signIn: signInOf('farcaster', identity) } : { status: 'rejected' });
    },
  };
}
