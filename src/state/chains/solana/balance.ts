// Solana: the native balance from the RPC (@solana/kit), the balances' fallback. A chunk with the reader.
import { LAMPORTS_DECIMALS, readSolBalance } from '../../../services/solana/balance';
import type { ChainAdapter } from '../adapter';
import { solanaRules } from './rules';

export const readNativeBalance: ChainAdapter['readNativeBalance'] = async (rpcUrl, address, network) => {
  const { lamports } = await readSolBalance(rpcUrl, address, network?.nativeCurrency.symbol ?? solanaRules.nativeCurrency.symbol);
  return { amount: lamports, decimals: LAMPORTS_DECIMALS };
};
