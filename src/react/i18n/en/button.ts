// English labels of the element's own account button (rendered before the modal loads).
export const buttonMessages = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.reconnecting': 'Reconnecting…',
  'button.accountPrefix': 'Account',
} as const;
