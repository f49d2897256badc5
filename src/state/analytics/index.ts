// Analytics (a lazy chunk): loaded on intent only when the host set `analytics`; then, only if
// the project's getAnalyticsConfig says enabled, events and error reports go to `analytics-url`.
import { optionsState } from '../settings';
import { startTracker, type Tracker } from './tracker';

export { stateEventProps, viewEvents, type Tracker } from './tracker';

let tracker: Tracker | undefined;

/** Starts analytics once per page, if the host opted in and there is a project to report to. */
export function startAnalytics({ now }: { now?: () => number } = {}) {
  const { analytics, projectId } = optionsState.options;
  if (tracker || !analytics || !projectId) return;
  tracker = startTracker({ now });
}

/** Tests and resets: stops sending, forgets the tracker. */
export function stopAnalytics() {
  tracker?.stop();
  tracker = undefined;
}
