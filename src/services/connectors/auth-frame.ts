// The auth frame client (docs/auth-frame-protocol.md): a hidden iframe on the auth service's
// origin that holds embedded accounts' keys, spoken to by postMessage. Every message is checked
// for the frame's origin and window, then its shape (auth-answers.ts); every request has an id
// and a deadline. Lazy: it loads with the auth connector's chunk.
import { createError } from '../errors';
import { AUTH_PROTOCOL_VERSION, authErrorFor, parseFrameMessage } from './auth-answers';

/** How long the frame may take to load and say `ready`. */
export const AUTH_READY_TIMEOUT_MS = 15_000;
/** A request's deadline; signing and chain requests get longer (the frame waits for the chain). */
export const AUTH_REQUEST_TIMEOUT_MS = 10_000;
export const AUTH_CHAIN_REQUEST_TIMEOUT_MS = 60_000;

/** The deadline of `method`: 60 s for `evm.request` and the `solana.*` methods, 10 s for the rest. */
export const requestTimeoutFor = (method: string): number =>
  method === 'evm.request' || method.startsWith('solana.') ? AUTH_CHAIN_REQUEST_TIMEOUT_MS : AUTH_REQUEST_TIMEOUT_MS;

export interface AuthFrameOptions {
  /** `auth-url`: the frame is `{url}/frame`, and only its origin is listened to. */
  url: string;
  /** Where the iframe goes. */
  container: Node;
  /** A message from the frame's origin and window of another shape (it is ignored). */
  onMalformed?(error: Error): void;
}

export interface AuthFrame {
  /** One request; resolves with the raw result (the caller's parser reads it), rejects with a catalogue error. */
  request(method: string, params: Record<string, unknown>, timeoutMs?: number): Promise<unknown>;
  /** Removes the iframe and stops listening; pending requests reject with `DisconnectedError`. */
  destroy(): void;
  readonly destroyed: boolean;
}

interface Pending {
  method: string;
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

let frameSeq = 0;

/** Appends the frame to `container` and resolves once it says `ready`; rejects (and removes it) when it refuses or stays silent for 15 s. */
export function openAuthFrame({ url, container, onMalformed }: AuthFrameOptions): Promise<AuthFrame> {
  const origin = new URL(url).origin;
  const iframe = document.createElement('iframe');
  iframe.src = `${url.replace(/\/+$/, '')}/frame?origin=${encodeURIComponent(location.origin)}`;
  iframe.title = 'Sign-in';
  iframe.hidden = true;
  iframe.tabIndex = -1;
  iframe.setAttribute('aria-hidden', 'true');
  iframe.dataset.wmAuthFrame = '';
  const prefix = `wm${++frameSeq}-${Math.random().toString(36).slice(2, 10)}`;
  const pending = new Map<string, Pending>();
  let requestSeq = 0;
  let destroyed = false;
  let ready: { resolve(): void; reject(error: Error): void } | undefined;

  function settle(id: string, outcome: { result: unknown } | { error: Error }) {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    clearTimeout(waiting.timer);
    if ('error' in outcome) waiting.reject(outcome.error);
    else waiting.resolve(outcome.result);
  }

  function onMessage(event: MessageEvent) {
    // Only the frame's own window on the auth origin: anything else (the page, another frame) is not heard.
    if (destroyed || event.origin !== origin || event.source === null || event.source !== iframe.contentWindow) return;
    const message = parseFrameMessage(event.data);
    if (message === undefined) return;
    if (message === 'malformed')
      return onMalformed?.(createError('InvalidWalletAnswerError', { message: 'The sign-in service sent a message of another shape' }));
    if (message.type === 'ready') return ready?.resolve();
    if (message.type === 'refused')
      return ready?.reject(createError('AuthRefusedError', { message: `The sign-in service refused this site (${message.reason})` }));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    settle(message.id, 'error' in message ? { error: authErrorFor(waiting.method, message.error) } : { result: message.result });
  }

  const frame: AuthFrame = {
    get destroyed() {
      return destroyed;
    },
    request(method, params, timeoutMs = requestTimeoutFor(method)) {
      const target = iframe.contentWindow;
      if (destroyed || !target) return Promise.reject(createError('DisconnectedError', { message: 'The sign-in frame is closed' }));
      const id = `${prefix}-${++requestSeq}`;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            settle(id, {
              error: createError('AuthUnavailableError', {
                message: `The sign-in service did not answer ${method} within ${timeoutMs / 1000} s`,
              }),
            }),
          timeoutMs,
        );
        pending.set(id, { method, resolve, reject, timer });
        target.postMessage({ wm: 'auth', v: AUTH_PROTOCOL_VERSION, type: 'request', id, method, params }, origin);
      });
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      window.removeEventListener('message', onMessage);
      iframe.remove();
      for (const id of [...pending.keys()])
        settle(id, { error: createError('DisconnectedError', { message: 'The sign-in frame was closed' }) });
    },
  };

  window.addEventListener('message', onMessage);
  return new Promise<AuthFrame>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        ready?.reject(
          createError('AuthUnavailableError', { message: `The sign-in frame did not load within ${AUTH_READY_TIMEOUT_MS / 1000} s` }),
        ),
      AUTH_READY_TIMEOUT_MS,
    );
    ready = {
      resolve: () => {
        clearTimeout(timer);
        ready = undefined;
        resolve(frame);
      },
      reject: (error) => {
        clearTimeout(timer);
        ready = undefined;
        frame.destroy();
        reject(error);
      },
    };
    container.appendChild(iframe);
  });
}
