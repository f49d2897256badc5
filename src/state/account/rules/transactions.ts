// Which transactions the history shows (SPEC §5).

/** The part of a blockchain-service transaction these rules read. */
export interface TransactionForFilter {
  metadata: { chain?: string | null };
  transfers?: ReadonlyArray<{ nft_info?: { flags?: { is_spam?: boolean } } | null }> | null;
}

const hasSpamNft = (transaction: TransactionForFilter): boolean =>
  (transaction.transfers ?? []).some((transfer) => transfer.nft_info?.flags?.is_spam === true);

/** Keeps the transactions of the active chain (`metadata.chain`, a CAIP-2 id) that carry no NFT flagged as spam. */
export function filterTransactions<T extends TransactionForFilter>(transactions: readonly T[], caipNetworkId: string): T[] {
  return transactions.filter((transaction) => transaction.metadata.chain === caipNetworkId && !hasSpamNft(transaction));
}
