// Sign-in with the wallet, from a connect to a session the site trusts. followAccounts() (started by state/index.ts
// once an account connects) follows the active account; the view calls signIn() and cancelSignIn(). A session is
// per address: a network change keeps it, another account or a disconnect ends it. Every failure is reported
// (`error`) and leaves the visitor signed out, with the reason in the view and Retry.
import { subscribe } from 'valtio';
import { createError } from '../../services/errors';
import { accountOf, accountState, signInConfigured, signInState, type SignInSession } from '../account';
import { chainRules } from '../chains/rules/registry';
import { disconnect } from '../connection';
import { emitStateEvent, reportError } from '../events';
import { activeNamespace, activeNetwork, chainsState, isActiveNetworkSupported } from '../networks';
import { currentView, modalState, openModal, resetRouter, showStartView } from '../router';
import { optionsState } from '../settings';
import { defineSlice, defineTask, defineTimer, type TaskRun } from '../shared';
import { signInBackend, signInPolicy, type SignInBackend, type SignInRequest } from './backend';
import { mustSignIn, sameAddress } from './rules/prompt';
import { signMessage, type Signed } from './sign';

/** The attempt under way (a session check or a sign-in): a newer one, or Cancel, supersedes it. */
const attempt = defineTask('siwx/attempt');
/** The session's end: then signed out, and asked again when the visitor next opens the modal. */
const expiry = defineTimer('siwx/expiry');
/** The account followed (its CAIP-10 address while connected, else its status), the modal's last open state, the subscriptions. */
const following = defineSlice<{ key?: string; open?: boolean; stop?: () => void }>({
  name: 'siwx/following',
  initial: () => ({}),
  dispose: ({ stop }) => stop?.(),
});

/** setTimeout's longest delay: a later end is checked when the visitor opens the modal. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The active account's request, or undefined when it cannot sign in (not connected, or sign-in not offered there). */
function currentRequest(): SignInRequest | undefined {
  const namespace = activeNamespace();
  const account = accountOf(namespace);
  const network = activeNetwork();
  if (account.status !== 'connected' || !account.address || !network || !chainRules(namespace).signIn) return undefined;
  const { host, origin } = globalThis.location;
  const { address } = account;
  return { namespace, address, caipNetworkId: chainsState.activeCaipNetworkId, chainId: network.id, domain: host, uri: origin };
}

/** Whether the active account must sign in now, kept in `pending` for the router. */
function updatePending(): boolean {
  const namespace = activeNamespace();
  const account = accountOf(namespace);
  signInState.pending = mustSignIn({
    configured: signInConfigured(),
    address: account.status === 'connected' ? account.address : undefined,
    offered: chainRules(namespace).signIn,
    networkSupported: isActiveNetworkSupported(),
    session: signInState,
    dismissed: signInState.dismissed,
    now: Date.now(),
    perNetwork: optionsState.options.signinPerNetwork,
    caipNetworkId: chainsState.activeCaipNetworkId,
  });
  return signInState.pending;
}

function setSignedIn(session: SignInSession) {
  const { address, caipNetworkId, expiresAt } = session;
  Object.assign(signInState, { status: 'signed-in', address, caipNetworkId, expiresAt, checking: false, errorKey: undefined });
  updatePending();
  emitStateEvent({ type: 'signin', detail: expiresAt ? { address, caipNetworkId, expiresAt } : { address, caipNetworkId } });
  const left = expiresAt ? Date.parse(expiresAt) - Date.now() : Infinity;
  if (left < MAX_TIMER_MS) expiry.set(() => (clearSession(), updatePending()), Math.max(0, left));
}

/** Signed out here (a `signout` event when a session ended). */
function clearSession() {
  expiry.clear();
  const wasSignedIn = signInState.status === 'signed-in';
  Object.assign(signInState, { status: 'signed-out', address: undefined, caipNetworkId: undefined, expiresAt: undefined });
  if (wasSignedIn) emitStateEvent({ type: 'signout', detail: {} });
}

/** The attempt failed: reported, and the view says why; a superseded one ends quietly. */
function fail(run: TaskRun, error: unknown) {
  if (!run.isCurrent()) return;
  const { messageKey } = reportError(error, 'SiwxSignIn');
  clearSession();
  Object.assign(signInState, { checking: false, errorKey: messageKey });
}

/**
 * Ends the session (another account, a disconnect): signed out here at once, then at the site; `atSite: false` (a
 * disconnect with `signout-on-disconnect="false"`) keeps the site's, for the same account's next connect.
 */
async function endSession({ atSite = true } = {}) {
  attempt.cancel();
  const { status, address, caipNetworkId } = signInState;
  clearSession();
  Object.assign(signInState, { checking: false, errorKey: undefined, dismissed: undefined });
  if (!atSite || status !== 'signed-in' || !address || !caipNetworkId) return;
  try {
    await signInBackend()?.signOut({ address, caipNetworkId });
  } catch (error) {
    reportError(error, 'SiwxSignIn');
  }
}

/** Shows the sign-in while one is pending: the open modal moves to it (an unsupported network's view stays), a closed one opens on it. */
function prompt() {
  if (!signInState.pending) return;
  if (!modalState.open) openModal({ view: 'SiwxSignIn' });
  else if (currentView() !== 'UnsupportedChain') resetRouter('SiwxSignIn');
}

