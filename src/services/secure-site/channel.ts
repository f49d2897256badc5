// The message channel to the secure site's frame: the READY handshake, requests correlated by id,
// each with its deadline and an abort signal, and subscriptions to everything the frame posts.
// Heard: only trusted `message` events from the frame's own window on the secure origin. Posted:
// only to that origin, never '*'.
import { createError, isWalletModalError } from '../errors';
import { secureSiteErrorFor } from './errors';
import { createFrameElement, type FrameDisplay } from './frame-element';
import { parseFrameMessage, type FrameMessage } from './frame-message';
import type { SuccessPayload } from './payloads';
import { AFTER_READY_DELAY_MS, APP_PREFIX, READY_TIMEOUT_MS, timeoutFor, type AppMessage } from './protocol';

export interface ChannelOptions {
  /** The frame's address (frame-url.ts). */
  src: string;
  /** The only origin heard from and posted to. */
  origin: string;
  /** Where the iframe goes (the caller's body-level container). */
  container: Node;
  /** A message of another shape from the frame (ignored, and failing the request it answers). */
  onMalformed?(error: Error): void;
  readyTimeoutMs?: number;
  afterReadyDelayMs?: number;
}

export interface SendOptions {
  /** Overrides the message's deadline (protocol.ts). */
  timeoutMs?: number;
  /** Aborting rejects the request at once (the reason, if a catalogue error, else AuthCancelledError). */
  signal?: AbortSignal;
  /** The RPC method, for an RPC request's deadline. */
  rpcMethod?: string;
}

export interface Channel {
  readonly display: FrameDisplay;
  readonly origin: string;
  /** READY's version, when the frame sent one. */
  readonly frameVersion: string | undefined;
  readonly destroyed: boolean;
  /** One request; resolves with its checked success payload, rejects with a catalogue error. */
  send<N extends AppMessage>(name: N, payload?: object, options?: SendOptions): Promise<SuccessPayload<N>>;
  /** A message nobody waits an answer for (`RPC_ABORT`). */
  notify(name: AppMessage, payload?: object): void;
  /** Every checked message from the frame, whatever its id (correlated answers included); returns the unsubscribe. */
  subscribe(listener: (message: FrameMessage) => void): () => void;
  /** Removes the iframe and stops listening; what is pending rejects with DisconnectedError. */
  destroy(): void;
}

interface Pending {
  name: AppMessage;
  resolve(payload: unknown): void;
  reject(error: Error): void;
}

const newId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(36).padStart(2, '0')).join('');

function deadlineError(name: AppMessage, ms: number): Error {
  const message = `The secure site did not answer ${name} within ${ms / 1000} s`;
  return createError(name === 'RPC_REQUEST' ? 'WalletTimeoutError' : 'AuthUnavailableError', { message });
}

const abortError = (signal: AbortSignal): Error =>
  isWalletModalError(signal.reason) ? signal.reason : createError('AuthCancelledError', { message: 'The request was abandoned' });

/** Appends the frame and resolves once it posts READY (and the hosted clients' settling delay has passed). */
export function openChannel(options: ChannelOptions): Promise<Channel> {
  const { origin, container, onMalformed } = options;
  const display = createFrameElement(options.src, 'Secure sign-in');
  const pending = new Map<string, Pending>();
  const listeners = new Set<(message: FrameMessage) => void>();
  let destroyed = false;
  let frameVersion: string | undefined;
  let ready: { resolve(): void; reject(error: Error): void } | undefined;

  function post(name: AppMessage, id: string | undefined, payload: object | undefined) {
    const target = display.iframe.contentWindow;
    if (destroyed || !target) throw createError('DisconnectedError', { message: 'The secure site frame is closed' });
    target.postMessage({ type: `${APP_PREFIX}${name}`, ...(id ? { id } : {}), ...(payload ? { payload } : {}) }, origin);
  }

  function deliver(message: FrameMessage) {
    if (message.kind === 'malformed') {
      onMalformed?.(message.error);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (message.id !== undefined) pending.delete(message.id);
      return waiting?.reject(message.error);
    }
    if (message.kind === 'ready') {
      frameVersion = message.version;
      ready?.resolve();
    }
    if ((message.kind === 'success' || message.kind === 'error') && message.id !== undefined) {
      const waiting = pending.get(message.id);
      if (waiting?.name === message.name) {
        pending.delete(message.id);
        if (message.kind === 'success') waiting.resolve(message.payload);
        else waiting.reject(secureSiteErrorFor(message.name, message.message));
      }
    }
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch {
        // One subscriber's failure does not keep the message from the others.
      }
    }
  }

  function onMessage(event: MessageEvent) {
    // Only the browser's own events, from the frame's window, on the secure origin: a page script's
    // dispatched event, another window's post or a navigated frame is not heard.
    if (destroyed || !event.isTrusted || event.origin !== origin) return;
    if (event.source === null || event.source !== display.iframe.contentWindow) return;
    const message = parseFrameMessage(event.data);
    if (message) deliver(message);
  }

  const channel: Channel = {
    display,
    origin,
    get frameVersion() {
      return frameVersion;
    },
    get destroyed() {
      return destroyed;
    },
    send(name, payload, sendOptions = {}) {
      const { signal, rpcMethod, timeoutMs = timeoutFor(name, rpcMethod) } = sendOptions;
      if (signal?.aborted) return Promise.reject(abortError(signal));
      const id = newId();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => settle(deadlineError(name, timeoutMs)), timeoutMs);
        const onAbort = () => settle(abortError(signal!));
        function settle(error?: Error, result?: unknown) {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          pending.delete(id);
          if (error) reject(error);
          else resolve(result as never);
        }
        signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, { name, resolve: (result) => settle(undefined, result), reject: (error) => settle(error) });
        try {
          post(name, id, payload);
        } catch (error) {
          settle(error as Error);
        }
      });
    },
    notify(name, payload) {
      post(name, undefined, payload);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      window.removeEventListener('message', onMessage);
      display.iframe.remove();
      listeners.clear();
      const closed = createError('DisconnectedError', { message: 'The secure site frame was closed' });
      for (const waiting of [...pending.values()]) waiting.reject(closed);
      ready?.reject(closed);
    },
  };

  window.addEventListener('message', onMessage);
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const afterReadyDelayMs = options.afterReadyDelayMs ?? AFTER_READY_DELAY_MS;
  return new Promise<Channel>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      ready = undefined;
      channel.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () =>
        fail(
          createError('AuthUnavailableError', {
            message: `The secure site did not open within ${readyTimeoutMs / 1000} s: is this site's origin on the project's allowed origins?`,
          }),
        ),
      readyTimeoutMs,
    );
    ready = {
      resolve: () => {
        clearTimeout(timer);
        ready = undefined;
        setTimeout(() => (destroyed ? reject(createError('DisconnectedError')) : resolve(channel)), afterReadyDelayMs);
      },
      reject: fail,
    };
    display.iframe.addEventListener(
      'error',
      () => ready?.reject(createError('AuthUnavailableError', { message: 'The secure site frame failed to load' })),
      {
        once: true,
      },
    );
    container.appendChild(display.iframe);
  });
}
