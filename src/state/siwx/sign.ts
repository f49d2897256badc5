// The wallet signs the message, one way per namespace: `personal_sign` through the EIP-1193 provider (EVM), and
// `solana:signIn` (else `solana:signMessage`) through the Wallet Standard wallet (Solana). Each gives back the text
// that was signed (a wallet's signIn writes its own, from the same fields) and the signature.
import { stringToHex } from 'viem';
import { createError } from '../../services/errors';
import { signSolanaMessage } from '../../services/connectors/solana-sign-message';
import { connectedConnector } from '../connection';
import type { ChainNamespace } from '../shared';

const SIGNATURE = /^0x[0-9a-fA-F]{2,20000}$/;

export interface Signed {
  message: string;
  signature: string;
  /** Who signed, when the wallet says (a one-click CACAO's issuer). */
  address?: string;
}

const SIGNERS: Record<ChainNamespace, (message: string, address: string) => Promise<Signed>> = {
  async eip155(message, address) {
    const provider = connectedConnector('eip155')?.provider('eip155');
    if (!provider) throw createError('AuthConnectorNotFoundError');
    const signature = await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] });
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
      throw createError('InvalidWalletAnswerError', { message: 'The wallet answered personal_sign with no signature' });
    }
    return { message, signature };
  },
  async solana(message, address) {
    const wallet = connectedConnector('solana')?.provider('solana');
    if (!wallet) throw createError('AuthConnectorNotFoundError');
    return signSolanaMessage(wallet, address, message);
  },
};

export function signMessage(namespace: ChainNamespace, message: string, address: string): Promise<Signed> {
  return SIGNERS[namespace](message, address);
}
