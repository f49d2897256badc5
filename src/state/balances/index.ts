// Balances: loads the connected accounts' portfolios and identities from the blockchain
// service (RPC fallback). Lazy: reached with import() from the shell.
export { refreshBalances, resetBalances, trackBalances } from './balances';
export { loadIdentity } from './identity';
// Send reads the client here too; its home is state/blockchain-api (Activity uses it without the balances code).
export { blockchainApi } from '../blockchain-api';
