// Whether an EVM address holds contract code (an embedded smart account is counterfactual until
// its first transaction deploys it). A lazy chunk: viem stays out of the initial script.
import type { Address } from 'viem';
import { getCode } from 'viem/actions';
import { rpcClient } from './rpc-client';

/** True when `address` has code on the network at `rpcUrl`. */
export async function hasEvmCode(rpcUrl: string, address: string): Promise<boolean> {
  const code = await getCode(rpcClient(rpcUrl), { address: address as Address });
  return code !== undefined && code !== '0x';
}
