// Every feature's strings, merged statically into the catalogue (so `MessageKey` knows
// them and the modal can title a feature's view before its chunk is in).
import { activityMessages } from './activity/strings';
import { namesMessages, namesViewMessages } from './names/strings';
import { onRampMessages, onRampViewMessages } from './onramp/strings';
import { receiveMessages } from './receive/strings';
import { sendMessages, sendViewMessages } from './send/strings';
import { swapMessages, swapViewMessages } from './swap/strings';

export const featureMessages = {
  ...receiveMessages,
  ...sendMessages,
  ...sendViewMessages,
  ...activityMessages,
  ...swapMessages,
  ...swapViewMessages,
  ...onRampMessages,
  ...onRampViewMessages,
  ...namesMessages,
  ...namesViewMessages,
} as const;
