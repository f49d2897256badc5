// The Solana runtime behind the shim: one litesvm instance that lands each
// transaction in its own slot, keeps a ledger of what landed, and tells
// subscribers when the slot moves.
import { createHash } from 'node:crypto';
import { getBase58Decoder, getTransactionEncoder } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { accountKeysOf, buildRecord, decodeWireTransaction, snapshotBalances } from './ledger.mjs';
import { transactionErrorJson } from './tx-errors.mjs';

// A blockhash stays usable for this many blocks, as on real clusters.
const BLOCKHASH_LIFETIME = 150n;
// litesvm has no genesis block; this stands in for its hash so the CAIP-2 id is stable.
export const GENESIS_HASH = getBase58Decoder().decode(createHash('sha256').update('wallet-modal devnet solana genesis').digest());

const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000));

export function createChain() {
  // Old blockhashes stay valid and each landed transaction expires the current one, so identical transfers sent again get new signatures.
  const svm = new LiteSVM().withBlockhashCheck(false);
  const firstSlot = svm.getClock().slot;
  const records = [];
  const bySignature = new Map();
  const slotListeners = new Set();

  const slot = () => svm.getClock().slot;
  const blockHeight = () => slot() - firstSlot;

  function stampClock() {
    const clock = svm.getClock();
    clock.unixTimestamp = nowSeconds();
    svm.setClock(clock);
    return clock.unixTimestamp;
  }

  function advanceSlot() {
    const parent = slot();
    svm.expireBlockhash();
    svm.warpToSlot(parent + 1n);
    stampClock();
    for (const listener of slotListeners) listener({ parent, slot: parent + 1n });
  }

  /** Runs signed wire bytes; returns `{signature, err, record?}` (record only when the transaction landed). */
  function execute(wireBytes) {
    const decoded = decodeWireTransaction(wireBytes);
    const accountKeys = accountKeysOf(decoded.message);
    const pre = snapshotBalances(svm, accountKeys);
    const blockTime = stampClock();
    const landedSlot = slot();
    const result = svm.sendTransaction(decoded.transaction);
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result;
    const err = failed ? transactionErrorJson(result.err()) : null;
    const post = snapshotBalances(svm, accountKeys);
    const signature = signatureOf(decoded);
    const record = buildRecord({ svm, signature, wireBytes, decoded, meta, err, slot: landedSlot, blockTime, pre, post });
    // Rejected transactions (bad signature, duplicate, no fee) never land; failed ones that paid a fee do.
    if (failed && record.fee === 0n) return { signature, err };
    records.push(record);
    bySignature.set(record.signature, record);
    advanceSlot();
    return { signature: record.signature, err, record };
  }

  /** Runs wire bytes without landing them: `{err, logs, unitsConsumed, returnData, postAccounts}`. */
  function simulate(wireBytes, { sigVerify = false } = {}) {
    const { transaction } = decodeWireTransaction(wireBytes);
    svm.withSigverify(sigVerify);
    let result;
    try {
      result = svm.simulateTransaction(transaction);
    } finally {
      svm.withSigverify(true);
    }
    const failed = result instanceof FailedTransactionMetadata;
    const meta = result.meta();
    return {
      err: failed ? transactionErrorJson(result.err()) : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData: meta.returnData(),
      postAccounts: failed ? [] : result.postAccounts(),
    };
  }

  return {
    svm,
    simulate,
    genesisHash: GENESIS_HASH,
    firstSlot,
    slot,
    blockHeight,
    latestBlockhash: () => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: blockHeight() + BLOCKHASH_LIFETIME }),
    execute,
    /** Signs nothing: sends a kit transaction object through the same path as wire bytes. */
    executeTransaction: (transaction) => execute(new Uint8Array(getTransactionEncoder().encode(transaction))),
    record: (signature) => bySignature.get(signature),
    records: () => records,
    transactionCount: () => BigInt(records.length),
    onSlot(listener) {
      slotListeners.add(listener);
      return () => slotListeners.delete(listener);
    },
  };
}

// A transaction's id is its fee payer's signature.
function signatureOf({ transaction, message }) {
  const bytes = transaction.signatures[message.staticAccounts[0]];
  return bytes ? getBase58Decoder().decode(bytes) : null;
}
