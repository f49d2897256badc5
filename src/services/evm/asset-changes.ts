// What a simulated batch moved in and out of one account, from its traced logs (issue 25): ERC-20 and ERC-721
// `Transfer` events, and the native coin's transfers that eth_simulateV1's `traceTransfers` reports as `Transfer`
// logs of 0xeeee…eeee. Gas is not a transfer: it is not counted. Pure, so the rules can trust its sums.

/** `Transfer(address,address,uint256)`, the same topic for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** The native coin's address in traced transfers, and in the swap service's answers. */
export const NATIVE_ASSET = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export interface TracedLog {
  address: string;
  topics: readonly (string | null)[];
  data: string;
}

/** Net change of each asset the account sent or received, by lower-case contract address (the coin: NATIVE_ASSET). */
export type AssetChanges = ReadonlyMap<string, bigint>;

const WORD = /^0x[0-9a-fA-F]{64}$/;

const topicAddress = (topic: string | null | undefined): string | undefined =>
  topic && WORD.test(topic) && /^0x0{24}/.test(topic) ? `0x${topic.slice(26).toLowerCase()}` : undefined;

/**
 * The amount a Transfer log moves: an ERC-20's value (its data), or one token of an ERC-721 (its id is the
 * fourth topic). A Transfer from the account that cannot be read counts as one unit lost, so it is never ignored.
 */
function transferredAmount(log: TracedLog): bigint | undefined {
  if (log.topics.length === 4) return 1n;
  if (log.topics.length === 3 && WORD.test(log.data)) return BigInt(log.data);
  return undefined;
}

/** The account's net change per asset over `logs` (in order); assets whose sends and receipts cancel stay listed at 0. */
export function netAssetChanges(logs: readonly TracedLog[], account: string): AssetChanges {
  const self = account.toLowerCase();
  const changes = new Map<string, bigint>();
  const add = (asset: string, delta: bigint) => changes.set(asset, (changes.get(asset) ?? 0n) + delta);
  for (const log of logs) {
    if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) continue;
    const from = topicAddress(log.topics[1]);
    const to = topicAddress(log.topics[2]);
    if (from !== self && to !== self) continue;
    const asset = log.address.toLowerCase();
    const amount = transferredAmount(log);
    if (amount === undefined) {
      if (from === self && to !== self) add(asset, -1n);
      continue;
    }
    if (from === self) add(asset, -amount);
    if (to === self) add(asset, amount);
  }
  return changes;
}
