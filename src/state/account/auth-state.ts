// The embedded (auth) account as the views and the store see it: the sign-in in progress (email code, a social
// pop-up, a Farcaster link), the signed-in user and the EVM account type. Plain data only: the secure site's
// client and the connector live in the lazy connector chunk (auth/connector.ts). It sits here, with the accounts,
// so that the page's store (state/store, loaded with the button) reads it without the auth folder's actions.
import type { AuthProvider, EmbeddedAccountType, SocialProvider } from '../settings';
import { defineProxySlice } from '../shared';

// The provider list and the account types are settings too (`socials`, `account-type`): defined there.
export { SOCIAL_PROVIDERS, type AuthProvider, type EmbeddedAccountType, type SocialProvider } from '../settings';

/**
 * Where a sign-in stands. `idle`: none under way; `sending`: asking for an email code;
 * `confirmingDevice`: a new device waits for its approval from the email's link; `codeSent`:
 * waiting for the visitor's code; `verifying`: checking it; `waitingSocial`: the
 * provider's pop-up is open; `waitingFarcaster`: the Farcaster link is shown; `failed`: the last
 * step failed (`errorKey` says why; the view offers to try again).
 */
export type AuthStep = 'idle' | 'sending' | 'confirmingDevice' | 'codeSent' | 'verifying' | 'waitingSocial' | 'waitingFarcaster' | 'failed';

export interface EmbeddedUser {
  provider: AuthProvider;
  /** For email sign-ins. */
  email?: string;
  /** For social sign-ins: the handle or display name the provider gave. */
  username?: string;
}

export interface EmbeddedAccount {
  address: string;
  type: EmbeddedAccountType;
}

export interface AuthState {
  step: AuthStep;
  /** The address a code was sent to (ConnectingEmail shows it). */
  email?: string;
  /** When "Resend code" becomes available (ms since the epoch; the view counts down). */
  resendAt?: number;
  /** i18n key of the last failure (a wrong or expired code, a closed pop-up, …); cleared by the next step. */
  errorKey?: string;
  /** The social login being used (ConnectingSocial), or the one used by the signed-in user. */
  socialProvider?: SocialProvider;
  /** The Farcaster sign-in link (a QR code and a link); replaced when it expires. */
  farcaster?: { url: string };
  /** The signed-in user; undefined while no embedded account is connected. */
  user?: EmbeddedUser;
  /** The EVM account in use and the preference stored for next time. */
  accountType: EmbeddedAccountType;
  /** Both EVM accounts of the signed-in user (SPEC §3 allAccounts). */
  allAccounts: EmbeddedAccount[];
  /** Whether the smart account's contract exists on the active EVM network (false until its first transaction). */
  smartAccountDeployed?: boolean;
  /** A switch of account type is under way. */
  switching: boolean;
}

export const authState = defineProxySlice<AuthState>({
  name: 'auth/state',
  initial: () => ({ step: 'idle', accountType: 'smartAccount', allAccounts: [], switching: false }),
});
