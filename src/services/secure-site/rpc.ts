// RPC requests through the frame (`RPC_REQUEST`), EVM and Solana. Before anything is posted: the
// method must be one version 4 knows, for the request's network, and typed data must be for that
// network (4901). Methods the visitor approves go one at a time, so `RPC_ABORT` (which names no
// request) always means the one the frame shows; the approval hooks tell the caller when to show it.
import { createError, isWalletModalError, toWalletError } from '../errors';
import type { Channel } from './channel';
import { rpcChainId, splitCaipNetworkId, type CaipNetworkId } from './chain-ids';
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './protocol';
import { readRpcResult } from './rpc-results';
import { refuseForeignTypedData } from './typed-data';

export interface RpcRequest {
  method: string;
  /** EIP-1193 params (an array for EVM methods, an object for Solana's). */
  params?: unknown;
  /** The network the request is for: the frame is told, and typed data must match it. */
  caipNetworkId: CaipNetworkId;
  rpcUrl?: string;
  /** Aborting abandons the request: a user rejection (4001), and `RPC_ABORT` if the frame shows it. */
  signal?: AbortSignal;
}

/** What the frame is asked to approve: the caller shows the frame while it waits. */
export interface ApprovalRequest {
  method: string;
  caipNetworkId: CaipNetworkId;
}

export interface ApprovalHooks {
  /** The frame now shows `request` for the visitor to approve: show the frame. */
  onApprovalStart?(request: ApprovalRequest): void;
  /** Approved, rejected, abandoned or timed out: hide the frame. */
  onApprovalEnd?(request: ApprovalRequest): void;
}

export interface RpcRequester {
  request(request: RpcRequest): Promise<unknown>;
  /** Abandons every approval under way or queued (the visitor left): each rejects with 4001, the frame gets `RPC_ABORT`. */
  abortApprovals(): void;
}

const abandoned = () => toWalletError({ code: 4001, message: 'The request was abandoned' });

/** A controller aborted (as a user rejection) when the caller's signal is; `release` stops following it. */
function followed(signal: AbortSignal | undefined): { controller: AbortController; release(): void } {
  const controller = new AbortController();
  const forward = () => controller.abort(abandoned());
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return { controller, release: () => signal?.removeEventListener('abort', forward) };
}

const namespaceOfMethod = (method: string) => (method.startsWith('solana_') ? 'solana' : 'eip155');

/** Bigints become hex quantities, as the frame expects (postMessage would clone them as bigints). */
const withoutBigints = (value: unknown): unknown =>
  typeof value === 'bigint'
    ? `0x${value.toString(16)}`
    : Array.isArray(value)
      ? value.map(withoutBigints)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutBigints(item)]))
        : value;

/** The request as version 4's `RPC_REQUEST` payload; throws the wallet error that refuses it. */
function payloadOf({ method, params, caipNetworkId, rpcUrl }: RpcRequest): object {
  if (!SAFE_RPC_METHODS.has(method) && !UNSAFE_RPC_METHODS.has(method))
    throw toWalletError({ code: 4200, message: `${method.slice(0, 64)} is not available through the secure site` });
  const chainNamespace = namespaceOfMethod(method);
  if (splitCaipNetworkId(caipNetworkId)?.namespace !== chainNamespace)
    throw toWalletError({ code: -32602, message: `${method} is not a method of ${caipNetworkId}` });
  const list = params ?? (chainNamespace === 'eip155' ? [] : {});
  if (chainNamespace === 'eip155' ? !Array.isArray(list) : typeof list !== 'object' || list === null || Array.isArray(list))
    throw toWalletError({ code: -32602, message: `${method} has params of another shape` });
  if (method === 'eth_signTypedData_v4') refuseForeignTypedData(list, caipNetworkId);
  return { method, params: withoutBigints(list), chainNamespace, chainId: rpcChainId(caipNetworkId), ...(rpcUrl ? { rpcUrl } : {}) };
}

export function rpcRequester(channel: Channel, hooks: ApprovalHooks = {}): RpcRequester {
  const approvals = new Set<AbortController>();
  let turn: Promise<unknown> = Promise.resolve();

  async function send(request: RpcRequest, payload: object, signal: AbortSignal) {
    const result = await channel.send('RPC_REQUEST', payload, { signal, rpcMethod: request.method });
    return readRpcResult(request.method, result);
  }

  async function read(request: RpcRequest, payload: object): Promise<unknown> {
    const { controller, release } = followed(request.signal);
    try {
      return await send(request, payload, controller.signal);
    } finally {
      release();
    }
  }

  /** Waits for the approvals ahead, then shows this one; abandoning it while it waits ends it at once. */
  async function approve(request: RpcRequest, payload: object): Promise<unknown> {
    const { controller, release } = followed(request.signal);
    if (controller.signal.aborted) throw controller.signal.reason as Error;
    approvals.add(controller);
    const ahead = turn;
    let done = () => {};
    turn = new Promise<void>((resolve) => (done = resolve));
    const shown = { method: request.method, caipNetworkId: request.caipNetworkId };
    try {
      await new Promise<void>((resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
        void ahead.then(() => resolve());
      });
      hooks.onApprovalStart?.(shown);
      try {
        // Approvals go one at a time: anything else the frame holds was queued by a page script
        // behind the element's back. It is taken back, so the frame shows only this request.
        channel.notify('RPC_ABORT');
        return await send(request, payload, controller.signal);
      } catch (error) {
        // The frame still shows it: abandoned or timed out, it is taken back.
        if (controller.signal.aborted || isWalletModalError(error, 'WalletTimeoutError'))
          if (!channel.destroyed) channel.notify('RPC_ABORT');
        throw error;
      } finally {
        hooks.onApprovalEnd?.(shown);
      }
    } finally {
      release();
      approvals.delete(controller);
      done();
    }
  }

  return {
    async request(request) {
      const payload = payloadOf(request);
      if (channel.destroyed) throw createError('DisconnectedError', { message: 'The secure site frame is closed' });
      return UNSAFE_RPC_METHODS.has(request.method) ? approve(request, payload) : read(request, payload);
    },
    abortApprovals() {
      for (const controller of [...approvals]) controller.abort(abandoned());
    },
  };
}
