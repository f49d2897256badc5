// The blockchain service: balances and identity.
export { createBlockchainApi, type BlockchainApi, type BlockchainApiOptions, type FetchBalancesQuery } from './client';
export { parseBalance, parseBalances, parseIdentity, toPlainDecimal, type Identity, type ServiceBalance } from './parse';
