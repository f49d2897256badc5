// Analytics: the sender of events and error reports, and the error reports' ration. Loaded only
// when the host opted in (the `analytics` attribute), on the visitor's intent.
export { createErrorReportLimiter, ERROR_REPORTS_PER_MINUTE, type ErrorReportDecision, type ErrorReportLimiter } from './error-limiter';
export {
  ANALYTICS_FLUSH_MS,
  createAnalyticsSender,
  newEventId,
  type AnalyticsEvent,
  type AnalyticsProps,
  type AnalyticsSender,
  type AnalyticsSenderOptions,
} from './sender';
