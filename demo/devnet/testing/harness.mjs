// Helpers for devnet tests that need a real chain or a real browser: an anvil
// on a free loopback port, and Chromium pages that can only reach loopback.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from '../ports.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../../../scripts/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function waitForRpc(url, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`);
    const ready = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    }).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`anvil did not answer at ${url} within ${timeoutMs} ms`);
}

/** Starts anvil (dev mnemonic, automine) on 127.0.0.1; returns {url, stop}. */
export async function startAnvil({ chainId = 31337 } = {}) {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/anvil'),
    ['--port', String(port), '--host', '127.0.0.1', '--chain-id', String(chainId), '--silent'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  try {
    await waitForRpc(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

const isLoopback = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** Launches the system Chromium; every page it opens is limited to loopback (and data:) URLs. */
export async function launchLoopbackBrowser() {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  return {
    browser,
    async newPage() {
      const context = await browser.newContext();
      await context.route('**/*', (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()));
      return context.newPage();
    },
    close: () => browser.close(),
  };
}
