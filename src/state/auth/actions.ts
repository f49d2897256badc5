// What the views ask of the embedded connector. SKELETON: the auth-connector branch implements
// these (they load the connector chunk on first use and never before).
import type { SocialProvider } from './auth-state';

const pending = () => Promise.reject(new Error('not implemented yet'));

/** Asks the auth service to email a code to `email`; goes to ConnectingEmail (step `sending` → `codeSent`, or `failed`). */
export function startEmailSignIn(email: string): Promise<void> {
  void email;
  return pending();
}

/** Checks the code the visitor typed; connected on success, else `failed` with the reason and the field kept. */
export function verifyEmailCode(code: string): Promise<void> {
  void code;
  return pending();
}

/** Sends a new code to the same address once `resendAt` has passed. */
export function resendEmailCode(): Promise<void> {
  return pending();
}

/** Opens the provider's sign-in pop-up. Call it synchronously from the click (pop-up blockers); goes to ConnectingSocial. */
export function startSocialSignIn(provider: SocialProvider): void {
  void provider;
}

/** Abandons the social sign-in: the pop-up closes, back to Connect. */
export function cancelSocialSignIn(): void {}

/** Shows a Farcaster sign-in link (ConnectingFarcaster) and waits for its approval. */
export function startFarcasterSignIn(): Promise<void> {
  return pending();
}

/** Switches the EVM account between the smart account and the EOA (the address changes; `accountchange` fires). */
export function switchEmbeddedAccountType(): Promise<void> {
  return pending();
}
