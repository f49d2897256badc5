// The devnet's HTTP front door: the demo page and built element, plus mounts
// (/api, /registry, /__devnet, /wallet) that each part of the devnet registers.
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Static files under ROOT for the given URL prefixes; `template` fills {{key}} in HTML, and
 * `policy(url)` gives an HTML page its Content-Security-Policy header, if any.
 */
export function staticFiles({ prefixes, index = '/demo/index.html', template = {}, policy = () => undefined }) {
  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname = decodeURIComponent(url.pathname);
    if (pathname === '/') pathname = index;
    if (!prefixes.some((prefix) => pathname.startsWith(prefix))) return false;
    return sendFile(req, res, ROOT, pathname, template, () => policy(url));
  };
}

/**
 * A directory outside the repository served under a URL prefix (ending in `/`); the prefix itself
 * answers with the directory's index.html. `template` fills {{key}} in HTML, as for staticFiles.
 */
export function directoryFiles({ prefix, dir, template = {} }) {
  const root = path.resolve(dir);
  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = decodeURIComponent(url.pathname);
    if (!pathname.startsWith(prefix)) return false;
    const rest = pathname.slice(prefix.length) || 'index.html';
    return sendFile(req, res, root, `/${rest}`, template);
  };
}

/** Answers with the file at `pathname` under `root` (false when there is none); `csp()` an HTML page's policy. */
export async function sendFile(req, res, root, pathname, template, csp = () => undefined) {
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(root)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const extension = path.extname(file);
  let body = await readFile(file);
  if (extension === '.html') {
    body = body.toString('utf8').replace(/\{\{(\w+)\}\}/g, (match, key) => template[key] ?? match);
  }
  const policy = extension === '.html' ? csp() : undefined;
  res.writeHead(200, {
    'content-type': TYPES[extension] ?? 'application/octet-stream',
    'cache-control': 'no-store',
    ...(policy ? { 'content-security-policy': policy } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Starts the HTTP server. `handlers` are tried in order; each is
 * `(req, res, url) => Promise<boolean>` and returns true when it answered.
 */
export function startHttpServer({ port, handlers }) {
  const sockets = new Set();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    try {
      for (const handler of handlers) {
        if (await handler(req, res, url)) return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'not found', path: url.pathname }));
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error?.message ?? error) }));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        server,
        stop: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
