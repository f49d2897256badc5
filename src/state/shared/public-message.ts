// What an `error` event may tell the host page: wallets' and services' words are untrusted and may hold
// request URLs with the project id, or a pairing URI's key. One function scrubs and bounds them.

/** Longest detail an `error` event's message carries. */
export const MAX_PUBLIC_DETAIL = 200;

const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi;
// A relative URL's query (`/api/v1?chainId=…&projectId=…`).
const PATH_QUERY = /(\/[^\s?"'<>`]*)\?[^\s"'<>`]*/g;
const KEYED_PARAM = /\b(projectId|project_id|apiKey|api_key|key|token|secret|symKey|auth)=[^&\s"'<>`]*/gi;

// A URL keeps its origin and path: no user info, query or fragment.
function withoutCredentials(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return '[url]';
  }
}

/**
 * `text` fit for an event: control characters gone, URLs cut to origin and path (relative ones lose their query), WalletConnect URIs and
 * keyed query parameters removed, each `secret` (the project id) redacted, at most MAX_PUBLIC_DETAIL characters.
 */
export function publicErrorMessage(text: string, secrets: readonly (string | undefined)[] = []): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  let clean = text.slice(0, 10_000).replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ');
  for (const secret of secrets) if (secret && secret.length >= 6) clean = clean.split(secret).join('[redacted]');
  clean = clean
    .replace(/\bwc:[^\s"'<>`]+/gi, '[pairing link]')
    .replace(URL_PATTERN, withoutCredentials)
    .replace(PATH_QUERY, '$1')
    .replace(KEYED_PARAM, '$1=[redacted]')
    .trim();
  return clean.length > MAX_PUBLIC_DETAIL ? `${clean.slice(0, MAX_PUBLIC_DETAIL - 1)}…` : clean;
}
