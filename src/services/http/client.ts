import ky, { HTTPError, type Options } from 'ky';
import { WalletModalError, createError } from '../errors';
import { bufferResponse, MAX_RESPONSE_BYTES } from './bounded-body';
import { HTTP_RETRY_LIMIT, HTTP_TIMEOUT_MS, MAX_RETRY_AFTER_MS, MIN_RETRY_GAP_MS, RETRYABLE_STATUSES, retryAfterMs } from './retry-policy';
import { readBlob, readJson, toHttpClientError } from './response';
import { requestLabel } from './request-label';
import { buildUrl, type Query } from './url';

export interface HttpClientOptions {
  /** Absolute, or relative to the page. Paths are appended to it. */
  baseUrl: string;
  /** Sent as `projectId` on every call. */
  projectId?: string;
  /** Sent as `st` (SDK type) on every call. */
  sdkType?: string;
  /** Sent as `sv` (SDK version) on every call. */
  sdkVersion?: string;
  headers?: Readonly<Record<string, string>>;
  /** Per try, from the request to the last byte of the body. Default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted; a larger one aborts the request with a ResponseTooLargeError. Default 1 MiB. */
  maxBytes?: number;
  /** Retries after the first try, for retryable statuses and network failures (not timeouts). Default 3. */
  retries?: number;
  /** Least time between the end of a try and the start of the next; also the backoff base. Default 1 s. */
  minRetryGapMs?: number;
  /** A longer Retry-After fails at once with the HttpError instead of waiting. Default 10 s. */
  maxRetryAfterMs?: number;
  /** `include`: cookies go with each call, to another origin too (a site's own sign-in endpoints). Default the platform's. */
  credentials?: RequestCredentials;
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  retries?: number;
  maxBytes?: number;
}

export interface HttpClient {
  /** GET, answer parsed as JSON (undefined for an empty body). The caller checks the shape. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST `body` as JSON, answer parsed as JSON. Retried like GET: the services' POSTs are idempotent lookups. */
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  /** GET an image or other binary answer. */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
  /** The full URL of a call, with the project id and SDK query parameters (e.g. for `<img src>`). */
  url(path: string, query?: Query): string;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

// One call's tries: each reads its whole body (bounded) before it counts as answered, and marks when it
// ends, so the next can keep the minimum gap whatever ky waited.
function spacedTries(minGapMs: number, maxBytes: number, signal: AbortSignal | undefined) {
  let lastTryEndedAt = 0;
  const fetchOnce = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const where = requestLabel(input);
    try {
      const response = await globalThis.fetch(input, init);
      try {
        return await bufferResponse(response, maxBytes);
      } catch (error) {
        if (error instanceof WalletModalError || isAborted(input, init)) throw error;
        throw createError('NetworkError', { message: `Connection lost while reading the answer from ${where}`, cause: error });
      }
    } catch (error) {
      if (error instanceof WalletModalError || isAborted(input, init)) throw error;
      throw createError('NetworkError', { message: `Network request failed: ${where}`, cause: error });
    } finally {
      lastTryEndedAt = Date.now();
    }
  };
  const keepGap = () => sleep(minGapMs - (Date.now() - lastTryEndedAt), signal);
  return { fetchOnce, keepGap };
}

const isAborted = (input: Request | URL | string, init?: RequestInit) =>
  Boolean((input instanceof Request && input.signal.aborted) || init?.signal?.aborted);

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const minGapMs = options.minRetryGapMs ?? MIN_RETRY_GAP_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;
  const commonQuery: Query = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  const url = (path: string, query: Query = {}) => buildUrl(options.baseUrl, path, { ...commonQuery, ...query });

  const shouldRetry = ({ error }: { error: Error }): boolean | undefined => {
    // A body too large (or any other answer we named) would only come again; a lost connection may not.
    if (error instanceof WalletModalError) return error.name === 'NetworkError' ? undefined : false;
    if (!(error instanceof HTTPError)) return undefined;
    const wait = retryAfterMs(error.response.headers.get('Retry-After'));
    if (wait !== undefined && wait > maxRetryAfterMs) return false;
    // SPEC §8 lists 413 as retryable; ky retries it only when the server sends Retry-After.
    if (error.response.status === 413 && wait === undefined) return true;
    return undefined;
  };

  async function send(
    path: string,
    request: RequestOptions,
    init: Pick<Options, 'method' | 'json'>,
    accept = 'application/json',
  ): Promise<Response> {
    const tries = spacedTries(minGapMs, request.maxBytes ?? options.maxBytes ?? MAX_RESPONSE_BYTES, request.signal);
    try {
      return await ky(url(path, request.query), {
        ...init,
        ...(options.credentials ? { credentials: options.credentials } : {}),
        signal: request.signal,
        headers: { accept, ...options.headers, ...request.headers },
        timeout: request.timeoutMs ?? options.timeoutMs ?? HTTP_TIMEOUT_MS,
        fetch: tries.fetchOnce,
        retry: {
          limit: request.retries ?? options.retries ?? HTTP_RETRY_LIMIT,
          methods: ['get', 'post'],
          statusCodes: [...RETRYABLE_STATUSES],
          afterStatusCodes: [...RETRYABLE_STATUSES],
          maxRetryAfter: maxRetryAfterMs,
          delay: (attempt) => minGapMs * 2 ** (attempt - 1),
          shouldRetry,
        },
        hooks: { beforeRetry: [tries.keepGap] },
      });
    } catch (error) {
      throw await toHttpClientError(error);
    }
  }

  return {
    url,
    async get<T>(path: string, request: RequestOptions = {}) {
      return (await readJson(await send(path, request, { method: 'get' }))) as T;
    },
    async post<T>(path: string, body: unknown, request: RequestOptions = {}) {
      return (await readJson(await send(path, request, { method: 'post', json: body }))) as T;
    },
    async getBlob(path: string, request: RequestOptions = {}) {
      return readBlob(await send(path, request, { method: 'get' }, '*/*'));
    },
  };
}
