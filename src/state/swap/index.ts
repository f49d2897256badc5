// Swap: the public face. The form's state and what the views derive from it, the actions that
// change it, and the wallet steps. Only Swap's views import it (it loads with their chunk); the
// transaction sending and receipt wait are a chunk of their own.
export {
  BPS,
  constantProductIn,
  constantProductOut,
  formatBps,
  POOL_FEE_KEEP,
  PRICE_IMPACT_CONFIRM_BPS,
  PRICE_IMPACT_WARN_BPS,
  priceImpactBps,
  priceImpactLevel,
  type PriceImpactLevel,
} from './rules/pool';
export {
  DEFAULT_SLIPPAGE,
  MAX_SLIPPAGE,
  minimumReceived,
  parseSlippage,
  type SlippageCheck,
  type SlippageProblem,
  SLIPPAGE_PRESETS,
  worsenedBeyondSlippage,
} from './rules/slippage';
export { type QuoteStatus, swapProblem, type SwapFormFacts, type SwapProblem } from './rules/messages';
export {
  FORM_APPROVE_GAS,
  FORM_SWAP_GAS,
  formatSwapAmount,
  isNativeSwapToken,
  rateOf,
  quoteKeyOf,
  selectSwapAccount,
  selectSwapView,
  swapAccount,
  type SwapAccount,
  type SwapSources,
  swapState,
  swapToken,
  swapTokens,
  swapView,
  type SwapQuoteState,
  type SwapSimulationState,
  type SwapState,
  type SwapStep,
  type SwapSubmit,
  type SwapTokenRow,
  type SwapView,
} from './swap';
export {
  chooseSwapToken,
  confirmPriceImpact,
  flipSwap,
  loadSwapTokens,
  setSwapAmount,
  setSwapMax,
  setSwapSlippage,
  startChoosingSwapToken,
} from './form';
export {
  fetchQuoteNow,
  isQuoteStale,
  loadGasPrice,
  quoteFailureStatus,
  serviceReason,
  QUOTE_DELAY_MS,
  QUOTE_MAX_AGE_MS,
  referenceAmount,
  requestQuote,
} from './quote';
export { followSwapRoutes, leaveSwapPreview, prepareSwapPreview, resetSwap, submitSwap } from './submit';
export { confirmUncheckedSwap } from './steps';
