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
import type { ViewName } from '../shared';
import type { AuthSession } from '../../services/connectors/auth-answers';
import type * as ConnectorModule from './connector';
import { authState, type SocialProvider } from './auth-state';
import { isValidEmail } from './rules/email';

/** How often a social or Farcaster sign-in is asked about. */
export const SIGN_IN_POLL_MS = 1_000;
/** A Farcaster link this close to its expiry is replaced. */
export const FARCASTER_RENEW_BEFORE_MS = 10_000;
const POPUP_NAME = 'wm-auth';
const POPUP_FEATURES = 'popup,width=480,height=640';

// The connector's module once loaded (tests close its frame between cases).
let loadedConnector: typeof ConnectorModule | undefined;
const loadConnector = () => authChunks.authConnector().then((module) => (loadedConnector = module));

/** The connector, its chunk loaded (a stored sign-in's restore); a failed load rejects, unreported (the restore reports it). */
export const loadAuthConnector = () => authChunks.authConnector.quiet().then((module) => (loadedConnector = module).authConnector);
const loadAnswers = chainChunks.authAnswers.quiet;

let attemptSeq = 0;
let pollTimer: ReturnType<typeof setTimeout> | undefined;
let popup: Window | null = null;
let stopWatching: (() => void) | undefined;

/** Ends any sign-in under way: its answers are ignored, its polling stops, its pop-up closes. */
function stopAttempt() {
  attemptSeq += 1;
  clearTimeout(pollTimer);
  pollTimer = undefined;
  stopWatching?.();
  stopWatching = undefined;
  if (popup && !popup.closed) popup.close();
  popup = null;
}

/** A new attempt, followed while the modal shows `view`. */
function startAttempt(view: ViewName): number {
  stopAttempt();
  const attempt = attemptSeq;
  if (currentView() !== view) pushView(view);
  const check = () => {
    if (attempt === attemptSeq && (!modalState.open || currentView() !== view)) abandon();
  };
  const stops = [subscribe(modalState, check), subscribe(routerState, check)];
  stopWatching = () => stops.forEach((stop) => stop());
  return attempt;
}

function abandon() {
  stopAttempt();
  Object.assign(authState, { step: 'idle', errorKey: undefined, farcaster: undefined });
}

/** The attempt failed: reported, and the view shows why (`failed`). */
function fail(attempt: number, error: unknown) {
  if (attempt !== attemptSeq) return;
  const view = currentView();
  const { messageKey } = reportError(error, view);
  clearTimeout(pollTimer);
  if (popup && !popup.closed) popup.close();
  popup = null;
  Object.assign(authState, { step: 'failed', errorKey: messageKey });
}

/** The sign-in is done: the session's accounts connect and the modal shows Account. */
async function finish(attempt: number, session: AuthSession) {
  const { authConnector, signedIn } = await loadConnector();
  if (attempt !== attemptSeq) return;
  stopAttempt();
  const accounts = signedIn(session);
  Object.assign(authState, { step: 'idle', errorKey: undefined, farcaster: undefined });
  completeConnection(authConnector, accounts);
}

async function requestCode(attempt: number, email: string) {
  const { authRequest } = await loadConnector();
  const { parseEmailStart } = await loadAnswers();
  const { resendAfterMs } = parseEmailStart(await authRequest('email.start', { email }));
  if (attempt !== attemptSeq) return;
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
  const attempt = startAttempt('ConnectingEmail');
  Object.assign(authState, { step: 'sending', email: address, errorKey: undefined, resendAt: undefined });
  try {
    await requestCode(attempt, address);
  } catch (error) {
    fail(attempt, error);
  }
}

/** Checks the code the visitor typed; connected on success, else `failed` with the reason and the field kept. */
export async function verifyEmailCode(code: string): Promise<void> {
  const { email, step } = authState;
  // One check at a time (a pasted code submits itself; a click may follow).
  if (!email || step === 'verifying') return;
  const attempt = attemptSeq;
  Object.assign(authState, { step: 'verifying', errorKey: undefined });
  try {
    const { authRequest } = await loadConnector();
    const { parseVerifyResult } = await loadAnswers();
    const session = parseVerifyResult(await authRequest('email.verify', { email, code: code.trim() }));
    await finish(attempt, session);
  } catch (error) {
    fail(attempt, error);
  }
}

