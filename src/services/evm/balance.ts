// The native EVM balance read from the chain's JSON-RPC, the fallback when the
// blockchain service fails. A lazy chunk: viem stays out of the initial script.
import { createClient, http, type Address, type Client } from 'viem';
import { getBalance } from 'viem/actions';

export interface RpcTransportOptions {
  timeoutMs: number;
  retryCount: number;
  /** First retry delay; viem doubles it on each retry. */
  retryDelayMs: number;
  batchSize: number;
}

const clients = new Map<string, Client>();

function clientFor(rpcUrl: string, options: RpcTransportOptions): Client {
  const key = `${rpcUrl}|${JSON.stringify(options)}`;
  let client = clients.get(key);
  if (!client) {
    const transport = http(rpcUrl, {
      batch: { batchSize: options.batchSize },
      retryCount: options.retryCount,
      retryDelay: options.retryDelayMs,
      timeout: options.timeoutMs,
    });
    client = createClient({ transport });
    clients.set(key, client);
  }
  return client;
}

/** The balance of `owner` in wei. */
export function readEvmBalance(rpcUrl: string, owner: string, options: RpcTransportOptions): Promise<bigint> {
  return getBalance(clientFor(rpcUrl, options), { address: owner as Address });
}
