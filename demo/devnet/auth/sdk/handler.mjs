// The secure-site frame's message handling (version 4), as a state machine with everything from the
// outside injected (post, storage, the service API, the RPC, the approval view, sleep), so Node tests
// drive it without a browser. main.mjs is the page's thin shell around it.
import { caipChainOf, httpUrlOf, namespaceOf, wireChainOf } from './chains.mjs';
import { ERRORS, errorMessage, parseAppEvent, successMessage } from './messages.mjs';
import { rpcHandlers } from './rpc-request.mjs';
import { signInHandlers } from './sign-in.mjs';
import { addressOf, effectiveType, userResponse } from './user.mjs';

/**
 * @typedef {{projectId: string, chainId: string, rpcUrl?: string, embedder: string, authUrl: string,
 *   chains: Record<string, string>, smartAccountChains: number[]}} SdkConfig  what /sdk's page carries
 * @typedef {{get: (key: string) => unknown, set: (key: string, value: unknown) => void, remove: (key: string) => void}} JsonStorage
 */

/**
 * @param {{config: SdkConfig, parent: unknown, post: (message: object) => void, storage: JsonStorage,
 *   service: (path: string, body?: object, token?: string) => Promise<any>,
 *   rpc: ReturnType<typeof import('./rpc.mjs').createRpc>,
 *   approvals: {ask: (description: object, signal: AbortSignal) => Promise<boolean>},
 *   describe: (request: object) => Promise<object>, sleep: (ms: number) => Promise<void>,
 *   reload?: () => void, onTheme?: (theme: object) => void, randomId: () => string}} deps
 */
