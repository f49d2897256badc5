// The error catalogue: every named error of the product and the wallet RPC code mapping.
export { errorCatalogue, type ErrorName, type ErrorCode, type ErrorMessageKey, type RefinedMessageKey } from './catalogue';
export {
  WalletModalError,
  HttpError,
  createError,
  isWalletModalError,
  type ErrorOptions,
  type HttpErrorDetails,
} from './wallet-modal-error';
export { chainFailure } from './chain-failure';
export { WalletError, toWalletError, walletErrorNameForCode, type WalletErrorName } from './wallet-error';
