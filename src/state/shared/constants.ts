// Business constants and limits (SPEC §9). Times are in milliseconds unless the name says otherwise.
export { MIN_RETRY_GAP_MS } from '../../services/http/retry-policy';

export const PAIRING_LIFETIME_MS = 4 * 60_000;
/** A pairing URI counts as expired when this much or less of its life remains. */
export const PAIRING_EXPIRY_THRESHOLD_MS = 10_000;

/** After a balance failure, no new attempt before this gap. */
export const BALANCE_RETRY_GAP_MS = 30_000;
export const BALANCE_CACHE_MS = 30_000;
export const NATIVE_BALANCE_CACHE_MS = 30_000;
export const NAME_CACHE_MS = 5 * 60_000;
export const IDENTITY_CACHE_MS = 5 * 60_000;

export const RECENT_WALLETS_MAX = 2;
export const RECOMMENDED_WALLETS_COUNT = 4;
export const WALLETS_PAGE_SIZE = 40;
export const WALLET_SEARCH_ENTRIES = 100;

export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000;

export const RPC_TIMEOUT_MS = 10_000;
export const RPC_RETRY_COUNT = 3;
/** First retry delay of the JSON-RPC transport; it doubles on each retry. */
export const RPC_RETRY_DELAY_MS = 150;
export const RPC_BATCH_SIZE = 1000;

export const PENDING_TRANSACTIONS_LIMIT = 99;
export const DEFAULT_SWAP_SLIPPAGE = 1;
export const ERROR_REPORTS_PER_MINUTE = 5;
export const SHAKE_DURATION_MS = 500;

/** Names are EVM-only; ENSIP-11 coin types exist for chain ids below 2^31. */
export const MAX_NAME_CHAIN_ID_EXCLUSIVE = 2_147_483_648;
