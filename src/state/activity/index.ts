// Activity: the connected account's transaction history on the active network, and the
// visitor's own transactions while they are pending. Light: Send's state imports
// addPendingTransaction; the chain readers and the views load only when needed.
export {
  ACTIVITY_REFRESH_MS,
  activityState,
  activityTarget,
  loadActivity,
  loadMoreActivity,
  refreshActivity,
  retryActivity,
  showTransaction,
  type ActivityState,
  type ActivityStatus,
} from './history';
export { addPendingTransaction, isPollingPending, onChainSettled, PENDING_POLL_MS, pendingState } from './pending';
export { activityRows, selectedRow, type ActivityRow, type SelectedTransaction } from './rules/rows';
export { groupByDay, timeAgo, type Ago, type DayEntry, type DayLabel } from './rules/days';
export { transferQuantity, type ActivityKind, type ActivityTransfer } from './rules/describe';
export type { PendingTransaction, PendingTransactionInput } from './rules/pending';
export { counterpartyName, counterpartyNames, lookupCounterpartyName } from './counterparty-names';