/**
 * The modal opens while a sign-in is pending (a restored connection without a session): on the sign-in, not Account.
 * It closes on a required sign-in: that is Cancel, which disconnects (nothing is left half signed in).
 */
function onModalChange() {
  const { open } = modalState;
  if (open === following.open) return;
  following.open = open;
  const view = currentView();
  if (open && (view === 'Account' || view === 'Connect')) prompt();
  if (!open && view === 'SiwxSignIn' && signInState.pending && signInPolicy().required) void cancelSignIn();
}

/**
 * The active account changed (a connect, a restore, another account, another network, a disconnect). The site's
 * session signs it in with no prompt; without one, a fresh connect is asked at once and a restored one when the
 * visitor next opens the modal. An unsupported network never prompts.
 */
async function followAccount(restored: boolean): Promise<void> {
  const request = currentRequest();
  if (!request) {
    if (accountOf(activeNamespace()).status === 'disconnected') await endSession({ atSite: signInPolicy().signOutOnDisconnect });
    updatePending();
    return;
  }
  // Another account ends the session; with signin-per-network, another network too.
  const moved = optionsState.options.signinPerNetwork && signInState.caipNetworkId !== request.caipNetworkId;
  if (signInState.status === 'signed-in' && (!sameAddress(signInState.address, request.address) || moved)) await endSession();
  const backend = signInBackend();
  if (!updatePending() || !backend || signInState.status === 'signing') return;
  const run = attempt.start();
  Object.assign(signInState, { checking: true, errorKey: undefined });
  if (!restored) prompt();
  try {
    const session = await run.step(backend.getSession(request, run.signal));
    signInState.checking = false;
    if (session && sameAddress(session.address, request.address)) {
      setSignedIn(session);
      if (currentView() === 'SiwxSignIn') showStartView();
    }
  } catch (error) {
    fail(run, error);
  }
}

/** Follows the active account from now on (once per page; a reset stops it). */
export function followAccounts() {
  if (following.stop) return;
  const follow = () => {
    const account = accountOf(activeNamespace());
    const key = account.status === 'connected' ? account.caipAddress : account.status;
    if (key === following.key || account.status === 'connecting' || account.status === 'reconnecting') return;
    // A restore is the step from not connected to a restored account; a later account or network change asks at once.
    const restored = Boolean(account.restored) && !following.key?.includes(':');
    following.key = key;
    void followAccount(restored);
  };
  follow();
  following.open = modalState.open;
  // In sync with the modal: it opens on the sign-in before a frame shows Account.
  const stops = [subscribe(accountState, follow), subscribe(modalState, onModalChange, true)];
  following.stop = () => stops.forEach((stop) => stop());
}

/** The site checks what the wallet signed: signed in as the account asking, then the start view. */
async function verifySigned(run: TaskRun, backend: SignInBackend, request: SignInRequest, signed: Signed) {
  if (!sameAddress(signed.address ?? request.address, request.address)) {
    throw createError('SignInError', { message: 'The wallet signed in another account' });
  }
  const { message, signature } = signed;
  const session = await run.step(backend.verify({ ...request, message, signature }, run.signal));
  if (!sameAddress(session.address, request.address)) {
    throw createError('SignInError', { message: 'The site vouched for another account' });
  }
  setSignedIn(session);
  showStartView();
}

const startSigning = () => Object.assign(signInState, { status: 'signing', checking: false, errorKey: undefined, dismissed: undefined });

/** The visitor signs: the site's nonce, the message, the wallet's signature, the site's check; then the start view. */
export async function signIn(): Promise<void> {
  const request = currentRequest();
  const backend = signInBackend();
  if (!request || !backend) return;
  const run = attempt.start();
  startSigning();
  try {
    const written = await run.step(backend.createMessage(request, run.signal));
    await verifySigned(run, backend, request, await run.step(signMessage(request.namespace, written, request.address)));
  } catch (error) {
    fail(run, error);
  }
}

/**
 * A one-click connect's end: `connect` completes the connection, then the site checks what the wallet signed, with
 * the sign-in view showing meanwhile. No second prompt; a failure is the view's, with Retry, as in the two steps.
 */
export async function completeOneClick(signed: Signed & { address: string }, connect: () => void): Promise<void> {
  const run = attempt.start();
  startSigning();
  try {
    connect();
  } catch (error) {
    attempt.cancel();
    clearSession();
    throw error;
  }
  followAccounts();
  const request = currentRequest();
  const backend = signInBackend();
  updatePending();
  if (!request || !backend) return void clearSession();
  prompt();
  try {
    await verifySigned(run, backend, request, signed);
  } catch (error) {
    fail(run, error);
  }
}

/**
 * Cancel: a required sign-in disconnects (nothing is left half signed in); an optional one keeps the connection,
 * without a session, and does not ask this address again until the host calls `signIn()`.
 */
export async function cancelSignIn(): Promise<void> {
  attempt.cancel();
  clearSession();
  Object.assign(signInState, { checking: false, errorKey: undefined });
  if (signInPolicy().required) {
    await disconnect();
    return;
  }
  signInState.dismissed = accountOf(activeNamespace()).address;
  updatePending();
  if (currentView() === 'SiwxSignIn') showStartView();
}

/** The host's `signIn()`: asks again (after a cancel too); while disconnected, the modal opens on Connect first. */
export function requestSignIn() {
  followAccounts();
  signInState.dismissed = undefined;
  if (updatePending()) prompt();
  else if (!modalState.open) openModal();
}
