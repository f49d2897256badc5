// The secure-site frame's calls to its own service's JSON API (same origin, so no CORS): failures
// become AuthErrors with the service's code and message.
import { AuthError } from '../errors.mjs';

/** POSTs `body` (GET without one) to `path`, with the session's bearer `token` if given. */
export async function callService(path, body, token) {
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(path, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
    cache: 'no-store',
  });
  const answer = await response.json().catch(() => undefined);
  if (response.ok && answer) return answer;
  const error = answer?.error;
  if (Number.isInteger(error?.code) && typeof error.message === 'string') throw new AuthError(error.code, error.message);
  throw new Error(`The sign-in service answered ${response.status}`);
}
