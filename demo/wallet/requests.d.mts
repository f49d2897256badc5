// Types for what the wallet page does with an approved request, used by the TypeScript end-to-end tests.
import type { SolanaAccount } from './solana.mjs';

export const EVM_METHODS: string[];
export const SOLANA_METHODS: string[];
export const SUPPORTED_METHODS: string[];
export class RequestError extends Error {
  code: number;
  constructor(code: number, message: string);
}
export function summarize(method: string, params: unknown, solana?: SolanaAccount): string;
export function performRequest(request: {
  method: string;
  params: unknown;
  chainId: string;
  session?: unknown;
  rpcUrls?: Record<number, string | undefined>;
  switchChain?: (chainId: string) => Promise<void>;
  solana?: SolanaAccount;
}): Promise<unknown>;
