/** Where a request went, for messages: origin and path, never the query (it carries the project id). */
export function requestLabel(input: Request | URL | string): string {
  try {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return `${url.origin}${url.pathname}`;
  } catch {
    return 'the service';
  }
}
