// A Wallet Standard wallet over a remote signer (a WalletConnect peer, the secure site): what the
// host's getProvider('solana') and Send use, exactly as for a wallet on the page. The wallet
// checks the account and the chain, runs inputs one at a time, and keeps its account object while
// nothing changes; the signer only sends a request and reads its answer.
import { createError } from '../errors';
import { publicKeyOf } from './solana-answers';
import type { StandardAccount, StandardWallet } from './solana-standard';

/** What the wallet shows of its signer now; undefined once it has no Solana account. */
export interface SolanaSignerView {
  address: string;
  /** The chain the visitor is on: requests without a chain go there. */
  chain: string;
  /** Every chain the signer serves. */
  chains: readonly string[];
  name: string;
  /** A `data:image/` icon (Wallet Standard wants one). */
  icon: string;
}

/** A Wallet Standard account (the fields wallet-standard readers use). */
export interface SigningWalletAccount extends StandardAccount {
  readonly publicKey: Uint8Array;
  readonly features: readonly string[];
}

/** The remote side: each method sends one request for `address` on `chain` and returns the validated answer. */
export interface SolanaSigner {
  signAndSendTransaction(
    transaction: Uint8Array,
    address: string,
    chain: string,
    options: Record<string, unknown> | undefined,
  ): Promise<Uint8Array>;
  signTransaction(transaction: Uint8Array, address: string, chain: string): Promise<Uint8Array>;
  signMessage(message: Uint8Array, address: string): Promise<Uint8Array>;
}

interface TransactionInput {
  account: StandardAccount;
  chain?: string;
  transaction: Uint8Array;
  options?: Record<string, unknown>;
}
interface MessageInput {
  account: StandardAccount;
  message: Uint8Array;
}

export const SOLANA_SIGNING_FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'] as const;
const TRANSACTION_VERSIONS = ['legacy', 0] as const;

/**
 * The wallet. `view()` is read at each use, so the wallet follows the visitor's chain and the
 * signer's changes; with no view it has no accounts and every request is a `DisconnectedError`.
 */
export function solanaSigningWallet(
  signer: SolanaSigner,
  view: () => SolanaSignerView | undefined,
  fallback: { name: string; icon: string },
): StandardWallet {
  let account: { key: string; value: SigningWalletAccount } | undefined;
  const accountOf = (current: SolanaSignerView) => {
    const key = `${current.address} ${current.chains.join(',')}`;
    // The same object while nothing changed: readers compare accounts by identity.
    if (account?.key !== key)
      account = {
        key,
        value: {
          address: current.address,
          publicKey: publicKeyOf(current.address),
          chains: [...current.chains],
          features: [...SOLANA_SIGNING_FEATURES],
        },
      };
    return account.value;
  };

  /** The view and chain for a request by `signerAccount`, or the error that stops it. */
  function target(signerAccount: StandardAccount, chain?: string) {
    const current = view();
    if (!current) throw createError('DisconnectedError', { message: 'The wallet has no Solana account' });
    if (signerAccount?.address !== current.address) throw createError('UnauthorizedError', { message: "The account is not the wallet's" });
    const on = chain ?? current.chain;
    if (!current.chains.includes(on))
      throw createError('ChainNotApprovedError', { message: `The wallet does not serve ${String(on).slice(0, 100)}` });
    return { address: current.address, chain: on };
  }

  async function signAndSendTransaction(...inputs: TransactionInput[]) {
    const results: { signature: Uint8Array }[] = [];
    // One at a time, as wallets do: the second may depend on the first.
    for (const { account: from, chain, transaction, options } of inputs) {
      const { address, chain: on } = target(from, chain);
      results.push({ signature: await signer.signAndSendTransaction(transaction, address, on, options) });
    }
    return results;
  }

  async function signTransaction(...inputs: TransactionInput[]) {
    const results: { signedTransaction: Uint8Array }[] = [];
    for (const { account: from, chain, transaction } of inputs) {
      const { address, chain: on } = target(from, chain);
      results.push({ signedTransaction: await signer.signTransaction(transaction, address, on) });
    }
    return results;
  }

  async function signMessage(...inputs: MessageInput[]) {
    const results: { signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[] = [];
    for (const { account: from, message } of inputs) {
      const { address } = target(from);
      results.push({ signedMessage: message, signature: await signer.signMessage(message, address), signatureType: 'ed25519' });
    }
    return results;
  }

  const features = {
    // Already connected: connect answers the account without asking the signer.
    'standard:connect': { version: '1.0.0', connect: () => Promise.resolve({ accounts: wallet.accounts }) },
    'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: TRANSACTION_VERSIONS, signAndSendTransaction },
    'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: TRANSACTION_VERSIONS, signTransaction },
    'solana:signMessage': { version: '1.0.0', signMessage },
  };

  const wallet: StandardWallet & { readonly version: '1.0.0'; readonly accounts: readonly SigningWalletAccount[] } = {
    version: '1.0.0',
    get name() {
      return view()?.name ?? fallback.name;
    },
    get icon() {
      return view()?.icon ?? fallback.icon;
    },
    get chains() {
      return [...(view()?.chains ?? [])];
    },
    get accounts() {
      const current = view();
      return current ? [accountOf(current)] : [];
    },
    features,
  };
  return wallet;
}
