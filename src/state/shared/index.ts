// Shared: types, the known networks, CAIP ids, URL rules and constants every feature
// uses. Pure, light.
export { isAddress } from './address';
export {
  type CaipAddress,
  networkOfCaipAddress,
  parseCaipAddress,
  parseCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
} from './caip';
export {
  BALANCE_CACHE_MS,
  BALANCE_RETRY_GAP_MS,
  IDENTITY_CACHE_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  MAX_NAME_CHAIN_ID_EXCLUSIVE,
  NAME_CACHE_MS,
  PAIRING_EXPIRY_THRESHOLD_MS,
  PENDING_TRANSACTIONS_LIMIT,
  PAIRING_LIFETIME_MS,
  RECENT_WALLETS_MAX,
  RECOMMENDED_WALLETS_COUNT,
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
  WALLET_SEARCH_ENTRIES,
  WALLETS_PAGE_SIZE,
} from './constants';
export { isSupportedNamespace, resolveNetwork } from './known-networks';
export { isSuperseded, latestTask, SupersededError, type LatestTask, type TaskRun } from './latest-task';
export { defineProxySlice, defineSlice, defineTask, defineTimer, resetSlices, type SliceTimer } from './slice';
export { MAX_PUBLIC_DETAIL, publicErrorMessage } from './public-message';
export {
  type AccountFeature,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectionStatus,
  type ConnectorInfo,
  type ConnectorType,
  NAMESPACES,
  type NativeCurrency,
  type Network,
  type Theme,
  type ViewName,
} from './types';
export { isSafeDeepLink, isSafeImageUrl, isSafeWebUrl } from './urls';
