// Embedded accounts (email, social logins, Farcaster) through the hosted secure site: the state the views
// read and the actions they call. The connector itself is a lazy chunk loaded on first use.
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
} from '../account';
export { AUTH_PROVIDER_NAMES } from './provider-names';
export { authOffer, type AuthOffer, type OfferSources, selectAuthOffer } from './offer';
export {
  cancelSocialSignIn,
  loadAuthConnector,
  resendEmailCode,
  EMAIL_RESEND_AFTER_MS,
  startEmailSignIn,
  startFarcasterSignIn,
  startSocialSignIn,
  switchEmbeddedAccountType,
  verifyEmailCode,
} from './actions';
export { isValidEmail } from './rules/email';
