// Analytics (a lazy chunk): loaded on intent only when the host set `analytics`; then, only if
// the project's getAnalyticsConfig says enabled, events and error reports go to `analytics-url`.
import { optionsState } from '../settings';
import { defineSlice } from '../shared';
import { startTracker, type Tracker } from './tracker';

export { followViews, startEvents, stateEventProps, viewEvents, type Tracker } from './tracker';

const analytics = defineSlice<{ tracker?: Tracker }>({
  name: 'analytics/tracker',
  initial: () => ({}),
  dispose: ({ tracker }) => tracker?.stop(),
});

/** Starts analytics once per page, if the host opted in and there is a project to report to. */
export function startAnalytics({ now }: { now?: () => number } = {}) {
  const { analytics: enabled, projectId } = optionsState.options;
  if (analytics.tracker || !enabled || !projectId) return;
  analytics.tracker = startTracker({ now });
}
