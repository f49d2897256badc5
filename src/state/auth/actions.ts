// What the views ask of the embedded connector: the sign-ins through the secure site (an email
// code, with a new device's approval; a social pop-up; a Farcaster link) and the account-type
// switch. The connector's chunk (connector.ts, with the secure site's client) loads on first use
// and never before. Leaving the sign-in's view or closing the modal abandons it (its waits abort);
// every failure is reported (`error`) and leaves a state the view can retry from. Timers and
// Date.now() are read at call time, so fake clocks installed by tests drive them.
import { authChunks } from '../chunks/auth';
import { subscribe } from 'valtio';
import { createError, isWalletModalError } from '../../services/errors';
import { completeConnection } from '../connection';
import { reportError } from '../events';
import { currentView, modalState, pushView, routerState, goBack } from '../router';
import { defineSlice, defineTask, type TaskRun, type ViewName } from '../shared';
import { authState, type SocialProvider } from '../account';
import type { SignInMethod } from './embedded';
import { openSignInPopup } from './popup';
import { isValidEmail } from './rules/email';

/** How long before "Resend code" is offered again (the secure site limits how often it mails). */
export const EMAIL_RESEND_AFTER_MS = 30_000;

const loadConnector = authChunks.authConnector;

/** The connector, its chunk loaded (a stored sign-in's restore); a failed load rejects, unreported (the restore reports it). */
export const loadAuthConnector = () => authChunks.authConnector.quiet().then((module) => module.authConnector);

/** The sign-in under way (a code typed or resent belongs to it): a new one, leaving its view or closing the modal supersedes it. */
const signIn = defineTask('auth/sign-in');
const attempt = defineSlice<{ popup?: Window; stopWatching?: () => void }>({
  name: 'auth/attempt',
  initial: () => ({}),
  dispose: () => stopAttempt(),
});

function closePopup() {
  if (attempt.popup && !attempt.popup.closed) attempt.popup.close();
  attempt.popup = undefined;
}

/** Ends any sign-in under way: its answers are ignored, its waits abort, its pop-up closes. */
function stopAttempt() {
  signIn.cancel();
  attempt.stopWatching?.();
  attempt.stopWatching = undefined;
  closePopup();
}

/** A new attempt, followed while the modal shows `view`. */
function startAttempt(view: ViewName): TaskRun {
  stopAttempt();
  const run = signIn.start();
  if (currentView() !== view) pushView(view);
  const check = () => {
    if (run.isCurrent() && (!modalState.open || currentView() !== view)) abandon();
  };
  const stops = [subscribe(modalState, check), subscribe(routerState, check)];
  attempt.stopWatching = () => stops.forEach((stop) => stop());
  return run;
}

function abandon() {
  stopAttempt();
  Object.assign(authState, { step: 'idle', errorKey: undefined, farcaster: undefined });
}

/** The attempt failed: reported, and the view shows why (`failed`); a superseded one ends quietly. */
function fail(run: TaskRun, error: unknown) {
  if (!run.isCurrent()) return;
  const view = currentView();
  const { messageKey } = reportError(error, view);
  closePopup();
  Object.assign(authState, { step: 'failed', errorKey: messageKey });
}

/** The sign-in is done in the frame: the user's accounts connect and the modal shows Account. */
async function finish(run: TaskRun, method: SignInMethod) {
  const { authConnector, signedIn } = await run.step(loadConnector());
  const accounts = await run.step(signedIn(method));
  stopAttempt();
  Object.assign(authState, { step: 'idle', errorKey: undefined, farcaster: undefined });
  completeConnection(authConnector, accounts);
}

/** The secure site's client, for `run`. */
async function clientFor(run: TaskRun) {
  const { secureSite } = await run.step(loadConnector());
  return run.step(secureSite());
}

/** Asks for a code (or, on a new device, for its approval first); a live session for that address connects at once. */
async function requestCode(run: TaskRun, email: string) {
  const client = await clientFor(run);
  const { signal } = run;
  const action = await run.step(client.connectEmail(email, { signal }));
  if (action === 'CONNECT') return finish(run, { provider: 'email' });
  if (action === 'VERIFY_DEVICE') {
    Object.assign(authState, { step: 'confirmingDevice' });
    // Approving the device mails the code.
    await run.step(client.connectDevice({ signal }));
  }
  Object.assign(authState, { step: 'codeSent', resendAt: Date.now() + EMAIL_RESEND_AFTER_MS });
}

