// A viem client on a network's JSON-RPC URL: http transport with SPEC §9's timeout, retries and batching.
import { createClient, http, type Client, type Transport } from 'viem';

/** A client with no chain attached: actions read what they need from the RPC. */
export type RpcClient = Client<Transport, undefined>;

export interface RpcTransportOptions {
  timeoutMs: number;
  retryCount: number;
  /** First retry delay; viem doubles it on each retry. */
  retryDelayMs: number;
  batchSize: number;
}

/** SPEC §9: 10 s timeout, 3 retries from 150 ms with exponential backoff, batches of 1000. */
export const DEFAULT_RPC_TRANSPORT: RpcTransportOptions = { timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150, batchSize: 1000 };

const clients = new Map<string, RpcClient>();

/** A client for `rpcUrl`; one per URL and options is kept, except with a `signal`, which belongs to one call. */
export function rpcClient(rpcUrl: string, options: RpcTransportOptions = DEFAULT_RPC_TRANSPORT, signal?: AbortSignal): RpcClient {
  const key = `${rpcUrl}|${JSON.stringify(options)}`;
  const cached = signal ? undefined : clients.get(key);
  if (cached) return cached;
  const transport = http(rpcUrl, {
    batch: { batchSize: options.batchSize },
    retryCount: options.retryCount,
    retryDelay: options.retryDelayMs,
    timeout: options.timeoutMs,
    ...(signal ? { fetchOptions: { signal } } : {}),
  });
  const client = createClient({ transport });
  if (!signal) clients.set(key, client);
  return client;
}

/** `work`, or the caller's abort reason the moment `signal` aborts (viem's own fallbacks may otherwise run on). */
export function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
