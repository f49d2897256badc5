import type { ErrorMessageKey } from '../../../services/errors';
import { shellErrorMessages } from './shell-errors';

// English text for every catalogue message key; SPEC §8 titles are kept word for word at the start.
// A chunk of its own (src/element/chunks.ts, englishErrors): the few the shell needs at once are in ./shell-errors.ts.
export const errorMessages = {
  ...shellErrorMessages,
  'error.fetchTransactionsFailed': 'Failed to fetch transactions. Check your connection and try again.',
  'error.tokenBalanceUnavailable': 'Token Balance Unavailable. Balances could not be loaded for this network; try again in 30 seconds.',
  'error.invalidAppConfiguration':
    'Invalid App Configuration. This site’s origin is not on the project’s allowlist; add it in the project settings.',

  'error.disconnectFailed': 'Failed to disconnect. Try again, or disconnect from your wallet app.',
  'error.gasPriceNetworkUnsupported': 'Network not supported for Gas Price. Switch to a supported network to continue.',
  'error.swapNetworkUnsupported': 'Network not supported for Swaps. Switch to a supported network to swap.',
  'error.accountAddressRequired': 'Transactions can’t be shown without a connected account. Connect a wallet first.',
  'error.nameResolutionFailed': 'Error resolving name. Check the name and try again.',
  'error.nameSuggestionsFailed': 'Error fetching name suggestions. Try again in a moment.',
  'error.namesForAddressFailed': 'Error fetching names for this address. Try again in a moment.',
  'error.nameRegistrationFailed': 'Error registering name. Nothing was registered; please try again.',
  'error.sendAmountAndReceiverRequired': 'An amount and receiver address are required. Fill in both to continue.',
  'error.sendTokenRequired': 'A token is required. Choose the token you want to send.',
  'error.networkFeeUnavailable': 'The network fee could not be estimated. The transfer may not go through; try again in a moment.',
  'error.sendPreparationFailed': 'The transfer could not be prepared from the network’s data. Try again in a moment.',
  'error.sendChainUnsupported': 'Send supports only EVM and Solana chains. Switch to one of those networks to send.',
  'error.unsupportedChain': 'Unsupported chain. Switch to one of the networks this site supports.',
  'error.networkNotFound': 'Network not found. Pick a network from the list.',
  'error.addressOrAuthConnectorNotFound': 'Address or auth connector not found. Sign in with email or a social account to register a name.',
  'error.invalidChainId': 'Invalid chainId. This network cannot be used for names.',

  'error.invalidCaipAddress': 'This is not a valid account address (expected namespace:reference:address).',
  'error.invalidCaipNetworkId': 'This is not a valid network id (expected namespace:reference).',

  'error.http': 'The service answered with an error. Please try again.',
  'error.malformedResponse': 'The service sent an answer we could not read. Please try again later.',
  'error.swapApprovalMismatch': 'The swap service returned an approval that does not match your swap. Nothing was signed.',
  'error.onRampCheckoutRefused': 'The on-ramp service returned a checkout page that is not the provider’s. Nothing was opened.',
  'error.swapTransactionMismatch': 'The swap service returned a transaction that does not match your swap. Nothing was signed.',
  'error.swapSimulationMismatch':
    'Checked on-chain, the swap service’s transaction does not do what this preview shows. Nothing was signed.',
  'error.swapSimulationReverted': 'Checked on-chain, this swap would fail. Nothing was signed.',
  'error.network': 'Could not reach the service. Check your internet connection and try again.',
  'error.timeout': 'The service took too long to answer. Please try again.',
  'error.responseTooLarge': 'The service sent an answer too large to use. Please try again later.',
  'error.render': 'Part of this window could not be shown. Try again, or go back.',

  'error.projectIdRequired': 'WalletConnect is not set up on this site (it needs a project id). Use a browser wallet instead.',
  'error.chainNotApproved':
    'Your wallet did not approve this network for this connection. Reconnect and approve it, or pick another network.',
  'error.signInNonceFailed': 'The site could not start the sign-in. Try again.',
  'error.signInNotVerified': 'The site did not accept the signature. Try again.',
  'error.signInSessionInvalid': "The site's sign-in answer could not be read. Try again.",

  'error.invalidWalletAnswer': 'Your wallet sent an answer that cannot be used. Try again, or use another wallet.',
  'error.walletTimeout': 'Your wallet did not answer. Check it, then try again.',
  'error.walletIdentityConflict': 'Two wallets here claim the same name. Choose yours to connect.',

  'error.authUnavailable': 'The sign-in service could not be reached. Check your connection and try again.',
  'error.authRefused': 'The sign-in service does not accept sign-ins from this site.',
  'error.invalidEmail': 'That email address does not look right. Check it and try again.',
  'error.authWrongCode': 'That code is not right. Check the latest email and try again.',
  'error.authCodeExpired': 'That code has expired. Send a new one.',
  'error.authTooManyTries': 'Too many wrong codes. Send a new one.',
  'error.authRateLimited': 'Too many codes were requested. Wait a moment, then try again.',
  'error.authPopupClosed': 'The sign-in window was closed before you finished. Try again.',
  'error.authPopupBlocked': 'The sign-in window was blocked. Allow pop-ups for this site, then try again.',
  'error.authCancelled': 'Sign-in cancelled.',
  'error.farcasterRejected': 'The sign-in was rejected in Farcaster. Try again.',

  'error.userRejected': 'You rejected the request in your wallet.',
  'error.unauthorized': 'Your wallet has not authorised this site for that account or action. Reconnect and approve access.',
  'error.unsupportedMethod': 'Your wallet does not support this action. Try another wallet.',
  'error.disconnected': 'Your wallet is disconnected. Unlock or reconnect it and try again.',
  'error.switchChainFailed': 'Your wallet does not know this network. Add the network in your wallet, then try again.',

  'error.rpcParse': 'The wallet could not read the request. Please try again.',
  'error.rpcInvalidRequest': 'The wallet received an invalid request. Please try again.',
  'error.rpcMethodNotFound': 'Your wallet does not support this action. Try another wallet.',
  'error.rpcInvalidParams': 'The wallet rejected the request’s details as invalid. Check them and try again.',
  'error.rpcInternal': 'Your wallet hit an internal error. Please try again.',
  'error.rpcInvalidInput': 'The wallet reported missing or invalid details, such as insufficient funds. Check them and try again.',
  'error.rpcResourceNotFound': 'The wallet could not find what was requested. Please try again.',
  'error.rpcResourceUnavailable': 'The wallet is busy with another request. Finish it in your wallet, then try again.',
  'error.rpcTransactionRejected': 'The network rejected the transaction. Check the details and try again.',
  'error.rpcMethodNotSupported': 'Your wallet does not support this action. Try another wallet.',
  'error.rpcLimitExceeded': 'Too many requests to the wallet. Wait a moment and try again.',
  'error.rpcVersionUnsupported': 'Your wallet does not support this request format. Try updating your wallet.',

  'error.walletCapability': 'Your wallet cannot handle this request. Try another wallet.',
  'error.capabilityUnsupported': 'Your wallet does not support a feature this request needs. Try another wallet.',
  'error.capabilityChainUnsupported': 'Your wallet does not support this request on this network. Switch network or wallet.',
  'error.capabilityDuplicateId': 'This request was already sent to your wallet.',
  'error.capabilityUnknownBundleId': 'Your wallet does not know this request. It may have expired; please try again.',
  'error.capabilityBundleTooLarge': 'This request has too many steps for your wallet. Try a smaller one.',
  'error.capabilityUpgradeRejected': 'You declined the account upgrade in your wallet, so the steps cannot run together.',
  'error.capabilityAtomicityUnsupported': 'Your wallet cannot run these steps together. Try another wallet.',
} as const satisfies Record<ErrorMessageKey, string>;
