// What the views ask of the embedded connector: the sign-ins (email code, a social pop-up, a
// Farcaster link) and the account-type switch. The connector's chunk (connector.ts, with the
// frame) loads on first use and never before. Leaving the sign-in's view or closing the modal
// abandons it; every failure is reported (`error`) and leaves a state the view can retry from.
// Timers and Date.now() are read at call time, so fake clocks installed by tests drive them.
import { chainChunks } from '../chunks/chain';
import { authChunks } from '../chunks/auth';
import { subscribe } from 'valtio';
import { createError } from '../../services/errors';
import { completeConnection } from '../connection';
import { reportError } from '../events';
import { currentView, modalState, pushView, routerState, goBack } from '../router';
import { defineSlice, defineTask, type TaskRun, type ViewName } from '../shared';
import type { AuthSession } from '../../services/connectors/auth-answers';
import { authState, type SocialProvider } from './auth-state';
import { openSignInPopup } from './popup';
import { isValidEmail } from './rules/email';

/** How often a social or Farcaster sign-in is asked about. */
export const SIGN_IN_POLL_MS = 1_000;
/** A Farcaster link this close to its expiry is replaced. */
export const FARCASTER_RENEW_BEFORE_MS = 10_000;

const loadConnector = authChunks.authConnector;

/** The connector, its chunk loaded (a stored sign-in's restore); a failed load rejects, unreported (the restore reports it). */
export const loadAuthConnector = () => authChunks.authConnector.quiet().then((module) => module.authConnector);
const loadAnswers = chainChunks.authAnswers.quiet;

/** The sign-in under way (a code typed or resent belongs to it): a new one, leaving its view or closing the modal supersedes it. */
const signIn = defineTask('auth/sign-in');
const attempt = defineSlice<{ pollTimer?: ReturnType<typeof setTimeout>; popup?: Window; stopWatching?: () => void }>({
  name: 'auth/attempt',
  initial: () => ({}),
  dispose: () => stopAttempt(),
});

function closePopup() {
  if (attempt.popup && !attempt.popup.closed) attempt.popup.close();
  attempt.popup = undefined;
}

/** Ends any sign-in under way: its answers are ignored, its polling stops, its pop-up closes. */
function stopAttempt() {
  signIn.cancel();
  clearTimeout(attempt.pollTimer);
  attempt.pollTimer = undefined;
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
  clearTimeout(attempt.pollTimer);
  closePopup();
  Object.assign(authState, { step: 'failed', errorKey: messageKey });
}

/** The sign-in is done: the session's accounts connect and the modal shows Account. */
async function finish(run: TaskRun, session: AuthSession) {
  const { authConnector, signedIn } = await run.step(loadConnector());
  stopAttempt();
  const accounts = signedIn(session);
  Object.assign(authState, { step: 'idle', errorKey: undefined, farcaster: undefined });
  completeConnection(authConnector, accounts);
}

async function requestCode(run: TaskRun, email: string) {
  const { authRequest } = await loadConnector();
  const { parseEmailStart } = await loadAnswers();
  const { resendAfterMs } = parseEmailStart(await run.step(authRequest('email.start', { email })));
  Object.assign(authState, { step: 'codeSent', resendAt: Date.now() + resendAfterMs });
}

/** Asks the auth service to email a code to `email`; goes to ConnectingEmail (step `sending` → `codeSent`, or `failed`). */
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
    const { authRequest } = await loadConnector();
    const { parseVerifyResult } = await loadAnswers();
    const session = parseVerifyResult(await authRequest('email.verify', { email, code: code.trim() }));
    await finish(run, session);
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

/** Polls `status` every second until it settles; `check` returns true once the attempt is over. */
function poll(run: TaskRun, check: () => Promise<boolean>) {
  attempt.pollTimer = setTimeout(() => {
    run.step(check()).then(
      (over) => {
        if (!over) poll(run, check);
      },
      (error: unknown) => fail(run, error),
    );
  }, SIGN_IN_POLL_MS);
}

async function runSocial(run: TaskRun, provider: SocialProvider, consent: Window) {
  const { authRequest } = await loadConnector();
  const { parseSocialStart, parseSocialStatus } = await loadAnswers();
  const { url, state } = parseSocialStart(await run.step(authRequest('social.start', { provider })));
  consent.location.href = url;
  const status = async () => parseSocialStatus(await authRequest('social.status', { state }));
  poll(run, async () => {
    const closed = consent.closed;
    // The consent page may close itself as it finishes: one last look before calling it closed.
    const answer = await run.step(status());
    if (answer.status === 'done') return finish(run, answer.session).then(() => true);
    if (answer.status === 'cancelled') throw createError('AuthCancelledError');
    if (closed) throw createError('AuthPopupClosedError');
    return false;
  });
}

/** Opens the provider's sign-in pop-up. Call it synchronously from the click (pop-up blockers); goes to ConnectingSocial. */
export function startSocialSignIn(provider: SocialProvider): void {
  // Opened first, in the click: the consent page's address comes once the frame answers.
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

async function showFarcasterLink(run: TaskRun) {
  const { authRequest } = await loadConnector();
  const { parseFarcasterStart, parseFarcasterStatus } = await loadAnswers();
  const { url, channel, expiresAt } = parseFarcasterStart(await run.step(authRequest('farcaster.start', {})), Date.now());
  Object.assign(authState, { step: 'waitingFarcaster', farcaster: { url, expiresAt } });
  poll(run, async () => {
    if (Date.now() >= expiresAt - FARCASTER_RENEW_BEFORE_MS) return showFarcasterLink(run).then(() => true);
    const answer = parseFarcasterStatus(await run.step(authRequest('farcaster.status', { channel })));
    if (answer.status === 'done') return finish(run, answer.session).then(() => true);
    if (answer.status === 'rejected') throw createError('FarcasterRejectedError');
    // An expired link is replaced at once.
    if (answer.status === 'expired') return showFarcasterLink(run).then(() => true);
    return false;
  });
}

/** Shows a Farcaster sign-in link (ConnectingFarcaster) and waits for its approval. */
export async function startFarcasterSignIn(): Promise<void> {
  const run = startAttempt('ConnectingFarcaster');
  Object.assign(authState, { step: 'waitingFarcaster', socialProvider: 'farcaster', farcaster: undefined, errorKey: undefined });
  try {
    await showFarcasterLink(run);
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
    setAccountType(authState.accountType === 'smartAccount' ? 'eoa' : 'smartAccount');
    await refreshSmartAccountDeployed();
  } catch (error) {
    reportError(error);
  } finally {
    authState.switching = false;
  }
}
