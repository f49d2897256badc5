// The JSON API the auth frame calls on its own origin (POST bodies and answers are JSON; failures are
// `{error: {code, message}}` with the protocol's codes). A sign-in answers `{token, account}`: the
// bearer token of a new session and the account with its keys, which the frame keeps.
import { AuthError } from './errors.mjs';
import { bearerOf, readJsonObject, sendAuthError, sendJson } from './http.mjs';
import { publicAccount } from './session.mjs';

/** A done flow signs in once; every later poll of it gets the same session. */
export function signInFlowOnce(accounts, flow) {
  flow.result ??= accounts.signIn(flow.signIn);
  flow.result.catch(() => (flow.result = undefined));
  return flow.result;
}

/**
 * @param {{codes: ReturnType<typeof import('./email.mjs').createEmailCodes>,
 *   flows: ReturnType<typeof import('./flows.mjs').createFlows>,
 *   accounts: ReturnType<typeof import('./accounts.mjs').createAccounts>}} parts
 */
export function authApi({ codes, flows, accounts }) {
  const signInOnce = (flow) => signInFlowOnce(accounts, flow);

  const sessionOf = async (req) => {
    const account = await accounts.ofToken(bearerOf(req));
    if (!account) throw new AuthError(4100, 'Not signed in');
    return account;
  };

  const routes = {
    'POST /v1/email/start': (body) => codes.start(body.email),
    'POST /v1/email/verify': (body) => {
      const email = codes.verify(body.email, body.code);
      return accounts.signIn({ key: `email:${email}`, user: { provider: 'email', email } });
    },
    'POST /v1/social/start': (body) => flows.startSocial(body.provider, body.origin),
    'POST /v1/social/status': async (body) => {
      const flow = flows.socialStatus(body.state, body.secret);
      return flow.status === 'done' ? { status: 'done', ...(await signInOnce(flow)) } : { status: flow.status };
    },
    'POST /v1/farcaster/start': (body) => flows.startFarcaster(body.origin),
    'POST /v1/farcaster/status': async (body) => {
      const flow = flows.farcasterStatus(body.channel, body.secret);
      const status = flows.farcasterState(flow);
      return status === 'done' ? { status, ...(await signInOnce(flow)) } : { status };
    },
    'GET /v1/session': async (_body, req) => ({ account: publicAccount(await sessionOf(req)) }),
    'POST /v1/sign-out': async (_body, req) => {
      const token = bearerOf(req);
      if (token) accounts.signOut(token);
      return {};
    },
  };

  return async (req, res, url) => {
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return false;
    try {
      const body = req.method === 'POST' && url.pathname !== '/v1/sign-out' ? await readJsonObject(req) : {};
      sendJson(res, 200, await route(body, req));
    } catch (error) {
      sendAuthError(res, error);
    }
    return true;
  };
}
