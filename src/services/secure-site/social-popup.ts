// A social sign-in goes through a pop-up: opened blank in the click (the hosted clients open it on
// `{auth-url}/loading`, but a navigation begun in the click wins over the later one to the
// provider's page, so a quick answer would leave it there), sent to the provider's page, and ending
// on the secure origin, which posts `{resultUri}` to its opener. Heard only from that pop-up's window on the secure origin.
import { createError, isWalletModalError } from '../errors';
import type { SecureSiteClient, UserRequest, Waitable } from './client';
import { POPUP_POLL_MS, POPUP_TIMEOUT_MS, type SecureSiteSocialProvider } from './protocol';
import type { SecureSiteUser } from './user';
import { isRecord } from './values';

const POPUP_NAME = 'wm-secure-site';
const POPUP_FEATURES = 'popup,width=600,height=800';
const MAX_RESULT_URI = 8_192;
const HIDDEN_CHARACTERS = /[\s\p{C}]/u;

/** Opens the pop-up, blank; call it synchronously in the visitor's click (pop-up blockers). AuthPopupBlockedError when refused. */
export function openSocialPopup(): Window {
  const popup = globalThis.open('', POPUP_NAME, POPUP_FEATURES);
  if (!popup) throw createError('AuthPopupBlockedError');
  return popup;
}

/** `{resultUri}` as the secure site posts it; undefined for any other message. */
function resultUriOf(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  const { resultUri } = data;
  if (typeof resultUri !== 'string' || resultUri.length === 0 || resultUri.length > MAX_RESULT_URI || HIDDEN_CHARACTERS.test(resultUri))
    return undefined;
  return URL.canParse(resultUri) ? resultUri : undefined;
}

/** A result naming an error (`error=` in its query or fragment) is a failed sign-in: `access_denied` is the visitor's no. */
function failureOf(resultUri: string): Error | undefined {
  const url = new URL(resultUri);
  const error = url.searchParams.get('error') ?? new URLSearchParams(url.hash.slice(1)).get('error');
  if (error === null) return undefined;
  return createError(error === 'access_denied' ? 'AuthCancelledError' : 'AuthUnavailableError', {
    message: `The social sign-in failed (${error.slice(0, 64)})`,
  });
}

export interface PopupWaitOptions extends Waitable {
  timeoutMs?: number;
  pollMs?: number;
}

/** Resolves with the pop-up's `resultUri`; rejects when it fails, closes, times out, or the signal aborts. */
export function waitForSocialResult(popup: Window, origin: string, options: PopupWaitOptions = {}): Promise<string> {
  const { signal, timeoutMs = POPUP_TIMEOUT_MS, pollMs = POPUP_POLL_MS } = options;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(createError('TimeoutError', { message: 'The social sign-in did not finish in time' })),
      timeoutMs,
    );
    const poll = setInterval(() => {
      if (popup.closed) finish(createError('AuthPopupClosedError'));
    }, pollMs);
    const onAbort = () => finish(isWalletModalError(signal?.reason) ? signal.reason : createError('AuthCancelledError'));
    function onMessage(event: MessageEvent) {
      if (!event.isTrusted || event.origin !== origin || event.source === null || event.source !== popup) return;
      const resultUri = resultUriOf(event.data);
      if (resultUri !== undefined) finish(failureOf(resultUri), resultUri);
    }
    function finish(error: Error | undefined, resultUri?: string) {
      clearTimeout(timer);
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(resultUri!);
    }
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    window.addEventListener('message', onMessage);
  });
}

/** The social sign-in once its pop-up is open: the provider's page, its result, then the user. The pop-up is closed at the end. */
export async function signInWithSocial(
  client: SecureSiteClient,
  popup: Window,
  provider: SecureSiteSocialProvider,
  request: UserRequest,
  options: PopupWaitOptions = {},
): Promise<SecureSiteUser> {
  let resultUri: string;
  try {
    popup.location.href = await client.getSocialRedirectUri(provider, options);
    resultUri = await waitForSocialResult(popup, client.origin, options);
  } finally {
    if (!popup.closed) popup.close();
  }
  return client.connectSocial(resultUri, request, options);
}
