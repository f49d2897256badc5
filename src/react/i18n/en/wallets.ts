// English strings of the registry lists: Connect's recent/recommended/All wallets, and AllWallets.
export const walletsMessages = {
  'wallets.recentTag': 'Recent',
  'wallets.loading': 'Loading wallets',
  'wallets.loadingMore': 'Loading more wallets',
  'wallets.loadFailed': 'Wallets could not be loaded',
  'wallets.retry': 'Try again',
  'wallets.allWallets': 'All wallets',
  'wallets.allWalletsTitle': 'All Wallets',
  'wallets.searchLabel': 'Search wallets',
  'wallets.noResults': 'No wallets found',
  'wallets.resultsCount': '{count, plural, one {# wallet found} other {# wallets found}}',
  'wallets.grid': 'Wallets',
} as const;
