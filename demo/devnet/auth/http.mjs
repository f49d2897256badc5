// HTTP helpers for the auth service: JSON answers and bodies (no CORS: only the frame, on this origin,
// calls the API), HTML pages under a strict policy, and the error body {error: {code, message}}.
import { readBody } from '../api/http.mjs';
import { AuthError, httpStatusOf } from './errors.mjs';

/** The policy of the service's own pages (consent, approval): its script and style only, never framed. */
const PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Answers an AuthError as its HTTP status and `{error: {code, message}}`; anything else is rethrown. */
export function sendAuthError(res, error) {
  if (!(error instanceof AuthError)) throw error;
  sendJson(res, httpStatusOf(error.code), { error: { code: error.code, message: error.message } });
}

export function sendHtml(res, status, html, policy = PAGE_POLICY) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': policy });
  res.end(html);
}

/** The request's JSON object body (at most 10 kB); a 4000 AuthError for anything else. */
export async function readJsonObject(req) {
  let body;
  try {
    body = JSON.parse(await readBody(req, 10_000));
  } catch {
    throw new AuthError(4000, 'The body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AuthError(4000, 'The body must be a JSON object');
  return body;
}

/** The request's form fields (the consent and approval pages post forms). */
export async function readForm(req) {
  return new URLSearchParams(await readBody(req, 10_000));
}

/** The bearer token of the request, if any. */
export function bearerOf(req) {
  const match = /^Bearer ([A-Za-z0-9_-]{16,100})$/.exec(req.headers.authorization ?? '');
  return match?.[1];
}
