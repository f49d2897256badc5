// The secure-site protocol's envelope, version 4 (docs/secure-site-protocol.md): app events
// `{type: '@w3m-app/<NAME>', id?, payload?}` in, `{type: '@w3m-frame/<NAME>_SUCCESS' | '_ERROR', id, payload}`
// out, the readiness message, the RPC method lists and the error strings the stand-in answers with.

export const APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';

/** The app events the stand-in answers (every one has a _SUCCESS and an _ERROR). */
export const APP_EVENTS = new Set([
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
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  'INIT_SMART_ACCOUNT',
]);

/** Methods that need the visitor's approval in the frame (AppKit's NOT_SAFE_RPC_METHODS). */
export const UNSAFE_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]);

/** Read methods forwarded to the active network's RPC, or answered by the frame (accounts, chain, calls). */
export const SAFE_METHODS = new Set([
  'eth_accounts',
  'eth_requestAccounts',
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
]);

/** The error strings (`_ERROR {message}`); version 4 has no codes, clients match these texts. */
export const ERRORS = {
  invalidEmail: 'Invalid email',
  notInitialised: 'The frame is not initialised: send SYNC_DAPP_DATA first',
  notSignedIn: 'User is not signed in',
  userRejected: 'User rejected the request.',
  aborted: 'Request was aborted',
  notAllowed: 'Requested RPC call is not allowed',
  notSupported: 'Not supported by this secure site',
  projectMismatch: 'projectId does not match the frame',
  unknownChain: 'Unsupported chain',
  deviceDenied: 'Device was not approved',
  deviceExpired: 'Device approval expired: sign in again',
  farcasterRejected: 'Farcaster sign-in was rejected',
  farcasterExpired: 'Farcaster sign-in expired: ask for a new link',
  socialCancelled: 'Social sign-in was cancelled',
  socialUnknown: 'Unknown social sign-in result',
  noPendingEmail: 'Send CONNECT_EMAIL first',
  noPendingFarcaster: 'Send GET_FARCASTER_URI first',
  wrongAccount: 'The address is not the signed-in account',
};

const ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * The app event in `data`: `{name, id, payload}`; `name` undefined for an unknown `@w3m-app/` type.
 * Undefined for anything else (not an app event, a malformed id or payload): the frame ignores those.
 */
export function parseAppEvent(data) {
  if (typeof data !== 'object' || data === null || typeof data.type !== 'string' || !data.type.startsWith(APP_PREFIX)) return undefined;
  const { id, payload } = data;
  if (id !== undefined && (typeof id !== 'string' || !ID.test(id))) return undefined;
  if (payload !== undefined && (typeof payload !== 'object' || payload === null || Array.isArray(payload))) return undefined;
  const name = data.type.slice(APP_PREFIX.length);
  return { name: APP_EVENTS.has(name) ? name : undefined, type: data.type, id, payload: payload ?? {} };
}

const withId = (id) => (id === undefined ? {} : { id });

export const readyMessage = () => ({ type: `${FRAME_PREFIX}READY`, payload: {} });

/** `@w3m-frame/<name>_SUCCESS`, with `payload` unless it is undefined. */
export const successMessage = (name, id, payload) => ({
  type: `${FRAME_PREFIX}${name}_SUCCESS`,
  ...withId(id),
  ...(payload === undefined ? {} : { payload }),
});

/** `@w3m-frame/<name>_ERROR {message}` (the message bounded). */
export const errorMessage = (name, id, message) => ({
  type: `${FRAME_PREFIX}${name}_ERROR`,
  ...withId(id),
  payload: { message: String(message).slice(0, 500) },
});
