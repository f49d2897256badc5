// English strings of Send. The catalogue merges them statically; `satisfies` keeps every
// key the send rules can return (src/state/send) written here.
import type { OWN_ADDRESS_WARNING, SendButtonLabel } from '../../../state/send';

type SendRuleKey = Extract<SendButtonLabel, `send.${string}`> | typeof OWN_ADDRESS_WARNING;

export const sendMessages = {
  'send.button.preview': 'Preview Send',
  'send.button.chooseToken': 'Choose a token',
  'send.button.enterAmount': 'Enter an amount',
  'send.button.enterReceiver': 'Enter a receiver',
  'send.button.resolvingName': 'Resolving name…',
  'send.amount.tooLong': 'Amount too long',
  'send.amount.negative': 'Amount can’t be negative',
  'send.amount.notANumber': 'Amount is not a number',
  'send.amount.tooManyDecimals': 'Too many decimals for this token',
  'send.amount.zero': 'Amount must be more than 0',
  'send.amount.overBalance': 'Insufficient balance',
  'send.receiver.invalid': 'Not an address or a name',
  'send.receiver.badChecksum': 'Address checksum is wrong',
  'send.receiver.otherNamespace': 'Address of another network',
  'send.receiver.namesEvmOnly': 'Names work on EVM networks only',
  'send.receiver.ownAddress': 'This is your own address',
} as const satisfies Record<SendRuleKey, string>;

/** Send's views: titles, labels, the preview and the wait for the wallet. */
export const sendViewMessages = {
  'send.title': 'Send',
  'send.selectToken.title': 'Select token',
  'send.preview.title': 'Review send',
  'send.token.label': 'Token',
  'send.token.choose': 'Select token',
  'send.token.balance': 'Balance: {amount}',
  'send.amount.label': 'Amount',
  'send.amount.usd': 'Worth about {usd}',
  'send.max': 'Max',
  'send.receiver.label': 'To',
  'send.receiver.placeholder': 'Address or name',
  'send.receiver.resolvesTo': 'Sends to',
  'send.search.label': 'Search tokens',
  'send.search.none': 'No token matches “{query}”',
  'send.tokens.empty': 'No tokens to send on this network',
  'send.tokens.loading': 'Loading your tokens',
  'send.preview.from': 'From',
  'send.preview.to': 'To',
  'send.preview.amount': 'Amount',
  'send.preview.network': 'Network',
  'send.preview.fee': 'Network fee',
  'send.preview.feeEstimating': 'Estimating…',
  'send.preview.feeUnavailable': 'Could not be estimated',
  'send.preview.feeShortfall': 'Not enough {symbol} left to pay the network fee',
  'send.preview.edit': 'Edit',
  'send.preview.send': 'Send',
  'send.waiting': 'Approve in your wallet',
  'send.waitingHint': 'Confirm the transfer in {wallet}.',
  'send.rejectedTitle': 'Transaction rejected',
  'send.failedTitle': 'Transaction failed',
  'send.unknownTitle': 'Outcome unknown',
  'send.unknownText': 'Your wallet did not answer in time. The transaction may still be sent: check Activity before you try again.',
  'send.retry': 'Retry',
} as const;
