// Every JSON-RPC method the shim serves over HTTP, by name.
import { createRequire } from 'node:module';
import { accountMethods } from './rpc-accounts.mjs';
import { transactionMethods } from './rpc-transactions.mjs';

const LITESVM_VERSION = createRequire(import.meta.url)('litesvm/package.json').version;
// The Agave release whose RPC shapes the shim follows.
const API_VERSION = '2.2.0';
const SLOTS_PER_EPOCH = 432_000n;

function clusterMethods({ chain, withContext }) {
  return {
    getLatestBlockhash: () => withContext(chain.latestBlockhash()),
    // The blockhash check is off, so every blockhash a client holds stays usable.
    isBlockhashValid: () => withContext(true),
    getSlot: () => chain.slot(),
    getBlockHeight: () => chain.blockHeight(),
    getTransactionCount: () => chain.transactionCount(),
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': `${API_VERSION} (litesvm ${LITESVM_VERSION})`, 'feature-set': 0 }),
    getGenesisHash: () => chain.genesisHash,
    getEpochInfo: () => {
      const slot = chain.slot();
      return {
        absoluteSlot: slot,
        blockHeight: chain.blockHeight(),
        epoch: slot / SLOTS_PER_EPOCH,
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: chain.transactionCount(),
      };
    },
  };
}

/** The method table for `answerRequest`. */
export function createRpcMethods({ chain, faucet }) {
  const withContext = (value) => ({ context: { apiVersion: API_VERSION, slot: chain.slot() }, value });
  const options = { chain, faucet, withContext };
  return { ...clusterMethods(options), ...accountMethods(options), ...transactionMethods(options) };
}
