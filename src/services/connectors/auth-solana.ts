// An embedded account's Solana side as a Wallet Standard wallet (solana-signing-wallet.ts): each
// feature is one of the auth frame's `solana.*` methods, its answer read by auth-answers.ts.
import { parseBase64Signature, parseSentSignature } from './auth-answers';
import { signedTransactionFrom, toBase64 } from './solana-answers';
import { solanaSigningWallet, type SolanaSignerView } from './solana-signing-wallet';
import type { StandardWallet } from './solana-standard';

/** The frame's request (the connector's, which opens the frame when needed). */
export type AuthRequest = (method: string, params: Record<string, unknown>) => Promise<unknown>;

// A neutral key icon (Wallet Standard wants a data: icon).
export const AUTH_WALLET_ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6b7280"/><circle cx="13" cy="16" r="5" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M18 16h9m-3 0v4" stroke="#fff" stroke-width="2.5" fill="none"/></svg>')}`;

export function authSolanaWallet(request: AuthRequest, view: () => SolanaSignerView | undefined): StandardWallet {
  return solanaSigningWallet(
    {
      signAndSendTransaction: async (transaction, address, caipNetworkId) =>
        parseSentSignature(await request('solana.signAndSendTransaction', { address, caipNetworkId, transaction: toBase64(transaction) })),
      signTransaction: async (transaction, address) =>
        signedTransactionFrom(
          await request('solana.signTransaction', { address, transaction: toBase64(transaction) }),
          transaction,
          address,
        ),
      signMessage: async (message, address) =>
        parseBase64Signature(await request('solana.signMessage', { address, message: toBase64(message) })),
    },
    view,
    { name: 'Embedded wallet', icon: AUTH_WALLET_ICON },
  );
}
