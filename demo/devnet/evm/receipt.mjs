// The receipt of a transaction sent to a devnet chain, read until the chain has it.
//
// Not viem's waitForTransactionReceipt: anvil answers eth_sendTransaction before the receipt is readable (measured: 33
// of 300 sends had none right after, 8 of them with the block number already past), and a receipt missing once the
// block is seen makes waitForTransactionReceipt wait for the next block. An automining chain with nothing more to
// mine has none, so it waited its 180 s out (a devnet start in CI did).
import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionReceiptNotFoundError } from 'viem';

/**
 * @param {{getTransactionReceipt(args: {hash: `0x${string}`}): Promise<import('viem').TransactionReceipt>}} client a viem public client
 * @param {`0x${string}`} hash
 * @param {{intervalMs?: number, timeoutMs?: number}} [options]
 * @returns {Promise<import('viem').TransactionReceipt>}
 */
export async function minedReceipt(client, hash, { intervalMs = 50, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch((error) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    });
    if (receipt) return receipt;
    if (Date.now() >= deadline) throw new Error(`transaction ${hash} has no receipt after ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}
