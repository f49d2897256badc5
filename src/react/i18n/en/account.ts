// English strings for the Account view: identity, address, network, balances.
export const accountMessages = {
  'account.title': 'Account',
  'account.copyAddress': 'Copy address',
  'account.copied': 'Address copied',
  'account.copyFailed': 'Could not copy the address',
  'account.explorer': 'View on block explorer',
  'account.disconnect': 'Disconnect',
  'account.network': 'Network: {network}',
  'account.balance': 'Balance',
  'account.tokens': 'Tokens',
  'account.tokensLoading': 'Loading balances',
  'account.total': 'Total',
  'account.noPrice': 'No price',
  'account.retry': 'Retry',
  'account.identityFailed': 'Name unavailable.',
} as const;
