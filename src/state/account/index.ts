// Account: each namespace's connected account (address, balance, identity) and the
// portfolio the account views read. Light: loads with the button.
export { type AccountData, accountNetwork, accountOf, accountState, resetAccount, setAccount } from './account';
export { type Portfolio, portfolioState, type TokenRow } from './portfolio';
export { type AccountSources, type HeldAccount, liveAccountSources, selectHeldAccount } from './held';
export {
  authState,
  SOCIAL_PROVIDERS,
  type AuthProvider,
  type AuthState,
  type AuthStep,
  type EmbeddedAccount,
  type EmbeddedAccountType,
  type EmbeddedUser,
  type SocialProvider,
} from './auth-state';
