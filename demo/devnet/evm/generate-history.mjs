// Fills an address's history quickly: `count` transfers to it from the anvil
// dev accounts (native ETH and dUSDC by turns), sent in one JSON-RPC batch
// with automine off and mined together, so hundreds take about a second.
import { createPublicClient, encodeFunctionData, erc20Abi, http, numberToHex } from 'viem';
import { minedReceipt } from './receipt.mjs';

const NATIVE_GAS = 21_000n;
const TOKEN_GAS = 80_000n;
// Keeps each block well under anvil's 30M gas limit.
const PER_BLOCK = 200;

/** The transactions to send: by turns 0.001 ETH and 1 dUSDC, from every sender in rotation. */
function planTransfers({ address, count, senders, token }) {
  return Array.from({ length: count }, (_, i) => {
    const from = senders[i % senders.length];
    return i % 2 === 0
      ? { from, to: address, gas: NATIVE_GAS, value: 10n ** 15n }
      : {
          from,
          to: token,
          gas: TOKEN_GAS,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, 1_000_000n] }),
        };
  });
}

/**
 * @param {{rpcUrl: string, address: `0x${string}`, count: number, holders: `0x${string}`[], token: `0x${string}`}} options
 * @returns {Promise<`0x${string}`[]>} the transaction hashes in chain order, oldest first
 */
export async function generateEvmHistory({ rpcUrl, address, count, holders, token }) {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, not ${count}`);
  const client = createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 500 } }) });
  const senders = holders.filter((holder) => holder.toLowerCase() !== address.toLowerCase());
  const nonces = new Map(
    await Promise.all(senders.map(async (sender) => [sender, await client.getTransactionCount({ address: sender, blockTag: 'pending' })])),
  );
  const transfers = planTransfers({ address, count, senders, token });
  const hashes = [];
  await client.request({ method: 'evm_setAutomine', params: [false] });
  try {
    for (let start = 0; start < transfers.length; start += PER_BLOCK) {
      const batch = transfers.slice(start, start + PER_BLOCK).map((tx) => {
        const nonce = nonces.get(tx.from);
        nonces.set(tx.from, nonce + 1);
        const params = { from: tx.from, to: tx.to, gas: numberToHex(tx.gas), nonce: numberToHex(nonce) };
        if (tx.value) params.value = numberToHex(tx.value);
        if (tx.data) params.data = tx.data;
        return client.request({ method: 'eth_sendTransaction', params: [params] });
      });
      hashes.push(...(await Promise.all(batch)));
      await client.request({ method: 'evm_mine', params: [] });
    }
  } finally {
    await client.request({ method: 'evm_setAutomine', params: [true] });
  }
  const receipts = await Promise.all(hashes.map((hash) => minedReceipt(client, hash)));
  const failed = receipts.filter((receipt) => receipt.status !== 'success');
  if (failed.length) throw new Error(`${failed.length} generated transactions failed, first ${failed[0].transactionHash}`);
  const order = (r) => r.blockNumber * 100_000n + BigInt(r.transactionIndex);
  return receipts.sort((a, b) => (order(a) < order(b) ? -1 : 1)).map((receipt) => receipt.transactionHash);
}
