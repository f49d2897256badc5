// JSON-RPC methods that send, simulate and look up transactions.
import { getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit';
import { accountJson, accountInfo } from './accounts.mjs';
import { computeBudgetOf, feeForMessage } from './fees.mjs';
import { airdrop } from './genesis.mjs';
import { invalidParams, RpcError } from './json-rpc.mjs';
import { requireAddress } from './rpc-accounts.mjs';
import { transactionResponse } from './transaction-json.mjs';
import { describeTransactionError } from './tx-errors.mjs';

function decodeWire(encoded, encoding = 'base58') {
  if (typeof encoded !== 'string') throw invalidParams('expected an encoded transaction string');
  if (encoding !== 'base58' && encoding !== 'base64') throw invalidParams(`unsupported transaction encoding ${encoding}`);
  try {
    return new Uint8Array((encoding === 'base64' ? getBase64Encoder() : getBase58Encoder()).encode(encoded));
  } catch (error) {
    throw invalidParams(`invalid ${encoding}: ${error.message}`);
  }
}

const signatureFailure = () => new RpcError(-32003, 'Transaction signature verification failure');

// Undecodable bytes and missing signatures throw before litesvm runs anything.
function runChecked(run) {
  try {
    return run();
  } catch (error) {
    if (error instanceof RpcError) throw error;
    if (/signature/i.test(String(error?.message))) throw signatureFailure();
    throw invalidParams(`failed to deserialize transaction: ${error?.message ?? error}`);
  }
}

function simulationJson(svm, simulation, config = {}) {
  const { returnData } = simulation;
  const returned = returnData.data();
  const addresses = config.accounts?.addresses ?? [];
  const postAccounts = new Map(simulation.postAccounts.map((account) => [account.address, account]));
  const encoding = config.accounts?.encoding ?? 'base64';
  return {
    err: simulation.err,
    logs: simulation.logs,
    accounts: addresses.length
      ? addresses.map((address) =>
          postAccounts.has(address) ? accountJson(svm, postAccounts.get(address), encoding) : accountInfo(svm, address, encoding),
        )
      : null,
    unitsConsumed: simulation.unitsConsumed,
    returnData: returned.length ? { programId: returnData.programId(), data: [getBase64Decoder().decode(returned), 'base64'] } : null,
  };
}

function signatureStatus(record) {
  if (!record) return null;
  const status = record.err ? { Err: record.err } : { Ok: null };
  return { slot: record.slot, confirmations: null, err: record.err, status, confirmationStatus: 'finalized' };
}

function signaturesFor(chain, address, { limit = 1000, before, until } = {}) {
  const newestFirst = chain
    .records()
    .filter((record) => record.accountKeys.some(({ pubkey }) => pubkey === address))
    .reverse();
  const start = before ? newestFirst.findIndex((record) => record.signature === before) + 1 : 0;
  const untilIndex = until ? newestFirst.findIndex((record) => record.signature === until) : -1;
  const end = untilIndex === -1 ? newestFirst.length : untilIndex;
  return newestFirst
    .slice(start, end)
    .slice(0, Math.min(limit, 1000))
    .map((record) => ({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: null,
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    }));
}

// Validators answer for the last 150 slots; here each landed transaction is its own slot.
const PRIORITIZATION_FEE_SLOTS = 150;

function recentPrioritizationFees(chain, addresses = []) {
  const locksAny = (record) => record.accountKeys.some(({ pubkey, writable }) => writable && addresses.includes(pubkey));
  return chain
    .records()
    .slice(-PRIORITIZATION_FEE_SLOTS)
    .filter((record) => addresses.length === 0 || locksAny(record))
    .map((record) => ({ slot: record.slot, prioritizationFee: computeBudgetOf(record.message).microLamportsPerUnit }));
}

export function transactionMethods({ chain, faucet, withContext }) {
  const { svm } = chain;
  return {
    sendTransaction(encoded, config = {}) {
      const wire = decodeWire(encoded, config.encoding);
      if (!config.skipPreflight) {
        const simulation = runChecked(() => chain.simulate(wire, { sigVerify: true }));
        if (simulation.err === 'SignatureFailure') throw signatureFailure();
        if (simulation.err) {
          const data = { ...simulationJson(svm, simulation), accounts: null };
          throw new RpcError(-32002, `Transaction simulation failed: ${describeTransactionError(simulation.err)}`, data);
        }
      }
      const { signature, err, record } = runChecked(() => chain.execute(wire));
      if (!record) throw new RpcError(-32002, `Transaction rejected: ${describeTransactionError(err)}`, { err, logs: [] });
      return signature;
    },
    simulateTransaction(encoded, config = {}) {
      const wire = decodeWire(encoded, config.encoding);
      const simulation = runChecked(() => chain.simulate(wire, { sigVerify: Boolean(config.sigVerify) }));
      const value = simulationJson(svm, simulation, config);
      if (config.replaceRecentBlockhash) value.replacementBlockhash = chain.latestBlockhash();
      return withContext(value);
    },
    getSignatureStatuses(signatures) {
      if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures');
      return withContext(signatures.map((signature) => signatureStatus(chain.record(signature))));
    },
    getSignaturesForAddress: (address, config) => signaturesFor(chain, requireAddress(address), config),
    getTransaction(signature, config = {}) {
      const record = chain.record(signature);
      // The encoding may still come as a bare string, the RPC's older form.
      const options = typeof config === 'string' ? { encoding: config } : config;
      return record ? transactionResponse(svm, record, options) : null;
    },
    getFeeForMessage(message) {
      const bytes = runChecked(() => new Uint8Array(getBase64Encoder().encode(message)));
      return withContext(runChecked(() => feeForMessage(bytes)));
    },
    getRecentPrioritizationFees: (addresses) =>
      recentPrioritizationFees(
        chain,
        addresses?.map((address) => requireAddress(address)),
      ),
    requestAirdrop: (address, lamports) => airdrop(chain, faucet, requireAddress(address), BigInt(lamports)),
  };
}
