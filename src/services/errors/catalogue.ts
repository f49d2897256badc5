// Every error the product names, in one table: name → stable code, i18n message key and
// the developer-facing message (SPEC.md §8 wording where the spec gives one).

interface CatalogueEntry {
  readonly code: string;
  readonly messageKey: `error.${string}`;
  readonly message: string;
}

export const errorCatalogue = {
  // Shown to the user (SPEC §8).
  FetchTransactionsError: {
    code: 'FETCH_TRANSACTIONS_FAILED',
    messageKey: 'error.fetchTransactionsFailed',
    message: 'Failed to fetch transactions',
  },
  TokenBalanceUnavailableError: {
    code: 'TOKEN_BALANCE_UNAVAILABLE',
    messageKey: 'error.tokenBalanceUnavailable',
    message: 'Token Balance Unavailable',
  },
  InvalidAppConfigurationError: {
    code: 'INVALID_APP_CONFIGURATION',
    messageKey: 'error.invalidAppConfiguration',
    message: 'Invalid App Configuration',
  },
  UnknownError: { code: 'UNKNOWN_ERROR', messageKey: 'error.unknown', message: 'Unknown error' },

  // The host's settings (attributes, `config`): a malformed value is ignored. Not InvalidAppConfigurationError,
  // which SPEC §8 keeps for the origin allowlist (HTTP 403 from analytics).
  InvalidConfigurationError: { code: 'INVALID_CONFIGURATION', messageKey: 'error.invalidConfiguration', message: 'Invalid configuration' },

  // Thrown by state actions and services (SPEC §8).
  DisconnectError: { code: 'DISCONNECT_FAILED', messageKey: 'error.disconnectFailed', message: 'Failed to disconnect' },
  GasPriceNetworkUnsupportedError: {
    code: 'GAS_PRICE_NETWORK_UNSUPPORTED',
    messageKey: 'error.gasPriceNetworkUnsupported',
    message: 'Network not supported for Gas Price',
  },
  SwapNetworkUnsupportedError: {
    code: 'SWAP_NETWORK_UNSUPPORTED',
    messageKey: 'error.swapNetworkUnsupported',
    message: 'Network not supported for Swaps',
  },
  AccountAddressRequiredError: {
    code: 'ACCOUNT_ADDRESS_REQUIRED',
    messageKey: 'error.accountAddressRequired',
    message: "Transactions can't be fetched without an accountAddress",
  },
  NameResolutionError: { code: 'NAME_RESOLUTION_FAILED', messageKey: 'error.nameResolutionFailed', message: 'Error resolving name' },
  NameSuggestionsError: {
    code: 'NAME_SUGGESTIONS_FAILED',
    messageKey: 'error.nameSuggestionsFailed',
    message: 'Error fetching name suggestions',
  },
  NamesForAddressError: {
    code: 'NAMES_FOR_ADDRESS_FAILED',
    messageKey: 'error.namesForAddressFailed',
    message: 'Error fetching names for address',
  },
  NameRegistrationError: {
    code: 'NAME_REGISTRATION_FAILED',
    messageKey: 'error.nameRegistrationFailed',
    message: 'Error registering name',
  },
  SendAmountAndReceiverRequiredError: {
    code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    messageKey: 'error.sendAmountAndReceiverRequired',
    message: 'An amount and receiver address are required',
  },
  SendTokenRequiredError: { code: 'SEND_TOKEN_REQUIRED', messageKey: 'error.sendTokenRequired', message: 'A token is required' },
  SendChainUnsupportedError: {
    code: 'SEND_CHAIN_UNSUPPORTED',
    messageKey: 'error.sendChainUnsupported',
    message: 'Send supports only EVM and Solana chains',
  },
  UnsupportedChainError: { code: 'UNSUPPORTED_CHAIN', messageKey: 'error.unsupportedChain', message: 'Unsupported chain' },
  NetworkNotFoundError: { code: 'NETWORK_NOT_FOUND', messageKey: 'error.networkNotFound', message: 'Network not found' },
  AuthConnectorNotFoundError: {
    code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    messageKey: 'error.addressOrAuthConnectorNotFound',
    message: 'Address or auth connector not found',
  },
  InvalidChainIdError: { code: 'INVALID_CHAIN_ID', messageKey: 'error.invalidChainId', message: 'Invalid chainId' },

  // Send: reading the chain to price or build a transfer (a timeout stays TimeoutError).
  NetworkFeeUnavailableError: {
    code: 'NETWORK_FEE_UNAVAILABLE',
    messageKey: 'error.networkFeeUnavailable',
    message: 'The network fee could not be estimated',
  },
  SendPreparationError: {
    code: 'SEND_PREPARATION_FAILED',
    messageKey: 'error.sendPreparationFailed',
    message: 'The transfer could not be prepared',
  },

  // Parsing chain-agnostic identifiers (CAIP-2, CAIP-10).
  InvalidCaipAddressError: {
    code: 'INVALID_CAIP_ADDRESS',
    messageKey: 'error.invalidCaipAddress',
    message: 'Invalid chain-agnostic address',
  },
  InvalidCaipNetworkIdError: { code: 'INVALID_CAIP_NETWORK_ID', messageKey: 'error.invalidCaipNetworkId', message: 'Invalid network id' },

  // HTTP client.
  HttpError: { code: 'HTTP_ERROR', messageKey: 'error.http', message: 'Request failed' },
  MalformedResponseError: { code: 'MALFORMED_RESPONSE', messageKey: 'error.malformedResponse', message: 'Malformed response body' },
  NetworkError: { code: 'NETWORK_ERROR', messageKey: 'error.network', message: 'Network request failed' },
  TimeoutError: { code: 'TIMEOUT', messageKey: 'error.timeout', message: 'Request timed out' },
  ResponseTooLargeError: { code: 'RESPONSE_TOO_LARGE', messageKey: 'error.responseTooLarge', message: 'Response body too large' },
  ChunkLoadError: { code: 'CHUNK_LOAD_FAILED', messageKey: 'error.chunkLoad', message: 'Part of wallet-modal could not be loaded' },

  // A view that threw while rendering (data it could not show): its error boundary shows this.
  RenderError: { code: 'RENDER_FAILED', messageKey: 'error.render', message: 'Part of wallet-modal could not be shown' },

  // Sign-in with the wallet (a nonce or a session that fails refines its message key).
  SignInError: { code: 'SIGN_IN_FAILED', messageKey: 'error.signInNotVerified', message: 'Sign-in failed' },

  // WalletConnect.
  ProjectIdRequiredError: {
    code: 'PROJECT_ID_REQUIRED',
    messageKey: 'error.projectIdRequired',
    message: 'WalletConnect needs a project id (the project-id attribute)',
  },
  ChainNotApprovedError: {
    code: 'CHAIN_NOT_APPROVED',
    messageKey: 'error.chainNotApproved',
    message: 'The wallet did not approve this network for the session',
  },

  // A wallet on the page broke the rules: what it sent is refused, it took too long, or it claims another's identity.
  InvalidWalletAnswerError: { code: 'INVALID_WALLET_ANSWER', messageKey: 'error.invalidWalletAnswer', message: 'Invalid wallet answer' },
  WalletTimeoutError: { code: 'WALLET_TIMEOUT', messageKey: 'error.walletTimeout', message: 'Wallet timed out' },
  WalletIdentityConflictError: {
    code: 'WALLET_IDENTITY_CONFLICT',
    messageKey: 'error.walletIdentityConflict',
    message: 'Wallet identity conflict',
  },

  // Embedded accounts: the hosted secure site (docs/secure-site-protocol.md) and the sign-ins through it.
  AuthUnavailableError: {
    code: 'AUTH_UNAVAILABLE',
    messageKey: 'error.authUnavailable',
    message: 'The sign-in service could not be reached',
  },
  AuthRefusedError: { code: 'AUTH_REFUSED', messageKey: 'error.authRefused', message: 'The sign-in service refused this site' },
  InvalidEmailError: { code: 'INVALID_EMAIL', messageKey: 'error.invalidEmail', message: 'Invalid email address' },
  AuthWrongCodeError: { code: 'AUTH_WRONG_CODE', messageKey: 'error.authWrongCode', message: 'Wrong code' },
  AuthCodeExpiredError: { code: 'AUTH_CODE_EXPIRED', messageKey: 'error.authCodeExpired', message: 'The code has expired' },
  AuthTooManyTriesError: { code: 'AUTH_TOO_MANY_TRIES', messageKey: 'error.authTooManyTries', message: 'Too many wrong codes' },
  AuthRateLimitedError: { code: 'AUTH_RATE_LIMITED', messageKey: 'error.authRateLimited', message: 'Too many codes requested' },
  AuthPopupClosedError: { code: 'AUTH_POPUP_CLOSED', messageKey: 'error.authPopupClosed', message: 'The sign-in window was closed' },
  AuthPopupBlockedError: { code: 'AUTH_POPUP_BLOCKED', messageKey: 'error.authPopupBlocked', message: 'The sign-in window was blocked' },
  AuthCancelledError: { code: 'AUTH_CANCELLED', messageKey: 'error.authCancelled', message: 'Sign-in cancelled' },
  FarcasterRejectedError: {
    code: 'FARCASTER_REJECTED',
    messageKey: 'error.farcasterRejected',
    message: 'The Farcaster sign-in was rejected',
  },

  // Wallet RPC (EIP-1193 provider errors; 5000 is WalletConnect's rejection).
  UserRejectedError: { code: 'USER_REJECTED', messageKey: 'error.userRejected', message: 'User rejected the request' },
  UnauthorizedError: {
    code: 'UNAUTHORIZED',
    messageKey: 'error.unauthorized',
    message: 'The requested method or account has not been authorized',
  },
  UnsupportedMethodError: {
    code: 'UNSUPPORTED_METHOD',
    messageKey: 'error.unsupportedMethod',
    message: 'The wallet does not support the requested method',
  },
  DisconnectedError: { code: 'DISCONNECTED', messageKey: 'error.disconnected', message: 'The wallet is disconnected' },
  SwitchChainError: {
    code: 'SWITCH_CHAIN_FAILED',
    messageKey: 'error.switchChainFailed',
    message: 'The wallet does not recognise the chain',
  },

  // JSON-RPC 2.0 and EIP-1474.
  ParseRpcError: { code: 'RPC_PARSE_ERROR', messageKey: 'error.rpcParse', message: 'Invalid JSON was received' },
  InvalidRequestRpcError: {
    code: 'RPC_INVALID_REQUEST',
    messageKey: 'error.rpcInvalidRequest',
    message: 'The JSON sent is not a valid request',
  },
  MethodNotFoundRpcError: { code: 'RPC_METHOD_NOT_FOUND', messageKey: 'error.rpcMethodNotFound', message: 'The method does not exist' },
  InvalidParamsRpcError: { code: 'RPC_INVALID_PARAMS', messageKey: 'error.rpcInvalidParams', message: 'Invalid method parameters' },
  InternalRpcError: { code: 'RPC_INTERNAL', messageKey: 'error.rpcInternal', message: 'Internal JSON-RPC error' },
  InvalidInputRpcError: { code: 'RPC_INVALID_INPUT', messageKey: 'error.rpcInvalidInput', message: 'Missing or invalid parameters' },
  ResourceNotFoundRpcError: {
    code: 'RPC_RESOURCE_NOT_FOUND',
    messageKey: 'error.rpcResourceNotFound',
    message: 'Requested resource not found',
  },
  ResourceUnavailableRpcError: {
    code: 'RPC_RESOURCE_UNAVAILABLE',
    messageKey: 'error.rpcResourceUnavailable',
    message: 'Requested resource not available',
  },
  TransactionRejectedRpcError: {
    code: 'RPC_TRANSACTION_REJECTED',
    messageKey: 'error.rpcTransactionRejected',
    message: 'Transaction creation failed',
  },
  MethodNotSupportedRpcError: {
    code: 'RPC_METHOD_NOT_SUPPORTED',
    messageKey: 'error.rpcMethodNotSupported',
    message: 'Method is not implemented',
  },
  LimitExceededRpcError: { code: 'RPC_LIMIT_EXCEEDED', messageKey: 'error.rpcLimitExceeded', message: 'Request exceeds defined limit' },
  JsonRpcVersionUnsupportedError: {
    code: 'RPC_VERSION_UNSUPPORTED',
    messageKey: 'error.rpcVersionUnsupported',
    message: 'Version of JSON-RPC protocol is not supported',
  },

  // Wallet capabilities (EIP-5792).
  WalletCapabilityError: {
    code: 'WALLET_CAPABILITY_ERROR',
    messageKey: 'error.walletCapability',
    message: 'The wallet cannot handle this request',
  },
  UnsupportedCapabilityError: {
    code: 'CAPABILITY_UNSUPPORTED',
    messageKey: 'error.capabilityUnsupported',
    message: 'The wallet does not support a required capability',
  },
  UnsupportedChainIdError: {
    code: 'CAPABILITY_CHAIN_UNSUPPORTED',
    messageKey: 'error.capabilityChainUnsupported',
    message: 'The wallet does not support calls on this chain',
  },
  DuplicateIdError: {
    code: 'CAPABILITY_DUPLICATE_ID',
    messageKey: 'error.capabilityDuplicateId',
    message: 'A batch with this id was already submitted',
  },
  UnknownBundleIdError: {
    code: 'CAPABILITY_UNKNOWN_BUNDLE_ID',
    messageKey: 'error.capabilityUnknownBundleId',
    message: 'This batch id is unknown or has not been submitted',
  },
  BundleTooLargeError: {
    code: 'CAPABILITY_BUNDLE_TOO_LARGE',
    messageKey: 'error.capabilityBundleTooLarge',
    message: 'The batch is too large for the wallet',
  },
  AtomicReadyWalletRejectedUpgradeError: {
    code: 'CAPABILITY_UPGRADE_REJECTED',
    messageKey: 'error.capabilityUpgradeRejected',
    message: 'The account upgrade for atomic calls was rejected',
  },
  AtomicityNotSupportedError: {
    code: 'CAPABILITY_ATOMICITY_UNSUPPORTED',
    messageKey: 'error.capabilityAtomicityUnsupported',
    message: 'The wallet cannot execute these calls atomically',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];
/** UI messages more specific than a catalogue entry's, for one case of it (the error keeps its name and code). */
export const refinedMessageKeys = [
  'error.swapApprovalMismatch',
  'error.swapTransactionMismatch',
  'error.swapSimulationMismatch',
  'error.swapSimulationReverted',
  'error.onRampCheckoutRefused',
  'error.signInNonceFailed',
  'error.signInSessionInvalid',
] as const;
export type RefinedMessageKey = (typeof refinedMessageKeys)[number];
export type ErrorMessageKey = (typeof errorCatalogue)[ErrorName]['messageKey'] | RefinedMessageKey;
