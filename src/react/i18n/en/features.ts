// English strings of the account features row (each feature's own strings sit in its folder).
export const featuresMessages = {
  'features.label': 'Account actions',
  'features.onramp': 'Buy',
  'features.swaps': 'Swap',
  'features.receive': 'Receive',
  'features.send': 'Send',
  'features.history': 'Activity',
  'features.names': 'Name',
} as const;
