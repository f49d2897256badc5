// The native EVM balance read from the chain's JSON-RPC, the fallback when the
// blockchain service fails. A lazy chunk: viem stays out of the initial script.
import type { Address } from 'viem';
import { getBalance } from 'viem/actions';
import { rpcClient, type RpcTransportOptions } from './rpc-client';

export type { RpcTransportOptions } from './rpc-client';

/** The balance of `owner` in wei. */
export function readEvmBalance(rpcUrl: string, owner: string, options: RpcTransportOptions): Promise<bigint> {
  return getBalance(rpcClient(rpcUrl, options), { address: owner as Address });
}
