// Send: the public face. The form's state and what the views derive from it, the actions that
// change it, and the submit that asks the wallet. Only Send's views import the state (it loads
// with their chunk); the chain code behind fees and signing is a chunk of its own.
export {
  amountUsd,
  amountUsdScaled,
  type AmountCheck,
  type AmountProblem,
  formatAmountInput,
  MAX_AMOUNT_INPUT_LENGTH,
  maxAmount,
  parseAmount,
} from './rules/amount';
export { classifyReceiver, OWN_ADDRESS_WARNING, type Receiver, type ReceiverProblem, sameAddress } from './rules/receiver';
export {
  type NameResolution,
  sendButton,
  type SendButton,
  type SendButtonLabel,
  sendFormError,
  type SendForm,
  sendNamespace,
} from './rules/send-button';
export { feeShortfall } from './rules/fee';
export {
  chosenToken,
  formatSendAmount,
  isNativeToken,
  selectSendAccount,
  selectSendView,
  sendAccount,
  type SendAccount,
  type SendFeeView,
  type SendSources,
  sendState,
  sendView,
  type SendFee,
  type SendState,
  type SendSubmit,
  type SendView,
  walletNameOf,
} from './send';
export { chooseSendToken, NAME_RESOLVE_DELAY_MS, retryNameLookup, setSendAmount, setSendMax, setSendReceiver } from './form';
export { estimateFee } from './fee';
export { leaveSendPreview, prepareSendForm, resetSend, submitSend } from './submit';
