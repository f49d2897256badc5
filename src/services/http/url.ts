export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

// A relative base (e.g. '/api') resolves against the page, like a link would.
function absoluteBase(baseUrl: string): URL {
  const withSlash = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(withSlash, globalThis.location?.href);
}

/** `baseUrl` + `path` (leading slash optional) + the query; null/undefined values are left out, lists joined by commas. */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(path.replace(/^\/+/, ''), absoluteBase(baseUrl));
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}
