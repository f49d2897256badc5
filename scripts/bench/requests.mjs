// npm run bench: a page's requests in flight, and a wait for the network to go quiet (no request in
// flight for a while): the condition the bench waits on before a cold click or after a hover.

/**
 * Counts `page`'s requests in flight from now on.
 * @param {import('@playwright/test').Page} page
 * @returns {{ quiet(quietMs?: number, limitMs?: number): Promise<void> }}
 */
export function trackRequests(page) {
  const inFlight = new Set();
  const listeners = new Set();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    changed();
  });
  const ended = (request) => {
    inFlight.delete(request);
    changed();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  return {
    /** Resolves once no request has been in flight for `quietMs`; rejects when that has not happened within `limitMs`. */
    quiet(quietMs = 500, limitMs = 20_000) {
      return new Promise((resolve, reject) => {
        let quietTimer;
        const stop = () => {
          clearTimeout(quietTimer);
          clearTimeout(limitTimer);
          listeners.delete(arm);
        };
        // Every request started or ended restarts the count; it runs only while nothing is in flight.
        const arm = () => {
          clearTimeout(quietTimer);
          if (inFlight.size === 0) quietTimer = setTimeout(() => (stop(), resolve()), quietMs);
        };
        const limitTimer = setTimeout(() => {
          stop();
          reject(new Error(`the network did not go quiet in ${limitMs} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`));
        }, limitMs);
        listeners.add(arm);
        arm();
      });
    },
  };
}
