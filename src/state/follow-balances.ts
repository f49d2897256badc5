// Connecting (or restoring) counts as intent: from then on the connected accounts'
// balances and identity are followed by state/balances, loaded as a lazy chunk.
export function followBalances() {
  void import('./balances').then(({ trackBalances }) => trackBalances());
}
