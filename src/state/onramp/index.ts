// On-ramp: the public face. The form's state and what the views derive from it, the actions that
// change it, and the purchase in progress. Only On-ramp's views import it (it loads with their chunk).
export {
  checkAmount,
  FALLBACK_ONRAMP_OPTIONS,
  isKnownMethod,
  limitOf,
  ONRAMP_METHODS,
  type KnownOnRampMethod,
  type LimitCheck,
  type OnRampMethod,
} from './rules/limits';
export { compareDecimal, FIAT_DECIMALS, formatFiat, formatFiatNumber, formatTokenAmount, toUnits } from './rules/money';
export { orderQuotes, totalFees, type ProviderQuote } from './rules/quotes';
export {
  assetKeyOf,
  onRampAddress,
  onRampAsset,
  onRampAssets,
  onRampLang,
  onRampState,
  resetOnRampForm,
  selectOnRampView,
  type OnRampSources,
  type OnRampAsset,
  type OnRampPurchase,
  type OnRampState,
  type OnRampView,
} from './onramp';
export {
  chooseOnRampAsset,
  chooseOnRampPayment,
  fetchOnRampQuotesNow,
  loadOnRampOptions,
  ONRAMP_QUOTE_DELAY_MS,
  requestOnRampQuotes,
  setOnRampAmount,
  stopOnRampQuotes,
} from './form';
export { checkPurchase, continueOnRamp, dismissPurchase, followPurchase, ONRAMP_POLL_MS, purchaseRecord } from './purchase';
