// The one allow-list for URLs that come from outside (the registry, the blockchain service, a
// wallet's metadata, storage): checked where data comes in and again where it is shown (DESIGN §7).

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
// Whitespace, controls and invisible or bidi marks: browsers drop some of them while parsing,
// which is how ` javascript:` or `java\tscript:` get past a check. A safe URL has none.
const HIDDEN_CHARACTERS = /[\s\p{C}]/u;
const MAX_URL_LENGTH = 2048;
const MAX_DATA_IMAGE_LENGTH = 65_536;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;
// A wallet's registered app scheme (`rainbow:`, `metamask://`, `okex://main`), and nothing after it.
const CUSTOM_SCHEME = /^([a-z][a-z0-9+.-]{1,31}):(\/\/[a-z0-9._~/-]*)?$/i;
// Schemes of the browser and the operating system: never a wallet's, whatever their shape.
const SYSTEM_SCHEMES =
  /^(https?|wss?|s?ftp|file|data|blob|about|javascript|vbscript|view-source|intent|filesystem|jar|mailto|tel|sms|shell|ms-.*|search.*|chrome.*|edge.*|moz-.*|resource|android-app|ios-app|content|market|smb)$/i;

/** True for 127.0.0.1, localhost and [::1] (a URL's `hostname`). */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname);

let loopbackAllowed = false;

/** Loopback is allowed only while a configured service (a relative URL resolves against the page) is itself on loopback: a devnet. */
export function allowLoopbackFor(serviceUrls: readonly string[]) {
  loopbackAllowed = serviceUrls.some((url) => {
    try {
      return LOOPBACK_HOSTS.has(new URL(url, globalThis.location?.href).hostname);
    } catch {
      return false;
    }
  });
}

function parse(url: unknown, maxLength = MAX_URL_LENGTH): URL | undefined {
  if (typeof url !== 'string' || url.length > maxLength || HIDDEN_CHARACTERS.test(url)) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function isWebUrl(url: URL): boolean {
  if (url.username || url.password) return false;
  if (LOOPBACK_HOSTS.has(url.hostname)) return loopbackAllowed && (url.protocol === 'http:' || url.protocol === 'https:');
  return url.protocol === 'https:';
}

/** A web page (a wallet's web app, a universal link, an explorer): https:, or loopback on a devnet. */
export function isSafeWebUrl(url: unknown): url is string {
  const parsed = parse(url);
  return parsed !== undefined && isWebUrl(parsed);
}

/** The host a safe web URL points to (lower-case), and whether it is loopback (allowed only on a devnet); undefined for any other URL. */
export function safeWebHost(url: unknown): { hostname: string; loopback: boolean } | undefined {
  const parsed = parse(url);
  if (!parsed || !isWebUrl(parsed)) return undefined;
  return { hostname: parsed.hostname.toLowerCase(), loopback: LOOPBACK_HOSTS.has(parsed.hostname) };
}

/** An image: a web URL as above, or a data:image of a raster or SVG type (an <img> runs no script). */
export function isSafeImageUrl(url: unknown): url is string {
  // An unencoded SVG has spaces and quotes; the type prefix is what counts.
  if (typeof url === 'string' && DATA_IMAGE.test(url)) return url.length <= MAX_DATA_IMAGE_LENGTH;
  return isSafeWebUrl(url);
}

/** A wallet's app link: a web URL as above, or the wallet's own custom scheme (never one of the browser's or the system's). */
export function isSafeDeepLink(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const scheme = CUSTOM_SCHEME.exec(url)?.[1];
  return (scheme !== undefined && !SYSTEM_SCHEMES.test(scheme)) || isSafeWebUrl(url);
}
