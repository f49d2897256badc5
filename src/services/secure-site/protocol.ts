// The hosted secure site's frame protocol, version 4 (docs/secure-site-protocol.md): the message
// names the product sends, the method lists that decide what needs the visitor's approval, and
// the deadline of every wait. Plain data: no imports.

/** The protocol version the frame is asked for (`version=4`); pinned, so a change on the other side is a clear error. */
export const SECURE_SITE_PROTOCOL_VERSION = '4';

export const APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';

/** The app messages the product sends (`@w3m-app/<name>`); each is answered by `<name>_SUCCESS` or `<name>_ERROR`. */
export const APP_MESSAGES = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'RPC_REQUEST',
  'RPC_ABORT',
  'SIGN_OUT',
  'SET_PREFERRED_ACCOUNT',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
] as const;
export type AppMessage = (typeof APP_MESSAGES)[number];

/** What the frame posts without being asked (`READY` once loaded; `SESSION_UPDATE` is in version 4's schema, unused). */
export const FRAME_EVENTS = ['READY', 'SESSION_UPDATE'] as const;
export type FrameEvent = (typeof FRAME_EVENTS)[number];

export type AccountType = 'eoa' | 'smartAccount';
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export type SecureSiteSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Methods the frame signs or sends: each waits for the visitor's approval in the frame, one at a time. */
export const UNSAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]);

/** Methods the frame answers without the visitor (reads, and broadcasting a transaction already signed). */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
]);

/** How long the frame may take to load and post READY. */
export const READY_TIMEOUT_MS = 20_000;
/** The hosted clients wait this long after READY before their first message; so do we. */
export const AFTER_READY_DELAY_MS = 500;
/** Bookkeeping (sync, user, network, preference): the frame answers at once. */
export const QUICK_TIMEOUT_MS = 30_000;
/** A sign-in step that waits for the secure site's back end (an email sent, a code checked, a social result). */
export const SIGN_IN_TIMEOUT_MS = 120_000;
/** A wait on the visitor elsewhere (a device approved from an email link, a Farcaster approval). */
export const VISITOR_WAIT_TIMEOUT_MS = 600_000;
/** An RPC request the frame answers alone (a read through its RPC). */
export const RPC_READ_TIMEOUT_MS = 60_000;
/** An RPC request the visitor approves in the frame. */
export const APPROVAL_TIMEOUT_MS = 300_000;
/** Signing out: the hosted clients stop waiting after 3 s. */
export const SIGN_OUT_TIMEOUT_MS = 5_000;
/** The social pop-up: how often it is checked for being closed, and the longest it may stay open. */
export const POPUP_POLL_MS = 1_000;
export const POPUP_TIMEOUT_MS = 600_000;

const TIMEOUTS: Partial<Record<AppMessage, number>> = {
  CONNECT_EMAIL: SIGN_IN_TIMEOUT_MS,
  CONNECT_OTP: SIGN_IN_TIMEOUT_MS,
  GET_SOCIAL_REDIRECT_URI: SIGN_IN_TIMEOUT_MS,
  CONNECT_SOCIAL: SIGN_IN_TIMEOUT_MS,
  CONNECT_DEVICE: VISITOR_WAIT_TIMEOUT_MS,
  CONNECT_FARCASTER: VISITOR_WAIT_TIMEOUT_MS,
  SIGN_OUT: SIGN_OUT_TIMEOUT_MS,
};

/** The deadline of one message; an RPC request's depends on whether the visitor approves it. */
export function timeoutFor(message: AppMessage, rpcMethod?: string): number {
  if (message === 'RPC_REQUEST')
    return rpcMethod !== undefined && UNSAFE_RPC_METHODS.has(rpcMethod) ? APPROVAL_TIMEOUT_MS : RPC_READ_TIMEOUT_MS;
  return TIMEOUTS[message] ?? QUICK_TIMEOUT_MS;
}
