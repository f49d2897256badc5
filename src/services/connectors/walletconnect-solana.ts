// A WalletConnect session's solana side as a Wallet Standard wallet (solana-signing-wallet.ts):
// each feature is a `solana_*` request to the peer, for as long as WalletConnect keeps it; its answer is
// validated (solana-answers.ts); what the peer throws is classified (a rejection stays a
// rejection). Lazy: loads with the first session that has a solana namespace.
import { createError, isWalletModalError, toWalletError } from '../errors';
import { withDeadline } from './deadline';
import { parseSignatureAnswer, signedTransactionFrom, toBase58, toBase64 } from './solana-answers';
import { solanaSigningWallet, type SigningWalletAccount } from './solana-signing-wallet';
import type { StandardWallet } from './solana-standard';
import type { WalletConnectProvider } from './walletconnect';

export { SOLANA_SIGNING_FEATURES } from './solana-signing-wallet';

/**
 * How long a request waits for the peer: as long as WalletConnect keeps it (a session request's default expiry,
 * 15 minutes). The product's own flows wait the prompt deadline (WALLET_PROMPT_TIMEOUT_MS) around it, then say the
 * outcome is unknown and still follow an answer that comes later (issue 25); a shorter deadline here would drop it.
 */
export const WALLETCONNECT_REQUEST_TTL_MS = 15 * 60_000;

/** The session's solana side, as the connector validated it; undefined once it has none. */
export interface SolanaSessionView {
  address: string;
  /** The chain the visitor is on: requests without a chain go there. */
  chain: string;
  /** Every approved solana chain. */
  chains: readonly string[];
  /** The methods the wallet approved. */
  methods: readonly string[];
  name: string;
  icon?: string;
}

/** A Wallet Standard account of the session (the fields wallet-standard readers use). */
export type WalletConnectSolanaAccount = SigningWalletAccount;

// WalletConnect's blue square, for a peer that sent no usable icon (Wallet Standard wants a data: icon).
const FALLBACK_ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3396ff"/></svg>')}`;
// The send options WalletConnect's solana_signAndSendTransaction carries.
const SEND_OPTIONS = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot'] as const;

function sendOptions(options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const kept = Object.fromEntries(SEND_OPTIONS.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The session's solana side as a Wallet Standard wallet. `session()` is read at each use, so the
 * wallet follows the visitor's chain and the wallet's updates; with no solana side it has no
 * accounts and every request is a `DisconnectedError`.
 */
export function walletConnectSolanaWallet(provider: WalletConnectProvider, session: () => SolanaSessionView | undefined): StandardWallet {
  /** One request to the peer on `chain`, once the wallet approved `method`. */
  async function request(method: string, params: Record<string, unknown>, chain: string): Promise<unknown> {
    if (!session()?.methods.includes(method))
      throw createError('UnsupportedMethodError', { message: `The wallet did not approve ${method}` });
    try {
      return await withDeadline(provider.request({ method, params }, chain), WALLETCONNECT_REQUEST_TTL_MS, method);
    } catch (error) {
      throw isWalletModalError(error) ? error : toWalletError(error);
    }
  }

  const view = () => {
    const current = session();
    if (!current) return undefined;
    const icon = current.icon?.startsWith('data:image/') ? current.icon : FALLBACK_ICON;
    return { address: current.address, chain: current.chain, chains: current.chains, name: current.name, icon };
  };

  return solanaSigningWallet(
    {
      signAndSendTransaction: async (transaction, _address, chain, options) =>
        parseSignatureAnswer(
          await request('solana_signAndSendTransaction', { transaction: toBase64(transaction), sendOptions: sendOptions(options) }, chain),
        ),
      signTransaction: async (transaction, address, chain) =>
        signedTransactionFrom(await request('solana_signTransaction', { transaction: toBase64(transaction) }, chain), transaction, address),
      signMessage: async (message, address) =>
        parseSignatureAnswer(await request('solana_signMessage', { message: toBase58(message), pubkey: address }, session()?.chain ?? '')),
    },
    view,
    { name: 'WalletConnect', icon: FALLBACK_ICON },
  );
}
