// Connecting through WalletConnect: the pairing URI the modal shows (replaced
// before it expires), the wallet's answer, and what the visitor sees meanwhile.
import { subscribe } from 'valtio';
import { createError } from '../../services/errors';
import { signInConfigured } from '../account';
import { siwxChunks } from '../chunks/siwx';
import { completeConnection, connectionRequest, type ConnectionRequest } from '../connection';
import { reportError } from '../events';
import { modalState, currentView, pushView, routerState } from '../router';
import { isPairingExpired } from './rules/pairing';
import { PAIRING_URI_TIMEOUT_MS, newPairing, pairingRefreshDelay, type Pairing } from './rules/session';
import { pageWalletConnectConfig } from './config';
import { loadPageWalletConnect, walletConnectConnector } from './connector';
import { connectSession } from './session';
import { defineProxySlice, defineSlice, defineTask, type TaskRun, type ViewName } from '../shared';

/** A wallet chosen from the registry: its links open the pairing URI in the wallet. */
export interface WalletConnectTarget {
  id: string;
  name: string;
  image_url?: string;
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
}

export type PairingStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface WalletConnectState {
  status: PairingStatus;
  pairing?: Pairing;
  /** The last failure; a rejection keeps showing above the fresh QR code. */
  error?: { messageKey: string; rejected: boolean };
  wallet?: WalletConnectTarget;
}

export const walletConnectState = defineProxySlice<WalletConnectState>({
  name: 'walletconnect/pairing',
  initial: () => ({ status: 'idle' }),
});

const PAIRING_VIEWS: readonly ViewName[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'];
/** The pairing in flight: a fresh code, a failure or leaving the views supersedes it. */
const pairingTask = defineTask('walletconnect/pairing-task');
const pairingWork = defineSlice<{ refreshTimer?: ReturnType<typeof setTimeout>; stopWatching?: () => void }>({
  name: 'walletconnect/pairing-work',
  initial: () => ({}),
  dispose: ({ refreshTimer, stopWatching }) => {
    clearTimeout(refreshTimer);
    stopWatching?.();
  },
});

function clearRefresh() {
  clearTimeout(pairingWork.refreshTimer);
  pairingWork.refreshTimer = undefined;
}

// Timers and Date.now() are read at call time, so fake clocks installed by tests drive them.
function scheduleRefresh(pairing: Pairing) {
  clearRefresh();
  pairingWork.refreshTimer = setTimeout(
    () => {
      if (walletConnectState.pairing?.uri !== pairing.uri) return;
      if (isPairingExpired(pairing.expiry, Date.now())) void startPairing();
      else scheduleRefresh(pairing);
    },
    pairingRefreshDelay(pairing, Date.now()),
  );
}

function stopPairing() {
  pairingTask.cancel();
  clearRefresh();
  pairingWork.stopWatching?.();
  pairingWork.stopWatching = undefined;
}

/** Leaving the pairing views or closing the modal abandons the pairing. */
function watchNavigation() {
  pairingWork.stopWatching?.();
  const check = () => {
    if (!modalState.open || !PAIRING_VIEWS.includes(currentView())) cancelWalletConnect();
  };
  const stops = [subscribe(modalState, check), subscribe(routerState, check)];
  pairingWork.stopWatching = () => stops.forEach((stop) => stop());
}

function failAttempt(run: TaskRun, error: unknown) {
  if (!run.isCurrent()) return;
  const reported = reportError(error, currentView());
  walletConnectState.error = { messageKey: reported.messageKey, rejected: reported.userRejected };
  // A rejection is the visitor's choice in the wallet: a fresh code lets them scan again at once.
  if (reported.userRejected) return void startPairing();
  pairingTask.cancel();
  clearRefresh();
  Object.assign(walletConnectState, { status: 'failed', pairing: undefined });
}

/** One click when sign-in is configured (the sign-in flow's chunk decides, and fetches the nonce); else undefined. */
async function planOneClick(request: ConnectionRequest, signal: AbortSignal) {
  if (!signInConfigured()) return undefined;
  const flow = await siwxChunks.siwx().catch(() => undefined);
  return flow?.planOneClick(request, signal);
}

async function startPairing(): Promise<void> {
  const run = pairingTask.start();
  clearRefresh();
  Object.assign(walletConnectState, { status: 'loading', pairing: undefined });
  // An unreachable relay never fails by itself (the client keeps retrying): no code in time is a failure.
  const uriTimer = setTimeout(() => {
    if (walletConnectState.status === 'loading')
      failAttempt(run, createError('NetworkError', { message: 'The WalletConnect relay could not be reached' }));
  }, PAIRING_URI_TIMEOUT_MS);
  const showUri = (uri: string) => {
    if (!run.isCurrent()) return;
    clearTimeout(uriTimer);
    const pairing = newPairing(uri, Date.now());
    Object.assign(walletConnectState, { status: 'ready', pairing });
    scheduleRefresh(pairing);
  };
  try {
    const connector = walletConnectConnector;
    const request = { ...connectionRequest(connector.namespaces), onDisplayUri: showUri };
    // The relay first (and the site's nonce): a pairing replaced meanwhile proposes nothing.
    const [, oneClick] = await run.step(Promise.all([loadPageWalletConnect(), planOneClick(request, run.signal)]));
    const { accounts, signed } = await run.step(connectSession(pageWalletConnectConfig(), request, oneClick?.propose));
    stopPairing();
    Object.assign(walletConnectState, { status: 'idle', pairing: undefined, error: undefined });
    // Account, or UnsupportedChain when the session landed on a network the site does not configure.
    const complete = () => completeConnection(connector, accounts);
    if (oneClick && signed) await oneClick.complete(signed, complete);
    else complete();
  } catch (error) {
    // A superseded pairing (SupersededError included) moves nothing.
    failAttempt(run, error);
  } finally {
    clearTimeout(uriTimer);
  }
}

/** Shows a pairing URI (and the wallet's links when one was chosen) until a wallet approves. */
export function connectWalletConnect(wallet?: WalletConnectTarget): Promise<void> {
  walletConnectState.wallet = wallet ? { ...wallet } : undefined;
  walletConnectState.error = undefined;
  if (!PAIRING_VIEWS.includes(currentView())) pushView('ConnectingWalletConnect', { walletId: wallet?.id });
  watchNavigation();
  return startPairing();
}

/** Stops pairing: the URI is dropped and no refresh is pending. */
export function cancelWalletConnect() {
  stopPairing();
  Object.assign(walletConnectState, { status: 'idle', pairing: undefined, error: undefined });
}
