// A WalletConnect session's solana side as a Wallet Standard wallet: what the host's
// getProvider('solana') and Send use, exactly as for a wallet on the page. Each feature is a
// `solana_*` request to the peer, with the prompt deadline; its answer is validated
// (solana-answers.ts); what the peer throws is classified (a rejection stays a rejection).
// Lazy: loads with the first session that has a solana namespace.
import { createError, isWalletModalError, toWalletError } from '../errors';
import { WALLET_PROMPT_TIMEOUT_MS, withDeadline } from './deadline';
import { parseSignatureAnswer, publicKeyOf, signedTransactionFrom, toBase58, toBase64 } from './solana-answers';
import type { StandardAccount, StandardWallet } from './solana-standard';
import type { WalletConnectProvider } from './walletconnect';

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
export interface WalletConnectSolanaAccount extends StandardAccount {
  readonly publicKey: Uint8Array;
  readonly features: readonly string[];
}

interface TransactionInput { account: StandardAccount; chain?: string; transaction: Uint8Array; options?: Record<string, unknown> }
interface MessageInput { account: StandardAccount; message: Uint8Array }

export const SOLANA_SIGNING_FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'] as const;
const TRANSACTION_VERSIONS = ['legacy', 0] as const;
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
  let account: { key: string; value: WalletConnectSolanaAccount } | undefined;
  const accountOf = (view: SolanaSessionView) => {
    const key = `${view.address} ${view.chains.join(',')}`;
    // The same object while nothing changed: readers compare accounts by identity.
    if (account?.key !== key) account = { key, value: { address: view.address, publicKey: publicKeyOf(view.address), chains: [...view.chains], features: [...SOLANA_SIGNING_FEATURES] } };
    return account.value;
  };

  /** One request to the peer on `chain` (the visitor's when absent), for `signer`. */
  async function request(method: string, params: Record<string, unknown>, signer: StandardAccount, chain?: string): Promise<unknown> {
    const view = session();
    if (!view) throw createError('DisconnectedError', { message: 'The WalletConnect session has no Solana account' });
    if (signer?.address !== view.address) throw createError('UnauthorizedError', { message: 'The account is not the WalletConnect session\'s' });
    const target = chain ?? view.chain;
    if (!view.chains.includes(target)) throw createError('ChainNotApprovedError', { message: `The wallet did not approve ${String(target).slice(0, 100)}` });
    if (!view.methods.includes(method)) throw createError('UnsupportedMethodError', { message: `The wallet did not approve ${method}` });
    try {
      return await withDeadline(provider.request({ method, params }, target), WALLET_PROMPT_TIMEOUT_MS, method);
    } catch (error) {
      throw isWalletModalError(error) ? error : toWalletError(error);
    }
  }

  async function signAndSendTransaction(...inputs: TransactionInput[]) {
    const results: { signature: Uint8Array }[] = [];
    // One at a time, as wallets do: the second may depend on the first.
    for (const { account: signer, chain, transaction, options } of inputs) {
      const answer = await request('solana_signAndSendTransaction', { transaction: toBase64(transaction), sendOptions: sendOptions(options) }, signer, chain);
      results.push({ signature: parseSignatureAnswer(answer) });
    }
    return results;
  }

  async function signTransaction(...inputs: TransactionInput[]) {
    const results: { signedTransaction: Uint8Array }[] = [];
    for (const { account: signer, chain, transaction } of inputs) {
      const answer = await request('solana_signTransaction', { transaction: toBase64(transaction) }, signer, chain);
      results.push({ signedTransaction: signedTransactionFrom(answer, transaction, signer.address) });
    }
    return results;
  }

  async function signMessage(...inputs: MessageInput[]) {
    const results: { signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[] = [];
    for (const { account: signer, message } of inputs) {
      const answer = await request('solana_signMessage', { message: toBase58(message), pubkey: signer?.address }, signer);
      results.push({ signedMessage: message, signature: parseSignatureAnswer(answer), signatureType: 'ed25519' });
    }
    return results;
  }

  const features = {
    // Already connected: connect answers the session's account without asking the wallet.
    'standard:connect': { version: '1.0.0', connect: () => Promise.resolve({ accounts: wallet.accounts }) },
    'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: TRANSACTION_VERSIONS, signAndSendTransaction },
    'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: TRANSACTION_VERSIONS, signTransaction },
    'solana:signMessage': { version: '1.0.0', signMessage },
  };

  const wallet: StandardWallet & { readonly version: '1.0.0'; readonly accounts: readonly WalletConnectSolanaAccount[] } = {
    version: '1.0.0',
    get name() {
      return session()?.name ?? 'WalletConnect';
    },
    get icon() {
      const icon = session()?.icon;
      return icon?.startsWith('data:image/') ? icon : FALLBACK_ICON;
    },
    get chains() {
      return [...(session()?.chains ?? [])];
    },
    get accounts() {
      const view = session();
      return view ? [accountOf(view)] : [];
    },
    features,
  };
  return wallet;
}
