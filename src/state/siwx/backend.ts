// Where sessions come from: the site's endpoints (`signin-url`), or the host's adapter (`siwx`): RainbowKit's
// authentication adapter plus `getSession`, or AppKit's SIWX config. One interface; the flow never asks which.
import { createError } from '../../services/errors';
import { createSignInEndpoints } from '../../services/siwx/rest';
import { isoTime, parseNonce, parseSession, type SiteSession } from '../../services/siwx/session-parse';
import { signInState, type AppKitSiwxConfig, type SignInSession, type SiwxAdapter } from '../account';
import { reportError } from '../events';
import { optionsState } from '../settings';
import { defineSlice, type CaipNetworkId, type ChainNamespace } from '../shared';
import { signInMessage } from './message';

/** The account asking, with its network and the page it signs in to. */
export interface SignInRequest {
  address: string;
  caipNetworkId: CaipNetworkId;
  namespace: ChainNamespace;
  /** EVM: the chain id; Solana: the CAIP-2 reference. */
  chainId: number | string;
  domain: string;
  uri: string;
}

export interface SignInBackend {
  /** The site's bare nonce, for a message the wallet writes (WalletConnect's one click); absent when the backend writes its own. */
  nonce?(signal: AbortSignal): Promise<string>;
  createMessage(request: SignInRequest, signal: AbortSignal): Promise<string>;
  verify(request: SignInRequest & { message: string; signature: string }, signal: AbortSignal): Promise<SignInSession>;
  getSession(request: SignInRequest, signal: AbortSignal): Promise<SignInSession | undefined>;
  signOut(request: Pick<SignInRequest, 'address' | 'caipNetworkId'>): Promise<void>;
}

const asSession = (session: SiteSession) => session as SignInSession;

function restBackend(baseUrl: string): SignInBackend {
  const endpoints = createSignInEndpoints(baseUrl);
  return {
    nonce: (signal) => endpoints.nonce(signal),
    async createMessage(request, signal) {
      return signInMessage(request.namespace, { ...request, nonce: await endpoints.nonce(signal) });
    },
    verify: ({ message, signature }, signal) => endpoints.verify({ message, signature }, signal).then(asSession),
    getSession: (_request, signal) => endpoints.session(signal).then((session) => session && asSession(session)),
    signOut: () => endpoints.signOut(),
  };
}

/** The end a message states (EIP-4361 and CAIP-122 write it alike), if any. */
const expiryOf = (message: string) => /\nExpiration Time: (\S+)/.exec(message)?.[1];

function rainbowBackend(adapter: SiwxAdapter): SignInBackend {
  async function nonce() {
    try {
      return parseNonce(await adapter.getNonce());
    } catch (cause) {
      throw createError('SignInError', { messageKey: 'error.signInNonceFailed', cause });
    }
  }
  return {
    nonce,
    async createMessage(request) {
      const fresh = await nonce();
      return adapter.createMessage
        ? String(await adapter.createMessage({ ...request, nonce: fresh }))
        : signInMessage(request.namespace, { ...request, nonce: fresh });
    },
    async verify({ message, signature, address, caipNetworkId }) {
      const answer = await adapter.verify({ message, signature });
      if (answer === true) return { address, caipNetworkId, expiresAt: isoTime(expiryOf(message)) };
      if (answer && typeof answer === 'object') return asSession(parseSession(answer));
      throw createError('SignInError', { message: 'The adapter did not verify the signature' });
    },
    async getSession() {
      const answer = await adapter.getSession?.();
      return answer === null || answer === undefined || answer === false ? undefined : asSession(parseSession(answer));
    },
    signOut: async () => void (await adapter.signOut?.()),
  };
}

/** AppKit's message data names the account and its end (`accountAddress`, `chainId`, `expirationTime`). */
function appKitSession(data: unknown, fallback: Pick<SignInRequest, 'address' | 'caipNetworkId'>): SignInSession {
  const fields = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const address = typeof fields.accountAddress === 'string' ? fields.accountAddress : fallback.address;
  const caipNetworkId = typeof fields.chainId === 'string' ? fields.chainId : fallback.caipNetworkId;
  return asSession(parseSession({ address, caipNetworkId, expiresAt: isoTime(fields.expirationTime) }));
}

function appKitBackend(config: AppKitSiwxConfig): SignInBackend {
  const data = new Map<string, unknown>();
  return {
    async createMessage({ address, caipNetworkId }) {
      const message = await config.createMessage({ accountAddress: address, chainId: caipNetworkId });
      const text = message.toString();
      data.set(text, message.data);
      return text;
    },
    async verify(request) {
      const { message, signature } = request;
      try {
        await config.addSession({ data: data.get(message), message, signature });
      } catch (cause) {
        throw createError('SignInError', { cause });
      }
      return appKitSession(data.get(message), request);
    },
    async getSession(request) {
      const sessions = await config.getSessions(request.caipNetworkId, request.address);
      const now = Date.now();
      const live = sessions
        .map((session) => appKitSession(session.data, request))
        .find(({ expiresAt }) => !expiresAt || Date.parse(expiresAt) > now);
      return live;
    },
    signOut: ({ caipNetworkId, address }) => config.revokeSession(caipNetworkId, address),
  };
}

const isAppKit = (adapter: object): adapter is AppKitSiwxConfig =>
  ['addSession', 'getSessions', 'revokeSession', 'createMessage'].every(
    (name) => typeof (adapter as Record<string, unknown>)[name] === 'function',
  );
const isRainbow = (adapter: object): adapter is SiwxAdapter =>
  ['getNonce', 'verify'].every((name) => typeof (adapter as Record<string, unknown>)[name] === 'function');

function createBackend(): SignInBackend | undefined {
  const { adapter } = signInState;
  if (adapter && isAppKit(adapter)) return appKitBackend(adapter);
  if (adapter && isRainbow(adapter)) return rainbowBackend(adapter);
  const url = optionsState.options.signinUrl;
  return url ? restBackend(url) : undefined;
}

/**
 * Whether the sign-in is required, and whether a disconnect signs out at the site: the `signin` and
 * `signout-on-disconnect` settings, or what AppKit's SIWX config says of them (`getRequired()`, `signOutOnDisconnect`).
 */
export function signInPolicy(): { required: boolean; signOutOnDisconnect: boolean } {
  const { adapter } = signInState;
  const { signin, signoutOnDisconnect } = optionsState.options;
  const appKit = adapter && isAppKit(adapter) ? adapter : undefined;
  let required = signin === 'required';
  try {
    if (typeof appKit?.getRequired === 'function') required = appKit.getRequired() === true;
  } catch (error) {
    reportError(error);
  }
  const signOut = appKit?.signOutOnDisconnect;
  return { required, signOutOnDisconnect: typeof signOut === 'boolean' ? signOut : signoutOnDisconnect };
}

/** One backend per configuration: it remembers the messages it wrote until they are verified. */
const cached = defineSlice<{ source?: unknown; backend?: SignInBackend }>({ name: 'siwx/backend', initial: () => ({}) });

/** The configured backend: the adapter wins over `signin-url`; undefined when neither is usable. */
export function signInBackend(): SignInBackend | undefined {
  const source = signInState.adapter ?? optionsState.options.signinUrl;
  if (cached.source !== source || !cached.backend) Object.assign(cached, { source, backend: createBackend() });
  return cached.backend;
}
