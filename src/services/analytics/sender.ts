// Sends analytics events and error reports (SPEC §7 "Analytics": POST /e). Never blocks the
// page: events queue and leave together on a short timer and on pagehide, each with
// fetch(…, {keepalive: true}); a failed one is tried once more at the next flush, then dropped.
// HTTP 403 means the project's configuration refuses this page: nothing more is sent.
import { buildUrl } from '../http';

/** What an event says, AppKit's way: `track` for what the visitor did, `error` for a report. */
export interface AnalyticsProps {
  type: 'track' | 'error';
  event: string;
  properties?: Readonly<Record<string, string | number | boolean>>;
}

/** One POST /e body. */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: AnalyticsProps;
}

/** The page an event comes from: its origin and path only; the query and fragment hold emails, OAuth codes and tokens on real sites. */
export function pageUrlOf(location: Pick<Location, 'origin' | 'pathname'> | undefined): string {
  return location ? `${location.origin}${location.pathname}` : '';
}

export interface AnalyticsSenderOptions {
  /** The `analytics-url`; events go to `<baseUrl>/e`. */
  baseUrl: string;
  projectId?: string;
  sdkType: string;
  sdkVersion: string;
  /** How long events wait to leave together. Default 1 s. */
  flushMs?: number;
  /** Called once on HTTP 403; the sender has stopped by then. */
  onForbidden?: () => void;
}

export interface AnalyticsSender {
  send(props: AnalyticsProps): void;
  /** Sends what is queued now (also on pagehide). */
  flush(): void;
  /** Drops the queue and sends nothing more. */
  stop(): void;
  readonly stopped: boolean;
}

export const ANALYTICS_FLUSH_MS = 1_000;
/** The most events kept waiting; older ones are dropped first (a page that is not sending is not filling memory). */
const MAX_QUEUE = 100;

/** A random v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newEventId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Queued {
  event: AnalyticsEvent;
  tries: number;
}

export function createAnalyticsSender(options: AnalyticsSenderOptions): AnalyticsSender {
  const endpoint = buildUrl(options.baseUrl, '/e', { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion });
  const flushMs = options.flushMs ?? ANALYTICS_FLUSH_MS;
  let queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    queue = [];
    clearTimeout(timer);
    timer = undefined;
    globalThis.removeEventListener?.('pagehide', flush);
  };

  const deliver = (item: Queued) => {
    item.tries += 1;
    void globalThis
      .fetch(endpoint, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(item.event),
      })
      .then(
        (response) => {
          if (response.status === 403) {
            if (!stopped) {
              stop();
              options.onForbidden?.();
            }
          } else if ((response.status >= 500 || response.status === 429) && item.tries < 2) retry(item);
        },
        () => {
          if (item.tries < 2) retry(item);
        },
      );
  };

  function retry(item: Queued) {
    if (stopped) return;
    queue.push(item);
    schedule();
  }

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const due = queue;
    queue = [];
    for (const item of due) deliver(item);
  }

  function schedule() {
    timer ??= setTimeout(flush, flushMs);
  }

  globalThis.addEventListener?.('pagehide', flush);

  return {
    get stopped() {
      return stopped;
    },
    send(props) {
      if (stopped) return;
      const location = globalThis.location;
      queue.push({
        event: { eventId: newEventId(), url: pageUrlOf(location), domain: location?.hostname ?? '', timestamp: Date.now(), props },
        tries: 0,
      });
      if (queue.length > MAX_QUEUE) queue.splice(0, queue.length - MAX_QUEUE);
      schedule();
    },
    flush,
    stop,
  };
}
