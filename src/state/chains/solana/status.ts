// Solana: a transaction's status from its signature (@solana/kit). A chunk with the reader.
import type { ChainTransactionOutcome, FollowedTransaction } from '../../../services/evm/receipt';
import { readSolanaTransactionStatus } from '../../../services/solana/status';

/** Solana has no nonce slot to replace: pending, confirmed or failed. */
export async function transactionStatus(rpcUrl: string, { hash }: FollowedTransaction): Promise<ChainTransactionOutcome> {
  return { status: await readSolanaTransactionStatus(rpcUrl, hash) };
}
