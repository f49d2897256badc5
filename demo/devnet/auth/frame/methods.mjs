// The auth frame's methods (docs/auth-frame-protocol.md "Methods"): sign-ins through the service's API,
// the stored session, and signing with the stored keys.
import { AuthError } from '../errors.mjs';
import { publicAccount } from '../session.mjs';
import { evmRequest } from '../signers/evm.mjs';
import { objectParams } from './protocol.mjs';
import { callService } from '../sdk/service.mjs';
import { signAndSendTransaction, signMessage, signTransaction } from '../signers/solana.mjs';

const NETWORK_ID = /^(eip155:[0-9]{1,12}|solana:[1-9A-HJ-NP-Za-km-z]{1,32})$/;

/** `{caipNetworkId: Network}` from init's `networks`; a 4000 error when they are not Networks. */
function networksOf(value) {
  if (!Array.isArray(value) || value.length > 100) throw new AuthError(4000, 'networks must be a list of networks');
  return new Map(
    value.map((network) => {
      const { caipNetworkId, rpcUrl } = network ?? {};
      let url;
      try {
        url = new URL(rpcUrl);
      } catch {
        // refused below
      }
      if (typeof caipNetworkId !== 'string' || !NETWORK_ID.test(caipNetworkId) || !['http:', 'https:'].includes(url?.protocol)) {
        throw new AuthError(4000, 'Each network needs a CAIP-2 caipNetworkId and an http(s) rpcUrl');
      }
      return [caipNetworkId, { caipNetworkId, rpcUrl: url.href }];
    }),
  );
}

/**
 * The frame's method table for the site at `embedder`, over its `store` (store.mjs).
 * @returns {(method: string, params: unknown) => Promise<unknown>}
 */
export function createMethods({ embedder, store }) {
  let networks = new Map();
  /** Frames started here: state or channel → the secret that collects the sign-in. */
  const secrets = new Map();

  const signedIn = () => {
    const stored = store.read();
    if (!stored) throw new AuthError(4100, 'Not signed in');
    return stored.account;
  };
  const networkFor = (caipNetworkId, namespace) => {
    const network = networks.get(caipNetworkId);
    if (!network || !caipNetworkId.startsWith(`${namespace}:`))
      throw new AuthError(4901, `${String(caipNetworkId).slice(0, 60)} was not given to init`);
    return network;
  };
  /** Keeps a sign-in the service answered and gives its Session. */
  const keep = (answer) => {
    store.write(answer);
    return publicAccount(answer.account);
  };
  const started = (answer, id) => {
    secrets.set(answer[id], answer.secret);
    delete answer.secret;
    return answer;
  };
  /** A social or Farcaster status: pending, cancelled, rejected and expired as they are; done signs in. */
  const polled = async (path, id, value) => {
    if (!secrets.has(value)) throw new AuthError(4040, `Unknown ${id}`);
    const answer = await callService(path, { [id]: value, secret: secrets.get(value) });
    if (answer.status !== 'done') return { status: answer.status };
    secrets.delete(value);
    return { status: 'done', session: keep(answer) };
  };

  const methods = {
    async init({ networks: given }) {
      networks = networksOf(given);
      const stored = store.read();
      if (!stored) return { session: null };
      try {
        await callService('/v1/session', undefined, stored.token);
      } catch (error) {
        // The service forgot the session (signed out elsewhere, or a restarted devnet); unreachable keeps it.
        if (error instanceof AuthError && error.code === 4100) {
          store.clear();
          return { session: null };
        }
      }
      return { session: publicAccount(stored.account) };
    },
    'email.start': ({ email }) => callService('/v1/email/start', { email }),
    'email.verify': async ({ email, code }) => ({ session: keep(await callService('/v1/email/verify', { email, code })) }),
    'social.start': async ({ provider }) => started(await callService('/v1/social/start', { provider, origin: embedder }), 'state'),
    'social.status': ({ state }) => polled('/v1/social/status', 'state', state),
    'farcaster.start': async () => started(await callService('/v1/farcaster/start', { origin: embedder }), 'channel'),
    'farcaster.status': ({ channel }) => polled('/v1/farcaster/status', 'channel', channel),
    'evm.request': ({ caipNetworkId, from, method, params }) => {
      const account = signedIn();
      return evmRequest({ account, network: networkFor(caipNetworkId, 'eip155'), from, method, params });
    },
    'solana.signMessage': (params) => signMessage(signedIn(), params),
    'solana.signTransaction': (params) => signTransaction(signedIn(), params),
    'solana.signAndSendTransaction': (params) => {
      const account = signedIn();
      return signAndSendTransaction(account, networkFor(params.caipNetworkId, 'solana'), params);
    },
    async signOut() {
      const stored = store.read();
      store.clear();
      if (stored) await callService('/v1/sign-out', {}, stored.token).catch(() => {});
      return {};
    },
  };

  return async (method, params) => {
    if (!Object.hasOwn(methods, method)) throw new AuthError(4200, `Unknown method ${String(method).slice(0, 60)}`);
    return methods[method](objectParams(params));
  };
}
