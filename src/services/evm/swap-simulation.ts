// Swap's on-chain check (issue 25): the approval, when one is needed, and the swap simulated in one
// eth_simulateV1 batch from the visitor's account (viem's simulateCalls), so the swap sees the allowance, with the
// value transfers traced. A lazy chunk, loaded at the first swap. viem's `traceAssetChanges` is not used: its
// balance probes run code with no `to`, which anvil refuses; the traced Transfer logs give the same changes.
import { createClient, http, type Address, type Hex } from 'viem';
import { simulateCalls } from 'viem/actions';
import { chainFailure } from '../errors';
import { untilAborted } from './rpc-client';
import { netAssetChanges, type AssetChanges } from './asset-changes';

export { netAssetChanges, NATIVE_ASSET, type AssetChanges } from './asset-changes';

export interface SimulatedCall {
  to: Address;
  data: Hex;
  value: bigint;
}

export type SwapSimulation =
  /** The RPC has no eth_simulateV1 (method not found or not supported). */
  | { supported: false }
  /** Every call succeeded; the account's net change per asset. */
  | { supported: true; changes: AssetChanges }
  /** Call `index` reverted (`reason`: the node's words). */
  | { supported: true; reverted: { index: number; reason: string } };

/** JSON-RPC "method not found" and EIP-1474 "method not supported". */
const UNSUPPORTED_CODES = new Set([-32601, -32004]);
const UNSUPPORTED_WORDS =
  /method not (found|supported|available)|(does not exist|not supported|unsupported|not available|not implemented)/i;
const MAX_CAUSES = 16;

/** Whether an RPC failure says it has no eth_simulateV1, anywhere in its cause chain. */
export function isSimulationUnsupported(error: unknown): boolean {
  let next = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof next === 'object' && next !== null; depth += 1) {
    const { code, details, message, metaMessages } = next as {
      code?: unknown;
      details?: unknown;
      message?: unknown;
      metaMessages?: unknown;
    };
    if (typeof code === 'number' && UNSUPPORTED_CODES.has(code)) return true;
    // The node's own words: viem's `details`, or a raw error's message (viem's own message quotes the request).
    const words = typeof details === 'string' ? details : typeof message === 'string' && metaMessages === undefined ? message : '';
    if (/eth_simulateV1/i.test(words) && UNSUPPORTED_WORDS.test(words.slice(0, 500))) return true;
    next = (next as { cause?: unknown }).cause;
  }
  return false;
}

const REASON_MAX = 200;

/** Simulates `calls` in order from `account` on `rpcUrl`'s latest block. RPC failures other than "unsupported" throw (NetworkError, TimeoutError). */
export async function simulateSwapCalls(
  rpcUrl: string,
  account: Address,
  calls: readonly SimulatedCall[],
  signal?: AbortSignal,
): Promise<SwapSimulation> {
  // One request, not batched (a fault can refuse it alone), one retry: the visitor is waiting.
  const client = createClient({
    transport: http(rpcUrl, { retryCount: 1, timeout: 10_000, ...(signal ? { fetchOptions: { signal } } : {}) }),
  });
  let results;
  try {
    ({ results } = await untilAborted(simulateCalls(client, { account, calls: [...calls], traceTransfers: true }), signal));
  } catch (error) {
    if (isSimulationUnsupported(error)) return { supported: false };
    throw chainFailure(error, 'NetworkError', signal);
  }
  const index = results.findIndex((result) => result.status !== 'success');
  if (index >= 0) {
    const { error } = results[index] as { error?: { shortMessage?: string; message?: string } };
    return { supported: true, reverted: { index, reason: (error?.shortMessage ?? error?.message ?? 'reverted').slice(0, REASON_MAX) } };
  }
  return {
    supported: true,
    changes: netAssetChanges(
      results.flatMap((result) => result.logs ?? []),
      account,
    ),
  };
}
