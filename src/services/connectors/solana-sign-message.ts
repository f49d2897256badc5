// Signs a text with a Wallet Standard wallet's `solana:signMessage` (the sign-in's CAIP-122 message): the bytes of
// the text, the account the wallet connected; the signature comes back base58, as Solana writes signatures.
import { createError } from '../errors';
import { toBase58 } from '../secure-site/base58';
import type { StandardWallet } from './solana-standard';

type SignMessage = (input: { account: unknown; message: Uint8Array }) => Promise<readonly { signature?: unknown }[]>;

export async function signSolanaMessage(wallet: StandardWallet, address: string, text: string): Promise<string> {
  const feature = wallet.features['solana:signMessage'] as { signMessage?: SignMessage } | undefined;
  const account = wallet.accounts.find((candidate) => candidate.address === address);
  if (!feature?.signMessage || !account) throw createError('InvalidWalletAnswerError', { message: 'The wallet cannot sign messages' });
  const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(text) });
  const signature = output?.signature;
  if (!(signature instanceof Uint8Array) || signature.length !== 64) {
    throw createError('InvalidWalletAnswerError', { message: 'The wallet answered solana:signMessage with no signature' });
  }
  return toBase58(signature);
}
