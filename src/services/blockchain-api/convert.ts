// STUB — swap-view's typed placeholder for the `/v1/convert/*` client (SPEC §7) that the
// swap-devnet branch writes. Only the declarations Swap codes against; every call rejects with
// SwapNetworkUnsupportedError. The lead replaces this file with the real client at merge; no test
// relies on what the stub does.
import { createError } from '../errors';

/** The address the service uses for a network's own coin (CAIP-10 `eip155:<id>:0xeeee…`). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** A token the network's exchange trades. */
export interface SwapToken { address: string /* CAIP-10 */; name: string; symbol: string; decimals: number; logoUri?: string }
/** What `amount` of `from` buys of `to`, in base units. */
export interface SwapQuote { fromAmount: bigint; toAmount: bigint }
/** A transaction the wallet is asked to send (an approval or the swap). */
export interface SwapTransaction { from: `0x${string}`; to: `0x${string}`; data: `0x${string}`; value: bigint; gas?: bigint; gasPrice?: bigint }

export interface ConvertApi {
  fetchSwapTokens(chainId: string, signal?: AbortSignal): Promise<SwapToken[]>;
  fetchSwapQuote(query: { from: string; to: string; amount: bigint; userAddress: string; gasPrice?: bigint; signal?: AbortSignal }): Promise<SwapQuote>;
  fetchSwapAllowance(query: { tokenAddress: string; userAddress: string; signal?: AbortSignal }): Promise<bigint>;
  fetchGasPrice(chainId: string, signal?: AbortSignal): Promise<{ standard: bigint; fast: bigint; instant: bigint }>;
  buildSwapApproval(query: { from: string; to: string; userAddress: string; amount: bigint; signal?: AbortSignal }): Promise<SwapTransaction>;
  buildSwapTransaction(query: { from: string; to: string; userAddress: string; amount: bigint; slippage: string; signal?: AbortSignal }): Promise<SwapTransaction>;
}

const unsupported = () => Promise.reject(createError('SwapNetworkUnsupportedError', { message: 'STUB: the /v1/convert client is not merged yet' }));

/** STUB: every call rejects. */
export const convertApi = (): ConvertApi => ({
  fetchSwapTokens: unsupported,
  fetchSwapQuote: unsupported,
  fetchSwapAllowance: unsupported,
  fetchGasPrice: unsupported,
  buildSwapApproval: unsupported,
  buildSwapTransaction: unsupported,
});