/** Sends a new code to the same address once `resendAt` has passed. */
export async function resendEmailCode(): Promise<void> {
  const { email, resendAt } = authState;
  if (!email || (resendAt !== undefined && Date.now() < resendAt)) return;
  const attempt = attemptSeq;
  Object.assign(authState, { step: 'sending', errorKey: undefined });
  try {
    await requestCode(attempt, email);
  } catch (error) {
    fail(attempt, error);
  }
}

/** Polls `status` every second until it settles; `check` returns true once the attempt is over. */
function poll(attempt: number, check: () => Promise<boolean>) {
  pollTimer = setTimeout(() => {
    if (attempt !== attemptSeq) return;
    check().then(
      (over) => {
        if (!over && attempt === attemptSeq) poll(attempt, check);
      },
      (error: unknown) => fail(attempt, error),
    );
  }, SIGN_IN_POLL_MS);
}

async function runSocial(attempt: number, provider: SocialProvider, consent: Window) {
  const { authRequest } = await loadConnector();
  const { parseSocialStart, parseSocialStatus } = await loadAnswers();
  const { url, state } = parseSocialStart(await authRequest('social.start', { provider }));
  if (attempt !== attemptSeq) return;
  consent.location.href = url;
  const status = async () => parseSocialStatus(await authRequest('social.status', { state }));
  poll(attempt, async () => {
    const closed = consent.closed;
    // The consent page may close itself as it finishes: one last look before calling it closed.
    const answer = await status();
    if (attempt !== attemptSeq) return true;
    if (answer.status === 'done') return finish(attempt, answer.session).then(() => true);
    if (answer.status === 'cancelled') throw createError('AuthCancelledError');
    if (closed) throw createError('AuthPopupClosedError');
    return false;
  });
}

/** Opens the provider's sign-in pop-up. Call it synchronously from the click (pop-up blockers); goes to ConnectingSocial. */
export function startSocialSignIn(provider: SocialProvider): void {
  // Opened first, in the click: the consent page's address comes once the frame answers.
  const opened = globalThis.open('', POPUP_NAME, POPUP_FEATURES);
  const attempt = startAttempt('ConnectingSocial');
  Object.assign(authState, { step: 'waitingSocial', socialProvider: provider, errorKey: undefined });
  if (!opened) return fail(attempt, createError('AuthPopupBlockedError'));
  popup = opened;
  runSocial(attempt, provider, opened).catch((error: unknown) => fail(attempt, error));
}

/** Abandons the social sign-in: the pop-up closes, back to Connect. */
export function cancelSocialSignIn(): void {
  abandon();
  if (currentView() === 'ConnectingSocial') goBack();
}

async function showFarcasterLink(attempt: number) {
  const { authRequest } = await loadConnector();
  const { parseFarcasterStart, parseFarcasterStatus } = await loadAnswers();
  const { url, channel, expiresAt } = parseFarcasterStart(await authRequest('farcaster.start', {}), Date.now());
  if (attempt !== attemptSeq) return;
  Object.assign(authState, { step: 'waitingFarcaster', farcaster: { url, expiresAt } });
  poll(attempt, async () => {
    if (Date.now() >= expiresAt - FARCASTER_RENEW_BEFORE_MS) return showFarcasterLink(attempt).then(() => true);
    const answer = parseFarcasterStatus(await authRequest('farcaster.status', { channel }));
    if (attempt !== attemptSeq) return true;
    if (answer.status === 'done') return finish(attempt, answer.session).then(() => true);
    if (answer.status === 'rejected') throw createError('FarcasterRejectedError');
    // An expired link is replaced at once.
    if (answer.status === 'expired') return showFarcasterLink(attempt).then(() => true);
    return false;
  });
}

/** Shows a Farcaster sign-in link (ConnectingFarcaster) and waits for its approval. */
export async function startFarcasterSignIn(): Promise<void> {
  const attempt = startAttempt('ConnectingFarcaster');
  Object.assign(authState, { step: 'waitingFarcaster', socialProvider: 'farcaster', farcaster: undefined, errorKey: undefined });
  try {
    await showFarcasterLink(attempt);
  } catch (error) {
    fail(attempt, error);
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

/** Tests start from a fresh state: no sign-in under way, no frame. */
export function resetAuthFlows() {
  stopAttempt();
  loadedConnector?.closeAuthFrame();
  Object.assign(authState, {
    step: 'idle',
    email: undefined,
    resendAt: undefined,
    errorKey: undefined,
    socialProvider: undefined,
    farcaster: undefined,
  });
}
