// EVM: the native balance from the RPC (viem), the balances' fallback. A chunk with viem's reader.
import { readEvmBalance } from '../../../services/evm/balance';
import { RPC_BATCH_SIZE, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from '../../shared';
import type { ChainAdapter } from '../adapter';

export const readNativeBalance: ChainAdapter['readNativeBalance'] = async (rpcUrl, address, network) => {
  const options = { timeoutMs: RPC_TIMEOUT_MS, retryCount: RPC_RETRY_COUNT, retryDelayMs: RPC_RETRY_DELAY_MS, batchSize: RPC_BATCH_SIZE };
  return { amount: await readEvmBalance(rpcUrl, address, options), decimals: network?.nativeCurrency.decimals ?? 18 };
};
