// The product's own EIP-1193 providers (the embedded account's) throw to the page what hosts (viem,
// wagmi, ethers) read: an error with a numeric `code`. Loaded with those providers, not at start.
import { namesByRpcCode, WalletError } from './wallet-error';
import { WalletModalError } from './wallet-modal-error';

/** An EIP-1193 provider's error as hosts (viem, wagmi, ethers) read it: a numeric `code`, the product's error as its cause. */
export interface ProviderRpcError extends Error {
  readonly code: number;
}

const rpcCodesByName = new Map<string, number>([...namesByRpcCode].reverse().map(([code, name]) => [name, code]));

/**
 * `error` as the product's own EIP-1193 providers throw it to the page: the wallet's numeric code
 * where there is one (a rejection in words is 4001), 4900 for a closed session, else -32603.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  const walletError = error instanceof WalletError ? error : undefined;
  const name = error instanceof WalletModalError ? error.name : undefined;
  const code =
    walletError?.rpcCode ??
    (walletError?.userRejected ? 4001 : undefined) ??
    (name === undefined ? undefined : rpcCodesByName.get(name)) ??
    -32603;
  const message = error instanceof Error ? error.message : 'The request failed';
  return Object.assign(new Error(message, { cause: error }), { name: 'ProviderRpcError', code });
}
