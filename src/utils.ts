// Entry of `wallet-modal/utils`: the pure helpers of DESIGN.md §4, for hosts.
// Each comes from its feature's pure rules, never from a module with state.
export {
  isAddress,
  parseCaipAddress,
  parseCaipNetworkId,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
} from './state/shared';
export { validateName, nameCoinType } from './state/account/rules/names';
export { isPairingExpired } from './state/walletconnect/rules/pairing';
export { filterTokenBalances, type BalanceWithQuantity } from './state/balances/rules/balances';
export { filterTransactions, type TransactionForFilter } from './state/account/rules/transactions';
export { toWalletError, type WalletError, type WalletErrorName } from './services/errors';
export { isRetryableStatus } from './services/http/retry-policy';
