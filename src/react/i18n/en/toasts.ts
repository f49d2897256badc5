// English strings of the transaction toasts and the account button's pending count: both come
// with the toasts' chunk (src/element/toasts), loaded at the first followed transaction.
export const toastMessages = {
  'toast.region': 'Transactions',
  'toast.status.pending': 'Pending',
  'toast.status.confirmed': 'Confirmed',
  'toast.status.failed': 'Failed',
  'toast.status.replaced': 'Replaced',
  'toast.send': 'Sending {amount} {symbol} to {to}',
  'toast.swap': 'Swapping {amount} {symbol}',
  'toast.approve': 'Approving a token for a swap',
  'toast.onramp': 'Receiving {symbol}',
  'toast.transaction': 'Transaction {hash}',
  'toast.reason': 'Reason: {reason}',
  'toast.replacedHint': 'Sped up or cancelled in the wallet',
  'toast.explorer': 'View on explorer',
  'toast.dismiss': 'Dismiss',
  'toast.pendingCount': '{count, plural, one {# transaction pending} other {# transactions pending}}',
} as const;
