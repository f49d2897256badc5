// When the page's own scripts have run: restored sessions are announced only then.

/** Resolves once the page's deferred and module scripts have run (DOMContentLoaded), so the host's listeners hear a restored `connect`. */
export function documentParsed(): Promise<void> {
  // Module scripts run while readyState is already 'interactive': navigation timing says whether DOMContentLoaded fired.
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const fired =
    document.readyState === 'complete' || (navigation ? navigation.domContentLoadedEventStart > 0 : document.readyState !== 'loading');
  if (fired) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
