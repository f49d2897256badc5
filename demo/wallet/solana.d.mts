// Types for the wallet page's Solana side, used by the TypeScript end-to-end tests.
export interface SolanaAccount {
  address: string;
  keyPair: CryptoKeyPair;
  chain: string;
  rpcUrl?: string;
}
export const SOLANA_METHODS: string[];
export function solanaAccount(options: {
  secretKey?: string | ArrayLike<number>;
  chain?: string;
  rpcUrl?: string;
}): Promise<SolanaAccount | undefined>;
export function summarizeSolana(method: string, params: unknown, account?: SolanaAccount): string;
export function performSolanaRequest(options: {
  method: string;
  params: unknown;
  chainId: string;
  account?: SolanaAccount;
}): Promise<unknown>;
