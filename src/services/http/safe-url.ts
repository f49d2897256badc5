// What fetched data may point at (DESIGN §7). Used where data comes in (services) and where it is shown (views).

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
}

/** Images only from https:, data:image, or http: on loopback (dev); never anything else. */
export function isSafeImageUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || isLoopbackHttp(parsed);
  } catch {
    return false;
  }
}

/** A web page link (a wallet's web app, a desktop link over https): https:, or http: on loopback. */
export function isSafeWebUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || isLoopbackHttp(parsed);
  } catch {
    return false;
  }
}

// Schemes that run code or read local data in the page's context: never a deep link.
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']);

/** A wallet's app deep link (`rainbow://`, `https://…`): any scheme but those that run code in the page. */
export function isSafeDeepLink(url: string | undefined | null): url is string {
  if (!url) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  if (!scheme) return false;
  if (UNSAFE_SCHEMES.has(`${scheme}:`)) return false;
  return scheme !== 'http' || isSafeWebUrl(url);
}
