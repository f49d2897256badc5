// Whether a Solana transaction has landed, and how it ended, from the network's RPC
// (getSignatureStatuses). A lazy chunk (@solana/kit), loaded only while one is pending.
import { createSolanaRpc, signature as toSignature } from '@solana/kit';

/** 'pending' until the cluster knows `signature` at confirmed or finalized; 'failed' when it landed with an error. Throws when the RPC fails. */
export async function readSolanaTransactionStatus(rpcUrl: string, signature: string): Promise<'pending' | 'confirmed' | 'failed'> {
  const { value } = await createSolanaRpc(rpcUrl)
    .getSignatureStatuses([toSignature(signature)], { searchTransactionHistory: true })
    .send();
  const [status] = value;
  if (!status) return 'pending';
  if (status.err) return 'failed';
  return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized' ? 'confirmed' : 'pending';
}
