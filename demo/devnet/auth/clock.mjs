// The auth service's clock: the wall clock plus an offset tests move forward (code expiry, the resend
// limit and Farcaster link expiry read it), so no test waits 10 minutes.

/** @returns {{now: () => number, advance: (ms: number) => number}} advance returns the new time */
export function createClock() {
  let offset = 0;
  const now = () => Date.now() + offset;
  return {
    now,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0 || ms > 366 * 24 * 3600_000)
        throw new RangeError(`advanceMs must be 0 to a year in ms, not ${ms}`);
      offset += ms;
      return now();
    },
  };
}
