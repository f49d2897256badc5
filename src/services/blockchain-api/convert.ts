// Swap's calls to the blockchain service (SPEC §7, `/v1/convert/*`): the chain's swappable tokens, a quote,
// the allowance, the gas price and the two transactions to sign (approve, then swap). The answers' parsers
// load with the first call (./convert-parse.ts), not with the element.
import { blockchainApiChunks } from '../chunks/blockchain-api';
import { HttpError } from '../errors';
import type { HttpClient } from '../http';

export {
  NATIVE_TOKEN_ADDRESS,
  type SwapApproval,
  type SwapGasPrice,
  type SwapQuote,
  type SwapToken,
  type SwapTransaction,
} from './convert-types';
import type { SwapApproval, SwapGasPrice, SwapQuote, SwapToken, SwapTransaction } from './convert-types';

export interface SwapQuoteQuery {
  /** CAIP-10 of the token paid, and of the token received. */
  from: string;
  to: string;
  /** Base units of `from`. */
  amount: bigint;
  /** CAIP-10 of the visitor's account. */
  userAddress: string;
  gasPrice?: bigint;
  signal?: AbortSignal;
}

export interface SwapAllowanceQuery {
  /** CAIP-10 of the token to spend. */
  tokenAddress: string;
  /** CAIP-10 of the visitor's account. */
  userAddress: string;
  signal?: AbortSignal;
}

export interface SwapApprovalQuery {
  from: string;
  to: string;
  userAddress: string;
  /** The allowance to grant, in base units of `from` (exact by default). */
  amount: bigint;
  signal?: AbortSignal;
}

export interface SwapTransactionQuery {
  from: string;
  to: string;
  userAddress: string;
  amount: bigint;
  /** Percent, as the visitor set it ("1" = 1%). */
  slippage: string;
  signal?: AbortSignal;
}

/** The `/v1/convert/*` half of BlockchainApi. */
export interface SwapApi {
  /** The tokens the service trades on `chainId` (CAIP-2); a `SwapNetworkUnsupportedError` on a network it does not. */
  fetchSwapTokens(chainId: string, signal?: AbortSignal): Promise<SwapToken[]>;
  fetchSwapQuote(query: SwapQuoteQuery): Promise<SwapQuote>;
  /** How much of the token the service's exchange may spend for the visitor (the native coin: unlimited). */
  fetchSwapAllowance(query: SwapAllowanceQuery): Promise<bigint>;
  /** A `GasPriceNetworkUnsupportedError` on a network the service does not know. */
  fetchGasPrice(chainId: string, signal?: AbortSignal): Promise<SwapGasPrice>;
  /** The approval to sign before the swap when the allowance is short: approve(spender, exactly `amount`), decoded. */
  buildSwapApproval(query: SwapApprovalQuery): Promise<SwapApproval>;
  /** The swap to sign; its minimum-out follows `slippage`. */
  buildSwapTransaction(query: SwapTransactionQuery): Promise<SwapTransaction>;
}

const parsers = blockchainApiChunks.convertParse;

/**
 * True when the service refused a quote or a build for want of liquidity or a route (its 400 says "insufficient
 * liquidity", as the hosted service does): Swap shows "no route" rather than a failure.
 */
export function isInsufficientLiquidity(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400) return false;
  const { body } = error;
  const reasons: unknown = typeof body === 'object' && body !== null ? (body as { reasons?: unknown }).reasons : undefined;
  if (!Array.isArray(reasons)) return false;
  return reasons.slice(0, 10).some((reason: unknown) => {
    const description: unknown =
      typeof reason === 'object' && reason !== null ? (reason as { description?: unknown }).description : undefined;
    return typeof description === 'string' && /insufficient liquidity/i.test(description.slice(0, 200));
  });
}

/** The calls, over the blockchain service's HTTP client; `projectId` goes in build-transaction's body, as the service reads it there. */
export function createSwapApi(http: HttpClient, projectId: string | undefined): SwapApi {
  /** GET, with the service's "not supported" answer turned into the catalogue error `unsupported`. */
  async function get(
    path: string,
    query: Record<string, string | undefined>,
    signal: AbortSignal | undefined,
    gasPrice = false,
  ): Promise<unknown> {
    const { networkFailure } = await parsers();
    try {
      return await http.get<unknown>(path, { query, signal });
    } catch (error) {
      throw networkFailure(error, gasPrice);
    }
  }

  return {
    async fetchSwapTokens(chainId, signal) {
      const parse = await parsers();
      parse.requireEvmNetwork(chainId);
      // A busy chain lists thousands of tokens: the list may be larger than the usual answer.
      const body = await http
        .get<unknown>('/v1/convert/tokens', { query: { chainId }, signal, maxBytes: parse.MAX_TOKENS_BYTES })
        .catch((error: unknown) => {
          throw parse.networkFailure(error);
        });
      return parse.parseSwapTokens(body, chainId);
    },
    async fetchSwapQuote({ from, to, amount, userAddress, gasPrice, signal }) {
      const parse = await parsers();
      parse.requireSwapPair(from, to);
      const query = { amount: String(amount), userAddress, from, to, gasPrice: gasPrice === undefined ? undefined : String(gasPrice) };
      return parse.parseSwapQuote(await get('/v1/convert/quotes', query, signal), { from, to, amount });
    },
    async fetchSwapAllowance({ tokenAddress, userAddress, signal }) {
      const parse = await parsers();
      parse.requireSwapPair(tokenAddress, tokenAddress);
      return parse.parseSwapAllowance(await get('/v1/convert/allowance', { tokenAddress, userAddress }, signal));
    },
    async fetchGasPrice(chainId, signal) {
      const parse = await parsers();
      parse.requireEvmNetwork(chainId, true);
      return parse.parseGasPrice(await get('/v1/convert/gas-price', { chainId }, signal, true));
    },
    async buildSwapApproval({ from, to, userAddress, amount, signal }) {
      const parse = await parsers();
      parse.requireSwapPair(from, to);
      const body = await get('/v1/convert/build-approve', { userAddress, from, to, amount: String(amount) }, signal);
      return parse.parseSwapApproval(body, { from, userAddress, amount });
    },
    async buildSwapTransaction({ from, to, userAddress, amount, slippage, signal }) {
      const parse = await parsers();
      parse.requireSwapPair(from, to);
      const payload = {
        projectId,
        userAddress,
        amount: String(amount),
        from,
        to,
        eip155: { slippage: parse.slippageNumber(slippage) },
        // As the hosted clients ask: no estimate by the service (it fails before the approval is mined).
        disableEstimate: true,
      };
      const body = await http.post<unknown>('/v1/convert/build-transaction', payload, { signal }).catch((error: unknown) => {
        throw parse.networkFailure(error);
      });
      return parse.parseSwapTransaction(body, { from, userAddress, amount });
    },
  };
}
