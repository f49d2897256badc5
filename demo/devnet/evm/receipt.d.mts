import type { Client, Hash, TransactionReceipt } from 'viem';

/** The receipt of `hash`, read every `intervalMs` (50) until the chain has it; throws after `timeoutMs` (30 000). */
export function minedReceipt(
  client: Client,
  hash: Hash,
  options?: { intervalMs?: number; timeoutMs?: number },
): Promise<TransactionReceipt>;
