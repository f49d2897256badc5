// An embedded account's Solana side as a Wallet Standard wallet (solana-signing-wallet.ts): each
// feature is one of the secure site's `solana_sign*` requests, approved by the visitor in its
// frame; a signed transaction must be the one asked for, signed by the account.
import type { SolanaSigning } from '../secure-site';
import { signedTransactionFrom, toBase64 } from './solana-answers';
import { solanaSigningWallet, type SolanaSignerView } from './solana-signing-wallet';
import type { StandardWallet } from './solana-standard';

// A neutral key icon (Wallet Standard wants a data: icon).
export const AUTH_WALLET_ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6b7280"/><circle cx="13" cy="16" r="5" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M18 16h9m-3 0v4" stroke="#fff" stroke-width="2.5" fill="none"/></svg>')}`;

/** `signing(chain)` is the secure site's signing on `chain` (the frame opened and moved there if needed). */
export function authSolanaWallet(
  signing: (chain: string) => Promise<SolanaSigning>,
  view: () => SolanaSignerView | undefined,
): StandardWallet {
  const current = () => view()?.chain ?? '';
  return solanaSigningWallet(
    {
      signAndSendTransaction: async (transaction, _address, chain, options) =>
        (await signing(chain)).signAndSendTransaction(transaction, options as { skipPreflight?: boolean; maxRetries?: number }),
      signTransaction: async (transaction, address, chain) =>
        signedTransactionFrom({ transaction: toBase64(await (await signing(chain)).signTransaction(transaction)) }, transaction, address),
      signMessage: async (message, address) => (await signing(current())).signMessage(message, address),
    },
    view,
    { name: 'Embedded wallet', icon: AUTH_WALLET_ICON },
  );
}
