// Which transactions the history shows (SPEC §5).

/** The part of a blockchain-service transaction these rules read. */
export interface TransactionForFilter {
  metadata: { chain?: string | null };
  transfers?: ReadonlyArray<{ nft_info?: { flags?: { is_spam?: boolean } } | null }> | null;
}

type Transfer = NonNullable<TransactionForFilter['transfers']>[number];

const isSpamNft = (transfer: Transfer): boolean => transfer.nft_info?.flags?.is_spam === true;

/** Spam only when every transfer is a spam NFT: a real payment next to an airdropped NFT must stay visible. */
const isSpamTransaction = ({ transfers }: TransactionForFilter): boolean =>
  Boolean(transfers && transfers.length > 0 && transfers.every(isSpamNft));

/** Keeps the transactions of the active chain (`metadata.chain`, a CAIP-2 id), hiding those whose transfers are all NFTs flagged as spam. */
export function filterTransactions<T extends TransactionForFilter>(transactions: readonly T[], caipNetworkId: string): T[] {
  return transactions.filter((transaction) => transaction.metadata.chain === caipNetworkId && !isSpamTransaction(transaction));
}
