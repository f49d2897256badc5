// Error reports are rationed (SPEC §9: at most 5 a minute): a bucket of 5 tokens where each token
// spent comes back a minute later (so no 60 s window ever holds more than 5 reports, bursts
// included), and one report per error code a minute. What is held back is counted, and the next
// report sent carries that count. Pure: the caller passes the time.

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
  /** When each spent token was spent: it is back `windowMs` later. */
  let spent: number[] = [];
  let dropped = 0;
  /** When each code was last sent: the same code again within the window is a duplicate. */
  const lastSent = new Map<string, number>();

  return {
    get dropped() {
      return dropped;
    },
    take(code, now) {
      // A clock that went back (a host's fake timers) is read as the latest time seen.
      spent = spent.filter((at) => now - at < windowMs && at <= now);
      for (const [seen, at] of lastSent) if (now - at >= windowMs || at > now) lastSent.delete(seen);
      if (lastSent.has(code) || spent.length >= perMinute) {
        dropped += 1;
        return { send: false };
      }
      spent.push(now);
      lastSent.set(code, now);
      const held = dropped;
      dropped = 0;
      return { send: true, dropped: held };
    },
  };
}
