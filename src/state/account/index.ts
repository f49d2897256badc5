// Account: each namespace's connected account (address, balance, identity), the embedded sign-in's
// state, and the portfolio the account views read. Light: loads with the button.
export { type AccountData, accountNetwork, accountOf, accountState, resetAccount, setAccount } from './account';
export { type Portfolio, portfolioState, type TokenRow } from './portfolio';
export { type AccountSources, type HeldAccount, liveAccountSources, selectHeldAccount } from './held';
export * from './auth-state';
export * from './sign-in-state';
