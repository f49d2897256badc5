// Start-up: the HTTP server listens only once every route is mounted, so a
// page or a test that asks early is refused a connection, never told 404.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startDevnet } from '../index.mjs';
import { freePort } from '../ports.mjs';

test('/api never answers 404 while the chains start: the server listens with every route mounted', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/v1/supported-chains`;
  let started = false;
  const starting = startDevnet({ randomPorts: true, ports: { http: port } }).finally(() => (started = true));
  const earlyAnswers = [];
  // Asks without pause until start-up ends: each try is a refused connection or an answer.
  while (!started) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => undefined,
    );
    if (status !== undefined) earlyAnswers.push(status);
  }
  const devnet = await starting;
  try {
    assert.deepEqual(
      earlyAnswers.filter((status) => status !== 200),
      [],
      'answers before startDevnet resolved',
    );
    assert.equal((await fetch(url)).status, 200);
  } finally {
    await devnet.stop();
  }
});
