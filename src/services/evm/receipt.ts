// Whether an EVM transaction has been mined, and how it ended, from the network's JSON-RPC
// (eth_getTransactionReceipt). A lazy chunk, loaded only while one of the visitor's own
// transactions is pending. The raw request through viem's client, not the getTransactionReceipt
// action: the status is all we read, and the action's receipt formatters cost 30 KB more.
import { createClient, http, type Client, type Hash } from 'viem';

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

/** 'pending' until the chain has a receipt for `hash` (null: not mined yet); then 'confirmed', or 'failed' when it reverted. Throws when the RPC fails. */
export async function readEvmTransactionStatus(rpcUrl: string, hash: string): Promise<ChainTransactionStatus> {
  const receipt = await clientFor(rpcUrl).request({ method: 'eth_getTransactionReceipt', params: [hash as Hash] });
  if (!receipt) return 'pending';
  return receipt.status === '0x1' ? 'confirmed' : 'failed';
}
