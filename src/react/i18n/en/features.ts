// English strings of the account features row and the Receive view.
export const featuresMessages = {
  'features.label': 'Account actions',
  'features.onramp': 'Buy',
  'features.swaps': 'Swap',
  'features.receive': 'Receive',
  'features.send': 'Send',
  'features.history': 'Activity',
  'features.names': 'Name',
  'receive.title': 'Receive',
  'receive.qrLabel': 'QR code of your address',
  'receive.addressLabel': 'Your address',
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied',
  'receive.copyFailed': 'Could not copy the address',
  'receive.networksIntro': 'Send to this address only on these networks:',
  'receive.preparing': 'Preparing the QR code',
} as const;
