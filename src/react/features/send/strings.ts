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
