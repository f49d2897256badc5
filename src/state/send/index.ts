// Send: the public face. Today only its pure rules (amount, receiver, the button); nothing
// imports them yet except their unit tests. The views (WalletSend, WalletSendSelectToken,
// WalletSendPreview) and Send's state come next (issue 11).
export {
  amountUsd, amountUsdScaled, type AmountCheck, type AmountProblem, formatAmountInput, MAX_AMOUNT_INPUT_LENGTH,
  maxAmount, parseAmount,
} from './rules/amount';
export { classifyReceiver, OWN_ADDRESS_WARNING, type Receiver, type ReceiverProblem, sameAddress } from './rules/receiver';
export {
  type NameResolution, sendButton, type SendButton, type SendButtonLabel, sendFormError, type SendForm, sendNamespace,
} from './rules/send-button';
