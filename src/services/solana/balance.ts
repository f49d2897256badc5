// The native SOL balance, read through a Solana RPC. A lazy chunk: @solana/kit
// stays out of the initial script (DESIGN §2).
import { address, createSolanaRpc } from '@solana/kit';
import { formatAmount } from '../units';

export const LAMPORTS_DECIMALS = 9;

/** The balance of `owner` in lamports, and as shown ("1.5 SOL"). */
export async function readSolBalance(rpcUrl: string, owner: string, symbol = 'SOL'): Promise<{ lamports: bigint; formatted: string }> {
  const { value } = await createSolanaRpc(rpcUrl).getBalance(address(owner)).send();
  return { lamports: value, formatted: formatAmount(value, LAMPORTS_DECIMALS, symbol) };
}
