// Whether an EVM transaction has been mined, and how it ended, from the network's JSON-RPC.
// A lazy chunk (viem), loaded only while one of the visitor's own transactions is pending.
import { createClient, http, TransactionReceiptNotFoundError, type Client, type Hash } from 'viem';
import { getTransactionReceipt } from 'viem/actions';

export type ChainTransactionStatus = 'pending' | 'confirmed' | 'failed';

const clients = new Map<string, Client>();

function clientFor(rpcUrl: string): Client {
  let client = clients.get(rpcUrl);
  if (!client) {
    // One try per poll: the poller itself comes back, so the transport need not retry.
    client = createClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) });
    clients.set(rpcUrl, client);
  }
  return client;
}

/** 'pending' until the chain has a receipt for `hash`; then 'confirmed', or 'failed' when it reverted. Throws when the RPC fails. */
export async function readEvmTransactionStatus(rpcUrl: string, hash: string): Promise<ChainTransactionStatus> {
  try {
    const receipt = await getTransactionReceipt(clientFor(rpcUrl), { hash: hash as Hash });
    return receipt.status === 'success' ? 'confirmed' : 'failed';
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return 'pending';
    throw error;
  }
}
