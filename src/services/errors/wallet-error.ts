import { WalletModalError } from './wallet-modal-error';

export type WalletErrorName =
  | 'UserRejectedError'
  | 'UnauthorizedError'
  | 'UnsupportedMethodError'
  | 'DisconnectedError'
  | 'SwitchChainError'
  | 'ParseRpcError'
  | 'InvalidRequestRpcError'
  | 'MethodNotFoundRpcError'
  | 'InvalidParamsRpcError'
  | 'InternalRpcError'
  | 'InvalidInputRpcError'
  | 'ResourceNotFoundRpcError'
  | 'ResourceUnavailableRpcError'
  | 'TransactionRejectedRpcError'
  | 'MethodNotSupportedRpcError'
  | 'LimitExceededRpcError'
  | 'JsonRpcVersionUnsupportedError'
  | 'WalletCapabilityError'
  | 'UnsupportedCapabilityError'
  | 'UnsupportedChainIdError'
  | 'DuplicateIdError'
  | 'UnknownBundleIdError'
  | 'BundleTooLargeError'
  | 'AtomicReadyWalletRejectedUpgradeError'
  | 'AtomicityNotSupportedError'
  | 'UnknownError';

// EIP-1193, JSON-RPC 2.0 + EIP-1474 (the named codes only), EIP-5792, and WalletConnect's 5000.
export const namesByRpcCode: ReadonlyMap<number, WalletErrorName> = new Map([
  [4001, 'UserRejectedError'],
  [5000, 'UserRejectedError'],
  [4100, 'UnauthorizedError'],
  [4200, 'UnsupportedMethodError'],
  [4900, 'DisconnectedError'],
  [4901, 'DisconnectedError'],
  [4902, 'SwitchChainError'],
  [-32700, 'ParseRpcError'],
  [-32600, 'InvalidRequestRpcError'],
  [-32601, 'MethodNotFoundRpcError'],
  [-32602, 'InvalidParamsRpcError'],
  [-32603, 'InternalRpcError'],
  [-32000, 'InvalidInputRpcError'],
  [-32001, 'ResourceNotFoundRpcError'],
  [-32002, 'ResourceUnavailableRpcError'],
  [-32003, 'TransactionRejectedRpcError'],
  [-32004, 'MethodNotSupportedRpcError'],
  [-32005, 'LimitExceededRpcError'],
  [-32006, 'JsonRpcVersionUnsupportedError'],
  [5700, 'UnsupportedCapabilityError'],
  [5710, 'UnsupportedChainIdError'],
  [5720, 'DuplicateIdError'],
  [5730, 'UnknownBundleIdError'],
  [5740, 'BundleTooLargeError'],
  [5750, 'AtomicReadyWalletRejectedUpgradeError'],
  [5760, 'AtomicityNotSupportedError'],
]);

const CAPABILITY_CODES = { min: 5700, max: 5760 };

/** The catalogue name for a wallet RPC error code; codes we do not know are `UnknownError`. */
export function walletErrorNameForCode(code: number): WalletErrorName {
  const named = namesByRpcCode.get(code);
  if (named) return named;
  if (Number.isInteger(code) && code >= CAPABILITY_CODES.min && code <= CAPABILITY_CODES.max) return 'WalletCapabilityError';
  return 'UnknownError';
}

/** A wallet's error, classified: what `toWalletError` returns. */
export class WalletError extends WalletModalError<WalletErrorName> {
  /** The numeric code the wallet sent, if any (kept even when unknown). */
  readonly rpcCode: number | undefined;
  readonly userRejected: boolean;

  constructor(name: WalletErrorName, rpcCode: number | undefined, options: { message?: string; cause?: unknown }) {
    super(name, options);
    this.rpcCode = rpcCode;
    this.userRejected = name === 'UserRejectedError';
  }
}

// Solana Wallet Standard wallets, ethers and others say so in words rather than with 4001.
const REJECTION_TEXT = [
  /\buser\b[^.]{0,80}\b(rejected|denied|declined|refused|cancell?ed)\b/i,
  /\b(rejected|denied|declined|refused|cancell?ed)\b[^.]{0,80}\bby (the )?user\b/i,
  /userrejected/i,
];
// A wallet's text is untrusted: only its start is examined, and only its start is kept.
const MAX_TEXT_EXAMINED = 256;
const MAX_MESSAGE_KEPT = 1_000;
const REJECTION_STRING_CODES = new Set(['ACTION_REJECTED']);
const MAX_ERRORS_VISITED = 16;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
  data?: unknown;
  error?: unknown;
}

const isObject = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

// The error and what it wraps: viem's `cause`, WalletConnect/MetaMask's `data.originalError`, a JSON-RPC `error`.
function wrappedErrors(rpcError: unknown): unknown[] {
  const found: unknown[] = [];
  const queue: unknown[] = [rpcError];
  while (queue.length > 0 && found.length < MAX_ERRORS_VISITED) {
    const next = queue.shift();
    if (next === undefined || next === null || found.includes(next)) continue;
    found.push(next);
    if (!isObject(next)) continue;
    queue.push(next.cause, next.error);
    if (isObject(next.data)) queue.push((next.data as { originalError?: unknown }).originalError);
  }
  return found;
}

const numericCode = (error: unknown): number | undefined => (isObject(error) && typeof error.code === 'number' ? error.code : undefined);

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'string' ? error : isObject(error) && typeof error.message === 'string' ? error.message : undefined;

function saysUserRejected(error: unknown): boolean {
  if (isObject(error) && typeof error.code === 'string' && REJECTION_STRING_CODES.has(error.code)) return true;
  const words = [messageOf(error), isObject(error) && typeof error.name === 'string' ? error.name : undefined];
  return words.some((text) => text !== undefined && REJECTION_TEXT.some((pattern) => pattern.test(text.slice(0, MAX_TEXT_EXAMINED))));
}

/**
 * Classifies anything a wallet or provider threw. A rejection anywhere in the chain wins (wrappers such as
 * MetaMask's -32603 hide the 4001 inside); otherwise the innermost known code names the error.
 */
export function toWalletError(rpcError: unknown): WalletError {
  const chain = wrappedErrors(rpcError);
  const known = chain.filter((error) => {
    const code = numericCode(error);
    return code !== undefined && walletErrorNameForCode(code) !== 'UnknownError';
  });
  const rejection = chain.find((error) => {
    const code = numericCode(error);
    return code === undefined || walletErrorNameForCode(code) === 'UnknownError'
      ? saysUserRejected(error)
      : walletErrorNameForCode(code) === 'UserRejectedError';
  });
  const chosen = rejection ?? known.at(-1);
  const rpcCode = numericCode(chosen) ?? chain.map(numericCode).find((code) => code !== undefined);
  const name = rejection !== undefined ? 'UserRejectedError' : rpcCode === undefined ? 'UnknownError' : walletErrorNameForCode(rpcCode);
  const message = (messageOf(chosen) ?? messageOf(rpcError))?.slice(0, MAX_MESSAGE_KEPT);
  return new WalletError(name, rpcCode, { message, cause: rpcError });
}
