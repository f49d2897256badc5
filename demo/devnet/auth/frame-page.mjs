// GET /frame: the auth frame page the element loads in a hidden iframe (docs/auth-frame-protocol.md),
// and /frame.js, its script (frame/main.mjs, bundled on first request). Under a strict policy: its own
// script only, and connections to this origin and the chains' RPCs only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleRoute } from '../bundle.mjs';
import { sendHtml } from './http.mjs';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'frame/main.mjs');
const FRAME_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title><script type="module" src="/frame.js"></script></head><body></body></html>';

/** The frame page's Content-Security-Policy, for RPCs at `rpcUrls`. */
export function framePolicy(rpcUrls) {
  const origins = [...new Set(rpcUrls.map((url) => new URL(url).origin))];
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src 'self' ${origins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The handler for /frame and /frame.js. */
export function framePage({ rpcUrls }) {
  const script = bundleRoute('/frame.js', ENTRY);
  const policy = framePolicy(rpcUrls);
  return async (req, res, url) => {
    if (req.method === 'GET' && url.pathname === '/frame') {
      sendHtml(res, 200, FRAME_HTML, policy);
      return true;
    }
    return script(req, res, url);
  };
}