/** Asks the secure site to email a code to `email`; goes to ConnectingEmail (step `sending` → `codeSent`, or `failed`). */
export async function startEmailSignIn(email: string): Promise<void> {
  const address = email.trim();
  if (!isValidEmail(address)) {
    const { messageKey } = reportError(createError('InvalidEmailError'));
    Object.assign(authState, { step: 'failed', errorKey: messageKey });
    return;
  }
  const run = startAttempt('ConnectingEmail');
  Object.assign(authState, { step: 'sending', email: address, errorKey: undefined, resendAt: undefined });
  try {
    await requestCode(run, address);
  } catch (error) {
    fail(run, error);
  }
}

/** Checks the code the visitor typed; connected on success, else `failed` with the reason and the field kept. */
export async function verifyEmailCode(code: string): Promise<void> {
  const { email, step } = authState;
  // One check at a time (a pasted code submits itself; a click may follow).
  if (!email || step === 'verifying') return;
  const run = signIn.current();
  Object.assign(authState, { step: 'verifying', errorKey: undefined });
  try {
    const client = await clientFor(run);
    await run.step(client.connectOtp(code.trim(), { signal: run.signal }));
    await finish(run, { provider: 'email' });
  } catch (error) {
    fail(run, error);
  }
}

/** Sends a new code to the same address once `resendAt` has passed. */
export async function resendEmailCode(): Promise<void> {
  const { email, resendAt } = authState;
  if (!email || (resendAt !== undefined && Date.now() < resendAt)) return;
  const run = signIn.current();
  Object.assign(authState, { step: 'sending', errorKey: undefined });
  try {
    await requestCode(run, email);
  } catch (error) {
    fail(run, error);
  }
}

async function runSocial(run: TaskRun, provider: Exclude<SocialProvider, 'farcaster'>, popup: Window) {
  const { secureSite, userRequest, signInWithSocial } = await run.step(loadConnector());
  const client = await run.step(secureSite());
  const user = await run.step(signInWithSocial(client, popup, provider, userRequest(), { signal: run.signal }));
  await finish(run, { provider, ...(user.userName ? { username: user.userName } : {}) });
}

/** Opens the provider's sign-in pop-up. Call it synchronously from the click (pop-up blockers); goes to ConnectingSocial. */
export function startSocialSignIn(provider: SocialProvider): void {
  if (provider === 'farcaster') return void startFarcasterSignIn();
  // Opened first, in the click: the provider's address comes once the frame answers.
  const opened = openSignInPopup();
  const run = startAttempt('ConnectingSocial');
  Object.assign(authState, { step: 'waitingSocial', socialProvider: provider, errorKey: undefined });
  if (!opened) return fail(run, createError('AuthPopupBlockedError'));
  attempt.popup = opened;
  runSocial(run, provider, opened).catch((error: unknown) => fail(run, error));
}

/** Abandons the social sign-in: the pop-up closes, back to Connect. */
export function cancelSocialSignIn(): void {
  abandon();
  if (currentView() === 'ConnectingSocial') goBack();
}

const EXPIRED = /expired/i;

/** Shows a Farcaster link and waits for its approval; an expired link is replaced by a new one. */
async function runFarcaster(run: TaskRun): Promise<void> {
  const client = await clientFor(run);
  const { signal } = run;
  for (;;) {
    const url = await run.step(client.getFarcasterUri({ signal }));
    Object.assign(authState, { step: 'waitingFarcaster', farcaster: { url } });
    try {
      const { userName } = await run.step(client.connectFarcaster({ signal }));
      return await finish(run, { provider: 'farcaster', ...(userName ? { username: userName } : {}) });
    } catch (error) {
      if (!(isWalletModalError(error) && EXPIRED.test(error.message))) throw error;
    }
  }
}

/** Shows a Farcaster sign-in link (ConnectingFarcaster) and waits for its approval. */
export async function startFarcasterSignIn(): Promise<void> {
  const run = startAttempt('ConnectingFarcaster');
  Object.assign(authState, { step: 'waitingFarcaster', socialProvider: 'farcaster', farcaster: undefined, errorKey: undefined });
  try {
    await runFarcaster(run);
  } catch (error) {
    fail(run, error);
  }
}

/** Switches the EVM account between the smart account and the EOA (the address changes; `accountchange` fires). */
export async function switchEmbeddedAccountType(): Promise<void> {
  if (authState.switching) return;
  authState.switching = true;
  try {
    const { setAccountType, refreshSmartAccountDeployed } = await loadConnector();
    await setAccountType(authState.accountType === 'smartAccount' ? 'eoa' : 'smartAccount');
    await refreshSmartAccountDeployed();
  } catch (error) {
    reportError(error);
  } finally {
    authState.switching = false;
  }
}
