// English strings of Receive. The catalogue merges them statically (they are tiny);
// the view that uses them loads with the feature's chunk.
export const receiveMessages = {
  'receive.title': 'Receive',
  'receive.qrLabel': 'QR code of your address',
  'receive.addressLabel': 'Your address',
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied',
  'receive.copyFailed': 'Could not copy the address',
  'receive.networksIntro': 'Send to this address only on these networks:',
  'receive.preparing': 'Preparing the QR code',
} as const;
