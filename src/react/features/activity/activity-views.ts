// Activity's chunk: its views by route (the registry loads it on first use).
import { TransactionDetailsView } from './TransactionDetailsView';
import { TransactionsView } from './TransactionsView';

export const views = { Transactions: TransactionsView, TransactionDetails: TransactionDetailsView };
