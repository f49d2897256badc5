// Smart sessions (the SmartSessions view, "App permissions"): the permissions the embedded smart
// account granted to apps, from `GET /v1/sessions/{caipAddress}`, and Revoke, which signs the
// session's pci (personal_sign) and posts it; the list is then read again. Failures are shown
// with Retry and fire `error`.
import { serviceRefusal, type SmartSession } from '../../services/blockchain-api';
import { createError } from '../../services/errors';
import { blockchainApi } from '../blockchain-api';
import { reportError } from '../events';
import { namesAccount } from './names-account';
import { personalSign } from './sign';
import { defineProxySlice, defineTask } from '../shared';

export interface SessionsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The account the list is of (`eip155:<chain>:<address>`). */
  caipAddress?: string;
  sessions: SmartSession[];
  messageKey?: string;
  /** The session being revoked, and the last revocation's failure. */
  revoking?: string;
  revokeFailure?: { pci: string; messageKey: string; detail?: string; rejected: boolean };
}

export const sessionsState = defineProxySlice<SessionsState>({ name: 'names/sessions', initial: () => ({ status: 'idle', sessions: [] }) });

/** The list being read: a newer read supersedes it. */
const loading = defineTask('names/sessions-loading');

/** The sessions still in force at `now`: not revoked, not expired (soonest to expire first). */
export function activeSessions(sessions: readonly SmartSession[], now: number): SmartSession[] {
  return sessions.filter((session) => session.revokedAt === undefined && session.expiresAt > now).sort((a, b) => a.expiresAt - b.expiresAt);
}

function sessionAccount(): string | undefined {
  const { smartAccount, address, caipNetworkId } = namesAccount();
  return smartAccount && address ? `${caipNetworkId}:${address}` : undefined;
}

/** Reads the smart account's sessions; without one, AuthConnectorNotFoundError. */
export async function loadSessions(): Promise<void> {
  const run = loading.start();
  const caipAddress = sessionAccount();
  if (!caipAddress) {
    Object.assign(sessionsState, {
      status: 'failed',
      sessions: [],
      caipAddress: undefined,
      messageKey: reportError(createError('AuthConnectorNotFoundError'), 'SmartSessions').messageKey,
    });
    return;
  }
  if (sessionsState.caipAddress !== caipAddress) sessionsState.sessions = [];
  Object.assign(sessionsState, { status: 'loading', caipAddress, messageKey: undefined });
  try {
    const sessions = await run.step(blockchainApi().fetchSessions(caipAddress));
    Object.assign(sessionsState, { status: 'ready', sessions });
  } catch (error) {
    if (!run.isCurrent()) return;
    Object.assign(sessionsState, { status: 'failed', sessions: [], messageKey: reportError(error, 'SmartSessions').messageKey });
  }
}

/** Signs `pci` with the smart account and revokes it; the list is read again after. */
export async function revokeSession(pci: string): Promise<void> {
  const caipAddress = sessionAccount();
  const address = caipAddress?.split(':')[2];
  if (!caipAddress || !address || sessionsState.revoking) return;
  Object.assign(sessionsState, { revoking: pci, revokeFailure: undefined });
  try {
    const signature = await personalSign(pci, address);
    await blockchainApi().revokeSession(caipAddress, pci, signature);
    sessionsState.revoking = undefined;
    await loadSessions();
  } catch (error) {
    const reported = reportError(error, 'SmartSessions');
    Object.assign(sessionsState, {
      revoking: undefined,
      revokeFailure: { pci, messageKey: reported.messageKey, detail: serviceRefusal(error), rejected: reported.userRejected },
    });
  }
}
