import type { Hash, TransactionReceipt } from 'viem';

/** The receipt of `hash`, read every `intervalMs` (50) until the chain has it; throws after `timeoutMs` (30 000). */
export function minedReceipt(
  client: { getTransactionReceipt(args: { hash: Hash }): Promise<TransactionReceipt> },
  hash: Hash,
  options?: { intervalMs?: number; timeoutMs?: number },
): Promise<TransactionReceipt>;
