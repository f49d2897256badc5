// The JSON API the secure-site frame (/sdk, sdk/) calls on its own origin (POST bodies and answers are
// JSON; failures are `{error: {code, message}}` with the service's codes): email, social and Farcaster
// sign-ins with accounts scoped per project, new-device approval for email, the social pop-up ending
// with `{resultUri}` to its opener, and the session. A sign-in answers `{token, account}`: the bearer
// token of a new session and the account with its keys, which the frame keeps.
import { deviceOf } from './devices.mjs';
import { normalizeEmail } from './email.mjs';
import { AuthError } from './errors.mjs';
import { bearerOf, readJsonObject, sendAuthError, sendJson } from './http.mjs';
import { publicAccount } from './session.mjs';

const PROJECT_ID = /^[0-9a-f]{32}$/i;

/** The project id, or a 4000 AuthError. */
export function projectIdOf(value) {
  if (typeof value !== 'string' || !PROJECT_ID.test(value)) throw new AuthError(4000, 'projectId must be a project id');
  return value;
}

/** A done flow signs in once; every later poll of it gets the same session. */
function signInFlowOnce(accounts, flow) {
  flow.result ??= accounts.signIn(flow.signIn);
  flow.result.catch(() => (flow.result = undefined));
  return flow.result;
}

/**
 * @param {{codes: ReturnType<typeof import('./email.mjs').createEmailCodes>,
 *   flows: ReturnType<typeof import('./flows.mjs').createFlows>,
 *   accounts: ReturnType<typeof import('./accounts.mjs').createAccounts>,
 *   devices: ReturnType<typeof import('./devices.mjs').createDevices>}} parts
 */
export function sdkApi({ codes, flows, accounts, devices }) {
  const emailKey = (body) => {
    const email = normalizeEmail(body.email);
    return { email, key: `${projectIdOf(body.projectId)}/email:${email}`, device: deviceOf(body.device) };
  };

  const routes = {
    /** A known address on an unknown device is asked to approve the device first (VERIFY_DEVICE). */
    'POST /v4/email/start': (body) => {
      const { email, key, device } = emailKey(body);
      if (accounts.has(key) && !devices.isKnown(key, device)) {
        devices.ask(key, email, device);
        return { action: 'VERIFY_DEVICE' };
      }
      codes.start(email);
      return { action: 'VERIFY_OTP' };
    },
    'POST /v4/device/status': (body) => {
      const { key, device } = emailKey(body);
      return { status: devices.status(key, device) };
    },
    'POST /v4/email/verify': async (body) => {
      const { key, device } = emailKey(body);
      const email = codes.verify(body.email, body.code);
      const signedIn = await accounts.signIn({ key, user: { provider: 'email', email } });
      devices.remember(key, device);
      return signedIn;
    },
    'POST /v4/social/start': (body) => {
      const scope = projectIdOf(body.projectId);
      const { url, state, secret } = flows.startSocial(body.provider, body.origin, { scope });
      return { uri: url, state, secret };
    },
    /** Collects a social sign-in with the `code` its result page carried (and the frame's secret). */
    'POST /v4/social/finish': async (body) => {
      const flow = flows.socialStatus(body.state, body.secret);
      if (flow.status !== 'done' || typeof body.code !== 'string' || body.code !== flow.code)
        throw new AuthError(4040, 'This sign-in did not complete');
      return signInFlowOnce(accounts, flow);
    },
    'POST /v4/farcaster/start': (body) => {
      const { url, channel, secret } = flows.startFarcaster(body.origin, { scope: projectIdOf(body.projectId) });
      return { url, channel, secret };
    },
    'POST /v4/farcaster/status': async (body) => {
      const flow = flows.farcasterStatus(body.channel, body.secret);
      const status = flows.farcasterState(flow);
      return status === 'done' ? { status, ...(await signInFlowOnce(accounts, flow)) } : { status };
    },
    /** Whether the bearer's session is alive (IS_CONNECTED, GET_USER); 4100 when the service forgot it. */
    'GET /v4/session': async (_body, req) => {
      const account = await accounts.ofToken(bearerOf(req));
      if (!account) throw new AuthError(4100, 'Not signed in');
      return { account: publicAccount(account) };
    },
    'POST /v4/sign-out': (_body, req) => {
      const token = bearerOf(req);
      if (token) accounts.signOut(token);
      return {};
    },
  };

  return async (req, res, url) => {
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return false;
    try {
      sendJson(res, 200, await route(req.method === 'POST' ? await readJsonObject(req) : {}, req));
    } catch (error) {
      sendAuthError(res, error);
    }
    return true;
  };
}
