// The strict Content Security Policy that README "Security" documents, with the devnet's
// services in the hosted ones' places. The demo page is served under it with `?csp`.

/** `scheme://host:port` of a service URL (ws: stays ws:). */
const originOf = (url) => `${new URL(url).protocol}//${new URL(url).host}`;

/** The policy for a page whose element uses these services, RPCs and relay. */
export function strictPolicy(urls) {
  const connect = [urls.api, urls.registry, urls.relay, ...Object.values(urls.evm), urls.solana.http, urls.solana.ws].map(originOf);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...new Set(connect)].join(' ')}`,
    "img-src 'self' data:",
    // WalletConnect's Verify iframe, which its Core appends to the host page's body, and the secure site's frame (/sdk).
    `frame-src https://verify.walletconnect.org https://verify.walletconnect.com ${originOf(urls.auth)}`,
  ].join('; ');
}
