// What the secure-site frame does on a chain: reads through the active network's RPC, the approved
// requests signed with the session's keys (the EVM and Solana signers, signers/evm.mjs and
// signers/solana.mjs, with version 4's base58 Solana payloads), and EIP-5792 calls sent one by one.
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit';
import { evmRequest } from '../signers/evm.mjs';
import { signAndSendTransaction, signMessage, signTransaction } from '../signers/solana.mjs';

const base58ToBase64 = (text) => {
  if (typeof text !== 'string' || text.length === 0 || text.length > 30_000) throw new Error('Expected a base58 string');
  return getBase64Decoder().decode(getBase58Encoder().encode(text));
};
const base64ToBase58 = (text) => getBase58Decoder().decode(getBase64Encoder().encode(text));

/** @param {{fetch?: typeof fetch}} [options] */
export function createRpc({ fetch: fetcher = (...args) => fetch(...args) } = {}) {
  /** call batch id → {chainId, hashes} */
  const batches = new Map();
  let nextBatch = 0;

  async function call(rpcUrl, method, params = []) {
    if (!rpcUrl) throw new Error('No RPC for the active network');
    const response = await fetcher(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const answer = await response.json();
    if (answer.error) throw new Error(String(answer.error.message ?? 'RPC error').slice(0, 500));
    return answer.result;
  }

  /** Refuses to send on an RPC that is not on the chain the request was asked for. */
  async function assertChain(rpcUrl, chainId) {
    const actual = Number(BigInt(await call(rpcUrl, 'eth_chainId')));
    if (actual !== chainId) throw new Error(`The RPC is on chain ${actual}, not the active network ${chainId}`);
  }

  async function evm({ account, rpcUrl, chainId, from, method, params }) {
    try {
      if (method === 'eth_sendTransaction') await assertChain(rpcUrl, chainId);
      return await evmRequest({ account, network: { rpcUrl }, from, method, params });
    } catch (error) {
      throw new Error(String(error?.message ?? error).slice(0, 500));
    }
  }

  async function sendCalls(request) {
    const [{ calls }] = request.params;
    const hashes = [];
    for (const { to, data, value } of calls) {
      const tx = { from: request.from, to, data: data ?? '0x', value: value ?? '0x0' };
      hashes.push(await evm({ ...request, method: 'eth_sendTransaction', params: [tx] }));
    }
    const id = `0x${(++nextBatch).toString(16).padStart(64, '0')}`;
    batches.set(id, { chainId: request.chainId, hashes, rpcUrl: request.rpcUrl });
    return { id };
  }

  async function callsStatus([id]) {
    const batch = batches.get(id);
    if (!batch) throw new Error('Unknown calls id');
    const receipts = await Promise.all(batch.hashes.map((hash) => call(batch.rpcUrl, 'eth_getTransactionReceipt', [hash])));
    const done = receipts.every(Boolean);
    const failed = done && receipts.some((receipt) => receipt.status !== '0x1');
    return {
      version: '2.0.0',
      id,
      chainId: `0x${batch.chainId.toString(16)}`,
      status: !done ? 100 : failed ? 500 : 200,
      atomic: false,
      receipts: done
        ? receipts.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
            logs,
            status,
            blockHash,
            blockNumber,
            gasUsed,
            transactionHash,
          }))
        : [],
    };
  }

  async function solana({ account, rpcUrl, method, params }) {
    const address = account.solana.address;
    if (method === 'solana_signMessage') {
      const { signature } = await signMessage(account, { address, message: base58ToBase64(params.message) });
      return { signature: base64ToBase58(signature) };
    }
    const signOne = async (transaction) =>
      base64ToBase58((await signTransaction(account, { address, transaction: base58ToBase64(transaction) })).transaction);
    if (method === 'solana_signTransaction') return { transaction: await signOne(params.transaction) };
    if (method === 'solana_signAllTransactions') {
      if (!Array.isArray(params.transactions) || params.transactions.length > 20) throw new Error('transactions must be a list');
      return { transactions: await Promise.all(params.transactions.map(signOne)) };
    }
    if (method === 'solana_signAndSendTransaction')
      return signAndSendTransaction(account, { rpcUrl }, { address, transaction: base58ToBase64(params.transaction) });
    throw new Error(`${method} is not supported`);
  }

  return {
    /** A safe method: the frame's own answers for EIP-5792, the chain's RPC for the rest. */
    read({ rpcUrl, chainId, method, params }) {
      if (method === 'wallet_getCallsStatus') return callsStatus(Array.isArray(params) ? params : []);
      if (method === 'wallet_getCapabilities') return { [`0x${chainId.toString(16)}`]: { atomic: { status: 'unsupported' } } };
      return call(rpcUrl, method, Array.isArray(params) ? params : []);
    },
    /** An approved unsafe request, signed (and sent) with the session's keys. */
    async execute(request) {
      if (request.method.startsWith('solana_')) {
        try {
          return await solana(request);
        } catch (error) {
          throw new Error(String(error?.message ?? error).slice(0, 500));
        }
      }
      return request.method === 'wallet_sendCalls' ? sendCalls(request) : evm(request);
    },
    /** Whether `address` has code on the RPC's chain (false when it cannot be read). */
    async isDeployed(rpcUrl, address) {
      try {
        const code = await call(rpcUrl, 'eth_getCode', [address, 'latest']);
        return typeof code === 'string' && code !== '0x';
      } catch {
        return false;
      }
    },
  };
}
