// Test helpers: a @solana/kit client for a running devnet's Solana shim that
// signs with the demo keys and lands instructions, waiting for confirmation.
import {
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  getSignatureFromTransaction,
  sendAndConfirmTransactionFactory,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { transactionMessage } from '../solana/genesis.mjs';

/** @param {{rpcUrl: string, wsUrl: string, keys: {secretKey: number[]}[]}} solana a devnet's Solana part */
export async function solanaClient(solana) {
  const rpc = createSolanaRpc(solana.rpcUrl);
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(solana.wsUrl) });
  const signers = await Promise.all(solana.keys.map(({ secretKey }) => createKeyPairSignerFromBytes(new Uint8Array(secretKey))));
  /** Signs `instructions` with `feePayer` (and their own signers), lands them and returns the signature. */
  const land = async (feePayer, instructions, { skipPreflight = false } = {}) => {
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    const transaction = await signTransactionMessageWithSigners(transactionMessage({ feePayer, lifetime, instructions }));
    await sendAndConfirm(transaction, { commitment: 'confirmed', skipPreflight });
    return getSignatureFromTransaction(transaction);
  };
  return { rpc, signers, land };
}
