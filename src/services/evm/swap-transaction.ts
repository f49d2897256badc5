// Swap on EVM chains: a built transaction (approval or swap, from the blockchain service) sent
// through the wallet's eth_sendTransaction, its hash checked, and the wait for the chain to mine
// it (polling the receipt reader). A lazy chunk, loaded on the first swap.
import { numberToHex } from 'viem';
import type { Eip1193Provider } from '../connectors/eip1193';
import type { SwapTransaction } from '../blockchain-api';
import { createError } from '../errors';
import { readEvmTransactionStatus } from './receipt';
import { parseTransactionHash } from './transfer';

/** eth_sendTransaction's single param for a built transaction, quantities in hex. */
export function swapTransactionRequest(transaction: SwapTransaction) {
  const { from, to, data, value, gas } = transaction;
  return { from, to, data, value: numberToHex(value), ...(gas === undefined ? {} : { gas: numberToHex(gas) }) };
}

/** Asks the wallet to send `transaction`; its hash, validated (InvalidWalletAnswerError otherwise). Rejections propagate as thrown. */
export async function sendSwapTransaction(provider: Eip1193Provider, transaction: SwapTransaction): Promise<`0x${string}`> {
  return parseTransactionHash(await provider.request({ method: 'eth_sendTransaction', params: [swapTransactionRequest(transaction)] }));
}

/** How often the receipt is asked for while waiting. */
export const RECEIPT_POLL_MS = 1_000;
/** How long a transaction may stay unmined before the wait gives up. */
export const RECEIPT_TIMEOUT_MS = 180_000;

/**
 * Waits until the chain has mined `hash`: 'confirmed', or 'failed' when it reverted. A failing RPC is
 * asked again until `timeoutMs`; then a TimeoutError. Stops (AbortError) when `signal` aborts.
 */
export async function waitForEvmReceipt(
  rpcUrl: string,
  hash: string,
  options: { signal?: AbortSignal; pollMs?: number; timeoutMs?: number } = {},
): Promise<'confirmed' | 'failed'> {
  const { signal, pollMs = RECEIPT_POLL_MS, timeoutMs = RECEIPT_TIMEOUT_MS } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    const status = await readEvmTransactionStatus(rpcUrl, hash).catch(() => 'pending' as const);
    if (status !== 'pending') return status;
    if (Date.now() > deadline)
      throw createError('TimeoutError', { message: `Transaction ${hash} was not mined within ${timeoutMs / 1000} s` });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, pollMs);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }
}
