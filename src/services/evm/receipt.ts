// Whether an EVM transaction has been mined, and how it ended, from the network's JSON-RPC
// (eth_getTransactionReceipt). A lazy chunk, loaded only while one of the visitor's own
// transactions is pending. The raw requests through viem's client, not the getTransactionReceipt
// or waitForTransactionReceipt actions: the status is all we read, and their formatters cost 30 KB more.
// A replacement is found as viem's waitForTransactionReceipt finds it (its `onReplaced`): the same
// sender's nonce slot taken by another transaction. Here the slot is read as the sender's mined
// transaction count, which also catches a replacement mined blocks before the poll.
import { createClient, http, type Client, type Hash, type Hex } from 'viem';
import { revertReason } from './revert-reason';

export type ChainTransactionStatus = 'pending' | 'confirmed' | 'failed' | 'replaced';

/** What a poll learns: the status; a failed one's revert reason when the chain gives one; a pending one's nonce (and sender) once known. */
export interface ChainTransactionOutcome {
  status: ChainTransactionStatus;
  reason?: string;
  nonce?: number;
  from?: string;
}

/** What the poller knows of a transaction it follows: its hash, its sender and, once read, its nonce. */
export interface FollowedTransaction {
  hash: string;
  from?: string;
  nonce?: number;
}

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
export async function readEvmTransactionStatus(rpcUrl: string, hash: string): Promise<'pending' | 'confirmed' | 'failed'> {
  const receipt = await clientFor(rpcUrl).request({ method: 'eth_getTransactionReceipt', params: [hash as Hash] });
  if (!receipt) return 'pending';
  return receipt.status === '0x1' ? 'confirmed' : 'failed';
}

/** The reason a mined transaction reverted: the transaction replayed with eth_call at its block; undefined when the chain says nothing. */
async function readRevertReason(client: Client, hash: Hash): Promise<string | undefined> {
  try {
    const transaction = await client.request({ method: 'eth_getTransactionByHash', params: [hash] });
    if (!transaction?.blockNumber) return undefined;
    const { from, to, input, value, gas } = transaction;
    await client.request({ method: 'eth_call', params: [{ from, to, data: input, value, gas }, transaction.blockNumber] });
    return undefined;
  } catch (error) {
    return revertReason(error);
  }
}

/** The nonce and sender of a pending transaction, when the node still has it (a dropped one is gone). */
async function readSlot(client: Client, hash: Hash): Promise<{ nonce?: number; from?: string }> {
  try {
    const transaction = await client.request({ method: 'eth_getTransactionByHash', params: [hash] });
    return transaction ? { nonce: Number.parseInt(transaction.nonce, 16), from: transaction.from } : {};
  } catch {
    return {};
  }
}

/** Whether the sender's mined transactions have taken the nonce slot of `nonce` (another transaction did, since this one has no receipt). */
async function slotTaken(client: Client, from: string, nonce: number): Promise<boolean> {
  try {
    const count = await client.request({ method: 'eth_getTransactionCount', params: [from as Hex, 'latest'] });
    return Number.parseInt(count, 16) > nonce;
  } catch {
    return false;
  }
}

/**
 * How the transaction stands: 'pending' (with its nonce once read), 'confirmed', 'failed' (with the revert reason
 * when the chain gives one), or 'replaced' (its sender's nonce slot taken by another, sped up or cancelled). Throws
 * only when the receipt cannot be read; the nonce, the slot and the reason are best-effort.
 */
export async function followEvmTransaction(rpcUrl: string, followed: FollowedTransaction): Promise<ChainTransactionOutcome> {
  const client = clientFor(rpcUrl);
  const hash = followed.hash as Hash;
  const receiptOf = () => client.request({ method: 'eth_getTransactionReceipt', params: [hash] });
  let receipt = await receiptOf();
  if (!receipt) {
    // A host's transaction may come without its sender: the node says it, with the nonce.
    const { nonce, from } = followed.nonce !== undefined && followed.from ? followed : await readSlot(client, hash);
    const slot = { nonce, ...(followed.from ? {} : { from }) };
    if (nonce === undefined || !from || !(await slotTaken(client, from, nonce))) return { status: 'pending', ...slot };
    // Mined between the two reads? Then the slot is its own.
    receipt = await receiptOf();
    if (!receipt) return { status: 'replaced', ...slot };
  }
  if (receipt.status === '0x1') return { status: 'confirmed' };
  const reason = await readRevertReason(client, hash);
  return reason === undefined ? { status: 'failed' } : { status: 'failed', reason };
}
