// The blockchain service: balances, identity, names, history, swaps and on-ramp.
export {
  createBlockchainApi,
  type BlockchainApi,
  type BlockchainApiOptions,
  type FetchBalancesQuery,
  type FetchHistoryQuery,
} from './client';
export { parseBalance, parseBalances, parseIdentity, toPlainDecimal, type Identity, type ServiceBalance } from './parse';
export {
  MAX_HISTORY_PAGE,
  parseHistoryPage,
  parseHistoryTransaction,
  parseHistoryTransfer,
  type HistoryPage,
  type HistoryTransaction,
  type HistoryTransfer,
  type TransactionStatus,
  type TransferDirection,
} from './history';
export type { ResolvedProfile } from './profile';
export {
  MAX_NAME_SUGGESTIONS,
  MAX_SESSIONS,
  parseNamesForAddress,
  parseNameSuggestions,
  parseRegisteredName,
  parseSessions,
  serviceRefusal,
  type NameSuggestion,
  type NamesApi,
  type RegisterNameRequest,
  type SessionPermission,
  type SmartSession,
} from './names';
export {
  NATIVE_TOKEN_ADDRESS,
  isInsufficientLiquidity,
  type SwapAllowanceQuery,
  type SwapApi,
  type SwapApproval,
  type SwapApprovalQuery,
  type SwapGasPrice,
  type SwapQuote,
  type SwapQuoteQuery,
  type SwapToken,
  type SwapTransaction,
  type SwapTransactionQuery,
} from './convert';
export {
  ONRAMP_PROVIDERS,
  type OnRampApi,
  type OnRampHistoryQuery,
  type OnRampOptions,
  type OnRampPaymentCurrency,
  type OnRampPurchaseCurrency,
  type OnRampQuote,
  type OnRampQuoteQuery,
  type OnRampUrlQuery,
} from './onramp';