export function createSdkHandler(deps) {
  const { config, storage } = deps;
  const sessionKey = `wm-sdk:v4:${config.projectId}:${config.embedder}`;
  const state = {
    synced: false,
    dapp: undefined,
    chain: caipChainOf(config.chainId) ?? 'eip155:1',
    rpcUrls: new Map(Object.entries(config.chains)),
    live: false,
    disposed: false,
  };
  const initialRpc = httpUrlOf(config.rpcUrl);
  if (initialRpc && !state.rpcUrls.has(state.chain)) state.rpcUrls.set(state.chain, initialRpc);

  const readSession = () => {
    const stored = storage.get(sessionKey);
    const ok = typeof stored?.token === 'string' && typeof stored.account?.evm?.privateKey === 'string';
    return ok ? stored : undefined;
  };

  const ctx = {
    ...deps,
    state,
    readSession,
    deviceId() {
      let device = storage.get('wm-sdk:device');
      if (typeof device !== 'string') storage.set('wm-sdk:device', (device = deps.randomId()));
      return device;
    },
    /** Keeps a sign-in the service answered (`{token, account}`) as the live session. */
    keepSession({ token, account }) {
      const session = { token, account, user: account.user, preferred: readSession()?.preferred };
      storage.set(sessionKey, session);
      state.live = true;
      return session;
    },
    savePreference(preferred) {
      const session = readSession();
      if (session) storage.set(sessionKey, { ...session, preferred });
    },
    clearSession() {
      storage.remove(sessionKey);
      state.live = false;
    },
    /** The stored session once the service confirmed it in this frame's life; throws when there is none. */
    async liveSession() {
      const session = readSession();
      if (!session) throw new Error(ERRORS.notSignedIn);
      if (state.live) return session;
      try {
        await deps.service('/v4/session', undefined, session.token);
      } catch (error) {
        if (error?.code === 4100) ctx.clearSession();
        throw new Error(error?.code === 4100 ? ERRORS.notSignedIn : String(error?.message ?? error));
      }
      state.live = true;
      return session;
    },
    /** Sets the active chain (and its RPC, when given); throws for a chain the frame cannot reach. */
    setChain(value, rpcUrl) {
      const chain = caipChainOf(value);
      if (!chain) throw new Error(ERRORS.unknownChain);
      const url = httpUrlOf(rpcUrl);
      if (url && !state.rpcUrls.has(chain)) state.rpcUrls.set(chain, url);
      if (!state.rpcUrls.has(chain)) throw new Error(ERRORS.unknownChain);
      state.chain = chain;
      return chain;
    },
    async user(session) {
      const type = effectiveType(state.chain, session.preferred, config.smartAccountChains);
      const deployed =
        type === 'smartAccount' ? await deps.rpc.isDeployed(state.rpcUrls.get(state.chain), session.account.evm.smartAccount) : false;
      return userResponse(session, state.chain, { smartAccountChains: config.smartAccountChains, smartAccountDeployed: deployed });
    },
  };

  const handlers = {
    ...signInHandlers(ctx),
    ...rpcHandlers(ctx),
    SYNC_DAPP_DATA(payload) {
      if (payload.projectId !== config.projectId) throw new Error(ERRORS.projectMismatch);
      const metadata = payload.metadata;
      state.dapp = {
        name: typeof metadata?.name === 'string' ? metadata.name.slice(0, 80) : undefined,
        url: typeof metadata?.url === 'string' ? metadata.url.slice(0, 200) : undefined,
      };
      state.synced = true;
    },
    SYNC_THEME(payload) {
      deps.onTheme?.({ themeMode: payload.themeMode === 'dark' ? 'dark' : 'light' });
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [...config.smartAccountChains] }),
    async IS_CONNECTED() {
      try {
        await ctx.liveSession();
        return { isConnected: true };
      } catch (error) {
        if (error.message === ERRORS.notSignedIn) return { isConnected: false };
        throw error;
      }
    },
    async GET_USER(payload) {
      const session = await ctx.liveSession();
      if (payload.chainId !== undefined) ctx.setChain(payload.chainId, payload.rpcUrl);
      if (payload.preferredAccountType === 'eoa' || payload.preferredAccountType === 'smartAccount')
        ctx.savePreference(payload.preferredAccountType);
      return ctx.user(readSession() ?? session);
    },
    GET_CHAIN_ID: () => ({ chainId: wireChainOf(state.chain) }),
    SWITCH_NETWORK(payload) {
      return { chainId: wireChainOf(ctx.setChain(payload.chainId, payload.rpcUrl)) };
    },
    async SET_PREFERRED_ACCOUNT(payload) {
      if (payload.type !== 'eoa' && payload.type !== 'smartAccount') throw new Error('type must be eoa or smartAccount');
      const session = await ctx.liveSession();
      ctx.savePreference(payload.type);
      const chain = namespaceOf(state.chain) === 'eip155' ? state.chain : 'eip155:0';
      return { type: payload.type, address: addressOf(session.account, chain, payload.type) };
    },
    async SIGN_OUT() {
      ctx.abortApprovals();
      const session = readSession();
      ctx.clearSession();
      if (session) await deps.service('/v4/sign-out', {}, session.token).catch(() => {});
    },
    RELOAD() {
      ctx.abortApprovals();
      queueMicrotask(() => deps.reload?.());
    },
    UPDATE_EMAIL: unsupported,
    UPDATE_EMAIL_PRIMARY_OTP: unsupported,
    UPDATE_EMAIL_SECONDARY_OTP: unsupported,
    INIT_SMART_ACCOUNT: unsupported,
  };

  async function answer({ name, type, id, payload }) {
    const replyName = name ?? type.slice('@w3m-app/'.length, '@w3m-app/'.length + 60);
    if (!name) return deps.post(errorMessage(replyName, id, `Unknown event ${replyName}`));
    try {
      deps.post(successMessage(name, id, await handlers[name](payload, id)));
    } catch (error) {
      deps.post(errorMessage(name, id, error?.message ?? error));
    }
  }

  return {
    /** Takes a `message` event: only from the parent window, on the origin the frame was created for. */
    receive(event) {
      if (state.disposed || event.source !== deps.parent || event.origin !== config.embedder) return undefined;
      const parsed = parseAppEvent(event.data);
      return parsed ? answer(parsed) : undefined;
    },
    /** Ends pending waits and approvals (the page unloads). */
    dispose() {
      state.disposed = true;
      ctx.abortApprovals();
    },
  };
}

function unsupported() {
  throw new Error(ERRORS.notSupported);
}
