// The wallet signs the message: `personal_sign` through the connected EIP-1193 provider (Solana's CAIP-122 sign-in
// is not built yet: chainRules(namespace).signIn keeps it from being offered there).
import { stringToHex } from 'viem';
import { createError } from '../../services/errors';
import { connectedConnector } from '../connection';

const SIGNATURE = /^0x[0-9a-fA-F]{2,20000}$/;

export async function signMessage(message: string, address: string): Promise<string> {
  const provider = connectedConnector('eip155')?.provider('eip155');
  if (!provider) throw createError('AuthConnectorNotFoundError');
  const signature = await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] });
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
    throw createError('InvalidWalletAnswerError', { message: 'The wallet answered personal_sign with no signature' });
  }
  return signature;
}
