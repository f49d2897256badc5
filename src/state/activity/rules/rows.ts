// The rows Activity shows for the active network: the visitor's own unsettled transactions
// first (newest first), then the service's, spam-only ones hidden (SPEC §5). Pure.
import type { HistoryTransaction, TransactionStatus } from '../../../services/blockchain-api';
import { filterTransactions } from '../../account/rules/transactions';
import {
  activityKind,
  counterparty,
  mainTransfer,
  shortQuantity,
  toActivityTransfer,
  visibleTransfers,
  type ActivityKind,
  type ActivityTransfer,
} from './describe';
import { sameTransaction, type FollowedStatus, type PendingTransaction } from './pending';

export interface ActivityRow {
  /** Unique in the list. */
  id: string;
  hash: string;
  caipNetworkId: string;
  kind: ActivityKind;
  /** `replaced` only for the visitor's own (another transaction took its nonce). */
  status: TransactionStatus | FollowedStatus;
  /** When it was mined (or sent, while pending), ms since epoch. */
  time: number;
  /** The transfer the row shows; absent when nothing moved (an approval, a failed call). */
  transfer?: ActivityTransfer;
  /** Every transfer shown on its details. */
  transfers: ActivityTransfer[];
  counterparty?: string;
  from?: string;
  to?: string;
  /** Added by the visitor's own action and not yet listed by the service. */
  own: boolean;
}

const PENDING_KINDS: Record<PendingTransaction['kind'], ActivityKind> = {
  send: 'sent',
  swap: 'swapped',
  approve: 'approved',
  onramp: 'bought',
  name: 'executed',
  contract: 'executed',
};

/** Whole tokens from base units, exactly (bigint), as decimal text. */
function wholeTokens(amount: string, decimals: number): string {
  const digits = BigInt(amount)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export function rowOfTransaction(transaction: HistoryTransaction, ownAddress: string): ActivityRow {
  const kind = activityKind(transaction);
  const main = mainTransfer(transaction, kind);
  const { metadata } = transaction;
  return {
    id: transaction.id,
    hash: metadata.hash,
    caipNetworkId: metadata.chain,
    kind,
    status: metadata.status,
    time: Date.parse(metadata.minedAt),
    transfer: main && toActivityTransfer(main),
    transfers: visibleTransfers(transaction).map(toActivityTransfer),
    counterparty: counterparty(transaction, ownAddress, kind),
    from: metadata.sentFrom || undefined,
    to: metadata.sentTo,
    own: false,
  };
}

export function rowOfPending(pending: PendingTransaction): ActivityRow {
  const { amount, decimals, symbol } = pending;
  const readable =
    amount !== undefined &&
    decimals !== undefined &&
    /^\d{1,78}$/.test(amount) &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= 255;
  const transfer: ActivityTransfer | undefined = readable
    ? {
        name: symbol ?? '',
        symbol,
        iconUrl: pending.iconUrl,
        quantity: shortQuantity(wholeTokens(amount, decimals)),
        numeric: wholeTokens(amount, decimals),
        direction: 'out',
        isNft: false,
      }
    : undefined;
  return {
    id: `own:${pending.caipNetworkId}:${pending.hash}`,
    hash: pending.hash,
    caipNetworkId: pending.caipNetworkId,
    kind: pending.status === 'failed' ? 'failed' : PENDING_KINDS[pending.kind],
    status: pending.status,
    time: pending.addedAt,
    transfer,
    transfers: transfer ? [transfer] : [],
    counterparty: pending.to,
    from: pending.from,
    to: pending.to,
    own: true,
  };
}

/** The list for `caipNetworkId`: the account's own transactions the service does not list yet on top, then the service's, never one twice. */
export function activityRows(
  transactions: readonly HistoryTransaction[],
  pending: readonly PendingTransaction[],
  caipNetworkId: string,
  ownAddress: string,
  purchases: readonly string[] = [],
): ActivityRow[] {
  const mine = (from: string) =>
    caipNetworkId.startsWith('eip155:') ? from.toLowerCase() === ownAddress.toLowerCase() : from === ownAddress;
  const own = pending.filter(
    (tracked) =>
      tracked.caipNetworkId === caipNetworkId &&
      mine(tracked.from) &&
      !transactions.some(({ metadata }) => sameTransaction(tracked, { hash: metadata.hash, caipNetworkId: metadata.chain })),
  );
  const listed = filterTransactions(transactions, caipNetworkId);
  const seen = new Set<string>();
  const rows: ActivityRow[] = [];
  // The service lists an on-ramp delivery as a plain receipt; the visitor bought it.
  const isPurchase = (hash: string) =>
    purchases.some((purchase) => (hash.startsWith('0x') ? purchase.toLowerCase() === hash.toLowerCase() : purchase === hash));
  const bought = (row: ActivityRow): ActivityRow => (row.kind === 'received' && isPurchase(row.hash) ? { ...row, kind: 'bought' } : row);
  for (const row of [...own.map(rowOfPending), ...listed.map((transaction) => bought(rowOfTransaction(transaction, ownAddress)))]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return rows;
}

/** The transaction a details view shows: its row's id, and the hash and network that stay when its row changes. */
export type SelectedTransaction = Pick<ActivityRow, 'id' | 'hash' | 'caipNetworkId'>;

/**
 * The row of the selected transaction: the one with its id, else the same transaction's new row (an own pending row
 * becomes the service's entry once the service lists it, under another id).
 */
export function selectedRow(rows: readonly ActivityRow[], selected: SelectedTransaction | undefined): ActivityRow | undefined {
  if (!selected) return undefined;
  return rows.find((row) => row.id === selected.id) ?? rows.find((row) => sameTransaction(row, selected));
}
