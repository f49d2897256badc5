// Error reports are rationed (SPEC §9: at most 5 a minute): a token bucket of 5 that refills
// over a minute, and one report per error code per minute. What is held back is counted, and
// the next report sent carries that count. Pure: the caller passes the time.

export const ERROR_REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

export type ErrorReportDecision = { send: true; dropped: number } | { send: false };

export interface ErrorReportLimiter {
  /** Whether a report of `code` may go out at `now` (ms); when it may, how many were held back before it. */
  take(code: string, now: number): ErrorReportDecision;
  /** Reports held back since the last one sent. */
  readonly dropped: number;
}

export function createErrorReportLimiter({ perMinute = ERROR_REPORTS_PER_MINUTE, windowMs = MINUTE_MS } = {}): ErrorReportLimiter {
  let tokens = perMinute;
  let refilledAt: number | undefined;
  let dropped = 0;
  /** When each code was last sent: the same code again within the window is a duplicate. */
  const lastSent = new Map<string, number>();

  const refill = (now: number) => {
    if (refilledAt === undefined || now < refilledAt) refilledAt = now;
    tokens = Math.min(perMinute, tokens + ((now - refilledAt) * perMinute) / windowMs);
    refilledAt = now;
  };

  return {
    get dropped() {
      return dropped;
    },
    take(code, now) {
      refill(now);
      for (const [seen, at] of lastSent) if (now - at >= windowMs) lastSent.delete(seen);
      const sentAt = lastSent.get(code);
      if ((sentAt !== undefined && now - sentAt < windowMs) || tokens < 1) {
        dropped += 1;
        return { send: false };
      }
      tokens -= 1;
      lastSent.set(code, now);
      const held = dropped;
      dropped = 0;
      return { send: true, dropped: held };
    },
  };
}
