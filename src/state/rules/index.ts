// Pure business rules: no DOM, no React, no I/O.
export { isAddress, type ChainNamespace } from './address';
export {
  parseCaipAddress, parseCaipNetworkId,
  type CaipAddress, type CaipNetworkId, type ParsedCaipAddress, type ParsedCaipNetworkId,
} from './caip';
export { validateName, nameCoinType } from './names';
export { isPairingExpired } from './pairing';
export { filterTokenBalances, type BalanceWithQuantity } from './balances';
export { filterTransactions, type TransactionForFilter } from './transactions';
