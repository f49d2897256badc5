// The blockchain service: balances, identity and names.
export { createBlockchainApi, type BlockchainApi, type BlockchainApiOptions, type FetchBalancesQuery } from './client';
export { parseBalance, parseBalances, parseIdentity, toPlainDecimal, type Identity, type ServiceBalance } from './parse';
export { coinTypesFor, parseProfile, type ResolvedProfile } from './profile';
