// RPC_REQUEST and RPC_ABORT in the secure-site frame. A request runs only once SYNC_DAPP_DATA came and
// the session is live, on the frame's active chain (a request naming another chain, or typed data or a
// transaction for another chain, is refused). Read methods go to the chain's RPC; the unsafe ones wait,
// one at a time, for the visitor's Sign or Cancel in the frame's approval view (RPC_ABORT ends them).
import { evmChainIdOf, caipChainOf, namespaceOf } from './chains.mjs';
import { ERRORS, SAFE_METHODS, UNSAFE_METHODS } from './messages.mjs';
import { addressOf, effectiveType } from './user.mjs';

const same = (a, b) => typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
const UNSUPPORTED_UNSAFE = new Set(['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']);

/** A chain id in a request (number, decimal or 0x string), as a number; undefined when absent. */
function numericChainId(value) {
  if (value === undefined || value === null) return undefined;
  try {
    const id = Number(BigInt(value));
    return Number.isSafeInteger(id) ? id : NaN;
  } catch {
    return NaN;
  }
}

const refuseChain = (claimed, chain) => {
  throw new Error(`Chain ${String(claimed).slice(0, 20)} is not the active network ${chain}`);
};

/** The EVM account (`from`) an unsafe request signs with, after checking it names the active chain only. */
function evmSigner({ method, params, chain, session }) {
  const { account } = session;
  const chainId = evmChainIdOf(chain);
  const ours = (address) => same(address, account.evm.eoa) || same(address, account.evm.smartAccount);
  const checkChain = (claimed) => {
    const id = numericChainId(claimed);
    if (id !== undefined && id !== chainId) refuseChain(claimed, chain);
  };
  if (!Array.isArray(params)) throw new Error('params must be an array');
  const preferred = addressOf(account, chain, effectiveType(chain, session.preferred, session.smartAccountChains));
  let from;
  if (method === 'personal_sign') from = params[1];
  else if (method === 'eth_signTypedData_v4') {
    from = params[0];
    let typed;
    try {
      typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1];
    } catch {
      throw new Error('The typed data is not JSON');
    }
    checkChain(typed?.domain?.chainId);
  } else if (method === 'eth_sendTransaction') {
    from = params[0]?.from ?? preferred;
    checkChain(params[0]?.chainId);
  } else if (method === 'wallet_sendCalls') {
    from = params[0]?.from ?? preferred;
    checkChain(params[0]?.chainId);
    if (!Array.isArray(params[0]?.calls) || params[0].calls.length === 0 || params[0].calls.length > 10)
      throw new Error('wallet_sendCalls needs 1 to 10 calls');
  }
  if (!ours(from)) throw new Error(ERRORS.wrongAccount);
  return from;
}

/** The Solana account an unsafe request signs with (the session has one). */
function solanaSigner({ method, params, session }) {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new Error('params must be an object');
  if (method === 'solana_signMessage' && params.pubkey !== session.account.solana.address) throw new Error(ERRORS.wrongAccount);
  return session.account.solana.address;
}

export function rpcHandlers(ctx) {
  const { state, config } = ctx;
  /** Requests waiting for the visitor: id → their AbortController. */
  const pending = new Set();
  let queue = Promise.resolve();

  ctx.abortApprovals = () => {
    for (const controller of pending) controller.abort();
  };

  /** Waits for this request's turn, then for the visitor's answer: 'sign', 'cancel' or 'aborted'. */
  function approve(description) {
    const controller = new AbortController();
    pending.add(controller);
    const decision = queue.then(async () => {
      if (controller.signal.aborted) return 'aborted';
      const signed = await ctx.approvals.ask(description, controller.signal);
      if (controller.signal.aborted) return 'aborted';
      return signed ? 'sign' : 'cancel';
    });
    queue = decision.catch(() => undefined);
    return decision.finally(() => pending.delete(controller));
  }

  async function unsafe(request) {
    if (UNSUPPORTED_UNSAFE.has(request.method)) throw new Error(ERRORS.notSupported);
    const from = namespaceOf(request.chain) === 'eip155' ? evmSigner(request) : solanaSigner(request);
    const description = await ctx.describe({ ...request, from, site: { embedder: config.embedder, ...state.dapp } });
    const decision = await approve(description);
    if (decision === 'aborted') throw new Error(ERRORS.aborted);
    if (decision === 'cancel') throw new Error(ERRORS.userRejected);
    return ctx.rpc.execute({ ...request, from });
  }

  return {
    async RPC_REQUEST(payload) {
      if (!state.synced) throw new Error(ERRORS.notInitialised);
      const stored = await ctx.liveSession();
      const session = { ...stored, smartAccountChains: config.smartAccountChains };
      // Captured now: a later SWITCH_NETWORK does not move a request already asked.
      const chain = state.chain;
      const rpcUrl = state.rpcUrls.get(chain);
      const namespace = payload.chainNamespace ?? 'eip155';
      if (namespace !== namespaceOf(chain)) refuseChain(namespace, chain);
      if (payload.chainId !== undefined && caipChainOf(payload.chainId) !== chain) refuseChain(payload.chainId, chain);
      const { method, params } = payload;
      if (typeof method !== 'string') throw new Error('method must be a string');
      const request = { method, params, chain, chainId: evmChainIdOf(chain), rpcUrl, session, account: session.account };
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return [addressOf(session.account, chain, effectiveType(chain, session.preferred, config.smartAccountChains))];
      if (method === 'eth_chainId' && namespace === 'eip155') return `0x${evmChainIdOf(chain).toString(16)}`;
      if (UNSAFE_METHODS.has(method)) return unsafe(request);
      if (SAFE_METHODS.has(method) && namespace === 'eip155') return ctx.rpc.read(request);
      throw new Error(ERRORS.notAllowed);
    },
    RPC_ABORT() {
      ctx.abortApprovals();
    },
  };
}
