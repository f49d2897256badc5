// The site's own sign-in endpoints under `signin-url` (README "Sign in with the wallet"): JSON both ways, the session
// in a cookie (`credentials: 'include'`). Bodies are small and bounded; `/verify` and `/signout` are never retried
// (a nonce is single-use), the reads are.
import { createError, HttpError, isWalletModalError } from '../errors';
import { createHttpClient } from '../http';
import { parseNonce, parseSession, type SiteSession } from './session-parse';

/** A site's answers are a few hundred bytes. */
const MAX_BYTES = 16 * 1024;
const TIMEOUT_MS = 10_000;

export interface SignInEndpoints {
  nonce(signal?: AbortSignal): Promise<string>;
  /** The session the site opened, or a SignInVerifyError when it answers 401. */
  verify(body: { message: string; signature: string }, signal?: AbortSignal): Promise<SiteSession>;
  /** The session the cookie carries, or undefined (401). */
  session(signal?: AbortSignal): Promise<SiteSession | undefined>;
  signOut(): Promise<void>;
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

export function createSignInEndpoints(baseUrl: string): SignInEndpoints {
  const http = createHttpClient({ baseUrl, credentials: 'include', maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS, retries: 2 });
  const once = { retries: 0 };
  return {
    async nonce(signal) {
      try {
        return parseNonce(await http.get('/nonce', { signal }));
      } catch (cause) {
        if (signal?.aborted || isWalletModalError(cause, 'SignInError')) throw cause;
        throw createError('SignInError', { messageKey: 'error.signInNonceFailed', cause });
      }
    },
    async verify(body, signal) {
      try {
        return parseSession(await http.post('/verify', body, { ...once, signal }));
      } catch (cause) {
        if (isUnauthorized(cause)) throw createError('SignInError', { cause });
        throw cause;
      }
    },
    async session(signal) {
      try {
        return parseSession(await http.get('/session', { signal }));
      } catch (cause) {
        if (isUnauthorized(cause)) return undefined;
        throw cause;
      }
    },
    async signOut() {
      await http.post('/signout', {}, once);
    },
  };
}
