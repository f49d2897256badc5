// A demo wallet's configuration, from (strongest first) its script URL's query,
// a page global set before the script loads, and the devnet's baked-in defaults.

/**
 * @param {string} scriptUrl import.meta.url of the wallet module
 * @param {string} globalName e.g. '__devnetWalletConfig'
 * @param {(params: URLSearchParams) => object} fromQuery maps query parameters to config keys
 * @param {string} defaultsKey key of globalThis.__DEVNET_WALLET_DEFAULTS__ (baked in by the devnet)
 */
export function readWalletConfig(scriptUrl, globalName, fromQuery, defaultsKey) {
  const defaults = globalThis.__DEVNET_WALLET_DEFAULTS__?.[defaultsKey] ?? {};
  const fromPage = globalThis[globalName] ?? {};
  const query = fromQuery(new URL(scriptUrl).searchParams);
  const defined = (object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null));
  return { ...defined(defaults), ...defined(fromPage), ...defined(query) };
}

/** 'true'/'reject'/'false' from a query string to the auto-approve modes of setAutoApprove. */
export function parseAutoApprove(value) {
  if (value === null || value === undefined) return undefined;
  if (value === 'reject') return 'reject';
  return value === 'true' || value === '1';
}

/** A uuid even where crypto.randomUUID is missing (non-secure http origins). */
export function randomUuid() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An SVG data URI icon: rounded square, gradient, a glyph. */
export function walletIcon(glyph, hueA, hueB) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 85% 55%)"/><stop offset="1" stop-color="hsl(${hueB} 75% 40%)"/></linearGradient></defs><rect width="96" height="96" rx="24" fill="url(#g)"/><text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="system-ui,sans-serif" font-weight="700" font-size="44" fill="#fff">${glyph}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
