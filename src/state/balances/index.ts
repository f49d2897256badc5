// Balances: loads the connected accounts' portfolios and identities from the blockchain
// service (RPC fallback). Lazy: reached with import() from the shell.
export { refreshBalances, trackBalances } from './balances';
export { loadIdentity, refreshIdentity } from './identity';
