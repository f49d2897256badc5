// Swap's on-chain check (issue 25): the approval, when one is needed, and the swap simulated in one
// eth_simulateV1 batch from the visitor's account, so the swap sees the allowance, with the value transfers
// traced (`traceTransfers`). A lazy chunk, loaded at the first Swap. The raw request through viem's client, not
// viem's simulateCalls: its `traceAssetChanges` probes run code with no `to`, which anvil refuses, and the action
// with its formatters weighs 50 KB gzip; the traced Transfer logs give the same changes (./asset-changes.ts).
import { createClient, http, numberToHex, type Address, type Hex } from 'viem';
import { chainFailure, createError } from '../errors';
import { untilAborted } from './rpc-client';
import { netAssetChanges, type AssetChanges, type TracedLog } from './asset-changes';

export { netAssetChanges, NATIVE_ASSET, type AssetChanges } from './asset-changes';
// The swap's calldata is read in the same chunk, before it is simulated: its decoder is viem's ABI decoding.
export { readRouterCall } from '../blockchain-api/router-call';

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
const MAX_LOGS = 1_000;

interface SimulatedResult {
  status: string;
  logs: TracedLog[];
  error?: { message?: unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isLog = (log: unknown): log is TracedLog =>
  isRecord(log) &&
  typeof log.address === 'string' &&
  typeof log.data === 'string' &&
  Array.isArray(log.topics) &&
  log.topics.every((topic) => typeof topic === 'string');

/** The first simulated block's call results, one per call asked; a MalformedResponseError for any other answer. */
function parseResults(answer: unknown, count: number): SimulatedResult[] {
  const calls: unknown = Array.isArray(answer) && isRecord(answer[0]) ? answer[0].calls : undefined;
  const valid =
    Array.isArray(calls) &&
    calls.length === count &&
    calls.every(
      (call) =>
        isRecord(call) &&
        (call.status === '0x1' || call.status === '0x0') &&
        Array.isArray(call.logs) &&
        call.logs.length <= MAX_LOGS &&
        call.logs.every(isLog),
    );
  if (!valid) throw createError('MalformedResponseError', { message: 'The RPC answered eth_simulateV1 with no result for each call' });
  return calls as SimulatedResult[];
}

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
  const blockStateCalls = [{ calls: calls.map(({ to, data, value }) => ({ from: account, to, data, value: numberToHex(value) })) }];
  let answer: unknown;
  try {
    answer = await untilAborted(
      client.request({
        method: 'eth_simulateV1',
        params: [{ blockStateCalls, traceTransfers: true, validation: false }, 'latest'],
      } as never),
      signal,
    );
  } catch (error) {
    if (isSimulationUnsupported(error)) return { supported: false };
    throw chainFailure(error, 'NetworkError', signal);
  }
  const results = parseResults(answer, calls.length);
  const index = results.findIndex((result) => result.status !== '0x1');
  if (index >= 0) {
    const message = results[index]!.error?.message;
    return { supported: true, reverted: { index, reason: (typeof message === 'string' ? message : 'reverted').slice(0, REASON_MAX) } };
  }
  return {
    supported: true,
    changes: netAssetChanges(
      results.flatMap((result) => result.logs),
      account,
    ),
  };
}
