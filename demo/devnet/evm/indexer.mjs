// Follows one EVM chain block by block and keeps every transaction with the
// transfers it made: native value, ERC-20 and ERC-721 Transfer logs of the
// known contracts. Queries call sync() first, so answers are never stale.
import { decodeEventLog, erc20Abi, erc721Abi, parseAbiItem, toEventSelector } from 'viem';

const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');
// NativePool's payout of the native coin: an internal transfer, which only this log shows.
const NATIVE_SENT_EVENT = parseAbiItem('event NativeSent(address indexed to, uint256 amount)');
const NATIVE_SENT_TOPIC = toEventSelector(NATIVE_SENT_EVENT);
const FETCH_CONCURRENCY = 16;

/** The native coin a known native pool paid out in `log`, if it is its NativeSent. */
function nativePayoutOf(log, nativeSenders) {
  const pool = log.address.toLowerCase();
  if (!nativeSenders.has(pool) || log.topics[0] !== NATIVE_SENT_TOPIC) return undefined;
  const { args } = decodeEventLog({ abi: [NATIVE_SENT_EVENT], topics: log.topics, data: log.data });
  return { asset: 'native', from: pool, to: args.to.toLowerCase(), amount: args.amount };
}

/** The transfers of one log, if it is a Transfer of a known contract. */
function transferOf(log, assets) {
  const asset = assets.get(log.address.toLowerCase());
  if (!asset || log.topics[0] !== TRANSFER_TOPIC) return undefined;
  const isNft = log.topics.length === 4;
  if (isNft !== (asset.kind === 'erc721')) return undefined;
  const { args } = decodeEventLog({ abi: isNft ? erc721Abi : erc20Abi, topics: log.topics, data: log.data, eventName: 'Transfer' });
  return {
    asset: log.address.toLowerCase(),
    from: args.from.toLowerCase(),
    to: args.to.toLowerCase(),
    ...(isNft ? { tokenId: args.tokenId } : { amount: args.value }),
  };
}

function recordOf(block, tx, receipt, assets, nativeSenders) {
  const succeeded = receipt.status === '0x1';
  const to = (tx.to ?? receipt.contractAddress)?.toLowerCase() ?? null;
  const transfers = [];
  if (succeeded && tx.value > 0n) transfers.push({ asset: 'native', from: tx.from.toLowerCase(), to, amount: tx.value });
  for (const log of receipt.logs) {
    const transfer = transferOf(log, assets) ?? nativePayoutOf(log, nativeSenders);
    if (transfer) transfers.push(transfer);
  }
  return {
    hash: tx.hash,
    blockNumber: block.number,
    minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
    from: tx.from.toLowerCase(),
    to,
    isCreation: tx.to === null,
    selector: tx.input.slice(0, 10),
    nonce: tx.nonce,
    status: succeeded ? 'confirmed' : 'failed',
    transfers,
  };
}

/**
 * @param {{client: import('viem').PublicClient, assets: Map<string, {kind: 'erc20'|'erc721'}>, pollMs?: number,
 *   nativeSenders?: string[]}} options  nativeSenders: native pools whose NativeSent logs are native transfers
 */
export function createEvmIndexer({ client, assets, pollMs = 1000, nativeSenders: senders = [] }) {
  const nativeSenders = new Set(senders.map((address) => address.toLowerCase()));
  const records = [];
  const byAddress = new Map();
  const blockHashes = [];
  let syncing = Promise.resolve();
  let timer;

  const remember = (record) => {
    const index = records.push(record) - 1;
    const parties = new Set([record.from, record.to, ...record.transfers.flatMap((t) => [t.from, t.to])]);
    for (const party of parties) {
      if (!party) continue;
      if (!byAddress.has(party)) byAddress.set(party, []);
      byAddress.get(party).push(index);
    }
  };

  const fetchBlock = async (number) => {
    const blockTag = `0x${number.toString(16)}`;
    const [block, receipts] = await Promise.all([
      client.getBlock({ blockNumber: number, includeTransactions: true }),
      client.request({ method: 'eth_getBlockReceipts', params: [blockTag] }),
    ]);
    return { block, receipts };
  };

  // A reverted snapshot or reset rewrites blocks we indexed: forget them.
  const dropRewrittenBlocks = async (latest) => {
    let keep = Math.min(blockHashes.length, Number(latest) + 1);
    while (keep > 0) {
      const block = await client.getBlock({ blockNumber: BigInt(keep - 1) });
      if (block.hash === blockHashes[keep - 1]) break;
      keep -= 1;
    }
    if (keep === blockHashes.length) return;
    blockHashes.length = keep;
    const kept = records.filter((record) => record.blockNumber < BigInt(keep));
    records.length = 0;
    byAddress.clear();
    kept.forEach(remember);
  };

  const catchUp = async () => {
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    await dropRewrittenBlocks(latest);
    for (let start = BigInt(blockHashes.length); start <= latest; start += BigInt(FETCH_CONCURRENCY)) {
      const numbers = [];
      for (let n = start; n <= latest && n < start + BigInt(FETCH_CONCURRENCY); n += 1n) numbers.push(n);
      for (const { block, receipts } of await Promise.all(numbers.map(fetchBlock))) {
        const receiptOf = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]));
        for (const tx of block.transactions) remember(recordOf(block, tx, receiptOf.get(tx.hash), assets, nativeSenders));
        blockHashes.push(block.hash);
      }
    }
  };

  /** Indexes every block up to the chain's head; concurrent calls share one pass at a time. */
  const sync = () => {
    syncing = syncing.catch(() => {}).then(catchUp);
    return syncing;
  };

  const poll = () => {
    timer = setTimeout(
      () =>
        sync()
          .catch(() => {})
          .finally(() => timer && poll()),
      pollMs,
    );
    timer.unref();
  };

  return {
    sync,
    start: () => sync().then(poll),
    stop: async () => {
      clearTimeout(timer);
      timer = undefined;
      await syncing.catch(() => {});
    },
    /** Records that touch `address`, newest first. */
    recordsOf: (address) => (byAddress.get(address.toLowerCase()) ?? []).map((index) => records[index]).reverse(),
  };
}
