// Which answers are worth another try, and how long a server asks us to wait (SPEC §8–9).

/** Statuses that are retried (SPEC §8). */
export const RETRYABLE_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];

export const HTTP_TIMEOUT_MS = 10_000;
export const HTTP_RETRY_LIMIT = 3;
/** Minimum gap between the end of one try and the start of the next (SPEC §9). */
export const MIN_RETRY_GAP_MS = 1_000;
/** A server asking for a longer wait than this gets an error at once instead of a hanging request. */
export const MAX_RETRY_AFTER_MS = 10_000;

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.includes(status);
}

/** The wait a `Retry-After` value asks for, in ms (delta-seconds or HTTP-date); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
