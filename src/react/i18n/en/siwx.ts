// English strings of the sign-in with the wallet view (SiwxSignIn).
export const siwxMessages = {
  'siwx.title': 'Sign in',
  'siwx.intro': '{site} asks you to sign in with your wallet.',
  'siwx.explain': 'Signing a message proves that you own this account. It is free: no transaction is sent.',
  'siwx.site': 'Site',
  'siwx.account': 'Account',
  'siwx.network': 'Network',
  'siwx.signIn': 'Sign in',
  'siwx.cancel': 'Cancel',
  'siwx.cancelDisconnects': 'Cancel disconnects your wallet.',
  'siwx.checking': 'Checking your session…',
  'siwx.waiting': 'Sign the message in your wallet.',
  'siwx.failedTitle': 'Sign-in failed',
} as const;
