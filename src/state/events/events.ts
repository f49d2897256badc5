// Discrete happenings the host hears about (`error`, `transaction`, `signin`, `signout`); the
// element's event bridge turns them into DOM events.
import { WalletError, isWalletModalError, toWalletError, type ErrorName } from '../../services/errors';
import { currentView } from '../router';
import type { ViewName } from '../shared';

export type StateEvent =
  // `code` is a catalogue name, so a host can look every code up; `reasonKey` says why, in words (a config issue's reason).
  | { type: 'error'; code: ErrorName; messageKey: string; view?: ViewName; detail?: string; reasonKey?: string }
  // `kind: 'name'` puts nothing on chain: its `hash` is empty, `name` is the registered name and `status` confirmed.
  // Others fire once `pending` (the wallet returned the hash), then once at the end; `reason`: why it failed, if the chain says.
  | {
      type: 'transaction';
      hash: string;
      caipNetworkId: string;
      kind: 'send' | 'swap' | 'approve' | 'onramp' | 'name' | 'contract';
      status: 'pending' | 'confirmed' | 'failed' | 'replaced';
      reason?: string;
      name?: string;
    }
  // Sign-in with the wallet (state/siwx): the site vouches for an account, or stopped vouching.
  | { type: 'signin'; detail: { address: string; caipNetworkId: string; expiresAt?: string } }
  | { type: 'signout'; detail: Record<string, never> };

type Listener = (event: StateEvent) => void;
const listeners = new Set<Listener>();

export function onStateEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitStateEvent(event: StateEvent) {
  for (const listener of listeners) listener(event);
}

function errorDetail(error: unknown): string | undefined {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
}

export interface ReportedError {
  name: ErrorName;
  messageKey: string;
  userRejected: boolean;
}

/** Classifies what a wallet or service threw (our catalogue errors keep their name), tells the host (`error`), and returns it for the UI. */
export function reportError(error: unknown, view: ViewName = currentView()): ReportedError {
  const named =
    isWalletModalError(error) && !(error instanceof WalletError)
      ? { name: error.name, messageKey: error.messageKey, userRejected: false }
      : toWalletError(error);
  emitStateEvent({ type: 'error', code: named.name, messageKey: named.messageKey, view, detail: errorDetail(error) });
  return named;
}

/** What a wallet's failed answer to a transaction means: a timeout leaves the outcome unknown (the wallet may still send it). */
export function submitOutcome(reported: ReportedError): 'rejected' | 'failed' | 'unknown' {
  if (reported.userRejected) return 'rejected';
  return reported.name === 'WalletTimeoutError' ? 'unknown' : 'failed';
}
