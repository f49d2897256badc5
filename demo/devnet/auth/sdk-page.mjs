// The secure site's pages on the auth origin (docs/secure-site-protocol.md "What the devnet emulates"):
// GET /sdk?projectId&chainId&version=4&rpcUrl… (the frame; its script /sdk.js is sdk/main.mjs, bundled on
// first request), /loading (the social pop-up's first page), the new-device approval page, and the
// script of the social result page. /sdk may be framed only by the project's allowed origins and loopback.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleRoute } from '../bundle.mjs';
import { readForm, sendHtml } from './http.mjs';
import { answerPage, devicePage, OPENER_RESULT_JS } from './pages.mjs';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sdk/main.mjs');
export const SDK_VERSION = '4';
const LOOPBACK_ANCESTORS = ['http://127.0.0.1:*', 'http://localhost:*'];
/** An allowlist entry CSP can take as it is: scheme, host (or `*.` + domain), optional port or `*`. */
const ANCESTOR_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:([0-9]{1,5}|\*))?$/i;

/** The frame-ancestors sources for a project's `allowedOrigins`: those CSP can express, plus loopback. */
export function frameAncestors(allowedOrigins) {
  const valid = allowedOrigins.filter((origin) => typeof origin === 'string' && ANCESTOR_SOURCE.test(origin));
  return [...new Set([...valid, ...LOOPBACK_ANCESTORS])];
}

/** The /sdk page's policy: its own script and style, the chains' RPCs, framed only by `ancestors`. */
export function sdkPolicy(rpcUrls, ancestors) {
  const origins = [...new Set(rpcUrls.map((url) => new URL(url).origin))];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${origins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ');
}

const originOfUrl = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/** JSON to embed in a <script type="application/json"> (no `<` can end it). */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const sdkHtml = (config) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Secure site</title>
<link rel="stylesheet" href="/sdk.css"><script type="application/json" id="sdk-config">${inlineJson(config)}</script>
<script type="module" src="/sdk.js"></script></head><body><main id="approval" hidden></main></body></html>`;

const LOADING_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loading</title><link rel="stylesheet" href="/auth.css"></head>
<body><main><h1>Loading</h1><p role="status">Loading the sign-in page…</p></main></body></html>`;

const plain = (res, status, text) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
};

/**
 * The handler for the secure site's pages.
 * @param {{authUrl: string, chains: Record<string, string>, smartAccountChains: number[],
 *   allowedOrigins: () => string[], devices: ReturnType<typeof import('./devices.mjs').createDevices>}} options
 *   chains: CAIP-2 id → RPC URL of every devnet chain (the frame's defaults, and its connect-src).
 */
export function sdkPages({ authUrl, chains, smartAccountChains, allowedOrigins, devices }) {
  const script = bundleRoute('/sdk.js', ENTRY);

  function sdk(req, res, url) {
    const projectId = url.searchParams.get('projectId');
    const embedder = originOfUrl(req.headers.referer ?? '');
    // The hosted site's own words for it (quoted by AppKit's Flutter client).
    if (!projectId || !embedder) return plain(res, 400, 'Missing projectId or referer');
    const version = url.searchParams.get('version');
    if (version !== SDK_VERSION)
      return plain(res, 400, `Unsupported version ${String(version).slice(0, 10)}: this site speaks ${SDK_VERSION}`);
    const config = {
      projectId,
      chainId: url.searchParams.get('chainId') ?? 'eip155:1',
      rpcUrl: url.searchParams.get('rpcUrl') ?? undefined,
      embedder,
      authUrl,
      chains,
      smartAccountChains,
    };
    const policy = sdkPolicy(Object.values(chains), frameAncestors(allowedOrigins()));
    return sendHtml(res, 200, sdkHtml(config), policy);
  }

  async function device(req, res, url) {
    const form = req.method === 'POST' ? await readForm(req) : undefined;
    const token = form ? form.get('token') : url.searchParams.get('token');
    const link = devices.page(token);
    if (!link) return sendHtml(res, 404, answerPage('New device', 'This approval link is unknown, used or expired.', { close: false }));
    if (!form) return sendHtml(res, 200, devicePage(token, link.email));
    devices.answer(link, form.get('action') === 'approve');
    return link.status === 'approved'
      ? sendHtml(res, 200, answerPage('Device approved', 'Device approved: your sign-in code is on its way.', { close: false }))
      : sendHtml(res, 200, answerPage('Device denied', 'Device denied. Nobody was signed in.', { close: false }));
  }

  return async (req, res, url) => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /sdk') sdk(req, res, url);
    else if (route === 'GET /loading') sendHtml(res, 200, LOADING_HTML);
    else if (route === 'GET /device/approve' || route === 'POST /device/approve') await device(req, res, url);
    else if (route === 'GET /oauth-result.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(OPENER_RESULT_JS);
    } else if (route === 'GET /sdk.css') {
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' });
      res.end(SDK_CSS);
    } else return script(req, res, url);
    return true;
  };
}

/** The frame's stylesheet: transparent until an approval, then a card filling the frame. */
const SDK_CSS = `html,body{margin:0;background:transparent;font:15px/1.4 system-ui,sans-serif;color:#16181d}
#approval{box-sizing:border-box;min-height:100vh;padding:1.25rem;background:#fff;display:flex;flex-direction:column;gap:.75rem}
#approval[hidden]{display:none}
#approval h1{font-size:1.15rem;margin:0}
#approval dl{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:.35rem .75rem}
#approval dt{font-weight:600}
#approval dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap;max-height:12rem;overflow:auto}
#approval .buttons{display:flex;gap:.75rem;margin-top:auto}
#approval button{font:inherit;flex:1;padding:.6rem;border-radius:.5rem;border:1px solid #5a5f6b;background:#fff;color:#16181d}
#approval button.sign{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
#approval button:disabled{opacity:.6}
#approval .warning{color:#9a1c1c;font-weight:600}
`;
