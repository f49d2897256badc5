// GET /v1/account/{address}/history: every source's indexed history merged
// newest first, with a cursor that stays right while new transactions arrive.
import { parseUnits } from 'viem';
import { priceOf, valueOf } from './prices.mjs';

export const HISTORY_PAGE_SIZE = 20;

/** Items newer sort first; ties by chain, then by age within the chain (stable as the list grows). */
function compareKeys(a, b) {
  if (a.minedAt !== b.minedAt) return a.minedAt > b.minedAt ? -1 : 1;
  if (a.chain !== b.chain) return a.chain < b.chain ? -1 : 1;
  return b.age - a.age;
}

// A cursor holds the last item's key and how many items each chain had on the first page, so later
// pages list exactly that snapshot: a transaction that lands meanwhile waits for a fresh first page.
const encodeCursor = (key, counts) => Buffer.from(JSON.stringify([key.minedAt, key.chain, key.age, counts])).toString('base64url');

const isCounts = (counts) =>
  typeof counts === 'object' && counts !== null && !Array.isArray(counts) && Object.values(counts).every(Number.isInteger);

function decodeCursor(cursor) {
  try {
    const [minedAt, chain, age, counts] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof minedAt === 'string' && typeof chain === 'string' && Number.isInteger(age) && isCounts(counts)) {
      return { key: { minedAt, chain, age }, counts };
    }
  } catch {
    // fall through: not a cursor we issued
  }
  return undefined;
}

/** Adds the hosted transfer's price and value to fungible transfers we can price. */
function withPrices(transfer) {
  const symbol = transfer.fungible_info?.symbol;
  if (!symbol || priceOf(symbol) === 0) return transfer;
  const decimals = transfer.quantity.numeric.split('.')[1]?.length ?? 0;
  const amount = parseUnits(transfer.quantity.numeric, decimals);
  return { ...transfer, price: priceOf(symbol), value: valueOf(symbol, amount, decimals) };
}

/**
 * One page of history. Throws a TypeError for a cursor we did not issue.
 * @returns {Promise<{data: object[], next: string | null}>}
 */
export async function historyPage(sources, address, { cursor, pageSize = HISTORY_PAGE_SIZE }) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !after) throw new TypeError('invalid cursor');
  const lists = await Promise.all(sources.map((source) => source.getHistory(address)));
  const keyed = lists.flatMap((items, s) =>
    items.map((item, i) => ({ item, key: { minedAt: item.metadata.minedAt, chain: sources[s].caipNetworkId, age: items.length - 1 - i } })),
  );
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  const counts = after?.counts ?? Object.fromEntries(sources.map((source, s) => [source.caipNetworkId, lists[s].length]));
  const inSnapshot = ({ key }) => key.age < (counts[key.chain] ?? 0);
  const remaining = after ? keyed.filter((entry) => inSnapshot(entry) && compareKeys(entry.key, after.key) > 0) : keyed;
  const page = remaining.slice(0, pageSize);
  const next = remaining.length > pageSize ? encodeCursor(page[page.length - 1].key, counts) : null;
  const data = page.map(({ item }) => ({ ...item, transfers: item.transfers.map(withPrices) }));
  return { data, next };
}
