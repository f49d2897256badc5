// The one HTTP client every service uses (ky underneath): timeouts, retries, Retry-After, named errors.
export { createHttpClient, type HttpClient, type HttpClientOptions, type RequestOptions } from './client';
export {
  isRetryableStatus,
  retryAfterMs,
  RETRYABLE_STATUSES,
  HTTP_TIMEOUT_MS,
  HTTP_RETRY_LIMIT,
  MIN_RETRY_GAP_MS,
  MAX_RETRY_AFTER_MS,
} from './retry-policy';
export { buildUrl, type Query, type QueryValue } from './url';
