// A loopback page for node tests that run the product's TypeScript in Chromium: `source` (an ES
// module importing from src/, paths from the repository root) bundled by esbuild as /app.js, loaded
// by the page at /.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { startHttpServer } from '../server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Serves the page on a loopback port; resolves to the server ({url, stop}). */
export async function serveProductPage(source, title) {
  const app = (
    await esbuild.build({
      stdin: { contents: source, resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    })
  ).outputFiles[0].text;
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><script type="module" src="/app.js"></script></body></html>`;
  return startHttpServer({
    port: 0,
    handlers: [
      async (_req, res, url) => {
        const body = { '/': page, '/app.js': app }[url.pathname];
        if (body === undefined) return false;
        res.writeHead(200, { 'content-type': url.pathname === '/' ? 'text/html' : 'text/javascript' });
        res.end(body);
        return true;
      },
    ],
  });
}
