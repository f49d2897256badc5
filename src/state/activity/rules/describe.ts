// What a history transaction was, as a row says it (sent, received, swapped…), its main
// transfer and its counterparty. Pure: no valtio, no DOM.
import type { HistoryTransaction, HistoryTransfer, TransactionStatus, TransferDirection } from '../../../services/blockchain-api';

export type ActivityKind =
  'sent' | 'received' | 'swapped' | 'bought' | 'approved' | 'minted' | 'burned' | 'deployed' | 'executed' | 'failed';

/** A transfer as a row shows it: an amount (whole tokens, short) and what moved. */
export interface ActivityTransfer {
  name: string;
  /** Absent for an NFT. */
  symbol?: string;
  iconUrl?: string;
  /** Whole tokens, at most 4 decimals, grouped ("1,234.5"); "<0.0001" for dust. */
  quantity: string;
  /** Whole tokens as a plain decimal ("1234.5"), for the views to write in the visitor's locale (`transferQuantity`). */
  numeric: string;
  direction: TransferDirection;
  isNft: boolean;
}

import { formatDecimalText } from '../../../services/locale-number';
const OPERATIONS: Record<string, ActivityKind> = {
  send: 'sent',
  receive: 'received',
  trade: 'swapped',
  buy: 'bought',
  approve: 'approved',
  mint: 'minted',
  burn: 'burned',
  deploy: 'deployed',
};

/** A decimal quantity for a row: grouped whole part, at most 4 decimals, dust as "<0.0001", in `locale`'s format. */
export function shortQuantity(numeric: string, maxDecimals = 4, locale = 'en'): string {
  const [whole = '0', fraction = ''] = numeric.split('.');
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  const integer = BigInt(whole).toString();
  if (integer === '0' && !cut && /[1-9]/.test(fraction)) return `<${formatDecimalText(`0.${'0'.repeat(maxDecimals - 1)}1`, locale)}`;
  return formatDecimalText(cut ? `${integer}.${cut}` : integer, locale);
}

/** A transfer's quantity as a row shows it, in `locale`'s number format. */
export function transferQuantity(transfer: Pick<ActivityTransfer, 'numeric'>, locale: string): string {
  return shortQuantity(transfer.numeric, 4, locale);
}

const isSpamNft = (transfer: HistoryTransfer) => transfer.nft_info?.flags.is_spam === true;

/** The transfers a row may show: a spam NFT beside real transfers is left out (the real ones stay). */
export function visibleTransfers(transaction: HistoryTransaction): HistoryTransfer[] {
  return transaction.transfers.filter((transfer) => !isSpamNft(transfer));
}

export function toActivityTransfer(transfer: HistoryTransfer): ActivityTransfer {
  const { fungible_info: fungible, nft_info: nft } = transfer;
  return {
    name: fungible?.name ?? nft?.name ?? '',
    symbol: fungible?.symbol,
    iconUrl: fungible?.icon?.url ?? nft?.content?.preview?.url,
    quantity: shortQuantity(transfer.quantity.numeric),
    numeric: transfer.quantity.numeric,
    direction: transfer.direction,
    isNft: !fungible,
  };
}

/** From the directions alone, for an operation the service did not name (execute, or one we do not know). */
function kindFromDirections(transfers: readonly HistoryTransfer[]): ActivityKind {
  const outgoing = transfers.some((transfer) => transfer.direction === 'out');
  const incoming = transfers.some((transfer) => transfer.direction === 'in');
  if (outgoing && incoming) return 'swapped';
  if (outgoing) return 'sent';
  return incoming ? 'received' : 'executed';
}

/** What happened: failed when it failed, else the service's operation type, else what the transfers say. */
export function activityKind(transaction: HistoryTransaction): ActivityKind {
  if (transaction.metadata.status === 'failed') return 'failed';
  return OPERATIONS[transaction.metadata.operationType] ?? kindFromDirections(visibleTransfers(transaction));
}

/** The main transfer a row shows: for a swap what went out, else the first visible one. */
export function mainTransfer(transaction: HistoryTransaction, kind = activityKind(transaction)): HistoryTransfer | undefined {
  const transfers = visibleTransfers(transaction);
  if (kind === 'swapped') return transfers.find((transfer) => transfer.direction === 'out') ?? transfers[0];
  return transfers[0];
}

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

/** The other party: who received what the account sent, or who sent what it received; never the account itself. */
export function counterparty(transaction: HistoryTransaction, ownAddress: string, kind = activityKind(transaction)): string | undefined {
  const { sentFrom, sentTo } = transaction.metadata;
  const incoming = kind === 'received' || kind === 'minted' || kind === 'bought';
  const [first, second] = incoming ? [sentFrom, sentTo] : [sentTo, sentFrom];
  const pick = [first, second].find((party) => party && !same(party, ownAddress));
  return pick || undefined;
}

/** The status a row shows. */
export function statusOf(transaction: HistoryTransaction): TransactionStatus {
  return transaction.metadata.status;
}
