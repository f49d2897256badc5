// Entry of `wallet-modal/utils`: the pure helpers of DESIGN.md §4, for hosts.
export {
  isAddress, parseCaipAddress, parseCaipNetworkId, validateName, nameCoinType,
  isPairingExpired, filterTokenBalances, filterTransactions,
  type ChainNamespace, type CaipAddress, type CaipNetworkId, type ParsedCaipAddress, type ParsedCaipNetworkId,
  type BalanceWithQuantity, type TransactionForFilter,
} from './state/rules';
export { toWalletError, type WalletError, type WalletErrorName } from './services/errors';
export { isRetryableStatus } from './services/http/retry-policy';
