// The origin allowlist (GET /projects/v1/origins), as the hosted service reads its patterns:
// an entry is an origin (`https://app.example.com`) or a pattern where `*` stands for any run
// of characters (`*.example.com`: every subdomain over any scheme; `https://*.example.com`;
// `http://localhost:*`). Loopback pages (localhost, 127.0.0.1, [::1]) are always allowed.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether one allowlist entry admits `origin` (scheme://host[:port], as `location.origin` gives it). */
export function originMatches(origin: string, pattern: string): boolean {
  const entry = pattern.trim().toLowerCase();
  if (entry === '') return false;
  if (entry.includes('*')) {
    // `*` spans any characters but never a path: an origin has none, so `/` cannot be smuggled in.
    const source = `^${escapeRegExp(entry).replace(/\\\*/g, '[^/]*(?:\\/\\/)?[^/]*')}$`;
    return new RegExp(source).test(origin.toLowerCase());
  }
  try {
    return new URL(entry).origin === origin.toLowerCase();
  } catch {
    return entry === origin.toLowerCase();
  }
}

/** Loopback pages are never blocked: a developer's own machine is always allowed. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** Whether the page's `origin` may use the project: an empty list (or a failed fetch) allows every origin. */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.length === 0 || isLoopbackOrigin(origin)) return true;
  return allowedOrigins.some((pattern) => originMatches(origin, pattern));
}
