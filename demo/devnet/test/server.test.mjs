// The devnet's static files: a directory under a URL prefix (npm run bench's builds) answers its
// index and files with the template filled in, nothing outside it; the repository's own pages keep
// their Content-Security-Policy only when asked for.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { directoryFiles, startHttpServer, staticFiles } from '../server.mjs';

let dir;
let server;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'devnet-static-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'index.html'), '<p>{{apiUrl}} {{unknown}}</p>');
  await writeFile(path.join(dir, 'dist', 'wallet-modal.js'), 'export {};');
  const template = { apiUrl: 'http://127.0.0.1:1/api' };
  server = await startHttpServer({
    port: 0,
    handlers: [
      directoryFiles({ prefix: '/bench/base/', dir, template }),
      staticFiles({ prefixes: ['/demo/'], template, policy: (url) => (url.searchParams.has('csp') ? "default-src 'self'" : undefined) }),
    ],
  });
});

after(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

test('the prefix answers the directory index, its template filled in', async () => {
  const response = await fetch(`${server.url}/bench/base/`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^text\/html/);
  assert.equal(await response.text(), '<p>http://127.0.0.1:1/api {{unknown}}</p>');
});

test('files under the prefix are served with their type', async () => {
  const response = await fetch(`${server.url}/bench/base/dist/wallet-modal.js`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^text\/javascript/);
  assert.equal(await response.text(), 'export {};');
});

test('nothing outside the directory or the prefix', async () => {
  for (const pathname of ['/bench/base/..%2f..%2f..%2fetc%2fpasswd', '/bench/base/missing.js', '/bench/other/', '/bench/base/dist']) {
    assert.equal((await fetch(`${server.url}${pathname}`)).status, 404, pathname);
  }
});

test('a repository page has a Content-Security-Policy only when asked for', async () => {
  const plain = await fetch(`${server.url}/demo/index.html`);
  assert.equal(plain.status, 200);
  assert.equal(plain.headers.get('content-security-policy'), null);
  const strict = await fetch(`${server.url}/demo/index.html?csp`);
  assert.equal(strict.headers.get('content-security-policy'), "default-src 'self'");
  assert.equal((await fetch(`${server.url}/demo/demo.js?csp`)).headers.get('content-security-policy'), null);
});
