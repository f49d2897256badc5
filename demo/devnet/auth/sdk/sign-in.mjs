// The sign-in events of the secure-site frame: email (CONNECT_EMAIL, CONNECT_DEVICE, CONNECT_OTP), social
// (GET_SOCIAL_REDIRECT_URI, CONNECT_SOCIAL: the pop-up's `resultUri`) and Farcaster (GET_FARCASTER_URI,
// CONNECT_FARCASTER), over the auth service's /v4 API (sdk-api.mjs). Long waits poll every second.
import { ERRORS } from './messages.mjs';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
const PROVIDERS = new Set(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
const POLL_MS = 1000;

/** @param {ReturnType<typeof import('./handler.mjs').createSdkHandler> extends never ? never : any} ctx */
export function signInHandlers(ctx) {
  const { config, state, service } = ctx;
  let email;
  /** social state → the secret that collects it */
  const socials = new Map();
  let farcaster;

  /** Polls `check` until it answers something other than undefined (or the frame is disposed). */
  async function poll(check) {
    for (;;) {
      if (state.disposed) throw new Error(ERRORS.aborted);
      const result = await check();
      if (result !== undefined) return result;
      await ctx.sleep(POLL_MS);
    }
  }

  /** The user after a social or Farcaster sign-in, with the account preference and chain asked for. */
  async function socialUser(session, payload) {
    if (payload.chainId !== undefined) ctx.setChain(payload.chainId, payload.rpcUrl);
    if (payload.preferredAccountType === 'eoa' || payload.preferredAccountType === 'smartAccount')
      ctx.savePreference(payload.preferredAccountType);
    const { smartAccountDeployed: _deployed, ...user } = await ctx.user(ctx.readSession() ?? session);
    return { ...user, userName: session.user.username ?? null };
  }

  return {
    async CONNECT_EMAIL(payload) {
      const value = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      if (value.length > 254 || !EMAIL.test(value)) throw new Error(ERRORS.invalidEmail);
      const session = ctx.readSession();
      if (state.live && session?.user.provider === 'email' && session.user.email === value) return { action: 'CONNECT' };
      const answer = await service('/v4/email/start', { projectId: config.projectId, email: value, device: ctx.deviceId() });
      email = value;
      return { action: answer.action };
    },
    async CONNECT_DEVICE() {
      if (!email) throw new Error(ERRORS.noPendingEmail);
      const asked = { projectId: config.projectId, email, device: ctx.deviceId() };
      await poll(async () => {
        const { status } = await service('/v4/device/status', asked);
        if (status === 'denied') throw new Error(ERRORS.deviceDenied);
        if (status === 'expired') throw new Error(ERRORS.deviceExpired);
        return status === 'approved' ? true : undefined;
      });
    },
    async CONNECT_OTP(payload) {
      if (!email) throw new Error(ERRORS.noPendingEmail);
      if (typeof payload.otp !== 'string') throw new Error('otp must be a string');
      const signedIn = await service('/v4/email/verify', {
        projectId: config.projectId,
        email,
        code: payload.otp,
        device: ctx.deviceId(),
      });
      ctx.keepSession(signedIn);
      email = undefined;
    },

    async GET_SOCIAL_REDIRECT_URI(payload) {
      if (!PROVIDERS.has(payload.provider)) throw new Error(`Unsupported provider ${String(payload.provider).slice(0, 20)}`);
      const answer = await service('/v4/social/start', {
        projectId: config.projectId,
        provider: payload.provider,
        origin: config.embedder,
      });
      socials.set(answer.state, answer.secret);
      return { uri: answer.uri };
    },
    async CONNECT_SOCIAL(payload) {
      let result;
      try {
        result = new URL(payload.uri);
      } catch {
        throw new Error(ERRORS.socialUnknown);
      }
      const state = result.searchParams.get('state');
      if (result.origin !== new URL(config.authUrl).origin || !/^\/oauth\/[a-z]+\/result$/.test(result.pathname) || !socials.has(state))
        throw new Error(ERRORS.socialUnknown);
      if (result.searchParams.has('error')) {
        socials.delete(state);
        throw new Error(ERRORS.socialCancelled);
      }
      const signedIn = await service('/v4/social/finish', { state, secret: socials.get(state), code: result.searchParams.get('code') });
      socials.delete(state);
      return socialUser(ctx.keepSession(signedIn), payload);
    },

    async GET_FARCASTER_URI() {
      const answer = await service('/v4/farcaster/start', { projectId: config.projectId, origin: config.embedder });
      farcaster = { channel: answer.channel, secret: answer.secret };
      return { url: answer.url };
    },
    async CONNECT_FARCASTER() {
      if (!farcaster) throw new Error(ERRORS.noPendingFarcaster);
      const asked = farcaster;
      const signedIn = await poll(async () => {
        const answer = await service('/v4/farcaster/status', asked);
        if (answer.status === 'rejected') throw new Error(ERRORS.farcasterRejected);
        if (answer.status === 'expired') throw new Error(ERRORS.farcasterExpired);
        return answer.status === 'done' ? answer : undefined;
      });
      if (farcaster === asked) farcaster = undefined;
      const session = ctx.keepSession(signedIn);
      return { userName: session.user.username ?? null };
    },
  };
}
