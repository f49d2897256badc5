// The native EVM balance read from the chain's JSON-RPC, the fallback when the
// blockchain service fails. A lazy chunk: viem stays out of the initial script.
// The raw eth_getBalance through viem's client, not the getBalance action: the action
// carries its multicall path (viem's call, ABI coding and contract constants, about
// 25 KB gzip) for clients with a chain and batch.multicall, which ours never have.
import type { Address } from 'viem';
import { hexToBigInt } from 'viem/utils';
import { rpcClient, type RpcTransportOptions } from './rpc-client';

export type { RpcTransportOptions } from './rpc-client';

/** The balance of `owner` in wei. */
export async function readEvmBalance(rpcUrl: string, owner: string, options: RpcTransportOptions): Promise<bigint> {
  return hexToBigInt(await rpcClient(rpcUrl, options).request({ method: 'eth_getBalance', params: [owner as Address, 'latest'] }));
}
